"""A one-line label that never asks for more width than it is given.

A QLabel asks for its whole text's width, and a status bar passes that up to the window:
a notice naming a long title ("download.pdf attached to “How to make words with vectors:
…”") made the window wider than the screen. This label keeps its whole text (`text()`,
its tooltip, what assistive technology reads) and draws as much of it as fits, cut with
an ellipsis.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

_FEWEST_CHARACTERS = 12  # shown before the ellipsis however narrow the window is


class ElidedLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        width = metrics.averageCharWidth() * _FEWEST_CHARACTERS + metrics.horizontalAdvance("…")
        return QSize(
            min(width, super().minimumSizeHint().width()), super().minimumSizeHint().height()
        )

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        area = self.contentsRect()
        shown = self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, area.width()
        )
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(
            area, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown
        )
