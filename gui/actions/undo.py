"""Undoable changes: status, rating, tags, the reading queue, and every change to the records.

A command records what it replaces on the writer thread, right before it writes, so two
quick changes in a row still undo to the right state. Undo puts those annotations back
with `library.notes.restore_annotations`; a change to papers (an edit, a deletion, a merge, a
paper added, an import undone) takes a `library.papers.snapshot` of the papers it touches and
undo restores it. Notes are not undoable here: the editor has its own undo.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand, QUndoStack

from lectern.core.models import Annotation, Status
from lectern.gui.actions.pending import PendingAnnotations, Preview
from lectern.gui.service import LibraryService

if TYPE_CHECKING:
    from lectern.core.library import Library, Snapshot


def _count(ids: Sequence[str]) -> str:
    return "1 paper" if len(ids) == 1 else f"{len(ids):,} papers"


class AnnotationCommand(QUndoCommand):
    """Apply `change` to `ids`; undo restores the annotations they had just before.

    With `pending`, the list shows `preview` (the same change, worked out on the UI thread)
    at once, and undo shows the values from before at once, while the writer catches up.
    `notice` is what the status bar says once the change is made ("5 papers marked Read").
    """

    def __init__(
        self,
        service: LibraryService,
        ids: Sequence[str],
        change: Callable[[Library, list[str]], None],
        text: str,
        *,
        pending: PendingAnnotations | None = None,
        preview: Preview | None = None,
        notice: str = "",
    ) -> None:
        super().__init__(text)
        self._service = service
        self.ids = list(ids)
        self._change = change
        self._before: list[Annotation] = []
        self._pending = pending
        self._preview = preview
        self._shown_before: dict[str, Annotation] = {}
        self.notice = notice

    def redo(self) -> None:
        pending, seq = self._pending, 0
        if pending is not None and self._preview is not None:
            self._shown_before = pending.annotations(self.ids)
            seq = pending.preview(self.ids, self._preview, self._shown_before)

        def apply(lib: Library) -> None:
            try:
                self._before = [lib.notes.annotation(pid) for pid in self.ids]
                self._change(lib, self.ids)
            finally:
                if pending is not None and seq:
                    pending.written(seq)

        self._service.submit(apply, label=self.text())

    def undo(self) -> None:
        pending, seq = self._pending, 0
        if pending is not None and self._shown_before:
            shown = pending.annotations(list(self._shown_before))
            seq = pending.restore(
                {
                    pid: replace(old, notes=shown[pid].notes if pid in shown else old.notes)
                    for pid, old in self._shown_before.items()
                }
            )

        def restore(lib: Library) -> None:
            try:
                # Notes typed since the change are not part of it: keep them as they are now.
                lib.notes.restore_annotations(
                    [
                        replace(old, notes=lib.notes.annotation(old.paper_id).notes)
                        for old in self._before
                    ]
                )
            finally:
                if pending is not None and seq:
                    pending.written(seq)

        self._service.submit(restore, label=f"Undo: {self.text()[:1].lower()}{self.text()[1:]}")


class QueueCommand(QUndoCommand):
    """A change to the reading queue; undo puts back the annotations of the papers named and
    of every paper queued just before (a move may number the whole queue afresh)."""

    def __init__(
        self,
        service: LibraryService,
        ids: Sequence[str],
        change: Callable[[Library, list[str]], object],
        text: str,
        notice: str,
    ) -> None:
        super().__init__(text)
        self._service = service
        self.ids = list(ids)
        self._change = change
        self._before: list[Annotation] = []
        self.notice = notice

    def redo(self) -> None:
        def apply(lib: Library) -> None:
            touched = dict.fromkeys([*self.ids, *lib.queue.ids()])
            self._before = [lib.notes.annotation(pid) for pid in touched]
            self._change(lib, self.ids)

        self._service.submit(apply, label=self.text())

    def undo(self) -> None:
        def restore(lib: Library) -> None:
            # Notes typed since the change are not part of it: keep them as they are now.
            lib.notes.restore_annotations(
                [
                    replace(old, notes=lib.notes.annotation(old.paper_id).notes)
                    for old in self._before
                ]
            )

        self._service.submit(restore, label=f"Undo: {self.text()[:1].lower()}{self.text()[1:]}")


class RecordCommand(QUndoCommand):
    """A change to papers, run by `apply` on the writer thread. With `creates`, `apply`
    returns the ids of the papers it added, so that undo takes them out again. `ids` may be
    a function of the library, for papers only the writer thread should look up (every
    paper of a collection)."""

    def __init__(
        self,
        service: LibraryService,
        ids: Sequence[str] | Callable[[Library], Sequence[str]],
        apply: Callable[[Library], object],
        text: str,
        on_done: Callable[[object], None] | None = None,
        *,
        creates: bool = False,
    ) -> None:
        super().__init__(text)
        self._service = service
        self._ids = ids if callable(ids) else list(ids)
        self._apply = apply
        self._on_done = on_done
        self._creates = creates
        self._snapshot: Snapshot | None = None

    def redo(self) -> None:
        def apply(lib: Library) -> object:
            snapshot = lib.papers.snapshot(self._ids(lib) if callable(self._ids) else self._ids)
            self._snapshot = snapshot  # set before the change, so a failed one still undoes
            result = self._apply(lib)
            if self._creates and isinstance(result, Sequence):
                new = [pid for pid in result if pid not in snapshot.papers]
                self._snapshot = replace(
                    snapshot, papers={**snapshot.papers, **{pid: None for pid in new}}
                )
            return result

        self._service.submit(apply, self._on_done, label=self.text())

    def undo(self) -> None:
        snapshot = self._snapshot
        if snapshot is not None:
            self._service.submit(
                lambda lib: lib.papers.restore_snapshot(snapshot),
                label=f"Undo {self.text()[:1].lower()}{self.text()[1:]}",
            )


class RenameCommand(QUndoCommand):
    def __init__(self, service: LibraryService, paper_id: str, title: str) -> None:
        super().__init__(f"Rename “{title[:40]}”")
        self._service = service
        self.paper_id = paper_id
        self._title = title
        self._old = ""

    def redo(self) -> None:
        def apply(lib: Library) -> None:
            self._old = lib.papers.paper(self.paper_id).title
            lib.papers.rename(self.paper_id, self._title)

        self._service.submit(apply)

    def undo(self) -> None:
        self._service.submit(
            lambda lib: lib.papers.rename(self.paper_id, self._old) if self._old else None
        )


class Changes:
    """The window's single entry point for user edits that can be undone."""

    def __init__(
        self,
        service: LibraryService,
        stack: QUndoStack,
        pending: PendingAnnotations | None = None,
    ) -> None:
        """With `pending`, status, rating and tag changes show in the window at once."""
        self._service = service
        self.stack = stack
        self.pending = pending

    def _which(self, ids: Sequence[str]) -> str:
        """What a notice calls the papers: the title of one (so a user sees which paper a key
        marked, after the selection moved on), else how many."""
        if len(ids) == 1 and self.pending is not None:
            try:
                title = self.pending.entry(ids[0]).paper.title
            except KeyError:
                return _count(ids)
            return f"“{title[:60]}…”" if len(title) > 60 else f"“{title}”"
        return _count(ids)

    def _annotate(
        self,
        ids: Sequence[str],
        change: Callable[[Library, list[str]], None],
        text: str,
        preview: Preview,
        notice: str,
    ) -> None:
        self.stack.push(
            AnnotationCommand(
                self._service,
                ids,
                change,
                text,
                pending=self.pending,
                preview=preview,
                notice=notice,
            )
        )

    def set_status(self, ids: Sequence[str], status: Status) -> None:
        if ids:
            self._annotate(
                ids,
                lambda lib, i: lib.notes.set_status(i, status),
                f"Mark {_count(ids)} as {status.label.lower()}",
                lambda ann: replace(ann, status=status),
                f"{self._which(ids)} marked {status.label}",
            )

    def set_rating(self, ids: Sequence[str], rating: int) -> None:
        if ids:
            text = (
                f"Rate {_count(ids)} {rating}★" if rating else f"Clear the rating of {_count(ids)}"
            )
            which = self._which(ids)
            notice = f"{which} rated {rating}★" if rating else f"Rating cleared: {which}"
            self._annotate(
                ids,
                lambda lib, i: lib.notes.set_rating(i, rating),
                text,
                lambda ann: replace(ann, rating=rating),
                notice,
            )

    def add_tags(self, ids: Sequence[str], tags: Sequence[str]) -> None:
        new = [t for t in (" ".join(tag.split()) for tag in tags) if t]
        if ids and new:
            self._annotate(
                ids,
                lambda lib, i: lib.notes.add_tags(i, new),
                f"Tag {_count(ids)} “{', '.join(new)}”",
                lambda ann: replace(ann, tags=tuple(dict.fromkeys([*ann.tags, *new]))),
                f"{self._which(ids)} tagged “{', '.join(new)}”",
            )

    def remove_tags(self, ids: Sequence[str], tags: Sequence[str]) -> None:
        if ids and tags:
            gone = {tag.strip().casefold() for tag in tags}
            self._annotate(
                ids,
                lambda lib, i: lib.notes.remove_tags(i, tags),
                f"Remove tag “{', '.join(tags)}” from {_count(ids)}",
                lambda ann: replace(
                    ann, tags=tuple(t for t in ann.tags if t.casefold() not in gone)
                ),
                f"Tag “{', '.join(tags)}” removed from {self._which(ids)}",
            )

    def queue(
        self,
        ids: Sequence[str],
        change: Callable[[Library, list[str]], object],
        text: str,
        notice: str,
    ) -> None:
        """A change to the reading queue (see lectern.gui.actions.queue), undoable as one."""
        if ids:
            self.stack.push(QueueCommand(self._service, ids, change, text, notice))

    def rename(self, paper_id: str, title: str) -> None:
        if paper_id and title.strip():
            self.stack.push(RenameCommand(self._service, paper_id, title.strip()))

    def records(
        self,
        ids: Sequence[str] | Callable[[Library], Sequence[str]],
        apply: Callable[[Library], object],
        text: str,
        on_done: Callable[[object], None] | None = None,
        *,
        creates: bool = False,
    ) -> None:
        """Any change to papers, undoable as one step however many papers it touches."""
        self.stack.push(RecordCommand(self._service, ids, apply, text, on_done, creates=creates))
