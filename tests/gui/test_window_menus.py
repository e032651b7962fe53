"""The menus reach the dialogs with the right papers: export, reading stats, about. The
tests only open dialogs: they share one window for the file (`shared_window`)."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QItemSelectionModel
from PySide6.QtWidgets import QApplication, QMessageBox

from lectern.gui.declarations.ids import ActionId


def _visible(kind: type) -> list:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def test_export_selection_and_export_view_hand_over_the_right_papers(shared_window):
    from lectern.gui.dialogs.export import ExportDialog

    window = shared_window
    model = window.model
    window.view.selectionModel().select(
        QItemSelection(model.index(2, 0), model.index(4, model.columnCount() - 1)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    chosen = window.view.selected_ids()
    window.actions_by_id[ActionId.EXPORT_SELECTION].trigger()
    dialog = _visible(ExportDialog)[-1]
    assert dialog.ids == chosen and len(chosen) == 3
    assert dialog.label == "3 selected"
    dialog.close()

    window.actions_by_id[ActionId.EXPORT_VIEW].trigger()
    dialog = _visible(ExportDialog)[-1]
    assert dialog.ids == model.ids() and dialog.label == "All papers"
    dialog.close()


def test_reading_stats_open_from_the_view_menu(shared_window):
    from lectern.gui.dialogs.stats import ReadingStatsDialog

    window = shared_window
    window.actions_by_id[ActionId.STATS].trigger()
    dialogs = _visible(ReadingStatsDialog)
    assert dialogs
    dialogs[0].close()


def test_about_names_the_version_and_the_library(shared_window, monkeypatch):
    window = shared_window
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "about", staticmethod(lambda _parent, _title, text: shown.append(text))
    )
    window.actions_by_id[ActionId.ABOUT].trigger()
    assert "Lectern" in shown[0] and str(window.library.folder) in shown[0]
