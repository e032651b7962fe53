"""What the Edit menu's Undo and Redo say, and how many changes History holds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from lectern.gui.declarations.ids import ActionId


def undo_text(window) -> str:
    """The Edit menu's Undo as the user reads it: "Undo Status: New → Read"."""
    return window.actions_by_id[ActionId.UNDO].text().replace("&", "")


def redo_text(window) -> str:
    return window.actions_by_id[ActionId.REDO].text().replace("&", "")


def history_count(window) -> int:
    """The changes History lists: one per change the user made, however many papers."""
    return len(window.library.history.entries(limit=None))


def _in_the_list(qtbot, window) -> None:
    """The window active (a dialog closed gives it back), the paper list with the focus."""
    window.activateWindow()  # what the desktop does when a dialog closes (offscreen: not)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.focus_list()


def ctrl_z(qtbot, window) -> None:
    """Ctrl+Z in the paper list: the window's Undo."""
    _in_the_list(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def ctrl_shift_z(qtbot, window) -> None:
    """Ctrl+Shift+Z in the paper list: the window's Redo."""
    _in_the_list(qtbot, window)
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.view, Qt.Key.Key_Z, modifiers)
