"""The Help menu's work: the cheat sheet of keys, the search syntax, About.

The cheat sheet lists the window's declared actions and keys (`sheet.py`), with a word on
what Advance after marking does as it is set now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from lectern.gui.actions.sheet import sheet_rows

if TYPE_CHECKING:
    from lectern.gui.window.parts import HelpWindow


class HelpActions(QObject):
    def __init__(self, window: HelpWindow) -> None:
        super().__init__(window.window())
        self._window = window

    def show_shortcuts(self) -> None:
        from lectern.gui.dialogs.shortcuts import ShortcutsDialog

        window = self._window
        rows = sheet_rows(window.actions_by_id.declarations, translated=True)
        dialog = ShortcutsDialog(rows, window.window(), notes=[window.triage.advance_note()])
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_search_syntax(self) -> None:
        self._window.search_box.show_help()

    def show_about(self) -> None:
        from lectern.gui.dialogs.about import show_about

        show_about(self._window.window(), str(self._window.service.folder))
