"""Ordering ids by a column, from the raw documents, fast enough for 75,000 papers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from lectern.core.models import Status
from lectern.core.results import SortKey

if TYPE_CHECKING:
    from lectern.core.storage.annotations import AnnotationTable

_STATUS_ORDER = {status.value: n for n, status in enumerate(Status)}


def sort_ids(
    ids: Sequence[str],
    key: SortKey,
    doc_of: Callable[[str], dict[str, Any]],
    notes: AnnotationTable,
    *,
    descending: bool = False,
) -> list[str]:
    """Ids ordered by `key`; ties keep their given order; papers without a value go last."""
    if key is SortKey.RELEVANCE:
        return list(ids)
    value = _value_function(key, doc_of, notes)
    values = {pid: value(pid) for pid in ids}
    known = [pid for pid in ids if values[pid] is not None]
    known.sort(key=values.__getitem__, reverse=descending)
    return known + [pid for pid in ids if values[pid] is None]


def _value_function(
    key: SortKey, doc_of: Callable[[str], dict[str, Any]], notes: AnnotationTable
) -> Callable[[str], Any]:
    if key is SortKey.TITLE:
        return lambda pid: doc_of(pid).get("title", "").casefold() or None
    if key is SortKey.AUTHORS:

        def first_author_surname(pid: str) -> str | None:
            authors = doc_of(pid).get("authors") or ()
            words = authors[0].split() if authors else ()
            return words[-1].casefold() if words else None

        return first_author_surname
    if key is SortKey.YEAR:
        return lambda pid: doc_of(pid).get("year")
    if key is SortKey.COLLECTION:
        return lambda pid: next(iter(doc_of(pid).get("collections") or ()), "").casefold() or None
    if key is SortKey.ADDED:
        return lambda pid: doc_of(pid).get("added")
    if key is SortKey.STATUS:
        return lambda pid: _STATUS_ORDER[notes.raw_field(pid, "status", "new")]
    if key is SortKey.RATING:
        return lambda pid: notes.raw_field(pid, "rating", 0)
    if key is SortKey.LAST_READ:
        return lambda pid: notes.raw_field(pid, "last_read", None)
    if key is SortKey.QUEUE:
        return lambda pid: notes.raw_field(pid, "queued", None)
    return lambda pid: notes.raw_field(pid, "modified", None)
