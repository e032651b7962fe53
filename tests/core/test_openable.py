"""Lectern opens an attached file only when its name and its content say it is a document.

Real files on tmp_path: a real PDF, an EPUB, a DjVu page, HTML, a PNG, text; and what a .bib
from someone else could point at instead: an ELF copied from /bin/true, a #! script, a
.desktop launcher, a Windows .exe, .bat and .lnk, a .jar, an AppImage, a "PDF" that is a
script and runnable, a link named .pdf that leads to a program.
"""

from __future__ import annotations

import os
import shutil
import struct
import zipfile
import zlib
from pathlib import Path

import pytest

from lectern.core.openable import (
    Document,
    DocumentKind,
    Refusal,
    Refused,
    check_attachment,
)

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
MINIMAL_PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
    b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"
)


def real_pdf(folder: Path, name: str = "paper.pdf") -> Path:
    """A PDF from the shared papers when they are there, else a minimal valid one."""
    target = folder / name
    papers = sorted((SHARED / "data" / "pdfs").glob("*.pdf"))
    if papers:
        shutil.copyfile(min(papers, key=lambda p: p.stat().st_size), target)
    else:
        target.write_bytes(MINIMAL_PDF)
    return target


def png(path: Path) -> Path:
    """A 1×1 PNG, chunk by chunk."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )
    return path


def epub(path: Path) -> Path:
    with zipfile.ZipFile(path, "w") as book:
        book.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        book.writestr("META-INF/container.xml", "<container/>")
        book.writestr("OEBPS/chapter1.xhtml", "<html><body><p>Call me Ishmael.</p></body></html>")
    return path


def runnable(path: Path) -> Path:
    path.chmod(0o755)
    return path


def opened(path: Path) -> Document:
    verdict = check_attachment(str(path))
    assert isinstance(verdict, Document), verdict
    return verdict


def refused(path: Path | str) -> Refused:
    verdict = check_attachment(str(path))
    assert isinstance(verdict, Refused), verdict
    assert verdict.message.startswith(f"Lectern did not open “{Path(str(path)).name}”")
    return verdict


def test_documents_of_every_kind_open(tmp_path: Path) -> None:
    (tmp_path / "page.html").write_text("<!DOCTYPE html>\n<html><body>Hi</body></html>", "utf-8")
    (tmp_path / "snapshot.htm").write_bytes(
        b"\xef\xbb\xbf  <html lang='de'>Gr\xc3\xbc\xc3\x9fe</html>"
    )
    (tmp_path / "notes.txt").write_text("Plain notes, with ünïcödé and a tab\there.\n", "utf-8")
    (tmp_path / "old.txt").write_bytes("Windows text: café".encode("cp1252"))
    (tmp_path / "page.djvu").write_bytes(b"AT&TFORM\x00\x00\x01\x00DJVUINFO\x00\x00\x00\n")
    kinds = {
        real_pdf(tmp_path): DocumentKind.PDF,
        epub(tmp_path / "book.epub"): DocumentKind.EPUB,
        tmp_path / "page.djvu": DocumentKind.DJVU,
        tmp_path / "page.html": DocumentKind.HTML,
        tmp_path / "snapshot.htm": DocumentKind.HTML,
        png(tmp_path / "figure.png"): DocumentKind.IMAGE,
        png(tmp_path / "FIGURE.PNG"): DocumentKind.IMAGE,
        tmp_path / "notes.txt": DocumentKind.TEXT,
        tmp_path / "old.txt": DocumentKind.TEXT,
    }
    for path, kind in kinds.items():
        assert opened(path) == Document(str(path), kind)


def test_a_pdf_a_windows_drive_copied_with_permission_to_run_still_opens(tmp_path: Path) -> None:
    """Disks formatted for Windows mark every file runnable: the content proves a PDF."""
    assert opened(runnable(real_pdf(tmp_path))).kind is DocumentKind.PDF


def test_an_elf_program_is_refused_whatever_its_name(tmp_path: Path) -> None:
    for name in ("true", "paper.pdf", "figure.png", "notes.txt"):
        shutil.copyfile("/bin/true", tmp_path / name)
    assert refused(tmp_path / "true").reason is Refusal.NOT_A_DOCUMENT
    for name in ("paper.pdf", "figure.png", "notes.txt"):
        verdict = refused(tmp_path / name)
        assert verdict.reason is Refusal.PROGRAM
        assert "it is a program (ELF, for Linux)" in verdict.message


def test_scripts_and_launchers_are_refused(tmp_path: Path) -> None:
    script = tmp_path / "install.sh"
    script.write_text("#!/bin/sh\necho pwned > ~/pwned\n", "utf-8")
    posing = tmp_path / "paper.pdf"
    posing.write_text("#!/bin/sh\necho pwned > ~/pwned\n", "utf-8")
    for path in (script, posing):
        runnable(path)
    plain = tmp_path / "readme.txt"
    plain.write_text("#!/usr/bin/env python3\nimport os\n", "utf-8")
    launcher = tmp_path / "paper.desktop"
    launcher.write_text("[Desktop Entry]\nType=Application\nExec=sh -c 'echo pwned'\n", "utf-8")
    launcher_as_text = tmp_path / "launcher.txt"
    launcher_as_text.write_text("# made by hand\n\n[Desktop Entry]\nExec=xterm\n", "utf-8")
    assert "its name says it is a shell script" in refused(script).message
    assert refused(posing).why == "its name says a PDF, but it is a script (it starts with #!)"
    assert refused(plain).reason is Refusal.PROGRAM
    assert "a desktop launcher, which starts a program" in refused(launcher).message
    assert "a desktop launcher" in refused(launcher_as_text).message


def test_windows_and_java_programs_are_refused(tmp_path: Path) -> None:
    exe = tmp_path / "setup.exe"
    exe.write_bytes(b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff" + b"\x00" * 48)
    mz_pdf = tmp_path / "invoice.pdf"
    mz_pdf.write_bytes(exe.read_bytes())
    (tmp_path / "run.bat").write_text("@echo off\r\ndel /q *\r\n", "utf-8")
    (tmp_path / "run.CMD").write_text("@echo off\r\n", "utf-8")
    (tmp_path / "paper.pdf.lnk").write_bytes(b"L\x00\x00\x00\x01\x14\x02\x00" + b"\x00" * 60)
    with zipfile.ZipFile(tmp_path / "tool.jar", "w") as jar:
        jar.writestr("META-INF/MANIFEST.MF", "Main-Class: Evil\n")
    shutil.copyfile(tmp_path / "tool.jar", tmp_path / "book.epub")
    appimage = tmp_path / "Viewer.AppImage"
    appimage.write_bytes(b"\x7fELF\x02\x01\x01\x00AI\x02" + b"\x00" * 53)
    shutil.copyfile(appimage, tmp_path / "scan.png")
    assert "its name says it is a Windows program" in refused(exe).message
    assert refused(mz_pdf).why == "its name says a PDF, but it is a Windows program"
    assert "a Windows script" in refused(tmp_path / "run.bat").message
    assert "a Windows script" in refused(tmp_path / "run.CMD").message
    assert "a Windows shortcut" in refused(tmp_path / "paper.pdf.lnk").message
    assert "a Java program" in refused(tmp_path / "tool.jar").message
    assert (
        refused(tmp_path / "book.epub").why
        == "its name says an EPUB book, but it is a Java program"
    )
    assert "an AppImage program" in refused(appimage).message
    assert "but it is an AppImage program" in refused(tmp_path / "scan.png").message


def test_content_that_is_not_what_the_name_says_is_refused(tmp_path: Path) -> None:
    (tmp_path / "paper.pdf").write_text("<html>not a pdf</html>", "utf-8")
    with zipfile.ZipFile(tmp_path / "book.epub", "w") as archive:
        archive.writestr("mimetype", "application/zip")
    (tmp_path / "figure.png").write_bytes(b"%PDF-1.4\n")
    (tmp_path / "page.html").write_text("plain words, no markup", "utf-8")
    (tmp_path / "notes.txt").write_bytes(b"\x00\x01\x02binary\x00")
    for name in ("paper.pdf", "book.epub", "figure.png", "page.html", "notes.txt"):
        verdict = refused(tmp_path / name)
        assert verdict.reason is Refusal.MISMATCH, name
        assert "but its content is not" in verdict.why


def test_runnable_text_is_refused(tmp_path: Path) -> None:
    """Text that may run (no #! needed for a shell) is refused when marked runnable."""
    notes = tmp_path / "notes.txt"
    notes.write_text("rm -rf ~/Papers\n", "utf-8")
    page = tmp_path / "page.html"
    page.write_text("<html></html>", "utf-8")
    for path in (runnable(notes), runnable(page)):
        verdict = refused(path)
        assert verdict.reason is Refusal.RUNNABLE_TEXT
        assert "remove that permission" in verdict.why


def test_a_link_is_judged_by_its_own_name_and_its_targets(tmp_path: Path) -> None:
    shutil.copyfile("/bin/true", tmp_path / "program")
    (tmp_path / "program.pdf").symlink_to(tmp_path / "program")
    pdf = real_pdf(tmp_path, "real.pdf")
    (tmp_path / "linked.pdf").symlink_to(pdf)
    (tmp_path / "launch.sh").write_text("%PDF-1.4\necho pwned\n", "utf-8")
    (tmp_path / "looks.pdf").symlink_to(tmp_path / "launch.sh")
    assert refused(tmp_path / "program.pdf").reason is Refusal.NOT_A_DOCUMENT
    assert opened(tmp_path / "linked.pdf") == Document(str(pdf), DocumentKind.PDF)
    assert "its name says it is a shell script" in refused(tmp_path / "looks.pdf").message


def test_what_is_not_there_or_not_a_file_says_so(tmp_path: Path) -> None:
    (tmp_path / "empty.pdf").write_bytes(b"")
    (tmp_path / "folder.pdf").mkdir()
    os.mkfifo(tmp_path / "pipe.pdf")  # opening it to read would wait forever
    gone = refused(tmp_path / "gone.pdf")
    assert gone.reason is Refusal.MISSING
    assert (
        gone.message
        == f"Lectern did not open “gone.pdf”: it is missing; nothing is at {tmp_path / 'gone.pdf'}."
    )
    assert refused(tmp_path / "empty.pdf").why == "it is empty"
    assert refused(tmp_path / "folder.pdf").why == "it is a folder, not a file"
    assert refused(tmp_path / "pipe.pdf").reason is Refusal.NOT_A_FILE
    assert refused("papers/x.pdf").reason is Refusal.ELSEWHERE


@pytest.mark.skipif(os.name == "nt", reason="a Windows path is this computer's own there")
def test_a_windows_path_says_it_is_another_computers() -> None:
    verdict = check_attachment(r"C:\Users\ada\Zotero\storage\K2\a.pdf")
    assert isinstance(verdict, Refused) and verdict.reason is Refusal.ELSEWHERE
    assert verdict.message == (
        "Lectern did not open “a.pdf”: it is a path on a Windows computer "
        r"(C:\Users\ada\Zotero\storage\K2\a.pdf)."
    )


def test_a_file_of_another_kind_is_named_in_the_refusal(tmp_path: Path) -> None:
    (tmp_path / "slides.pptx").write_bytes(b"PK\x03\x04" + b"\x00" * 40)
    (tmp_path / "README").write_text("text", "utf-8")
    assert refused(tmp_path / "slides.pptx").why == (
        "Lectern opens only PDF, EPUB, DjVu, HTML, image and text files, not “.pptx” files"
    )
    assert refused(tmp_path / "README").why.endswith("not files without a type in the name")
