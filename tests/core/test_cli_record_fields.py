"""`lectern edit --set` and `lectern show` on a record's other fields and its citation key."""

from __future__ import annotations

import json
from pathlib import Path

import bibtexparser
import pytest

from lectern.core.cli import main
from lectern.core.library import Library

# Two entries of biblatex's own examples (biblatex-examples.bib), as that file has them.
BIB = r"""
@incollection{gaonkar:in,
  author       = {Gaonkar, Dilip Parameshwar},
  editor       = {Gaonkar, Dilip Parameshwar},
  title        = {On Alternative Modernities},
  date         = 2001,
  booktitle    = {Alternative Modernities},
  publisher    = {Duke University Press},
  location     = {Durham and London},
  isbn         = {0-822-32714-7},
  pages        = {1-23},
}

@mvbook{aristotle:rhetoric,
  author       = {Aristotle},
  title        = {The Rhetoric of {Aristotle} with a commentary by the late {Edward
                  Meredith Cope}},
  date         = 1877,
  editor       = {Cope, Edward Meredith},
  volumes      = 3,
  publisher    = {Cambridge University Press},
  indextitle   = {Rhetoric of {Aristotle}, The},
}
"""
CSL = [
    {
        "id": "wenner",
        "type": "chapter",
        "title": "Sport and media",
        "author": [{"family": "Rowe", "given": "David"}],
        "editor": [{"family": "Wenner", "given": "Lawrence"}],
        "issued": {"date-parts": [[2013]]},
        "publisher": "Routledge",
    }
]


def run(capsys: pytest.CaptureFixture[str], lib: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--library", str(lib), *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def lib(tmp_path: Path) -> Path:
    folder = tmp_path / "library"
    (tmp_path / "examples.bib").write_text(BIB, "utf-8")
    (tmp_path / "chapter.json").write_text(json.dumps(CSL), "utf-8")
    with Library.open(folder) as library:
        library.imports.import_files([tmp_path / "examples.bib", tmp_path / "chapter.json"])
    return folder


def holder(lib: Path, key: str) -> str:
    with Library.open(lib, readonly=True) as library:
        pid = library.papers.key_holder(key)
        assert pid is not None
        return pid


def fields(lib: Path, pid: str) -> dict[str, object]:
    with Library.open(lib, readonly=True) as library:
        return dict(library.papers.paper(pid).fields)


def test_set_changes_adds_and_removes_other_fields(
    capsys: pytest.CaptureFixture[str], lib: Path, tmp_path: Path
) -> None:
    pid = holder(lib, "gaonkar:in")
    code, out, _ = run(
        capsys,
        lib,
        "edit",
        pid,
        "--set",
        r"publisher=Duke Univ.\ Press",
        "--set",
        "location=",
        "--set",
        "series=Public Worlds",
    )
    assert code == 0 and out == f"Edited {pid}: publisher, location (removed), series\n"
    kept = fields(lib, pid)
    assert kept["publisher"] == r"Duke Univ.\ Press" and "location" not in kept
    assert list(kept)[-2:] == ["pages", "series"]  # the record's order, the new field last
    assert run(capsys, lib, "edit", pid, "--set", "location=")[1] == (
        f"{pid} already had those values; nothing changed.\n"
    )
    code, _, _ = run(capsys, lib, "export", "--format", "bibtex", "-o", str(tmp_path / "o.bib"))
    entry = next(
        e for e in bibtexparser.parse_file(str(tmp_path / "o.bib")).entries if e.key == "gaonkar:in"
    )
    assert entry.fields_dict["publisher"].value == r"Duke Univ.\ Press"
    assert entry.fields_dict["series"].value == "Public Worlds"
    assert "location" not in entry.fields_dict
    with Library.open(lib, readonly=True) as library:
        assert library.searching.search('publisher:"Duke Univ"').ids == [pid]


def test_a_bare_ampersand_typed_into_a_bibtex_record_is_escaped_for_latex(
    capsys: pytest.CaptureFixture[str], lib: Path, tmp_path: Path
) -> None:
    """ "Walter de Gruyter & Co." typed as is would stop every document citing the paper
    ("Misplaced alignment tab character &"); a \\url and a verbatim field keep theirs."""
    pid = holder(lib, "gaonkar:in")
    code, _, _ = run(
        capsys,
        lib,
        "edit",
        pid,
        "--set",
        "publisher=Walter de Gruyter & Co.",
        "--set",
        r"note=50% of \#1, see \url{https://example.org/a%20b#c}",
        "--set",
        "verba=50%#1",
    )
    assert code == 0
    kept = fields(lib, pid)
    assert kept["publisher"] == r"Walter de Gruyter \& Co."
    assert kept["note"] == r"50\% of \#1, see \url{https://example.org/a%20b#c}"
    assert kept["verba"] == "50%#1"  # biblatex reads it verbatim
    run(capsys, lib, "export", "--format", "bibtex", "-o", str(tmp_path / "o.bib"))
    assert r"publisher = {Walter de Gruyter \& Co.}" in (tmp_path / "o.bib").read_text("utf-8")


def test_a_field_the_papers_own_values_come_from_is_refused(
    capsys: pytest.CaptureFixture[str], lib: Path
) -> None:
    pid = holder(lib, "gaonkar:in")
    before = fields(lib, pid)
    code, _, err = run(capsys, lib, "edit", pid, "--set", "booktitle=Something else")
    assert code == 1 and "correct those with --title, --authors, --venue" in err
    assert fields(lib, pid) == before
    code, out, _ = run(capsys, lib, "add", "--title", "Typed in by hand")
    typed = out.split()[1].rstrip(":")
    code, _, err = run(capsys, lib, "edit", typed, "--set", "author=Ann Smith")
    assert code == 1 and "correct those with --title" in err  # its first record's too
    code, _, _ = run(capsys, lib, "edit", typed, "--set", "publisher=Nobody")
    assert code == 0 and fields(lib, typed) == {"publisher": "Nobody"}  # its first record
    with pytest.raises(SystemExit) as stopped:
        main(["--library", str(lib), "edit", pid, "--set", "publisher"])
    assert stopped.value.code == 2 and "--set takes NAME=VALUE" in capsys.readouterr().err


def test_history_names_the_fields_an_edit_changed(
    capsys: pytest.CaptureFixture[str], lib: Path
) -> None:
    """History and Undo say which of the record's fields changed, never how Lectern keeps
    them ("fields", "dialect"), also for a paper given its first record."""
    code, out, _ = run(capsys, lib, "add", "--title", "Typed in by hand")
    typed = out.split()[1].rstrip(":")
    run(capsys, lib, "edit", typed, "--set", "publisher=Nobody")
    run(capsys, lib, "edit", holder(lib, "gaonkar:in"), "--set", "series=Public Worlds")
    code, out, _ = run(capsys, lib, "history")
    newest, first_record = out.splitlines()[:2]
    assert code == 0 and "Edited: series " in newest
    assert "Edited: publisher " in first_record
    code, out, _ = run(capsys, lib, "undo")
    assert out == "Undone: Edited: series\n"


def test_a_csl_records_names_stay_json(capsys: pytest.CaptureFixture[str], lib: Path) -> None:
    pid = holder(lib, "wenner")
    code, _, err = run(capsys, lib, "edit", pid, "--set", "editor=Lawrence Wenner")
    assert code == 1 and "keep it JSON" in err
    code, _, _ = run(
        capsys, lib, "edit", pid, "--set", 'editor=[{"family": "Wenner", "given": "L. A."}]'
    )
    assert code == 0 and fields(lib, pid)["editor"] == [{"family": "Wenner", "given": "L. A."}]
    code, out, _ = run(capsys, lib, "edit", pid, "--set", "publisher=Routledge, London")
    assert code == 0 and fields(lib, pid)["editor"] == [{"family": "Wenner", "given": "L. A."}]


def test_the_key_is_edited_refused_when_taken_and_made_again(
    capsys: pytest.CaptureFixture[str], lib: Path
) -> None:
    pid = holder(lib, "gaonkar:in")
    code, _, err = run(capsys, lib, "edit", pid, "--set", "key=Aristotle:Rhetoric")
    assert code == 1
    assert err == (
        "lectern: The citation key Aristotle:Rhetoric is taken by “The Rhetoric of Aristotle "
        "with a commentary by the late Edward Meredith Cope”; keys are unique.\n"
    )
    code, _, err = run(capsys, lib, "edit", pid, "--set", "key=gaonkar 2001")
    assert code == 1 and "cannot hold space" in err
    assert holder(lib, "gaonkar:in") == pid
    code, out, _ = run(capsys, lib, "edit", pid, "--set", "key=Gaonkar2001", "--set", "kind=inbook")
    assert code == 0 and out == f"Edited {pid}: key, kind\n"
    with Library.open(lib, readonly=True) as library:
        assert library.searching.search("key:gaonkar2001").ids == [pid]
        assert library.papers.paper(pid).kind == "inbook"
    code, out, _ = run(capsys, lib, "edit", pid, "--regenerate-key")
    assert out == f"The citation key of {pid} is now gaonkar2001alternative (it was Gaonkar2001).\n"
    code, out, _ = run(capsys, lib, "edit", pid, "--regenerate-key")
    assert out == f"The citation key of {pid} is already the pattern's: gaonkar2001alternative.\n"
    with pytest.raises(SystemExit) as stopped:
        main(["--library", str(lib), "edit", pid, "--regenerate-key", "--set", "key=x"])
    assert stopped.value.code == 2


def test_show_prints_the_key_aliases_type_attachments_and_other_fields(
    capsys: pytest.CaptureFixture[str], lib: Path, tmp_path: Path
) -> None:
    pid, other = holder(lib, "aristotle:rhetoric"), holder(lib, "gaonkar:in")
    here = tmp_path / "rhetoric.pdf"
    here.write_bytes(b"%PDF-1.4\n")
    with Library.open(lib) as library:
        library.papers.merge(pid, [other])
        library.papers.edit(pid, files=[str(here), str(tmp_path / "gone.pdf")])
    code, out, _ = run(capsys, lib, "show", pid)
    lines = out.splitlines()
    assert code == 0
    assert "  key:                aristotle:rhetoric" in lines
    assert "  also cited as:      gaonkar:in" in lines
    assert "  type:               mvbook" in lines
    assert f"  files:              {here}" in lines
    assert f"                      {tmp_path / 'gone.pdf'} (missing)" in lines
    start, end = lines.index("Other fields (BibTeX, as written)"), lines.index("Notes")
    others = lines[start + 1 : end - 1]
    assert others[:3] == [
        "  editor:     Cope, Edward Meredith",
        "  volumes:    3",
        r"  indextitle: Rhetoric of {Aristotle}, The",
    ]
    # the merged record's booktitle is one of them; the publisher is the paper's venue
    assert "  booktitle:  Alternative Modernities" in others
    assert not any(line.startswith("  publisher:") for line in others)
