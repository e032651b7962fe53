"""The reader in the real window: a paper's PDF opened with o, its pages turned, found in,
quoted from into the notes; where it was left kept across a restart; the status following
the reading, with Undo; progress searched and shown in the list.

The PDFs are real papers from ../shared/data/pdfs (the 14-page, two-column TraceMonkey
paper from pdf.js), copied into the test's folder and attached through the library's API.
"""

from __future__ import annotations

import shutil

import pypdfium2 as pdfium
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from lectern.core.models import Status
from lectern.core.sync.entry_kind import EntryKind
from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.preferences import PreferencesDialog
from lectern.gui.main_window import MainWindow
from lectern.gui.reader.page_view import CACHE_PAGES
from lectern.gui.table.model import Column
from tests.gui.conftest import Session, search
from tests.gui.helpers_reader import (
    PDFS,
    TRACEMONKEY,
    TRACEMONKEY_PAGES,
    attach,
    needs_pdfs,
    open_with_o,
    press,
)

pytestmark = needs_pdfs


def _highlighted(pages, spot) -> bool:
    """Whether the current match's colour (orange over the paper) shows in `spot`."""
    image = pages.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    rect = spot.toRect()
    for x in range(rect.left() + 1, rect.right(), 2):
        for y in range(rect.top() + 1, rect.bottom(), 2):
            colour = image.pixelColor(round(x * ratio), round(y * ratio))
            if colour.red() > 220 and 150 < colour.green() < 215 and colour.blue() < 140:
                return True
    return False


def _status(window: MainWindow, pid: str) -> Status:
    return window.library.notes.annotation(pid).status


def test_o_reads_the_attached_pdf_and_the_page_keys_turn_its_pages(qtbot, window, tmp_path):
    attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    open_with_o(qtbot, window)
    reader, pages = window.reader, window.reader.pages
    assert reader.page_label.text() == f"Page 1 of {TRACEMONKEY_PAGES}"
    qtbot.waitUntil(lambda: pages.has_image(0))  # drawn, not a placeholder
    assert pages.fits_width
    press(qtbot, pages, "PgDown")
    press(qtbot, pages, "Space")
    assert reader.page_label.text() == f"Page 3 of {TRACEMONKEY_PAGES}"
    press(qtbot, pages, "PgUp")
    assert reader.current_page() == 2
    press(qtbot, pages, "J")  # scrolls within the page, and the list's j does nothing
    assert window.center.currentWidget() is reader
    press(qtbot, pages, "End")
    assert reader.page_label.text() == f"Page {TRACEMONKEY_PAGES} of {TRACEMONKEY_PAGES}"
    press(qtbot, pages, "Home")
    assert reader.current_page() == 1
    scale = pages.scale
    press(qtbot, pages, "Ctrl++")
    assert pages.scale > scale and not pages.fits_width
    assert reader.zoom_button.text().endswith("%")
    press(qtbot, pages, "Ctrl+0")
    assert pages.scale == pytest.approx(scale) and reader.zoom_button.text() == "Fit width"
    press(qtbot, pages, "Ctrl+G")
    qtbot.keyClicks(reader.page_box, "9")
    press(qtbot, reader.page_box, "Return")
    qtbot.waitUntil(lambda: reader.current_page() == 9)
    qtbot.waitUntil(lambda: pages.has_image(8))
    assert pages.image_count() <= 10  # only the pages about the view are kept


def test_find_highlights_every_match_and_counts_them(qtbot, window, tmp_path):
    attach(qtbot, window, tmp_path, TRACEMONKEY, 1)
    open_with_o(qtbot, window)
    reader = window.reader
    press(qtbot, reader.pages, "Ctrl+F")
    assert reader.find_bar.isVisible() and reader.find_bar.field.hasFocus()
    assert window.search_box.hasFocus() is False  # Ctrl+F is the reader's here
    qtbot.keyClicks(reader.find_bar.field, "TraceMonkey")
    qtbot.waitUntil(lambda: reader.find_bar.count.text().startswith("1 of "))
    total = int(reader.find_bar.count.text().split(" of ")[1])
    assert total > 5
    assert sum(reader.pages.matches_on(p) for p in range(TRACEMONKEY_PAGES)) == total
    press(qtbot, reader.find_bar.field, "Return")
    assert reader.find_bar.count.text() == f"2 of {total}"
    spot = reader.pages.current_match_rect()
    assert spot is not None and reader.pages.viewport().rect().contains(spot.toRect())
    qtbot.waitUntil(lambda: _highlighted(reader.pages, spot))  # drawn over its page
    press(qtbot, reader.find_bar.field, "Shift+Return")
    press(qtbot, reader.find_bar.field, "Shift+Return")
    assert reader.find_bar.count.text() == f"{total} of {total}"  # round to the last
    press(qtbot, reader.find_bar.field, "Esc")
    assert not reader.find_bar.isVisible() and reader.pages.matches_on(0) == 0
    assert reader.pages.current_match_rect() is None
    reader.pages.repaint()
    assert not _highlighted(reader.pages, spot)  # the marks go with the Find bar
    assert window.center.currentWidget() is reader


def test_text_dragged_over_is_quoted_into_the_notes_with_its_page(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 3)
    open_with_o(qtbot, window)
    pages = window.reader.pages
    qtbot.waitUntil(lambda: pages.has_image(0))
    rect = pages.page_rect(0)
    # Across the title's line, near the top of the first page.
    y = rect.y() + round(rect.height() * 0.11)
    start, end = (
        QPoint(rect.x() + rect.width() // 5, y),
        QPoint(rect.x() + rect.width() * 4 // 5, y),
    )
    qtbot.waitUntil(lambda: pages.can_select(0))
    qtbot.mousePress(pages.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(pages.viewport(), end)
    qtbot.mouseRelease(pages.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert pages.selection is not None
    press(qtbot, pages, "Ctrl+Shift+Q")
    qtbot.waitUntil(lambda: "(p. 1)" in window.library.notes.annotation(pid).notes)
    note = window.library.notes.annotation(pid).notes
    assert (
        note.startswith("> ")
        and "Just-in-Time Type Specialization" in note
        and note.rstrip().endswith("(p. 1)")
    )
    assert window.detail.notes.text() == note
    press(qtbot, pages, "N")  # a note of one's own under the quote, then back to the PDF
    qtbot.waitUntil(window.detail.notes.editor.hasFocus)
    qtbot.keyClicks(window.detail.notes.editor, "Compare with LuaJIT.")
    press(qtbot, window.detail.notes.editor, "Esc")
    qtbot.waitUntil(pages.hasFocus)
    assert window.center.currentWidget() is window.reader
    qtbot.waitUntil(lambda: "LuaJIT" in window.library.notes.annotation(pid).notes)

    search(qtbot, window, "LuaJIT")  # a search is read in the list: the reader gives way
    qtbot.waitUntil(lambda: window.center.currentWidget() is window.list_area)
    assert window.model.ids() == [pid]


def test_the_reader_reopens_where_it_was_left_also_after_a_restart(
    qtbot, session: Session, window, tmp_path
):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 4)
    open_with_o(qtbot, window)
    for _ in range(6):
        press(qtbot, window.reader.pages, "PgDown")
    assert window.reader.current_page() == 7
    press(qtbot, window.reader.pages, "Esc")
    assert window.center.currentWidget() is window.list_area and window.view.hasFocus()
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).page == 7)
    open_with_o(qtbot, window)
    qtbot.waitUntil(lambda: window.reader.current_page() == 7)
    press(qtbot, window.reader.pages, "PgDown")  # left at 8, the window closed while reading

    window = session.restart(window)
    assert window.library.notes.annotation(pid).page == 8
    window.view.select_id(pid)
    window.focus_list()
    open_with_o(qtbot, window)
    qtbot.waitUntil(lambda: window.reader.page_label.text() == f"Page 8 of {TRACEMONKEY_PAGES}")


def test_reading_marks_the_paper_reading_then_read_at_its_last_page_and_undo_takes_it_back(
    qtbot, window, tmp_path
):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 5)
    assert _status(window, pid) is Status.NEW
    open_with_o(qtbot, window)
    qtbot.waitUntil(lambda: _status(window, pid) is Status.READING)
    assert window.status.notice_text().endswith("marked Reading — Undo")
    press(qtbot, window.reader.pages, "End")
    qtbot.waitUntil(lambda: _status(window, pid) is Status.READ)
    assert window.status.notice_text().endswith("marked Read — Undo")
    press(qtbot, window.reader.pages, "Ctrl+Z")
    qtbot.waitUntil(lambda: _status(window, pid) is Status.READING)
    entries = window.library.history.entries(paper_id=pid, kinds={EntryKind.STATUS}, limit=3)
    assert [window.library.history.describe(e) for e in entries][1:] == [
        "Status: Reading → Read",
        "Status: New → Reading",
    ]
    assert window.center.currentWidget() is window.reader  # still reading, still at the end
    press(qtbot, window.reader.pages, "Esc")

    # Progress: read to the last page of 14 is 100%: found, and shown in its column.
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).progress == 100)
    search(qtbot, window, "progress:>50")
    assert window.model.ids() == [pid]
    window.actions_by_id.choice(ActionId.COLUMN, Column.PROGRESS).trigger()  # View → Columns
    assert window.view.is_column_shown(Column.PROGRESS)
    assert not window.view.isColumnHidden(Column.PROGRESS)
    assert window.model.index(0, Column.PROGRESS).data() == "100%"


def test_the_last_page_passed_before_it_settled_still_counts_as_read_to(qtbot, window, tmp_path):
    """End, then straight back a page and out: the place is page 13, read to 14 (100%)."""
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 7)
    open_with_o(qtbot, window)
    press(qtbot, window.reader.pages, "End")
    press(qtbot, window.reader.pages, "PgUp")
    assert window.reader.current_page() == TRACEMONKEY_PAGES - 1
    press(qtbot, window.reader.pages, "Esc")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).page == TRACEMONKEY_PAGES - 1)
    note = window.library.notes.annotation(pid)
    assert (note.reached, note.progress) == (TRACEMONKEY_PAGES, 100)


def test_status_follows_reading_is_turned_off_in_preferences(qtbot, window, tmp_path):
    window.actions_by_id[ActionId.PREFERENCES].trigger()
    (dialog,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, PreferencesDialog)]
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.follow_box.isChecked()  # on by default
    qtbot.mouseClick(dialog.follow_box, Qt.MouseButton.LeftButton)
    dialog.close()
    window.activateWindow()  # as the desktop gives the window back its keys
    qtbot.waitUntil(window.isActiveWindow)
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 6)
    open_with_o(qtbot, window)
    press(qtbot, window.reader.pages, "End")
    press(qtbot, window.reader.pages, "Esc")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).page == TRACEMONKEY_PAGES)
    assert _status(window, pid) is Status.NEW  # the place kept, the status left alone


def test_a_300_page_pdf_keeps_only_a_few_pages_drawn(qtbot, window, tmp_path):
    """Every page has its place from the start; turning through all of them keeps no more
    than a dozen images."""
    source = pdfium.PdfDocument(str(PDFS / TRACEMONKEY))
    long = pdfium.PdfDocument.new()
    for _ in range(22):
        long.import_pages(source)
    long.save(str(tmp_path / "long.pdf"))
    long.close()
    source.close()
    attach(qtbot, window, tmp_path, "long.pdf", 8, source=tmp_path)
    open_with_o(qtbot, window)
    pages = window.reader.pages
    assert window.reader.page_count() == 22 * TRACEMONKEY_PAGES
    for _ in range(40):
        press(qtbot, pages, "PgDown")
        assert pages.image_count() <= CACHE_PAGES
    qtbot.waitUntil(lambda: pages.has_image(40))
    press(qtbot, pages, "End")
    qtbot.waitUntil(lambda: pages.has_image(22 * TRACEMONKEY_PAGES - 1))
    assert pages.image_count() <= CACHE_PAGES


def test_a_file_that_cannot_be_opened_says_why_in_plain_words(qtbot, window, tmp_path, errors):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 7)
    locked = tmp_path / "pdfplumber-encrypted-password-example.pdf"
    shutil.copy(PDFS / locked.name, locked)
    window.service.submit(
        lambda lib: lib.papers.edit(pid, files=[str(tmp_path / TRACEMONKEY), str(locked)])
    )
    qtbot.waitUntil(lambda: len(window.library.papers.paper(pid).files) == 2)
    open_with_o(qtbot, window)  # the first; then the second, from the detail pane
    window.detail.header.links_label.linkActivated.emit("lectern-internal:file:1")
    problem = window.reader.problem
    qtbot.waitUntil(lambda: problem.isVisible() and "password" in problem.text())
    assert "Traceback" not in problem.text() and not errors
    focused = QApplication.focusWidget()
    assert focused is not None and window.reader.isAncestorOf(focused)
    press(qtbot, focused, "Esc")
    qtbot.waitUntil(lambda: window.center.currentWidget() is window.list_area)


def test_enter_on_the_attached_pdf_in_the_detail_pane_reads_it(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 9)
    links = window.detail.header.links_label
    qtbot.waitUntil(lambda: TRACEMONKEY in links.text())
    links.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(links.hasFocus)
    press(qtbot, links, "Tab")  # Tab goes from link to link in the pane's line of files
    assert links.selectedText() == TRACEMONKEY
    press(qtbot, links, "Return")
    qtbot.waitUntil(lambda: window.reader.paper_id() == pid and window.reader.page_count() > 0)
    assert window.center.currentWidget() is window.reader


def test_a_pdf_kept_in_the_librarys_files_folder_opens_in_the_reader(qtbot, window):
    """A PDF imported into the library is stored as files/… (synced with it)."""
    files = window.library.folder / "files"
    files.mkdir(exist_ok=True)
    shutil.copy(PDFS / TRACEMONKEY, files / TRACEMONKEY)
    pid = window.model.id_at(10)
    assert pid is not None
    window.service.submit(lambda lib: lib.papers.edit(pid, files=[f"files/{TRACEMONKEY}"]))
    qtbot.waitUntil(lambda: window.library.papers.paper(pid).files == (f"files/{TRACEMONKEY}",))
    window.view.select_id(pid)
    window.focus_list()
    open_with_o(qtbot, window)
    assert window.reader.paper_id() == pid
    assert window.reader.page_label.text() == f"Page 1 of {TRACEMONKEY_PAGES}"
