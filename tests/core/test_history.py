"""History: every change listed from the change files, and any entry undone."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.library.history import UndoBlocked
from lectern.core.models import Status

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
def library(tmp_path: Path) -> Library:
    lib = Library.open(tmp_path / "lib")
    for n in range(4):
        lib.add_paper(title=f"Paper {n} on robust training", abstract=f"Robustness study {n}.")
    yield lib
    lib.close()


def test_every_change_is_listed_newest_first_one_entry_per_action(library: Library) -> None:
    ids = library.ids()
    library.set_status(ids, Status.TO_READ)
    library.set_rating([ids[0]], 4)
    library.add_tags(ids[:2], ["thesis"])
    library.set_notes(ids[1], "Compare with the baseline.")
    library.trash([ids[3]])
    entries = library.history()
    assert [(e.kind, len(e.papers)) for e in entries[:5]] == [
        ("trash", 1),
        ("notes", 1),
        ("tags", 2),
        ("rating", 1),
        ("status", 4),
    ]
    assert [e.kind for e in entries[5:]] == ["added"] * 4
    assert library.describe_change(entries[4]) == "Status: New → To read (4 papers)"
    assert library.describe_change(entries[3]) == "Stars: no stars → ★★★★"
    assert all(e.device == library.device for e in entries)
    assert [e.kind for e in library.history(paper_id=ids[1])] == [
        "notes",
        "tags",
        "status",
        "added",
    ]
    assert [e.kind for e in library.history(kinds={"tags", "rating"})] == ["tags", "rating"]
    assert len(library.history(limit=3)) == 3


def test_an_old_single_change_is_undone_after_a_restart(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        ids = [
            lib.add_paper(title=f"Paper {n}", abstract=f"About {n}.").added_ids[0] for n in range(3)
        ]
        lib.set_status([ids[0]], Status.READING)
        lib.set_status([ids[0]], Status.READ)  # the change to undo
        for n in range(30):  # many later changes to other papers
            lib.set_rating([ids[1 + n % 2]], n % 6)
    with Library.open(folder) as lib:
        (entry,) = [
            e for e in lib.history(paper_id=ids[0]) if e.change(ids[0])[1].get("status") == "read"
        ]
        lib.undo_change(entry.group)
        assert lib.annotation(ids[0]).status is Status.READING
        assert lib.annotation(ids[1]).rating == 4  # the others are as they were
        assert lib.history()[0].kind == "status"  # the undo is a change of its own
        assert lib.search("status:reading").ids == [ids[0]]


def test_an_old_import_is_undone(library: Library, tmp_path: Path) -> None:
    source = tmp_path / "refs.bib"
    source.write_text(BIBTEX, encoding="utf-8")
    report = library.import_files([source])[0]
    added = list(report.added_ids)
    library.set_status(library.ids()[:2], Status.READ)
    library.set_notes(library.ids()[0], "a later note")
    (entry,) = [e for e in library.history() if e.kind == "added" and len(e.papers) == 2]
    assert library.describe_change(entry) == "Added: from refs.bib (2 papers)"
    library.undo_change(entry.group)
    assert sorted(library.trash_ids()) == sorted(added)
    assert library.annotation(library.ids()[0]).notes == "a later note"


def test_a_later_change_in_the_way_is_named_and_nothing_changes(library: Library) -> None:
    ids = library.ids()
    library.set_status(ids[:2], Status.TO_READ)
    library.set_status([ids[0]], Status.DROPPED)
    entry = next(e for e in library.history() if len(e.papers) == 2)
    with pytest.raises(UndoBlocked, match="Status: To read → Dropped"):
        library.undo_change(entry.group)
    assert library.annotation(ids[1]).status is Status.TO_READ
    assert library.annotation(ids[0]).status is Status.DROPPED


def test_a_deletion_is_undone_with_the_papers_notes(library: Library) -> None:
    pid = library.ids()[2]
    library.set_notes(pid, "worth keeping after all")
    library.trash([pid])
    library.delete_for_good([pid])
    assert pid not in library.ids() and pid not in library.trash_ids()
    entry = next(e for e in library.history() if e.kind == "deleted")
    library.undo_change(entry.group)
    assert pid in library.trash_ids()  # back where it was deleted from
    assert library.annotation(pid).notes == "worth keeping after all"
    assert library.paper(pid).title == "Paper 2 on robust training"


def test_undoing_a_library_change_puts_it_back(library: Library) -> None:
    """A collection made, a pair dismissed as not duplicates: undone from History too."""
    library.create_collection("Reading group")
    ids = library.ids()
    library.dismiss_duplicates(ids[:2])
    made, dismissed = [e for e in library.history(kinds={"library"})][1::-1]
    library.undo_change(dismissed.group)
    assert library._notes.distinct_pairs() == set()
    library.undo_change(made.group)
    assert "Reading group" not in library.collections()
