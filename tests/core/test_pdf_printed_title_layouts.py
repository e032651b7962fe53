"""Title layouts where the page's printed title must win: a document Title that differs
from it, a superscript inside it, a journal's or a university's name above it, a
publisher's cover page before it, small capitals, a title written late in the page's text.

Each PDF is written here with PDFium (pypdfium2, the library Lectern reads PDFs with):
pieces of text at the sizes and places such a first page has, read back by the real reader.
"""

from __future__ import annotations

from tests.core.helpers_pdf_pages import read_back, write_page


def test_a_document_title_missing_the_printed_title_s_first_letter(tmp_path):
    """A document Title typed without the title's first letter ("Diosyncratic …" for the
    printed "IDIOSYNCRATIC …") is read past: the printed title is the paper's."""
    path = write_page(
        tmp_path / "typo.pdf",
        [
            ("IDIOSYNCRATIC SHOCKS AND THE ROLE OF NONCONVEXITIES", 14, 700, 72),
            ("IN PLANT AND AGGREGATE INVESTMENT DYNAMICS", 14, 682, 72),
            ("Aubhik Khan, Julia K. Thomas", 10, 655, 72),
        ],
        title="Diosyncratic Shocks and the Role of Nonconvexities in Plant and Aggregate "
        "Investment Dynamics",
    )
    meta = read_back(path)
    assert meta.title == (
        "IDIOSYNCRATIC SHOCKS AND THE ROLE OF NONCONVEXITIES IN PLANT AND AGGREGATE "
        "INVESTMENT DYNAMICS"
    )
    assert meta.authors == ("Aubhik Khan", "Julia K. Thomas")


def test_a_short_document_title_inside_the_printed_one(tmp_path):
    """A document Title of a few of the printed title's words ("Vector Clocks", the
    magazine's section) is not the paper's title: the page prints a longer one."""
    path = write_page(
        tmp_path / "short.pdf",
        [
            ("February 2002", 11, 730, 72),
            ("Fundamentals of Distributed Computing:", 22, 700, 72),
            ("A Practical Tour of Vector Clocks and Their Uses", 22, 675, 72),
            ("Roberto Baldoni, Michel Raynal", 11, 650, 72),
        ],
        title="Vector Clocks",
    )
    assert read_back(path).title == (
        "Fundamentals of Distributed Computing: A Practical Tour of Vector Clocks and Their Uses"
    )
