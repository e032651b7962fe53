"""A long text's words are found a piece at a time, and they are the words of the whole."""

from __future__ import annotations

from collections import Counter

import pytest

from lectern.core.search.analysis import _WORDS, PIECE, WeightedText, index_term, pieces
from tests.joined_abstracts import LISTING, joined_abstracts


@pytest.mark.skipif(not LISTING.exists(), reason=f"{LISTING} not found")
def test_a_megabyte_of_abstracts_gives_the_terms_of_the_whole() -> None:
    text = joined_abstracts(1_000_000)
    cut = list(pieces(text))
    assert "".join(cut) == text
    assert len(cut) > 20 and all(len(piece) <= PIECE for piece in cut)
    whole: dict[bytes, int] = {}
    for word, count in Counter(_WORDS.findall(text)).items():
        term = index_term(word)
        if term is not None:
            key = term.encode("utf-8")
            whole[key] = whole.get(key, 0) + count
    indexed = {term: count for term, count, _, _ in WeightedText().index(text)}
    assert indexed == whole


def test_a_run_longer_than_a_piece_without_a_space_is_cut_where_it_must_be() -> None:
    text = "a" * (PIECE * 2 + 5) + " tail"
    cut = list(pieces(text))
    assert "".join(cut) == text and all(len(piece) <= PIECE for piece in cut)
