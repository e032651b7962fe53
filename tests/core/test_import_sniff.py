"""Format detection: by extension and content, with clear refusals for the wrong files."""

from __future__ import annotations

import gzip
import os
from pathlib import Path

import pytest

from lectern.core.importers import ImportFileError, parse_file, sniff

PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01"
    b"\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"
)


def test_every_real_sample_is_recognised(imports_dir: Path, seeds_dir: Path) -> None:
    expected = {"bibtex": "bibtex", "ris": "ris", "csljson": "csljson", "arxiv-atom": "arxiv-atom"}
    for folder, fmt in expected.items():
        for path in sorted((imports_dir / folder).rglob("*")):
            if path.is_file() and path.name != "_original_names.json":
                assert sniff(path) == fmt, path
    assert {sniff(p) for p in seeds_dir.glob("*.txt")} == {"seed"}


@pytest.mark.parametrize(
    ("name", "data", "message"),
    [
        ("picture.bib", PNG, "is a PNG image, not a bibliography"),
        ("paper.ris", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj", "is a PDF document"),
        ("export.csv", b"PK\x03\x04\x14\x00\x06\x00", "is a ZIP archive"),
        ("empty.bib", b"", "is empty"),
        ("blank.txt", b"  \n\n\t\n", "is empty"),
        ("noise.bib", bytes(range(256)) * 4, "binary file"),
        ("page.xml", b"<!DOCTYPE html><html><body>Not a feed</body></html>", "web page"),
        ("notes.txt", b"shopping\nmilk\neggs\n", "not in a format Lectern knows"),
        (
            "records.jsonl",
            b'{"name": "x", "size": 3}\n{"name": "y", "size": 4}\n',
            "no title or abstract",
        ),
    ],
)
def test_wrong_files_are_refused_with_a_reason(
    tmp_path: Path, name: str, data: bytes, message: str
) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(ImportFileError, match=message) as raised:
        sniff(path)
    assert str(path) in str(raised.value)
    with pytest.raises(ImportFileError):
        list(parse_file(path).records)


def test_content_beats_a_misleading_extension(tmp_path: Path) -> None:
    ris_as_txt = tmp_path / "export.txt"
    ris_as_txt.write_text("TY  - JOUR\nTI  - Hello\nER  - \n", "utf-8")
    assert sniff(ris_as_txt) == "ris"
    jsonl_as_json = tmp_path / "feed.json"
    jsonl_as_json.write_text('{"title": "A"}\n{"title": "B"}\n', "utf-8")
    assert sniff(jsonl_as_json) == "jsonl"
    bib_as_txt = tmp_path / "refs.txt"
    bib_as_txt.write_text("% my refs\n@book{k, title={T}}\n", "utf-8")
    assert sniff(bib_as_txt) == "bibtex"
    gz = tmp_path / "feed.jsonl.gz"
    gz.write_bytes(gzip.compress(b'{"title": "Compressed", "summary": "yes"}\n'))
    assert sniff(gz) == "jsonl"


def test_sniffing_reads_only_the_head_of_a_large_file(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    with path.open("wb") as handle:
        handle.write(b'{"title": "First", "abstract": "A"}\n' * 2000)
        handle.write(os.urandom(4 * 1024 * 1024))  # whatever comes after the head is not read
    assert sniff(path) == "jsonl"


def test_missing_files_and_folders(tmp_path: Path) -> None:
    with pytest.raises(ImportFileError, match="does not exist"):
        sniff(tmp_path / "nope.bib")
    with pytest.raises(ImportFileError, match="is a folder"):
        sniff(tmp_path)
    with pytest.raises(ImportFileError, match="unknown format"):
        parse_file(tmp_path / "x.bib", "endnote")
