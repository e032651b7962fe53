"""A full disk never leaves search behind the library unnoticed (issue 38).

Each test runs on a real small filesystem (tests/small_disk.py) filled by a ballast file:
an import or a rating the disk refuses leaves no partial index files, the index knows it
is behind the store and catches up once space is freed, and `lectern check` compares what
the index holds with the store.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.errors import LecternError, StorageWriteError
from lectern.core.library import Library
from lectern.core.search.index_files import POINTER
from tests.small_disk import SmallDisk, small_disk

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[SmallDisk]:
    with small_disk(tmp_path, size_mb=16) as mounted:
        yield mounted


@pytest.fixture
def tugboat(imports_dir: Path) -> Path:
    path = imports_dir / "bibtex" / "tugboat.bib"
    if not path.exists():
        pytest.skip(f"sample data not found at {path}")
    return path


def index_files(lib: Path) -> set[str]:
    """Every file and folder of the index's live generation."""
    generation = lib / "index" / (lib / "index" / POINTER).read_text("utf-8").strip()
    return {p.name for p in generation.iterdir()}


def rated(library: Library) -> set[str]:
    return set(library.searching.search("rating:>=1", limit=None).ids)


def sample_library(disk: SmallDisk) -> Path:
    lib = disk.path / "lib"
    with Library.open(lib) as library:
        library.imports.import_sample()
    return lib


def test_an_import_the_disk_refuses_leaves_no_index_files_behind(
    disk: SmallDisk, tugboat: Path
) -> None:
    lib = sample_library(disk)
    before = index_files(lib)
    with Library.open(lib) as library:
        # Room for the backups an import makes first, not for the index of 2,000 papers.
        stored = sum((lib / name).stat().st_size for name in ("papers.json", "annotations.json"))
        disk.fill(leave=2 * stored + 256 * 1024)
        with pytest.raises(LecternError, match="No space left on device"):
            library.imports.import_files([tugboat])
        assert len(library) == 38  # nothing was imported
        assert index_files(lib) == before  # the partial segments and the pool are gone
        disk.free()
        assert library.searching.search("diffusion").total > 0
        assert library.check().ok


def test_a_rating_the_disk_refused_is_found_once_space_is_freed(disk: SmallDisk) -> None:
    lib = sample_library(disk)
    with Library.open(lib) as library:
        first, second = library.ids()[:2]
        before = index_files(lib)
        disk.fill()
        with pytest.raises(StorageWriteError, match="No space left on device"):
            library.notes.set_rating([first], 5)
        assert index_files(lib) == before
        disk.free()
        library.notes.set_rating([second], 4)  # the next save catches the index up
        assert rated(library) == {first, second}
        assert library.check().ok
    with Library.open(lib) as library:  # and after a restart
        assert library.notes.annotation(first).rating == 5
        assert rated(library) == {first, second}
        assert library.check().ok


def behind_library(disk: SmallDisk) -> tuple[Path, str]:
    """A library whose index lacks a rating although it is stamped as up to date: what a
    save on a full disk left before the index knew when it was behind."""
    lib = sample_library(disk)
    kept = disk.path / "kept-index"
    shutil.copytree(lib / "index", kept)
    with Library.open(lib) as library:
        paper = library.ids()[0]
        library.notes.set_rating([paper], 5)
    shutil.rmtree(lib / "index")
    shutil.copytree(kept, lib / "index")
    with Library.open(lib, ensure_index=False) as library:
        library.index.set_stamp(library.state.stamp())
        assert library.index_state() == "ok"
    return lib, paper


def test_check_compares_the_index_with_the_store(
    disk: SmallDisk, capsys: pytest.CaptureFixture[str]
) -> None:
    lib, paper = behind_library(disk)
    assert main(["--library", str(lib), "check"]) == 1
    out = capsys.readouterr().out
    assert "search index is behind the store: 1 paper differs" in out
    assert main(["--library", str(lib), "check", "--repair"]) == 0
    assert "Library OK" in capsys.readouterr().out
    with Library.open(lib) as library:
        assert rated(library) == {paper}


def lectern(lib: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "--library", str(lib), *args],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )


def test_the_command_line_on_a_full_disk_says_one_line(disk: SmallDisk, tugboat: Path) -> None:
    lib = sample_library(disk)
    with Library.open(lib) as library:
        paper = library.ids()[0]
    stored = sum((lib / name).stat().st_size for name in ("papers.json", "annotations.json"))
    disk.fill(leave=2 * stored + 256 * 1024)
    imported = lectern(lib, "import", str(tugboat))
    disk.free()
    disk.fill()
    marked = lectern(lib, "mark", paper, "--rating", "5")
    for done in (imported, marked):
        assert done.returncode != 0
        assert "Traceback" not in done.stderr, done.stderr
        error = done.stderr.strip().splitlines()[-1]
        assert error.startswith("lectern: ") and "No space left on device" in error
        assert all(line.startswith("lectern: ") for line in done.stderr.strip().splitlines())
    # what it says became of the refused rating is what the next command finds
    disk.free()
    found = lectern(lib, "search", "rating:>=5")
    if "kept in the library's change file" in marked.stderr:
        assert paper in found.stdout
    else:
        assert "Nothing was changed." in marked.stderr and "kept in memory" not in marked.stderr
        assert paper not in found.stdout
