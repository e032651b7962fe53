"""The sidebar through the real window: live counts, scopes, saved searches, recommended."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QInputDialog

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.gui.declarations.ids import ActionId
from tests.gui.conftest import SAMPLE_SIZE, search
from tests.gui.helpers_detail import import_items, write_csljson


def _answer(monkeypatch, text: str) -> None:
    monkeypatch.setattr(
        QInputDialog, "getText", staticmethod(lambda *_args, **_kwargs: (text, True))
    )


def test_counts_follow_the_users_marks(qtbot, window):
    qtbot.waitUntil(lambda: window.sidebar.count_text("all") == str(SAMPLE_SIZE))
    assert window.sidebar.count_text("status:new") == str(SAMPLE_SIZE)
    window.focus_list()
    window.view.select_row(0)
    qtbot.keyClick(window.view, "t")
    qtbot.waitUntil(lambda: window.sidebar.count_text("status:to-read") == "1")
    assert window.sidebar.count_text("status:new") == str(SAMPLE_SIZE - 1)
    qtbot.waitUntil(lambda: "1 to read" in window.status.counts_label.text())


def test_choosing_a_status_shows_only_those_papers(qtbot, window):
    ids = window.model.ids()[:3]
    window.service.submit(lambda lib: lib.notes.set_status(ids, Status.READING))
    qtbot.waitUntil(lambda: window.sidebar.count_text("status:reading") == "3")
    window.sidebar.setCurrentItem(window.sidebar.item_for("status:reading"))
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "status:reading")
    assert sorted(window.model.ids()) == sorted(ids)


def test_tags_and_starred_appear_with_counts_and_filter_the_list(qtbot, window):
    ids = window.model.ids()[:2]
    window.changes.add_tags(ids, ["robotics"])
    window.changes.set_rating(ids[:1], 5)
    qtbot.waitUntil(lambda: window.sidebar.count_text("tag:robotics") == "2")
    qtbot.waitUntil(lambda: window.sidebar.count_text("starred") == "1")
    window.sidebar.setCurrentItem(window.sidebar.item_for("tag:robotics"))
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "tag:robotics")
    assert sorted(window.model.ids()) == sorted(ids)
    window.sidebar.setCurrentItem(window.sidebar.item_for("starred"))
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "starred")
    assert window.model.ids() == ids[:1]


def test_collections_list_where_papers_came_from(qtbot, window):
    qtbot.waitUntil(
        lambda: window.sidebar.count_text("collection:ICML 2026 Papers") == str(SAMPLE_SIZE)
    )


def test_save_a_search_rename_it_and_delete_it(qtbot, session, window, monkeypatch):
    search(qtbot, window, "learning")
    matches = sorted(window.model.ids())
    _answer(monkeypatch, "Learning papers")
    window.actions_by_id[ActionId.SAVE_SEARCH].trigger()
    qtbot.waitUntil(lambda: window.sidebar.item_for("saved:Learning papers") is not None)
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "saved:Learning papers")
    assert window.search_box.query() == ""
    assert sorted(window.model.ids()) == matches

    window = session.restart(window)
    qtbot.waitUntil(lambda: window.sidebar.item_for("saved:Learning papers") is not None)
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "saved:Learning papers")
    assert sorted(window.model.ids()) == matches  # the selection came back with the app

    _answer(monkeypatch, "ML reading")
    window.sidebar.rename_search("Learning papers")
    qtbot.waitUntil(lambda: window.sidebar.item_for("saved:ML reading") is not None)
    assert window.sidebar.item_for("saved:Learning papers") is None
    assert window.library.searching.saved_searches() == {"ML reading": "learning"}
    window.sidebar.delete_search("ML reading")
    qtbot.waitUntil(lambda: window.sidebar.item_for("saved:ML reading") is None)
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "all")
    assert window.model.rowCount() == SAMPLE_SIZE


def test_recommended_suggests_unread_papers_like_the_liked_ones(qtbot, window):
    liked = window.model.ids()[:2]
    window.changes.set_rating(liked, 5)
    qtbot.waitUntil(lambda: all(window.library.notes.annotation(p).rating == 5 for p in liked))
    window.sidebar.setCurrentItem(window.sidebar.item_for("recommended"))
    qtbot.waitUntil(lambda: str(window.last_result.request.scope) == "recommended")
    shown = window.model.ids()
    assert shown
    assert not set(shown) & set(liked)


def test_counts_are_never_cut_off_as_they_grow_and_tags_stay_in_order(qtbot, window, tmp_path):
    sidebar = window.sidebar
    qtbot.waitUntil(lambda: sidebar.count_text("all") == str(SAMPLE_SIZE))
    window.changes.add_tags(window.model.ids()[:1], ["zeta"])
    qtbot.waitUntil(lambda: sidebar.count_text("tag:zeta") == "1")
    items = [
        {
            "id": f"extra{i}",
            "type": "article-journal",
            "title": f"Extra paper number {i}",
            "author": [{"family": "Writer", "given": "Ann"}],
            "abstract": "A short abstract.",
        }
        for i in range(100)
    ]
    import_items(window.service, qtbot, write_csljson(tmp_path / "extra.json", items))
    total = str(SAMPLE_SIZE + 100)
    window.changes.add_tags(window.model.ids()[:2], ["alpha"])
    qtbot.waitUntil(
        lambda: sidebar.count_text("all") == total and sidebar.count_text("tag:alpha") == "2"
    )
    # as wide as its widest count asks for, or the count would end in "…"
    qtbot.waitUntil(lambda: sidebar.columnWidth(1) >= sidebar.sizeHintForColumn(1))
    tags = sidebar.item_for("tag:alpha").parent()
    assert [tags.child(i).text(0) for i in range(tags.childCount())] == ["alpha", "zeta"]


def _children(item) -> list[str]:
    return [item.child(i).text(0) for i in range(item.childCount())]


@pytest.mark.parametrize("language", ["C", "en_US"])
def test_tags_collections_and_saved_searches_sort_ignoring_case(qtbot, session, lib_path, language):
    """In the order of the user's language, ignoring case, numbers by their value; also
    where the language is C (no language set), whose own order puts capitals first."""
    before = QLocale()
    QLocale.setDefault(QLocale(language))
    names = ["Journal club", "bu-disc", "Deterministic", "example", "Zeta"]
    with Library.open(lib_path) as library:
        ids = library.ids()
        for n, name in enumerate(names):
            library.collections.create(name)
            library.collections.add(ids[n : n + 1], name)
            library.notes.add_tags(ids[n : n + 1], [name])
            library.searching.save_search(name, f"title:{n}")
        for chapter in ("Chapter 10", "Chapter 2"):
            library.collections.create(chapter, parent="Journal club")
    try:
        window = session.open(lib_path)
        sidebar = window.sidebar
        qtbot.waitUntil(lambda: sidebar.item_for("saved:Zeta") is not None)
        qtbot.waitUntil(lambda: sidebar.item_for("collection:Chapter 2") is not None)
        ignoring_case = ["bu-disc", "Deterministic", "example", "Journal club", "Zeta"]
        assert _children(sidebar.item_for("tag:Zeta").parent()) == ignoring_case
        assert _children(sidebar.item_for("saved:Zeta").parent()) == ignoring_case
        collections = _children(sidebar.item_for("collection:Zeta").parent())
        assert collections == [*ignoring_case[:3], "ICML 2026 Papers", *ignoring_case[3:]]

        window.view.select_row(0)
        menu = window.collections.add_menu  # Paper → Add to collection: the same order
        menu.aboutToShow.emit()
        listed = [a.text() for a in menu.actions() if not a.isSeparator()][:-1]
        assert [n for n in listed if not n.startswith("Chapter")] == collections
        if language != "C":  # C knows no numbers in words
            chapters = _children(sidebar.item_for("collection:Journal club"))
            assert chapters == ["Chapter 2", "Chapter 10"]
            assert listed[1:3] == chapters
    finally:
        QLocale.setDefault(before)
