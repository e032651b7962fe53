"""The declared actions in another language: the menus, their items and tips, the cheat sheet
and the command palette show every text through the translation machinery, while the user
guide's table of keys stays English.

A stand-in translator "translates" every text by bracketing it, so a text shown without going
through `translate` (or through it with the wrong context) shows unbracketed.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from lectern.gui.actions.triage import Triage
from lectern.gui.declarations import keys_page
from lectern.gui.declarations.bound import WindowActions
from lectern.gui.declarations.declaration import Declared, Group, Menu, WidgetKeys, plain
from lectern.gui.declarations.declared import DECLARED, actions, declared, menu_path
from lectern.gui.declarations.ids import ActionId
from lectern.gui.declarations.sheet import sheet_rows
from lectern.gui.dialogs.palette import CommandPalette, view_entries
from lectern.gui.dialogs.shortcuts import ShortcutsDialog

# The contexts the declarations' texts are marked in (lectern.gui.declarations.declaration).
CONTEXTS = {"Actions", "Menu", "Group", "Status", "Triage", "CommandPalette", "ShortcutsDialog"}


class Bracketing(QTranslator):
    """Every text of `CONTEXTS` as ⟦text⟧; the others as they are."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        del disambiguation, n
        return f"⟦{source}⟧" if context in CONTEXTS else ""

    def isEmpty(self) -> bool:
        return False


def _bracketed(text: str) -> bool:
    return text.startswith("⟦") and text.endswith("⟧")


@pytest.fixture
def bracketing(qapp) -> Iterator[None]:
    translator = Bracketing(qapp)
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.mark.usefixtures("bracketing")
def test_the_menus_items_and_tips_are_translated(qtbot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    bound = WindowActions(parent)
    for menu in Menu:
        assert bound.menu(menu).title() == f"⟦{menu.value}⟧"
    for entry in actions():
        if entry.choices:
            continue  # a theme or a column names itself (lectern.gui.theme, .table.model)
        action = bound[entry.id]
        assert _bracketed(action.text()), entry.id
        if entry.tip:
            assert action.toolTip() == f"⟦{entry.tip}⟧"
        if entry.status_tip:
            assert action.statusTip() == f"⟦{entry.status_tip}⟧"
    # The marks say what lectern.gui.names says, in its context.
    assert bound[ActionId.MARK_TO_READ].text() == "⟦Mark as to read⟧"
    assert bound[ActionId.RATE_2].text() == "⟦Rate 2 stars⟧"
    assert bound[ActionId.NEW_PAPER].text() == "⟦&New paper…⟧"  # the mnemonic kept


@pytest.mark.usefixtures("bracketing")
def test_the_palette_names_each_menu_as_the_menus_do(qtbot) -> None:
    assert menu_path(Menu.THEME) == "⟦View⟧ › ⟦Theme⟧"
    assert menu_path(Menu.PAPER) == "⟦Paper⟧"
    entries = view_entries([("tag:vision", "vision"), ("status:read", "Read")], lambda _s: None)
    assert [entry.where for entry in entries] == ["⟦Go to · ⟦Tag⟧⟧", "⟦Go to · ⟦View⟧⟧"]
    palette = CommandPalette([])
    qtbot.addWidget(palette)
    assert palette.windowTitle() == "⟦Command palette⟧"
    assert _bracketed(palette.box.placeholderText())


@pytest.mark.usefixtures("bracketing")
def test_the_cheat_sheet_is_translated_and_the_guides_table_is_not(qtbot) -> None:
    shown = sheet_rows(DECLARED, translated=True)
    english = sheet_rows(DECLARED)
    assert len(shown) == len(english)
    for row, source in zip(shown, english, strict=True):
        assert row.keys == source.keys  # keys are written alike in every language
        assert _bracketed(plain(row.text)), row.text
    assert shown[0].text == f"⟦{Group.LIST.value}⟧"
    assert all(not _bracketed(row.text) for row in english)
    keyed = [e for e in DECLARED if isinstance(e, Declared | WidgetKeys) and e.shown_keys]
    assert {row.text for row in english if row.keys} == {e.wording for e in keyed}
    assert "⟦" not in keys_page.render()

    dialog = ShortcutsDialog(shown[:3], notes=["A note"])
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "⟦Keyboard shortcuts⟧"
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "⟦or⟧" in texts  # between the caps of one row's keys


@pytest.mark.usefixtures("bracketing")
def test_the_cheat_sheets_note_on_advancing_is_translated_whole() -> None:
    advance = QAction()
    advance.setCheckable(True)
    for on in (True, False):
        advance.setChecked(on)
        note = Triage.advance_note(SimpleNamespace(advance=advance))  # type: ignore[arg-type]
        assert _bracketed(note)
        assert f"is {'on' if on else 'off'} (" in note


def test_in_english_the_window_says_what_the_readme_says(qapp) -> None:  # noqa: ARG001
    """English is the source: the shown texts are the declared ones, word for word."""
    for entry in DECLARED:
        if isinstance(entry, Declared | WidgetKeys):
            assert entry.shown_wording == entry.wording
    assert declared(ActionId.MARK_READ).shown_text == "Mark as read"
    assert declared(ActionId.RATE_1).shown_text == "Rate 1 star"
    assert [row.text for row in sheet_rows(DECLARED, translated=True)] == [
        row.text for row in sheet_rows(DECLARED)
    ]
    assert menu_path(Menu.ENTRY_IN) == "Edit › Copy bibliography entry in"
