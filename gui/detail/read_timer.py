"""When a paper counts as read in Lectern: shown alone in the detail pane, in the active
window, for `READ_AFTER_MS`. The pane tells the timer what it shows; the timer says `read`."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget

READ_AFTER_MS = 10_000  # read at the moment it starts (tests shorten it)


class ReadTimer(QObject):
    """Counts from when a single paper is shown; another paper, several selected, nothing
    shown or the window left stops the count (coming back to the window starts it again)."""

    read = Signal(str)  # the paper shown long enough

    def __init__(self, pane: QWidget) -> None:
        super().__init__(pane)
        self._pane = pane
        self._pid: str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._done)
        pane.installEventFilter(self)

    def showing(self, paper_id: str | None) -> None:
        """The paper now shown alone (None: nothing, or several papers selected)."""
        self._pid = paper_id
        self._restart()

    def is_counting(self) -> bool:
        return self._timer.isActive()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._pane and event.type() == QEvent.Type.ActivationChange:
            self._restart()
        return False

    def _restart(self) -> None:
        if self._pid is not None and self._pane.isActiveWindow():
            self._timer.start(READ_AFTER_MS)  # read here, so a shortened value applies
        else:
            self._timer.stop()

    def _done(self) -> None:
        if self._pid is not None and self._pane.isActiveWindow():
            self.read.emit(self._pid)
