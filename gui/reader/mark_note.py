"""The small editor by a mark for its margin note: Ctrl+Enter or Save keeps it, Esc leaves
it as it was.

A note is written in a few words, so this is a few lines by the text rather than a dialog
that covers the page; the reader saves the note as a change of the mark (one History entry,
undone with Ctrl+Z).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lectern.gui.i18n import translate

GAP = 6  # pixels between the editor and the text it is for
WIDTH = 320


class _NoteField(QPlainTextEdit):
    """The note's text: Ctrl+Enter saves, Esc cancels."""

    save = Signal()
    cancel = Signal()

    @staticmethod
    def _saves(event: QKeyEvent) -> bool:
        return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and bool(
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        )

    def event(self, event: QEvent) -> bool:
        """Ctrl+Enter and Esc are the editor's here, not the window's (Next in Up next)."""
        if event.type() == QEvent.Type.ShortcutOverride:
            assert isinstance(event, QKeyEvent)
            if self._saves(event) or event.key() == Qt.Key.Key_Escape:
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._saves(event):
            self.save.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.cancel.emit()
            return
        super().keyPressEvent(event)


class MarkNoteEditor(QFrame):
    """A mark's note, written beside it."""

    saved = Signal(str)  # the note as written
    cancelled = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("markNote")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 6, 6, 6)
        self.field = _NoteField(self)
        self.field.setAccessibleName(translate("MarkNoteEditor", "The mark's note"))
        self.field.setPlaceholderText(
            translate("MarkNoteEditor", "A note beside this passage (Ctrl+Enter saves)")
        )
        self.field.setTabChangesFocus(True)
        self.field.setFixedHeight(self.field.fontMetrics().lineSpacing() * 4 + 12)
        self.field.save.connect(self._save)
        self.field.cancel.connect(self.cancel)
        column.addWidget(self.field)
        row = QHBoxLayout()
        row.addStretch(1)
        cancel = QPushButton(translate("MarkNoteEditor", "Cancel"), self)
        cancel.clicked.connect(self.cancel)
        save = QPushButton(translate("MarkNoteEditor", "Save"), self)
        save.setDefault(True)
        save.clicked.connect(self._save)
        row.addWidget(cancel)
        row.addWidget(save)
        column.addLayout(row)
        self.setFixedWidth(WIDTH)
        self.hide()

    def start(self, near: QRect, note: str) -> None:
        """Edit `note` in the editor, placed under the text at `near` (viewport pixels)."""
        self.field.setPlainText(note)
        self.adjustSize()
        parent = self.parentWidget()
        width = parent.width() if parent is not None else WIDTH
        height = parent.height() if parent is not None else self.height()
        y = near.bottom() + GAP
        if y + self.height() > height:
            y = max(0, near.top() - GAP - self.height())
        self.move(QPoint(max(0, min(near.left(), width - self.width())), y))
        self.show()
        self.raise_()
        self.field.setFocus(Qt.FocusReason.OtherFocusReason)
        self.field.moveCursor(self.field.textCursor().MoveOperation.End)

    def _save(self) -> None:
        self.hide()
        self.saved.emit(self.field.toPlainText().strip())

    def cancel(self) -> None:
        self.hide()
        self.cancelled.emit()
