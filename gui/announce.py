"""What the window says aloud: a notice handed to assistive technology as Qt announces
one (`QAccessibleAnnouncementEvent`, AT-SPI's announcement on Linux), so a screen reader
speaks a status change, a bulk change or an import's end that the status bar shows."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


def announce(source: QObject, text: str, *, urgent: bool = False) -> None:
    """Say `text` for `source` (the widget that shows it): politely, after what the
    screen reader is saying, or at once when `urgent`."""
    if not text or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(source, text)
    if urgent:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
