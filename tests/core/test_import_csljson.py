"""CSL-JSON exports from Zotero / Better BibTeX."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from lectern.core.exporters import export_entries
from lectern.core.importers import ImportFileError, RawRecord, Skipped, parse_file, sniff
from lectern.core.models import Annotation, Entry, Paper, paper_id
from tests.core.helpers_import import only_papers


def read(path: Path) -> list[RawRecord | Skipped]:
    parsed = parse_file(path)
    assert parsed.format == "csljson"
    return list(parsed.records)


def test_every_export_imports(imports_dir: Path) -> None:
    records: list[RawRecord] = []
    skipped: list[Skipped] = []
    for path in sorted((imports_dir / "csljson").glob("*.csl.json")):
        for item in read(path):
            if isinstance(item, Skipped):
                skipped.append(item)
            else:
                records.append(item)
    assert len(records) + len(skipped) == 113
    assert len(records) == 112


def test_rich_text_titles_names_and_dois(imports_dir: Path) -> None:
    folder = imports_dir / "csljson"
    [olson] = only_papers(
        read(folder / "BBT_CSL_JSON_Do_not_use_shortTitle_and_journalAbbreviation_372.csl.json")
    )
    assert olson.title == (
        "Codes, costs, and critiques: The organization of information in "
        "Library Quarterly, 1931–2004"
    )  # <i>…</i> removed
    assert (olson.authors, olson.year, olson.doi) == (["Hope A. Olson"], 2006, "10.1086/504343")
    assert (olson.venue, olson.key, olson.kind, olson.line) == (
        "Library Quarterly",
        "Olson2006",
        "article-journal",  # the type as CSL names it
        2,
    )
    [mare] = only_papers(
        read(folder / "Quotes_around_last_names_should_be_removed_from_citekeys_856.csl.json")
    )
    assert mare.authors == ["Walter de la Mare"]


def test_a_short_doi_gives_way_to_the_full_one_in_the_url(imports_dir: Path) -> None:
    name = "CSL_exporters_ignore_Fields_to_omit_from_export_setting_1179.csl.json"
    first = only_papers(read(imports_dir / "csljson" / name))[0]
    assert first.doi == "10.1177/0193723504268729"  # DOI field says 10/fqd6hj


def test_file_list_json_is_refused_clearly(imports_dir: Path) -> None:
    path = imports_dir / "csljson" / "_original_names.json"
    with pytest.raises(ImportFileError, match="not a bibliography.*file, original_path"):
        sniff(path)
    with pytest.raises(ImportFileError, match="not CSL-JSON.*file, original_path"):
        parse_file(path, "csljson")


def test_invalid_json_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('[\n  {"title": "One"},\n  {"title": "Two",}\n]\n', "utf-8")
    with pytest.raises(ImportFileError, match=r"broken\.json, line 3: is not valid JSON"):
        parse_file(path, "csljson")


def test_single_item_and_items_wrapper(tmp_path: Path) -> None:
    one = tmp_path / "one.json"
    one.write_text(
        '{"id": "x", "type": "article-journal", "title": "Alone", "issued": {"raw": "1999-01"}}'
    )
    [record] = only_papers(read(one))
    assert (record.title, record.year, record.line) == ("Alone", 1999, 1)
    wrapped = tmp_path / "wrapped.json"
    wrapped.write_text('{"items": [\n{"type": "book", "title": "A"},\n{"type": "book"}\n]}')
    first, second = read(wrapped)
    assert isinstance(first, RawRecord)
    assert first.title == "A" and first.line == 2
    assert isinstance(second, Skipped) and second.line == 3


def test_plain_text_survives_a_round_trip_through_lectern_csl_json(tmp_path: Path) -> None:
    titles = [
        "Costs $5 and \\relax",
        "How to build a \\strut",
        "If a<b and c>d then",
        "Vector<T> in C++",
        "AT&amp;T, R&D and {braces}",
        "x^2 and a~b --- dashes",
    ]
    added = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
    entries = [
        Entry(
            Paper(
                id=paper_id(title=t),
                title=t,
                added=added,
                venue=f"On {t}",
                authors=("\\'Etienne <b> Dupont",),
                abstract=f"About {t}.",
            ),
            Annotation(paper_id(title=t)),
        )
        for t in titles
    ]
    dest = tmp_path / "export.json"
    export_entries("csljson", entries, dest)
    records = only_papers(read(dest))
    assert [r.title for r in records] == titles
    assert [r.venue for r in records] == [f"On {t}" for t in titles]
    assert [r.abstract for r in records] == [f"About {t}." for t in titles]
    assert all(r.authors == ["\\'Etienne <b> Dupont"] for r in records)


def test_csl_rich_text_and_html_tags_go_and_bidi_overrides_are_removed(tmp_path: Path) -> None:
    path = tmp_path / "rich.json"
    item = {
        "type": "article-journal",
        "title": 'The <i>real</i> <span class="nocase">iPhone</span> x<sup>2</sup>\u202e gpj.exe',
        "author": [{"literal": "Ann\u202e Lee"}],
        "abstract": "Some <b>bold</b> and <i>italic</i> text.",
    }
    hostile = {
        "type": "book",
        "title": 'Click <a href="javascript:x">here</a><script>run()</script>',
        "container-title": '<img src="file:///etc/passwd">Proceedings',
    }
    path.write_text(json.dumps([item, hostile]), "utf-8")
    record, active = only_papers(read(path))
    assert record.title == "The real iPhone x2 gpj.exe"
    assert record.authors == ["Ann Lee"]
    assert record.abstract == "Some **bold** and *italic* text."
    assert (active.title, active.venue) == ("Click hererun()", "Proceedings")  # no live HTML kept


def test_arxiv_ids_and_preprint_venues_survive_a_lectern_csl_json_round_trip(
    tmp_path: Path,
) -> None:
    added = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
    papers = [
        Paper(id="arxiv:2401.01234", title="A preprint", arxiv_id="2401.01234", added=added),
        Paper(
            id="arxiv:1706.03762",
            title="Attention Is All You Need",
            arxiv_id="1706.03762",
            venue="NeurIPS",
            doi="10.5555/3295222",
            urls=("https://papers.nips.cc/x",),
            added=added,
        ),
    ]
    dest = tmp_path / "export.json"
    export_entries("csljson", [Entry(p, Annotation(p.id)) for p in papers], dest)
    preprint, published = only_papers(read(dest))
    assert (preprint.arxiv_id, preprint.venue) == (
        "2401.01234",
        "",
    )  # publisher "arXiv" is no venue
    assert (published.arxiv_id, published.venue, published.doi) == (
        "1706.03762",
        "NeurIPS",
        "10.5555/3295222",
    )
