"""Nested collections in the real window's sidebar: a JabRef library's group tree shown
nested, a collection made inside another from its menu, moved, its parent renamed (the
children follow), and each step undone with Ctrl+Z.

The JabRef library is tests/data/jabref/complex.bib (from JabRef's own tests; its source is
in tests/data/SOURCES.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QMenu

from lectern.core.library import Library

COMPLEX = Path(__file__).resolve().parents[1] / "data" / "jabref" / "complex.bib"


@pytest.fixture
def jabref_window(session, lib_path: Path):
    """The window on the sample library with complex.bib imported (its groups nested)."""
    with Library.open(lib_path) as library:
        library.imports.import_files([COMPLEX])
    return session.open(lib_path)


def row(window, name: str):
    return window.sidebar.item_for(f"collection:{name}")


def parent_name(window, name: str) -> str:
    """The collection row `name` sits under ("" at the top of Collections)."""
    item = row(window, name)
    parent = item.parent() if item is not None else None
    return parent.text(0) if parent is not None and parent.parent() is not None else ""


def children(window, name: str) -> list[str]:
    item = row(window, name)
    return [item.child(i).text(0) for i in range(item.childCount())] if item else []


def choose(window, name: str, action: str) -> None:
    """Right-click the collection's row, and pick `action` from the menu that opens."""

    def pick() -> None:
        [menu] = [
            m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()
        ]
        [chosen] = [a for a in menu.actions() if a.text() == action]
        menu.close()
        chosen.trigger()

    sidebar = window.sidebar
    sidebar.scrollToItem(row(window, name))
    QTimer.singleShot(0, pick)
    sidebar.customContextMenuRequested.emit(sidebar.visualItemRect(row(window, name)).center())


def answer(monkeypatch, *, text: str | None = None, item: str | None = None) -> list[list[str]]:
    """What the next name or choice dialog answers; returns the choices it offered."""
    offered: list[list[str]] = []
    if text is not None:
        monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *_a, **_k: (text, True)))
    if item is not None:

        def get_item(_parent, _title, _label, items, *_rest):
            offered.append(list(items))
            return item, True

        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
    return offered


def test_a_jabref_tree_is_shown_nested_and_edited_there(qtbot, jabref_window, monkeypatch):
    window = jabref_window
    qtbot.waitUntil(lambda: parent_name(window, "TestOneSubTwo") == "TestOne")
    assert children(window, "TestOne") == ["TestOneSubOne", "TestOneSubTwo"]
    assert row(window, "TestOne").isExpanded()
    assert window.sidebar.count_text("collection:TestOneSubOne") == "3"
    assert window.sidebar.count_text("collection:TestOne") == "3"  # its own papers only
    section = row(window, "TestOne").parent()
    assert [section.child(i).text(0) for i in range(section.childCount())] == [
        "complex",
        "ICML 2026 Papers",
        "StaticGroup",
        "TestOne",
        "TestTwo",
    ]
    assert row(window, "DynamicGroup") is None  # JabRef's search groups are not collections

    answer(monkeypatch, text="Reading notes")
    choose(window, "TestTwo", "New collection inside…")
    qtbot.waitUntil(lambda: parent_name(window, "Reading notes") == "TestTwo")
    assert row(window, "TestTwo").isExpanded()

    offered = answer(monkeypatch, item="TestOne")
    choose(window, "Reading notes", "Move to…")
    qtbot.waitUntil(lambda: parent_name(window, "Reading notes") == "TestOne")
    assert "TestOne › TestOneSubOne" in offered[0] and offered[0][0] == "(Top level)"
    assert children(window, "TestOne") == ["Reading notes", "TestOneSubOne", "TestOneSubTwo"]

    answer(monkeypatch, text="Test one")
    choose(window, "TestOne", "Rename…")
    qtbot.waitUntil(lambda: row(window, "Test one") is not None)
    assert row(window, "TestOne") is None
    assert children(window, "Test one") == ["Reading notes", "TestOneSubOne", "TestOneSubTwo"]
    assert window.library.collections.parents()["TestOneSubOne"] == "Test one"

    window.changes.undo()  # the rename
    qtbot.waitUntil(lambda: row(window, "TestOne") is not None and row(window, "Test one") is None)
    assert parent_name(window, "Reading notes") == "TestOne"
    window.changes.undo()  # the move
    qtbot.waitUntil(lambda: parent_name(window, "Reading notes") == "TestTwo")
    window.changes.undo()  # the new collection
    qtbot.waitUntil(lambda: row(window, "Reading notes") is None)
    assert children(window, "TestOne") == ["TestOneSubOne", "TestOneSubTwo"]


@pytest.fixture
def english_user():
    """A user whose language is English (US): the sidebar sorts by its collation."""
    before = QLocale()
    QLocale.setDefault(QLocale("en_US"))
    yield
    QLocale.setDefault(before)


@pytest.mark.usefixtures("english_user")
def test_a_folded_collection_stays_folded_while_the_tree_changes(qtbot, jabref_window):
    window = jabref_window
    qtbot.waitUntil(
        lambda: row(window, "TestOne") is not None and row(window, "TestOne").isExpanded()
    )
    row(window, "TestOne").setExpanded(False)  # the user folds it
    window.service.submit(lambda lib: lib.collections.create("Chapter 10", parent="TestOne"))
    window.service.submit(lambda lib: lib.collections.create("Chapter 2", parent="TestOne"))
    window.service.submit(lambda lib: lib.collections.create("élan", parent="TestOne"))
    qtbot.waitUntil(lambda: row(window, "élan") is not None)
    assert not row(window, "TestOne").isExpanded()
    assert children(window, "TestOne") == [  # numbers as numbers, accents by the alphabet
        "Chapter 2",
        "Chapter 10",
        "élan",
        "TestOneSubOne",
        "TestOneSubTwo",
    ]
