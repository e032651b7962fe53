"""The export dialog writes a file of each format (a folder for Markdown) and says so."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from lectern.core.library import Library
from lectern.gui.dialogs.export import ExportDialog, run_export, suggested_name
from tests.gui.helpers_detail import library, service, wait_idle  # noqa: F401


@pytest.fixture
def parent(qtbot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def export(qtbot, dialog: ExportDialog, fmt: str, dest: Path) -> int:
    dialog.set_format(fmt)
    with qtbot.waitSignal(dialog.exported) as done:
        dialog.export_to(fmt, str(dest))
    return done.args[0]


def test_each_format_writes_what_it_promises(
    qtbot,
    parent,
    service,
    library: Library,
    tmp_path,
):
    ids = library.ids()[:5]
    service.submit(lambda lib: lib.notes.set_notes(ids[0], "A note worth keeping"))
    wait_idle(qtbot, service)
    dialog = run_export(parent, service, ids, label="5 selected")
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    assert "5 papers" in dialog.intro.text()

    assert export(qtbot, dialog, "bibtex", tmp_path / "out.bib") == 5
    assert (tmp_path / "out.bib").read_text(encoding="utf-8").count("@") >= 5
    assert "Exported 5 papers to" in dialog.status_label.text()

    assert export(qtbot, dialog, "csljson", tmp_path / "out.csl.json") == 5
    assert len(json.loads((tmp_path / "out.csl.json").read_text(encoding="utf-8"))) == 5

    assert export(qtbot, dialog, "csv", tmp_path / "out.csv") == 5
    with (tmp_path / "out.csv").open(encoding="utf-8", newline="") as handle:
        assert len(list(csv.DictReader(handle))) == 5

    assert export(qtbot, dialog, "json", tmp_path / "backup.json") == 5
    assert "A note worth keeping" in (tmp_path / "backup.json").read_text(encoding="utf-8")

    assert export(qtbot, dialog, "markdown", tmp_path / "notes") == 5
    notes = list((tmp_path / "notes").glob("*.md"))
    assert len(notes) == 5
    assert any("A note worth keeping" in n.read_text(encoding="utf-8") for n in notes)
    assert "into the folder" in dialog.status_label.text()


def test_a_formatted_bibliography_in_a_chosen_style(qtbot, parent, service, library, tmp_path):
    ids = library.ids()[:3]
    dialog = run_export(parent, service, ids, label="3 selected")
    qtbot.addWidget(dialog)
    dialog.style_box.setCurrentIndex(dialog.style_box.findText("IEEE"))
    assert export(qtbot, dialog, "bibliography-html", tmp_path / "refs.html") == 3
    page = (tmp_path / "refs.html").read_text("utf-8")
    assert page.count('<div class="csl-entry">[') == 3 and "(IEEE)</title>" in page
    dialog.style_box.setCurrentIndex(dialog.style_box.findText("APA 7th edition"))
    assert export(qtbot, dialog, "bibliography-markdown", tmp_path / "refs.md") == 3
    markdown = (tmp_path / "refs.md").read_text("utf-8")
    titles = [library.papers.paper(pid).title for pid in ids]
    assert markdown.startswith("# Bibliography\n\n")
    assert all(f"*{title}*" in markdown for title in titles)  # APA sets them in italics


def test_export_button_asks_where_then_writes(
    qtbot,
    parent,
    service,
    library,
    tmp_path,
    monkeypatch,
):
    asked: list[str] = []

    def choose(_parent, _title, start, _filter):
        asked.append(start)
        return str(tmp_path / "chosen"), _filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(choose))
    dialog = ExportDialog(service, library.ids(), label="All papers", parent=parent)
    qtbot.addWidget(dialog)
    dialog.set_format("csv")
    with qtbot.waitSignal(dialog.exported) as done:
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert asked and asked[0].endswith("lectern-all-papers.csv")
    assert done.args == [len(library), str(tmp_path / "chosen.csv")]  # extension added
    assert (tmp_path / "chosen.csv").exists()
    assert dialog.close_button.text() == "Close"


def test_cancelling_the_file_dialog_writes_nothing(
    qtbot,
    parent,
    service,
    library,
    monkeypatch,
):
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *_a: ""))
    dialog = ExportDialog(service, library.ids()[:2], label="x", parent=parent)
    qtbot.addWidget(dialog)
    dialog.set_format("markdown")
    with qtbot.assertNotEmitted(dialog.exported, wait=200):
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.status_label.text() == ""


def test_a_failed_export_is_reported(qtbot, parent, service, library, tmp_path, errors):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    dialog = ExportDialog(service, library.ids()[:2], label="x", parent=parent)
    qtbot.addWidget(dialog)
    dialog.export_to("bibtex", str(folder))  # a folder where a file is needed
    qtbot.waitUntil(lambda: bool(errors))
    assert errors[0][0] == "Export failed"
    assert "folder" in errors[0][1]
    assert dialog.status_label.text().startswith("Export failed")
    assert dialog.export_button.isEnabled()


def test_nothing_to_export_says_so(qtbot, parent, service):
    dialog = ExportDialog(service, [], label="Empty view", parent=parent)
    qtbot.addWidget(dialog)
    assert not dialog.export_button.isEnabled()
    assert "no papers" in dialog.status_label.text()


def test_suggested_names_say_what_is_inside():
    assert suggested_name("bibtex", "To read") == "lectern-to-read.bib"
    assert suggested_name("markdown", "Tag: RL & Theory") == "lectern-notes-tag-rl-theory"
    assert suggested_name("csljson", "") == "lectern-papers.csl.json"


def test_the_markdown_folder_picker_opens_on_a_folder_that_exists(
    qtbot, window, tmp_path, monkeypatch
):
    home = tmp_path / "home"  # a fresh account: no Documents folder yet
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "no-config"))
    asked: list[str] = []

    def choose(_parent, _title, start, *_rest):
        asked.append(start)
        return ""

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(choose))
    window.view.select_row(0)
    window.files.export_selection()
    dialog = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, ExportDialog) and w.isVisible()
    )
    dialog.set_format("markdown")
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert asked == [str(home)]  # Documents does not exist: its nearest existing parent
    dialog.close()
