"""What the paper list shows: a sidebar scope plus the search text, computed off the UI thread.

A scope is a short string naming a sidebar item ("all", "status:to-read", "starred",
"tag:vision", "collection:ICML 2026 Papers", "saved:diffusion", "recommended",
"duplicates", "trash"). It is stored in settings as it is, so it must stay stable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from lectern.core.models import Status
from lectern.core.results import SearchResult, SortKey

if TYPE_CHECKING:
    from lectern.core.library import Library

RECOMMENDED_LIMIT = 50
SMALL_SCOPE = 5000  # a scope this small is narrowed through the index first


@dataclass(frozen=True, slots=True)
class ViewRequest:
    scope: str = "all"
    text: str = ""
    sort: SortKey | None = None  # None: relevance for a search, newest first otherwise
    descending: bool = False


@dataclass(frozen=True, slots=True)
class ViewResult:
    request: ViewRequest
    ids: list[str]  # in the requested order
    natural: list[str] | None  # relevance or newest-first order (None: not computed)
    terms: tuple[str, ...] = ()
    message: str = ""
    missing_scope: bool = False  # the saved search or tag no longer exists
    searched: bool = False


def scope_label(scope: str) -> str:
    kind, _, value = scope.partition(":")
    if kind == "status":
        try:
            return Status(value).label
        except ValueError:
            return value
    return {
        "all": "All papers",
        "starred": "Starred",
        "recommended": "Recommended",
        "duplicates": "Possible duplicates",
        "trash": "Trash",
    }.get(kind, value)


def _combine(first: str, second: str) -> str:
    if first.strip() and second.strip():
        return f"({first}) AND ({second})"
    return first.strip() or second.strip()


def _phrase(value: str) -> str:
    return '"' + value.replace('"', " ") + '"'


def _in_collection(library: Library, name: str, ids: list[str]) -> list[str]:
    """Exact collection membership, cheaply: the index narrows, the paper record decides.

    Reading every paper record costs ~15 µs each, so a collection holding the whole library
    is answered from the counts, and a small one through the index first.
    """
    size = library.collections().get(name, 0)
    if size == len(library):
        return ids
    if size <= SMALL_SCOPE:
        candidates = set(library.search(f"collection:{_phrase(name)}").ids)
        ids = [pid for pid in ids if pid in candidates]
    return [pid for pid in ids if name in library.paper(pid).collections]


def _narrow(library: Library, kind: str, value: str, ids: list[str]) -> tuple[list[str], bool]:
    """Keep the ids in the scope; the flag says the scope itself no longer exists."""
    if kind == "status":
        try:
            status = Status(value)
        except ValueError:
            return [], True
        return [pid for pid in ids if library.annotation(pid).status is status], False
    if kind == "starred":
        starred = set(library.search("rating:>=4").ids)
        return [pid for pid in ids if pid in starred], False
    if kind == "tag":
        wanted = value.casefold()
        candidates = set(library.search(f"tag:{_phrase(value)}").ids)
        return [
            pid
            for pid in ids
            if pid in candidates
            and any(t.casefold() == wanted for t in library.annotation(pid).tags)
        ], False
    if kind == "collection":
        return _in_collection(library, value, ids), False
    return ids, False


def compute_view(library: Library, request: ViewRequest) -> ViewResult:
    """Runs on the reader thread: search (or take everything), narrow to the scope, sort.

    Without search words the natural order is newest first; with them, relevance.
    """
    kind, _, value = request.scope.partition(":")
    text = request.text.strip()
    missing = False
    if kind == "saved":
        saved = library.saved_searches().get(value)
        missing = saved is None
        text = _combine(saved or "", text)

    if kind == "trash":
        if not text:  # most recently deleted first
            ids = library.trash_ids()
            ordered = (
                ids
                if request.sort is None
                else library.sort_ids(ids, request.sort, descending=request.descending)
            )
            return ViewResult(request=request, ids=ordered, natural=ids)
        text = f"in:trash {text}"  # `in:` applies to the whole query
    result: SearchResult | None = library.search(text) if text else None
    ids = result.ids if result is not None else library.ids()
    if kind == "duplicates":
        grouped = [pid for group in library.possible_duplicates() for pid in group.ids]
        matching = set(ids)
        natural = [pid for pid in grouped if pid in matching]
        ordered = (
            natural
            if request.sort is None
            else library.sort_ids(natural, request.sort, descending=request.descending)
        )
        return ViewResult(
            request=request,
            ids=ordered,
            natural=natural,
            terms=result.terms if result else (),
            message=result.message if result else "",
            searched=bool(text),
        )
    if kind == "recommended":
        recommended = [hit.id for hit in library.recommended(RECOMMENDED_LIMIT)]
        if result is not None:
            matching = set(ids)
            recommended = [pid for pid in recommended if pid in matching]
        natural = recommended
    else:
        ids, gone = _narrow(library, kind, value, ids)
        missing = missing or gone
        if result is None:
            key = request.sort or SortKey.ADDED
            descending = request.descending if request.sort else True
            natural = library.sort_ids(ids, key, descending=descending)
            if request.sort is not None:
                return ViewResult(request=request, ids=natural, natural=None, missing_scope=missing)
        else:
            natural = ids
    ordered = natural
    if request.sort is not None:
        ordered = library.sort_ids(natural, request.sort, descending=request.descending)
    return ViewResult(
        request=request,
        ids=ordered,
        natural=natural,
        terms=result.terms if result else (),
        message=result.message if result else "",
        missing_scope=missing,
        searched=bool(text),
    )
