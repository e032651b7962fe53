"""CSV export: opens in a spreadsheet with the right characters, and re-imports."""

from __future__ import annotations

import csv
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from lectern.core.exporters import export_entries
from lectern.core.exporters.csv_table import COLUMNS
from lectern.core.importers import RawRecord, parse_file
from lectern.core.models import Annotation, Entry, Paper, Status, paper_id

ADDED = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def make_entry(
    title: str,
    *,
    authors: tuple[str, ...] = ("Ada Lovelace",),
    year: int | None = 2024,
    status: Status = Status.NEW,
    rating: int = 0,
    notes: str = "",
    tags: tuple[str, ...] = (),
    **paper_fields: Any,
) -> Entry:
    pid = paper_id(doi=str(paper_fields.get("doi", "")), title=title)
    paper = Paper(id=pid, title=title, authors=authors, year=year, added=ADDED, **paper_fields)
    return Entry(paper, Annotation(pid, status=status, rating=rating, notes=notes, tags=tags))


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as handle:
        reader = csv.DictReader(handle)
        assert tuple(reader.fieldnames or ()) == COLUMNS
        return list(reader)


def test_rows_match_the_library_and_survive_commas_quotes_and_newlines(tmp_path: Path) -> None:
    entries = [
        make_entry(
            'Commas, "quotes" and\nnewlines',
            authors=("Gödel, Kurt", "Emmy Noether"),
            year=1931,
            venue="Monatshefte",
            collections=("Logic",),
            doi="10.1007/bf01700692",
            urls=("https://example.org/a", "https://example.org/b"),
            status=Status.READ,
            rating=5,
            notes="Line one\nLine two, with a comma",
            tags=("logic", "classic"),
        ),
        make_entry("Plain", year=None),
    ]
    dest = tmp_path / "papers.csv"
    assert export_entries("csv", entries, dest) == 2
    rows = read_rows(dest)
    assert rows[0] == {
        "id": "doi:10.1007/bf01700692",
        "title": 'Commas, "quotes" and\nnewlines',
        "authors": "Gödel, Kurt; Emmy Noether",
        "year": "1931",
        "venue": "Monatshefte",
        "collection": "Logic",
        "doi": "10.1007/bf01700692",
        "arxiv_id": "",
        "url": "https://example.org/a",
        "status": "read",
        "rating": "5",
        "tags": "logic; classic",
        "notes": "Line one\nLine two, with a comma",
        "added": "2026-03-01T12:00:00.000000Z",
        "abstract": "",
        "title_derived": "",
        # never read, never queued, no status set: nothing to say with a date
        "status_history": "",
        "last_read": "",
        "queued": "",
        "page_in_reader": "",
        "pdf_pages": "",
        "furthest_page": "",
        "modified": "",
    }
    assert rows[1]["year"] == "" and rows[1]["status"] == "new" and rows[1]["rating"] == "0"


def test_file_starts_with_a_bom_so_excel_reads_utf8(tmp_path: Path) -> None:
    dest = tmp_path / "papers.csv"
    export_entries("csv", [make_entry("Ångström résumé 日本語")], dest)
    raw = dest.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbfid,title,")
    assert b"\r\n" in raw
    assert read_rows(dest)[0]["title"] == "Ångström résumé 日本語"


def test_cells_that_look_like_formulas_are_defused(tmp_path: Path) -> None:
    dest = tmp_path / "papers.csv"
    export_entries(
        "csv",
        [make_entry('=HYPERLINK("http://evil")', notes="- a list item", tags=("@home",))],
        dest,
    )
    row = read_rows(dest)[0]
    assert row["title"] == '\'=HYPERLINK("http://evil")'
    assert row["notes"] == "'- a list item"
    assert row["tags"] == "'@home"


def test_round_trip_through_the_csv_importer(tmp_path: Path) -> None:
    entries = [
        make_entry(
            "Attention Is All You Need",
            authors=("Ashish Vaswani", "Noam Shazeer"),
            year=2017,
            doi="10.48550/arxiv.1706.03762",
            abstract="Transformers.",
        ),
        make_entry(
            "Café, Gödel; and “quotes”", authors=("José Núñez",), year=2021, doi="10.1000/xyz_1"
        ),
    ]
    dest = tmp_path / "papers.csv"
    export_entries("csv", entries, dest)
    records = [r for r in parse_file(dest).records if isinstance(r, RawRecord)]
    assert [r.title for r in records] == [e.paper.title for e in entries]
    assert [list(r.authors) for r in records] == [list(e.paper.authors) for e in entries]
    assert [r.year for r in records] == [e.paper.year for e in entries]
    assert [r.doi.lower() for r in records] == [e.paper.doi.lower() for e in entries]
    assert records[0].abstract == "Transformers."
