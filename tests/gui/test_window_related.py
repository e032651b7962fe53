"""Related papers in the detail pane lead to the paper in the list."""

from __future__ import annotations

from tests.gui.conftest import search


def test_clicking_a_related_paper_selects_it_in_the_list(qtbot, window):
    window.view.select_row(0)
    pid = window.view.current_id()
    related = window.detail.related
    qtbot.waitUntil(lambda: related.paper_id() == pid and bool(related.ids()))
    target = related.ids()[0]
    assert target != pid
    related.activate(0)
    qtbot.waitUntil(lambda: window.view.current_id() == target)
    assert window.detail.current_id() == target


def test_a_related_paper_outside_the_current_search_is_shown_in_all_papers(qtbot, window):
    search(qtbot, window, "learning")
    pid = window.view.current_id()
    related = window.detail.related
    qtbot.waitUntil(lambda: related.paper_id() == pid and bool(related.ids()))
    outside = [p for p in related.ids() if window.model.row_of(p) < 0]
    target = outside[0] if outside else related.ids()[0]
    window.detail.paper_activated.emit(target)
    qtbot.waitUntil(lambda: window.view.current_id() == target)
    if outside:
        assert window.search_box.query() == ""
        assert str(window.sidebar.current_scope()) == "all"
