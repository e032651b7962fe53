"""The one writer of whole files: the old version or the new, never half, and no temp file left.

Every failure here is a real one on real files: a folder that is a file, a folder where the
file should be, a read-only folder (when not root), a caller raising half way.
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.atomic_file import (
    move_file,
    remove_stale_temp_files,
    replacing,
    stale_temp_files,
    write_file,
)

ROOT = Path(__file__).resolve().parents[2]
WRITER = ROOT / "core" / "atomic_file.py"


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize("durable", [True, False])
def test_a_write_replaces_the_file_and_leaves_nothing_beside_it(
    tmp_path: Path, durable: bool
) -> None:
    target = tmp_path / "papers.json"
    target.write_bytes(b"old")
    write_file(target, b"new", durable=durable)
    assert target.read_bytes() == b"new"
    write_file(target, iter([b"in ", b"pieces"]), durable=durable)
    assert target.read_bytes() == b"in pieces"
    assert names(tmp_path) == ["papers.json"]


def test_a_write_that_fails_half_way_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "export.bib"
    target.write_bytes(b"the previous export")

    def pieces() -> Iterator[bytes]:
        yield b"@article{half,"
        yield (tmp_path / "gone.txt").read_bytes()  # the source vanished: FileNotFoundError

    with pytest.raises(FileNotFoundError):
        write_file(target, pieces(), durable=True)
    assert target.read_bytes() == b"the previous export"
    assert names(tmp_path) == ["export.bib"]


def test_a_refused_rename_keeps_what_is_there_and_leaves_no_temp_file(tmp_path: Path) -> None:
    in_the_way = tmp_path / "CURRENT"
    in_the_way.mkdir()  # a folder where the file goes: the rename is refused
    (in_the_way / "mine.txt").write_bytes(b"kept")
    with pytest.raises(OSError):
        write_file(in_the_way, b"g0001", durable=True)
    assert names(tmp_path) == ["CURRENT"]
    assert (in_the_way / "mine.txt").read_bytes() == b"kept"


def test_a_folder_that_cannot_hold_the_file_is_an_error_and_creates_nothing(
    tmp_path: Path,
) -> None:
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_bytes(b"a file, not a folder")
    with pytest.raises(OSError):
        write_file(not_a_folder / "out.csv", b"x", durable=False)
    assert names(tmp_path) == ["notes.txt"]
    assert not_a_folder.read_bytes() == b"a file, not a folder"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_folder_keeps_the_old_file(tmp_path: Path) -> None:
    folder = tmp_path / "library"
    folder.mkdir()
    target = folder / "annotations.json"
    target.write_bytes(b"old")
    folder.chmod(0o555)
    try:
        with pytest.raises(PermissionError):
            write_file(target, b"new", durable=True)
    finally:
        folder.chmod(0o755)
    assert target.read_bytes() == b"old"
    assert names(folder) == ["annotations.json"]


def test_the_temp_file_is_hidden_beside_the_file_and_named_for_it(tmp_path: Path) -> None:
    target = tmp_path / "papers-parsed.bin"
    with replacing(target, durable=False) as handle:
        handle.write(b"chunk")
        [temp] = tmp_path.iterdir()
        assert re.fullmatch(r"\.papers-parsed\.bin\.\w{8}\.tmp", temp.name), temp.name
        assert not target.exists()  # nobody sees the new version before it is whole
    assert target.read_bytes() == b"chunk"
    assert names(tmp_path) == ["papers-parsed.bin"]


def test_a_streamed_write_whose_caller_raises_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "backup.json"
    target.write_bytes(b"the good backup")

    class Interrupted(Exception):
        pass

    with pytest.raises(Interrupted), replacing(target, durable=True) as handle:
        handle.write(b'{"half": ')
        raise Interrupted
    assert target.read_bytes() == b"the good backup"
    assert names(tmp_path) == ["backup.json"]


def test_a_streamed_write_that_fails_in_the_rename_leaves_no_temp_file(tmp_path: Path) -> None:
    target = tmp_path / "index"
    target.mkdir()
    with pytest.raises(OSError), replacing(target, durable=True) as handle:
        handle.write(b"pieces")
    assert names(tmp_path) == ["index"] and target.is_dir()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_a_new_file_is_private_an_export_takes_the_umask_and_a_replaced_one_keeps_its_mode(
    tmp_path: Path,
) -> None:
    """The library's files hold private notes; an export is the user's file, for LaTeX or a
    co-author, made as any program makes one; a file the user chmodded stays so."""
    umask = os.umask(0o022)
    try:
        write_file(tmp_path / "annotations.json", b"{}", durable=False)
        write_file(tmp_path / "refs.bib", b"@misc{a,}", durable=False, shared=True)
        assert stat.S_IMODE((tmp_path / "annotations.json").stat().st_mode) == 0o600
        assert stat.S_IMODE((tmp_path / "refs.bib").stat().st_mode) == 0o644
        (tmp_path / "refs.bib").chmod(0o640)
        (tmp_path / "annotations.json").chmod(0o644)
        write_file(tmp_path / "refs.bib", b"@misc{b,}", durable=False, shared=True)
        write_file(tmp_path / "annotations.json", b"{ }", durable=False)
        assert stat.S_IMODE((tmp_path / "refs.bib").stat().st_mode) == 0o640
        assert stat.S_IMODE((tmp_path / "annotations.json").stat().st_mode) == 0o644
    finally:
        os.umask(umask)


def test_a_move_replaces_the_target_and_removes_the_source(tmp_path: Path) -> None:
    aside = tmp_path / "backups"
    aside.mkdir()
    copy = tmp_path / "annotations.sync-conflict-20261201-101010-ABCDEFG.json"
    copy.write_bytes(b"theirs")
    move_file(copy, aside / copy.name, durable=True)
    assert names(tmp_path) == ["backups"]
    assert (aside / copy.name).read_bytes() == b"theirs"


def test_stale_temp_files_of_this_and_older_versions_are_found_and_removed(
    tmp_path: Path,
) -> None:
    stale = [
        ".papers.json.k1ll3d42.tmp",  # this scheme (and the store's before it)
        ".papers.json.tmp",  # a fixed name: papers-parsed.bin, the backups
        ".papers.json.4242.tmp",  # with a process id: paper-lines.json
        ".papers.json.4242.139.tmp",  # and a thread id: the field length counts
        "papers.json.tmp",  # the index's pointer and metadata
    ]
    others = ["papers.json", "annotations.json", ".annotations.json.k1ll3d42.tmp", "other.tmp"]
    for name in stale + others:
        (tmp_path / name).write_bytes(b"x")
    assert [p.name for p in stale_temp_files(tmp_path, "papers.json")] == sorted(stale)
    remove_stale_temp_files(tmp_path, "papers.json")
    assert names(tmp_path) == sorted(others)


def test_no_other_module_replaces_files_by_itself() -> None:
    """Every rename over a file goes through the one writer, so none can skip its fsync,
    its clean-up or its retry on Windows."""
    rename = re.compile(r"\bos\.(replace|rename)\(")
    assert rename.search(WRITER.read_text("utf-8"))  # the scan looks for the right thing
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for folder in ("core", "gui")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path != WRITER
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if rename.search(line)
    ]
    assert found == []
