"""RIS and Web of Science tagged files, through rispy."""

from __future__ import annotations

from pathlib import Path

from lectern.core.importers import RawRecord, Skipped, parse_file
from lectern.core.importers.pasted import parse_pasted
from lectern.core.library import Library
from tests.core.helpers_import import only_papers


def read(path: Path) -> list[RawRecord | Skipped]:
    parsed = parse_file(path)
    assert parsed.format == "ris"
    return list(parsed.records)


def test_every_rispy_fixture_imports(imports_dir: Path) -> None:
    counts = {path.name: len(read(path)) for path in sorted((imports_dir / "ris").glob("*.ris"))}
    assert len(counts) == 15
    assert counts["example_urls.ris"] == 4
    assert counts["example_multiline.ris"] == 3
    assert counts["example_wos.ris"] == 2
    assert sum(counts.values()) == 25


def test_basic_record_fields(imports_dir: Path) -> None:
    [shannon] = read(imports_dir / "ris" / "example_basic.ris")
    assert isinstance(shannon, RawRecord)
    assert shannon.title == "A Mathematical Theory of Communication"
    assert shannon.authors == ["Claude E. Shannon"]  # "Shannon,Claude E."
    assert (shannon.year, shannon.venue, shannon.kind, shannon.line) == (
        1948,
        "Bell System Technical Journal",
        "JOUR",  # the type as RIS names it: exports map it (JOUR → @article, article-journal)
        1,
    )
    assert shannon.dialect == "ris" and shannon.fields["TY"] == "JOUR"


def test_records_after_junk_lines_keep_their_line_numbers(imports_dir: Path) -> None:
    first, second = only_papers(read(imports_dir / "ris" / "example_extraneous_data.ris"))
    assert (first.line, second.line) == (5, 33)
    assert first.title == "Title of reference" and first.authors == ["Karl Marx", "Astrid Lindgren"]
    assert first.keywords == ["Pippi", "Nordwind", "Piraten"]
    assert second.title == "The title of the reference" and second.year == 2006


def test_doi_from_a_url_and_abstract_from_n2(imports_dir: Path) -> None:
    [record] = only_papers(read(imports_dir / "ris" / "example_empty_tag.ris"))
    assert record.doi == "10.1177/2325967120950040"  # written as http://dx.doi.org/…
    assert record.abstract.startswith("Background: Athletic endeavor")


def test_a_record_with_only_a_doi_becomes_a_paper_titled_by_it(
    imports_dir: Path, tmp_path: Path
) -> None:
    """As a DOI typed into File → New paper: the DOI is its title, marked as derived, so the
    full record imported later gives it a real one."""
    path = imports_dir / "ris" / "example_bom.ris"
    [record] = read(path)
    assert isinstance(record, RawRecord)
    assert (record.title, record.doi) == ("", "10.1186/s40981-020-0316-0")
    with Library.open(tmp_path / "lib") as library:
        report = library.imports.import_files([path])[0]
        assert (report.added, report.skipped) == (1, ())
        [paper] = [
            library.papers.paper(pid) for pid in library.searching.search("", limit=None).ids
        ]
        typed = library.imports.add_records(parse_pasted("10.1186/s40981-020-0316-0"))
    assert paper.id == "doi:10.1186/s40981-020-0316-0"
    assert (paper.title, paper.title_derived) == ("doi:10.1186/s40981-020-0316-0", True)
    assert typed.already == 1  # the same paper New paper would make


def test_a_record_without_title_abstract_or_identifier_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "empty.ris"
    path.write_text("TY  - JOUR\nAU  - Smith, Ann\nPY  - 2020\nER  - \n", "utf-8")
    assert read(path) == [Skipped(1, "record has no title, abstract, DOI or arXiv id")]


def test_multiline_abstracts_without_titles_are_kept_for_a_derived_title(imports_dir: Path) -> None:
    records = only_papers(read(imports_dir / "ris" / "example_multiline.ris"))
    assert [r.line for r in records] == [1, 8, 17]
    assert all(r.title == "" and r.abstract.startswith("first line,") for r in records)
    assert records[1].abstract == "first line, ER then second line and at the end the last line"


def test_utf8_with_bom_and_cyrillic(imports_dir: Path) -> None:
    [record] = only_papers(read(imports_dir / "ris" / "example_utf_chars.ris"))
    assert record.title.startswith("Состояние рецепторного аппарата")
    assert record.authors[0] == "Yu E. Dobrokhotova"


def test_web_of_science_export(imports_dir: Path) -> None:
    first, second = only_papers(read(imports_dir / "ris" / "example_wos.ris"))
    assert first.title.startswith(
        "Interactions stabilizing the structure of the core light-harvesting"
    )
    assert first.authors == ["P. S. Parkes-Loach", "A. P. Majeed", "C. J. Law", "P. A. Loach"]
    assert (first.year, first.doi, first.venue, first.kind) == (
        2004,
        "10.1021/bi049798f",
        "Biochemistry",
        "article",
    )
    assert first.key == "WOS:000221807500019"
    assert (first.line, second.line) == (3, 112)
    assert second.doi == "10.1021/bi0497291"


def test_last_record_without_end_tag_and_utf16(tmp_path: Path) -> None:
    path = tmp_path / "endnote.ris"
    path.write_text(
        "TY  - JOUR\r\nTI  - Ünïcode title\r\nAU  - Doe, Jane\r\nPY  - 2020\r\n", "utf-16"
    )
    [record] = only_papers(read(path))
    assert (record.title, record.authors, record.year) == ("Ünïcode title", ["Jane Doe"], 2020)
