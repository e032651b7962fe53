"""The status bar: what the list shows, library counts, and background work with progress."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QWidget

from gui.service import LibraryService

_HIDE_DELAY_MS = 600


def plural(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"


class StatusBar(QStatusBar):
    def __init__(self, service: LibraryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._tasks: dict[str, tuple[int, int]] = {}
        self.stats: dict[str, Any] = {}
        self.view_label = QLabel(self)
        self.view_label.setObjectName("viewCount")
        self.addWidget(self.view_label, 1)
        self.task_label = QLabel(self)
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(160)
        self.progress.setMaximumHeight(14)
        self.progress.setTextVisible(False)
        self.addPermanentWidget(self.task_label)
        self.addPermanentWidget(self.progress)
        self.counts_label = QLabel(self)
        self.counts_label.setObjectName("libraryCounts")
        self.counts_label.setContentsMargins(12, 0, 6, 0)
        self.addPermanentWidget(self.counts_label)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.setInterval(_HIDE_DELAY_MS)
        self._hide_timer.timeout.connect(self._hide_progress)
        self._hide_progress()
        service.task_progress.connect(self.on_task_progress)
        service.changed.connect(lambda _change: self.refresh())

    def refresh(self) -> None:
        self._service.read_latest("stats", lambda lib: lib.stats(), self.apply_stats)

    def apply_stats(self, stats: dict[str, Any]) -> None:
        self.stats = stats
        status = stats.get("status", {})
        self.counts_label.setText(
            f"{plural(stats.get('papers', 0), 'paper')}  ·  "
            f"{status.get('to-read', 0):,} to read  ·  "
            f"{stats.get('read_this_week', 0):,} read this week")

    def show_view_count(self, shown: int, total: int, what: str) -> None:
        if shown == total:
            self.view_label.setText(f"{what}: {plural(shown, 'paper')}")
        else:
            self.view_label.setText(f"{what}: {shown:,} of {plural(total, 'paper')}")

    # --- background work -------------------------------------------------------------
    def on_task_progress(self, label: str, done: int, total: int) -> None:
        if total and done >= total:
            self._tasks.pop(label, None)
        else:
            self._tasks[label] = (done, total)
        if not self._tasks:
            self._hide_timer.start()
            return
        self._hide_timer.stop()
        label, (done, total) = next(reversed(self._tasks.items()))
        self.task_label.setText(f"{label}…")
        if total:
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            self.task_label.setText(f"{label}… {done:,} of {total:,}")
        else:
            self.progress.setRange(0, 0)  # busy indicator
        self.task_label.show()
        self.progress.show()

    def busy(self) -> bool:
        return bool(self._tasks)

    def _hide_progress(self) -> None:
        if not self._tasks:
            self.task_label.hide()
            self.progress.hide()
