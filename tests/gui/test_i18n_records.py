"""The window's actions in the user's language: a status change named in a whole sentence
for each status, counts in English as before, and a translation's words, word order and
digits where the window shows what an action did."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from lectern.core.models import Status
from lectern.gui.actions.opening import NotOpenedDialog, Target
from lectern.gui.context import changes
from lectern.gui.declarations.ids import ActionId
from tests.gui.conftest import SAMPLE_SIZE, wait_for

# A few of the actions' texts as a German translation would have them ("Strg" is German's
# Ctrl): each sentence whole, values in by name, counts in the language's digits.
GERMAN = {
    ("Records", "%Ln paper(s) moved to the Trash"): "%Ln Paper in den Papierkorb verschoben",
    ("Records", "{done} — Ctrl+Z undoes it"): "{done} — Strg+Z macht es rückgängig",
    ("Records", "Move to &Trash"): "In den &Papierkorb",
    ("NotOpenedDialog", "Could not open the link"): "Link nicht geöffnet",
    ("NotOpenedDialog", "Copy link"): "Link kopieren",
    ("NotOpenedDialog", "Copied"): "Kopiert",
    ("Changes", "Undone: {change}"): "Rückgängig gemacht: {change}",
}


class German(QTranslator):
    """The texts above in German; any other stays English (the next translator's)."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        del disambiguation, n
        return GERMAN.get((context, source))

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def german(qapp: QApplication) -> Iterator[None]:
    """The window in "German" (the texts above) with German numbers, for one test."""
    translator = German(qapp)
    qapp.installTranslator(translator)
    QLocale.setDefault(QLocale("de"))
    yield
    qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


@pytest.mark.parametrize("status", list(Status))
def test_a_status_change_is_named_in_a_whole_sentence_for_each_status(
    qapp: QApplication,  # noqa: ARG001 - English's plural forms are the application's
    status: Status,
) -> None:
    for count, papers in ((1, "1 paper"), (2, "2 papers"), (1234, "1,234 papers")):
        assert changes._MARK_TEXT[status](count) == f"Mark {papers} as {status.label.lower()}"


def test_what_an_action_did_reads_in_the_translation(qtbot, window, german) -> None:  # noqa: ARG001
    window.focus_list()
    rows = window.view.selectionModel()
    for row in range(5):
        rows.select(
            window.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )
    assert window.actions_by_id[ActionId.TRASH].text() == "In den &Papierkorb"
    window.records.move_to_trash()
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE - 5)
    wait_for(
        qtbot,
        lambda: (
            window.status.currentMessage()
            == "5 Paper in den Papierkorb verschoben — Strg+Z macht es rückgängig"
        ),
    )
    assert QCoreApplication.translate("Records", "%Ln paper(s) moved to the Trash", None, 1234) == (
        "1.234 Paper in den Papierkorb verschoben"
    )
    assert changes._undone("5 Paper") == "Rückgängig gemacht: 5 Paper"


def test_the_link_no_browser_opened_is_offered_in_the_translation(qtbot, german) -> None:  # noqa: ARG001
    dialog = NotOpenedDialog(Target("https://doi.org/10.1000/marmot"))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Link nicht geöffnet"
    assert dialog.copy_button.text() == "Link kopieren"
    assert dialog.message.text().startswith("No web browser")  # not in this translation: English
    dialog.copy()
    assert dialog.copy_button.text() == "Kopiert"
    assert QApplication.clipboard().text() == "https://doi.org/10.1000/marmot"
