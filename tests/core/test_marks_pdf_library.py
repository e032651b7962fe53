"""Marks another reader left in a real paper, kept in a real library, written into a copy and
carried over to a new version of the file: the PDF side and the store side fit together."""

from __future__ import annotations

from pathlib import Path

import pypdfium2.raw as pdfium_c

from lectern.core.library import Library
from lectern.core.marks import Colour, Kind, Mark
from lectern.core.marks.copy_with_marks import save_copy_with_marks
from lectern.core.marks.found_again import find_again
from lectern.core.marks.pdf_annotations import marks_in_pdf
from lectern.core.marks.pdf_file import sha256_of
from tests.core.helpers_marks_pdf import Annotation, annotate_with_pdfium, passage

TITLE = "Trace-based Just-in-Time Type Specialization for Dynamic Languages"


def _shown(marks: list[Mark]) -> list[tuple[object, ...]]:
    return [(m.id, m.page, m.rects, m.text, m.colour, m.kind, m.note, m.sha256) for m in marks]


def test_marks_read_from_a_pdf_are_kept_written_into_a_copy_and_found_in_a_new_file(
    pdfs_dir: Path, tmp_path: Path
):
    tracemonkey = pdfs_dir / "pdfjs-tracemonkey.pdf"
    abstract = passage(tracemonkey, 0, "Dynamic languages such as JavaScript", 120)
    nested = passage(tracemonkey, 1, "Nested loops can be difficult to optimize for tracing VMs.")
    annotated = tmp_path / "Gal 2009 - from Acrobat.pdf"
    annotate_with_pdfium(
        tracemonkey,
        annotated,
        [
            Annotation(pdfium_c.FPDF_ANNOT_HIGHLIGHT, 0, abstract.rects, (255, 255, 0),
                       modified="D:20250304101500Z"),
            Annotation(pdfium_c.FPDF_ANNOT_UNDERLINE, 1, nested.rects, (0, 128, 0),
                       contents="the crux"),
        ],
    )  # fmt: skip
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        pid = lib.imports.add_paper(title=TITLE).added_ids[0]
        read = marks_in_pdf(annotated, pid, sha256_of(annotated)).marks
        for mark in read:
            lib.marks.add(mark)

    with Library.open(folder) as lib:
        kept = lib.marks.of_paper(pid)
        assert _shown(kept) == _shown(list(read))
        assert kept[0].made == read[0].made

        copy = tmp_path / "Gal 2009 - with marks.pdf"
        lib.marks.change(kept[0].id, colour=Colour.PURPLE, note="where it starts")
        save_copy_with_marks(annotated, lib.marks.of_paper(pid), copy)
        in_copy = marks_in_pdf(copy, pid, sha256_of(copy)).marks
        assert [(m.id, m.colour, m.kind, m.note) for m in in_copy] == [
            (kept[0].id, Colour.PURPLE, Kind.NOTE, "where it starts"),
            (kept[1].id, Colour.GREEN, Kind.UNDERLINE, "the crux"),
        ]

        found, lost = find_again(lib.marks.of_paper(pid), tracemonkey)
        assert lost == [] and {m.sha256 for m in found} == {sha256_of(tracemonkey)}
        for mark in found:
            lib.marks.add(mark)
        assert {m.sha256 for m in lib.marks.of_paper(pid)} == {sha256_of(tracemonkey)}
        assert lib.marks.count(pid) == 2
