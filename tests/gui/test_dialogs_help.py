"""Help menu dialogs: the shortcuts cheat sheet and the About box."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

import lectern.core
from lectern.gui.declarations.sheet import SheetRow
from lectern.gui.dialogs.about import about_text, show_about
from lectern.gui.dialogs.shortcuts import ShortcutsDialog
from tests.gui.helpers_sheet import shown_rows

TABLE = [
    SheetRow((), "Triage"),
    SheetRow(("j", "Down"), "Next paper"),
    SheetRow(("/", "Ctrl+F"), "Search"),
    SheetRow(("1",), "One star"),
    SheetRow(("Ctrl+Shift+Z",), "Redo"),
    SheetRow((), "Notes"),
    SheetRow(("n",), "Edit the notes"),
]


def test_cheat_sheet_lists_every_shortcut_under_its_heading(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = ShortcutsDialog(TABLE, parent)
    dialog.show()
    assert shown_rows(dialog) == [
        ("Triage", ("j", "Down"), "Next paper"),  # alternatives get a key cap each
        ("Triage", ("/", "Ctrl+F"), "Search"),
        ("Triage", ("1",), "One star"),
        ("Triage", ("Ctrl+Shift+Z",), "Redo"),
        ("Notes", ("n",), "Edit the notes"),
    ]
    ors = [label for label in dialog.findChildren(QLabel) if label.text() == "or"]
    assert len(ors) == 2  # between the caps of a row's alternatives


@pytest.mark.usefixtures("qtbot")
def test_about_names_the_running_version(monkeypatch):
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", staticmethod(lambda _parent, title, text: shown.append((title, text)))
    )
    show_about(None, "/home/me/Lectern <library>")
    assert shown[0][0] == "About Lectern"
    assert f"Lectern {lectern.core.__version__}" in shown[0][1]
    assert "&lt;library&gt;" in shown[0][1]  # a folder name is text, never markup
    assert "Qt " in about_text()
