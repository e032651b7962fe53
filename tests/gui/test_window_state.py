"""What the window remembers across a restart: sort, columns, splitter, sidebar, theme."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from lectern.core.library import Library, SortKey
from lectern.gui.declarations.ids import ActionId
from lectern.gui.settings import Keys, Settings
from lectern.gui.table.model import Column
from lectern.gui.theme import Theme, is_dark


def test_sorting_and_column_state_are_restored_after_a_restart(qtbot, session, window):
    header = window.view.horizontalHeader()
    window.view.sortByColumn(Column.YEAR, Qt.SortOrder.DescendingOrder)
    window.actions_by_id.choice(ActionId.COLUMN, Column.YEAR).setChecked(False)
    window.actions_by_id.choice(ActionId.COLUMN, Column.COLLECTION).setChecked(True)
    header.moveSection(header.visualIndex(Column.RATING), 1)
    header.resizeSection(Column.COLLECTION, 300)
    window.resize(780, 700)  # the offscreen screen is 800×800: keep the geometry restorable
    window.splitter.setSizes([150, 330, 300])
    sizes = window.splitter.sizes()
    window.sidebar.setCurrentItem(window.sidebar.item_for("status:new"))
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "status:new")

    window = session.restart(window)
    header = window.view.horizontalHeader()
    assert header.isSectionHidden(Column.YEAR)
    assert not header.isSectionHidden(Column.COLLECTION)
    assert header.visualIndex(Column.RATING) == 1
    assert header.sectionSize(Column.COLLECTION) == 300
    assert header.sortIndicatorSection() == Column.YEAR
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert window.last_result.request.sort is SortKey.YEAR
    assert window.model.ids() == window.library.searching.sort_ids(
        window.model.ids(), SortKey.YEAR, descending=True
    )
    assert str(window.sidebar.current_scope()) == "status:new"
    assert window.splitter.sizes() == sizes


@pytest.mark.usefixtures("qtbot")
def test_the_theme_choice_is_applied_and_remembered(session, window):
    window.actions_by_id.choice(ActionId.THEME, Theme.DARK).trigger()
    assert is_dark(QApplication.palette())
    window = session.restart(window)
    assert window.actions_by_id.choice(ActionId.THEME, Theme.DARK).isChecked()
    window.actions_by_id.choice(ActionId.THEME, Theme.LIGHT).trigger()
    assert not is_dark(QApplication.palette())


@pytest.mark.usefixtures("qtbot")
def test_columns_can_be_hidden_from_the_view_menu(window):
    action = window.actions_by_id.choice(ActionId.COLUMN, Column.ADDED)
    assert not action.isChecked()  # hidden at first, so titles get the room
    action.setChecked(True)
    assert not window.view.horizontalHeader().isSectionHidden(Column.ADDED)
    action.setChecked(False)
    assert window.view.horizontalHeader().isSectionHidden(Column.ADDED)


@pytest.mark.parametrize(
    ("stored", "shown"),
    [
        ("tag:robotics", "tag:robotics"),
        ("collection:ICML 2026 Papers", "collection:ICML 2026 Papers"),
        ("status:finished", "all"),  # a status this Lectern has not: All papers
        ("favourites", "all"),
    ],
)
def test_the_sidebar_item_kept_in_settings_is_shown_again(
    qtbot, session, lib_path, stored: str, shown: str
):
    with Library.open(lib_path) as library:
        library.notes.add_tags(library.ids()[:3], ["robotics"])
    settings = Settings(session.settings_path)
    settings.set(Keys.SIDEBAR, stored)  # as any Lectern kept it: the scope's text
    settings.sync()
    window = session.open(lib_path)
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == shown)
    assert str(window.sidebar.current_scope()) == shown
    sidebar = window.sidebar  # a tag or collection is listed once the counts come
    qtbot.waitUntil(lambda: sidebar.item_for(shown) is not None)
    assert sidebar.currentItem() is sidebar.item_for(shown)
    expected = 3 if shown == "tag:robotics" else 38
    qtbot.waitUntil(lambda: window.model.rowCount() == expected)
