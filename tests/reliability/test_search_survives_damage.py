"""Search under abuse: absurd queries get a hint, and any damaged index file is noticed
and rebuilt so that search shows exactly what it showed before the damage."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.library import Library, SearchResult
from tests.reliability.damage import (
    CONTROL_ROLES,
    WHOOSH_LEAKS_ON_DAMAGE,
    assert_index_damage_is_repaired,
    index_roles,
)
from tests.reliability.query_pieces import NASTY_KNOWN_BAD


@pytest.mark.parametrize("query", NASTY_KNOWN_BAD, ids=["5000-digit-rating", "5000-digit-year"])
def test_any_query_string_returns_a_result_instead_of_raising(
    library_folder: Path, query: str
) -> None:
    """A 5,000-digit number in a number field is a typo with a hint, not an exception
    (Python refuses to convert numbers of 4,300+ digits)."""
    with Library.open(library_folder, readonly=True) as library:
        assert isinstance(library.searching.search(query, highlight=3), SearchResult)


@pytest.mark.slow
@WHOOSH_LEAKS_ON_DAMAGE
def test_every_damaged_index_segment_file_is_noticed_and_rebuilt(library_folder: Path) -> None:
    """Each file of the live segment (.trm, .pst, each .col) in turn, truncated, garbage,
    emptied, bit-flipped or deleted: the next open notices (the size and time recorded
    with the last commit no longer match), rebuilds, and search ranks exactly as before."""
    roles = [role for role in index_roles(library_folder) if role not in CONTROL_ROLES]
    assert_index_damage_is_repaired(library_folder, roles)
