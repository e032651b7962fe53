"""Search latency: Lectern's `library.searching.search` against FTS5, query by query, interleaved.

Each query is run once to warm both engines (the first search after opening loads the
index; that cold time is kept separately), then `repeat` times; a query's latency is
the median of its runs, and p50/p95 are taken over the queries.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from tests.benchmarks.fts5 import Fts5Index
from tests.benchmarks.measure import median, percentile

LIMIT, HIGHLIGHT = 50, 20


@dataclass
class QueryTimes:
    query: str
    lectern: list[float] = field(default_factory=list)
    fts5: list[float] = field(default_factory=list)
    fts5_any: list[float] = field(default_factory=list)
    lectern_hits: int = 0
    lectern_total: int = 0
    lectern_fragments: int = 0
    fts5_hits: int = 0
    lectern_cold: float = 0.0
    problems: list[str] = field(default_factory=list)


def _time(fn: Callable[[], Any]) -> tuple[Any, float]:
    started = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - started


def check_fields(query: str, ids: Sequence[str], annotation: Callable[[str], Any]) -> list[str]:
    """Hits of a `status:`/`rating:>=` query must carry that status or rating."""
    problems = []
    for token in query.split():
        name, _, value = token.partition(":")
        for pid in ids:
            ann = annotation(pid)
            if name == "status" and str(ann.status) != value:
                problems.append(f"{pid} has status {ann.status}, not {value}")
                break
            if name == "rating" and value.startswith(">=") and ann.rating < int(value[2:]):
                problems.append(f"{pid} has {ann.rating} stars, fewer than {value[2:]}")
                break
    return problems


def run(library: Any, fts: Fts5Index, queries: Sequence[str], repeat: int) -> list[QueryTimes]:
    """Time every query through Lectern and through FTS5 (implicit AND, and any word)."""
    times = [QueryTimes(q) for q in queries]
    for item in times:
        result, item.lectern_cold = _time(
            partial(library.searching.search, item.query, limit=LIMIT, highlight=HIGHLIGHT)
        )
        item.lectern_hits = len(result.hits)
        item.lectern_total = result.total
        item.lectern_fragments = sum(1 for hit in result.hits[:HIGHLIGHT] if hit.fragments)
        item.problems = check_fields(item.query, result.ids, library.notes.annotation)
        if result.message:
            item.problems.append(f"message: {result.message}")
        item.fts5_hits = len(fts.search(item.query, limit=LIMIT, highlight=HIGHLIGHT))
        fts.search(item.query, limit=LIMIT, highlight=HIGHLIGHT, any_word=True)
    for _ in range(repeat):
        for item in times:
            item.lectern.append(
                _time(
                    partial(library.searching.search, item.query, limit=LIMIT, highlight=HIGHLIGHT)
                )[1]
            )
            item.fts5.append(
                _time(partial(fts.search, item.query, limit=LIMIT, highlight=HIGHLIGHT))[1]
            )
            item.fts5_any.append(
                _time(
                    partial(fts.search, item.query, limit=LIMIT, highlight=HIGHLIGHT, any_word=True)
                )[1]
            )
    return times


def summary(times: Sequence[QueryTimes]) -> dict[str, Any]:
    """p50/p95 (ms) over the queries' median latencies, per engine."""
    out: dict[str, Any] = {"queries": len(times)}
    for engine in ("lectern", "fts5", "fts5_any"):
        per_query = [median(getattr(t, engine)) * 1000 for t in times]
        out[engine] = {
            "p50": percentile(per_query, 50),
            "p95": percentile(per_query, 95),
            "max": max(per_query),
        }
    out["lectern_cold_first_ms"] = times[0].lectern_cold * 1000 if times else 0.0
    out["per_query"] = [
        {
            "query": t.query,
            "lectern_ms": median(t.lectern) * 1000,
            "fts5_ms": median(t.fts5) * 1000,
            "fts5_any_ms": median(t.fts5_any) * 1000,
            "lectern_hits": t.lectern_hits,
            "lectern_total": t.lectern_total,
            "lectern_highlighted": t.lectern_fragments,
            "fts5_hits": t.fts5_hits,
            "problems": t.problems,
        }
        for t in times
    ]
    return out


def slowest(summary_: Mapping[str, Any], count: int = 5) -> list[tuple[str, float]]:
    rows = sorted(summary_["per_query"], key=lambda r: r["lectern_ms"], reverse=True)
    return [(r["query"], r["lectern_ms"]) for r in rows[:count]]
