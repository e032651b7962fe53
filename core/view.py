"""What the paper list shows: a scope (a sidebar item) plus the search text, and the answer.

These are plain values, kept in settings and passed between threads; the library's
searching part computes a view from them (`Searching.compute_view`, in
lectern.core.library.searching), for the window's reader thread, `library.searching.view`
and `lectern list` alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from lectern.core.models import Status
from lectern.core.results import SortKey


class ScopeKind(StrEnum):
    """What a sidebar item is. The values are the words settings and the kept first rows
    store (`str(scope)`), so they stay as they are; the code compares the members."""

    ALL = "all"
    QUEUE = "queue"
    RECENT = "recent"
    STARRED = "starred"
    RECOMMENDED = "recommended"
    DUPLICATES = "duplicates"
    TRASH = "trash"
    STATUS = "status"  # the ones below name one thing: "status:to-read"
    TAG = "tag"
    COLLECTION = "collection"
    SAVED = "saved"


# Kinds that name one thing; the others stand alone ("all", "trash", ...).
_NAMED = frozenset({ScopeKind.STATUS, ScopeKind.TAG, ScopeKind.COLLECTION, ScopeKind.SAVED})
_PLAIN = {
    ScopeKind.ALL: "All papers",
    ScopeKind.QUEUE: "Up next",
    ScopeKind.RECENT: "Recently read",
    ScopeKind.STARRED: "Starred",
    ScopeKind.RECOMMENDED: "Recommended",
    ScopeKind.DUPLICATES: "Possible duplicates",
    ScopeKind.TRASH: "Trash",
}
KINDS = tuple(ScopeKind)


def scope_kind(name: str) -> ScopeKind:
    """The kind named `name`; ValueError naming the kinds there are for one Lectern has not."""
    try:
        return ScopeKind(name)
    except ValueError:
        raise ValueError(f"unknown scope {name!r} (use one of: {', '.join(KINDS)})") from None


@dataclass(frozen=True, slots=True)
class Scope:
    """A sidebar item: "all", "status:to-read", "starred", "tag:vision",
    "collection:ICML 2026 Papers", "saved:diffusion", "queue" (Up next, the reading queue),
    "recent" (Recently read, the last papers read in Lectern),
    "recommended", "duplicates", "trash".

    Settings and the kept first rows store `str(scope)`, so that text stays as it is;
    `parse` reads every string an older Lectern stored.
    """

    kind: ScopeKind = ScopeKind.ALL
    value: str = ""

    def __post_init__(self) -> None:
        kind = scope_kind(self.kind)  # a member even when given its word
        object.__setattr__(self, "kind", kind)
        if kind in _PLAIN and self.value:
            raise ValueError(f"the scope {kind.value!r} takes no name, not {self.value!r}")
        if kind is ScopeKind.STATUS and self.value not in {s.value for s in Status}:
            names = ", ".join(s.value for s in Status)
            raise ValueError(f"unknown status {self.value!r} (use one of: {names})")

    @classmethod
    def parse(cls, text: str) -> Scope:
        """ "tag:vision" → Scope(TAG, "vision"); ValueError for a scope Lectern has not."""
        name, colon, value = text.partition(":")
        kind = scope_kind(name)
        if kind in _NAMED and not colon:
            raise ValueError(f"the scope {name!r} needs a name: {name}:NAME")
        return cls(kind, value)

    @classmethod
    def parse_or_all(cls, text: str) -> Scope:
        """A stored scope, or All papers for one this Lectern does not know."""
        try:
            return cls.parse(text)
        except ValueError:
            return cls()

    def __str__(self) -> str:
        return f"{self.kind.value}:{self.value}" if self.kind in _NAMED else self.kind.value

    @property
    def label(self) -> str:
        """What the status bar and empty list call it ("To read", "Starred", "vision")."""
        if self.kind is ScopeKind.STATUS:
            return Status(self.value).label
        return _PLAIN.get(self.kind, self.value)


ALL = Scope()
STARRED = Scope(ScopeKind.STARRED)
RECOMMENDED = Scope(ScopeKind.RECOMMENDED)
DUPLICATES = Scope(ScopeKind.DUPLICATES)
TRASH = Scope(ScopeKind.TRASH)
QUEUE = Scope(ScopeKind.QUEUE)
RECENT = Scope(ScopeKind.RECENT)


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
    # The search as run (a saved search's words included) and the papers it found only
    # in their PDF (the list marks them; the detail pane shows their passages).
    query: str = ""
    pdf_only: frozenset[str] = frozenset()
