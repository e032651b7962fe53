"""Collections inside collections: made, moved, renamed, merged and deleted, each undone;
the tree as the sidebar and the CLI read it; the nesting on another computer too."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lectern.core.errors import LecternError
from lectern.core.library import Library
from lectern.core.sync.entry_kind import EntryKind


def tree(library: Library) -> list[tuple[int, str, int]]:
    """(depth, name, papers) of every collection, in the order the tree lists them."""
    return [(d, n.name, n.count) for root in library.collections.tree() for d, n in root.walk()]


@pytest.fixture
def nested(library: Library) -> Library:
    """The sample, with Thesis ⊃ Chapter 1 (2 papers) ⊃ Figures, and Chapter 2."""
    ids = library.ids()
    library.collections.create("Thesis")
    library.collections.create("Chapter 1", parent="Thesis")
    library.collections.create("chapter 2", parent="Thesis")
    library.collections.create("Figures", parent="Chapter 1")
    library.collections.add(ids[:2], "Chapter 1")
    return library


def test_collections_nest_and_siblings_sort_ignoring_case(nested: Library) -> None:
    assert tree(nested) == [
        (0, "ICML 2026 Papers", 38),
        (0, "Thesis", 0),  # its own papers: the ones inside it are counted on their rows
        (1, "Chapter 1", 2),
        (2, "Figures", 0),
        (1, "chapter 2", 0),
    ]
    assert nested.collections.parents() == {
        "Chapter 1": "Thesis",
        "chapter 2": "Thesis",
        "Figures": "Chapter 1",
    }
    assert nested.collections.paths(["Figures"]) == [
        ("Thesis",),
        ("Thesis", "Chapter 1"),
        ("Thesis", "Chapter 1", "Figures"),
    ]
    assert nested.searching.search('collection:"chapter 1"').ids  # names work as they always did
    with pytest.raises(LecternError, match="no collection named 'Nowhere'"):
        nested.collections.create("Inside", parent="Nowhere")
    with pytest.raises(LecternError, match="already a collection named 'Figures'"):
        nested.collections.create("Figures", parent="Thesis")  # names stay unique


def test_a_move_that_would_put_a_collection_inside_itself_is_refused(nested: Library) -> None:
    with pytest.raises(LecternError, match="“Figures” is inside “Thesis”"):
        nested.collections.move("Thesis", "Figures")
    with pytest.raises(LecternError, match="cannot go inside itself"):
        nested.collections.move("Thesis", "Thesis")
    assert nested.collections.parents()["Figures"] == "Chapter 1"  # nothing changed
    nested.collections.move("Figures", "ICML 2026 Papers")  # with its papers, if any
    nested.collections.move("Chapter 1", None)
    assert tree(nested)[:4] == [
        (0, "Chapter 1", 2),
        (0, "ICML 2026 Papers", 38),
        (1, "Figures", 0),
        (0, "Thesis", 0),
    ]
    assert "ICML 2026 Papers" in nested.state.annotations.collection_names()  # kept while empty


def test_renaming_takes_the_children_along_and_merging_keeps_them(nested: Library) -> None:
    nested.collections.rename("Thesis", "Dissertation")
    assert nested.collections.parents()["Chapter 1"] == "Dissertation"
    assert "Thesis" not in nested.collections.counts()
    nested.collections.rename("Chapter 1", "Dissertation")  # merged into its own parent
    assert nested.collections.parents() == {"chapter 2": "Dissertation", "Figures": "Dissertation"}
    assert nested.collections.counts()["Dissertation"] == 2
    nested.collections.rename("Dissertation", "Figures")  # merged into a child: it moves up
    assert nested.collections.parents() == {"chapter 2": "Figures"}
    assert tree(nested) == [(0, "Figures", 2), (1, "chapter 2", 0), (0, "ICML 2026 Papers", 38)]


def test_deleting_a_collection_moves_its_children_up(nested: Library) -> None:
    assert nested.collections.delete("Chapter 1") == 2
    assert nested.collections.parents() == {"chapter 2": "Thesis", "Figures": "Thesis"}
    nested.collections.delete("Thesis")
    assert nested.collections.parents() == {}
    assert [name for _, name, _ in tree(nested)] == [
        "chapter 2",
        "Figures",
        "ICML 2026 Papers",
    ]


def test_every_change_to_the_tree_is_taken_back_by_undo(nested: Library) -> None:
    before = tree(nested)
    for change in (
        lambda: nested.collections.move("Chapter 1", None),
        lambda: nested.collections.rename("Thesis", "PhD"),
        lambda: nested.collections.delete("Chapter 1"),
        lambda: nested.collections.create("Appendix", parent="Thesis"),
    ):
        change()
        assert tree(nested) != before
        nested.history.undo_last()
        assert tree(nested) == before


def test_history_undoes_a_move_and_names_it(nested: Library) -> None:
    nested.collections.move("Figures", None)
    entry = nested.history.entries(kinds={EntryKind.LIBRARY})[0]
    assert nested.history.describe(entry) == "Library: collections inside others"
    nested.history.undo(entry.group)
    assert nested.collections.parents()["Figures"] == "Chapter 1"


def test_the_tree_reaches_another_computer_and_a_reopen(tmp_path: Path) -> None:
    a, b = tmp_path / "laptop", tmp_path / "desktop"
    with Library.open(a) as lib:
        lib.collections.create("Thesis")
        lib.collections.create("Chapter 1", parent="Thesis")
    b.mkdir()
    shutil.copytree(a / "sync", b / "sync")
    with Library.open(b) as copy:
        assert copy.collections.parents() == {"Chapter 1": "Thesis"}
        copy.collections.move("Chapter 1", None)
        copy.collections.create("Figures", parent="Chapter 1")
    shutil.copytree(b / "sync", a / "sync", dirs_exist_ok=True)
    with Library.open(a) as lib:
        assert lib.collections.parents() == {"Figures": "Chapter 1"}  # the later tree
        assert tree(lib) == [(0, "Chapter 1", 0), (1, "Figures", 0), (0, "Thesis", 0)]


def test_a_hand_edited_loop_or_a_missing_parent_shows_at_the_top(library: Library) -> None:
    library.collections.create("A")
    library.collections.create("B", parent="A")
    library.state.annotations.set_collection_parents({"A": "B", "B": "A", "Gone": "A"})
    names = [(d, n) for d, n, _ in tree(library)]
    assert names[0][0] == 0 and {n for _, n in names} == {"A", "B", "ICML 2026 Papers"}
    assert len(names) == 3  # each listed once, whatever the loop
