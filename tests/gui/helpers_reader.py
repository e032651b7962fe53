"""A paper of the window with a real PDF attached, read in the reader.

The PDFs are real papers (../shared/data/pdfs beside the repository; the 14-page, two-column TraceMonkey paper
from pdf.js by default), copied beside the library and attached through the library's API;
the tests that need them skip, saying why, where that folder is absent.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from lectern.gui.main_window import MainWindow
from tests.gui.conftest import SHARED

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
