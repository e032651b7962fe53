"""The main window as each of its helpers sees it: one Protocol per helper, listing only the
parts and methods it uses. `lectern.gui.main_window.MainWindow` satisfies every one of them
structurally, so no helper imports the window (an import-linter contract keeps it so).

A helper that opens a dialog, or owns Qt objects, asks for `window()`: Qt's own
`QWidget.window()`, which for the main window is the window itself.

The record, queue, file, view and help actions, the palette and History are imported by the
declarations (`lectern.gui.declarations.declared`), which the detail pane's forms and the bound
actions import in turn; so what these helpers read of the detail pane and of the window's
actions is typed here by the small Protocols `ShownPaper` and `ActionLookup`, not by
`DetailPane` and `WindowActions`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray, SignalInstance
    from PySide6.QtGui import QAction, QScreen
    from PySide6.QtWidgets import QApplication, QMenu, QWidget

    from lectern.core.counts import AnnotationTally
    from lectern.core.library import Library
    from lectern.core.lookup.identifiers import Identifier
    from lectern.core.view import Scope, ViewRequest
    from lectern.gui.actions.changes import Changes
    from lectern.gui.actions.triage import Triage
    from lectern.gui.declarations.declaration import Declaration, Menu
    from lectern.gui.declarations.ids import ActionId
    from lectern.gui.service import LibraryService
    from lectern.gui.settings import LibraryKeys, Settings
    from lectern.gui.table.model import PaperTableModel
    from lectern.gui.table.view import PaperView
    from lectern.gui.window.folder_watcher import FolderWatcher
    from lectern.gui.window.list_order import ListOrder
    from lectern.gui.window.list_room import ListRoomSplitter
    from lectern.gui.window.search_box import SearchBox
    from lectern.gui.window.sidebar import Sidebar
    from lectern.gui.window.status_bar import StatusBar


# --- parts of the window, as the actions read them -------------------------------------------
class ActionLookup(Protocol):
    """The window's actions and menus by id (`lectern.gui.declarations.bound.WindowActions`)."""

    @property
    def declarations(self) -> tuple[Declaration, ...]: ...

    def __getitem__(self, action: ActionId) -> QAction: ...

    def choice(self, action: ActionId, choice: object) -> QAction: ...

    def menu(self, menu: Menu) -> QMenu: ...

    def where(self, menu: Menu) -> str: ...

    def listed(self) -> Iterator[tuple[QAction, str]]: ...


class Listed(Protocol):
    """Actions the command palette lists beside the declared ones, each with its menu path
    (`lectern.gui.actions.citing.Citing`: each citation style)."""

    def listed(self) -> Iterator[tuple[QAction, str]]: ...


class IdentifierLookups(Protocol):
    """The lookups (`lectern.gui.actions.lookup.Lookups`) as New paper uses them."""

    def allowed(self) -> bool: ...

    def add_identifiers(self, identifiers: Sequence[Identifier]) -> None: ...


class ShownPaper(Protocol):
    """The detail pane (`lectern.gui.detail.pane.DetailPane`): the paper it shows."""

    @property
    def form(self) -> QWidget: ...

    @property
    def history_requested(self) -> SignalInstance: ...

    def current_id(self) -> str | None: ...

    def show_paper(self, paper_id: str | None) -> None: ...

    def start_editing(self) -> None: ...


class UpNext(Protocol):
    """The queue's actions (`lectern.gui.actions.queue.QueueActions`), as Delete uses them."""

    def in_queue_view(self) -> bool: ...

    def take_out(self) -> None: ...


# --- the window, helper by helper ------------------------------------------------------------
class QueueWindow(Protocol):
    """What Up next's actions (`lectern.gui.actions.queue.QueueActions`) use."""

    service: LibraryService
    view: PaperView
    sidebar: Sidebar
    status: StatusBar
    changes: Changes
    triage: Triage

    @property
    def actions_by_id(self) -> ActionLookup: ...

    @property
    def detail(self) -> ShownPaper: ...

    def go_to_paper(self, paper_id: str, scope: Scope = ...) -> None: ...

    def window(self) -> QWidget: ...


class LookupsWindow(QueueWindow, Protocol):
    """What the lookups (`lectern.gui.actions.lookup.Lookups`) use: Up next's, and the
    settings (the switch and the contact address)."""

    settings: Settings


class RecordsWindow(QueueWindow, Protocol):
    """What the record actions (`lectern.gui.actions.records.Records`) use: what Up next's
    actions use, and those actions themselves (Delete in Up next takes papers out of it)."""

    @property
    def queue(self) -> UpNext: ...

    @property
    def lookups(self) -> IdentifierLookups: ...


class CollectionsWindow(Protocol):
    """What the collection actions (`lectern.gui.actions.records.CollectionActions`) use."""

    view: PaperView
    sidebar: Sidebar

    @property
    def actions_by_id(self) -> ActionLookup: ...

    def window(self) -> QWidget: ...


class FilesWindow(Protocol):
    """What the File menu's work (`lectern.gui.actions.files.FileActions`) uses."""

    service: LibraryService
    settings: Settings
    folder_watcher: FolderWatcher
    view: PaperView
    model: PaperTableModel
    sidebar: Sidebar
    status: StatusBar
    search_box: SearchBox

    def focus_search(self) -> None: ...

    def window(self) -> QWidget: ...


class CitingWindow(Protocol):
    """What the citing actions (`lectern.gui.actions.citing.Citing`) use."""

    service: LibraryService
    view: PaperView
    sidebar: Sidebar
    status: StatusBar
    settings: Settings

    @property
    def actions_by_id(self) -> ActionLookup: ...

    def window(self) -> QWidget: ...


class HelpWindow(Protocol):
    """What the Help menu's work (`lectern.gui.actions.help.HelpActions`) uses."""

    service: LibraryService
    search_box: SearchBox
    triage: Triage

    @property
    def actions_by_id(self) -> ActionLookup: ...

    def window(self) -> QWidget: ...


class PaletteWindow(Protocol):
    """What the command palette (`lectern.gui.dialogs.palette.open_palette`) lists and runs."""

    sidebar: Sidebar

    @property
    def citing(self) -> Listed: ...

    @property
    def actions_by_id(self) -> ActionLookup: ...

    def window(self) -> QWidget: ...


class HistoryWindow(Protocol):
    """What View → History (`lectern.gui.dialogs.history.HistoryDialog`) follows and tells."""

    service: LibraryService
    view: PaperView
    status: StatusBar

    @property
    def detail(self) -> ShownPaper: ...

    def window(self) -> QWidget: ...


class ViewWindow(PaletteWindow, HistoryWindow, Protocol):
    """What the View menu's work (`lectern.gui.actions.view.ViewActions`) uses, with what
    the palette and History it opens use."""

    settings: Settings
    order: ListOrder

    def refresh_view(self) -> None: ...

    def focus_search(self) -> None: ...

    def focus_pane(self, step: int) -> None: ...

    def app(self) -> QApplication: ...


# --- the window, as the helpers of its start and close see it --------------------------------
class KeptRowsWindow(Protocol):
    """What the first rows kept between sessions (`lectern.gui.window.kept_rows`) show in
    and are kept from."""

    service: LibraryService
    model: PaperTableModel
    sidebar: Sidebar
    status: StatusBar
    tally: AnnotationTally
    kept_view: dict[str, object] | None

    @property
    def library(self) -> Library: ...

    def start_request(self) -> ViewRequest: ...

    def restore_selection(self, current: str | None, selected: set[str]) -> None: ...


class WindowLayout(Protocol):
    """What the window's state kept between sessions (`lectern.gui.window.state`) saves and
    restores: the window's own geometry and layout, the splitter, the list's columns and
    order, the sidebar's view."""

    settings: Settings
    keys: LibraryKeys
    splitter: ListRoomSplitter
    view: PaperView
    order: ListOrder
    sidebar: Sidebar

    def follow_order(self) -> None: ...

    def saveGeometry(self) -> QByteArray: ...

    def restoreGeometry(self, _geometry: QByteArray, /) -> bool: ...

    def saveState(self) -> QByteArray: ...

    def restoreState(self, state: QByteArray, /) -> bool: ...

    def resize(self, w: int, h: int, /) -> None: ...

    def move(self, x: int, y: int, /) -> None: ...

    def screen(self) -> QScreen: ...
