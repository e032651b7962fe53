"""From parsed records to papers: titles, ids, deduplication and merging.

Every format goes through here, so a paper imported from arXiv and later from a
BibTeX file with the same DOI or arXiv id is one paper, and re-importing a file adds
nothing twice. Annotations are never touched by an import, except when restoring a
Lectern backup, where the newer of the two versions of an annotation wins.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import ImportCancelled
from core.importers.base import ParsedFile, RawRecord, Skipped
from core.models import (
    fold_text,
    folded_fingerprint,
    normalize_arxiv_id,
    normalize_doi,
    paper_id,
    to_iso,
    utcnow,
)
from core.serialize import paper_from_dict, paper_to_dict
from core.text import CODE_HOSTS, derive_title, find_code_urls, find_urls

# Fields an import may fill in on a paper already in the library, when they are empty.
_FILLABLE = ("authors", "year", "venue", "abstract", "doi", "arxiv_id", "keywords", "kind", "key")
_UNION = ("urls", "code_urls")
_CANCEL_EVERY = 500
# An abstract this long identifies its paper on its own, whatever title came with it
# (so a paper whose title Lectern derived is recognised when it returns with one).
_ABSTRACT_ALONE = 200


class PaperIndex:
    """Where to find a paper already in the library by arXiv id, DOI or fingerprint."""

    def __init__(self) -> None:
        self.by_id: dict[str, dict[str, Any]] = {}
        self.by_arxiv: dict[str, str] = {}
        self.by_doi: dict[str, str] = {}
        self.by_fp: dict[str, str] = {}
        self.by_afp: dict[str, str] = {}

    def add(self, doc: dict[str, Any]) -> None:
        pid = doc["id"]
        self.by_id[pid] = doc
        if doc.get("arxiv_id"):
            self.by_arxiv.setdefault(doc["arxiv_id"], pid)
        if doc.get("doi"):
            self.by_doi.setdefault(doc["doi"], pid)
        if doc.get("fp"):
            self.by_fp.setdefault(doc["fp"], pid)
        if doc.get("afp"):
            self.by_afp.setdefault(doc["afp"], pid)

    def find_by_id(self, doc: dict[str, Any]) -> str | None:
        """By paper id, arXiv id or DOI: cheap, and what most re-imports need."""
        if doc["id"] in self.by_id:
            return doc["id"]
        for key, table in (("arxiv_id", self.by_arxiv), ("doi", self.by_doi)):
            if doc.get(key) and doc[key] in table:
                return table[doc[key]]
        return None

    def find_by_text(self, doc: dict[str, Any]) -> str | None:
        """By fingerprint (call complete() first), unless arXiv ids or DOIs say otherwise:
        two papers with different ids stay two papers even if their abstracts agree."""
        for key, table in (("fp", self.by_fp), ("afp", self.by_afp)):
            pid = table.get(doc.get(key) or "")
            if pid is not None and not _ids_conflict(self.by_id[pid], doc):
                return pid
        return None

    def find(self, doc: dict[str, Any]) -> str | None:
        return self.find_by_id(doc) or self.find_by_text(complete(doc))


def _ids_conflict(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return any(a.get(key) and b.get(key) and a[key] != b[key] for key in ("arxiv_id", "doi"))


@dataclass
class PreparedImport:
    """What one file would change; nothing is written until the library applies it."""

    path: str
    format: str
    collection: str
    new: list[dict[str, Any]] = field(default_factory=list)
    merged: dict[str, dict[str, Any]] = field(default_factory=dict)  # id → fields to set
    unchanged: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    annotations: list[dict[str, Any]] = field(default_factory=list)  # backups only


def record_to_doc(record: RawRecord, collection: str, source: str) -> dict[str, Any]:
    """A parsed record as a paper document; complete() adds what only new papers need."""
    if record.paper is not None:  # a Lectern backup: the paper as it was saved
        return complete(paper_to_dict(paper_from_dict(record.paper)))
    abstract = record.abstract.strip()
    title = " ".join(record.title.split())
    derived = not title
    if derived:
        title = derive_title(abstract)
    arxiv = normalize_arxiv_id(record.arxiv_id) if record.arxiv_id else ""
    doi = normalize_doi(record.doi) if record.doi else ""
    urls = _unique(record.urls)
    doc = {
        "id": "",
        "title": title,
        "title_derived": derived,
        "authors": [a for a in (" ".join(x.split()) for x in record.authors) if a],
        "year": record.year,
        "venue": record.venue.strip(),
        "collection": collection,
        "abstract": abstract,
        "doi": doi,
        "arxiv_id": arxiv,
        "urls": urls,
        "code_urls": find_code_urls(" ".join(urls)) if urls else [],
        "keywords": _unique(k.strip() for k in record.keywords if k.strip()),
        "kind": record.kind,
        "key": record.key,
        "source_file": source,
        "added": to_iso(utcnow()),
    }
    if arxiv or doi:
        doc["id"] = paper_id(arxiv_id=arxiv, doi=doi)
    else:
        complete(doc)
        doc["id"] = "h:" + doc["fp"]
    return doc


def complete(doc: dict[str, Any]) -> dict[str, Any]:
    """Fingerprints and the links found in the abstract: the costly part of a record,
    needed only for papers that turn out to be new (or whose abstract is filled in)."""
    if "fp" in doc:
        return doc
    folded = fold_text(doc["abstract"])
    title = "" if doc["title_derived"] else fold_text(doc["title"])
    doc["fp"] = folded_fingerprint(title, folded)
    doc["afp"] = folded_fingerprint("", folded) if len(doc["abstract"]) >= _ABSTRACT_ALONE else ""
    abstract = doc["abstract"]
    if "http" in abstract or "www." in abstract or any(h in abstract for h in CODE_HOSTS):
        doc["urls"] = _unique([*doc["urls"], *find_urls(doc["abstract"])])
        doc["code_urls"] = _unique([*doc["code_urls"], *find_code_urls(doc["abstract"])])
    return doc


def fill_missing(existing: dict[str, Any], incoming: dict[str, Any]) -> dict[str, Any]:
    """The fields an import adds to a paper already in the library (empty ones only)."""
    changes: dict[str, Any] = {}
    if existing.get("title_derived") and not incoming["title_derived"] and incoming["title"]:
        changes["title"] = incoming["title"]
        changes["title_derived"] = False
    for name in _FILLABLE:
        if not existing.get(name) and incoming.get(name):
            changes[name] = incoming[name]
    for name in _UNION:
        merged = _unique([*(existing.get(name) or ()), *(incoming.get(name) or ())])
        if len(merged) != len(existing.get(name) or ()):
            changes[name] = merged
    return changes


def prepare_import(parsed: ParsedFile, known: PaperIndex, *,
                   progress: Callable[[int, int], None] | None = None,
                   cancel: Callable[[], bool] | None = None) -> PreparedImport:
    """Read every record of one file and decide, for each, add / merge / skip."""
    plan = PreparedImport(parsed.path, parsed.format, parsed.collection)
    pending = PaperIndex()  # papers this file adds, so a file's own duplicates merge too
    source = Path(parsed.path).name
    for count, item in enumerate(parsed.records, 1):
        if count % _CANCEL_EVERY == 0:
            if cancel and cancel():
                raise ImportCancelled("Import cancelled; the library is unchanged.")
            if progress:
                progress(count, 0)
        if isinstance(item, Skipped):
            plan.skipped.append(item)
            continue
        if not item.title.strip() and not item.abstract.strip() and item.paper is None:
            plan.skipped.append(Skipped(item.line, "no title and no abstract"))
            continue
        doc = record_to_doc(item, parsed.collection, source)
        if item.annotation is not None:
            plan.annotations.append({**item.annotation, "paper_id": doc["id"]})
        pid = known.find_by_id(doc)
        if pid is not None and doc["abstract"] and not known.by_id[pid].get("abstract"):
            complete(doc)  # the abstract is new to this paper: so are its links
        if pid is None:
            pid = known.find_by_text(complete(doc))
        if pid is not None:
            if item.annotation is not None:
                plan.annotations[-1]["paper_id"] = pid
            base = {**known.by_id[pid], **plan.merged.get(pid, {})}
            changes = fill_missing(base, doc)
            if changes:
                plan.merged.setdefault(pid, {}).update(changes)
            elif pid not in plan.merged:
                plan.unchanged += 1
            continue
        if (pid := pending.find(doc)) is not None:
            pending.by_id[pid].update(fill_missing(pending.by_id[pid], doc))
            if item.annotation is not None:
                plan.annotations[-1]["paper_id"] = pid
            plan.unchanged += 1
            continue
        pending.add(doc)
        plan.new.append(doc)
    return plan


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))
