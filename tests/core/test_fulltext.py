"""Full-text search on real papers' PDFs: their text read once and kept by SHA-256, found
by `fulltext:` and by plain words (below title, abstract and notes matches), with the
passages' page numbers; made again when its folder is deleted; `lectern text`; a scanned
and an encrypted PDF say so."""

from __future__ import annotations

import json
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.library.fulltext import FullText
from lectern.core.library.fulltext_pass import catch_up
from lectern.core.pdf.outcome import Outcome
from lectern.core.pdf.reader import PdfReader
from lectern.core.storage.derived.pdf_texts import FULLTEXT
from lectern.core.sync.ignore import ignore_text

TRACEMONKEY = "pdfjs-tracemonkey.pdf"  # 14 pages; "bytecode" on most, never in its title
JCAP = "grobid-jcap-0807.3577.pdf"
ENCRYPTED = "pdfplumber-encrypted-password-example.pdf"
# On page 7 of TRACEMONKEY alone, in the middle of a column.
MIDDLE_PHRASE = "we simply abort recording the first trace"


@pytest.fixture(scope="module")
def reader() -> Iterator[PdfReader]:
    with PdfReader() as shared:
        yield shared


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library.open(tmp_path / "lib")
    yield lib
    lib.close()


def _bring_up_to_date(fulltext: FullText, reader: PdfReader) -> list[str]:
    """The waiting papers read, then indexed, step by step (the pass the window runs,
    `catch_up`, is tested on its own below)."""
    waiting = fulltext.waiting()
    fulltext.index([fulltext.read(paper_id, reader) for paper_id in waiting])
    return waiting


def _with_pdfs(library: Library, pdfs_dir: Path, tmp_path: Path, *names: str) -> list[str]:
    """Import these PDFs into the library (copied into files/); their papers' ids."""
    folder = tmp_path / "downloads"
    folder.mkdir(exist_ok=True)
    paths = [Path(shutil.copy(pdfs_dir / name, folder / name)) for name in names]
    (report,) = library.imports.import_files(paths)
    return [f.paper_id for f in report.files]


def test_a_phrase_from_a_middle_page_is_found_with_its_page(library, pdfs_dir, tmp_path, reader):
    monkey, jcap = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY, JCAP)
    assert set(_bring_up_to_date(library.fulltext, reader)) == {monkey, jcap}

    query = f'fulltext:"{MIDDLE_PHRASE}"'
    result = library.searching.search(query)
    assert result.ids == [monkey]
    assert result.hits[0].pdf_only
    passages = library.fulltext.passages(monkey, query)
    assert [p.page for p in passages] == [7]
    assert '<b class="match">simply abort recording the first trace</b>' in passages[0].html
    # the phrase's words apart do not make the phrase
    assert library.searching.search('fulltext:"first trace simply abort"').ids == []
    # fulltext: searches the PDF alone: the title's words are not in it by that field
    assert library.searching.search("fulltext:nonexistentword").ids == []
    assert library.fulltext.waiting() == []  # read once


def test_plain_words_rank_a_title_or_abstract_match_above_a_pdf_only_one(
    library, pdfs_dir, tmp_path, reader
):
    (monkey,) = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY)
    _bring_up_to_date(library.fulltext, reader)
    library.imports.add_paper(title="Fast bytecode interpreters", year=2020)
    library.imports.add_paper(
        title="Virtual machines", abstract="We compile bytecode to machine code.", year=2021
    )
    titled = library.searching.search("title:bytecode").ids
    abstracted = library.searching.search("abstract:bytecode").ids
    assert len(titled) == len(abstracted) == 1

    result = library.searching.search("bytecode", highlight=10)
    assert result.ids[-1] == monkey  # many times in its PDF, yet below both
    assert set(result.ids[:2]) == set(titled + abstracted)
    assert [hit.pdf_only for hit in result.hits] == [False, False, True]
    assert "bytecode" in library.fulltext.passages(monkey, "bytecode")[0].html.lower()


def test_the_same_bytes_are_read_once(library, pdfs_dir, tmp_path, reader):
    (monkey,) = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY)
    copy = tmp_path / "elsewhere.pdf"
    shutil.copy(pdfs_dir / TRACEMONKEY, copy)
    library.imports.add_paper(title="A paper sharing the file", files=[str(copy)])
    _bring_up_to_date(library.fulltext, reader)
    kept = list((library.folder / FULLTEXT / "texts").rglob("*.json"))
    assert len(kept) == 1  # one file's text, for two papers
    found = library.searching.search(f'fulltext:"{MIDDLE_PHRASE}"').ids
    assert monkey in found and len(found) == 2


def test_the_text_is_made_again_when_its_folder_is_deleted(pdfs_dir, tmp_path, reader):
    folder = tmp_path / "lib"
    with Library.open(folder) as library:
        (monkey,) = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY)
        _bring_up_to_date(library.fulltext, reader)
    assert "/fulltext" in ignore_text()  # this computer's own: never synced
    shutil.rmtree(folder / FULLTEXT)

    with Library.open(folder) as library:
        assert library.searching.search(f'fulltext:"{MIDDLE_PHRASE}"').ids == []
        assert _bring_up_to_date(library.fulltext, reader) == [monkey]
        assert library.searching.search(f'fulltext:"{MIDDLE_PHRASE}"').ids == [monkey]
        assert library.fulltext.waiting() == []
    assert list((folder / FULLTEXT / "texts").rglob("*.json"))


def test_lectern_text_prints_a_page(library, pdfs_dir, tmp_path, capsys):
    pdf = Path(shutil.copy(pdfs_dir / TRACEMONKEY, tmp_path / TRACEMONKEY))
    report = library.imports.add_paper(title="TraceMonkey", files=[str(pdf)])
    (monkey,) = report.added_ids
    library.close()  # attached by hand, never read: `lectern text` reads the PDF on the spot
    folder = str(tmp_path / "lib")
    assert main(["--library", folder, "text", monkey, "--page", "7"]) == 0
    page = capsys.readouterr().out
    assert MIDDLE_PHRASE in " ".join(page.split())
    assert "\f" not in page

    assert main(["--library", folder, "text", monkey]) == 0
    assert capsys.readouterr().out.count("\f") == 13  # 14 pages

    assert main(["--library", folder, "text", monkey, "--page", "15"]) == 1
    assert "The PDF has 14 pages; there is no page 15." in capsys.readouterr().err


def test_a_scanned_pdf_has_no_text_layer_and_an_encrypted_one_says_so(
    library, pdfs_dir, tmp_path, reader, capsys
):
    scan = pdfium.PdfDocument.new()
    scan.new_page(612, 792)
    scan.save(tmp_path / "scan.pdf")
    scan.close()
    shutil.copy(pdfs_dir / ENCRYPTED, tmp_path / "locked.pdf")
    library.imports.add_paper(title="A scanned paper", files=[str(tmp_path / "scan.pdf")])
    library.imports.add_paper(title="A locked paper", files=[str(tmp_path / "locked.pdf")])
    ids = {library.papers.entry(pid).paper.title: pid for pid in library.ids()}
    _bring_up_to_date(library.fulltext, reader)

    (scanned,) = library.fulltext.kept(ids["A scanned paper"]).files
    (locked,) = library.fulltext.kept(ids["A locked paper"]).files
    assert scanned.outcome is Outcome.NO_TEXT
    assert scanned.outcome.value == "no text layer"
    assert locked.outcome is Outcome.ENCRYPTED
    assert locked.kept is not None and "encrypted" in locked.kept.why
    assert library.fulltext.waiting() == []  # known to give nothing: not read again

    library.close()
    folder = str(tmp_path / "lib")
    assert main(["--library", folder, "text", ids["A locked paper"]]) == 1
    assert "it is encrypted" in capsys.readouterr().err


def test_a_pdf_taken_off_its_paper_is_no_longer_searched(library, pdfs_dir, tmp_path, reader):
    (monkey,) = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY)
    _bring_up_to_date(library.fulltext, reader)
    assert library.searching.search("fulltext:spidermonkey").ids == [monkey]

    library.papers.edit(monkey, files=[])
    assert _bring_up_to_date(library.fulltext, reader) == [monkey]
    assert library.searching.search("fulltext:spidermonkey").ids == []
    assert library.fulltext.waiting() == []


def test_pdfs_imported_with_lectern_import_are_searched_at_once(pdfs_dir, tmp_path, capsys):
    folder = str(tmp_path / "lib")
    pdfs = [str(shutil.copy(pdfs_dir / name, tmp_path / name)) for name in (TRACEMONKEY, JCAP)]
    assert main(["--library", folder, "import", *pdfs]) == 0
    assert "Full-text search: making the PDFs of 2 papers searchable" in capsys.readouterr().out
    assert main(["--library", folder, "search", f'fulltext:"{MIDDLE_PHRASE}"', "--json"]) == 0
    (found,) = json.loads(capsys.readouterr().out)
    assert found["title"].startswith("Trace-based Just-in-Time Type Specialization")
    with Library.open(folder) as library:
        assert library.fulltext.waiting() == []


def test_the_pass_reads_and_indexes_every_waiting_paper_and_stops_when_asked(
    library, pdfs_dir, tmp_path
):
    monkey, jcap = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY, JCAP)
    stop = threading.Event()
    stop.set()  # closing before it began: nothing read, nothing indexed
    assert catch_up(library, stop=stop) == 0
    assert library.searching.search("fulltext:spidermonkey").ids == []
    assert sorted(library.fulltext.waiting()) == sorted([monkey, jcap])

    seen: list[tuple[int, int]] = []
    indexed: set[str] = set()
    assert catch_up(library, progress=lambda *n: seen.append(n), indexed=indexed.update) == 2
    assert seen == [(1, 2), (2, 2)]
    assert indexed == {monkey, jcap}
    assert library.searching.search("fulltext:spidermonkey").ids == [monkey]
    assert library.searching.search('fulltext:"cosmic microwave background"').ids == [jcap]
    assert library.fulltext.waiting() == []


def test_lectern_search_finds_a_paper_by_its_pdf(library, pdfs_dir, tmp_path, reader, capsys):
    (monkey,) = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY)
    _bring_up_to_date(library.fulltext, reader)
    library.close()
    folder = str(tmp_path / "lib")
    for query in ("fulltext:spidermonkey", "spidermonkey"):
        assert main(["--library", folder, "search", query, "--json"]) == 0
        assert monkey in capsys.readouterr().out, query


def test_a_lost_pages_index_is_made_again_from_the_kept_texts(pdfs_dir, tmp_path, reader):
    folder = tmp_path / "lib"
    with Library.open(folder) as library:
        (monkey,) = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY)
        _bring_up_to_date(library.fulltext, reader)
    shutil.rmtree(folder / FULLTEXT / "pages")

    with Library.open(folder) as library, PdfReader() as fresh:
        assert _bring_up_to_date(library.fulltext, fresh) == [monkey]
        assert fresh.worker_pid is None  # no PDF was read again: its text was kept
        assert library.searching.search("fulltext:spidermonkey").ids == [monkey]


def test_nothing_waits_once_every_attached_pdf_is_read_and_indexed(
    library, pdfs_dir, tmp_path, reader
):
    library.imports.add_paper(title="A paper with no PDF")
    assert library.fulltext.nothing_waits()  # the window starts no pass child for it
    (monkey,) = _with_pdfs(library, pdfs_dir, tmp_path, TRACEMONKEY)
    assert not library.fulltext.nothing_waits()
    _bring_up_to_date(library.fulltext, reader)
    assert library.fulltext.nothing_waits()  # read and indexed: no child at the next open
    ((_, pdf),) = library.fulltext.pdfs(monkey)
    later = pdf.stat().st_mtime_ns + 1_000_000_000
    os.utime(pdf, ns=(later, later))  # saved again by another program, perhaps changed
    assert not library.fulltext.nothing_waits()
    assert _bring_up_to_date(library.fulltext, reader) == []  # hashed: the same bytes
    assert library.fulltext.nothing_waits()
    library.papers.edit(monkey, files=[])
    assert not library.fulltext.nothing_waits()  # its pages wait to be taken off
    _bring_up_to_date(library.fulltext, reader)
    assert library.fulltext.nothing_waits()
