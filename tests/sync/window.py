"""The real main window, offscreen, on a library folder (as tests/gui's fixtures make it)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import lectern.gui  # noqa: F401 - first: works around PySide6 6.12's refcount bug (see gui/__init__)
from lectern.core.library import Library


def open_window(qtbot: QtBot, folder: Path, settings: Path) -> tuple[Any, Library]:
    """MainWindow on the library at `folder`, shown and done with its first search; the
    user's real Lectern settings are never touched (they live under `settings`)."""
    from PySide6.QtCore import QSettings

    from lectern.gui.main_window import MainWindow
    from lectern.gui.service import LibraryService
    from lectern.gui.settings import Settings

    settings.mkdir(parents=True, exist_ok=True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(settings))
    library = Library.open(folder)
    window = MainWindow(LibraryService(library), Settings(settings / "lectern.ini"))
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.last_result is not None)
    return window, library


def status_shown(window: Any, pid: str) -> str:
    """The Status column of `pid`'s row in the list."""
    from lectern.gui.table.model import Column

    model = window.model
    return str(model.data(model.index(model.row_of(pid), Column.STATUS)))


def close_window(window: Any, library: Library) -> None:
    window.close()
    library.close()
    window.deleteLater()
