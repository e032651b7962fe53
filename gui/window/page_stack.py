"""A stacked widget that asks for the room of the page it shows, not of its largest page.

QStackedWidget asks for the widest of its pages, shown or not: the PDF reader's toolbar,
hidden behind the list, made the German window 854 px wide at least, wider than an
800×600 screen. The list's place asks for what the list needs; the reader, once shown,
for what the reader needs.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QStackedWidget, QWidget


class PageStack(QStackedWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def minimumSizeHint(self) -> QSize:
        page = self.currentWidget()
        if page is None:
            return super().minimumSizeHint()
        return page.minimumSizeHint().expandedTo(page.minimumSize())

    def sizeHint(self) -> QSize:
        page = self.currentWidget()
        return super().sizeHint() if page is None else page.sizeHint()
