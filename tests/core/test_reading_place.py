"""Where the reader was left in a paper's PDF: recorded as reading (not an edit, passed by
Undo), progress searched with `progress:` and sorted, merged between two computers."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.results import SortKey
from lectern.core.sync.merge import Merger
from lectern.core.sync.stamps import make_stamp

T = 1_780_000_000_000


def test_the_place_is_kept_with_the_furthest_page_and_is_not_an_edit(library) -> None:
    pid = library.searching.view("all").ids[0]
    library.notes.set_status([pid], Status.READING)
    modified = library.notes.annotation(pid).modified
    library.reading.record_place(pid, 9, 14)
    library.reading.record_place(pid, 3, 14)  # leafed back: still read to page 9
    note = library.notes.annotation(pid)
    assert (note.page, note.pages, note.reached) == (3, 14, 9)
    assert note.progress == 64
    assert note.last_read is not None
    assert note.modified == modified and note.status is Status.READING


def test_the_furthest_page_of_a_sitting_counts_where_it_was_left_before_it(library) -> None:
    pid = library.searching.view("all").ids[2]
    library.reading.record_place(pid, 13, 14, reached=14)  # the end passed, left one before
    note = library.notes.annotation(pid)
    assert (note.page, note.reached, note.progress) == (13, 14, 100)
    library.reading.record_place(pid, 2, 14, reached=5)  # a later sitting reads less far
    assert library.notes.annotation(pid).reached == 14
    library.reading.record_place(pid, 2, 10, reached=99)  # another PDF: counted again, capped
    assert library.notes.annotation(pid).reached == 10


def test_undo_passes_the_place_by_and_history_says_where_it_was_left(library) -> None:
    pid = library.searching.view("all").ids[1]
    library.notes.set_status([pid], Status.READ)
    library.reading.record_place(pid, 14, 14)
    latest = library.history.entries(paper_id=pid, limit=1)[0]
    assert library.history.describe(latest) == "Opened: left at page 14"
    library.history.undo_last()  # the status, not the place
    note = library.notes.annotation(pid)
    assert note.status is Status.NEW
    assert (note.page, note.reached) == (14, 14)


def test_progress_is_searched_in_percent_and_sorted(library) -> None:
    half, most, none = library.searching.view("all").ids[:3]
    library.reading.record_place(half, 7, 14)
    library.reading.record_place(most, 12, 14)
    assert set(library.searching.search("progress:>50").ids) == {most}
    assert set(library.searching.search("progress:>=50").ids) == {half, most}
    assert set(library.searching.search("progress:<60%").ids) == {half}
    ordered = library.searching.view("all", sort=SortKey.PROGRESS, descending=True).ids
    assert ordered[:2] == [most, half] and none in ordered[2:]


def test_the_place_survives_a_reopen(library) -> None:
    pid = library.searching.view("all").ids[0]
    library.reading.record_place(pid, 5, 10)
    folder = library.folder
    library.close()
    with Library.open(folder) as again:
        note = again.notes.annotation(pid)
        assert (note.page, note.pages, note.reached) == (5, 10, 5)
        assert again.searching.search("progress:50").ids == [pid]


def test_two_computers_keep_the_latest_page_and_the_furthest_reached(tmp_path: Path) -> None:
    laptop, desktop = tmp_path / "laptop", tmp_path / "desktop"
    with Library.open(laptop) as lib:
        pid = lib.imports.add_paper(title="Trace trees", abstract="Tracing JITs.").added_ids[0]
    shutil.copytree(laptop / "sync", desktop / "sync")
    with Library.open(laptop) as lib:
        lib.reading.record_place(pid, 12, 14)
    with Library.open(desktop) as lib:
        lib.reading.record_place(pid, 4, 14)  # later, never having seen page 12
    for src, dst in ((laptop, desktop), (desktop, laptop)):
        shutil.copytree(src / "sync", dst / "sync", dirs_exist_ok=True)
    for folder in (laptop, desktop):
        with Library.open(folder) as lib:
            note = lib.notes.annotation(pid)
            assert (note.page, note.reached, note.progress) == (4, 12, 85)


def test_the_furthest_page_merges_as_the_largest_in_any_order() -> None:
    far = {"s": make_stamp(T, 0, "aaaaaaaa"), "k": "a", "id": "p1", "f": {"reached": 12}}
    near = {"s": make_stamp(T + 5, 0, "bbbbbbbb"), "k": "a", "id": "p1", "f": {"reached": 4}}
    nothing: dict[str, dict[str, Any]] = {}
    for records in ([far, near], [near, far]):
        merger = Merger(nothing.get, nothing.get, {}, {})
        merged = merger.apply_all(records).annotations["p1"]
        assert merged is not None and merged["reached"] == 12
