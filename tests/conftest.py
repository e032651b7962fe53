"""Settings every Lectern test shares; they must be in place before Qt or the app loads.

- Qt runs on the offscreen platform, so the suite needs no display and never pops up windows.
- The XDG folders point at a throwaway folder, so no test can read or write the user's real
  library, settings or logs (Linux; platformdirs and QSettings both follow these variables).
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget
    from pytestqt.qtbot import QtBot, _WaitWidgetContextManager
    from pytestqt.wait_signal import CallbackBlocker, MultiSignalBlocker, SignalBlocker

    from tests.core.helpers_templates import Templates

os.environ["QT_QPA_PLATFORM"] = "offscreen"
# The window in English whatever the machine's language (Qt reads LANGUAGE first); a test
# of another language asks for it (lectern.gui.i18n.use_language).
os.environ["LANGUAGE"] = "en"

_home = tempfile.mkdtemp(prefix="lectern-tests-")
atexit.register(shutil.rmtree, _home, ignore_errors=True)
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(
        _home, _name.removeprefix("XDG_").removesuffix("_HOME").lower()
    )


# The tests on real files skip where ../shared (the real libraries, PDFs and the 74k listing
# beside the repository) is missing, so the suite runs on a bare clone. CI must run them all:
# there (.ci/run sets LECTERN_TESTS_NEED_SHARED) a missing ../shared stops the run at once.
SHARED = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "..", "shared")


def pytest_sessionstart() -> None:
    if not os.environ.get("LECTERN_TESTS_NEED_SHARED"):
        return
    missing = [name for name in ("data", "seeds") if not os.path.isdir(os.path.join(SHARED, name))]
    if missing:
        raise pytest.UsageError(
            f"the real test data is missing: {', '.join(os.path.normpath(os.path.join(SHARED, n)) for n in missing)}"
            " (LECTERN_TESTS_NEED_SHARED is set, so the tests on real files may not skip)"
        )


# A test waits for a condition, never for a time: each wait of pytest-qt returns the moment
# its condition holds, so its bound only decides how long a broken test takes to fail. The
# bound is generous, since CI runs on a busy machine; how fast Lectern is belongs to
# `make bench`, not to a test's timeout.
PATIENCE_MS = 60_000


def _patient_qtbot_class() -> type[QtBot]:
    from pytestqt.qtbot import QtBot

    class PatientQtBot(QtBot):
        """pytest-qt's QtBot whose waits default to PATIENCE_MS instead of 5 s."""

        def waitUntil(
            self, callback: Callable[[], bool | None], *, timeout: int = PATIENCE_MS
        ) -> None:
            return super().waitUntil(callback, timeout=timeout)

        def waitSignal(
            self, signal: Any, *, timeout: int = PATIENCE_MS, **kwargs: Any
        ) -> SignalBlocker:
            return super().waitSignal(signal, timeout=timeout, **kwargs)

        def waitSignals(
            self, signals: list[Any], *, timeout: int = PATIENCE_MS, **kwargs: Any
        ) -> MultiSignalBlocker:
            return super().waitSignals(signals, timeout=timeout, **kwargs)

        def waitExposed(
            self, widget: QWidget, *, timeout: int = PATIENCE_MS
        ) -> _WaitWidgetContextManager:
            return super().waitExposed(widget, timeout=timeout)

        def waitActive(
            self, widget: QWidget, *, timeout: int = PATIENCE_MS
        ) -> _WaitWidgetContextManager:
            return super().waitActive(widget, timeout=timeout)

        def waitCallback(self, *, timeout: int = PATIENCE_MS, **kwargs: Any) -> CallbackBlocker:
            return super().waitCallback(timeout=timeout, **kwargs)

        wait_until = waitUntil
        wait_signal = waitSignal
        wait_signals = waitSignals
        wait_exposed = waitExposed
        wait_active = waitActive
        wait_callback = waitCallback

    return PatientQtBot


@pytest.fixture(scope="session")
def qapp_cls() -> type[QApplication]:
    """pytest-qt's QApplication, showing the window in English as the app does (its plural
    forms come from the English translation)."""
    from PySide6.QtWidgets import QApplication

    from lectern.gui.i18n import use_language

    class EnglishApplication(QApplication):
        def __init__(self, args: list[str]) -> None:
            super().__init__(args)
            use_language("en")
            # Offscreen Qt keeps the clipboard's data in a static freed after Python has
            # finished: data a test copied (a citation's text and HTML, made in Python)
            # crashed the process there, after every test passed. PySide destroys the
            # application at exit (its own atexit, registered at its import); this one,
            # registered later, runs first and clears the clipboard while both still live.
            atexit.register(QApplication.clipboard().clear)

    return EnglishApplication


@pytest.fixture
def qtbot(qapp: QApplication, request: pytest.FixtureRequest) -> QtBot:  # noqa: ARG001
    """pytest-qt's `qtbot`, with the generous bound above on every wait (after `qapp`, as
    pytest-qt's own: a QtBot needs the QApplication)."""
    return _patient_qtbot_class()(request)


@pytest.fixture(scope="session")
def templates(tmp_path_factory: pytest.TempPathFactory) -> Templates:
    """Libraries of real files imported once a run; a test copies the one it needs
    (tests/core/helpers_templates.py). Under xdist the workers share them, in the folder
    that holds each worker's own (the run's, fresh for every run)."""
    from tests.core.helpers_templates import Templates

    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = tmp_path_factory.getbasetemp().parent / "templates"
        root.mkdir(exist_ok=True)
        return Templates(root)
    return Templates(tmp_path_factory.mktemp("templates"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The test files holding a test marked slow run first, each whole and in its order.

    `make test` hands the tests to two workers in collection order, and one that is idle
    takes half of what the other has left (xdist's worksteal): a test of a minute that
    starts last keeps one worker busy for that minute while the other has nothing to do.
    Started first, the long tests run while the short ones fill the other worker. A file
    moves whole, so its module fixtures (a library of 10,000 papers) are still built once.
    """
    slow_files = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.path not in slow_files)  # stable: False (slow) first
