"""Catching full-text search up: reading the PDFs whose text is missing and indexing their
pages, the two side by side.

The window's PDF pass child (lectern.core.library.fulltext_child, started by
gui/service/pdf_text.py), `lectern import` and `make bench` all run this one pass. The
reading runs in the caller's thread, which mostly waits for the worker process (PDFium,
on another core); the indexing runs on a thread of its own. A
batch is what was read in the BATCH_SECONDS after its first paper came, with what waited
while the previous commit ran: a Whoosh commit costs a write per distinct word, so a few
papers at a time cost several times what a hundred do (224 PDFs of ../shared/data/pdfs
took 37.8 s to index eight at a time, 8.6 s in one batch). So the first results show
within seconds, and the batches grow when the indexing falls behind the reading.

Neither step is the writer thread's: the pages' index is not the store, so a status key
pressed while a thousand PDFs are indexed is saved at once.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from lectern.core.pdf.reader import PdfReader

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.library.fulltext import PaperText

log = logging.getLogger(__name__)

BATCH_SECONDS = 2.0  # between the starts of two commits, at least
MAX_BATCH = 100  # papers in one commit, at most (closing waits for one commit)

Progress = Callable[[int, int], None]  # (files read, of how many)
Indexed = Callable[[frozenset[str]], None]  # these papers' pages are now searchable


def catch_up(
    library: Library,
    waiting: Sequence[str] | None = None,
    *,
    stop: threading.Event | None = None,
    progress: Progress | None = None,
    indexed: Indexed | None = None,
) -> int:
    """Read and index the PDFs of `waiting` (default: `library.fulltext.waiting()`), in the
    calling thread and one indexing thread; returns how many papers were read. When `stop`
    is set, it ends between two files, leaving the batch not yet committed (its texts are
    kept: the next pass indexes them without reading a PDF). An indexing error is raised
    once the reading has ended."""
    stop = stop or threading.Event()
    if waiting is None:
        waiting = library.fulltext.waiting()
    if not waiting:
        return 0
    indexer = _Indexer(library, stop, indexed)
    indexer.start()
    done = 0
    try:
        with PdfReader() as reader:
            for paper_id in waiting:
                if stop.is_set() or indexer.failed is not None:
                    break
                indexer.put(library.fulltext.read(paper_id, reader))
                done += 1
                if progress is not None:
                    progress(done, len(waiting))
    finally:
        indexer.finish()
    if indexer.failed is not None:
        raise indexer.failed
    return done


class _Indexer(threading.Thread):
    """Commits what was read into the pages' index, batch by batch; see the module."""

    _END = None

    def __init__(self, library: Library, stop: threading.Event, indexed: Indexed | None) -> None:
        super().__init__(name="lectern-pdf-index", daemon=True)
        self._library = library
        self._stopping = stop
        self._indexed = indexed
        self._read: queue.Queue[PaperText | None] = queue.Queue()
        self.failed: BaseException | None = None

    def put(self, text: PaperText) -> None:
        self._read.put(text)

    def finish(self) -> None:
        """No more to read: commit what is left (unless stopped) and end."""
        self._read.put(self._END)
        self.join()

    def run(self) -> None:
        ended = False
        while not ended:
            first = self._read.get()
            if first is self._END:
                return
            began = time.monotonic()
            batch = [first]
            ended = self._gather(batch, began + BATCH_SECONDS)
            if self._stopping.is_set():
                return
            try:
                self._library.fulltext.index(batch)
            except Exception as exc:  # a full disk, a damaged index: reported by catch_up
                log.exception("indexing the PDFs' pages failed")
                self.failed = exc
                return
            if self._indexed is not None and not self._stopping.is_set():  # not once closing
                self._indexed(frozenset(text.paper_id for text in batch))

    def _gather(self, batch: list[PaperText], until: float) -> bool:
        """Add to `batch` what is read until `until` (or MAX_BATCH); True at the end."""
        while len(batch) < MAX_BATCH:
            wait = until - time.monotonic()
            try:
                text = self._read.get(timeout=wait) if wait > 0 else self._read.get_nowait()
            except queue.Empty:
                if wait <= 0:
                    return False
                continue
            if text is self._END:
                return True
            batch.append(text)
        return False
