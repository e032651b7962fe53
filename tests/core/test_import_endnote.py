"""EndNote XML exports: every reference a paper, every element kept, attachments found.

The files in tests/data/endnote are exports that other projects committed as test data
(tests/data/SOURCES.md has the commits and licences):

- ``endnote-sm.xml``: EndNote 19's own export, on one line, 5 references from Ovid MEDLINE
  and Embase (hash-bang/Reflib-EndNoteXML, test/data/endnote-sm.xml, MIT);
- ``EndnoteXmlImporterTestLabelAndMultiTitle.xml``: 3 references from EndNote 15 and 20
  libraries, a title in three font runs, a label (JabRef/jabref, MIT);
- ``EndnoteXmlImporterTestArticle.xml``: 1 reference exported by Bookends, with its PDF
  (JabRef/jabref, MIT).

Both JabRef files were re-indented by JabRef, so their text is wrapped over lines.
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from lectern.core.importers import ImportFileError, RawRecord, parse_file, sniff
from lectern.core.library import Library

DATA = Path(__file__).resolve().parents[1] / "data" / "endnote"
FILES = sorted(DATA.iterdir())
SMALL = "endnote-sm.xml"
LABELLED = "EndnoteXmlImporterTestLabelAndMultiTitle.xml"
ARTICLE = "EndnoteXmlImporterTestArticle.xml"


def read(path: Path) -> list[RawRecord]:
    parsed = parse_file(path)
    assert parsed.format == "endnote-xml"
    records = list(parsed.records)
    assert all(isinstance(r, RawRecord) for r in records), records
    return records  # type: ignore[return-value]


def elements_in_file(path: Path) -> list[tuple[Counter[str], Counter[str]]]:
    """Each record's elements that hold text (by path) and its attributes, counted from
    the file; EndNote's <style> runs are formatting, not elements of the record."""
    out = []
    for record in ET.parse(path).getroot().iter("record"):
        leaves: Counter[str] = Counter()
        attributes: Counter[str] = Counter()
        stack = [(child, child.tag) for child in record]
        while stack:
            element, where = stack.pop()
            attributes.update(f"{where}@{name}" for name in element.attrib)
            children = [c for c in element if c.tag != "style"]
            if children:
                stack += [(c, f"{where}/{c.tag}") for c in children]
            else:
                leaves[where] += 1
        out.append((leaves, attributes))
    return out


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_record_of_the_file_is_a_paper(path: Path) -> None:
    assert sniff(path) == "endnote-xml"
    in_file = len(re.findall(r"<record>", path.read_text("utf-8")))
    records = read(path)
    assert len(records) == in_file
    assert all(r.title and r.dialect == "endnote" for r in records)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_element_of_every_record_is_kept(path: Path) -> None:
    records = read(path)
    expected = elements_in_file(path)
    assert len(records) == len(expected)
    for record, (leaves, attributes) in zip(records, expected, strict=True):
        kept = Counter(
            {
                name: len(value) if isinstance(value, list) else 1
                for name, value in record.fields.items()
            }
        )
        notes = {name: leaves.pop(name) for name in ("notes", "research-notes") if name in leaves}
        assert {k: v for k, v in kept.items() if "@" not in k} == dict(leaves)
        assert {k: v for k, v in kept.items() if "@" in k} == dict(attributes)
        # the notes are the paper's notes, not one of its fields
        assert bool(notes) == bool(record.annotation and record.annotation["notes"])


def test_endnote_s_own_export() -> None:
    records = read(DATA / SMALL)
    first, second, third, _, last = records
    assert first.title == (
        "In situ carcinomas of the female breast. Diagnostic and therapeutic aspects with "
        "special reference to histological growth patterns. Clinical review"
    )
    assert first.authors == ["M. Blichert-Toft", "J. Andersen", "U. Dyreborg"]
    assert (first.year, first.venue, first.volume, first.number, first.pages) == (
        1990,
        "Acta Chirurgica Scandinavica",
        "156",
        "2",
        "113-9",
    )
    assert (first.kind, first.key, first.doi) == ("article", "", "")
    assert first.abstract.startswith("There is a disparity between the autopsy prevalence")
    assert first.abstract.endswith("[References: 38]")
    assert first.keywords[:2] == ["Breast/pa [Pathology]", "*Breast Neoplasms/pa [Pathology]"]
    assert first.urls[0].startswith("http://ovidsp.ovid.com/ovidweb.cgi?T=JS&CSC=Y&NEWS=N")
    assert first.fields["rec-number"] == "1"  # EndNote's record number is not a key
    assert first.fields["ref-type@name"] == "Journal Article"
    assert first.fields["database@name"] == "SMTest.enl"
    assert first.fields["work-type"] == "Research Support, Non-U.S. Gov't\nReview"
    assert first.fields["alt-periodical/abbr-1"] == "Acta Chir Scand"
    assert first.annotation is not None
    assert first.annotation["notes"] == "Blichert-Toft, M\nAndersen, J\nDyreborg, U"
    assert "notes" not in first.fields
    assert second.venue == "Archives of Pathology & Laboratory Medicine"
    assert third.title.startswith("[Changes in cancer incidence after cholecystectomy")
    assert (last.title, last.authors, last.year) == (
        "Do we all have cancer?",
        ["K. L. Resch"],
        2008,
    )
    assert last.annotation is None


def test_styled_runs_labels_and_reference_types() -> None:
    journal, book, skua = read(DATA / LABELLED)
    assert journal.title == (
        "An ecological basis for reforestation of submariginal lands in the Central Hardwood Region"
    )
    assert (journal.kind, book.kind) == ("article", "book")
    assert book.title == "A survey of soil temperatures in the Chicago area"
    assert book.authors == ["H. F. Strohecker"]
    # three font runs, the middle one italic
    assert skua.title == (
        "A demographic study of the south polar skua Catharacta maccormicki at Cape Crozier"
    )
    assert skua.authors == ["D. G. Ainley", "C. A. Ribic", "R. C. Wodd"]
    assert (skua.year, skua.venue, skua.pages) == (1990, "Journal of Animal Ecology", "1-20")
    assert skua.fields["label"] == "B4" and skua.key == ""  # a label, not a citation key
    assert skua.fields["urls"] == ""  # <urls/>, empty, is kept too
    assert journal.fields["database"] == "EndNote Ecology.enl"  # wrapped over two lines
    assert journal.urls == []  # "<Go to ISI>://000200148800007" is not a web address
    assert journal.fields["urls/related-urls/url"] == ["<Go to ISI>://000200148800007"]


def test_a_bookends_export_with_its_pdf() -> None:
    [article] = read(DATA / ARTICLE)
    assert article.title == (
        "Trends in the lifetime risk of developing cancer in Great Britain: comparison of risk "
        "for those born from 1930 to 1960"
    )
    assert article.authors == ["A. S. Ahmad", "N. Ormiston-Smith", "P. D. Sasieni"]
    assert (article.doi, article.year, article.venue) == (
        "10.1038/bjc.2014.606",
        2015,
        "Br J Cancer",
    )
    assert article.files == ["/Users/user/Documents/Bookends/Attachments/Ahmad et al 2015.pdf"]
    assert article.urls == ["http://www.ncbi.nlm.nih.gov/pubmed/25647015"]
    assert article.abstract == "test abstract"
    assert article.fields["isbn"] == "1532-1827 (Electronic)\n0007-0920 (Linking)"
    assert article.fields["auth-address"].count("\n") == 1  # two addresses, wrapping joined


def test_attached_files_are_found_where_endnote_keeps_them(tmp_path: Path) -> None:
    """EndNote names a library's PDFs "internal-pdf://…", inside "<library>.Data/PDF"."""
    text = (DATA / SMALL).read_text("utf-8")
    attached = (
        "<pdf-urls><url>internal-pdf://0123456789/Blichert-Toft-1990.pdf</url>"
        "<url>PDF copies/Farahmand 1991.pdf</url>"
        "<url>file:///C:/Users/me/Papers/Farahmand%201991.pdf</url></pdf-urls></urls>"
    )
    path = tmp_path / "export" / "SMTest.xml"
    path.parent.mkdir()
    path.write_text(text.replace("</related-urls></urls>", "</related-urls>" + attached, 1))
    first = read(path)[0]
    assert first.files == [
        "internal-pdf://0123456789/Blichert-Toft-1990.pdf",  # no SMTest.Data folder: as written
        str(path.parent / "PDF copies" / "Farahmand 1991.pdf"),
        "C:/Users/me/Papers/Farahmand 1991.pdf",
    ]
    pdf = path.parent / "SMTest.Data" / "PDF" / "0123456789" / "Blichert-Toft-1990.pdf"
    pdf.parent.mkdir(parents=True)
    pdf.write_bytes(b"%PDF-1.4\n")
    assert read(path)[0].files[0] == str(pdf)


def test_dtds_and_broken_xml_are_refused(tmp_path: Path) -> None:
    evil = tmp_path / "evil.xml"
    evil.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE xml [<!ENTITY x "y">]>\n'
        "<xml><records><record><titles><title>&x;</title></titles></record></records></xml>"
    )
    with pytest.raises(ImportFileError, match=r"evil\.xml, line 2: contains a DTD"):
        list(parse_file(evil, "endnote-xml").records)
    shutil.copy(DATA / SMALL, tmp_path / "cut.xml")
    cut = tmp_path / "cut.xml"
    cut.write_bytes(cut.read_bytes()[:9000])
    with pytest.raises(ImportFileError, match="cut.xml, line 1: is not well-formed XML"):
        list(parse_file(cut).records)


def test_an_atom_feed_is_not_read_as_endnote(imports_dir: Path) -> None:
    atom = imports_dir / "arxiv-atom" / "id_list=1111.2011v2.xml"
    with pytest.raises(
        ImportFileError, match=r"not an EndNote XML export .*root element is <feed>"
    ):
        parse_file(atom, "endnote-xml")


def test_importing_an_endnote_export_adds_every_paper_with_its_notes(tmp_path: Path) -> None:
    lib = Library.open(tmp_path / "lib")
    try:
        [report] = lib.imports.import_files([DATA / SMALL])
        assert (report.format, report.collection, report.added) == ("endnote-xml", "endnote-sm", 5)
        assert len(lib) == 5
        by_title = {lib.papers.paper(pid).title: pid for pid in lib.ids()}
        assert "Do we all have cancer?" in by_title
        pid = by_title["Elastosis in the normal aging breast. A histopathologic study of 140 cases"]
        assert lib.papers.paper(pid).authors[0] == "S. Farahmand"
        assert lib.notes.annotation(pid).notes == "Farahmand, S\nCowan, D F"
    finally:
        lib.close()
