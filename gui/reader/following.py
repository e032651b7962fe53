"""What reading in the reader records: where each paper was left, and its status.

The place is reading, not an edit (`Library.reading.record_place`: last read too, passed
by Undo), and it is recorded when the page settles, at most once a minute while the reader
stays open, and always when it closes, so turning pages writes nothing per step and
History gets one "Opened" entry per sitting rather than one per page. Each record carries
the furthest page shown in the sitting, so a page passed on the way (the last one, leafed
back from before it settled) still counts as read to.

Status follows reading (Preferences, on by default): opening a new or to-read paper's PDF
marks it reading, and reaching its last page marks it read, each through `Changes` as the
status keys do: a notice with Undo, and a History entry Ctrl+Z takes back.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from lectern.core.models import Annotation, Status
from lectern.gui.settings import Keys, Settings

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.reader.reader import Reader

SETTLE_MS = 1500  # the page stays this long before it counts as where the reader is
RECORD_GAP_S = 60.0  # while reading, the place is recorded at most this often
MARKED_READING_FROM = (Status.NEW, Status.TO_READ)


class ReadingFollower(QObject):
    """Records the reader's place per paper and moves the status along with reading."""

    def __init__(self, reader: Reader, context: WindowContext) -> None:
        super().__init__(reader)
        self._service = context.service
        self._changes = context.changes
        self._settings: Settings = context.settings
        pending = context.pending
        # A paper's annotation as the window shows it (changes not yet written included).
        self._annotation: Callable[[str], Annotation] = lambda pid: pending.annotations([pid])[pid]
        self._place: tuple[str, int, int] | None = None
        self._recorded_at = float("-inf")
        self._marked_read: set[str] = set()  # by reaching the end, in this sitting
        self._furthest: dict[str, int] = {}  # the furthest page shown, per paper, this sitting
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._settled)
        reader.opened.connect(self._opened)
        reader.page_changed.connect(self._page_changed)
        reader.closed.connect(self._closed)

    def _follows(self) -> bool:
        return self._settings.get(Keys.STATUS_FOLLOWS_READING)

    def _opened(self, paper_id: str, _pages: int) -> None:
        self._marked_read.discard(paper_id)
        self._furthest.pop(paper_id, None)
        self._recorded_at = float("-inf")  # a new sitting: its first settled page counts
        if self._follows() and self._annotation(paper_id).status in MARKED_READING_FROM:
            self._changes.set_status([paper_id], Status.READING)

    def _page_changed(self, paper_id: str, page: int, pages: int) -> None:
        self._place = (paper_id, page, pages)
        self._furthest[paper_id] = max(page, self._furthest.get(paper_id, 0))
        if (
            page == pages
            and self._follows()
            and paper_id not in self._marked_read
            and self._annotation(paper_id).status is not Status.READ
        ):
            self._marked_read.add(paper_id)  # an Undo of it is not marked again this sitting
            self._changes.set_status([paper_id], Status.READ)
        self._timer.start(SETTLE_MS)

    def _settled(self) -> None:
        waited = time.monotonic() - self._recorded_at
        if waited < RECORD_GAP_S:
            self._timer.start(round((RECORD_GAP_S - waited) * 1000))
        elif self._place is not None:
            self._record(*self._place)

    def _closed(self, paper_id: str, page: int, pages: int) -> None:
        self._timer.stop()
        self._place = None
        if page:
            self._record(paper_id, page, pages)
        self._furthest.pop(paper_id, None)

    def _record(self, paper_id: str, page: int, pages: int) -> None:
        self._recorded_at = time.monotonic()
        reached = max(page, self._furthest.get(paper_id, 0))
        note = self._annotation(paper_id)
        if (note.page, note.pages) == (page, pages) and note.reached >= reached:
            return  # the place the library has

        def record(library: Library) -> None:
            if not library.readonly and paper_id in library:
                library.reading.record_place(paper_id, page, pages, reached=reached)

        self._service.submit(record)
