"""Marks found again in a PDF that replaced the one they were made on (a new version of the
paper, a better scan): a mark keeps its place only where its text is in the new file.

A mark's text is looked for folded (`lectern.core.marks.page_text.folded`: no spaces, line
breaks or hyphens, ligatures and case undone), so the same passage set on other lines or
hyphenated elsewhere is found. It is looked for on its own page first, then on the pages
nearest to it; on a page where it occurs more than once, the occurrence that starts nearest
to where the mark started is taken. A mark found comes back on its new page, with its new
rectangles and the new file's SHA-256 (and its time of change now); the others come back
unchanged, for the user to see as "not found in this file".
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pypdfium2 as pdfium

from lectern.core.marks.model import Mark, Rect
from lectern.core.marks.page_text import PageText, folded
from lectern.core.marks.pdf_file import open_pdf, sha256_of


class _Pages:
    """The new file's pages' text, read once each, as the search needs them."""

    def __init__(self, document: pdfium.PdfDocument) -> None:
        self.document = document
        self.count = len(document)
        self._read: dict[int, tuple[PageText, str, list[int]] | None] = {}
        self._open: list[pdfium.PdfTextPage | pdfium.PdfPage] = []

    def text(self, number: int) -> tuple[PageText, str, list[int]] | None:
        if number not in self._read:
            try:
                page = self.document[number]
                textpage = page.get_textpage()
            except pdfium.PdfiumError:
                self._read[number] = None
            else:
                self._open += [textpage, page]
                page_text = PageText.of(textpage)
                self._read[number] = (page_text, *folded(page_text.text))
        return self._read[number]

    def close(self) -> None:
        for opened in self._open:
            opened.close()


def find_again(marks: Sequence[Mark], pdf: Path) -> tuple[list[Mark], list[Mark]]:
    """The marks whose text is in `pdf`, moved onto it, and the marks that are not, as they
    were. Raises MarksPdfError when `pdf` cannot be read."""
    sha256 = sha256_of(Path(pdf))
    document = open_pdf(Path(pdf))
    pages = _Pages(document)
    found: list[Mark] = []
    lost: list[Mark] = []
    try:
        for mark in marks:
            moved = _find(mark, pages, sha256)
            (found if moved is not None else lost).append(moved or mark)
    finally:
        pages.close()
        document.close()
    return found, lost


def _find(mark: Mark, pages: _Pages, sha256: str) -> Mark | None:
    needle, _ = folded(mark.text)
    if not needle:
        return None
    for number in _nearest_first(mark.page, pages.count):
        read = pages.text(number)
        if read is None:
            continue
        page_text, haystack, where = read
        best: tuple[float, tuple[Rect, ...]] | None = None
        start = haystack.find(needle)
        while start >= 0:
            rects = page_text.rects_between(where[start], where[start + len(needle) - 1])
            if rects:
                distance = _distance(rects[0], mark.rects[0]) if mark.rects else 0.0
                if best is None or distance < best[0]:
                    best = (distance, rects)
            start = haystack.find(needle, start + 1)
        if best is not None:
            return mark.edited(page=number, rects=best[1], sha256=sha256)
    return None


def _distance(one: Rect, other: Rect) -> float:
    """How far apart two rectangles' upper left corners are, in points."""
    return float(((one[0] - other[0]) ** 2 + (one[3] - other[3]) ** 2) ** 0.5)


def _nearest_first(page: int, count: int) -> Iterator[int]:
    """Page numbers from `page` outwards: page, page+1, page-1, page+2, …"""
    start = min(max(page, 0), count - 1)
    yield start
    for step in range(1, count):
        if start + step < count:
            yield start + step
        if start - step >= 0:
            yield start - step
