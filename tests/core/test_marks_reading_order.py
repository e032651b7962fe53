"""A paper's marks are listed in the order they are read: on a two-column page, the left
column's marks top down before the right column's, as the Marks section, `lectern marks`
and the Markdown copy show them. Tried on page 2 of a real two-column paper (ACL 2014)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.marks import Colour
from lectern.core.marks.markdown import as_markdown
from tests.core.helpers_marks import passage_mark

TWO_COLUMNS = "scienceparse-acl-P14-1059.pdf"  # "How to make words with vectors", ACL 2014


@pytest.fixture
def pdf(pdfs_dir: Path) -> Path:
    return pdfs_dir / TWO_COLUMNS


def test_the_left_columns_marks_come_before_the_right_columns(tmp_path, pdf):
    with Library.open(tmp_path / "lib") as lib:
        pid = lib.imports.add_paper(title="How to make words with vectors").added_ids[0]
        # Left column, high on the page; then lower in the left column; the right column's
        # mark is higher on the page than the second left one, but is read after it.
        andreas = passage_mark(pdf, pid, 1, "Andreas and Ghahramani (2013) discuss the")
        passing = passage_mark(pdf, pid, 1, "addressed in passing", colour=Colour.GREEN)
        estimate = passage_mark(pdf, pid, 1, "To estimate, for example, the weights")
        # A mark over the column break: the left column's last line, the right's first.
        end_of_left = passage_mark(pdf, pid, 1, "nally, we show how synthesis and generation of")
        top_of_right = passage_mark(pdf, pid, 1, "longer phrases is handled")
        across = dataclasses.replace(
            end_of_left,
            rects=end_of_left.rects + top_of_right.rects,
            text=f"{end_of_left.text} {top_of_right.text}",
        )
        assert estimate.top() > passing.top()  # higher on the page, and in the right column
        for mark in (estimate, across, passing, andreas):
            lib.marks.add(mark)
        listed = [m.id for m in lib.marks.of_paper(pid)]
        assert listed == [andreas.id, passing.id, across.id, estimate.id]
        markdown = as_markdown(lib.papers.paper(pid), lib.marks.of_paper(pid))
        places = [markdown.index(m.text[:20]) for m in (andreas, passing, across, estimate)]
        assert places == sorted(places)
