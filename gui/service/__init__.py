"""LibraryService: one writer thread owns Library writes; reads and searches on a reader thread.

Widgets never touch the disk. They ask the service, which runs the work off the UI thread
and hands the result back on the UI thread (Anki's "ops" pattern). Every write the library
makes is announced once through `changed`; the list, sidebar, status bar and detail pane
all refresh from that signal rather than from each other.

The app creates the service before the library is open, so the window can be on screen
first: `begin_opening()` opens it on the writer thread, and every read and write asked
for meanwhile waits for it. Until then, `entry()` answers from the rows kept from the last
session (`lectern.core.storage.derived.first_rows`), which is all the window shows.

Writes keep up with the keyboard by group commit: the writer thread takes every write
waiting in its queue at once and runs them, in the order they were asked for, inside one
`library.notes.group()`, so a burst of keys costs one atomic, durable save and one index update
rather than one per key. Each write's `on_done` still runs only once the group is on disk.
Other work for the writer (opening, imports: `imports.py`) waits its turn in the same
queue, alone (`write_queue.py`).
"""

from __future__ import annotations

import gc
import logging
import threading
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Qt, Signal, Slot

from lectern.core.errors import ImportCancelled, LecternError
from lectern.core.models import Entry
from lectern.core.results import Change, SortKey
from lectern.gui.i18n import translate
from lectern.gui.service.imports import ImportJob, ImportJobs, plain_message
from lectern.gui.service.pdf_text import PdfTextReading
from lectern.gui.service.write_queue import WriteQueue

if TYPE_CHECKING:
    from lectern.core.library import Library

log = logging.getLogger(__name__)

T = TypeVar("T")


def settle_collector() -> None:
    """Move what the open built (the paper maps, the index's readers) out of the cyclic
    collector's walks: its full passes otherwise walk them again every few saves, 10 ms
    each at 75,000 papers, holding the interpreter the window needs. Only after the open
    and the index check, not after every save: frozen objects that later become garbage
    in a reference cycle are never collected, so this is done where they are few."""
    gc.freeze()


class LibraryService(QObject):
    changed = Signal(object)
    task_progress = Signal(str, int, int)
    failed = Signal(str, str)
    opened = Signal(object)  # the Library, once open
    open_failed = Signal(object)  # the exception that kept it closed
    open_progress = Signal(int, int)  # an index rebuild while opening: (done, total)

    _call = Signal(object)  # a callable to run on the UI thread

    def __init__(
        self,
        library: Library | None = None,
        parent: QObject | None = None,
        *,
        folder: Path | None = None,
    ) -> None:
        """Serve an open `library`, or (library None) the one at `folder`, once opened."""
        super().__init__(parent)
        if library is None and folder is None:
            raise ValueError("LibraryService needs a library or the folder of one")
        self._library: Library | None = None
        self.folder = library.folder if library is not None else Path(folder or "")
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="lectern-writer")
        self._reader = ThreadPoolExecutor(1, thread_name_prefix="lectern-reader")
        self._closed = False
        self._latest: dict[str, int] = {}
        self._first_rows: dict[str, Entry] = {}
        self._watchers: list[Callable[[Change], None]] = []
        self._unlisten: Callable[[], None] = lambda: None
        self._opening = False  # begin_opening() has queued the open
        # A library given open was checked by its opener; one opened here, once it shows.
        self._index_checked = library is not None
        self._settled = threading.Event()  # the library is open, or will never be
        # Work asked for before begin_opening(), submitted behind the open by it. Held here
        # rather than waiting in the threads, so nothing blocks a thread for ever.
        self._held: list[tuple[ThreadPoolExecutor, Callable[[], Any], bool]] = []
        self._writes = WriteQueue(
            self._writer,
            lambda: self._library,
            lambda exc: self._post(
                lambda: self._report_failure(
                    translate("LibraryService", "Saving your changes"), exc
                )
            ),
        )
        # User writes asked for (UI thread) and begun (writer thread): each counter has one
        # writer, so their difference, the writes still waiting, needs no lock.
        self._writes_asked = 0
        self._writes_begun = 0
        self._call.connect(self._run_call, Qt.ConnectionType.QueuedConnection)
        # the attached PDFs' text, on its own thread
        self.pdf_text = PdfTextReading(self, parent=self)
        self.imports = ImportJobs(  # imports, on the writer thread
            self,
            library=lambda: self._library,
            closed=lambda: self._closed,
            post=self._post,
            on_writer=partial(self._run, self._writer),
            task_progress=self.task_progress,
        )
        if library is not None:
            self._attach(library)

    @property
    def library(self) -> Library:
        """The open library (widgets ask only once `is_open`, or from a read or write)."""
        if self._library is None:
            raise RuntimeError("the library is not open yet")
        return self._library

    @property
    def is_open(self) -> bool:
        return self._library is not None

    @property
    def closed(self) -> bool:
        return self._closed

    def start_import(
        self, paths: list[str], collection: str | None = None, *, link: bool = False
    ) -> ImportJob:
        """Import in the background (:meth:`ImportJobs.start`): the job the dialog watches."""
        return self.imports.start(paths, collection, link=link)

    # --- opening ----------------------------------------------------------------------
    def _attach(self, library: Library) -> None:
        self._library = library
        library.merge_when_idle = True  # the write queue merges the index between bursts
        if not library.readonly:
            self._writes.merge_in_first_pause()  # what the last session's saves left
        self._unlisten = library.add_listener(self._on_library_change)
        self._settled.set()

    def begin_opening(self) -> None:
        """Open the library now, on the writer thread (the window is on screen by then)."""
        if not self._closed:
            self._start_opening()

    def _start_opening(self) -> None:
        if self._opening or self._library is not None:
            return
        self._opening = True
        self._dispatch(self._writer, self._open, False)
        held, self._held = self._held, []
        for executor, job, grouped in held:  # writes run after the open; reads wait for it
            self._dispatch(executor, job, grouped)

    def _run(
        self, executor: ThreadPoolExecutor, job: Callable[[], Any], grouped: bool = False
    ) -> None:
        if self._library is None and not self._opening:
            self._held.append((executor, job, grouped))
        else:
            self._dispatch(executor, job, grouped)

    def _dispatch(
        self, executor: ThreadPoolExecutor, job: Callable[[], Any], grouped: bool
    ) -> None:
        if executor is self._writer:
            self._writes.put(job, user_write=grouped)
        else:
            executor.submit(job)

    def _open(self) -> None:
        """The writer thread's first job: every write queued behind it runs on the open library."""
        self._post(
            lambda: self.task_progress.emit(
                translate("LibraryService", "Opening the library"), 0, 0
            )
        )
        try:
            from lectern.core.library import (
                Library,
            )  # its search index is loaded here, not at start-up

            # The index files are read through once the list shows (check_index), not before.
            library = Library.open(
                self.folder,
                program="Lectern",
                thorough=False,
                progress=self._rebuild_progress,
                cancel=self._rebuild_cancelled,
            )
        except BaseException as exc:  # noqa: BLE001 - the UI thread tells the user
            self._settled.set()
            if self._closed and isinstance(exc, ImportCancelled):
                log.info("closed while the search index was rebuilt; the next start rebuilds it")
            self._post(partial(self._end_opening, partial(self.open_failed.emit, exc)))
            return
        for notice in library.notices:
            log.warning("%s", notice)
        self._attach(library)
        settle_collector()
        self._post(lambda: self._end_opening(lambda: self.opened.emit(library), opened=True))

    def _rebuild_progress(self, done: int, total: int) -> None:
        self._post(lambda: self.open_progress.emit(done, total))

    def _rebuild_cancelled(self) -> bool:
        """Closing stops an index rebuild, unless the user's writes wait for the library."""
        return self._closed and not self._writes_waiting()

    def check_index(self) -> None:
        """Read a sample of every index file, once, after an open that judged them from their
        sizes and times only (the window asks when its list has painted); a damaged file
        gets the index rebuilt, with progress."""
        if self._index_checked or self._closed:
            return
        self._index_checked = True
        self._run(self._writer, self._check_index)

    def _check_index(self) -> None:
        library = self._library
        if library is None:
            return
        try:
            library.ensure_index(progress=self._rebuild_progress, cancel=self._rebuild_cancelled)
        except ImportCancelled:
            log.info("closed while the search index was rebuilt; the next start rebuilds it")
        except Exception as exc:  # the library stays open; the user is told
            log.exception("checking the search index of %s failed", self.folder)
            message = plain_message(exc)
            self._post(
                lambda: self.failed.emit(
                    translate("LibraryService", "The search index could not be rebuilt"), message
                )
            )
        settle_collector()

    def _end_opening(self, emit: Callable[[], None], *, opened: bool = False) -> None:
        if opened:
            self._first_rows.clear()
        self.task_progress.emit(translate("LibraryService", "Opening the library"), 1, 1)
        emit()

    def use_first_rows(self, entries: Iterable[Entry]) -> None:
        """Entries kept from the last session: what `entry()` answers until the library opens."""
        if self._library is None:
            self._first_rows = {entry.id: entry for entry in entries}

    def entry(self, paper_id: str) -> Entry:
        """A paper and its annotation, for the UI thread: from memory, and the paper's
        abstract from its place in papers.json (one small read, never a parse of the file).

        Before the library is open, only the kept first rows are known (KeyError otherwise).
        """
        if self._library is not None:
            return self._library.papers.entry(paper_id)
        try:
            return self._first_rows[paper_id]
        except KeyError:
            raise KeyError(f"paper {paper_id!r} is not loaded yet") from None

    def sort_ids(
        self, ids: Sequence[str], key: SortKey, *, descending: bool = False
    ) -> list[str] | None:
        """The library's order for `ids`; None until it is open (then ask for the view again)."""
        if self._library is None:
            return None
        return self._library.searching.sort_ids(ids, key, descending=descending)

    # --- plumbing ----------------------------------------------------------------
    def _post(self, fn: Callable[[], None]) -> None:
        """Run `fn` on the UI thread, later (always queued, even from the UI thread)."""
        self._call.emit(fn)

    @Slot(object)
    def _run_call(self, fn: Callable[[], None]) -> None:
        if not self._closed:
            fn()

    def watch(self, watcher: Callable[[Change], None]) -> None:
        """Call `watcher(change)` on the writer thread for each change the library makes,
        before `changed` reaches the UI thread: for bookkeeping that must miss none, even
        one made as the window closes (so it must be quick and thread-safe)."""
        self._watchers.append(watcher)

    def _on_library_change(self, change: Change) -> None:
        for watcher in self._watchers:
            watcher(change)
        self._post(lambda: self.changed.emit(change))

    def _writes_waiting(self) -> int:
        return self._writes_asked - self._writes_begun

    def _wait_open(self) -> Library | None:
        """On a worker thread: the library, once open; None if it never will be."""
        self._settled.wait()
        return self._library

    def _report_failure(self, label: str, exc: BaseException) -> None:
        """`label` is the task as the status bar shows it: in the user's language, or a
        task's English name (marked in the context "Task"), translated here."""
        if not isinstance(exc, LecternError):
            log.error("%s failed", label or "background work", exc_info=exc)
        title = (
            translate("LibraryService", "{task} failed").format(task=translate("Task", label))
            if label
            else translate("LibraryService", "Lectern could not finish that")
        )
        self.failed.emit(title, plain_message(exc))

    # --- the public API ---------------------------------------------------------
    def submit(
        self,
        fn: Callable[[Library], T],
        on_done: Callable[[T], None] | None = None,
        *,
        label: str = "",
    ) -> None:
        """Run a write on the single writer thread; `on_done(result)` later on the UI thread."""
        if self._closed:
            log.warning("write after shutdown ignored: %s", label or fn)
            return

        def job() -> Callable[[bool], None]:
            """Run the write (inside its group); return what to tell once the group is saved."""
            self._writes_begun += 1
            library = self._library  # the writer's first job opened it (or could not)
            if library is None:
                log.warning("write without an open library ignored: %s", label or fn)
                return lambda _saved: None
            if label:
                self._post(lambda: self.task_progress.emit(label, 0, 0))
            try:
                result = fn(library)
            except Exception as exc:  # noqa: BLE001 - every failure reaches the user
                self._post(partial(self._report_failure, label, exc))
                told = None
            else:
                told = partial(on_done, result) if on_done is not None else None

            def finish(saved: bool) -> None:
                if told is not None and saved:
                    self._post(told)
                if label:
                    self._post(lambda: self.task_progress.emit(label, 1, 1))

            return finish

        self._writes_asked += 1
        self._run(self._writer, job, grouped=True)

    def record_read(self, paper_id: str) -> None:
        """Note that the paper was read in Lectern now. Not an edit the user undoes; a
        read-only library, or a paper gone meanwhile, records nothing."""

        def mark(library: Library) -> None:
            if not library.readonly and paper_id in library:
                library.reading.mark_read_now(paper_id)

        self.submit(mark)

    def pull(self, fn: Callable[[Library], T], on_done: Callable[[T], None]) -> None:
        """Merge what other devices wrote (`fn` calls `library.sync.pull`) on the writer thread,
        alone rather than in a group of the user's writes; `on_done` on the UI thread."""
        if self._closed:
            return

        def job() -> None:
            library = self._library
            if library is None or self._closed:
                return
            try:
                result = fn(library)
            except Exception as exc:  # noqa: BLE001 - every failure reaches the user
                label = translate("LibraryService", "Merging changes from other devices")
                self._post(partial(self._report_failure, label, exc))
                return
            self._post(lambda: on_done(result))

        self._run(self._writer, job)

    def read(self, fn: Callable[[Library], T], on_done: Callable[[T], None]) -> None:
        """Run a read (related, recommended, counts…) on the reader thread."""
        self._read(None, fn, on_done)

    def read_latest(
        self, channel: str, fn: Callable[[Library], T], on_done: Callable[[T], None]
    ) -> int:
        """Like read(), but only the newest request on `channel` runs and reports back."""
        return self._read(channel, fn, on_done)

    def _read(
        self, channel: str | None, fn: Callable[[Library], Any], on_done: Callable[[Any], None]
    ) -> int:
        if self._closed:
            return 0
        seq = 0
        if channel is not None:
            seq = self._latest.get(channel, 0) + 1
            self._latest[channel] = seq

        def current() -> bool:
            return channel is None or self._latest.get(channel) == seq

        def job() -> None:
            library = self._wait_open()
            if library is None or not current():
                return  # never opened, or a newer request is queued behind this one
            try:
                result = fn(library)
            except Exception as exc:  # noqa: BLE001
                self._post(partial(self._report_failure, "", exc))
                return
            self._post(lambda: on_done(result) if current() else None)

        self._run(self._reader, job)
        return seq

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """Block until the work queued so far has run (the self-test and scripts use it).

        Work held until begin_opening() is not waited for.
        """
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
        self.imports.cancel_all()
        self.pdf_text.stop()
        self._closed = True
        if self._writes_waiting() and not self._opening:
            self._start_opening()  # keys pressed before it opened are still applied
        elif not self._opening:
            self._held.clear()
            self._settled.set()  # never opened, and nothing needs it: it stays closed
        self._writes.stop()
        self._reader.shutdown(wait=True, cancel_futures=True)
        self._writer.shutdown(wait=True)
        if self._library is not None:
            try:
                self._library.flush()
            except Exception:
                log.exception("flushing the library at shutdown failed")
        self._unlisten()
