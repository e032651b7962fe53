"""One error path: plain words for a library that cannot open, a crash dialog naming the log."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtWidgets import QApplication

import lectern.gui.errors
from lectern.core.library import Library
from lectern.gui.app import run_app
from lectern.gui.theme import Theme, apply_theme


@pytest.fixture
def log_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    root = logging.getLogger()
    handlers = list(root.handlers)
    yield tmp_path / "logs"
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    lectern.gui.errors._log_file = None


@pytest.mark.usefixtures("qtbot")
def test_an_unexpected_error_is_logged_and_the_crash_dialog_names_the_log(log_folder, errors):
    path = lectern.gui.errors.setup_logging(folder=log_folder)
    assert path is not None
    try:
        raise RuntimeError("the flux capacitor overheated")
    except RuntimeError:
        lectern.gui.errors.excepthook(*sys.exc_info())
    title, message = errors[-1]
    assert "unexpected problem" in title
    assert str(path) in message and "flux capacitor" in message
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert "Traceback" in path.read_text(encoding="utf-8")


@pytest.mark.usefixtures("qtbot", "log_folder")
def test_a_library_in_use_is_explained_in_plain_words(tmp_path, errors):
    folder = tmp_path / "busy"
    holder = Library.open(folder)  # another writer holds the lock
    try:
        code = run_app(["--library", str(folder)])
    finally:
        holder.close()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        apply_theme(app, Theme.LIGHT)
    assert code == 1
    title, message = errors[-1]
    assert title == "Library in use"
    assert "Close it and start Lectern again" in message
    assert "Traceback" not in message
