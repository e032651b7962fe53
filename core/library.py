"""The facade: everything the GUI, the CLI, tests and the benchmark do goes through here.

(API first; bodies land with the store.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from core.importers.base import Skipped
from core.models import Annotation, Entry, Paper, Status

Progress = Callable[[int, int], None]  # (done, total); total 0 when unknown
Cancel = Callable[[], bool]  # returns True once the user asked to stop


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


@dataclass(frozen=True, slots=True)
class Hit:
    id: str
    score: float
    # field name ("title", "abstract", "notes") → fragment; matched words wrapped
    # in <b class="match">…</b>, everything else HTML-escaped.
    fragments: dict[str, str] = field(default_factory=dict)


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


class Library:
    """One library folder: papers.json, annotations.json, index/, backups/, the lock."""

    @classmethod
    def open(cls, folder: str | Path, *, readonly: bool = False) -> Library: ...

    def close(self) -> None: ...
    def __enter__(self) -> Library: ...
    def __exit__(self, *exc: object) -> None: ...

    # --- reading (in memory; safe from any thread) -------------------------
    def __len__(self) -> int: ...
    def ids(self) -> list[str]: ...
    def paper(self, paper_id: str) -> Paper: ...
    def annotation(self, paper_id: str) -> Annotation: ...
    def entry(self, paper_id: str) -> Entry: ...
    def entries(self, ids: Iterable[str]) -> list[Entry]: ...
    def sort_ids(self, ids: Sequence[str], key: SortKey, *, descending: bool = False) -> list[str]: ...
    def status_counts(self) -> dict[Status, int]: ...
    def tags(self) -> dict[str, int]: ...
    def collections(self) -> dict[str, int]: ...

    # --- search ------------------------------------------------------------
    def search(self, query: str, *, limit: int | None = None, highlight: int = 0,
               sort: SortKey = SortKey.RELEVANCE, descending: bool = False) -> SearchResult: ...
    def related(self, paper_id: str, limit: int = 10) -> list[Hit]: ...
    def recommended(self, limit: int = 50) -> list[Hit]: ...

    # --- writes (durable and searchable when they return) -------------------
    def set_status(self, ids: Iterable[str], status: Status) -> None: ...
    def set_rating(self, ids: Iterable[str], rating: int) -> None: ...
    def add_tags(self, ids: Iterable[str], tags: Iterable[str]) -> None: ...
    def remove_tags(self, ids: Iterable[str], tags: Iterable[str]) -> None: ...
    def set_notes(self, paper_id: str, notes: str) -> None: ...
    def rename(self, paper_id: str, title: str) -> None: ...
    def restore_annotations(self, annotations: Iterable[Annotation]) -> None: ...
    def import_files(self, paths: Iterable[str | Path], *, progress: Progress | None = None,
                     cancel: Cancel | None = None) -> list[ImportReport]: ...
    def import_sample(self, *, progress: Progress | None = None) -> list[ImportReport]: ...
    def export(self, fmt: str, dest: str | Path, *, ids: Sequence[str] | None = None) -> int: ...

    # --- saved searches -----------------------------------------------------
    def saved_searches(self) -> dict[str, str]: ...
    def save_search(self, name: str, query: str) -> None: ...
    def delete_search(self, name: str) -> None: ...

    # --- health -------------------------------------------------------------
    def check(self) -> CheckReport: ...
    def repair(self, *, progress: Progress | None = None) -> None: ...
    def flush(self) -> None: ...
    def add_listener(self, listener: Callable[[Change], None]) -> Callable[[], None]: ...
