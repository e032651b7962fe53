"""Fixtures for the detail pane and dialog tests: a real service on a real sample library.

Import the fixtures into a test module (``from helpers_detail import service, pane``); the
library is the 38-paper sample copied into tmp_path by ``lib_path`` (tests/gui/conftest.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QTextCursor

from lectern.core.library import Library
from lectern.gui.detail.pane import DetailPane
from lectern.gui.service import LibraryService

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTextEdit
    from pytestqt.qtbot import QtBot


@pytest.fixture
def library(lib_path: Path) -> Iterator[Library]:
    lib = Library.open(lib_path)
    yield lib
    lib.close()


@pytest.fixture
def service(qtbot: QtBot, library: Library) -> Iterator[LibraryService]:  # noqa: ARG001
    """The service on the sample library (after `qtbot`: its signals need the QApplication)."""
    svc = LibraryService(library)
    yield svc
    svc.shutdown()


@pytest.fixture
def pane(qtbot: QtBot, service: LibraryService) -> Iterator[DetailPane]:
    widget = DetailPane(service)  # closed here, after its last notes are saved
    widget.resize(440, 820)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    widget.flush()
    wait_idle(qtbot, service)
    widget.close()
    widget.deleteLater()


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every URL handed to the system browser, instead of opening it."""
    urls: list[str] = []

    def record(url: QUrl) -> bool:
        urls.append(url.toString())
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(record))
    return urls


def write_csljson(path: Path, items: list[dict[str, Any]]) -> Path:
    path.write_text(json.dumps(items), encoding="utf-8")
    return path


def import_items(service: LibraryService, qtbot: QtBot, path: Path) -> list[str]:
    """Import a file through the service (as the app does) and return the added ids."""
    job = service.start_import([str(path)])
    with qtbot.waitSignal(job.finished) as blocker:
        pass
    reports = blocker.args[0]
    return [pid for report in reports for pid in report.added_ids]


def wait_idle(qtbot: QtBot, service: LibraryService) -> None:
    """Let queued writes finish and their on_done callbacks run on the UI thread."""
    done: list[bool] = []
    service.submit(lambda _lib: None, lambda _r: done.append(True))
    qtbot.waitUntil(lambda: bool(done))


def click_link(qtbot: QtBot, browser: QTextEdit, text: str) -> None:
    """Click the middle of the link showing ``text`` in a text browser, like a user would."""
    click_position(qtbot, browser, anchor_position(browser, text))


def anchor_position(browser: QTextEdit, text: str) -> int:
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().isAnchor() and text in fragment.text():
                return fragment.position() + fragment.length() // 2
            it += 1
        block = block.next()
    raise AssertionError(f"no link showing {text!r}")


def click_position(qtbot: QtBot, browser: QTextEdit, position: int) -> None:
    cursor = QTextCursor(browser.document())
    cursor.setPosition(position)
    point = browser.cursorRect(cursor).center()
    qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=point)
