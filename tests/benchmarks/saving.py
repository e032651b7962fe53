"""Saving a note and a status change on a big library.

Two questions a user cares about:
- how long the UI thread is held when it hands the edit to `LibraryService.submit`
  (the app must keep responding while the write happens), and how long until the
  service reports it done;
- how long until the edit is durable on disk and found by a search: the wall time of
  `library.notes.set_notes` / `set_status` (they return once durable and indexed) plus the
  search that finds it. Each save is checked on disk (outside the timing).
The reference is SQLite: one committed update of the row and its FTS5 entry, then a query.
"""

from __future__ import annotations

import random
import string
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.benchmarks.fts5 import Fts5Index
from tests.benchmarks.qt_application import application

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.models import Status

STATUS_CYCLE = ("reading", "read", "to-read", "dropped")


def marker(rng: random.Random) -> str:
    """A word no paper contains and no stemmer changes."""
    return "zq" + "".join(rng.choice(string.ascii_lowercase) for _ in range(10)) + "x"


# What the timed saves run on the writer, and what they wait for, bound to their values
# with functools.partial as each loop goes round.
def _set_notes(paper_id: str, text: str, lib: Library) -> None:
    lib.notes.set_notes(paper_id, text)


def _set_status(ids: list[str], status: Status, lib: Library) -> None:
    lib.notes.set_status(ids, status)


def _set_rating(ids: list[str], rating: int, lib: Library) -> None:
    lib.notes.set_rating(ids, rating)


def _stamp(done: list[float], _result: object) -> None:
    done.append(time.perf_counter())


def _reached(due: float) -> bool:
    return time.perf_counter() >= due


def _wait(condition: Callable[[], bool], timeout: float = 120.0) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > deadline:
            raise TimeoutError("the library service did not finish the write")
        loop = QEventLoop()
        QTimer.singleShot(1, loop.quit)
        loop.exec()


def through_service(
    library: Any, paper_id: str, repeat: int, seed: int = 11
) -> dict[str, list[float]]:
    """Seconds on the calling thread for `submit`, and until `on_done` runs on it."""
    from lectern.core.models import Status
    from lectern.gui.service import LibraryService

    app = application()
    assert app is not None
    service = LibraryService(library)
    rng = random.Random(seed)
    out: dict[str, list[float]] = {
        "note_call": [],
        "note_done": [],
        "status_call": [],
        "status_done": [],
    }
    try:
        for i in range(repeat):
            text = f"Benchmark note {marker(rng)}: compare with the baseline."
            status = Status(STATUS_CYCLE[i % len(STATUS_CYCLE)])
            for kind, fn in (
                ("note", partial(_set_notes, paper_id, text)),
                ("status", partial(_set_status, [paper_id], status)),
            ):
                done: list[float] = []
                started = time.perf_counter()
                service.submit(fn, partial(_stamp, done))
                out[f"{kind}_call"].append(time.perf_counter() - started)
                _wait(partial(bool, done))
                out[f"{kind}_done"].append(done[0] - started)
    finally:
        service.shutdown()
    return out


def durable_and_found(
    library: Any, paper_id: str, repeat: int, seed: int = 12
) -> dict[str, list[float]]:
    """Seconds for set_notes / set_status, and until a search finds the paper by them."""
    from lectern.core.models import Status

    rng = random.Random(seed)
    annotations = Path(library.folder) / "annotations.json"
    out: dict[str, list[float]] = {
        "note_write": [],
        "note_found": [],
        "status_write": [],
        "status_found": [],
    }
    for i in range(repeat):
        word = marker(rng)
        started = time.perf_counter()
        library.notes.set_notes(
            paper_id, f"Benchmark note {word}: check the ablation in section 4."
        )
        written = time.perf_counter()
        found = library.searching.search(f"notes:{word}", limit=50).ids
        out["note_write"].append(written - started)
        out["note_found"].append(time.perf_counter() - started)
        if found != [paper_id] or word.encode() not in annotations.read_bytes():
            raise AssertionError(f"the note {word} was not durable and searchable: {found}")

        status = STATUS_CYCLE[i % len(STATUS_CYCLE)]
        started = time.perf_counter()
        library.notes.set_status([paper_id], Status(status))
        written = time.perf_counter()
        found = library.searching.search(f"notes:{word} status:{status}", limit=50).ids
        out["status_write"].append(written - started)
        out["status_found"].append(time.perf_counter() - started)
        if found != [paper_id]:
            raise AssertionError(f"the status {status} was not searchable: {found}")
    return out


def reference(fts: Fts5Index, paper_id: str, repeat: int, seed: int = 13) -> dict[str, list[float]]:
    rng = random.Random(seed)
    out: dict[str, list[float]] = {"note_found": [], "status_found": []}
    for i in range(repeat):
        word = marker(rng)
        started = time.perf_counter()
        fts.save_annotation(paper_id, notes=f"Benchmark note {word}: check the ablation.")
        found = fts.find(f"notes:{word}")
        out["note_found"].append(time.perf_counter() - started)
        assert found == [paper_id], found
        status = STATUS_CYCLE[i % len(STATUS_CYCLE)]
        started = time.perf_counter()
        fts.save_annotation(paper_id, status=status)
        found = fts.find(f"notes:{word} status:{status}")
        out["status_found"].append(time.perf_counter() - started)
        assert found == [paper_id], found
    return out


BURST_KEYS, BURST_RATE = 600, 100.0  # triage keys, keys a second: fast typing in the window


def keyboard_burst(
    library: Any, keys: int = BURST_KEYS, rate: float = BURST_RATE
) -> dict[str, float]:
    """Status and star keys at `rate` a second through LibraryService, as triage sends them.

    Seconds from the last key until the writer has acknowledged it (on disk and in the
    index, by the service's promise: every earlier key is acknowledged before it), how many
    saves the writer made for them, and the keys the disk then holds (checked afterwards).
    """
    from lectern.core.models import Status
    from lectern.core.results import ChangeKind
    from lectern.core.storage.atomic import read_json_file
    from lectern.gui.service import LibraryService

    app = application()
    assert app is not None
    ids = library.ids()[:50]
    statuses = [Status(s) for s in STATUS_CYCLE]
    saves = [0]
    unlisten = library.add_listener(
        lambda change: saves.__setitem__(0, saves[0] + (change.kind is ChangeKind.ANNOTATIONS))
    )
    service = LibraryService(library)
    acked: list[float] = []
    last: dict[str, tuple[str, int]] = {}
    try:
        started = time.perf_counter()
        for n in range(keys):
            due = started + n / rate
            _wait(partial(_reached, due))
            pid = ids[n % len(ids)]
            status, rating = statuses[n % len(statuses)], n % 6
            if n % 2:
                service.submit(
                    partial(_set_rating, [pid], rating),
                    lambda _r: acked.append(time.perf_counter()),
                )
            else:
                service.submit(
                    partial(_set_status, [pid], status),
                    lambda _r: acked.append(time.perf_counter()),
                )
            before = last.get(pid, ("", -1))
            last[pid] = (status.value, before[1]) if not n % 2 else (before[0], rating)
        last_key = time.perf_counter()
        _wait(lambda: len(acked) == keys)
    finally:
        service.shutdown()
        unlisten()
    data = read_json_file(Path(library.folder) / "annotations.json") or {}
    docs = {doc.get("paper_id"): doc for doc in data.get("annotations", {}).values()}
    held = sum(
        1
        for pid, (status_value, rating) in last.items()
        if (not status_value or docs[pid].get("status") == status_value)
        and (rating < 0 or docs[pid].get("rating") == rating)
    )
    if held != len(last):
        raise AssertionError(f"only {held} of {len(last)} papers show their last key on disk")
    return {
        "drained_s": max(acked) - last_key,
        "typing_s": last_key - started,
        "saves": float(saves[0]),
        "keys": float(keys),
    }
