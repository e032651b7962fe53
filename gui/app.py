"""Starting the desktop app: QApplication, the library folder, single instance, first run.

The window is on screen before the library is open: it shows the rows kept from the last
session while the library opens on the writer thread (about a second at 75,000 papers).
A library whose search index must be rebuilt (after an upgrade, a crash or a copy) takes
longer, so that shows a progress dialog over the window. A library that cannot open is
explained in plain words, and the app exits.
"""

from __future__ import annotations

# isort: split
import lectern.gui.qt_free  # first, before PySide6: see its docstring

# isort: split
import lectern.gui.pyside_sources  # second: PySide6, told what its import hook would read

# isort: split
import argparse
import linecache
import logging
import os
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

import lectern.core
from lectern.core.errors import LecternError, LibraryLockedError, StoreCorruptError
from lectern.core.resources import app_icon_files, sample_files
from lectern.gui.arguments import split_addresses, split_files
from lectern.gui.errors import install_excepthook, log_file, setup_logging, show_error
from lectern.gui.i18n import chosen_language, error_text, say, translate, use_language
from lectern.gui.service import ImportJob, LibraryService
from lectern.gui.settings import APPLICATION, ORGANIZATION, Keys, Settings, default_library_folder
from lectern.gui.single_instance import (
    BrowserRequest,
    InstanceServer,
    notify_running,
    server_name,
)
from lectern.gui.theme import Theme, apply_theme

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.main_window import MainWindow
    from lectern.gui.window.browser_saves import BrowserSaves

log = logging.getLogger(__name__)

LIBRARY_ENV = "LECTERN_LIBRARY"
SWITCH_INTERVAL = 0.0005  # seconds a thread may hold the interpreter while others wait


def parse_args(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="lectern", add_help=False)
    parser.add_argument("--library", metavar="DIR", help="the library folder to open")
    parser.add_argument("--theme", choices=[t.value for t in Theme], help="system, light or dark")
    return parser.parse_known_args(list(argv))


def library_folder(cli_value: str | None = None) -> Path:
    """`--library DIR`, else $LECTERN_LIBRARY, else the platform's user data folder."""
    chosen = cli_value or os.environ.get(LIBRARY_ENV) or default_library_folder()
    return Path(chosen).expanduser().absolute()


def existing_files(paths: Sequence[str]) -> list[str]:
    """The paths that name files, as absolute paths; the others are reported on stderr."""
    found: list[str] = []
    for path in paths:
        if Path(path).is_file():
            found.append(str(Path(path).absolute()))
        else:
            print(f"lectern: no such file: {path}", file=sys.stderr)
    return found


def app_icon() -> QIcon:
    icon = QIcon()
    for path in app_icon_files():
        icon.addFile(str(path))
    return icon


def create_application(argv: Sequence[str] = ()) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0], *argv])
    app.setApplicationName(APPLICATION)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationDisplayName(APPLICATION)
    app.setApplicationVersion(getattr(lectern.core, "__version__", ""))
    app.setDesktopFileName("lectern")
    icon = app_icon()
    if not icon.isNull():
        app.setWindowIcon(icon)
    return app


def open_error_message(folder: Path, exc: BaseException) -> tuple[str, str]:
    """Plain words for why a library would not open, and what to do about it."""
    cannot_open = translate("Startup", "Cannot open the library")
    if isinstance(exc, LibraryLockedError):
        return (
            translate("Startup", "Library in use"),
            translate(
                "Startup",
                "{problem}\n\nAnother program (perhaps `lectern import` in a terminal, or "
                "Lectern on another account) is writing to this library. Close it and start "
                "Lectern again.",
            ).format(problem=error_text(exc)),
        )
    if isinstance(exc, StoreCorruptError):
        return (
            translate("Startup", "Library damaged"),
            translate(
                "Startup",
                "{problem}\n\nLectern keeps rolling backups in {backups}. "
                "`lectern check` in a terminal shows what is wrong.",
            ).format(problem=error_text(exc), backups=folder / "backups"),
        )
    if isinstance(exc, LecternError):
        return cannot_open, error_text(exc)
    if isinstance(exc, OSError):
        return (
            cannot_open,
            translate(
                "Startup",
                "Lectern cannot use the folder {folder}: {reason}.\n\n"
                "Check that the folder exists and that you may write to it, or start Lectern "
                "with --library pointing at another folder.",
            ).format(folder=folder, reason=exc.strerror or exc),
        )
    return (
        cannot_open,
        translate("Startup", "Opening {folder} failed unexpectedly ({error}: {problem}).").format(
            folder=folder, error=type(exc).__name__, problem=exc
        ),
    )


class RebuildProgress(QObject):
    """A window-modal progress dialog while opening (or the index check right after it)
    rebuilds the search index.

    Only a rebuild reports progress (after an upgrade, a crash or a copied folder: a minute
    or more at 75,000 papers); an ordinary open never shows it.
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._dialog: QProgressDialog | None = None

    def update(self, done: int, total: int) -> None:
        if not total:
            return
        if done >= total:  # also a rebuild found by the check made once the list shows
            self.finish()
            return
        if self._dialog is None:
            dialog = QProgressDialog(
                translate("RebuildProgress", "Rebuilding the search index…"),
                "",
                0,
                total,
                self._window,
            )
            dialog.setWindowTitle("Lectern")
            dialog.setCancelButton(None)
            dialog.setMinimumDuration(500)
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.setAutoClose(False)
            dialog.setAutoReset(False)
            self._dialog = dialog
        self._dialog.setLabelText(
            translate(
                "RebuildProgress",
                "Rebuilding the search index… {done} of %Ln paper(s)",
                None,
                total,  # by position: lupdate skips a call that names it (`n=`)
            ).format(done=QLocale().toString(done))
        )
        self._dialog.setMaximum(total)
        self._dialog.setValue(min(done, total))

    def finish(self) -> None:
        if self._dialog is not None:
            self._dialog.close()
            self._dialog.deleteLater()
            self._dialog = None


def maybe_seed(library: Library, service: LibraryService) -> ImportJob | None:
    """A brand-new empty library gets the bundled "ICML 2026 Papers" sample, in the background."""
    if not getattr(library, "is_new", False) or len(library):
        return None
    files = [str(p) for p in sample_files()]
    if not files:
        return None
    log.info("first run: importing the bundled sample into %s", library.folder)
    return service.start_import(files)


def close_on_signals(window: QWidget) -> None:
    """Ctrl+C in the terminal or a logout's SIGTERM closes the window, so pending saves flush.

    Python runs signal handlers only between bytecodes; the idle timer gives it a chance
    while Qt's event loop waits.
    """
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_args: QTimer.singleShot(0, window.close))
    idle = QTimer(window)
    idle.timeout.connect(lambda: None)
    idle.start(250)


def handed_over(folder: Path, files: int) -> str:
    """What a second `lectern` says when the window already open on `folder` takes over."""
    if files:
        return translate(
            "Startup",
            "Lectern is already open on {folder}: %Ln file(s) handed to its window to import.",
            n=files,
        ).format(folder=folder)
    return translate(
        "Startup", "Lectern is already open on {folder}: its window is brought forward."
    ).format(folder=folder)


def browser_saves_taker(
    service: LibraryService, window: MainWindow
) -> Callable[[BrowserRequest], None]:
    """What takes the native host's saves for `window`: `BrowserSaves`, made at the first
    save. Its code (the browser's messages, the capture rules and the importers they use)
    is a tenth of the window's imports, and no save can be made before the window is up."""
    taker: list[BrowserSaves] = []

    def take(request: BrowserRequest) -> None:
        if not taker:
            from lectern.gui.window.browser_saves import BrowserSaves

            taker.append(BrowserSaves(service, window.status, window.changes.undo, window))
        taker[0].take(request)

    return take


def run_app(argv: Sequence[str]) -> int:
    """The desktop app's main loop; returns the process exit code."""
    args, rest = parse_args(argv)
    files, qt_args = split_files(rest)
    files, addresses = split_addresses(files)
    files = existing_files(files)
    address = addresses[-1] if addresses else None  # the reader shows one paper
    # Python hands the interpreter between threads every 5 ms by default: each time the UI
    # thread lets go of it inside a Qt call, a busy writer or reader thread could keep it
    # that long. A shorter turn keeps the window's response to a key within a millisecond.
    sys.setswitchinterval(SWITCH_INTERVAL)
    setup_logging()
    install_excepthook()
    app = create_application(qt_args)
    settings = Settings()
    use_language(chosen_language(settings.get(Keys.LANGUAGE)))
    theme = Theme.parse(args.theme or settings.get(Keys.THEME))
    apply_theme(app, theme)
    # The desktop's high-contrast setting, followed as it changes.
    hints = app.styleHints()
    hints.accessibility().contrastPreferenceChanged.connect(
        lambda _preference: apply_theme(app, Theme.parse(settings.get(Keys.THEME)))
    )
    folder = library_folder(args.library)

    name = server_name(folder)
    if notify_running(name, files, address):
        log.info("Lectern is already open on %s; brought it forward", folder)
        print(handed_over(folder, len(files)), flush=True)  # else the terminal hears nothing
        return 0
    server = InstanceServer(name)
    server.listen()

    from lectern.gui.main_window import MainWindow

    # The window comes first, with the rows kept from the last session; it asks the
    # service to open the library (on the writer thread) once they are on screen.
    service = LibraryService(folder=folder)
    try:
        window = MainWindow(service, settings)
    except BaseException:
        service.shutdown()  # its writer thread waits to open the library: let it go
        server.close()
        raise
    server.activation_requested.connect(window.bring_forward)
    server.files_received.connect(window.files.open_files)
    server.address_received.connect(window.open_at_page)
    server.browser_request.connect(browser_saves_taker(service, window))
    if files:
        window.files.open_files(files)  # imported once the library is open
    if address is not None:
        window.open_at_page(*address)  # once the library is open
    progress = RebuildProgress(window)
    service.open_progress.connect(progress.update)
    details = translate("Startup", "Log file: {path}").format(path=log_file()) if log_file() else ""
    failed: list[BaseException] = []

    def on_opened(library: Library) -> None:
        progress.finish()
        # Whatever was read into linecache at start (a warning's line; before
        # lectern.gui.pyside_sources, every module's source): a traceback reads it again.
        linecache.clearcache()
        if getattr(library, "upgrades", None):
            window.status.showMessage(
                translate(
                    "Startup",
                    "Your library was upgraded for this version of Lectern; the files as they "
                    "were are kept in its backups folder.",
                ),
                15000,
            )
        if library.notices:  # a damaged file was restored, a backup could not be made…
            show_error(
                window,
                translate("Startup", "Lectern repaired your library"),
                "\n\n".join(say(notice) for notice in library.notices),
                details,
            )
        job = None if files else maybe_seed(library, service)  # the user brought papers
        if job is not None:
            job.failed.connect(
                lambda message: show_error(
                    window, translate("Startup", "The sample could not be loaded"), message
                )
            )

    def on_open_failed(exc: BaseException) -> None:
        progress.finish()
        failed.append(exc)
        log.error("cannot open %s", folder, exc_info=exc)
        title, message = open_error_message(folder, exc)
        show_error(window, title, message, details)
        app.exit(1)  # the window closes below: closing it here would also post a quit

    service.opened.connect(on_opened)
    service.open_failed.connect(on_open_failed)
    window.show()
    close_on_signals(window)
    try:
        code = app.exec()
    finally:
        window.close()  # already closed, unless the library could not open
        service.shutdown()
        if service.is_open:
            service.library.close()
        server.close()
    return 1 if failed else int(code)
