"""Marks kept like everything the user writes: durable before the call returns, in the
change file, in History, undone and redone, on real TinyDB files and a real PDF's text."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from lectern.core.library import Library
from lectern.core.marks import Colour, Kind
from lectern.core.results import Change, ChangeKind
from lectern.core.sync.entry_kind import EntryKind
from tests.core.helpers_marks import PAPER_PDF, passage_mark


@pytest.fixture
def pdf(pdfs_dir: Path) -> Path:
    return pdfs_dir / PAPER_PDF


def add_paper(lib: Library) -> str:
    return lib.imports.add_paper(title="Ultra light bosonic dark matter and CMB").added_ids[0]


def change_lines(folder: Path) -> list[dict]:
    return [
        orjson.loads(line)
        for path in sorted((folder / "sync").glob("*/changes-*.jsonl"))
        for line in path.read_bytes().splitlines()
        if line.strip()
    ]


def test_marks_added_changed_and_deleted_are_there_after_reopening(tmp_path, pdf):
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        pid = add_paper(lib)
        late = passage_mark(pdf, pid, 2, "CMB power spectrums", colour=Colour.BLUE)
        early = passage_mark(pdf, pid, 0, "Acoustic Peaks of the CMB", note="why peaks?")
        lower = passage_mark(pdf, pid, 0, "statistics is small albeit perceptible")
        gone = passage_mark(pdf, pid, 1, "fermionic", kind=Kind.UNDERLINE)
        for mark in (late, lower, gone, early):
            lib.marks.add(mark)
        # On disk before `add` returned: the change file holds the mark whole.
        made = [
            line for line in change_lines(folder) if f"mark:{early.id}" in (line.get("f") or {})
        ]
        assert made and made[-1]["f"][f"mark:{early.id}"]["text"] == "Acoustic Peaks of the CMB"
        recoloured = lib.marks.change(lower.id, colour=Colour.GREEN, note="small effect")
        lib.marks.delete(gone.id)
    with Library.open(folder) as lib:
        shown = lib.marks.of_paper(pid)
        assert [m.id for m in shown] == [early.id, lower.id, late.id]  # page, then top down
        assert shown[0] == early  # rects, text, colour, times: whole
        assert shown[1] == recoloured
        assert (shown[1].colour, shown[1].note, shown[1].text) == (
            Colour.GREEN,
            "small effect",
            lower.text,
        )
        assert lib.marks.count(pid) == 3
        assert lib.marks.get(gone.id) is None
        assert lib.marks.get(late.id) == late


def test_each_mark_change_is_one_history_entry_in_words_and_tells_the_listeners(tmp_path, pdf):
    with Library.open(tmp_path / "lib") as lib:
        pid = add_paper(lib)
        heard: list[Change] = []
        lib.add_listener(heard.append)
        mark = passage_mark(pdf, pid, 2, "CMB power spectrums")
        lib.marks.add(mark)
        lib.marks.change(mark.id, note="a quantum effect")
        lib.marks.change(mark.id, colour=Colour.PINK)
        lib.marks.delete(mark.id)
        said = [lib.history.describe(e) for e in lib.history.entries(kinds={EntryKind.MARKS})]
        assert said == [
            "Deleted a mark on page 3",
            "Recoloured a mark on page 3",
            "Wrote the note of a mark on page 3",
            "Highlighted a passage on page 3",
        ]
        assert [c.kind for c in heard] == [ChangeKind.ANNOTATIONS] * 4
        assert all(c.ids == frozenset({pid}) and "marks" in c.fields for c in heard)


def test_undo_and_redo_take_marks_back_and_bring_them_again(tmp_path, pdf):
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        pid = add_paper(lib)
        mark = passage_mark(pdf, pid, 0, "Acoustic Peaks of the CMB")
        lib.marks.add(mark)
        lib.history.undo_last()
        assert lib.marks.of_paper(pid) == []
        lib.history.redo_last()
        assert lib.marks.of_paper(pid) == [mark]
        lib.marks.change(mark.id, colour=Colour.PURPLE, note="first note")
        lib.history.undo_last()
        assert lib.marks.get(mark.id) == mark  # yellow, no note, as it was
        lib.marks.delete(mark.id)
        lib.history.undo_last()
        assert lib.marks.of_paper(pid) == [mark]  # back whole
        lib.history.redo_last()
        assert lib.marks.of_paper(pid) == []
    with Library.open(folder) as lib:  # Undo works from the change file after a restart
        lib.history.undo_last()
        assert lib.marks.of_paper(pid) == [mark]
