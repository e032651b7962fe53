"""Merging what another device wrote: 1,000 changes arriving in a big library.

The other device is real code on a folder of its own in the library's `sync/`: its own
clock, recorder and change file, writing what a second computer writes (statuses, stars,
tags and notes on random papers; in the second figure 50 of the 1,000 correct a paper's
title, which rewrites papers.json). The figures: the time `library.sync.pull` takes on the
writer thread, and how long the UI thread is held when the window asks for it through
`LibraryService` (the call, and the change reaching its listener). The reference, in the
same run: the same number of changes made on this device, as one group of writes.
"""

from __future__ import annotations

import random
import time
from typing import Any

from tests.benchmarks.measure import Figure, median
from tests.benchmarks.qt_application import application
from tests.benchmarks.saving import _wait
from tests.benchmarks.workspace import say

CHANGES = 1000
PAPER_EDITS = 50
MERGE_S, UI_MS = 2.0, 5.0
_STATUSES = ("to-read", "reading", "read", "dropped")


def remote_changes(library: Any, device: str, count: int, papers: int, seed: int) -> list[str]:
    """Write `count` changes as device `device` would (its last `papers` edit titles);
    returns the papers they touch."""
    from lectern.core.sync.journal import OwnJournal
    from lectern.core.sync.recording import Recorder
    from lectern.core.sync.stamps import Clock

    rng = random.Random(seed)
    ids = library.ids()
    clock = Clock(device)
    recorder = Recorder(clock)
    touched = []
    for n in range(count):
        pid = rng.choice(ids)
        touched.append(pid)
        if n >= count - papers:
            old = library.state.by_id[pid]  # the stored document: the other device has it too
            recorder.paper(pid, old, {**old, "title": f"{old['title']} (revised {seed}.{n})"})
            continue
        old = library.state.annotations.raw_doc(pid)  # as the other device has it
        doc = dict(old or {"paper_id": pid, "status": "new", "rating": 0, "notes": "", "tags": []})
        kind = n % 4
        if kind == 0:
            doc["status"] = _STATUSES[rng.randrange(4)]
        elif kind == 1:
            doc["rating"] = rng.randint(1, 5)
        elif kind == 2:
            doc["tags"] = sorted({*doc.get("tags", ()), f"remote-{rng.randint(0, 20)}"})
        else:
            doc["notes"] = f"Written on the other computer, change {seed}.{n}."
        recorder.annotation(pid, old, doc)
    OwnJournal(library.folder, device).append(recorder.take())
    return touched


def local_group(library: Any, count: int, seed: int) -> float:
    """The reference: `count` changes of the same kinds made here, as one group."""
    from lectern.core.models import Status

    rng = random.Random(seed)
    ids = library.ids()
    started = time.perf_counter()
    with library.notes.group():
        for n in range(count):
            pid = rng.choice(ids)
            kind = n % 4
            if kind == 0:
                library.notes.set_status([pid], Status(_STATUSES[rng.randrange(4)]))
            elif kind == 1:
                library.notes.set_rating([pid], rng.randint(1, 5))
            elif kind == 2:
                library.notes.add_tags([pid], [f"local-{rng.randint(0, 20)}"])
            else:
                library.notes.set_notes(pid, f"Written here, change {seed}.{n}.")
    return time.perf_counter() - started


def through_service(library: Any, device: str, seed: int) -> tuple[float, float, float]:
    """(UI-thread seconds for the call, UI-thread seconds in the change's listener,
    seconds until the merge is done), for 1,000 remote changes pulled by the service."""
    from lectern.gui.service import LibraryService

    app = application()
    assert app is not None
    service = LibraryService(library)
    heard: list[float] = []

    def listener(_change: Any) -> None:
        started = time.perf_counter()
        heard.append(time.perf_counter() - started)

    try:
        service.watch(listener)
        remote_changes(library, device, CHANGES, 0, seed)
        done: list[float] = []
        started = time.perf_counter()
        service.submit(lambda lib: lib.sync.pull(), lambda _r: done.append(time.perf_counter()))
        call = time.perf_counter() - started
        _wait(lambda: bool(done))
        return call, sum(heard), done[0] - started
    finally:
        service.shutdown()


def section_sync(library: Any, size: int, repeat: int) -> tuple[list[Figure], dict[str, Any]]:
    device = "benchrmt"  # 8 letters of the device alphabet, never this library's own
    plain, with_papers, local, calls, listened, until = [], [], [], [], [], []
    for n in range(repeat):
        touched = remote_changes(library, device, CHANGES, 0, seed=100 + n)
        started = time.perf_counter()
        pulled = library.sync.pull()
        plain.append(time.perf_counter() - started)
        if not pulled or not set(pulled) <= set(touched):
            raise AssertionError(f"the merge changed {len(pulled)} papers, not those written")
        remote_changes(library, device, CHANGES, PAPER_EDITS, seed=200 + n)
        started = time.perf_counter()
        library.sync.pull()
        with_papers.append(time.perf_counter() - started)
        local.append(local_group(library, CHANGES, seed=300 + n))
        call, heard, done = through_service(library, device, seed=400 + n)
        calls.append(call)
        listened.append(heard)
        until.append(done)
        say(
            f"[sync {size:,}] run {n + 1}/{repeat}: merged 1,000 in {plain[-1]:.2f} s "
            f"({with_papers[-1]:.2f} s with {PAPER_EDITS} paper edits); the same made here "
            f"{local[-1]:.2f} s; UI thread {call * 1000:.2f} + {heard * 1000:.2f} ms"
        )
    figures = [
        Figure(
            "sync",
            f"merge {CHANGES:,} remote changes (writer thread)",
            median(plain),
            "s",
            size,
            median(local),
            "the same made here",
            f"<= {MERGE_S:.0f} s",
            at_most=MERGE_S,
            samples=len(plain),
        ),
        Figure(
            "sync",
            f"merge {CHANGES:,} with {PAPER_EDITS} paper edits (writer thread)",
            median(with_papers),
            "s",
            size,
            target=f"<= {MERGE_S:.0f} s",
            at_most=MERGE_S,
            samples=len(with_papers),
        ),
        Figure(
            "sync",
            f"merge {CHANGES:,}: UI thread (call + change listener)",
            (median(calls) + median(listened)) * 1000,
            "ms",
            size,
            target=f"<= {UI_MS:.0f} ms",
            at_most=UI_MS,
            samples=len(calls),
            extra={"until_done_s": median(until)},
        ),
    ]
    details = {
        "merge_s": plain,
        "merge_with_papers_s": with_papers,
        "local_s": local,
        "ui_call_s": calls,
        "ui_listener_s": listened,
        "until_done_s": until,
    }
    return figures, details
