"""Triage by keyboard through the real window; what was marked survives a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from lectern.core.models import Status
from lectern.gui.declarations.declared import status_keys, widget_key
from lectern.gui.declarations.ids import KeyId
from lectern.gui.table.model import Column, RatingRole
from tests.gui.helpers_sheet import keys_shown, open_cheat_sheet

PLAN = [
    ("t", 5),
    ("r", 4),
    ("d", 3),
    ("x", 1),
    ("t", 2),
    ("d", 5),
    ("u", 0),
    ("r", 3),
    ("t", 4),
    ("d", 2),
]


def _press(qtbot, window, key: str) -> None:
    qtbot.keyClick(window.view, key)


def test_triage_ten_papers_by_keyboard_and_find_them_marked_after_a_restart(qtbot, session, window):
    window.triage.advance.setChecked(True)
    window.focus_list()
    window.view.select_row(0)
    expected: dict[str, tuple[Status, int]] = {}
    marked_by = {key: status for status, key in status_keys().items()}
    for key, stars in PLAN:
        pid = window.view.current_id()
        _press(qtbot, window, str(stars))
        _press(qtbot, window, key)  # marks, then advances to the next paper
        expected[pid] = (marked_by[key], stars)
    assert len(expected) == 10
    assert window.view.currentIndex().row() == 10
    qtbot.waitUntil(
        lambda: all(
            (window.library.notes.annotation(p).status, window.library.notes.annotation(p).rating)
            == want
            for p, want in expected.items()
        )
    )

    window = session.restart(window)
    for pid, (status, stars) in expected.items():
        row = window.model.row_of(pid)
        assert window.model.index(row, Column.STATUS).data() == status.label
        assert window.model.index(row, Column.RATING).data(RatingRole) == stars
    qtbot.waitUntil(
        lambda: window.sidebar.count_text("status:to-read") == "3"
    )  # counted after the rows
    assert window.sidebar.count_text("status:read") == "3"


@pytest.mark.parametrize("action", ["Toggle", "Press"])
def test_a_status_button_pressed_by_a_screen_reader_marks_the_paper(qtbot, window, action):
    """AT-SPI's Toggle (what a screen reader or switch access does to a checkable button)
    checks the button without a click: the paper must be marked as the button shows, in
    the list and on disk, not left New under a checked "To read"."""
    window.view.select_row(2)
    pid = window.view.current_id()
    qtbot.waitUntil(lambda: window.detail.current_id() == pid)
    button = window.detail.status_selector.buttons[Status.TO_READ]
    accessible = QAccessible.queryAccessibleInterface(button)
    assert accessible.text(QAccessible.Text.Name) == "Status To read"
    actions = accessible.actionInterface()
    assert action in actions.actionNames()
    actions.doAction(action)
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).status is Status.TO_READ)
    qtbot.waitUntil(lambda: window.model.index(2, Column.STATUS).data() == Status.TO_READ.label)
    assert button.isChecked()


def test_j_and_k_move_through_the_list(qtbot, window):
    window.focus_list()
    window.view.select_row(0)
    _press(qtbot, window, "j")
    _press(qtbot, window, "j")
    assert window.view.currentIndex().row() == 2
    _press(qtbot, window, "k")
    assert window.view.currentIndex().row() == 1
    assert window.detail.current_id() == window.view.current_id()


def test_without_advance_the_selection_stays_on_the_marked_paper(qtbot, window):
    window.triage.advance.setChecked(False)
    window.focus_list()
    window.view.select_row(3)
    pid = window.view.current_id()
    _press(qtbot, window, "d")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).status is Status.READ)
    assert window.view.current_id() == pid


def test_zero_clears_the_rating(qtbot, window):
    window.focus_list()
    window.view.select_row(0)
    pid = window.view.current_id()
    _press(qtbot, window, "4")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 4)
    _press(qtbot, window, "0")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 0)


def test_n_edits_the_notes_and_escape_returns_to_the_list(qtbot, window):
    window.focus_list()
    window.view.select_row(0)
    _press(qtbot, window, "n")
    qtbot.waitUntil(lambda: window.detail.isAncestorOf(QApplication.focusWidget()))
    editor = QApplication.focusWidget()
    qtbot.keyClicks(editor, "abc")  # letters go into the notes, not to triage
    assert window.library.notes.annotation(window.view.current_id()).status is Status.NEW
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(window.view.hasFocus)


def test_clicking_a_star_in_the_list_sets_the_rating(qtbot, window):
    window.resize(1400, 900)  # a desktop's window: a narrow one keeps the room for the title
    window.view.select_row(2)
    pid = window.view.current_id()
    rect = window.view.visualRect(window.model.index(2, Column.RATING))
    from lectern.gui import stars
    from lectern.gui.table.view import StarDelegate

    star_rect = StarDelegate.star_rect(rect)
    x = int(star_rect.left() + stars.stars_width(star_rect) * 0.5)  # the third star
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, rect.center().y())
    )
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 3)


def test_the_cheat_sheet_shows_every_triage_key_beside_its_paper_menu_item(qtbot, window):
    paper_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Paper")
    in_menu = {
        action.shortcut().toString().lower(): action.text()
        for action in paper_menu.actions()
        if not action.shortcut().isEmpty()
    }
    dialog = open_cheat_sheet(qtbot, window)
    shown = keys_shown(dialog)
    # In the reader j and k scroll, and with text selected u, n and 1–5 mark it: rows of
    # their own.
    marking = {
        "u": KeyId.READER_UNDERLINE,
        "n": KeyId.READER_MARK_NOTE,
        **dict.fromkeys("12345", KeyId.READER_HIGHLIGHT),
    }
    for key in ("j", "k", "t", "r", "d", "x", "u", "n", "0", "1", "2", "3", "4", "5"):
        # One row each, worded as in the menu.
        reader = ["Scroll down"] if key == "j" else ["Scroll up"] if key == "k" else []
        if key in marking:
            reader = [widget_key(marking[key]).shown_wording]
        assert shown.get(key) == [in_menu[key], *reader], key
    dialog.close()


def test_a_status_key_marks_the_shown_paper_shows_the_next_and_can_be_undone(qtbot, window):
    window.triage.advance.setChecked(True)
    window.focus_list()
    window.view.select_row(4)
    marked, following = window.model.id_at(4), window.model.id_at(5)
    _press(qtbot, window, "r")
    assert window.view.current_id() == following
    assert window.detail.current_id() == following  # the next paper, at once
    qtbot.waitUntil(lambda: window.library.notes.annotation(marked).status is Status.READING)
    qtbot.waitUntil(lambda: window.model.index(4, Column.STATUS).data() == Status.READING.label)
    assert window.library.notes.annotation(following).status is Status.NEW
    assert window.detail.status_selector.status() is Status.NEW
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.library.notes.annotation(marked).status is Status.NEW)
    assert window.detail.current_id() == following
