"""The best few of many matched papers without scoring every one of them.

"large language models" matches 64,415 of 74,728 papers, and BM25 for each of them in
Python was most of the search, for the fifty shown. Here each big word's papers are also
kept in the order of what the word gives them (:class:`Impacts`, sorted when a view of
the index is asked for the word a second time, and kept for the view), and the papers are
found by a threshold algorithm: a paper below a depth of every such list gets at most the
sum of the contributions at that depth, so once `want` papers scored exactly beat that
sum, no other paper can reach them. The papers found are scored exactly as a full scoring
scores them (the same sums, in the same order) and ordered as it orders them (ties in the
order of the tier they come from), so the list is the one full scoring gives;
`tests/core/test_top_k.py` compares both on real queries.
"""

from __future__ import annotations

import heapq
from array import array
from collections.abc import Callable, Collection, Sequence, Set
from typing import Any

FIRST_DEPTH = 128  # papers taken from the top of each word's list at first
DEEPER = 2  # how much deeper each next round reads
FEW = 256  # a scorer with fewer papers than this: every one of them is a candidate
SHARE = 0.5  # lists whose part of the bound is this share of the largest are read deeper
MARGIN = 1e-9  # relative: a bound summed in another order than the scores are


class Impacts:
    """One word's papers in one field by what BM25 gives them (before idf and boost),
    highest first, made from its `weights` (docnum → weight), `lengths` (each document's
    encoded field length) and `table` (BM25's length norm of each encoded length). Twelve
    bytes a paper: the postings themselves are not held."""

    __slots__ = ("order", "values")

    def __init__(self, weights: dict[int, float], lengths: bytes, table: Sequence[float]) -> None:
        values = {d: w / (w + table[lengths[d]]) for d, w in weights.items()}
        order = sorted(values, key=values.__getitem__, reverse=True)
        self.values = array("d", map(values.__getitem__, order))
        self.order = array("i", order)


class Ranked:
    """A scorer the threshold algorithm can read in order: its impacts and its factor."""

    __slots__ = ("impacts", "factor")

    def __init__(self, impacts: Impacts, factor: float) -> None:
        self.impacts = impacts
        self.factor = factor


def best(
    parts: Sequence[Ranked | Collection[int]],
    tier: Set[int],
    want: int,
    scores_of: Callable[[set[int]], dict[int, float]],
) -> list[int] | None:
    """The `want` best of `tier` by `scores_of`, as `heapq.nlargest` over `tier` in its
    order gives them; None when this cannot tell faster (score everything then).

    `parts` are the match's scorers: a :class:`Ranked` for a word with many papers, the
    papers of any other scorer (every one a candidate, so it adds nothing to the bound;
    fall back by passing None in its place is the caller's choice: see ranking.rank).
    """
    ranked = [p for p in parts if isinstance(p, Ranked)]
    if not ranked or want <= 0 or any(p.factor < 0.0 for p in ranked):
        return None
    fixed: set[int] = set()
    for p in parts:
        if not isinstance(p, Ranked):
            fixed.update(p)
    fixed &= tier
    lists = [(p.impacts.order, p.impacts.values) for p in ranked]
    depths = [0] * len(ranked)
    reach = [FIRST_DEPTH] * len(ranked)  # how deep each list is read this round
    scores: dict[int, float] = {}
    candidates = fixed
    while True:
        parts_of_bound = []
        for i, (p, (order, values)) in enumerate(zip(ranked, lists, strict=True)):
            if reach[i] > depths[i]:
                candidates.update(order[depths[i] : reach[i]])
                depths[i] = min(reach[i], len(order))
            parts_of_bound.append(p.factor * values[depths[i]] if depths[i] < len(order) else 0.0)
        bound = sum(parts_of_bound)
        candidates &= tier
        new = candidates.difference(scores)
        if new:
            scores.update(scores_of(new))
        if len(scores) >= want:
            kth = heapq.nlargest(want, scores.values())[-1]
            if kth > bound * (1.0 + MARGIN) + MARGIN:
                return _in_tier_order(scores, kth, tier, want)
        if not bound:
            return None  # papers no word gives anything tie at 0: full scoring decides
        # Read deeper where the bound is: a short list of even scores (a title word) keeps
        # its part until read through, a long one drops as it is read.
        highest = max(parts_of_bound)
        for i, part in enumerate(parts_of_bound):
            if part >= highest * SHARE:
                reach[i] = depths[i] * DEEPER


def _in_tier_order(scores: dict[int, float], kth: float, tier: Set[int], want: int) -> list[int]:
    """The `want` best, ties as `heapq.nlargest` over `tier` breaks them (the first in the
    tier's order first). Every paper of the tier scoring `kth` or more is in `scores`."""
    top = [d for d, s in scores.items() if s >= kth]
    if len(top) == want and len({scores[d] for d in top}) == want:
        return sorted(top, key=scores.__getitem__, reverse=True)
    kept = set(top)
    in_order: Any = filter(kept.__contains__, tier)  # the tier's own order, in C
    return sorted(in_order, key=scores.__getitem__, reverse=True)[:want]
