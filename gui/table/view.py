"""The paper table: fixed-height rows, stars painted by a delegate, matched words in bold.

Nothing here creates a widget per row; delegates paint, so scrolling 75,000 rows stays
smooth. Clicking a star asks for a rating (`rating_clicked`); the window decides.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QModelIndex, Qt, Signal
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QMouseEvent,
    QResizeEvent,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableView,
    QWidget,
)

from lectern.gui.i18n import translate
from lectern.gui.table.delegates import StarDelegate, TitleDelegate, match_spans, star_under
from lectern.gui.table.model import PAPER_IDS_MIME, Column, PaperTableModel

__all__ = ["PaperView", "StarDelegate", "TitleDelegate", "match_spans"]

DEFAULT_WIDTHS = {
    Column.AUTHORS: 170,
    Column.YEAR: 52,
    Column.COLLECTION: 150,
    Column.STATUS: 98,
    Column.RATING: 100,
    Column.ADDED: 92,
    Column.NOTES: 52,
    Column.TAGS: 140,
    Column.VENUE: 140,
    Column.MODIFIED: 92,
    Column.LAST_READ: 92,
    Column.KEY: 160,
    Column.RELEVANCE: 96,
    Column.PROGRESS: 76,
}
# Shown from View → Columns; hidden at first so the title gets the room on a laptop screen.
HIDDEN_AT_FIRST = (
    Column.COLLECTION,
    Column.ADDED,
    Column.NOTES,
    Column.TAGS,
    Column.VENUE,
    Column.MODIFIED,
    Column.LAST_READ,
    Column.KEY,
    Column.RELEVANCE,  # shown while a search is typed (see show_relevance), never chosen
    Column.PROGRESS,
)
# Columns that step aside while no paper in the list has a value for them (the sample has
# no authors or years: the title takes their room). Status and stars always mean something.
HIDE_WHEN_EMPTY = frozenset(
    {
        Column.AUTHORS,
        Column.YEAR,
        Column.COLLECTION,
        Column.TAGS,
        Column.VENUE,
        Column.NOTES,
        Column.LAST_READ,
        Column.PROGRESS,
    }
)
EMPTY_SCAN_LIMIT = 400  # rows looked at to call a column empty; a longer list keeps it
# The title is what a row is read by: the columns a new list shows beside it step aside, in
# this order, while the list is too narrow to give it TITLE_ROOM (search results at 1,320 px
# left it 140 px), and come back when the list is wider again. A column the user turned on
# in View → Columns stays: it is their choice to share the room. Status stays: its dot is
# what triage changes.
GIVE_WAY = (Column.YEAR, Column.RATING, Column.RELEVANCE, Column.AUTHORS)
TITLE_ROOM = 200  # px: about 30 characters of a title
TITLE_SHARE = 0.4  # of a wider list


class PaperView(QTableView):
    current_paper_changed = Signal(object)  # str | None
    rating_clicked = Signal(str, int)
    # Rows dragged within a list that can be reordered (Up next): the papers, and the paper
    # they were dropped in front of (None: after the last row).
    papers_reordered = Signal(list, object)

    def __init__(self, model: PaperTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setObjectName("paperList")
        self.setAccessibleName(translate("PaperView", "Papers"))
        # Tab leaves the list for the next control (the arrow keys walk the rows), as
        # everywhere else in the window.
        self.setTabKeyNavigation(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # Papers can be dragged onto a collection in the sidebar; only a list that can be
        # reordered (Up next, see set_reorderable) takes drops itself.
        self._reorderable = False
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setCornerButtonEnabled(False)
        self.setMouseTracking(True)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setFrameShape(QTableView.Shape.NoFrame)
        rows = self.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 14)
        header = self.horizontalHeader()
        header.setSectionsMovable(True)
        header.setHighlightSections(False)
        header.setStretchLastSection(False)
        header.setSortIndicatorClearable(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setMinimumSectionSize(40)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self._auto_hidden: set[Column] = set()  # empty for the whole list, shown again with data
        self._keep_shown: set[Column] = set()  # turned on by the user: shown even when empty
        self._narrowed: set[Column] = set()  # out of the title's way while the list is narrow
        self._last_sort = (-1, Qt.SortOrder.AscendingOrder)
        self.reset_columns()
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.setSortingEnabled(True)
        header.sortIndicatorChanged.connect(self._keep_sortable)
        model.modelReset.connect(self.fit_columns)
        model.dataChanged.connect(self._refit_hidden_columns)
        self.setItemDelegateForColumn(Column.TITLE, TitleDelegate(self))
        self.star_delegate = StarDelegate(self)
        self.star_delegate.rated.connect(self.rating_clicked)
        self.setItemDelegateForColumn(Column.RATING, self.star_delegate)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.selectionModel().currentRowChanged.connect(self._on_current_row)

    def paper_model(self) -> PaperTableModel:
        model = self.model()
        assert isinstance(model, PaperTableModel)
        return model

    def reset_columns(self) -> None:
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.TITLE, QHeaderView.ResizeMode.Stretch)
        for column, width in DEFAULT_WIDTHS.items():
            header.resizeSection(column, width)
        for column in Column:
            header.setSectionHidden(column, column in HIDDEN_AT_FIRST)
            header.moveSection(header.visualIndex(column), column)
        self._relevance_first()
        self._auto_hidden.clear()
        self._keep_shown.clear()
        self._narrowed.clear()
        self.fit_columns()

    def _relevance_first(self) -> None:
        header = self.horizontalHeader()
        header.moveSection(header.visualIndex(Column.RELEVANCE), 0)

    def show_relevance(self, shown: bool) -> None:
        """The Relevance column, first in the list, is there while a search is typed."""
        if shown:
            self._relevance_first()  # wherever an older header had put it
        self._narrowed.discard(Column.RELEVANCE)
        self.horizontalHeader().setSectionHidden(Column.RELEVANCE, not shown)
        self.give_title_room()

    def show_sort(self, column: int, order: Qt.SortOrder) -> None:
        """Mark the list as sorted by `column` (-1: its own order) without sorting the rows:
        the window asks the library for them in that order."""
        header = self.horizontalHeader()
        blocked = header.blockSignals(True)
        header.setSortIndicator(column, order)
        header.blockSignals(blocked)
        header.viewport().update()
        self._last_sort = (column, order)
        model = self.paper_model()
        model.sort_column = header.sortIndicatorSection()
        model.sort_order = header.sortIndicatorOrder()

    # --- columns: the user's choice, and the empty ones stepping aside ---------------------
    def is_column_shown(self, column: Column) -> bool:
        """Whether the user has the column on (it may be out of the way while empty)."""
        return (
            not self.horizontalHeader().isSectionHidden(column)
            or column in self._auto_hidden
            or column in self._narrowed
        )

    def is_column_auto_hidden(self, column: Column) -> bool:
        return column in self._auto_hidden or column in self._narrowed

    def set_column_shown(self, column: Column, shown: bool) -> None:
        """The Columns menu: a column the user turns on stays on, even while empty."""
        self._auto_hidden.discard(column)
        self._narrowed.discard(column)
        if shown:
            self._keep_shown.add(column)
        else:
            self._keep_shown.discard(column)
        self.horizontalHeader().setSectionHidden(column, not shown)
        self.give_title_room()

    def title_room(self) -> int:
        """The width the title should have at least in a list this wide."""
        return max(TITLE_ROOM, int(self.viewport().width() * TITLE_SHARE))

    def give_title_room(self) -> None:
        """Step columns aside (GIVE_WAY's order) until the title has `title_room`, and
        bring back those that fit again, the last to go first back."""
        header = self.horizontalHeader()
        width = self.viewport().width()
        if width <= 0:
            return
        wanted = self.title_room()

        def others() -> int:
            return sum(
                header.sectionSize(c)
                for c in Column
                if c is not Column.TITLE and not header.isSectionHidden(c)
            )

        for column in reversed(GIVE_WAY):  # back, while the title keeps its room
            if column not in self._narrowed:
                continue
            if column in self._auto_hidden:  # empty: fit_columns brings it back with data
                self._narrowed.discard(column)
            elif width - others() - header.sectionSize(column) >= wanted:
                self._narrowed.discard(column)
                header.setSectionHidden(column, False)
            else:
                break  # the ones that went before it wait for it
        for column in GIVE_WAY:
            if width - others() >= wanted:
                break
            if not header.isSectionHidden(column):
                self._narrowed.add(column)
                header.setSectionHidden(column, True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.give_title_room()

    def _refit_hidden_columns(self, *_changed: object) -> None:
        """An edit can fill a column stepped aside as empty: show it again."""
        if self._auto_hidden:
            self.fit_columns()

    def fit_columns(self) -> None:
        """Step the columns no paper in the list fills out of the title's way, and back."""
        model = self.paper_model()
        if not model.rowCount():
            return
        header = self.horizontalHeader()
        for column in HIDE_WHEN_EMPTY - self._keep_shown:
            if not self.is_column_shown(column):
                continue
            empty = model.column_is_empty(column, EMPTY_SCAN_LIMIT) is True
            if empty and column not in self._auto_hidden:
                self._auto_hidden.add(column)
                header.setSectionHidden(column, True)
            elif not empty and column in self._auto_hidden:
                self._auto_hidden.discard(column)
                header.setSectionHidden(column, column in self._narrowed)
        self.give_title_room()

    def header_state(self) -> QByteArray:
        """The header as the user set it: columns out of the way only while empty count as on."""
        header = self.horizontalHeader()
        stepped_aside = self._auto_hidden | self._narrowed
        for column in stepped_aside:
            header.setSectionHidden(column, False)
        state = QByteArray(header.saveState())
        for column in stepped_aside:
            header.setSectionHidden(column, True)
        return state

    def restore_header(self, state: QByteArray, columns: int = len(Column)) -> bool:
        """The header as kept; `columns` is how many the list had then."""
        if state.isEmpty():
            return False
        if columns < len(Column):
            return self._take_over(state, columns)
        if not self.horizontalHeader().restoreState(state):
            return False
        self._auto_hidden.clear()
        self._keep_shown.clear()
        self._narrowed.clear()
        self.fit_columns()
        return True

    def _take_over(self, state: QByteArray, columns: int) -> bool:
        """A header kept when the list had fewer columns: the user's choices (which columns,
        how wide, in what order) onto a fresh header, the columns added since as a new
        user's list has them. Read from a header of that many columns: Qt restores a shorter
        state into ours, but what it then saves (the title stretching) it cannot restore."""
        scratch = QHeaderView(Qt.Orientation.Horizontal)
        scratch.setModel(QStandardItemModel(0, columns, scratch))
        if not scratch.restoreState(state):
            return False
        kept = [
            (Column(n), scratch.isSectionHidden(n), scratch.sectionSize(n))
            for n in sorted(range(columns), key=scratch.visualIndex)
        ]
        self.reset_columns()
        header = self.horizontalHeader()
        for place, (column, hidden, size) in enumerate(kept):
            header.moveSection(header.visualIndex(column), place)
            header.setSectionHidden(column, hidden)
            if not hidden and column is not Column.TITLE:
                header.resizeSection(column, size)
        self._relevance_first()
        return True

    def _keep_sortable(self, column: int, order: Qt.SortOrder) -> None:
        """A click on a column the library cannot sort by (notes, tags, venue) keeps the sort."""
        if 0 <= column < len(Column) and Column(column).sort_key is None:
            self.horizontalHeader().setSortIndicator(*self._last_sort)
            return
        self._last_sort = (column, order)

    # --- current paper and selection ----------------------------------------------
    def current_id(self) -> str | None:
        index = self.currentIndex()
        return self.paper_model().id_at(index.row()) if index.isValid() else None

    def selectAll(self) -> None:
        if self.paper_model().partial:
            return  # only the first rows are here yet: "all" would mark just those
        super().selectAll()

    def selected_ids(self) -> list[str]:
        """The selected papers in list order; the current one if nothing is selected."""
        model = self.paper_model()
        rows = sorted(i.row() for i in self.selectionModel().selectedRows())
        ids = [pid for r in rows if (pid := model.id_at(r)) is not None]
        if not ids and (current := self.current_id()):
            ids = [current]
        return ids

    def select_row(self, row: int) -> None:
        model = self.paper_model()
        if not 0 <= row < model.rowCount():
            return
        index = model.index(row, Column.TITLE)
        flags = (
            self.selectionModel().SelectionFlag.ClearAndSelect
            | self.selectionModel().SelectionFlag.Rows
        )
        self.selectionModel().setCurrentIndex(index, flags)
        self.scrollTo(index)

    # --- reordering by drag (Up next) ----------------------------------------------------
    def set_reorderable(self, on: bool) -> None:
        self._reorderable = on
        mode = (
            QAbstractItemView.DragDropMode.DragDrop
            if on
            else QAbstractItemView.DragDropMode.DragOnly
        )
        self.setDragDropMode(mode)
        self.setDropIndicatorShown(on)

    def _own_drag(self, event: QDropEvent | QDragMoveEvent | QDragEnterEvent) -> bool:
        # Papers dropped that are not in the list (from another window) are left alone.
        return self._reorderable and event.mimeData().hasFormat(PAPER_IDS_MIME)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._own_drag(event):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._own_drag(event):
            super().dragMoveEvent(event)  # draws the drop indicator
            event.setDropAction(Qt.DropAction.CopyAction)  # never "move": no row is removed
            event.accept()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if not self._own_drag(event):
            super().dropEvent(event)
            return
        data = bytes(event.mimeData().data(PAPER_IDS_MIME).data()).decode("utf-8")
        ids = [pid for pid in data.split("\n") if pid]
        model = self.paper_model()
        point = event.position().toPoint()
        row = self.indexAt(point).row()
        if row < 0:
            row = model.rowCount()
        elif point.y() > self.visualRect(model.index(row, 0)).center().y():
            row += 1  # the lower half of a row: after it
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.stopAutoScroll()
        if ids:
            self.papers_reordered.emit(ids, model.id_at(row))

    def select_id(self, paper_id: str) -> bool:
        row = self.paper_model().row_of(paper_id)
        if row < 0:
            return False
        self.select_row(row)
        return True

    def move_current(self, delta: int) -> None:
        """j/k: step from the current row (from the last selected row when advancing)."""
        rows = self.paper_model().rowCount()
        if not rows:
            return
        current = self.currentIndex().row()
        target = 0 if current < 0 else max(0, min(rows - 1, current + delta))
        self.select_row(target)

    def _on_current_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        pid = self.paper_model().id_at(current.row()) if current.isValid() else None
        self.current_paper_changed.emit(pid)

    # --- hover over stars -----------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        index = self.indexAt(event.position().toPoint())
        delegate = self.star_delegate
        old_row = delegate.hover_row
        if index.isValid() and index.column() == Column.RATING:
            rect = StarDelegate.star_rect(self.visualRect(index))
            delegate.hover_row = index.row()
            delegate.hover_star = star_under(rect, event.position().x())
        else:
            delegate.hover_row, delegate.hover_star = -1, -1
        for row in {old_row, delegate.hover_row} - {-1}:
            self.viewport().update(self.visualRect(self.paper_model().index(row, Column.RATING)))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self.star_delegate.hover_row >= 0:
            row = self.star_delegate.hover_row
            self.star_delegate.hover_row = -1
            self.viewport().update(self.visualRect(self.paper_model().index(row, Column.RATING)))
        super().leaveEvent(event)
