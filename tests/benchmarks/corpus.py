"""The benchmark's data: the arXiv cs listings, subsets of them, the queries and the annotations.

Everything here is deterministic (fixed seeds, fixed query list), so two runs measure the
same work and figures from different days can be compared.
"""

from __future__ import annotations

import gzip
import logging
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from lectern.core.models import normalize_arxiv_id

log = logging.getLogger(__name__)

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
DATA = SHARED / "data"
CORPUS = DATA / "arxiv-cs-74k.jsonl.gz"
RELEVANCE = DATA / "relevance"
FULL_SIZE = 74_728

# What a person with a big arXiv library types: topics of 1-4 words, a few phrases and
# prefixes, and field filters on what they have marked and rated (see `annotation_plan`).
QUERIES: tuple[str, ...] = (
    "graph neural networks",
    "diffusion models",
    "large language models",
    "reinforcement learning",
    "federated learning privacy",
    "vision transformer",
    "retrieval augmented generation",
    "contrastive learning",
    "knowledge distillation",
    "code generation",
    "autonomous driving",
    "point cloud segmentation",
    "speech recognition",
    "adversarial robustness",
    "mixture of experts",
    "chain of thought reasoning",
    "gaussian splatting",
    "quantum",
    "hallucination",
    "protein structure prediction",
    "multi-agent",
    "low-rank adaptation",
    "sparse attention long context",
    "time series forecasting",
    "medical image segmentation",
    "recommendation systems",
    "robot manipulation",
    "text-to-image",
    "prompt injection",
    "zero-shot",
    '"neural radiance fields"',
    "transform*",
    "title:survey",
    "title:benchmark agents",
    "transformer status:to-read",
    "diffusion rating:>=4",
    "reinforcement learning year:2026",
    "language models status:reading",
    "graph rating:>=4",
    "agents year:2025",
    "segmentation status:read rating:>=4",
)

# Share of the library a reader has marked: a realistic heavy user, a few thousand papers.
STATUS_SHARES = {"to-read": 0.03, "reading": 0.01, "read": 0.02, "dropped": 0.005}
RATED_SHARE_OF_READ = 0.6  # most papers read get stars
EXTRA_RATED_SHARE = 0.005  # and a few starred straight from the list


@dataclass(frozen=True, slots=True)
class Record:
    """One listing as the reference engine stores it (the text Lectern also indexes)."""

    pid: str
    title: str
    authors: str
    abstract: str
    year: int | None


def require_data() -> None:
    if not CORPUS.is_file():
        raise SystemExit(f"The benchmark corpus is missing: {CORPUS}")


def raw_lines(path: Path, limit: int | None = None) -> Iterator[bytes]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as handle:
        for count, line in enumerate(handle):
            if limit is not None and count >= limit:
                return
            if line.strip():
                yield line


def squash(text: Any) -> str:
    return " ".join(text.split()) if isinstance(text, str) else ""


def to_record(raw: dict[str, Any]) -> Record:
    """The same fields Lectern's JSON Lines importer reads, for the SQLite reference."""
    arxiv = normalize_arxiv_id(str(raw.get("id", "")))
    date = str(raw.get("listing_date") or raw.get("published") or "")
    authors = raw.get("authors") or []
    return Record(
        pid=f"arxiv:{arxiv}" if arxiv else str(raw.get("id", "")),
        title=squash(raw.get("title")),
        authors=", ".join(a for a in authors if isinstance(a, str)),
        abstract=squash(raw.get("summary") or raw.get("abstract")),
        year=int(date[:4]) if date[:4].isdigit() else None,
    )


def read_records(path: Path, limit: int | None = None) -> Iterator[Record]:
    for line in raw_lines(path, limit):
        yield to_record(orjson.loads(line))


def write_subset(source: Path, dest: Path, count: int) -> int:
    """The first `count` listings as their own .jsonl.gz (what a smaller library imports)."""
    written = 0
    with gzip.open(dest, "wb", compresslevel=6) as out:
        for line in raw_lines(source, count):
            out.write(line if line.endswith(b"\n") else line + b"\n")
            written += 1
    return written


def corpus_for_size(size: int, workdir: Path, source: Path = CORPUS) -> Path:
    """The file to import for a library of `size` papers (the whole corpus needs no copy)."""
    if size >= FULL_SIZE and source == CORPUS:
        return source
    dest = workdir / f"arxiv-cs-{size}.jsonl.gz"
    if not dest.exists():
        written = write_subset(source, dest, size)
        if written < size:
            log.warning("the corpus has only %d listings, not %d", written, size)
    return dest


def annotation_plan(ids: Sequence[str], seed: int = 5) -> dict[str, tuple[str, int]]:
    """Which papers a heavy user has marked and rated: id → (status, rating)."""
    rng = random.Random(seed)
    order = sorted(ids)
    rng.shuffle(order)
    plan: dict[str, tuple[str, int]] = {}
    start = 0
    for status, share in STATUS_SHARES.items():
        count = max(1, round(len(order) * share))
        for pid in order[start : start + count]:
            rating = 0
            if status == "read" and rng.random() < RATED_SHARE_OF_READ:
                rating = rng.choice((3, 4, 4, 5, 5))
            plan[pid] = (status, rating)
        start += count
    extra = max(1, round(len(order) * EXTRA_RATED_SHARE))
    for pid in order[start : start + extra]:
        plan[pid] = ("new", rng.choice((4, 5)))
    return plan
