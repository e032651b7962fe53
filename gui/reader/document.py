"""The PDF as the render thread holds it: opening, a page as an image, its characters'
boxes, the words found. Only the render thread calls these (PDFium is not thread-safe).

Coordinates are PDF points with the origin at the page's bottom left, as PDFium gives them;
the page view turns them into pixels.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, overload

from PySide6.QtGui import QImage

from lectern.gui.i18n import translate

if TYPE_CHECKING:
    import pypdfium2 as pdfium

Box = tuple[float, float, float, float]  # left, bottom, right, top (points)


@cache
def _pdfium() -> ModuleType:
    """PDFium, loaded when the reader opens its first PDF: loading it with the window cost
    every start a tenth of a second and the memory of its library, read or not."""
    import pypdfium2
    import pypdfium2.raw  # the bitmap formats, read as pypdfium2.raw

    return pypdfium2


def pdfium_error() -> type[Exception]:
    """The error PDFium raises for a file or page it cannot read."""
    error: type[Exception] = _pdfium().PdfiumError
    return error


class Unreadable(Exception):
    """A file the reader cannot show, with why in plain words."""


@dataclass(frozen=True, slots=True)
class Match:
    """One place a search found: its page (0 is the first) and the boxes of its lines."""

    page: int
    boxes: tuple[Box, ...]


def open_pdf(path: str) -> pdfium.PdfDocument:
    """The document at `path`, or Unreadable saying what is wrong with the file (in the
    user's language: the reader shows it)."""
    if not Path(path).is_file():
        raise Unreadable(
            translate("Unreadable", "The file is not there any more: {path}").format(path=path)
        )
    pdfium_ = _pdfium()
    try:
        document: pdfium.PdfDocument = pdfium_.PdfDocument(path)
    except pdfium_.PdfiumError as error:
        raise Unreadable(_why(str(error))) from error
    except OSError as error:
        raise Unreadable(
            translate("Unreadable", "The file could not be read ({reason}).").format(
                reason=error.strerror or error
            )
        ) from error
    if len(document) == 0:
        document.close()
        raise Unreadable(translate("Unreadable", "This PDF has no pages."))
    return document


def _why(message: str) -> str:
    """PDFium's error as a reader would say it."""
    if "password" in message.lower():
        return translate(
            "Unreadable",
            "This PDF is protected by a password, and Lectern cannot open such files.",
        )
    if "security" in message.lower():
        return translate("Unreadable", "This PDF is encrypted in a way Lectern cannot read.")
    return translate(
        "Unreadable", "This file is damaged or is not a PDF, so Lectern cannot show it."
    )


def page_sizes(document: pdfium.PdfDocument) -> list[tuple[float, float]]:
    """Every page's width and height in points, in order (placeholders are drawn at these).
    Read from the page tree without loading a page: loading each one cost 758 ms and
    about 50 MB on a 300-page PDF before its first page could show, reading the sizes
    2.4 ms."""
    return [document.get_page_size(index) for index in range(len(document))]


def render(document: pdfium.PdfDocument, index: int, scale: float) -> QImage:
    """Page `index` at `scale` pixels per point, white behind it."""
    page = document[index]
    try:
        bitmap = page.render(
            scale=scale, force_bitmap_format=_pdfium().raw.FPDFBitmap_BGRx, may_draw_forms=True
        )
        image = QImage(
            bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride, QImage.Format.Format_RGB32
        ).copy()  # the copy owns its pixels: the bitmap's buffer goes with it
        bitmap.close()
        return image
    finally:
        page.close()


class CharBoxes(Sequence[Box]):
    """A page's character boxes, by the characters' index in its text: four floats each
    in one array. A tuple of floats per character cost about 180 bytes, 20 MB for the
    pages the reader keeps boxes of; this costs 16."""

    __slots__ = ("_values",)

    def __init__(self, values: array[float]) -> None:
        self._values = values

    def __len__(self) -> int:
        return len(self._values) // 4

    @overload
    def __getitem__(self, index: int) -> Box: ...
    @overload
    def __getitem__(self, index: slice) -> list[Box]: ...
    def __getitem__(self, index: int | slice) -> Box | list[Box]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        left, bottom, right, top = self._values[4 * index : 4 * index + 4]
        return (left, bottom, right, top)

    def __iter__(self) -> Iterator[Box]:
        values = iter(self._values)
        return zip(values, values, values, values, strict=True)


def char_boxes(document: pdfium.PdfDocument, index: int) -> CharBoxes:
    """Each character's box on page `index`, by its index in the page's text."""
    page = document[index]
    text = page.get_textpage()
    try:
        return CharBoxes(
            array("f", (v for i in range(text.count_chars()) for v in text.get_charbox(i)))
        )
    finally:
        text.close()
        page.close()


def text_between(document: pdfium.PdfDocument, index: int, first: int, last: int) -> str:
    """The page's text from character `first` to `last`, both included."""
    page = document[index]
    text = page.get_textpage()
    try:
        return str(text.get_text_range(first, last - first + 1))
    finally:
        text.close()
        page.close()


def find_on_page(document: pdfium.PdfDocument, index: int, words: str) -> list[Match]:
    """Every place `words` occur on page `index`, case aside."""
    page = document[index]
    text = page.get_textpage()
    found = []
    try:
        searcher = text.search(words, match_case=False)
        try:
            while (hit := searcher.get_next()) is not None:
                first, count = hit
                boxes = tuple(text.get_rect(i) for i in range(text.count_rects(first, count)))
                found.append(Match(index, boxes))
        finally:
            searcher.close()
    finally:
        text.close()
        page.close()
    return found


def give_memory_back() -> None:
    """Return the C allocator's freed memory to the system (glibc's malloc_trim; nothing
    elsewhere): page images and PDFium's page data come and go in sizes it keeps."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL(
            ctypes.util.find_library("c") or "libc.so.6"
        ).malloc_trim
    except (OSError, AttributeError):  # not glibc (musl has no malloc_trim)
        return None
    return trim
