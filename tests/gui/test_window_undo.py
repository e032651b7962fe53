"""Undo and redo of status, rating, tag and title changes, including bulk ones."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt

from lectern.core.models import Status
from tests.gui.helpers_undo import ctrl_z, redo_text, undo_text


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
    qtbot.waitUntil(lambda: undo_text(window) == "Undo Status: To read → Read (6 papers)")

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
    window.changes.undo()
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 5)
    window.changes.undo()
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
    window.changes.undo()
    qtbot.waitUntil(lambda: window.library.papers.paper(pid).title == old_title)
    window.changes.undo()
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).tags == ())


def test_ctrl_z_outside_the_note_undoes_the_saved_note_then_the_rating(qtbot, window):
    window.focus_list()
    window.view.select_row(2)
    pid = window.view.current_id()
    qtbot.keyClick(window.view, "4")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 4)
    window.detail.focus_notes()
    editor = window.detail.notes.editor
    qtbot.waitUntil(editor.hasFocus)
    qtbot.keyClicks(editor, "written after rating")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).notes == "written after rating")
    # In the editor, Ctrl+Z is the editor's own: the text typed goes, word by word.
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: editor.toPlainText() != "written after rating")
    assert window.library.notes.annotation(pid).rating == 4
    editor.setPlainText("written after rating")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).notes == "written after rating")
    ctrl_z(qtbot, window)  # in the list: the newest change, the note saved
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).notes == "")
    assert window.library.notes.annotation(pid).rating == 4
    qtbot.waitUntil(lambda: window.status.notice_text().startswith("Undone: Notes"))
    ctrl_z(qtbot, window)  # then the rating before it
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 0)


def test_undo_after_a_restart_and_lectern_undo_after_a_window_change(
    qtbot, session, lib_path, capsys
) -> None:
    from lectern.core.cli import main as cli_main

    window = session.open(lib_path)
    window.triage.advance.setChecked(False)
    window.focus_list()
    window.view.select_row(0)
    first = window.view.current_id()
    qtbot.keyClick(window.view, "r")
    qtbot.waitUntil(lambda: window.library.notes.annotation(first).status is Status.READING)
    _select_rows(window, 1, 3)
    bulk = window.view.selected_ids()
    qtbot.keyClick(window.view, "t")
    qtbot.waitUntil(lambda: undo_text(window) == "Undo Status: New → To read (3 papers)")
    session.close(window)

    window = session.open(lib_path)  # the next session names the change and takes it back
    qtbot.waitUntil(lambda: undo_text(window) == "Undo Status: New → To read (3 papers)")
    ctrl_z(qtbot, window)
    qtbot.waitUntil(
        lambda: all(window.library.notes.annotation(p).status is Status.NEW for p in bulk)
    )
    qtbot.waitUntil(lambda: redo_text(window) == "Redo Status: New → To read (3 papers)")
    assert window.library.notes.annotation(first).status is Status.READING
    session.close(window)

    assert cli_main(["--library", str(lib_path), "undo"]) == 0  # the window's change before
    assert capsys.readouterr().out.strip().startswith("Undone: Status: New → Reading")
    window = session.open(lib_path)
    assert window.library.notes.annotation(first).status is Status.NEW
    qtbot.waitUntil(lambda: redo_text(window).startswith("Redo Status: New → Reading"))
