"""Search results in relevance order, whatever the list was sorted by, and a selection that
is always what the user sees."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPoint, Qt

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.results import SortKey
from lectern.gui.declarations.ids import ActionId
from lectern.gui.settings import Keys
from lectern.gui.table.model import Column
from tests.gui.conftest import search, wait_for

QUERY = "graph neural"


def click_header(qtbot, window, column: Column) -> None:
    header = window.view.horizontalHeader()
    x = header.sectionViewportPosition(column) + 10
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def best_first(window, text: str) -> list[str]:
    return window.library.searching.search(text).ids


def by_title(window, ids: list[str]) -> list[str]:
    return window.library.searching.sort_ids(ids, SortKey.TITLE)


def sorted_by_title(qtbot, window) -> None:
    click_header(qtbot, window, Column.TITLE)
    wait_for(qtbot, lambda: window.model.sort_column == Column.TITLE)
    assert window.model.ids() == by_title(window, window.library.ids())


def _queued_so_far(library: Library, expected: list[str]) -> bool:
    return library.queue.ids() == expected


def test_a_search_lists_the_best_match_first_whatever_column_was_clicked(qtbot, window):
    window.resize(1400, 900)  # a desktop's window: a narrow one keeps the room for the title
    sorted_by_title(qtbot, window)
    ranked = best_first(window, QUERY)
    assert by_title(window, ranked)[0] != ranked[0]  # the title order would hide the best
    search(qtbot, window, QUERY)
    wait_for(qtbot, lambda: window.model.ids() == ranked)
    header = window.view.horizontalHeader()
    assert header.sortIndicatorSection() == Column.RELEVANCE
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert not header.isSectionHidden(Column.RELEVANCE)
    assert header.visualIndex(Column.RELEVANCE) == 0  # first: the header says so at a glance
    assert window.model.index(0, Column.RELEVANCE).data() == "1"
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)  # Enter: into the list
    assert window.view.current_id() == ranked[0]
    assert window.detail.current_id() == ranked[0]


def test_a_click_on_a_column_sorts_the_results_and_relevance_goes_back(qtbot, window):
    window.resize(1400, 900)  # a desktop's window: a narrow one keeps the room for the title
    search(qtbot, window, QUERY)
    ranked = best_first(window, QUERY)
    wait_for(qtbot, lambda: window.model.ids() == ranked)
    sort_action = window.actions_by_id[ActionId.SORT_BY_RELEVANCE]
    assert not sort_action.isEnabled()  # already by relevance
    click_header(qtbot, window, Column.TITLE)
    wait_for(qtbot, lambda: window.model.ids() == by_title(window, ranked))
    header = window.view.horizontalHeader()
    assert header.sortIndicatorSection() == Column.TITLE
    assert not header.isSectionHidden(Column.RELEVANCE)
    assert window.model.index(0, Column.RELEVANCE).data() == str(
        ranked.index(window.model.ids()[0]) + 1
    )
    click_header(qtbot, window, Column.RELEVANCE)
    wait_for(qtbot, lambda: window.model.ids() == ranked)
    assert header.sortIndicatorSection() == Column.RELEVANCE
    click_header(qtbot, window, Column.RELEVANCE)  # again: relevance goes one way only
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert window.model.ids() == ranked
    click_header(qtbot, window, Column.TITLE)
    wait_for(qtbot, lambda: window.model.ids() == by_title(window, ranked))
    assert sort_action.isEnabled()
    sort_action.trigger()  # View → Sort by relevance
    wait_for(qtbot, lambda: window.model.ids() == ranked)
    assert header.sortIndicatorSection() == Column.RELEVANCE and not sort_action.isEnabled()


def test_clearing_the_search_gives_the_view_back_its_own_sort(qtbot, window):
    sorted_by_title(qtbot, window)
    search(qtbot, window, QUERY)
    click_header(qtbot, window, Column.TITLE)  # the results by title, then by title reversed
    click_header(qtbot, window, Column.TITLE)
    search(qtbot, window, "")
    wait_for(qtbot, lambda: window.model.ids() == by_title(window, window.library.ids()))
    header = window.view.horizontalHeader()
    assert header.sortIndicatorSection() == Column.TITLE
    assert (
        header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    )  # the view's, not the search's
    assert header.isSectionHidden(Column.RELEVANCE)
    assert window.settings.get(window.keys.SORT_COLUMN) == Column.TITLE
    search(qtbot, window, "diffusion model")  # a new search starts by relevance again
    wait_for(qtbot, lambda: window.model.ids() == best_first(window, "diffusion model"))


def test_reset_columns_also_resets_the_sort(qtbot, window):
    reset = window.actions_by_id[ActionId.RESET_COLUMNS]  # View → Columns → Reset columns
    sorted_by_title(qtbot, window)
    reset.trigger()
    newest_first = window.library.searching.view("all").ids
    assert newest_first != by_title(window, newest_first)
    wait_for(qtbot, lambda: window.model.ids() == newest_first)
    assert window.view.horizontalHeader().sortIndicatorSection() == -1
    assert window.settings.get(window.keys.SORT_COLUMN) == -1
    search(qtbot, window, QUERY)
    click_header(qtbot, window, Column.TITLE)
    reset.trigger()  # while searching: back to relevance
    wait_for(qtbot, lambda: window.model.ids() == best_first(window, QUERY))
    assert window.view.horizontalHeader().sortIndicatorSection() == Column.RELEVANCE


def test_searching_up_next_lists_the_best_match_first_and_clearing_gives_the_queue(qtbot, window):
    library = window.library
    matching = best_first(window, "diffusion model")
    queued = list(reversed(matching[:6]))  # the queue in the opposite order to relevance
    window.triage.advance.setChecked(False)
    window.focus_list()
    for n, pid in enumerate(queued, 1):  # q puts each at the end of Up next
        window.view.select_id(pid)
        qtbot.keyClick(window.view, "q")
        wait_for(qtbot, partial(_queued_so_far, library, queued[:n]))
    window.sidebar.select_scope("queue", emit=True)
    wait_for(qtbot, lambda: window.model.ids() == queued)
    search(qtbot, window, "diffusion model")
    ranked = [pid for pid in matching if pid in queued]
    header = window.view.horizontalHeader()
    wait_for(
        qtbot,
        lambda: window.model.ids() == ranked and header.sortIndicatorSection() == Column.RELEVANCE,
    )
    search(qtbot, window, "")
    wait_for(qtbot, lambda: window.model.ids() == queued)
    assert window.view.horizontalHeader().sortIndicatorSection() == -1


def test_a_paper_the_window_jumps_to_is_the_only_paper_selected(qtbot, window, monkeypatch):
    """Search, Enter, Ctrl+N: the search clears and the list jumps to the new paper; the
    paper found before is out of sight and must not be marked with it."""
    from lectern.gui.dialogs.new_paper import NewPaperDialog

    found = best_first(window, "title:GOMA")
    assert len(found) == 1
    search(qtbot, window, "title:GOMA")
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert window.view.current_id() == found[0]

    def run(dialog: NewPaperDialog) -> int:
        dialog.paste.setPlainText("10.1000/new.paper")
        dialog.check()
        dialog.accept()
        return NewPaperDialog.DialogCode.Accepted

    monkeypatch.setattr(NewPaperDialog, "exec", run)
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    added = "doi:10.1000/new.paper"
    wait_for(qtbot, lambda: window.view.current_id() == added and not window.search_box.query())
    assert window.view.selected_ids() == [added]
    assert window.detail.current_id() == added  # the pane shows the paper, not "2 selected"
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    wait_for(qtbot, lambda: window.library.notes.annotation(added).status is Status.READING)
    assert window.library.notes.annotation(found[0]).status is Status.NEW


def test_a_new_search_keeps_only_the_paper_in_view_selected(qtbot, window):
    ranked = best_first(window, "diffusion model")
    window.focus_list()
    window.view.select_id(ranked[-1])  # the user's paper, which the search also finds
    qtbot.keyClick(window.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert len(window.view.selected_ids()) == len(window.library)
    search(qtbot, window, "diffusion model")
    wait_for(qtbot, lambda: window.model.ids() == ranked)
    selected = window.view.selected_ids()
    assert selected == [ranked[-1]] == [window.view.current_id()]
    row = window.model.row_of(selected[0])
    assert window.view.visualRect(window.model.index(row, Column.TITLE)).intersects(
        window.view.viewport().rect()
    )


def test_a_papers_change_keeps_the_selection_of_the_same_list(qtbot, window):
    """A change that brings the list back (an edit, a sort) keeps what the user picked."""
    window.focus_list()
    ids = window.model.ids()[:3]
    window.view.select_id(ids[0])
    for pid in ids[1:]:
        row = window.model.row_of(pid)
        qtbot.mouseClick(
            window.view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.ControlModifier,
            window.view.visualRect(window.model.index(row, Column.TITLE)).center(),
        )
    assert set(window.view.selected_ids()) == set(ids)
    window.changes.rename(ids[1], "A renamed paper")
    wait_for(qtbot, lambda: window.library.papers.paper(ids[1]).title == "A renamed paper")
    window.refresh_view()
    wait_for(
        qtbot,
        lambda: window.model.index(window.model.row_of(ids[1]), 0).data() == "A renamed paper",
    )
    assert set(window.view.selected_ids()) == set(ids)


def test_the_sort_kept_is_the_views_not_a_searchs(qtbot, session, lib_path):
    window = session.open(lib_path)
    search(qtbot, window, QUERY)
    click_header(qtbot, window, Column.TITLE)
    wait_for(qtbot, lambda: window.model.sort_column == Column.TITLE)
    window = session.restart(window)
    header = window.view.horizontalHeader()
    assert header.sortIndicatorSection() == -1
    assert window.settings.get(window.keys.SORT_COLUMN) == -1
    assert Keys.SORT_COLUMN.default == -1
