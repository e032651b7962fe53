"""Paper → Save a copy with marks…: the file dialog offers "<title> (marked).pdf" beside the
PDF, the copy written holds the marks as PDF annotations another reader sees (read back with
PDFium), the PDF itself is left as it was, and a copy asked over the PDF is refused in words.

The PDF is a real paper from ../shared/data/pdfs (TraceMonkey, from pdf.js).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from lectern.core.marks.model import Colour
from lectern.core.marks.pdf_annotations import marks_in_pdf
from lectern.core.marks.pdf_file import sha256_of
from lectern.gui.declarations.ids import ActionId
from tests.gui.helpers_reader import PDFS, TRACEMONKEY, attach, needs_pdfs
from tests.gui.test_reader_marks import WAIT, mark_on

pytestmark = needs_pdfs


def test_save_a_copy_with_marks_writes_them_beside_the_pdf(qtbot, window, tmp_path, monkeypatch):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    pdf = tmp_path / TRACEMONKEY
    original = pdf.read_bytes()
    mark = mark_on(pdf, pid, 2, "stops recording", Colour.GREEN, "look again")
    window.service.submit(lambda lib: lib.marks.add(mark))
    qtbot.waitUntil(lambda: len(window.detail.marks.rows) == 1, timeout=WAIT)
    offered: list[str] = []
    answer: list[str] = []

    def choose(_parent: object, _title: str, default: str, _filter: str = "") -> tuple[str, str]:
        offered.append(default)
        return answer[0], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(choose))
    title = window.library.papers.paper(pid).title
    answer.append(str(tmp_path / "for a co-author.pdf"))
    window.actions_by_id[ActionId.SAVE_COPY_WITH_MARKS].trigger()
    status = window.status
    qtbot.waitUntil(lambda: "Saved a copy with 1 mark" in status.currentMessage(), timeout=WAIT)
    assert offered and Path(offered[0]).parent == tmp_path
    assert Path(offered[0]).name.endswith("(marked).pdf")
    assert Path(offered[0]).name.startswith(title[:5])  # named by the title
    copy = Path(answer[0])
    in_copy = marks_in_pdf(copy, pid, sha256_of(copy)).marks
    assert [(m.page, m.colour, m.note) for m in in_copy] == [(2, Colour.GREEN, "look again")]
    assert "stops recording" in in_copy[0].text
    assert pdf.read_bytes() == original

    answer[0] = str(pdf)  # over the PDF itself: refused, said in the status bar
    window.actions_by_id[ActionId.SAVE_COPY_WITH_MARKS].trigger()
    qtbot.waitUntil(lambda: "No copy with marks was saved" in status.currentMessage(), timeout=WAIT)
    assert "another name" in status.currentMessage()
    assert pdf.read_bytes() == original


def test_a_pdf_attached_in_the_window_brings_the_marks_other_readers_left(
    qtbot, window, tmp_path, monkeypatch
):
    from tests.core.test_marks_on_import import _annotated

    annotated = _annotated(PDFS, tmp_path)
    pid = window.model.id_at(2)
    window.view.select_id(pid)
    window.focus_list()
    qtbot.waitUntil(lambda: window.detail.current_id() == pid)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(annotated)], ""))
    window.actions_by_id[ActionId.ATTACH_FILE].trigger()  # Paper → Attach files…
    section = window.detail.marks
    qtbot.waitUntil(lambda: len(section.rows) == 2, timeout=WAIT)
    assert [row.mark.note for row in section.rows] == ["", "the crux"]
    assert "Dynamic languages" in section.rows[0].mark.text
    window.actions_by_id[ActionId.UNDO].trigger()  # the attachment and its marks, together
    qtbot.waitUntil(lambda: window.library.papers.paper(pid).files == (), timeout=WAIT)
    assert window.library.marks.count(pid) == 0
    qtbot.waitUntil(section.isHidden, timeout=WAIT)
