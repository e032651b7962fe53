"""Imports in the background, for LibraryService: on the writer thread, with progress
and a cancel the import dialog watches through an ImportJob."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, SignalInstance

from lectern.core.errors import ImportCancelled, LecternError
from lectern.core.results import ImportReport
from lectern.gui.i18n import error_text, translate

if TYPE_CHECKING:
    from lectern.core.library import Library

log = logging.getLogger(__name__)

_PROGRESS_INTERVAL = 0.05  # seconds between progress updates sent to the UI thread


def plain_message(exc: BaseException) -> str:
    """Our own errors (and the library's ValueErrors) are written for people, in the user's
    language; others are not."""
    if isinstance(exc, (LecternError, ValueError)):
        return error_text(exc)
    if isinstance(exc, OSError):
        return translate("ErrorMessage", "The disk said no: {reason}.").format(
            reason=exc.strerror or exc
        )
    return translate(
        "ErrorMessage",
        "An unexpected error happened ({error}: {problem}). The log file has the details.",
    ).format(error=type(exc).__name__, problem=exc)


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


class ImportJobs(QObject):
    """LibraryService's imports: a part the service holds (`service.imports`), given the
    few things of the service it works through, and owning the jobs still running."""

    def __init__(
        self,
        service: QObject,
        *,
        library: Callable[[], Library | None],
        closed: Callable[[], bool],
        post: Callable[[Callable[[], None]], None],
        on_writer: Callable[[Callable[[], None]], None],
        task_progress: SignalInstance,
    ) -> None:
        """`library` and `closed` ask the service now; `post` runs a call on the UI thread,
        `on_writer` queues work for the writer thread; `task_progress` is the service's
        status bar signal (label, done, total)."""
        super().__init__(service)
        self._library = library
        self._closed = closed
        self._post = post
        self._on_writer = on_writer
        self._task_progress = task_progress
        self._jobs: set[ImportJob] = set()

    def start(
        self, paths: list[str], collection: str | None = None, *, link: bool = False
    ) -> ImportJob:
        """Import in the background; the papers go into `collection` when given, into none
        for "" (else one collection per file, named after it). With `link`, the PDFs among
        `paths` are linked where they are instead of copied into the library's files/."""
        job = ImportJob(list(paths), self)  # owned by the service, through this part
        self._jobs.add(job)
        last = [0.0]

        def progress(done: int, total: int) -> None:
            now = time.monotonic()
            if now - last[0] < _PROGRESS_INTERVAL and not (total and done >= total):
                return
            last[0] = now
            self._post(lambda: self._import_progress(job, done, total))

        def run(lib: Library) -> list[ImportReport]:
            return lib.imports.import_files(
                job.paths,
                progress=progress,
                cancel=job.is_cancelled,
                collection=collection,
                link=link,
            )

        def work() -> None:
            library = self._library()
            if library is None:
                message = translate("ImportJobs", "The library is not open; nothing was imported.")
                self._post(lambda: self._end_import(job, lambda: job.failed.emit(message)))
                return
            self._post(lambda: self._task_progress.emit(translate("ImportJobs", "Importing"), 0, 0))
            try:
                reports = run(library)
            except ImportCancelled:
                self._post(lambda: self._end_import(job, job.cancelled.emit))
            except Exception as exc:
                if not isinstance(exc, LecternError):
                    log.error("import of %s failed", job.paths, exc_info=exc)
                message = plain_message(exc)
                self._post(lambda: self._end_import(job, lambda: job.failed.emit(message)))
            else:
                self._post(lambda: self._end_import(job, lambda: job.finished.emit(reports)))

        if self._closed():
            job.failed.emit(
                translate("ImportJobs", "Lectern is closing; the import did not start.")
            )
        else:
            self._on_writer(work)
        return job

    def _import_progress(self, job: ImportJob, done: int, total: int) -> None:
        job.progress.emit(done, total)
        self._task_progress.emit(translate("ImportJobs", "Importing"), done, total)

    def _end_import(self, job: ImportJob, emit: Callable[[], None]) -> None:
        job.done = True
        self._jobs.discard(job)
        self._task_progress.emit(translate("ImportJobs", "Importing"), 1, 1)
        emit()

    def cancel_all(self) -> None:
        """Ask every running import to stop (Lectern is closing)."""
        for job in list(self._jobs):
            job.cancel()
