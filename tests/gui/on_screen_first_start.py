"""Run by test_on_screen_small_screen.py on an 800×600 X server with a window manager: a
fresh start of the real window in a language; real X keys (xdotool). Prints, as JSON, where
the window is, how small it can be, what has the keyboard, and what `t` did.
Every step waits for what the user would see, never for a time.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

import lectern.gui  # noqa: F401 - first: works around PySide6 6.12's refcount bug (see gui/__init__)
from lectern.core.models import Status
from lectern.gui.i18n import use_language
from lectern.gui.main_window import MainWindow
from lectern.gui.service import LibraryService
from lectern.gui.settings import Settings

PATIENCE_S = 60.0


def wait(app: QApplication, what: str, condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + PATIENCE_S
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"gave up waiting for {what}")
        app.processEvents()
        time.sleep(0.01)


def main(folder: Path, settings: Path, language: str) -> None:
    app = QApplication(sys.argv)
    use_language(language)
    # As the app starts: the window first, the library opened once it has painted.
    service = LibraryService(folder=folder)
    window = MainWindow(service, Settings(settings))
    window.show()
    wait(app, "the list", lambda: service.is_open and window.isActiveWindow())
    wait(app, "the rows", lambda: window.model.rowCount() > 0)
    wait(app, "the paper shown", lambda: window.detail.current_id() is not None)
    focused = QApplication.focusWidget()
    frame = window.frameGeometry()
    screen = window.screen().availableGeometry()
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    pid = window.view.current_id()
    assert pid is not None
    subprocess.run(["xdotool", "key", "t"], check=True)
    wait(app, "t", lambda: window.library.notes.annotation(pid).status is not Status.NEW)
    print(
        json.dumps(
            {
                "frame": frame.getRect(),
                "screen": screen.getRect(),
                "least": [least.width(), least.height()],
                "focused": focused.objectName() if focused is not None else None,
                "status": window.library.notes.annotation(pid).status.value,
                "search": window.search_box.query(),
            }
        )
    )
    window.close()
    if service.is_open:
        service.library.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3])
