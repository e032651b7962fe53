"""What the library's calls return: search hits, import reports, changes, health.

Plain frozen dataclasses (and a named tuple for hits), shared by the core, the CLI and the GUI.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # importing the importers costs a start-up that only names this type
    from core.importers.base import Skipped


class SortKey(StrEnum):
    RELEVANCE = "relevance"
    TITLE = "title"
    AUTHORS = "authors"
    YEAR = "year"
    COLLECTION = "collection"
    STATUS = "status"
    RATING = "rating"
    ADDED = "added"
    MODIFIED = "modified"


_NO_FRAGMENTS: Mapping[str, str] = MappingProxyType({})


class Hit(NamedTuple):
    """One search result. A named tuple: an empty query lists 75,000 of them at once."""

    id: str
    score: float
    # field name ("title", "abstract", "notes") → fragment; matched words wrapped
    # in <b class="match">…</b>, everything else HTML-escaped.
    fragments: Mapping[str, str] = _NO_FRAGMENTS


@dataclass(frozen=True, slots=True)
class SearchResult:
    query: str
    hits: list[Hit]
    total: int  # all matches, even past the limit
    message: str = ""  # non-empty when the query was read on a best-effort basis
    terms: tuple[str, ...] = ()  # words to highlight in the list and the abstract

    @property
    def ids(self) -> list[str]:
        return [hit.id for hit in self.hits]


@dataclass(frozen=True, slots=True)
class ImportReport:
    path: str
    format: str
    collection: str
    added: int = 0
    merged: int = 0  # already in the library; missing fields filled in
    unchanged: int = 0  # already in the library; nothing new
    skipped: tuple[Skipped, ...] = ()
    added_ids: tuple[str, ...] = ()

    def summary(self) -> str:
        return (
            f"{self.added} added, {self.merged} merged, {self.unchanged} unchanged, "
            f"{len(self.skipped)} skipped"
        )


@dataclass(frozen=True, slots=True)
class Change:
    """What a write changed; the GUI refreshes from these, never from each other."""

    kind: str  # "annotations", "papers", "searches" or "reset"
    ids: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class CheckReport:
    problems: list[str]
    index_state: str

    @property
    def ok(self) -> bool:
        return not self.problems
