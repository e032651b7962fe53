"""The View menu's work: the theme, the list's order and columns, the command palette,
reading stats and History; and Edit → Search, which moves to the search box.

The dialogs are imported when first opened: the window does not need them to appear.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from lectern.gui.declarations.declaration import Menu, does
from lectern.gui.declarations.declared import SHOWN_COLUMNS
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import translate
from lectern.gui.settings import Keys
from lectern.gui.table.model import Column
from lectern.gui.theme import Theme, apply_theme

if TYPE_CHECKING:
    from lectern.gui.window.parts import ViewWindow


class ViewActions(QObject):
    """View menu operations; the theme and column items are checked as things stand."""

    def __init__(self, window: ViewWindow) -> None:
        super().__init__(window.window())
        self._window = window
        self._actions = window.actions_by_id
        current = Theme.parse(window.settings.get(Keys.THEME))
        for theme in Theme:
            self._actions.choice(ActionId.THEME, theme).setChecked(theme is current)
        self._actions.menu(Menu.COLUMNS).aboutToShow.connect(self.sync_columns)
        window.view.horizontalHeader().sectionResized.connect(lambda *_args: self.sync_columns())
        window.detail.history_requested.connect(lambda pid: self.open_history(pid or None))
        self.sync_columns()

    # --- the theme, the order, the columns ------------------------------------------------
    @does(ActionId.THEME)
    def choose_theme(self, theme: Theme, on: bool) -> None:
        if on:
            self._window.settings.set(Keys.THEME, theme.value)
            apply_theme(self._window.app(), theme)

    @does(ActionId.SORT_BY_RELEVANCE)
    def sort_by_relevance(self) -> None:
        self._window.order.sort_by_relevance()

    def update_sort_by_relevance(self) -> None:
        """Sort by relevance applies while a search is typed and the list is in another order."""
        order = self._window.order
        self._actions[ActionId.SORT_BY_RELEVANCE].setEnabled(
            order.searching and not order.by_relevance
        )

    @does(ActionId.COLUMN)
    def show_column(self, column: Column, on: bool) -> None:
        self._window.view.set_column_shown(column, on)

    def sync_columns(self) -> None:
        """Check the columns shown; name the ones hidden because this list has no values."""
        view = self._window.view
        for column in SHOWN_COLUMNS:
            action = self._actions.choice(ActionId.COLUMN, column)
            action.blockSignals(True)
            action.setChecked(view.is_column_shown(column))
            label = column.label
            if view.is_column_auto_hidden(column):
                label = translate("ViewActions", "{column} (none in this list)").format(
                    column=label
                )
            action.setText(label)
            action.blockSignals(False)

    @does(ActionId.RESET_COLUMNS)
    def reset_columns(self) -> None:
        """The columns as a new user has them, every view in its own order (relevance while
        searching)."""
        window = self._window
        window.view.reset_columns()
        window.order.reset()
        self.update_sort_by_relevance()
        window.refresh_view()

    # --- moving and the other windows ---------------------------------------------------------
    @does(ActionId.FIND)
    def search(self) -> None:
        self._window.focus_search()

    @does(ActionId.NEXT_PANE)
    def next_pane(self) -> None:
        self._window.focus_pane(1)

    @does(ActionId.PREVIOUS_PANE)
    def previous_pane(self) -> None:
        self._window.focus_pane(-1)

    @does(ActionId.PALETTE)
    def open_palette(self) -> None:
        from lectern.gui.dialogs.palette import open_palette

        open_palette(self._window)

    @does(ActionId.STATS)
    def open_stats(self) -> None:
        from lectern.gui.dialogs.stats import ReadingStatsDialog

        dialog = ReadingStatsDialog(self._window.service, self._window.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    @does(ActionId.HISTORY)
    def open_history(self, paper_id: str | None = None) -> None:
        """View → History; from the detail pane, the history of one paper."""
        from lectern.gui.dialogs.history import open_history

        open_history(self._window, paper_id)
