"""The one thread that owns a PDF: every PDFium call of the reader runs here.

PDFium is not thread-safe, and rendering a fit-width page of a two-column paper takes
tens of milliseconds (more on a busy machine), so the UI thread never touches the document:
it asks through `RenderThread`'s methods and gets the answers by signal, each tagged with
the generation of the document it asked about, so an answer about a file closed since is
dropped. Renders run most wanted first, whatever order they were asked in: a page on
screen before the ones about to show (a page turned to quickly waits for one render, not
for the pages rendered ahead); one the view no longer wants (the page scrolled away, the
zoom changed) is dropped, and a search is given up when a newer one is asked for.
"""

from __future__ import annotations

import logging
import threading
from functools import partial
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtGui import QImage

from lectern.gui.i18n import translate
from lectern.gui.reader.document import (
    Unreadable,
    char_boxes,
    find_on_page,
    give_memory_back,
    open_pdf,
    page_sizes,
    pdfium_error,
    render,
    text_between,
)

if TYPE_CHECKING:
    import pypdfium2 as pdfium

log = logging.getLogger(__name__)

# Page images are freed as the reader moves on, but the C allocator keeps what they
# used: turning through a 300-page PDF held 160 MB more at the end than at the start.
RENDERS_BETWEEN_TRIMS = 16


class _Worker(QObject):
    """Lives on the render thread; its slots run there, one at a time."""

    opened = Signal(int, object)  # generation, page sizes in points
    failed = Signal(int, str)  # generation, what is wrong with the file
    rendered = Signal(int, int, float, QImage)  # generation, page, scale, image
    boxes_read = Signal(int, int, object)  # generation, page, character boxes
    found = Signal(int, int, object)  # generation, search number, matches
    text_read = Signal(int, int, str)  # generation, page, text
    _boxes_later = Signal(int, int)  # to itself: after the renders already asked for

    def __init__(self) -> None:
        super().__init__()
        self._document: pdfium.PdfDocument | None = None
        self._generation = 0
        self._renders = 0
        self._boxes_later.connect(self.read_boxes, Qt.ConnectionType.QueuedConnection)
        # Set from the UI thread (one assignment each, atomic): what is still wanted, and
        # of it what is on screen.
        self.wanted: tuple[float, frozenset[int], range] = (0.0, frozenset(), range(0))
        # The renders asked for, (generation, page, scale) → with boxes: the UI thread adds,
        # this thread takes the most wanted first (a page on screen before one about to be).
        self._asked: dict[tuple[int, int, float], bool] = {}
        self._asked_lock = threading.Lock()
        self.search_number = 0

    @Slot(int, str)
    def open(self, generation: int, path: str) -> None:
        self.close()
        self._generation = generation
        try:
            self._document = open_pdf(path)
            sizes = page_sizes(self._document)
        except Unreadable as problem:
            self.close()
            self.failed.emit(generation, str(problem))
            return
        except Exception:  # PDFium on a file it chokes on: said plainly, logged whole
            log.exception("opening %s in the reader failed", path)
            self.close()
            self.failed.emit(
                generation,
                translate("RenderThread", "This file is damaged, so Lectern cannot show it."),
            )
            return
        self.opened.emit(generation, sizes)

    @Slot()
    def close(self) -> None:
        if self._document is not None:
            self._document.close()
            self._document = None
            give_memory_back()

    def _current(self, generation: int) -> pdfium.PdfDocument | None:
        return self._document if generation == self._generation else None

    def ask(self, generation: int, page: int, scale: float, with_boxes: bool) -> None:
        """A render asked for (from the UI thread; the `render` signal that follows runs it)."""
        with self._asked_lock:
            self._asked[(generation, page, scale)] = with_boxes

    def _most_wanted(self) -> tuple[int, int, float, bool] | None:
        """The asked render to run now, forgetting those no longer wanted (scrolled away,
        zoomed, another file): a page on screen first, then the nearest to it."""
        scale, pages, shown = self.wanted
        with self._asked_lock:
            wanted = [
                key
                for key in self._asked
                if key[0] == self._generation and key[2] == scale and key[1] in pages
            ]
            if not wanted:
                self._asked.clear()
                return None
            first = shown.start if shown else 0
            best = min(wanted, key=lambda key: (key[1] not in shown, abs(key[1] - first), key[1]))
            with_boxes = self._asked.pop(best)
            for key in [key for key in self._asked if key not in wanted]:
                del self._asked[key]
        return (*best, with_boxes)

    @Slot()
    def render(self) -> None:
        """Render the most wanted page asked for (one call for each ask)."""
        chosen = self._most_wanted()
        if chosen is None or self._document is None:
            return
        generation, page, scale, with_boxes = chosen
        document = self._document
        try:
            self.rendered.emit(generation, page, scale, render(document, page, scale))
        except pdfium_error():
            log.warning("page %d could not be rendered", page + 1, exc_info=True)
            return
        if with_boxes:  # as long again as a render: after the pages the reader waits for
            self._boxes_later.emit(generation, page)
        self._renders += 1
        if self._renders % RENDERS_BETWEEN_TRIMS == 0:
            give_memory_back()

    @Slot(int, int)
    def read_boxes(self, generation: int, page: int) -> None:
        document = self._current(generation)
        if document is None:
            return
        try:
            self.boxes_read.emit(generation, page, char_boxes(document, page))
        except pdfium_error():
            log.warning("page %d's text could not be read", page + 1, exc_info=True)

    @Slot(int, int, str)
    def find(self, generation: int, number: int, words: str) -> None:
        document = self._current(generation)
        if document is None:
            return
        matches = []
        for page in range(len(document)):
            if number != self.search_number:
                return  # a newer search was asked for
            matches += find_on_page(document, page, words)
        self.found.emit(generation, number, matches)

    @Slot(int, int, int, int)
    def read_text(self, generation: int, page: int, first: int, last: int) -> None:
        document = self._current(generation)
        if document is not None:
            self.text_read.emit(generation, page, text_between(document, page, first, last))


class RenderThread(QObject):
    """The UI thread's handle on the render thread: asks by signal, answers by signal."""

    opened = Signal(int, object)
    failed = Signal(int, str)
    rendered = Signal(int, int, float, QImage)
    boxes_read = Signal(int, int, object)
    found = Signal(int, int, object)
    text_read = Signal(int, int, str)

    _open = Signal(int, str)
    _close = Signal()
    _render = Signal()
    _find = Signal(int, int, str)
    _read_text = Signal(int, int, int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("lectern-reader")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._open.connect(self._worker.open)
        self._close.connect(self._worker.close)
        self._render.connect(self._worker.render)
        self._find.connect(self._worker.find)
        self._read_text.connect(self._worker.read_text)
        for theirs, ours in (
            (self._worker.opened, self.opened),
            (self._worker.failed, self.failed),
            (self._worker.rendered, self.rendered),
            (self._worker.boxes_read, self.boxes_read),
            (self._worker.found, self.found),
            (self._worker.text_read, self.text_read),
        ):
            theirs.connect(ours)
        self._thread.finished.connect(self._worker.deleteLater)
        # A window deleted without being closed still ends the thread (Qt aborts when a
        # running QThread is destroyed); the thread itself starts with the first PDF.
        self.destroyed.connect(partial(_end, self._thread))
        self._generation = 0
        self._searches = 0
        self._stopped = False

    @property
    def generation(self) -> int:
        return self._generation

    def open(self, path: str) -> int:
        """Open `path` instead of the document before; the generation its answers carry."""
        if not self._thread.isRunning() and not self._stopped:
            self._thread.start()
        self._generation += 1
        self._worker.search_number = -1
        self._open.emit(self._generation, path)
        return self._generation

    def close_document(self) -> None:
        self._generation += 1
        self._worker.search_number = -1
        self._close.emit()

    def want(self, scale: float, pages: frozenset[int], shown: range) -> None:
        """The pages the view shows (`shown`) and the ones about to show, at this scale."""
        self._worker.wanted = (scale, pages, shown)

    def render(self, page: int, scale: float, *, with_boxes: bool) -> None:
        """Draw `page` at `scale` (the pages on screen before the others asked for);
        `with_boxes`: read its characters' boxes too."""
        self._worker.ask(self._generation, page, scale, with_boxes)
        self._render.emit()

    def find(self, words: str) -> int:
        """Search the whole document for `words`; the search's number comes with its answer."""
        self._searches += 1
        self._worker.search_number = self._searches
        self._find.emit(self._generation, self._searches, words)
        return self._searches

    def cancel_find(self) -> None:
        """Give up the search under way (Find closed)."""
        self._searches += 1
        self._worker.search_number = self._searches

    def read_text(self, page: int, first: int, last: int) -> None:
        self._read_text.emit(self._generation, page, first, last)

    def stop(self) -> None:
        """Close the document and end the thread (the window closing); waits for the page
        being rendered, never for a search, which stops at its next page."""
        if self._stopped:
            return
        self._stopped = True
        self._worker.search_number = -1
        self._worker.wanted = (0.0, frozenset(), range(0))
        self._close.emit()
        _end(self._thread)


def _end(thread: QThread) -> None:
    """Let the thread finish what it is doing (one page at most) and end. At the process's
    end Qt may have deleted the thread already (its owner's `destroyed` comes after)."""
    if not shiboken6.isValid(thread):
        return
    thread.quit()
    thread.wait()
