"""Keys typed faster than the disk saves them: saved in groups, in order, each acknowledged
only once it is on disk; a paper change in the middle keeps its place."""

from __future__ import annotations

import threading
from functools import partial
from pathlib import Path

from pytestqt.qtbot import QtBot

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.storage.atomic import read_json_file
from lectern.gui.service import LibraryService
from tests.reliability.killing import make_library


def test_a_burst_is_saved_in_order_and_acknowledged_once_on_disk(
    qtbot: QtBot, tmp_path: Path
) -> None:
    folder = tmp_path / "lib"
    make_library(folder, papers=4)
    library = Library.open(folder)
    service = LibraryService(library)
    first, second, *_ = sorted(library.ids())
    statuses = [Status.READING, Status.READ, Status.TO_READ, Status.DROPPED]
    gate = threading.Event()
    # The first write holds the writer, so everything after it queues up, as keys do
    # while a save is under way.
    service.submit(lambda _lib: gate.wait(10))
    acked: list[tuple[int, bool]] = []

    def save(n: int, lib: Library) -> None:
        lib.notes.set_notes(first, f"note {n}")
        lib.notes.set_status([first], statuses[n % 4])

    def acknowledge(n: int, _result: object) -> None:
        acked.append((n, on_disk(n)))

    def on_disk(n: int) -> bool:
        """Whether change n (or a later one that replaced it) is in the files now."""
        if n == 100:
            papers = read_json_file(folder / "papers.json") or {}
            return any(
                doc.get("id") == second and doc.get("trashed") for doc in papers["papers"].values()
            )
        notes = read_json_file(folder / "annotations.json") or {}
        saved = [
            doc.get("notes", "")
            for doc in notes["annotations"].values()
            if doc.get("paper_id") == first
        ]
        return bool(saved) and int(saved[0].removeprefix("note ")) >= n

    for n in range(200):
        if n == 100:  # a paper change in the middle of the keys
            service.submit(
                lambda lib: lib.papers.trash([second]), lambda _r: acked.append((100, on_disk(100)))
            )
            continue
        service.submit(partial(save, n), partial(acknowledge, n))
    gate.set()
    qtbot.waitUntil(lambda: len(acked) == 200, timeout=60_000)
    assert [n for n, _ in acked] == list(range(200)), "acknowledged out of order"
    assert all(saved for _, saved in acked), "acknowledged before it was on disk"
    service.shutdown()
    library.close()
    with Library.open(folder, readonly=True) as reopened:
        assert reopened.notes.annotation(first).notes == "note 199"
        assert reopened.notes.annotation(first).status is statuses[199 % 4]
        assert second in reopened.papers.trash_ids()
        assert reopened.searching.search("notes:199").ids == [first]
