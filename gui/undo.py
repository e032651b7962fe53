"""Undoable changes: status, rating, tags, and every change to the records themselves.

A command records what it replaces on the writer thread, right before it writes, so two
quick changes in a row still undo to the right state. Undo puts those annotations back
with `Library.restore_annotations`; a change to papers (an edit, a deletion, a merge, a
paper added, an import undone) takes a `Library.snapshot` of the papers it touches and
undo restores it. Notes are not undoable here: the editor has its own undo.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand, QUndoStack

from lectern.core.models import Annotation, Status
from lectern.gui.service import LibraryService

if TYPE_CHECKING:
    from lectern.core.library import Library, Snapshot


def _count(ids: Sequence[str]) -> str:
    return "1 paper" if len(ids) == 1 else f"{len(ids)} papers"


class AnnotationCommand(QUndoCommand):
    """Apply `change` to `ids`; undo restores the annotations they had just before."""

    def __init__(
        self,
        service: LibraryService,
        ids: Sequence[str],
        change: Callable[[Library, list[str]], None],
        text: str,
    ) -> None:
        super().__init__(text)
        self._service = service
        self.ids = list(ids)
        self._change = change
        self._before: list[Annotation] = []

    def redo(self) -> None:
        def apply(lib: Library) -> None:
            self._before = [lib.annotation(pid) for pid in self.ids]
            self._change(lib, self.ids)

        self._service.submit(apply)

    def undo(self) -> None:
        def restore(lib: Library) -> None:
            # Notes typed since the change are not part of it: keep them as they are now.
            lib.restore_annotations(
                [replace(old, notes=lib.annotation(old.paper_id).notes) for old in self._before]
            )

        self._service.submit(restore)


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
            snapshot = lib.snapshot(self._ids(lib) if callable(self._ids) else self._ids)
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
                lambda lib: lib.restore_snapshot(snapshot),
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
            self._old = lib.paper(self.paper_id).title
            lib.rename(self.paper_id, self._title)

        self._service.submit(apply)

    def undo(self) -> None:
        self._service.submit(
            lambda lib: lib.rename(self.paper_id, self._old) if self._old else None
        )


class Changes:
    """The window's single entry point for user edits that can be undone."""

    def __init__(self, service: LibraryService, stack: QUndoStack) -> None:
        self._service = service
        self.stack = stack

    def set_status(self, ids: Sequence[str], status: Status) -> None:
        if ids:
            self.stack.push(
                AnnotationCommand(
                    self._service,
                    ids,
                    lambda lib, i: lib.set_status(i, status),
                    f"Mark {_count(ids)} as {status.label.lower()}",
                )
            )

    def set_rating(self, ids: Sequence[str], rating: int) -> None:
        if ids:
            text = (
                f"Rate {_count(ids)} {rating}★" if rating else f"Clear the rating of {_count(ids)}"
            )
            self.stack.push(
                AnnotationCommand(
                    self._service, ids, lambda lib, i: lib.set_rating(i, rating), text
                )
            )

    def add_tags(self, ids: Sequence[str], tags: Sequence[str]) -> None:
        if ids and tags:
            self.stack.push(
                AnnotationCommand(
                    self._service,
                    ids,
                    lambda lib, i: lib.add_tags(i, tags),
                    f"Tag {_count(ids)} “{', '.join(tags)}”",
                )
            )

    def remove_tags(self, ids: Sequence[str], tags: Sequence[str]) -> None:
        if ids and tags:
            self.stack.push(
                AnnotationCommand(
                    self._service,
                    ids,
                    lambda lib, i: lib.remove_tags(i, tags),
                    f"Remove tag “{', '.join(tags)}” from {_count(ids)}",
                )
            )

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
