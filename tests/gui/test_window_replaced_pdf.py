"""A paper's PDF replaced by a new version of it (its first page left out): opened in the
reader, the marks whose text is in the new file move onto it and are drawn there, and the
one whose text is not stays in the Marks section, greyed, "Not found in this file", and is
not drawn.

The PDF is a real paper from ../shared/data/pdfs (TraceMonkey, from pdf.js).
"""

from __future__ import annotations

import pypdfium2 as pdfium

from lectern.core.marks.model import Colour
from tests.gui.helpers_reader import PDFS, TRACEMONKEY, attach, needs_pdfs, open_with_o
from tests.gui.test_reader_marks import WAIT, mark_on

pytestmark = needs_pdfs


def test_marks_of_a_replaced_pdf_are_found_again_or_listed_as_not_found(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    pdf = tmp_path / TRACEMONKEY
    first = mark_on(pdf, pid, 0, "Dynamic languages such as JavaScript", Colour.BLUE, "")
    second = mark_on(pdf, pid, 1, "Nested loops can be difficult", Colour.GREEN, "the crux")
    window.service.submit(lambda lib: [lib.marks.add(m) for m in (first, second)])
    section = window.detail.marks
    qtbot.waitUntil(lambda: len(section.rows) == 2, timeout=WAIT)
    assert all(row.here and row.lost_label.isHidden() for row in section.rows)

    document = pdfium.PdfDocument(PDFS / TRACEMONKEY)  # the new version, over the old file
    document.del_page(0)
    document.save(pdf)
    document.close()
    open_with_o(qtbot, window)

    def moved() -> bool:
        drawn = window.reader.pages.marks()
        return [m.id for m in drawn] == [second.id] and drawn[0].page == 0

    qtbot.waitUntil(moved, timeout=WAIT)
    qtbot.waitUntil(
        lambda: len(section.rows) == 2 and sum(not row.here for row in section.rows) == 1,
        timeout=WAIT,
    )
    lost = next(row for row in section.rows if not row.here)
    assert lost.mark.id == first.id and "Dynamic languages" in lost.mark.text
    assert not lost.lost_label.isHidden()
    assert lost.lost_label.text() == "Not found in this file"
    found = next(row for row in section.rows if row.here)
    assert found.mark.id == second.id and found.page_label.text() == "p. 1"
