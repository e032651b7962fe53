"""A long text's words are found a piece at a time, and they are the words of the whole."""

from __future__ import annotations

import gzip
import json
from collections import Counter
from pathlib import Path

import pytest

from lectern.core.search.analysis import _WORDS, PIECE, WeightedText, index_term, pieces

LISTING = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "arxiv-cs-74k.jsonl.gz"


def _long_text(characters: int) -> str:
    """Real abstracts, with their line breaks, joined until `characters` long."""
    parts: list[str] = []
    size = 0
    with gzip.open(LISTING, "rt", encoding="utf-8") as lines:
        for line in lines:
            parts.append(json.loads(line)["summary"])
            size += len(parts[-1]) + 1
            if size >= characters:
                break
    return "\n".join(parts)


@pytest.mark.skipif(not LISTING.exists(), reason=f"{LISTING} not found")
def test_a_megabyte_of_abstracts_gives_the_terms_of_the_whole() -> None:
    text = _long_text(1_000_000)
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
