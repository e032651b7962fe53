"""What the user says about papers: status, stars, tags, notes, groups of such changes, and
the counts read from them.

The `Notes` part of :class:`lectern.core.library.Library`. Every change to an annotation
goes through :meth:`LibraryState.change_annotations
<lectern.core.library.state.LibraryState.change_annotations>`: applied in memory, recorded
for other devices as one action, then saved (at once, or when the group it is in ends) as
one atomic, durable write of annotations.json and one index update.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

from lectern.core.annotation_edits import (
    tidy_tags,
    with_rating,
    with_status,
    with_tags_added,
    with_tags_removed,
)
from lectern.core.library.state import LibraryState
from lectern.core.models import MAX_RATING, Annotation, Status
from lectern.core.said import said

if TYPE_CHECKING:
    from lectern.core.storage.annotations import Counted


class Notes:
    """The annotations of the papers: reading them, counting them, writing them."""

    def __init__(self, state: LibraryState) -> None:
        self._state = state

    # --- reading (safe from any thread) --------------------------------------------------
    def annotation(self, paper_id: str) -> Annotation:
        """The paper's annotation (a blank one for a paper never annotated)."""
        return self._state.annotations.get(paper_id)

    def in_conflict(self) -> list[str]:
        """The papers whose note has another version kept from a conflict (written on two
        computers, neither seeing the other's), until the user settles which to keep."""
        state = self._state
        return [pid for pid in state.annotations.in_conflict() if pid in state.doc_ids]

    def annotated(self) -> set[str]:
        """The papers the user annotated (a status, stars, tags, notes; also ones put back
        to blank since): any other paper's annotation is blank, so a count can skip it."""
        return self._state.annotations.annotated()

    def counted(self, ids: Iterable[str]) -> Iterator[Counted]:
        """Each paper's stars, tags and latest time marked read, for the sidebar's counts:
        read from the stored documents, without making (and keeping) each Annotation."""
        return self._state.annotations.counted(ids)

    def status_counts(self) -> dict[Status, int]:
        """Papers of the library per status (the Trash left out)."""
        live = self._state.live
        counts = Counter({status: 0 for status in Status})
        annotated = 0
        for pid, status in self._state.annotations.statuses():
            if pid in live:
                counts[status] += 1
                annotated += 1
        counts[Status.NEW] += len(live) - annotated
        return dict(counts)

    def tag_counts(self) -> dict[str, int]:
        """Papers of the library per tag, the most used first."""
        live = self._state.live
        return dict(
            Counter(
                tag
                for pid, ann in self._state.annotations.items()
                if pid in live
                for tag in ann.tags
            ).most_common()
        )

    # --- writing ---------------------------------------------------------------------------
    @contextmanager
    def group(self) -> Iterator[None]:
        """Annotation changes made inside are saved together when the group ends: one atomic,
        durable write of annotations.json and one index update, keeping their order (see
        lectern.core.library.grouping). None of them is on disk before the group ends;
        reads show them at once. The writer thread uses it for the changes queued at once."""
        lock = self._state.write_lock
        with lock.held:
            lock.open_group()
            try:
                yield
            finally:
                if lock.close_group():
                    self._state.save_waiting()

    def set_status(self, ids: Iterable[str], status: Status) -> None:
        status = Status(status)
        self._state.change_annotations(ids, lambda ann: with_status(ann, status))

    def set_rating(self, ids: Iterable[str], rating: int) -> None:
        if not 0 <= int(rating) <= MAX_RATING:
            raise ValueError(
                said("A rating is 0 to {most} stars, not {rating}.", most=MAX_RATING, rating=rating)
            )
        self._state.change_annotations(ids, lambda ann: with_rating(ann, rating))

    def add_tags(self, ids: Iterable[str], tags: Iterable[str]) -> None:
        new = tidy_tags(tags)
        self._state.change_annotations(ids, lambda ann: with_tags_added(ann, new))

    def remove_tags(self, ids: Iterable[str], tags: Iterable[str]) -> None:
        gone = list(tags)
        self._state.change_annotations(ids, lambda ann: with_tags_removed(ann, gone))

    def set_notes(self, paper_id: str, notes: str) -> None:
        self._state.change_annotations([paper_id], lambda ann: replace(ann, notes=notes))

    def resolve_note_conflict(self, paper_id: str, notes: str) -> None:
        """Settle a paper's note conflicts: `notes` becomes its note (the one kept, the one
        from the other device, or both joined), on every device once they sync."""
        settled = [c.stamp for c in self._state.annotations.get(paper_id).conflicts]
        self._state.change_annotations(
            [paper_id], lambda ann: replace(ann, notes=notes), resolves={paper_id: settled}
        )

    def restore_annotations(self, annotations: Iterable[Annotation]) -> None:
        """Put annotations back exactly as given (undo, redo, restoring a backup)."""
        by_id = {ann.paper_id: ann for ann in annotations}
        self._state.change_annotations(
            by_id, lambda ann: _keeping_last_read(by_id[ann.paper_id], ann)
        )


def _keeping_last_read(restored: Annotation, current: Annotation) -> Annotation:
    """An annotation put back by undo keeps when the paper was last read: a read is not an
    edit, and undoing a status must not make a paper read today look unread."""
    moments = [m for m in (restored.last_read, current.last_read) if m is not None]
    return replace(restored, last_read=max(moments) if moments else None)
