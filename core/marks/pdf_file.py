"""A PDF opened for its marks: read for the annotations other readers left in it, written as a
copy with Lectern's marks, or searched for marks made on an earlier version of it.

Every failure to open it is a :class:`MarksPdfError` saying in a sentence what is wrong with
the file (missing, encrypted, damaged, not a PDF), never PDFium's own error: the window shows
it as it is, and the command line prints it.

PDFium is not thread-safe: in the window these functions run where its other PDFium calls
run (the reader's render thread), or in a child process as the import reads PDFs.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from lectern.core.errors import MarksPdfError
from lectern.core.said import said

_CHUNK = 1024 * 1024
_LOCKED = (pdfium_c.FPDF_ERR_PASSWORD, pdfium_c.FPDF_ERR_SECURITY)


def open_pdf(path: Path) -> pdfium.PdfDocument:
    """The document at `path`, or MarksPdfError saying why it cannot be read."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(1024)
    except OSError as exc:
        raise MarksPdfError(
            said("{path} cannot be read ({reason}).", path=str(path), reason=exc.strerror or exc)
        ) from exc
    if b"%PDF-" not in head:
        raise MarksPdfError(said("{path} is not a PDF.", path=str(path)))
    try:
        document = pdfium.PdfDocument(Path(path))
    except pdfium.PdfiumError as exc:
        if getattr(exc, "err_code", None) in (
            pdfium_c.FPDF_ERR_PASSWORD,
            pdfium_c.FPDF_ERR_SECURITY,
        ):
            raise MarksPdfError(
                said(
                    "{path} is protected by a password, so Lectern cannot read its marks.",
                    path=str(path),
                )
            ) from exc
        raise MarksPdfError(
            said("{path} is damaged: it starts as a PDF but cannot be read.", path=str(path))
        ) from exc
    if len(document) == 0:
        document.close()
        raise MarksPdfError(said("{path} has no pages.", path=str(path)))
    return document


def sha256_of(path: Path) -> str:
    """The file's SHA-256, which says which file a mark's rectangles belong to."""
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as handle:
            while chunk := handle.read(_CHUNK):
                digest.update(chunk)
    except OSError as exc:
        raise MarksPdfError(
            said("{path} cannot be read ({reason}).", path=str(path), reason=exc.strerror or exc)
        ) from exc
    return digest.hexdigest()
