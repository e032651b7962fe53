"""MEDLINE (PubMed) files: every record a paper, every tag kept.

The files in tests/data/medline are real exports that other projects committed as test
data (tests/data/SOURCES.md has the commits and licences):

- ``medline-cancer.nbib``: PubMed's .nbib, 20 records (hash-bang/Reflib-EndNoteXML,
  test/data/medline-cancer.nbib, MIT);
- ``pubmed_result2.txt``: PubMed's MEDLINE text, 4 records (biopython/biopython,
  Tests/Medline/pubmed_result2.txt, Biopython License Agreement);
- ``pmc_medlars.txt``: PubMed Central's MEDLINE export, 5 records, each opening with its
  PMC id (holub008/nbib, tests/resources/pmc_medlars.txt, MIT).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from lectern.core.importers import RawRecord, Skipped, parse_file, sniff
from lectern.core.importers.pasted import parse_pasted
from lectern.core.library import Library

DATA = Path(__file__).resolve().parents[1] / "data" / "medline"
FILES = sorted(DATA.iterdir())


def read(name: str) -> list[RawRecord]:
    parsed = parse_file(DATA / name)
    assert parsed.format == "medline"
    records = list(parsed.records)
    assert all(isinstance(r, RawRecord) for r in records), records
    return records  # type: ignore[return-value]


def tags_in_file(path: Path) -> list[Counter[str]]:
    """Each record's tags as the file lists them, counted straight from its lines."""
    blocks = re.split(r"\n\s*\n", path.read_text("utf-8").strip())
    return [
        Counter(line[:4].strip() for line in block.splitlines() if line[4:6] == "- ")
        for block in blocks
    ]


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_record_of_the_file_is_a_paper(path: Path) -> None:
    assert sniff(path) == "medline"
    in_file = len(re.findall(r"^PMID- ", path.read_text("utf-8"), re.M))
    records = read(path.name)
    assert len(records) == in_file
    assert all(r.title and r.dialect == "medline" and r.key == "" for r in records)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_tag_of_every_record_is_kept(path: Path) -> None:
    records = read(path.name)
    expected = tags_in_file(path)
    assert len(records) == len(expected)
    for record, tags in zip(records, expected, strict=True):
        assert record.fields.keys() == tags.keys()
        counts = {
            tag: len(value) if isinstance(value, list) else 1
            for tag, value in record.fields.items()
        }
        assert counts == dict(tags)
        for tag in ("AU", "FAU", "PT", "IS", "AID", "MH", "OT"):
            assert isinstance(record.fields.get(tag, []), list), tag


def test_pubmed_text_export() -> None:
    first, second, third, fourth = read("pubmed_result2.txt")
    assert first.title == "A high level interface to SCOP and ASTRAL implemented in python"
    assert first.authors == ["James A Casbon", "Gavin E Crooks", "Mansoor A S Saqi"]
    assert (first.year, first.venue, first.volume, first.pages) == (
        2006,
        "BMC bioinformatics",
        "7",
        "10",
    )
    assert first.doi == "10.1186/1471-2105-7-10"
    assert first.kind == "article"
    assert first.abstract.startswith("BACKGROUND: Benchmarking algorithms in structural")
    assert "classification which groups together" in first.abstract  # across a wrapped line
    assert "The ASTRAL compendium provides" in first.abstract  # a wrapped line ending in a space
    assert first.abstract.endswith("easier and more principled.")
    assert "\n" not in first.abstract and "  " not in first.abstract
    assert first.keywords[:2] == ["Database Management Systems", "Databases, Protein"]
    assert first.urls == [
        "https://pubmed.ncbi.nlm.nih.gov/16403221/",
        "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC1373603/",
    ]
    assert first.fields["FAU"][2] == "Saqi, Mansoor A S"
    assert first.fields["MH"][0] == "*Database Management Systems"
    assert first.fields["PT"] == ["Evaluation Studies", "Journal Article"]
    assert (second.year, second.number, second.pages) == (2006, "5", "616-7")
    assert second.title == (
        "GenomeDiagram: a python package for the visualization of large-scale genomic data"
    )
    assert third.authors[0] == "M J L de Hoon"
    assert third.doi == "10.1093/bioinformatics/bth078"  # the AID that says [doi], not [pii]
    assert fourth.doi == ""  # the record names none
    assert [r.line for r in (first, second, third, fourth)] == [2, 67, 127, 192]


def test_pubmed_nbib_export() -> None:
    records = read("medline-cancer.nbib")
    first, second = records[:2]
    assert first.title == (
        "Prognostic value of preoperative von Willebrand factor plasma levels in patients "
        "with Glioblastoma"
    )
    assert first.fields["TI"] == (
        "Prognostic value of preoperative von Willebrand factor plasma levels in patients "
        "with Glioblastoma."
    )
    assert first.authors[0] == "Giovanni Marfia" and len(first.authors) == 12
    assert first.authors[-1] == "Rolando Campanella"
    assert (first.year, first.venue, first.doi) == (2016, "Cancer medicine", "10.1002/cam4.747")
    assert first.keywords[:2] == ["Angiogenesis", "Glioblastoma"]
    assert first.fields["PT"] == ["JOURNAL ARTICLE"] and first.kind == "article"
    assert second.doi == "10.1016/j.bulcan.2016.04.003"  # the second LID; the first is [pii]
    assert second.fields["LID"] == [
        "S0007-4551(16)30041-8 [pii]",
        "10.1016/j.bulcan.2016.04.003 [doi]",
    ]
    assert second.fields["SO"] == (
        "Bull Cancer. 2016 May 25. pii: S0007-4551(16)30041-8. doi: 10.1016/j.bulcan.2016.04.003."
    )
    assert records[-1].authors[0] == "B Fang"
    assert all(r.doi and r.abstract and r.year == 2016 for r in records)


def test_pubmed_central_export() -> None:
    records = read("pmc_medlars.txt")
    first, second, _, _, last = records
    assert first.line == 2  # the record starts at its PMC line, after a blank one
    assert first.title == (
        "A method package for electrophysiological evaluation of reconstructed or "
        "regenerated facial nerves in rodents"
    )
    assert first.abstract == ""  # an empty AB; the publisher's note is not an abstract
    assert first.fields["AB"] == ""
    assert first.fields["OAB"] == ["Publisher: Abstract available from the publisher."]
    assert first.fields["PMC"] == "PMC6055010"
    assert "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC6055010/" in first.urls
    assert second.doi == "10.1186/s40337-018-0207-1"  # "LID - 18" is an article number
    assert second.fields["AUID"] == ["ORCID: 0000-0001-6664-9126"]
    assert second.authors[0] == "Priyanka Thapliyal"
    assert "“role of gender”" in second.abstract
    assert last.doi == "" and last.venue == "The Medical journal of Australia"
    assert last.fields["GR"] == ["R01 AR049373 || AR"]


def test_a_record_without_title_or_abstract_is_skipped_with_its_pmid(tmp_path: Path) -> None:
    text = (DATA / "pubmed_result2.txt").read_text("utf-8")
    start = text.index("PMID- 16377612")
    end = text.index("\n\n", start)
    kept, dropping = [], False
    for line in text[start:end].splitlines(keepends=True):  # without its title and abstract
        if line.startswith(("TI  - ", "AB  - ")):
            dropping = True
        elif not line.startswith("      "):
            dropping = False
        if not dropping:
            kept.append(line)
    path = tmp_path / "pubmed.txt"
    path.write_text(text[:start] + "".join(kept) + text[end:], "utf-8")
    items = list(parse_file(path).records)
    assert [type(i).__name__ for i in items] == ["RawRecord", "Skipped", "RawRecord", "RawRecord"]
    skipped = items[1]
    assert isinstance(skipped, Skipped) and skipped.line == 67
    assert "neither a title nor an abstract (PMID 16377612)" in skipped.reason


def test_importing_an_nbib_file_adds_every_paper(tmp_path: Path) -> None:
    lib = Library.open(tmp_path / "lib")
    try:
        [report] = lib.imports.import_files([DATA / "medline-cancer.nbib"])
        assert (report.format, report.collection, report.added) == ("medline", "medline-cancer", 20)
        assert not report.skipped
        assert len(lib) == 20
        titles = {lib.papers.paper(pid).title for pid in lib.ids()}
        assert (
            "Dual targeting luminescent gold nanoclusters for tumor imaging and deep tissue therapy"
        ) in titles
        assert not any(t.startswith("PMID") for t in titles)
        again = lib.imports.import_files([DATA / "medline-cancer.nbib"])
        assert again[0].added == 0 and len(lib) == 20
    finally:
        lib.close()


def test_a_pubmed_file_without_an_extension_is_still_medline(tmp_path: Path) -> None:
    path = tmp_path / "pubmed-export"
    path.write_bytes((DATA / "pubmed_result2.txt").read_bytes())
    assert sniff(path) == "medline"
    assert len(list(parse_file(path).records)) == 4


def test_a_pasted_pubmed_record_is_read_as_one() -> None:
    text = (DATA / "pubmed_result2.txt").read_text("utf-8")
    first = text[: text.index("\n\nPMID- 16377612")]
    [record] = parse_pasted(first)
    assert isinstance(record, RawRecord)
    assert record.title == "A high level interface to SCOP and ASTRAL implemented in python"
    assert record.doi == "10.1186/1471-2105-7-10" and record.dialect == "medline"
