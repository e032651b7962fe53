"""Above the list, under the search box: "Did you mean metafont?" when a search finds few.

A search that finds nothing or next to nothing because of a typo ("metafnot") is offered the
search its words would make with the library's own words (lectern.core.search.spelling); the
core offers it only when that search finds more. It is asked for after the papers found are
shown (on the reader thread, the newest search only), so they never wait for it. One click
on the corrected words takes it, and so does Ctrl+Enter in the search box (Enter keeps its
meaning there: to the list). The line goes as soon as the search changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from lectern.gui.i18n import translate


class CorrectionOffer(QFrame):
    """The "Did you mean …" line; `taken` carries the corrected search."""

    taken = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("correctionOffer")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 4)
        layout.setSpacing(4)
        self.label = QLabel(translate("CorrectionOffer", "Did you mean"))
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton()
        self.button.setFlat(True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setStyleSheet("QPushButton { text-decoration: underline; }")
        self.button.setToolTip(translate("CorrectionOffer", "Search for this instead (Ctrl+Enter)"))
        self.button.clicked.connect(self.take)
        self.hint = QLabel(translate("CorrectionOffer", "Ctrl+Enter"))
        self.hint.setEnabled(False)  # the muted colour
        layout.addWidget(self.label)
        layout.addWidget(self.button)
        layout.addWidget(self.hint)
        layout.addStretch(1)
        self._offered = ""
        self.hide()

    def offered(self) -> str:
        """The corrected search on offer ("" when none is)."""
        return self._offered

    def show_for(self, typed: str, corrections: Sequence[tuple[str, str]]) -> None:
        """Offer the search `typed` with its misspelt words corrected, or hide when there
        are none."""
        from lectern.core.search.spelling import corrected  # the search package loads Whoosh

        typed = typed.strip()
        better = corrected(typed, dict(corrections)) if corrections else ""
        self._offered = better if better and better != typed else ""
        if not self._offered:
            self.hide()
            return
        self.button.setText(translate("CorrectionOffer", "{query}?").format(query=self._offered))
        spoken = translate("CorrectionOffer", "Did you mean {query}?").format(query=self._offered)
        self.button.setAccessibleName(spoken)
        self.setAccessibleName(spoken)
        self.show()

    def take(self) -> bool:
        """Search for the offered words (a click, or Ctrl+Enter in the search box); False
        when nothing is offered."""
        if not self._offered or not self.isVisible():
            return False
        offered, self._offered = self._offered, ""
        self.hide()
        self.taken.emit(offered)
        return True
