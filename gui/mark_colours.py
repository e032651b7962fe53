"""The five highlight colours as the window shows them: each one's ink, its name in the
user's language and its round swatch. The reader's bar and page and the detail pane's Marks
section draw the same colours, so they read them here, under both panes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from lectern.core.marks.model import Colour
from lectern.gui.i18n import translate

SWATCH = 16  # pixels: a swatch's size on the mark bar

# Highlighter inks: strong enough to show when multiplied into white paper.
INK: dict[Colour, QColor] = {
    Colour.YELLOW: QColor(255, 226, 64),
    Colour.GREEN: QColor(140, 222, 120),
    Colour.BLUE: QColor(128, 190, 255),
    Colour.PINK: QColor(255, 150, 196),
    Colour.PURPLE: QColor(196, 156, 255),
}


def colour_name(colour: Colour) -> str:
    """The colour's name in the user's language."""
    return {
        Colour.YELLOW: translate("MarkBar", "Yellow"),
        Colour.GREEN: translate("MarkBar", "Green"),
        Colour.BLUE: translate("MarkBar", "Blue"),
        Colour.PINK: translate("MarkBar", "Pink"),
        Colour.PURPLE: translate("MarkBar", "Purple"),
    }[colour]


def swatch(colour: Colour, size: int = SWATCH) -> QIcon:
    """A round swatch of the colour's ink, as the bar and the Marks section show it."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(INK[colour].darker(140))
    painter.setBrush(INK[colour])
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)
