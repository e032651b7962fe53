"""Help menu dialogs: the shortcuts cheat sheet and the About box."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

import lectern.core
from lectern.gui.dialogs.about import about_text, show_about
from lectern.gui.dialogs.shortcuts import ShortcutsDialog

TABLE = [
    ("", "Triage"),
    ("j  or  Down", "Next paper"),
    ("/  or  Ctrl+F", "Search"),
    ("1", "One star"),
    ("Ctrl+Shift+Z", "Redo"),
    ("", "Notes"),
    ("n", "Edit the notes"),
]


def test_cheat_sheet_lists_every_shortcut_under_its_heading(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = ShortcutsDialog(TABLE, parent)
    dialog.show()
    assert dialog.rows == [row for row in TABLE if row[0]]
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    for heading in ("Triage", "Notes"):
        assert heading in texts
    caps = [label.text() for label in dialog.findChildren(QLabel, "keycap")]
    assert "j" in caps and "Down" in caps  # alternatives get a key cap each
    assert "Ctrl+Shift+Z" in caps
    assert "/" in caps and "Ctrl+F" in caps
    assert "Next paper" in texts and "Edit the notes" in texts


def test_about_names_the_running_version(qtbot, monkeypatch):
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "about", staticmethod(lambda _parent, title, text: shown.append((title, text)))
    )
    show_about(None, "/home/me/Lectern <library>")
    assert shown[0][0] == "About Lectern"
    assert f"Lectern {lectern.core.__version__}" in shown[0][1]
    assert "&lt;library&gt;" in shown[0][1]  # a folder name is text, never markup
    assert "Qt " in about_text()
