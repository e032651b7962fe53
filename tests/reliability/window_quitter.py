"""Lectern's real app, quit with Ctrl+Q right after the user changed something.

Run as `python -m tests.reliability.window_quitter LIBRARY [--marks N]`: the real entry
point (`lectern.gui.launcher.main --library LIBRARY`) opens the window; once the library's
own list shows, it marks N papers *reading* (*to read* if they are reading already) a
quarter of a second apart, as a user triaging does: each mark is a save of its own, and
leaves the index a small segment to fold. Then it marks the first paper *read* with its
key, types its note anew in the detail pane and quits at once, before the note's save
delay is over: with Ctrl+Q, or the Quit action where Qt binds no key to it (offscreen).

It prints JSON lines on stdout: `marked` (the paper and the note typed), then `quit` and
`hidden` (the window is gone) and `returned` (the entry point returned), each with `at`,
`time.monotonic()`, which on Linux is one clock for every process, so the parent can time
how long the process lives after the window is gone. The parent checks what is on disk.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

NOTE = "typed just before Ctrl+Q"
MARK_EVERY_MS = 250


def emit(event: str, **data: Any) -> None:
    print(json.dumps({"event": event, "at": time.monotonic(), **data}), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("library")
    parser.add_argument("--marks", type=int, default=0, help="papers marked before the last")
    args = parser.parse_args(argv)

    # In the order the `lectern` entry point imports them: lectern.gui.app before PySide6.
    import lectern.gui.app  # noqa: F401 - imported for its import order
    import lectern.gui.main_window as main_window_module
    from lectern.gui.launcher import main as launcher_main

    # isort: split
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtGui import QHideEvent
    from PySide6.QtTest import QTest

    from lectern.core.models import Status
    from lectern.gui.declarations.ids import ActionId

    base = main_window_module.MainWindow

    class QuittingWindow(base):  # type: ignore[misc, valid-type]
        """The real main window; it only plays the user and says when it is gone."""

        def __init__(self, service: Any, settings: Any, parent: Any = None) -> None:
            super().__init__(service, settings, parent)
            self._started = False
            self._marked = 0
            self._hidden = False
            self.view_updated.connect(self._begin)

        def _begin(self) -> None:
            if self._started or not self.service.is_open or self.model.rowCount() < 2:
                return
            self._started = True
            self.triage.advance.setChecked(False)
            self.activateWindow()
            QTest.qWaitForWindowActive(self)  # keys reach the window's shortcuts
            QTimer.singleShot(0, self._mark_next)

        def _mark_next(self) -> None:
            if self._marked < args.marks:
                self._marked += 1
                pid = self.model.id_at(self._marked % self.model.rowCount())
                now = self.library.notes.annotation(pid).status
                self.changes.set_status(
                    [pid], Status.TO_READ if now is Status.READING else Status.READING
                )
                QTimer.singleShot(MARK_EVERY_MS, self._mark_next)
                return
            self.focus_list()
            self.view.select_row(0)
            pid = self.view.current_id()
            QTest.keyClick(self.view, Qt.Key.Key_D)  # mark it read
            self.detail.focus_notes()
            self.detail.notes.editor.selectAll()  # typed over any note it had
            QTest.keyClicks(self.detail.notes.editor, NOTE)
            emit("marked", paper=pid, note=NOTE)
            quit_action = self.actions_by_id[ActionId.QUIT]
            emit("quit", key=quit_action.shortcut().toString())
            if quit_action.shortcut().isEmpty():  # offscreen Qt binds no key to Quit
                quit_action.trigger()
            else:
                QTest.keySequence(self.detail.notes.editor, quit_action.shortcut())

        def hideEvent(self, event: QHideEvent) -> None:
            if not self._hidden:
                self._hidden = True
                emit("hidden")
            super().hideEvent(event)

    main_window_module.MainWindow = QuittingWindow  # type: ignore[misc]  # the app opens this one
    code = launcher_main(["--library", args.library])
    emit("returned", code=code)
    return code


if __name__ == "__main__":
    sys.exit(main())
