"""The reading queue from the keyboard: q adds the selection to Up next, Shift+Q to its front,
Alt+Up and Alt+Down move it within Up next (so does dragging its rows), Ctrl+Enter opens the
next paper.

Like the triage keys, these are window actions in the Paper menu, declared in
`lectern.gui.declarations.declared` with their keys; this module is what they do. Every change
goes through `Changes` as one History entry however many papers it moves; Delete inside Up next
takes papers out of the queue instead of moving them to the Trash (see
`lectern.gui.actions.records`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

from lectern.core.models import Status
from lectern.core.view import QUEUE
from lectern.gui.actions.triage import selection_ids
from lectern.gui.declarations.declaration import does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import translate

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.actions.triage import Triage
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.detail.pane import DetailPane
    from lectern.gui.window.sidebar import Sidebar


def shift_in_queue(lib: Library, ids: Sequence[str], step: int) -> None:
    """Move the queued papers among `ids` one place up (step −1) or down (+1), as a block:
    a paper at the end it moves towards stays, and those behind it close up."""
    order = lib.queue.ids()
    chosen = set(ids)
    new = list(order)
    places = range(1, len(new)) if step < 0 else range(len(new) - 2, -1, -1)
    for i in places:
        if new[i] in chosen and new[i + step] not in chosen:
            new[i], new[i + step] = new[i + step], new[i]
    # Moved one by one, nearest the end they head for first, each lands on its new place.
    for pid in [p for p in (new if step < 0 else reversed(new)) if p in chosen]:
        if new.index(pid) != lib.queue.ids().index(pid):
            lib.queue.move(pid, new.index(pid))


class QueueActions(QObject):
    """The Up next actions' work, applied to the list's selection."""

    def __init__(
        self, context: WindowContext, sidebar: Sidebar, detail: DetailPane, triage: Triage
    ) -> None:
        super().__init__(context.parent)
        self._context = context
        self._sidebar = sidebar
        self._detail = detail
        self._triage = triage
        self._actions = context.actions
        self._sidebar.scope_selected.connect(lambda _scope: self.update_enabled())
        context.view.papers_reordered.connect(self.reorder)
        self._sidebar.papers_queued.connect(lambda ids: self._queue_papers(ids, front=False))
        # While the details form is open, Ctrl+Enter saves it (its own shortcut).
        self._detail.form.installEventFilter(self)
        self.update_enabled()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._actions[ActionId.NEXT_IN_QUEUE].setEnabled(event.type() == QEvent.Type.Hide)
        return super().eventFilter(watched, event)

    def in_queue_view(self) -> bool:
        return self._sidebar.current_scope() == QUEUE

    def update_enabled(self) -> None:
        """Moving and taking out apply to the papers Up next lists."""
        here = self.in_queue_view()
        for action in (ActionId.QUEUE_UP, ActionId.QUEUE_DOWN, ActionId.UNQUEUE):
            self._actions[action].setEnabled(here)
        self._context.view.set_reorderable(here)

    def _selected(self) -> list[str]:
        return selection_ids(self._context.view)

    # --- what the keys do --------------------------------------------------------------
    @does(ActionId.QUEUE)
    def add_to_end(self) -> None:
        self._add_selection(front=False)

    @does(ActionId.QUEUE_FRONT)
    def add_to_front(self) -> None:
        self._add_selection(front=True)

    def _add_selection(self, *, front: bool) -> None:
        self._queue_papers(self._selected(), front=front)

    def _queue_papers(self, ids: list[str], *, front: bool) -> None:
        count = len(ids)
        if front:
            text = translate("QueueActions", "Add %Ln paper(s) to the front of Up next", n=count)
            notice = translate(
                "QueueActions", "%Ln paper(s) added to the front of Up next", n=count
            )
        else:
            text = translate("QueueActions", "Add %Ln paper(s) to Up next", n=count)
            notice = translate("QueueActions", "%Ln paper(s) added to Up next", n=count)
        self._context.changes.queue(ids, lambda lib, i: lib.queue.add(i, front=front), text, notice)

    @does(ActionId.QUEUE_UP, ActionId.QUEUE_DOWN)
    def move(self, step: int) -> None:
        ids = self._selected()
        if not self.in_queue_view() or not ids:
            return
        count = len(ids)
        if step < 0:
            text = translate("QueueActions", "Move %Ln paper(s) up in Up next", n=count)
            notice = translate("QueueActions", "%Ln paper(s) moved up in Up next", n=count)
        else:
            text = translate("QueueActions", "Move %Ln paper(s) down in Up next", n=count)
            notice = translate("QueueActions", "%Ln paper(s) moved down in Up next", n=count)
        self._context.changes.queue(ids, lambda lib, i: shift_in_queue(lib, i, step), text, notice)

    def reorder(self, ids: list[str], before: str | None) -> None:
        """Rows dragged within Up next: put them in front of the row they were dropped on."""
        if not self.in_queue_view() or not ids or before in ids:
            return
        self._context.changes.queue(
            ids,
            lambda lib, i: lib.queue.place(i, before),
            translate("QueueActions", "Move %Ln paper(s) in Up next", n=len(ids)),
            translate("QueueActions", "%Ln paper(s) moved in Up next", n=len(ids)),
        )

    @does(ActionId.UNQUEUE)
    def take_out(self) -> None:
        ids = self._selected()
        if not self.in_queue_view() or not ids:
            return
        self._triage.step_past(ids)
        self._context.changes.queue(
            ids,
            lambda lib, i: lib.queue.remove(i),
            translate("QueueActions", "Take %Ln paper(s) out of Up next", n=len(ids)),
            translate("QueueActions", "%Ln paper(s) taken out of Up next", n=len(ids)),
        )

    @does(ActionId.NEXT_IN_QUEUE)
    def next_paper(self) -> None:
        """Show the first paper of Up next and mark it reading (it keeps its place)."""
        context = self._context

        def opened(paper_id: str | None) -> None:
            if paper_id is None:
                context.status.show_notice(
                    translate("QueueActions", "Up next is empty: press q on a paper to add it.")
                )
                return
            context.navigation.go_to_paper(paper_id, QUEUE)
            if context.service.entry(paper_id).annotation.status is not Status.READING:
                context.changes.set_status([paper_id], Status.READING)

        context.service.submit(
            lambda lib: lib.queue.next(), opened, label=translate("QueueActions", "Next paper")
        )
