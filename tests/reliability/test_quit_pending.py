"""Quitting while work is pending: a big import killed or cancelled half-way, a note typed
just before quitting (by a script, and in the real window). Afterwards every store file
parses, check() is clean, the import is all-or-nothing, and the finished edit is on disk.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from tests.reliability import forked
from tests.reliability.damage import json_ok
from tests.reliability.libstate import STORE_FILES, state, stray_files
from tests.reliability.window_quitter import NOTE

ROOT = Path(__file__).resolve().parents[2]
BIG = 12_000


def big_import(folder: Path, papers: int = BIG) -> Path:
    path = folder / "big.jsonl"
    with open(path, "w", encoding="utf-8") as handle:
        for n in range(papers):
            handle.write(
                json.dumps(
                    {
                        "id": f"2402.{n:05d}",
                        "title": f"Numbat study {n}",
                        "summary": f"Numbats and quantum error correction, case {n}.",
                    }
                )
                + "\n"
            )
    return path


def start(folder: Path, *args: str) -> forked.Forked:
    """The quitter, forked from a process that has Lectern imported."""
    return forked.start("tests.reliability.quitter", str(folder), *args)


def assert_whole(folder: Path, before_ids: set[str]) -> Library:
    """Every store file parses, check() is clean, and the import happened fully or not at all."""
    for name in STORE_FILES:
        assert json_ok(folder / name), name
    library = Library.open(folder)
    report = library.check()
    assert report.ok, report.problems
    ids = set(library.ids())
    added = ids - before_ids
    assert before_ids <= ids
    assert len(added) in (0, BIG), f"{len(added)} of {BIG} papers: a half-done import"
    assert library.searching.search("numbat").total == len(added)
    return library


@pytest.mark.slow
def test_import_killed_at_random_moments_is_all_or_nothing(
    library_folder: Path, tmp_path: Path
) -> None:
    source = big_import(tmp_path)
    with Library.open(library_folder, readonly=True) as library:
        before_ids = set(library.ids())
        expected = state(library)
    rng = random.Random(4)
    killed_midway = 0
    for delay in (0.3, 0.8, 1.5, rng.uniform(0.3, 2.5)):
        with start(library_folder, "import", str(source)) as proc:
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "ready"
            timer = threading.Timer(delay, proc.kill)
            timer.start()
            out, _ = proc.communicate(timeout=120)
            timer.cancel()
        if proc.returncode == -signal.SIGKILL and "finished" not in out:
            killed_midway += 1
        library = assert_whole(library_folder, before_ids)
        try:
            assert state(library).annotations == expected.annotations
            finished = len(library) > len(before_ids)
        finally:
            library.close()
        if finished:  # the import beat the kill: nothing left to interrupt
            break
    assert killed_midway >= 1
    with Library.open(library_folder) as library:
        assert library.check().ok
    assert stray_files(library_folder) == []  # what a killed write left was cleaned up


def test_cancelled_import_closes_cleanly_and_changes_nothing(
    library_folder: Path, tmp_path: Path
) -> None:
    source = big_import(tmp_path)
    with Library.open(library_folder, readonly=True) as library:
        before_ids = set(library.ids())
    files_before = {name: (library_folder / name).read_bytes() for name in STORE_FILES}
    with start(library_folder, "cancel", str(source)) as proc:
        assert proc.stdout is not None
        lines = []
        for line in proc.stdout:
            lines.append(line.split()[0])
            if lines[-1] == "progress":
                proc.send_signal(signal.SIGTERM)
                break
        out, err = proc.communicate(timeout=120)
    lines += [line.split()[0] for line in out.splitlines()]
    assert proc.returncode == 0, err
    assert "cancelled" in lines, (lines, err)
    assert {name: (library_folder / name).read_bytes() for name in STORE_FILES} == files_before
    assert stray_files(library_folder) == []
    assert_whole(library_folder, before_ids).close()


def test_note_typed_just_before_quitting_is_on_disk(library_folder: Path) -> None:
    with start(library_folder, "note") as proc:
        out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    pid = out.split("ack", 1)[1].split()[0]
    with Library.open(library_folder) as library:
        assert library.notes.annotation(pid).notes == "typed just before quitting"
        assert library.check().ok


def test_temp_file_of_a_killed_write_is_cleaned_up_at_open(library_folder: Path) -> None:
    """A write killed between creating its temp file and the rename leaves the temp file."""
    stale = library_folder / ".annotations.json.k1ll3d.tmp"
    stale.write_bytes(b'{"_meta": {"1": {"sch')  # what a killed writer leaves
    before = {name: (library_folder / name).read_bytes() for name in STORE_FILES}
    with Library.open(library_folder) as library:
        assert library.check().ok
    assert {name: (library_folder / name).read_bytes() for name in STORE_FILES} == before
    assert stray_files(library_folder) == []


def test_temp_files_every_killed_write_leaves_are_cleaned_up_at_open(
    library_folder: Path,
) -> None:
    """Whatever a killed writer was replacing (the store files, their backups, the kept
    parse, the lock's note, the index's pointer and metadata), in today's naming or an
    older Lectern's, the next open removes its temp file; a temp file that a `lectern
    search` running now may be writing stays."""
    index = library_folder / "index"
    generation = index / (index / "CURRENT").read_text("utf-8").strip()
    backups = library_folder / "backups"
    left = [
        library_folder / ".papers.json.k1ll3d42.tmp",
        library_folder / ".papers-parsed.bin.tmp",  # an older Lectern's fixed name
        library_folder / ".papers-parsed.bin.k1ll3d42.tmp",
        library_folder / ".lectern.lock.json.k1ll3d42.tmp",
        backups / ".papers-20260101T000000000000-g3.json.tmp",
        backups / ".annotations-20260101T000000000000-g7.json.k1ll3d42.tmp",
        index / "CURRENT.tmp",  # an older Lectern's pointer
        index / ".CURRENT.k1ll3d42.tmp",
        generation / "lectern-index.json.tmp",
        generation / ".lectern-index.json.k1ll3d42.tmp",
    ]
    readers = [
        library_folder / ".paper-lines.json.k1ll3d42.tmp",
        generation / ".lectern-lengths.json.k1ll3d42.tmp",
    ]
    for path in left + readers:
        path.write_bytes(b'{"half')
    before = {name: (library_folder / name).read_bytes() for name in STORE_FILES}
    with Library.open(library_folder) as library:
        assert library.check().ok
    assert [path for path in left if path.exists()] == []
    assert all(path.exists() for path in readers)
    assert {name: (library_folder / name).read_bytes() for name in STORE_FILES} == before


def test_the_window_quit_right_after_a_change_leaves_it_on_disk(
    library_folder: Path, tmp_path: Path
) -> None:
    """The real app: a paper marked read with its key and a note typed, then Quit before
    the note's save delay is over. Once the process has ended, both are on disk."""
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    command = [sys.executable, "-m", "tests.reliability.window_quitter", str(library_folder)]
    done = subprocess.run(
        [*command, "--marks", "6"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    events = {e["event"]: e for e in map(json.loads, done.stdout.splitlines())}
    assert list(events) == ["marked", "quit", "hidden", "returned"]
    pid = events["marked"]["paper"]
    with Library.open(library_folder) as library:
        annotation = library.notes.annotation(pid)
        assert annotation.status is Status.READ
        assert annotation.notes == NOTE
        assert library.searching.search(f'status:read notes:"{NOTE}"').ids == [pid]
        assert library.check().ok
