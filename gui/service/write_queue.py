"""The writer thread's queue, and group commit: the user's writes waiting in a row are run
together inside one `library.notes.group()` and saved as one atomic, durable write.

At a hundred keys a second, saving each key on its own (a temp file, an fsync, an index
commit) falls behind the keyboard; saving whatever has queued up meanwhile in one go keeps
up, in the order the keys were pressed. A write is acknowledged (its `finish(True)`) only
once the group it ran in is on disk.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from lectern.core.library import Library

log = logging.getLogger(__name__)

# Seconds without a save before the index's small segments are folded: a merge holds the
# interpreter for a second, which would slow the window's refresh right after a save. The
# same pause after the library opens folds what the last session left (it never merges as
# it closes: quitting waits for nothing but the user's changes).
MERGE_AFTER_S = 2.0

# A user write: runs inside the group and returns what to do once the group is saved
# (True) or failed to save (False).
UserWrite = Callable[[], Callable[[bool], None]]


class WriteQueue:
    """Work for the one writer thread, in the order it was asked for.

    Each entry is matched by one task on the executor; a task that finds its entry taken
    by an earlier task's group does nothing, so `executor.shutdown(wait=True)` and a
    no-op submitted behind them still mean "everything queued so far has run".
    """

    def __init__(
        self,
        executor: ThreadPoolExecutor,
        library: Callable[[], Library | None],
        save_failed: Callable[[BaseException], None],
    ) -> None:
        self._executor = executor
        self._library = library
        self._save_failed = save_failed
        self._queue: deque[tuple[bool, Callable[[], Any]]] = deque()  # (a user write, work)
        self._lock = threading.Lock()
        self._saves = 0  # groups saved, so a merge waits for a pause after the last
        self._timer: threading.Timer | None = None
        self._stopped = False

    def put(self, work: Callable[[], Any], *, user_write: bool) -> None:
        """Queue `work`: a `UserWrite` when `user_write`, else anything to run alone."""
        with self._lock:
            self._queue.append((user_write, work))
        self._executor.submit(self._drain)

    def _drain(self) -> None:
        with self._lock:
            if not self._queue:
                return
            user_write, work = self._queue.popleft()
            batch: list[UserWrite] = [work]
            while user_write and self._queue and self._queue[0][0]:
                batch.append(self._queue.popleft()[1])
        if not user_write:
            work()
            return
        library = self._library()
        if library is None:  # it never opened: each write says so
            for write in batch:
                write()(False)
            return
        finish: list[Callable[[bool], None]] = []
        try:
            with library.notes.group():
                for write in batch:
                    finish.append(write())
        except Exception as exc:  # noqa: BLE001 - the group's save failed: the user is told
            self._save_failed(exc)
            saved = False
        else:
            # A write inside the group that saved the changes before it may have met a
            # refused save; nothing is acknowledged while any change is only in memory.
            saved = not library.has_unsaved_changes
        with self._lock:
            self._saves += 1
            seen, idle = self._saves, not self._queue
        for done in finish:
            done(saved)
        if idle and saved and library.merge_when_idle:
            self._merge_later(seen)

    # --- the index's small segments, folded once the user pauses ---------------------
    def merge_in_first_pause(self) -> None:
        """The library has just opened: the small segments the last session's saves left
        are folded in the first pause, as after a save."""
        with self._lock:
            seen = self._saves
        self._merge_later(seen)

    def _merge_later(self, seen: int) -> None:
        timer = threading.Timer(MERGE_AFTER_S, self._merge_if_still_idle, (seen,))
        timer.daemon = True
        with self._lock:
            if self._stopped:
                return
            if self._timer is not None:
                self._timer.cancel()
            self._timer = timer
        timer.start()

    def _merge_if_still_idle(self, seen: int) -> None:
        with self._lock:
            if self._stopped or self._saves != seen or self._queue:
                return  # written since: that save waits for its own pause
        with contextlib.suppress(RuntimeError):  # the writer has stopped (Lectern is closing)
            self.put(self._merge, user_write=False)

    def _merge(self) -> None:
        """A second or so of Python on the writer thread, run only in a pause."""
        library = self._library()
        with self._lock:
            if library is None or self._queue or self._stopped:
                return  # a write came meanwhile (it goes first), or Lectern is closing
        try:
            library.merge_index()
        except Exception:  # the saves stand; the next pause tries again
            log.exception("merging the search index's small segments failed")

    def stop(self) -> None:
        """Lectern is closing: no merge is started from now on, and one waiting for its
        pause is dropped. Every save is whole on disk and in the index already; the next
        open folds the small segments (`merge_in_first_pause`), so closing waits only for
        the writes still queued."""
        with self._lock:
            self._stopped = True
            if self._timer is not None:
                self._timer.cancel()
