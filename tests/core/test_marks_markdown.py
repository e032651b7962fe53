"""A paper's marks as Markdown, each passage linked to its page in Lectern's reader, and
the `lectern://open/ID?page=N` address read back."""

from __future__ import annotations

from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.marks import Colour, Kind
from lectern.core.marks.address import open_address, parse_address
from lectern.core.marks.markdown import Grouping, as_markdown
from tests.core.helpers_marks import PAPER_PDF, passage_mark


def test_an_address_names_the_paper_and_the_page_as_printed():
    assert open_address("arxiv:0908.0054", 3) == "lectern://open/arxiv:0908.0054?page=3"
    doi = open_address("doi:10.1103/physrevd.80.083522", 1)
    assert doi == "lectern://open/doi:10.1103%2Fphysrevd.80.083522?page=1"
    assert parse_address(doi) == ("doi:10.1103/physrevd.80.083522", 1)
    assert parse_address("lectern://open/h:c0ce9a3bf83fee2d") == ("h:c0ce9a3bf83fee2d", 1)
    for other in (
        "https://open/x?page=2",
        "lectern://open/?page=2",
        "lectern://open/x?page=two",
        "lectern://open/x?page=0",
        "lectern://close/x?page=2",
        "a passage",
    ):
        assert parse_address(other) is None


@pytest.fixture
def paper_and_marks(tmp_path: Path, pdfs_dir: Path):
    pdf = pdfs_dir / PAPER_PDF
    with Library.open(tmp_path / "lib") as lib:
        pid = lib.imports.add_paper(title="Ultra light bosonic dark matter and CMB").added_ids[0]
        for mark in (
            passage_mark(pdf, pid, 2, "CMB power spectrums", colour=Colour.GREEN),
            passage_mark(pdf, pid, 0, "statistics is small albeit perceptible", note="Is it?"),
            passage_mark(pdf, pid, 0, "Acoustic Peaks of the CMB", kind=Kind.UNDERLINE),
        ):
            lib.marks.add(mark)
        return lib.papers.paper(pid), lib.marks.of_paper(pid)


def test_marks_by_page_are_quotes_linked_to_their_page_with_their_notes(paper_and_marks):
    paper, marks = paper_and_marks
    page1, page3 = open_address(paper.id, 1), open_address(paper.id, 3)
    assert as_markdown(paper, marks) == (
        "# Ultra light bosonic dark matter and CMB\n"
        "\n"
        "## Page 1\n"
        "\n"
        f"> Acoustic Peaks of the CMB ([p. 1]({page1}))\n"
        "\n"
        f"> statistics is small albeit perceptible ([p. 1]({page1}))\n"
        "\n"
        "Is it?\n"
        "\n"
        "## Page 3\n"
        "\n"
        f"> CMB power spectrums ([p. 3]({page3}))\n"
    )


def test_marks_by_colour_follow_the_colour_keys_then_the_pages(paper_and_marks):
    paper, marks = paper_and_marks
    text = as_markdown(paper, marks, grouping=Grouping.COLOUR)
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert headings == ["## Yellow", "## Green"]
    quoted = [line.split(" ([p.")[0] for line in text.splitlines() if line.startswith("> ")]
    assert quoted == [
        "> Acoustic Peaks of the CMB",
        "> statistics is small albeit perceptible",
        "> CMB power spectrums",
    ]


def test_a_passage_is_quoted_as_text_not_markup(paper_and_marks):
    paper, marks = paper_and_marks
    odd = marks[0].edited(text="x_i * y_i [1]\r\nmo\ufffementum")
    assert "> x\\_i \\* y\\_i \\[1\\] momentum ([p. 1]" in as_markdown(paper, [odd])
