"""When a paper's PDF is replaced by another file, its marks keep their place where their
text is found again, on whatever page and wherever on it; the rest are "not found in this
file" and come back as they were."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from lectern.core.errors import MarksPdfError
from lectern.core.marks import Mark
from lectern.core.marks.found_again import find_again
from lectern.core.marks.pdf_file import sha256_of
from tests.core.helpers_marks_pdf import mark_on, passage

SCALE, SHIFT_X, SHIFT_Y = 0.9, 20.0, 30.0


@pytest.fixture
def tracemonkey(pdfs_dir: Path) -> Path:
    return pdfs_dir / "pdfjs-tracemonkey.pdf"


@pytest.fixture
def marks(tracemonkey: Path) -> list[Mark]:
    return [
        mark_on(tracemonkey, 0, "Dynamic languages such as JavaScript", 190),
        mark_on(tracemonkey, 1, "Nested loops can be difficult to optimize for tracing VMs."),
        mark_on(tracemonkey, 1, "We solve the nested loop problem by recording nested trace", 90),
        mark_on(tracemonkey, 2, "Figure 3. LIR snippet for sample program."),
    ]


def _new_version(source: Path, target: Path) -> None:
    """The paper as a new version of its file: a cover page in front and every page set
    smaller and moved, as a publisher's reprint does."""
    original = pdfium.PdfDocument(source)
    version = pdfium.PdfDocument.new()
    version.new_page(612, 792)
    for index in range(len(original)):
        width, height = original.get_page_size(index)
        placed = original.page_as_xobject(index, version).as_pageobject()
        placed.transform(pdfium.PdfMatrix().scale(SCALE, SCALE).translate(SHIFT_X, SHIFT_Y))
        page = version.new_page(width, height)
        page.insert_obj(placed)
        page.gen_content()
        page.close()
    version.save(target)
    version.close()
    original.close()


def test_in_the_same_file_every_mark_is_where_it_was(tracemonkey: Path, marks: list[Mark]):
    found, lost = find_again(marks, tracemonkey)

    assert lost == []
    assert [(m.id, m.page, m.rects, m.text, m.sha256) for m in found] == [
        (m.id, m.page, m.rects, m.text, m.sha256) for m in marks
    ]


def test_in_a_new_version_the_marks_move_with_their_text(
    tracemonkey: Path, marks: list[Mark], tmp_path: Path
):
    version = tmp_path / "Gal 2009 - reprint.pdf"
    _new_version(tracemonkey, version)

    found, lost = find_again(marks, version)

    assert lost == []
    assert [m.page for m in found] == [m.page + 1 for m in marks]
    assert {m.sha256 for m in found} == {sha256_of(version)}
    for before, after in zip(marks, found, strict=True):
        assert (after.id, after.text, after.colour, after.note) == (
            before.id,
            before.text,
            before.colour,
            before.note,
        )
        assert after.changed is not None and before.changed is not None
        assert after.changed >= before.changed
        moved = [
            (SCALE * x0 + SHIFT_X, SCALE * y0 + SHIFT_Y, SCALE * x1 + SHIFT_X, SCALE * y1 + SHIFT_Y)
            for x0, y0, x1, y1 in before.rects
        ]
        assert len(after.rects) == len(moved)
        for a, b in zip(after.rects, moved, strict=True):
            assert max(abs(x - y) for x, y in zip(a, b, strict=True)) < 1.0


def test_text_set_on_other_lines_or_hyphenated_elsewhere_is_found(
    tracemonkey: Path, marks: list[Mark]
):
    abstract = marks[0]
    assert "to compile than" in abstract.text
    reset = replace(
        abstract,
        text=abstract.text.replace("compile", "com-\npile").replace(" such as ", "\nsuch  as\n"),
    )

    found, lost = find_again([reset], tracemonkey)

    assert lost == [] and found[0].rects == abstract.rects


def test_of_two_places_with_the_text_the_one_nearest_the_mark_is_taken(tracemonkey: Path):
    first = passage(tracemonkey, 1, "the VM")
    text = passage(tracemonkey, 1, "the VM would start tracing there")
    later = mark_on(tracemonkey, 1, "the VM would start tracing there").edited(text="the VM")
    assert later.rects[0][3] < first.rects[0][3]  # lower on the page than the first "the VM"

    found, _ = find_again([later], tracemonkey)

    assert found[0].rects[0][0] == pytest.approx(text.rects[0][0])
    assert found[0].rects[0][3] == pytest.approx(text.rects[0][3])


def test_in_another_paper_the_marks_are_not_found_and_come_back_as_they_were(
    pdfs_dir: Path, marks: list[Mark]
):
    found, lost = find_again(marks, pdfs_dir / "grobid-arxiv-0908.0054.pdf")

    assert found == [] and lost == marks


def test_a_mark_without_text_is_not_found(tracemonkey: Path, marks: list[Mark]):
    sticky = replace(marks[0], text="")

    assert find_again([sticky], tracemonkey) == ([], [sticky])


def test_a_replacement_that_cannot_be_read_says_why(marks: list[Mark], tmp_path: Path):
    broken = tmp_path / "new.pdf"
    broken.write_bytes(b"%PDF-1.7\n%%EOF\n")

    with pytest.raises(MarksPdfError, match="is damaged"):
        find_again(marks, broken)
