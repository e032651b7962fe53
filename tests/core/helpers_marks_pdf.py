"""Marks on real PDFs for the tests: a mark made over a passage as the reader makes one, and
PDFs annotated as other readers annotate them, by two routes that are not Lectern's writer
(PDFium's annotation API called by hand, and qpdf writing the objects Acrobat writes)."""

from __future__ import annotations

import base64
import ctypes
import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest

from lectern.core.marks import Colour, Kind, Mark, Rect, new_mark
from lectern.core.marks.page_text import PageText, readable
from lectern.core.marks.pdf_file import sha256_of

PAPER = "5b1e0c2a9f3d7e68"  # a paper id as Lectern makes one from a title


@dataclass(frozen=True)
class Passage:
    """Where a passage is on a page: its rectangles (one per line) and its text."""

    page: int
    rects: tuple[Rect, ...]
    text: str


def passage(pdf: Path, page: int, starts: str, length: int | None = None) -> Passage:
    """The passage of page `page` that starts with `starts` and is `length` characters long
    (`starts` alone without one), as the reader would select it."""
    document = pdfium.PdfDocument(pdf)
    try:
        pdf_page = document[page]
        textpage = pdf_page.get_textpage()
        try:
            text = PageText.of(textpage)
            first = text.text.index(starts)
            last = first + (length or len(starts)) - 1
            return Passage(
                page, text.rects_between(first, last), readable(text.text[first : last + 1])
            )
        finally:
            textpage.close()
            pdf_page.close()
    finally:
        document.close()


def mark_on(
    pdf: Path,
    page: int,
    starts: str,
    length: int | None = None,
    *,
    colour: Colour = Colour.YELLOW,
    kind: Kind = Kind.HIGHLIGHT,
    note: str = "",
) -> Mark:
    """A mark over a passage of `pdf`, as the reader makes it."""
    found = passage(pdf, page, starts, length)
    return new_mark(
        PAPER, sha256_of(pdf), page, found.rects, found.text, colour=colour, kind=kind, note=note
    )


def _wide(text: str) -> ctypes.Array[ctypes.c_char]:
    return ctypes.create_string_buffer((text + "\0").encode("utf-16-le"))


def _set(handle: pdfium_c.FPDF_ANNOTATION, key: str, value: str) -> None:
    buffer = _wide(value)
    pdfium_c.FPDFAnnot_SetStringValue(
        handle, key.encode(), ctypes.cast(buffer, pdfium_c.FPDF_WIDESTRING)
    )


@dataclass(frozen=True)
class Annotation:
    """An annotation another reader made: its subtype (PDFium's number), its place, its
    colour (0–255), comment and dates."""

    subtype: int
    page: int
    rects: tuple[Rect, ...]
    rgb: tuple[int, int, int] | None = None
    contents: str = ""
    modified: str = ""


def annotate_with_pdfium(source: Path, target: Path, annotations: list[Annotation]) -> None:
    """`source` with `annotations` added through PDFium's annotation API, quads written
    counter-clockwise from the lower left (as the PDF reference draws them, not as Acrobat
    writes them) and no appearance, as a minimal writer leaves them."""
    document = pdfium.PdfDocument(source)
    for annotation in annotations:
        page = document[annotation.page]
        handle = pdfium_c.FPDFPage_CreateAnnot(page.raw, annotation.subtype)
        assert handle
        if annotation.subtype == pdfium_c.FPDF_ANNOT_TEXT:
            left, bottom, right, top = annotation.rects[0]
            pdfium_c.FPDFAnnot_SetRect(handle, pdfium_c.FS_RECTF(left, top, right, bottom))
        else:
            for left, bottom, right, top in annotation.rects:
                quad = pdfium_c.FS_QUADPOINTSF(left, bottom, right, bottom, right, top, left, top)
                assert pdfium_c.FPDFAnnot_AppendAttachmentPoints(handle, quad)
            pdfium_c.FPDFAnnot_SetRect(
                handle,
                pdfium_c.FS_RECTF(
                    min(r[0] for r in annotation.rects),
                    max(r[3] for r in annotation.rects),
                    max(r[2] for r in annotation.rects),
                    min(r[1] for r in annotation.rects),
                ),
            )
        if annotation.rgb is not None:
            pdfium_c.FPDFAnnot_SetColor(handle, 0, *annotation.rgb, 255)
        if annotation.contents:
            _set(handle, "Contents", annotation.contents)
        if annotation.modified:
            _set(handle, "M", annotation.modified)
        pdfium_c.FPDFPage_CloseAnnot(handle)
        page.close()
    document.save(target)
    document.close()


def qpdf() -> str:
    """qpdf's path, or the test is skipped saying how to get it."""
    found = shutil.which("qpdf")
    if found is None:
        pytest.skip("qpdf is not installed (Debian/Ubuntu: apt install qpdf)")
    return found


def qpdf_json(pdf: Path) -> Any:
    """qpdf's JSON of `pdf`: its pages and every object."""
    done = subprocess.run(
        [qpdf(), "--json", "--json-key=pages", "--json-key=qpdf", str(pdf)],
        capture_output=True,
        check=True,
    )
    return json.loads(done.stdout)


def page_annotations(pdf: Path, page: int) -> list[dict[str, Any]]:
    """The annotation dictionaries of page `page` as qpdf reads them."""
    data = qpdf_json(pdf)
    objects = data["qpdf"][1]
    page_ref = data["pages"][page]["object"]
    annots = objects[f"obj:{page_ref}"]["value"].get("/Annots", [])
    if isinstance(annots, str):  # the array is an object of its own
        annots = objects[f"obj:{annots}"]["value"]
    return [
        objects[f"obj:{a}"]["value"] if isinstance(a, str) else a  # a reference or inline
        for a in annots
    ]


def annotate_with_qpdf(
    source: Path, target: Path, page: int, annotations: list[dict[str, Any]]
) -> None:
    """`source` with `annotations` (qpdf JSON dictionaries; "@N" in a value stands for the
    N-th annotation's reference, "AP" in a dictionary for a highlighter's appearance over
    its /Rect) added to page `page` by qpdf, which shares no code with PDFium."""
    data = qpdf_json(source)
    header, objects = data["qpdf"]
    page_ref = data["pages"][page]["object"]
    number = int(header["maxobjectid"])
    refs = [f"{number + 1 + i} 0 R" for i in range(len(annotations))]
    number += len(annotations)
    update: dict[str, Any] = {}

    def resolve(value: object) -> object:
        if isinstance(value, str) and value.startswith("@"):
            return refs[int(value[1:])]
        if isinstance(value, list):
            return [resolve(v) for v in value]
        return value

    for ref, annotation in zip(refs, annotations, strict=True):
        entry = {key: resolve(value) for key, value in annotation.items() if key != "AP"}
        if annotation.get("AP"):
            number += 1
            left, bottom, right, top = annotation["/Rect"]
            rgb = " ".join(str(c) for c in annotation["/C"])
            stream = f"q /GS gs {rgb} rg {left} {bottom} {right - left} {top - bottom} re f Q"
            update[f"obj:{number} 0 R"] = {
                "stream": {
                    "dict": {
                        "/Type": "/XObject",
                        "/Subtype": "/Form",
                        "/BBox": [left, bottom, right, top],
                        "/Resources": {
                            "/ExtGState": {"/GS": {"/Type": "/ExtGState", "/BM": "/Multiply"}}
                        },
                    },
                    "data": base64.b64encode(stream.encode()).decode(),
                }
            }
            entry["/AP"] = {"/N": f"{number} 0 R"}
        update[f"obj:{ref}"] = {"value": {"/Type": "/Annot", **entry}}
    page_dict = dict(objects[f"obj:{page_ref}"]["value"])
    page_dict["/Annots"] = refs
    update[f"obj:{page_ref}"] = {"value": page_dict}
    header = {**header, "maxobjectid": number}
    plan = target.with_suffix(".json")
    plan.write_text(json.dumps({"qpdf": [header, update]}), encoding="utf-8")
    subprocess.run(
        [qpdf(), str(source), str(target), f"--update-from-json={plan}"],
        capture_output=True,
        check=True,
    )
