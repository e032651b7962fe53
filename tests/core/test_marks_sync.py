"""Marks merged per mark across two computers: each device's change folder arrives whole
at the other, as a sync engine brings it. Real libraries on tmp_path, a real PDF's text."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.marks import Colour, Kind
from tests.core.helpers_marks import PAPER_PDF, passage_mark
from tests.core.test_sync_devices import both_ways, engine


@pytest.fixture
def pdf(pdfs_dir: Path) -> Path:
    return pdfs_dir / PAPER_PDF


@pytest.fixture
def pair(tmp_path: Path) -> tuple[Path, Path, str]:
    """One paper on the laptop, copied to the desktop by the engine."""
    a, b = tmp_path / "laptop", tmp_path / "desktop"
    with Library.open(a) as lib:
        pid = lib.imports.add_paper(title="Ultra light bosonic dark matter and CMB").added_ids[0]
    b.mkdir()
    engine(a, b)
    with Library.open(b):  # the desktop opens the copy once, and is a device of its own
        pass
    return a, b, pid


def test_marks_made_on_both_computers_are_all_kept(pair, pdf):
    a, b, pid = pair
    with Library.open(a) as left, Library.open(b) as right:
        ours = passage_mark(pdf, pid, 0, "Acoustic Peaks of the CMB")
        theirs = passage_mark(pdf, pid, 2, "CMB power spectrums", colour=Colour.GREEN)
        left.marks.add(ours)
        right.marks.add(theirs)
    both_ways(a, b)
    for folder in (a, b):
        with Library.open(folder) as lib:
            assert lib.marks.of_paper(pid) == [ours, theirs]


def test_one_mark_changed_on_both_keeps_the_later_change_of_each_part(pair, pdf):
    a, b, pid = pair
    mark = passage_mark(pdf, pid, 0, "Acoustic Peaks of the CMB")
    with Library.open(a) as lib:
        lib.marks.add(mark)
    both_ways(a, b)
    with Library.open(a) as left, Library.open(b) as right:
        left.marks.change(mark.id, colour=Colour.BLUE)  # apart, neither seeing the other
        right.marks.change(mark.id, note="the peaks move")
        right.marks.change(mark.id, kind=Kind.UNDERLINE)
        left.marks.change(mark.id, kind=Kind.NOTE)  # the later drawing wins
    both_ways(a, b)
    seen = []
    for folder in (a, b):
        with Library.open(folder) as lib:
            (merged,) = lib.marks.of_paper(pid)
            seen.append(merged)
            assert (merged.colour, merged.note, merged.kind) == (
                Colour.BLUE,
                "the peaks move",
                Kind.NOTE,
            )
            assert merged.rects == mark.rects and merged.text == mark.text
    assert seen[0] == seen[1]


def test_a_mark_changed_after_the_other_computer_deleted_it_comes_back(pair, pdf):
    a, b, pid = pair
    kept = passage_mark(pdf, pid, 0, "Acoustic Peaks of the CMB")
    dropped = passage_mark(pdf, pid, 0, "statistics is small albeit perceptible")
    with Library.open(a) as lib:
        lib.marks.add(kept)
        lib.marks.add(dropped)
    both_ways(a, b)
    with Library.open(a) as left, Library.open(b) as right:
        right.marks.change(dropped.id, note="written before the deletion")
        left.marks.delete(dropped.id)  # after that edit: the deletion wins
        left.marks.delete(kept.id)
        right.marks.change(kept.id, note="written after the deletion")  # this note wins
    both_ways(a, b)
    for folder in (a, b):
        with Library.open(folder) as lib:
            shown = lib.marks.of_paper(pid)
            assert [(m.id, m.note) for m in shown] == [(kept.id, "written after the deletion")]
