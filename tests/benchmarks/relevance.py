"""Search quality on the classic test collections (ADI, CISI, Cranfield, MED).

The documents are imported through Lectern (written as JSON Lines, the way a user would
bring in a dump), the queries typed into `library.searching.search` as a user would type them,
and the same documents and queries are ranked by FTS5 bm25 (OR of the query's words,
the usual bag-of-words baseline). Both are scored with nDCG@10 and recall@100.

Relevance grades: ADI, CISI and MED judgements are binary. Cranfield's `cranqrel`
codes run from 1 (a complete answer) to 4 (of minimum interest), per its readme;
the gain is 5 - code, and the -1 rows (one per query, not a judgement of relevance)
count as not relevant.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, TypedDict

import orjson

from tests.benchmarks.corpus import RELEVANCE, Record
from tests.benchmarks.fts5 import Fts5Index

COLLECTIONS = ("adi", "cisi", "cran", "med")
_FILES = {
    "adi": ("ADI.ALL", "ADI.QRY", "ADI.REL"),
    "cisi": ("CISI.ALL", "CISI.QRY", "CISI.REL"),
    "cran": ("cran.all.1400", "cran.qry", "cranqrel"),
    "med": ("MED.ALL", "MED.QRY", "MED.REL"),
}
_FIELD = re.compile(r"^\.([A-Z])(?:\s+(\S+))?\s*$")

# Characters that mean something to Lectern's query language but that a person typing a
# question would not mean as syntax: quotes (phrases), parentheses (grouping), colons
# (fields), * ~ ^ (prefix, fuzzy, boost), brackets and braces (ranges).
_SYNTAX = re.compile(r"""["\u201c\u201d`()\[\]{}:*~^]""")
_STRAY_QUOTE = re.compile(r"(?<!\w)'|'(?!\w)")
_OPERATORS = frozenset({"AND", "OR", "NOT"})


@dataclass
class Collection:
    name: str
    docs: dict[str, dict[str, str]]  # doc number → {"title", "authors", "text"}
    queries: dict[str, str]  # query number (as the judgements count them) → text
    qrels: dict[str, dict[str, int]]  # query → doc → gain (> 0 means relevant)

    @property
    def judged(self) -> list[str]:
        return [q for q in self.queries if any(g > 0 for g in self.qrels.get(q, {}).values())]


@dataclass
class Scores:
    ndcg10: float
    recall100: float
    per_query: dict[str, tuple[float, float]] = field(default_factory=dict)


def parse_smart(path: Path) -> Iterator[tuple[str, dict[str, str]]]:
    """SMART format: `.I n` starts a record, `.T` `.A` `.W` `.B` `.X` … start its fields."""
    number: str | None = None
    fields: dict[str, list[str]] = {}
    current: str | None = None
    text = path.read_text(encoding="latin-1")
    for line in text.splitlines():
        found = _FIELD.match(line)
        if found and found.group(1) == "I":
            if number is not None:
                yield number, {k: "\n".join(v).strip() for k, v in fields.items()}
            number, fields, current = str(int(found.group(2))), {}, None
        elif found and found.group(2) is None:
            current = found.group(1)
            fields.setdefault(current, [])
        elif current is not None:
            fields[current].append(line)
    if number is not None:
        yield number, {k: "\n".join(v).strip() for k, v in fields.items()}


def load(
    name: str,
    root: Path = RELEVANCE,
    *,
    max_queries: int | None = None,
    max_docs: int | None = None,
) -> Collection:
    docs_file, queries_file, rels_file = (root / name / f for f in _FILES[name])
    docs: dict[str, dict[str, str]] = {}
    for number, fields in parse_smart(docs_file):
        if max_docs is not None and len(docs) >= max_docs:
            break
        docs[number] = {
            "title": " ".join(fields.get("T", "").split()),
            "authors": " ".join(fields.get("A", "").split()),
            "text": " ".join(fields.get("W", "").split()),
        }
    queries = {}
    for ordinal, (number, fields) in enumerate(parse_smart(queries_file), 1):
        # Cranfield's judgements number the queries 1..225 in file order, not by `.I`.
        key = str(ordinal) if name == "cran" else number
        queries[key] = " ".join(fields.get("W", "").split())
    qrels: dict[str, dict[str, int]] = {}
    for line in rels_file.read_text(encoding="latin-1").splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue
        if name == "med":  # "query 0 doc 1"
            query, doc, gain = parts[0], parts[2], 1
        elif name == "cran":  # "query doc code"
            code = int(parts[2])
            query, doc, gain = parts[0], parts[1], (5 - code if 1 <= code <= 4 else 0)
        else:  # "query doc 0 0.0"
            query, doc, gain = parts[0], parts[1], 1
        query, doc = str(int(query)), str(int(doc))
        if doc in docs:
            qrels.setdefault(query, {})[doc] = max(gain, qrels.get(query, {}).get(doc, 0))
    collection = Collection(name, docs, queries, qrels)
    if max_queries is not None:
        keep = collection.judged[:max_queries]
        collection.queries = {q: queries[q] for q in keep}
    return collection


def as_typed(text: str) -> str:
    """The query as a person would type it into the search box.

    Text is kept as it is, except what the query language would read as syntax a
    person did not mean: double quotes, quotes that are not apostrophes, parentheses,
    colons, * ~ ^ and brackets become spaces; a leading - or + (a NOT to the query
    language) is dropped; and upper-case AND/OR/NOT, which read as operators, are
    written in lower case as in a sentence. Question marks, commas, full stops and
    hyphens inside words stay: people type them.
    """
    words = []
    for typed in _SYNTAX.sub(" ", _STRAY_QUOTE.sub(" ", text)).split():
        word = (typed.lower() if typed in _OPERATORS else typed).lstrip("-+")
        if word:
            words.append(word)
    return " ".join(words)


def write_jsonl(collection: Collection, path: Path) -> Path:
    """The documents as a JSON Lines file a user could import (doc number kept in `id`)."""
    with path.open("wb") as out:
        for number, doc in collection.docs.items():
            record = {
                "id": f"{collection.name}-{number}",
                "title": doc["title"],
                "abstract": doc["text"],
            }
            if doc["authors"]:
                record["authors"] = doc["authors"]
            out.write(orjson.dumps(record) + b"\n")
    return path


def dcg(gains: Sequence[int]) -> float:
    return sum((2**g - 1) / math.log2(i + 2) for i, g in enumerate(gains))


def ndcg_at(ranked: Sequence[str], judged: dict[str, int], k: int = 10) -> float:
    ideal = dcg(sorted((g for g in judged.values() if g > 0), reverse=True)[:k])
    if ideal <= 0:
        return 0.0
    return dcg([judged.get(doc, 0) for doc in ranked[:k]]) / ideal


def recall_at(ranked: Sequence[str], judged: dict[str, int], k: int = 100) -> float:
    relevant = {doc for doc, g in judged.items() if g > 0}
    if not relevant:
        return 0.0
    return len(relevant.intersection(ranked[:k])) / len(relevant)


def score(collection: Collection, rank: Callable[[str], list[str]], k: int = 100) -> Scores:
    per_query = {}
    for query in collection.judged:
        if query not in collection.queries:
            continue
        ranked = list(dict.fromkeys(rank(collection.queries[query])))[:k]
        judged = collection.qrels[query]
        per_query[query] = (ndcg_at(ranked, judged, 10), recall_at(ranked, judged, k))
    if not per_query:
        return Scores(math.nan, math.nan)
    n = len(per_query)
    return Scores(
        sum(v[0] for v in per_query.values()) / n,
        sum(v[1] for v in per_query.values()) / n,
        per_query,
    )


class LecternRanker(Protocol):
    """Lectern's ranked documents for one query, typed into the search box by `typed`."""

    def __call__(self, text: str, typed: Callable[[str], str] = ...) -> list[str]: ...


# What `evaluate` measured on one collection ("import" is a keyword: the functional form).
Evaluation = TypedDict(
    "Evaluation",
    {
        "collection": str,
        "docs": int,
        "queries": int,
        "import": dict[str, int],
        "lectern": "Scores",
        "prose": "Scores",
        "fts5": "Scores",
    },
)


def lectern_ranker(
    collection: Collection, folder: Path, jsonl: Path, limit: int = 100
) -> tuple[LecternRanker, Callable[[], None], dict[str, int]]:
    """Import the collection into a fresh library; a ranker typing queries into the search."""
    from lectern.core.library import Library

    library = Library.open(folder, program="Lectern benchmark")
    reports = library.imports.import_files([jsonl])
    prefix = f"{collection.name}-"
    doc_of = {}
    for pid in library.ids():
        key = library.papers.paper(pid).key
        if key.startswith(prefix):
            doc_of[pid] = key[len(prefix) :]
    info = {
        "papers": len(library),
        "mapped": len(doc_of),
        "merged_duplicates": sum(r.unchanged + r.merged for r in reports),
        "skipped": sum(len(r.skipped) for r in reports),
    }

    def rank(text: str, typed: Callable[[str], str] = as_typed) -> list[str]:
        result = library.searching.search(typed(text), limit=limit)
        return [doc_of[pid] for pid in result.ids if pid in doc_of]

    return rank, library.close, info


def _as_written(text: str) -> str:
    return text


def fts5_ranker(
    collection: Collection, path: Path, limit: int = 100
) -> tuple[Callable[[str], list[str]], Callable[[], None]]:
    records = (
        Record(
            pid=number, title=doc["title"], authors=doc["authors"], abstract=doc["text"], year=None
        )
        for number, doc in collection.docs.items()
    )
    index = Fts5Index.build(path, records)
    return (lambda text: index.ranked(text, limit)), index.close


def evaluate(collection: Collection, workdir: Path, k: int = 100) -> Evaluation:
    """nDCG@10 and recall@k for Lectern and for FTS5 on one collection."""
    workdir.mkdir(parents=True, exist_ok=True)
    jsonl = write_jsonl(collection, workdir / f"{collection.name}.jsonl")
    rank, close, info = lectern_ranker(collection, workdir / f"library-{collection.name}", jsonl, k)
    try:
        lectern = score(collection, rank, k)
        # Prose: the collection's natural-language query pasted into the search box exactly as
        # written (quotes, colons and all), as a person pasting a claim or an abstract would.
        prose = score(collection, lambda text: rank(text, typed=_as_written), k)
    finally:
        close()
    ref_rank, ref_close = fts5_ranker(collection, workdir / f"{collection.name}.sqlite", k)
    try:
        reference = score(collection, ref_rank, k)
    finally:
        ref_close()
    return {
        "collection": collection.name,
        "docs": len(collection.docs),
        "queries": len(lectern.per_query),
        "import": info,
        "lectern": lectern,
        "prose": prose,
        "fts5": reference,
    }
