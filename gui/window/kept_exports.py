"""The kept exports, kept up to date while the window runs.

After each change the window waits a moment for more (a burst of status keys is one
rewrite), then brings every kept export up to date on the reader thread
(`library.kept.bring_up_to_date`, which writes a file only when its bytes change); when
the library opens it does so once, for the changes made while the window was closed. A
file that cannot be written is said in the status bar, once until it can be written again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from lectern.gui.i18n import say, translate
from lectern.gui.lifetime import if_alive

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.library.kept_exports import KeptResult
    from lectern.core.results import Change
    from lectern.gui.context.status_bar import StatusBar
    from lectern.gui.service import LibraryService

WAIT_MS = 600  # after the last change; the file is rewritten well within 2 s of it


class KeptExportWatcher(QObject):
    """Rewrites the kept exports after the library changes."""

    brought = Signal(list)  # the KeptResults of the latest round

    def __init__(self, service: LibraryService, status: StatusBar, parent: QObject) -> None:
        super().__init__(parent)
        self._service = service
        self._status = status
        self._failing: set[str] = set()  # the files already said to fail
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(WAIT_MS)
        self._timer.timeout.connect(self.bring_up_to_date)
        service.changed.connect(self._on_changed)
        service.opened.connect(self.bring_up_to_date)

    def _on_changed(self, _change: Change) -> None:
        self._timer.start()

    def bring_up_to_date(self) -> None:
        if not self._service.is_open:
            return

        def bring(lib: Library) -> list[KeptResult]:
            return lib.kept.bring_up_to_date()

        channel = "kept exports"  # not translated: the read's channel, a key
        self._service.read_latest(channel, bring, if_alive(self, self._done))

    def _done(self, results: list[KeptResult]) -> None:
        for result in results:
            path = str(result.export.path)
            if result.error and path not in self._failing:
                self._failing.add(path)
                text = translate(
                    "KeptExportWatcher", "{problem} It is tried again at the next change."
                ).format(problem=say(result.describe()))
                self._status.showMessage(text, 15000)
            elif not result.error:
                self._failing.discard(path)
        self.brought.emit(results)
