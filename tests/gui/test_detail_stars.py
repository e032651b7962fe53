"""Star ratings: what is painted is what a click sets, in the pane widget and the list."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from lectern.gui.stars import StarRating, paint_stars, star_at, stars_width


def gold_cells(image: QImage, rect: QRect) -> list[bool]:
    """For each of the five star cells: does it hold filled (gold) pixels?"""
    width = (stars_width(rect) - 4) / 5  # five cells after a 2 px pad each side
    cells = []
    for i in range(5):
        found = False
        for x in range(int(rect.left() + 2 + i * width), int(rect.left() + 2 + (i + 1) * width)):
            for y in range(rect.top(), rect.bottom()):
                color = QColor(image.pixel(x, y))
                if color.red() > 200 and 120 < color.green() < 210 and color.blue() < 110:
                    found = True
                    break
            if found:
                break
        cells.append(found)
    return cells


def render(rating: int, hover: int = -1, rect: QRect | None = None) -> QImage:
    rect = rect if rect is not None else QRect(0, 0, 120, 24)
    image = QImage(rect.width(), rect.height(), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_stars(painter, rect, rating, QPalette(), hover)
    painter.end()
    return image


def test_paint_stars_fills_as_many_stars_as_the_rating():
    rect = QRect(0, 0, 120, 24)
    assert gold_cells(render(0), rect) == [False] * 5
    assert gold_cells(render(3), rect) == [True, True, True, False, False]
    assert gold_cells(render(5), rect) == [True] * 5
    assert gold_cells(render(1, hover=4), rect) == [True, True, True, True, False]


def test_star_at_hits_the_star_under_the_pointer():
    rect = QRect(10, 0, 120, 24)
    width = (stars_width(rect) - 4) / 5
    for star in range(1, 6):
        x = rect.left() + 2 + (star - 0.5) * width
        assert star_at(rect, x) == star
    assert star_at(rect, rect.left()) == 1
    assert star_at(rect, rect.right() + 50) == 5


def test_clicking_the_widget_asks_for_that_rating_and_shows_it(qtbot):
    widget = StarRating()
    qtbot.addWidget(widget)
    widget.show()
    width = (stars_width(widget.rect()) - 4) / 5
    with qtbot.waitSignal(widget.rating_changed) as rated:
        qtbot.mouseClick(
            widget,
            Qt.MouseButton.LeftButton,
            pos=QPoint(int(2 + 2.5 * width), widget.height() // 2),
        )
    assert rated.args == [3]
    assert gold_cells(widget.grab().toImage(), widget.rect()) == [True, True, True, False, False]
    assert widget.accessibleDescription() == "3 of 5 stars"


def test_keyboard_changes_the_rating_one_star_at_a_time(qtbot):
    widget = StarRating()
    qtbot.addWidget(widget)
    widget.set_rating(2)
    with qtbot.waitSignal(widget.rating_changed) as rated:
        qtbot.keyClick(widget, Qt.Key.Key_Right)
    assert rated.args == [3]
    with qtbot.waitSignal(widget.rating_changed) as rated:
        qtbot.keyClick(widget, Qt.Key.Key_Home)
    assert rated.args == [0]
    with qtbot.assertNotEmitted(widget.rating_changed):
        qtbot.keyClick(widget, Qt.Key.Key_Left)  # already at zero


def test_set_rating_from_the_library_does_not_ask_again(qtbot):
    widget = StarRating()
    qtbot.addWidget(widget)
    with qtbot.assertNotEmitted(widget.rating_changed):
        widget.set_rating(4)
    assert widget.rating() == 4
