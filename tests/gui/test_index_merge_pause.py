"""In the window, saves never wait for the index to fold its small segments: that waits
for a pause in the user's writes, and searching answers the same before and after."""

from __future__ import annotations

import time
from collections.abc import Sized
from functools import partial
from pathlib import Path

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.search import whoosh_private
from lectern.core.search.index_schema import SMALL_SEGMENT
from lectern.gui.service import LibraryService, write_queue

SAVES = 8


def _small(library: Library) -> int | None:
    """The index's small segments; None when the writer replaced the index's table of
    contents while this read it (the fold is under way: ask again)."""
    try:
        segments = whoosh_private.index_segments(library.index._ix)
    except FileNotFoundError:
        return None
    return sum(1 for s in segments if s.doc_count_all() < SMALL_SEGMENT)


def _mark(ids: list[str], status: Status, lib: Library) -> None:
    lib.notes.set_status(ids, status)


def _more_than(items: Sized, count: int) -> bool:
    return len(items) > count


def _folded(library: Library) -> bool:
    small = _small(library)
    return small is not None and small <= 1 and library.index_state() == "ok"


def test_small_segments_are_folded_in_a_pause_not_during_saves(
    qtbot, lib_path: Path, monkeypatch
) -> None:
    monkeypatch.setattr(write_queue, "MERGE_AFTER_S", 0.5)
    library = Library.open(lib_path)
    service = LibraryService(library)
    try:
        ids = library.ids()[:SAVES]
        acked: list[None] = []
        for pid in ids:  # one save each, with no pause as long as the merge waits for
            before = len(acked)
            service.submit(partial(_mark, [pid], Status.READING), acked.append)
            qtbot.waitUntil(partial(_more_than, acked, before))
        assert (_small(library) or 0) > 5  # folded in none of the saves
        assert sorted(library.searching.search("status:reading").ids) == sorted(ids)
        started = time.monotonic()
        # folded, and its record of the files written (a moment after the segments)
        qtbot.waitUntil(lambda: _folded(library))
        assert time.monotonic() - started >= 0.3  # after the pause, not at once
        assert sorted(library.searching.search("status:reading").ids) == sorted(ids)
    finally:
        service.shutdown()
        library.close()


def test_closing_soon_after_saving_leaves_them_to_the_next_open(
    qtbot, lib_path: Path, monkeypatch
) -> None:
    """Quitting waits for no merge: the saves are whole without one, and the next open
    folds the segments in its first pause."""
    monkeypatch.setattr(write_queue, "MERGE_AFTER_S", 60)  # the pause never comes
    library = Library.open(lib_path)
    service = LibraryService(library)
    try:
        ids = library.ids()[:SAVES]
        acked: list[None] = []
        for pid in ids:
            before = len(acked)
            service.submit(partial(_mark, [pid], Status.READ), acked.append)
            qtbot.waitUntil(partial(_more_than, acked, before))
        assert (_small(library) or 0) > 5
        service.shutdown()
        assert (_small(library) or 0) > 5  # not folded on the way out
        assert sorted(library.searching.search("status:read").ids) == sorted(ids)
    finally:
        service.shutdown()
        library.close()

    monkeypatch.setattr(write_queue, "MERGE_AFTER_S", 0.5)
    library = Library.open(lib_path)
    service = LibraryService(library)
    try:
        assert (_small(library) or 0) > 5
        qtbot.waitUntil(lambda: _folded(library))  # the first pause after opening
        assert sorted(library.searching.search("status:read").ids) == sorted(ids)
    finally:
        service.shutdown()
        library.close()
