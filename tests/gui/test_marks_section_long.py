"""The Marks section with long passages and long notes: each row stays a few lines high,
its passage cut to two lines and its note to three, each with "…" and all of it in the
row's tip, so a paper's marks can be looked over in the detail pane."""

from __future__ import annotations

import dataclasses

from lectern.core.marks.model import Colour
from tests.gui.helpers_reader import TRACEMONKEY, attach, needs_pdfs
from tests.gui.test_reader_marks import WAIT, mark_on

pytestmark = needs_pdfs

NOTE = (
    "Trace trees record the hot loop once and compile it with type guards; "
    "side exits grow the tree where a guard fails, so the compiled code follows the "
    "types the program actually sees rather than the ones it might. "
) * 6


def test_a_long_note_is_cut_to_three_lines_and_read_whole_in_its_tip(qtbot, window, tmp_path):
    pid = attach(qtbot, window, tmp_path, TRACEMONKEY, 2)
    mark = mark_on(tmp_path / TRACEMONKEY, pid, 2, "stops recording", Colour.BLUE, "")
    noted = dataclasses.replace(mark, note=NOTE.strip())
    window.service.submit(lambda lib: lib.marks.add(noted))
    section = window.detail.marks
    qtbot.waitUntil(lambda: len(section.rows) == 1 and section.isVisible(), timeout=WAIT)
    row = section.rows[0]
    qtbot.waitUntil(lambda: row.note_label.width() > 100, timeout=WAIT)
    line = row.note_label.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: row.note_label.height() <= line * 3 + 4, timeout=WAIT)
    assert row.note_label.text().endswith("…")
    assert row.note_label.toolTip() == " ".join(NOTE.split())
