"""The figures the sidebar and status bar show, and the tally that keeps them paper by paper.

A status key changes one paper, yet counting the starred papers again is a search over the
index, counting tags reads every annotation, and `Library.stats()` (for "read this week")
also checks the index's health: up to hundreds of milliseconds of reader-thread work after
every key, holding the interpreter while the window waits for it. A change names the
papers it touched, so only those are looked at again.

A script gets the same figures with `count_everything(library)` and `count_library(library)`.
"""

from __future__ import annotations

import logging
import time
from collections import Counter, deque
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from lectern.core.models import Status, is_starred_rating, utcnow
from lectern.core.results import Change, ChangeKind

if TYPE_CHECKING:
    from lectern.core.library import Library

log = logging.getLogger(__name__)

_CHUNK = 250  # papers looked at between two pauses of a full count (a fraction of a ms)
READ_WINDOW = timedelta(days=7)  # "read this week", as `Library.stats()` counts it
# The annotation fields the tally counts from (when each was marked read is in `history`)
COUNTED = ("status", "history", "rating", "tags", "queued", "last_read")


class AnnotationTally:
    """Which papers are starred, the tags and status of each, which are queued, and when
    each was last marked read.

    The starred papers are those the index gave at its last asking, so the count always
    agrees with the starred list (also the index's answer) even while a write is between
    the library's memory and the index. It is asked again only when a changed paper's
    stars say it moved in or out, which a status key or a note never does.

    One tally serves the sidebar and the status bar, so the whole library is read once at
    start. Changes are noted as the library makes them, on the thread that writes (the
    window's writer thread through `LibraryService.watch`; a deque append, safe across
    threads), so none is missed, not even one made as the window closes, and taken in by
    one reader at a time (the window's reader thread, whose jobs run one by one): no lock.
    A count that is skipped for a newer one loses nothing, since the newer one takes in
    every change noted before it.
    """

    def __init__(self) -> None:
        self._starred: set[str] = set()
        self._ask_index = True
        self._last_read: dict[str, datetime] = {}
        self._tags_of: dict[str, tuple[str, ...]] = {}
        self._tag_counts: Counter[str] = Counter()
        self._status_of: dict[str, Status] = {}  # papers in the library with another than New
        self._status_counts: Counter[Status] = Counter()
        self._queued: set[str] = set()
        self._complete = False
        self._noted: deque[Change] = deque()

    def note(self, change: Change) -> None:
        """On the thread that wrote: remember `change` for the next count."""
        self._noted.append(change)

    def catch_up(self, library: Library) -> None:
        """Count everything once, then take in the changes noted since."""
        self.update(library)
        while self._noted:
            self.update(library, self._noted.popleft())
        if self._ask_index:
            self._starred = library.searching.starred_ids()
            self._ask_index = False

    def update(self, library: Library, change: Change | None = None) -> None:
        """Take in `change` (None: the library as it is now, if not counted yet).

        An annotation change looks again at the papers it names; any other change (an
        import, a rename, a repair) counts everything again.
        """
        if (
            self._complete
            and change is not None
            and change.kind in (ChangeKind.ANNOTATIONS, ChangeKind.SEARCHES)
        ):
            if change.touches(*COUNTED):  # a note typed changes no count
                self._look_at(library, change.ids)  # a saved search names no paper
        elif not self._complete or change is not None:
            self._last_read.clear()
            self._tags_of.clear()
            self._tag_counts.clear()
            self._status_of.clear()
            self._status_counts.clear()
            self._queued.clear()
            self._ask_index = True
            # A paper never annotated is blank: not starred, never read, no tags, which is
            # what the tally holds for it once cleared, so only annotated papers are read.
            annotated = library.notes.annotated()
            ids = [pid for pid in library.ids() if pid in annotated]
            for start in range(0, len(ids), _CHUNK):
                self._look_at(library, ids[start : start + _CHUNK])
                time.sleep(0)  # let a waiting window have the interpreter between chunks
            self._complete = True

    def _look_at(self, library: Library, ids: Iterable[str]) -> None:
        for pid, rating, tags, marked_read, status, queued in library.notes.counted(ids):
            present = pid in library
            self._set_status(pid, status if present else Status.NEW)
            if present and queued:
                self._queued.add(pid)
            else:
                self._queued.discard(pid)
            if (present and is_starred_rating(rating)) != (pid in self._starred):
                self._ask_index = True
            if present and marked_read is not None:
                self._last_read[pid] = marked_read
            else:
                self._last_read.pop(pid, None)
            self._set_tags(pid, tags if present else ())

    def _set_status(self, pid: str, status: Status) -> None:
        counts = self._status_counts
        old = self._status_of.pop(pid, None)
        if old is not None:
            counts[old] -= 1
        if status is not Status.NEW:
            self._status_of[pid] = status
            counts[status] += 1

    def status_counts(self, total: int) -> dict[Status, int]:
        """Papers per status, as `library.notes.status_counts()` gives them (`total`: the
        library's papers, the New ones being those with no other status)."""
        counts = {status: self._status_counts[status] for status in Status}
        counts[Status.NEW] = total - sum(counts.values())
        return counts

    @property
    def queued(self) -> int:
        return len(self._queued)

    def _set_tags(self, pid: str, tags: tuple[str, ...]) -> None:
        counts = self._tag_counts
        for tag in self._tags_of.pop(pid, ()):
            counts[tag] -= 1
            if counts[tag] <= 0:
                del counts[tag]
        if tags:
            self._tags_of[pid] = tags
            counts.update(tags)

    @property
    def starred(self) -> int:
        return len(self._starred)

    def tags(self) -> dict[str, int]:
        """Papers per tag, most used first, as `library.notes.tag_counts()` gives them."""
        return dict(self._tag_counts.most_common())

    def read_this_week(self, now: datetime | None = None) -> int:
        since = (now or utcnow()) - READ_WINDOW
        return sum(1 for at in self._last_read.values() if at >= since)


@dataclass(frozen=True, slots=True)
class SidebarCounts:
    total: int
    status: dict[Status, int]
    starred: int
    tags: dict[str, int]
    collections: dict[str, int]
    saved: dict[str, str]
    duplicates: int | None = 0  # papers that might be another paper (None: not counted yet)
    trash: int = 0
    queue: int = 0  # papers in the reading queue (Up next)
    collection_parents: dict[str, str] = field(default_factory=dict)  # nested → its parent


def counts_to_json(counts: SidebarCounts) -> dict[str, Any]:
    """The counts as plain JSON, kept with the first rows for the next start."""
    return {
        "total": counts.total,
        "status": {s.value: n for s, n in counts.status.items()},
        "starred": counts.starred,
        "tags": counts.tags,
        "collections": counts.collections,
        "saved": counts.saved,
        "duplicates": counts.duplicates or 0,
        "trash": counts.trash,
        "queue": counts.queue,
        "collection_parents": counts.collection_parents,
    }


def counts_from_json(data: Mapping[str, Any]) -> SidebarCounts:
    """Counts kept by counts_to_json; KeyError, TypeError, ValueError or AttributeError
    if they are not."""
    return SidebarCounts(
        total=int(data["total"]),
        status={Status(k): int(n) for k, n in data["status"].items()},
        starred=int(data["starred"]),
        tags={str(k): int(n) for k, n in data["tags"].items()},
        collections={str(k): int(n) for k, n in data["collections"].items()},
        saved={str(k): str(q) for k, q in data["saved"].items()},
        duplicates=int(data.get("duplicates", 0)),
        trash=int(data.get("trash", 0)),
        queue=int(data.get("queue", 0)),
        collection_parents={
            str(k): str(v) for k, v in (data.get("collection_parents") or {}).items()
        },
    )


def count_everything(library: Library, tally: AnnotationTally | None = None) -> SidebarCounts:
    """Every number the sidebar shows; the possible duplicates only once they are known
    (`count_duplicates` works them out). Without a tally, one is made for this count."""
    if tally is None:
        tally = AnnotationTally()
    tally.catch_up(library)
    return SidebarCounts(
        total=len(library),
        status=tally.status_counts(len(library)),
        starred=tally.starred,
        tags=tally.tags(),
        collections=library.collections.counts(),
        saved=library.searching.saved_searches(),
        duplicates=library.papers.known_duplicate_count(),
        trash=len(library.papers.trash_ids()),
        queue=tally.queued,
        collection_parents=library.collections.parents(),
    )


def count_duplicates(library: Library) -> int:
    """The papers in a possible-duplicate group: finding the groups may take most of a second."""
    return sum(len(group.ids) for group in library.papers.possible_duplicates())


@dataclass(frozen=True, slots=True)
class LibraryCounts:
    papers: int
    to_read: int
    read_this_week: int  # papers marked read in the last seven days


def library_counts_to_json(counts: LibraryCounts) -> dict[str, int]:
    return asdict(counts)


def library_counts_from_json(data: Mapping[str, Any]) -> LibraryCounts:
    """Counts kept by library_counts_to_json; KeyError, TypeError, ValueError or
    AttributeError if they are not."""
    return LibraryCounts(**{k: int(n) for k, n in data.items()})


def count_library(library: Library, tally: AnnotationTally | None = None) -> LibraryCounts:
    """The figures the status bar shows. Without a tally, one is made for this count."""
    if tally is None:
        tally = AnnotationTally()
    tally.catch_up(library)
    return LibraryCounts(
        papers=len(library),
        to_read=tally.status_counts(len(library))[Status.TO_READ],
        read_this_week=tally.read_this_week(),
    )
