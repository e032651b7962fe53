"""The store's promises: atomic durable writes, recovery from damage, backups, one writer."""

from __future__ import annotations

import errno
from functools import partial
from pathlib import Path

import orjson
import pytest

from lectern.core.annotation_edits import with_status
from lectern.core.errors import LibraryLockedError, StorageWriteError, StoreCorruptError
from lectern.core.models import Annotation, Status
from lectern.core.storage.annotations import AnnotationTable
from lectern.core.storage.atomic import AtomicJSONStorage
from lectern.core.storage.lock import LibraryLock
from lectern.core.storage.schema import SCHEMA_VERSION
from lectern.core.storage.store import BACKUPS_KEPT, StoreFile


def notes_file(folder: Path, **kw: bool) -> AnnotationTable:
    return AnnotationTable(
        StoreFile(folder, "annotations.json", ("annotations", "saved_searches"), **kw)
    )


def test_new_file_is_written_with_schema_and_generation(tmp_path: Path) -> None:
    store = StoreFile(tmp_path, "papers.json", ("papers",))
    data = orjson.loads((tmp_path / "papers.json").read_bytes())
    assert data["_meta"]["1"]["schema"] == SCHEMA_VERSION
    assert store.generation == 0 and store.is_new


def test_a_version_1_library_is_backed_up_then_upgraded(tmp_path: Path) -> None:
    old = (
        b'{"_meta": {"1": {"schema": 1, "generation": 4}},\n'
        b' "papers": {"1": {"id": "h:1", "title": "Kept as it was"}}}'
    )
    (tmp_path / "papers.json").write_bytes(old)
    store = StoreFile(tmp_path, "papers.json", ("papers", "imports"), lined=True)
    upgraded = orjson.loads((tmp_path / "papers.json").read_bytes())
    assert upgraded["_meta"]["1"]["schema"] == SCHEMA_VERSION
    # The paper as it was, with the citation key its whole-library export gave it.
    assert upgraded["papers"]["1"] == {"id": "h:1", "title": "Kept as it was", "key": "kept"}
    [backup] = (tmp_path / "backups").glob("papers-*-g4.json")
    assert backup.read_bytes() == old  # the file as version 1 wrote it, byte for byte
    assert any("upgraded to schema version 2" in n for n in store.upgrades)
    assert any(backup.name in n for n in store.upgrades)
    assert store.notices == []  # an upgrade is not a repair


def test_a_library_from_a_newer_lectern_is_refused_and_left_alone(tmp_path: Path) -> None:
    newer = b'{"_meta": {"1": {"schema": 99, "generation": 1}}, "papers": {}}'
    (tmp_path / "papers.json").write_bytes(newer)
    with pytest.raises(StoreCorruptError, match="newer Lectern"):
        StoreFile(tmp_path, "papers.json", ("papers",))
    assert (tmp_path / "papers.json").read_bytes() == newer


def test_annotation_survives_reopen_and_bumps_generation(tmp_path: Path) -> None:
    table = notes_file(tmp_path)
    table.update(["p1"], lambda a: replace_notes(a, "hello"))
    table.file.storage.flush()
    again = notes_file(tmp_path)
    assert again.get("p1").notes == "hello"
    assert again.file.generation == 1
    assert not again.file.is_new


def replace_notes(annotation: Annotation, text: str) -> Annotation:
    from dataclasses import replace

    return replace(annotation, notes=text)


def test_status_history_records_each_change(tmp_path: Path) -> None:
    table = notes_file(tmp_path)
    for status in (Status.TO_READ, Status.READING, Status.READ, Status.READ):
        table.update(["p"], partial(with_status, status=status))
    history = [c.status for c in table.get("p").history]
    assert history == [Status.TO_READ, Status.READING, Status.READ]


@pytest.mark.parametrize(
    "damage",
    [b"", b'{"_meta": {"1": {"sch', b"\x00\xff garbage", b"[1, 2, 3]", b'{"annotations": {}}'],
)
def test_damaged_file_is_kept_aside_and_newest_backup_restored(
    tmp_path: Path, damage: bytes
) -> None:
    table = notes_file(tmp_path)
    table.update(["p1"], lambda a: replace_notes(a, "months of notes"))
    table.file.storage.flush()
    assert table.file.backup() is not None
    (tmp_path / "annotations.json").write_bytes(damage)

    restored = notes_file(tmp_path)

    assert restored.get("p1").notes == "months of notes"
    assert any("restored it from the backup" in n for n in restored.file.notices)
    aside = list(tmp_path.glob("annotations.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == damage
    # the restored data was written back as a good file
    assert notes_file(tmp_path).get("p1").notes == "months of notes"


def test_damaged_file_without_backup_starts_afresh_but_keeps_the_damage(tmp_path: Path) -> None:
    (tmp_path / "papers.json").write_bytes(b"not json at all")
    store = StoreFile(tmp_path, "papers.json", ("papers",))
    assert store.raw("papers") == {}
    assert "no readable backup" in store.notices[0]
    assert list(tmp_path.glob("papers.json.damaged-*"))[0].read_bytes() == b"not json at all"


def test_newer_schema_is_refused_in_plain_words(tmp_path: Path) -> None:
    (tmp_path / "papers.json").write_bytes(
        orjson.dumps({"_meta": {"1": {"schema": 99}}, "papers": {}})
    )
    with pytest.raises(StoreCorruptError, match="newer Lectern"):
        StoreFile(tmp_path, "papers.json", ("papers",))
    assert orjson.loads((tmp_path / "papers.json").read_bytes())["_meta"]["1"]["schema"] == 99


def test_backups_roll_and_skip_unchanged_generations(tmp_path: Path) -> None:
    table = notes_file(tmp_path)
    assert table.file.backup() is not None
    assert table.file.backup() is None  # same generation: no second copy
    for n in range(BACKUPS_KEPT + 3):
        table.update(["p"], partial(replace_notes, text=f"v{n}"))
        table.file.storage.flush()
        table.file.backup()
    backups = table.file.backups()
    assert len(backups) == BACKUPS_KEPT
    newest = orjson.loads(backups[0].read_bytes())
    assert list(newest["annotations"].values())[0]["notes"] == f"v{BACKUPS_KEPT + 2}"


def disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the next writes fail the way a full disk does: at fsync, with ENOSPC."""

    def refuse(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("lectern.core.atomic_file.os.fsync", refuse)


def test_failed_write_leaves_file_unchanged_and_keeps_edit_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = notes_file(tmp_path)
    table.update(["p"], lambda a: replace_notes(a, "first"))
    table.file.storage.flush()
    before = (tmp_path / "annotations.json").read_bytes()
    with monkeypatch.context() as patch:
        disk_full(patch)
        table.update(["p"], lambda a: replace_notes(a, "second"))
        with pytest.raises(StorageWriteError, match="No space left on device.*kept in memory"):
            table.file.storage.flush()
    assert (tmp_path / "annotations.json").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["annotations.json"]  # no temp left
    assert table.get("p").notes == "second"
    table.file.storage.flush()  # the retry succeeds once the disk accepts writes again
    assert notes_file(tmp_path).get("p").notes == "second"


def test_storage_keeps_unsaved_changes_dirty_until_flushed(tmp_path: Path) -> None:
    storage = AtomicJSONStorage(tmp_path / "f.json")
    with storage.batch(flush=False):
        storage.write({"a": {"1": {"x": 1}}})
    assert storage.dirty and not (tmp_path / "f.json").exists()
    storage.flush()
    assert orjson.loads((tmp_path / "f.json").read_bytes()) == {"a": {"1": {"x": 1}}}


def test_second_writer_is_refused_naming_the_holder(tmp_path: Path) -> None:
    first = LibraryLock(tmp_path)
    first.acquire("lectern-app")
    try:
        with pytest.raises(LibraryLockedError, match=r"lectern-app \(process \d+"):
            LibraryLock(tmp_path).acquire("lectern-cli")
    finally:
        first.release()
    second = LibraryLock(tmp_path)
    second.acquire()  # free again once the holder let go
    second.release()


def test_saved_searches_round_trip_and_rename(tmp_path: Path) -> None:
    table = notes_file(tmp_path)
    table.save_search("Diffusion", "diffusion rating:>=4")
    table.save_search("Agents", "agent*")
    table.rename_search("Agents", "LLM agents")
    with pytest.raises(ValueError, match="already"):
        table.rename_search("LLM agents", "Diffusion")
    table.delete_search("Diffusion")
    assert notes_file(tmp_path).searches() == {"LLM agents": "agent*"}
