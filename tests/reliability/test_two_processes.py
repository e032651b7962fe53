"""Two processes on one library: the second writer is refused by name, readers carry on,
and no edit is ever overwritten by a writer working from a stale copy (the lost update).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Status

ROOT = Path(__file__).resolve().parents[2]


def python(code: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )


def lectern(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )


SECOND_PROCESS = """
    import json, sys
    from lectern.core.errors import LibraryLockedError
    from lectern.core.library import Library
    folder, pid = sys.argv[1], sys.argv[2]
    out = {}
    try:
        Library.open(folder, program="second-window").close()
        out["writer"] = "opened"
    except LibraryLockedError as exc:
        out["writer"] = str(exc)
    with Library.open(folder, readonly=True) as reader:
        out["papers"] = len(reader)
        out["notes"] = reader.notes.annotation(pid).notes
        out["found"] = reader.searching.search("notes:wombat").ids
    print(json.dumps(out))
"""


def test_second_writer_is_refused_by_name_while_reads_work(library_folder: Path) -> None:
    with Library.open(library_folder, program="lectern-app") as app:
        pid = sorted(app.ids())[0]
        app.notes.set_notes(pid, "wombat notes typed in the app")
        run = python(SECOND_PROCESS, str(library_folder), pid)
        assert run.returncode == 0, run.stderr
        seen = json.loads(run.stdout)
        assert f"lectern-app (process {os.getpid()}" in seen["writer"]
        assert "Close it there and try again" in seen["writer"]
        assert seen["papers"] == len(app)
        assert seen["notes"] == "wombat notes typed in the app"  # reads see the saved edit
        assert pid in seen["found"]
        app.notes.set_notes(pid, "edited again after the refusal")
    with Library.open(library_folder) as again:
        assert again.notes.annotation(pid).notes == "edited again after the refusal"


def test_cli_write_is_refused_while_the_app_runs_and_cli_reads_work(library_folder: Path) -> None:
    with Library.open(library_folder, program="lectern-app") as app:
        pid = sorted(app.ids())[5]
        before = (library_folder / "annotations.json").read_bytes()
        refused = lectern("--library", str(library_folder), "mark", pid, "--rating", "1")
        assert refused.returncode == 1
        assert "lectern-app" in refused.stderr and "being changed by" in refused.stderr
        assert "Traceback" not in refused.stderr
        assert (library_folder / "annotations.json").read_bytes() == before
        found = lectern("--library", str(library_folder), "search", "tag:keep", "--json")
        assert found.returncode == 0, found.stderr
        assert {hit["id"] for hit in json.loads(found.stdout)} == set(
            app.searching.search("tag:keep").ids
        )
        app.notes.set_rating([pid], 3)
    with Library.open(library_folder) as again:
        assert again.notes.annotation(pid).rating == 3


RACER = """
    import json, sys, time
    from lectern.core.errors import LibraryLockedError
    from lectern.core.library import Library
    folder, pid, name, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    refused = 0
    for n in range(rounds):
        while True:
            try:
                library = Library.open(folder, program=name)
                break
            except LibraryLockedError:
                refused += 1
                time.sleep(0.005)
        with library:
            notes = library.notes.annotation(pid).notes
            library.notes.set_notes(pid, notes + f"{name}-{n};")
            library.notes.add_tags([pid], [f"{name}-{n}"])
    print(json.dumps({"refused": refused}))
"""


@pytest.mark.slow
def test_two_writers_racing_never_lose_an_update(library_folder: Path) -> None:
    """Each process appends to a note on the same paper; every append must survive."""
    with Library.open(library_folder) as library:
        pid = sorted(library.ids())[7]
    rounds = 8
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                textwrap.dedent(RACER),
                str(library_folder),
                pid,
                name,
                str(rounds),
            ],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        for name in ("app", "cli")
    ]
    outputs = [proc.communicate(timeout=120) for proc in procs]
    for proc, (_, err) in zip(procs, outputs):
        assert proc.returncode == 0, err
    with Library.open(library_folder) as library:
        annotation = library.notes.annotation(pid)
        for name in ("app", "cli"):
            mine = [part for part in annotation.notes.split(";") if part.startswith(name)]
            assert mine == [f"{name}-{n}" for n in range(rounds)]  # all there, in order
            assert {f"{name}-{n}" for n in range(rounds)} <= set(annotation.tags)
        assert library.check().ok


def test_reader_keeps_working_when_the_writer_changes_the_files(library_folder: Path) -> None:
    reader = Library.open(library_folder, readonly=True)
    try:
        count = len(reader)
        with Library.open(library_folder) as writer:
            writer.notes.set_status(writer.ids()[:3], Status.DROPPED)
        assert len(reader) == count
        assert reader.searching.search("learning").total > 0
    finally:
        reader.close()
