"""Two entries with their own keys are two papers unless certainly one.

The rules of lectern.core.library.identity that keep apart what an anthology's volumes
share: another venue, a title nobody signed, a placeholder title ("Preface"), and two
entries of one file under keys of their own; and what still joins: the same DOI, a true
repeat, the same entry read again. Checked on the rule itself, on real libraries in
tmp_path, on two computers, and at scale on real BibTeX files that share titles and keys.
"""

from __future__ import annotations

import json
import re
import shutil
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from lectern.core.crosswalk import VENUE_SOURCES
from lectern.core.importers import parse_file
from lectern.core.importers.base import RawRecord
from lectern.core.library import Library
from lectern.core.library.identity import (
    PLACEHOLDER_TITLES,
    IdentityIndex,
    Keys,
    NearReason,
    Reason,
    near_reason,
    same_work,
)
from lectern.core.library.importing import Known, prepare_import
from tests.core.helpers_store_only import store_only

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
BIBTEX = SHARED / "data" / "imports" / "bibtex"


def keys(title: str = "Learning to skim long documents", **fields: Any) -> Keys:
    doc = {
        "title": title,
        "authors": ["Ada Lovelace", "Charles Babbage"],
        "year": 2019,
        "abstract": "",
        **fields,
    }
    return Keys.of(doc)


# --- rule 1: a venue both state and that differs ------------------------------------


def test_another_venue_is_another_work_and_a_possible_duplicate() -> None:
    workshop = keys(venue="Proceedings of the Workshop on Reading Machines")
    conference = keys(venue="Proceedings of the Conference on Reading Machines")
    assert same_work(workshop, conference) is None
    assert near_reason(workshop, conference) is NearReason.TITLE_VENUE
    assert str(NearReason.TITLE_VENUE) == "same title, different venue"


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        (
            "Proc. of the Workshop on Reading Machines",
            "Proceedings of the workshop on reading machines",
        ),
        (
            "Proceedings of the Workshop on Reading Machines",
            "PROCEEDINGS OF THE WORKSHOP ON READING MACHINES.",
        ),
        ("Journal of Reading — Machines", "Journal of Reading: Machines"),
    ],
)
def test_venues_compare_folded_with_proc_read_as_proceedings(ours: str, theirs: str) -> None:
    assert same_work(keys(venue=ours), keys(venue=theirs)) is Reason.TITLE


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        ("J. Amer. Math. Soc.", "Journal of the American Mathematical Society"),  # unsure: differs
        ("IBM", "IBM and HP and Sun and Sony"),
        ("Reading Machines 2019", "Reading Machines 2019 Workshops"),
    ],
)
def test_venues_that_are_not_plainly_equal_differ(ours: str, theirs: str) -> None:
    assert same_work(keys(venue=ours), keys(venue=theirs)) is None


def test_a_venue_one_side_leaves_out_says_nothing() -> None:
    assert same_work(keys(venue="Reading Machines"), keys()) is Reason.TITLE


def test_a_venue_the_paper_gained_from_a_joined_record_agrees() -> None:
    paper = keys(venue="ICML", alternates={"venue": ["Proceedings of the 41st ICML"]})
    assert same_work(paper, keys(venue="Proceedings of the 41st ICML")) is Reason.TITLE
    assert same_work(paper, keys(venue="NeurIPS")) is None


def test_the_same_doi_joins_whatever_the_venue() -> None:
    a = keys(venue="Workshop", doi="10.5555/rm.1")
    assert same_work(a, keys(venue="Conference", doi="10.5555/rm.1")) is Reason.DOI


# --- rule 2: no authors on either side ------------------------------------------------


def test_a_title_neither_signs_is_not_enough() -> None:
    a, b = (
        keys("A survey of reading machines", authors=[]),
        keys("A survey of reading machines", authors=[]),
    )
    assert same_work(a, b) is None
    assert near_reason(a, b) is NearReason.TITLE_NO_AUTHORS


def test_a_title_one_side_signs_still_joins() -> None:
    assert same_work(keys(), keys(authors=[])) is Reason.TITLE


def test_an_untitled_record_is_still_known_by_its_abstract() -> None:
    abstract = "We read " * 40
    a = keys("", title_derived=True, abstract=abstract, authors=[])
    b = keys("", title_derived=True, abstract=abstract, authors=[])
    assert same_work(a, b) is Reason.ABSTRACT


# --- rule 3: placeholder titles ----------------------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        "personal notes",
        "No English Translation Available",
        "Untitled",
        "Front Matter",
        "Back matter",
        "Preface",
        "Foreword",
        "Index",
        "Table of Contents",
        "Contents",
        "Editorial",
        "Errata",
        "Erratum",
        "Title Page",
        "Copyright",
        "Author Index",
        "Subject index",
        "Introduction",
        "PREFACE.",
        "[Untitled]",
    ],
)
def test_a_placeholder_title_never_merges_by_title(title: str) -> None:
    a, b = keys(title, venue="Reading Machines"), keys(title, venue="Reading Machines")
    assert same_work(a, b) is None
    assert near_reason(a, b) is NearReason.TITLE_PLACEHOLDER  # nothing else differs
    other = keys(title, authors=["Ivan Petrov"], venue="Reading Machines")
    assert near_reason(a, other) is None  # another author: a shared placeholder says nothing


def test_a_placeholder_is_still_one_work_by_doi_or_arxiv_id() -> None:
    assert same_work(keys("Erratum", doi="10.5555/e"), keys("Erratum", doi="10.5555/e")) is (
        Reason.DOI
    )
    assert (
        same_work(keys("Untitled", arxiv_id="2401.00001"), keys("Untitled", arxiv_id="2401.00001"))
        is Reason.ARXIV
    )


def test_a_title_that_only_begins_like_a_placeholder_is_a_title() -> None:
    title = "Preface to the second edition of Reading Machines"
    assert same_work(keys(title), keys(title)) is Reason.TITLE


def test_the_placeholder_list_is_folded_and_whole_titles() -> None:
    assert "personal notes" in PLACEHOLDER_TITLES
    assert "no english translation available" in PLACEHOLDER_TITLES
    assert all(t == " ".join(t.split()) and t == t.lower() for t in PLACEHOLDER_TITLES)


# --- rule 4: entries of one file under keys of their own ------------------------------


def entry(key: str, title: str = "Learning to skim long documents", **fields: Any) -> Keys:
    return keys(title, key=key, source_file="rm2019.bib", venue="Reading Machines", **fields)


def test_two_keys_in_one_file_are_two_works_when_any_field_differs() -> None:
    a, b = entry("lovelace19a", abstract="We skim."), entry("lovelace19b", abstract="We read.")
    assert same_work(a, b, one_file=True) is None
    assert near_reason(a, b, one_file=True) is NearReason.TITLE_ENTRIES
    # the file's name alone says it: papers of a library from a file of this name
    assert same_work(a, b) is None
    # the same records from two different files follow the general rule
    other = keys(key="lovelace19b", source_file="elsewhere.bib", venue="Reading Machines")
    assert same_work(a, other) is Reason.TITLE


def test_two_keys_in_one_file_join_when_every_field_both_state_is_equal() -> None:
    a = entry("lovelace19a", pages="1--9", abstract="We skim.")
    b = entry("lovelace19a-repeat", pages="1-9")  # states no abstract: nothing differs
    assert same_work(a, b, one_file=True) is Reason.EQUAL


def test_two_keys_in_one_file_join_on_the_same_doi_or_arxiv_id() -> None:
    a = entry("a", doi="10.5555/rm.7", abstract="We skim.")
    assert same_work(a, entry("b", doi="10.5555/rm.7"), one_file=True) is Reason.DOI
    c = entry("c", arxiv_id="1901.00007", authors=["Someone Else"])
    assert same_work(c, entry("d", arxiv_id="1901.00007"), one_file=True) is Reason.ARXIV


@pytest.mark.parametrize(
    "differs",
    [
        {"authors": ["Ada Lovelace", "Mary Somerville"]},  # the first author agrees, not all
        {"kind": "article"},
        {"keywords": ["skimming"]},
        {"fields": {"url": "https://example.org/rm.2"}},
    ],
)
def test_any_field_both_state_tells_two_keyed_entries_apart(differs: dict[str, Any]) -> None:
    base: dict[str, Any] = {
        "kind": "inproceedings",
        "keywords": ["reading"],
        "fields": {"url": "https://example.org/rm.1"},
    }
    a = entry("a", **base)
    b = entry("b", **{**base, **differs})
    assert same_work(a, b, one_file=True) is None


def test_entries_without_keys_follow_the_general_rule() -> None:
    a, b = entry("", abstract="We skim."), entry("", abstract="We read.")
    assert same_work(a, b, one_file=True) is Reason.TITLE


def test_a_key_the_paper_answers_to_as_an_alias_is_its_own() -> None:
    paper = entry("lovelace19a", aliases=["lovelace19a-repeat"], abstract="We skim.")
    assert same_work(paper, entry("lovelace19a-repeat", abstract="We read.")) is Reason.TITLE


# --- the same entry read again -------------------------------------------------------


def test_the_same_entry_read_again_is_the_same_work_even_with_a_placeholder() -> None:
    stored = entry("rm19-notes", title="personal notes", authors=[])
    again = entry("RM19-Notes", title="personal notes", authors=[])  # keys ignore case
    assert same_work(stored, again) is Reason.ENTRY
    elsewhere = keys("personal notes", authors=[], key="rm19-notes", source_file="rm2020.bib")
    assert same_work(stored, elsewhere) is None  # keys are per file


def test_the_index_finds_a_placeholder_again_only_by_its_entry() -> None:
    index = IdentityIndex()
    for n in range(1, 5):
        index.add(
            f"notes{n}", keys("personal notes", authors=[], key="notes", source_file=f"v{n}.bib")
        )
    again = index.find(keys("Personal Notes", authors=[], key="notes", source_file="v3.bib"))
    assert again is not None and again.paper_id == "notes3" and again.reason is Reason.ENTRY
    assert index.find(keys("personal notes", authors=[], key="notes", source_file="v5.bib")) is None
    assert index.find(keys("personal notes", authors=[])) is None
    index.remove("notes3")
    assert index.find(keys("personal notes", authors=[], key="notes", source_file="v3.bib")) is None


def test_the_index_prefers_the_same_entry_among_several_fits() -> None:
    index = IdentityIndex()
    index.add("here", entry("lovelace19a", abstract="We skim."))
    index.add("there", keys(key="lovelace19", source_file="other.bib", venue="Reading Machines"))
    found = index.find(entry("lovelace19a", abstract="We skim."))
    assert found is not None and found.paper_id == "here"


def test_the_index_keeps_two_keyed_entries_of_one_file_apart() -> None:
    index = IdentityIndex(one_file=True)
    index.add("a", entry("a", abstract="We skim."))
    assert index.find(entry("b", abstract="We read.")) is None
    found = index.find(entry("c", abstract="We skim."))
    assert found is not None and found.reason is Reason.EQUAL


# --- through a real library ----------------------------------------------------------


def bib(kind: str, key: str, **fields: str) -> str:
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields.items())
    return f"@{kind}{{{key},\n{body}\n}}\n"


ORDINALS = ("First", "Second", "Third", "Fourth")
TRANSLATORS = ("Ivan Petrov", "Olga Ivanova", "Pavel Sidorov", "Anna Smirnova")


def volume(n: int) -> str:
    """Volume `n` of the Reading Machines anthology, as its own .bib file: what the four
    volumes share by title and what they hold once."""
    booktitle = f"Proceedings of the {ORDINALS[n - 1]} Workshop on Reading Machines"
    year = str(2018 + (n + 1) // 2)  # volumes 1 and 2 in 2019, 3 and 4 in 2020
    venue = {"booktitle": booktitle, "year": year}
    entries = [
        bib("inproceedings", "notes", title="personal notes", **venue),
        bib("inproceedings", f"rm{n}-front", title="Front Matter", **venue),
        bib("inproceedings", f"rm{n}-preface", title="Preface", author="Grace Hopper", **venue),
        bib(
            "inproceedings",
            f"rm{n}-translation",
            title="No English Translation Available",
            author=TRANSLATORS[n - 1],
            pages=f"{n}--{n + 9}",
            **venue,
        ),
    ]
    for m in range(1, 4):
        entries.append(
            bib(
                "inproceedings",
                f"rm{n}-paper{m}",
                title=f"Reading machine {n}.{m}: a study of skimming",
                author=f"Author {n}{m} Writer and Second {n}{m} Reader",
                pages=f"{10 * m}--{10 * m + 9}",
                **venue,
            )
        )
    if n in (1, 2):  # the same paper by the same authors at two venues of one year
        entries.append(
            bib(
                "inproceedings",
                f"lovelace{n}",
                title="Learning to Skim Long Documents",
                author="Ada Lovelace and Charles Babbage",
                **venue,
            )
        )
    if n == 2:  # a second untranslated title in one volume, by someone else again
        entries.append(
            bib(
                "inproceedings",
                "rm2-translation-b",
                title="No English Translation Available",
                author="Boris Kuznetsov",
                pages="60--69",
                **venue,
            )
        )
    if n in (1, 3):  # an erratum that the next volume repeats, with its DOI
        entries.append(
            bib(
                "inproceedings",
                f"rm{n}-erratum",
                title="Erratum",
                doi=f"10.5555/rm.err{n}",
                **venue,
            )
        )
    if n in (2, 4):
        entries.append(
            bib(
                "inproceedings",
                f"rm{n}-erratum",
                title="Erratum",
                doi=f"10.5555/rm.err{n - 1}",
                **venue,
            )
        )
    if n == 3:  # a true repeat: the same entry twice under two keys, every field equal
        repeat = {
            "title": "Skimming at scale",
            "author": "Mary Somerville",
            "pages": "90--99",
            **venue,
        }
        entries.append(bib("inproceedings", "somerville20", **repeat))
        entries.append(bib("inproceedings", "somerville20-dup", **repeat))
    if n == 4:  # and one the next volume's file repeats whole from volume 3
        entries.append(
            bib(
                "inproceedings",
                "rm3-paper1",
                title="Reading machine 3.1: a study of skimming",
                author="Author 31 Writer and Second 31 Reader",
                pages="10--19",
                booktitle=f"Proceedings of the {ORDINALS[2]} Workshop on Reading Machines",
                year="2020",
            )
        )
    return "\n".join(entries)


# The repeats volume() makes: the erratum volumes 2 and 4 repeat by DOI (2), the entry
# volume 3 holds twice (1), the paper volume 4 repeats from volume 3 (1).
MADE_REPEATS = 4


def write_volumes(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for n in range(1, 5):
        path = folder / f"rm-volume-{n}.bib"
        path.write_text(volume(n), encoding="utf-8")
        paths.append(path)
    return paths


def entry_keys(path: Path) -> list[str]:
    return [r.key for r in parse_file(path).records if isinstance(r, RawRecord)]


def papers_by_title(library: Library) -> dict[str, list[Any]]:
    found: dict[str, list[Any]] = {}
    for pid in library.ids():
        paper = library.papers.paper(pid)
        found.setdefault(_fold(paper.title), []).append(paper)
    return found


def test_the_volumes_keep_every_entry_but_the_certain_repeats(tmp_path: Path) -> None:
    paths = write_volumes(tmp_path / "anthology")
    entries = sum(len(entry_keys(p)) for p in paths)
    with Library.open(tmp_path / "lib") as library:
        reports = library.imports.import_files(paths)
        assert len(library) == entries - MADE_REPEATS, [r.summary() for r in reports]
        titles = papers_by_title(library)
        assert len(titles["personal notes"]) == 4
        assert len(titles["front matter"]) == 4
        assert len(titles["preface"]) == 4  # one author, four venues
        assert len(titles["no english translation available"]) == 5
        assert len(titles["erratum"]) == 2
        assert len(titles["skimming at scale"]) == 1
        assert len(titles["reading machine 3 1 a study of skimming"]) == 1
        # the same paper at two venues: two papers, offered as a possible duplicate
        skims = titles["learning to skim long documents"]
        assert {p.venue for p in skims} == {
            "Proceedings of the First Workshop on Reading Machines",
            "Proceedings of the Second Workshop on Reading Machines",
        }
        groups = library.papers.possible_duplicates()
        (group,) = [g for g in groups if set(g.ids) & {p.id for p in skims}]
        assert set(group.ids) == {p.id for p in skims}
        assert group.reasons == ("same title, different venue",)
        # placeholders are no possible duplicates of each other
        placeholder_ids = {
            p.id for t in ("personal notes", "front matter", "preface") for p in titles[t]
        }
        assert not placeholder_ids & {pid for g in groups for pid in g.ids}
        # every entry's key is in the export but those of entries that became another
        # paper: the repeat under a second key (kept as the paper's alias) and the errata
        # that another volume's erratum has by DOI
        out = tmp_path / "export.bib"
        library.exports.export("bibtex", out)
        exported = {k.lower() for k in entry_keys(out)}
        every = {k.lower() for p in paths for k in entry_keys(p)}
        assert every - exported <= {"somerville20-dup", "rm2-erratum", "rm4-erratum"}
        # and a second import of every volume adds nothing
        again = library.imports.import_files(paths)
        assert sum(r.added for r in again) == 0
        assert len(library) == entries - MADE_REPEATS


def test_a_true_repeat_keeps_its_second_key_as_an_alias(tmp_path: Path) -> None:
    paths = write_volumes(tmp_path / "anthology")
    plan = prepare_import(parse_file(paths[2]), Known([]))
    (merged,) = [d for d in plan.new if d["key"] == "somerville20"]
    assert merged["aliases"] == ["somerville20-dup"]
    assert [reason for _, _, reason in plan.in_file] == [str(Reason.EQUAL)]
    assert all("aliases" not in d for d in plan.new if d is not merged)


def test_a_records_own_other_keys_become_aliases(tmp_path: Path) -> None:
    source = tmp_path / "ids.bib"
    source.write_text(bib("article", "k1", title="Skimming", author="Ada Lovelace"), "utf-8")
    parsed = parse_file(source)
    records = [r for r in parsed.records if isinstance(r, RawRecord)]
    records[0].aliases = ["old-k1", "k1", "Old-K1"]
    parsed.records = iter(records)
    (doc,) = prepare_import(parsed, Known([])).new
    assert doc["aliases"] == ["old-k1"]


def test_an_entry_that_joins_a_paper_of_another_file_follows_the_general_rule(
    tmp_path: Path,
) -> None:
    """Across files, keys tell nothing: the same title, authors, year and venue join."""
    first, second = tmp_path / "a.bib", tmp_path / "b.bib"
    fields = {"title": "Skimming", "author": "Ada Lovelace", "year": "2019", "booktitle": "RM"}
    first.write_text(bib("inproceedings", "x", **fields, pages="1--9"), "utf-8")
    second.write_text(bib("inproceedings", "y", **fields, note="Also online"), "utf-8")
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([first, second])
        assert len(library) == 1


def test_a_file_re_imported_adds_none_of_its_placeholders_again(tmp_path: Path) -> None:
    paths = write_volumes(tmp_path / "anthology")
    with Library.open(tmp_path / "lib") as library:
        first = library.imports.import_files([paths[0]])[0]
        again = library.imports.import_files([paths[0]])[0]
        assert again.added == 0 and again.already == first.added
        # personal notes, front matter, preface, no English translation: by their keys
        assert dict(again.found)[str(Reason.ENTRY)] == 4


# --- on two computers ------------------------------------------------------------------


def engine(src: Path, dst: Path) -> None:
    """What a sync engine does: the change files `src`'s device wrote arrive in `dst`."""
    own = json.loads((src / "device.json").read_text())["device"]
    for device in (src / "sync").iterdir():
        if device.name == own or not (dst / "sync" / device.name).exists():
            shutil.copytree(device, dst / "sync" / device.name, dirs_exist_ok=True)


@pytest.mark.parametrize("order", ["same order", "other order"])
def test_the_volumes_imported_on_two_computers_join_entry_by_entry(
    tmp_path: Path, order: str
) -> None:
    """Each computer imports the volumes, in the same order or not; once synced, each entry
    is one paper, no placeholder of one volume is joined with another's, and what the
    user wrote about one stays with it."""
    paths = write_volumes(tmp_path / "anthology")
    expected = sum(len(entry_keys(p)) for p in paths) - MADE_REPEATS
    first_volume = "Proceedings of the First Workshop on Reading Machines"
    a, b = tmp_path / "laptop", tmp_path / "desktop"
    with Library.open(a) as left:
        left.imports.import_files(paths)
        (notes,) = [p for p in papers_by_title(left)["personal notes"] if p.venue == first_volume]
        left.notes.set_rating([notes.id], 4)
    b.mkdir()
    with Library.open(b) as right:
        right.imports.import_files(paths if order == "same order" else paths[::-1])
    engine(a, b)
    engine(b, a)
    with Library.open(a) as left, Library.open(b) as right:
        for lib in (left, right):
            titles = papers_by_title(lib)
            assert len(lib) == expected
            assert {p.venue for p in titles["personal notes"]} == {
                f"Proceedings of the {o} Workshop on Reading Machines" for o in ORDINALS
            }
            for title in ("personal notes", "front matter", "preface"):
                assert all(not p.alternates for p in titles[title]), title
            rated = [p.venue for p in titles["personal notes"] if lib.notes.annotation(p.id).rating]
            assert rated == [first_volume]
            assert len(titles["learning to skim long documents"]) == 2
        assert sorted(left.ids()) == sorted(right.ids())


# --- merging at scale ------------------------------------------------------------------


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def _surname(name: str) -> str:
    head = name.split(",", maxsplit=1)[0] if "," in name else name
    words = [w for w in _fold(head).split() if w not in {"jr", "sr", "ii", "iii", "iv"}]
    return words[-1] if words else ""


def _place(text: str) -> str:
    text = re.sub(r"\s*[-\u2010-\u2015]+\s*", "-", text.strip().lower())
    return re.sub(r"^(pp?\.?|vol\.?|no\.?)\s*", "", text).strip()


FOLDED_PLACEHOLDERS = {_fold(t) for t in PLACEHOLDER_TITLES}
TELLING = ("year", "first", "venue", "volume", "number", "pages")  # differing: two works


@dataclass
class Work:
    """A work as the count sees it: the values its records brought, and the file and keys
    of the entry it was first added as."""

    source: str
    key: str
    names: set[str]
    ids: set[str]
    values: dict[str, set[str]] = field(default_factory=dict)
    kind: str = ""
    # the record it keeps: its first entry's fields, and the fields entries joined to it add
    fields: dict[str, str] = field(default_factory=dict)

    def absorb(self, ids: set[str], details: dict[str, str]) -> None:
        self.ids |= ids
        for name, value in details.items():
            if value:
                self.values.setdefault(name, set()).add(value)

    def keep(self, record: RawRecord) -> None:
        """What joining `record` adds to the record the work keeps: its key as another
        name, and the fields the work's record lacks."""
        if not self.kind:
            self.kind = _fold(record.kind)
        self.names |= {record.key.casefold()} - {""}
        self.fields = {**record_fields(record), **self.fields}


def record_fields(record: RawRecord) -> dict[str, str]:
    return {
        k.lower(): " ".join(str(v).split())
        for k, v in record.fields.items()
        if v not in (None, "", [], {})
    }


def same_record(work: Work, record: RawRecord) -> bool:
    """The same key, entry type and fields as the work's record, whatever the file; a work
    other entries were joined into (with names of theirs) holds their fields too."""
    if not record.key or record.key.casefold() not in work.names:
        return False
    if _fold(record.kind) != work.kind or not record.fields:
        return False
    mine = record_fields(record)
    return mine == work.fields or (len(work.names) > 1 and mine.items() <= work.fields.items())


def _stated(record: RawRecord) -> str:
    """The venue a record says the work appeared in: a BibTeX entry's journal or
    booktitle, not the publisher or school its venue is read from when it has neither."""
    if record.dialect == "bibtex" and record.fields:
        source = next((n for n in VENUE_SOURCES if record.fields.get(n)), "")
        if source and source not in ("journal", "journaltitle", "booktitle", "eventtitle"):
            return ""
    return record.venue


def details(record: RawRecord) -> dict[str, str]:
    return {
        "title": _fold(record.title) or "abstract:" + _fold(record.abstract),
        "year": str(record.year or ""),
        "first": _surname(record.authors[0]) if record.authors else "",
        "venue": " ".join(
            "proceedings" if w == "proc" else w for w in _fold(_stated(record)).split()
        ),
        "volume": _place(record.volume),
        "number": _place(record.number),
        "pages": _place(record.pages),
        # told apart by these too when two entries of one file have keys of their own
        "authors": "; ".join(_fold(a) for a in record.authors),
        "kind": _fold(record.kind),
        "abstract": _fold(record.abstract),
        "keywords": "; ".join(sorted({_fold(k) for k in record.keywords})),
        "urls": " ".join(sorted(set(record.urls))),
        **{f"field:{k.lower()}": " ".join(str(v).split()) for k, v in record.fields.items()},
    }


def identifiers(record: RawRecord) -> set[str]:
    ids = set()
    if record.doi:
        ids.add("doi:" + record.doi.lower())
    if record.arxiv_id:
        ids.add("arxiv:" + re.sub(r"v\d+$", "", record.arxiv_id.lower()))
    return ids


def fits(work: Work, source: str, record: RawRecord, ids: set[str], mine: dict[str, str]) -> bool:
    """Whether `record` (of file `source`) is certainly `work`, by the rules stated in
    lectern.core.library.identity's docstring, worked out here on their own."""
    values = work.values
    if mine["title"] not in values.get("title", ()):
        return False
    for prefix in ("doi:", "arxiv:"):
        ours = {i for i in ids if i.startswith(prefix)}
        theirs = {i for i in work.ids if i.startswith(prefix)}
        if ours and theirs and not ours & theirs:
            return False
    for name in TELLING:
        if mine[name] and values.get(name) and mine[name] not in values[name]:
            return False
    same_entry = source == work.source and record.key.casefold() in work.names
    by_title = mine["title"].startswith("abstract:") or (
        mine["title"] not in FOLDED_PLACEHOLDERS and bool(mine["first"] or values.get("first"))
    )
    if record.key and work.key and source == work.source and not same_entry:
        return by_title and all(
            not value or not values.get(name) or values[name] == {value}
            for name, value in mine.items()
        )
    return by_title or same_entry


class _Works:
    """The works counted so far, in order, found by identifier and by title: a record is
    only ever a work it shares one of them with (see `fits`), so nothing is compared with
    every work (6,000 entries compared each with all the works before took 50 s)."""

    def __init__(self) -> None:
        self.all: list[Work] = []
        self._order: dict[int, int] = {}
        self._by_id: dict[str, list[Work]] = {}
        self._by_title: dict[str, list[Work]] = {}

    def add(self, work: Work) -> None:
        self._order[id(work)] = len(self.all)
        self.all.append(work)
        self.indexed(work)

    def indexed(self, work: Work) -> None:
        """Find `work` by the identifiers and titles it has now."""
        for key, index in (
            *((i, self._by_id) for i in work.ids),
            *((t, self._by_title) for t in work.values.get("title", ())),
        ):
            found = index.setdefault(key, [])
            if all(other is not work for other in found):
                found.append(work)

    def candidates(
        self, ids: set[str], title: str, first: int, last: int
    ) -> tuple[list[Work], list[Work]]:
        """The works numbered first..last-1 sharing an identifier, and those sharing the
        title, each in the order they were counted."""
        order = self._order

        def within(works: Iterable[Work]) -> list[Work]:
            kept = {id(w): w for w in works if first <= order[id(w)] < last}
            return sorted(kept.values(), key=lambda w: order[id(w)])

        by_id = within(w for i in ids for w in self._by_id.get(i, ()))
        return by_id, within(self._by_title.get(title, ()))


def expected_papers(files: list[tuple[str, list[RawRecord]]]) -> int:
    """The papers these files make, imported one after the other into one library: every
    entry (its file's name and key), less those that are certainly a work before them."""
    works = _Works()
    for source, records in files:
        before = len(works.all)
        # a file joins known works last
        later: list[tuple[Work, RawRecord, set[str], dict[str, str]]] = []
        for record in records:
            ids, mine = identifiers(record), details(record)
            known = works.candidates(ids, mine["title"], 0, before)
            match = _match(known, source, record, ids, mine)
            if match is not None:
                later.append((match, record, ids, mine))
                continue
            pending = works.candidates(ids, mine["title"], before, len(works.all))
            match = _match(pending, source, record, ids, mine)
            if match is not None:
                match.absorb(ids, mine)
                match.keep(record)
                works.indexed(match)
                if record.key and not match.key:
                    match.key = record.key
                continue
            work = Work(source, record.key, set(), set())
            work.absorb(ids, mine)
            work.keep(record)
            works.add(work)
        for work, record, ids, mine in later:
            work.absorb(ids, mine)
            work.keep(record)
            works.indexed(work)
    return len(works.all)


def _match(
    candidates: tuple[list[Work], list[Work]],
    source: str,
    record: RawRecord,
    ids: set[str],
    mine: dict[str, str],
) -> Work | None:
    by_id, same_title = candidates
    if by_id:
        return by_id[0]
    fitting = [
        w for w in same_title if fits(w, source, record, ids, mine) or same_record(w, record)
    ]
    if len(fitting) > 1:  # several fit: the same entry, the same record, else one that
        # fits on every detail
        fitting = (
            [w for w in fitting if source == w.source and record.key.casefold() in w.names]
            or [w for w in fitting if same_record(w, record)]
            or [
                w
                for w in fitting
                if mine["first"] and mine["year"] and w.values.get("first") and w.values.get("year")
            ]
        )
    return fitting[0] if len(fitting) == 1 else None


@pytest.mark.slow
def test_merging_at_scale(tmp_path: Path) -> None:
    """Every real BibTeX file beside the project (biber's test data, which reuses keys and
    titles across files on purpose, biblatex's examples, TUGboat, a Mendeley library) and
    the made-up volumes, imported into one library."""
    if not BIBTEX.is_dir():
        pytest.skip(f"sample data not found at {BIBTEX}")
    real = sorted(BIBTEX.rglob("*.bib"))
    made = write_volumes(tmp_path / "anthology")
    files = []
    for path in [*real, *made]:
        records = [
            r
            for r in parse_file(path).records
            if isinstance(r, RawRecord) and (r.title.strip() or r.abstract.strip())
        ]
        keys_here = [r.key.casefold() for r in records]
        assert len(set(keys_here)) == len(keys_here), path  # BibTeX keys are one per entry
        files.append((path.name, records))
    entries = sum(len(records) for _, records in files)
    made_entries = sum(len(records) for name, records in files if name.startswith("rm-volume"))
    expected = expected_papers(files)
    # the count's own rules on the made-up volumes give the repeats made there
    assert expected_papers(files[len(real) :]) == made_entries - MADE_REPEATS
    assert len(real) >= 50 and entries > 6000
    # What is counted is stored; each of these files is imported and indexed alone by
    # test_bibtex_fidelity
    with store_only(tmp_path / "lib") as library:
        reports = library.imports.import_files([*real, *made])
        assert len(library) == expected, [r.summary() for r in reports if r.in_file]
        # Keys are unique in the library: an entry whose file key another paper has already
        # gets the next free one ("c1", then "c1a"), so papers are counted by their file's key.
        by_key: dict[str, int] = {}
        for pid in library.ids():
            key = str(
                library.state.by_id[pid].get("source_key") or library.papers.paper(pid).key
            ).casefold()
            by_key[key] = by_key.get(key, 0) + 1
        # biber's data: one entry in three files, equal in each, is one paper; one key on
        # two different entries in two files is two papers
        assert by_key["knuth:ct"] == 1
        assert by_key["c1"] == 2
        assert by_key["notes"] == 4
        again = library.imports.import_files(made)
        assert sum(r.added for r in again) == 0
