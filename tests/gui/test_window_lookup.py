"""Looking papers up from the window: New paper with a DOI while offline, then Look up;
Look up keeps an edited title and one Ctrl+Z undoes it; a preprint whose published version
is in the library is linked, merged or kept as the user chooses. The real window on a real
library, the replay server (tests/core/helpers_lookup.py) standing in for the services."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from lectern.core.lookup.filling import NOT_LOOKED_UP
from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.lookup import FoundRecords, LookupChanges, VersionsChoice
from lectern.gui.dialogs.new_paper import NewPaperDialog
from lectern.gui.settings import Keys
from tests.core.helpers_lookup import ReplayServer, online, server  # noqa: F401 (the fixtures these tests use)
from tests.gui.conftest import SHARED

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from lectern.gui.main_window import MainWindow

JOR = "doi:10.1002/jor.1100150407"
PREPRINT = "arxiv:1710.08557"
PUBLISHED = "doi:10.1186/s12984-017-0305-3"


@pytest.fixture(scope="session")
def shared_data() -> Path:
    return SHARED / "data"


def new_paper(window: MainWindow, text: str, says: str = "looked up online when you add") -> None:
    """File → New paper, the identifiers pasted, Add paper; the dialog `says` so first."""

    def paste() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewPaperDialog)
        dialog.paste.setPlainText(text)
        dialog.check()
        assert says in dialog.recognised.text()
        assert dialog.add_button.isEnabled()
        dialog.add_button.click()

    QTimer.singleShot(0, paste)
    window.actions_by_id[ActionId.NEW_PAPER].trigger()


def paper_ids(window: MainWindow) -> set[str]:
    return set(window.service.library.ids())


def look_up(qtbot: QtBot, window: MainWindow, paper_id: str) -> LookupChanges:
    """Select the paper, Paper → Look up online; the dialog of what would change."""
    window.go_to_paper(paper_id)
    qtbot.waitUntil(lambda: window.view.selected_ids() == [paper_id])
    window.actions_by_id[ActionId.LOOK_UP].trigger()
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, LookupChanges), timeout=20000)
    dialog = window.lookups.dialog
    assert isinstance(dialog, LookupChanges)
    return dialog


def rows(dialog: LookupChanges) -> dict[str, str]:
    top = dialog.tree.topLevelItem(0)
    assert top is not None
    children = [top.child(i) for i in range(top.childCount())]
    return {child.text(0): child.text(1) for child in children if child is not None}


def test_new_paper_with_a_doi_offline_then_look_up_fills_it_in(
    qtbot: QtBot, window: MainWindow, server: ReplayServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    address = server.environment()["LECTERN_CROSSREF_URL"]
    monkeypatch.setenv("LECTERN_CROSSREF_URL", "https://127.0.0.1:9/crossref")  # no one there
    monkeypatch.setenv("LECTERN_DATACITE_URL", "https://127.0.0.1:9/datacite")
    monkeypatch.setenv("LECTERN_DOI_URL", "https://127.0.0.1:9/doi")
    before = paper_ids(window)
    new_paper(window, "https://doi.org/10.1002/jor.1100150407")
    qtbot.waitUntil(lambda: JOR in paper_ids(window), timeout=20000)
    qtbot.waitUntil(lambda: "not looked up yet" in window.status.currentMessage())
    assert paper_ids(window) - before == {JOR}
    assert NOT_LOOKED_UP in window.service.library.notes.annotation(JOR).tags

    monkeypatch.setenv("LECTERN_CROSSREF_URL", address)  # back online
    dialog = look_up(qtbot, window, JOR)
    shown = rows(dialog)
    assert shown["Year"] == "— → 1997"
    assert shown["Authors"].startswith("— → Richard L. Lieber; Thomas M. Jacks")
    dialog.ok.click()
    qtbot.waitUntil(lambda: window.service.library.papers.paper(JOR).year == 1997)
    qtbot.waitUntil(lambda: NOT_LOOKED_UP not in window.service.library.notes.annotation(JOR).tags)


def test_a_paper_found_again_by_new_paper_is_filled_in_and_not_said_to_be_added(
    qtbot: QtBot, window: MainWindow, server: ReplayServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A DOI added while its service did not answer, then pasted into New paper again once it
    does: the record joins the paper the library has, which loses its "not looked up yet",
    and the status bar says it was already there rather than "Added 1 paper"."""
    address = server.environment()["LECTERN_CROSSREF_URL"]
    monkeypatch.setenv("LECTERN_CROSSREF_URL", "https://127.0.0.1:9/crossref")  # no one there
    monkeypatch.setenv("LECTERN_DATACITE_URL", "https://127.0.0.1:9/datacite")
    monkeypatch.setenv("LECTERN_DOI_URL", "https://127.0.0.1:9/doi")
    new_paper(window, "10.1002/jor.1100150407")
    qtbot.waitUntil(lambda: "not looked up yet" in window.status.currentMessage(), timeout=20000)
    library = window.service.library
    before = paper_ids(window)
    assert NOT_LOOKED_UP in library.notes.annotation(JOR).tags

    monkeypatch.setenv("LECTERN_CROSSREF_URL", address)  # back online
    new_paper(window, "10.1002/jor.1100150407")
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, FoundRecords), timeout=20000)
    found = window.lookups.dialog
    assert isinstance(found, FoundRecords)
    found.ok.click()
    qtbot.waitUntil(lambda: library.papers.paper(JOR).year == 1997)
    qtbot.waitUntil(lambda: "already in your library" in window.status.currentMessage())
    assert "Added" not in window.status.currentMessage()
    assert paper_ids(window) == before
    assert NOT_LOOKED_UP not in library.notes.annotation(JOR).tags


@pytest.mark.usefixtures("server")
def test_look_up_keeps_an_edited_title_and_one_undo_takes_it_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    new_paper(window, "10.1002/jor.1100150407")
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, FoundRecords), timeout=20000)
    found = window.lookups.dialog
    assert isinstance(found, FoundRecords)
    first = found.tree.topLevelItem(0)
    assert first is not None
    assert first.text(1).startswith("Growth hormone secretagogue increases")
    found.reject()  # checked, and not wanted after all: nothing added
    assert JOR not in paper_ids(window)
    window.changes.records(  # the paper as the user typed it, with their own title
        lambda lib: lib.imports.add_paper(title="Secretagogue and muscle strength", doi=JOR[4:]),
        "add",
    )
    qtbot.waitUntil(lambda: JOR in paper_ids(window))
    dialog = look_up(qtbot, window, JOR)
    assert "Title" not in rows(dialog)
    dialog.ok.click()
    library = window.service.library
    qtbot.waitUntil(lambda: library.papers.paper(JOR).year == 1997)
    assert library.papers.paper(JOR).title == "Secretagogue and muscle strength"
    assert len(library.papers.paper(JOR).authors) == 12
    window.actions_by_id[ActionId.UNDO].trigger()
    qtbot.waitUntil(lambda: library.papers.paper(JOR).year is None)
    assert library.papers.paper(JOR).authors == ()
    assert library.papers.paper(JOR).title == "Secretagogue and muscle strength"


@pytest.mark.usefixtures("server")
@pytest.mark.parametrize("choice", ["Keep both, linked", "Merge them", "Keep the preprint only"])
def test_a_preprint_found_published_is_settled_as_the_user_chooses(
    qtbot: QtBot, window: MainWindow, choice: str
) -> None:
    window.settings.set(Keys.LOOK_UP, False)  # added as they are, to look up later
    new_paper(window, "arXiv:1710.08557\n10.1186/s12984-017-0305-3", "added as they are")
    qtbot.waitUntil(lambda: {PREPRINT, PUBLISHED} <= paper_ids(window), timeout=20000)
    window.settings.set(Keys.LOOK_UP, True)
    dialog = look_up(qtbot, window, PREPRINT)
    assert rows(dialog)["Venue"].startswith("— → Journal of NeuroEngineering")
    assert "published as a paper already in your library" in dialog.note.text()
    dialog.ok.click()
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, VersionsChoice), timeout=20000)
    box = window.lookups.dialog
    assert isinstance(box, VersionsChoice)
    assert "is already in your library" in box.text()
    [button] = [b for b in box.buttons() if b.text() == choice]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    library = window.service.library
    kept = PUBLISHED if choice == "Merge them" else PREPRINT
    said = {
        "Keep both, linked": "linked",
        "Merge them": "merged",
        "Keep the preprint only": "Trash",
    }
    qtbot.waitUntil(lambda: said[choice] in window.status.currentMessage())  # written by then
    assert "published" in library.papers.paper(kept).fields
    window.search_box.setText("has:published")
    qtbot.waitUntil(lambda: window.view.model().rowCount() == 1)
    live = paper_ids(window)
    assert live == {
        "Keep both, linked": {PREPRINT, PUBLISHED},
        "Merge them": {PUBLISHED},
        "Keep the preprint only": {PREPRINT},
    }[choice] | (live - {PREPRINT, PUBLISHED})
    if choice == "Keep both, linked":  # looked up again: not asked a second time
        window.search_box.setText("")
        window.lookups.look_up([PREPRINT])
        qtbot.waitUntil(lambda: "found nothing to fill in" in window.status.currentMessage())
        assert window.lookups.dialog is None
    window.actions_by_id[ActionId.UNDO].trigger()
    qtbot.waitUntil(lambda: {PREPRINT, PUBLISHED} <= paper_ids(window))
    qtbot.waitUntil(lambda: "published" not in library.papers.paper(kept).fields)


def test_the_import_summary_offers_to_look_up_a_pdf_that_prints_its_doi(
    qtbot: QtBot,
    window: MainWindow,
    server: ReplayServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from PySide6.QtWidgets import QFileDialog

    from lectern.gui.dialogs.import_summary import ImportSummaryDialog
    from tests.gui.conftest import answer_import_prompt, import_into

    pdf = SHARED / "data" / "pdfs" / "mineru-elsevier-demo1.pdf"
    if not pdf.exists():
        pytest.skip(f"{pdf} not found")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(pdf)], ""))
    answer_import_prompt(import_into("NONE"))
    window.actions_by_id[ActionId.IMPORT].trigger()

    def summary() -> ImportSummaryDialog | None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, ImportSummaryDialog)]
        return next((w for w in shown if w.isVisible()), None)

    qtbot.waitUntil(lambda: summary() is not None, timeout=60000)
    dialog = summary()
    assert dialog is not None
    assert dialog.look_up_button.isVisible()
    assert dialog.look_up_button.text().startswith("Look up 1 paper")
    assert server.requests == []  # nothing was looked up unasked
    dialog.look_up_button.click()
    # The recorded answers do not know this DOI: said in plain words, nothing changed.
    qtbot.waitUntil(
        lambda: (
            "No service knows doi:10.1016/j.jhydrol.2005.01.006" in window.status.currentMessage()
        ),
        timeout=20000,
    )
    assert [route[0] for route, _ in server.requests] == ["crossref", "datacite", "doi"]


def test_preferences_turn_lookups_off_for_the_window_and_the_command_line_alike(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    from lectern.core.lookup.switch import online_settings
    from lectern.gui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(window.service, window.settings, window)
    qtbot.addWidget(dialog)
    assert dialog.look_up_box.isChecked()  # on for a new user
    dialog.look_up_box.setChecked(False)
    dialog.contact_edit.setText("reader@example.org")
    dialog.contact_edit.editingFinished.emit()
    window.settings.sync()
    kept = online_settings(Path(window.settings.file_name))
    assert (kept.look_up_when_asked, kept.contact) == (False, "reader@example.org")

    new_paper(window, "10.7554/eLife.01567", "added as they are")
    paper = "doi:10.7554/elife.01567"
    qtbot.waitUntil(lambda: paper in paper_ids(window), timeout=20000)
    assert NOT_LOOKED_UP in window.service.library.notes.annotation(paper).tags
    qtbot.waitUntil(lambda: "Looking papers up online is off" in window.status.currentMessage())
    window.go_to_paper(paper)
    qtbot.waitUntil(lambda: window.view.selected_ids() == [paper])
    window.actions_by_id[ActionId.LOOK_UP].trigger()
    assert "Nothing was changed" in window.status.currentMessage()
    assert server.requests == []  # Lectern never connected


def test_cancel_stops_a_batch_between_two_lookups_and_keeps_what_was_found(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    from PySide6.QtWidgets import QProgressDialog, QPushButton

    from tests.core.helpers_lookup import Reply

    dois = ["10.7554/elife.01567", "10.1002/jor.1100150407", "10.1136/jclinpath-2020-206745"]
    window.settings.set(Keys.LOOK_UP, False)
    new_paper(window, "\n".join(dois), "added as they are")
    ids = [f"doi:{doi}" for doi in dois]
    qtbot.waitUntil(lambda: set(ids) <= paper_ids(window), timeout=20000)
    window.settings.set(Keys.LOOK_UP, True)
    for doi in dois:  # each answer takes a while, as a slow service's does
        route = ("crossref", f"/works/{doi}", "")
        [reply] = server.routes[route]
        server.answer(route, Reply(reply.status, reply.content_type, reply.body, delay=0.5))
    window.lookups.look_up(ids)
    progress = window.lookups.dialog
    assert isinstance(progress, QProgressDialog)
    [cancel] = progress.findChildren(QPushButton)
    assert cancel.text() == "Cancel"
    # Cancel once the first lookup is under way (pressed before, it stops before any)
    qtbot.waitUntil(lambda: len(server.asked("crossref")) == 1, timeout=20000)
    cancel.click()
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, LookupChanges), timeout=20000)
    dialog = window.lookups.dialog
    assert isinstance(dialog, LookupChanges)
    assert dialog.tree.topLevelItemCount() == 1  # the lookup under way when Cancel was pressed
    assert len(server.asked("crossref")) == 1
    assert "Look up stopped" in window.status.currentMessage()
    dialog.reject()
    assert all(window.service.library.papers.paper(pid).year is None for pid in ids)


def test_a_stopped_batch_goes_on_where_it_stopped_when_the_same_papers_are_looked_up_again(
    qtbot: QtBot, window: MainWindow, server: ReplayServer
) -> None:
    """Cancel keeps what was looked up; Look up on the same papers afterwards asks only for
    the ones the batch had not reached, and a batch run to its end starts afresh."""
    from PySide6.QtWidgets import QProgressDialog, QPushButton

    from tests.core.helpers_lookup import Reply

    dois = ["10.7554/elife.01567", "10.1002/jor.1100150407", "10.1136/jclinpath-2020-206745"]
    window.settings.set(Keys.LOOK_UP, False)
    new_paper(window, "\n".join(dois), "added as they are")
    ids = [f"doi:{doi}" for doi in dois]
    qtbot.waitUntil(lambda: set(ids) <= paper_ids(window), timeout=20000)
    window.settings.set(Keys.LOOK_UP, True)
    first = ("crossref", f"/works/{dois[0]}", "")
    [reply] = server.routes[first]
    server.answer(first, Reply(reply.status, reply.content_type, reply.body, delay=0.5))
    window.lookups.look_up(ids)
    progress = window.lookups.dialog
    assert isinstance(progress, QProgressDialog)
    [cancel] = progress.findChildren(QPushButton)
    # Cancel once the first lookup is under way (pressed before, it stops before any)
    qtbot.waitUntil(lambda: len(server.asked("crossref")) == 1, timeout=20000)
    cancel.click()
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, LookupChanges), timeout=20000)
    assert "the other 2" in window.status.currentMessage()  # says how to go on
    stopped = window.lookups.dialog
    assert isinstance(stopped, LookupChanges)
    stopped.reject()
    assert len(server.asked("crossref")) == 1

    window.lookups.look_up(ids)  # the same papers: the batch goes on
    progress = window.lookups.dialog
    assert isinstance(progress, QProgressDialog)
    assert progress.maximum() == 2
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, LookupChanges), timeout=20000)
    rest = window.lookups.dialog
    assert isinstance(rest, LookupChanges)
    assert rest.tree.topLevelItemCount() == 2
    asked = [route[1] for route, _ in server.asked("crossref")]
    assert asked == [f"/works/{doi}" for doi in dois]  # each asked once
    rest.reject()

    window.lookups.look_up(ids)  # run to its end before: all of them again
    progress = window.lookups.dialog
    assert isinstance(progress, QProgressDialog)
    assert progress.maximum() == 3
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, LookupChanges), timeout=20000)


@pytest.mark.usefixtures("server")
def test_a_batch_that_ran_to_its_end_is_not_said_to_be_stopped(
    qtbot: QtBot, window: MainWindow
) -> None:
    new_paper(window, "10.7554/eLife.01567\npmid:27797938")
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, FoundRecords), timeout=20000)
    dialog = window.lookups.dialog
    assert isinstance(dialog, FoundRecords)
    assert dialog.tree.topLevelItemCount() == 2
    assert "stopped" not in window.status.currentMessage()
    dialog.ok.click()
    qtbot.waitUntil(lambda: "Added 2 paper" in window.status.currentMessage())


@pytest.mark.usefixtures("server")
def test_papers_a_selection_could_not_look_up_are_listed_with_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.settings.set(Keys.LOOK_UP, False)
    new_paper(window, "10.1002/jor.1100150407", "added as they are")
    qtbot.waitUntil(lambda: JOR in paper_ids(window), timeout=20000)
    window.settings.set(Keys.LOOK_UP, True)
    sample = sorted(paper_ids(window) - {JOR})[:30]  # the sample's papers have no identifier
    window.lookups.look_up([JOR, *sample])
    qtbot.waitUntil(lambda: isinstance(window.lookups.dialog, LookupChanges), timeout=20000)
    dialog = window.lookups.dialog
    assert isinstance(dialog, LookupChanges)
    assert dialog.tree.topLevelItemCount() == 2
    missing = dialog.tree.topLevelItem(1)
    assert missing is not None
    assert (missing.text(0), missing.childCount()) == ("Not filled in", 30)
    child = missing.child(0)
    assert child is not None
    assert child.text(1) == "no DOI, arXiv id, PMID or ISBN to look it up by"
    assert dialog.height() < 900  # thirty reasons scroll in the list, not down the screen
    assert dialog.ok.isEnabled()
