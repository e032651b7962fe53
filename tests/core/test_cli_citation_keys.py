"""Every command that takes a paper takes its citation key too: `lectern show knuth:ct:a`,
`lectern cite knuth:ct:a --style apa`, `lectern mark knuth:ct:a --status read`; a merged
paper answers to the key of the entry merged into it, and an id still wins over a key.

The library holds biblatex's own examples (../shared/data/imports/bibtex), keys such as
``knuth:ct:a`` included.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lectern.core.cli import main

CaptureFixture = pytest.CaptureFixture[str]


@pytest.fixture(scope="module")
def examples_master(tmp_path_factory: pytest.TempPathFactory, imports_dir: Path) -> Path:
    folder = tmp_path_factory.mktemp("keys") / "lib"
    examples = imports_dir / "bibtex" / "biblatex-examples.bib"
    assert main(["--library", str(folder), "import", str(examples)]) == 0
    return folder


@pytest.fixture
def lib(examples_master: Path, tmp_path: Path) -> Path:
    import shutil

    folder = tmp_path / "lib"
    shutil.copytree(examples_master, folder)
    return folder


def run(capsys: CaptureFixture, lib: Path, *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(["--library", str(lib), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def shown(capsys: CaptureFixture, lib: Path, ref: str) -> dict[str, object]:
    code, out, err = run(capsys, lib, "show", ref, "--json")
    assert code == 0, err
    record: dict[str, object] = json.loads(out)
    return record


def test_show_cite_and_mark_take_a_citation_key(lib: Path, capsys: CaptureFixture) -> None:
    code, out, err = run(capsys, lib, "show", "knuth:ct:a")
    assert code == 0, err
    assert "The TeXbook" in out and "Knuth" in out
    record = shown(capsys, lib, "knuth:ct:a")
    assert record["key"] == "knuth:ct:a"

    code, out, err = run(capsys, lib, "cite", "knuth:ct:a", "--style", "apa")
    assert code == 0, err
    assert out.startswith("Knuth, D. E. (1984). The TeX book")

    code, out, err = run(capsys, lib, "mark", "knuth:ct:a", "KNUTH:CT:B", "--status", "read")
    assert (code, out.strip()) == (0, "Marked 2 papers: status read"), err
    assert shown(capsys, lib, "knuth:ct:a")["status"] == "read"
    assert shown(capsys, lib, "knuth:ct:b")["status"] == "read"  # keys compare as biber does
    assert shown(capsys, lib, "knuth:ct:c")["status"] == "new"


def test_note_queue_and_delete_take_a_citation_key(lib: Path, capsys: CaptureFixture) -> None:
    assert run(capsys, lib, "note", "aristotle:poetics", "--set", "Read chapter 6.")[0] == 0
    assert run(capsys, lib, "note", "aristotle:poetics")[1] == "Read chapter 6.\n"
    assert run(capsys, lib, "queue", "add", "aristotle:poetics")[0] == 0
    code, out, _ = run(capsys, lib, "queue", "--json")
    assert [paper["id"] for paper in json.loads(out)] == [
        shown(capsys, lib, "aristotle:poetics")["id"]
    ]
    assert run(capsys, lib, "delete", "aristotle:poetics")[0] == 0
    assert shown(capsys, lib, "aristotle:poetics")["trashed"]  # a paper in the Trash too
    assert run(capsys, lib, "restore", "aristotle:poetics")[0] == 0


def test_an_unknown_key_says_no_paper_has_that_id_or_key(lib: Path, capsys: CaptureFixture) -> None:
    code, out, err = run(capsys, lib, "show", "knuth:ct:z")
    assert (code, out) == (1, "")
    assert err.startswith("lectern: No paper with id or citation key 'knuth:ct:z' in the library")


def test_a_merged_entry_s_key_names_the_paper_it_joined(
    tmp_path: Path, capsys: CaptureFixture
) -> None:
    bib = tmp_path / "twice.bib"
    bib.write_text(
        "@article{doe2020, title={Deep nets for reading lists}, author={Doe, Jane},"
        " year=2020, journal={J. Lists}, doi={10.5555/lists.1}}\n"
        "@article{doe2020deep, title={Deep nets for reading lists}, author={Doe, Jane},"
        " year=2020, journal={J. Lists}}\n"
        # a key that reads as the first paper's id: the id wins
        "@book{doi:10.5555/lists.1, title={A book keyed by a DOI}, author={Roe, Rick},"
        " year=2021}\n"
    )
    lib = tmp_path / "lib"
    assert main(["--library", str(lib), "import", str(bib)]) == 0
    record = shown(capsys, lib, "doe2020deep")
    assert (record["key"], record["aliases"]) == ("doe2020", ["doe2020deep"])
    book = json.loads(run(capsys, lib, "search", "--json", "book keyed")[1])[0]["id"]
    assert shown(capsys, lib, book)["key"] == "doi:10.5555/lists.1"
    assert shown(capsys, lib, "doi:10.5555/lists.1")["key"] == "doe2020"  # the id wins
    assert shown(capsys, lib, "10.5555/lists.1")["key"] == "doe2020"


@pytest.mark.parametrize(
    "argv",
    [
        ["show"],
        ["mark"],
        ["note"],
        ["cite"],
        ["edit"],
        ["delete"],
        ["restore"],
        ["text"],
        ["collections"],
        ["duplicates"],
        ["history"],
        ["queue", "add"],
        ["queue", "remove"],
        ["queue", "move"],
    ],
    ids=" ".join,
)
def test_each_command_that_takes_a_paper_says_it_takes_a_citation_key(
    argv: list[str], capsys: CaptureFixture
) -> None:
    with pytest.raises(SystemExit):
        main([*argv, "--help"])
    assert re.search(r"ids? or citation keys?", " ".join(capsys.readouterr().out.split()))
