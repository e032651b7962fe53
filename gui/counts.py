"""Per-paper facts behind the sidebar and status bar counts, updated paper by paper.

A status key changes one paper, yet counting the starred papers again is a search over the
index, counting tags reads every annotation, and `Library.stats()` (for "read this week")
also checks the index's health: up to hundreds of milliseconds of reader-thread work after
every key, holding the interpreter while the UI thread waits for it. A change names the
papers it touched, so only those are looked at again.
"""

from __future__ import annotations

import logging
import time
from collections import Counter, deque
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from lectern.core.models import Status, utcnow
from lectern.core.results import Change

if TYPE_CHECKING:
    from lectern.core.library import Library

log = logging.getLogger(__name__)

STARRED_QUERY = "rating:>=4"  # the sidebar's "4 stars and up", asked as its list asks it
STARRED_RATING = 4
_CHUNK = 250  # papers looked at between two pauses of a full count (a fraction of a ms)
READ_WINDOW = timedelta(days=7)  # "read this week", as `Library.stats()` counts it


class AnnotationTally:
    """Which papers are starred, the tags of each, and when each was last marked read.

    The starred papers are those the index gave at its last asking, so the count always
    agrees with the starred list (also the index's answer) even while a write is between
    the library's memory and the index. It is asked again only when a changed paper's
    stars say it moved in or out, which a status key or a note never does.

    One tally serves the sidebar and the status bar, so the whole library is read once at
    start. Changes are noted on the writer thread as the library makes them
    (`LibraryService.watch`; a deque append, safe across threads), so none is missed, not
    even one made as the window closes, and taken in on the service's reader thread, whose
    jobs run one at a time: no lock. A count that is skipped for a newer one loses nothing,
    since the newer one takes in every change noted before it.
    """

    def __init__(self) -> None:
        self._starred: set[str] = set()
        self._ask_index = True
        self._last_read: dict[str, datetime] = {}
        self._tags_of: dict[str, tuple[str, ...]] = {}
        self._tag_counts: Counter[str] = Counter()
        self._complete = False
        self._noted: deque[Change] = deque()

    def note(self, change: Change) -> None:
        """UI thread: remember `change` for the next count."""
        self._noted.append(change)

    def catch_up(self, library: Library) -> None:
        """Reader thread: count everything once, then take in the changes noted since."""
        self.update(library)
        while self._noted:
            self.update(library, self._noted.popleft())
        if self._ask_index:
            self._starred = set(library.search(STARRED_QUERY).ids)
            self._ask_index = False

    def update(self, library: Library, change: Change | None = None) -> None:
        """Take in `change` (None: the library as it is now, if not counted yet).

        An annotation change looks again at the papers it names; any other change (an
        import, a rename, a repair) counts everything again.
        """
        if self._complete and change is not None and change.kind in ("annotations", "searches"):
            self._look_at(library, change.ids)  # a saved search names no paper
        elif not self._complete or change is not None:
            self._last_read.clear()
            self._tags_of.clear()
            self._tag_counts.clear()
            self._ask_index = True
            ids = library.ids()
            for start in range(0, len(ids), _CHUNK):
                self._look_at(library, ids[start : start + _CHUNK])
                time.sleep(0)  # let a waiting UI thread have the interpreter between chunks
            self._complete = True

    def _look_at(self, library: Library, ids: Iterable[str]) -> None:
        for pid in ids:
            annotation = library.annotation(pid)
            present = pid in library
            if (present and annotation.rating >= STARRED_RATING) != (pid in self._starred):
                self._ask_index = True
            read = [c.at for c in annotation.history if c.status is Status.READ]
            if present and read:
                self._last_read[pid] = max(read)
            else:
                self._last_read.pop(pid, None)
            self._set_tags(pid, annotation.tags if present else ())

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
        """Papers per tag, most used first, as `Library.tags()` gives them."""
        return dict(self._tag_counts.most_common())

    def read_this_week(self, now: datetime | None = None) -> int:
        since = (now or utcnow()) - READ_WINDOW
        return sum(1 for at in self._last_read.values() if at >= since)
