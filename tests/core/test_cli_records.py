"""`lectern add / edit / delete / restore / trash / duplicates / imports`, as typed."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library

PREPRINT = """@misc{a, author = {Ann Smith}, title = {Reading Lists That Work}, year = {2019}}"""
PUBLISHED = """@article{b, author = {Smith, Ann}, title = {Reading lists that work},
  journal = {J. Reading}, year = {2020}, doi = {10.1000/rl}}"""


def run(capsys: pytest.CaptureFixture[str], lib: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--library", str(lib), *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def lib(tmp_path: Path, sample_copy: Callable[[Path], Path]) -> Path:
    """The 38-paper sample (a private copy of the one imported once a session), closed so
    the command opens it itself."""
    return sample_copy(tmp_path / "library")


def ids(lib: Path, query: str = "") -> list[str]:
    with Library.open(lib, readonly=True) as library:
        return library.searching.search(query, limit=None).ids


def test_delete_restore_and_empty_the_trash(capsys: pytest.CaptureFixture[str], lib: Path) -> None:
    first, second = ids(lib)[:2]
    code, out, _ = run(capsys, lib, "delete", first, second)
    assert code == 0 and "Moved 2 papers to the Trash" in out
    assert len(ids(lib)) == 36 and set(ids(lib, "in:trash")) == {first, second}
    code, out, _ = run(capsys, lib, "trash", "--json")
    assert {p["id"] for p in json.loads(out)} == {first, second}
    code, out, _ = run(capsys, lib, "restore", first)
    assert code == 0 and "Restored 1 paper" in out and first in ids(lib)
    code, out, _ = run(capsys, lib, "trash", "--empty")
    assert "Deleted 1 paper for good" in out
    code, _, err = run(capsys, lib, "restore", second)
    assert code == 1 and "No paper with id" in err
    assert len(ids(lib)) == 37


def test_edit_fields_and_refuse_bad_values(capsys: pytest.CaptureFixture[str], lib: Path) -> None:
    pid = ids(lib)[0]
    code, out, _ = run(
        capsys,
        lib,
        "edit",
        pid,
        "--title",
        "A corrected title",
        "--authors",
        "Ada Lovelace; Alan Turing",
        "--year",
        "2026",
        "--venue",
        "ICML",
        "--doi",
        "https://doi.org/10.5555/ABC",
        "--url",
        "https://example.org/p",
    )
    assert code == 0 and "title, authors, year, venue, doi, urls" in out
    code, out, _ = run(capsys, lib, "show", pid, "--json")
    shown = json.loads(out)
    assert shown["title"] == "A corrected title" and shown["authors"] == [
        "Ada Lovelace",
        "Alan Turing",
    ]
    assert shown["year"] == 2026 and shown["doi"] == "10.5555/abc"
    assert shown["urls"] == ["https://example.org/p"] and "title" in shown["edited"]
    code, _, err = run(capsys, lib, "edit", pid, "--year", "soon")
    assert code == 1 and "A year is a number" in err
    with pytest.raises(SystemExit) as stopped:
        main(["--library", str(lib), "edit", pid])
    assert stopped.value.code == 2 and "needs at least one field" in capsys.readouterr().err


def test_add_by_hand_then_again_adds_nothing(capsys: pytest.CaptureFixture[str], lib: Path) -> None:
    code, out, _ = run(
        capsys,
        lib,
        "add",
        "--title",
        "Typed in",
        "--doi",
        "10.1000/typed",
        "--abstract",
        "Written by hand.",
        "--authors",
        "Ann Smith",
    )
    assert code == 0 and out.startswith("Added doi:10.1000/typed")
    code, out, _ = run(capsys, lib, "add", "--title", "Typed in", "--doi", "10.1000/TYPED")
    assert code == 0 and "Already in the library (same DOI)" in out
    code, _, err = run(capsys, lib, "add", "--title", "Bad id", "--doi", "not-a-doi")
    assert code == 1 and "'not-a-doi' is not a DOI" in err  # refused, not added without it
    assert len(ids(lib)) == 39


def test_possible_duplicates_are_listed_merged_and_dismissed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    lib = tmp_path / "library"
    later = (
        PREPRINT.replace("{a}", "{c}")
        .replace("2019", "2020")
        .replace("Ann Smith", "Bo Jones and Ann Smith")
    )
    for name, text in (("pre.bib", PREPRINT), ("pub.bib", PUBLISHED), ("again.bib", later)):
        (tmp_path / name).write_text(text, "utf-8")
    code, out, _ = run(capsys, lib, "import", str(tmp_path / "pre.bib"), str(tmp_path / "pub.bib"))
    assert "1 possible duplicates to review" in out
    code, out, _ = run(capsys, lib, "duplicates", "--json")
    [group] = json.loads(out)
    assert group["reasons"] == ["same title, different year"]
    assert [p["year"] for p in group["papers"]] == [2019, 2020]
    code, out, _ = run(capsys, lib, "duplicates", "--merge", "1", "--keep", "doi:10.1000/rl")
    assert code == 0 and "Merged 2 papers into doi:10.1000/rl" in out
    assert ids(lib) == ["doi:10.1000/rl"]
    code, out, _ = run(capsys, lib, "duplicates")
    assert "No possible duplicates." in out
    run(capsys, lib, "import", str(tmp_path / "again.bib"))  # another first author, Smith too
    code, out, _ = run(capsys, lib, "duplicates")
    assert out.startswith("1. same title, different first author")
    code, out, _ = run(capsys, lib, "duplicates", "--dismiss", "1")
    assert "dismissed" in out
    assert run(capsys, lib, "duplicates")[1].startswith("No possible duplicates.")
    code, _, err = run(capsys, lib, "duplicates", "--merge", "5")
    assert code == 1 and "There is no group 5" in err


def test_an_import_is_undone_by_number(
    capsys: pytest.CaptureFixture[str], lib: Path, tmp_path: Path
) -> None:
    (tmp_path / "pub.bib").write_text(PUBLISHED, "utf-8")
    code, out, _ = run(capsys, lib, "import", str(tmp_path / "pub.bib"))
    code, out, _ = run(capsys, lib, "imports")
    assert out.splitlines()[0].split()[:1] == ["3"] and "pub.bib" in out.splitlines()[0]
    code, out, _ = run(capsys, lib, "imports", "--undo", "3")
    assert code == 0 and "1 paper moved to the Trash" in out
    assert "doi:10.1000/rl" not in ids(lib) and "doi:10.1000/rl" in ids(lib, "in:trash")
    code, _, err = run(capsys, lib, "imports", "--undo", "3")
    assert code == 1 and "undone already" in err


def test_a_mistyped_command_says_so_and_opens_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--library", str(tmp_path / "none"), "frobnicate", "x"])
    out, err = capsys.readouterr()
    assert stopped.value.code == 2 and "unknown command 'frobnicate'" in err and not out
    assert not (tmp_path / "none").exists()


def test_collections_from_the_command_line(
    capsys: pytest.CaptureFixture[str], lib: Path, tmp_path: Path
) -> None:
    (tmp_path / "pub.bib").write_text(PUBLISHED, "utf-8")
    code, out, _ = run(
        capsys, lib, "import", "--collection", "Reading group", str(tmp_path / "pub.bib")
    )
    assert code == 0 and "collection 'Reading group'" in out
    first = ids(lib)[-1]
    assert run(capsys, lib, "collections", "--add", "Reading group", first)[1].startswith(
        "Put 1 paper"
    )
    code, out, _ = run(capsys, lib, "collections", "--json")
    assert json.loads(out) == {"ICML 2026 Papers": 38, "Reading group": 2}
    code, out, _ = run(capsys, lib, "collections", "--rename", "Reading group", "ICML 2026 Papers")
    assert out.startswith("Merged 'Reading group' into 'ICML 2026 Papers'")
    code, out, _ = run(capsys, lib, "collections", "--delete", "ICML 2026 Papers")
    assert "its 39 papers stay in the library" in out and len(ids(lib)) == 39
    assert run(capsys, lib, "collections")[1] == "No collections yet.\n"


def test_collections_nest_from_the_command_line(
    capsys: pytest.CaptureFixture[str], lib: Path
) -> None:
    assert run(capsys, lib, "collections", "--create", "Thesis")[0] == 0
    code, out, _ = run(capsys, lib, "collections", "--create", "Chapter 1", "--inside", "Thesis")
    assert out == "Created the collection 'Chapter 1' inside 'Thesis'.\n"
    code, out, _ = run(capsys, lib, "collections")
    assert out == "     38  ICML 2026 Papers\n      0  Thesis\n      0    Chapter 1\n"
    code, _, err = run(capsys, lib, "collections", "--move", "Thesis", "Chapter 1")
    assert code == 1 and "“Chapter 1” is inside “Thesis”" in err
    code, out, _ = run(capsys, lib, "collections", "--move", "Chapter 1", "")
    assert out == "Moved 'Chapter 1' to the top.\n"
    with pytest.raises(SystemExit) as exit_info:
        run(capsys, lib, "collections", "--inside", "Thesis")
    assert exit_info.value.code == 2 and "--inside goes with --create" in capsys.readouterr().err


def test_the_json_backup_keeps_the_trash(
    capsys: pytest.CaptureFixture[str], lib: Path, tmp_path: Path
) -> None:
    gone = ids(lib)[0]
    run(capsys, lib, "delete", gone)
    backup = tmp_path / "backup.json"
    assert run(capsys, lib, "export", "--format", "json", "-o", str(backup))[0] == 0
    restored = tmp_path / "restored"
    assert run(capsys, restored, "import", str(backup))[0] == 0
    with Library.open(restored, readonly=True) as library:
        assert library.papers.trash_ids() == [gone] and len(library) == 37
