"""Ordering ids by a column, from the raw documents, fast enough for 75,000 papers."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from lectern.core.models import Status, progress_percent
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
    """Ids ordered by `key`; ties keep their given order; papers without a value go last.

    The values are read in one pass into a list and positions are sorted, not ids: at
    75,000 papers, reading each paper's record once is most of the time taken.
    """
    if key is SortKey.RELEVANCE:
        return list(ids)
    if key in _DOC_FIELDS:
        name = _DOC_FIELDS[key]
        values = [doc.get(name) for doc in map(doc_of, ids)]
    else:
        values = list(map(_value_function(key, doc_of, notes), ids))
    known = [n for n, value in enumerate(values) if value is not None]
    value_at: Callable[[int], Any] = values.__getitem__
    known.sort(key=value_at, reverse=descending)
    ordered = [ids[n] for n in known]
    if len(known) < len(values):
        ordered += [pid for pid, value in zip(ids, values) if value is None]
    return ordered


_DOC_FIELDS = {SortKey.YEAR: "year", SortKey.ADDED: "added"}  # sorted by the stored value


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
    if key is SortKey.KEY:
        return lambda pid: str(doc_of(pid).get("key") or "").casefold() or None
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
    if key is SortKey.PROGRESS:
        return lambda pid: progress_percent(
            notes.raw_field(pid, "reached", 0), notes.raw_field(pid, "pages", 0)
        )
    if key is SortKey.QUEUE:
        return lambda pid: notes.raw_field(pid, "queued", None)
    return lambda pid: notes.raw_field(pid, "modified", None)
