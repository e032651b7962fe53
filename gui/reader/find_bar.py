"""Find in PDF: the words typed, how many places have them and which one is shown.

The search runs on the render thread over the whole document; the bar only says what it
found ("2 of 9"), and Enter and Shift+Enter step through the matches.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QToolButton, QWidget

from lectern.gui.declarations.declared import widget_key
from lectern.gui.declarations.ids import KeyId
from lectern.gui.i18n import translate
from lectern.gui.reader.keys import matches

SEARCH_DELAY_MS = 250  # typing pauses this long before the document is searched


class FindBar(QWidget):
    """The reader's search box, with its count and the next and previous buttons."""

    search_requested = Signal(str)
    next_requested = Signal()
    previous_requested = Signal()
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readerFindBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        self.field = QLineEdit(self)
        self.field.setPlaceholderText(translate("FindBar", "Find in this PDF"))
        self.field.setAccessibleName(translate("FindBar", "Find in PDF"))
        self.field.setClearButtonEnabled(True)
        self.field.installEventFilter(self)
        layout.addWidget(self.field, 1)
        self.count = QLabel("", self)
        self.count.setAccessibleName(translate("FindBar", "Matches found"))
        self.count.setMinimumWidth(80)
        layout.addWidget(self.count)
        for text, name, tip, signal in (
            (
                "↑",
                translate("FindBar", "Previous match"),
                translate("FindBar", "Previous match (Shift+Enter)"),
                self.previous_requested,
            ),
            (
                "↓",
                translate("FindBar", "Next match"),
                translate("FindBar", "Next match (Enter)"),
                self.next_requested,
            ),
            (
                "✕",
                translate("FindBar", "Close Find"),
                translate("FindBar", "Close Find (Esc)"),
                self.closed,
            ),
        ):
            button = QToolButton(self)
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(name)
            button.setAutoRaise(True)
            button.clicked.connect(signal)
            layout.addWidget(button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._search)
        self.field.textChanged.connect(lambda _t: self._timer.start(SEARCH_DELAY_MS))

    def words(self) -> str:
        return self.field.text().strip()

    def start(self) -> None:
        self.show()
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.field.selectAll()

    def show_count(self, current: int, total: int) -> None:
        """ "2 of 9"; "No matches"; "Searching…" while the render thread looks."""
        if total < 0:
            self.count.setText(translate("FindBar", "Searching…"))
        elif total == 0:
            self.count.setText(translate("FindBar", "No matches") if self.words() else "")
        elif current >= 0:
            self.count.setText(
                translate("FindBar", "{current} of {total}").format(
                    current=current + 1, total=total
                )
            )
        else:
            # The count by position: lupdate skips a call that names it (`n=`).
            self.count.setText(translate("FindBar", "%n found", None, total))

    def _search(self) -> None:
        self.search_requested.emit(self.words())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.field and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if matches(event, widget_key(KeyId.READER_FIND_PREVIOUS).keys):
                self._flush_then(self.previous_requested.emit)
                return True
            if matches(event, widget_key(KeyId.READER_FIND_NEXT).keys):
                self._flush_then(self.next_requested.emit)
                return True
            if matches(event, widget_key(KeyId.READER_FIND_CLOSE).keys):
                self.closed.emit()
                return True
        return super().eventFilter(watched, event)

    def _flush_then(self, step: Callable[[], None]) -> None:
        """Enter right after typing searches first (the step waits for the answer)."""
        if self._timer.isActive():
            self._timer.stop()
            self._search()
        step()
