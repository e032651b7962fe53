"""A paper of the window with a real PDF attached, read in the reader.

The PDFs are real papers (../shared/data/pdfs beside the repository; the 14-page, two-column TraceMonkey paper
from pdf.js by default), copied beside the library and attached through the library's API;
the tests that need them skip, saying why, where that folder is absent.

A test of the reader's own keys and marks needs no more of the window than the reader:
`reading` gives it the reader alone, joined to the library as the window joins it (the
window's context, its reading follower and marks), with the paper's PDF open.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from lectern.core.library import Library
from lectern.gui.main_window import MainWindow
from lectern.gui.reader.following import ReadingFollower
from lectern.gui.reader.marking import ReaderMarks
from lectern.gui.reader.reader import Reader
from lectern.gui.service import LibraryService
from lectern.gui.settings import Settings
from tests.gui.conftest import SHARED
from tests.gui.helpers_context import light_context

PDFS = SHARED / "data" / "pdfs"
TRACEMONKEY = "pdfjs-tracemonkey.pdf"
TRACEMONKEY_PAGES = 14

WHY_SKIPPED = f"the real PDFs of {PDFS} are not on this computer"
needs_pdfs = pytest.mark.skipif(not (PDFS / TRACEMONKEY).is_file(), reason=WHY_SKIPPED)


def skip_without_pdfs() -> None:
    """For a test that reads a PDF only in some of its cases."""
    if not (PDFS / TRACEMONKEY).is_file():
        pytest.skip(WHY_SKIPPED)


def press(qtbot: QtBot, widget: QWidget, key: str) -> None:
    sequence = QKeySequence(key)[0]  # type: ignore[index]  # the stubs lack operator[]
    qtbot.keyClick(widget, sequence.key(), sequence.keyboardModifiers())


def attach(
    qtbot: QtBot, window: MainWindow, folder: Path, name: str, row: int, source: Path = PDFS
) -> str:
    """The paper at `row` of the list with the PDF `name` of `source` attached (a copy in
    `folder`), selected."""
    copy = folder / name
    if source != folder:
        shutil.copy(source / name, copy)
    pid = window.model.id_at(row)
    assert pid is not None
    window.service.submit(lambda lib: lib.papers.edit(pid, files=[str(copy)]))
    qtbot.waitUntil(lambda: window.library.papers.paper(pid).files == (str(copy),))
    window.view.select_id(pid)
    window.focus_list()
    qtbot.waitUntil(lambda: window.detail.current_id() == pid)
    return pid


def open_with_o(qtbot: QtBot, window: MainWindow) -> None:
    """o in the list: the reader shows the PDF, its pages laid out and focused."""
    press(qtbot, window.view, "O")
    reader = window.reader
    qtbot.waitUntil(lambda: window.center.currentWidget() is reader and reader.page_count() > 0)
    qtbot.waitUntil(reader.pages.hasFocus)


def read(qtbot: QtBot, window: MainWindow, row: int = 2) -> str:
    """The TraceMonkey paper attached to the paper at `row` and open in the reader."""
    folder = window.library.folder.parent
    pid = attach(qtbot, window, folder, TRACEMONKEY, row)
    open_with_o(qtbot, window)
    return pid


@dataclass
class Reading:
    """The reader alone on a library, a paper's PDF open in it: what its keys did to the
    library is read from `library`, what it handed on for the rest of the window (a quote
    for the notes, the list back) from `quotes` and `closed`."""

    reader: Reader
    service: LibraryService
    paper_id: str
    quotes: list[str] = field(default_factory=list)
    closed: list[str] = field(default_factory=list)

    @property
    def library(self) -> Library:
        return self.service.library


@pytest.fixture
def reading(qtbot: QtBot, lib_path: Path, settings_path: Path, tmp_path: Path) -> Iterator[Reading]:
    """The TraceMonkey paper attached to a paper of the sample library, open in the reader
    at its first page, the pages focused."""
    skip_without_pdfs()
    library = Library.open(lib_path)
    paper_id = sorted(library.ids())[0]
    copy = tmp_path / TRACEMONKEY
    shutil.copy(PDFS / TRACEMONKEY, copy)
    library.papers.edit(paper_id, files=[str(copy)])
    service = LibraryService(library)
    host = QWidget()
    context = light_context(host, service, Settings(settings_path))
    reader = Reader(host)
    ReadingFollower(reader, context)
    ReaderMarks(reader, context)
    context.view.hide()  # the list the actions act on; this test reads, it selects nothing
    layout = QVBoxLayout(host)
    layout.addWidget(reader, 1)
    layout.addWidget(context.status)
    shown = Reading(reader, service, paper_id)
    reader.quote_requested.connect(lambda _pid, quote: shown.quotes.append(quote))
    reader.closed.connect(lambda pid, _page, _pages: shown.closed.append(pid))
    host.resize(900, 760)
    host.show()
    qtbot.waitExposed(host)
    host.activateWindow()
    reader.open(paper_id, str(copy), library.papers.paper(paper_id).title)
    qtbot.waitUntil(lambda: reader.page_count() > 0)
    qtbot.waitUntil(reader.pages.hasFocus)
    yield shown
    reader.stop()
    service.shutdown()
    library.close()
    host.close()
    host.deleteLater()
