"""The main window: sidebar | paper list | detail pane, with the search box on top.

It makes the one context its parts work through first (`lectern.gui.context`), then the
panes and the action areas, each handed that context, and lays them out; the view the list
shows and the moves between papers and panes are the navigator's
(`lectern.gui.window.navigator`). Everything the window shows refreshes from
`LibraryService.changed`; user edits go through `lectern.gui.context.changes.Changes`, each
one History entry that Undo can take back.

The window is on screen before its library is open: it shows the first rows kept from the
last session (`lectern.core.storage.derived.first_rows`) with the sidebar and status bar counts
(`lectern.core.counts`) kept beside them, asks the service to open the library once it has
painted them, and keeps them again, for the view it will restore, when it closes.
"""

from __future__ import annotations

import itertools
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QMainWindow,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from lectern.core.counts import (
    AnnotationTally,
)
from lectern.core.view import (
    ALL,
    Scope,
    ViewRequest,
    ViewResult,
)
from lectern.gui.actions.citing import Citing
from lectern.gui.actions.copying import PaperActions
from lectern.gui.actions.files import FileActions
from lectern.gui.actions.help import HelpActions
from lectern.gui.actions.lookup import Lookups
from lectern.gui.actions.marks import MarkActions
from lectern.gui.actions.opening import (
    AttachmentOpener,
    Target,
    show_not_opened,
)
from lectern.gui.actions.queue import QueueActions
from lectern.gui.actions.records import CollectionActions, Records
from lectern.gui.actions.triage import Triage, selection_ids
from lectern.gui.actions.view import ViewActions
from lectern.gui.context.changes import Changes
from lectern.gui.context.navigation import Navigation
from lectern.gui.context.pending import PendingAnnotations
from lectern.gui.context.status_bar import StatusBar
from lectern.gui.context.window_context import WindowContext
from lectern.gui.declarations.bound import WindowActions
from lectern.gui.declarations.ids import ActionId
from lectern.gui.detail.pane import DetailPane
from lectern.gui.errors import show_error
from lectern.gui.i18n import translate
from lectern.gui.reader.following import ReadingFollower
from lectern.gui.reader.marking import ReaderMarks
from lectern.gui.reader.reader import Reader
from lectern.gui.reading_room import ReadingRoom
from lectern.gui.service import LibraryService
from lectern.gui.settings import Settings, default_library_folder
from lectern.gui.table.model import PaperTableModel
from lectern.gui.table.view import PaperView
from lectern.gui.window.after_paint import AfterPaint
from lectern.gui.window.correction_offer import CorrectionOffer
from lectern.gui.window.empty_state import EmptyState
from lectern.gui.window.folder_watcher import FolderWatcher
from lectern.gui.window.kept_exports import KeptExportWatcher
from lectern.gui.window.kept_rows import keep_rows, show_kept_rows
from lectern.gui.window.list_order import ListOrder
from lectern.gui.window.list_room import ListRoomSplitter
from lectern.gui.window.menus import build_menus
from lectern.gui.window.navigator import Navigator, tab_stops
from lectern.gui.window.page_stack import PageStack
from lectern.gui.window.search_box import SearchBox, SearchHint
from lectern.gui.window.search_notice import SearchNotice
from lectern.gui.window.sidebar import Sidebar
from lectern.gui.window.state import WindowLayout, restore_window_state, save_window_state
from lectern.gui.window.sync_watcher import SyncWatcher

if TYPE_CHECKING:
    from lectern.core.library import Library

log = logging.getLogger(__name__)

OPEN_ANYWAY_MS = 1000  # a window never painted (started minimised) still opens its library


def window_title(folder: Path | None) -> str:
    """ "Lectern" for the usual library; the folder (with ~) when the user opened another one."""
    if folder is None or Path(folder) == default_library_folder():
        return "Lectern"
    text = str(folder)
    home = str(Path.home())
    if text.startswith(home + os.sep):
        text = "~" + text[len(home) :]
    return translate("MainWindow", "{folder} — Lectern").format(folder=text)


class MainWindow(QMainWindow):
    """The window: it makes the context, the panes and the action areas, lays them out and
    connects them; what they do is theirs, and where the user goes the navigator's."""

    def __init__(
        self, service: LibraryService, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.service = service
        self.settings = settings
        self.keys = settings.for_library(service.folder)  # this library's sort, columns, …
        self.setObjectName("mainWindow")
        self.setWindowTitle(window_title(service.folder))
        self.setAcceptDrops(True)
        self._closed = False

        # The context every pane and action area works through, made first.
        self.pending = PendingAnnotations(service, self)  # changes shown before they are written
        self.model = PaperTableModel(self.pending, self)
        self.pending.shown.connect(self.model.refresh_ids)
        self.view = PaperView(self.model, self)
        self.tally = AnnotationTally()  # shared: the library is read once for both
        service.watch(self.tally.note)  # every change, also one still on its way at close
        self.status = StatusBar(service, self, tally=self.tally)
        self.changes = Changes(service, self.status, self.pending)
        # Every declared action and menu, by its id; each area below does the work of some.
        self.actions_by_id = WindowActions(self)
        self.navigation = Navigation(self)
        self.context = context = WindowContext(
            parent=self,
            service=service,
            settings=settings,
            keys=self.keys,
            pending=self.pending,
            changes=self.changes,
            status=self.status,
            view=self.view,
            actions=self.actions_by_id,
            navigation=self.navigation,
        )
        self.order = ListOrder(self.view, settings, self.keys)  # relevance while searching
        self.after_list_paint = AfterPaint(self.view.viewport(), OPEN_ANYWAY_MS).then
        self.empty = EmptyState(self)
        self.list_stack = QStackedWidget(self)
        self.list_stack.addWidget(self.view)
        self.list_stack.addWidget(self.empty)
        self.search_notice = SearchNotice(self)  # search words narrowing a view's own papers
        self.correction = CorrectionOffer(self)  # "Did you mean …" when a search finds few
        list_area = QWidget(self)
        list_layout = QVBoxLayout(list_area)
        list_layout.setContentsMargins(0, 0, 0, 0)
        list_layout.setSpacing(0)
        list_layout.addWidget(self.correction)
        list_layout.addWidget(self.search_notice)
        list_layout.addWidget(self.list_stack, 1)
        self.sidebar = Sidebar(service, self, tally=self.tally)
        self.detail = DetailPane(service, self, entries=self.pending)
        # A paper's PDF is read in the list's place, its notes beside it (`o`; Esc back).
        self.reader = Reader(self)
        self.center = PageStack(self)
        self.center.setObjectName("centerStack")
        self.center.addWidget(list_area)
        self.center.addWidget(self.reader)
        self.list_area = list_area
        # The list keeps its room in a narrow window: the detail pane, then the sidebar,
        # give way first.
        self.splitter = ListRoomSplitter(list_index=1, give_way=(2, 0), parent=self)
        self.splitter.setObjectName("mainSplitter")
        for widget in (self.sidebar, self.center, self.detail):
            self.splitter.addWidget(widget)
        self.splitter.setCollapsible(1, False)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setHandleWidth(1)
        self.setCentralWidget(self.splitter)

        self.search_box = SearchBox(self)
        self.search_hint = SearchHint(self)
        toolbar = QToolBar(translate("MainWindow", "Search"), self)
        toolbar.setObjectName("searchBar")
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setContentsMargins(6, 4, 6, 4)
        toolbar.addWidget(self.search_box)
        toolbar.addWidget(self.search_hint)
        self.toolbar = toolbar
        self.addToolBar(toolbar)
        self.setStatusBar(self.status)

        self.triage = Triage(context)
        self.lookups = Lookups(context)
        self.attachments = AttachmentOpener(self, service)  # a paper's files, documents only
        self.queue = QueueActions(context, self.sidebar, self.detail, self.triage)
        self.records = Records(
            context,
            self.sidebar,
            self.detail,
            triage=self.triage,
            queue=self.queue,
            lookups=self.lookups,
        )
        self.collections = CollectionActions(context, self.sidebar, self.records)
        # New PDFs in the folders of File → Watch a folder are imported as they arrive.
        self.folder_watcher = FolderWatcher(service, self.status, settings, self)
        self.files = FileActions(
            context,
            model=self.model,
            sidebar=self.sidebar,
            search_box=self.search_box,
            folder_watcher=self.folder_watcher,
        )
        self.copying = PaperActions(context, self.attachments)
        self.copying.paper_opened.connect(service.record_read)
        self.reading = ReadingFollower(self.reader, context)
        ReaderMarks(self.reader, context)  # the reader keeps it (its parent)
        self.mark_actions = MarkActions(context, self.detail.current_id)
        self.citing = Citing(context, self.sidebar)
        self.view_actions = ViewActions(
            context, order=self.order, sidebar=self.sidebar, detail=self.detail, citing=self.citing
        )
        self.help = HelpActions(context, self.search_box, self.triage)
        self.actions_by_id.connect(
            (
                self.changes,
                self.records,
                self.lookups,
                self.collections,
                self.triage,
                self.queue,
                self.files,
                self.copying,
                self.mark_actions,
                self.citing,
                self.view_actions,
                self.help,
            )
        )
        self.changes.bind(self.actions_by_id[ActionId.UNDO], self.actions_by_id[ActionId.REDO])
        build_menus(self.menuBar(), self.actions_by_id, self.view)
        # What other devices write shows as it arrives.
        self.sync = SyncWatcher(service, self.status, self.detail.notes, self)
        KeptExportWatcher(service, self.status, self)  # the window keeps it (its parent)
        self.navigator = navigator = Navigator(
            context,
            model=self.model,
            order=self.order,
            sidebar=self.sidebar,
            search_box=self.search_box,
            search_hint=self.search_hint,
            search_notice=self.search_notice,
            correction=self.correction,
            empty=self.empty,
            list_stack=self.list_stack,
            detail=self.detail,
            center=self.center,
            list_area=self.list_area,
            after_list_paint=self.after_list_paint,
        )
        self.view_updated = navigator.view_updated  # the list shows the latest query's result
        self.reading_room = ReadingRoom(
            context,
            reader=self.reader,
            detail=self.detail,
            center=self.center,
            list_area=self.list_area,
            attachments=self.attachments,
            navigator=navigator,
        )
        self._connect()
        self._tab_in_reading_order()
        restore_window_state(self._layout())
        navigator.follow_order()  # Up next, restored, opens in the queue's order
        navigator.kept_view = show_kept_rows(
            context, self.model, self.sidebar, navigator.start_request()
        )
        if navigator.kept_view is not None:
            navigator.restore_selection(None, set())
        # The list has the keyboard at start, so the first key a newcomer presses is the
        # documented one (`t` marks To read); the search box is `/` or Ctrl+F away.
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        navigator.refresh_view()  # first: the rows are what the user waits for
        if service.is_open:
            navigator.refresh_counts()
            self.after_list_paint(service.pdf_text.start)  # see _after_first_list
        else:  # opened once the first rows are on screen
            self.after_list_paint(service.begin_opening)

    def _tab_in_reading_order(self) -> None:
        """Tab walks the window as it reads: the search box, the sidebar, the list, the
        paper's details, the status bar; each part's own controls in the order they had."""
        parts: list[QWidget] = [self.search_box, self.sidebar, self.center, self.detail]
        parts.append(self.status)
        order = list(dict.fromkeys(w for part in parts for w in tab_stops(part)))
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

    @property
    def library(self) -> Library:
        return self.service.library

    # --- the navigator's, as the window's callers and tests reach them -------------------
    @property
    def last_result(self) -> ViewResult | None:
        """The view the list shows now (its request, ids, message)."""
        return self.navigator.last_result

    def view_request(self) -> ViewRequest:
        return self.navigator.view_request()

    def refresh_view(self) -> None:
        self.navigator.refresh_view()

    def go_to_paper(self, paper_id: str, scope: Scope = ALL) -> None:
        self.navigator.go_to_paper(paper_id, scope)

    def focus_list(self) -> None:
        self.navigator.focus_list()

    def focus_search(self) -> None:
        self.navigator.focus_search()

    def edit_notes(self) -> None:
        self.navigator.edit_notes()

    def open_at_page(self, paper_id: str, page: int) -> None:
        """A `lectern://open/ID?page=N` address: see `ReadingRoom.open_at_page`."""
        self.reading_room.open_at_page(paper_id, page)

    # --- wiring ---------------------------------------------------------------------------
    def _connect(self) -> None:
        service = self.service
        navigator = self.navigator
        room = self.reading_room
        service.opened.connect(room.open_waiting_address)
        service.failed.connect(lambda title, message: show_error(self, title, message))
        navigator.view_changing.connect(self.reader.close_reader)
        navigator.order_followed.connect(self.view_actions.update_sort_by_relevance)
        self.sidebar.save_search_requested.connect(self.files.save_search)
        self.view.current_paper_changed.connect(self.detail.show_paper)
        self.view.rating_clicked.connect(lambda pid, n: self.changes.set_rating([pid], n))
        self.view.doubleClicked.connect(lambda _i: navigator.edit_notes())
        self.view.horizontalHeader().sortIndicatorChanged.connect(
            lambda *_sort: self.view_actions.update_sort_by_relevance()
        )
        self.empty.import_requested.connect(self.files.import_files)
        detail = self.detail
        detail.status_requested.connect(lambda s: self.changes.set_status(self._detail_ids(), s))
        detail.rating_requested.connect(lambda n: self.changes.set_rating(self._detail_ids(), n))
        detail.tags_added.connect(lambda tags: self.changes.add_tags(self._detail_ids(), tags))
        detail.tags_removed.connect(lambda tags: self.changes.remove_tags(self._detail_ids(), tags))
        detail.title_requested.connect(
            lambda title: self.changes.rename(detail.current_id() or "", title)
        )
        detail.paper_activated.connect(navigator.go_to_paper)
        detail.notes_escape.connect(room.leave_notes)
        records = self.records
        detail.edit_requested.connect(records.apply_edit)
        detail.restore_requested.connect(lambda pid: records.restore([pid]))
        detail.merge_requested.connect(records.merge)
        detail.dismiss_requested.connect(records.not_duplicates)
        self.sidebar.empty_trash_requested.connect(records.empty_trash)
        self.sidebar.collection_requested.connect(self.collections.on_sidebar)
        self.sidebar.duplicates_counted.connect(detail.banner.refresh)
        self.sidebar.papers_dropped.connect(
            lambda ids, name: self.collections.add_selection(name, ids)
        )
        detail.header.file_requested.connect(self.attachments.open)
        detail.passage_opened.connect(room.open_passage)
        detail.mark_opened.connect(room.open_mark)
        detail.page_asked.connect(room.open_at_page)
        detail.copy_marks_requested.connect(self.mark_actions.copy_markdown)
        service.pdf_text.indexed.connect(navigator.pdf_text_indexed)
        self.attachments.pdf_requested.connect(room.open_reader)
        self.reader.closed.connect(room.reader_closed)
        self.reader.quote_requested.connect(room.quote)
        self.reader.notice.connect(lambda text: self.status.showMessage(text, 4000))
        self.view.current_paper_changed.connect(room.leave_reader_for)
        self.attachments.opened.connect(service.record_read)
        detail.header.link_failed.connect(lambda url: show_not_opened(self, Target(url)))
        detail.header.key_copied.connect(
            lambda key: self.status.showMessage(
                translate("MainWindow", "Copied the citation key {key}").format(key=key), 4000
            )
        )
        self.view.selectionModel().selectionChanged.connect(lambda *_a: self._update_actions())
        self.view.selectionModel().selectionChanged.connect(
            lambda *_a: detail.show_selection(selection_ids(self.view))
        )
        detail.selection_panel.set_actions(
            export=self.actions_by_id[ActionId.EXPORT_SELECTION],
            trash=self.actions_by_id[ActionId.TRASH],
            collection_menu=self.collections.add_menu,
        )
        self.status.add_toggle(self.triage.advance)
        self.sidebar.scope_selected.connect(lambda _s: self._update_actions())
        self._update_actions()

    def _update_actions(self) -> None:
        """Enable the record and collection actions that apply to the selection and view."""
        self.records.update_enabled()
        self.collections.update_enabled()

    def _detail_ids(self) -> list[str]:
        return self.detail.target_ids()

    # --- the list -------------------------------------------------------------------------

    # --- files dropped on the window (imported, as File → Import does) ----------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.files.drag_entered(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self.files.dropped(event)

    def _layout(self) -> WindowLayout:
        return WindowLayout(
            self, self.settings, self.keys, self.splitter, self.view, self.order, self.sidebar
        )

    def save_state(self) -> None:
        save_window_state(self._layout())

    def bring_forward(self) -> None:
        """A second launch asked for this window."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._closed:
            self._closed = True
            self.navigator.close()
            self.reading_room.close()
            self.save_state()
            self.reader.stop()  # its place is recorded before the writes are flushed
            self.detail.flush()
            self.hide()  # a rebuild the user's last keys wait for can take a while
            self.service.shutdown()
            keep_rows(self.context, self.tally, self.navigator.start_request())
        event.accept()
        super().closeEvent(event)
