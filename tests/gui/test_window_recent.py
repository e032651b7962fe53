"""Recently read through the real window: a paper shown alone long enough, or whose page is
opened from Lectern, is listed in Recently read, newest first, and sorts by Last read."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from lectern.core.models import Status, utcnow
from lectern.core.sync.entry_kind import EntryKind
from lectern.core.view import ALL, RECENT
from lectern.gui.declarations.ids import ActionId
from lectern.gui.detail import read_timer
from lectern.gui.table.model import Column
from tests.gui.conftest import wait_for

DOI = "10.1145/3292500.3330701"
SHORT_MS = 300  # stands in for the 10 seconds


@pytest.fixture
def short_reads(monkeypatch) -> None:
    monkeypatch.setattr(read_timer, "READ_AFTER_MS", SHORT_MS)


def _last_read(window, pid: str):
    return window.library.notes.annotation(pid).last_read


@pytest.mark.usefixtures("short_reads")
def test_a_paper_shown_long_enough_is_listed_in_recently_read(qtbot, window):
    window.triage.advance.setChecked(False)
    ids = window.model.ids()
    glimpsed, read = ids[4], ids[5]
    window.view.select_id(glimpsed)
    wait_for(qtbot, lambda: window.detail.current_id() == glimpsed)
    window.view.select_id(read)  # at once: the first was shown for less than the wait
    wait_for(qtbot, lambda: window.detail.current_id() == read)
    wait_for(qtbot, lambda: _last_read(window, read) is not None)
    assert _last_read(window, glimpsed) is None
    status, modified = (
        window.library.notes.annotation(read).status,
        window.library.notes.annotation(read),
    )
    assert status is Status.NEW and modified.modified is None  # not an edit
    # nothing to undo: reading is not a change Undo takes back
    assert all(e.kind is not EntryKind.OPENED for e in window.library.history.next_undo())
    window.sidebar.select_scope(RECENT, emit=True)
    wait_for(qtbot, lambda: window.model.ids()[:1] == [read])
    assert glimpsed not in window.model.ids()
    assert window.sidebar.item_for(RECENT).text(0) == "Recently read"


@pytest.mark.usefixtures("short_reads")
def test_several_papers_selected_count_as_no_read(qtbot, window):
    window.triage.advance.setChecked(False)
    window.view.select_row(6)
    wait_for(qtbot, window.detail.read_timer.is_counting)
    selection = window.view.selectionModel()
    selection.select(
        window.model.index(7, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    wait_for(qtbot, window.detail.is_showing_selection)
    assert not window.detail.read_timer.is_counting()


def test_the_last_read_column_sorts_the_most_recent_first(qtbot, window):
    ids = window.model.ids()
    start = utcnow() - timedelta(days=2)
    order = [ids[9], ids[2], ids[12]]  # read in this order: ids[12] the most recent
    for hours, pid in enumerate(order):
        window.service.submit(
            lambda lib, p=pid, h=hours: lib.reading.mark_read_now(p, start + timedelta(hours=h))
        )
    wait_for(qtbot, lambda: all(_last_read(window, p) is not None for p in order))
    assert window.sidebar.current_scope() == ALL
    window.view.set_column_shown(Column.LAST_READ, True)
    assert window.model.headerData(Column.LAST_READ, Qt.Orientation.Horizontal) == "Last read"
    window.view.sortByColumn(Column.LAST_READ, Qt.SortOrder.DescendingOrder)
    wait_for(qtbot, lambda: window.model.ids()[:3] == order[::-1])
    day = _last_read(window, order[2]).astimezone().strftime("%Y-%m-%d")
    wait_for(qtbot, lambda: window.model.index(0, Column.LAST_READ).data() == day)
    assert window.model.index(3, Column.LAST_READ).data() == ""


def test_opening_the_papers_page_counts_as_a_read(qtbot, window, browser):
    window.triage.advance.setChecked(False)
    ids = window.model.ids()
    by_key, by_link = ids[3], ids[8]
    for pid in (by_key, by_link):
        window.service.submit(lambda lib, p=pid: lib.papers.edit(p, doi=DOI))
    wait_for(qtbot, lambda: window.library.papers.paper(by_link).doi == DOI)
    window.view.select_id(by_key)
    window.actions_by_id[ActionId.OPEN_PAPER].trigger()
    assert browser.opened == [f"https://doi.org/{DOI}"]
    wait_for(qtbot, lambda: _last_read(window, by_key) is not None)
    window.view.select_id(by_link)
    links = window.detail.header.links_label
    wait_for(qtbot, lambda: window.detail.current_id() == by_link and DOI in links.text())
    links.linkActivated.emit(f"https://doi.org/{DOI}")
    wait_for(qtbot, lambda: _last_read(window, by_link) is not None)
    assert window.library.reading.recently_read()[:2] == [by_link, by_key]
