"""A paper's PDF replaced by another version of it: the marks whose text is in the new file
move onto it (one History entry, undone with Ctrl+Z), the others stay listed as they were,
on the old file, for the window to show as "not found in this file"."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pypdfium2 as pdfium

from lectern.core.library import Library
from lectern.core.marks.pdf_file import sha256_of
from tests.core.helpers_marks_pdf import mark_on

TITLE = "Trace-based Just-in-Time Type Specialization for Dynamic Languages"


def _without_first_page(source: Path, target: Path) -> None:
    """The paper as a new version of its file: its first page left out."""
    document = pdfium.PdfDocument(source)
    try:
        document.del_page(0)
        document.save(target)
    finally:
        document.close()


def test_marks_are_found_again_in_a_replaced_pdf_and_the_others_kept(
    pdfs_dir: Path, tmp_path: Path
):
    pdf = tmp_path / "Gal 2009.pdf"
    shutil.copy(pdfs_dir / "pdfjs-tracemonkey.pdf", pdf)
    on_first = mark_on(pdf, 0, "Dynamic languages such as JavaScript", 120)
    on_second = mark_on(pdf, 1, "Nested loops can be difficult to optimize for tracing VMs.")
    with Library.open(tmp_path / "lib") as lib:
        pid = lib.imports.add_paper(title=TITLE).added_ids[0]
        lib.papers.edit(pid, files=[str(pdf)])
        old = sha256_of(pdf)
        for mark in (on_first, on_second):
            lib.marks.add(replace(mark, paper_id=pid))
        assert lib.marks.find_again(pid).found == 0  # the same file: nothing to look for

        _without_first_page(pdfs_dir / "pdfjs-tracemonkey.pdf", pdf)  # the new version
        new = sha256_of(pdf)
        assert lib.marks.file_digest(pid) == new
        result = lib.marks.find_again(pid)
        assert result.found == 1
        assert [m.text for m in result.lost] == [on_first.text]
        shown = {m.text: m for m in lib.marks.of_paper(pid)}
        moved, kept = shown[on_second.text], shown[on_first.text]
        assert (moved.page, moved.sha256) == (0, new)  # drawn on the new file's first page
        assert (kept.page, kept.sha256) == (0, old)  # not found: still on the old file
        assert lib.marks.find_again(pid).found == 0  # looked for again: still not there

        lib.history.undo_last()  # the move is one entry: back on the old file
        assert {m.sha256 for m in lib.marks.of_paper(pid)} == {old}
