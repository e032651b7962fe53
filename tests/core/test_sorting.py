"""The list's column orders, on the 38-paper sample in tmp_path: what a click on a column
header shows, worked out here from each paper and annotation the library gives back.

A column sorts the store's values (`sort_ids`), never the search index's: the sample's
copies here leave the index out and open store-only (helpers_store_only), so the edits each
test makes first are not indexed."""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.results import SortKey
from tests.core.helpers_store_only import store_only


@pytest.fixture
def library(sample_copy: Callable[[Path], Path], tmp_path: Path) -> Iterator[Library]:
    """The sample's copy in tmp_path, without its search index."""
    folder = sample_copy(tmp_path / "lib")
    shutil.rmtree(folder / "index")
    with store_only(folder) as stored:
        yield stored


def _expected(library: Library, ids: list[str], key: SortKey, descending: bool) -> list[str]:
    """Ties keep the given order and papers without a value go last, in either direction."""

    def value(pid: str) -> str | int | datetime | None:
        paper, note = library.papers.paper(pid), library.notes.annotation(pid)
        if key is SortKey.TITLE:
            return paper.title.casefold() or None
        if key is SortKey.YEAR:
            return paper.year
        if key is SortKey.STATUS:
            return list(Status).index(note.status)
        if key is SortKey.RATING:
            return note.rating
        if key is SortKey.KEY:
            return paper.key.casefold()
        return paper.added

    values = {pid: value(pid) for pid in ids}
    present = {pid: v for pid, v in values.items() if v is not None}
    known = [pid for pid in ids if pid in present]
    known.sort(key=present.__getitem__, reverse=descending)
    return known + [pid for pid in ids if values[pid] is None]


@pytest.mark.parametrize("descending", [False, True])
@pytest.mark.parametrize(
    "key",
    [SortKey.TITLE, SortKey.YEAR, SortKey.STATUS, SortKey.RATING, SortKey.ADDED, SortKey.KEY],
)
def test_a_column_sorts_with_ties_in_the_given_order_and_blanks_last(
    library: Library, key: SortKey, descending: bool
) -> None:
    ids = library.ids()
    for n, pid in enumerate(ids[:20]):  # the sample's papers have no year: three, with ties
        library.papers.edit(pid, year=2020 + n % 3)
    library.notes.set_status(ids[:5], Status.READ)
    library.notes.set_status(ids[5:9], Status.TO_READ)
    library.notes.set_rating(ids[3:12], 4)
    library.notes.set_rating(ids[12:14], 2)
    library.papers.edit(ids[0], year=None)  # a paper without a year
    library.papers.edit(ids[1], year=None)
    library.papers.edit(ids[2], key="Aardvark2026")  # keys sort case aside, as they compare
    shuffled = ids[:]
    random.Random(7).shuffle(shuffled)
    for given in (ids, shuffled):
        ordered = library.searching.sort_ids(given, key, descending=descending)
        assert ordered == _expected(library, given, key, descending)
    if key is SortKey.YEAR:  # the papers without a year end the list, either way round
        dated = sum(1 for pid in ids if library.papers.paper(pid).year is not None)
        assert dated == 18
        assert set(ids[:2]) <= set(
            library.searching.sort_ids(shuffled, key, descending=descending)[dated:]
        )


def test_newest_first_is_the_order_the_papers_came_in_turned_round(library: Library) -> None:
    ids = library.ids()
    assert library.searching.sort_ids(ids, SortKey.ADDED, descending=True) == _expected(
        library, ids, SortKey.ADDED, True
    )
    assert library.searching.sort_ids(ids, SortKey.RELEVANCE) == ids
