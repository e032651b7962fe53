"""Up next through the real window: q and Shift+Q queue the selection, Alt+Up and Alt+Down
move it, Delete takes it out (not to the Trash), Ctrl+Enter opens the next paper; all undo."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QPointF, Qt
from PySide6.QtGui import QDropEvent

from lectern.core.models import Status
from lectern.core.view import QUEUE
from lectern.gui.declarations.ids import ActionId
from tests.gui.conftest import wait_for
from tests.gui.helpers_sheet import open_cheat_sheet, shown_rows

ALT = Qt.KeyboardModifier.AltModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def _select_rows(window, first: int, last: int) -> None:
    model = window.model
    window.view.selectionModel().select(
        model.index(first, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    for row in range(first + 1, last + 1):
        window.view.selectionModel().select(
            model.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )


def _queue_up(qtbot, window) -> list[str]:
    """Rows 2–4 queued with q, then row 0 put in front with Shift+Q: [row 0, 2, 3, 4]."""
    window.triage.advance.setChecked(False)
    window.focus_list()
    ids = window.model.ids()
    _select_rows(window, 2, 4)
    qtbot.keyClick(window.view, "q")
    wait_for(qtbot, lambda: window.library.queue.ids() == ids[2:5])
    window.view.select_row(0)
    qtbot.keyClick(window.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ShiftModifier)
    order = [ids[0], *ids[2:5]]
    wait_for(qtbot, lambda: window.library.queue.ids() == order)
    return order


def _open_up_next(qtbot, window, order: list[str]) -> None:
    window.sidebar.select_scope(QUEUE, emit=True)
    wait_for(qtbot, lambda: window.model.ids() == order)
    window.focus_list()


def test_q_and_shift_q_fill_up_next_in_order_with_its_count(qtbot, window):
    order = _queue_up(qtbot, window)
    assert all(window.library.notes.annotation(p).status is Status.TO_READ for p in order)
    wait_for(qtbot, lambda: window.sidebar.count_text("queue") == "4")
    _open_up_next(qtbot, window, order)
    assert window.status.notice_text().startswith("1 paper added to the front of Up next")
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # the front one goes back out
    wait_for(qtbot, lambda: window.model.ids() == order[1:])
    assert window.library.notes.annotation(order[0]).status is Status.NEW
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    wait_for(qtbot, lambda: window.library.queue.ids() == [])
    wait_for(qtbot, lambda: window.sidebar.count_text("queue") == "")


def test_alt_up_and_down_move_the_selection_within_up_next_and_undo(qtbot, window):
    a, b, c, d = _queue_up(qtbot, window)
    _open_up_next(qtbot, window, [a, b, c, d])
    window.view.select_id(c)
    qtbot.keyClick(window.view, Qt.Key.Key_Up, ALT)
    wait_for(qtbot, lambda: window.model.ids() == [a, c, b, d])
    assert window.view.current_id() == c  # the moved paper stays selected
    qtbot.keyClick(window.view, Qt.Key.Key_Up, ALT)
    wait_for(qtbot, lambda: window.model.ids() == [c, a, b, d])
    _select_rows(window, 0, 1)  # c and a, moved down together
    qtbot.keyClick(window.view, Qt.Key.Key_Down, ALT)
    wait_for(qtbot, lambda: window.model.ids() == [b, c, a, d])
    window.changes.undo()
    wait_for(qtbot, lambda: window.model.ids() == [c, a, b, d])
    window.changes.undo()
    wait_for(qtbot, lambda: window.library.queue.ids() == [a, c, b, d])


def _drop(window, rows: list[int], on_row: int) -> None:
    """Drop the papers of `rows` on the upper half of `on_row`, as a drag in the list ends."""
    view = window.view
    mime = window.model.mimeData([window.model.index(row, 0) for row in rows])
    rect = view.visualRect(window.model.index(on_row, 0))
    event = QDropEvent(
        QPointF(rect.center().x(), rect.top() + 2),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    view.dropEvent(event)  # what the viewport hands the list when a drag ends on it


def test_dragging_rows_in_up_next_puts_them_where_they_are_dropped(qtbot, window):
    a, b, c, d = _queue_up(qtbot, window)
    _open_up_next(qtbot, window, [a, b, c, d])
    _drop(window, [3], 0)
    wait_for(qtbot, lambda: window.model.ids() == [d, a, b, c])
    _drop(window, [0, 1], 3)  # d and a together, in front of c
    wait_for(qtbot, lambda: window.model.ids() == [b, d, a, c])
    window.changes.undo()
    wait_for(qtbot, lambda: window.model.ids() == [d, a, b, c])


def test_delete_in_up_next_takes_papers_out_of_the_queue_not_to_the_trash(qtbot, window):
    a, b, c, d = _queue_up(qtbot, window)
    _open_up_next(qtbot, window, [a, b, c, d])
    _select_rows(window, 1, 2)
    assert window.actions_by_id[ActionId.TRASH].text() == "Take out of Up next"
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    wait_for(qtbot, lambda: window.model.ids() == [a, d])
    assert window.library.papers.trash_ids() == []
    assert b in window.library and c in window.library
    wait_for(qtbot, lambda: window.sidebar.count_text("queue") == "2")
    window.changes.undo()
    wait_for(qtbot, lambda: window.model.ids() == [a, b, c, d])


def test_ctrl_enter_opens_the_first_queued_paper_and_marks_it_reading(qtbot, window):
    a, b, c, d = _queue_up(qtbot, window)
    window.view.select_row(10)  # somewhere in All papers
    qtbot.keyClick(window.view, Qt.Key.Key_Return, CTRL)
    wait_for(qtbot, lambda: window.sidebar.current_scope() == QUEUE)
    wait_for(qtbot, lambda: window.detail.current_id() == a)
    wait_for(qtbot, lambda: window.library.notes.annotation(a).status is Status.READING)
    assert window.view.current_id() == a
    assert window.library.queue.ids() == [a, b, c, d]  # reading keeps its place
    qtbot.keyClick(window.view, "d")  # read: out of the queue, the next is next
    wait_for(qtbot, lambda: window.library.queue.ids() == [b, c, d])
    wait_for(qtbot, lambda: window.model.ids() == [b, c, d])
    qtbot.keyClick(window.view, Qt.Key.Key_Return, CTRL)
    wait_for(qtbot, lambda: window.library.notes.annotation(b).status is Status.READING)
    window.changes.undo()
    wait_for(qtbot, lambda: window.library.notes.annotation(b).status is Status.TO_READ)


def test_the_queue_actions_are_in_the_paper_menu_and_the_cheat_sheet(qtbot, window):
    paper_menu = next(
        a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Paper"
    )
    texts = {a.text() for a in paper_menu.actions()}
    assert {"Add to Up next", "Add to the front of Up next", "Move up in Up next"} <= texts
    rows = shown_rows(open_cheat_sheet(qtbot, window))
    up_next = {caps: text for heading, caps, text in rows if heading == "Up next"}
    assert up_next[("q",)] == "Add to Up next"
    assert up_next[("Shift+Q",)] == "Add to the front of Up next"
    assert {("Alt+Up",), ("Alt+Down",), ("Ctrl+Enter",)} <= set(up_next)
    assert up_next[("Delete",)].startswith("In Up next: take the selection out")


def test_up_next_opens_in_queue_order_whatever_the_library_is_sorted_by(qtbot, window):
    from lectern.gui.table.model import Column

    order = _queue_up(qtbot, window)
    window.view.sortByColumn(Column.TITLE, Qt.SortOrder.AscendingOrder)  # All papers, by title
    wait_for(qtbot, lambda: window.model.sort_column == Column.TITLE)
    _open_up_next(qtbot, window, order)  # the queue's order, not the titles'
    assert window.view.horizontalHeader().sortIndicatorSection() == -1
    window.sidebar.select_scope("all", emit=True)  # back to All papers: by title again
    wait_for(qtbot, lambda: len(window.model.ids()) == len(window.library))
    assert window.model.sort_column == Column.TITLE
    titles = [window.library.papers.paper(p).title.casefold() for p in window.model.ids()[:5]]
    assert titles == sorted(titles)


def test_papers_dropped_on_up_next_in_the_sidebar_join_the_end_of_the_queue(qtbot, window):
    order = _queue_up(qtbot, window)
    ids = window.model.ids()
    mime = window.model.mimeData([window.model.index(row, 0) for row in (6, 7)])
    sidebar = window.sidebar
    rect = sidebar.visualItemRect(sidebar.item_for(QUEUE))
    event = QDropEvent(
        QPointF(rect.center()),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    sidebar.dropEvent(event)
    wait_for(qtbot, lambda: window.library.queue.ids() == [*order, ids[6], ids[7]])
    wait_for(qtbot, lambda: window.sidebar.count_text("queue") == "6")
    window.changes.undo()
    wait_for(qtbot, lambda: window.library.queue.ids() == order)
