"""Ordering ids by a column, from the raw documents, fast enough for 75,000 papers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from core.models import Status
from core.results import SortKey

if TYPE_CHECKING:
    from core.annotations import AnnotationTable

_STATUS_ORDER = {status.value: n for n, status in enumerate(Status)}


def sort_ids(ids: Sequence[str], key: SortKey, doc_of: Callable[[str], dict[str, Any]],
             notes: AnnotationTable, *, descending: bool = False) -> list[str]:
    """Ids ordered by `key`, ties broken by title; unknown values sort last either way."""
    if key is SortKey.RELEVANCE:
        return list(ids)

    def title(pid: str) -> str:
        return doc_of(pid).get("title", "").casefold()

    if key is SortKey.TITLE:
        return sorted(ids, key=title, reverse=descending)
    value: Callable[[str], Any]
    if key is SortKey.AUTHORS:
        def value(pid: str) -> Any:
            authors = doc_of(pid).get("authors") or []
            return authors[0].split()[-1].casefold() if authors and authors[0].split() else None
    elif key is SortKey.YEAR:
        def value(pid: str) -> Any:
            return doc_of(pid).get("year")
    elif key is SortKey.COLLECTION:
        def value(pid: str) -> Any:
            return (doc_of(pid).get("collection") or "").casefold() or None
    elif key is SortKey.ADDED:
        def value(pid: str) -> Any:
            return doc_of(pid).get("added")
    elif key is SortKey.STATUS:
        def value(pid: str) -> Any:
            return _STATUS_ORDER[notes.raw_field(pid, "status", "new")]
    elif key is SortKey.RATING:
        def value(pid: str) -> Any:
            return notes.raw_field(pid, "rating", 0)
    else:  # MODIFIED
        def value(pid: str) -> Any:
            return notes.raw_field(pid, "modified", None)
    known = []
    unknown = []
    for pid in ids:
        v = value(pid)
        (unknown if v is None else known).append((v, title(pid), pid))
    known.sort(reverse=descending)
    unknown.sort(key=lambda row: row[1])
    return [row[2] for row in known] + [row[2] for row in unknown]
