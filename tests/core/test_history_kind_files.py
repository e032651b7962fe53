"""History's kinds read from the change files: one written before the kinds were an enum
(tests/data/history_before_kinds, made by the Lectern of the commit before
`lectern.core.sync.entry_kind`), and one written today, read back with the same kinds."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.history_words import ENGLISH
from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.sync.entry_kind import EntryKind as K

BEFORE = Path(__file__).resolve().parents[1] / "data" / "history_before_kinds"

# The entries `_make_every_kind` leaves, newest first (a merge's first line is the kept
# paper's edit, so it is listed as an edit).
EXPECTED = [
    (K.DELETED, "Deleted for good"),
    (K.TRASH, "Moved to the Trash"),
    (K.UNDO, "Undone"),
    (K.OPENED, "Opened"),
    (K.QUEUE, "Added to Up next"),
    (K.NOTES, "Notes"),
    (K.TAGS, "Tags: none → thesis"),
    (K.RATING, "Stars: no stars → ★★★★"),
    (K.STATUS, "Status: New → To read (2 papers)"),
    (K.COLLECTIONS, "Collections"),
    (K.LIBRARY, "Library: collections"),
    (K.EDIT, "Edited: aliases (2 papers)"),
    (K.RESTORE, "Restored from the Trash"),
    (K.TRASH, "Moved to the Trash"),
    (K.EDIT, "Edited: year"),
    *[(K.ADDED, "Added: by hand")] * 4,
]


def _make_every_kind(folder: Path) -> None:
    """The library the file in tests/data was written from, made again with today's code."""
    with Library.open(folder) as library:
        for title in ("Marmot attention", "Burrowing transformers", "Marmot again", "Alpine codes"):
            library.imports.add_paper(title=title)
        a, b, c, d = library.ids()
        library.papers.edit(a, year="2024")
        library.papers.trash([d])
        library.papers.restore([d])
        library.papers.merge(a, [c])
        library.collections.create("Reading group")
        library.collections.add([a], "Reading group")
        library.notes.set_status([a, b], Status.TO_READ)
        library.notes.set_rating([a], 4)
        library.notes.add_tags([b], ["thesis"])
        library.notes.set_notes(a, "Compare with the baseline.")
        library.queue.add([d])
        library.reading.mark_read_now(b)
        library.history.undo(library.history.entries(limit=1)[0].group)  # nothing to put back
        library.papers.trash([d])
        library.papers.delete_for_good([d])


@pytest.fixture
def before(tmp_path: Path) -> Path:
    """A library copied from a computer whose Lectern wrote the change file before."""
    folder = tmp_path / "copied"
    shutil.copytree(BEFORE, folder)
    return folder


def test_a_change_file_written_before_reads_with_every_kind_it_had(before: Path) -> None:
    with Library.open(before) as library:
        entries = library.history.entries(limit=None)
        assert [(e.kind, library.history.describe(e)) for e in entries] == EXPECTED
        wanted = {K.TRASH, K.RESTORE, K.DELETED}  # History's "Trash and deletions"
        assert [e.kind for e in library.history.entries(kinds=wanted)] == [
            K.DELETED,
            K.TRASH,
            K.RESTORE,
            K.TRASH,
        ]


def test_the_command_line_lists_an_older_files_kinds_in_the_same_words(
    before: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--library", str(before), "history", "--json", "--kind", "queue"]) == 0
    (listed,) = json.loads(capsys.readouterr().out)
    assert (listed["kind"], listed["what"]) == ("queue", "Added to Up next")


def test_a_change_file_written_today_reads_back_with_the_same_kinds(tmp_path: Path) -> None:
    folder = tmp_path / "today"
    _make_every_kind(folder)
    with Library.open(folder) as library:
        entries = library.history.entries(limit=None)
        assert all(type(e.kind) is K for e in entries)  # members, compared as members
        assert [(e.kind, library.history.describe(e)) for e in entries] == EXPECTED
    written = b"".join(p.read_bytes() for p in (folder / "sync").rglob("changes-*.jsonl"))
    assert b"EntryKind" not in written  # the files hold what they always held


def test_every_kind_has_its_words() -> None:
    assert set(ENGLISH.kinds) == set(K)


def test_the_command_line_refuses_a_kind_it_has_not_naming_those_it_has(
    before: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["--library", str(before), "history", "--kind", "stars"])
    said = capsys.readouterr().err
    assert "invalid choice: 'stars' (choose from 'added', 'edit', 'trash'," in said
