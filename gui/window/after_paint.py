"""Work that waits until a widget has painted: what the user waits to see comes first.

The window opens its library once the kept first rows are on screen, and counts the
sidebar's figures once the library's own rows are: all of it is Python on the writer or
reader thread, which would hold the interpreter the list needs to paint.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class AfterPaint(QObject):
    """Runs each callable given to `then` once `widget` has painted (on the next turn of
    the event loop, so the paint reaches the screen first), or `fallback_ms` after it was
    given if the widget does not paint (a window started minimised, or never shown)."""

    def __init__(self, widget: QWidget, fallback_ms: int) -> None:
        super().__init__(widget)
        self._widget = widget
        self._fallback_ms = fallback_ms
        self._waiting: list[Callable[[], None]] = []

    def then(self, fn: Callable[[], None]) -> None:
        done = False

        def once() -> None:
            nonlocal done
            if not done:
                done = True
                fn()

        self._waiting.append(once)
        self._widget.installEventFilter(self)
        QTimer.singleShot(self._fallback_ms, self, once)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            waiting, self._waiting = self._waiting, []
            for fn in waiting:
                QTimer.singleShot(0, self, fn)
        return super().eventFilter(watched, event)
