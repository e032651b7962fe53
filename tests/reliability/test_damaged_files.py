"""A damaged store or index file: Lectern opens, says what it did, and loses nothing.

Store files (papers.json, annotations.json) come back from the newest good backup and
the damaged file is kept aside under a new name; index files are rebuilt from the store
and every search returns what it returned before the damage.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from lectern.core.errors import StoreCorruptError
from lectern.core.library import Library
from tests.reliability.damage import (
    CONTROL_ROLES,
    STORE_DAMAGE,
    WHOOSH_LEAKS_ON_DAMAGE,
    WRONG_SCHEMAS,
    assert_index_damage_is_repaired,
    damage_file,
    future_schema,
    index_roles,
    json_ok,
)
from tests.reliability.libstate import STORE_FILES, LibraryState, results, state

PLAIN_WORDS = re.compile(r"Traceback|Error\(|Exception|errno|orjson|\bNone\b")


def before(folder: Path) -> tuple[LibraryState, dict[str, list[str]]]:
    with Library.open(folder, readonly=True) as library:
        return state(library), results(library)


@pytest.mark.parametrize("kind", sorted(STORE_DAMAGE))
@pytest.mark.parametrize("name", STORE_FILES)
def test_damaged_store_file_is_restored_from_backup_and_kept_aside(
    library_folder: Path, name: str, kind: str
) -> None:
    expected, found_before = before(library_folder)
    damaged = damage_file(library_folder / name, kind, random.Random(f"{name}{kind}"))

    with Library.open(library_folder) as library:
        assert state(library) == expected
        assert results(library) == found_before
        notice = " ".join(library.notices)

    assert name in notice and "restored it from the backup" in notice
    assert not PLAIN_WORDS.search(notice), notice
    aside = list(library_folder.glob(f"{name}.damaged-*"))
    assert len(aside) == 1 and aside[0].name in notice
    assert aside[0].read_bytes() == damaged  # kept exactly as found, never deleted
    assert json_ok(library_folder / name)  # and a good file is back in its place
    with Library.open(library_folder) as library:  # the next open is quiet and complete
        assert library.notices == [] and library.check().ok
        assert state(library) == expected


@pytest.mark.parametrize("variant", sorted(WRONG_SCHEMAS))
@pytest.mark.parametrize("name", STORE_FILES)
def test_every_wrong_schema_is_treated_as_damage(
    library_folder: Path, name: str, variant: str
) -> None:
    expected, _ = before(library_folder)
    (library_folder / name).write_bytes(WRONG_SCHEMAS[variant])
    with Library.open(library_folder) as library:
        assert state(library) == expected
        assert any("restored" in n for n in library.notices)


def test_both_store_files_damaged_at_once(library_folder: Path) -> None:
    expected, found_before = before(library_folder)
    rng = random.Random(5)
    damage_file(library_folder / "papers.json", "truncated", rng)
    damage_file(library_folder / "annotations.json", "garbage", rng)
    with Library.open(library_folder) as library:
        assert state(library) == expected
        assert results(library) == found_before
        assert len(library.notices) == 2


def test_damaged_newest_backup_falls_back_to_an_older_good_one(library_folder: Path) -> None:
    """The older backup is read, and the edits made since come back from the library's
    change files (sync/), so nothing the user wrote is lost."""
    for note in ("first edit after it", "second edit after it"):
        with Library.open(library_folder) as library:  # each open backs up the last edit
            library.notes.set_notes(library.ids()[9], note)
    last_written, _ = before(library_folder)
    backups = sorted((library_folder / "backups").glob("annotations-*.json"), reverse=True)
    backups[0].write_bytes(b"\x00" * 100)  # the newest backup is unreadable too
    damage_file(library_folder / "annotations.json", "truncated", random.Random(1))

    with Library.open(library_folder) as library:
        assert state(library) == last_written
        assert library.notes.annotation(library.ids()[9]).notes == "second edit after it"
        assert backups[1].name in " ".join(library.notices)


def test_user_is_told_about_a_restore_even_when_the_index_is_rebuilt(library_folder: Path) -> None:
    """Edits since the last backup: the restore goes back a generation, the index is
    rebuilt during open, and the notice must survive that rebuild."""
    with Library.open(library_folder) as library:
        library.notes.set_notes(library.ids()[0], "written after the open-time backup")
    damage_file(library_folder / "annotations.json", "truncated", random.Random(3))
    with Library.open(library_folder) as library:
        assert any("restored it from the backup" in n for n in library.notices), library.notices
        assert library.check().ok  # told once; nothing left to repair


@pytest.mark.parametrize("name", STORE_FILES)
def test_missing_store_file_is_restored_from_the_newest_backup(
    library_folder: Path, name: str
) -> None:
    """A deleted (or never-synced) store file of a library with backups is not a new library."""
    expected, found_before = before(library_folder)
    (library_folder / name).unlink()
    with Library.open(library_folder) as library:
        assert state(library) == expected
        assert results(library) == found_before
        assert any(name in n and "missing" in n for n in library.notices), library.notices
    assert json_ok(library_folder / name)


def test_newer_schema_is_refused_and_left_untouched(library_folder: Path) -> None:
    raw = future_schema(library_folder / "annotations.json")
    with pytest.raises(StoreCorruptError, match="newer Lectern"):
        Library.open(library_folder)
    assert (library_folder / "annotations.json").read_bytes() == raw
    assert not list(library_folder.glob("*.damaged-*"))
    # the refusal released the lock: once Lectern is updated, nothing stands in the way
    assert not (library_folder / "lectern.lock.json").exists()


@WHOOSH_LEAKS_ON_DAMAGE
def test_damaged_index_control_files_are_rebuilt_with_the_same_results(
    library_folder: Path,
) -> None:
    roles = index_roles(library_folder)
    assert set(CONTROL_ROLES) <= set(roles)
    assert any(role.startswith("g*/MAIN_*.") for role in roles)  # segment files, however stored
    assert_index_damage_is_repaired(library_folder, CONTROL_ROLES)


def test_whole_index_missing_is_rebuilt(library_folder: Path) -> None:
    import shutil

    _, found_before = before(library_folder)
    shutil.rmtree(library_folder / "index")
    with Library.open(library_folder) as library:
        assert results(library) == found_before
        assert library.check().ok
