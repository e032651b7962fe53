"""The marks other PDF readers left in a file (Acrobat, Okular, Preview, Zotero's "Save as
PDF with annotations"), read as Lectern's marks; and how a mark is said as a PDF annotation,
which the copy with marks writes.

What each standard annotation becomes:

- a Highlight is a highlight; one with a comment of its own is a margin note (a comment that
  only repeats the highlighted text, as some readers write, is no note);
- an Underline, Squiggly or StrikeOut is an underline, its comment kept as its note;
- a Text annotation (a sticky note) is a margin note on no text, drawn where its icon is;
- a reply to one of these (a Text annotation "in reply to" it) adds its comment to the
  note it answers.

Other annotations (links, form fields, ink, shapes, popups) and hidden ones are not marks.
An annotation that should be a mark but cannot be read as one (a highlight without quad
points, a note without a place) is left out and counted, so an import says how many.

A mark's id is the annotation's own name (`/NM`) when Lectern wrote it, so a copy with marks
read back gives the same marks; otherwise it is made from the paper, the file, the page and
the annotation's name or place on the page, so reading the same file again gives the same
ids and adds nothing twice.
"""

from __future__ import annotations

import ctypes
import hashlib
import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from lectern.core.marks.model import Colour, Kind, Mark, Rect
from lectern.core.marks.page_text import PageText, readable
from lectern.core.marks.pdf_file import open_pdf
from lectern.core.marks.stored import mark_from_doc, mark_to_doc
from lectern.core.said import said

log = logging.getLogger(__name__)

# The colour each mark is written in (Zotero's palette, which its users' PDFs carry), and
# the colour an annotation is read as: the nearest of these.
PDF_COLOURS: dict[Colour, tuple[int, int, int]] = {
    Colour.YELLOW: (0xFF, 0xD4, 0x00),
    Colour.GREEN: (0x5F, 0xB2, 0x36),
    Colour.BLUE: (0x2E, 0xA8, 0xE5),
    Colour.PINK: (0xFF, 0x66, 0x99),
    Colour.PURPLE: (0xA2, 0x8A, 0xE5),
}
_GREY = 24  # of 255: a colour whose channels differ by less is a grey, read as the default

MARKUP = {
    pdfium_c.FPDF_ANNOT_HIGHLIGHT: Kind.HIGHLIGHT,
    pdfium_c.FPDF_ANNOT_UNDERLINE: Kind.UNDERLINE,
    pdfium_c.FPDF_ANNOT_SQUIGGLY: Kind.UNDERLINE,
    pdfium_c.FPDF_ANNOT_STRIKEOUT: Kind.UNDERLINE,
}
_LECTERN_ID = re.compile(r"[0-9a-f]{32}")
_PDF_DATE = re.compile(
    r"D?:?(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?\s*(?:([Zz])|([+-])(\d\d)'?(\d\d)?'?)?"
)


@dataclass(frozen=True, slots=True)
class PdfMarks:
    """The marks read from a PDF, and how many annotations were left out as damaged."""

    marks: tuple[Mark, ...]
    damaged: int = 0

    def to_json(self) -> dict[str, Any]:
        """The marks as the PDF worker sends them to the app (one JSON line)."""
        return {
            "marks": [{"id": m.id, **mark_to_doc(m)} for m in self.marks],
            "damaged": self.damaged,
        }

    @classmethod
    def from_json(cls, paper_id: str, data: Mapping[str, Any]) -> PdfMarks:
        found = (
            mark_from_doc(paper_id, str(doc.get("id") or ""), doc)
            for doc in data.get("marks") or ()
            if isinstance(doc, Mapping)
        )
        return cls(tuple(m for m in found if m is not None), int(data.get("damaged") or 0))

    def said_damaged(self) -> str:
        """What the user is told of the annotations left out ("" when none were)."""
        if not self.damaged:
            return ""
        return said(
            "Annotations in this PDF left out because they could not be read: {count}.",
            count=self.damaged,
        )


@dataclass(slots=True)
class _Annotation:
    """An annotation as read from the page, before it is a mark."""

    index: int
    kind: Kind
    rects: tuple[Rect, ...]
    colour: Colour
    note: str
    name: str
    made: datetime | None
    changed: datetime | None
    sticky: bool
    replies: list[str] = field(default_factory=list)


class _Damaged(Exception):
    """An annotation that should be a mark and cannot be read as one."""


def marks_in_pdf(
    path: Path, paper_id: str, sha256: str, *, pages: Iterable[int] | None = None
) -> PdfMarks:
    """The highlights, underlines and notes other readers made in the PDF at `path`, as
    marks of the paper `paper_id` on the file `sha256`, in page order. Raises MarksPdfError
    for a file that cannot be opened at all.

    Each page is loaded to see its annotations, which costs PDFium 3–9 ms a page (it
    parses the page's content): a caller that has loaded the pages already (the import's
    text reading) can say which `pages` have annotations (`FPDFPage_GetAnnotCount`), and
    only those are read."""
    document = open_pdf(path)
    marks: list[Mark] = []
    damaged = 0
    count = len(document)
    numbers = range(count) if pages is None else sorted({n for n in pages if 0 <= n < count})
    try:
        for number in numbers:
            try:
                page = document[number]
            except pdfium.PdfiumError:
                log.warning("page %d of %s cannot be read for its marks", number + 1, path)
                continue
            try:
                found, bad = _page_marks(page, number, paper_id, sha256)
            except pdfium.PdfiumError:  # its text cannot be read: the page is left out
                log.warning("the text of page %d of %s cannot be read", number + 1, path)
                continue
            finally:
                page.close()
            marks.extend(found)
            damaged += bad
    finally:
        document.close()
    return PdfMarks(tuple(marks), damaged)


def page_annotations(page: pdfium.PdfPage) -> Iterator[tuple[int, Any]]:
    """(index, handle) for each annotation of the page, the handle None where PDFium cannot
    open it; each handle is closed when the loop moves on or stops."""
    for index in range(pdfium_c.FPDFPage_GetAnnotCount(page.raw)):
        handle = pdfium_c.FPDFPage_GetAnnot(page.raw, index)
        if not handle:
            yield index, None
            continue
        try:
            yield index, handle
        finally:
            pdfium_c.FPDFPage_CloseAnnot(handle)


def may_be_mark(handle: Any) -> bool:
    """A highlight, underline, squiggly or strike-out, or a sticky note: what a mark can be."""
    subtype = pdfium_c.FPDFAnnot_GetSubtype(handle)
    return subtype in MARKUP or subtype == pdfium_c.FPDF_ANNOT_TEXT


def has_marks(page: pdfium.PdfPage) -> bool:
    """Whether the page holds an annotation that may be a mark (a highlight, an underline,
    a sticky note): links and form fields, which most papers' pages carry, are not. The
    import notes such pages as it reads the text, so only those are read for marks."""
    return any(handle and may_be_mark(handle) for _, handle in page_annotations(page))


def _page_marks(
    page: pdfium.PdfPage, number: int, paper_id: str, sha256: str
) -> tuple[list[Mark], int]:
    annotations: dict[int, _Annotation] = {}
    replies: list[tuple[int, str]] = []
    damaged = 0
    for index, handle in page_annotations(page):
        if not handle:
            damaged += 1
            continue
        if not may_be_mark(handle):
            continue
        if pdfium_c.FPDFAnnot_GetFlags(handle) & pdfium_c.FPDF_ANNOT_FLAG_HIDDEN:
            continue
        subtype = pdfium_c.FPDFAnnot_GetSubtype(handle)
        parent = _reply_to(page, handle) if subtype == pdfium_c.FPDF_ANNOT_TEXT else None
        if parent is not None:
            replies.append((parent, string_value(handle, "Contents").strip()))
            continue
        try:
            annotations[index] = _read(handle, index, subtype)
        except _Damaged as why:
            log.info("annotation %d on page %d left out: %s", index, number + 1, why)
            damaged += 1
    for parent, reply in replies:
        if parent in annotations and reply:
            annotations[parent].replies.append(reply)
    if not annotations:
        return [], damaged
    textpage = page.get_textpage()
    try:
        text = PageText.of(textpage)
        marks = [
            _as_mark(annotation, text, number, paper_id, sha256)
            for annotation in annotations.values()
        ]
    finally:
        textpage.close()
    return marks, damaged


def _read(handle: pdfium_c.FPDF_ANNOTATION, index: int, subtype: int) -> _Annotation:
    sticky = subtype == pdfium_c.FPDF_ANNOT_TEXT
    rects = (_rect(handle),) if sticky else _quads(handle)
    return _Annotation(
        index=index,
        kind=Kind.NOTE if sticky else MARKUP[subtype],
        rects=rects,
        colour=_colour(handle),
        note=string_value(handle, "Contents").strip(),
        name=string_value(handle, "NM").strip(),
        made=pdf_date(string_value(handle, "CreationDate")),
        changed=pdf_date(string_value(handle, "M")),
        sticky=sticky,
    )


def _as_mark(
    annotation: _Annotation, text: PageText, page: int, paper_id: str, sha256: str
) -> Mark:
    marked = "" if annotation.sticky else text.under(annotation.rects)
    note = annotation.note
    if note and readable(note) == marked:
        note = ""  # the reader copied the highlighted text into the comment: no note
    note = "\n\n".join(part for part in (note, *annotation.replies) if part)
    kind = annotation.kind
    if kind is Kind.HIGHLIGHT and note:
        kind = Kind.NOTE
    made = annotation.made or annotation.changed
    return Mark(
        id=annotation_mark_id(paper_id, sha256, page, annotation.index, annotation.name),
        paper_id=paper_id,
        sha256=sha256,
        page=page,
        rects=annotation.rects,
        text=marked,
        colour=annotation.colour,
        kind=kind,
        note=note,
        made=made,
        changed=annotation.changed or made,
    )


def annotation_mark_id(paper_id: str, sha256: str, page: int, index: int, name: str) -> str:
    """The id of the mark read from annotation `index` (named `name`) on `page` of a file."""
    if _LECTERN_ID.fullmatch(name):
        return name
    place = f"name:{name}" if name else f"index:{index}"
    key = "\0".join((paper_id, sha256, str(page), place))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]


def _reply_to(page: pdfium.PdfPage, handle: pdfium_c.FPDF_ANNOTATION) -> int | None:
    """The index of the annotation this one replies to (`/IRT`), if it is one."""
    if not pdfium_c.FPDFAnnot_HasKey(handle, b"IRT"):
        return None
    parent = pdfium_c.FPDFAnnot_GetLinkedAnnot(handle, b"IRT")
    if not parent:
        return None
    try:
        index = int(pdfium_c.FPDFPage_GetAnnotIndex(page.raw, parent))
    finally:
        pdfium_c.FPDFPage_CloseAnnot(parent)
    return index if index >= 0 else None


def _quads(handle: pdfium_c.FPDF_ANNOTATION) -> tuple[Rect, ...]:
    """Each quad's bounding box: readers write a quad's corners in different orders."""
    count = int(pdfium_c.FPDFAnnot_CountAttachmentPoints(handle))
    if count <= 0:
        raise _Damaged("no quad points")
    rects: list[Rect] = []
    quad = pdfium_c.FS_QUADPOINTSF()
    for index in range(count):
        if not pdfium_c.FPDFAnnot_GetAttachmentPoints(handle, index, quad):
            raise _Damaged("unreadable quad points")
        xs = (quad.x1, quad.x2, quad.x3, quad.x4)
        ys = (quad.y1, quad.y2, quad.y3, quad.y4)
        rects.append(_checked((min(xs), min(ys), max(xs), max(ys))))
    return tuple(rects)


def _rect(handle: pdfium_c.FPDF_ANNOTATION) -> Rect:
    rect = pdfium_c.FS_RECTF()
    if not pdfium_c.FPDFAnnot_GetRect(handle, rect):
        raise _Damaged("no rectangle")
    return _checked(
        (
            min(rect.left, rect.right),
            min(rect.bottom, rect.top),
            max(rect.left, rect.right),
            max(rect.bottom, rect.top),
        )
    )


def _checked(rect: Rect) -> Rect:
    """A rectangle with an area and finite, sane corners (a PDF page is at most 200 in.)."""
    left, bottom, right, top = rect
    if not all(abs(v) < 1e5 for v in rect) or right <= left or top <= bottom:
        raise _Damaged(f"a rectangle without area: {rect}")
    return rect


def _colour(handle: pdfium_c.FPDF_ANNOTATION) -> Colour:
    """The nearest of the five colours to the annotation's `/C`. PDFium reads `/C` only
    when the annotation has no appearance of its own, so the appearance is dropped first:
    the document is read, never saved."""
    if pdfium_c.FPDFAnnot_HasKey(handle, b"AP"):
        pdfium_c.FPDFAnnot_SetAP(handle, pdfium_c.FPDF_ANNOT_APPEARANCEMODE_NORMAL, None)
    if not pdfium_c.FPDFAnnot_HasKey(handle, b"C"):
        return Colour.YELLOW
    red, green, blue, alpha = (ctypes.c_uint() for _ in range(4))
    if not pdfium_c.FPDFAnnot_GetColor(
        handle, pdfium_c.FPDFANNOT_COLORTYPE_Color, red, green, blue, alpha
    ):
        return Colour.YELLOW
    return nearest_colour((red.value, green.value, blue.value))


def nearest_colour(rgb: tuple[int, int, int]) -> Colour:
    """The one of the five colours nearest to `rgb`; a grey, black or white is yellow, the
    colour a mark has when none is chosen."""
    if max(rgb) - min(rgb) < _GREY:
        return Colour.YELLOW
    return min(
        PDF_COLOURS,
        key=lambda colour: sum((a - b) ** 2 for a, b in zip(PDF_COLOURS[colour], rgb, strict=True)),
    )


def string_value(handle: pdfium_c.FPDF_ANNOTATION, key: str) -> str:
    """The annotation's text string `key` ("" when it has none)."""
    name = key.encode("ascii")
    size = int(pdfium_c.FPDFAnnot_GetStringValue(handle, name, None, 0))
    if size <= 2:
        return ""
    buffer = ctypes.create_string_buffer(size)
    pdfium_c.FPDFAnnot_GetStringValue(
        handle, name, ctypes.cast(buffer, pdfium_c.FPDF_WIDESTRING), size
    )
    return buffer.raw[: size - 2].decode("utf-16-le", errors="replace")


def set_string_value(handle: pdfium_c.FPDF_ANNOTATION, key: str, value: str) -> None:
    """Set the annotation's text string `key` to `value`."""
    buffer = ctypes.create_string_buffer((value + "\0").encode("utf-16-le"))
    pdfium_c.FPDFAnnot_SetStringValue(
        handle, key.encode("ascii"), ctypes.cast(buffer, pdfium_c.FPDF_WIDESTRING)
    )


def pdf_date(text: str) -> datetime | None:
    """A PDF date (``D:YYYYMMDDHHmmSS+HH'mm'``, any tail left out) in UTC, or None."""
    found = _PDF_DATE.match(text.strip())
    if not found:
        return None
    year, month, day, hour, minute, second, _z, sign, off_h, off_m = found.groups()
    offset = timedelta(hours=int(off_h or 0), minutes=int(off_m or 0))
    try:
        when = datetime(
            int(year),
            int(month or 1),
            int(day or 1),
            int(hour or 0),
            int(minute or 0),
            int(second or 0),
            tzinfo=timezone(-offset if sign == "-" else offset),
        )
    except ValueError:
        return None
    return when.astimezone(UTC)


def as_pdf_date(when: datetime) -> str:
    """`when` as a PDF date, in UTC."""
    moment = when if when.tzinfo else when.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("D:%Y%m%d%H%M%SZ")
