"""Search inside PDFs in the real window: the attached PDF's text is read in the background
at open, a search finds the paper only in its PDF, the list marks it, and the detail pane
shows the matching passage with its page, which opens the PDF in the reader at that page."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from lectern.core.library import Library
from lectern.gui.service.pdf_text import LABEL
from lectern.gui.table.model import PDF_ONLY_TIP, Column
from tests.gui.conftest import SHARED, search

TRACEMONKEY = "pdfjs-tracemonkey.pdf"
ENCRYPTED = "pdfplumber-encrypted-password-example.pdf"
MIDDLE_PHRASE = "we simply abort recording the first trace"  # page 7 of TRACEMONKEY alone
PDFS = SHARED / "data" / "pdfs"


@pytest.fixture
def with_pdf(lib_path: Path, tmp_path: Path) -> tuple[Path, str]:
    """The sample library with a real paper's PDF imported (its text not read yet)."""
    if not (PDFS / "MANIFEST.json").is_file():
        pytest.skip(f"sample data not found at {PDFS}")
    assert TRACEMONKEY in json.loads((PDFS / "MANIFEST.json").read_text())
    pdf = Path(shutil.copy(PDFS / TRACEMONKEY, tmp_path / TRACEMONKEY))
    with Library.open(lib_path) as library:
        (report,) = library.imports.import_files([pdf])
        (paper_id,) = report.added_ids
        assert library.fulltext.waiting() == [paper_id]
    return lib_path, paper_id


def test_a_search_finds_a_paper_in_its_pdf_and_shows_the_passage_with_its_page(
    qtbot, session, with_pdf, viewer
):
    folder, paper_id = with_pdf
    window = session.open(folder)
    # The text is read in the background once the list shows; the search box is free
    # meanwhile, and the search shown runs again as the PDFs become searchable.
    search(qtbot, window, "spidermonkey")
    qtbot.waitUntil(lambda: window.model.row_of(paper_id) >= 0, timeout=60_000)
    assert window.model.ids() == [paper_id]  # in none of the 38 sample papers

    index = window.model.index(window.model.row_of(paper_id), Column.TITLE)
    assert not index.data(Qt.ItemDataRole.DecorationRole).isNull()  # the list marks it
    assert index.data(Qt.ItemDataRole.ToolTipRole).startswith(PDF_ONLY_TIP)

    window.view.select_id(paper_id)
    passages = window.detail.passages
    qtbot.waitUntil(lambda: passages.isVisible() and bool(passages.passages))
    first = passages.passages[0]
    assert first.page >= 1
    assert f">p. {first.page}</a> — " in passages.body.text()  # the page, as a link
    assert "<b>SpiderMonkey</b>" in passages.body.text()

    with qtbot.waitSignal(window.detail.passage_opened) as opened:
        passages.body.linkActivated.emit(f"lectern-internal:page:{first.page}")
    assert opened.args == [paper_id, first.page]
    # The reader shows the PDF at the passage's page, beside the paper's notes.
    qtbot.waitUntil(lambda: window.reader.is_reading() and window.reader.page_count() > 0)
    qtbot.waitUntil(lambda: window.reader.current_page() == first.page)
    assert window.center.currentWidget() is window.reader
    assert window.reader.paper_id() == paper_id and viewer.opened == []
    # Another passage of the PDF being read turns the reader to its page.
    other = next(p for p in passages.passages if p.page != first.page)
    passages.body.linkActivated.emit(f"lectern-internal:page:{other.page}")
    qtbot.waitUntil(lambda: window.reader.current_page() == other.page)
    window.reader.close_reader()

    # A search the PDF does not hold leaves the passages
    search(qtbot, window, "")
    qtbot.waitUntil(lambda: not passages.isVisible())
    # A phrase from the middle of the PDF, read and indexed by the pass's child process
    search(qtbot, window, f'fulltext:"{MIDDLE_PHRASE}"')
    assert window.model.ids() == [paper_id]
    qtbot.waitUntil(lambda: window.service.pdf_text.child_pid is None)  # it has ended


def test_a_scanned_pdf_says_no_text_layer_and_an_encrypted_one_encrypted(
    qtbot, session, lib_path, tmp_path
):
    import pypdfium2 as pdfium

    if not (PDFS / ENCRYPTED).is_file():
        pytest.skip(f"sample data not found at {PDFS}")
    scan = pdfium.PdfDocument.new()
    scan.new_page(612, 792)
    scan.save(tmp_path / "scan.pdf")
    scan.close()
    locked = str(shutil.copy(PDFS / ENCRYPTED, tmp_path / "locked.pdf"))
    with Library.open(lib_path) as library:
        report = library.imports.add_paper(
            title="A scanned paper", files=[str(tmp_path / "scan.pdf")]
        )
        (scanned,) = report.added_ids
        (encrypted,) = library.imports.add_paper(title="A locked paper", files=[locked]).added_ids
    window = session.open(lib_path)
    links = window.detail.header.links_label
    window.view.select_id(scanned)
    qtbot.waitUntil(lambda: "(no text layer)" in links.text(), timeout=60_000)
    window.view.select_id(encrypted)
    qtbot.waitUntil(lambda: "(encrypted)" in links.text(), timeout=60_000)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc (Linux)")
def test_closing_the_window_while_the_pass_reads_stops_it_and_leaves_no_process(
    qtbot, session, lib_path, tmp_path
):
    """The pass runs in a child process (with its PDF worker): closing the window asks it
    to stop between two files, and kills it if it does not within STOP_WAIT."""
    if not (PDFS / "MANIFEST.json").is_file():
        pytest.skip(f"sample data not found at {PDFS}")
    real = [PDFS / name for name in json.loads((PDFS / "MANIFEST.json").read_text())]
    real = [path for path in real if "encrypted" not in path.name]
    folder = tmp_path / "pdfs"
    folder.mkdir()
    records = []
    for n in range(150):  # far more than are read before the window closes
        path = folder / f"{n:03d}.pdf"
        shutil.copy(real[n % len(real)], path)
        with open(path, "ab") as handle:
            handle.write(f"\n%lectern-test {n}\n".encode())  # each its own bytes
        records.append(f"@article{{pdf{n},\n  title = {{PDF {n}}},\n  file = {{:{path}:PDF}}\n}}\n")
    bib = tmp_path / "attached.bib"
    bib.write_text("".join(records))
    with Library.open(lib_path) as library:
        library.imports.import_files([bib])

    window = session.open(lib_path)
    reading = window.service.pdf_text
    read: list[int] = []
    window.service.task_progress.connect(
        lambda label, done, _total: read.append(done) if label == LABEL else None
    )
    qtbot.waitUntil(lambda: any(read), timeout=60_000)  # the child reads file after file
    group = reading.child_pid
    assert group is not None and _in_group(group)
    session.close(window)
    qtbot.waitUntil(lambda: _in_group(group) == [])  # neither the child nor its PDF worker

    with Library.open(lib_path) as library:
        assert library.fulltext.waiting()  # the rest is read at the next start


def _in_group(group: int) -> list[int]:
    """The live processes of a process group (Linux): the pass child leads its own."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat.rpartition(")")[2].split()
        if int(fields[2]) == group and fields[0] != "Z":
            found.append(int(entry))
    return found
