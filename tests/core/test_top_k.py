"""The best fifty of a search that matches thousands of papers, found without scoring them
all (core/search/top_k.py), are the fifty that scoring every paper finds: the same papers,
the same scores to the last bit, ties in the same order. Checked on a real library of
10,000 arXiv papers, for the bench's queries and pairs of words from real titles."""

from __future__ import annotations

import gzip
import heapq
import itertools
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.search.postings import Snapshot
from lectern.core.search.query import parse_query
from lectern.core.search.ranking import (
    TIER_BONUS,
    Evaluator,
    Match,
    best_in_tier,
    rank,
    ranked_tiers,
)
from tests.core.helpers_templates import Templates

PAPERS = 10_000
LIMIT = 50
# What people with a big arXiv library type (the bench's queries), and some more.
QUERIES = (
    "graph neural networks",
    "diffusion models",
    "large language models",
    "reinforcement learning",
    "federated learning privacy",
    "vision transformer",
    "retrieval augmented generation",
    "sparse attention long context",
    "multi-agent",
    "low-rank adaptation",
    "time series forecasting",
    "medical image segmentation",
    "chain of thought reasoning",
    "protein structure prediction",
    "zero-shot",
    "text-to-image",
    '"neural network" training',
    "transform*",
    "learn*",
    "model",
    "learning",
    "network",
    "data",
    "deep learning model training data",
    "title:learning",
    "language models status:reading",
    "optimization -neural",
    "neural OR graph",
)


@pytest.fixture(scope="module")
def arxiv_library(
    templates: Templates, shared_data: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Library]:
    """A library of the first 10,000 real papers of the 74k arXiv listing: a copy of their
    import, made once a run (a worker running this file's other test copies it too)."""
    listing = templates.first_lines(
        shared_data / "arxiv-cs-74k.jsonl.gz", PAPERS, "arxiv-10000.jsonl"
    )
    template = templates.imported([listing])
    [report] = template.reports
    assert report.added == PAPERS
    library = Library.open(template.copy(tmp_path_factory.mktemp("arxiv10k") / "lib"))
    try:
        yield library
    finally:
        library.close()


def _title_queries(shared_data: Path, count: int) -> list[str]:
    """Two and three words from real titles: what a reader remembers of a paper."""
    rng = random.Random(39)
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rt", encoding="utf-8") as lines:
        titles = [json.loads(line)["title"] for line in itertools.islice(lines, 2_000)]
    queries = []
    for title in rng.sample(titles, count):
        words = [w.strip(".,:;()?!\"'") for w in title.split() if len(w) > 3]
        words = [w for w in words if w.isalpha()]
        if len(words) >= 2:
            queries.append(" ".join(rng.sample(words, min(len(words), rng.choice((2, 3))))))
    return queries


def _snapshot(library: Library) -> Snapshot:
    library.searching.search("warm", limit=1)
    snap = library.index.reading._snapshot()
    assert snap is not None
    return snap


def _every_paper_scored(match: Match, deleted: frozenset[int]) -> list[tuple[int, float]]:
    """The ranking as it was made before: each tier scored whole, its best by nlargest."""
    tiers, _ = ranked_tiers(match, deleted)
    hits: list[tuple[int, float]] = []
    for n, tier in enumerate(tiers):
        want = LIMIT - len(hits)
        if want <= 0:
            break
        scores = match.scores(tier)
        best = heapq.nlargest(want, scores, key=scores.__getitem__)
        hits.extend((d, scores[d] + TIER_BONUS * (len(tiers) - 1 - n)) for d in best)
    return hits


@pytest.mark.slow
def test_the_best_fifty_are_those_scoring_every_paper_finds(
    arxiv_library: Library, shared_data: Path
) -> None:
    snap = _snapshot(arxiv_library)
    queries = [*QUERIES, *_title_queries(shared_data, 150)]
    pruned_tiers = 0
    for query in queries:
        for _typed_again in range(2):  # the first time scores all, the second reads the order
            match = Evaluator(snap).evaluate(parse_query(query).query)
            fast, total = rank(match, snap.deleted, LIMIT)
            assert fast == _every_paper_scored(match, snap.deleted), query
        tiers, counted = ranked_tiers(match, snap.deleted)
        assert total == counted
        pruned_tiers += sum(
            1
            for tier in tiers[:1]
            if len(tier) > LIMIT and best_in_tier(match, tier, LIMIT) is not None
        )
    assert pruned_tiers >= 20  # most big searches took the fast way


@pytest.mark.slow
def test_a_search_matching_thousands_scores_a_few_hundred(arxiv_library: Library) -> None:
    """ "large language models" matches most of the library; its first fifty are found
    scoring a small part of the papers with every word (what a search waited on)."""
    snap = _snapshot(arxiv_library)
    query = parse_query("large language models").query
    Evaluator(snap).evaluate(query)  # searched once: its big words are sorted the next time
    match = Evaluator(snap).evaluate(query)
    tiers, total = ranked_tiers(match, snap.deleted)
    assert total > 5_000 and len(tiers[0]) > 2_000
    scored: list[int] = []

    def scores_of(papers: set[int]) -> dict[int, float]:
        scored.append(len(papers))
        return match.scores(papers)

    found = best_in_tier(match, tiers[0], LIMIT, scores_of)
    assert found is not None
    assert [d for d, _ in rank(match, snap.deleted, LIMIT)[0]] == found
    assert sum(scored) < len(tiers[0]) // 2, f"scored {sum(scored)} of {len(tiers[0])}"
