"""The View menu's work: the theme, the list's order and columns, the command palette,
reading stats and History; and Edit → Search, which moves to the search box.

The dialogs are imported when first opened: the window does not need them to appear.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication

from lectern.gui.context.navigation import Focus
from lectern.gui.declarations.declaration import Menu, does
from lectern.gui.declarations.declared import SHOWN_COLUMNS
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import translate
from lectern.gui.settings import Keys
from lectern.gui.table.model import Column
from lectern.gui.theme import Theme, apply_theme

if TYPE_CHECKING:
    from lectern.gui.actions.citing import Citing
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.detail.pane import DetailPane
    from lectern.gui.window.list_order import ListOrder
    from lectern.gui.window.sidebar import Sidebar


class ViewActions(QObject):
    """View menu operations; the theme and column items are checked as things stand."""

    def __init__(
        self,
        context: WindowContext,
        *,
        order: ListOrder,
        sidebar: Sidebar,
        detail: DetailPane,
        citing: Citing,
    ) -> None:
        super().__init__(context.parent)
        self._context = context
        self._order = order
        self._sidebar = sidebar
        self._detail = detail
        self._citing = citing
        self._actions = context.actions
        current = Theme.parse(context.settings.get(Keys.THEME))
        for theme in Theme:
            self._actions.choice(ActionId.THEME, theme).setChecked(theme is current)
        self._actions.menu(Menu.COLUMNS).aboutToShow.connect(self.sync_columns)
        context.view.horizontalHeader().sectionResized.connect(lambda *_args: self.sync_columns())
        self._detail.history_requested.connect(lambda pid: self.open_history(pid or None))
        self.sync_columns()

    # --- the theme, the order, the columns ------------------------------------------------
    @does(ActionId.THEME)
    def choose_theme(self, theme: Theme, on: bool) -> None:
        if on:
            self._context.settings.set(Keys.THEME, theme.value)
            app = QApplication.instance()
            assert isinstance(app, QApplication)
            apply_theme(app, theme)

    @does(ActionId.SORT_BY_RELEVANCE)
    def sort_by_relevance(self) -> None:
        self._order.sort_by_relevance()

    def update_sort_by_relevance(self) -> None:
        """Sort by relevance applies while a search is typed and the list is in another order."""
        order = self._order
        self._actions[ActionId.SORT_BY_RELEVANCE].setEnabled(
            order.searching and not order.by_relevance
        )

    @does(ActionId.COLUMN)
    def show_column(self, column: Column, on: bool) -> None:
        self._context.view.set_column_shown(column, on)

    def sync_columns(self) -> None:
        """Check the columns shown; name the ones hidden because this list has no values."""
        view = self._context.view
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
        context = self._context
        context.view.reset_columns()
        self._order.reset()
        self.update_sort_by_relevance()
        context.navigation.refresh_view()

    # --- moving and the other windows ---------------------------------------------------------
    @does(ActionId.FIND)
    def search(self) -> None:
        self._context.navigation.focus(Focus.SEARCH)

    @does(ActionId.NEXT_PANE)
    def next_pane(self) -> None:
        self._context.navigation.focus(Focus.NEXT_PANE)

    @does(ActionId.PREVIOUS_PANE)
    def previous_pane(self) -> None:
        self._context.navigation.focus(Focus.PREVIOUS_PANE)

    @does(ActionId.PALETTE)
    def open_palette(self) -> None:
        from lectern.gui.dialogs.palette import open_palette

        open_palette(self._context, self._sidebar, self._citing.listed())

    @does(ActionId.STATS)
    def open_stats(self) -> None:
        from lectern.gui.dialogs.stats import ReadingStatsDialog

        dialog = ReadingStatsDialog(self._context.service, self._context.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    @does(ActionId.HISTORY)
    def open_history(self, paper_id: str | None = None) -> None:
        """View → History; from the detail pane, the history of one paper."""
        from lectern.gui.dialogs.history import open_history

        open_history(self._context, paper_id, self._detail.current_id())
