"""Where the user is in the window, and the moves that take them elsewhere.

The list shows one view (the sidebar's choice, the search words, the order): it is asked for
off the UI thread whenever any of them changes, or the library does, and only the newest
answer is shown, with the selection the user had when it is the same list come back. The
parts that want to show a paper, ask for the list again or move the keyboard ask the
context's `Navigation`; the navigator does it, as it holds the sidebar, the search box, the
list and the panes. The window lays them out (`lectern.gui.main_window`); this is what they
do together.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget

from lectern.core.results import Change, ChangeKind, SortKey
from lectern.core.text.latex import prepare as prepare_latex
from lectern.core.view import (
    ALL,
    QUEUE,
    RECENT,
    RECOMMENDED,
    Scope,
    ScopeKind,
    ViewRequest,
    ViewResult,
)
from lectern.gui.context.navigation import Focus
from lectern.gui.i18n import say
from lectern.gui.lifetime import if_alive
from lectern.gui.names import scope_name
from lectern.gui.table.model import Column, PaperTableModel
from lectern.gui.window.correction_offer import CorrectionOffer
from lectern.gui.window.empty_state import EmptyState
from lectern.gui.window.kept_rows import first_rows_view
from lectern.gui.window.list_order import ListOrder
from lectern.gui.window.page_stack import PageStack
from lectern.gui.window.search_box import SearchBox, SearchHint
from lectern.gui.window.search_notice import SearchNotice
from lectern.gui.window.sidebar import Sidebar

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.detail.pane import DetailPane


def _prepare_latex(_library: Library) -> None:
    """On the reader thread, once the list shows: the LaTeX macro table the detail pane
    needs for the first abstract with LaTeX in it (else built then, on the UI thread)."""
    prepare_latex()


def tab_stops(part: QWidget) -> Iterator[QWidget]:
    """The controls of `part` (`part` itself among them) that Tab stops at, in the order
    the focus chain has them, once round."""
    widget: QWidget | None = part
    for _ in range(10_000):  # the whole chain, once round
        if widget is None:
            return
        if (widget is part or part.isAncestorOf(widget)) and (
            widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            yield widget
        widget = widget.nextInFocusChain()
        if widget is part:
            return


def _first_tab_stop(part: QWidget) -> QWidget | None:
    """Where the keyboard lands when it moves to `part`: its first control shown."""
    return next((w for w in tab_stops(part) if w.isVisible() and w.isEnabled()), None)


class Navigator(QObject):
    """The view the list shows, and the moves between papers, views and panes."""

    view_updated = Signal()  # the list shows the result of the latest query
    view_changing = Signal()  # another view or search asked for: it is read in the list
    order_followed = Signal()  # the list's order followed the view (Sort by relevance)

    def __init__(
        self,
        context: WindowContext,
        *,
        model: PaperTableModel,
        order: ListOrder,
        sidebar: Sidebar,
        search_box: SearchBox,
        search_hint: SearchHint,
        search_notice: SearchNotice,
        correction: CorrectionOffer,
        empty: EmptyState,
        list_stack: QStackedWidget,
        detail: DetailPane,
        center: PageStack,
        list_area: QWidget,
        after_list_paint: Callable[[Callable[[], None]], None],
    ) -> None:
        super().__init__(context.parent)
        self._window = context.parent
        self.service = service = context.service
        self.status = context.status
        self.view = context.view
        self.model = model
        self.order = order
        self.sidebar = sidebar
        self.search_box = search_box
        self.search_hint = search_hint
        self.search_notice = search_notice
        self.correction = correction
        self.empty = empty
        self.list_stack = list_stack
        self.detail = detail
        self.center = center
        self.list_area = list_area
        self.after_list_paint = after_list_paint
        self._pending_select: str | None = None
        # The paper the window put at the top itself, until the user picks another: a list
        # that grows (the sample arriving file by file on first run) moves it to the new top.
        self._auto_current: str | None = None
        self._closed = False
        self.last_result: ViewResult | None = None
        self.kept_view: dict[str, object] | None = None  # what the kept first rows show
        # Until the library is open the counts wait, and then for its own rows to be painted:
        # counting every annotation on the reader thread while the list paints slows the paint.
        self._count_after_rows = not service.is_open
        service.changed.connect(self._on_changed)
        navigation = context.navigation
        navigation.paper_asked.connect(self.go_to_paper)
        navigation.list_asked.connect(self.refresh_view)
        navigation.focus_asked.connect(self._focus)
        search_box.query_changed.connect(self._on_query)
        search_box.leave_requested.connect(self.focus_list)
        search_notice.clear_requested.connect(self.clear_search)
        search_box.correction_requested.connect(correction.take)
        correction.taken.connect(search_box.set_query)
        sidebar.scope_selected.connect(self._on_scope)
        self.view.current_paper_changed.connect(self._forget_auto_current)
        model.sort_requested.connect(self.refresh_view)

    def close(self) -> None:
        """The window closed: an answer still on its way is not shown."""
        self._closed = True

    def refresh_counts(self) -> None:
        """Count the sidebar's and the status bar's figures again (on the reader thread)."""
        self.sidebar.refresh()
        self.status.refresh()

    def view_request(self) -> ViewRequest:
        """What the list shows now: the view, the search words and the order."""
        return self._request(self.search_box.query(), self.model.sort_column, self.model.sort_order)

    def start_request(self) -> ViewRequest:
        """The view the next start opens on: this one, its search cleared."""
        return self._request("", *self.order.without_search())

    def _request(self, text: str, column: int, order: Qt.SortOrder) -> ViewRequest:
        sort = Column(column).sort_key if column >= 0 else None
        return ViewRequest(
            scope=self.sidebar.current_scope(),
            text=text,
            sort=None if sort is SortKey.RELEVANCE else sort,  # the search's own order
            descending=order == Qt.SortOrder.DescendingOrder,
        )

    def refresh_view(self) -> None:
        """Ask for the list again (off the UI thread); only the newest answer is shown."""
        request = self.view_request()
        if (
            self.kept_view is not None
            and not self.service.is_open
            and (request.text or first_rows_view(request) != self.kept_view)
        ):
            self.kept_view = None  # another view asked for: the kept rows are not it
            self.model.set_ids([])
            self.detail.show_paper(None)
            self.status.clear_view_count()
        self.service.read_latest(
            "view", lambda lib: lib.searching.compute_view(request), self._apply_view
        )

    def _apply_view(self, result: ViewResult) -> None:
        if self._closed:
            return
        keep_current = self._pending_select or self.view.current_id()
        if keep_current is not None and keep_current == self._auto_current:
            keep_current = None  # not the user's choice: show the new top of the list
        # The selection is what the user sees: it carries over to the same list come back
        # (a change, another order), not to another search or view, nor past a jump.
        last = self.last_result.request if self.last_result is not None else None
        same_list = last is not None and (last.scope, last.text) == (
            result.request.scope,
            result.request.text,
        )
        keep_selected = (
            set(self.view.selected_ids()) if same_list and not self._pending_select else set()
        )
        self.last_result = result
        self.model.set_ids(
            result.ids,
            natural=result.natural,
            terms=result.terms,
            ranked=result.searched,
            pdf_only=result.pdf_only,
        )
        self.detail.set_highlight_terms(result.terms)
        self.detail.set_search(result.query)
        self.restore_selection(keep_current, keep_selected)
        self._pending_select = None
        request = result.request
        label = scope_name(request.scope)
        self.search_hint.show_message(say(result.message))
        total = len(self.service.library)
        in_view = len(result.ids)
        of = total if result.listed is None else result.listed  # a view of its own: its papers
        self.status.show_view_count(in_view, of, label)
        self.search_notice.show_for(result)
        self._offer_correction(result)
        if total == 0:
            self.empty.show_empty_library()
            self.list_stack.setCurrentWidget(self.empty)
        elif not result.ids:
            self.empty.show_no_match(request.text, label, why=say(result.message))
            self.list_stack.setCurrentWidget(self.empty)
        else:
            self.list_stack.setCurrentWidget(self.view)
            if QApplication.focusWidget() is None:
                self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if self._count_after_rows and self.service.is_open:  # the library's own rows
            self._count_after_rows = False
            if self._window.isVisible() and self.list_stack.currentWidget() is self.view:
                self.after_list_paint(self._after_first_list)
            else:
                self._after_first_list()
        self.view_updated.emit()

    def _after_first_list(self) -> None:
        """What waits for the library's own list to paint: the counts, then a read through
        the index files (the open judged them by their sizes and times only)."""
        self.refresh_counts()
        self.service.check_index()
        self.service.pdf_text.start()  # the attached PDFs' text, read where it is missing
        self.service.read(_prepare_latex, lambda _done: None)

    def restore_selection(self, current: str | None, selected: set[str]) -> None:
        model = self.model
        if current is not None and model.row_of(current) >= 0:
            self.view.select_id(current)
            flags = (
                self.view.selectionModel().SelectionFlag.Select
                | self.view.selectionModel().SelectionFlag.Rows
            )
            for pid in selected - {current}:
                row = model.row_of(pid)
                if row >= 0:
                    self.view.selectionModel().select(model.index(row, 0), flags)
        elif model.rowCount():
            self.view.select_row(0)
            self._auto_current = model.id_at(0)
        else:
            self.detail.show_paper(None)

    def _forget_auto_current(self, paper_id: str | None) -> None:
        if paper_id != self._auto_current:
            self._auto_current = None

    def _on_changed(self, change: Change) -> None:
        if change.kind is ChangeKind.ANNOTATIONS:
            self.model.refresh_ids(change.ids)
            if self.sidebar.current_scope() in (RECOMMENDED, QUEUE, RECENT):
                self.refresh_view()
        elif change.kind is ChangeKind.PAPERS:
            shown = [pid for pid in change.ids if self.model.row_of(pid) >= 0]
            if shown:
                self.model.refresh_ids(shown)  # an edit shows at once, in place
            self.refresh_view()  # papers may have come, gone to the Trash or been merged
        elif change.kind is ChangeKind.SEARCHES:
            if self.sidebar.current_scope().kind is ScopeKind.SAVED:
                self.refresh_view()
        else:
            self.model.refresh_all()
            self.refresh_view()

    def _on_query(self, _query: str) -> None:
        self.view_changing.emit()  # a search is read in the list
        self.follow_order()
        self.refresh_view()

    def _on_scope(self, scope: Scope) -> None:
        self.view_changing.emit()  # another view is read in the list
        if scope.kind is ScopeKind.SAVED and self.search_box.query():
            self.search_box.set_query("", now=False)
        self.follow_order()
        self.refresh_view()

    def follow_order(self) -> None:
        """Relevance while searching; Up next and Recently read open in their own order."""
        self.order.follow(
            searching=bool(self.search_box.query()),
            own_order=self.sidebar.current_scope() in (QUEUE, RECENT),
        )
        self.order_followed.emit()

    def go_to_paper(self, paper_id: str, scope: Scope = ALL) -> None:
        """Show a paper (a related one, a link): in this view if it is here, else in `scope`."""
        here = scope == ALL or self.sidebar.current_scope() == scope
        if here and self.view.select_id(paper_id):
            self.focus_list()
            return
        self._pending_select = paper_id
        self.search_box.set_query("", now=False)
        self.sidebar.select_scope(scope)
        self.refresh_view()

    def _offer_correction(self, result: ViewResult) -> None:
        """Ask for "Did you mean …" when the search found few papers (its words' typos, from
        the library's words), after the list shows them; the newest search only."""
        from lectern.core.search.spelling import FEW  # the search package loads Whoosh

        typed = result.request.text
        self.correction.show_for(typed, ())
        if not result.searched or not typed.strip() or len(result.ids) >= FEW:
            return

        def done(offered: tuple[tuple[str, str], ...]) -> None:
            last = self.last_result
            if last is not None and last.request.text == typed:
                self.correction.show_for(typed, offered)

        self.service.read_latest(
            "did-you-mean",
            lambda lib: lib.searching.corrections(typed, len(result.ids)),
            if_alive(self, done),
        )

    def _focus(self, where: Focus) -> None:
        """The keyboard moved where a part asked (`Navigation.focus`)."""
        if where is Focus.LIST:
            self.focus_list()
        elif where is Focus.SEARCH:
            self.focus_search()
        elif where is Focus.NOTES:
            self.edit_notes()
        else:
            self.focus_pane(1 if where is Focus.NEXT_PANE else -1)

    def focus_list(self) -> None:
        self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if not self.view.currentIndex().isValid() and self.model.rowCount():
            self.view.select_row(0)

    def clear_search(self) -> None:
        """Show the whole view again (the search notice's Clear search)."""
        self.search_box.set_query("")
        self.focus_list()

    def focus_pane(self, step: int) -> None:
        """F6 and Shift+F6: the keyboard moves to the next or previous pane of the sidebar,
        the list (or the PDF read in its place) and the paper's details, round again after
        the last; from the search box or the status bar, to the first or the last."""
        panes = [pane for pane in (self.sidebar, self.center, self.detail) if pane.isVisible()]
        if not panes:
            return
        focused = QApplication.focusWidget()
        here = next(
            (
                i
                for i, pane in enumerate(panes)
                if focused is not None and pane.isAncestorOf(focused)
            ),
            None,
        )
        if here is None:
            target = panes[0] if step > 0 else panes[-1]
        else:
            target = panes[(here + step) % len(panes)]
        if target is self.center and self.center.currentWidget() is self.list_area:
            self.focus_list()
            return
        first = _first_tab_stop(target)
        if first is not None:
            first.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def focus_search(self) -> None:
        self.search_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_box.selectAll()

    def edit_notes(self) -> None:
        if self.detail.current_id():
            self.detail.focus_notes()

    def pdf_text_indexed(self, ids: frozenset[str]) -> None:
        """More PDFs are searchable: a search shown is run again, and the passages of the
        paper shown are looked up again."""
        if self.search_box.query():
            self.refresh_view()
        self.detail.pdf_text_indexed(ids)
