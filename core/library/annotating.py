"""Writing what the user says about papers: status, stars, tags, notes, and groups of them.

Part of :class:`lectern.core.library.Library` (a mixin). Every change to an annotation goes
through :meth:`AnnotationWrites._change_annotations`: applied in memory, recorded for other
devices as one action, then saved (at once, or when the group it is in ends) as one atomic,
durable write of annotations.json and one index update.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from lectern.core.errors import LecternError, StorageWriteError
from lectern.core.models import MAX_RATING, Annotation, Entry, Status
from lectern.core.results import Change

if TYPE_CHECKING:
    from lectern.core.library.grouping import WriteLock
    from lectern.core.search.index import SearchIndex
    from lectern.core.storage.annotations import AnnotationTable, Counted
    from lectern.core.sync.recording import Recorder

log = logging.getLogger("lectern.core.library")


class AnnotationWrites:
    """The annotation half of the library facade: writing them, and what the counts read."""

    # Provided by Library.
    folder: Path
    readonly: bool
    _writing_in_memory: bool
    index: SearchIndex
    _notes: AnnotationTable
    _doc_ids: dict[str, str]
    _write_lock: WriteLock
    _recorder: Recorder
    _stamp: Callable[..., str]
    _notify: Callable[[Change], None]
    entries: Callable[[Iterable[str]], list[Entry]]

    def annotated(self) -> set[str]:
        """The papers the user annotated (a status, stars, tags, notes; also ones put back
        to blank since): any other paper's annotation is blank, so a count can skip it."""
        return self._notes.annotated()

    def counted(self, ids: Iterable[str]) -> Iterator[Counted]:
        """Each paper's stars, tags and latest time marked read, for the sidebar's counts:
        read from the stored documents, without making (and keeping) each Annotation."""
        return self._notes.counted(ids)

    def _writable(self) -> None:
        """Refuse a change to a library opened read-only (but the merge a read-only library
        makes in memory, lectern.core.library.syncing.LibrarySync.merge_in_memory)."""
        if self.readonly and not self._writing_in_memory:
            raise LecternError(
                f"The library at {self.folder} is open read-only; changes are not possible here."
            )

    def _known(self, ids: Iterable[str]) -> list[str]:
        ids = list(dict.fromkeys(ids))
        missing = [pid for pid in ids if pid not in self._doc_ids]
        if missing:
            raise KeyError(f"No paper with id {missing[0]!r} in this library")
        return ids

    def _change_annotations(
        self,
        ids: Iterable[str],
        change: Callable[[Annotation], Annotation],
        *,
        stamp: bool = True,
        resolves: dict[str, list[str]] | None = None,
    ) -> None:
        self._writable()
        ids = self._known(ids)
        # `held`, not `with self._write_lock`: that would save a group's changes first
        with self._write_lock.held, self._recorder.action():
            updated = self._notes.update(ids, change, stamp=stamp, resolves=resolves)
            if self._write_lock.grouping:
                self._write_lock.hold_back(updated)
            else:
                self._save_annotations(updated)

    def _save_annotations(self, updated: list[str]) -> None:
        try:
            self._notes.file.storage.flush()
        except StorageWriteError:
            # The edit stays in memory for a retry; search and views still show it
            # (as far as the same failing disk lets the index be written).
            try:
                self._after_annotation_write(updated)
            except OSError:
                log.warning("index not updated after a failed save", exc_info=True)
            raise
        self._after_annotation_write(updated)

    def _save_waiting(self) -> None:
        """Save the annotation changes a group holds back (on the writer thread, in the lock)."""
        self._save_annotations(self._write_lock.take_waiting())

    @contextmanager
    def group(self) -> Iterator[None]:
        """Annotation changes made inside are saved together when the group ends: one atomic,
        durable write of annotations.json and one index update, keeping their order (see
        lectern.core.library.grouping). None of them is on disk before the group ends;
        reads show them at once. The writer thread uses it for the changes queued at once."""
        lock = self._write_lock
        with lock.held:
            lock.open_group()
            try:
                yield
            finally:
                if lock.close_group():
                    self._save_waiting()

    def _after_annotation_write(self, updated: list[str]) -> None:
        if not updated:
            return
        self.index.update(self.entries(updated), self._stamp(), merge=not self.merge_when_idle)
        self._notify(Change("annotations", frozenset(updated)))

    # Set by a caller that calls `merge_index` when no write waits (the window): an
    # annotation save then never waits for a merge of the index's small segments.
    merge_when_idle = False

    def merge_index(self) -> bool:
        """Fold the small index segments saves left behind; True if there were enough."""
        self._writable()
        with self._write_lock:
            return self.index.merge_small_segments()

    def set_status(self, ids: Iterable[str], status: Status) -> None:
        status = Status(status)
        self._change_annotations(ids, lambda ann: self._notes.with_status(ann, status))

    def set_rating(self, ids: Iterable[str], rating: int) -> None:
        if not 0 <= int(rating) <= MAX_RATING:
            raise ValueError(f"A rating is 0 to {MAX_RATING} stars, not {rating}.")
        self._change_annotations(ids, lambda ann: replace(ann, rating=int(rating)))

    def add_tags(self, ids: Iterable[str], tags: Iterable[str]) -> None:
        new = [t for t in (" ".join(tag.split()) for tag in tags) if t]
        self._change_annotations(
            ids, lambda ann: replace(ann, tags=tuple(dict.fromkeys([*ann.tags, *new])))
        )

    def remove_tags(self, ids: Iterable[str], tags: Iterable[str]) -> None:
        gone = {tag.strip().casefold() for tag in tags}
        self._change_annotations(
            ids,
            lambda ann: replace(ann, tags=tuple(t for t in ann.tags if t.casefold() not in gone)),
        )

    def set_notes(self, paper_id: str, notes: str) -> None:
        self._change_annotations([paper_id], lambda ann: replace(ann, notes=notes))

    def resolve_note_conflict(self, paper_id: str, notes: str) -> None:
        """Settle a paper's note conflicts: `notes` becomes its note (the one kept, the one
        from the other device, or both joined), on every device once they sync."""
        settled = [c.stamp for c in self._notes.get(paper_id).conflicts]
        self._change_annotations(
            [paper_id], lambda ann: replace(ann, notes=notes), resolves={paper_id: settled}
        )

    def restore_annotations(self, annotations: Iterable[Annotation]) -> None:
        """Put annotations back exactly as given (undo, redo, restoring a backup)."""
        by_id = {ann.paper_id: ann for ann in annotations}
        self._change_annotations(by_id, lambda ann: _keeping_last_read(by_id[ann.paper_id], ann))


def _keeping_last_read(restored: Annotation, current: Annotation) -> Annotation:
    """An annotation put back by undo keeps when the paper was last read: a read is not an
    edit, and undoing a status must not make a paper read today look unread."""
    moments = [m for m in (restored.last_read, current.last_read) if m is not None]
    return replace(restored, last_read=max(moments) if moments else None)
