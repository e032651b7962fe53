"""Help → Keyboard shortcuts: every key the window declares, as key caps beside what they do.

The window passes the rows made from its declarations (`lectern.gui.declarations.sheet`), in the
user's language, so the cheat sheet can never drift from the real bindings. A row without
keys is a section heading; each of a row's keys gets a cap of its own, with "or" between them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from lectern.gui.declarations.sheet import SheetRow
from lectern.gui.i18n import translate

_KEYCAP_STYLE = (
    "QLabel#keycap { border: 1px solid palette(mid); border-bottom-width: 2px;"
    " border-radius: 4px; padding: 1px 6px; background: palette(base); }"
)


def native_keys(key: str) -> str:
    """ "Ctrl+Shift+Z" as this platform writes it (⌘⇧Z on macOS); plain keys pass through
    as typed ("j" stays "j": a capital J would read as Shift+J)."""
    if "+" not in key.strip("+") or len(key) == 1:
        return key
    sequence = QKeySequence(key)
    text = sequence.toString(QKeySequence.SequenceFormat.NativeText)
    return text or key


class ShortcutsDialog(QDialog):
    def __init__(
        self,
        shortcuts: Sequence[SheetRow],
        parent: QWidget | None = None,
        *,
        notes: Sequence[str] = (),
    ) -> None:
        """`notes`: paragraphs under the keys (what Advance after marking does now)."""
        super().__init__(parent)
        self.shortcuts = list(shortcuts)
        self.notes = list(notes)
        self.setWindowTitle(translate("ShortcutsDialog", "Keyboard shortcuts"))
        self.setObjectName("shortcutsDialog")
        self.setStyleSheet(_KEYCAP_STYLE)
        layout = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setAccessibleName(translate("ShortcutsDialog", "Keyboard shortcuts"))
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        grid = QGridLayout(body)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(1, 1)
        row = 0
        for note in self.notes:
            paragraph = QLabel(note)
            paragraph.setObjectName("shortcutsNote")
            paragraph.setTextFormat(Qt.TextFormat.PlainText)
            paragraph.setWordWrap(True)
            paragraph.setContentsMargins(0, 0, 0, 8)
            grid.addWidget(paragraph, row, 0, 1, 2)
            row += 1
        for entry in self.shortcuts:
            if entry.is_heading:
                heading = QLabel(entry.text)
                heading.setObjectName("shortcutsHeading")
                font = QFont(heading.font())
                font.setWeight(QFont.Weight.DemiBold)
                heading.setFont(font)
                heading.setContentsMargins(0, 10 if row else 0, 0, 2)
                grid.addWidget(heading, row, 0, 1, 2)
            else:
                grid.addWidget(self._caps(entry.keys), row, 0, Qt.AlignmentFlag.AlignLeft)
                text = QLabel(entry.text)
                text.setObjectName("shortcutsText")
                text.setTextFormat(Qt.TextFormat.PlainText)
                text.setWordWrap(True)
                grid.addWidget(text, row, 1)
            row += 1
        grid.setRowStretch(row, 1)
        scroll.setWidget(body)
        layout.addWidget(scroll)
        self.resize(520, min(640, body.sizeHint().height() + 80))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @staticmethod
    def _caps(keys: Sequence[str]) -> QWidget:
        box = QWidget()
        box.setObjectName("shortcutsKeys")
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        for index, part in enumerate(keys):
            if index:
                row.addWidget(QLabel(translate("ShortcutsDialog", "or")))
            cap = QLabel(native_keys(part))
            cap.setObjectName("keycap")
            cap.setTextFormat(Qt.TextFormat.PlainText)
            row.addWidget(cap)
        row.addStretch(1)
        return box
