"""Marks other readers left in a real paper are read when the PDF is imported: listed as the
paper's marks, counted in the import's summary, taken back with the import, and neither added
twice nor brought back after the user deleted one when the same file comes in again."""

from __future__ import annotations

from pathlib import Path

import pypdfium2.raw as pdfium_c

from lectern.core.library import Library
from lectern.core.marks import Colour, Kind
from lectern.core.pdf.extract import read_pdf
from tests.core.helpers_marks_pdf import Annotation, annotate_with_pdfium, passage


def _annotated(pdfs_dir: Path, tmp_path: Path) -> Path:
    tracemonkey = pdfs_dir / "pdfjs-tracemonkey.pdf"
    abstract = passage(tracemonkey, 0, "Dynamic languages such as JavaScript", 120)
    nested = passage(tracemonkey, 1, "Nested loops can be difficult to optimize for tracing VMs.")
    annotated = tmp_path / "Gal 2009 - from Acrobat.pdf"
    annotate_with_pdfium(
        tracemonkey,
        annotated,
        [
            Annotation(pdfium_c.FPDF_ANNOT_HIGHLIGHT, 0, abstract.rects, (255, 255, 0)),
            Annotation(pdfium_c.FPDF_ANNOT_UNDERLINE, 1, nested.rects, (0, 128, 0),
                       contents="the crux"),
        ],
    )  # fmt: skip
    return annotated


def test_reading_a_pdf_notes_the_pages_with_marks_only(pdfs_dir: Path, tmp_path: Path):
    annotated = _annotated(pdfs_dir, tmp_path)
    assert read_pdf(str(annotated)).marked_pages == (0, 1)
    # the paper's own links are annotations too, but none is a mark
    assert read_pdf(str(pdfs_dir / "pdfjs-tracemonkey.pdf")).marked_pages == ()


def test_marks_in_an_imported_pdf_become_the_papers_marks_once(pdfs_dir: Path, tmp_path: Path):
    annotated = _annotated(pdfs_dir, tmp_path)
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        report = lib.imports.import_pdfs([annotated])
        assert report.marks == 2
        assert "2 marks read from them" in report.summary()
        pid = report.files[0].paper_id
        marks = lib.marks.of_paper(pid)
        assert [(m.page, m.kind, m.colour, m.note) for m in marks] == [
            (0, Kind.HIGHLIGHT, Colour.YELLOW, ""),
            (1, Kind.UNDERLINE, Colour.GREEN, "the crux"),
        ]
        assert marks[0].text.startswith("Dynamic languages such as JavaScript")
        # the user recolours one; the same file imported again adds nothing, changes nothing
        lib.marks.change(marks[0].id, colour=Colour.PINK)
        again = lib.imports.import_pdfs([annotated])
        assert again.marks == 0
        assert [m.colour for m in lib.marks.of_paper(pid)] == [Colour.PINK, Colour.GREEN]

    with Library.open(folder) as lib:  # kept on disk
        assert len(lib.marks.of_paper(pid)) == 2


def test_undoing_the_import_takes_its_marks_back_with_it(pdfs_dir: Path, tmp_path: Path):
    annotated = _annotated(pdfs_dir, tmp_path)
    with Library.open(tmp_path / "lib") as lib:
        pid = lib.imports.add_paper(title="Trace-based Just-in-Time Type Specialization "
                                    "for Dynamic Languages").added_ids[0]  # fmt: skip
        report = lib.imports.import_pdfs([annotated])
        assert report.files[0].paper_id == pid  # attached to the paper the library had
        assert lib.marks.count(pid) == 2
        lib.history.undo_last()
        assert lib.marks.count(pid) == 0
        assert pid in lib.state.live  # the paper typed before stays


def test_marks_in_a_pdf_attached_to_a_paper_are_read_once(pdfs_dir: Path, tmp_path: Path):
    annotated = _annotated(pdfs_dir, tmp_path)
    with Library.open(tmp_path / "lib") as lib:
        pid = lib.imports.add_paper(title="A paper the PDF is attached to").added_ids[0]
        with lib.action():
            lib.papers.edit(pid, files=[str(annotated)])
            assert lib.marks.read_from(pid, [annotated]) == 2
        assert [m.note for m in lib.marks.of_paper(pid)] == ["", "the crux"]
        assert lib.marks.read_from(pid, [annotated, pdfs_dir / "pdfjs-tracemonkey.pdf"]) == 0
        lib.history.undo_last()  # the attachment and its marks: one entry
        assert lib.marks.count(pid) == 0 and lib.papers.paper(pid).files == ()


def test_lectern_import_says_how_many_marks_it_read(pdfs_dir: Path, tmp_path: Path, capsys):
    from lectern.core.cli import main

    annotated = _annotated(pdfs_dir, tmp_path)
    assert main(["--library", str(tmp_path / "lib"), "import", str(annotated)]) == 0
    assert "1 PDF: 1 added, 2 marks read from them" in capsys.readouterr().out


def test_a_mark_the_user_deleted_stays_deleted_when_the_file_comes_in_again(
    pdfs_dir: Path, tmp_path: Path
):
    annotated = _annotated(pdfs_dir, tmp_path)
    with Library.open(tmp_path / "lib") as lib:
        pid = lib.imports.import_pdfs([annotated]).files[0].paper_id
        highlight, underline = lib.marks.of_paper(pid)
        lib.marks.delete(highlight.id)
        again = lib.imports.import_pdfs([annotated])
        assert again.marks == 0
        assert [m.id for m in lib.marks.of_paper(pid)] == [underline.id]
        lib.history.undo_last()  # the re-import: nothing of it to take back but the file
        lib.history.undo_last()  # the deletion: the mark is shown again
        assert [m.id for m in lib.marks.of_paper(pid)] == [highlight.id, underline.id]


def test_an_import_undone_then_made_again_shows_the_files_marks_again(
    pdfs_dir: Path, tmp_path: Path
):
    annotated = _annotated(pdfs_dir, tmp_path)
    with Library.open(tmp_path / "lib") as lib:
        lib.imports.import_pdfs([annotated])
        lib.history.undo_last()  # the paper goes to the Trash, its marks with it
        again = lib.imports.import_pdfs([annotated])
        assert len(lib.marks.of_paper(again.files[0].paper_id)) == 2
