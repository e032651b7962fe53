"""The one error path for users, plus logging and the crash dialog.

`show_error` is the only place that puts an error in front of a person (tests patch it).
The excepthook logs every uncaught exception to the log file and names that file in a
crash dialog, so a user can send it along.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

import platformdirs
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from lectern.gui.i18n import error_text, translate

log = logging.getLogger(__name__)

_log_file: Path | None = None


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir("Lectern", appauthor=False))


def log_file() -> Path | None:
    """The file logging goes to, once :func:`setup_logging` ran."""
    return _log_file


def setup_logging(level: int = logging.INFO, folder: Path | None = None) -> Path | None:
    """Log to a rotating file in the platform's log folder; never fail the app over it."""
    global _log_file  # noqa: PLW0603 - one log file for the process, set as it starts
    folder = folder or log_dir()
    root = logging.getLogger()
    root.setLevel(level)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "lectern.log"
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
        )
    except OSError as exc:
        problem = f"Lectern: cannot write the log file in {folder}: {exc}"  # not translated: stderr
        print(problem, file=sys.stderr)
        return None
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)s %(threadName)s %(name)s: %(message)s")
    )
    root.addHandler(handler)
    _log_file = path
    return path


def show_error(parent: QWidget | None, title: str, message: str, details: str = "") -> None:
    """Tell the user something went wrong, in plain words; technical detail folded away."""
    log.warning("%s: %s%s", title, message, f"\n{details}" if details else "")
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(message)
    if details:
        box.setDetailedText(details)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def crash_message(exc: BaseException) -> str:
    where = (
        translate("CrashDialog", "The details were written to:\n{path}").format(path=_log_file)
        if _log_file
        else translate(
            "CrashDialog",
            "Logging to a file was not possible; the details were printed to the terminal.",
        )
    )
    return translate(
        "CrashDialog",
        "Lectern ran into an unexpected problem ({error}: {problem}).\n\n"
        "Your library is saved after every change, so nothing you finished is lost. "
        "You can keep working, or restart Lectern.\n\n{where}",
    ).format(error=type(exc).__name__, problem=error_text(exc), where=where)


def _handle(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        QApplication.quit()
        return
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    log.critical("Uncaught exception\n%s", text)
    if _log_file is None:
        print(text, file=sys.stderr)
    app = QApplication.instance()
    if app is None or threading.current_thread() is not threading.main_thread():
        return
    show_error(
        QApplication.activeWindow(),
        translate("CrashDialog", "Lectern — unexpected problem"),
        crash_message(exc),
        text,
    )


_busy = threading.local()


def excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    """sys.excepthook: log, then show the crash dialog (never recursively)."""
    if getattr(_busy, "active", False):
        traceback.print_exception(exc_type, exc, tb)
        return
    _busy.active = True
    try:
        _handle(exc_type, exc, tb)
    finally:
        _busy.active = False


def install_excepthook() -> None:
    sys.excepthook = excepthook

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            text = "".join(
                traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)
            )
            log.critical("Uncaught exception in %s\n%s", args.thread, text)

    threading.excepthook = thread_hook
