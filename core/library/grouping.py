"""The library's write lock, and the annotation changes a group of writes holds back.

Inside `library.notes.group()` each change to annotations is applied in memory only; the group
saves them all at its end as one atomic, durable write of annotations.json and one index
update. Any other write made inside the group (a paper edited, the Trash emptied, a saved
search) first saves the annotation changes made before it: a write never reaches the disk
or the index ahead of a change the user made earlier, so the order is kept, and the index
is never stamped as up to date while it lacks a change that is waiting.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from types import TracebackType


class WriteLock:
    """A re-entrant lock for the library's writes that knows about a group in progress.

    Entering it with `with` saves what the group holds back first, so every write method
    that takes the lock keeps the order of the user's changes without knowing of groups.
    The group itself and the annotation changes take `held` instead, which does not.
    """

    def __init__(self, save_waiting: Callable[[], None]) -> None:
        self.held = threading.RLock()
        self._save_waiting = save_waiting
        self._depth = 0  # nested group() calls on the thread that holds the lock
        # papers whose annotation changes wait, in order, each with the fields changed
        self._waiting: dict[str, frozenset[str]] = {}

    # The lock itself ------------------------------------------------------------------
    def acquire(self) -> bool:
        self.held.acquire()
        if self._waiting:  # only the writer, inside its group, can see changes waiting
            try:
                self._save_waiting()
            except BaseException:
                self.held.release()
                raise
        return True

    def release(self) -> None:
        self.held.release()

    def __enter__(self) -> WriteLock:
        self.acquire()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()

    # The group ------------------------------------------------------------------------
    @property
    def grouping(self) -> bool:
        return self._depth > 0

    def open_group(self) -> None:
        self._depth += 1

    def close_group(self) -> bool:
        """True when the outermost group closed (and what it held back is to be saved)."""
        self._depth -= 1
        return self._depth == 0

    def hold_back(self, changed: Mapping[str, frozenset[str]]) -> None:
        for pid, fields in changed.items():
            self._waiting[pid] = self._waiting.get(pid, frozenset()) | fields

    def take_waiting(self) -> dict[str, frozenset[str]]:
        waiting, self._waiting = self._waiting, {}
        return waiting
