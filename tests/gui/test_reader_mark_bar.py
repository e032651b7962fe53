"""The mark bar where a reader looks for it: by the text selected, never over it, also when
the text runs from the bottom of the left column to the top of the right one, and in a
window as small as 800×600; a clicked underline shows Underline pressed. The PDF is the real two-column TraceMonkey paper."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from pytestqt.qtbot import QtBot

from lectern.core.marks.model import Colour, Kind, Mark
from lectern.gui.main_window import MainWindow
from tests.gui.helpers_reader import (  # noqa: F401 - `reading` is a fixture
    TRACEMONKEY,
    Reading,
    attach,
    needs_pdfs,
    open_with_o,
    reading,
)
from tests.gui.test_reader_marks import mark_on

pytestmark = needs_pdfs

WAIT = 15000


def _drag(qtbot: QtBot, window: MainWindow | Reading, start: QPoint, end: QPoint) -> None:
    viewport = window.reader.pages.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, end)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def _covered(window: MainWindow | Reading) -> list[QRect]:
    """The selected lines the bar (or the note editor) lies over."""
    reader = window.reader
    over = [w.geometry() for w in (reader.mark_bar, reader.note_editor) if w.isVisible()]
    lines = [line.toAlignedRect() for line in reader.pages.selection_lines()]
    return [line for line in lines if any(line.intersects(o) for o in over)]


def _across_the_columns(qtbot: QtBot, window: MainWindow | Reading) -> None:
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


def _kind(mark: Mark | None) -> bool:
    """The mark is a highlight now."""
    return mark is not None and mark.kind is Kind.HIGHLIGHT


def test_the_bar_by_text_across_two_columns_lies_over_none_of_it(qtbot, reading: Reading):
    _across_the_columns(qtbot, reading)
    bar = reading.reader.mark_bar
    qtbot.waitUntil(bar.isVisible, timeout=WAIT)
    assert reading.reader.pages.viewport().rect().contains(bar.geometry())
    assert _covered(reading) == []
    # N: the note's editor opens by the text too, over none of it.
    qtbot.keyClick(reading.reader.pages, Qt.Key.Key_N)
    qtbot.waitUntil(reading.reader.note_editor.isVisible, timeout=WAIT)
    assert _covered(reading) == []


def test_in_a_small_window_the_bar_stays_in_the_view(qtbot, window, tmp_path):
    window.resize(800, 600)
    attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    open_with_o(qtbot, window)
    _across_the_columns(qtbot, window)
    bar = window.reader.mark_bar
    qtbot.waitUntil(bar.isVisible, timeout=WAIT)
    assert window.reader.pages.viewport().rect().contains(bar.geometry())
    assert _covered(window) == []


def test_a_clicked_underline_shows_underline_pressed_and_u_makes_it_a_highlight(
    qtbot, reading: Reading
):
    path = reading.reader.path()
    made = mark_on(Path(path), reading.paper_id, 0, "dynamic languages", Colour.GREEN, "")
    underline = dataclasses.replace(made, kind=Kind.UNDERLINE)
    reading.service.submit(lambda lib: lib.marks.add(underline))
    pages, bar = reading.reader.pages, reading.reader.mark_bar
    qtbot.waitUntil(lambda: pages.mark(underline.id) is not None, timeout=WAIT)

    def click_it() -> None:
        mark = pages.mark(underline.id)
        assert mark is not None
        spot = pages.mark_lines(mark)[0].center().toPoint()
        qtbot.mouseClick(pages.viewport(), Qt.MouseButton.LeftButton, pos=spot)
        qtbot.waitUntil(bar.isVisible, timeout=WAIT)

    click_it()
    assert bar.underline.isChecked() and bar.colours[Colour.GREEN].isChecked()
    qtbot.keyClick(pages, Qt.Key.Key_U)
    qtbot.waitUntil(lambda: _kind(reading.library.marks.get(underline.id)), timeout=WAIT)
    qtbot.waitUntil(lambda: _kind(pages.mark(underline.id)), timeout=WAIT)
    click_it()
    assert not bar.underline.isChecked()  # a highlight: U would underline it
