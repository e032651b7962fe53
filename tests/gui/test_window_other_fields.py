"""A record's other fields and its citation key in the window: F2's rows of other fields,
the key and entry type in the form, the key in the detail pane and as a list column, and
Regenerate citation key."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import bibtexparser
import pytest
from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QApplication, QHeaderView, QTableView

from lectern.core.library import Library
from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.palette import CommandPalette
from lectern.gui.settings import Settings
from lectern.gui.table.model import Column
from tests.gui.conftest import SHARED, search, wait_for
from tests.gui.helpers_undo import ctrl_z, history_count, undo_text

EXAMPLES = SHARED / "data" / "imports" / "bibtex" / "biblatex-examples.bib"
# A small record of each kind the form has to take: a journal article (its publisher is one
# of its other fields, the journal its venue), a book, and a CSL chapter with its editor's
# names as CSL holds them.
BIB = r"""
@article{smith2020reading,
  author    = {Smith, Ann},
  title     = {Reading Lists That Work},
  journal   = {Journal of Reading},
  year      = {2020},
  publisher = {Reading Society Press},
  location  = {London},
  note      = {Reprinted in {\LaTeX} form},
}
@book{knuth1984texbook,
  author    = {Donald E. Knuth},
  title     = {The {\TeX}book},
  year      = {1984},
  publisher = {Addison-Wesley},
}
"""
CSL = [
    {
        "id": "rowe2013",
        "type": "chapter",
        "title": "Sport and media",
        "author": [{"family": "Rowe", "given": "David"}],
        "editor": [{"family": "Wenner", "given": "Lawrence"}],
        "issued": {"date-parts": [[2013]]},
        "publisher": "Routledge",
    }
]


def open_with(session, tmp_path: Path, *files: Path):
    """The window on a new library of these files, as after File → Import."""
    folder = tmp_path / "library"
    with Library.open(folder) as library:
        library.imports.import_files(list(files))
    return session.open(folder)


@pytest.fixture
def written(tmp_path: Path) -> list[Path]:
    (tmp_path / "small.bib").write_text(BIB, "utf-8")
    (tmp_path / "chapter.json").write_text(json.dumps(CSL), "utf-8")
    return [tmp_path / "small.bib", tmp_path / "chapter.json"]


def edit(qtbot, window, key: str):
    """Select the paper with this citation key and press F2: its form, open."""
    pid = window.library.papers.key_holder(key)
    assert pid is not None
    window.go_to_paper(pid)
    wait_for(qtbot, lambda: window.view.current_id() == pid)
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    form = window.detail.form
    assert form.isVisible() and form.paper_id() == pid
    return pid, form


def rows(form) -> dict[str, tuple]:
    return {name.text(): (name, value, remove) for name, value, remove in form.fields.rows()}


def retype(qtbot, editor, text: str) -> None:
    """What a user does: select what the box holds and type over it."""
    editor.setFocus()
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    qtbot.keyClicks(editor, text)


def save(qtbot, widget) -> None:
    qtbot.keyClick(widget, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


@pytest.mark.skipif(not EXAMPLES.is_file(), reason=f"biblatex's examples are not at {EXAMPLES}")
def test_f2_changes_adds_and_removes_other_fields_of_a_real_record_and_ctrl_z_undoes_it(
    qtbot, session, tmp_path: Path
) -> None:
    window = open_with(session, tmp_path, EXAMPLES)
    pid, form = edit(qtbot, window, "gaonkar:in")
    before = window.library.papers.paper(pid)
    shown = rows(form)
    # The booktitle is the venue, shown above; the rest of the record is here, as written.
    assert list(shown) == ["editor", "publisher", "location", "isbn"]
    assert shown["editor"][1].toPlainText() == "Gaonkar, Dilip Parameshwar"
    assert form.edits["key"].text() == "gaonkar:in"
    assert form.edits["kind"].text() == "incollection"

    retype(qtbot, shown["publisher"][1], r"Duke Univ.\ Press")
    qtbot.mouseClick(shown["location"][2], Qt.MouseButton.LeftButton)
    assert "location" not in rows(form)
    qtbot.mouseClick(form.fields.add_button, Qt.MouseButton.LeftButton)
    new_name = QApplication.focusWidget()
    qtbot.keyClicks(new_name, "series")
    qtbot.keyClick(new_name, Qt.Key.Key_Tab)
    value = QApplication.focusWidget()
    assert value is rows(form)["series"][1]
    qtbot.keyClicks(value, "Public Worlds")
    undoable = history_count(window)
    save(qtbot, value)

    wait_for(
        qtbot, lambda: window.library.papers.paper(pid).fields.get("series") == "Public Worlds"
    )
    fields = window.library.papers.paper(pid).fields
    assert fields == {
        **{k: v for k, v in before.fields.items() if k != "location"},
        "publisher": r"Duke Univ.\ Press",
        "series": "Public Worlds",
    }
    assert list(fields)[-1] == "series"  # the record's order kept, the new field last
    assert not form.isVisible() and history_count(window) == undoable + 1
    out = tmp_path / "gaonkar.bib"
    window.library.exports.export("bibtex", out, ids=[pid])
    [entry] = bibtexparser.parse_file(str(out)).entries
    assert entry.fields_dict["publisher"].value == r"Duke Univ.\ Press"
    assert entry.fields_dict["series"].value == "Public Worlds"
    assert "location" not in entry.fields_dict
    search(qtbot, window, 'publisher:"duke univ"')
    assert window.model.ids() == [pid]

    ctrl_z(qtbot, window)
    wait_for(qtbot, lambda: window.library.papers.paper(pid).fields == before.fields)
    window.library.exports.export("bibtex", out, ids=[pid])
    [entry] = bibtexparser.parse_file(str(out)).entries
    assert entry.fields_dict["location"].value == "Durham and London"


@pytest.mark.skipif(not EXAMPLES.is_file(), reason=f"biblatex's examples are not at {EXAMPLES}")
def test_a_book_whose_venue_is_its_publisher_lists_the_rest_latex_and_all(
    qtbot, session, tmp_path: Path
) -> None:
    window = open_with(session, tmp_path, EXAMPLES)
    pid, form = edit(qtbot, window, "aristotle:rhetoric")
    shown = rows(form)
    assert "publisher" not in shown  # Cambridge University Press is the venue, above
    assert form.edits["venue"].text() == "Cambridge University Press"
    assert shown["indextitle"][1].toPlainText() == r"Rhetoric of {Aristotle}, The"
    # biblatex's annotation is the paper's notes, shown and edited as the notes (an export
    # writes it from them): not a second, staler copy among the other fields
    assert "annotation" not in shown
    assert "the editor and commentator fields" in window.library.notes.annotation(pid).notes
    before = window.library.papers.paper(pid)
    count = len(form.fields.rows())
    qtbot.keyClick(form.edits["title"], Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    wait_for(qtbot, lambda: len(form.fields.rows()) == count + 1)  # Alt+A: a new field
    name = QApplication.focusWidget()
    assert name is form.fields.rows()[-1][0] and name.text() == ""
    qtbot.keyClicks(name, "series")
    qtbot.keyClick(name, Qt.Key.Key_Tab)
    value = QApplication.focusWidget()
    assert value is not None
    qtbot.keyClicks(value, "Ancient texts")
    qtbot.keyClick(value, Qt.Key.Key_Return)
    qtbot.keyClicks(value, "Second line")
    assert value.height() > shown["volumes"][1].height()  # its lines shown
    qtbot.keyClick(value, Qt.Key.Key_Escape)  # Esc: nothing saved
    assert not form.isVisible() and window.detail.header.isVisible()
    assert window.library.papers.paper(pid) == before


@pytest.mark.skipif(not EXAMPLES.is_file(), reason=f"biblatex's examples are not at {EXAMPLES}")
def test_biblatex_annotations_are_notes_as_they_print_and_exported_as_written(
    qtbot, session, tmp_path: Path
) -> None:
    """biblatex prints an annotation: the notes read its words, not its LaTeX; the record
    keeps it as written, and an export writes it back so while the notes are unchanged."""
    window = open_with(session, tmp_path, EXAMPLES)
    pid = window.library.papers.key_holder("aristotle:rhetoric")
    assert pid is not None
    window.go_to_paper(pid)
    wait_for(qtbot, lambda: window.detail.notes.text().startswith("A commented edition."))
    shown = window.detail.notes.text()
    assert "Note the concatenation of the editor and commentator fields" in shown
    assert "\\" not in shown and "{" not in shown
    murray = window.library.papers.key_holder("murray")
    assert murray is not None  # "\arabic{author} authors": the number of its authors
    assert window.library.notes.annotation(murray).notes.startswith(
        "An article entry with 14 authors"
    )
    out = tmp_path / "rhetoric.bib"
    window.library.exports.export("biblatex", out, ids=[pid])
    [entry] = bibtexparser.parse_file(str(out)).entries
    written = " ".join(entry.fields_dict["annotation"].value.split())
    assert written.startswith(r"A commented edition. Note the concatenation of the \texttt{editor}")
    assert "comment" not in entry.fields_dict


def test_the_journals_publisher_is_edited_and_a_name_shown_above_is_refused(
    qtbot, session, tmp_path: Path, written: list[Path]
) -> None:
    window = open_with(session, tmp_path, *written)
    pid, form = edit(qtbot, window, "smith2020reading")
    shown = rows(form)
    assert list(shown) == ["publisher", "location", "note"]
    assert shown["note"][1].toPlainText() == r"Reprinted in {\LaTeX} form"
    qtbot.mouseClick(form.fields.add_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(QApplication.focusWidget(), "journal")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClicks(QApplication.focusWidget(), "Another Journal")
    save(qtbot, QApplication.focusWidget())
    assert form.isVisible() and "journal is one of the fields the rows above show" in (
        form.problem.text()
    )
    journal_name, journal_value, _remove = rows(form)["journal"]
    assert QApplication.focusWidget() is journal_name
    retype(qtbot, journal_name, "")
    retype(qtbot, journal_value, "")  # a row left empty is no field
    retype(qtbot, rows(form)["publisher"][1], "Reading Society")
    save(qtbot, rows(form)["publisher"][1])
    wait_for(
        qtbot, lambda: window.library.papers.paper(pid).fields["publisher"] == "Reading Society"
    )
    assert window.library.papers.paper(pid).venue == "Journal of Reading"
    assert window.library.papers.paper(pid).fields["journal"] == "Journal of Reading"


def test_a_taken_or_malformed_key_is_refused_in_the_form_and_a_free_one_saved(
    qtbot, session, tmp_path: Path, written: list[Path]
) -> None:
    window = open_with(session, tmp_path, *written)
    pid, form = edit(qtbot, window, "smith2020reading")
    undoable = history_count(window)
    retype(qtbot, form.edits["key"], "Knuth1984TeXbook")  # another paper's, in other case
    save(qtbot, form.edits["key"])
    assert form.isVisible()
    assert form.problem.text() == (
        "The citation key Knuth1984TeXbook is taken by “The TeXbook”; keys are unique."
    )
    assert QApplication.focusWidget() is form.edits["key"]
    retype(qtbot, form.edits["key"], "smith 2020")
    save(qtbot, form.edits["key"])
    assert form.isVisible() and "cannot hold space" in form.problem.text()
    assert history_count(window) == undoable
    assert window.library.papers.paper(pid).key == "smith2020reading"
    assert window.library.papers.paper(pid).edited == ()

    retype(qtbot, form.edits["key"], "Smith:Reading")
    retype(qtbot, form.edits["kind"], "inproceedings")
    save(qtbot, form.edits["kind"])
    wait_for(qtbot, lambda: window.library.papers.paper(pid).key == "Smith:Reading")
    assert window.library.papers.paper(pid).kind == "inproceedings"
    assert history_count(window) == undoable + 1  # one edit, one Ctrl+Z
    wait_for(qtbot, lambda: "Key: Smith:Reading" in window.detail.header.key_label.text())
    search(qtbot, window, "key:smith:reading")
    assert window.model.ids() == [pid]
    search(qtbot, window, "")
    ctrl_z(qtbot, window)
    wait_for(qtbot, lambda: window.library.papers.paper(pid).key == "smith2020reading")
    assert window.library.papers.paper(pid).kind == "article"


def test_a_csl_records_names_are_json_and_stay_as_they_were(
    qtbot, session, tmp_path: Path, written: list[Path]
) -> None:
    window = open_with(session, tmp_path, *written)
    pid, form = edit(qtbot, window, "rowe2013")
    editor = rows(form)["editor"][1]
    assert json.loads(editor.toPlainText()) == [{"family": "Wenner", "given": "Lawrence"}]
    retype(qtbot, editor, "Lawrence Wenner")
    save(qtbot, editor)
    assert form.isVisible() and "keep it JSON" in form.problem.text()
    retype(qtbot, editor, '[{"family": "Wenner", "given": "Lawrence A."}]')
    retype(qtbot, form.edits["pages"], "12-30")
    save(qtbot, form.edits["pages"])
    wait_for(qtbot, lambda: window.library.papers.paper(pid).pages == "12-30")
    fields = window.library.papers.paper(pid).fields
    assert fields["editor"] == [{"family": "Wenner", "given": "Lawrence A."}]
    assert fields["issued"] == {"date-parts": [[2013]]}  # untouched, and not made text


def test_the_key_is_in_the_detail_pane_to_copy_and_in_a_column_that_sorts(qtbot, window) -> None:
    window.focus_list()
    window.view.select_row(0)
    pid = window.view.current_id()
    key = window.library.papers.paper(pid).key
    header = window.detail.header
    wait_for(qtbot, lambda: header.key_label.text() == f"Key: {key}")
    qtbot.mouseClick(header.copy_key_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == key
    assert key in window.status.currentMessage()

    assert window.view.horizontalHeader().isSectionHidden(Column.KEY)  # like Venue, at first
    window.actions_by_id.choice(ActionId.COLUMN, Column.KEY).setChecked(True)
    assert not window.view.horizontalHeader().isSectionHidden(Column.KEY)
    assert window.model.headerData(Column.KEY, Qt.Orientation.Horizontal) == "Key"
    assert window.model.index(window.model.row_of(pid), Column.KEY).data() == key
    window.view.sortByColumn(Column.KEY, Qt.SortOrder.AscendingOrder)

    def keys() -> list[str]:
        return [window.model.index(r, Column.KEY).data() for r in range(window.model.rowCount())]

    wait_for(qtbot, lambda: keys() == sorted(keys(), key=str.casefold) and len(set(keys())) > 1)
    window.view.sortByColumn(Column.KEY, Qt.SortOrder.DescendingOrder)
    wait_for(qtbot, lambda: keys() == sorted(keys(), key=str.casefold, reverse=True))


def test_regenerate_citation_key_from_the_palette_for_the_selection_undoably(
    qtbot, session, lib_path: Path, tmp_path: Path
) -> None:
    with Library.open(lib_path) as library:
        chosen = library.ids()[:2]
        for n, pid in enumerate(chosen):
            library.papers.edit(pid, key=f"handmade{n}")
    shutil.copytree(lib_path, tmp_path / "copy", ignore=shutil.ignore_patterns("*.lock"))
    with Library.open(tmp_path / "copy") as library:  # what the pattern makes of them
        expected = {pid: library.papers.regenerate_key(pid) for pid in chosen}
    assert not set(expected.values()) & {"handmade0", "handmade1"}
    window = session.open(lib_path)
    window.focus_list()
    model = window.model
    rows_of = sorted(model.row_of(pid) for pid in chosen)
    window.view.selectionModel().select(
        QItemSelection(model.index(rows_of[0], 0), model.index(rows_of[-1], 0)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    assert sorted(window.view.selected_ids()) == sorted(chosen)
    edit_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    assert "Regenerate citation &key" in [a.text() for a in edit_menu.actions()]

    qtbot.keyClick(window.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    palette = next(w for w in QApplication.topLevelWidgets() if isinstance(w, CommandPalette))
    qtbot.waitUntil(palette.box.hasFocus)
    qtbot.keyClicks(palette.box, "regenerate key")
    entry = palette.current_entry()
    assert entry is not None
    assert (entry.label, entry.where) == (
        "Regenerate citation key",
        "Edit",
    )
    qtbot.keyClick(palette.box, Qt.Key.Key_Return)
    wait_for(
        qtbot, lambda: {pid: window.library.papers.paper(pid).key for pid in chosen} == expected
    )
    wait_for(qtbot, lambda: "2 citation keys made again" in window.status.currentMessage())
    wait_for(qtbot, lambda: undo_text(window) == "Undo Edited: key (2 papers)")
    window.activateWindow()  # what the desktop does when the palette closes (offscreen: not)
    wait_for(qtbot, lambda: QApplication.activeWindow() is window)
    ctrl_z(qtbot, window)
    wait_for(
        qtbot,
        lambda: (
            [window.library.papers.paper(pid).key for pid in chosen] == ["handmade0", "handmade1"]
        ),
    )


@pytest.mark.usefixtures("qtbot")
def test_the_key_column_starts_hidden_for_a_list_kept_before_it_existed(
    session, window, settings_path: Path
) -> None:
    earlier = QTableView()  # the list as Lectern kept it with its first 12 columns
    earlier.setModel(QStandardItemModel(1, Column.KEY))
    header = earlier.horizontalHeader()
    header.setSectionsMovable(True)
    header.setSectionResizeMode(Column.TITLE, QHeaderView.ResizeMode.Stretch)
    header.setSectionHidden(Column.RATING, True)
    header.resizeSection(Column.COLLECTION, 230)
    header.moveSection(header.visualIndex(Column.STATUS), 1)
    keys, folder = window.keys, window.library.folder
    session.close(window)
    settings = Settings(settings_path)
    settings.set(keys.HEADER, header.saveState())
    settings.set(keys.HEADER_COLUMNS, int(Column.KEY))
    settings.sync()

    for restart in range(2):
        window = session.open(folder)
        header = window.view.horizontalHeader()
        # the user's choices, kept (at the next start too)
        assert header.isSectionHidden(Column.RATING)
        assert header.sectionSize(Column.COLLECTION) == 230
        assert header.visualIndex(Column.STATUS) == header.visualIndex(Column.TITLE) + 1
        # the new column as a new user's list has it, until they show it
        assert header.isSectionHidden(Column.KEY) is not bool(restart)
        window.actions_by_id.choice(ActionId.COLUMN, Column.KEY).setChecked(True)
        session.close(window)
