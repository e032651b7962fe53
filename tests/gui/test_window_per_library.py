"""Each library keeps its own sort, columns and sidebar selection."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from lectern.core.results import SortKey
from lectern.gui.declarations.ids import ActionId
from lectern.gui.settings import Keys, Settings
from lectern.gui.table.model import Column


def _second_library(lib_path: Path) -> Path:
    other = lib_path.parent / "other-library"
    shutil.copytree(lib_path, other, ignore=shutil.ignore_patterns("*.lock"))
    return other


def test_a_new_library_does_not_open_sorted_by_another_ones_column(qtbot, session, lib_path):
    other = _second_library(lib_path)
    window = session.open(lib_path)
    window.view.sortByColumn(Column.RATING, Qt.SortOrder.DescendingOrder)
    window.actions_by_id.choice(ActionId.COLUMN, Column.ADDED).setChecked(True)
    window.sidebar.setCurrentItem(window.sidebar.item_for("status:new"))
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "status:new")
    session.close(window)

    window = session.open(other)
    header = window.view.horizontalHeader()
    assert header.sortIndicatorSection() == -1
    assert window.last_result.request.sort is None
    assert header.isSectionHidden(Column.ADDED)
    assert str(window.sidebar.current_scope()) == "all"
    window.view.sortByColumn(Column.TITLE, Qt.SortOrder.AscendingOrder)
    session.close(window)

    window = session.open(lib_path)
    header = window.view.horizontalHeader()
    assert header.sortIndicatorSection() == Column.RATING
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert window.last_result.request.sort is SortKey.RATING
    assert not header.isSectionHidden(Column.ADDED)
    assert str(window.sidebar.current_scope()) == "status:new"
    session.close(window)

    window = session.open(other)
    assert window.view.horizontalHeader().sortIndicatorSection() == Column.TITLE


@pytest.mark.usefixtures("qtbot")
def test_the_old_shared_settings_become_the_first_librarys_own_once(
    session, lib_path, settings_path
):
    other = _second_library(lib_path)
    old = Settings(settings_path)
    old.set(Keys.SORT_COLUMN, int(Column.STATUS))
    old.set(Keys.SORT_DESCENDING, True)
    old.set(Keys.SIDEBAR, "status:new")
    old.sync()

    window = session.open(lib_path)
    assert window.view.horizontalHeader().sortIndicatorSection() == Column.STATUS
    assert str(window.sidebar.current_scope()) == "status:new"
    session.close(window)

    window = session.open(other)  # the old values went to the first library only
    assert window.view.horizontalHeader().sortIndicatorSection() == -1
    assert str(window.sidebar.current_scope()) == "all"
    session.close(window)

    window = session.open(lib_path)
    assert window.view.horizontalHeader().sortIndicatorSection() == Column.STATUS
