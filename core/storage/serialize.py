"""Papers and annotations as plain JSON-able dicts: the store's documents, the backup's records."""

from __future__ import annotations

from datetime import datetime
from math import isfinite
from typing import Any

from lectern.core.marks.stored import field_of, mark_to_doc, marks_of_doc
from lectern.core.models import (
    Annotation,
    NoteConflict,
    Paper,
    Status,
    StatusChange,
    from_iso,
    to_iso,
    utcnow,
)

_TUPLE_FIELDS = (
    "authors",
    "urls",
    "code_urls",
    "keywords",
    "files",
    "edited",
    "aliases",
    "derived",
)
_TEXT_FIELDS = (
    "venue",
    "abstract",
    "doi",
    "arxiv_id",
    "kind",
    "key",
    "source_file",
    "volume",
    "number",
    "pages",
    "merged_into",
    "dialect",
)
# Written only when set, so the papers of a large library stay small on disk.
_SPARSE = (
    "volume",
    "number",
    "pages",
    "files",
    "edited",
    "alternates",
    "trashed",
    "merged_into",
    "fields",
    "dialect",
    "macros",
    "aliases",
    "derived",
)


def paper_to_dict(paper: Paper) -> dict[str, Any]:
    doc = {
        "id": paper.id,
        "title": paper.title,
        "title_derived": paper.title_derived,
        "authors": list(paper.authors),
        "year": paper.year,
        "venue": paper.venue,
        "collections": list(paper.collections),
        "abstract": paper.abstract,
        "doi": paper.doi,
        "arxiv_id": paper.arxiv_id,
        "urls": list(paper.urls),
        "code_urls": list(paper.code_urls),
        "keywords": list(paper.keywords),
        "kind": paper.kind,
        "key": paper.key,
        "source_file": paper.source_file,
        "added": to_iso(paper.added),
        "volume": paper.volume,
        "number": paper.number,
        "pages": paper.pages,
        "files": list(paper.files),
        "edited": list(paper.edited),
        "alternates": {name: list(values) for name, values in paper.alternates.items()},
        "trashed": to_iso(paper.trashed) if paper.trashed else None,
        "merged_into": paper.merged_into,
        "fields": dict(paper.fields),
        "dialect": paper.dialect,
        "macros": dict(paper.macros),
        "aliases": list(paper.aliases),
        "derived": list(paper.derived),
    }
    for name in _SPARSE:
        if not doc[name]:
            del doc[name]
    return doc


def paper_from_dict(doc: dict[str, Any]) -> Paper:
    """Tolerates missing fields (older files, hand-edited backups); requires id and title."""
    year = doc.get("year")
    fields: dict[str, Any] = {
        name: tuple(str(v) for v in doc.get(name) or ()) for name in _TUPLE_FIELDS
    }
    fields.update({name: str(doc.get(name) or "") for name in _TEXT_FIELDS})
    return Paper(
        id=str(doc["id"]),
        title=str(doc.get("title") or ""),
        title_derived=bool(doc.get("title_derived", False)),
        year=int(year) if isinstance(year, int | str) and str(year).isdigit() else None,
        **fields,
        added=from_iso(doc["added"]) if doc.get("added") else utcnow(),
        collections=collections_of(doc),
        alternates=_alternates(doc.get("alternates")),
        fields=dict(doc["fields"]) if isinstance(doc.get("fields"), dict) else {},
        macros=_macros(doc.get("macros")),
        trashed=from_iso(doc["trashed"]) if doc.get("trashed") else None,
    )


def collections_of(doc: dict[str, Any]) -> tuple[str, ...]:
    """A paper document's collections (a schema-1 document names one, as "collection")."""
    value = doc.get("collections")
    if isinstance(value, list):
        return tuple(str(v) for v in value if v)
    single = doc.get("collection")
    return (str(single),) if single else ()


def _macros(value: Any) -> dict[str, str]:
    if not isinstance(value, dict):
        return {}
    return {str(name): form for name, form in value.items() if isinstance(form, str) and form}


def _alternates(value: Any) -> dict[str, tuple[Any, ...]]:
    if not isinstance(value, dict):
        return {}
    return {
        str(name): tuple(values)
        for name, values in value.items()
        if isinstance(values, list) and values
    }


def annotation_to_dict(annotation: Annotation) -> dict[str, Any]:
    """The document's fields the user changes; `conflicts` is left out (only a merge of
    other devices' changes, or resolving them, sets it: see lectern.core.sync)."""
    return {
        "paper_id": annotation.paper_id,
        "status": annotation.status.value,
        "history": [{"status": c.status.value, "at": to_iso(c.at)} for c in annotation.history],
        "rating": annotation.rating,
        "notes": annotation.notes,
        "tags": list(annotation.tags),
        "modified": to_iso(annotation.modified) if annotation.modified else None,
        "queued": annotation.queued,  # always written: a store update merges into the document
        "last_read": to_iso(annotation.last_read) if annotation.last_read else None,
        # The reader's place: None (no field) until the paper is read in the reader.
        "page": annotation.page or None,
        "pages": annotation.pages or None,
        "reached": annotation.reached or None,
        # Each mark shown, a field of its own (a mark deleted keeps its stored field).
        **{field_of(mark.id): mark_to_doc(mark) for mark in annotation.marks},
    }


def annotation_from_dict(doc: dict[str, Any]) -> Annotation:
    """An annotation document; one written before the reading queue existed has no "queued"
    and reads as not queued, so annotations.json needs no migration for it; likewise one
    without "last_read" reads as never read in Lectern."""
    queued = doc.get("queued")
    return Annotation(
        paper_id=str(doc["paper_id"]),
        status=Status.parse(str(doc.get("status") or "new")),
        history=tuple(
            StatusChange(Status.parse(str(c["status"])), from_iso(str(c["at"])))
            for c in doc.get("history") or ()
        ),
        rating=rating_of(doc),
        notes=str(doc.get("notes") or ""),
        tags=tags_of(doc),
        modified=from_iso(doc["modified"]) if doc.get("modified") else None,
        queued=float(queued)
        if isinstance(queued, int | float) and not isinstance(queued, bool) and isfinite(queued)
        else None,
        last_read=_moment(doc.get("last_read")),
        page=_count(doc.get("page")),
        pages=_count(doc.get("pages")),
        reached=_count(doc.get("reached")),
        conflicts=tuple(
            NoteConflict(str(c.get("notes") or ""), str(c.get("s") or ""))
            for c in doc.get("conflicts") or ()
            if isinstance(c, dict)
        ),
        marks=marks_of_doc(str(doc["paper_id"]), doc),
    )


def _count(value: Any) -> int:
    """A page number or count as stored; anything else (absent, damaged) is 0."""
    return max(0, value) if isinstance(value, int) and not isinstance(value, bool) else 0


def rating_of(doc: dict[str, Any]) -> int:
    """An annotation document's stars, as its Annotation has them."""
    rating = doc.get("rating") or 0
    return max(0, min(5, int(rating))) if isinstance(rating, int | float) else 0


def tags_of(doc: dict[str, Any]) -> tuple[str, ...]:
    """An annotation document's tags, as its Annotation has them."""
    return tuple(str(t) for t in doc.get("tags") or ())


def last_marked_read(doc: dict[str, Any]) -> datetime | None:
    """The latest time an annotation document's history marks the paper read, if any."""
    read = [
        from_iso(str(c["at"]))
        for c in doc.get("history") or ()
        if Status.parse(str(c["status"])) is Status.READ
    ]
    return max(read) if read else None


def _moment(value: Any) -> datetime | None:
    """A stored ISO time; None when missing or unreadable (a hand-edited file)."""
    if not isinstance(value, str) or not value:
        return None
    try:
        return from_iso(value)
    except ValueError:
        return None
