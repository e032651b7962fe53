"""Search as you type through the real window: debounce, stale results, hints, highlights.

The tests only search and move the focus: they share one window for the file
(`shared_window`, tests/gui/conftest.py), which is put back to the whole list before each."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from lectern.gui.table.model import Column
from lectern.gui.table.view import match_spans
from tests.gui.conftest import search


def test_typing_narrows_the_list_and_bolds_the_matched_words(qtbot, shared_window):
    window = shared_window
    all_rows = window.model.rowCount()
    search(qtbot, window, "learning")
    rows = window.model.rowCount()
    assert 0 < rows < all_rows
    assert window.last_result.terms
    titles_and_abstracts = [window.library.papers.paper(pid) for pid in window.model.ids()]
    assert all("learn" in (p.title + p.abstract).lower() for p in titles_and_abstracts)
    titles = [window.model.index(r, Column.TITLE).data() for r in range(rows)]
    assert any(match_spans(t, window.model.terms) for t in titles)
    assert "learning" in window.status.view_label.text() or "of" in window.status.view_label.text()


def test_stale_results_never_replace_newer_ones(qtbot, shared_window):
    window = shared_window
    shown: list[str] = []

    def record() -> None:
        shown.append(window.last_result.request.text)

    window.view_updated.connect(record)
    try:
        window.search_box.setFocus()
        for text in ("d", "di", "dif", "diff", "diffusion"):
            window.search_box.set_query(text)  # each one sent at once, no debounce
        qtbot.waitUntil(lambda: window.last_result.request.text == "diffusion")
        window.service.wait_idle()
        qtbot.wait(100)
    finally:
        window.view_updated.disconnect(record)
    assert shown[-1] == "diffusion"
    assert shown == ["diffusion"]  # the older answers were dropped, not shown and replaced


def test_clearing_the_search_shows_the_whole_library_again(qtbot, shared_window):
    window = shared_window
    search(qtbot, window, "learning")
    search(qtbot, window, "")
    assert window.model.rowCount() == len(window.library)


def test_a_malformed_query_shows_a_quiet_hint_not_a_dialog(qtbot, shared_window, errors):
    window = shared_window
    search(qtbot, window, "foo:bar learning")
    assert "foo:" in window.search_hint.text()  # e.g. "Unknown field 'foo:' — searched it as words"
    assert window.model.rowCount() > 0  # the rest of the query still searched
    search(qtbot, window, 'title:"unclosed AND (')
    assert window.search_hint.text() == window.last_result.message != ""
    search(qtbot, window, "learning")
    assert window.search_hint.text() == ""  # the hint goes away with the problem
    assert errors == []


def test_no_match_shows_a_friendly_empty_page(qtbot, shared_window):
    window = shared_window
    search(qtbot, window, "zzqqxxnonexistentword")
    assert window.model.rowCount() == 0
    assert window.list_stack.currentWidget() is window.empty
    assert "No papers match" in window.empty.title.text()


def test_slash_and_ctrl_f_focus_the_search_box_and_enter_returns_to_the_list(qtbot, shared_window):
    window = shared_window
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Slash)
    assert window.search_box.hasFocus()
    qtbot.keyClick(window.search_box, Qt.Key.Key_Return)
    assert window.view.hasFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.search_box.hasFocus()


@pytest.mark.usefixtures("qtbot")
def test_the_help_popover_lists_the_syntax(shared_window):
    window = shared_window
    window.search_box.show_help()
    popup = window.search_box.help_popup
    assert popup is not None and popup.isVisible()
    text = popup.findChild(QLabel).text()
    for example in ("rating:&gt;=4", "year:2024..2026", "tag:", "status:", "notes:", "OR"):
        assert example in text
    popup.close()
