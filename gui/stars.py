"""Star ratings: one painter shared by the list delegate and the detail pane's widget.

Both draw through :func:`paint_stars` and hit-test through :func:`star_at`, so a click lands
on the same star the user sees in either place.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QLocale, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from lectern.core.models import MAX_RATING
from lectern.gui.i18n import translate

STAR_MAX = 20.0  # px: big enough to hit, small enough for a list row
STAR_MIN = 8.0
_PAD = 2.0
_FILLED = QColor("#f0a81c")
_HOVER = QColor("#f6c860")


def _cell(rect: QRect | QRectF) -> float:
    size = min(rect.height(), (rect.width() - 2 * _PAD) / MAX_RATING, STAR_MAX)
    return max(STAR_MIN, size)


def _star_polygon(center: QPointF, radius: float) -> QPolygonF:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.46
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(center.x() + r * math.cos(angle), center.y() + r * math.sin(angle)))
    return QPolygonF(points)


def paint_stars(
    painter: QPainter, rect: QRect | QRectF, rating: int, palette: QPalette, hover: int = -1
) -> None:
    """Five stars left-aligned in ``rect``: ``rating`` filled, up to ``hover`` previewed."""
    size = _cell(rect)
    left = rect.left() + _PAD
    mid_y = rect.top() + rect.height() / 2
    # Empty stars are outlines in the text colour, faded: they follow a selected row's
    # highlighted text and the dark theme without a colour of their own.
    outline = QColor(palette.color(QPalette.ColorRole.Text))
    outline.setAlphaF(0.45)
    empty_pen = QPen(outline, 1.1)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for i in range(1, MAX_RATING + 1):
        center = QPointF(left + size * (i - 0.5), mid_y + size * 0.04)
        polygon = _star_polygon(center, size * 0.45)
        if hover >= 1:
            filled = i <= hover
            color = _HOVER if filled else None
        else:
            filled = i <= rating
            color = _FILLED if filled else None
        if color is not None:
            painter.setPen(QPen(color.darker(115), 1.0))
            painter.setBrush(color)
        else:
            painter.setPen(empty_pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(polygon)
    painter.restore()


def star_at(rect: QRect | QRectF, x: float) -> int:
    """Which star (1..5) a click at ``x`` inside ``rect`` means."""
    size = _cell(rect)
    index = int((x - rect.left() - _PAD) // size) + 1
    return min(max(index, 1), MAX_RATING)


def stars_width(rect: QRect | QRectF) -> float:
    """How wide the five stars drawn in ``rect`` are (for hit-testing only over the stars)."""
    return _cell(rect) * MAX_RATING + 2 * _PAD


class StarRating(QWidget):
    """Click a star to rate, click the same star again to clear; arrows work too.

    Emits ``rating_changed``; the library decides, and :meth:`set_rating` shows what it decided.
    """

    rating_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rating = 0
        self._hover = -1
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(translate("StarRating", "Rating"))
        self.setToolTip(
            translate("StarRating", "Rate this paper: click a star; click it again to clear")
        )
        self._describe()

    def rating(self) -> int:
        return self._rating

    def set_rating(self, rating: int) -> None:
        rating = min(max(int(rating), 0), MAX_RATING)
        if rating != self._rating:
            self._rating = rating
            self._describe()
            self.update()

    def sizeHint(self) -> QSize:
        return QSize(int(STAR_MAX * MAX_RATING + 2 * _PAD) + 1, int(STAR_MAX) + 8)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _describe(self) -> None:
        # "3 of 5 stars": the noun agrees with the stars there are, not with those given
        self.setAccessibleDescription(
            translate("StarRating", "{rating} of %Ln star(s)", None, MAX_RATING).format(
                rating=QLocale().toString(self._rating)
            )
        )

    def _choose(self, star: int) -> None:
        new = 0 if star == self._rating else star
        self.set_rating(new)
        self.rating_changed.emit(new)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_stars(painter, self.rect(), self._rating, self.palette(), self._hover)
        if self.hasFocus():
            pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), 1, Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
        painter.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        x = event.position().x()
        hover = star_at(self.rect(), x) if x <= stars_width(self.rect()) else -1
        if hover != self._hover:
            self._hover = hover
            self.update()

    def leaveEvent(self, _event: QEvent) -> None:
        self._hover = -1
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        x = event.position().x()
        if x <= stars_width(self.rect()):
            self._hover = -1
            self._choose(star_at(self.rect(), x))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Plus, Qt.Key.Key_Up):
            target = min(self._rating + 1, MAX_RATING)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Minus, Qt.Key.Key_Down):
            target = max(self._rating - 1, 0)
        elif key == Qt.Key.Key_Home:
            target = 0
        elif key == Qt.Key.Key_End:
            target = MAX_RATING
        else:
            return super().keyPressEvent(event)
        if target != self._rating:
            self.set_rating(target)
            self.rating_changed.emit(target)
