"""LibraryService: one writer thread owns Library writes; reads and searches on a reader thread.

Widgets never touch the disk. They ask the service, which runs the work off the UI thread
and hands the result back on the UI thread (Anki's "ops" pattern). Every write the library
makes is announced once through `changed`; the list, sidebar, status bar and detail pane
all refresh from that signal rather than from each other.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Qt, Signal, Slot

from core.errors import ImportCancelled, LecternError
from core.library import Change, ImportReport, Library, SearchResult

log = logging.getLogger(__name__)

T = TypeVar("T")

_PROGRESS_INTERVAL = 0.05  # seconds between progress updates sent to the UI thread


def plain_message(exc: BaseException) -> str:
    """Our own errors (and the library's ValueErrors) are written for people; others are not."""
    if isinstance(exc, (LecternError, ValueError)):
        return str(exc)
    if isinstance(exc, OSError):
        return f"The disk said no: {exc.strerror or exc}."
    return f"An unexpected error happened ({type(exc).__name__}: {exc}). The log file has the details."


class ImportJob(QObject):
    """One background import, watched by the import dialog; lives on the UI thread."""

    progress = Signal(int, int)
    finished = Signal(object)  # list[ImportReport]
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, paths: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self._cancel = threading.Event()
        self.done = False

    def cancel(self) -> None:
        self._cancel.set()

    def is_cancelled(self) -> bool:
        return self._cancel.is_set()


class LibraryService(QObject):
    changed = Signal(object)
    search_done = Signal(int, object)
    task_progress = Signal(str, int, int)
    failed = Signal(str, str)

    _call = Signal(object)  # a callable to run on the UI thread

    def __init__(self, library: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._library = library
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="lectern-writer")
        self._reader = ThreadPoolExecutor(1, thread_name_prefix="lectern-reader")
        self._closed = False
        self._search_seq = 0
        self._latest: dict[str, int] = {}
        self._jobs: set[ImportJob] = set()
        self._call.connect(self._run_call, Qt.ConnectionType.QueuedConnection)
        self._unlisten = library.add_listener(self._on_library_change)

    @property
    def library(self) -> Library:
        return self._library

    @property
    def closed(self) -> bool:
        return self._closed

    # --- plumbing ----------------------------------------------------------------
    def _post(self, fn: Callable[[], None]) -> None:
        """Run `fn` on the UI thread, later (always queued, even from the UI thread)."""
        self._call.emit(fn)

    @Slot(object)
    def _run_call(self, fn: Callable[[], None]) -> None:
        if not self._closed:
            fn()

    def _on_library_change(self, change: Change) -> None:
        self._post(lambda: self.changed.emit(change))

    def _report_failure(self, label: str, exc: BaseException) -> None:
        if not isinstance(exc, LecternError):
            log.error("%s failed", label or "background work", exc_info=exc)
        title = f"{label} failed" if label else "Lectern could not finish that"
        self.failed.emit(title, plain_message(exc))

    # --- the public API ---------------------------------------------------------
    def submit(self, fn: Callable[[Library], T], on_done: Callable[[T], None] | None = None,
               *, label: str = "") -> None:
        """Run a write on the single writer thread; `on_done(result)` later on the UI thread."""
        if self._closed:
            log.warning("write after shutdown ignored: %s", label or fn)
            return

        def job() -> None:
            if label:
                self._post(lambda: self.task_progress.emit(label, 0, 0))
            try:
                result = fn(self._library)
            except Exception as exc:  # noqa: BLE001 - every failure reaches the user
                self._post(lambda exc=exc: self._report_failure(label, exc))
            else:
                if on_done is not None:
                    self._post(lambda: on_done(result))
            finally:
                if label:
                    self._post(lambda: self.task_progress.emit(label, 1, 1))

        self._writer.submit(job)

    def read(self, fn: Callable[[Library], T], on_done: Callable[[T], None]) -> None:
        """Run a read (related, recommended, counts…) on the reader thread."""
        self._read(None, fn, on_done)

    def read_latest(self, channel: str, fn: Callable[[Library], T],
                    on_done: Callable[[T], None]) -> int:
        """Like read(), but only the newest request on `channel` runs and reports back."""
        return self._read(channel, fn, on_done)

    def _read(self, channel: str | None, fn: Callable[[Library], Any],
              on_done: Callable[[Any], None]) -> int:
        if self._closed:
            return 0
        seq = 0
        if channel is not None:
            seq = self._latest.get(channel, 0) + 1
            self._latest[channel] = seq

        def current() -> bool:
            return channel is None or self._latest.get(channel) == seq

        def job() -> None:
            if not current():
                return  # a newer request is queued behind this one
            try:
                result = fn(self._library)
            except Exception as exc:  # noqa: BLE001
                self._post(lambda exc=exc: self._report_failure("", exc))
                return
            self._post(lambda: on_done(result) if current() else None)

        self._reader.submit(job)
        return seq

    def search(self, query: str, **kwargs: Any) -> int:
        """Search on the reader thread; only the newest request's result is emitted."""
        self._search_seq += 1
        request_id = self._search_seq

        def job() -> None:
            if request_id != self._search_seq:
                return
            try:
                result = self._library.search(query, **kwargs)
            except LecternError as exc:
                result = SearchResult(query=query, hits=[], total=0, message=str(exc))
            except Exception as exc:  # noqa: BLE001
                log.error("search %r failed", query, exc_info=exc)
                result = SearchResult(query=query, hits=[], total=0, message=plain_message(exc))
            self._post(lambda: self._deliver_search(request_id, result))

        self._reader.submit(job)
        return request_id

    def _deliver_search(self, request_id: int, result: SearchResult) -> None:
        if request_id == self._search_seq:
            self.search_done.emit(request_id, result)

    def start_import(self, paths: list[str]) -> ImportJob:
        job = ImportJob(list(paths), self)
        self._jobs.add(job)
        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.monotonic()
            if now - last[0] < _PROGRESS_INTERVAL and not (total and done >= total):
                return
            last[0] = now
            self._post(lambda: self._import_progress(job, done, total))

        def run(lib: Library) -> list[ImportReport]:
            return lib.import_files(job.paths, progress=progress, cancel=job.is_cancelled)

        def work() -> None:
            self._post(lambda: self.task_progress.emit("Importing", 0, 0))
            try:
                reports = run(self._library)
            except ImportCancelled:
                self._post(lambda: self._end_import(job, job.cancelled.emit))
            except Exception as exc:  # noqa: BLE001
                if not isinstance(exc, LecternError):
                    log.error("import of %s failed", job.paths, exc_info=exc)
                message = plain_message(exc)
                self._post(lambda: self._end_import(job, lambda: job.failed.emit(message)))
            else:
                self._post(lambda: self._end_import(job, lambda: job.finished.emit(reports)))

        if self._closed:
            job.failed.emit("Lectern is closing; the import did not start.")
        else:
            self._writer.submit(work)
        return job

    def _import_progress(self, job: ImportJob, done: int, total: int) -> None:
        job.progress.emit(done, total)
        self.task_progress.emit("Importing", done, total)

    def _end_import(self, job: ImportJob, emit: Callable[[], None]) -> None:
        job.done = True
        self._jobs.discard(job)
        self.task_progress.emit("Importing", 1, 1)
        emit()

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until the work queued so far has run (the self-test and scripts use it)."""
        try:
            self._writer.submit(lambda: None).result(timeout)
            self._reader.submit(lambda: None).result(timeout)
        except TimeoutError:
            return False
        return True

    def shutdown(self) -> None:
        """Finish every queued write, flush the library and stop both threads."""
        if self._closed:
            return
        for job in list(self._jobs):
            job.cancel()
        self._closed = True
        self._reader.shutdown(wait=True, cancel_futures=True)
        self._writer.shutdown(wait=True)
        try:
            self._library.flush()
        except Exception:  # noqa: BLE001
            log.exception("flushing the library at shutdown failed")
        self._unlisten()
