"""CSV and TSV with a header row (spreadsheets, Zotero, Google Scholar exports)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.importers import ImportFileError, RawRecord, Skipped, parse_file, sniff

ZOTERO = (
    '"Key","Item Type","Publication Year","Author","Title","Publication Title","DOI","Url",'
    '"Abstract Note","Manual Tags"\n'
    '"ABCD1234","journalArticle","2021","Dhariwal, Prafulla; Nichol, Alex","Diffusion Models Beat GANs",'
    '"NeurIPS","10.5555/dm","https://arxiv.org/abs/2105.05233","We show that diffusion\n'
    'models can achieve image sample quality superior to GANs.","diffusion; generative"\n'
    '"EFGH5678","preprint","","","","","","","",""\n'
)


def test_zotero_export(tmp_path: Path) -> None:
    path = tmp_path / "My Library.csv"
    path.write_text(ZOTERO, "utf-8")
    assert sniff(path) == "csv"
    parsed = parse_file(path)
    assert (parsed.format, parsed.collection) == ("csv", "My Library")
    paper, empty = parsed.records
    assert isinstance(paper, RawRecord)
    assert paper.title == "Diffusion Models Beat GANs"
    assert paper.authors == ["Prafulla Dhariwal", "Alex Nichol"]
    assert (paper.year, paper.venue, paper.doi, paper.kind) == (2021, "NeurIPS", "10.5555/dm", "article")
    assert paper.arxiv_id == "2105.05233" and paper.key == "ABCD1234"
    assert paper.abstract.startswith("We show that diffusion\nmodels")
    assert paper.keywords == ["diffusion", "generative"]
    assert paper.line == 2
    assert empty == Skipped(4, "row has neither a title nor an abstract")  # the quoted newline counts


def test_semicolons_tabs_and_windows_bytes(tmp_path: Path) -> None:
    semicolons = tmp_path / "list.csv"
    semicolons.write_bytes(b"titre;TITLE;Authors;year\r\n;Caf\xe9 society;A. Smith, B. Jones;1999\r\n")
    [row] = parse_file(semicolons).records
    assert (row.title, row.authors, row.year) == ("Café society", ["A. Smith", "B. Jones"], 1999)
    tabs = tmp_path / "list.tsv"
    tabs.write_text("Title\tAbstract\nA, with comma\tText\n", "utf-8")
    [row] = parse_file(tabs).records
    assert row.title == "A, with comma" and row.abstract == "Text"


def test_a_table_without_title_or_abstract_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "numbers.csv"
    path.write_text("a,b,c\n1,2,3\n", "utf-8")
    with pytest.raises(ImportFileError, match="no title or abstract column"):
        sniff(path)
    with pytest.raises(ImportFileError, match="no title or abstract column"):
        parse_file(path, "csv")
