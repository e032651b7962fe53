"""Several papers selected: the detail pane says how many and acts on all of them."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt

from lectern.core.models import Status
from lectern.gui.declarations.ids import ActionId
from lectern.gui.table.model import Column


def _select_rows(window, rows: range) -> list[str]:
    window.view.select_row(rows.start)
    selection = window.view.selectionModel()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for row in rows[1:]:
        selection.select(window.model.index(row, 0), flags)
    return [window.model.id_at(row) for row in rows]


def test_five_selected_papers_show_as_five_with_their_bulk_actions(qtbot, window):
    ids = _select_rows(window, range(2, 7))
    panel = window.detail.selection_panel
    assert window.detail.is_showing_selection() and panel.isVisible()
    assert panel.heading.text() == "5 papers selected"
    assert panel.summary.text() == "5 New"
    assert panel.export_button.defaultAction() is window.actions_by_id[ActionId.EXPORT_SELECTION]
    assert panel.trash_button.text() == "Move to Trash"
    assert panel.collection_button.menu() is window.collections.add_menu

    qtbot.mouseClick(panel.status_buttons[Status.READ], Qt.MouseButton.LeftButton)
    assert [window.model.index(window.model.row_of(p), Column.STATUS).data() for p in ids] == [
        "Read"
    ] * 5  # the list shows it at once
    assert panel.summary.text() == "5 Read"
    qtbot.waitUntil(
        lambda: all(window.library.notes.annotation(p).status is Status.READ for p in ids)
    )
    assert window.library.notes.annotation(window.model.id_at(7)).status is Status.NEW

    qtbot.keyClicks(panel.tag_field, "survey, to cite")
    qtbot.keyClick(panel.tag_field, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: all(window.library.notes.annotation(p).tags == ("survey", "to cite") for p in ids)
    )
    panel.stars.rating_changed.emit(3)  # as a click on the third star does
    qtbot.waitUntil(lambda: all(window.library.notes.annotation(p).rating == 3 for p in ids))
    assert panel.summary.text() == "5 Read · 5 rated"

    window.view.select_row(4)  # one paper again: its own details
    assert not window.detail.is_showing_selection()
    assert window.detail.current_id() == window.model.id_at(4)
    assert window.detail.scroll_area.isVisible()


def test_the_selection_goes_to_the_trash_from_the_panel(qtbot, window):
    ids = _select_rows(window, range(3))
    panel = window.detail.selection_panel
    qtbot.mouseClick(panel.trash_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(window.model.row_of(p) < 0 for p in ids))
    assert set(ids) <= set(window.library.papers.trash_ids())
