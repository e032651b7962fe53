"""Fixtures for driving the real main window offscreen on libraries in tmp_path.

The bundled sample is imported once per session into a template library; each test gets
its own copy, so every test starts from the same 38 papers with real TinyDB files and a
real Whoosh index, and can close and reopen it like a user restarting the app.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import (
    QItemSelection,
    QItemSelectionModel,
    QObject,
    QPoint,
    QSettings,
    Qt,
    QTimer,
    QUrl,
    Slot,
)
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication

import lectern.gui  # noqa: F401 - first: works around PySide6 6.12's refcount bug (see gui/__init__)
from lectern.core.library import Library
from lectern.core.view import ScopeKind

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from lectern.gui.dialogs.import_dialog import ImportTargetDialog
    from lectern.gui.main_window import MainWindow

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
SAMPLE_SIZE = 38


@pytest.fixture(scope="session")
def sample_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("template") / "library"
    with Library.open(folder) as library:
        library.imports.import_sample()
        assert len(library) == SAMPLE_SIZE
    return folder


@pytest.fixture
def lib_path(tmp_path: Path, sample_template: Path) -> Path:
    """A library seeded from the bundled sample, private to this test."""
    target = tmp_path / "library"
    shutil.copytree(sample_template, target, ignore=shutil.ignore_patterns("*.lock"))
    return target


@pytest.fixture(autouse=True)
def _isolated_qsettings(tmp_path: Path) -> None:
    """Nothing a test does may touch the user's real Lectern settings."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(
        QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "qsettings")
    )


@pytest.fixture(autouse=True)
def _lookups_stay_home(monkeypatch: pytest.MonkeyPatch) -> None:
    """A lookup a window test makes (New paper with a DOI, Look up) never leaves the machine:
    every service is a closed loopback port, so it fails at once, as offline. Tests of the
    lookups put the replay server there instead (tests/core/helpers_lookup.py)."""
    from tests.core.helpers_lookup import PREFIXES

    for prefix, variable in PREFIXES.items():
        monkeypatch.setenv(variable, f"https://127.0.0.1:9/{prefix}")


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "lectern.ini"


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """show_error records instead of opening a modal box; tests assert on what it got."""
    shown: list[tuple[str, str]] = []

    def record(_parent: object, title: str, message: str, _details: str = "") -> None:
        shown.append((title, message))

    import lectern.gui.actions.opening
    import lectern.gui.app
    import lectern.gui.errors
    import lectern.gui.main_window

    modules = (
        lectern.gui.errors,
        lectern.gui.main_window,
        lectern.gui.app,
        lectern.gui.actions.opening,
    )
    for module in modules:
        monkeypatch.setattr(module, "show_error", record)
    return shown


class Session:
    """Opens and restarts the app's main window on one library folder."""

    def __init__(self, qtbot: QtBot, settings_path: Path) -> None:
        self.qtbot = qtbot
        self.settings_path = settings_path
        self.open_windows: list[tuple[MainWindow, Library]] = []
        self.started: list[MainWindow] = []

    def open(self, folder: Path) -> MainWindow:
        from lectern.gui.main_window import MainWindow
        from lectern.gui.service import LibraryService
        from lectern.gui.settings import Settings

        library = Library.open(folder)
        service = LibraryService(library)
        window = MainWindow(service, Settings(self.settings_path))
        window.show()
        self.qtbot.waitExposed(window)
        window.activateWindow()
        self.qtbot.waitUntil(lambda: window.last_result is not None)
        self.open_windows.append((window, library))
        return window

    def start(self, folder: Path) -> MainWindow:
        """What the app does: the window first, on the rows kept last time; the library
        opens behind it once the window has painted (or `service.begin_opening()`)."""
        from lectern.gui.main_window import MainWindow
        from lectern.gui.service import LibraryService
        from lectern.gui.settings import Settings

        window = MainWindow(LibraryService(folder=folder), Settings(self.settings_path))
        self.started.append(window)
        return window

    def close(self, window: MainWindow) -> None:
        for i, (open_window, library) in enumerate(self.open_windows):
            if open_window is window:
                window.close()
                library.close()
                window.deleteLater()
                del self.open_windows[i]
                return

    def restart(self, window: MainWindow) -> MainWindow:
        """What a user does: quit Lectern and start it again on the same library."""
        folder = window.library.folder
        self.close(window)
        return self.open(folder)

    def close_all(self) -> None:
        for window, _library in list(self.open_windows):
            self.close(window)
        for window in self.started:
            window.close()  # shuts the service down, so the library is open or never will be
            if window.service.is_open:
                window.service.library.close()
            window.deleteLater()
        self.started.clear()


@pytest.fixture
def session(
    qtbot: QtBot,
    settings_path: Path,
    errors: list[tuple[str, str]],  # noqa: ARG001 - every window's error boxes are recorded
) -> Iterator[Session]:
    app_session = Session(qtbot, settings_path)
    yield app_session
    app_session.close_all()
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible() and not any(widget is one.window for one in OneWindow.open_now):
            widget.close()


class OneWindow:
    """One window for a test file's tests that read it and change little (`shared_window`):
    on its own copy of the sample library, opened at the first test that asks for it,
    closed when the file is done. Opening and closing a window costs about 0.2 s of
    processor time; a file of tests that each change no more than a rating or the search,
    and check what their own step did, need not pay it for each."""

    open_now: ClassVar[list[OneWindow]] = []  # left open by `session`'s sweep

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.window: MainWindow | None = None
        self.library: Library | None = None

    def open(self, qtbot: QtBot) -> MainWindow:
        from lectern.gui.main_window import MainWindow
        from lectern.gui.service import LibraryService
        from lectern.gui.settings import Settings

        if self.window is None:
            self.library = Library.open(self.folder / "library")
            service = LibraryService(self.library)
            self.window = MainWindow(service, Settings(self.folder / "lectern.ini"))
            OneWindow.open_now.append(self)
            self.window.show()
            qtbot.waitExposed(self.window)
        window = self.window
        assert window.isVisible(), "a test closed its file's one window"
        return window

    def close(self) -> None:
        if self in OneWindow.open_now:
            OneWindow.open_now.remove(self)
        if self.window is not None:
            self.window.close()
            self.window.deleteLater()
        if self.library is not None:
            self.library.close()


@pytest.fixture(scope="module")
def one_window(
    sample_template: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[OneWindow]:
    folder = tmp_path_factory.mktemp("one-window")
    shutil.copytree(sample_template, folder / "library", ignore=shutil.ignore_patterns("*.lock"))
    shared = OneWindow(folder)
    yield shared
    shared.close()


@pytest.fixture
def shared_window(
    qtbot: QtBot,
    one_window: OneWindow,
    errors: list[tuple[str, str]],  # noqa: ARG001 - its error boxes are recorded
) -> MainWindow:
    """The file's one window (`OneWindow`) as a user finds it after a start: the whole list
    (All papers, no search) shown, its first row selected, the list focused, the window
    active."""
    window = one_window.open(qtbot)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.last_result is not None)
    if window.sidebar.current_scope().kind is not ScopeKind.ALL:  # a test went to another view
        window.sidebar.select_scope("all", emit=True)
        qtbot.waitUntil(
            lambda: (
                window.last_result is not None
                and window.last_result.request.scope.kind is ScopeKind.ALL
            )
        )
    search(qtbot, window, "")
    window.view.select_row(0)
    window.focus_list()
    qtbot.waitUntil(window.view.hasFocus)
    return window


@pytest.fixture
def window(session: Session, lib_path: Path) -> MainWindow:
    """The real main window on a private copy of the 38-paper sample library."""
    return session.open(lib_path)


def search(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type into the search box like a user and wait until the list shows that query."""
    window.search_box.setFocus()
    window.search_box.clear()
    if text:
        qtbot.keyClicks(window.search_box, text)
    qtbot.waitUntil(
        lambda: window.last_result is not None and window.last_result.request.text == text.strip()
    )


def select_rows(window: MainWindow, first: int, last: int) -> list[str]:
    """Select rows `first` to `last` of the list, as a shift-click would; their ids."""
    model = window.model
    selection = QItemSelection(model.index(first, 0), model.index(last, model.columnCount() - 1))
    window.view.selectionModel().select(
        selection,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    return window.view.selected_ids()


def wait_for(qtbot: QtBot, condition: Callable[[], bool]) -> None:
    qtbot.waitUntil(condition)


def status_messages(window: MainWindow) -> list[str]:
    """Every message the window's status bar shows from now on, in order. A message shows
    for a few seconds; on a busy machine the test may look only after it went, so a test
    waits for it to have been said rather than reads what shows at one moment."""
    said: list[str] = []
    window.status.messageChanged.connect(said.append)
    return said


def answer_import_prompt(
    answer: Callable[[ImportTargetDialog], None],
) -> list[ImportTargetDialog]:
    """File → Import asks where the papers go, in a modal dialog: `answer` is called with
    the dialog once it shows, to click what the user would. What this returns lists the
    dialogs that showed; one `answer` could not answer is cancelled, so the test fails
    rather than waits for ever."""
    from lectern.gui.dialogs.import_dialog import ImportTargetDialog

    shown: list[ImportTargetDialog] = []
    timer = QTimer(QApplication.instance())

    def look() -> None:
        # The prompt by its type: the summary of an import just before can open over it.
        dialog = next(
            (
                widget
                for widget in QApplication.topLevelWidgets()
                if isinstance(widget, ImportTargetDialog) and widget.isVisible()
            ),
            None,
        )
        if dialog is None:
            return
        timer.stop()
        timer.deleteLater()
        shown.append(dialog)
        try:
            answer(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    timer.timeout.connect(look)
    timer.start(10)
    return shown


def import_into(placement_name: str, name: str = "") -> Callable[[ImportTargetDialog], None]:
    """An answer to the import prompt: the placement's button ("PER_FILE", "NONE",
    "NAMED", with the collection's `name` typed), then Import."""

    def answer(dialog: ImportTargetDialog) -> None:
        from PySide6.QtTest import QTest

        from lectern.gui.dialogs.import_dialog import Placement

        button = dialog.buttons[Placement[placement_name]]
        on_its_text = QPoint(button.height(), button.height() // 2)  # not the row's middle
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, pos=on_its_text)
        if name:
            line = dialog.name_box.lineEdit()
            assert line is not None  # the name box is editable
            line.selectAll()
            QTest.keyClicks(line, name)
        QTest.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)

    return answer


class Browser(QObject):
    """Stands in for the web browser (or the file viewer): records the links (or files)
    Lectern asks the system to open."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url.toString())


@pytest.fixture
def browser() -> Iterator[Browser]:
    """A browser on this computer: what openUrl hands https links to."""
    handler = Browser()
    # PySide6 takes the slot by name, a str (its stubs say bytes, which it refuses).
    QDesktopServices.setUrlHandler("https", handler, "open")  # type: ignore[arg-type]
    yield handler
    QDesktopServices.unsetUrlHandler("https")


@pytest.fixture
def viewer() -> Iterator[Browser]:
    """The programs of this computer that open files: what openUrl hands file:// URLs to."""
    handler = Browser()
    # PySide6 takes the slot by name, a str (its stubs say bytes, which it refuses).
    QDesktopServices.setUrlHandler("file", handler, "open")  # type: ignore[arg-type]
    yield handler
    QDesktopServices.unsetUrlHandler("file")
