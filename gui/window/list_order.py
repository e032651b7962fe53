"""Which order the paper list is in, and the header that says so.

- With no search words, a view is in its own sort: the column the user last clicked there
  (kept per library), or newest first. Up next and Recently read open in an order of their
  own (the queue's, the latest read first); a column clicked there sorts them until the
  user leaves them.
- While a search is typed, the results are in relevance order, in every view, and the
  header marks its Relevance column (shown, first, only then). A click on another column
  sorts the results by it; a click on Relevance, or View → Sort by relevance, goes back.
- Clearing the search gives the view its own sort back; a new search starts in relevance.

A click on a column sorts the rows at once (the model asks the library); a change of order
the window makes itself (a search starting, a view opening) only marks the header, and the
list then asks the library for its rows in that order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from lectern.gui.table.model import Column

if TYPE_CHECKING:
    from lectern.gui.settings import LibraryKeys, Settings
    from lectern.gui.table.view import PaperView

Sort = tuple[int, Qt.SortOrder]  # a column (-1: the view's own order) and its direction

OWN_ORDER: Sort = (-1, Qt.SortOrder.AscendingOrder)
BY_RELEVANCE: Sort = (Column.RELEVANCE, Qt.SortOrder.AscendingOrder)


class ListOrder:
    def __init__(self, view: PaperView, settings: Settings, keys: LibraryKeys) -> None:
        self._view = view
        self._settings = settings
        self._keys = keys
        self.browse: Sort = OWN_ORDER  # the library's views without search words (kept)
        self._own: Sort | None = None  # in Up next or Recently read: the sort clicked there
        self._search: Sort | None = None  # while searching: the results' sort
        view.horizontalHeader().sortIndicatorChanged.connect(self._clicked)
        view.show_relevance(False)

    @property
    def searching(self) -> bool:
        return self._search is not None

    @property
    def by_relevance(self) -> bool:
        return self._search == BY_RELEVANCE

    def without_search(self) -> Sort:
        """The order the view shows once its search is cleared."""
        return self._own or self.browse

    def restore(self, column: int, descending: bool) -> None:
        """The sort kept for this library."""
        sortable = 0 <= column < len(Column) and Column(column) is not Column.RELEVANCE
        order = Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
        self.browse = (column, order) if sortable else OWN_ORDER
        self._keep()  # over what restoring the header's state said
        self._show()

    def follow(self, *, searching: bool, own_order: bool) -> None:
        """The list now shows a search or not, in a view with an order of its own or not."""
        if not searching:
            self._search = None
        elif self._search is None:
            self._search = BY_RELEVANCE
        if not own_order:
            self._own = None
        elif self._own is None:
            self._own = OWN_ORDER
        self._show()

    def sort_by_relevance(self) -> None:
        """View → Sort by relevance: the results back in relevance order."""
        if self._search is not None and self._search != BY_RELEVANCE:
            self._view.sortByColumn(*BY_RELEVANCE)  # as a click on the Relevance column

    def reset(self) -> None:
        """View → Columns → Reset columns: every view in its own order again."""
        self.browse = OWN_ORDER
        self._keep()
        if self._own is not None:
            self._own = OWN_ORDER
        if self._search is not None:
            self._search = BY_RELEVANCE
        self._show()

    def _show(self) -> None:
        self._view.show_relevance(self.searching)
        self._view.show_sort(*(self._search or self.without_search()))

    def _clicked(self, *_sort: object) -> None:
        """A click on a column header (the rows are already sorting by it)."""
        header = self._view.horizontalHeader()  # not the click's column: one that cannot
        column, order = header.sortIndicatorSection(), header.sortIndicatorOrder()  # sort
        chosen: Sort = (column, order)  # puts the sort it had back (PaperView._keep_sortable)
        if self._search is not None:
            if column in (-1, Column.RELEVANCE):  # relevance goes one way: the best first
                chosen = BY_RELEVANCE
                if (column, order) != BY_RELEVANCE:
                    self._view.show_sort(*BY_RELEVANCE)
            self._search = chosen
        elif self._own is not None:
            self._own = chosen  # kept while the user stays in that view only
        else:
            self.browse = chosen
            self._keep()

    def _keep(self) -> None:
        column, order = self.browse
        self._settings.set(self._keys.SORT_COLUMN, column)
        self._settings.set(self._keys.SORT_DESCENDING, order == Qt.SortOrder.DescendingOrder)
