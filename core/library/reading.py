"""Recently read: when each paper was last read in Lectern.

The `Reading` part of :class:`lectern.core.library.Library`. The window records a read when a
paper stays shown alone in the detail pane for a while, or when its link or attachment is
opened from Lectern. The time is kept on the paper's annotation (`Annotation.last_read`), so
it is saved, indexed (`lastread:`), backed up and restored with the rest. Recording a read is
not an edit: `modified` and the status stay as they were, and Undo passes it by.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from lectern.core.library.state import LibraryState
from lectern.core.models import Annotation, utcnow

RECENT_LIMIT = 50  # papers the Recently read view lists


class Reading:
    """When each paper was last read in Lectern: recording a read, and the latest ones."""

    def __init__(self, state: LibraryState) -> None:
        self._state = state

    def mark_read_now(self, paper_id: str, when: datetime | None = None) -> None:
        """Record that the paper was read in Lectern at `when` (now by default)."""
        moment = when or utcnow()

        def change(ann: Annotation) -> Annotation:
            return replace(ann, last_read=moment)

        self._state.change_annotations([paper_id], change, stamp=False)

    def recently_read(self, limit: int = RECENT_LIMIT) -> list[str]:
        """The library's papers read in Lectern, the most recent first (the Trash left out)."""
        live = self._state.live
        times = [(at, pid) for pid, at in self._state.annotations.last_read() if pid in live]
        times.sort(reverse=True)
        return [pid for _, pid in times[: max(0, limit)]]
