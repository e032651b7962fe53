"""Export, then import into an empty library: the same papers with every personal field.

Each format is checked for every field it can hold, on the bundled sample with the
reader's status, stars, tags and notes (Markdown, math, a rule, an edited title), on
1,000 real arXiv records with their LaTeX math, and on biblatex's own examples, whose
records (entry types, citation keys, every field) come back whole.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from tests.core.helpers_store_only import store_only, store_only_copy
from tests.core.helpers_templates import Template, Templates

# What every format carries back; the JSON backup carries everything.
COMMON = (
    "id",
    "title",
    "title_derived",
    "authors",
    "year",
    "venue",
    "abstract",
    "doi",
    "arxiv_id",
    "urls",
    "keywords",
    "volume",
    "number",
    "pages",
)
PERSONAL = ("status", "rating", "notes", "tags")
FORMATS = {"json": ".json", "bibtex": ".bib", "csljson": ".json", "ris": ".ris", "csv": ".csv"}
# What a record is besides Lectern's view of it: every format but the backup carries it in
# Lectern's own field (CSV: its `lectern` column).
RECORD = ("key", "kind", "dialect", "fields", "aliases")
NOTES = [
    "Read **twice**.\n\n- the bound $W^{k,p}$ holds\n- see §3\n\n---\n\nAsk about {braces} and 50% _cases_.",
    "@ a line starting with an at sign\nER  - not the end of a RIS record\n}{ lone braces",
    "Plain.",
]


def paper_fields(library: Library, pid: str) -> dict[str, object]:
    paper, note = library.papers.paper(pid), library.notes.annotation(pid)
    fields: dict[str, object] = {name: getattr(paper, name) for name in COMMON}
    fields.update({name: getattr(note, name) for name in PERSONAL})
    return fields


def everything(library: Library, pid: str) -> tuple[object, object]:
    paper = library.papers.paper(pid)
    return paper, library.notes.annotation(pid)


def annotate(library: Library, limit: int | None = None) -> None:
    """Every status, every rating, tags and notes, in a handful of writes (on the first
    `limit` papers)."""
    ids = library.ids()[:limit]
    with library.notes.group():  # one save, as the window saves the changes made at once
        for n, status in enumerate(Status):
            library.notes.set_status(ids[n::9], status)
        for stars in range(1, 6):
            library.notes.set_rating(ids[stars::11], stars)
        library.notes.add_tags(ids[::5], ["to-cite", "group 1"])
        library.notes.add_tags(ids[2::7], ["Théorie"])
        for n, pid in enumerate(ids[:12]):
            library.notes.set_notes(pid, NOTES[n % len(NOTES)])
    library.papers.edit(
        ids[1],
        title="An Edited Title with $\\mathcal{O}(n)$ and BERT",
        authors="Ada Lovelace; Alan M. Turing",
        year=2026,
        venue="ICML",
        pages="12--34",
        volume="7",
    )


def round_trip(library: Library, fmt: str, tmp_path: Path) -> Library:
    out = tmp_path / f"export{FORMATS[fmt]}"
    library.exports.export(fmt, out)
    restored = store_only(tmp_path / f"restored-{fmt}")  # the fields compared are stored
    report = restored.imports.import_files(
        [out],
    )[0]
    assert report.added == len(library), report.summary()
    assert not report.skipped and not report.in_file
    return restored


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_the_sample_with_annotations_comes_back_field_for_field(
    library: Library, tmp_path: Path, fmt: str
) -> None:
    annotate(library)
    with round_trip(library, fmt, tmp_path) as restored:
        assert sorted(restored.ids()) == sorted(library.ids())
        for pid in library.ids():
            assert paper_fields(restored, pid) == paper_fields(library, pid), pid
        if fmt == "json":  # the backup is lossless: history, edits, dates, collections
            for pid in library.ids():
                assert everything(restored, pid) == everything(library, pid)


def _arxiv_sample(templates: Templates, shared_data: Path) -> Template:
    """1,000 real arXiv records imported and annotated, once for every format."""
    sample = templates.first_lines(shared_data / "arxiv-cs-74k.jsonl.gz", 1000, "arxiv-1000.jsonl")
    return templates.imported([sample], then=annotate)


@pytest.mark.slow
@pytest.mark.parametrize("fmt", list(FORMATS))
def test_1000_real_arxiv_records_come_back_field_for_field(
    templates: Templates, shared_data: Path, tmp_path: Path, fmt: str
) -> None:
    # exported from the store: the copy leaves the index out
    with store_only_copy(_arxiv_sample(templates, shared_data), tmp_path / "lib") as library:
        assert len(library) == 1000
        with_math = [pid for pid in library.ids() if "$" in library.papers.paper(pid).abstract]
        assert len(with_math) > 50  # the sample really carries LaTeX math
        with round_trip(library, fmt, tmp_path) as restored:
            different = [
                pid
                for pid in library.ids()
                if paper_fields(restored, pid) != paper_fields(library, pid)
            ]
            assert different == [], json.dumps(
                {
                    k: [
                        str(paper_fields(library, different[0])[k]),
                        str(paper_fields(restored, different[0])[k]),
                    ]
                    for k in paper_fields(library, different[0])
                    if paper_fields(library, different[0])[k]
                    != paper_fields(restored, different[0])[k]
                },
                indent=1,
            )[:3000]


REAL_BIBLIOGRAPHIES = (
    "bibtex/tugboat.bib",
    "ris/example_full.ris",
    "csljson/Deterministic_ordering_for_CSL_1178_1400.csl.json",
)


def annotate_300(library: Library) -> None:
    annotate(library, limit=300)


@pytest.mark.slow
@pytest.mark.parametrize("fmt", list(FORMATS))
def test_real_bibliographies_come_back_field_for_field(
    templates: Templates, imports_dir: Path, tmp_path: Path, fmt: str
) -> None:
    """TUGboat's links separated by "; ", names such as "Edwin V. Bell, II", pages "c 3-c 3"."""
    files = [imports_dir / name for name in REAL_BIBLIOGRAPHIES]
    template = templates.imported(files, then=annotate_300)
    with (
        store_only_copy(template, tmp_path / "lib") as library,
        round_trip(library, fmt, tmp_path) as restored,
    ):
        different = [
            pid
            for pid in library.ids()
            if paper_fields(restored, pid) != paper_fields(library, pid)
        ]
        assert different == [], different[:5]


def record_fields(library: Library, pid: str) -> dict[str, object]:
    """Lectern's view of the paper, the reader's values and the record it was read from."""
    paper = library.papers.paper(pid)
    return {**paper_fields(library, pid), **{name: getattr(paper, name) for name in RECORD}}


# The formats that give back a record from another format whole, every value as it was.
# (BibTeX writes the reader's values into a BibTeX record's fields and reads them back;
# CSL-JSON reads a thesis's publisher and an arXiv paper's link as Lectern's own values.)
WHOLE = ("json", "ris", "csv")


def _biblatex_examples(templates: Templates, imports_dir: Path, tmp_path: Path) -> Library:
    """A private copy of a library holding biblatex's examples, imported once a session,
    without its index (what is exported and compared is stored)."""
    examples = imports_dir / "bibtex" / "biblatex-examples.bib"
    return store_only_copy(templates.imported([examples]), tmp_path / "lib")


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_biblatexs_examples_come_back_every_paper_with_its_key_type_and_fields(
    templates: Templates, imports_dir: Path, tmp_path: Path, fmt: str
) -> None:
    """The volumes of Knuth's "Computers & Typesetting" and two editions of one book share
    title, authors and year: only their records (volume, edition) and keys tell them apart."""
    with _biblatex_examples(templates, imports_dir, tmp_path) as library:
        assert len(library) == 89
        annotate(library)
        with round_trip(library, fmt, tmp_path) as restored:
            assert sorted(restored.ids()) == sorted(library.ids())
            names = (*COMMON, *PERSONAL, *RECORD) if fmt in WHOLE else ("key", "kind")

            def compared(lib: Library, pid: str) -> dict[str, object]:
                found = record_fields(lib, pid)
                return {name: found[name] for name in names}

            different = [
                pid for pid in library.ids() if compared(restored, pid) != compared(library, pid)
            ]
            assert different == [], different[:5]


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_a_thesis_or_a_report_keeps_its_school_or_institution(
    templates: Templates, imports_dir: Path, tmp_path: Path, fmt: str
) -> None:
    """biblatex's examples hold two theses and two reports: where each was written (the
    venue Lectern shows and cites) comes back from every format."""
    with _biblatex_examples(templates, imports_dir, tmp_path) as library:
        venues = {pid: library.papers.paper(pid).venue for pid in library.ids()}
        assert venues[library.papers.key_holder("loh") or ""] == (
            "Massachusetts Institute of Technology"
        )
        with round_trip(library, fmt, tmp_path) as restored:
            back = {pid: restored.papers.paper(pid).venue for pid in restored.ids()}
            assert [pid for pid in venues if back[pid] != venues[pid]] == []
