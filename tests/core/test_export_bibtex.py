"""BibTeX export: what a LaTeX user, JabRef and a re-import see in the .bib file."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import bibtexparser
import pytest

from lectern.core.exporters import export_entries
from lectern.core.exporters.bibtex import escape, to_bibtex
from lectern.core.importers import RawRecord, parse_file
from lectern.core.models import Annotation, Entry, Paper, Status, paper_id
from lectern.core.text import latex_to_text

ADDED = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

HOSTILE_TITLES = [
    "Braces {nested {deep}} and a lone { brace",
    "A closing } before an opening {",
    "100% of $5 & #1 costs_less ~ ^ \\relax",
    "Résumé of Gödel's Ωmega: naïve façade — “quotes” 日本語",
    "@article{injected, title={evil}}",
    "Ends with a backslash \\",
    "Comment % sign and %% double",
]


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
    pid = paper_id(
        arxiv_id=str(paper_fields.get("arxiv_id", "")),
        doi=str(paper_fields.get("doi", "")),
        title=title,
        abstract=str(paper_fields.get("abstract", "")),
    )
    paper = Paper(id=pid, title=title, authors=authors, year=year, added=ADDED, **paper_fields)
    return Entry(paper, Annotation(pid, status=status, rating=rating, notes=notes, tags=tags))


def parse(text: str) -> bibtexparser.Library:
    library = bibtexparser.parse_string(text)
    assert not library.failed_blocks, [b.error for b in library.failed_blocks]
    return library


def fields(entry: bibtexparser.model.Entry) -> dict[str, str]:
    return {name: field.value for name, field in entry.fields_dict.items()}


def test_hostile_titles_parse_without_failed_blocks() -> None:
    entries = [
        make_entry(t, notes="@misc{x,\n}\n% not a comment", abstract="{{{") for t in HOSTILE_TITLES
    ]
    library = parse(to_bibtex(entries))
    assert len(library.entries) == len(HOSTILE_TITLES)
    assert len({e.key for e in library.entries}) == len(HOSTILE_TITLES)


def test_every_value_has_balanced_braces_the_way_bibtex_counts_them() -> None:
    """Classic BibTeX counts every brace, escaped or not; one stray brace eats the file."""
    text = to_bibtex([make_entry(t, notes="} {", abstract="x } y") for t in HOSTILE_TITLES])
    for block in text.strip().split("\n\n"):
        depth = 0
        for char in block:
            depth += char == "{"
            depth -= char == "}"
            assert depth >= 0, block
        assert depth == 0, block


@pytest.mark.parametrize(
    "title",
    [
        "100% of $5 & #1 costs_less ~ \\relax",
        "Résumé of Gödel's Ωmega: naïve façade — “quotes” 日本語",
        "Braces {matched} stay",
    ],
)
def test_escaped_title_prints_as_the_original_text(title: str) -> None:
    value = fields(parse(to_bibtex([make_entry(title)])).entries[0])["title"]
    assert latex_to_text(value) == title


def test_unicode_is_written_as_it_is() -> None:
    value = fields(parse(to_bibtex([make_entry("Gödel, ΩMEGA and 日本語")])).entries[0])["title"]
    assert value == "Gödel, {ΩMEGA} and 日本語"


def test_escape_covers_every_latex_special_character() -> None:
    assert escape("&%$#_") == r"\&\%\$\#\_"
    assert escape("a~b^c\\d") == r"a\textasciitilde{}b\textasciicircum{}c\textbackslash{}d"
    assert escape("{x}") == r"\{x\}"
    assert escape("} {") == r"\textbraceright{} \textbraceleft{}"
    assert escape("line\n@misc{x}") == "line\n{@}misc\\{x\\}"


def test_arxiv_preprint_is_misc_with_eprint_and_jabref_fields() -> None:
    entry = make_entry(
        "Diffusion Models for BERT-style Pretraining",
        authors=("Ada Lovelace", "Alan M. Turing"),
        arxiv_id="2401.01234",
        abstract="We study $x$.",
        keywords=("generative models",),
        urls=("https://example.org/paper",),
        status=Status.READ,
        rating=4,
        notes="Great *paper*; see §3.",
        tags=("to-cite", "Generative Models"),
    )
    [parsed] = parse(to_bibtex([entry])).entries
    values = fields(parsed)
    assert parsed.entry_type == "misc"
    assert parsed.key == "lovelace2024diffusion"
    assert values["author"] == "Ada Lovelace and Alan M. Turing"
    assert values["eprint"] == "2401.01234"
    assert values["archiveprefix"] == "arXiv"
    assert values["url"] == "https://example.org/paper"
    assert values["readstatus"] == "read"
    assert values["ranking"] == "rank4"
    assert values["comment"] == "Great *paper*; see §3."  # JabRef's notes field
    assert values["lectern-tags"] == "to-cite, Generative Models"
    assert values["keywords"] == "generative models, to-cite"  # tags merged, no repeats
    assert values["lectern-status"] == "read"
    assert "{BERT-style}" in values["title"]  # capitals that matter are protected


@pytest.mark.parametrize(
    ("status", "readstatus"),
    [
        (Status.READ, "read"),
        (Status.READING, "skimmed"),
        (Status.NEW, None),
        (Status.TO_READ, None),
        (Status.DROPPED, None),
    ],
)
def test_readstatus_uses_jabref_values_and_status_is_never_lost(
    status: Status, readstatus: str | None
) -> None:
    values = fields(parse(to_bibtex([make_entry("A paper", status=status)])).entries[0])
    assert values.get("readstatus") == readstatus
    assert values["lectern-status"] == status.value
    assert "ranking" not in values  # unrated


def test_entry_type_and_venue_field_follow_the_kind() -> None:
    entries = [
        make_entry("Journal paper", venue="Journal of Tests"),
        make_entry("Conference paper", venue="ICML 2026", kind="paper-conference"),
        make_entry("Thesis", kind="phdthesis"),
        make_entry("Loose note"),
    ]
    parsed = parse(to_bibtex(entries)).entries
    assert [
        (p.entry_type, fields(p).get("journal"), fields(p).get("booktitle")) for p in parsed
    ] == [
        ("article", "Journal of Tests", None),
        ("inproceedings", None, "ICML 2026"),
        ("phdthesis", None, None),
        ("misc", None, None),
    ]


def test_citation_keys_are_unique_and_respect_the_papers_own_key() -> None:
    entries = [
        make_entry("The Deep Thing", authors=("Kurt Gödel",), year=1931),
        make_entry("Deep thoughts", authors=("Gödel, Kurt",), year=1931, abstract="other"),
        make_entry("Named", key="Knuth:TAOCP{1}"),
        make_entry("", authors=(), year=None),
    ]
    keys = [e.key for e in parse(to_bibtex(entries)).entries]
    assert keys == ["godel1931deep", "godel1931deepa", "Knuth:TAOCP1", "paper"]


def test_organisation_author_stays_one_name() -> None:
    entry = make_entry("Report", authors=("Bill and Melinda Gates Foundation", "Jane Doe"))
    values = fields(parse(to_bibtex([entry])).entries[0])
    assert values["author"] == "{Bill and Melinda Gates Foundation} and Jane Doe"


def test_export_writes_the_file_atomically_and_counts_papers(tmp_path: Path) -> None:
    dest = tmp_path / "refs.bib"
    dest.write_text("old content", "utf-8")
    count = export_entries("bibtex", [make_entry(t) for t in HOSTILE_TITLES], dest)
    assert count == len(HOSTILE_TITLES)
    assert len(parse(dest.read_text("utf-8")).entries) == count
    assert sorted(p.name for p in tmp_path.iterdir()) == ["refs.bib"]  # no temp file left


def test_round_trip_through_the_bibtex_importer(tmp_path: Path) -> None:
    entries = [
        make_entry(
            "Attention Is All You Need",
            authors=("Ashish Vaswani", "Noam Shazeer"),
            year=2017,
            doi="10.48550/arXiv.1706.03762",
            venue="NeurIPS",
            kind="inproceedings",
        ),
        make_entry(
            "Café & Gödel: 50% Off_Topic",
            authors=("José Núñez", "Zoë Ångström"),
            year=2021,
            doi="10.1000/xyz_1",
        ),
        make_entry(
            "Scaling Laws for Neural Language Models",
            authors=("Jared Kaplan",),
            year=2020,
            arxiv_id="2001.08361",
        ),
    ]
    dest = tmp_path / "out.bib"
    export_entries("bibtex", entries, dest)
    records = [r for r in parse_file(dest).records if isinstance(r, RawRecord)]
    assert [r.title for r in records] == [e.paper.title for e in entries]
    assert [list(r.authors) for r in records] == [list(e.paper.authors) for e in entries]
    assert [r.year for r in records] == [e.paper.year for e in entries]
    assert [r.doi.lower() for r in records] == [e.paper.doi.lower() for e in entries]
    assert re.sub(r"v\d+$", "", records[2].arxiv_id) == "2001.08361"
