"""Searching marks across the library: 10,000 marks over the benchmark's library, found by
`marks:word` and by a plain word, against the search targets.

The marks are a heavy reader's: spread over 2,500 papers (4 each on average, some with a
dozen), each a passage of its paper's own abstract (or title) of 8–30 words, in the five
colours and three kinds, a third with a note from a reader's usual words ("check the
proof", "compare with the baseline"). They are added as one action (`Marks.add_all`, as an
import adds the marks it read), on a copy of the library so the other sections' library
stays as it was.

Two figures, each p50 and p95 over its queries' medians:

- `marks:word`: the words of the marks' texts and notes, alone, with a colour, and beside a
  plain word; the reference is the same number of plain-word queries before any mark;
- a plain word (the search section's queries) with the marks in the library, which search
  the marks' text too; the reference is the same queries before the marks were added.

    .venv/bin/python tests/benchmarks/run.py --sizes 10000 --only marks
"""

from __future__ import annotations

import random
import re
import shutil
import tempfile
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from tests.benchmarks import corpus
from tests.benchmarks.measure import Figure, median, percentile
from tests.benchmarks.workspace import say

MARKS = 10_000
PAPERS = 2_500
LIMIT, HIGHLIGHT = 50, 20
SEARCH_P50_MS, SEARCH_P95_MS = 30.0, 25.0  # the search section's targets
NOTES = (
    "check the proof",
    "compare with the baseline",
    "key result for the review",
    "see the appendix",
    "reread before the meeting",
    "contradicts the earlier claim",
    "useful definition",
    "ask the authors about this",
    "dataset we could reuse",
    "weak evaluation",
)
MARK_QUERIES = (
    "marks:proof",
    "marks:baseline",
    "marks:appendix",
    "marks:dataset",
    "marks:evaluation",
    "marks:learning",
    "marks:network",
    "marks:model",
    "marks:graph",
    "marks:language",
    "marks:yellow",
    "marks:green marks:learning",
    "has:marks",
    "has:marks learning",
    "marks:proof graph",
    'marks:"key result"',
)
_WORD = re.compile(r"\S+")


def _passages(
    library: Any, ids: Sequence[str], rng: random.Random, count: int
) -> list[tuple[str, str]]:
    """(paper, passage) for `count` marks: 8–30 words of each paper's abstract (or title)."""
    weights = [rng.paretovariate(1.5) for _ in ids]
    chosen = rng.choices(list(ids), weights=weights, k=count)
    texts: dict[str, list[str]] = {}
    for entry in library.papers.entries(sorted(set(chosen))):
        paper = entry.paper
        texts[paper.id] = _WORD.findall(paper.abstract or paper.title) or ["marked"]
    out = []
    for pid in chosen:
        words = texts[pid]
        length = min(len(words), rng.randint(8, 30))
        start = rng.randint(0, max(0, len(words) - length))
        out.append((pid, " ".join(words[start : start + length])))
    return out


def _marks(passages: Sequence[tuple[str, str]], rng: random.Random) -> list[Any]:
    from lectern.core.marks.model import Colour, Kind, new_mark

    made = []
    for n, (pid, text) in enumerate(passages):
        top = 720.0 - 14.0 * (n % 40)
        made.append(
            new_mark(
                pid,
                "0" * 64,
                rng.randint(0, 11),
                [(72.0, top - 11.0, 540.0, top)],
                text,
                colour=rng.choice(list(Colour)),
                kind=rng.choice(list(Kind)),
                note=rng.choice(NOTES) if rng.random() < 0.33 else "",
            )
        )
    return made


def _timed(library: Any, queries: Sequence[str], repeat: int) -> tuple[list[float], list[int]]:
    """Each query's median time (ms) over `repeat` runs after one warming run, and its hits."""
    search: Callable[[str], Any] = partial(
        library.searching.search, limit=LIMIT, highlight=HIGHLIGHT
    )
    totals = [search(q).total for q in queries]
    runs: list[list[float]] = [[] for _ in queries]
    for _ in range(repeat):
        for n, query in enumerate(queries):
            started = time.perf_counter()
            search(query)
            runs[n].append(time.perf_counter() - started)
    return [median(r) * 1000 for r in runs], totals


def section_marks(
    library_folder: Path, size: int, repeat: int, *, count: int = MARKS
) -> tuple[list[Figure], dict[str, Any]]:
    """`count` marks (MARKS but in the smoke test) added to a copy of the library at
    `library_folder`, searched; the library itself is left as it was."""
    from lectern.core.library import Library

    rng = random.Random(44)
    plain = list(corpus.QUERIES[: len(MARK_QUERIES)])
    with tempfile.TemporaryDirectory(prefix="lectern-marks-bench-") as tmp:
        copy = Path(tmp) / "library"
        shutil.copytree(library_folder, copy, ignore=shutil.ignore_patterns("*.lock"))
        with Library.open(copy, program="Lectern benchmark") as library:
            ids = sorted(library.ids())
            papers = rng.sample(ids, min(PAPERS, len(ids)))
            before, _ = _timed(library, plain, repeat)
            marks = _marks(_passages(library, papers, rng, count), rng)
            started = time.perf_counter()
            added = library.marks.add_all(marks)
            add_s = time.perf_counter() - started
            by_mark, mark_totals = _timed(library, MARK_QUERIES, repeat)
            after, _ = _timed(library, plain, repeat)
    marked = len({m.paper_id for m in marks})
    note = f"{added:,} marks on {marked:,} papers; {len(MARK_QUERIES)} queries x {repeat}"
    figures = []
    for name, values, reference in (
        ("marks:word", by_mark, before),
        ("plain words with the marks", after, before),
    ):
        for label, pct, bound in (("p50", 50, SEARCH_P50_MS), ("p95", 95, SEARCH_P95_MS)):
            figures.append(
                Figure(
                    "marks",
                    f"search {count:,} marks: {name}, {label}",
                    percentile(values, pct),
                    "ms",
                    size,
                    percentile(reference, pct),
                    "plain words, no marks",
                    f"<= {bound:.0f} ms",
                    at_most=bound,
                    samples=len(values) * repeat,
                    note=note if label == "p50" else "",
                )
            )
    say(
        f"[marks {size:,}] {added:,} marks added in {add_s:.1f} s; marks:word p50 "
        f"{percentile(by_mark, 50):.1f} ms, p95 {percentile(by_mark, 95):.1f} ms; plain words "
        f"{percentile(after, 50):.1f} / {percentile(after, 95):.1f} ms with the marks, "
        f"{percentile(before, 50):.1f} / {percentile(before, 95):.1f} ms before"
    )
    details = {
        "marks": added,
        "papers": marked,
        "add_s": add_s,
        "per_query": [
            {"query": q, "ms": t, "total": n}
            for q, t, n in zip(MARK_QUERIES, by_mark, mark_totals, strict=True)
        ],
        "plain_before_ms": dict(zip(plain, before, strict=True)),
        "plain_after_ms": dict(zip(plain, after, strict=True)),
    }
    return figures, details
