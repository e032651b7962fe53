"""Whatever bytes a file holds, importing it fails only with ImportFileError."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lectern.core.importers import FORMATS, ImportFileError, RawRecord, Skipped, parse_file

EXTENSIONS = {
    "seed": ".txt",
    "bibtex": ".bib",
    "ris": ".ris",
    "medline": ".nbib",
    "csljson": ".json",
    "arxiv-atom": ".xml",
    "endnote-xml": ".xml",
    "jsonl": ".jsonl",
    "csv": ".csv",
    "lectern-backup": ".json",
}
# Pieces of each format, so the random files get past the first line often enough.
PIECES = {
    "seed": [
        b"ICML 2026\n\n",
        b"\n\n",
        b"We propose X, a method ",
        b"$\\alpha$",
        b"{",
        b"\\",
        b"(",
    ],
    "bibtex": [
        b"@article{k,",
        b"title = {",
        b"}",
        b'"',
        b" # ",
        b"@string{s = ",
        b"crossref = {k}",
        b"author = {A and B, C}",
        b"{\\'e}",
        b"\n",
        b"%",
        b"@comment{",
        b"@preamble{",
    ],
    "ris": [
        b"TY  - JOUR\n",
        b"ER  - \n",
        b"TI  - x\n",
        b"AU  - a, b\n",
        b"PT J\n",
        b"ER\n",
        b"  more\n",
        b"\xef\xbb\xbf",
        b"AB  - ",
    ],
    "medline": [
        b"PMID- 1\n",
        b"OWN - NLM\n",
        b"TI  - x\n",
        b"      more\n",
        b"FAU - a, b\n",
        b"AB  - ",
        b"\n\n",
        b"LID - 10.1/x [doi]\n",
        b"\xef\xbb\xbf",
    ],
    "csljson": [
        b"[",
        b"]",
        b"{",
        b"}",
        b'"title":',
        b'"x"',
        b",",
        b'"author":[{"family":1}]',
        b'"issued":{"date-parts":[["a"]]}',
        b"null",
        b"1e999",
    ],
    "arxiv-atom": [
        b"<?xml version='1.0'?>",
        b"<feed xmlns='http://www.w3.org/2005/Atom'>",
        b"<entry>",
        b"</entry>",
        b"<title>",
        b"</title>",
        b"<!DOCTYPE x [<!ENTITY a 'b'>]>",
        b"&a;",
        b"</feed>",
        b"<summary>x</summary>",
    ],
    "endnote-xml": [
        b"<?xml version='1.0'?>",
        b"<xml><records>",
        b"<record>",
        b"</record>",
        b"<titles><title>",
        b"<style face='normal'>x</style>",
        b"</title></titles>",
        b"<urls><pdf-urls><url>internal-pdf://1/a.pdf</url></pdf-urls></urls>",
        b"<!DOCTYPE x [<!ENTITY a 'b'>]>",
        b"&a;",
        b"</records></xml>",
    ],
    "jsonl": [
        b'{"title": "x"}\n',
        b'{"abstract": 5}\n',
        b"[1]\n",
        b"{",
        b"\n",
        b'"authors": "a, b"',
    ],
    "csv": [b"title,abstract\n", b'"', b",", b"\n", b"x", b"\r\n", b";"],
    "lectern-backup": [
        b'{"lectern_backup": 1, "papers": [',
        b'{"id": "x", "title": "t"}',
        b"]",
        b"}",
        b",",
        b'"annotations": [',
        b'{"paper_id": 1}',
        b"2",
    ],
}
_counter = itertools.count()


def contents(fmt: str) -> st.SearchStrategy[bytes]:
    piece = st.one_of(st.sampled_from(PIECES[fmt]), st.binary(max_size=8))
    return st.one_of(st.binary(max_size=300), st.lists(piece, max_size=30).map(b"".join))


def import_bytes(folder: Path, fmt: str, data: bytes) -> None:
    path = folder / f"case{next(_counter)}{EXTENSIONS[fmt]}"
    path.write_bytes(data)
    for requested in (fmt, None):  # as the user chose it, and as sniffed
        try:
            for item in parse_file(path, requested).records:
                assert isinstance(item, RawRecord | Skipped)
                assert item.line >= 0
        except ImportFileError as error:
            assert str(path) in str(error)


@pytest.mark.parametrize("fmt", FORMATS)
def test_random_bytes_raise_nothing_but_import_file_error(
    fmt: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    folder = tmp_path_factory.mktemp(f"fuzz-{fmt}")

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(data=contents(fmt))
    def check(data: bytes) -> None:
        import_bytes(folder, fmt, data)

    check()
