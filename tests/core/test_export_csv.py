"""CSV export: opens in a spreadsheet with the right characters, and re-imports."""

from __future__ import annotations

import csv
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from lectern.core.cli import main
from lectern.core.exporters import export_entries
from lectern.core.exporters.csv_table import COLUMNS
from lectern.core.importers import RawRecord, parse_file
from lectern.core.library import Library
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
        # the paper's citation key (given by the export's pattern: it had none), type and
        # keywords, and what its record says: it has no record, and no type of its own
        "citation_key": "godel1931commas",
        "entry_type": "",
        "keywords": "",
        "volume": "",
        "issue": "",
        "pages": "",
        "publisher": "",
        "place": "",
        "edition": "",
        "editors": "",
        "series": "",
        "isbn": "",
        "issn": "",
        # the link the url column has no room for
        "lectern": '{"urls": ["https://example.org/a", "https://example.org/b"]}',
    }
    assert rows[1]["year"] == "" and rows[1]["status"] == "new" and rows[1]["rating"] == "0"
    assert rows[1]["lectern"] == ""  # nothing the columns do not hold


def test_a_papers_record_fills_the_bibliographic_columns_and_comes_along_whole(
    tmp_path: Path,
) -> None:
    fields = {
        "author": "Kullback, Solomon",
        "title": "Information Theory and Statistics",
        "year": "1959",
        "edition": "2",
        "editor": "Ash, Robert and Bell, II, Edwin V.",
        "publisher": "Dover Publications",
        "address": "New York",
        "series": "Dover Books on Mathematics",
        "isbn": "0-486-69684-7",
        "volume": "12",
        "number": "3",
        "pages": "1--399",
    }
    entry = make_entry(
        "Information Theory and Statistics",
        authors=("Solomon Kullback",),
        year=1959,
        venue="Dover Publications",
        key="kullback:related",
        kind="book",
        keywords=("information theory", "statistics"),
        volume="12",
        number="3",
        pages="1--399",
        fields=fields,
        dialect="bibtex",
        aliases=("kullback",),
    )
    dest = tmp_path / "papers.csv"
    export_entries("csv", [entry], dest)
    [row] = read_rows(dest)
    assert {name: row[name] for name in COLUMNS[COLUMNS.index("citation_key") :]} == {
        "citation_key": "kullback:related",
        "entry_type": "book",
        "keywords": "information theory; statistics",
        "volume": "12",
        "issue": "3",
        "pages": "1--399",
        "publisher": "Dover Publications",
        "place": "New York",
        "edition": "2",
        "editors": "Robert Ash; Edwin V. Bell II",
        "series": "Dover Books on Mathematics",
        "isbn": "0-486-69684-7",
        "issn": "",
        "lectern": json.dumps(
            {
                "record": {"dialect": "bibtex", "kind": "book", "fields": fields},
                "aliases": ["kullback"],
            },
            ensure_ascii=False,
        ),
    }
    [record] = [r for r in parse_file(dest).records if isinstance(r, RawRecord)]
    assert (record.key, record.kind, record.dialect, record.fields) == (
        "kullback:related",
        "book",
        "bibtex",
        fields,
    )
    assert (record.volume, record.number, record.pages) == ("12", "3", "1--399")
    assert (record.keywords, record.aliases) == (["information theory", "statistics"], ["kullback"])


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
        [
            make_entry(
                '=HYPERLINK("http://evil")',
                notes="- a list item",
                tags=("@home",),
                keywords=("=cmd|' /C calc'!A0",),
                pages="-3",
                fields={"publisher": "+Evil Press"},
                dialect="bibtex",
            )
        ],
        dest,
    )
    row = read_rows(dest)[0]
    assert row["title"] == '\'=HYPERLINK("http://evil")'
    assert row["notes"] == "'- a list item"
    assert row["tags"] == "'@home"
    assert row["keywords"] == "'=cmd|' /C calc'!A0"
    assert (row["pages"], row["publisher"]) == ("'-3", "'+Evil Press")


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


# --- a library through its CSV and back ------------------------------------------------------

# Lectern's CSV as it was before it carried the records: the columns up to `modified`.
OLD_COLUMNS = COLUMNS[: COLUMNS.index("modified") + 1]


def examples_csv(imports_dir: Path, tmp_path: Path) -> Path:
    """biblatex's examples, imported into a library and exported as CSV by the CLI."""
    lib, dest = tmp_path / "lib", tmp_path / "examples.csv"
    examples = imports_dir / "bibtex" / "biblatex-examples.bib"
    assert main(["--library", str(lib), "import", str(examples)]) == 0
    assert main(["--library", str(lib), "export", "--format", "csv", "-o", str(dest)]) == 0
    return dest


def test_a_library_imported_from_its_csv_finds_papers_by_their_citation_keys(
    imports_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    restored = tmp_path / "restored"
    exported = examples_csv(imports_dir, tmp_path)
    capsys.readouterr()
    assert main(["--library", str(restored), "import", str(exported)]) == 0
    out = capsys.readouterr().out
    assert "89 added" in out and "within the file" not in out
    assert main(["--library", str(restored), "show", "knuth:ct:a", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert (shown["key"], shown["title"], shown["kind"], shown["volume"]) == (
        "knuth:ct:a",
        "The TeX book",
        "book",
        "A",
    )
    assert shown["fields"]["maintitle"] == "Computers \\& Typesetting"
    assert main(["--library", str(restored), "show", "knuth:ct:b"]) == 0
    assert "TeX: The Program" in capsys.readouterr().out


def test_an_older_lectern_csv_still_gives_back_every_paper_and_the_readers_values(
    imports_dir: Path, tmp_path: Path
) -> None:
    """Rows of one Lectern CSV with two Lectern ids are two papers, also in a CSV written
    before it named their citation keys and records (Knuth's volumes A and B share title,
    authors and year)."""
    exported = examples_csv(imports_dir, tmp_path)
    with exported.open(encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.DictReader(handle))
    rows[0]["status"], rows[0]["rating"], rows[0]["tags"] = "read", "4", "classic; TeX"
    older = tmp_path / "older.csv"
    with older.open("w", encoding="utf-8-sig", newline="") as handle:
        writer = csv.DictWriter(handle, OLD_COLUMNS, extrasaction="ignore", lineterminator="\r\n")
        writer.writeheader()
        writer.writerows(rows)
    with Library.open(tmp_path / "restored") as restored:
        [report] = restored.imports.import_files([older])
        assert report.added == 89 and not report.in_file and not report.skipped
        assert sorted(restored.ids()) == sorted(row["id"] for row in rows)
        first = rows[0]["id"]
        note = restored.notes.annotation(first)
        assert (note.status, note.rating, note.tags) == (Status.READ, 4, ("classic", "TeX"))
        assert restored.papers.paper(first).title == rows[0]["title"]


def test_two_papers_given_one_doi_by_the_user_stay_two_through_the_csv(tmp_path: Path) -> None:
    """The user kept them apart in the library (here by typing one's DOI into the other):
    rows under two Lectern ids are two papers, whatever they share."""
    with Library.open(tmp_path / "lib") as library:
        library.imports.add_paper(title="A Survey of Sorting", authors=["Ada Lovelace"])
        library.imports.add_paper(title="Sorting, Surveyed Again", authors=["Alan Turing"])
        for pid in library.ids():
            library.papers.edit(pid, doi="10.1000/sorting")
        dest = tmp_path / "papers.csv"
        library.exports.export("csv", dest)
        with Library.open(tmp_path / "restored") as restored:
            [report] = restored.imports.import_files([dest])
            assert (report.added, report.in_file) == (2, ())
            assert sorted(restored.ids()) == sorted(library.ids())
            titles = {restored.papers.paper(pid).title for pid in restored.ids()}
            assert titles == {"A Survey of Sorting", "Sorting, Surveyed Again"}
