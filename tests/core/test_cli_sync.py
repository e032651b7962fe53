"""The command line on a second computer: a library folder that a sync engine filled with
another device's change files, never opened in the window here.

Real libraries on tmp_path: a "laptop" copy made through the CLI, and its change files
copied into a fresh folder as Syncthing delivers them (only `sync/` is shared).
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.storage.lock import LibraryLock

SEED_PAPERS = 38
LAPTOP = "laptop"


def run(capsys: pytest.CaptureFixture[str], folder: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--library", str(folder), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def files_of(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` with its bytes: what "unchanged" is compared on."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def deliver(laptop: Path, folder: Path) -> None:
    """What Syncthing does: the laptop's change files arrive (its `.stignore` keeps the rest)."""
    folder.mkdir(exist_ok=True)
    (folder / ".stfolder").mkdir(exist_ok=True)
    shutil.copytree(laptop / "sync", folder / "sync", dirs_exist_ok=True)


@dataclass(frozen=True)
class Laptop:
    """The first computer's library, and what it answers there."""

    folder: Path
    ids: list[str]
    diffusion: list[str]  # the papers `lectern search diffusion` finds
    first: str  # rated 5 with a note
    title: str


def make_laptop(folder: Path, seeds_dir: Path) -> Laptop:
    """The 38 seed papers imported on the laptop, one of them rated and noted there."""
    seeds = [str(path) for path in sorted(seeds_dir.glob("*.txt"))]
    assert main(["--library", str(folder), "import", *seeds]) == 0
    with Library.open(folder) as lib:
        diffusion = lib.search("diffusion", limit=None).ids
        first = diffusion[0]
        lib.set_rating([first], 5)
        lib.set_notes(first, "Read on the train: the schedule matters more than the model.")
        made = Laptop(folder, sorted(lib.ids()), sorted(diffusion), first, lib.paper(first).title)
    name_the_computer(folder)
    return made


def name_the_computer(folder: Path) -> None:
    """Publish the laptop's name as its device does on a computer called that (the test
    machine has one hostname; each open of the laptop's library publishes it again)."""
    device = json.loads((folder / "device.json").read_text("utf-8"))["device"]
    published = folder / "sync" / device / "device.json"
    published.write_text(json.dumps({"device": device, "name": LAPTOP}), "utf-8")


@pytest.fixture(scope="module")
def laptop(tmp_path_factory: pytest.TempPathFactory, seeds_dir: Path) -> Laptop:
    return make_laptop(tmp_path_factory.mktemp("laptop") / "library", seeds_dir)


def test_check_names_the_papers_another_device_wrote_and_sync_merges_them(
    laptop: Laptop, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    desktop = tmp_path / "desktop"
    deliver(laptop.folder, desktop)
    code, out, _ = run(capsys, desktop, "check")
    assert code == 1
    assert f"{SEED_PAPERS} papers from {LAPTOP} are not merged into this copy yet" in out
    assert "index" not in out  # the index is missing because nothing is merged: not a fault
    assert "lectern sync" in out
    code, out, err = run(capsys, desktop, "sync")
    assert code == 0, err
    assert f"Merged {SEED_PAPERS} papers from {LAPTOP}" in out
    code, out, err = run(capsys, desktop, "check")
    assert code == 0, out + err
    assert f"Library OK: {SEED_PAPERS} papers, search index ok." in out
    code, out, err = run(capsys, desktop, "sync")
    assert code == 0, err
    assert "Nothing to merge" in out


def test_sync_while_the_window_holds_the_library_says_it_merges_there(
    laptop: Laptop, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    desktop = tmp_path / "desktop"
    deliver(laptop.folder, desktop)
    window = LibraryLock(desktop)
    window.acquire("Lectern")
    try:
        before = files_of(desktop)
        code, _, err = run(capsys, desktop, "sync")
        assert code == 1
        assert "Lectern (process" in err and "merges" in err
        assert files_of(desktop) == before
    finally:
        window.release()
