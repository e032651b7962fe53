"""Run by test_on_screen_sidebar_counts.py on an X server: first starts of the real window
on a fresh library, each taking in the bundled sample (two files of 19 papers). Prints, as
JSON, for each start, whether the sidebar's paint that first showed All papers at 38 also
painted the sample collection's count, and what that count was then.

Every step waits for what the user would see, never for a time.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QApplication

import lectern.gui  # noqa: F401 - first: works around PySide6 6.12's refcount bug (see gui/__init__)
from lectern.core.library import Library
from lectern.gui.app import maybe_seed
from lectern.gui.main_window import MainWindow
from lectern.gui.service import LibraryService
from lectern.gui.settings import Settings

PATIENCE_S = 60.0
SAMPLE = "38"
COLLECTION = "collection:ICML 2026 Papers"


def wait(app: QApplication, what: str, condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + PATIENCE_S
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"gave up waiting for {what}")
        app.processEvents()
        time.sleep(0.001)


class FirstPaint(QObject):
    """The region of the sidebar's first paint once All papers reads SAMPLE, and the
    collection's count then."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.sidebar = window.sidebar
        self.region: QRegion | None = None
        self.count = ""

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        painted = event.type() == QEvent.Type.Paint and self.region is None
        if painted and self.sidebar.count_text("all") == SAMPLE:
            self.region = QRegion(event.region())  # type: ignore[attr-defined]
            self.count = self.sidebar.count_text(COLLECTION)
        return False


def start(app: QApplication, folder: Path, settings: Path) -> dict[str, object]:
    library = Library.open(folder)
    service = LibraryService(library)
    window = MainWindow(service, Settings(settings))
    window.show()
    wait(app, "the list", lambda: window.last_result is not None and window.isVisible())
    sidebar = window.sidebar
    first = FirstPaint(window)
    sidebar.viewport().installEventFilter(first)
    if maybe_seed(library, service) is None:
        raise SystemExit("the library was not new: no sample")
    wait(app, "All papers at 38 painted", lambda: first.region is not None)
    sidebar.viewport().removeEventFilter(first)
    item = sidebar.item_for(COLLECTION)
    assert item is not None and first.region is not None
    cell = sidebar.visualRect(sidebar.indexFromItem(item, 1))
    seen = {"painted": first.region.contains(cell), "count": first.count}
    window.close()
    library.close()
    window.deleteLater()
    app.processEvents()
    return seen


def main(root: Path, starts: int) -> None:
    app = QApplication(sys.argv)
    seen = [start(app, root / f"fresh-{n}", root / f"settings-{n}.ini") for n in range(starts)]
    print(json.dumps(seen))


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
