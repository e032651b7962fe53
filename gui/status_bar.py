"""The status bar: what the list shows, library counts, and background work with progress."""

from __future__ import annotations

import logging

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QWidget

from lectern.core.counts import AnnotationTally, LibraryCounts, count_library
from lectern.core.results import Change
from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

_HIDE_DELAY_MS = 600


def plural(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"


class StatusBar(QStatusBar):
    def __init__(
        self, service: LibraryService, parent: QWidget | None = None, *, tally: AnnotationTally
    ) -> None:
        """`tally` is fed by its owner (`LibraryService.watch`); the status bar only reads it."""
        super().__init__(parent)
        self._service = service
        self._tasks: dict[str, tuple[int, int]] = {}
        self._tally = tally
        self.counts: LibraryCounts | None = None
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
        service.changed.connect(self.refresh)

    def refresh(self, change: Change | None = None) -> None:
        """Count again on the reader thread; the tally looks again only at what changed."""
        if change is not None and change.kind == "searches":
            return  # no figure here depends on saved searches
        tally = self._tally
        self._service.read_latest("stats", lambda lib: count_library(lib, tally), self.apply_counts)

    def apply_counts(self, counts: LibraryCounts) -> None:
        self.counts = counts
        self.counts_label.setText(
            f"{plural(counts.papers, 'paper')}  ·  "
            f"{counts.to_read:,} to read  ·  "
            f"{counts.read_this_week:,} read this week"
        )

    def clear_view_count(self) -> None:
        self.view_label.clear()

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
