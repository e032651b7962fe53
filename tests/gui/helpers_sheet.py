"""The cheat sheet as the user sees it: opened with F1 in the real window, read from its
widgets (the key caps and the text beside them), never from the rows it was given."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGridLayout, QLabel

from lectern.gui.dialogs.shortcuts import ShortcutsDialog

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from lectern.gui.main_window import MainWindow

Row = tuple[str, tuple[str, ...], str]  # heading, key caps, what they do


def open_cheat_sheet(qtbot: QtBot, window: MainWindow) -> ShortcutsDialog:
    """Press F1 in the list, as a user asks for the cheat sheet; the dialog that opened."""
    window.focus_list()
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: bool(_shown()))
    return _shown()[-1]


def _shown() -> list[ShortcutsDialog]:
    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, ShortcutsDialog) and w.isVisible()
    ]


def shown_rows(dialog: ShortcutsDialog) -> list[Row]:
    """Every row the dialog shows, top to bottom, with the heading it sits under."""
    grid = dialog.findChild(QGridLayout)
    assert grid is not None
    rows: list[Row] = []
    heading = ""
    for row in range(grid.rowCount()):
        first = grid.itemAtPosition(row, 0)
        widget = first.widget() if first is not None else None
        if widget is None:
            continue
        if widget.objectName() == "shortcutsHeading":
            assert isinstance(widget, QLabel)
            heading = widget.text()
        elif widget.objectName() == "shortcutsKeys":
            caps = tuple(cap.text() for cap in widget.findChildren(QLabel, "keycap"))
            beside = grid.itemAtPosition(row, 1)
            text = beside.widget() if beside is not None else None
            assert isinstance(text, QLabel)
            rows.append((heading, caps, text.text()))
    return rows


def keys_shown(dialog: ShortcutsDialog) -> dict[str, list[str]]:
    """Each key cap the dialog shows, with the texts of the rows it is on."""
    found: dict[str, list[str]] = {}
    for _heading, caps, text in shown_rows(dialog):
        for cap in caps:
            found.setdefault(cap, []).append(text)
    return found
