"""`lectern <command>`: what a person typing in a terminal (or a script) gets back."""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import bibtexparser
import pytest

from lectern.core import __version__
from lectern.core.cli import main
from lectern.core.library_folder import default_library

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT.parent / "shared" / "seeds"
SEED_PAPERS = 38


def seed_files() -> list[Path]:
    files = sorted(SEEDS.glob("*.txt"))
    if not files:
        pytest.skip(f"the seed abstracts are not at {SEEDS}")
    return files


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def seeded_master(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("master") / "library"
    assert main(["--library", str(folder), "import", *map(str, seed_files())]) == 0
    return folder


@pytest.fixture
def lib(seeded_master: Path, tmp_path: Path) -> Path:
    """A private copy of the seeded library, so each test may change it."""
    folder = tmp_path / "library"
    shutil.copytree(seeded_master, folder)
    return folder


def search_json(
    capsys: pytest.CaptureFixture[str], lib: Path, query: str, *extra: str
) -> list[dict]:
    code, out, err = run(capsys, "--library", str(lib), "search", query, "--json", *extra)
    assert code == 0, err
    return json.loads(out)


def first_id(capsys: pytest.CaptureFixture[str], lib: Path, query: str = "diffusion") -> str:
    return search_json(capsys, lib, query)[0]["id"]


# --- import ----------------------------------------------------------------------


def test_import_reports_each_file_and_adds_nothing_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = [str(p) for p in seed_files()]
    code, out, err = run(capsys, "--library", str(tmp_path / "lib"), "import", *files)
    assert code == 0, err
    assert out.count(" added, ") == len(files)
    assert f"Library: {SEED_PAPERS} papers ({SEED_PAPERS} new)" in out
    code, out, _ = run(capsys, "--library", str(tmp_path / "lib"), "import", *files)
    assert code == 0
    assert f"Library: {SEED_PAPERS} papers (0 new)" in out


def test_import_of_a_missing_or_unreadable_file_fails_with_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "broken.bib"
    bad.write_bytes(b"\x00\x01\x02 not a bibliography \xff\xfe")
    code, _, err = run(
        capsys,
        "--library",
        str(tmp_path / "lib"),
        "import",
        str(tmp_path / "missing.ris"),
        str(bad),
    )
    assert code == 1
    assert "missing.ris: no such file" in err
    assert "broken.bib" in err


def test_sample_is_only_imported_when_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "lib"
    code, out, err = run(capsys, "--library", str(folder), "import", "--sample")
    assert code == 0, err
    assert f"Library: {SEED_PAPERS} papers" in out
    assert "ICML 2026 Papers" in out
    empty = tmp_path / "empty.bib"
    empty.write_text("", "utf-8")
    other = tmp_path / "other"
    run(capsys, "--library", str(other), "import", str(empty))
    code, out, _ = run(capsys, "--library", str(other), "stats", "--json")
    assert json.loads(out)["papers"] == 0


# --- search and show ---------------------------------------------------------------


def test_search_json_has_the_documented_keys(lib: Path, capsys: pytest.CaptureFixture[str]) -> None:
    results = search_json(capsys, lib, "diffusion rating:>=0")
    assert results
    for record in results:
        assert {
            "id",
            "title",
            "score",
            "status",
            "rating",
            "year",
            "authors",
            "tags",
        } <= record.keys()
        assert record["status"] == "new" and record["rating"] == 0
    scores = [r["score"] for r in results]
    assert scores == sorted(scores, reverse=True)
    assert any("diffusion" in r["title"].lower() for r in results)


def test_search_text_is_an_aligned_table_with_a_count(
    lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "--library", str(lib), "search", "diffusion", "--limit", "3")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:5] == ["score", "status", "rating", "year", "id"]
    assert len(lines) == 1 + 3 + 1
    assert lines[-1].startswith("3 of ")
    title_column = lines[0].index("title")
    assert all(len(line) > title_column for line in lines[1:4])


def test_search_without_matches_says_so(lib: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--library", str(lib), "search", "xylophonequartz")
    assert code == 0
    assert "No papers match" in out
    assert search_json(capsys, lib, "xylophonequartz") == []


def test_mark_and_note_then_show(lib: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pid = first_id(capsys, lib)
    code, out, err = run(
        capsys,
        "--library",
        str(lib),
        "mark",
        pid,
        "--status",
        "to read",
        "--rating",
        "4",
        "--tag",
        "generative",
        "--tag",
        "to cite",
    )
    assert code == 0, err
    assert "Marked 1 paper" in out
    assert (
        run(capsys, "--library", str(lib), "mark", pid, "--status", "read", "--untag", "to cite")[0]
        == 0
    )
    assert (
        run(capsys, "--library", str(lib), "note", pid, "--set", "# Summary\nGood {paper}.")[0] == 0
    )
    assert run(capsys, "--library", str(lib), "note", pid, "--append", "- check eq. 3")[0] == 0

    code, out, _ = run(capsys, "--library", str(lib), "note", pid)
    assert (code, out) == (0, "# Summary\nGood {paper}.\n- check eq. 3\n")

    code, out, _ = run(capsys, "--library", str(lib), "show", pid, "--json")
    shown = json.loads(out)
    assert shown["id"] == pid
    assert (shown["status"], shown["rating"], shown["tags"]) == ("read", 4, ["generative"])
    assert [change["status"] for change in shown["history"]] == ["to-read", "read"]
    assert shown["notes"].endswith("- check eq. 3")

    code, out, _ = run(capsys, "--library", str(lib), "show", pid)
    assert code == 0
    assert (
        shown["title"] in out
        and "status:" in out
        and "generative" in out
        and "Good {paper}." in out
    )

    found = search_json(capsys, lib, "tag:generative status:read rating:>=4")
    assert [r["id"] for r in found] == [pid]


def test_note_from_a_file_and_show_accepts_a_bare_arxiv_id(
    tmp_path: Path, lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pid = first_id(capsys, lib)
    notes = tmp_path / "notes.md"
    notes.write_text("From a file: ünïcödé ✓\n", "utf-8")
    assert run(capsys, "--library", str(lib), "note", pid, "--file", str(notes))[0] == 0
    assert (
        json.loads(run(capsys, "--library", str(lib), "show", pid, "--json")[1])["notes"]
        == "From a file: ünïcödé ✓\n"
    )
    if pid.startswith("arxiv:"):
        assert run(capsys, "--library", str(lib), "show", pid.removeprefix("arxiv:"))[0] == 0


# --- export, check, stats ------------------------------------------------------------


def test_export_bibtex_to_stdout_and_a_query_to_a_file(
    tmp_path: Path, lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "--library", str(lib), "export", "--format", "bibtex")
    assert code == 0
    parsed = bibtexparser.parse_string(out)
    assert not parsed.failed_blocks and len(parsed.entries) == SEED_PAPERS

    matches = search_json(capsys, lib, "diffusion", "--limit", "0")
    dest = tmp_path / "diffusion.csv"
    code, _, err = run(
        capsys,
        "--library",
        str(lib),
        "export",
        "--format",
        "csv",
        "--query",
        "diffusion",
        "-o",
        str(dest),
    )
    assert code == 0
    assert f"Exported {len(matches)} papers" in err
    with dest.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["id"] for row in rows] == [m["id"] for m in matches]


def test_export_markdown_needs_a_folder(
    tmp_path: Path, lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--library", str(lib), "export", "--format", "markdown"])
    assert exit_info.value.code == 2
    capsys.readouterr()
    code, _, err = run(
        capsys,
        "--library",
        str(lib),
        "export",
        "--format",
        "markdown",
        "-o",
        str(tmp_path / "vault"),
    )
    assert code == 0, err
    assert len(list((tmp_path / "vault").glob("*.md"))) == SEED_PAPERS


def test_check_finds_a_missing_index_and_repair_rebuilds_it(
    lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, "--library", str(lib), "check")
    assert code == 0 and "Library OK" in out
    shutil.rmtree(lib / "index")
    code, out, _ = run(capsys, "--library", str(lib), "check")
    assert code == 1 and "index" in out
    code, out, err = run(capsys, "--library", str(lib), "search", "diffusion")
    assert code == 0 and "lectern check --repair" in err  # says why results are missing
    code, out, err = run(capsys, "--library", str(lib), "check", "--repair")
    assert code == 0, err
    assert "found: " in out and "Library OK" in out
    assert search_json(capsys, lib, "diffusion")


def test_search_says_when_an_index_file_was_changed_behind_its_back(
    lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    segment = max((lib / "index").rglob("MAIN_*"), key=lambda p: p.stat().st_size)
    with open(segment, "r+b") as handle:
        handle.truncate(segment.stat().st_size // 2)
    code, _, err = run(capsys, "--library", str(lib), "search", "diffusion")
    assert code == 0 and "index is corrupt" in err and "lectern check --repair" in err


def test_stats(lib: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pid = first_id(capsys, lib)
    run(capsys, "--library", str(lib), "mark", pid, "--status", "read", "--rating", "5")
    code, out, _ = run(capsys, "--library", str(lib), "stats", "--json")
    stats = json.loads(out)
    assert stats["papers"] == SEED_PAPERS
    assert stats["status"]["read"] == 1 and stats["rated"] == 1
    code, out, _ = run(capsys, "--library", str(lib), "stats")
    assert code == 0 and f"Papers:         {SEED_PAPERS}" in out


# --- errors and the library folder -----------------------------------------------------


def test_errors_exit_1_and_usage_errors_exit_2(
    tmp_path: Path, lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "--library", str(lib), "show", "arxiv:0000.00000")
    assert (code, out) == (1, "")
    assert "No paper with id or citation key 'arxiv:0000.00000'" in err
    code, _, err = run(capsys, "--library", str(tmp_path / "nowhere"), "search", "x")
    assert code == 1 and "There is no library at" in err
    assert not (tmp_path / "nowhere").exists()  # a read never creates a library
    for argv in (
        ["mark", "x", "--rating", "6"],
        ["mark", "x"],
        ["frobnicate"],
        ["search"],
        ["note", "x", "--set", "a", "--append", "b"],
        ["export", "--format", "pdf"],
    ):
        with pytest.raises(SystemExit) as exit_info:
            main(["--library", str(lib), *argv])
        assert exit_info.value.code == 2, argv
    capsys.readouterr()


@pytest.mark.parametrize("flag", ["--version", "-V"])
def test_version(capsys: pytest.CaptureFixture[str], flag: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([flag])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"lectern {__version__}"


def test_help_lists_commands_and_explains_one(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert all(
        name in out for name in ("import", "search", "mark", "note", "export", "check", "stats")
    )
    with pytest.raises(SystemExit) as exit_info:
        main(["help", "note"])
    assert exit_info.value.code == 0
    assert "--append TEXT" in capsys.readouterr().out


def test_library_folder_comes_from_option_then_environment_then_platform(
    tmp_path: Path, lib: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("LECTERN_LIBRARY", raising=False)
    assert default_library().parts[-2:] == ("Lectern", "library")
    monkeypatch.setenv("LECTERN_LIBRARY", str(lib))
    assert default_library() == lib
    code, out, _ = run(capsys, "stats", "--json")
    assert code == 0 and json.loads(out)["papers"] == SEED_PAPERS
    code, out, _ = run(capsys, "--library", str(tmp_path / "nowhere"), "stats")
    assert code == 1


# --- a real process -----------------------------------------------------------------------


def lectern(*argv: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", *argv],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})},
        check=False,
    )


def test_writers_are_refused_while_the_app_holds_the_lock_but_reading_works(
    lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from lectern.core.library import Library

    pid = first_id(capsys, lib)
    with Library.open(lib, program="Lectern window"):
        refused = lectern("--library", str(lib), "mark", pid, "--status", "read")
        assert refused.returncode == 1
        assert "Lectern window" in refused.stderr and f"process {os.getpid()}" in refused.stderr
        assert refused.stdout == ""

        found = lectern("--library", str(lib), "search", "diffusion rating:>=0", "--json")
        assert found.returncode == 0, found.stderr
        results = json.loads(found.stdout)
        assert results and {"id", "title", "score", "status", "rating", "year"} <= results[0].keys()
    assert lectern("--library", str(lib), "mark", pid, "--status", "read").returncode == 0


def test_the_cli_never_loads_qt(lib: Path) -> None:
    probe = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, lectern.core.cli; code = lectern.core.cli.main(['--library', sys.argv[1], 'stats']);"
            " sys.exit(code or ('PySide6' in sys.modules and 3))",
            str(lib),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert probe.returncode == 0, probe.stderr


def test_a_restored_file_is_reported_on_stderr(
    lib: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, _ = run(
        capsys, "--library", str(lib), "mark", *search_ids(capsys, lib)[:1], "--rating", "3"
    )
    assert code == 0
    (lib / "annotations.json").write_bytes(b"{ truncated")
    code, out, err = run(capsys, "--library", str(lib), "stats")
    assert code == 0
    assert "annotations.json is not valid JSON" in err and "restored it from the backup" in err


def search_ids(capsys: pytest.CaptureFixture[str], lib: Path) -> list[str]:
    return [row["id"] for row in search_json(capsys, lib, "learning")]
