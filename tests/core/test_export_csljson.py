"""CSL-JSON export: what Zotero, pandoc and citeproc read."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from lectern.core.exporters import export_entries
from lectern.core.exporters.common import split_name
from lectern.core.importers import RawRecord, parse_file
from lectern.core.models import Annotation, Entry, Paper, Status, paper_id
from lectern.core.text.names import csl_name

ADDED = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def make_entry(
    title: str,
    *,
    authors: tuple[str, ...] = ("Ada Lovelace",),
    year: int | None = 2024,
    notes: str = "",
    tags: tuple[str, ...] = (),
    **paper_fields: Any,
) -> Entry:
    pid = paper_id(
        arxiv_id=str(paper_fields.get("arxiv_id", "")),
        doi=str(paper_fields.get("doi", "")),
        title=title,
    )
    paper = Paper(id=pid, title=title, authors=authors, year=year, added=ADDED, **paper_fields)
    return Entry(paper, Annotation(pid, status=Status.READ, rating=3, notes=notes, tags=tags))


@pytest.mark.parametrize(
    ("display", "expected"),
    [
        ("Ada Lovelace", ("Lovelace", "Ada", "")),
        ("Alan M. Turing", ("Turing", "Alan M.", "")),
        ("Ludwig van Beethoven", ("van Beethoven", "Ludwig", "")),
        ("Jean de la Fontaine", ("de la Fontaine", "Jean", "")),
        ("Martin Luther King Jr.", ("King", "Martin Luther", "Jr.")),
        ("Gödel, Kurt", ("Gödel", "Kurt", "")),
        ("Ford, Jr., Henry", ("Ford", "Henry", "Jr.")),
        ("Aristotle", ("Aristotle", "", "")),
        ("  Grace   Hopper ", ("Hopper", "Grace", "")),
    ],
)
def test_display_names_split_into_family_and_given(
    display: str, expected: tuple[str, str, str]
) -> None:
    assert split_name(display) == expected


def test_organisations_and_single_names_stay_whole() -> None:
    assert csl_name("Bill and Melinda Gates Foundation") == {
        "literal": "Bill and Melinda Gates Foundation"
    }
    assert csl_name("Aristotle") == {"literal": "Aristotle"}
    assert csl_name("Martin Luther King Jr.") == {
        "family": "King",
        "given": "Martin Luther",
        "suffix": "Jr.",
    }


def test_items_carry_the_fields_citation_tools_use(tmp_path: Path) -> None:
    entries = [
        make_entry(
            "Diffusion Models Beat GANs",
            authors=("Prafulla Dhariwal", "Alex Nichol"),
            year=2021,
            venue="NeurIPS",
            kind="inproceedings",
            doi="10.5555/dm",
            abstract="We show $x$.",
            keywords=("generative",),
            notes="Read twice.",
            tags=("images",),
        ),
        make_entry("A preprint", arxiv_id="2401.01234"),
    ]
    dest = tmp_path / "refs.json"
    assert export_entries("csljson", entries, dest) == 2
    items = json.loads(dest.read_text("utf-8"))
    assert items[0] == {
        "id": "dhariwal2021diffusion",
        "type": "paper-conference",
        "title": "Diffusion Models Beat GANs",
        "author": [
            {"family": "Dhariwal", "given": "Prafulla"},
            {"family": "Nichol", "given": "Alex"},
        ],
        "issued": {"date-parts": [[2021]]},
        "container-title": "NeurIPS",
        "DOI": "10.5555/dm",
        "abstract": "We show $x$.",
        "keyword": "generative, images",
        "note": "Read twice.",
        "custom": {
            "lectern-id": "doi:10.5555/dm",
            "lectern-status": "read",
            "lectern-rating": 3,
            "lectern-tags": ["images"],
            "lectern-added": "2026-03-01T12:00:00.000000Z",
            "lectern-collections": [],  # in none: written all the same (see common.py)
        },
    }
    assert items[1]["type"] == "article"
    assert items[1]["number"] == "arXiv:2401.01234"
    assert items[1]["URL"] == "https://arxiv.org/abs/2401.01234"
    assert "note" not in items[1]


def test_round_trip_through_the_csljson_importer(tmp_path: Path) -> None:
    entries = [
        make_entry(
            "Attention Is All You Need",
            authors=("Ashish Vaswani", "Noam Shazeer"),
            year=2017,
            doi="10.48550/arxiv.1706.03762",
            venue="NeurIPS",
            kind="paper-conference",
        ),
        make_entry(
            "Café & Gödel: “quoted” {braces}",
            authors=("José Núñez", "Ludwig van Beethoven"),
            year=2021,
            doi="10.1000/xyz_1",
        ),
        make_entry("No year at all", authors=("Grace Hopper",), year=None),
    ]
    dest = tmp_path / "refs.csl.json"
    export_entries("csljson", entries, dest)
    records = [r for r in parse_file(dest).records if isinstance(r, RawRecord)]
    assert [r.title for r in records] == [e.paper.title for e in entries]
    assert [list(r.authors) for r in records] == [list(e.paper.authors) for e in entries]
    assert [r.year for r in records] == [e.paper.year for e in entries]
    assert [r.doi.lower() for r in records] == [e.paper.doi.lower() for e in entries]
