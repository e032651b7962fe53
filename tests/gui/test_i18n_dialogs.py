"""The dialogs in the user's language: the language chosen in Preferences (kept for the next
start, and shown as chosen), and the dialogs' counts and dates as English reads them, in the
singular as in the plural (English's forms come from the translation machinery, so a count
it lost would read "1 paper(s)")."""

from __future__ import annotations

from datetime import date, datetime

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from lectern.core.results import ImportReport
from lectern.core.stats import WeekPoint
from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.history import when_text
from lectern.gui.dialogs.import_dialog import ImportTargetDialog
from lectern.gui.dialogs.import_summary import ImportSummaryDialog, summary_headline
from lectern.gui.dialogs.preferences import PreferencesDialog
from lectern.gui.dialogs.stats import short_date_of
from lectern.gui.i18n import LANGUAGES
from lectern.gui.settings import Keys
from tests.gui.conftest import wait_for


def _open_preferences(qtbot, window) -> PreferencesDialog:
    window.actions_by_id[ActionId.PREFERENCES].trigger()
    shown: list[PreferencesDialog] = []

    def found() -> bool:
        shown[:] = [
            widget
            for widget in QApplication.topLevelWidgets()
            if isinstance(widget, PreferencesDialog) and widget.isVisible()
        ]
        return len(shown) == 1

    wait_for(qtbot, found)
    return shown[0]


def test_the_language_chosen_in_preferences_is_kept_and_shown_as_chosen(qtbot, session, window):
    dialog = _open_preferences(qtbot, window)
    box = dialog.language_box
    assert box.currentText() == "System language"  # nothing chosen yet
    assert [box.itemText(i) for i in range(1, box.count())] == [
        language.name for language in LANGUAGES
    ]  # each by its own name
    assert "Deutsch" in [box.itemText(i) for i in range(box.count())]
    assert dialog.language_note.isHidden()

    box.setCurrentIndex(box.findText("Deutsch"))  # what choosing it in the list does
    assert window.settings.get(Keys.LANGUAGE) == "de"
    assert not dialog.language_note.isHidden()
    assert "next time" in dialog.language_note.text()
    dialog.close()

    again = _open_preferences(qtbot, window)
    assert again.language_box.currentText() == "Deutsch"
    assert again.language_note.isHidden()  # nothing changed since it opened
    again.close()

    restarted = session.restart(window)  # the choice is the next start's
    third = _open_preferences(qtbot, restarted)
    assert third.language_box.currentText() == "Deutsch"
    third.language_box.setCurrentIndex(0)  # back to the system's
    assert restarted.settings.get(Keys.LANGUAGE) == ""
    third.close()


def test_a_language_lectern_does_not_have_shows_as_the_systems(qtbot, window):
    window.settings.set(Keys.LANGUAGE, "tlh")
    dialog = _open_preferences(qtbot, window)
    assert dialog.language_box.currentText() == "System language"
    assert window.settings.get(Keys.LANGUAGE) == "tlh"  # opening changed nothing
    dialog.close()


def test_an_import_of_one_paper_from_one_file_reads_in_the_singular(qtbot):
    one = ImportReport(path="/x/a.bib", format="bibtex", collection="a", added=1, merged=1)
    assert summary_headline([one]) == "Added 1 paper from 1 file."
    two = ImportReport(
        path="/x/b.bib", format="bibtex", collection="b", added=2, found=(("same DOI", 1),)
    )
    assert summary_headline([one, two]) == "Added 3 papers from 2 files; 1 already in the library."
    found = ImportReport(
        path="/x/c.bib", format="bibtex", collection="c", merged=1, found=(("same DOI", 1),)
    )
    dialog = ImportSummaryDialog([found])
    qtbot.addWidget(dialog)
    item = dialog.tree.topLevelItem(0)
    line = item.child(0) if item is not None else None
    assert line is not None
    assert line.text(0) == (
        "Already in the library: 1 by same DOI; 1 paper gained fields from this file."
    )

    prompt = ImportTargetDialog(None, ["/x/a.bib"], [])
    qtbot.addWidget(prompt)
    assert "Put the papers of 1 file in:" in [label.text() for label in prompt.findChildren(QLabel)]


@pytest.mark.usefixtures("qapp")  # the app's English, and its locale for the dates
def test_dates_read_as_before_in_english():
    now = datetime(2025, 12, 1, 9, 0).astimezone()
    assert when_text(datetime(2025, 12, 1, 8, 5).astimezone(), now) == "Today 08:05"
    assert when_text(datetime(2025, 11, 30, 23, 59).astimezone(), now) == "Yesterday 23:59"
    assert when_text(datetime(2025, 9, 3, 14, 2).astimezone(), now) == "3 Sep 14:02"
    assert when_text(datetime(2024, 11, 3, 14, 2).astimezone(), now) == "3 Nov 2024"
    week = WeekPoint(start=date(2025, 9, 1), finished=0, backlog=0)
    assert short_date_of(week, today=date(2025, 12, 1)) == "1 Sep"
    assert short_date_of(week, today=date(2026, 1, 5)) == "1 Sep 2025"
