"""Marks made as the reader makes them: the character boxes of a passage of a real PDF
(PDFium's, in points from the page's bottom left) made into one rectangle per line."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pypdfium2 as pdfium

from lectern.core.marks import Colour, Kind, Mark, new_mark, rects_of

PAPER_PDF = "grobid-arxiv-0908.0054.pdf"  # "Ultra light bosonic dark matter and CMB", 4 pages


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def passage_mark(
    pdf: Path,
    paper_id: str,
    page: int,
    words: str,
    *,
    colour: Colour = Colour.YELLOW,
    kind: Kind = Kind.HIGHLIGHT,
    note: str = "",
) -> Mark:
    """A mark over the first place `words` stand on the page (0-based), with the text the
    page has there and its real rectangles."""
    document = pdfium.PdfDocument(str(pdf))
    try:
        text_page = document[page].get_textpage()
        text = text_page.get_text_range()
        start = text.index(words)
        boxes = [text_page.get_charbox(i) for i in range(start, start + len(words))]
        rects = rects_of(boxes)
    finally:
        document.close()
    assert rects, f"no boxes for {words!r}"
    return new_mark(
        paper_id, sha256_of(pdf), page, rects, words, colour=colour, kind=kind, note=note
    )
