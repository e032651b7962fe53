"""The attached PDFs' text, read in the background for full-text search.

Reading a PDF takes a worker process and up to seconds, and indexing its pages is
pure-Python Whoosh, which would hold the UI thread's interpreter for tens of milliseconds at
a time: so the whole pass (finding the papers whose text is missing, reading them, keeping
their text, indexing their pages) runs in a child process of its own
(lectern.core.library.fulltext_child), never in the window's. A thread here starts it and
reads its reports: progress goes to the status bar as "Reading PDFs", and after each commit
the window's view of the pages' index moves to it (`PageIndex.refresh`, on this thread) and
`indexed` says which papers are now searchable.

It starts when the window asks (once the list has painted, at open) and again after a
change that may bring PDFs (an import, a file attached), and starts no child where every
attached PDF is read and indexed already (`FullText.nothing_waits`); a request while it
runs makes it look again when it ends. Closing asks the child to stop between two files, waits up to
STOP_WAIT for it, then kills it (with its PDF worker): no process is left behind.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance, Slot

from lectern.core.results import Change, ChangeKind
from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.library.fulltext_child import PassChild

log = logging.getLogger(__name__)

# The status bar's word for the pass (shown translated).
LABEL = QT_TRANSLATE_NOOP("PdfTextReading", "Reading PDFs")
STOP_WAIT = 2.0  # seconds closing waits for the child to stop (then it is killed)


class ServedLibrary(Protocol):
    """What the pass reads of the window's service (`lectern.gui.service.LibraryService`,
    which holds the pass: so the pass names what it uses of it, not the service)."""

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def task_progress(self) -> SignalInstance: ...

    @property
    def library(self) -> Library: ...

    @property
    def is_open(self) -> bool: ...

    @property
    def closed(self) -> bool: ...


class PdfTextReading(QObject):
    """Reads the attached PDFs' text on a thread of its own; see the module."""

    indexed = Signal(object)  # frozenset of paper ids whose pages are now searchable
    _indexed_now = Signal(object)  # from the indexing thread to the UI thread
    _progress = Signal(int, int)
    _ended = Signal()

    def __init__(self, service: ServedLibrary, parent: QObject) -> None:
        super().__init__(parent)
        self._service = service
        self._thread: threading.Thread | None = None
        self._child: PassChild | None = None
        self._stop = threading.Event()
        self._again = False
        self._started = False
        self._shown = False  # the status bar shows this pass's progress
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
        from lectern.core.library.fulltext_child import PassChild  # the library's, loaded

        self._again = False
        library = self._service.library
        self._child = PassChild(library.folder)
        self._thread = threading.Thread(
            target=self._run,
            args=(library, self._child),
            name="lectern-pdf-text",
            daemon=True,
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop between two files (closing); the rest is read at the next start. The child
        is killed if it has not stopped within STOP_WAIT."""
        self._stop.set()
        child, thread = self._child, self._thread
        if child is None or thread is None:
            return
        child.stop()
        if not child.wait(STOP_WAIT):
            log.warning("the PDF pass did not stop within %.0f s: ended", STOP_WAIT)
        child.kill()
        thread.join(STOP_WAIT)

    @property
    def child_pid(self) -> int | None:
        """The running pass child's process id (None when none runs): a test sees that
        closing leaves no process behind."""
        child = self._child
        return child.pid if child is not None else None

    def _on_changed(self, change: Change) -> None:
        papers = change.kind in (ChangeKind.PAPERS, ChangeKind.RESET)
        if self._started and papers and change.touches("files"):
            self.start()

    # --- the thread --------------------------------------------------------------------------
    def _run(self, library: Library, child: PassChild) -> None:
        def indexed(ids: frozenset[str]) -> None:
            library.fulltext.pages.refresh()  # the child's commit, seen from here on
            self._indexed_now.emit(ids)

        try:
            # No child when there is surely nothing to read or take off: starting one costs
            # a process and the library's load, and closing the window waited for it.
            if library.fulltext.nothing_waits():
                return
            code = child.run(progress=self._progress.emit, indexed=indexed)
            if code and not self._stop.is_set():
                log.error("the PDF pass ended with %s", code)
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
        # Shown once there are files to read: a look that finds none (a library without
        # PDFs, most starts) shows nothing, and never takes the status bar from the user's
        # own work.
        if total and not self._service.closed:
            self._shown = True
            self._service.task_progress.emit(translate("PdfTextReading", LABEL), done, total)

    @Slot()
    def _on_ended(self) -> None:
        self._thread = None
        self._child = None
        if self._shown and not self._service.closed:
            self._service.task_progress.emit(translate("PdfTextReading", LABEL), 1, 1)
        self._shown = False
        if self._again:
            self.start()
