"""A copy of a paper's PDF with Lectern's marks in it as standard annotations, for a reader
that is not Lectern (a co-author's Acrobat, a tablet, a printer). The user's own file is only
ever read.

Each mark is a Highlight (a highlight or a margin note) or an Underline over its rectangles
(quad points), or a sticky note where it is (a margin note on no text, as one read from
another reader's sticky note is), in its colour, its note as the annotation's comment, its
id as the annotation's name and its times as its dates, so Lectern reads the copy back as
the same marks. Each gets an appearance (PDFium draws it, blended as a highlighter is) so
readers that do not draw annotations without one still show it. A mark that was read from
this file's own annotations replaces the annotation it came from, so an edited one is not
there twice.

Only marks made on this very file (its SHA-256) are written: a mark not found again in a
replaced file has rectangles for another one.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from lectern.core.atomic_file import replacing
from lectern.core.errors import MarksPdfError
from lectern.core.marks.model import Kind, Mark
from lectern.core.marks.pdf_annotations import (
    PDF_COLOURS,
    annotation_mark_id,
    as_pdf_date,
    may_be_mark,
    page_annotations,
    set_string_value,
    string_value,
)
from lectern.core.marks.pdf_file import open_pdf, sha256_of
from lectern.core.said import said

_APPEARANCE_SCALE = 0.05  # of the page: drawing it this small makes PDFium write appearances


def save_copy_with_marks(source: Path, marks: Sequence[Mark], target: Path) -> None:
    """Write `source` with `marks` as annotations to `target`, whole or not at all; `source`
    is never written. Raises MarksPdfError when `target` is `source` or when either cannot
    be read or written."""
    source, target = Path(source), Path(target)
    if _same_file(source, target):
        raise MarksPdfError(
            said(
                "A copy with marks is saved under another name than its PDF: {path}",
                path=str(source),
            )
        )
    sha256 = sha256_of(source)
    own = [mark for mark in marks if mark.sha256 == sha256]
    document = open_pdf(source)
    try:
        by_page: dict[int, list[Mark]] = {}
        for mark in own:
            rects = tuple(r for r in mark.rects if r[2] > r[0] and r[3] > r[1])
            if 0 <= mark.page < len(document) and rects:
                by_page.setdefault(mark.page, []).append(replace(mark, rects=rects))
        for number, on_page in sorted(by_page.items()):
            try:
                page = document[number]
            except pdfium.PdfiumError as exc:
                raise MarksPdfError(
                    said(
                        "Page {page} of {path} cannot be read, so its marks cannot be written.",
                        page=number + 1,
                        path=str(source),
                    )
                ) from exc
            try:
                _mark_page(page, number, on_page, sha256)
            finally:
                page.close()
        try:
            with replacing(target, durable=True, shared=True) as handle:
                document.save(handle)
        except (OSError, pdfium.PdfiumError) as exc:
            raise MarksPdfError(
                said(
                    "The copy with marks could not be written to {path} ({reason}).",
                    path=str(target),
                    reason=getattr(exc, "strerror", None) or str(exc),
                )
            ) from exc
    finally:
        document.close()


def _same_file(source: Path, target: Path) -> bool:
    if source.resolve() == target.resolve():
        return True
    try:
        return os.path.samefile(source, target)
    except OSError:  # the target is not there yet
        return False


def _mark_page(page: pdfium.PdfPage, number: int, marks: Sequence[Mark], sha256: str) -> None:
    ids = {mark.id for mark in marks}
    paper_id = marks[0].paper_id
    _remove_read(page, number, ids, paper_id, sha256)
    for mark in marks:
        _add(page, mark)
    # PDFium writes an appearance for each annotation without one when it draws the page.
    page.render(scale=_APPEARANCE_SCALE, draw_annots=True).close()


def _remove_read(
    page: pdfium.PdfPage, number: int, ids: set[str], paper_id: str, sha256: str
) -> None:
    """Remove the page's annotations that marks being written were read from (with their
    popups), last first so the indices of the others hold."""
    doomed: set[int] = set()
    for index, handle in page_annotations(page):
        if not handle or not may_be_mark(handle):
            continue
        name = string_value(handle, "NM").strip()
        if annotation_mark_id(paper_id, sha256, number, index, name) not in ids:
            continue
        doomed.add(index)
        popup = pdfium_c.FPDFAnnot_GetLinkedAnnot(handle, b"Popup")
        if popup:
            doomed.add(int(pdfium_c.FPDFPage_GetAnnotIndex(page.raw, popup)))
            pdfium_c.FPDFPage_CloseAnnot(popup)
    for index in sorted(doomed, reverse=True):
        if index >= 0:
            pdfium_c.FPDFPage_RemoveAnnot(page.raw, index)


def _add(page: pdfium.PdfPage, mark: Mark) -> None:
    sticky = mark.kind is Kind.NOTE and not mark.text  # a note on no text: a sticky note
    if sticky:
        subtype = pdfium_c.FPDF_ANNOT_TEXT
    elif mark.kind is Kind.UNDERLINE:
        subtype = pdfium_c.FPDF_ANNOT_UNDERLINE
    else:
        subtype = pdfium_c.FPDF_ANNOT_HIGHLIGHT
    handle = pdfium_c.FPDFPage_CreateAnnot(page.raw, subtype)
    if not handle:
        raise MarksPdfError(said("A mark on page {page} could not be written.", page=mark.page + 1))
    try:
        for left, bottom, right, top in () if sticky else mark.rects:
            # upper left, upper right, lower left, lower right: the order Acrobat writes
            quad = pdfium_c.FS_QUADPOINTSF(left, top, right, top, left, bottom, right, bottom)
            pdfium_c.FPDFAnnot_AppendAttachmentPoints(handle, quad)
        rect = pdfium_c.FS_RECTF(
            min(r[0] for r in mark.rects),
            max(r[3] for r in mark.rects),
            max(r[2] for r in mark.rects),
            min(r[1] for r in mark.rects),
        )
        pdfium_c.FPDFAnnot_SetRect(handle, rect)
        red, green, blue = PDF_COLOURS[mark.colour]
        pdfium_c.FPDFAnnot_SetColor(
            handle, pdfium_c.FPDFANNOT_COLORTYPE_Color, red, green, blue, 255
        )
        pdfium_c.FPDFAnnot_SetFlags(handle, pdfium_c.FPDF_ANNOT_FLAG_PRINT)
        set_string_value(handle, "NM", mark.id)
        if mark.note:
            set_string_value(handle, "Contents", mark.note)
        if mark.made is not None:
            set_string_value(handle, "CreationDate", as_pdf_date(mark.made))
        if mark.changed is not None:
            set_string_value(handle, "M", as_pdf_date(mark.changed))
    finally:
        pdfium_c.FPDFPage_CloseAnnot(handle)
