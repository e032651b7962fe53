"""The attached PDFs' text, read in the background for full-text search.

Reading a PDF takes a worker process and up to seconds, so it runs on a thread of its own,
never on the writer thread: a thousand PDFs must not hold the user's saves back for
minutes. The thread finds the papers whose text is missing (`library.fulltext.waiting`,
which hashes new files), reads them one by one (`library.fulltext.read`, which keeps each
file's text), and hands the pages to the writer thread in small batches
(`library.fulltext.index`), so what is read becomes searchable as it goes and a save never
waits behind more than one batch. Progress goes to the status bar as "Reading PDFs".

It starts when the window asks (once the list has painted, at open) and again after a
change that may bring PDFs (an import, a file attached); a request while it runs makes it
look again when it ends. Closing stops it between two files.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from lectern.core.pdf.reader import PdfReader
from lectern.core.results import Change, ChangeKind

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.library.fulltext import PaperText
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

LABEL = "Reading PDFs"
BATCH_PAPERS = 8  # papers handed to the writer at a time
BATCH_SECONDS = 1.5  # or what was read in this long, whichever comes first
STOP_WAIT = 2.0  # seconds closing waits for the thread (a file still being read is left)


class PdfTextReading(QObject):
    """Reads the attached PDFs' text on a thread of its own; see the module."""

    indexed = Signal(object)  # frozenset of paper ids whose pages are now searchable
    _batch_ready = Signal(object)  # list[PaperText], from the thread to the UI thread
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
        self._batch_ready.connect(self._hand_to_writer, queued)
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
        try:
            self._progress.emit(0, 0)  # looking for new files: busy, no count yet
            waiting = library.fulltext.waiting()
            if waiting:
                self._read(library, waiting)
        except Exception:
            log.exception("reading the attached PDFs' text failed")
        finally:
            self._ended.emit()

    def _read(self, library: Library, waiting: list[str]) -> None:
        total = len(waiting)
        self._progress.emit(0, total)
        batch: list[PaperText] = []
        since = time.monotonic()
        with PdfReader() as reader:
            for done, paper_id in enumerate(waiting, 1):
                if self._stop.is_set():
                    return
                batch.append(library.fulltext.read(paper_id, reader))
                if len(batch) >= BATCH_PAPERS or time.monotonic() - since >= BATCH_SECONDS:
                    self._batch_ready.emit(batch)
                    batch, since = [], time.monotonic()
                self._progress.emit(done, total)
        if batch and not self._stop.is_set():
            self._batch_ready.emit(batch)

    # --- back on the UI thread -----------------------------------------------------------------
    @Slot(object)
    def _hand_to_writer(self, batch: list[PaperText]) -> None:
        if self._stop.is_set() or self._service.closed:
            return
        ids = frozenset(text.paper_id for text in batch)
        self._service.submit(
            lambda library: library.fulltext.index(batch), lambda _none: self.indexed.emit(ids)
        )

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
