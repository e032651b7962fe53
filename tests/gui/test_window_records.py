"""Correcting records through the window: edit, new paper, Trash, undo import, duplicates."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog

from lectern.core.importers import RawRecord
from lectern.core.models import Status
from lectern.core.view import ScopeKind
from lectern.gui.window.sidebar import CollectionRequest
from tests.gui.conftest import (
    SAMPLE_SIZE,
    answer_import_prompt,
    import_into,
    search,
    select_rows,
    status_messages,
    wait_for,
)
from tests.gui.helpers_sheet import keys_shown, open_cheat_sheet
from tests.gui.helpers_undo import ctrl_shift_z, ctrl_z, redo_text, undo_text

PREPRINT = """@misc{smith2019, author = {Ann Smith}, title = {Marmot Attention Revisited},
  year = {2019}, abstract = {Marmots hibernate; so can attention heads.}}
"""
PUBLISHED = """@inproceedings{smith2020, author = {Smith, Ann}, title = {Marmot attention revisited},
  booktitle = {Proceedings of Burrows}, year = {2020}, doi = {10.1000/marmot}}
"""


@pytest.fixture
def confirm_yes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    asked: list[str] = []

    def yes(_parent: object, title: str, _text: str, _action: str) -> bool:
        asked.append(title)
        return True

    monkeypatch.setattr("lectern.gui.actions.records.confirm", yes)
    return asked


def test_f2_edits_every_detail_in_the_pane_and_ctrl_z_undoes_it(qtbot, window):
    window.focus_list()
    window.view.select_row(0)
    pid = window.view.current_id()
    before = window.library.papers.paper(pid)
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    form = window.detail.form
    assert form.isVisible() and not window.detail.header.isVisible()
    form.edits["authors"].setText("Ada Lovelace; Alan Turing")
    form.edits["year"].setText("2026")
    form.edits["doi"].setText("https://doi.org/10.5555/Marmot")
    qtbot.keyClick(form.edits["year"], Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    wait_for(qtbot, lambda: window.library.papers.paper(pid).year == 2026)
    paper = window.library.papers.paper(pid)
    assert paper.authors == ("Ada Lovelace", "Alan Turing") and paper.doi == "10.5555/marmot"
    assert not form.isVisible() and window.detail.header.isVisible()
    row = window.model.row_of(pid)
    wait_for(qtbot, lambda: "Ada Lovelace" in str(window.model.index(row, 1).data()))
    assert "Lovelace" in window.detail.header.authors_label.text()
    wait_for(qtbot, lambda: undo_text(window) == "Undo Edited: authors, doi, year")
    ctrl_z(qtbot, window)
    wait_for(qtbot, lambda: window.library.papers.paper(pid) == before)


@pytest.mark.usefixtures("qtbot")
def test_a_value_the_library_would_refuse_keeps_the_form_open(window):
    window.view.select_row(0)
    pid = window.view.current_id()
    window.records.edit_paper()
    form = window.detail.form
    form.edits["year"].setText("next year")
    form.save()
    assert form.isVisible() and "A year is a number" in form.problem.text()
    assert form.edits["year"].text() == "next year"  # nothing typed is lost
    form.cancel()
    assert window.library.papers.paper(pid).edited == ()


@pytest.mark.parametrize(
    ("pasted", "title", "doi"),
    [
        (PUBLISHED, "Marmot attention revisited", "10.1000/marmot"),
        ("https://doi.org/10.1000/ABC.123", "doi:10.1000/abc.123", "10.1000/abc.123"),
    ],
)
def test_new_paper_from_a_paste_is_added_selected_and_undoable(
    qtbot, window, monkeypatch, pasted: str, title: str, doi: str
):
    from lectern.gui.dialogs.new_paper import NewPaperDialog

    seen: list[str] = []

    def run(dialog: NewPaperDialog) -> int:
        dialog.paste.setPlainText(pasted)
        dialog.check()
        seen.append(dialog.recognised.text())
        assert dialog.add_button.isEnabled()
        dialog.accept()
        return NewPaperDialog.DialogCode.Accepted

    monkeypatch.setattr(NewPaperDialog, "exec", run)
    window.focus_list()
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    pid = f"doi:{doi}"
    wait_for(qtbot, lambda: pid in window.library and window.view.current_id() == pid)
    assert window.view.selected_ids() == [pid]  # it alone: the detail pane shows it
    # an identifier alone is looked up (here offline: added as it is, to look up later)
    assert seen and seen[0].startswith(("Recognised", "1 identifier"))
    assert window.library.papers.paper(pid).title == title
    assert len(window.library) == SAMPLE_SIZE + 1
    window.changes.undo()  # the paper added goes to the Trash, as an import undone does
    wait_for(qtbot, lambda: pid not in window.library and pid in window.library.papers.trash_ids())


@pytest.mark.parametrize(
    ("pasted", "made_from"),
    [
        ("10.1000/bare.doi", "made from its DOI"),
        ("arXiv:2401.01234", "made from its arXiv id"),
        ("https://example.org/a-paper", "made from its link"),
    ],
)
def test_a_paper_made_from_an_identifier_says_where_its_title_came_from(
    qtbot, window, monkeypatch, pasted: str, made_from: str
):
    from lectern.gui.dialogs.new_paper import NewPaperDialog
    from lectern.gui.table.model import Column

    def run(dialog: NewPaperDialog) -> int:
        dialog.paste.setPlainText(pasted)
        dialog.check()
        dialog.accept()
        return NewPaperDialog.DialogCode.Accepted

    monkeypatch.setattr(NewPaperDialog, "exec", run)
    before = set(window.model.ids())
    window.focus_list()
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    wait_for(qtbot, lambda: window.detail.current_id() not in (None, *before))
    paper = window.library.papers.paper(window.detail.current_id())
    assert paper.title_derived and not paper.abstract  # nothing to derive a title from
    label = window.detail.header.derived_label
    assert label.isVisible()
    assert label.text() == f"Title {made_from} — double-click it to rename"
    row = window.model.ids().index(paper.id)
    tooltip = window.model.index(row, Column.TITLE).data(Qt.ItemDataRole.ToolTipRole)
    assert tooltip == f"{paper.title} (title {made_from})"


def test_typing_a_paper_in_refuses_a_bad_doi_before_anything_is_added(qtbot):
    from lectern.gui.dialogs.new_paper import NewPaperDialog

    dialog = NewPaperDialog()
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    dialog.fields["title"].setText("Typed by hand")
    dialog.fields["doi"].setText("not-a-doi")
    dialog.check()
    assert not dialog.add_button.isEnabled() and "is not a DOI" in dialog.typed_problem.text()
    dialog.fields["doi"].setText("10.1000/typed")
    dialog.check()
    record = dialog.records[0]
    assert dialog.add_button.isEnabled()
    assert isinstance(record, RawRecord) and record.doi == "10.1000/typed"


def test_delete_moves_to_the_trash_and_one_undo_brings_all_back(qtbot, window):
    window.focus_list()
    ids = select_rows(window, 0, 4)
    said = status_messages(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE - 5)
    wait_for(qtbot, lambda: window.model.rowCount() == SAMPLE_SIZE - 5)
    assert not set(ids) & set(window.model.ids())
    wait_for(qtbot, lambda: window.sidebar.count_text("trash") == "5")
    wait_for(qtbot, lambda: any("5 papers moved to the Trash" in text for text in said))
    search(qtbot, window, "")  # the Trash is left out of searches too
    ctrl_z(qtbot, window)
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE)
    wait_for(qtbot, lambda: window.sidebar.count_text("trash") == "")


def test_the_trash_restores_and_deletes_for_good(qtbot, window, confirm_yes):
    ids = select_rows(window, 0, 2)
    window.records.move_to_trash()
    wait_for(qtbot, lambda: len(window.library.papers.trash_ids()) == 3)
    window.sidebar.select_scope("trash", emit=True)
    wait_for(qtbot, lambda: sorted(window.model.ids()) == sorted(ids))
    window.view.select_id(ids[0])
    assert window.detail.banner.isVisible() and window.detail.banner.restore_button.isVisible()
    window.focus_list()
    qtbot.keyClick(
        window.view,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    wait_for(qtbot, lambda: ids[0] in window.library and window.model.rowCount() == 2)
    select_rows(window, 0, 1)
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)  # in the Trash: delete for good
    wait_for(qtbot, lambda: not window.library.papers.trash_ids())
    assert confirm_yes == ["Delete for good"]
    assert not any(window.library.papers.has_paper(pid) for pid in ids[1:])
    window.changes.undo()  # even that can be taken back while the window is open
    wait_for(qtbot, lambda: len(window.library.papers.trash_ids()) == 2)


def test_undo_this_import_from_the_summary(qtbot, window, tmp_path, monkeypatch):
    source = tmp_path / "marmots.bib"
    source.write_text(PREPRINT + PUBLISHED, "utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(source)], ""))
    answer_import_prompt(import_into("PER_FILE"))
    window.files.import_files()
    from lectern.gui.dialogs.import_summary import ImportSummaryDialog

    def summary() -> ImportSummaryDialog | None:
        found = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, ImportSummaryDialog) and w.isVisible()
        ]
        return found[0] if found else None

    wait_for(qtbot, lambda: summary() is not None)
    dialog = summary()
    assert dialog is not None and dialog.undo_button.isEnabled()
    assert dialog.duplicates_button.isVisibleTo(dialog)  # the two might be one work
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE + 2)
    dialog.undo_button.click()
    wait_for(qtbot, lambda: window.library.imports.recent_imports()[0].undone)
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE)
    assert len(window.library.papers.trash_ids()) == 2
    wait_for(
        qtbot,
        lambda: window.status.notice_text() == "Import undone: 2 papers moved to the Trash — Redo",
    )
    wait_for(qtbot, lambda: redo_text(window).startswith("Redo Added: "))
    ctrl_shift_z(qtbot, window)  # the import is back
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE + 2)
    assert not window.library.imports.recent_imports()[0].undone


def test_possible_duplicates_merge_and_dismiss_from_the_banner(qtbot, window, tmp_path):
    for name, text in (("pre.bib", PREPRINT), ("pub.bib", PUBLISHED)):
        (tmp_path / name).write_text(text, "utf-8")
    window.service.submit(
        lambda lib: lib.imports.import_files([tmp_path / "pre.bib", tmp_path / "pub.bib"])
    )
    wait_for(qtbot, lambda: window.sidebar.count_text("duplicates") == "2")
    window.sidebar.select_scope("duplicates", emit=True)
    wait_for(qtbot, lambda: window.model.rowCount() == 2)
    first, second = window.model.ids()
    window.library.notes.set_notes(second, "notes on the published version")
    window.library.notes.set_status([first], Status.READ)
    window.view.select_id(first)
    banner = window.detail.banner
    wait_for(qtbot, lambda: banner.isVisible() and banner.merge_button.isVisible())
    assert "same title, different year" in banner.text.text()
    banner.merge_button.click()
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE + 1)
    merged = window.library.papers.entry(first)
    assert merged.annotation.status is Status.READ
    assert "notes on the published version" in merged.annotation.notes
    assert merged.paper.doi == "10.1000/marmot"
    wait_for(qtbot, lambda: window.sidebar.count_text("duplicates") == "")
    window.changes.undo()
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE + 2)
    wait_for(qtbot, lambda: window.model.rowCount() == 2)
    window.view.select_id(first)
    wait_for(qtbot, banner.dismiss_button.isVisible)
    banner.dismiss_button.click()
    wait_for(qtbot, lambda: window.model.rowCount() == 0)
    assert window.library.papers.possible_duplicates() == []
    assert len(window.library) == SAMPLE_SIZE + 2


def test_the_cheat_sheet_shows_the_record_keys_the_file_and_paper_menus_bind(qtbot, window):
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    bound = {
        action.text(): action.shortcuts()
        for menu in (menus["&File"], menus["&Paper"])
        for action in menu.actions()
    }
    shown = keys_shown(open_cheat_sheet(qtbot, window))
    for menu_text, cap, words in (
        ("&New paper…", "Ctrl+N", "New paper"),
        ("&Edit details…", "F2", "Edit the details of the selected paper"),
        ("Move to &Trash", "Delete", "Move the selection to the Trash"),
        ("&Restore from Trash", "Ctrl+Shift+R", "Restore the selection from the Trash"),
        ("&Merge selected papers", "Ctrl+M", "Merge the selected papers"),
    ):
        assert QKeySequence(cap) in bound[menu_text], menu_text
        assert any(text.startswith(words) for text in shown[cap]), cap


def test_an_attached_file_opens_and_a_missing_one_says_so(
    qtbot, window, tmp_path, monkeypatch, viewer
):
    pdf = tmp_path / "paper.pdf"
    pdf.write_bytes(b"%PDF-1.4\n")
    gone = tmp_path / "deleted.pdf"
    window.view.select_row(0)
    pid = window.view.current_id()
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(pdf), str(gone)], "")
    )
    window.records.attach_file()
    wait_for(qtbot, lambda: window.library.papers.paper(pid).files == (str(pdf), str(gone)))
    links = window.detail.header.links_label
    wait_for(qtbot, lambda: "deleted.pdf (missing)" in links.text())
    assert 'href="lectern-internal:file:0"' in links.text()  # the one that is there opens
    links.linkActivated.emit("lectern-internal:file:0")
    # A PDF is read in Lectern's reader (which says this stub of one cannot be read).
    wait_for(qtbot, lambda: window.reader.paper_id() == pid)
    assert viewer.opened == []
    assert pdf.read_bytes() == b"%PDF-1.4\n"  # never changed


def test_an_import_goes_into_the_collection_the_user_names(qtbot, window, tmp_path, monkeypatch):
    source = tmp_path / "marmots.bib"
    source.write_text(PUBLISHED, "utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(source)], ""))

    def pick(dialog) -> None:  # the existing collection, chosen from the list
        dialog.name_box.setCurrentIndex(0)
        dialog.name_box.activated.emit(0)
        assert dialog.target().collection == "ICML 2026 Papers"
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)

    answer_import_prompt(pick)
    window.files.import_files()
    wait_for(qtbot, lambda: "doi:10.1000/marmot" in window.library)
    assert window.library.papers.paper("doi:10.1000/marmot").collections == ("ICML 2026 Papers",)

    source.write_text(PREPRINT, "utf-8")
    answer_import_prompt(import_into("NAMED", "Reading group"))  # a new one, typed in
    window.files.import_files()
    wait_for(qtbot, lambda: window.library.collections.counts().get("Reading group") == 1)


def test_collections_are_managed_from_the_sidebar_and_the_paper_menu(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    answers = iter([("Reading group", True), ("Journal club", True)])
    monkeypatch.setattr(QInputDialog, "getText", lambda *_a, **_k: next(answers))
    ids = select_rows(window, 0, 2)
    window.collections.add_selection(None)  # Paper → Add to collection → New collection…
    wait_for(qtbot, lambda: window.sidebar.count_text("collection:Reading group") == "3")
    assert window.library.papers.paper(ids[0]).collections == ("ICML 2026 Papers", "Reading group")
    window.sidebar.select_scope("collection:Reading group", emit=True)
    wait_for(qtbot, lambda: sorted(window.model.ids()) == sorted(ids))
    window.sidebar.collection_requested.emit(CollectionRequest.RENAME, "Reading group")
    wait_for(qtbot, lambda: window.sidebar.item_for("collection:Journal club") is not None)
    window.sidebar.select_scope("collection:Journal club", emit=True)
    wait_for(qtbot, lambda: window.model.rowCount() == 3)
    window.view.select_row(0)
    window.collections.remove_from_current()
    wait_for(qtbot, lambda: window.model.rowCount() == 2)
    window.sidebar.collection_requested.emit(CollectionRequest.DELETE, "Journal club")
    wait_for(qtbot, lambda: window.sidebar.item_for("collection:Journal club") is None)
    assert len(window.library) == SAMPLE_SIZE  # deleting a collection keeps its papers
    window.changes.undo()  # the collection and its two papers come back
    wait_for(qtbot, lambda: window.sidebar.count_text("collection:Journal club") == "2")


def test_papers_dragged_onto_a_collection_join_it(qtbot, window):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

    ids = select_rows(window, 0, 1)
    mime = window.model.mimeData([window.model.index(window.model.row_of(pid), 0) for pid in ids])
    sidebar = window.sidebar
    item = sidebar.item_for("collection:ICML 2026 Papers")
    window.service.submit(lambda lib: lib.collections.create("Thesis"))
    wait_for(qtbot, lambda: sidebar.item_for("collection:Thesis") is not None)
    target = sidebar.visualItemRect(sidebar.item_for("collection:Thesis")).center()
    assert item is not None
    actions, buttons, mods = (
        Qt.DropAction.CopyAction,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter = QDragEnterEvent(target, actions, mime, buttons, mods)
    QApplication.sendEvent(sidebar.viewport(), enter)
    move = QDragMoveEvent(target, actions, mime, buttons, mods)
    QApplication.sendEvent(sidebar.viewport(), move)
    assert move.isAccepted()
    drop = QDropEvent(QPointF(target), actions, mime, buttons, mods)
    QApplication.sendEvent(sidebar.viewport(), drop)
    wait_for(qtbot, lambda: sidebar.count_text("collection:Thesis") == "2")
    assert all("Thesis" in window.library.papers.paper(pid).collections for pid in ids)


def test_the_banner_appears_once_duplicates_are_worked_out_after_a_start(
    qtbot, session, lib_path, tmp_path
):
    from lectern.core.library import Library

    with Library.open(lib_path) as library:
        for name, text in (("pre.bib", PREPRINT), ("pub.bib", PUBLISHED)):
            (tmp_path / name).write_text(text, "utf-8")
            library.imports.import_files([tmp_path / name])
    window = session.open(lib_path)  # a fresh open: no groups worked out yet
    search(qtbot, window, "marmot")
    window.view.select_row(0)
    banner = window.detail.banner
    wait_for(qtbot, lambda: banner.isVisible() and banner.merge_button.isVisible())
    assert window.sidebar.count_text("duplicates") == "2"


def test_file_undo_an_import_lists_the_imports_lectern_imports_lists(
    qtbot, session, lib_path, tmp_path, capsys
):
    from lectern.core.cli import main as cli_main
    from lectern.core.library import Library

    with Library.open(lib_path) as library:  # the sample's two imports, then eight more
        for n in range(8):
            source = tmp_path / f"reading-{n}.bib"
            source.write_text(
                f"@misc{{k{n}, title = {{Marmot burrow survey {n}}}, author = {{Ann Smith}},"
                f" year = {{2020}}}}\n",
                "utf-8",
            )
            library.imports.import_files([source])
    window = session.open(lib_path)
    assert cli_main(["--library", str(lib_path), "imports"]) == 0
    lines = capsys.readouterr().out.splitlines()[:-1]  # the last line says how to undo
    listed = [line.split("filled in  ", 1)[1] for line in lines]
    assert len(listed) == 10  # as many as Lectern keeps to undo: the sample's two are there

    menu = window.records.undo_import_menu
    menu.aboutToShow.emit()  # what opening File → Undo an import does
    wait_for(qtbot, lambda: len(menu.actions()) == 10)  # read on the reader thread
    offered = menu.actions()
    assert [a.text().split(" — ")[0] for a in offered] == listed
    assert all(a.isEnabled() for a in offered)
    offered[-1].trigger()  # the oldest: the sample's first file
    wait_for(qtbot, lambda: window.library.imports.recent_imports()[-1].undone)
    wait_for(qtbot, lambda: len(window.library) == SAMPLE_SIZE + 8 - 19)

    menu.aboutToShow.emit()
    wait_for(qtbot, lambda: [a.isEnabled() for a in menu.actions()] == [True] * 9 + [False])
    assert menu.actions()[-1].text().endswith("(undone)")  # still listed, as the CLI does


BURROWS = """@misc{lee2021, author = {Bo Lee}, title = {Burrow Dynamics of Prairie Dogs},
  year = {2021}, abstract = {Prairie dogs dig; we count the tunnels.}}
@inproceedings{lee2022, author = {Lee, Bo}, title = {Burrow dynamics of prairie dogs},
  booktitle = {Proceedings of Tunnels}, year = {2022}, doi = {10.1000/burrow}}
"""


def test_a_search_carried_into_possible_duplicates_says_so_and_clears(qtbot, window, tmp_path):
    for name, text in (("pre.bib", PREPRINT), ("pub.bib", PUBLISHED), ("dogs.bib", BURROWS)):
        (tmp_path / name).write_text(text, "utf-8")
    window.service.submit(
        lambda lib: lib.imports.import_files(
            [tmp_path / n for n in ("pre.bib", "pub.bib", "dogs.bib")]
        )
    )
    wait_for(qtbot, lambda: window.sidebar.count_text("duplicates") == "4")
    search(qtbot, window, "marmot")  # in All papers: what the search searches
    assert window.status.view_label.text() == f"All papers: 2 of {SAMPLE_SIZE + 4} papers"

    window.sidebar.select_scope("duplicates", emit=True)
    wait_for(qtbot, lambda: window.last_result.request.scope.kind is ScopeKind.DUPLICATES)
    assert window.model.rowCount() == 2
    assert window.status.view_label.text() == "Possible duplicates: 2 of 4 papers"
    notice = window.search_notice  # above the list
    assert notice.isVisible()
    assert notice.text.text() == "2 of 4 possible duplicates match “marmot”"
    qtbot.mouseClick(notice.clear_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: window.model.rowCount() == 4)
    assert window.search_box.query() == "" and not notice.isVisible()
    assert window.sidebar.current_scope().kind is ScopeKind.DUPLICATES  # still in the view
    assert window.status.view_label.text() == "Possible duplicates: 4 papers"
    window.sidebar.select_scope("all", emit=True)
    search(qtbot, window, "marmot")
    assert not notice.isVisible()  # All papers: the search is the filter, nothing to say
    window.sidebar.select_scope("duplicates", emit=True)
    wait_for(qtbot, notice.isVisible)

    search(qtbot, window, "nothing-like-this")  # none of them: the empty page, and the offer
    wait_for(qtbot, lambda: window.list_stack.currentWidget() is window.empty)
    assert notice.isVisible()
    assert notice.text.text() == "None of the 4 possible duplicates match “nothing-like-this”"
