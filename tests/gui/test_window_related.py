"""Related papers in the detail pane lead to the paper in the list."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from lectern.core.library import Library
from tests.gui.conftest import SHARED, search, wait_for

if TYPE_CHECKING:
    from tests.core.helpers_templates import Templates


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


TUGBOAT = SHARED / "data" / "imports" / "bibtex" / "tugboat.bib"
HYDROLOGY = SHARED / "data" / "pdfs" / "mineru-elsevier-demo1.pdf"  # flow duration curves


@pytest.mark.slow
@pytest.mark.skipif(
    not (TUGBOAT.is_file() and HYDROLOGY.is_file()), reason="the shared real data is absent"
)
def test_a_paper_of_another_field_says_nothing_is_closely_related(
    qtbot, session, tmp_path: Path, templates: Templates
) -> None:
    """A hydrology paper among TUGboat's 3,644 TeX articles: the list says so rather than
    offering TeX articles that share a word ("flow", "curves"); a TeX article still gets
    its own kind. TUGboat's import is the run's shared one (the core tests copy it too),
    the hydrology PDF imported into this test's copy of it."""
    folder = templates.imported([TUGBOAT]).copy(tmp_path / "library")
    with Library.open(folder) as library:
        library.imports.import_files([HYDROLOGY])
        by_title = {library.papers.paper(p).title: p for p in library.ids()}
    window = session.open(folder)
    related = window.detail.related
    hydrology = by_title["The response of flow duration curves to afforestation"]
    window.go_to_paper(hydrology)
    wait_for(qtbot, lambda: related.paper_id() == hydrology)
    wait_for(qtbot, lambda: related.message() != "Finding related papers…")
    assert related.ids() == []
    assert related.message() == "No closely related papers in your library."

    hyphenation = by_title["Additional Hyphenation Patterns"]
    window.go_to_paper(hyphenation)
    wait_for(qtbot, lambda: related.paper_id() == hyphenation and bool(related.ids()))
    shown = [window.library.papers.paper(p).title for p in related.ids()]
    assert "Hyphenation patterns in ConTeXt" in shown
    assert all("yphenation" in title for title in shown)
    assert related.message() == ""
