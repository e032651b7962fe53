"""A first page written with PDFium (pypdfium2, the library Lectern reads PDFs with): pieces
of text at the sizes and places a layout has, read back by the real reader."""

from __future__ import annotations

import atexit
import ctypes
import re
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from lectern.core.pdf.metadata import PdfMetadata, paper_metadata
from lectern.core.pdf.reader import PdfReader

# A piece of text on the page: its text, its size in points, its baseline's height and the
# left edge it starts at (pieces at one height make one line). The page is written from its
# top down, as most PDFs are, so PDFium reads the pieces in that order.
Piece = tuple[str, float, float, float]
BODY: list[Piece] = [
    ("We study sparse graphs and the methods that find their structure well.", 10, 420, 72),
    ("Our results hold for every graph we tried, large and small alike.", 10, 405, 72),
]


def write_pages(path: Path, pages: list[list[Piece]], faces: dict[str, str] | None = None) -> Path:
    """A PDF of `pages`, each a page of its pieces (written from the top down), in
    Helvetica but for the pieces `faces` gives another of the standard typefaces
    ("Helvetica-Bold")."""
    document = pdfium.PdfDocument.new()
    for printed in pages:
        page = document.new_page(612, 792)
        for text, size, y, x in sorted(printed, key=lambda piece: (-piece[2], piece[3])):
            face = (faces or {}).get(text, "Helvetica").encode()
            item = pdfium_c.FPDFPageObj_NewTextObj(document.raw, face, size)
            wide = ctypes.create_string_buffer((text + "\0").encode("utf-16-le"))
            pointer = ctypes.cast(wide, ctypes.POINTER(pdfium_c.FPDF_WCHAR))
            pdfium_c.FPDFText_SetText(item, pointer)
            pdfium_c.FPDFPageObj_Transform(item, 1, 0, 0, 1, x, y)
            pdfium_c.FPDFPage_InsertObject(page.raw, item)
        pdfium_c.FPDFPage_GenerateContent(page.raw)
        page.close()
    document.save(path)
    document.close()
    return path


def write_page(
    path: Path,
    pieces: list[Piece],
    title: str = "",
    before: list[Piece] | None = None,
    author: str = "",
    faces: dict[str, str] | None = None,
) -> Path:
    """A PDF printing `pieces` above the body text, with `title` and `author` as its
    document information's Title and Author; `before`, when given, is a page of its own
    ahead of it (a cover); `faces` as `write_pages` takes them."""
    pages = [printed for printed in [before, [*pieces, *BODY]] if printed is not None]
    write_pages(path, pages, faces)
    if title or author:
        add_title(path, title, author)
    return path


def add_title(path: Path, title: str, author: str = "") -> None:
    """Give the PDF a document Title (and Author), as an incremental update (PDFium writes
    none)."""
    data = path.read_bytes()
    previous = int(re.findall(rb"startxref\s+(\d+)", data)[-1])
    size = int(re.findall(rb"/Size\s+(\d+)", data)[-1])
    root = re.findall(rb"/Root\s+(\d+\s+\d+\s+R)", data)[-1].decode()
    fields = f"/Title ({title})" + (f" /Author ({author})" if author else "")
    info = f"{size} 0 obj\n<< {fields} >>\nendobj\n".encode()
    xref = len(data) + len(info)
    tail = (
        f"xref\n{size} 1\n{len(data):010d} 00000 n \ntrailer\n"
        f"<< /Size {size + 1} /Root {root} /Info {size} 0 R /Prev {previous} >>\n"
        f"startxref\n{xref}\n%%EOF\n"
    ).encode()
    path.write_bytes(data + info + tail)


_reader: PdfReader | None = None


def reader() -> PdfReader:
    """The test process's one PdfReader: its worker process reads every page a test writes,
    file after file, as an import's worker reads a batch. Starting a worker (Python and
    PDFium) took most of a test's time when each page got one of its own."""
    global _reader  # noqa: PLW0603 - one worker for the process, ended when it ends
    if _reader is None:
        _reader = PdfReader()
        atexit.register(_reader.close)
    return _reader


def read_back(path: Path) -> PdfMetadata:
    """What the real reader makes of the PDF at `path`, read in the process's shared worker."""
    return paper_metadata(reader().read(path))


# A run of text on a line: its text, its size in points and how far it is set above the
# line's baseline (below it when negative), as a footnote mark or a subscript is.
Run = tuple[str, float, float]


def write_runs(path: Path, lines: list[tuple[list[Run], float]]) -> Path:
    """A page printing each line's runs one after the other from the left margin, at the
    line's baseline height (the second of each pair) raised or lowered by each run's own."""
    document = pdfium.PdfDocument.new()
    page = document.new_page(612, 792)
    for runs, y in lines:
        x = 72.0
        for text, size, rise in runs:
            item = pdfium_c.FPDFPageObj_NewTextObj(document.raw, b"Helvetica", size)
            wide = ctypes.create_string_buffer((text + "\0").encode("utf-16-le"))
            pdfium_c.FPDFText_SetText(item, ctypes.cast(wide, ctypes.POINTER(pdfium_c.FPDF_WCHAR)))
            pdfium_c.FPDFPageObj_Transform(item, 1, 0, 0, 1, x, y + rise)
            pdfium_c.FPDFPage_InsertObject(page.raw, item)
            left, bottom, right, top = (ctypes.c_float() for _ in range(4))
            pdfium_c.FPDFPageObj_GetBounds(item, left, bottom, right, top)
            x = right.value
    pdfium_c.FPDFPage_GenerateContent(page.raw)
    page.close()
    document.save(path)
    document.close()
    return path
