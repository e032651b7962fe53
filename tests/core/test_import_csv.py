"""CSV and TSV with a header row (spreadsheets, Zotero, Google Scholar exports)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from lectern.core.exporters import export_entries
from lectern.core.importers import ImportFileError, RawRecord, Skipped, parse_file, sniff
from lectern.core.models import Annotation, Entry, Paper, Status, paper_id
from tests.core.helpers_import import only_papers

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
    assert (paper.year, paper.venue, paper.doi, paper.kind) == (
        2021,
        "NeurIPS",
        "10.5555/dm",
        "article",
    )
    assert paper.arxiv_id == "2105.05233" and paper.key == "ABCD1234"
    assert paper.abstract.startswith("We show that diffusion\nmodels")
    assert paper.keywords == ["diffusion", "generative"]
    assert paper.line == 2
    assert empty == Skipped(
        4, "row has no title, abstract, DOI or arXiv id"
    )  # the quoted newline counts


def test_semicolons_tabs_and_windows_bytes(tmp_path: Path) -> None:
    semicolons = tmp_path / "list.csv"
    semicolons.write_bytes(
        b"titre;TITLE;Authors;year\r\n;Caf\xe9 society;A. Smith, B. Jones;1999\r\n"
    )
    [row] = only_papers(parse_file(semicolons).records)
    assert (row.title, row.authors, row.year) == ("Café society", ["A. Smith", "B. Jones"], 1999)
    tabs = tmp_path / "list.tsv"
    tabs.write_text("Title\tAbstract\nA, with comma\tText\n", "utf-8")
    [row] = only_papers(parse_file(tabs).records)
    assert row.title == "A, with comma" and row.abstract == "Text"


def test_a_table_without_title_or_abstract_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "numbers.csv"
    path.write_text("a,b,c\n1,2,3\n", "utf-8")
    with pytest.raises(ImportFileError, match="no title or abstract column"):
        sniff(path)
    with pytest.raises(ImportFileError, match="no title or abstract column"):
        parse_file(path, "csv")


# --- round trips through Lectern's own CSV export -----------------------------------------------

ADDED = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def lectern_entry(
    title: str, *, notes: str = "", tags: tuple[str, ...] = (), **fields: Any
) -> Entry:
    pid = paper_id(
        arxiv_id=str(fields.get("arxiv_id", "")),
        doi=str(fields.get("doi", "")),
        title=title,
        abstract=str(fields.get("abstract", "")),
    )
    paper = Paper(id=pid, title=title, added=ADDED, **fields)
    return Entry(paper, Annotation(pid, status=Status.READ, rating=4, notes=notes, tags=tags))


def round_trip(tmp_path: Path, entries: list[Entry]) -> list[RawRecord]:
    dest = tmp_path / "export.csv"
    export_entries("csv", entries, dest)
    return only_papers(parse_file(dest).records)


def test_plain_text_that_looks_like_latex_stays_as_written(tmp_path: Path) -> None:
    titles = [
        "Costs $5 and \\relax",
        "How to build a \\strut",
        "Sets \\{x\\} and {y}",
        "50% off_topic #1",
    ]
    entries = [lectern_entry(t, authors=("\\'Etienne {B}", "Zoë Ångström")) for t in titles]
    records = round_trip(tmp_path, entries)
    assert [r.title for r in records] == titles
    assert all(r.authors == ["\\'Etienne {B}", "Zoë Ångström"] for r in records)


def test_the_formula_guard_apostrophe_is_dropped(tmp_path: Path) -> None:
    titles = ["- dash first", "=SUM(A1)", "+1 more", "@home", "'quoted' stays"]
    records = round_trip(
        tmp_path, [lectern_entry(t, abstract=f"-{t}", venue="=Venue") for t in titles]
    )
    assert [r.title for r in records] == titles
    assert [r.abstract for r in records] == [f"-{t}" for t in titles]
    assert {r.venue for r in records} == {"=Venue"}


def test_a_lectern_csv_maps_its_own_columns(tmp_path: Path) -> None:
    entries = [
        lectern_entry(
            "Attention Is All You Need",
            authors=("Ashish Vaswani", "Google Brain, Inc."),
            year=2017,
            venue="NeurIPS",
            arxiv_id="1706.03762",
            abstract="Transformers.",
            urls=("https://example.org/attention",),
            key="vaswani2017",
            notes="Read twice.",
            tags=("nlp", "classic"),
        ),
        lectern_entry(
            "A DOI only paper",
            doi="10.1000/xyz_1",
            urls=("https://arxiv.org/abs/2401.01234",),
            abstract="Line one.\n\nLine two.",
        ),
    ]
    first, second = round_trip(tmp_path, entries)
    # "id" is Lectern's paper id; the citation key has a column of its own (a paper without
    # one is given the pattern's, as in the other formats)
    assert (first.lectern_id, first.key) == (entries[0].paper.id, "vaswani2017")
    assert second.key and second.key != second.lectern_id
    assert first.authors == [
        "Ashish Vaswani",
        "Google Brain, Inc.",
    ]  # not reordered as "Last, First"
    assert (first.year, first.venue, first.arxiv_id, first.doi) == (
        2017,
        "NeurIPS",
        "1706.03762",
        "",
    )
    assert (first.urls, first.abstract) == (["https://example.org/attention"], "Transformers.")
    assert first.keywords == []  # tags are the user's annotations, not the paper's keywords
    assert (second.doi, second.arxiv_id) == ("10.1000/xyz_1", "")  # the arxiv_id column was empty
    assert second.abstract == "Line one.\n\nLine two."


def test_other_spreadsheets_keep_their_id_and_tags_columns(tmp_path: Path) -> None:
    path = tmp_path / "sheet.csv"
    path.write_text('ID,Title,Tags,Authors\nsmith99,A paper,"x; y","Smith, John"\n', "utf-8")
    [record] = only_papers(parse_file(path).records)
    assert (record.key, record.keywords, record.authors) == ("smith99", ["x", "y"], ["John Smith"])
