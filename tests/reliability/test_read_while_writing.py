"""Reads from other threads while the writer changes annotations: no read keeps a stale value.

The window reads annotations on the UI and reader threads while the writer thread saves
the user's marks and notes. A read that races a write may see the value from just before
it, but once the last write has returned, every read must show what the user wrote last;
a stale annotation that stays on screen (and in counts) for good is the bug this guards.
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from tests.reliability.killing import make_library

WRITES = 3000
GROUP = 50
SWITCH_EVERY = 0.00002  # seconds; at 0.0005 the old cache went stale too rarely to catch
PAPERS = 4  # few papers, so the readers ask for the ones just written all the time


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """Switch threads every 20 µs: a read lands between a write's steps far more often."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_EVERY)
    try:
        yield
    finally:
        sys.setswitchinterval(before)


@pytest.mark.usefixtures("fast_switching")
@pytest.mark.slow
def test_reads_after_the_last_write_see_the_last_value(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    make_library(folder, papers=PAPERS)
    rng = random.Random(5)
    with Library.open(folder) as library:
        ids = sorted(library.ids())
        stop = threading.Event()
        reads = [0, 0]
        failures: list[BaseException] = []

        def read(slot: int) -> None:
            try:
                while not stop.is_set():
                    for pid in ids:
                        library.notes.annotation(pid)
                    if slot:
                        library.notes.status_counts()
                    reads[slot] += 1
            except BaseException as exc:  # noqa: BLE001 - the test reports it below
                failures.append(exc)

        readers = [threading.Thread(target=read, args=(slot,)) for slot in (0, 1)]
        for reader in readers:
            reader.start()
        last: dict[str, dict[str, object]] = {pid: {} for pid in ids}
        statuses = list(Status)
        stale: list[str] = []
        try:
            for start in range(0, WRITES, GROUP):
                # Saved a group at a time, as the writer thread saves the keys queued at once:
                # thousands of writes, and still a save to disk and the index every few dozen.
                with library.notes.group():
                    for n in range(start, start + GROUP):
                        pid = rng.choice(ids)
                        kind = n % 3
                        if kind == 0:
                            status = rng.choice(statuses)
                            library.notes.set_status([pid], status)
                            last[pid]["status"] = status
                        elif kind == 1:
                            rating = rng.randint(0, 5)
                            library.notes.set_rating([pid], rating)
                            last[pid]["rating"] = rating
                        else:
                            notes = f"note {n}"
                            library.notes.set_notes(pid, notes)
                            last[pid]["notes"] = notes
                # The group is saved: from now on every read must show its last values.
                for pid, expected in last.items():
                    annotation = library.notes.annotation(pid)
                    seen = {name: getattr(annotation, name) for name in expected}
                    if seen != expected:
                        stale.append(f"after write {start + GROUP}: {pid} shows {seen}")
        finally:
            stop.set()
            for reader in readers:
                reader.join()
        assert failures == []
        assert stale == [], "a read after a saved write showed an older value"
        assert min(reads) > 0, "a reader thread never finished a round"
        for pid, expected in last.items():
            annotation = library.notes.annotation(pid)
            seen = {name: getattr(annotation, name) for name in expected}
            assert seen == expected, f"{pid} shows a stale annotation after the last write"
            assert library.papers.entry(pid).annotation == annotation
        # What the user sees is what a fresh read of the file gives.
        with Library.open(folder, readonly=True) as fresh:
            for pid in ids:
                assert library.notes.annotation(pid) == fresh.notes.annotation(pid), pid
        counts = library.notes.status_counts()
        wanted = {status: 0 for status in statuses}
        for pid in ids:
            kept = last[pid].get("status", Status.NEW)
            assert isinstance(kept, Status)
            wanted[kept] += 1
        assert {s: counts.get(s, 0) for s in statuses} == wanted
