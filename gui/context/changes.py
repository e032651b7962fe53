"""The window's one way to change the library, and its Undo and Redo, which are History's.

Every change the user makes here (a status, stars, tags, Up next, an edit, a deletion, a
merge, a collection, an import undone) is submitted to the writer as one action, so it is
one History entry. Undo (Ctrl+Z) takes back this computer's newest change still in effect
and Redo (Ctrl+Shift+Z) brings back what the newest undo took back, as `lectern undo` and
`lectern redo` do (lectern.core.library.history): the same after a restart, whichever made
the change. A note is saved as it is typed; while its editor has the focus, Ctrl+Z is the
editor's own, and outside it a saved note is undone like any other change.

Status, stars and tags show in the list at once (`PendingAnnotations`) while the writer
catches up. The status bar says what a change did, with Undo, and what an undo took back,
with Redo; a notice never gives way to an older one (`StatusBar.notice_ticket`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from lectern.core.annotation_edits import (
    tidy_tags,
    with_rating,
    with_status,
    with_tags_added,
    with_tags_removed,
)
from lectern.core.errors import LecternError
from lectern.core.models import Annotation, Status
from lectern.gui.context.pending import PendingAnnotations, Preview
from lectern.gui.declarations.declaration import does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.history_words import refusal_text, window_words
from lectern.gui.i18n import translate
from lectern.gui.names import status_name
from lectern.gui.service import LibraryService

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from lectern.core.library import Library
    from lectern.gui.context.status_bar import StatusBar

_MENU_TEXT = 48  # how much of a change the Edit menu's Undo and Redo name
T = TypeVar("T")

# What a status change is called while the writer makes it ("Mark 5 papers as to read"):
# a sentence whole for each status, as `lectern.gui.names.mark_as` writes them.
_MARK_TEXT: dict[Status, Callable[[int], str]] = {
    Status.NEW: lambda n: translate("Changes", "Mark %Ln paper(s) as new", n=n),
    Status.TO_READ: lambda n: translate("Changes", "Mark %Ln paper(s) as to read", n=n),
    Status.READING: lambda n: translate("Changes", "Mark %Ln paper(s) as reading", n=n),
    Status.READ: lambda n: translate("Changes", "Mark %Ln paper(s) as read", n=n),
    Status.DROPPED: lambda n: translate("Changes", "Mark %Ln paper(s) as dropped", n=n),
}


def _shortened(text: str) -> str:
    return text if len(text) <= _MENU_TEXT else text[: _MENU_TEXT - 1].rstrip() + "…"


def _listed(tags: Sequence[str]) -> str:
    """Tags as a notice names them: "vision, theory" (the user's own words)."""
    return ", ".join(tags)


def _undo_last(lib: Library) -> str:
    """Undo this computer's newest change in effect (on the writer); what it undid, in the
    user's language."""
    return lib.history.describe_undo(lib.history.undo_last(), window_words())


def _undone(what: str) -> str:
    """What the status bar says an undo took back: "Undone: 5 papers marked Read"."""
    return translate("Changes", "Undone: {change}").format(change=what)


class Changes:
    """The window's single entry point for changes, each one History entry, and Undo/Redo."""

    def __init__(
        self,
        service: LibraryService,
        status: StatusBar,
        pending: PendingAnnotations | None = None,
    ) -> None:
        """With `pending`, status, rating and tag changes show in the window at once."""
        self._service = service
        self._status = status
        self.pending = pending
        self._undo_action: QAction | None = None
        self._redo_action: QAction | None = None
        self._asked = 0  # changes and undos submitted (UI thread)
        self._run = 0  # ... and begun on the writer (writer thread)
        self._naming = 0  # reads of what Undo and Redo would take back asked for
        # The last change made here, when it was a status, stars or tags: what its papers
        # showed before and what the status bar said, so that its undo shows at once.
        self._last: tuple[dict[str, Annotation], str] | None = None
        service.changed.connect(self._on_changed)
        service.opened.connect(self._on_changed)  # what the last session left to undo

    # --- Undo and Redo -------------------------------------------------------------------
    def bind(self, undo: QAction, redo: QAction) -> None:
        """The Edit menu's Undo and Redo: named for the change each would take back."""
        self._undo_action, self._redo_action = undo, redo
        self.refresh()

    @does(ActionId.UNDO)
    def undo(self) -> None:
        """Take back this computer's newest change still in effect. When that is the
        status, stars or tags just given here, the list shows the values from before at
        once, as it showed the change, while the writer catches up."""
        last, self._last = self._last, None
        pending = self.pending
        if last is None or pending is None:
            self._take_back(_undo_last, _undone)
            return
        before, notice = last
        shown = pending.annotations(list(before))
        # Notes typed since the change are not part of it: they stay as they are now.
        seq = pending.restore(
            {pid: replace(old, notes=shown[pid].notes) for pid, old in before.items()}
        )
        self._status.show_notice(_undone(notice), translate("Changes", "Redo"), self.redo)

        def undo(lib: Library) -> str:
            try:
                return _undo_last(lib)
            finally:
                pending.written(seq)

        self._take_back(undo, _undone)  # what History says it undid

    @does(ActionId.REDO)
    def redo(self) -> None:
        """Bring back what the newest undo took back."""
        self._take_back(
            lambda lib: lib.history.describe_undo(lib.history.redo_last(), window_words()),
            lambda what: translate("Changes", "Redone: {change}").format(change=what),
            undoing=False,
        )

    def take_back(self, fn: Callable[[Library], T], notice: Callable[[T], str]) -> None:
        """An undo of some entries (History's Undo this change, an import undone): `fn`
        undoes them and says what it took back, which `notice` tells, with Redo."""
        self._take_back(fn, notice)

    def _take_back(
        self,
        fn: Callable[[Library], T],
        notice: Callable[[T], str],
        *,
        undoing: bool = True,
    ) -> None:
        """An undo (the notice offers Redo) or, not `undoing`, a redo (it offers Undo)."""
        ticket = self._status.notice_ticket()
        button = translate("Changes", "Redo") if undoing else translate("Changes", "Undo")
        again = self.redo if undoing else self.undo

        def run(lib: Library) -> tuple[T] | str:
            self._run += 1
            try:
                return (fn(lib),)
            except LecternError as refused:  # nothing to undo, or a later change in the way
                return refusal_text(refused)

        def done(result: tuple[T] | str) -> None:
            if isinstance(result, str):  # why not, in the user's language
                self._status.show_notice(result, ticket=ticket)
            else:
                self._status.show_notice(notice(result[0]), button, again, ticket=ticket)
            self.refresh()

        self._asked += 1
        # Until History names them: an undo gives Redo something to bring back, a redo Undo.
        for action in (self._undo_action, self._redo_action):
            if action is not None:
                action.setEnabled(True)
        label = translate("Changes", "Undo") if undoing else translate("Changes", "Redo")
        self._service.submit(run, done, label=label)

    def refresh(self) -> None:
        """Name the change Undo and Redo would take back. Read on the writer, after every
        change submitted before, so the names are never older than what the list shows;
        only the newest of the reads asked for reads."""
        if self._undo_action is None or not self._service.is_open:
            return
        self._naming += 1
        asked = self._naming

        def read(lib: Library) -> tuple[str, str, int] | None:
            if asked != self._naming:
                return None  # a newer read is on its way
            begun = self._run
            history, words = lib.history, window_words()
            # Their first lines name them: an import's lines (a whole paper each) stay unread.
            undo, redo = history.next_undo(whole=False), history.next_redo(whole=False)
            return (
                history.describe_undo(undo[0], words) if undo else "",
                history.describe_undo(redo, words) if redo is not None else "",
                begun,
            )

        self._service.submit(read, self._show_undo)

    def _show_undo(self, named: tuple[str, str, int] | None) -> None:
        if named is None:
            return
        undo, redo, begun = named
        waiting = begun < self._asked  # a change not yet made: Undo will have it to undo
        for action, text, said in (
            (
                self._undo_action,
                undo,
                translate("Changes", "&Undo {change}") if undo else translate("Changes", "&Undo"),
            ),
            (
                self._redo_action,
                redo,
                translate("Changes", "&Redo {change}") if redo else translate("Changes", "&Redo"),
            ),
        ):
            if action is not None:
                action.setText(said.format(change=_shortened(text)))
                action.setEnabled(bool(text) or waiting)

    def _on_changed(self, _what: object) -> None:
        self.refresh()

    # --- changes -------------------------------------------------------------------------
    def _submit(
        self,
        apply: Callable[[Library], object],
        label: str,
        notice: str = "",
        on_done: Callable[[object], None] | None = None,
    ) -> None:
        """Run `apply` on the writer as one action; say `notice` (with Undo) at once."""

        def run(lib: Library) -> object:
            self._run += 1
            with lib.action():
                return apply(lib)

        self._asked += 1
        self._last = None
        if self._undo_action is not None:
            self._undo_action.setEnabled(True)  # until History names the change
        self._service.submit(run, on_done, label=label)
        if notice:
            self._status.show_notice(notice, translate("Changes", "Undo"), self.undo)

    def _annotate(
        self,
        ids: Sequence[str],
        change: Callable[[Library, list[str]], None],
        text: str,
        preview: Preview,
        notice: str,
    ) -> None:
        ids = list(ids)
        pending, seq, before = self.pending, 0, {}
        if pending is not None:
            before = pending.annotations(ids)
            seq = pending.preview(ids, preview, before)

        def apply(lib: Library) -> None:
            try:
                change(lib, ids)
            finally:
                if pending is not None and seq:
                    pending.written(seq)

        self._submit(apply, text, notice)
        if before:
            self._last = (before, notice)

    def _title(self, ids: Sequence[str]) -> str | None:
        """The title a notice names one paper by (so a user sees which paper a key marked,
        after the selection moved on); None: the notice says how many papers."""
        if len(ids) == 1 and self.pending is not None:
            try:
                title = self.pending.entry(ids[0]).paper.title
            except KeyError:
                return None
            return f"{title[:60]}…" if len(title) > 60 else title
        return None

    def set_status(self, ids: Sequence[str], status: Status) -> None:
        if ids:
            title = self._title(ids)
            notice = (
                translate("Changes", "“{title}” marked {status}")
                if title is not None
                else translate("Changes", "%Ln paper(s) marked {status}", n=len(ids))
            )
            self._annotate(
                ids,
                lambda lib, i: lib.notes.set_status(i, status),
                _MARK_TEXT[status](len(ids)),
                lambda ann: with_status(ann, status),
                notice.format(title=title, status=status_name(status)),
            )

    def set_rating(self, ids: Sequence[str], rating: int) -> None:
        if ids:
            count, title = len(ids), self._title(ids)
            if rating:
                text = translate("Changes", "Rate %Ln paper(s) {stars}★", n=count)
                notice = (
                    translate("Changes", "“{title}” rated {stars}★")
                    if title is not None
                    else translate("Changes", "%Ln paper(s) rated {stars}★", n=count)
                )
            else:
                text = translate("Changes", "Clear the rating of %Ln paper(s)", n=count)
                notice = (
                    translate("Changes", "Rating cleared: “{title}”")
                    if title is not None
                    else translate("Changes", "Rating cleared: %Ln paper(s)", n=count)
                )
            self._annotate(
                ids,
                lambda lib, i: lib.notes.set_rating(i, rating),
                text.format(stars=rating),
                lambda ann: with_rating(ann, rating),
                notice.format(title=title, stars=rating),
            )

    def add_tags(self, ids: Sequence[str], tags: Sequence[str]) -> None:
        new = tidy_tags(tags)
        if ids and new:
            title = self._title(ids)
            notice = (
                translate("Changes", "“{title}” tagged “{tags}”")
                if title is not None
                else translate("Changes", "%Ln paper(s) tagged “{tags}”", n=len(ids))
            )
            self._annotate(
                ids,
                lambda lib, i: lib.notes.add_tags(i, new),
                translate("Changes", "Tag %Ln paper(s) “{tags}”", n=len(ids)).format(
                    tags=_listed(new)
                ),
                lambda ann: with_tags_added(ann, new),
                notice.format(title=title, tags=_listed(new)),
            )

    def remove_tags(self, ids: Sequence[str], tags: Sequence[str]) -> None:
        if ids and tags:
            title = self._title(ids)
            notice = (
                translate("Changes", "Tag “{tags}” removed from “{title}”")
                if title is not None
                else translate("Changes", "Tag “{tags}” removed from %Ln paper(s)", n=len(ids))
            )
            self._annotate(
                ids,
                lambda lib, i: lib.notes.remove_tags(i, tags),
                translate("Changes", "Remove tag “{tags}” from %Ln paper(s)", n=len(ids)).format(
                    tags=_listed(tags)
                ),
                lambda ann: with_tags_removed(ann, tags),
                notice.format(title=title, tags=_listed(tags)),
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
            chosen = list(ids)
            self._submit(lambda lib: change(lib, chosen), text, notice)

    def rename(self, paper_id: str, title: str) -> None:
        if paper_id and title.strip():
            title = title.strip()
            self._submit(
                lambda lib: lib.papers.rename(paper_id, title),
                translate("Changes", "Rename “{title}”").format(title=title[:40]),
            )

    def mark(
        self,
        apply: Callable[[Library], object],
        text: str,
        notice: str,
        on_done: Callable[[object], None] | None = None,
    ) -> None:
        """A mark made, changed or deleted in the reader (`lectern.gui.reader.marking`):
        one History entry, `notice` said at once with Undo (none when empty), `on_done`
        once it is durable."""
        self._submit(apply, text, notice, on_done)

    def records(
        self,
        apply: Callable[[Library], object],
        text: str,
        on_done: Callable[[object], None] | None = None,
    ) -> None:
        """Any change to papers, undoable as one step however many papers it touches."""
        self._submit(apply, text, on_done=on_done)
