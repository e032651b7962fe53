"""What a search returns: its hits, in the order a view asks for them.

Apart from the other results (lectern.core.results, which names these too) so that
`lectern search` creates only these classes: each frozen dataclass of an import report or a
change costs a command's start-up its creation.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple


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
    QUEUE = "queue"  # place in the reading queue; papers not queued go last
    LAST_READ = "last_read"  # when last read in Lectern; papers never read go last
    KEY = "key"  # the citation key, compared as keys are (case aside)
    PROGRESS = "progress"  # percent of the PDF read in the reader; papers never opened go last


_NO_FRAGMENTS: Mapping[str, str] = MappingProxyType({})


class Hit(NamedTuple):
    """One search result. A named tuple: an empty query lists 75,000 of them at once."""

    id: str
    score: float
    # field name ("title", "abstract", "notes") → fragment; matched words wrapped
    # in <b class="match">…</b>, everything else HTML-escaped.
    fragments: Mapping[str, str] = _NO_FRAGMENTS
    pdf_only: bool = False  # found only in the paper's PDF, none of its other fields


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
