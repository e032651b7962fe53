"""Search quality on two classic relevance collections (MED, ADI) from ../shared.

Documents go into a real index as papers (MED has no titles: they are derived, as an
import would), queries are typed as they stand, and nDCG@10 is computed from the
collection's relevance judgements. The floors sit a little under what Lectern measured
when they were set (MED 0.714, ADI 0.501); SQLite FTS5 bm25 scores 0.707 and 0.478 on
the same documents and queries (see the benchmark for the side-by-side figures).
"""

from __future__ import annotations

import math
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from lectern.core.models import Annotation, Entry, Paper
from lectern.core.search.index import SearchIndex
from lectern.core.text import derive_title

RELEVANCE = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "relevance"
FLOORS = {"med": 0.70, "adi": 0.485}
FILES = {"med": ("MED.ALL", "MED.QRY", "MED.REL"), "adi": ("ADI.ALL", "ADI.QRY", "ADI.REL")}
_FIELD = re.compile(r"^\.([A-Z])(?:\s+(\S+))?\s*$")


def smart(path: Path) -> dict[str, dict[str, str]]:
    """SMART records: `.I n` starts one, `.T` `.A` `.W` … start its fields."""
    records: dict[str, dict[str, str]] = {}
    current: dict[str, str] | None = None
    name = ""
    for line in path.read_text("latin-1").splitlines():
        found = _FIELD.match(line)
        if found and found.group(1) == "I":
            current = records.setdefault(str(int(found.group(2))), {})
        elif found and current is not None:
            name = found.group(1)
            current[name] = ""
        elif current is not None and name:
            current[name] += " " + line
    return {k: {f: " ".join(v.split()) for f, v in rec.items()} for k, rec in records.items()}


def judgements(path: Path, collection: str) -> dict[str, set[str]]:
    relevant: dict[str, set[str]] = {}
    for line in path.read_text("latin-1").splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue
        query, doc = (parts[0], parts[2]) if collection == "med" else (parts[0], parts[1])
        relevant.setdefault(str(int(query)), set()).add(str(int(doc)))
    return relevant


def ndcg10(ranked: list[str], relevant: set[str]) -> float:
    gain = sum(1 / math.log2(i + 2) for i, doc in enumerate(ranked[:10]) if doc in relevant)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(10, len(relevant))))
    return gain / ideal


@pytest.mark.slow
@pytest.mark.parametrize("collection", sorted(FLOORS))
def test_relevant_papers_come_first(collection: str, tmp_path: Path) -> None:
    folder = RELEVANCE / collection
    if not folder.is_dir():
        pytest.skip(f"relevance collections not found at {RELEVANCE}")
    docs_file, queries_file, judged_file = (folder / name for name in FILES[collection])
    entries = []
    for number, doc in smart(docs_file).items():
        abstract = doc.get("W", "")
        title = doc.get("T", "") or derive_title(abstract)
        paper = Paper(
            id=number,
            title=title,
            title_derived=not doc.get("T"),
            authors=tuple(filter(None, [doc.get("A", "")])),
            abstract=abstract,
            collections=(collection.upper(),),
            added=datetime(2026, 1, 1, tzinfo=UTC),
        )
        entries.append(Entry(paper, Annotation(number)))
    relevant = judgements(judged_file, collection)
    queries = {n: q["W"] for n, q in smart(queries_file).items() if n in relevant and q.get("W")}

    index = SearchIndex(tmp_path / "index")
    try:
        index.rebuild(entries, "quality")
        scores = [
            ndcg10(index.search(text, limit=10).ids, relevant[n]) for n, text in queries.items()
        ]
    finally:
        index.close()
    mean = sum(scores) / len(scores)
    assert len(scores) >= 30
    assert mean >= FLOORS[collection], f"{collection} nDCG@10 = {mean:.4f}"
