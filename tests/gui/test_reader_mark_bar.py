"""The mark bar where a reader looks for it: by the text selected, never over it, also when
the text runs from the bottom of the left column to the top of the right one, and in a
window as small as 800×600. The PDF is the real two-column TraceMonkey paper."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from pytestqt.qtbot import QtBot

from lectern.gui.main_window import MainWindow
from tests.gui.helpers_reader import TRACEMONKEY, attach, needs_pdfs, open_with_o

pytestmark = needs_pdfs

WAIT = 15000


def _drag(qtbot: QtBot, window: MainWindow, start: QPoint, end: QPoint) -> None:
    viewport = window.reader.pages.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def _covered(window: MainWindow) -> list[QRect]:
    """The selected lines the bar (or the note editor) lies over."""
    reader = window.reader
    over = [w.geometry() for w in (reader.mark_bar, reader.note_editor) if w.isVisible()]
    lines = [line.toAlignedRect() for line in reader.pages.selection_lines()]
    return [line for line in lines if any(line.intersects(o) for o in over)]


def _across_the_columns(qtbot: QtBot, window: MainWindow) -> None:
    """Page 2 at the top of the view; a drag from low in the left column up to the top
    of the right column selects the left column's end and the right column's start."""
    pages = window.reader.pages
    pages.go_to_page(1)
    qtbot.waitUntil(lambda: pages.has_image(1) and pages.can_select(1), timeout=WAIT)
    qtbot.waitUntil(window.reader.can_mark, timeout=WAIT)
    rect = pages.page_rect(1)
    low = min(pages.viewport().height() - 20, rect.y() + round(rect.height() * 0.9))
    start = QPoint(rect.x() + round(rect.width() * 0.25), low)
    end = QPoint(rect.x() + round(rect.width() * 0.75), rect.y() + round(rect.height() * 0.1))
    _drag(qtbot, window, start, end)
    assert pages.selection is not None
    lines = pages.selection_lines()
    assert min(line.left() for line in lines) < rect.center().x() < lines[-1].left()


def test_the_bar_by_text_across_two_columns_lies_over_none_of_it(qtbot, window, tmp_path):
    attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    open_with_o(qtbot, window)
    _across_the_columns(qtbot, window)
    bar = window.reader.mark_bar
    qtbot.waitUntil(bar.isVisible, timeout=WAIT)
    assert window.reader.pages.viewport().rect().contains(bar.geometry())
    assert _covered(window) == []
    # N: the note's editor opens by the text too, over none of it.
    qtbot.keyClick(window.reader.pages, Qt.Key.Key_N)
    qtbot.waitUntil(window.reader.note_editor.isVisible, timeout=WAIT)
    assert _covered(window) == []


def test_in_a_small_window_the_bar_stays_in_the_view(qtbot, window, tmp_path):
    window.resize(800, 600)
    attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    open_with_o(qtbot, window)
    _across_the_columns(qtbot, window)
    bar = window.reader.mark_bar
    qtbot.waitUntil(bar.isVisible, timeout=WAIT)
    assert window.reader.pages.viewport().rect().contains(bar.geometry())
    assert _covered(window) == []
