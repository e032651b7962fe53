"""The attached PDFs' text, read in the background for full-text search.

Reading a PDF takes a worker process and up to seconds, so it runs on a thread of its own,
never on the writer thread: a thousand PDFs must not hold the user's saves back for
minutes. The thread finds the papers whose text is missing (`library.fulltext.waiting`,
which hashes new files) and runs the pass that reads them and indexes their pages
(lectern.core.library.fulltext_pass), so what is read becomes searchable as it goes.
Progress goes to the status bar as "Reading PDFs".

It starts when the window asks (once the list has painted, at open) and again after a
change that may bring PDFs (an import, a file attached); a request while it runs makes it
look again when it ends. Closing stops it between two files.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from lectern.core.results import Change, ChangeKind

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

LABEL = "Reading PDFs"
STOP_WAIT = 2.0  # seconds closing waits for the thread (a file still being read is left)


class PdfTextReading(QObject):
    """Reads the attached PDFs' text on a thread of its own; see the module."""

    indexed = Signal(object)  # frozenset of paper ids whose pages are now searchable
    _indexed_now = Signal(object)  # from the indexing thread to the UI thread
    _progress = Signal(int, int)
    _ended = Signal()

    def __init__(self, service: LibraryService) -> None:
        super().__init__(service)
        self._service = service
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._again = False
        self._started = False
        queued = Qt.ConnectionType.QueuedConnection
        self._indexed_now.connect(self._on_indexed, queued)
        self._progress.connect(self._show_progress, queued)
        self._ended.connect(self._on_ended, queued)
        service.changed.connect(self._on_changed)

    def start(self) -> None:
        """Look for PDFs whose text is missing, and read them (UI thread)."""
        self._started = True
        if self._stop.is_set() or not self._service.is_open or self._service.library.readonly:
            return
        if self._thread is not None:
            self._again = True
            return
        self._again = False
        self._thread = threading.Thread(
            target=self._run, args=(self._service.library,), name="lectern-pdf-text", daemon=True
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop between two files (closing); the rest is read at the next start."""
        self._stop.set()
        thread = self._thread
        if thread is not None:
            thread.join(STOP_WAIT)

    def _on_changed(self, change: Change) -> None:
        papers = change.kind in (ChangeKind.PAPERS, ChangeKind.RESET)
        if self._started and papers and change.touches("files"):
            self.start()

    # --- the thread --------------------------------------------------------------------------
    def _run(self, library: Library) -> None:
        from lectern.core.library.fulltext_pass import catch_up  # the library's, loaded by now

        try:
            self._progress.emit(0, 0)  # looking for new files: busy, no count yet
            waiting = library.fulltext.waiting()
            if waiting and not self._stop.is_set():
                self._progress.emit(0, len(waiting))
                catch_up(
                    library,
                    waiting,
                    stop=self._stop,
                    progress=self._progress.emit,
                    indexed=self._indexed_now.emit,
                )
        except Exception:
            log.exception("reading the attached PDFs' text failed")
        finally:
            self._ended.emit()

    # --- back on the UI thread -----------------------------------------------------------------
    @Slot(object)
    def _on_indexed(self, ids: frozenset[str]) -> None:
        if not self._stop.is_set() and not self._service.closed:
            self.indexed.emit(ids)

    @Slot(int, int)
    def _show_progress(self, done: int, total: int) -> None:
        if not self._service.closed:
            self._service.task_progress.emit(LABEL, done, total)

    @Slot()
    def _on_ended(self) -> None:
        self._thread = None
        if not self._service.closed:
            self._service.task_progress.emit(LABEL, 1, 1)
        if self._again:
            self.start()
