"""BibTeX and biblatex: the real bibliographies in ../shared/data/imports/bibtex import whole."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from lectern.core.exporters import export_entries
from lectern.core.importers import ParsedFile, RawRecord, Skipped, parse_file
from lectern.core.models import Annotation, Entry, Paper, paper_id


def read(path: Path) -> tuple[ParsedFile, dict[str, RawRecord], list[Skipped]]:
    parsed = parse_file(path)
    assert parsed.format == "bibtex"
    records: dict[str, RawRecord] = {}
    skipped: list[Skipped] = []
    for item in parsed.records:
        if isinstance(item, Skipped):
            skipped.append(item)
        else:
            records[item.key] = item
    return parsed, records, skipped


@pytest.fixture(scope="module")
def tugboat(imports_dir: Path) -> tuple[ParsedFile, dict[str, RawRecord], list[Skipped]]:
    return read(imports_dir / "bibtex" / "tugboat.bib")


def test_tugboat_imports_all_3644_entries(tugboat) -> None:
    parsed, records, skipped = tugboat
    assert parsed.collection == "tugboat"
    assert len(records) + len(skipped) == 3644
    assert len(records) >= 3640
    assert all(r.venue == "TUGboat" for r in records.values())  # @string j-TUGboat resolved


def test_tugboat_latex_becomes_readable_text(tugboat) -> None:
    _, records, _ = tugboat
    spivak = records["Spivak:TB1-1-10"]
    assert spivak.title == "AMS-TeX — “A very friendly product”"  # \Dash: set off
    assert (spivak.year, spivak.authors) == (1980, ["Michael Spivak"])
    diaz = records["Diaz:TB2-2-Appendix-A"]
    assert diaz.title == "Fácil TeX" and diaz.authors == ["Max Díaz"]
    assert records["Welland:TB1-1-2"].urls == ["http://www.tug.org/TUGboat/tb01-1/tb01edit.pdf"]
    assert records["Bechtolsheim:TB10-2-203"].title == "\\csname and \\string"  # {\\tt\\bs csname}
    # Grouping braces vanish; braces the printed title shows ($\{$Meta$\}$) stay.
    assert records["Hoenig:TB15-2-97"].title == "{Meta}Font Forum redux"
    others = [r.title for key, r in records.items() if key != "Hoenig:TB15-2-97"]
    assert not any("{" in title or "\\ " in title for title in others)


def test_line_numbers_stay_exact_after_a_backslash_at_a_line_end(
    tugboat, imports_dir: Path
) -> None:
    _, records, _ = tugboat
    lines = (imports_dir / "bibtex" / "tugboat.bib").read_text("utf-8").splitlines()
    # Beeton:TB8-2-132's title ends a line with "\TeX\"; bibtexparser's own count drifts there.
    for key in ("Welland:TB1-1-2", "Beeton:TB8-2-132", "Knuth:TB8-2-135", "Beeton:TB31-2-138"):
        assert lines[records[key].line - 1].startswith(f"@Article{{{key},"), key


def test_mendeley_library_imports_all_2392_entries(imports_dir: Path) -> None:
    parsed, records, skipped = read(imports_dir / "bibtex" / "bu-disc_mendeley_library.bib")
    assert parsed.collection == "bu-disc mendeley library"
    assert (len(records), skipped) == (2392, [])
    luhring = records["Luhring2007"]
    assert luhring.title == "Autonomous Management of Soft Indexes"
    assert luhring.authors == [
        "Martin Luhring",
        "Kai-Uwe Sattler",
        "Karsten Schmidt",
        "Eike Schallehn",
    ]
    assert (luhring.year, luhring.doi, luhring.kind) == (
        2007,
        "10.1109/ICDEW.2007.4401028",
        "inproceedings",
    )
    assert luhring.venue.startswith(
        "Proceedings of the IEEE International Conference on Data Engineering"
    )


def test_biblatex_examples_resolve_crossrefs_accents_and_sets(imports_dir: Path) -> None:
    _, records, skipped = read(imports_dir / "bibtex" / "biblatex-examples.bib")
    assert len(records) + len(skipped) == 92
    space = records["westfahl:space"]  # crossref = westfahl:frontier
    assert space.title.startswith("The True Frontier: Confronting and Avoiding")
    assert space.venue == "Space and Beyond: The Frontier Theme in Science Fiction"
    assert space.year == 2000
    assert records["aksin"].authors[0] == "Özge Aksın"
    assert records["aksin"].venue == "J. Organomet. Chem."  # @string with ties
    assert records["itzhaki"].arxiv_id == "hep-th/9603067"
    assert (
        records["sigfridsson"].doi == "10.1002/(SICI)1096-987X(199803)19:4<377::AID-JCC1>3.0.CO;2-P"
    )
    abstract = records["kastenholz"].abstract
    assert abstract.startswith("The computation of ionic solvation") and "\n" not in abstract
    assert Skipped(26, "@set 'set' only groups other entries") in skipped


def test_every_biber_test_file_imports(imports_dir: Path) -> None:
    total = 0
    for path in sorted((imports_dir / "bibtex" / "biber-tdata").glob("*.bib")):
        _, records, skipped = read(path)
        total += len(records) + len(skipped)
        assert all(s.line >= 1 and s.reason for s in skipped), path
    assert total >= 700


def test_biber_crossrefs_inherit_venue_and_year(imports_dir: Path) -> None:
    _, records, _ = read(imports_dir / "bibtex" / "biber-tdata" / "crossrefs.bib")
    cr1 = records["cr1"]
    assert (cr1.title, cr1.venue, cr1.year) == (
        "Great and Good Graphs",
        "Graphs of the Continent",
        1974,
    )
    assert records["cr1"].authors == ["Graham Gullam"]  # not the parent's editor


@pytest.mark.parametrize(
    ("name", "title"),
    [
        ("encoding1.bib", "Šome title"),  # latin-9, announced by an Emacs coding line
        ("encoding2.bib", "Šome title"),
        ("encoding3.bib", "Söme title"),  # latin-1
        ("encoding4.bib", "Żome title"),  # latin-2
        ("encoding6.bib", "↑à titlé"),
    ],
)
def test_biber_encodings_decode_to_the_right_letters(
    imports_dir: Path, name: str, title: str
) -> None:
    _, records, _ = read(imports_dir / "bibtex" / "biber-tdata" / name)
    assert [r.title for r in records.values()] == [title]


def test_broken_and_duplicate_blocks_are_skipped_with_their_line(imports_dir: Path) -> None:
    _, _, skipped = read(imports_dir / "bibtex" / "biber-tdata" / "xdata.bib")
    broken = [s for s in skipped if "not readable" in s.reason]
    assert [s.line for s in broken] == [68]
    _, records, skipped = read(imports_dir / "bibtex" / "biber-tdata" / "full-bbl.bib")
    assert Skipped(11, "duplicate key 'F1'; the first entry with this key was imported") in skipped


def test_strings_concatenation_comments_and_cp1252(tmp_path: Path) -> None:
    path = tmp_path / "mine.bib"
    path.write_bytes(
        b"@comment{ignored @article{not, title={Not me}} }\n"
        b'@preamble{"\\newcommand{\\x}{y}"}\n'
        b'@string{conf = "Conf"}\n'
        b'@inproceedings{a, title = "Caf\xe9 {\\"u}ber \\& more", author = "Smith, John and '
        b'von Neumann, John and others", booktitle = conf # " 2024", month = oct, year = 2024,\n'
        b"  abstract = {We show $x^2$ is {\\'e}l{\\'e}gant~here.\n   Wrapped.}}\n"
        b"@article{b, title = {Unclosed\n"
    )
    parsed, records, skipped = read(path)
    a = records["a"]
    assert a.title == "Café über & more"
    assert a.authors == ["John Smith", "John von Neumann"]
    assert a.venue == "Conf 2024" and a.year == 2024
    assert a.abstract == "We show $x^2$ is élégant here. Wrapped."  # math kept for display
    assert list(records) == ["a"] and [s.line for s in skipped] == [7]


# --- round trips through Lectern's own BibTeX export --------------------------------------------

ADDED = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def lectern_entry(title: str, **fields: Any) -> Entry:
    pid = paper_id(title=title, abstract=str(fields.get("abstract", "")))
    return Entry(Paper(id=pid, title=title, added=ADDED, **fields), Annotation(pid))


def round_trip(tmp_path: Path, entries: list[Entry]) -> list[RawRecord]:
    dest = tmp_path / "export.bib"
    export_entries("bibtex", entries, dest)
    _, records, skipped = read(dest)
    assert skipped == []
    return list(records.values())


def test_escaped_braces_come_back_from_a_bibtex_export(tmp_path: Path) -> None:
    titles = ["Sets \\{x\\} and {y}", "{Braced Title}", "Scoping in {Lisp} with \\{ and \\}"]
    entries = [
        lectern_entry(t, authors=("Jo {Braces} Smith",), abstract=f"About {t}.") for t in titles
    ]
    records = round_trip(tmp_path, entries)
    assert [r.title for r in records] == titles
    assert [r.abstract for r in records] == [f"About {t}." for t in titles]
    assert all(r.authors == ["Jo {Braces} Smith"] for r in records)


def test_lone_braces_and_carets_come_back_from_a_bibtex_export(tmp_path: Path) -> None:
    # The exporter writes these as \textbraceleft{}, \textbraceright{} and \textasciicircum{}.
    titles = ["Lone { brace", "Closing } alone", "x^2 and 2^{n} ~ tilde", "} backwards {"]
    records = round_trip(tmp_path, [lectern_entry(t, venue=f"Venue {t}") for t in titles])
    assert [r.title for r in records] == titles
    assert [r.venue for r in records] == [f"Venue {t}" for t in titles]


def test_grouping_braces_still_vanish_without_any_latex(tmp_path: Path) -> None:
    path = tmp_path / "plain.bib"
    path.write_text(
        "@article{k, title = {The {BERT} Model}, abstract = {Uses {GPT} here.}}\n", "utf-8"
    )
    [record] = read(path)[1].values()
    assert (record.title, record.abstract) == ("The BERT Model", "Uses GPT here.")


def test_broken_blocks_are_reported_as_skips_not_log_warnings(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "broken.bib"
    path.write_text(
        "@article{a, title={One}, title={Two}}\n@article{b, title = {Unclosed\n", "utf-8"
    )
    with caplog.at_level(logging.INFO):
        _, records, skipped = read(path)
    assert records["a"].title == "One"
    assert [s.line for s in skipped] == [2]
    assert [r for r in caplog.records if r.name.startswith("bibtexparser")] == []


def test_links_separated_by_semicolons_are_each_a_link(tmp_path: Path) -> None:
    source = tmp_path / "links.bib"
    source.write_text(
        "@article{a, title = {Two links}, URL = {http://a.org/x.pdf; https://b.org/y.pdf}}\n",
        "utf-8",
    )
    [record] = [r for r in parse_file(source).records if hasattr(r, "urls")]
    assert record.urls == ["http://a.org/x.pdf", "https://b.org/y.pdf"]
