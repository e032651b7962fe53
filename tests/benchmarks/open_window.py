"""A child process the open benchmark starts: Lectern's real app, or a bare PySide6 window.

`app` mode runs the real entry point (`lectern.gui.launcher.main --library DIR`), with the main
window class swapped for a subclass that only observes: it reports, as JSON lines on
stdout, when the paper list has rows and the window is exposed and painted ("ready":
the rows kept from the last session, or the library's own when none were kept), when
the opened library's list replaced them ("loaded"), the peak RSS after a settle time,
then (with --ui) how long the UI thread is busy for a status key and a notes keystroke,
and closes the window (which flushes, keeps the first rows and exits).

`bare` mode is the reference: QApplication + QMainWindow + QTableView with a few rows.

The parent measures wall time from spawning the process to the "ready" line, so the
figures include the interpreter start, imports, opening the library and the first paint.
"""

from __future__ import annotations

import time

STARTED = time.perf_counter()

import argparse  # noqa: E402 - the clock starts before anything else loads
import atexit  # noqa: E402
import json  # noqa: E402
import resource  # noqa: E402
import sys  # noqa: E402
from collections.abc import Callable, Sized  # noqa: E402
from functools import partial  # noqa: E402
from typing import Any  # noqa: E402

BARE_ROWS, BARE_COLUMNS = 50, 7
UI_SAMPLES = 5


def emit(event: str, **data: Any) -> None:
    print(json.dumps({"event": event, "t": time.perf_counter() - STARTED, **data}), flush=True)


def peak_rss_mb() -> float:
    """Peak resident memory of this program, in MiB.

    Linux's VmHWM belongs to the address space the program got at exec. getrusage's
    ru_maxrss is not used there: it keeps the high-water mark of the (large) benchmark
    process this child was forked from, so every child would report at least that.
    """
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / (
        1024.0 * 1024.0 if sys.platform == "darwin" else 1024.0
    )


def run_bare(settle: float) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QApplication, QMainWindow, QTableView

    app = QApplication([sys.argv[0]])
    window = QMainWindow()
    view = QTableView(window)
    model = QStandardItemModel(BARE_ROWS, BARE_COLUMNS, view)
    for row in range(BARE_ROWS):
        for column in range(BARE_COLUMNS):
            model.setItem(row, column, QStandardItem(f"Paper {row} field {column}"))
    view.setModel(model)
    window.setCentralWidget(view)
    window.resize(1320, 820)
    window.show()
    poll = QTimer()
    poll.setInterval(1)

    def check() -> None:
        handle = window.windowHandle()
        if handle is None or not handle.isExposed():
            return
        poll.stop()
        window.repaint()
        emit("ready", rows=model.rowCount(), rss_mb=peak_rss_mb())
        QTimer.singleShot(int(settle * 1000), finish)

    def finish() -> None:
        emit("rss", rss_mb=peak_rss_mb())
        window.close()
        app.quit()

    poll.timeout.connect(check)
    poll.start()
    return app.exec()


def run_app(library: str, settle: float, ui: bool) -> int:
    # In the order the `lectern` entry point imports them: lectern.gui.app before PySide6.
    import lectern.gui.app  # noqa: F401 - imported for its import order
    import lectern.gui.main_window as main_window_module
    from lectern.gui.launcher import main as launcher_main

    # isort: split
    from PySide6.QtCore import QTimer

    base = main_window_module.MainWindow

    class ObservedWindow(base):  # type: ignore[misc, valid-type]
        """The real main window; it only adds the timing probes."""

        def __init__(self, service: Any, settings: Any, parent: Any = None) -> None:
            self._changed_started = 0.0
            self.changed_busy: list[float] = []
            # connected before (and after) every slot the window attaches to `changed`,
            # so the difference is the UI-thread time the window spends on one change
            service.changed.connect(self._changed_begin)
            super().__init__(service, settings, parent)
            service.changed.connect(self._changed_end)
            self._poll = QTimer(self)
            self._poll.setInterval(1)
            self._poll.timeout.connect(self._check_ready)
            self._poll.start()
            self.loaded = False
            self.view_updated.connect(self._check_loaded)

        def _check_loaded(self) -> None:
            if not self.loaded and self.service.is_open:
                self.loaded = True
                emit(
                    "loaded",
                    rows=self.model.rowCount(),
                    papers=len(self.library),
                    rss_mb=peak_rss_mb(),
                )

        def _changed_begin(self, _change: object) -> None:
            self._changed_started = time.perf_counter()

        def _changed_end(self, _change: object) -> None:
            self.changed_busy.append(time.perf_counter() - self._changed_started)

        def _check_ready(self) -> None:
            handle = self.windowHandle()
            if (
                self.model.rowCount() == 0
                or handle is None
                or not handle.isExposed()
                or self.list_stack.currentWidget() is not self.view
            ):
                return
            self._poll.stop()
            self.repaint()  # the first rows, painted
            emit(
                "ready",
                rows=self.model.rowCount(),
                early=not self.service.is_open,
                rss_mb=peak_rss_mb(),
            )
            QTimer.singleShot(int(settle * 1000), self._after_settle)

        def _after_settle(self) -> None:
            wait_for(lambda: self.loaded, "the library's own list")
            emit("rss", rss_mb=peak_rss_mb())
            if ui:
                try:
                    emit("ui", **measure_ui(self))
                except Exception as exc:  # noqa: BLE001 - reported, the open figures stand
                    emit("ui_error", error=f"{type(exc).__name__}: {exc}")
            self.close()

    main_window_module.MainWindow = ObservedWindow  # type: ignore[misc]  # the app opens this one
    return launcher_main(["--library", library])


def _more_than(items: Sized, count: int) -> bool:
    return len(items) > count


def _both_more(first: Sized, first_count: int, second: Sized, second_count: int) -> bool:
    return len(first) > first_count and len(second) > second_count


def wait_for(condition: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    deadline = time.perf_counter() + timeout
    while not condition():
        if time.perf_counter() > deadline:
            raise TimeoutError(f"no {what} within {timeout:.0f} s")
        loop = QEventLoop()
        QTimer.singleShot(2, loop.quit)
        loop.exec()


def measure_ui(window: Any) -> dict[str, Any]:
    """UI-thread time for a status key and a notes keystroke in the real window."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtTest import QTest

    from lectern.core.models import Status
    from lectern.gui.detail.notes_editor import NotesEditor

    actions = {
        a.shortcut().toString(): a
        for a in window.findChildren(QAction)
        if not a.shortcut().isEmpty()
    }
    status_keys = {
        status: actions[QKeySequence(key).toString()]
        for key, status in (("T", Status.TO_READ), ("R", Status.READING), ("D", Status.READ))
    }
    window.focus_list()
    window.view.select_row(0)
    wait_for(lambda: window.detail.current_id() is not None, "paper in the detail pane")

    status_call, status_changed = [], []
    for _ in range(UI_SAMPLES * 2):
        # a key that really changes the shown paper's status (earlier runs marked some)
        current = window.library.notes.annotation(window.detail.current_id()).status
        action = next(a for s, a in status_keys.items() if s != current)
        seen = len(window.changed_busy)
        started = time.perf_counter()
        action.trigger()
        status_call.append(time.perf_counter() - started)
        wait_for(partial(_more_than, window.changed_busy, seen), f"change after marking {current}")
        status_changed.append(window.changed_busy[-1])

    notes = window.findChild(NotesEditor)
    window.detail.focus_notes()
    wait_for(lambda: notes.editor.hasFocus() or notes.editor.isVisible(), "notes editor")
    saves: list[str] = []
    notes.saved.connect(saves.append)
    key_call, key_saved, key_changed = [], [], []
    for _ in range(UI_SAMPLES):
        seen_saves, seen_changes = len(saves), len(window.changed_busy)
        started = time.perf_counter()
        QTest.keyClick(notes.editor, Qt.Key.Key_A)
        key_call.append(time.perf_counter() - started)
        wait_for(
            partial(_both_more, saves, seen_saves, window.changed_busy, seen_changes), "note saved"
        )
        key_saved.append(time.perf_counter() - started)
        key_changed.append(window.changed_busy[-1])
    return {
        "status_call": status_call,
        "status_changed": status_changed,
        "key_call": key_call,
        "key_changed": key_changed,
        "key_to_saved": key_saved,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("mode", choices=("app", "bare"))
    parser.add_argument("--library", help="library folder (app mode)")
    parser.add_argument(
        "--settle",
        type=float,
        default=2.0,
        help="seconds to keep running after the first rows show",
    )
    parser.add_argument("--ui", action="store_true", help="also time a status key and a keystroke")
    args = parser.parse_args(argv)
    emit("start")
    atexit.register(lambda: emit("exit", rss_mb=peak_rss_mb()))
    if args.mode == "bare":
        return run_bare(args.settle)
    if not args.library:
        parser.error("app mode needs --library")
    return run_app(args.library, args.settle, args.ui)


if __name__ == "__main__":
    sys.exit(main())
