"""Highlights, underlines and notes other PDF readers left in a real paper are read as marks:
over the text they cover, in the nearest of Lectern's colours, their comments as notes."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pypdfium2.raw as pdfium_c
import pytest

from lectern.core.errors import MarksPdfError
from lectern.core.marks import Colour, Kind
from lectern.core.marks.page_text import folded, readable
from lectern.core.marks.pdf_annotations import marks_in_pdf, nearest_colour, pdf_date
from lectern.core.marks.pdf_file import sha256_of
from tests.core.helpers_marks_pdf import (
    PAPER,
    Annotation,
    annotate_with_pdfium,
    annotate_with_qpdf,
    passage,
)

ABSTRACT = "Dynamic languages such as JavaScript"
NESTED = "Nested loops can be difficult to optimize for tracing VMs."


@pytest.fixture
def tracemonkey(pdfs_dir: Path) -> Path:
    return pdfs_dir / "pdfjs-tracemonkey.pdf"


def _within_a_point(one: tuple[tuple[float, ...], ...], other: tuple[tuple[float, ...], ...]):
    assert len(one) == len(other)
    for a, b in zip(one, other, strict=True):
        assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < 1.0


def test_a_highlight_an_underline_and_a_sticky_note_made_with_pdfium_are_marks(
    tracemonkey: Path, tmp_path: Path
):
    abstract = passage(tracemonkey, 0, ABSTRACT, 190)
    nested = passage(tracemonkey, 1, NESTED)
    annotated = tmp_path / "annotated.pdf"
    annotate_with_pdfium(
        tracemonkey,
        annotated,
        [
            # Preview copies the highlighted text into the comment: that is no note
            Annotation(pdfium_c.FPDF_ANNOT_HIGHLIGHT, 0, abstract.rects, (255, 255, 0),
                       contents=abstract.text, modified="D:20250304101500+01'00'"),
            Annotation(pdfium_c.FPDF_ANNOT_UNDERLINE, 1, nested.rects, (220, 30, 30),
                       contents="the crux"),
            Annotation(pdfium_c.FPDF_ANNOT_TEXT, 1, ((560.0, 700.0, 580.0, 720.0),),
                       contents="Compare with LuaJIT"),
        ],
    )  # fmt: skip
    sha256 = sha256_of(annotated)

    read = marks_in_pdf(annotated, PAPER, sha256)

    highlight, underline, sticky = read.marks
    assert read.damaged == 0 and read.said_damaged() == ""
    assert abstract.text.startswith("Dynamic languages such as JavaScript are more difficult")
    assert "to compile than statically" in highlight.text  # "com-" at a line's end joined
    assert (highlight.page, highlight.text, highlight.colour) == (0, abstract.text, Colour.YELLOW)
    assert (highlight.kind, highlight.note) == (Kind.HIGHLIGHT, "")
    _within_a_point(highlight.rects, abstract.rects)
    assert highlight.made == highlight.changed == datetime(2025, 3, 4, 9, 15, tzinfo=UTC)
    assert (underline.page, underline.text, underline.kind) == (1, NESTED, Kind.UNDERLINE)
    assert (underline.colour, underline.note) == (Colour.PINK, "the crux")
    assert (sticky.page, sticky.kind, sticky.note, sticky.text) == (
        1,
        Kind.NOTE,
        "Compare with LuaJIT",
        "",
    )
    assert sticky.rects == ((560.0, 700.0, 580.0, 720.0),)
    assert {m.paper_id for m in read.marks} == {PAPER} and {m.sha256 for m in read.marks} == {
        sha256
    }
    # read again (an import of the same file again), the marks keep their ids
    assert [m.id for m in marks_in_pdf(annotated, PAPER, sha256).marks] == [
        m.id for m in read.marks
    ]
    assert len({m.id for m in read.marks}) == 3
    # a caller that knows which pages have annotations has only those read
    assert marks_in_pdf(annotated, PAPER, sha256, pages=[1, 99]).marks == read.marks[1:]


def test_annotations_qpdf_writes_as_acrobat_does_are_read_with_replies_and_damage_counted(
    tracemonkey: Path, tmp_path: Path
):
    abstract = passage(tracemonkey, 0, ABSTRACT, 60)
    also = passage(tracemonkey, 0, "We present an al", 50)
    handle = passage(tracemonkey, 0, "handle all possible type combinations at runtime.")

    def box(rects: tuple[tuple[float, ...], ...]) -> list[float]:
        return [
            min(r[0] for r in rects),
            min(r[1] for r in rects),
            max(r[2] for r in rects),
            max(r[3] for r in rects),
        ]

    def quads(rects: tuple[tuple[float, ...], ...]) -> list[float]:
        return [v for x0, y0, x1, y1 in rects for v in (x0, y1, x1, y1, x0, y0, x1, y0)]

    annotated = tmp_path / "acrobat.pdf"
    annotate_with_qpdf(
        tracemonkey,
        annotated,
        0,
        [
            {  # 0: a highlight with its own appearance, name and dates
                "/Subtype": "/Highlight", "/Rect": box(abstract.rects),
                "/QuadPoints": quads(abstract.rects), "/C": [1, 0.4, 0.4], "AP": True,
                "/Contents": "u:Why this matters", "/F": 4, "/Popup": "@1",
                "/NM": "u:3f6c2a1e-0b7d-4c5e-9a8f-2d1c0e9b8a7f",
                "/CreationDate": "u:D:20240305101500+01'00'", "/M": "u:D:20240306080000Z",
            },
            {"/Subtype": "/Popup", "/Parent": "@0", "/Rect": [400, 600, 580, 700]},
            {  # 2: a reply to the highlight
                "/Subtype": "/Text", "/IRT": "@0", "/Rect": [560, 430, 580, 450],
                "/Contents": "u:Agreed: see section 6",
            },
            {  # 3: a strike-out with a comment, in blue
                "/Subtype": "/StrikeOut", "/Rect": box(also.rects),
                "/QuadPoints": quads(also.rects), "/C": [0, 0, 1], "/Contents": "u:not quite",
            },
            {  # 4: hidden: not shown, not a mark
                "/Subtype": "/Highlight", "/Rect": box(also.rects),
                "/QuadPoints": quads(also.rects), "/F": 2,
            },
            {"/Subtype": "/Highlight", "/Rect": [50, 50, 60, 60]},  # 5: damaged: no quads
            {  # 6: a squiggly in grey
                "/Subtype": "/Squiggly", "/Rect": box(handle.rects),
                "/QuadPoints": quads(handle.rects), "/C": [0.5, 0.5, 0.5],
            },
        ],
    )  # fmt: skip

    read = marks_in_pdf(annotated, PAPER, sha256_of(annotated))

    assert [(m.kind, m.colour, m.text) for m in read.marks] == [
        (Kind.NOTE, Colour.PINK, abstract.text),
        (Kind.UNDERLINE, Colour.BLUE, also.text),
        (Kind.UNDERLINE, Colour.YELLOW, handle.text),
    ]
    noted, struck, _ = read.marks
    assert noted.note == "Why this matters\n\nAgreed: see section 6"
    assert noted.made == datetime(2024, 3, 5, 9, 15, tzinfo=UTC)
    assert noted.changed == datetime(2024, 3, 6, 8, 0, tzinfo=UTC)
    assert struck.note == "not quite" and struck.made is None
    assert read.damaged == 1
    assert read.said_damaged() == (
        "Annotations in this PDF left out because they could not be read: 1."
    )


def test_a_pdf_without_annotations_has_no_marks(tracemonkey: Path):
    assert marks_in_pdf(tracemonkey, PAPER, "0" * 64).marks == ()


def test_a_file_that_cannot_be_read_says_why_in_a_sentence(pdfs_dir: Path, tmp_path: Path):
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n")
    text = tmp_path / "notes.pdf"
    text.write_text("Not a PDF at all", encoding="utf-8")
    encrypted = pdfs_dir / "pdfplumber-encrypted-password-example.pdf"
    cases = {
        encrypted: "is protected by a password, so Lectern cannot read its marks.",
        broken: "is damaged: it starts as a PDF but cannot be read.",
        text: "is not a PDF.",
        tmp_path / "gone.pdf": "cannot be read (No such file or directory).",
    }
    for path, says in cases.items():
        with pytest.raises(MarksPdfError) as raised:
            marks_in_pdf(path, PAPER, "0" * 64)
        assert str(raised.value) == f"{path} {says}"


def test_the_colours_of_common_readers_are_the_nearest_of_five():
    assert nearest_colour((255, 255, 0)) is Colour.YELLOW  # Acrobat, Okular
    assert nearest_colour((255, 212, 0)) is Colour.YELLOW  # Zotero yellow
    assert nearest_colour((241, 152, 55)) is Colour.YELLOW  # Zotero orange
    assert nearest_colour((255, 102, 102)) is Colour.PINK  # Zotero red
    assert nearest_colour((229, 110, 238)) is Colour.PURPLE  # Zotero magenta
    assert nearest_colour((162, 138, 229)) is Colour.PURPLE
    assert nearest_colour((0, 255, 0)) is Colour.GREEN
    assert nearest_colour((0, 255, 255)) is Colour.BLUE
    assert nearest_colour((0, 0, 0)) is Colour.YELLOW  # black: no colour was chosen


def test_pdf_dates_are_read_in_utc_and_a_bad_one_is_none():
    assert pdf_date("D:20240305101500-05'30'") == datetime(2024, 3, 5, 15, 45, tzinfo=UTC)
    assert pdf_date("D:2024") == datetime(2024, 1, 1, tzinfo=UTC)
    assert pdf_date("D:20241345") is None
    assert pdf_date("yesterday") is None


def test_text_is_read_as_a_person_reads_it_and_folded_to_be_found():
    assert readable("more difficult to com\ufffepile than\r\nstatically") == (
        "more difficult to compile than statically"
    )
    assert folded("ef\ufb01cient com-\npile")[0] == folded("Efficient  compile")[0]
