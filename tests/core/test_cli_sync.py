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

import bibtexparser
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
        diffusion = lib.searching.search("diffusion", limit=None).ids
        first = diffusion[0]
        lib.notes.set_rating([first], 5)
        lib.notes.set_notes(first, "Read on the train: the schedule matters more than the model.")
        made = Laptop(
            folder, sorted(lib.ids()), sorted(diffusion), first, lib.papers.paper(first).title
        )
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


def papers_found(capsys: pytest.CaptureFixture[str], folder: Path, query: str) -> list[str]:
    code, out, err = run(capsys, folder, "search", query, "--json", "--limit", "0")
    assert code == 0, err
    return sorted(hit["id"] for hit in json.loads(out))


def assert_reads_show_the_laptops_papers(
    capsys: pytest.CaptureFixture[str], folder: Path, laptop: Laptop
) -> None:
    assert papers_found(capsys, folder, "") == laptop.ids
    assert papers_found(capsys, folder, "diffusion") == laptop.diffusion
    code, out, err = run(capsys, folder, "stats", "--json")
    assert code == 0, err
    stats = json.loads(out)
    assert stats["papers"] == SEED_PAPERS and stats["rated"] == 1 and stats["with_notes"] == 1
    code, out, err = run(capsys, folder, "show", laptop.first, "--json")
    assert code == 0, err
    shown = json.loads(out)
    assert shown["title"] == laptop.title and shown["rating"] == 5
    assert shown["notes"].startswith("Read on the train")
    code, out, err = run(capsys, folder, "export", "--format", "bibtex")
    assert code == 0, err
    exported = bibtexparser.parse_string(out)
    assert len(exported.entries) == SEED_PAPERS


def test_reading_commands_merge_and_save_what_another_device_wrote(
    laptop: Laptop, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    desktop = tmp_path / "desktop"
    deliver(laptop.folder, desktop)
    code, out, err = run(capsys, desktop, "search", "", "--json", "--limit", "0")
    assert code == 0, err
    assert sorted(hit["id"] for hit in json.loads(out)) == laptop.ids
    assert f"{SEED_PAPERS} papers from {LAPTOP}" in err  # said on stderr: the JSON stays clean
    # merged and saved as the window does when it opens: the library's files and its index
    assert (desktop / "papers.json").is_file() and (desktop / "annotations.json").is_file()
    assert (desktop / "index" / "CURRENT").is_file()
    assert_reads_show_the_laptops_papers(capsys, desktop, laptop)
    code, _, err = run(capsys, desktop, "check")
    assert code == 0, err


def test_reading_commands_merge_in_memory_while_another_program_holds_the_library(
    laptop: Laptop, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    desktop = tmp_path / "desktop"
    deliver(laptop.folder, desktop)
    window = LibraryLock(desktop)
    window.acquire("Lectern")
    try:
        before = files_of(desktop)
        assert_reads_show_the_laptops_papers(capsys, desktop, laptop)
        code, _, err = run(capsys, desktop, "search", "diffusion")
        assert code == 0
        assert f"{SEED_PAPERS} papers from {LAPTOP}" in err and "in memory" in err
        assert files_of(desktop) == before
    finally:
        window.release()


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


def test_a_change_arriving_later_is_seen_by_search_and_named_by_check(
    seeds_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A copy merged before: the quick `lectern search`, which reads no library, must not
    answer from what was merged then."""
    laptop = make_laptop(tmp_path / "laptop", seeds_dir)
    laptop_copy, desktop = laptop.folder, tmp_path / "desktop"
    deliver(laptop_copy, desktop)
    assert run(capsys, desktop, "sync")[0] == 0
    assert papers_found(capsys, desktop, "diffusion") == laptop.diffusion
    first = laptop.first
    assert run(capsys, laptop_copy, "mark", first, "--tag", "wombat")[0] == 0
    name_the_computer(laptop_copy)
    deliver(laptop_copy, desktop)
    code, out, _ = run(capsys, desktop, "check")
    assert code == 1 and f"changes to 1 paper from {LAPTOP} are not merged" in out
    assert papers_found(capsys, desktop, "tag:wombat") == [first]
    assert run(capsys, desktop, "check")[0] == 0


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


def test_a_change_still_being_delivered_is_not_waiting(
    laptop: Laptop, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Half a line (Syncthing still writing it, or the laptop killed while appending) is
    nothing a merge could read: reading commands read, write nothing and say nothing of it."""
    desktop = tmp_path / "desktop"
    deliver(laptop.folder, desktop)
    assert run(capsys, desktop, "sync")[0] == 0
    assert papers_found(capsys, desktop, "diffusion") == laptop.diffusion  # keeps its line caches
    (changes,) = (desktop / "sync").glob("*/changes-000001.jsonl")
    with open(changes, "ab") as handle:
        handle.write(b'{"s":"01a2')
    before = files_of(desktop)
    code, out, err = run(capsys, desktop, "search", "diffusion", "--json", "--limit", "0")
    assert code == 0 and err == ""
    assert sorted(hit["id"] for hit in json.loads(out)) == laptop.diffusion
    code, out, err = run(capsys, desktop, "stats")
    assert code == 0 and err == ""
    code, out, _ = run(capsys, desktop, "check")
    assert code == 0, out
    assert files_of(desktop) == before
