"""Marks carried by Lectern's own field of a CSL-JSON, BibTeX or RIS export (`lectern-marks`)
and brought back whole by importing that file into another library."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.marks import Colour, Kind
from tests.core.helpers_marks import PAPER_PDF, passage_mark


@pytest.fixture
def marked(tmp_path: Path, pdfs_dir: Path) -> tuple[Path, str, list]:
    pdf = pdfs_dir / PAPER_PDF
    folder = tmp_path / "here"
    with Library.open(folder) as lib:
        pid = lib.imports.add_paper(title="Ultra light bosonic dark matter and CMB").added_ids[0]
        lib.imports.add_paper(title="A paper without marks")
        lib.marks.add(passage_mark(pdf, pid, 0, "Acoustic Peaks of the CMB", note='a "quote" {x}'))
        mark = passage_mark(pdf, pid, 2, "CMB power spectrums", kind=Kind.UNDERLINE)
        lib.marks.add(mark)
        lib.marks.change(mark.id, colour=Colour.PURPLE)
        gone = passage_mark(pdf, pid, 1, "fermionic")
        lib.marks.add(gone)
        lib.marks.delete(gone.id)
        return folder, pid, lib.marks.of_paper(pid)


@pytest.mark.parametrize("form", ["csljson", "bibtex", "ris", "json"])
def test_an_export_imported_into_another_library_brings_the_marks_back_whole(
    tmp_path, marked, form
):
    folder, pid, marks = marked
    exported = tmp_path / f"out.{form}"
    with Library.open(folder) as lib:
        lib.exports.export(form, exported)
    with Library.open(tmp_path / "there") as other:
        other.imports.import_files([exported])
        assert other.marks.of_paper(pid) == marks  # ids, rects, colour, kind, note, times
        assert other.marks.count(pid) == 2
        assert {h.id for h in other.searching.search("marks:peaks").hits} == {pid}
        assert other.history.entries(limit=1)[0].kind == "added"  # one import, not marking


def test_the_csl_json_field_is_compact_json_of_each_mark(tmp_path, marked):
    folder, pid, marks = marked
    exported = tmp_path / "out.json"
    with Library.open(folder) as lib:
        lib.exports.export("csljson", exported)
    items = json.loads(exported.read_text(encoding="utf-8"))
    (item,) = [i for i in items if i["custom"]["lectern-id"] == pid]
    carried = item["custom"]["lectern-marks"]
    assert [(m["id"], m["page"], m["colour"], m["kind"]) for m in carried] == [
        (m.id, m.page, m.colour.value, m.kind.value) for m in marks
    ]
    assert all("lectern-marks" not in i["custom"] for i in items if i is not item)


def test_importing_an_older_export_keeps_the_marks_made_since(tmp_path, marked, pdfs_dir):
    folder, pid, marks = marked
    exported = tmp_path / "out.json"
    with Library.open(folder) as lib:
        lib.exports.export("csljson", exported)
        later = passage_mark(pdfs_dir / PAPER_PDF, pid, 3, "Bose-Einstein condensate")
        lib.marks.add(later)
        lib.marks.delete(marks[0].id)
        lib.imports.import_files([exported])
        shown = lib.marks.of_paper(pid)
        assert [m.id for m in shown] == [marks[1].id, later.id]  # the deleted one stays so
