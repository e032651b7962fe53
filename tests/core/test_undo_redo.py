"""Undo and Redo on History: this computer's newest change taken back, brought back, and
still there after the library is closed and opened again."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.library.history import NothingToUndo, UndoBlocked
from lectern.core.models import Status
from lectern.core.sync.entry_kind import EntryKind
from tests.core.helpers_store_only import store_only
from tests.core.helpers_templates import Templates
from tests.core.test_history import BIBTEX  # two papers, in BibTeX


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    with Library.open(tmp_path / "lib") as lib:
        for n in range(4):
            lib.imports.add_paper(title=f"Paper {n} on robust training", abstract=f"Study {n}.")
    return tmp_path / "lib"


def statuses(lib: Library) -> list[Status]:
    return [lib.notes.annotation(pid).status for pid in lib.ids()]


def test_undo_takes_back_the_newest_change_and_redo_brings_it_back(folder: Path) -> None:
    with Library.open(folder) as lib:
        ids = lib.ids()
        lib.notes.set_status(ids, Status.TO_READ)  # one bulk change
        lib.notes.set_rating([ids[0]], 4)
        assert lib.history.describe_undo(lib.history.next_undo()[0]) == "Stars: no stars → ★★★★"
        undone = lib.history.undo_last()
        assert undone.kind == "rating" and lib.notes.annotation(ids[0]).rating == 0
        undone = lib.history.undo_last()  # the bulk change, as one
        assert lib.history.describe_undo(undone) == "Status: New → To read (4 papers)"
        assert statuses(lib) == [Status.NEW] * 4
        redone = lib.history.redo_last()
        assert redone.kind == "status" and statuses(lib) == [Status.TO_READ] * 4
        lib.history.redo_last()
        assert lib.notes.annotation(ids[0]).rating == 4
        with pytest.raises(NothingToUndo, match="Nothing to redo"):
            lib.history.redo_last()


def test_undo_carries_on_after_the_library_is_opened_again(folder: Path) -> None:
    with Library.open(folder) as lib:
        ids = lib.ids()
        lib.notes.set_status(ids[:2], Status.READ)
        lib.notes.add_tags(ids, ["thesis"])
    with Library.open(folder) as lib:
        lib.history.undo_last()
        assert lib.notes.tag_counts() == {}
        lib.history.undo_last()
        assert statuses(lib) == [Status.NEW] * 4
    with Library.open(folder) as lib:
        assert lib.history.redo_last().kind == "status"
        assert statuses(lib)[:2] == [Status.READ] * 2 and lib.notes.tag_counts() == {}


def test_a_new_change_after_an_undo_leaves_nothing_to_redo(folder: Path) -> None:
    with Library.open(folder) as lib:
        ids = lib.ids()
        lib.notes.set_rating([ids[0]], 5)
        lib.history.undo_last()
        lib.notes.set_rating([ids[1]], 2)
        assert lib.history.next_redo() is None
        with pytest.raises(NothingToUndo):
            lib.history.redo_last()
        lib.history.undo_last()  # the new change; the undone one stays undone
        assert [lib.notes.annotation(p).rating for p in ids[:2]] == [0, 0]
        lib.history.undo_last()  # then the four papers added, one at a time
        assert len(lib) == 3


def test_undoing_a_redo_takes_the_change_back_again(folder: Path) -> None:
    with Library.open(folder) as lib:
        pid = lib.ids()[0]
        lib.notes.set_status([pid], Status.DROPPED)
        lib.history.undo_last()
        lib.history.redo_last()
        assert lib.notes.annotation(pid).status is Status.DROPPED
        lib.history.undo_last()  # the redo, which brings the undo back into effect
        assert lib.notes.annotation(pid).status is Status.NEW
        assert lib.history.redo_last().kind == "status"
        assert lib.notes.annotation(pid).status is Status.DROPPED


def test_opening_a_paper_is_passed_by_and_a_note_typed_in_one_go_is_one_undo(
    folder: Path,
) -> None:
    with Library.open(folder) as lib:
        pid, other = lib.ids()[:2]
        lib.notes.set_status([other], Status.READING)
        for text in ("First", "First draft", "First draft of the note."):
            lib.notes.set_notes(pid, text)
        lib.reading.mark_read_now(pid)
        assert [e.kind for e in lib.history.next_undo()] == ["notes"] * 3
        lib.history.undo_last()
        assert lib.notes.annotation(pid).notes == ""
        assert lib.notes.annotation(pid).last_read is not None  # the read is kept
        assert lib.notes.annotation(other).status is Status.READING
        lib.history.redo_last()
        assert lib.notes.annotation(pid).notes == "First draft of the note."


def test_undo_of_an_import_trashes_its_papers_and_redo_brings_them_back(
    folder: Path, tmp_path: Path
) -> None:
    bib = tmp_path / "reading.bib"
    bib.write_text(BIBTEX, encoding="utf-8")
    with Library.open(folder) as lib:
        (report,) = lib.imports.import_files([bib])
        lib.notes.set_status(list(report.added_ids), Status.READ)  # triaged since
        lib.notes.set_status(list(report.added_ids), Status.NEW)
        record = lib.imports.undo_import(report.import_id)
        assert record.undone and len(lib) == 4
        assert set(lib.papers.trash_ids()) >= set(report.added_ids)
        assert "reading" not in lib.collections.counts()
        with pytest.raises(Exception, match="undone already"):
            lib.imports.undo_import(report.import_id)
        lib.history.redo_last()
        assert len(lib) == 6 and lib.collections.counts().get("reading") == 2
        assert not lib.imports.recent_imports()[0].undone


def test_an_undo_blocked_by_another_computers_later_change_changes_nothing(
    folder: Path,
) -> None:
    with Library.open(folder) as lib:
        pid = lib.ids()[0]
        lib.notes.set_status([pid], Status.READ)
        first = lib.history.entries(limit=1)[0]
        lib.notes.set_status([pid], Status.DROPPED)
        with pytest.raises(UndoBlocked, match="later change"):
            lib.history.undo(first.group)
        assert lib.notes.annotation(pid).status is Status.DROPPED


def test_read_this_week_counts_what_status_read_finds_after_an_undo(folder: Path) -> None:
    with Library.open(folder) as lib:
        ids = lib.ids()
        lib.notes.set_status(ids[:2], Status.READ)
        lib.notes.set_status([ids[1]], Status.READ)  # no change: nothing to undo
        lib.notes.set_status([ids[0]], Status.READ)
        lib.notes.set_status([ids[2]], Status.READ)
        lib.history.undo_last()
        assert lib.stats()["read_this_week"] == 2
        assert len(lib.searching.search("status:read").hits) == 2


def test_the_status_filter_finds_papers_q_made_to_read(folder: Path) -> None:
    with Library.open(folder) as lib:
        pid = lib.ids()[0]
        lib.queue.add([pid])
        kinds = [e.kind for e in lib.history.entries(kinds=[EntryKind.STATUS], limit=5)]
        assert kinds == ["queue"]


def test_lectern_undo_and_redo_on_the_command_line(folder: Path, capsys) -> None:
    with Library.open(folder) as lib:
        lib.notes.set_status(lib.ids()[:3], Status.TO_READ)
    assert main(["--library", str(folder), "undo"]) == 0
    assert capsys.readouterr().out.strip() == "Undone: Status: New → To read (3 papers)"
    assert main(["--library", str(folder), "redo"]) == 0
    assert capsys.readouterr().out.strip() == "Redone: Status: New → To read (3 papers)"
    with Library.open(folder) as lib:
        assert statuses(lib).count(Status.TO_READ) == 3
    assert main(["--library", str(folder), "redo"]) == 1
    assert "Nothing to redo" in capsys.readouterr().err


def test_undo_goes_back_through_changes_to_the_same_field_one_at_a_time(folder: Path) -> None:
    with Library.open(folder) as lib:
        pid = lib.ids()[0]
        for stars in (3, 5, 4):
            lib.notes.set_rating([pid], stars)
        seen = []
        for _ in range(3):
            lib.history.undo_last()
            seen.append(lib.notes.annotation(pid).rating)
        assert seen == [5, 3, 0]
        lib.history.redo_last()
        lib.history.redo_last()
        assert lib.notes.annotation(pid).rating == 5


def _first_reading(lib: Library) -> None:
    lib.notes.set_status(lib.ids()[:1], Status.READING)


@pytest.fixture
def imported(templates: Templates, tmp_path: Path, shared_data: Path) -> Path:
    """2,000 real arXiv papers imported (one History entry of 2,000 lines, each a whole
    paper), then one status given: imported once a session, each test undoing on its own
    copy, which is still the device that imported them (else it could undo none of it).
    History and the papers are the store's: the copy leaves the search index out, and the
    tests open it store-only (undoing the import indexed the trashing of 2,000 papers)."""
    source = templates.first_lines(shared_data / "arxiv-cs-74k.jsonl.gz", 2000, "arxiv.jsonl")
    template = templates.imported([source], then=_first_reading)
    return template.copy_made_here(tmp_path / "lib", index=False)


@pytest.mark.slow
def test_naming_undo_and_redo_reads_only_the_newest_changes(imported: Path) -> None:
    """The window names Undo and Redo at every open and after every change: that reads the
    status just given, not the import's thousands of papers behind it (which held the
    whole import in memory at each start)."""
    with store_only(imported) as lib:
        change_lines = sum(p.stat().st_size for p in (imported / "sync").rglob("changes-*"))
        tracemalloc.start()
        try:
            undo, redo = lib.history.next_undo(), lib.history.next_redo()
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert lib.history.describe_undo(undo[0]) == "Status: New → Reading"
        assert redo is None
        # The change files are read a block (1 MB) at a time, from their end: what naming
        # takes, whatever the import behind it (it took two and a half times the file).
        assert change_lines > 4_000_000
        assert peak < 3_000_000, f"{peak:,} bytes to name Undo"
        lib.history.undo_last()
        assert lib.history.describe_undo(lib.history.next_undo()[0]).startswith("Added")
        assert lib.history.next_redo() is not None


@pytest.mark.slow
def test_naming_an_import_reads_its_papers_ids_not_their_lines(imported: Path) -> None:
    """The first start after an import names Undo "Added …": it holds the import's paper
    ids, not its lines (a whole paper each), and Undo still takes the whole import back."""
    with store_only(imported) as lib:
        lib.history.undo_last()  # the status: the import is the newest change in effect now
        count = len(lib.ids())
    with store_only(imported) as lib:
        tracemalloc.start()
        try:
            undo = lib.history.next_undo(whole=False)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert lib.history.describe_undo(undo[0]) == lib.history.describe_undo(
            lib.history.next_undo()[0]
        )
        assert len(undo[0].papers) == count == 2000
        # The whole file is read, a 1 MB block at a time, holding the ids it finds: the
        # import's 4 MB of lines, parsed and kept, took 10 MB.
        assert peak < 6_000_000, f"{peak:,} bytes to name Undo"
        lib.history.undo_last()
        assert lib.ids() == []
