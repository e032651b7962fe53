"""Save a copy with marks: a real paper's PDF with Lectern's marks in it as standard
annotations, which poppler opens and draws, qpdf and PDFium read, and Lectern reads back as
the same marks; the user's own file is never written."""

from __future__ import annotations

import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pypdfium2.raw as pdfium_c
import pytest

from lectern.core.errors import MarksPdfError
from lectern.core.marks import Colour, Kind, Mark
from lectern.core.marks.copy_with_marks import save_copy_with_marks
from lectern.core.marks.pdf_annotations import marks_in_pdf
from lectern.core.marks.pdf_file import sha256_of
from tests.core.helpers_marks_pdf import (
    PAPER,
    Annotation,
    annotate_with_pdfium,
    mark_on,
    page_annotations,
)

ABSTRACT = "Dynamic languages such as JavaScript"
NESTED = "Nested loops can be difficult to optimize for tracing VMs."
SOLVE = "We solve the nested loop problem by recording nested trace"
FIGURE = "Figure 3. LIR snippet for sample program."


@pytest.fixture
def tracemonkey(pdfs_dir: Path) -> Path:
    return pdfs_dir / "pdfjs-tracemonkey.pdf"


@pytest.fixture
def marks(tracemonkey: Path) -> list[Mark]:
    return [
        mark_on(tracemonkey, 0, ABSTRACT, 190),
        mark_on(tracemonkey, 1, NESTED, colour=Colour.GREEN, kind=Kind.UNDERLINE,
                note="the crux"),
        mark_on(tracemonkey, 1, SOLVE, 90, colour=Colour.PINK, kind=Kind.NOTE,
                note="Nested trees: « trace trees » ✓"),
        mark_on(tracemonkey, 2, FIGURE, colour=Colour.BLUE),
        mark_on(tracemonkey, 2, "Sometimes these stores", 40, colour=Colour.PURPLE),
    ]  # fmt: skip


def test_the_copy_reads_back_as_the_same_marks_and_the_original_is_untouched(
    tracemonkey: Path, marks: list[Mark], tmp_path: Path
):
    before = sha256_of(tracemonkey)
    copy = tmp_path / "Gal 2009 - with marks.pdf"

    save_copy_with_marks(tracemonkey, marks, copy)

    assert sha256_of(tracemonkey) == before
    read = marks_in_pdf(copy, PAPER, sha256_of(copy))
    assert read.damaged == 0
    assert len(read.marks) == len(marks)
    for made, back in zip(marks, read.marks, strict=True):
        assert (back.id, back.page, back.text, back.colour, back.kind, back.note) == (
            made.id,
            made.page,
            made.text,
            made.colour,
            made.kind,
            made.note,
        )
        assert len(back.rects) == len(made.rects)
        for a, b in zip(back.rects, made.rects, strict=True):
            assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < 1.0
        assert made.made is not None and back.made is not None
        assert abs((back.made - made.made).total_seconds()) < 1


def test_poppler_opens_the_copy_cleanly_and_draws_a_highlight_where_its_text_is(
    tracemonkey: Path, marks: list[Mark], tmp_path: Path
):
    for tool in ("pdfinfo", "pdftotext", "pdftoppm"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (Debian/Ubuntu: apt install poppler-utils)")
    copy = tmp_path / "copy.pdf"
    save_copy_with_marks(tracemonkey, marks, copy)

    for command in (["pdfinfo", str(copy)], ["pdftotext", str(copy), str(tmp_path / "t.txt")]):
        done = subprocess.run(command, check=False, capture_output=True, text=True)
        assert (done.returncode, done.stderr) == (0, "")
    assert "Dynamic languages such as JavaScript" in (tmp_path / "t.txt").read_text()

    subprocess.run(
        ["pdftoppm", "-f", "3", "-l", "3", "-r", "72", str(copy), str(tmp_path / "page")],
        check=True,
    )
    width, height, pixels = _ppm(next(tmp_path.glob("page*.ppm")))
    figure = marks[3]  # blue, page 3 (index 2)
    left, bottom, right, top = figure.rects[0]
    row = height - 1 - int((bottom + top) / 2)  # pixels run from the top

    def colours(start: float, end: float) -> Counter[tuple[int, int, int]]:
        return Counter(
            tuple(pixels[(row * width + x) * 3 : (row * width + x) * 3 + 3])  # type: ignore[misc]
            for x in range(int(start) + 1, int(end) - 1)
        )

    # Lectern's blue, blended under the text as a highlighter is, and white beside it
    assert colours(left, right).most_common(1)[0][0] == (0x2E, 0xA8, 0xE5)
    assert colours(right + 5, right + 40).most_common(1)[0][0] == (255, 255, 255)


def _ppm(path: Path) -> tuple[int, int, bytes]:
    magic, size, _depth, pixels = path.read_bytes().split(b"\n", 3)
    assert magic == b"P6"
    width, height = (int(v) for v in size.split())
    return width, height, pixels


def test_qpdf_sees_each_mark_as_an_annotation_with_its_quads_colour_and_comment(
    tracemonkey: Path, marks: list[Mark], tmp_path: Path
):
    copy = tmp_path / "copy.pdf"
    save_copy_with_marks(tracemonkey, marks, copy)

    on_page_2 = page_annotations(copy, 1)

    underline, note = (a for a in on_page_2 if a["/Subtype"] in ("/Underline", "/Highlight"))
    assert underline["/Subtype"] == "/Underline"
    assert underline["/Contents"] == "u:the crux"
    assert underline["/C"] == pytest.approx([0x5F / 255, 0xB2 / 255, 0x36 / 255], abs=0.01)
    quads = underline["/QuadPoints"]
    (left, bottom, right, top) = marks[1].rects[0]
    assert quads == pytest.approx([left, top, right, top, left, bottom, right, bottom], abs=0.01)
    assert note["/Subtype"] == "/Highlight"
    assert note["/Contents"] == "u:Nested trees: « trace trees » ✓"
    assert len(note["/QuadPoints"]) == 8 * len(marks[2].rects)
    assert note["/NM"] == f"u:{marks[2].id}"
    assert note["/AP"]["/N"]  # an appearance of its own, for readers that draw only those
    assert {a["/Subtype"] for a in page_annotations(copy, 2)} == {"/Highlight"}
    assert page_annotations(copy, 3) == []


def test_a_mark_read_from_the_file_and_recoloured_replaces_its_annotation(
    tracemonkey: Path, marks: list[Mark], tmp_path: Path
):
    annotated = tmp_path / "from Okular.pdf"
    save_copy_with_marks(tracemonkey, marks[:2], annotated)
    read = marks_in_pdf(annotated, PAPER, sha256_of(annotated)).marks
    recoloured = [read[0].edited(colour=Colour.PURPLE), read[1]]
    copy = tmp_path / "copy.pdf"

    save_copy_with_marks(annotated, recoloured, copy)

    again = marks_in_pdf(copy, PAPER, sha256_of(copy)).marks
    assert [(m.id, m.colour) for m in again] == [
        (read[0].id, Colour.PURPLE),
        (read[1].id, Colour.GREEN),
    ]


def test_only_marks_made_on_this_file_are_written(
    tracemonkey: Path, marks: list[Mark], tmp_path: Path
):
    elsewhere = marks[0].edited(sha256="f" * 64)
    copy = tmp_path / "copy.pdf"

    save_copy_with_marks(tracemonkey, [elsewhere, marks[1]], copy)

    assert [m.id for m in marks_in_pdf(copy, PAPER, sha256_of(copy)).marks] == [marks[1].id]


def test_the_copy_never_replaces_the_original_and_a_failed_write_leaves_nothing(
    tracemonkey: Path, marks: list[Mark], tmp_path: Path
):
    original = tmp_path / "paper.pdf"
    shutil.copyfile(tracemonkey, original)
    before = sha256_of(original)
    (tmp_path / "sub").mkdir()
    for same in (original, tmp_path / "sub" / ".." / "paper.pdf"):
        with pytest.raises(MarksPdfError) as refused:
            save_copy_with_marks(original, marks, same)
        assert "under another name than its PDF" in str(refused.value)
    assert sha256_of(original) == before

    with pytest.raises(MarksPdfError) as failed:
        save_copy_with_marks(original, marks, tmp_path / "no such folder" / "copy.pdf")
    assert "could not be written to" in str(failed.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["paper.pdf", "sub"]


def test_a_sticky_note_read_from_another_reader_is_written_back_as_a_sticky_note(
    tracemonkey: Path, tmp_path: Path
):
    annotated = tmp_path / "annotated.pdf"
    icon = (560.0, 700.0, 580.0, 720.0)
    annotate_with_pdfium(
        tracemonkey,
        annotated,
        [Annotation(pdfium_c.FPDF_ANNOT_TEXT, 1, (icon,), (0, 0, 255), contents="See §4")],
    )
    read = marks_in_pdf(annotated, PAPER, sha256_of(annotated)).marks
    copy = tmp_path / "copy.pdf"

    save_copy_with_marks(annotated, read, copy)

    (note,) = marks_in_pdf(copy, PAPER, sha256_of(copy)).marks
    assert (note.kind, note.text, note.note, note.colour, note.rects) == (
        Kind.NOTE,
        "",
        "See §4",
        Colour.BLUE,
        (icon,),
    )
    assert [a["/Subtype"] for a in page_annotations(copy, 1)] == ["/Text"]


def test_a_rectangle_without_area_is_left_out_of_the_copy_not_written_damaged(
    tracemonkey: Path, marks: list[Mark], tmp_path: Path
):
    line = marks[3].rects[0]
    flat = marks[3].edited(rects=((line[0], line[1], line[0], line[3]), line))
    copy = tmp_path / "copy.pdf"

    save_copy_with_marks(tracemonkey, [flat], copy)

    read = marks_in_pdf(copy, PAPER, sha256_of(copy))
    assert read.damaged == 0
    assert [(m.text, len(m.rects)) for m in read.marks] == [(marks[3].text, 1)]
