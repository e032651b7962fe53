"""The window's size, layout, columns, sort and sidebar choice, kept in the settings
between sessions (the sort, columns and sidebar per library)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from lectern.gui.settings import Keys, LibraryKeys, Settings
from lectern.gui.table.model import Column
from lectern.gui.table.view import PaperView
from lectern.gui.window.list_order import ListOrder
from lectern.gui.window.list_room import ListRoomSplitter
from lectern.gui.window.sidebar import Sidebar


@dataclass(frozen=True)
class WindowLayout:
    """What is kept of the window between sessions: its own geometry and layout, the
    splitter, the list's columns and order, the sidebar's view."""

    window: QMainWindow
    settings: Settings
    keys: LibraryKeys  # the sort, the columns and the sidebar's view are this library's
    splitter: ListRoomSplitter
    view: PaperView
    order: ListOrder
    sidebar: Sidebar


DEFAULT_SIZE = (1320, 820)
DEFAULT_SPLIT = [210, 680, 430]
# px left around a new window (width, height) for the window manager's borders and title
# bar (openbox's is 25 px tall: 40 px left at 800×600 put the frame's foot off the screen)
FRAME_ROOM = (40, 72)


def restore_window_state(layout: WindowLayout) -> None:
    """The window as the last session left it; the list's order is then followed again
    (Up next, restored, opens in the queue's order)."""
    settings = layout.settings
    if not layout.window.restoreGeometry(settings.get(Keys.GEOMETRY)):
        layout.window.resize(*DEFAULT_SIZE)
        screen = layout.window.screen().availableGeometry() if layout.window.screen() else None
        if screen is not None:  # never larger than the screen it opens on, and on it
            width = min(DEFAULT_SIZE[0], screen.width() - FRAME_ROOM[0])
            height = min(DEFAULT_SIZE[1], screen.height() - FRAME_ROOM[1])
            layout.window.resize(width, height)
            layout.window.move(
                screen.x() + (screen.width() - width) // 2,
                screen.y() + (screen.height() - height - FRAME_ROOM[1] // 2) // 2,
            )
    layout.window.restoreState(settings.get(Keys.WINDOW_STATE))
    if not layout.splitter.restoreState(settings.get(Keys.SPLITTER)):
        layout.splitter.use_default(DEFAULT_SPLIT)
    sort_column = settings.get(layout.keys.SORT_COLUMN)  # before the header: its state
    sort_descending = settings.get(layout.keys.SORT_DESCENDING)  # holds a search's sort too
    header_state = settings.get(layout.keys.HEADER)
    if not layout.view.restore_header(header_state, settings.get(layout.keys.HEADER_COLUMNS)):
        layout.view.reset_columns()
    layout.order.restore(sort_column, sort_descending)
    layout.sidebar.select_scope(settings.get(layout.keys.SIDEBAR))


def save_window_state(layout: WindowLayout) -> None:
    settings = layout.settings
    settings.set(Keys.GEOMETRY, layout.window.saveGeometry())
    settings.set(Keys.WINDOW_STATE, layout.window.saveState())
    settings.set(Keys.SPLITTER, layout.splitter.saveState())
    settings.set(layout.keys.HEADER, layout.view.header_state())
    settings.set(layout.keys.HEADER_COLUMNS, len(Column))
    column, order = layout.order.browse
    settings.set(layout.keys.SORT_COLUMN, column)
    settings.set(layout.keys.SORT_DESCENDING, order == Qt.SortOrder.DescendingOrder)
    settings.set(layout.keys.SIDEBAR, str(layout.sidebar.current_scope()))
    settings.sync()
