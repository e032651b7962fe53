"""The paper list model and view: Qt's model checks, what rows show, cost at 75,000 rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from lectern.core.library import Library, SortKey
from lectern.core.models import Entry, Status
from lectern.gui.table.model import (
    Column,
    LibraryEntries,
    PaperIdRole,
    PaperTableModel,
    RatingRole,
    format_authors,
)
from lectern.gui.table.view import PaperView, match_spans


def test_the_model_passes_qts_model_checks(qtmodeltester, lib_path):
    with Library.open(lib_path) as library:
        model = PaperTableModel(LibraryEntries(library))
        model.set_ids(library.ids())
        qtmodeltester.check(model)
        model.sort(Column.YEAR, Qt.SortOrder.DescendingOrder)
        model.set_ids(library.ids()[:5], terms=("learning",))
        qtmodeltester.check(model)


@pytest.mark.usefixtures("qtbot")
def test_rows_show_title_authors_status_and_rating(lib_path):
    with Library.open(lib_path) as library:
        pid = library.ids()[0]
        library.notes.set_status([pid], Status.TO_READ)
        library.notes.set_rating([pid], 4)
        model = PaperTableModel(LibraryEntries(library))
        model.set_ids([pid])
        paper = library.papers.paper(pid)
        assert model.index(0, Column.TITLE).data() == paper.title
        assert model.index(0, Column.AUTHORS).data() == format_authors(paper.authors)
        assert model.index(0, Column.STATUS).data() == "To read"
        assert model.index(0, Column.RATING).data(RatingRole) == 4
        assert model.index(0, Column.COLLECTION).data() == "ICML 2026 Papers"
        assert model.index(0, Column.TITLE).data(PaperIdRole) == pid
        assert model.headerData(Column.ADDED, Qt.Orientation.Horizontal) == "Added"


def test_sorting_asks_the_library_and_keeps_the_selection(qtbot, lib_path):
    with Library.open(lib_path) as library:
        model = PaperTableModel(LibraryEntries(library))
        model.set_ids(library.ids(), natural=library.ids())
        view = PaperView(model)
        qtbot.addWidget(view)
        view.select_row(7)
        chosen = view.current_id()
        view.sortByColumn(Column.TITLE, Qt.SortOrder.AscendingOrder)
        assert model.ids() == library.searching.sort_ids(library.ids(), SortKey.TITLE)
        assert view.current_id() == chosen
        view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # cleared: back to the query's order
        assert model.ids() == library.ids()


def test_seventy_five_thousand_rows_touch_only_the_visible_papers(qtbot, lib_path, monkeypatch):
    """Scrolling a huge library must not load every paper: rows are read when painted."""
    with Library.open(lib_path) as library:
        real_ids = library.ids()
        ids = [real_ids[i % len(real_ids)] for i in range(75_000)]
        loaded: list[str] = []
        real_entry = library.papers.entry

        def counted_entry(pid: str) -> Entry:
            loaded.append(pid)
            return real_entry(pid)

        monkeypatch.setattr(library.papers, "entry", counted_entry)
        model = PaperTableModel(LibraryEntries(library))
        view = PaperView(model)
        qtbot.addWidget(view)
        view.resize(900, 600)
        view.show()
        qtbot.waitExposed(view)
        model.set_ids(ids)
        view.grab()
        view.scrollToBottom()
        view.grab()
        assert model.rowCount() == 75_000
        assert view.verticalHeader().sectionResizeMode(0).name == "Fixed"
        assert 0 < len(loaded) < 200


def test_matched_words_are_found_by_their_stem():
    title = "Learning to Learn: Diffusion Models that Learned Diffusing"
    spans = match_spans(title, ("learn", "diffus"))
    words = [title[a:b] for a, b in spans]
    assert words == ["Learning", "Learn", "Diffusion", "Learned Diffusing"]  # neighbours: one
    assert match_spans(title, ()) == []


def test_a_big_list_is_sorted_off_the_ui_thread_and_keeps_the_current_paper(
    qtbot, window, monkeypatch
):
    monkeypatch.setattr("lectern.gui.table.model.SYNC_SORT_LIMIT", 10)  # the sample counts as big
    window.view.select_row(5)
    chosen = window.view.current_id()
    before = window.model.ids()
    with qtbot.waitSignal(window.model.sort_requested):
        window.view.sortByColumn(Column.TITLE, Qt.SortOrder.AscendingOrder)
    assert window.model.ids() == before  # nothing sorted on the UI thread
    qtbot.waitUntil(lambda: window.last_result.request.sort is SortKey.TITLE)
    assert window.model.ids() == window.library.searching.sort_ids(before, SortKey.TITLE)
    assert window.view.current_id() == chosen
    window.view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # cleared: newest first again
    qtbot.waitUntil(lambda: window.last_result.request.sort is None)
    assert window.model.ids() == before
