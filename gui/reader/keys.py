"""A key press against the keys a declaration gives (`lectern.gui.declarations.declared`), as the
reader reads them: Ctrl++ is Ctrl and the + key, whether the keyboard needs Shift for it."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

_SHIFT_MEANS = {Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab}
_IGNORED = Qt.KeyboardModifier.KeypadModifier


def matches(event: QKeyEvent, keys: Iterable[str]) -> bool:
    """Whether `event` is one of `keys` (Qt's portable text: "PgDown", "Ctrl+F")."""
    key = Qt.Key(event.key())
    mods = event.modifiers() & ~_IGNORED
    for text in keys:
        combination = QKeySequence(text)[0]  # type: ignore[index]  # the stubs lack []
        want_key = combination.key()
        want_mods = combination.keyboardModifiers()
        if key == Qt.Key.Key_Enter and want_key == Qt.Key.Key_Return:
            key = Qt.Key.Key_Return  # the keypad's Enter is Enter too
        if key != want_key:
            continue
        if mods == want_mods:
            return True
        if key not in _SHIFT_MEANS and mods & ~Qt.KeyboardModifier.ShiftModifier == want_mods:
            return True  # "+" typed with Shift
    return False
