"""A newcomer's library, exported and imported into an empty library, is the same library:
not only the papers and their status, stars, tags and notes, but the collections, the Up
next queue in its order, the pairs dismissed as "not duplicates", the values other records
of a paper brought (alternates) and when each paper was last read.

Every format that carries Lectern's own fields is checked: BibTeX, CSL-JSON, RIS and the
JSON backup, each read back by Lectern's own importer from a real file. Everything compared
is stored (collections, the queue, the pairs, the reads), so the libraries are made and read
without a search index (helpers_store_only).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import bibtexparser
import pytest

from lectern.core.exporters.bibtex import to_bibtex
from lectern.core.importers import parse_file
from lectern.core.importers.base import RawRecord
from lectern.core.library import Library
from lectern.core.models import Annotation, Entry, Paper, Status
from tests.core.helpers_store_only import store_only

FORMATS = {"bibtex": ".bib", "csljson": ".json", "ris": ".ris", "json": ".json"}
SAMPLE = "ICML 2026 Papers"
# A second record of one of the sample's works, from another source: it names a third
# author (a differing venue would make it another work, so it states none).
SECOND_RECORD = """\
@inproceedings{lovelace2026polyak,
  title = {Polyak Step Sizes for Sharpness-Aware Minimization},
  author = {Lovelace, Ada and Turing, Alan and Babbage, Charles},
  year = {2026},
  publisher = {PMLR}
}
"""


def _newcomers_library(folder: Path, tmp_path: Path) -> Library:
    """The bundled sample as a newcomer leaves it after a week: collections (two, one paper
    in both, one paper in none), a queue of three in an order of their own, a pair dismissed
    as not duplicates (and a pair left for later), alternates, last read, statuses, stars,
    tags and notes."""
    library = store_only(folder)  # what the tests compare is stored
    library.imports.import_sample()
    ids = library.ids()
    library.papers.edit(
        ids[0],
        title="Polyak Step Sizes for Sharpness-Aware Minimization",
        authors="Ada Lovelace; Alan Turing",
        year=2026,
        venue="ICML 2026",
    )
    second = tmp_path / "second record.bib"
    second.write_text(SECOND_RECORD, encoding="utf-8")
    [report] = library.imports.import_files([second])
    assert report.merged == 1 and not report.added, report.summary()
    assert library.papers.paper(ids[0]).alternates == {
        "authors": (["Ada Lovelace", "Alan Turing", "Charles Babbage"],),
        "venue": ("PMLR",),  # the record's venue, read from its publisher
    }

    for title, years in (
        ("Scaling Laws Revisited", (2020, 2021)),
        ("A Twice-Told Tale", (2019, 2022)),
    ):
        for year in years:
            library.imports.add_paper(
                title=title, authors=["Grace Hopper"], year=year, collection=SAMPLE
            )
    groups = library.papers.possible_duplicates()
    assert len(groups) == 2
    dismissed = next(
        g for g in groups if library.papers.paper(g.ids[0]).title == "Scaling Laws Revisited"
    )
    library.papers.dismiss_duplicates(dismissed.ids)

    ids = library.ids()
    library.collections.add(ids[1:5], "Journal club")
    library.collections.add(ids[4:8], "Thesis")
    library.collections.remove([ids[30]], SAMPLE)
    for n, status in enumerate(Status):
        library.notes.set_status(ids[10 + n :: 7], status)
    library.queue.add([ids[9], ids[3], ids[22]])  # reading a paper takes it out of the queue
    library.queue.move(ids[22], 1)  # between the two others: a place of 1.5
    library.reading.mark_read_now(ids[4], datetime(2026, 3, 2, 9, 30, 15, 123456, tzinfo=UTC))
    library.reading.mark_read_now(ids[9], datetime(2026, 3, 3, 21, 0, tzinfo=UTC))
    library.notes.set_rating(ids[11:14], 4)
    library.notes.set_rating([ids[15]], 2)
    library.notes.add_tags(ids[2:6], ["to-cite", "Théorie"])
    library.notes.set_notes(ids[3], "Read **twice**; {braces} and 50% $W^{k,p}$.\n\n@ the end")
    library.notes.set_notes(ids[14], "Plain.")
    return library


def state(library: Library) -> dict[str, Any]:
    """What the user would notice of their library, paper by paper and as a whole."""
    ids = sorted(library.ids())
    papers = {pid: library.papers.paper(pid) for pid in ids}
    notes = {pid: library.notes.annotation(pid) for pid in ids}
    return {
        "papers": ids,
        "collections of each paper": {pid: papers[pid].collections for pid in ids},
        "papers per collection": library.collections.counts(),
        "queue, in order": library.queue.ids(),
        "queue places": {pid: notes[pid].queued for pid in ids if notes[pid].queued is not None},
        "dismissed pairs": sorted(library.papers.dismissed_pairs()),
        "alternates": {pid: papers[pid].alternates for pid in ids if papers[pid].alternates},
        "last read": {pid: notes[pid].last_read for pid in ids if notes[pid].last_read},
        "recently read": library.reading.recently_read(),
        "status": {pid: notes[pid].status for pid in ids},
        "stars": {pid: notes[pid].rating for pid in ids},
        "tags": {pid: notes[pid].tags for pid in ids},
        "notes": {pid: notes[pid].notes for pid in ids},
        "possible duplicates": sorted(g.ids for g in library.papers.possible_duplicates()),
    }


@pytest.fixture(scope="module")
def newcomer(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("newcomer")
    library = _newcomers_library(tmp / "lib", tmp)
    yield library, state(library)
    library.close()


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_the_newcomers_library_comes_back_whole(
    newcomer: tuple[Library, dict[str, Any]], tmp_path: Path, fmt: str
) -> None:
    library, before = newcomer
    assert len(before["queue, in order"]) == 3 and 1.5 in before["queue places"].values()
    assert len(before["dismissed pairs"]) == 1 and len(before["possible duplicates"]) == 1
    assert len(before["last read"]) == 2 and len(before["alternates"]) == 1
    assert before["papers per collection"] == {
        SAMPLE: 41,
        "Journal club": 4,
        "Thesis": 4,
        "second record": 1,
    }
    assert [c for c in before["collections of each paper"].values() if not c] == [()]
    out = tmp_path / f"library{FORMATS[fmt]}"
    library.exports.export(fmt, out)
    with store_only(tmp_path / "restored") as restored:  # what is compared is stored
        [report] = restored.imports.import_files([out])
        assert report.added == len(library) and not report.skipped and not report.in_file
        # Lectern's own export names every paper's collections: no collection for the file
        assert report.collection == ""
        after = state(restored)
    for what, value in before.items():
        assert after[what] == value, what


def test_lecterns_export_imported_back_into_its_library_changes_nothing(
    tmp_path: Path,
) -> None:
    with _newcomers_library(tmp_path / "lib", tmp_path) as library:
        before = state(library)
        out = tmp_path / "export-all.bib"
        library.exports.export("bibtex", out)
        [report] = library.imports.import_files([out])
        assert (report.added, report.collection) == (0, "")
        assert "export-all" not in library.collections.counts()
        assert state(library) == before


def test_a_file_with_records_of_its_own_puts_every_paper_in_the_files_collection(
    tmp_path: Path,
) -> None:
    """The file's own collection is left out only when every record names its collections;
    a Lectern export with another program's entry added to it is a file like any other, and
    a collection the user chooses takes every paper, beside their own."""
    with _newcomers_library(tmp_path / "lib", tmp_path) as library:
        out = tmp_path / "shared.bib"
        library.exports.export("bibtex", out)
        own = {pid: library.papers.paper(pid).collections for pid in library.ids()}
    mixed = tmp_path / "mixed.bib"
    mixed.write_text(
        out.read_text("utf-8") + "\n@article{other, title = {Another Program's Entry}}\n", "utf-8"
    )
    with store_only(tmp_path / "mixed") as restored:
        [report] = restored.imports.import_files([mixed])
        assert report.collection == "mixed"
        assert restored.collections.counts()["mixed"] == len(own) + 1
        for pid, names in own.items():
            assert restored.papers.paper(pid).collections == (*names, "mixed")
    with store_only(tmp_path / "chosen") as restored:
        [report] = restored.imports.import_files([out], collection="From Ada")
        assert report.collection == "From Ada"
        for pid, names in own.items():
            assert restored.papers.paper(pid).collections == (*names, "From Ada")


HOSTILE = [
    "Braces {nested {deep}} and a lone { brace",
    "A closing } before an opening {",
    '100% of $5 & #1 costs_less ~ ^ \\relax \\\\ "quoted"',
    "$W^{k,p}$ and $x$ then \\$ and $$",
    "line one\n@article{injected, title={evil}}\n\ttab",
    "Ends with a backslash \\",
    "Résumé — “quotes” 日本語 \u2028",
]


def test_alternates_and_collections_survive_bibtex_escaping_exactly(tmp_path: Path) -> None:
    """JSON in a BibTeX field: every value as it was, the file's braces balanced the way
    BibTeX counts them, nothing read as a new entry."""
    paper = Paper(
        id="doi:10.1000/x",
        title="A paper",
        collections=tuple(HOSTILE[:3]),
        alternates={"title": tuple(HOSTILE), "authors": (["A {B}", "C $D$"],), "year": (2001,)},
    )
    text = to_bibtex([Entry(paper, Annotation(paper.id))], {paper.id: ("doi:10.1000/y",)})
    parsed = bibtexparser.parse_string(text)
    assert not parsed.failed_blocks and len(parsed.entries) == 1
    for field in parsed.entries[0].fields:
        depth = 0
        for char in field.value:  # BibTeX counts every brace, an escaped one too
            depth += {"{": 1, "}": -1}.get(char, 0)
            assert depth >= 0, field.key
        assert depth == 0, field.key
    path = tmp_path / "hostile.bib"
    path.write_text(text, "utf-8")
    [record] = list(parse_file(path).records)
    assert isinstance(record, RawRecord)
    assert record.lectern_collections == HOSTILE[:3]
    assert record.alternates == {
        "title": HOSTILE,
        "authors": [["A {B}", "C $D$"]],
        "year": [2001],
    }
    assert record.not_duplicates == ["doi:10.1000/y"]


def test_a_dismissed_pair_follows_its_papers_into_a_library_that_has_one_of_them(
    tmp_path: Path,
) -> None:
    """The export names a paper's partners by their Lectern ids; the import finds the paper
    each of those records became, here one the other library already has under its DOI."""
    with _newcomers_library(tmp_path / "lib", tmp_path) as library:
        [pair] = library.papers.dismissed_pairs()
        years = {library.papers.paper(pid).year: pid for pid in pair}
        out = tmp_path / "library.ris"
        library.exports.export("ris", out)
    with store_only(tmp_path / "other") as other:
        other.imports.add_paper(
            title="Scaling Laws Revisited", authors=["Grace Hopper"], year=2020, doi="10.1234/abc"
        )
        [report] = other.imports.import_files([out])
        assert report.merged == 1
        assert other.papers.dismissed_pairs() == {("doi:10.1234/abc", years[2021])}
        titles = [
            other.papers.paper(pid).title
            for g in other.papers.possible_duplicates()
            for pid in g.ids
        ]
        assert "Scaling Laws Revisited" not in titles
