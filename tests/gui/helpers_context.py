"""The window's one context without the window, for a test of one pane.

A pane or action area works through a `WindowContext` (gui/context/window_context.py), never
through the window; so a test of one pane can give it the same context on a plain host
widget, made as the window makes it, and skip the rest of the window: its sidebar, detail
pane, navigator and first query, its PDF-text child and its close. The host carries the
window's declared actions with their keys (`WindowActions` adds each to it), so a key the
pane fails to take from them is still lost as it would be in the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from lectern.core.counts import AnnotationTally
from lectern.gui.context.changes import Changes
from lectern.gui.context.navigation import Navigation
from lectern.gui.context.pending import PendingAnnotations
from lectern.gui.context.status_bar import StatusBar
from lectern.gui.context.window_context import WindowContext
from lectern.gui.declarations.bound import WindowActions
from lectern.gui.table.model import PaperTableModel
from lectern.gui.table.view import PaperView

if TYPE_CHECKING:
    from lectern.gui.service import LibraryService
    from lectern.gui.settings import Settings


def light_context(host: QWidget, service: LibraryService, settings: Settings) -> WindowContext:
    """The context `MainWindow.__init__` makes first, made the same way on `host`."""
    pending = PendingAnnotations(service, host)
    model = PaperTableModel(pending, host)
    pending.shown.connect(model.refresh_ids)
    tally = AnnotationTally()
    service.watch(tally.note)
    status = StatusBar(service, host, tally=tally)
    return WindowContext(
        parent=host,
        service=service,
        settings=settings,
        keys=settings.for_library(service.folder),
        pending=pending,
        changes=Changes(service, status, pending),
        status=status,
        view=PaperView(model, host),
        actions=WindowActions(host),
        navigation=Navigation(host),
    )
