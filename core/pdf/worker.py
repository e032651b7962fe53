"""The PDF worker: a child process that reads PDFs for the app, one request at a time.

It reads requests as JSON lines on stdin and answers each with one JSON line on stdout, so
one process serves a whole import (starting Python for each of 1,000 PDFs would take
minutes). Its memory is capped (MEMORY_LIMIT, on Linux) so a hostile file makes it fail, not
the machine swap; the parent (lectern.core.pdf.reader) holds the deadline and kills it.

Started from source as ``python -m lectern.core.pdf.worker``; in the frozen app, where there
is no interpreter to name, as the app itself with WORKER_FLAG, which ``gui/launcher.py``
hands to :func:`main` before anything else is imported.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from enum import StrEnum
from pathlib import Path
from typing import Any, TextIO

from lectern.core.said import Said

WORKER_FLAG = "--lectern-pdf-worker"
# The frozen app's other child: the window's PDF pass (lectern.core.library.fulltext_child),
# named here, beside this one, so the launcher tells both without loading the library.
PASS_FLAG = "--lectern-pdf-pass"
# … and the second process of a large import's indexing (lectern.core.search.index_child).
INDEX_FLAG = "--lectern-index-half"
# … and the process reading a large file's records for an import (importers.reading_child).
READ_FLAG = "--lectern-read-records"
# Address space for the worker: Python and PDFium need about 60 MB, a long paper's text a
# few more; 1 GiB leaves room for a big scan while a file that makes PDFium allocate without
# end fails alone.
MEMORY_LIMIT = 1024 * 1024 * 1024


class Request(StrEnum):
    """What the parent asks of the worker."""

    READ = "read"  # read the PDF at "path"
    # read the marks other readers left on "pages" of the PDF at "path", as the marks of
    # the paper "paper_id" on the file "sha256"
    MARKS = "marks"
    # write the PDF at "path" with "marks" in it as annotations to "target"
    SAVE_COPY = "save copy"
    # find "marks" made on another file again in the PDF at "path"
    FIND_AGAIN = "find again"
    # How the tests see the reader's guards work without a PDF that happens to hang or
    # crash PDFium: never answer (the deadline kills the worker), or end at once.
    STALL = "stall"
    CRASH = "crash"


def limit_memory() -> None:
    """Cap the worker's address space where the system lets a process do so (Linux, BSD)."""
    try:
        import resource
    except ImportError:  # Windows
        return
    try:
        _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        wanted = MEMORY_LIMIT if hard == resource.RLIM_INFINITY else min(MEMORY_LIMIT, hard)
        resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
    except (ValueError, OSError):  # a limit the system refuses: read without one
        return


def serve(requests: TextIO, answers: TextIO) -> None:
    """Answer each request line until stdin closes (the parent is done or gone)."""
    from lectern.core.pdf.extract import read_pdf

    for raw in requests:
        if not raw.strip():
            continue
        request = json.loads(raw)
        if request.get("op") == Request.STALL:
            threading.Event().wait()
        if request.get("op") == Request.CRASH:
            os._exit(70)  # as a crash in PDFium ends the process: no answer, no clean-up
        if request.get("op") == Request.MARKS:
            answer = {"id": request["id"], "marks": _marks(request)}
        elif request.get("op") == Request.FIND_AGAIN:
            answer = {"id": request["id"], **_find_again(request)}
        elif request.get("op") == Request.SAVE_COPY:
            answer = {"id": request["id"], **_save_copy(request)}
        else:
            try:
                reading = read_pdf(str(request["path"])).to_json()
            except MemoryError:
                reading = {"path": request["path"], "outcome": "reader stopped", "detail": "memory"}
            answer = {"id": request["id"], "reading": reading}
        answers.write(json.dumps(answer) + "\n")
        answers.flush()


def _marks(request: dict[str, Any]) -> dict[str, Any]:
    """The marks of a MARKS request as JSON; a file that cannot be read gives none, with
    why in "error"."""
    from lectern.core.errors import MarksPdfError
    from lectern.core.marks.pdf_annotations import marks_in_pdf

    try:
        found = marks_in_pdf(
            Path(str(request["path"])),
            str(request["paper_id"]),
            str(request["sha256"]),
            pages=[int(n) for n in request.get("pages") or ()],
        )
    except (MarksPdfError, MemoryError) as exc:
        return {"marks": [], "damaged": 0, **_error(exc)}
    return found.to_json()


def _find_again(request: dict[str, Any]) -> dict[str, Any]:
    """The marks of a FIND_AGAIN request found in its file and not: as JSON, or why not."""
    from lectern.core.errors import MarksPdfError
    from lectern.core.marks.found_again import find_again
    from lectern.core.marks.pdf_annotations import PdfMarks

    marks = PdfMarks.from_json(str(request["paper_id"]), request["marks"]).marks
    try:
        found, lost = find_again(marks, Path(str(request["path"])))
    except (MarksPdfError, MemoryError) as exc:
        return _error(exc)
    return {"found": PdfMarks(tuple(found)).to_json(), "lost": PdfMarks(tuple(lost)).to_json()}


def _save_copy(request: dict[str, Any]) -> dict[str, Any]:
    """Write the copy a SAVE_COPY request asks for: {} when it is written, else why not."""
    from lectern.core.errors import MarksPdfError
    from lectern.core.marks.copy_with_marks import save_copy_with_marks
    from lectern.core.marks.pdf_annotations import PdfMarks

    marks = PdfMarks.from_json(str(request["paper_id"]), request["marks"]).marks
    try:
        save_copy_with_marks(Path(str(request["path"])), marks, Path(str(request["target"])))
    except (MarksPdfError, MemoryError) as exc:
        return _error(exc)
    return {}


def _error(exc: BaseException) -> dict[str, Any]:
    """Why a request failed, as the parent says it again: the sentence, and how it was
    said (its template and values), so the window shows it in the user's language."""
    from lectern.core.said import message_of

    message = message_of(exc)
    if isinstance(message, Said):
        values = {k: v if isinstance(v, int | float) else str(v) for k, v in message.values.items()}
        return {"error": str(message), "said": [message.template, values]}
    return {"error": str(exc) or type(exc).__name__}


def main() -> int:
    limit_memory()
    # The pipes by their descriptors: a windowed app on Windows has no sys.stdin at all.
    # The answers are JSON, UTF-8 whatever the platform's locale.
    with (
        open(0, encoding="utf-8", closefd=False) as requests,
        open(1, "w", encoding="utf-8", closefd=False) as answers,
    ):
        serve(requests, answers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
