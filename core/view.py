"""What the paper list shows: a scope (a sidebar item) plus the search text, and the answer.

These are plain values, kept in settings and passed between threads; the library's
searching part computes a view from them (`Searching.compute_view`, in
lectern.core.library.searching), for the window's reader thread, `library.searching.view`
and `lectern list` alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from lectern.core.models import Status
from lectern.core.results import SortKey

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
    # The search as run (a saved search's words included) and the papers it found only
    # in their PDF (the list marks them; the detail pane shows their passages).
    query: str = ""
    pdf_only: frozenset[str] = frozenset()
