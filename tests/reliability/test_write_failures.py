"""Disk full, read-only folder, permission denied: the user is told, the edit stays in
memory (and in search), the files on disk stay as they were, and flush() saves it later.

Three shapes of refusal: the whole library folder refuses to flush data (fsync fails
for the store, the index and the backups alike), refuses renames (which also hits the
index's own files), or the store files alone refuse to be replaced.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from lectern.core.errors import StorageWriteError
from lectern.core.library import Library
from lectern.core.models import Status
from tests.reliability.faults import ERRNOS, REASONS, refusing_disk
from tests.reliability.libstate import state, store_bytes, stray_files

Edit = Callable[[Library, str], None]
Seen = Callable[[Library, str], bool]

EDITS: dict[str, tuple[Edit, Seen]] = {
    "note": (
        lambda lib, pid: lib.notes.set_notes(pid, "quokka: typed while the disk was full"),
        lambda lib, pid: lib.notes.annotation(pid).notes.startswith("quokka"),
    ),
    "status": (
        lambda lib, pid: lib.notes.set_status([pid], Status.DROPPED),
        lambda lib, pid: lib.notes.annotation(pid).status is Status.DROPPED,
    ),
    "rating": (
        lambda lib, pid: lib.notes.set_rating([pid], 1),
        lambda lib, pid: lib.notes.annotation(pid).rating == 1,
    ),
    "tag": (
        lambda lib, pid: lib.notes.add_tags([pid], ["quokka"]),
        lambda lib, pid: "quokka" in lib.notes.annotation(pid).tags,
    ),
    "rename": (
        lambda lib, pid: lib.papers.rename(pid, "Quokka: a renamed paper"),
        lambda lib, pid: lib.papers.paper(pid).title == "Quokka: a renamed paper",
    ),
    "saved-search": (
        lambda lib, _pid: lib.searching.save_search("Quokka", "quokka"),
        lambda lib, _pid: lib.searching.saved_searches().get("Quokka") == "quokka",
    ),
}


# (where the write fails, whether only the store files refuse)
FAULTS = {
    "folder-fsync": ("fsync", False),
    "folder-replace": ("replace", False),
    "store-replace": ("replace", True),
}


# Every edit with every shape of refusal; the three errors take turns (each meets every
# edit and every shape at least once), which keeps the matrix small.
MATRIX = [
    (edit, fault, sorted(ERRNOS)[(n + n // 3) % 3])
    for n, (edit, fault) in enumerate(itertools.product(sorted(EDITS), sorted(FAULTS)))
]


@pytest.mark.parametrize("edit,fault,failure", MATRIX, ids=["-".join(case) for case in MATRIX])
def test_refused_write_is_reported_kept_and_retried(
    library_folder: Path, edit: str, failure: str, fault: str
) -> None:
    change, seen = EDITS[edit]
    code = ERRNOS[failure]
    point, store_only = FAULTS[fault]
    library = Library.open(library_folder)
    try:
        pid = sorted(library.ids())[11]
        on_disk = store_bytes(library_folder)
        with refusing_disk(library_folder, code, point, store_only=store_only) as failed:
            with pytest.raises(StorageWriteError) as raised:
                change(library, pid)
            assert failed
            message = str(raised.value)
            # kept in the change file when its lines reached it, else in memory
            assert REASONS[code] in message
            assert "kept in the library's change file" in message or "kept in memory" in message
            assert ".json" in message and "Traceback" not in message
            assert seen(library, pid)  # the edit is still there for the user
            assert library.has_unsaved_changes
            with pytest.raises(StorageWriteError):  # still refused: still reported
                library.flush()
            assert store_bytes(library_folder) == on_disk
            assert stray_files(library_folder) == []
            assert not list((library_folder / "index").rglob("*.tmp"))
        library.flush()  # space freed, permission fixed: the retry saves it
        assert not library.has_unsaved_changes
        assert store_bytes(library_folder) != on_disk
    finally:
        library.close()
    with Library.open(library_folder) as again:
        assert seen(again, pid)
        assert again.check().ok


def test_edit_is_searchable_while_unsaved_and_later_edits_pile_up(library_folder: Path) -> None:
    with Library.open(library_folder) as library:
        first, second = sorted(library.ids())[20:22]
        with refusing_disk(library_folder, ERRNOS["disk-full"], "fsync"):
            for pid, word in ((first, "quokka"), (second, "numbat")):
                with pytest.raises(StorageWriteError):
                    library.notes.set_notes(pid, word)
            assert library.searching.search("quokka").ids == [first]
            assert library.searching.search("numbat").ids == [second]
        library.flush()
    with Library.open(library_folder) as again:
        assert again.notes.annotation(first).notes == "quokka"
        assert again.notes.annotation(second).notes == "numbat"


@pytest.mark.parametrize("failure", sorted(ERRNOS))
def test_import_refused_by_the_store_files_changes_no_file(
    library_folder: Path, tmp_path: Path, failure: str
) -> None:
    source = tmp_path / "new.jsonl"
    source.write_text(
        json.dumps(
            {
                "id": "2501.99999",
                "title": "Quokka behaviour under load",
                "summary": "A study of quokkas.",
            }
        )
        + "\n",
        "utf-8",
    )
    with Library.open(library_folder) as library:
        expected = state(library)
        on_disk = store_bytes(library_folder)
        with refusing_disk(library_folder, ERRNOS[failure], "replace", store_only=True):
            with pytest.raises(StorageWriteError, match=REASONS[ERRNOS[failure]]):
                library.imports.import_files([source])
            assert store_bytes(library_folder) == on_disk
            now = state(library).annotations
            assert {pid: now[pid] for pid in expected.annotations} == expected.annotations
            assert "arxiv:2501.99999" in library  # kept in memory, visible, saved on retry
        library.flush()  # the papers the refused import kept in memory are saved now
    with Library.open(library_folder) as again:
        assert "arxiv:2501.99999" in again
        assert again.searching.search("quokka").ids == ["arxiv:2501.99999"]


def test_import_on_a_full_disk_is_reported_and_leaves_no_partial_backup(
    library_folder: Path, tmp_path: Path
) -> None:
    """The backup before an import is the first write to fail on a full disk."""
    source = tmp_path / "one.jsonl"
    source.write_text('{"id": "2501.99999", "title": "Quokka", "summary": "About quokkas."}\n')
    with Library.open(library_folder) as library:
        library.notes.set_notes(library.ids()[0], "an edit since the last backup")
        backups = sorted((library_folder / "backups").iterdir())
        on_disk = store_bytes(library_folder)
        with (
            refusing_disk(library_folder, ERRNOS["disk-full"], "fsync"),
            pytest.raises(StorageWriteError, match="No space left"),
        ):
            library.imports.import_files([source])
        assert sorted((library_folder / "backups").iterdir()) == backups
        assert store_bytes(library_folder) == on_disk
        assert "arxiv:2501.99999" not in library


def test_library_with_recent_edits_opens_on_a_full_disk(library_folder: Path) -> None:
    """The open-time backup fails on a full disk: the library still opens, and says so."""
    with Library.open(library_folder) as library:
        pid = library.ids()[0]
        library.notes.set_notes(pid, "an edit since the last backup")
    with (
        refusing_disk(library_folder, ERRNOS["disk-full"], "fsync"),
        Library.open(library_folder) as library,
    ):
        assert library.notes.annotation(pid).notes == "an edit since the last backup"
        assert any("backup" in n and "No space left" in n for n in library.notices)
        assert library.searching.search("notes:backup").ids == [pid]


def test_an_older_papers_file_opens_on_a_full_disk_and_is_rewritten_later(
    library_folder: Path,
) -> None:
    """An older Lectern wrote papers.json in one line; the rewrite one paper per line is
    a convenience that a full disk postpones, never a reason not to open."""
    papers = library_folder / "papers.json"
    with Library.open(library_folder) as library:
        ids = library.ids()
    papers.write_bytes(json.dumps(json.loads(papers.read_bytes())).encode())
    before = papers.read_bytes()
    with (
        refusing_disk(library_folder, ERRNOS["disk-full"], "fsync"),
        Library.open(library_folder) as library,
    ):
        assert library.ids() == ids
        assert library.searching.search(library.papers.paper(ids[0]).title).ids[0] == ids[0]
    assert papers.read_bytes() == before
    with Library.open(library_folder) as library:
        assert library.ids() == ids
    assert papers.read_bytes().startswith(b"{\n")
