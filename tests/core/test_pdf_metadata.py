"""Metadata from the PDF alone, against what MANIFEST.json says each real paper prints."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lectern.core.models import fold_text, normalize_arxiv_id, normalize_doi
from lectern.core.pdf.metadata import PdfMetadata, paper_metadata, plausible_title
from lectern.core.pdf.reader import PdfReader

# The files whose metadata cannot be found, and why. The encrypted product sheet cannot be
# opened without its password, so nothing of it is read. (The scanned note has an OCR text
# layer: its title and authors are read from that, noisy as it is.)
UNREADABLE = {"pdfplumber-encrypted-password-example.pdf": "encrypted: nothing can be read"}


@pytest.fixture(scope="module")
def found(pdfs_dir: Path) -> dict[str, tuple[dict[str, object], PdfMetadata]]:
    manifest = json.loads((pdfs_dir / "MANIFEST.json").read_text())
    with PdfReader() as reader:
        return {
            name: (entry, paper_metadata(reader.read(pdfs_dir / name)))
            for name, entry in manifest.items()
        }


def _readable(found):
    return [(name, *pair) for name, pair in found.items() if name not in UNREADABLE]


def test_titles_as_printed(found):
    for name, entry, meta in _readable(found):
        assert fold_text(meta.title) == fold_text(str(entry["title"])), name


def test_first_authors_as_printed(found):
    for name, entry, meta in _readable(found):
        assert meta.authors, name
        assert fold_text(str(entry["first_author_surname"])) in fold_text(meta.authors[0]), name


def test_dois_and_arxiv_ids_printed_on_the_first_page(found):
    for name, entry, meta in _readable(found):
        assert meta.doi == normalize_doi(str(entry["doi"] or "")), name
        assert meta.arxiv_id == normalize_arxiv_id(str(entry["arxiv_id"] or "")), name


def test_the_unreadable_give_nothing(found):
    for name in UNREADABLE:
        assert not found[name][1].names_a_paper


def test_arxiv_stamp_late_in_the_text_and_its_year(found):
    entry, meta = found["grobid-arxiv-0908.0054.pdf"]
    assert meta.arxiv_id == "0908.0054"
    assert meta.year == 2009
    assert meta.authors[:2] == ("Ivan Rodriguez Montoya", "Tonatiuh Matos Chassin")


def test_the_document_information_only_when_it_looks_right(found):
    # Info Author names the third printed author: the printed order wins
    _, arxiv = found["scienceparse-arxiv-1504.06236.pdf"]
    assert arxiv.authors[0] == "Amir Sheikhahmadi"
    # Info Title is the DOI: the largest text is the title, the DOI still counts
    _, elsevier = found["mineru-elsevier-demo1.pdf"]
    assert elsevier.title == "The response of flow duration curves to afforestation"
    assert elsevier.authors[0] == "Patrick N.J. Lane"  # "Lanea,c,*": its marks left out
    # the year the page prints ("Journal of Hydrology 310 (2005)"), not a creation date
    assert elsevier.year == 2005


def test_a_doi_broken_over_two_lines(found):
    _, plos = found["scienceparse-plosone-e4faf2c1.pdf"]
    assert plos.doi == "10.1371/journal.pone.0197919"


def test_placeholder_titles_are_refused():
    for junk in (
        "Microsoft Word - Backup4all_network_backup_solution.doc",
        "ipg1300180a",
        "6489122611071476 1..10",
        "doi:10.1016/j.jhydrol.2005.01.006",
        "paper final v2.pdf",
        "Untitled",
        "",
    ):
        assert not plausible_title(junk), junk
    assert plausible_title("Apparent and average accelerations of the Universe")
