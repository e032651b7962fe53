"""Marks in the reader, made and changed as a user does: text dragged over and 2 pressed is
highlighted green where it is, at every zoom; a click on the mark recolours it from the bar,
N writes its note, Delete deletes it and Ctrl+Z brings it back; the detail pane lists the
marks and opens the page of one clicked; Copy marks as Markdown puts the quotes on the
clipboard; a `lectern://open/ID?page=N` address opens the reader at that page.

The PDF is a real paper from ../shared/data/pdfs (the 14-page, two-column TraceMonkey paper
from pdf.js), attached through the library's API; the marks are read back from the library.
"""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path

import pypdfium2 as pdfium
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from lectern.core.marks.model import Colour, Kind, Mark, new_mark, rects_of
from lectern.gui.main_window import MainWindow
from lectern.gui.mark_colours import INK
from tests.gui.helpers_reader import (  # noqa: F401 - `reading` is a fixture
    TRACEMONKEY,
    Reading,
    attach,
    needs_pdfs,
    open_with_o,
    press,
    reading,
)

pytestmark = needs_pdfs

ROOT = Path(__file__).resolve().parents[2]
WAIT = 15000


def _inked(window: MainWindow | Reading, spot: QRectF, colour: Colour) -> bool:
    """Whether the paper under `spot` (viewport pixels) shows the colour's ink: a highlight
    multiplies it into the white paper, so a good share of the pixels there are that ink."""
    pages = window.reader.pages
    image = pages.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    want = INK[colour]
    rect = spot.toRect()
    inked = total = 0
    for x in range(rect.left() + 1, rect.right(), 2):
        for y in range(rect.top() + 1, rect.bottom(), 2):
            seen = QColor(image.pixelColor(round(x * ratio), round(y * ratio)))
            total += 1
            if (
                abs(seen.red() - want.red()) < 12
                and abs(seen.green() - want.green()) < 12
                and abs(seen.blue() - want.blue()) < 12
            ):
                inked += 1
    return total > 0 and inked > total // 4


def _marks(window: MainWindow | Reading, pid: str) -> list[Mark]:
    return window.library.marks.of_paper(pid)


def _drag_over_title(qtbot: QtBot, window: MainWindow | Reading) -> None:
    """Drag across the title's line, near the top of the first page, with the mouse."""
    pages = window.reader.pages
    qtbot.waitUntil(lambda: pages.has_image(0) and pages.can_select(0), timeout=WAIT)
    qtbot.waitUntil(window.reader.can_mark, timeout=WAIT)  # its file's SHA-256 read
    rect = pages.page_rect(0)
    y = rect.y() + round(rect.height() * 0.11)
    start = QPoint(rect.x() + rect.width() // 5, y)
    end = QPoint(rect.x() + rect.width() * 4 // 5, y)
    qtbot.mousePress(pages.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(pages.viewport(), end)
    qtbot.mouseRelease(pages.viewport(), Qt.MouseButton.LeftButton, pos=end)


def _mark_the_title(qtbot: QtBot, window: MainWindow, pid: str, key: str = "2") -> Mark:
    _drag_over_title(qtbot, window)
    pages = window.reader.pages
    assert pages.selection is not None
    qtbot.waitUntil(window.reader.mark_bar.isVisible, timeout=WAIT)  # by the selection
    press(qtbot, pages, key)
    qtbot.waitUntil(lambda: len(_marks(window, pid)) == 1, timeout=WAIT)
    mark = _marks(window, pid)[0]
    qtbot.waitUntil(lambda: pages.mark(mark.id) is not None, timeout=WAIT)  # drawn, kept
    return mark


def _click_mark(qtbot: QtBot, window: MainWindow, mark_id: str) -> None:
    pages = window.reader.pages
    mark = pages.mark(mark_id)
    assert mark is not None
    centre = pages.mark_lines(mark)[0].center().toPoint()
    qtbot.mouseClick(pages.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.waitUntil(window.reader.mark_bar.isVisible, timeout=WAIT)
    assert pages.chosen_mark == mark_id


def _first_line(window: MainWindow | Reading, mark_id: str) -> QRectF:
    mark = window.reader.pages.mark(mark_id)
    assert mark is not None
    return window.reader.pages.mark_lines(mark)[0]


def test_text_dragged_over_and_2_pressed_is_highlighted_green_and_kept(
    qtbot, reading: Reading, tmp_path: Path
):
    window, pid = reading, reading.paper_id  # the reader alone: the marks are all its own
    pages = window.reader.pages
    _drag_over_title(qtbot, window)
    spot = pages.selection_lines()[0]
    assert not _inked(window, spot, Colour.GREEN)
    bar = window.reader.mark_bar
    assert bar.isVisible() and not bar.delete.isVisible()  # a new mark: no Delete yet
    press(qtbot, pages, "2")
    qtbot.waitUntil(lambda: len(_marks(window, pid)) == 1, timeout=WAIT)
    mark = _marks(window, pid)[0]
    assert (mark.colour, mark.kind, mark.page) == (Colour.GREEN, Kind.HIGHLIGHT, 0)
    assert "Type Specialization" in mark.text
    assert mark.sha256 == hashlib.sha256((tmp_path / TRACEMONKEY).read_bytes()).hexdigest()
    assert len(mark.rects) >= 1
    assert not bar.isVisible() and pages.selection is None
    qtbot.waitUntil(lambda: _inked(window, _first_line(window, mark.id), Colour.GREEN))
    # Zoomed in, the page is drawn again, and the mark with it where its text now is.
    press(qtbot, pages, "Ctrl++")
    qtbot.waitUntil(lambda: pages.has_image(0), timeout=WAIT)
    qtbot.waitUntil(lambda: _inked(window, _first_line(window, mark.id), Colour.GREEN))
    # Turned away and back, it is still there.
    press(qtbot, pages, "End")
    press(qtbot, pages, "Home")
    qtbot.waitUntil(lambda: pages.has_image(0), timeout=WAIT)
    qtbot.waitUntil(lambda: _inked(window, _first_line(window, mark.id), Colour.GREEN))


def test_only_the_marks_made_on_the_file_shown_are_drawn(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    open_with_o(qtbot, window)
    here = mark_on(tmp_path / TRACEMONKEY, pid, 0, "dynamic languages", Colour.GREEN, "")
    elsewhere = dataclasses.replace(
        mark_on(tmp_path / TRACEMONKEY, pid, 0, "Mozilla Corporation", Colour.PINK, ""),
        sha256="0" * 64,  # made on another file of this paper: its rectangles are not here
    )
    for mark in (here, elsewhere):
        window.service.submit(lambda lib, m=mark: lib.marks.add(m))
    qtbot.waitUntil(lambda: len(window.detail.marks.rows) == 2, timeout=WAIT)  # both listed
    pages = window.reader.pages
    qtbot.waitUntil(lambda: pages.mark(here.id) is not None, timeout=WAIT)
    assert pages.mark(elsewhere.id) is None
    qtbot.waitUntil(lambda: _inked(window, _first_line(window, here.id), Colour.GREEN))


def test_marks_are_there_again_after_a_restart(qtbot, session, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    open_with_o(qtbot, window)
    mark = _mark_the_title(qtbot, window, pid, key="5")
    again = session.restart(window)
    again.view.select_id(pid)
    again.focus_list()
    qtbot.waitUntil(lambda: again.detail.current_id() == pid, timeout=WAIT)
    qtbot.waitUntil(lambda: len(again.detail.marks.rows) == 1, timeout=WAIT)
    open_with_o(qtbot, again)
    pages = again.reader.pages
    qtbot.waitUntil(lambda: pages.mark(mark.id) is not None and pages.has_image(0), timeout=WAIT)
    qtbot.waitUntil(lambda: _inked(again, _first_line(again, mark.id), Colour.PURPLE))


def test_a_mark_over_a_word_broken_at_a_line_end_keeps_the_word_whole(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    open_with_o(qtbot, window)
    pages = window.reader.pages
    qtbot.waitUntil(lambda: pages.has_image(0) and pages.can_select(0), timeout=WAIT)
    qtbot.waitUntil(window.reader.can_mark, timeout=WAIT)
    rect = pages.page_rect(0)
    # The abstract's first two lines: "… more difficult to com-" / "pile than statically …".
    start = QPoint(rect.x() + round(rect.width() * 0.09), rect.y() + round(rect.height() * 0.45))
    end = QPoint(rect.x() + round(rect.width() * 0.48), rect.y() + round(rect.height() * 0.463))
    qtbot.mousePress(pages.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(pages.viewport(), end)
    qtbot.mouseRelease(pages.viewport(), Qt.MouseButton.LeftButton, pos=end)
    press(qtbot, pages, "3")
    qtbot.waitUntil(lambda: len(_marks(window, pid)) == 1, timeout=WAIT)
    mark = _marks(window, pid)[0]
    assert "more difficult to compile than statically typed" in mark.text
    assert "\ufffe" not in mark.text and "\n" not in mark.text
    assert len(mark.rects) == 2  # one a line
    qtbot.waitUntil(lambda: len(window.detail.marks.rows) == 1, timeout=WAIT)
    row = window.detail.marks.rows[0]
    assert "compile than" in row.text_label.toolTip()


def test_a_clicked_mark_is_recoloured_noted_deleted_and_brought_back_by_undo(
    qtbot, window, tmp_path
):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    open_with_o(qtbot, window)
    mark = _mark_the_title(qtbot, window, pid)
    reader, pages = window.reader, window.reader.pages
    _click_mark(qtbot, window, mark.id)
    bar = reader.mark_bar
    assert bar.delete.isVisible() and bar.colours[Colour.GREEN].isChecked()
    qtbot.mouseClick(bar.colours[Colour.PINK], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _marks(window, pid)[0].colour is Colour.PINK, timeout=WAIT)
    qtbot.waitUntil(lambda: _inked(window, _first_line(window, mark.id), Colour.PINK))

    _click_mark(qtbot, window, mark.id)
    press(qtbot, pages, "N")
    qtbot.waitUntil(reader.note_editor.field.hasFocus, timeout=WAIT)
    qtbot.keyClicks(reader.note_editor.field, "the trace tree, not the method")
    press(qtbot, reader.note_editor.field, "Ctrl+Return")
    qtbot.waitUntil(
        lambda: _marks(window, pid)[0].note == "the trace tree, not the method", timeout=WAIT
    )
    assert not reader.note_editor.isVisible()

    _click_mark(qtbot, window, mark.id)
    press(qtbot, pages, "Delete")
    qtbot.waitUntil(lambda: not _marks(window, pid), timeout=WAIT)
    qtbot.waitUntil(lambda: pages.mark(mark.id) is None, timeout=WAIT)
    assert len(window.library) > 0 and pid in window.library  # Delete took the mark only
    press(qtbot, pages, "Ctrl+Z")
    qtbot.waitUntil(lambda: len(_marks(window, pid)) == 1, timeout=WAIT)
    back = _marks(window, pid)[0]
    assert (back.id, back.colour, back.note) == (
        mark.id,
        Colour.PINK,
        "the trace tree, not the method",
    )
    qtbot.waitUntil(lambda: pages.mark(mark.id) is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: _inked(window, _first_line(window, mark.id), Colour.PINK))


def mark_on(path: Path, pid: str, page: int, words: str, colour: Colour, note: str) -> Mark:
    """A mark over the first place `words` are on `page` of the PDF at `path`, its rects
    from PDFium's character boxes as the reader's."""
    document = pdfium.PdfDocument(str(path))
    try:
        text = document[page].get_textpage()
        searcher = text.search(words, match_case=False)
        found = searcher.get_next()
        assert found is not None, words
        first, count = found
        boxes = [text.get_charbox(i) for i in range(first, first + count)]
        searcher.close()
        text.close()
    finally:
        document.close()
    sha = hashlib.sha256(path.read_bytes()).hexdigest()
    return new_mark(pid, sha, page, rects_of(boxes), words, colour=colour, note=note)


def test_the_marks_section_lists_the_marks_and_a_click_opens_the_page(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    pdf = tmp_path / TRACEMONKEY
    early = mark_on(pdf, pid, 0, "dynamic languages", Colour.YELLOW, "")
    later = mark_on(pdf, pid, 2, "stops recording", Colour.BLUE, "the key idea")
    section = window.detail.marks
    assert not section.isVisible()  # no marks: no section
    for mark in (later, early):
        window.service.submit(lambda lib, m=mark: lib.marks.add(m))
    qtbot.waitUntil(lambda: len(section.rows) == 2 and section.isVisible(), timeout=WAIT)
    first, second = section.rows
    assert first.page_label.text() == "p. 1" and second.page_label.text() == "p. 3"
    # Read again with nothing changed, the rows stay as they are (the keyboard may be on one).
    with qtbot.waitSignal(section.loaded, timeout=WAIT):
        section.load(pid)
    assert section.rows[0] is first
    assert (
        "stops recording" in second.text_label.text() and second.note_label.text() == "the key idea"
    )
    qtbot.mouseClick(second, Qt.MouseButton.LeftButton)
    reader = window.reader
    qtbot.waitUntil(lambda: window.center.currentWidget() is reader, timeout=WAIT)
    qtbot.waitUntil(lambda: reader.current_page() == 3, timeout=WAIT)
    qtbot.waitUntil(lambda: reader.pages.flashing == later.id, timeout=WAIT)
