"""The File menu's work: importing papers (chosen, dropped, or opened from the file manager),
exporting the selection or the view, saving the search, quitting.

The dialogs are imported when first used, so the window opens without them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QFileDialog

from lectern.gui.context.navigation import Focus
from lectern.gui.declarations.declaration import does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import translate
from lectern.gui.names import scope_name
from lectern.gui.settings import Keys

if TYPE_CHECKING:
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.table.model import PaperTableModel
    from lectern.gui.window.folder_watcher import FolderWatcher
    from lectern.gui.window.search_box import SearchBox
    from lectern.gui.window.sidebar import Sidebar


class FileActions:
    def __init__(
        self,
        context: WindowContext,
        *,
        model: PaperTableModel,
        sidebar: Sidebar,
        search_box: SearchBox,
        folder_watcher: FolderWatcher,
    ) -> None:
        self._context = context
        self._model = model
        self._sidebar = sidebar
        self._search_box = search_box
        self._folder_watcher = folder_watcher

    @does(ActionId.IMPORT)
    def import_files(self) -> None:
        from lectern.gui.dialogs.import_dialog import (
            ask_import_target,
            import_file_filter,
            run_import,
        )  # first use

        context = self._context
        parent = context.parent
        paths, _ = QFileDialog.getOpenFileNames(
            parent, translate("FileActions", "Import papers"), "", import_file_filter()
        )
        if not paths:
            return
        target = ask_import_target(parent, paths, context.settings)
        if target is not None:
            run_import(parent, context.service, paths, target.collection, link=target.link)

    @does(ActionId.WATCH_FOLDERS)
    def watch_folders(self) -> None:
        from lectern.gui.dialogs.watched_folders import WatchedFoldersDialog  # first use

        dialog = WatchedFoldersDialog(self._context.parent, self._folder_watcher)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def open_files(self, paths: list[str]) -> None:
        """Files opened with Lectern from the file manager (`lectern FILE…`, at start or by a
        later launch): imported as a drop is, with the summary; behind the open if need be."""
        self._import_asking_nothing(list(paths))

    @does(ActionId.EXPORT_SELECTION)
    def export_selection(self) -> None:
        ids = self._context.view.selected_ids()
        if ids:
            # Plain digits (%n): the export dialog makes its suggested file name of this too.
            self._export(ids, translate("FileActions", "%n selected", n=len(ids)))

    @does(ActionId.EXPORT_VIEW)
    def export_view(self) -> None:
        context = self._context
        if self._model.partial:
            context.status.showMessage(
                translate(
                    "FileActions",
                    "Lectern is still opening your library; export the view in a moment.",
                ),
                4000,
            )
            return
        ids = self._model.ids()
        if ids:
            self._export(ids, scope_name(self._sidebar.current_scope()))

    def _export(self, ids: list[str], label: str) -> None:
        from lectern.gui.dialogs.export import run_export  # loaded when first used

        run_export(self._context.parent, self._context.service, ids, label=label)

    @does(ActionId.SAVE_SEARCH)
    def save_search(self) -> None:
        context = self._context
        query = self._search_box.query()
        if not query:
            context.navigation.focus(Focus.SEARCH)
            context.status.showMessage(
                translate("FileActions", "Type a search first, then save it."), 4000
            )
            return
        self._sidebar.save_search(query)

    @does(ActionId.QUIT)
    def quit(self) -> None:
        """Close the window, which saves what is still waiting and ends Lectern."""
        self._context.parent.close()

    def drag_entered(self, event: QDragEnterEvent) -> None:
        from lectern.gui.dialogs.import_dialog import dropped_paths

        if dropped_paths(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropped(self, event: QDropEvent) -> None:
        from lectern.gui.dialogs.import_dialog import dropped_paths

        paths = dropped_paths(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self._import_asking_nothing(paths)

    def _import_asking_nothing(self, paths: list[str]) -> None:
        """A drop or a file opened with Lectern: a collection per file, and the PDFs copied
        or linked as the last import prompt chose."""
        from lectern.gui.dialogs.import_dialog import run_import

        context = self._context
        link = context.settings.get(Keys.LINK_PDFS)
        run_import(context.parent, context.service, paths, link=link)
