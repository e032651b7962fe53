"""Run by test_on_screen.py on an X server: the real window, driven by real X input (xdotool).

Click the Title column, type a query into the search box, press Enter; print, as JSON, what
the list and the detail pane then show, for the test to compare with the library's ranking.
Every step waits for what the user would see, never for a time.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QWidget

import lectern.gui  # noqa: F401 - first: works around PySide6 6.12's refcount bug (see gui/__init__)
from lectern.core.library import Library
from lectern.gui.main_window import MainWindow
from lectern.gui.service import LibraryService
from lectern.gui.settings import Settings
from lectern.gui.table.model import Column

PATIENCE_S = 60.0


def wait(app: QApplication, what: str, condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + PATIENCE_S
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"gave up waiting for {what}")
        app.processEvents()
        time.sleep(0.01)


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


def click(widget: QWidget, point: QPoint) -> None:
    spot = widget.mapToGlobal(point)
    xdotool("mousemove", "--sync", str(spot.x()), str(spot.y()), "click", "1")


def main(folder: Path, settings: Path, query: str) -> None:
    app = QApplication(sys.argv)
    library = Library.open(folder)
    window = MainWindow(LibraryService(library), Settings(settings))
    window.show()
    wait(app, "the list", lambda: window.last_result is not None and window.isActiveWindow())
    header = window.view.horizontalHeader()
    title_x = header.sectionViewportPosition(Column.TITLE) + 20
    click(header.viewport(), QPoint(title_x, header.height() // 2))
    wait(app, "the list sorted by title", lambda: window.model.sort_column == Column.TITLE)
    box = window.search_box
    click(box, QPoint(box.width() // 2, box.height() // 2))
    wait(app, "the search box's focus", box.hasFocus)
    xdotool("type", "--delay", "20", query)
    wait(
        app,
        "the results",
        lambda: window.last_result is not None and window.last_result.request.text == query,
    )
    xdotool("key", "Return")
    wait(app, "the list's focus", window.view.hasFocus)
    print(
        json.dumps(
            {
                "rows": window.model.ids(),
                "sorted_by": header.sortIndicatorSection(),
                "relevance_shown": not header.isSectionHidden(Column.RELEVANCE),
                "current": window.view.current_id(),
                "shown": window.detail.current_id(),
            }
        )
    )
    window.close()
    library.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3])
