"""Search under abuse: absurd queries get a hint, and any damaged index file is noticed
and rebuilt so that search shows exactly what it showed before the damage."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.library import Library, SearchResult
from tests.reliability.damage import (
    CONTROL_ROLES,
    WHOOSH_LEAKS_ON_DAMAGE,
    assert_index_damage_is_repaired,
    index_roles,
)
from tests.reliability.query_pieces import NASTY_KNOWN_BAD


@pytest.mark.parametrize("query", NASTY_KNOWN_BAD, ids=["5000-digit-rating", "5000-digit-year"])
def test_any_query_string_returns_a_result_instead_of_raising(library_folder: Path,
                                                              query: str) -> None:
    """core/query_values.py (called from core/query.py parse_query, outside the try in
    SearchIndex.search).

    A long digit string in a number field raises ValueError ("Exceeds the limit (4300
    digits) for integer string conversion") out of Library.search, into the GUI's search
    box. (Deep parentheses, which raised RecursionError, are fixed.)
    """
    with Library.open(library_folder, readonly=True) as library:
        assert isinstance(library.search(query, highlight=3), SearchResult)


@pytest.mark.slow
@WHOOSH_LEAKS_ON_DAMAGE
def test_every_damaged_index_segment_file_is_noticed_and_rebuilt(library_folder: Path) -> None:
    """core/index.py SearchIndex._healthy (with the per-column segment layout).

    Each file of the live segment (.trm, .pst, each .col) in turn, truncated, garbage,
    emptied, bit-flipped or deleted: 25 of 70 cases open without a rebuild and search
    returns other papers or another order than before: e.g. an emptied or missing
    `_text_len.col` reorders every free-text search, a missing `id.col` or
    `abstract_text.col` changes phrase results, and check() still says the index is ok
    (or notices only after a search has already returned wrong results). `_healthy`
    reads a little of a few columns; a damaged length column or postings file passes.
    """
    roles = [role for role in index_roles(library_folder) if role not in CONTROL_ROLES]
    assert_index_damage_is_repaired(library_folder, roles)
