"""A page's text with each character's box: what a mark covers, and where a text is.

A mark's text is what the page says under its rectangles, read as a person reads it: a word
broken by a hyphen at a line's end is whole again (PDFium gives that hyphen as U+FFFE and no
line break) and the lines are joined by single spaces. A mark is found again in a new
version of its file by its text *folded*: without spaces, line breaks or hyphens, and with
ligatures and case undone, so a passage set on other lines, or hyphenated elsewhere, is still
the same passage.
"""

from __future__ import annotations

import ctypes
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from lectern.core.marks.model import Rect, rects_of

_LINE_END_HYPHEN = "\ufffe"  # PDFium's hyphen at a line's end, the lines already joined
_SPACES = re.compile(r"\s+")
_HYPHENS = frozenset("-\u00ad\u2010\u2011\ufffe")


def readable(text: str) -> str:
    """Page text as a person reads it: hyphenated words joined, lines joined by a space."""
    return _SPACES.sub(" ", text.replace(_LINE_END_HYPHEN, "")).strip()


def folded(text: str) -> tuple[str, list[int]]:
    """`text` without spaces or hyphens, ligatures and case undone, and for each character
    of that the index in `text` it came from."""
    out: list[str] = []
    where: list[int] = []
    for index, char in enumerate(text):
        if char in _HYPHENS or char.isspace():
            continue
        for piece in unicodedata.normalize("NFKC", char).casefold():
            if not piece.isspace():
                out.append(piece)
                where.append(index)
    return "".join(out), where


@dataclass(slots=True)
class PageText:
    """One page's characters: `text[i]` is character i of PDFium's text page, `box(i)` its
    box (left, bottom, right, top in points; all zero for a space or line break PDFium
    made up)."""

    text: str
    _textpage: pdfium.PdfTextPage
    _boxes: list[Rect] | None = field(default=None)
    _middles_by_height: tuple[list[float], list[tuple[float, int]]] | None = field(default=None)

    @classmethod
    def of(cls, textpage: pdfium.PdfTextPage) -> PageText:
        """The text of `textpage`, by character index (the caller keeps it open)."""
        count = textpage.count_chars()
        text = textpage.get_text_range() if count else ""
        if len(text) != count:  # PDFium left a character out: read them one by one
            text = "".join(chr(pdfium_c.FPDFText_GetUnicode(textpage, i)) for i in range(count))
        return cls(text, textpage)

    def boxes(self) -> list[Rect]:
        """Every character's box, read once."""
        if self._boxes is None:
            left, right, bottom, top = (ctypes.c_double() for _ in range(4))
            boxes: list[Rect] = []
            for index in range(len(self.text)):
                if pdfium_c.FPDFText_GetCharBox(self._textpage, index, left, right, bottom, top):
                    boxes.append((left.value, bottom.value, right.value, top.value))
                else:
                    boxes.append((0.0, 0.0, 0.0, 0.0))
            self._boxes = boxes
        return self._boxes

    def under(self, rects: Sequence[Rect]) -> str:
        """The readable text of the characters whose middle lies in one of `rects`.

        The characters are taken in text order; characters between two taken ones that are
        only spaces and line breaks are taken too, so lines join as the page joins them."""
        heights, middles = self._middles()
        taken: set[int] = set()
        for left, bottom, right, top in rects:
            for at in range(bisect_left(heights, bottom), bisect_right(heights, top)):
                x, index = middles[at]
                if left <= x <= right:
                    taken.add(index)
        inside = sorted(taken)
        if not inside:
            return ""
        pieces: list[str] = []
        start = previous = inside[0]
        for index in inside[1:]:
            if self.text[previous + 1 : index].strip():
                pieces.append(self.text[start : previous + 1])
                start = index
            previous = index
        pieces.append(self.text[start : previous + 1])
        return readable(" ".join(pieces))

    def _middles(self) -> tuple[list[float], list[tuple[float, int]]]:
        """The middles of the characters that have a box, by height: each middle's height,
        and its left-right place with the character's index, in the same order."""
        if self._middles_by_height is None:
            ordered = sorted(
                ((bottom + top) / 2, (left + right) / 2, index)
                for index, (left, bottom, right, top) in enumerate(self.boxes())
                if right > left and top > bottom
            )
            self._middles_by_height = (
                [y for y, _, _ in ordered],
                [(x, index) for _, x, index in ordered],
            )
        return self._middles_by_height

    def rects_between(self, first: int, last: int) -> tuple[Rect, ...]:
        """One rectangle per line for characters `first` to `last`, both included."""
        return rects_of(self.boxes()[first : last + 1])
