"""Real libraries keep every work: an import merges only records that are one work.

The number of distinct works in each file is counted here on its own terms, from the
parsed records alone: the same DOI or arXiv id is one work; otherwise title, year, first
author, venue and the place in the venue (volume, issue, pages) together name one, when
some record names its authors and the title is not a placeholder ("Preface"); two entries
under citation keys of their own are one only when every field both state is equal. Lectern
must end with exactly that many papers, and a second import of the same file adds none.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from pathlib import Path

import pytest

from lectern.core.errors import ImportFileError
from lectern.core.importers import parse_file
from lectern.core.importers.base import RawRecord
from lectern.core.library import Library
from lectern.core.library.identity import PLACEHOLDER_TITLES
from lectern.core.results import ImportReport
from tests.core.helpers_store_only import store_only
from tests.core.helpers_templates import Templates


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def _surname(name: str) -> str:
    head = name.split(",", maxsplit=1)[0] if "," in name else name
    words = [w for w in _fold(head).split() if w not in {"jr", "sr", "ii", "iii"}]
    return words[-1] if words else ""


def _pages(text: str) -> str:
    return re.sub(r"\s*[-\u2013\u2014]+\s*", "-", text.strip().lower())


def _venue(text: str) -> str:
    return " ".join("proceedings" if w == "proc" else w for w in _fold(text).split())


# what tells two works apart when both records state it
_TELLING = ("year", "first", "venue", "volume", "number", "pages")


def _details(record: RawRecord) -> dict[str, str]:
    return {
        "title": _fold(record.title) or "abstract:" + _fold(record.abstract),
        "year": str(record.year or ""),
        "first": _surname(record.authors[0]) if record.authors else "",
        "venue": _venue(record.venue),
        "volume": _fold(record.volume),
        "number": _fold(record.number),
        "pages": _pages(record.pages),
        # compared only between entries with keys of their own
        "authors": "; ".join(_fold(a) for a in record.authors),
        "kind": _fold(record.kind),
        "abstract": _fold(record.abstract),
        "keywords": "; ".join(sorted({_fold(k) for k in record.keywords})),
        "urls": " ".join(sorted(set(record.urls))),
        # and every field of the record as its source wrote it
        **{
            f"field:{name.lower()}": " ".join(str(value).split())
            for name, value in record.fields.items()
            if value not in (None, "", [], {})
        },
    }


def distinct_works(records: list[RawRecord]) -> int:
    """Works counted by identifier, else by title with year, first author, venue and place
    in the venue; a detail one record leaves out does not tell two works apart. Entries
    of one file with keys of their own must agree on every field both state.

    The works are looked up by identifier and by title (a compatible work holds the
    record's title), each list in the order the works were counted: the same count as
    comparing every record with every work before it, without 6 million comparisons for
    TUGboat's 3,644 entries."""
    works: list[dict[str, set[str]]] = []
    by_id: dict[str, list[int]] = {}
    by_title: dict[str, list[int]] = {}

    def indexed(n: int) -> None:
        for value, index in (
            *((i, by_id) for i in works[n]["ids"]),
            *((t, by_title) for t in works[n]["title"]),
        ):
            found = index.setdefault(value, [])
            if n not in found:
                found.append(n)

    for record in records:
        ids = set()
        if record.doi:
            ids.add("doi:" + record.doi.lower())
        if record.arxiv_id:
            ids.add("arxiv:" + re.sub(r"v\d+$", "", record.arxiv_id.lower()))
        details = _details(record)
        key = {record.key.casefold()} if record.key else set()
        same = sorted({n for i in ids for n in by_id.get(i, ())})
        if not same:
            same = [
                n
                for n in sorted(by_title.get(details["title"], ()))
                if _compatible(works[n], ids, key, details)
            ]
        if len(same) == 1:
            work = works[same[0]]
            work["ids"] |= ids
            work["keys"] |= key
            for name, value in details.items():
                if value:
                    work.setdefault(name, set()).add(value)
            indexed(same[0])
            continue
        works.append(
            {"ids": ids, "keys": key, **{k: {v} if v else set() for k, v in details.items()}}
        )
        indexed(len(works) - 1)
    return len(works)


def _compatible(
    work: dict[str, set[str]], ids: set[str], key: set[str], details: dict[str, str]
) -> bool:
    if details["title"] not in work["title"]:
        return False
    for prefix in ("doi:", "arxiv:"):
        ours = {i for i in ids if i.startswith(prefix)}
        theirs = {i for i in work["ids"] if i.startswith(prefix)}
        if ours and theirs and not ours & theirs:
            return False
    if not all(not details[n] or not work[n] or details[n] in work[n] for n in _TELLING):
        return False
    same_entry = bool(key & work["keys"])
    # an untitled record is known by its abstract, whoever wrote it
    by_title = details["title"].startswith("abstract:") or (
        details["title"] not in FOLDED_PLACEHOLDERS and (details["first"] or work["first"])
    )
    if not by_title and not same_entry:
        return False
    if key and work["keys"] and not same_entry:  # two entries under keys of their own
        return bool(by_title) and all(
            not value or not work.get(name) or work[name] == {value}
            for name, value in details.items()
        )
    return True


FOLDED_PLACEHOLDERS = {_fold(title) for title in PLACEHOLDER_TITLES}


@functools.cache
def _records(path: Path) -> list[RawRecord]:
    """The records that become papers: with a title, an abstract or an identifier (a record
    with only a DOI is titled by it, as a DOI typed into New paper is). Read once a
    process: tugboat's and Mendeley's are read by three tests each."""
    return [
        r
        for r in parse_file(path).records
        if isinstance(r, RawRecord)
        and (r.title.strip() or r.abstract.strip() or r.doi or r.arxiv_id)
    ]


REAL_FILES = [
    "bibtex/tugboat.bib",
    "bibtex/bu-disc_mendeley_library.bib",
    "bibtex/biblatex-examples.bib",
    "ris/example_full.ris",
    "ris/example_wos.ris",
    "csljson/Deterministic_ordering_for_CSL_1178_1400.csl.json",
]


def _imported(templates: Templates, path: Path, tmp_path: Path) -> tuple[Path, ImportReport]:
    """A private copy of a library that imported `path` alone (once a session), and what
    that import reported."""
    template = templates.imported([path])
    return template.copy(tmp_path / "lib"), template.reports[0]


@pytest.mark.parametrize("name", REAL_FILES)
def test_each_real_file_becomes_one_paper_per_distinct_work(
    templates: Templates, imports_dir: Path, tmp_path: Path, name: str
) -> None:
    path = imports_dir / name
    expected = distinct_works(_records(path))
    folder, report = _imported(templates, path, tmp_path)
    with Library.open(folder) as library:
        assert len(library) == expected, report.summary()
        assert report.added == expected
        again = library.imports.import_files([path])[0]
        assert again.added == 0 and len(library) == expected
        assert again.already == report.added + len(report.in_file)


# biber's date-format fixture holds one title by one author in many entries told apart only by
# their dates' months and eras, which identity does not compare (a year does).
DATE_FIXTURE = "dateformats.bib"


def test_every_other_real_file_keeps_every_distinct_work(imports_dir: Path, tmp_path: Path) -> None:
    """The rest of the collection of real files (biber's edge cases, rispy's, Zotero's
    CSL-JSON); the files above are checked, and more strictly, by the test above."""
    checked = 0
    for path in sorted(p for p in imports_dir.rglob("*") if p.is_file()):
        if path.name.startswith("_") or path.name == DATE_FIXTURE:
            continue
        if path.relative_to(imports_dir).as_posix() in REAL_FILES:
            continue
        try:
            expected = distinct_works(_records(path))
        except ImportFileError:
            continue  # files Lectern refuses are checked in test_wrong_files
        with store_only(tmp_path / f"lib-{checked}") as library:  # counted: stored
            report = library.imports.import_files([path])[0]
            assert len(library) == expected, (path.name, report.summary())
        checked += 1
    assert checked + len(REAL_FILES) >= 90


def test_tugboat_keeps_every_editorial_comments_column(
    templates: Templates, imports_dir: Path, tmp_path: Path
) -> None:
    path = imports_dir / "bibtex/tugboat.bib"
    columns = [r for r in _records(path) if _fold(r.title) == "editorial comments"]
    assert len(columns) == 58
    folder, _report = _imported(templates, path, tmp_path)
    with Library.open(folder) as library:
        found = library.searching.search('title:"editorial comments"', limit=None)
        papers = [library.papers.paper(pid) for pid in found.ids]
        assert sum(1 for p in papers if _fold(p.title) == "editorial comments") == 58
        # A recurring column is not offered as 58 possible duplicates of itself.
        grouped = {pid for g in library.papers.possible_duplicates() for pid in g.ids}
        assert not grouped & {p.id for p in papers}


def test_tugboat_offers_no_recurring_titles_as_possible_duplicates(
    templates: Templates, imports_dir: Path, tmp_path: Path
) -> None:
    """TUGboat's "Chairman's report" by Palais and by Spivak, its site reports and its
    advertisers' notices in each year's issues are works of their own: before, 128 of its
    3,644 entries were offered as possible duplicates."""
    folder, report = _imported(templates, imports_dir / "bibtex/tugboat.bib", tmp_path)
    with Library.open(folder) as library:
        assert "possible duplicate" not in report.summary()
        assert library.papers.possible_duplicates() == []


def test_mendeley_online_references_by_different_authors_stay_apart(
    templates: Templates, imports_dir: Path, tmp_path: Path
) -> None:
    path = imports_dir / "bibtex/bu-disc_mendeley_library.bib"
    online = [r for r in _records(path) if _fold(r.title) == "online reference"]
    assert len(online) == 21
    folder, _report = _imported(templates, path, tmp_path)
    with Library.open(folder) as library:
        papers = [library.papers.paper(pid) for pid in library.ids()]
        kept = [p for p in papers if _fold(p.title) == "online reference"]
        assert len(kept) == 21
        # Each keeps its own link: no entry took another's URL.
        by_author = {p.authors[0]: set(p.urls) for p in kept if p.authors}
        for record in online:
            if record.authors and record.urls:
                assert by_author[record.authors[0]] == set(record.urls)


BOOK = """\
@book{editor2019book,
  editor = {Jane Editor},
  title = {A Handbook of Reading},
  year = {2019},
  publisher = {Press},
  abstract = {This handbook collects twenty chapters on how researchers read, triage and
              annotate papers, from skimming abstracts to writing notes that last.},
}
"""
CHAPTER = """\
@incollection{author{n}2019,
  author = {Author {n} Writer},
  title = {Chapter {n}: On Reading, Part {n}},
  booktitle = {A Handbook of Reading},
  year = {2019},
  pages = {{start}--{end}},
  abstract = {This handbook collects twenty chapters on how researchers read, triage and
              annotate papers, from skimming abstracts to writing notes that last.},
}
"""


def test_chapters_sharing_their_books_abstract_are_each_kept(tmp_path: Path) -> None:
    source = tmp_path / "handbook.bib"
    chapters = [
        CHAPTER.replace("{n}", str(n))
        .replace("{start}", str(n * 10))
        .replace("{end}", str(n * 10 + 9))
        for n in range(1, 21)
    ]
    source.write_text(BOOK + "\n".join(chapters), "utf-8")
    assert distinct_works(_records(source)) == 21
    with Library.open(tmp_path / "lib") as library:
        report = library.imports.import_files([source])[0]
        assert report.added == 21 and not report.in_file
        assert len(library) == 21
        assert library.papers.possible_duplicates() == []  # titled chapters are not one work
