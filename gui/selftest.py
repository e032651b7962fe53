"""`lectern --self-test`: the real window, store and index on a temporary library.

Loads the bundled sample, searches through the search box, writes a note and finds it
again (through the index and after reopening the store), closes cleanly, and prints ONE
line of JSON saying what it checked. Exits 1 on any failure, including an exception
raised inside a Qt slot. Used by CI against the frozen build.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import tempfile
import time
import traceback
import uuid
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

SEARCH_WORD = "learning"
TIMEOUT = 120.0


class SelfTestFailure(Exception):
    pass


def _needs_offscreen() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    if sys.platform.startswith("linux"):
        return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return False


def run_self_test() -> int:
    if _needs_offscreen():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    report: dict[str, Any] = {"ok": False, "checks": []}
    started = time.monotonic()
    slot_errors: list[str] = []

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        slot_errors.append("".join(traceback.format_exception(kind, exc, tb)))

    previous_hook = sys.excepthook
    sys.excepthook = hook
    try:
        with tempfile.TemporaryDirectory(prefix="lectern-selftest-") as tmp:
            _run(Path(tmp), report, slot_errors)
        if slot_errors:
            raise SelfTestFailure("an error was raised inside the window:\n" + slot_errors[0])
        report["ok"] = True
    except BaseException as exc:  # noqa: BLE001 - the report must say what failed
        report["error"] = f"{type(exc).__name__}: {exc}"
        print(traceback.format_exc(), file=sys.stderr)
    finally:
        sys.excepthook = previous_hook
        if "PySide6.QtCore" in sys.modules:
            from PySide6.QtCore import qInstallMessageHandler

            qInstallMessageHandler(None)
        report["seconds"] = round(time.monotonic() - started, 2)
    print(json.dumps(report), flush=True)
    return 0 if report["ok"] else 1


def _quiet_qt_messages(report: dict[str, Any]) -> None:
    """Qt's own warnings go into the report instead of stderr; offscreen-plugin noise is dropped."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg and not message.startswith("This plugin does not support"):
            report.setdefault("qt_messages", []).append(message[:200])

    qInstallMessageHandler(handler)


def _run(tmp: Path, report: dict[str, Any], slot_errors: list[str]) -> None:
    import PySide6
    from PySide6.QtCore import QEventLoop, QTimer

    import lectern.core
    from lectern.core.library import Library
    from lectern.core.resources import sample_files
    from lectern.gui.app import create_application
    from lectern.gui.main_window import MainWindow
    from lectern.gui.service import LibraryService
    from lectern.gui.settings import Settings

    _quiet_qt_messages(report)
    app = create_application([])
    checks: list[str] = report["checks"]
    report.update(
        version=getattr(lectern.core, "__version__", ""),
        frozen=bool(getattr(sys, "frozen", False)),
        python=platform.python_version(),
        qt=PySide6.__version__,
        platform=app.platformName(),
    )

    def wait_until(condition: Callable[[], bool], what: str, timeout: float = TIMEOUT) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            if slot_errors:
                raise SelfTestFailure(f"while waiting for {what}: error in the window")
            if time.monotonic() > deadline:
                raise SelfTestFailure(f"timed out after {timeout:.0f}s waiting for {what}")
            loop = QEventLoop()
            QTimer.singleShot(10, loop.quit)
            loop.exec()

    folder = tmp / "library"
    library = Library.open(folder, program="Lectern self-test")
    service = LibraryService(library)
    window = MainWindow(service, Settings(tmp / "settings.ini"))
    window.show()
    try:
        _exercise(report, checks, folder, library, service, window, wait_until, sample_files)
    finally:
        if window.isVisible():  # a failure part-way: still release the library cleanly
            window.close()
            library.close()


def _exercise(
    report: dict[str, Any],
    checks: list[str],
    folder: Path,
    library: Any,
    service: Any,
    window: Any,
    wait_until: Callable[..., None],
    sample_files: Callable[[], list[Path]],
) -> None:
    from lectern.core.library import Library

    wait_until(lambda: window.last_result is not None, "the window to show the empty library")
    checks.append("window")

    files = [str(p) for p in sample_files()]
    if not files:
        raise SelfTestFailure("the bundled sample is missing from this installation")
    outcome: dict[str, Any] = {}
    job = service.start_import(files)
    job.finished.connect(lambda reports: outcome.setdefault("reports", reports))
    job.failed.connect(lambda message: outcome.setdefault("error", message))
    wait_until(lambda: bool(outcome), "the sample import")
    if "error" in outcome:
        raise SelfTestFailure(f"importing the sample failed: {outcome['error']}")
    papers = len(library)
    if papers <= 0:
        raise SelfTestFailure("the sample import added no papers")
    wait_until(lambda: window.model.rowCount() == papers, "the list to show the sample")
    report["papers"] = papers
    checks.append("sample")

    window.search_box.set_query(SEARCH_WORD)
    wait_until(
        lambda: window.last_result is not None and window.last_result.request.text == SEARCH_WORD,
        "search results",
    )
    hits = window.model.rowCount()
    if not 0 < hits <= papers:
        raise SelfTestFailure(f"searching {SEARCH_WORD!r} found {hits} of {papers} papers")
    report["search"] = {"query": SEARCH_WORD, "hits": hits}
    checks.append("search")

    paper_id = window.view.current_id() or window.model.id_at(0)
    if paper_id is None:
        raise SelfTestFailure("no paper selected after the search")
    marker = f"selftest{uuid.uuid4().hex[:10]}"
    note = f"Checked by the self-test: {marker}"
    saved: list[bool] = []
    service.submit(lambda lib: lib.notes.set_notes(paper_id, note), lambda _r: saved.append(True))
    wait_until(lambda: bool(saved), "the note to be saved")
    if library.notes.annotation(paper_id).notes != note:
        raise SelfTestFailure("the note read back differs from the note written")
    window.search_box.set_query(f"notes:{marker}")
    wait_until(
        lambda: window.last_result is not None and marker in window.last_result.request.text,
        "the note search",
    )
    if window.model.ids() != [paper_id]:
        raise SelfTestFailure(f"searching the note found {window.model.ids()!r}, not {paper_id!r}")
    checks.append("note")

    # A citation in a bundled style: citeproc-py's schema and locales are in this build
    from lectern.core.citing.formatting import format_papers
    from lectern.core.citing.styles import find_style

    entry = library.papers.entries([paper_id])[0]
    for style in ("apa", "ieee"):
        cited = format_papers([entry], find_style(style)).entries
        if not cited or entry.paper.title.split()[0] not in cited[0]:
            raise SelfTestFailure(f"the {style} style gave {cited!r}")
    report["citation"] = cited[0][:80]
    checks.append("cite")

    _check_pdf(report, checks, folder.parent, library, service, window, wait_until)
    papers = len(library)  # the sample and the PDF's paper

    window.close()
    library.close()
    checks.append("close")
    with Library.open(folder, readonly=True) as reopened:
        if reopened.notes.annotation(paper_id).notes != note:
            raise SelfTestFailure("the note was not on disk after closing")
        if len(reopened) != papers:
            raise SelfTestFailure("the papers were not all on disk after closing")
    report["note"] = {"paper": paper_id, "found_by_search": True, "persisted": True}
    checks.append("reopen")

    # A restart as the app does it: the rows kept at close first, the library behind them.
    from lectern.gui.main_window import MainWindow
    from lectern.gui.service import LibraryService
    from lectern.gui.settings import Settings

    restarted = MainWindow(LibraryService(folder=folder), Settings(folder.parent / "settings.ini"))
    early = restarted.model.rowCount()
    restarted.show()
    try:
        if early != papers or restarted.service.is_open:
            raise SelfTestFailure(
                f"a restart showed {early} kept rows before opening, not {papers}"
            )
        wait_until(
            lambda: restarted.service.is_open and restarted.last_result is not None,
            "the library to open behind the kept rows",
        )
        if restarted.service.entry(paper_id).annotation.notes != note:
            raise SelfTestFailure("after a restart the note differs")
    finally:
        restarted.close()
        if restarted.service.is_open:
            restarted.service.library.close()
    report["restart"] = {"kept_rows": early}
    checks.append("restart")


PDF_TITLE = "Reading Lists That Follow the Reader"


def _check_pdf(
    report: dict[str, Any],
    checks: list[str],
    tmp: Path,
    library: Any,
    service: Any,
    window: Any,
    wait_until: Callable[..., None],
) -> None:
    """A PDF imported as the window imports one: read in the PDF worker process (this
    build's own, `--lectern-pdf-worker` when frozen), made a paper from what it prints,
    its text found by `fulltext:`, and its first page rendered by the reader's PDFium."""
    from lectern.gui.reader.document import open_pdf, render

    marker = f"pdfcheck{uuid.uuid4().hex[:8]}"
    pdf = tmp / "self-test.pdf"
    pdf.write_bytes(one_page_pdf(PDF_TITLE, "Ada Lovelace", f"Its text holds the word {marker}."))
    before = len(library)
    outcome: dict[str, Any] = {}
    job = service.start_import([str(pdf)])
    job.finished.connect(lambda reports: outcome.setdefault("reports", reports))
    job.failed.connect(lambda message: outcome.setdefault("error", message))
    wait_until(lambda: bool(outcome), "the PDF import")
    if "error" in outcome:
        raise SelfTestFailure(f"importing a PDF failed: {outcome['error']}")
    added = [p for p in library.ids() if library.papers.paper(p).title == PDF_TITLE]
    if len(library) != before + 1 or not added:
        titles = [library.papers.paper(p).title for p in library.ids()[before:]]
        raise SelfTestFailure(f"importing a PDF gave {titles!r}, not {PDF_TITLE!r}")
    window.search_box.set_query(f"fulltext:{marker}")
    wait_until(
        lambda: window.last_result is not None and window.model.ids() == added,
        "the PDF's text to be found by fulltext:",
    )
    document = open_pdf(str(pdf))
    try:
        image = render(document, 0, 1.0)
    finally:
        document.close()
    if image.isNull() or image.width() != 612:
        raise SelfTestFailure(f"the PDF's first page rendered as {image.width()} pixels across")
    report["pdf"] = {"paper": added[0], "found_by_fulltext": True, "rendered_width": 612}
    checks.append("pdf")


def one_page_pdf(title: str, author: str, body: str) -> bytes:
    """A one-page PDF printing a title, its author and a line of text (Helvetica, which
    every PDF reader has), laid out as a paper's first page is."""

    def shown(text: str) -> str:
        return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    content = (
        f"BT /F1 22 Tf 72 700 Td ({shown(title)}) Tj ET\n"
        f"BT /F1 12 Tf 72 670 Td ({shown(author)}) Tj ET\n"
        f"BT /F1 10 Tf 72 630 Td ({shown(body)}) Tj ET\n"
    ).encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
        b"/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n%sendstream" % (len(content), content),
    ]
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body_bytes in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body_bytes)
    table = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        table,
    )
    return bytes(out)
