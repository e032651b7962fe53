"""Recently read: when each paper was last read in Lectern, and where its reader was left.

The `Reading` part of :class:`lectern.core.library.Library`. The window records a read when a
paper stays shown alone in the detail pane for a while, or when its link or attachment is
opened from Lectern. The time is kept on the paper's annotation (`Annotation.last_read`), so
it is saved, indexed (`lastread:`), backed up and restored with the rest. Recording a read is
not an edit: `modified` and the status stay as they were, and Undo passes it by.

The reader's place (`page`, `pages`, `reached`) is recorded the same way, with the time: it
is reading, not writing, so it never stands in Undo's way, and each device's place merges
field by field like any annotation (the furthest page reached is the largest of them).
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

    def record_place(
        self, paper_id: str, page: int, pages: int, *, reached: int | None = None
    ) -> None:
        """The reader was left at `page` (1 is the first) of the paper's `pages`-page PDF,
        having read as far as `reached` in this sitting (`page` when not given): read now,
        and `reached` at least that far (counted again for another PDF)."""
        if pages < 1:
            raise ValueError(f"a PDF has at least one page, not {pages}")
        page = max(1, min(page, pages))
        furthest = max(page, min(reached or 0, pages))
        moment = utcnow()

        def change(ann: Annotation) -> Annotation:
            before = ann.reached if ann.pages == pages else 0
            return replace(
                ann, page=page, pages=pages, reached=max(before, furthest), last_read=moment
            )

        self._state.change_annotations([paper_id], change, stamp=False)

    def recently_read(self, limit: int = RECENT_LIMIT) -> list[str]:
        """The library's papers read in Lectern, the most recent first (the Trash left out)."""
        live = self._state.live
        times = [(at, pid) for pid, at in self._state.annotations.last_read() if pid in live]
        times.sort(reverse=True)
        return [pid for _, pid in times[: max(0, limit)]]
