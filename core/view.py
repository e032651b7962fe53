"""What the paper list shows: a scope (a sidebar item) plus the search text.

The window computes it on its reader thread, `Library.view` and `lectern list` from a
script or a terminal; all three get the same ids in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from lectern.core.models import STARRED_QUERY, Status
from lectern.core.results import SearchResult, SortKey

if TYPE_CHECKING:
    from lectern.core.library import Library

RECOMMENDED_LIMIT = 50
SMALL_SCOPE = 5000  # a scope this small is narrowed through the index first

# Kinds that name one thing; the others stand alone ("all", "trash", ...).
_NAMED = ("status", "tag", "collection", "saved")
_PLAIN = {
    "all": "All papers",
    "queue": "Up next",
    "recent": "Recently read",
    "starred": "Starred",
    "recommended": "Recommended",
    "duplicates": "Possible duplicates",
    "trash": "Trash",
}
KINDS = (*_PLAIN, *_NAMED)


@dataclass(frozen=True, slots=True)
class Scope:
    """A sidebar item: "all", "status:to-read", "starred", "tag:vision",
    "collection:ICML 2026 Papers", "saved:diffusion", "queue" (Up next, the reading queue),
    "recent" (Recently read, the last papers read in Lectern),
    "recommended", "duplicates", "trash".

    Settings and the kept first rows store `str(scope)`, so that text stays as it is;
    `parse` reads every string an older Lectern stored.
    """

    kind: str = "all"
    value: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown scope {self.kind!r} (use one of: {', '.join(KINDS)})")
        if self.kind in _PLAIN and self.value:
            raise ValueError(f"the scope {self.kind!r} takes no name, not {self.value!r}")
        if self.kind == "status" and self.value not in {s.value for s in Status}:
            names = ", ".join(s.value for s in Status)
            raise ValueError(f"unknown status {self.value!r} (use one of: {names})")

    @classmethod
    def parse(cls, text: str) -> Scope:
        """ "tag:vision" → Scope("tag", "vision"); ValueError for a scope Lectern has not."""
        kind, colon, value = text.partition(":")
        if kind in _NAMED and not colon:
            raise ValueError(f"the scope {kind!r} needs a name: {kind}:NAME")
        return cls(kind, value)

    @classmethod
    def parse_or_all(cls, text: str) -> Scope:
        """A stored scope, or All papers for one this Lectern does not know."""
        try:
            return cls.parse(text)
        except ValueError:
            return cls()

    def __str__(self) -> str:
        return f"{self.kind}:{self.value}" if self.kind in _NAMED else self.kind

    @property
    def label(self) -> str:
        """What the status bar and empty list call it ("To read", "Starred", "vision")."""
        if self.kind == "status":
            return Status(self.value).label
        return _PLAIN.get(self.kind, self.value)


ALL = Scope()
STARRED = Scope("starred")
RECOMMENDED = Scope("recommended")
DUPLICATES = Scope("duplicates")
TRASH = Scope("trash")
QUEUE = Scope("queue")
RECENT = Scope("recent")


@dataclass(frozen=True, slots=True)
class ViewRequest:
    scope: Scope = ALL
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
    missing_scope: bool = False  # the saved search no longer exists
    searched: bool = False
    # A view that lists papers of its own (Up next, Recently read, Possible duplicates, the
    # Trash, Recommended): how many it lists before the search words narrow it. None for
    # the others, which are the library seen through a filter.
    listed: int | None = None


def starred_ids(library: Library) -> set[str]:
    """The starred papers as the index answers, so the list and its count always agree."""
    return set(library.search(STARRED_QUERY).ids)


def _combine(first: str, second: str) -> str:
    if first.strip() and second.strip():
        return f"({first}) AND ({second})"
    return first.strip() or second.strip()


def _phrase(value: str) -> str:
    return '"' + value.replace('"', " ") + '"'


def _in_collection(library: Library, name: str, ids: list[str]) -> list[str]:
    """Exact collection membership, cheaply: the index narrows, the paper record decides.

    A collection holding the whole library is answered from the counts, and a small one
    through the index first; the rest read each paper's collections (not its abstract).
    """
    size = library.collections().get(name, 0)
    if size == len(library):
        return ids
    if size <= SMALL_SCOPE:
        candidates = set(library.search(f"collection:{_phrase(name)}").ids)
        ids = [pid for pid in ids if pid in candidates]
    return [pid for pid in ids if name in library.collections_of(pid)]


def _narrow(library: Library, scope: Scope, ids: list[str]) -> list[str]:
    """Keep the ids in the scope."""
    kind, value = scope.kind, scope.value
    if kind == "status":
        status = Status(value)
        return [pid for pid in ids if library.annotation(pid).status is status]
    if kind == "starred":
        starred = starred_ids(library)
        return [pid for pid in ids if pid in starred]
    if kind == "tag":
        wanted = value.casefold()
        candidates = set(library.search(f"tag:{_phrase(value)}").ids)
        return [
            pid
            for pid in ids
            if pid in candidates
            and any(t.casefold() == wanted for t in library.annotation(pid).tags)
        ]
    if kind == "collection":
        return _in_collection(library, value, ids)
    return ids


def compute_view(library: Library, request: ViewRequest) -> ViewResult:
    """Search (or take everything), narrow to the scope, sort; the Trash only in its own.

    Without search words the natural order is newest first; with them, relevance.
    """
    kind, value = request.scope.kind, request.scope.value
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
            return ViewResult(request=request, ids=ordered, natural=ids, listed=len(ids))
        text = f"in:trash {text}"  # `in:` applies to the whole query
    if kind == "queue":  # in the queue's order, search words or not
        return _listed_view(library, request, text, library.queue_ids(), "in:queue ")
    if kind == "recent":  # the most recently read first, search words or not
        return _listed_view(library, request, text, library.recently_read(), "")
    if kind == "duplicates":  # group by group (the groups hold live papers only)
        groups = [group.ids for group in library.possible_duplicates()]
        return _listed_view(library, request, text, [p for g in groups for p in g], "", groups)
    result: SearchResult | None = library.search(text) if text else None
    ids = result.ids if result is not None else library.ids()
    listed = len(library.trash_ids()) if kind == "trash" else None
    if kind == "recommended":
        recommended = [hit.id for hit in library.recommended(RECOMMENDED_LIMIT)]
        listed = len(recommended)
        if result is not None:  # the best match first
            chosen = set(recommended)
            recommended = [pid for pid in ids if pid in chosen]
        natural = recommended
    else:
        ids = _narrow(library, request.scope, ids)
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
        listed=listed,
    )


def _by_best_member(ranked: list[str], groups: list[tuple[str, ...]]) -> list[str]:
    """The matching papers of each group, together, the groups in the order of their best
    match and each group's papers in theirs."""
    rank = {pid: n for n, pid in enumerate(ranked)}
    matched = [sorted((p for p in g if p in rank), key=rank.__getitem__) for g in groups]
    in_order = sorted(filter(None, matched), key=lambda group: rank[group[0]])
    return [pid for group in in_order for pid in group]


def _listed_view(
    library: Library,
    request: ViewRequest,
    text: str,
    natural: list[str],
    scope: str,
    groups: list[tuple[str, ...]] | None = None,
) -> ViewResult:
    """A view of papers in an order of their own (the queue, Recently read, the duplicate
    `groups`). Searched, it lists the matching papers best match first, as every view does;
    a group stays together, where its best match ranks."""
    listed = len(natural)
    result = library.search(f"{scope}{text}") if text else None
    if result is not None:
        in_view = set(natural)
        ranked = [pid for pid in result.ids if pid in in_view]
        natural = ranked if groups is None else _by_best_member(ranked, groups)
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
        listed=listed,
    )
