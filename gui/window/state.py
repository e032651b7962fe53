"""The window's size, layout, columns, sort and sidebar choice, kept in the settings
between sessions (the sort, columns and sidebar per library)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from lectern.gui.settings import Keys
from lectern.gui.table.model import Column

if TYPE_CHECKING:
    from lectern.gui.window.parts import WindowLayout

DEFAULT_SIZE = (1320, 820)
DEFAULT_SPLIT = [210, 680, 430]
# px left around a new window (width, height) for the window manager's borders and title
# bar (openbox's is 25 px tall: 40 px left at 800×600 put the frame's foot off the screen)
FRAME_ROOM = (40, 72)


def restore_window_state(window: WindowLayout) -> None:
    settings = window.settings
    if not window.restoreGeometry(settings.get(Keys.GEOMETRY)):
        window.resize(*DEFAULT_SIZE)
        screen = window.screen().availableGeometry() if window.screen() else None
        if screen is not None:  # never larger than the screen it opens on, and on it
            width = min(DEFAULT_SIZE[0], screen.width() - FRAME_ROOM[0])
            height = min(DEFAULT_SIZE[1], screen.height() - FRAME_ROOM[1])
            window.resize(width, height)
            window.move(
                screen.x() + (screen.width() - width) // 2,
                screen.y() + (screen.height() - height - FRAME_ROOM[1] // 2) // 2,
            )
    window.restoreState(settings.get(Keys.WINDOW_STATE))
    if not window.splitter.restoreState(settings.get(Keys.SPLITTER)):
        window.splitter.use_default(DEFAULT_SPLIT)
    sort_column = settings.get(window.keys.SORT_COLUMN)  # before the header: its state
    sort_descending = settings.get(window.keys.SORT_DESCENDING)  # holds a search's sort too
    header_state = settings.get(window.keys.HEADER)
    if not window.view.restore_header(header_state, settings.get(window.keys.HEADER_COLUMNS)):
        window.view.reset_columns()
    window.order.restore(sort_column, sort_descending)
    window.sidebar.select_scope(settings.get(window.keys.SIDEBAR))
    window.follow_order()  # Up next, restored, opens in the queue's order


def save_window_state(window: WindowLayout) -> None:
    settings = window.settings
    settings.set(Keys.GEOMETRY, window.saveGeometry())
    settings.set(Keys.WINDOW_STATE, window.saveState())
    settings.set(Keys.SPLITTER, window.splitter.saveState())
    settings.set(window.keys.HEADER, window.view.header_state())
    settings.set(window.keys.HEADER_COLUMNS, len(Column))
    column, order = window.order.browse
    settings.set(window.keys.SORT_COLUMN, column)
    settings.set(window.keys.SORT_DESCENDING, order == Qt.SortOrder.DescendingOrder)
    settings.set(window.keys.SIDEBAR, str(window.sidebar.current_scope()))
    settings.sync()
