"""Run by test_atspi.py with the system's Python and pyatspi, inside its own D-Bus session
on an X server: Lectern read as a Linux screen reader reads it.

Starts the app (the command given), finds through AT-SPI the search box, the paper list with
its rows and the detail pane's status buttons by their names, presses "Status To read" with
AT-SPI's own action (as a screen reader or switch access does), waits for the list's status
cell of that paper to say so, and quits through the File menu's Quit item. Prints, as JSON,
what it read, for the test to compare with the library on disk. Every step waits for what
it needs, never for a time; each wait gives up after PATIENCE_S.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import pyatspi
from gi.repository import GLib

PATIENCE_S = 120.0
TO_READ = "Status To read"


def wait_for(what: str, found: Callable[[], Any]) -> Any:
    """What `found` returns once it is truthy, the D-Bus events handled meanwhile."""
    deadline = time.monotonic() + PATIENCE_S
    context = GLib.MainContext.default()
    while True:
        try:
            value = found()
        except Exception:  # an object gone while it was read: read again  # noqa: BLE001
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise SystemExit(f"gave up waiting for {what}")
        while context.iteration(False):
            pass
        time.sleep(0.05)


def descendants(node: Any) -> Iterator[Any]:
    for child in node:
        if child is not None:
            yield child
            if child.getRole() != pyatspi.ROLE_TABLE:  # a table's cells are read by row
                yield from descendants(child)


def showing(node: Any) -> bool:
    return node.getState().contains(pyatspi.STATE_SHOWING)


def named(root: Any, name: str, role: int | None = None) -> Any:
    for node in descendants(root):
        if node.name == name and showing(node) and (role is None or node.getRole() == role):
            return node
    return None


def lectern_application() -> Any:
    for application in pyatspi.Registry.getDesktop(0):
        if application is not None and application.name == "Lectern":
            return application
    return None


def press(node: Any, *names: str) -> str:
    action = node.queryAction()
    for index in range(action.nActions):
        name = action.getName(index)
        if name in names:
            action.doAction(index)  # Quit's: the object is gone once it has run
            return name
    raise SystemExit(f"{node.name!r} offers none of {names}")


def column_of(table: Any, title: str) -> int:
    header = table.queryTable()
    for column in range(header.nColumns):
        described = header.getColumnHeader(column)
        if described is not None and described.name == title:
            return column
    raise SystemExit(f"no column {title!r}")


def cell(table: Any, row: int, column: int) -> str:
    return table.queryTable().getAccessibleAt(row, column).name


def main(command: list[str]) -> None:
    app = subprocess.Popen(command, env={**os.environ, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"})
    announced: list[str] = []
    pyatspi.Registry.registerEventListener(
        lambda event: announced.append(str(event.any_data)), "object:announcement"
    )
    try:
        lectern = wait_for("Lectern on the accessibility bus", lectern_application)
        search = wait_for("the search box", lambda: named(lectern, "Search", pyatspi.ROLE_TEXT))
        search_name = search.name  # read now: nothing can be read once the app has quit
        papers = wait_for("the paper list", lambda: named(lectern, "Papers", pyatspi.ROLE_TABLE))
        rows = wait_for("the list's rows", lambda: papers.queryTable().nRows)
        title, status = column_of(papers, "Title"), column_of(papers, "Status")
        row = wait_for("the selected paper", lambda: [*papers.queryTable().getSelectedRows()])[0]
        status_before = cell(papers, row, status)
        button = wait_for("the status buttons", lambda: named(lectern, TO_READ))
        buttons = [
            node.name
            for node in descendants(button.parent)
            if node.name.startswith("Status ") and showing(node)
        ]
        pressed = press(button, "Press", "Toggle", "press", "toggle")
        wait_for("the list to show the new status", lambda: cell(papers, row, status) == "To read")
        paper, status_after = cell(papers, row, title), cell(papers, row, status)
        wait_for("the status change to be announced", lambda: announced)
        quit_item = named(lectern, "Quit", pyatspi.ROLE_MENU_ITEM) or next(
            node for node in descendants(lectern) if node.name == "Quit"
        )
        press(quit_item, "Press", "Click", "press", "click")
        code = app.wait(timeout=PATIENCE_S)
    finally:
        if app.poll() is None:
            app.kill()
    print(
        json.dumps(
            {
                "search_box": search_name,
                "rows": rows,
                "buttons": buttons,
                "pressed": pressed,
                "title": paper,
                "status_before": status_before,
                "status_after": status_after,
                "announced": announced,
                "exit_code": code,
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1:])
