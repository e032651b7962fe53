"""The window with the keyboard only, where a new user found traps: the status buttons'
focus mark, a tag chip's ×, Backspace in the tag field, the New paper paste box, F6
between the panes, and a window made as small as a small screen makes it.

The tests share one window for the file (`shared_window`, tests/gui/conftest.py), put back
to the whole list and its first row before each; what a test changes besides (the window's
size, the first paper's tags) is put back when it ends (`window` below)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from lectern.core.models import Status
from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.new_paper import NewPaperDialog
from lectern.gui.main_window import MainWindow


@pytest.fixture
def window(qtbot, shared_window: MainWindow) -> Iterator[MainWindow]:
    """The file's one window; its size and its first paper's tags as they were after."""
    size = shared_window.size()
    first = shared_window.model.id_at(0)
    assert first is not None
    tags = _tags_of(shared_window, first)
    yield shared_window
    shared_window.resize(size)
    qtbot.waitUntil(lambda: shared_window.size() == size)
    added = set(_tags_of(shared_window, first)) - set(tags)
    if added:
        shared_window.changes.remove_tags([first], sorted(added))
    missing = set(tags) - set(_tags_of(shared_window, first))
    if missing:
        shared_window.changes.add_tags([first], sorted(missing))
    qtbot.waitUntil(lambda: set(_tags_of(shared_window, first)) == set(tags))


def _tags_of(window, pid: str) -> tuple[str, ...]:
    return window.library.notes.annotation(pid).tags


def _show_first_paper(qtbot, window) -> str:
    window.focus_list()
    window.view.select_row(0)
    pid = window.model.id_at(0)
    qtbot.waitUntil(lambda: window.detail.current_id() == pid)
    return pid


def test_the_status_button_with_the_keyboard_on_it_is_marked(qtbot, window) -> None:
    window.resize(1400, 900)  # room for the five buttons (narrower, they are one box)
    _show_first_paper(qtbot, window)
    button = window.detail.status_selector.buttons[Status.TO_READ]
    qtbot.waitUntil(button.isVisible)
    unfocused = button.grab().toImage()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)
    assert button.grab().toImage() != unfocused, "no focus mark on the status button"


def test_a_tag_chips_remove_button_is_reached_by_tab_and_removes_its_tag(qtbot, window) -> None:
    pid = _show_first_paper(qtbot, window)
    window.changes.add_tags([pid], ["robotics", "theory"])
    editor = window.detail.tags_editor
    qtbot.waitUntil(lambda: editor.chip_texts() == ["robotics", "theory"])
    field = editor.line_edit
    field.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(field.hasFocus)
    # Back from the field: the chips' × in reading order, the last tag's first.
    qtbot.keyClick(field, Qt.Key.Key_Backtab)
    theory = QApplication.focusWidget()
    assert theory is not None and "theory" in theory.accessibleName()
    qtbot.keyClick(theory, Qt.Key.Key_Backtab)
    robotics = QApplication.focusWidget()
    assert robotics is not None and "robotics" in robotics.accessibleName()
    qtbot.keyClick(robotics, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: _tags_of(window, pid) == ("theory",))
    assert field.hasFocus(), f"the keyboard went to {QApplication.focusWidget()!r}"


def test_backspace_in_the_empty_tag_field_removes_the_last_tag_and_undo_brings_it_back(
    qtbot, window
) -> None:
    pid = _show_first_paper(qtbot, window)
    window.changes.add_tags([pid], ["robotics", "theory"])
    editor = window.detail.tags_editor
    qtbot.waitUntil(lambda: editor.chip_texts() == ["robotics", "theory"])
    editor.line_edit.setFocus()
    qtbot.keyClicks(editor.line_edit, "gr")
    qtbot.keyClick(editor.line_edit, Qt.Key.Key_Backspace)
    qtbot.keyClick(editor.line_edit, Qt.Key.Key_Backspace)
    assert editor.chip_texts() == ["robotics", "theory"]  # only what was typed went
    qtbot.keyClick(editor.line_edit, Qt.Key.Key_Backspace)
    qtbot.waitUntil(lambda: _tags_of(window, pid) == ("robotics",))
    assert editor.chip_texts() == ["robotics"]
    window.actions_by_id[ActionId.UNDO].trigger()
    qtbot.waitUntil(lambda: _tags_of(window, pid) == ("robotics", "theory"))


def test_new_paper_opens_ready_to_paste_and_tab_leaves_the_paste_box(qtbot, window) -> None:
    dialog = NewPaperDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.paste.hasFocus)
    qtbot.keyClick(dialog.paste, Qt.Key.Key_Tab)
    assert not dialog.paste.hasFocus()
    assert dialog.paste.toPlainText() == ""  # Tab moved on, it wrote nothing


def test_f6_moves_between_the_sidebar_the_list_and_the_details(qtbot, window) -> None:
    pid = _show_first_paper(qtbot, window)
    related = window.detail.related  # its links loaded too: made after the window's start
    qtbot.waitUntil(lambda: related.paper_id() == pid and bool(related.ids()))
    parts = {"sidebar": window.sidebar, "list": window.view, "details": window.detail}

    def where() -> str:
        focused = QApplication.focusWidget()
        return next(
            (name for name, part in parts.items() if part is focused or part.isAncestorOf(focused)),
            repr(focused),
        )

    assert where() == "list"
    seen = []
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6)
        seen.append(where())
    assert seen == ["details", "sidebar", "list"]
    qtbot.keyClick(window.view, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert where() == "sidebar"
    window.focus_search()
    qtbot.keyClick(window.search_box, Qt.Key.Key_F6)
    assert where() == "sidebar"
    qtbot.keyClick(window.sidebar, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    # On the details' first control, which shows the mark, not on the area around them.
    assert QApplication.focusWidget() is window.detail.header.rename_button


def test_the_window_is_usable_at_800_by_600(qtbot, window) -> None:
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800 and window.height() == 600)
    sidebar = window.sidebar
    qtbot.waitUntil(lambda: sidebar.width() >= 150)
    assert not sidebar.horizontalScrollBar().isVisible()
    assert window.view.width() >= 300, window.view.width()
    assert window.detail.width() >= 260, window.detail.width()
    all_item = sidebar.item_for("all")
    assert all_item is not None
    label = all_item.text(0)
    shown = sidebar.visualRect(sidebar.indexFromItem(all_item, 0)).width()
    assert sidebar.fontMetrics().horizontalAdvance(label) < shown, (label, shown)  # not "L…"


def test_the_menu_key_opens_a_collections_menu_in_the_sidebar(qtbot, window) -> None:
    sidebar = window.sidebar
    qtbot.waitUntil(lambda: sidebar.item_for("collection:ICML 2026 Papers") is not None)
    sidebar.setCurrentItem(sidebar.item_for("collection:ICML 2026 Papers"))
    sidebar.setFocus()
    offered: list[str] = []

    def read_and_close() -> None:
        popup = QApplication.activePopupWidget()
        if popup is None:  # not open yet: look again at the next turn of the menu's loop
            QTimer.singleShot(10, read_and_close)
            return
        offered.extend(action.text() for action in popup.actions() if action.text())
        popup.close()

    QTimer.singleShot(0, read_and_close)
    qtbot.keyClick(sidebar, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    assert offered[:4] == [
        "Rename…",
        "Move to…",
        "Merge into…",
        "Delete collection (its papers stay)",
    ]


def test_ctrl_enter_in_the_paste_box_adds_the_paper_and_enter_starts_a_new_line(qtbot) -> None:
    dialog = NewPaperDialog(look_up=False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.paste.hasFocus)
    qtbot.keyClicks(dialog.paste, "10.1145/3292500.3330701")
    qtbot.keyClick(dialog.paste, Qt.Key.Key_Return)
    assert dialog.paste.toPlainText() == "10.1145/3292500.3330701\n"
    assert dialog.isVisible()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog.paste, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert not dialog.isVisible()
    assert [getattr(record, "doi", None) for record in dialog.records] == [
        "10.1145/3292500.3330701"
    ]
