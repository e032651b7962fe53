"""The Help menu's work: the user guide, the cheat sheet of keys, the search syntax, About.

The cheat sheet lists the window's declared actions and keys (`sheet.py`), with a word on
what Advance after marking does as it is set now. The user guide is the pages of
`docs/guide/`, shipped with the app; one window of it, raised again when asked twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from lectern.core.resources import guide_folder
from lectern.gui.declarations.declaration import does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.declarations.sheet import sheet_rows
from lectern.gui.i18n import translate

if TYPE_CHECKING:
    from lectern.gui.actions.triage import Triage
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.dialogs.user_guide import UserGuide
    from lectern.gui.window.search_box import SearchBox


class HelpActions(QObject):
    def __init__(self, context: WindowContext, search_box: SearchBox, triage: Triage) -> None:
        super().__init__(context.parent)
        self._context = context
        self._search_box = search_box
        self._triage = triage
        self.guide: UserGuide | None = None

    @does(ActionId.USER_GUIDE)
    def show_user_guide(self) -> None:
        from lectern.gui.dialogs.user_guide import UserGuide
        from lectern.gui.errors import show_error

        if self.guide is None:
            folder = guide_folder()
            if folder is None:
                show_error(
                    self._context.parent,
                    translate("UserGuide", "User guide"),
                    translate("UserGuide", "This copy of Lectern has no user guide."),
                )
                return
            self.guide = UserGuide(folder, self._context.parent)
            self.guide.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.guide.destroyed.connect(self._guide_closed)
        self.guide.show()
        self.guide.raise_()
        self.guide.activateWindow()

    def _guide_closed(self, _: QWidget | None = None) -> None:
        self.guide = None

    @does(ActionId.SHORTCUTS)
    def show_shortcuts(self) -> None:
        from lectern.gui.dialogs.shortcuts import ShortcutsDialog

        context = self._context
        rows = sheet_rows(context.actions.declarations, translated=True)
        dialog = ShortcutsDialog(rows, context.parent, notes=[self._triage.advance_note()])
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    @does(ActionId.SEARCH_SYNTAX)
    def show_search_syntax(self) -> None:
        self._search_box.show_help()

    @does(ActionId.ABOUT)
    def show_about(self) -> None:
        from lectern.gui.dialogs.about import show_about

        show_about(self._context.parent, str(self._context.service.folder))
