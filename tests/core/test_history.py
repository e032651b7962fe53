"""History: every change listed from the change files, and any entry undone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.library.history import UndoBlocked
from lectern.core.models import Status
from lectern.core.sync.entry_kind import EntryKind

BIBTEX = """@article{smith2024,
  title = {Sparse attention for long documents},
  author = {Smith, Ada and Jones, Bo},
  year = {2024},
  abstract = {We make attention sparse so long documents fit.}
}
@inproceedings{lee2023,
  title = {Graph networks for molecules},
  author = {Lee, Chen},
  year = {2023},
  abstract = {Message passing on molecular graphs.}
}
"""


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library.open(tmp_path / "lib")
    for n in range(4):
        lib.imports.add_paper(
            title=f"Paper {n} on robust training", abstract=f"Robustness study {n}."
        )
    yield lib
    lib.close()


def test_every_change_is_listed_newest_first_one_entry_per_action(library: Library) -> None:
    ids = library.ids()
    library.notes.set_status(ids, Status.TO_READ)
    library.notes.set_rating([ids[0]], 4)
    library.notes.add_tags(ids[:2], ["thesis"])
    library.notes.set_notes(ids[1], "Compare with the baseline.")
    library.papers.trash([ids[3]])
    entries = library.history.entries()
    assert [(e.kind, len(e.papers)) for e in entries[:5]] == [
        ("trash", 1),
        ("notes", 1),
        ("tags", 2),
        ("rating", 1),
        ("status", 4),
    ]
    assert [e.kind for e in entries[5:]] == ["added"] * 4
    assert library.history.describe(entries[4]) == "Status: New → To read (4 papers)"
    assert library.history.describe(entries[3]) == "Stars: no stars → ★★★★"
    assert all(e.device == library.sync.device for e in entries)
    assert [e.kind for e in library.history.entries(paper_id=ids[1])] == [
        "notes",
        "tags",
        "status",
        "added",
    ]
    assert [e.kind for e in library.history.entries(kinds={EntryKind.TAGS, EntryKind.RATING})] == [
        "tags",
        "rating",
    ]
    assert len(library.history.entries(limit=3)) == 3


def test_an_old_single_change_is_undone_after_a_restart(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        ids = [
            lib.imports.add_paper(title=f"Paper {n}", abstract=f"About {n}.").added_ids[0]
            for n in range(3)
        ]
        lib.notes.set_status([ids[0]], Status.READING)
        lib.notes.set_status([ids[0]], Status.READ)  # the change to undo
        for n in range(30):  # many later changes to other papers
            lib.notes.set_rating([ids[1 + n % 2]], n % 6)
    with Library.open(folder) as lib:
        (entry,) = [
            e
            for e in lib.history.entries(paper_id=ids[0])
            if e.change(ids[0])[1].get("status") == "read"
        ]
        lib.history.undo(entry.group)
        assert lib.notes.annotation(ids[0]).status is Status.READING
        assert lib.notes.annotation(ids[1]).rating == 4  # the others are as they were
        assert lib.history.entries()[0].kind == "status"  # the undo is a change of its own
        assert lib.searching.search("status:reading").ids == [ids[0]]


def test_an_old_import_is_undone(library: Library, tmp_path: Path) -> None:
    source = tmp_path / "refs.bib"
    source.write_text(BIBTEX, encoding="utf-8")
    report = library.imports.import_files([source])[0]
    added = list(report.added_ids)
    library.notes.set_status(library.ids()[:2], Status.READ)
    library.notes.set_notes(library.ids()[0], "a later note")
    (entry,) = [e for e in library.history.entries() if e.kind == "added" and len(e.papers) == 2]
    assert library.history.describe(entry) == "Added: from refs.bib (2 papers)"
    library.history.undo(entry.group)
    assert sorted(library.papers.trash_ids()) == sorted(added)
    assert library.notes.annotation(library.ids()[0]).notes == "a later note"


def test_undoing_an_import_that_filled_in_a_papers_pages_empties_them_again(
    library: Library, tmp_path: Path
) -> None:
    first, second = tmp_path / "short.bib", tmp_path / "full.bib"
    first.write_text(BIBTEX, encoding="utf-8")
    second.write_text(BIBTEX.replace("year = {2024},", "year = {2024}, pages = {11--19},"))
    (pid,) = library.imports.import_files([first])[0].added_ids[:1]
    library.imports.import_files([second], collection="")
    assert library.papers.paper(pid).pages == "11–19"
    (entry,) = library.history.entries(limit=1)
    assert library.history.describe(entry) == "Edited: pages"
    library.history.undo(entry.group)
    assert library.papers.paper(pid).pages == ""


def test_a_later_change_in_the_way_is_named_and_nothing_changes(library: Library) -> None:
    ids = library.ids()
    library.notes.set_status(ids[:2], Status.TO_READ)
    library.notes.set_status([ids[0]], Status.DROPPED)
    entry = next(e for e in library.history.entries() if len(e.papers) == 2)
    with pytest.raises(UndoBlocked, match="Status: To read → Dropped"):
        library.history.undo(entry.group)
    assert library.notes.annotation(ids[1]).status is Status.TO_READ
    assert library.notes.annotation(ids[0]).status is Status.DROPPED


def test_a_deletion_is_undone_with_the_papers_notes(library: Library) -> None:
    pid = library.ids()[2]
    library.notes.set_notes(pid, "worth keeping after all")
    library.papers.trash([pid])
    library.papers.delete_for_good([pid])
    assert pid not in library.ids() and pid not in library.papers.trash_ids()
    entry = next(e for e in library.history.entries() if e.kind == "deleted")
    library.history.undo(entry.group)
    assert pid in library.papers.trash_ids()  # back where it was deleted from
    assert library.notes.annotation(pid).notes == "worth keeping after all"
    assert library.papers.paper(pid).title == "Paper 2 on robust training"


def test_undoing_a_library_change_puts_it_back(library: Library) -> None:
    """A collection made, a pair dismissed as not duplicates: undone from History too."""
    library.collections.create("Reading group")
    ids = library.ids()
    library.papers.dismiss_duplicates(ids[:2])
    made, dismissed = [e for e in library.history.entries(kinds={EntryKind.LIBRARY})][1::-1]
    library.history.undo(dismissed.group)
    assert library.state.annotations.distinct_pairs() == set()
    library.history.undo(made.group)
    assert "Reading group" not in library.collections.counts()
