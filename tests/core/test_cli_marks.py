"""`lectern marks ID`: a paper's marks printed in page order, as Markdown and as JSON."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.marks import Colour, Kind
from lectern.core.marks.address import open_address
from lectern.core.marks.pdf_annotations import marks_in_pdf
from lectern.core.marks.pdf_file import sha256_of
from tests.core.helpers_marks import PAPER_PDF, passage_mark


@pytest.fixture
def folder(tmp_path: Path, pdfs_dir: Path) -> tuple[Path, str]:
    pdf = pdfs_dir / PAPER_PDF
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        pid = lib.imports.add_paper(title="Ultra light bosonic dark matter and CMB").added_ids[0]
        lib.imports.add_paper(title="An unmarked paper")
        lib.marks.add(passage_mark(pdf, pid, 2, "CMB power spectrums", colour=Colour.BLUE))
        lib.marks.add(
            passage_mark(pdf, pid, 0, "Acoustic Peaks", kind=Kind.NOTE, note="see fig. 2")
        )
    return folder, pid


def test_marks_are_printed_in_page_order_with_their_notes(folder, capsys):
    lib, pid = folder
    assert main(["--library", str(lib), "marks", pid]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["p.", "1", "yellow", "note", "Acoustic", "Peaks"]
    assert lines[1].strip() == "see fig. 2"
    assert lines[2].split() == ["p.", "3", "blue", "highlight", "CMB", "power", "spectrums"]


def test_marks_as_markdown_and_json(folder, capsys):
    lib, pid = folder
    assert main(["--library", str(lib), "marks", pid, "--markdown"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("# Ultra light bosonic dark matter and CMB\n")
    assert f"> CMB power spectrums ([p. 3]({open_address(pid, 3)}))" in text
    assert main(["--library", str(lib), "marks", pid, "--markdown", "--by-colour"]) == 0
    assert "## Yellow" in capsys.readouterr().out
    assert main(["--library", str(lib), "marks", pid, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(m["page"], m["colour"], m["kind"], m["text"], m["note"]) for m in listed] == [
        (1, "yellow", "note", "Acoustic Peaks", "see fig. 2"),
        (3, "blue", "highlight", "CMB power spectrums", ""),
    ]
    assert all(len(m["rects"]) >= 1 and len(m["sha256"]) == 64 for m in listed)


def test_an_unknown_paper_is_an_error_and_an_unmarked_one_says_so(folder, capsys):
    lib, _pid = folder
    assert main(["--library", str(lib), "marks", "no-such-paper"]) == 1
    assert "no-such-paper" in capsys.readouterr().err
    with Library.open(lib, readonly=True) as library:
        other = next(p for p in library.ids() if not library.marks.count(p))
    assert main(["--library", str(lib), "marks", other]) == 0
    assert capsys.readouterr().out == f"No marks on {other}.\n"


def test_check_passes_and_repair_rebuilds_an_index_that_finds_the_marks(folder, capsys):
    lib, pid = folder
    assert main(["--library", str(lib), "check"]) == 0
    shutil.rmtree(lib / "index")
    assert main(["--library", str(lib), "check"]) == 1
    assert main(["--library", str(lib), "check", "--repair"]) == 0
    capsys.readouterr()
    assert main(["--library", str(lib), "search", "marks:blue has:marks", "--json"]) == 0
    assert [hit["id"] for hit in json.loads(capsys.readouterr().out)] == [pid]


def test_a_copy_with_marks_is_saved_beside_the_pdf_and_never_over_it(
    tmp_path: Path, pdfs_dir: Path, capsys
):
    pdf = tmp_path / "papers" / "Ultra light.pdf"
    pdf.parent.mkdir()
    shutil.copy(pdfs_dir / PAPER_PDF, pdf)
    original = pdf.read_bytes()
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        pid = lib.imports.add_paper(title="Ultra light bosonic dark matter and CMB").added_ids[0]
        lib.papers.edit(pid, files=[str(pdf)])
        lib.marks.add(passage_mark(pdf, pid, 2, "CMB power spectrums", colour=Colour.BLUE))
        lib.marks.add(passage_mark(pdf, pid, 0, "Acoustic Peaks", kind=Kind.NOTE, note="fig. 2"))

    assert main(["--library", str(folder), "marks", pid, "--save-copy"]) == 0
    copy = pdf.with_name("Ultra light bosonic dark matter and CMB (marked).pdf")
    assert f"Saved a copy with 2 mark(s) in it to {copy}" in capsys.readouterr().out
    in_copy = marks_in_pdf(copy, pid, sha256_of(copy)).marks
    assert [(m.page, m.colour, m.note) for m in in_copy] == [
        (0, Colour.YELLOW, "fig. 2"),
        (2, Colour.BLUE, ""),
    ]
    assert pdf.read_bytes() == original

    chosen = tmp_path / "for Ana.pdf"
    assert main(["--library", str(folder), "marks", pid, "--save-copy", str(chosen)]) == 0
    assert len(marks_in_pdf(chosen, pid, sha256_of(chosen)).marks) == 2
    # asked to write over the PDF itself, it says so and leaves the file as it was
    assert main(["--library", str(folder), "marks", pid, "--save-copy", str(pdf)]) == 1
    assert "under another name than its PDF" in capsys.readouterr().err
    assert pdf.read_bytes() == original
