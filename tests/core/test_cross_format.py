"""The formats carry what they share: BibTeX → CSL-JSON → BibTeX and BibTeX → RIS → BibTeX.

Two ways, on biblatex's own examples and on 1,000 real arXiv records:

(a) through Lectern: the middle file is read back by Lectern, whose own fields there
    (CSL-JSON's `custom`, RIS's `C8` line) carry the record whole, so every field of every
    entry comes back with its value, and every entry type;
(b) as another program reads the middle file: Lectern's own fields are taken out of it
    first, so what comes back is only what the two formats share. Every field the table of
    lectern.core.crosswalk maps must come back under its BibTeX name with the same value
    (compared as concepts: LaTeX and text, name lists, dates), and so must Lectern's own
    values (title, authors, year, venue, …); the entry type comes back the same or as the
    equivalent listed below, with the reason.

The BibTeX each way starts from is Lectern's own export of the file (what
test_bibtex_fidelity compares with the file itself), so a difference is the middle
format's. A paper without an entry type of its own gets one from what is known of it, the
same in every format.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import bibtexparser
import pytest

from lectern.core.crosswalk import BY_NAME, concepts_of, with_month
from lectern.core.exporters.bibtex import to_bibtex
from lectern.core.exporters.csljson import to_csljson
from lectern.core.exporters.ris import to_ris
from lectern.core.importers import bibtex as reader
from lectern.core.importers.base import RawRecord
from lectern.core.importers.common import parse_year
from lectern.core.library import Library
from lectern.core.models import Annotation, Entry, Paper, normalize_doi
from lectern.core.text.bibtex_macros import folded
from tests.core.helpers_store_only import store_only
from tests.core.helpers_templates import Template, Templates

SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
EXAMPLES = SHARED_DATA / "imports" / "bibtex" / "biblatex-examples.bib"
ARXIV = SHARED_DATA / "arxiv-cs-74k.jsonl.gz"
MIDDLE = {"csljson": ("csl", ".json"), "ris": ("ris", ".ris")}

# Entry types the middle format has no type of its own for: (format, type written) → the
# type that comes back, and why.
LOSSY_TYPES: dict[tuple[str, str], tuple[str, str]] = {
    ("csljson", "mvbook"): ("book", "CSL has no multi-volume book"),
    ("csljson", "mvcollection"): ("book", "CSL has no multi-volume or edited book"),
    ("csljson", "collection"): (
        "book",
        "CSL's collection is an archive's; an edited book is a book with editors",
    ),
    ("csljson", "inbook"): ("incollection", "CSL's chapter is a chapter and a contribution"),
    ("csljson", "manual"): ("book", "CSL has no manual"),
    ("ris", "mvbook"): ("book", "RIS has no multi-volume book"),
    ("ris", "mvcollection"): ("collection", "RIS has no multi-volume book: EDBOOK"),
    ("ris", "inbook"): ("incollection", "RIS's CHAP is a chapter and a contribution"),
    ("ris", "manual"): ("book", "RIS has no manual"),
    ("ris", "report"): ("techreport", "RIS's RPRT; biblatex reads @techreport as a report"),
    ("ris", "thesis"): (
        "phdthesis",
        "RIS's THES is every thesis; the entry's `type` field still says which",
    ),
}
# Fields a middle format carries otherwise, by (format, concept or value), with the reason.
LOSSY_FIELDS: dict[tuple[str, str], str] = {
    ("csljson", "note"): "CSL has one note, and the reader's own notes take it",
}
# Single entries of biblatex's examples that come back otherwise, with the reason.
ODD_ENTRIES: dict[tuple[str, str, str], str] = {
    ("csljson", "westfahl:frontier", "venue"): "a @collection with a booktitle of its own: "
    "the book it comes back as has no container, its venue is the publisher",
    ("ris", "westfahl:frontier", "venue"): "as for CSL-JSON",
}
VALUES: tuple[str, ...] = (
    "title",
    "authors",
    "year",
    "venue",
    "volume",
    "number",
    "pages",
    "doi",
    "arxiv_id",
)
VALUES += ("urls", "keywords")


@dataclass
class Source:
    """A file imported into a library, and that library's exports: BibTeX (where each way
    starts) and the middle formats."""

    name: str
    start: Path
    middle: dict[str, Path]
    papers: int


def _exported(name: str, template: Template, folder: Path) -> Source:
    """The exports of a copy of `template` (a file imported alone into an empty library,
    once a run: the other tests of the file alone copy the same import)."""
    folder.mkdir(parents=True, exist_ok=True)
    with Library.open(template.copy(folder / "library")) as library:
        start = folder / "start.bib"
        library.exports.export("bibtex", start)
        middle = {}
        for fmt, (_, suffix) in MIDDLE.items():
            middle[fmt] = folder / f"middle{suffix}"
            library.exports.export(fmt, middle[fmt])
        return Source(name, start, middle, len(library))


@pytest.fixture(scope="module")
def examples(templates: Templates, tmp_path_factory: pytest.TempPathFactory) -> Source:
    if not EXAMPLES.exists():
        pytest.skip(f"biblatex's examples not found at {EXAMPLES}")
    template = templates.imported([EXAMPLES])
    return _exported("examples", template, tmp_path_factory.mktemp("examples"))


@pytest.fixture(scope="module")
def arxiv(templates: Templates, tmp_path_factory: pytest.TempPathFactory) -> Source:
    if not ARXIV.exists():
        pytest.skip(f"the arXiv listing not found at {ARXIV}")
    template = templates.imported([templates.first_lines(ARXIV, 1000, "arxiv-1000.jsonl")])
    return _exported("arxiv", template, tmp_path_factory.mktemp("arxiv") / "exports")


def entries_of(path: Path) -> dict[str, tuple[str, str, dict[str, str]]]:
    """Key (folded) → (entry type, key, fields less Lectern's own), as Lectern reads them."""
    text = reader._decode(path, path.read_bytes())
    library, strings = reader.split(text)
    assert not library.failed_blocks
    found = {}
    for entry in library.entries:
        fields = {
            name: value
            for name, value in reader._fields(entry, folded(strings), raw=False)[0].items()
            if not name.startswith("lectern-")
        }
        found[entry.key.strip().casefold()] = (entry.entry_type.lower(), entry.key, fields)
    return found


def without_lecterns_fields(path: Path, fmt: str) -> None:
    """The middle file as another program keeps it: no `custom` in CSL-JSON, no C8 in RIS."""
    if fmt == "csljson":
        items = json.loads(path.read_text("utf-8"))
        for item in items:
            item.pop("custom", None)
        path.write_text(json.dumps(items, ensure_ascii=False, indent=2), "utf-8")
    else:
        lines = path.read_text("utf-8").split("\n")
        assert any(line.startswith("C8  - lectern {") for line in lines)
        path.write_text("\n".join(ln for ln in lines if not ln.startswith("C8  - ")), "utf-8")


def back_to_bibtex(source: Source, fmt: str, folder: Path, *, stripped: bool) -> Path:
    middle = folder / source.middle[fmt].name
    middle.write_bytes(source.middle[fmt].read_bytes())
    if stripped:
        without_lecterns_fields(middle, fmt)
    end = folder / "end.bib"
    with store_only(folder / "library") as library:  # its export reads the store alone
        [report] = library.imports.import_files([middle])
        assert report.added == source.papers and not report.skipped, report.summary()
        library.exports.export("bibtex", end)
    return end


def tidy(value: str) -> str:
    return " ".join(str(value).replace("{", "").replace("}", "").split())


def concepts(fields: dict[str, str]) -> dict[str, Any]:
    """The table's values of an entry, the month made one date with the year, and a
    thesis's school as biblatex reads it (its institution)."""
    found = with_month(concepts_of("bibtex", fields), parse_year(fields.get("year", "")))
    if "school" in found:
        found.setdefault("institution", found.pop("school"))
    return found


def values(kind: str, key: str, fields: dict[str, str]) -> dict[str, Any]:
    """Lectern's own values of an entry, as an import reads them (DOIs in any case)."""
    record = reader.view(kind, key, fields)
    assert isinstance(record, RawRecord)
    found = {name: getattr(record, name) for name in VALUES if getattr(record, name)}
    if "doi" in found:
        found["doi"] = normalize_doi(found["doi"])
    return found


def _matched(
    source: Source, end: Path
) -> list[tuple[tuple[str, str, dict], tuple[str, str, dict]]]:
    start, back = entries_of(source.start), entries_of(end)
    assert len(start) == source.papers
    assert back.keys() == start.keys()  # every entry, under its own key
    return [(start[key], back[key]) for key in start]


@pytest.mark.parametrize("fmt", list(MIDDLE))
def test_through_lectern_every_field_of_biblatexs_examples_comes_back(
    examples: Source, tmp_path: Path, fmt: str
) -> None:
    _every_field_back(examples, tmp_path, fmt, expected=1109)  # 89 entries, each with `groups`


@pytest.mark.slow
@pytest.mark.parametrize("fmt", list(MIDDLE))
def test_through_lectern_every_field_of_1000_arxiv_records_comes_back(
    arxiv: Source, tmp_path: Path, fmt: str
) -> None:
    _every_field_back(arxiv, tmp_path, fmt, expected=10000)  # 1,000 of them `groups`


def _every_field_back(source: Source, tmp_path: Path, fmt: str, *, expected: int) -> None:
    compared = 0
    for (kind, key, fields), (kind_back, _, fields_back) in _matched(
        source, back_to_bibtex(source, fmt, tmp_path, stripped=False)
    ):
        assert kind_back == kind, key
        for name, value in fields.items():
            compared += 1
            assert tidy(fields_back.get(name, "")) == tidy(value), (key, name)
    assert compared == expected


@pytest.mark.parametrize("fmt", list(MIDDLE))
def test_as_another_program_reads_it_biblatexs_examples_keep_what_the_formats_share(
    examples: Source, tmp_path: Path, fmt: str
) -> None:
    counts = _shared_back(examples, tmp_path, fmt)
    assert counts.pop("lossy types") == {pair for pair in LOSSY_TYPES if pair[0] == fmt}
    # what does not come back: the arXiv class of one entry (no field of CSL-JSON or RIS),
    # one note (CSL-JSON: the reader's notes hold it; RIS has no tag for it) and the venue
    # of one odd entry (ODD_ENTRIES)
    assert counts == {"fields": 376, "back": 374, "values": 444, "values back": 443}


@pytest.mark.slow
@pytest.mark.parametrize("fmt", list(MIDDLE))
def test_as_another_program_reads_it_1000_arxiv_records_keep_what_the_formats_share(
    arxiv: Source, tmp_path: Path, fmt: str
) -> None:
    counts = _shared_back(arxiv, tmp_path, fmt)
    assert counts.pop("lossy types") == set()  # @misc with eprint comes back @misc
    # the arXiv class is no field of CSL-JSON or RIS: it comes back from the categories
    assert counts == {"fields": 1000, "back": 1000, "values": 6000, "values back": 6000}


def _shared_back(source: Source, tmp_path: Path, fmt: str) -> dict[str, Any]:
    """Fields and values compared and come back; the lossy types met."""
    dialect = MIDDLE[fmt][0]
    counts: dict[str, Any] = dict.fromkeys(("fields", "back", "values", "values back"), 0)
    lossy: set[tuple[str, str]] = set()
    lost: list[tuple[str, str, object, object]] = []
    for (kind, key, fields), (kind_back, key_back, fields_back) in _matched(
        source, back_to_bibtex(source, fmt, tmp_path, stripped=True)
    ):
        if kind_back != kind:
            assert LOSSY_TYPES.get((fmt, kind), ("",))[0] == kind_back, (key, kind, kind_back)
            lossy.add((fmt, kind))
        ours, theirs = concepts(fields), concepts(fields_back)
        for name, value in ours.items():
            counts["fields"] += 1
            if theirs.get(name) == value:
                counts["back"] += 1
            elif not BY_NAME[name].names(dialect):
                continue  # no field of the middle format holds it
            elif (fmt, name) in LOSSY_FIELDS and reader.notes_of(fields):
                continue  # the entry has notes of the reader's
            else:
                lost.append((key, name, value, theirs.get(name)))
        mine, read = values(kind, key, fields), values(kind_back, key_back, fields_back)
        for name, value in mine.items():
            counts["values"] += 1
            if read.get(name) == value:
                counts["values back"] += 1
            elif (fmt, key, name) not in ODD_ENTRIES:
                lost.append((key, name, value, read.get(name)))
    assert lost == []
    return {**counts, "lossy types": lossy}


# --- a paper without an entry type of its own ---------------------------------------------
@pytest.mark.parametrize(
    ("venue", "arxiv", "bibtex", "venue_field", "csl", "ris", "ris_venue"),
    [
        ("ICML", "", "inproceedings", "booktitle", "paper-conference", "CONF", "T2"),
        (
            "Proc. of the 40th ICML",
            "",
            "inproceedings",
            "booktitle",
            "paper-conference",
            "CONF",
            "T2",
        ),
        (
            "Advances in Neural Information Processing Systems",
            "2401.01234",
            "inproceedings",
            "booktitle",
            "paper-conference",
            "CONF",
            "T2",
        ),
        ("Nature Machine Intelligence", "", "article", "journal", "article-journal", "JOUR", "JO"),
        ("IEEE Micro", "", "article", "journal", "article-journal", "JOUR", "JO"),
        ("", "2401.01234", "misc", "", "article", "GEN", ""),
    ],
)
def test_a_paper_without_an_entry_type_gets_one_from_what_is_known(
    venue: str, arxiv: str, bibtex: str, venue_field: str, csl: str, ris: str, ris_venue: str
) -> None:
    paper = Paper(
        id="x",
        title="A Paper",
        authors=("Ada Lovelace",),
        year=2024,
        venue=venue,
        arxiv_id=arxiv,
        keywords=("cs.LG", "stat.ML") if arxiv else (),
    )
    entry = Entry(paper, Annotation("x"))
    [written] = bibtexparser.parse_string(to_bibtex([entry])).entries
    fields = {f.key: f.value for f in written.fields}
    assert written.entry_type == bibtex
    if venue:
        assert fields[venue_field] == venue
        assert {"journal", "booktitle", "howpublished"} & fields.keys() == {venue_field}
    if arxiv:
        assert (fields["eprint"], fields["archiveprefix"]) == (arxiv, "arXiv")
        assert fields["primaryclass"] == "cs.LG"  # an arXiv listing names the primary first
    [item] = json.loads(to_csljson([entry]))
    assert item["type"] == csl
    assert item.get("container-title", "") == venue
    if arxiv and not venue:
        assert (item["number"], item["publisher"]) == (f"arXiv:{arxiv}", "arXiv")
    lines = to_ris([entry]).splitlines()
    assert lines[0] == f"TY  - {ris}"
    assert [line[:2] for line in lines if line.endswith(f"- {venue}") and venue] == (
        [ris_venue] if venue else []
    )


def test_a_conference_paper_stays_one_through_csl_json_and_ris(tmp_path: Path) -> None:
    """ICML is never a journal: not in the first BibTeX, nor after a trip through another
    format that another program wrote back."""
    with Library.open(tmp_path / "library") as library:
        library.imports.add_paper(
            title="A Paper", authors=["Ada Lovelace"], year=2024, venue="ICML"
        )
        for fmt, (_, suffix) in MIDDLE.items():
            middle = tmp_path / f"middle{suffix}"
            library.exports.export(fmt, middle)
            without_lecterns_fields(middle, fmt)
            with store_only(tmp_path / f"from-{fmt}") as other:
                other.imports.import_files([middle])
                end = tmp_path / f"end-{fmt}.bib"
                other.exports.export("bibtex", end)
            [(kind, _, fields)] = entries_of(end).values()
            assert (kind, fields.get("booktitle"), fields.get("journal")) == (
                "inproceedings",
                "ICML",
                None,
            ), fmt
