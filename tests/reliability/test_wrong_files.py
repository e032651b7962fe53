"""Files that are not what their name says: images and archives renamed to .bib, empty
files, folders, and files of 300 MB. Each is refused with a message naming it, or
streamed in bounded memory; the library files never change on a refusal.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from lectern.core.errors import ImportFileError
from lectern.core.library import Library
from tests.reliability.libstate import store_bytes
from tests.reliability.memory import PEAK_MB

ROOT = Path(__file__).resolve().parents[2]
HUGE = 300 * 1024 * 1024
PEAK_LIMIT_MB = 500

DISGUISED = {  # name → (bytes, words the message must contain)
    "cover.bib": (b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8, "PNG image"),
    "photo.ris": (b"\xff\xd8\xff\xe0\x00\x10JFIF" + bytes(range(256)) * 8, "JPEG image"),
    "export.csv": (b"PK\x03\x04\x14\x00\x06\x00" + os.urandom(512), "ZIP"),
    "library.jsonl": (b"SQLite format 3\x00" + bytes(4096), "SQLite"),
    "notes.txt": (b"\x7fELF\x02\x01\x01" + bytes(600), "program"),
    "page.bib": (b"<!DOCTYPE html><html><body><h1>Not found</h1></body></html>", "web page"),
    "feed.xml": (
        b"<?xml version='1.0'?><rss><channel><title>x</title></channel></rss>",
        "not an Atom",
    ),
    "refs.bib.gz": (b"\x1f\x8b\x08\x00" + os.urandom(300), ""),
    "scan.ris": (os.urandom(2048), ""),
}


@pytest.mark.parametrize("name", sorted(DISGUISED))
def test_file_disguised_as_a_bibliography_is_refused(
    library_folder: Path, tmp_path: Path, name: str
) -> None:
    data, words = DISGUISED[name]
    path = tmp_path / name
    path.write_bytes(data)
    with Library.open(library_folder) as library:
        before = store_bytes(library_folder)
        with pytest.raises(ImportFileError) as refused:
            library.imports.import_files([path])
        assert str(path) in str(refused.value)
        assert words in str(refused.value)
        assert store_bytes(library_folder) == before


def test_a_pdf_under_another_name_is_read_as_the_pdf_it_is_and_a_damaged_one_fails_alone(
    library_folder: Path, tmp_path: Path
) -> None:
    """A file is read as the format its bytes are: a PDF named paper.json is a PDF, and this
    one, cut short, fails with its reason while the library stays as it was."""
    path = tmp_path / "paper.json"
    path.write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n")
    with Library.open(library_folder) as library:
        before = store_bytes(library_folder)
        (report,) = library.imports.import_files([path])
        assert [f.describe() for f in report.files] == [
            "paper.json: failed: it is damaged: it starts as a PDF but cannot be read"
        ]
        assert report.added == 0 and report.import_id == 0
        assert store_bytes(library_folder) == before


@pytest.mark.parametrize(
    "name,data",
    [
        ("empty.bib", b""),
        ("empty.ris", b""),
        ("empty.json", b""),
        ("empty.jsonl", b""),
        ("empty.csv", b""),
        ("empty.xml", b""),
        ("empty.txt", b""),
        ("blank.bib", b"\n \r\n\t\n"),
        ("bom-only.ris", b"\xef\xbb\xbf"),
        ("nuls.jsonl", b"\x00" * 100),
    ],
)
def test_empty_file_is_refused_as_empty(
    library_folder: Path, tmp_path: Path, name: str, data: bytes
) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    with Library.open(library_folder) as library:
        before = store_bytes(library_folder)
        with pytest.raises(ImportFileError, match=r"is empty|binary file"):
            library.imports.import_files([path])
        assert store_bytes(library_folder) == before


def test_folder_and_missing_file_are_refused(library_folder: Path, tmp_path: Path) -> None:
    folder = tmp_path / "references.bib"
    folder.mkdir()
    with Library.open(library_folder) as library:
        with pytest.raises(ImportFileError, match="is a folder"):
            library.imports.import_files([folder])
        with pytest.raises(ImportFileError, match="does not exist"):
            library.imports.import_files([tmp_path / "gone.ris"])


@pytest.mark.parametrize("name", ["zeros.jsonl", "zeros.bib", "zeros.csl.json", "zeros.ris"])
def test_300_mb_of_zeros_is_refused_without_reading_it(
    library_folder: Path, tmp_path: Path, name: str
) -> None:
    path = tmp_path / name
    with open(path, "wb") as handle:  # sparse: costs no disk and no time
        handle.truncate(HUGE)
    with Library.open(library_folder) as library:
        before = store_bytes(library_folder)
        started = time.monotonic()
        with pytest.raises(ImportFileError, match="is empty|binary file"):  # NULs hold no text
            library.imports.import_files([path])
        assert time.monotonic() - started < 5  # only the head was looked at
        assert store_bytes(library_folder) == before


STREAM_IMPORT = (
    PEAK_MB
    + """
import json, sys
from lectern.core.library import Library
with Library.open(sys.argv[1]) as library:
    report = library.imports.import_files([sys.argv[2]])[0]
    peak = peak_mb()
    print(json.dumps({"added": report.added, "in_file": len(report.in_file),
                      "skipped": len(report.skipped), "papers": len(library),
                      "check": library.check().problems, "peak_mb": peak}))
"""
)


def write_huge_jsonl(path: Path) -> int:
    """300 MB of arXiv-style lines: the same few papers again and again, each with a
    30 KB full-text field, as a scraper's dump with duplicates would be."""
    lines = [
        json.dumps(
            {
                "id": f"2403.{n:05d}",
                "title": f"Streaming numbats {n}",
                "summary": f"Numbats, termites and streaming parsers, part {n}.",
                "full_text": "Numbats eat termites. " * 1400,
            }
        ).encode()
        + b"\n"
        for n in range(5)
    ]
    block = b"".join(lines) * 40
    written = 0
    with open(path, "wb") as handle:
        while written < HUGE:
            handle.write(block)
            written += len(block)
    return written


@pytest.mark.slow
def test_300_mb_json_lines_file_streams_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "dump.jsonl"
    assert write_huge_jsonl(path) >= HUGE
    run = subprocess.run(
        [sys.executable, "-c", STREAM_IMPORT, str(tmp_path / "lib"), str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert run.returncode == 0, run.stderr[-1000:]
    seen = json.loads(run.stdout)
    assert seen["added"] == 5 and seen["papers"] == 5
    assert seen["in_file"] > 9000  # every repeat recognised as the same paper
    assert seen["check"] == []
    assert seen["peak_mb"] < PEAK_LIMIT_MB, seen


def test_gzipped_file_cut_short_is_refused_with_its_name(
    library_folder: Path, tmp_path: Path
) -> None:
    # Each record's abstract its own: 2,000 sharing one are each compared with every one
    # before them (a possible repeat), which the cut file never needed.
    whole = gzip.compress(
        b"".join(
            json.dumps(
                {"id": f"2404.{n:05d}", "title": f"Gzip numbat {n}", "summary": f"x y z {n}"}
            ).encode()
            + b"\n"
            for n in range(2000)
        )
    )
    path = tmp_path / "listing.jsonl.gz"
    path.write_bytes(whole[: len(whole) // 2])
    with Library.open(library_folder) as library:
        before = store_bytes(library_folder)
        with pytest.raises(ImportFileError, match=r"listing\.jsonl\.gz.*cannot be read to the end"):
            library.imports.import_files([path])
        assert store_bytes(library_folder) == before
        assert library.searching.search("numbat").total == 0


@pytest.mark.parametrize("suffix", [".bib", ".csl.json"])
def test_300_mb_file_of_a_whole_file_format_is_refused_by_size(tmp_path: Path, suffix: str) -> None:
    """BibTeX and CSL-JSON are parsed whole; a 300 MB one would take gigabytes."""
    path = tmp_path / f"huge{suffix}"
    record = (
        b"@article{k,\n  title = {Numbats},\n}\n"
        if suffix == ".bib"
        else b'{"title": "Numbats", "type": "article"},\n'
    )
    with open(path, "wb") as handle:  # 128 KB of real text, then a sparse tail: no time, no disk
        handle.write((b"" if suffix == ".bib" else b"[\n") + record * (128 * 1024 // len(record)))
        handle.truncate(HUGE)
    with Library.open(tmp_path / "lib") as library:
        before = store_bytes(library.folder)
        started = time.monotonic()
        with pytest.raises(ImportFileError, match=r"300 MB.*Split it"):
            library.imports.import_files([path])
        assert time.monotonic() - started < 5
        assert store_bytes(library.folder) == before
