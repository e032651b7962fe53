"""Marks leave the window and come back to it: Copy marks as Markdown (the Paper menu's, and
the Marks section's button) puts each mark on the clipboard as a quote linked to its page,
and a `lectern://open/ID?page=N` address, given to a second launch as the desktop gives it,
opens the running window's reader on that paper at that page.

The PDF is a real paper from ../shared/data/pdfs (TraceMonkey, from pdf.js), its marks made
from PDFium's character boxes as the reader makes them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QTextBrowser

from lectern.core.marks.address import open_address
from lectern.core.marks.model import Colour
from lectern.gui.declarations.ids import ActionId
from lectern.gui.single_instance import InstanceServer, server_name
from tests.gui.conftest import search
from tests.gui.helpers_reader import TRACEMONKEY, attach, needs_pdfs
from tests.gui.test_reader_marks import WAIT, mark_on

pytestmark = needs_pdfs

ROOT = Path(__file__).resolve().parents[2]


def test_copy_marks_as_markdown_puts_the_quotes_on_the_clipboard(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    mark = mark_on(tmp_path / TRACEMONKEY, pid, 2, "stops recording", Colour.GREEN, "look again")
    window.service.submit(lambda lib: lib.marks.add(mark))
    section = window.detail.marks
    qtbot.waitUntil(lambda: len(section.rows) == 1, timeout=WAIT)
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("")
    window.actions_by_id[ActionId.COPY_MARKS_MARKDOWN].trigger()
    qtbot.waitUntil(lambda: "stops recording" in clipboard.text(), timeout=WAIT)
    copied = clipboard.text()
    assert "> " in copied and open_address(pid, 3) in copied and "look again" in copied
    clipboard.setText("")
    qtbot.mouseClick(section.copy_button, Qt.MouseButton.LeftButton)  # the section's own
    qtbot.waitUntil(lambda: clipboard.text() == copied, timeout=WAIT)


def test_a_lectern_address_given_to_a_second_launch_opens_the_reader_at_its_page(
    qtbot, window, tmp_path
):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    folder = window.library.folder
    server = InstanceServer(server_name(folder))
    assert server.listen()
    server.address_received.connect(window.open_at_page)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    errors = tmp_path / "second-launch.err"
    with errors.open("wb") as stderr, qtbot.waitSignal(server.address_received, timeout=WAIT):
        second = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "lectern.gui.launcher",
                "--library",
                str(folder),
                open_address(pid, 4),
            ],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=WAIT)
    assert second.returncode == 0, errors.read_text()
    reader = window.reader
    qtbot.waitUntil(lambda: window.center.currentWidget() is reader, timeout=WAIT)
    qtbot.waitUntil(lambda: reader.current_page() == 4, timeout=WAIT)
    assert reader.paper_id() == pid
    server.close()


def test_an_address_given_at_start_opens_the_reader_once_the_library_is_open(
    qtbot, session, window, tmp_path
):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    folder = window.library.folder
    session.close(window)
    started = session.start(folder)  # the window first, its library opening behind it
    started.show()
    started.open_at_page(pid, 3)  # as `lectern lectern://open/ID?page=3` asks at start
    assert not started.service.is_open
    started.service.begin_opening()
    reader = started.reader
    qtbot.waitUntil(lambda: started.center.currentWidget() is reader, timeout=WAIT)
    qtbot.waitUntil(lambda: reader.current_page() == 3, timeout=WAIT)
    assert reader.paper_id() == pid


def test_a_word_of_a_marks_note_typed_in_the_search_box_finds_the_paper(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    mark = mark_on(tmp_path / TRACEMONKEY, pid, 2, "stops recording", Colour.PINK, "zygomorphic")
    window.service.submit(lambda lib: lib.marks.add(mark))
    qtbot.waitUntil(lambda: len(window.detail.marks.rows) == 1, timeout=WAIT)
    search(qtbot, window, "zygomorphic")
    qtbot.waitUntil(lambda: window.model.rowCount() == 1, timeout=WAIT)
    assert window.model.id_at(0) == pid


def test_a_page_link_in_a_note_made_from_the_marks_opens_the_reader_there(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    mark = mark_on(tmp_path / TRACEMONKEY, pid, 2, "stops recording", Colour.GREEN, "")
    window.service.submit(lambda lib: lib.marks.add(mark))
    qtbot.waitUntil(lambda: len(window.detail.marks.rows) == 1, timeout=WAIT)
    QGuiApplication.clipboard().setText("")
    window.actions_by_id[ActionId.COPY_MARKS_MARKDOWN].trigger()
    qtbot.waitUntil(lambda: "stops recording" in QGuiApplication.clipboard().text(), timeout=WAIT)
    # Pasted into the paper's note, as a user does, and read in the preview.
    notes = window.detail.notes
    window.service.submit(lambda lib: lib.notes.set_notes(pid, QGuiApplication.clipboard().text()))
    qtbot.waitUntil(lambda: "stops recording" in notes.text(), timeout=WAIT)
    qtbot.mouseClick(notes.preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(notes.is_previewing, timeout=WAIT)
    href = open_address(pid, 3)
    spot = _link_point(notes.preview, href)
    qtbot.mouseClick(notes.preview.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    reader = window.reader
    qtbot.waitUntil(lambda: window.center.currentWidget() is reader, timeout=WAIT)
    qtbot.waitUntil(lambda: reader.current_page() == 3, timeout=WAIT)


def _link_point(browser: QTextBrowser, href: str) -> QPoint:
    """Where the link to `href` is drawn in the text, as a user would click it."""
    document = browser.document()
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position() + fragment.length() // 2)
                return browser.cursorRect(cursor).center()
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {href} in the text")
