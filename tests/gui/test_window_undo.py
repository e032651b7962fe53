"""Undo and redo of status, rating, tag and title changes, including bulk ones."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt

from lectern.core.models import Status


def _select_rows(window, first: int, last: int) -> None:
    model = window.model
    selection = QItemSelection(model.index(first, 0), model.index(last, model.columnCount() - 1))
    window.view.selectionModel().select(
        selection,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


def test_undo_a_bulk_status_change_and_redo_it(qtbot, window):
    window.triage.advance.setChecked(False)
    first = window.model.ids()[0]
    window.focus_list()
    qtbot.keyClick(window.view, "t")  # one paper to read first
    qtbot.waitUntil(lambda: window.library.notes.annotation(first).status is Status.TO_READ)
    _select_rows(window, 0, 5)
    ids = window.view.selected_ids()
    assert len(ids) == 6
    qtbot.keyClick(window.view, "d")
    qtbot.waitUntil(
        lambda: all(window.library.notes.annotation(p).status is Status.READ for p in ids)
    )
    assert window.undo_stack.undoText() == "Mark 6 papers as read"

    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: (
            window.library.notes.annotation(first).status is Status.TO_READ
            and all(window.library.notes.annotation(p).status is Status.NEW for p in ids[1:])
        )
    )
    qtbot.keyClick(
        window.view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(
        lambda: all(window.library.notes.annotation(p).status is Status.READ for p in ids)
    )


def test_undo_restores_ratings_set_in_quick_succession(qtbot, window):
    window.focus_list()
    window.view.select_row(0)
    pid = window.view.current_id()
    for key in "354":
        qtbot.keyClick(window.view, key)
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 4)
    window.undo_stack.undo()
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 5)
    window.undo_stack.undo()
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 3)


def test_tags_and_titles_from_the_detail_pane_can_be_undone(qtbot, window):
    window.view.select_row(1)
    pid = window.view.current_id()
    old_title = window.library.papers.paper(pid).title
    window.detail.tags_added.emit(["to-discuss"])
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).tags == ("to-discuss",))
    window.detail.title_requested.emit("A Better Title for This Paper")
    qtbot.waitUntil(
        lambda: window.library.papers.paper(pid).title == "A Better Title for This Paper"
    )
    qtbot.waitUntil(
        lambda: (
            window.model.index(window.model.row_of(pid), 0).data()
            == "A Better Title for This Paper"
        )
    )
    window.undo_stack.undo()
    qtbot.waitUntil(lambda: window.library.papers.paper(pid).title == old_title)
    window.undo_stack.undo()
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).tags == ())


def test_undo_of_a_rating_keeps_notes_typed_after_it(qtbot, window):
    window.focus_list()
    window.view.select_row(2)
    pid = window.view.current_id()
    qtbot.keyClick(window.view, "4")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 4)
    done: list[None] = []
    window.service.submit(lambda lib: lib.notes.set_notes(pid, "written after rating"), done.append)
    qtbot.waitUntil(lambda: bool(done))
    window.undo_stack.undo()
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 0)
    assert window.library.notes.annotation(pid).notes == "written after rating"
