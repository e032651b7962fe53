"""History with 100,000 changes: what it costs on disk, and that opening and searching do
not pay for it.

Another device's 100,000 changes (statuses, stars, tags and notes on 2,000 papers, as a
second computer writes them) are merged into the big library once per work folder. Then,
in the same run: opening the library and a search with those change files present and
with them moved aside (the reference), and listing History: the latest 200 entries, and
one paper's.
"""

from __future__ import annotations

import random
import shutil
import time
from pathlib import Path
from typing import Any

from tests.benchmarks.measure import Figure, median
from tests.benchmarks.workspace import say

CHANGES = 100_000
DEVICE = "benchhst"
QUERY = "graph neural networks"
HISTORY_S = 0.5


def _add_changes(folder: Path) -> float:
    """Merge 100,000 changes of device DEVICE into the library once; seconds it took."""
    from lectern.core.library import Library
    from lectern.core.sync.journal import OwnJournal
    from lectern.core.sync.recording import Recorder
    from lectern.core.sync.stamps import Clock

    with Library.open(folder, program="Lectern benchmark") as library:
        rng = random.Random(5)
        papers = rng.sample(library.ids(), 2000)
        recorder = Recorder(Clock(DEVICE))
        docs = {
            pid: dict(library.state.annotations.raw_doc(pid) or {"paper_id": pid}) for pid in papers
        }
        journal = OwnJournal(folder, DEVICE)
        for n in range(CHANGES):
            pid = papers[n % len(papers)]
            old = docs[pid]
            new = dict(old)
            kind = n % 4
            if kind == 0:
                new["status"] = rng.choice(["to-read", "reading", "read", "dropped"])
            elif kind == 1:
                new["rating"] = rng.randint(0, 5)
            elif kind == 2:
                new["tags"] = [f"h{rng.randint(0, 30)}"]
            else:
                new["notes"] = f"History benchmark note {n}."
            recorder.annotation(pid, old, new)
            docs[pid] = new
            if recorder.pending >= 5000:
                journal.append(recorder.take())
        journal.append(recorder.take())
        started = time.perf_counter()
        library.sync.pull()
        return time.perf_counter() - started


def _open_and_search(folder: Path, repeat: int) -> tuple[list[float], list[float]]:
    from lectern.core.library import Library

    opens, searches = [], []
    for _ in range(repeat):
        started = time.perf_counter()
        library = Library.open(folder, program="Lectern benchmark")
        opens.append(time.perf_counter() - started)
        try:
            started = time.perf_counter()
            library.searching.search(QUERY, limit=50)
            searches.append(time.perf_counter() - started)
        finally:
            library.close()
    return opens, searches


def section_history(folder: Path, size: int, repeat: int) -> tuple[list[Figure], dict[str, Any]]:
    from lectern.core.library import Library

    changes = folder / "sync" / DEVICE
    merged_s = None
    if not changes.is_dir():
        say(f"[history {size:,}] writing and merging {CHANGES:,} changes once")
        merged_s = _add_changes(folder)
    size_bytes = sum(p.stat().st_size for p in changes.glob("changes-*.jsonl"))
    with_opens, with_searches = _open_and_search(folder, repeat)
    aside = folder.parent / f".{DEVICE}-aside"
    shutil.move(changes, aside)
    try:
        plain_opens, plain_searches = _open_and_search(folder, repeat)
    finally:
        shutil.move(aside, changes)
    with Library.open(folder, program="Lectern benchmark") as library:
        listing, one = [], []
        paper = None
        for _ in range(repeat):
            started = time.perf_counter()
            latest = library.history.entries(limit=200)
            listing.append(time.perf_counter() - started)
            paper = paper or latest[0].papers[0]
            started = time.perf_counter()
            library.history.entries(paper_id=paper, limit=200)
            one.append(time.perf_counter() - started)
    say(
        f"[history {size:,}] {CHANGES:,} changes, {size_bytes / 1e6:.1f} MB; open "
        f"{median(with_opens):.2f} s (without them {median(plain_opens):.2f} s); search "
        f"{median(with_searches) * 1000:.1f} ms ({median(plain_searches) * 1000:.1f} ms); "
        f"History {median(listing) * 1000:.0f} ms, one paper's {median(one) * 1000:.0f} ms"
    )
    figures = [
        Figure(
            "sync", f"{CHANGES:,} changes in History: size on disk", size_bytes / 1e6, "MB", size
        ),
        Figure(
            "sync",
            f"open with {CHANGES:,} changes",
            median(with_opens),
            "s",
            size,
            median(plain_opens),
            "without them",
            "<= 1.1x",
            ratio_at_most=1.1,
            samples=len(with_opens),
        ),
        Figure(
            "sync",
            f"search with {CHANGES:,} changes",
            median(with_searches) * 1000,
            "ms",
            size,
            median(plain_searches) * 1000,
            "without them",
            "<= 1.1x",
            ratio_at_most=1.1,
            samples=len(with_searches),
        ),
        Figure(
            "sync",
            "History: latest 200 entries",
            median(listing),
            "s",
            size,
            target=f"<= {HISTORY_S} s",
            at_most=HISTORY_S,
            samples=len(listing),
        ),
        Figure(
            "sync",
            "History: one paper's entries",
            median(one),
            "s",
            size,
            target=f"<= {HISTORY_S} s",
            at_most=HISTORY_S,
            samples=len(one),
        ),
    ]
    details = {
        "merged_once_s": merged_s,
        "bytes": size_bytes,
        "open_s": with_opens,
        "open_without_s": plain_opens,
        "search_s": with_searches,
        "search_without_s": plain_searches,
        "history_s": listing,
        "paper_history_s": one,
    }
    return figures, details
