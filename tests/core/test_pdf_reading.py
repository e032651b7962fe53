"""Reading PDFs in the worker process: real papers' text, and each odd file failing alone
with its reason (encrypted, damaged, not a PDF, no text layer, a worker that hangs)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from lectern.core.pdf.outcome import Outcome
from lectern.core.pdf.reader import PdfReader, worker_command
from lectern.core.pdf.worker import MEMORY_LIMIT, WORKER_FLAG, Request

ENCRYPTED = "pdfplumber-encrypted-password-example.pdf"


@pytest.fixture(scope="module")
def reader() -> Iterator[PdfReader]:
    with PdfReader() as shared:
        yield shared


@pytest.fixture(scope="module")
def manifest(pdfs_dir: Path) -> dict[str, dict[str, object]]:
    data: dict[str, dict[str, object]] = json.loads((pdfs_dir / "MANIFEST.json").read_text())
    return data


def test_every_paper_is_read_page_by_page(reader, pdfs_dir, manifest):
    for name, entry in manifest.items():
        reading = reader.read(pdfs_dir / name)
        if name == ENCRYPTED:
            continue
        assert reading.outcome is Outcome.TEXT, name
        assert reading.page_count == entry["pages"], name
        assert len(reading.pages) == entry["pages"], name
        assert not reading.truncated
        assert reading.lines, name


def test_the_page_text_holds_the_paper(reader, pdfs_dir):
    reading = reader.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf")
    assert reading.pages[0].startswith("Ultra light bosonic dark matter and CMB\n")
    assert "arXiv:0908.0054v1 [astro-ph.CO]" in reading.pages[0]
    assert reading.text.count("\f") == 3  # four pages


def test_a_first_page_without_text_gives_its_lines_from_the_next(reader, pdfs_dir):
    reading = reader.read(pdfs_dir / "grobid-image-first-page-two_pages.pdf")
    assert reading.outcome is Outcome.TEXT
    assert not reading.pages[0].strip()
    assert reading.lines_page == 1
    assert any("Ability of different obturation" in line.text for line in reading.lines)


def test_an_encrypted_pdf_says_so(reader, pdfs_dir):
    reading = reader.read(pdfs_dir / ENCRYPTED)
    assert reading.outcome is Outcome.ENCRYPTED
    assert not reading.pages
    assert reading.why == "it is encrypted: it needs a password to open"


def test_a_truncated_copy_is_damaged(reader, pdfs_dir, tmp_path):
    whole = (pdfs_dir / "pdfjs-tracemonkey.pdf").read_bytes()
    cut = tmp_path / "cut.pdf"
    cut.write_bytes(whole[: len(whole) // 2])
    reading = reader.read(cut)
    assert reading.outcome is Outcome.DAMAGED
    assert "damaged" in reading.why


def test_a_file_named_pdf_that_is_not_one(reader, tmp_path):
    fake = tmp_path / "paper.pdf"
    fake.write_text("@article{a, title={Not a PDF}}\n")
    assert reader.read(fake).outcome is Outcome.NOT_PDF
    missing = reader.read(tmp_path / "gone.pdf")
    assert missing.outcome is Outcome.UNREADABLE
    assert missing.why.startswith("it cannot be opened (")


def test_pages_without_text_are_a_scan(reader, tmp_path):
    blank = pdfium.PdfDocument.new()
    blank.new_page(612, 792)
    blank.new_page(612, 792)
    path = tmp_path / "scan.pdf"
    blank.save(path)
    blank.close()
    reading = reader.read(path)
    assert reading.outcome is Outcome.NO_TEXT
    assert reading.page_count == 2
    assert "no text layer" in reading.why


def test_one_worker_serves_file_after_file(pdfs_dir):
    with PdfReader() as own:
        own.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf")
        first = own.worker_pid
        own.read(pdfs_dir / "scienceparse-acl-P14-1059.pdf")
        assert first is not None
        assert own.worker_pid == first


def test_a_hung_worker_is_killed_at_its_deadline_and_replaced(pdfs_dir):
    with PdfReader(deadline=0.5) as own:
        hung = own.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf", request=Request.STALL)
        assert hung.outcome is Outcome.TIMED_OUT
        assert hung.why == "reading it took too long, so Lectern stopped"
        assert own.worker_pid is None  # killed, not left behind
        own.deadline = 60.0
        after = own.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf")
        assert after.outcome is Outcome.TEXT


def test_the_installed_app_is_its_own_worker(pdfs_dir):
    """The launcher hands WORKER_FLAG to the worker before anything else: what the frozen
    app is started with (it has no interpreter to run the module with)."""
    lectern = Path(sys.executable).with_name("lectern")
    if not lectern.exists():
        pytest.skip(f"no lectern script beside {sys.executable}")
    request = {"id": 7, "op": "read", "path": str(pdfs_dir / "scienceparse-acl-P14-1059.pdf")}
    done = subprocess.run(
        [str(lectern), WORKER_FLAG],
        input=json.dumps(request) + "\n",
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=True,
    )
    answer = json.loads(done.stdout)
    assert answer["id"] == 7
    assert answer["reading"]["outcome"] == "text"
    assert answer["reading"]["page_count"] == 10


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc (Linux)")
def test_the_worker_runs_with_its_memory_capped(pdfs_dir):
    with PdfReader() as own:
        own.read(pdfs_dir / "scienceparse-acl-P14-1059.pdf")
        limits = Path(f"/proc/{own.worker_pid}/limits").read_text()
    line = next(row for row in limits.splitlines() if row.startswith("Max address space"))
    assert line.split()[3] == str(MEMORY_LIMIT)  # soft limit, in bytes


def test_the_frozen_app_starts_itself_as_the_worker(monkeypatch):
    assert worker_command() == [sys.executable, "-m", "lectern.core.pdf.worker"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert worker_command() == [sys.executable, WORKER_FLAG]


def test_a_file_the_worker_dies_on_fails_alone(pdfs_dir):
    """As when PDFium crashes, or the worker runs out of its memory, on a file."""
    with PdfReader() as own:
        own.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf")
        died = own.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf", request=Request.CRASH)
        assert died.outcome is Outcome.CRASHED
        assert died.why == "the PDF reader stopped on it (it may be damaged or too large)"
        assert own.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf").outcome is Outcome.TEXT


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_worker_ended_while_it_waited_costs_no_file(pdfs_dir):
    """The system may end an idle worker (the out-of-memory killer, a log-out): the next
    file is read by a new one, not failed."""
    with PdfReader() as own:
        own.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf")
        first = own.worker_pid
        assert first is not None
        os.kill(first, signal.SIGKILL)
        assert own.read(pdfs_dir / "grobid-arxiv-0908.0054.pdf").outcome is Outcome.TEXT
        assert own.worker_pid not in (None, first)
