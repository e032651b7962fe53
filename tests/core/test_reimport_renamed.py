"""A file imported again under another name adds nothing and changes nothing.

A file downloaded twice ("refs (1).bib"), a copy, a part of a file already imported: an
entry whose citation key, entry type and fields all equal a paper's record is that paper,
whatever the file is called. What identity could not tell from the title alone (several
papers of one title, entries nobody signed, placeholder titles such as "Introduction")
used to be told by the file's name and key only, so a renamed copy added those again with
`~2` ids. An entry that differs in one field still follows the other rules: it is added,
and shown as a possible duplicate, never merged unasked. Run on real files from
../shared/data, in real libraries in tmp_path.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from lectern.core.library import Library
from lectern.core.library.identity import IdentityIndex, Keys, Reason, same_record, same_work
from lectern.core.storage.serialize import paper_to_dict
from tests.core.helpers_store_only import store_only_copy
from tests.core.helpers_templates import Template, Templates


def entry(key: str, source: str, aliases: tuple[str, ...] = (), **fields: str) -> Keys:
    """A BibTeX entry of `source`, without authors, as identity sees it."""
    record = {"title": "Personal notes", "booktitle": "Reading Machines 1", **fields}
    return Keys.of(
        {
            "title": record["title"],
            "venue": record["booktitle"],
            "kind": "inproceedings",
            "key": key,
            "aliases": list(aliases),
            "source_file": source,
            "fields": record,
            "dialect": "bibtex",
        }
    )


def test_the_same_record_under_another_file_name_is_its_paper() -> None:
    stored = entry("notes", "rm-volume-1.bib")
    assert same_work(entry("notes", "rm-volume-1 (1).bib"), stored) is Reason.RECORD
    assert same_work(entry("notes", "rm-volume-1.bib"), stored) is Reason.ENTRY
    # another volume, another key, a field more or less: not certainly the paper
    assert same_work(entry("notes", "v2.bib", booktitle="Reading Machines 2"), stored) is None
    assert same_work(entry("notes-1", "copy.bib"), stored) is None
    assert same_work(entry("notes", "copy.bib", note="draft"), stored) is None
    assert not same_record(entry("notes", "copy.bib", booktitle=""), stored)


def test_an_entry_joined_into_a_paper_is_found_again_by_its_key() -> None:
    """A paper other entries joined (their keys its aliases) has their fields too: an
    entry under one of its keys stating only the paper's values is one of them."""
    joined = entry("notes", "a.bib", aliases=("notes-again",), year="2019")
    assert same_work(entry("notes-again", "copy.bib"), joined) is Reason.RECORD
    assert same_work(entry("notes", "copy.bib"), joined) is Reason.RECORD
    assert same_work(entry("notes", "copy.bib", year="2020"), joined) is None
    lone = entry("notes", "a.bib", year="2019")  # no entry was joined: all fields or none
    assert same_work(entry("notes", "copy.bib"), lone) is None


def test_of_several_papers_of_one_title_the_same_record_is_the_one() -> None:
    index = IdentityIndex()
    for n in (1, 2):
        index.add(f"v{n}", entry(f"rm{n}-notes", "anthology.bib", volume=str(n)))
    index.add("other", entry("notes", "other.bib"))
    found = index.find(entry("rm2-notes", "anthology (1).bib", volume="2"))
    assert found is not None and (found.paper_id, found.reason) == ("v2", Reason.RECORD)
    assert index.find(entry("rm3-notes", "anthology (1).bib", volume="3")) is None


@pytest.fixture
def bibtex_dir(imports_dir: Path) -> Path:
    folder = imports_dir / "bibtex"
    if not (folder / "biblatex-examples.bib").exists() or not (folder / "tugboat.bib").exists():
        pytest.skip(f"biblatex-examples.bib and tugboat.bib not found in {folder}")
    return folder


def records(library: Library) -> dict[str, dict[str, Any]]:
    """Every paper's record as the library keeps it (its collections aside: a file's
    papers go into the collection named after it, whatever they were before)."""
    kept = {}
    for pid in library.ids():
        doc = paper_to_dict(library.papers.paper(pid))
        doc.pop("collections", None)
        kept[pid] = doc
    return kept


def first_half(text: str) -> str:
    """The file's first half of lines, cut where an entry begins."""
    lines = text.splitlines(keepends=True)
    cut = next(n for n in range(len(lines) // 2, len(lines)) if lines[n].startswith("@"))
    return "".join(lines[:cut])


def change_field(text: str, key: str, name: str, value: str) -> str:
    """The file with one field of one entry written anew."""
    start = text.index("{" + key + ",")
    end = text.index("\n}", start)
    entry = text[start:end]
    changed, n = re.subn(
        rf"(\n\s*{name}\s*=\s*)(\{{[^\n]*\}}|\"[^\"\n]*\"|\d+)", lambda m: m.group(1) + value, entry
    )
    assert n == 1, (key, name)
    return text[:start] + changed + text[end:]


@pytest.fixture
def examples(
    templates: Templates, bibtex_dir: Path, tmp_path: Path
) -> Iterator[tuple[Library, str]]:
    """A library with biblatex-examples.bib imported (a copy of its import made once a
    run, the one the round-trip and cross-format tests copy), and the file's text."""
    source = bibtex_dir / "biblatex-examples.bib"
    with Library.open(templates.imported([source]).copy(tmp_path / "lib")) as library:
        yield library, source.read_text("utf-8")


def test_a_renamed_copy_adds_nothing_and_changes_no_paper(
    examples: tuple[Library, str], tmp_path: Path
) -> None:
    library, text = examples
    assert len(library) == 89
    ambiguous = {
        p.title: p.id
        for p in map(library.papers.paper, library.ids())
        if p.key in ("kullback:reprint", "cms", "knuth:ct:related")
    }
    for pid in ambiguous.values():
        library.notes.set_rating([pid], 5)
        library.notes.set_notes(pid, "Read the reprint first.")
    before = records(library)
    copy = tmp_path / "biblatex-copy.bib"
    copy.write_text(text, "utf-8")

    (report,) = library.imports.import_files([copy])

    assert report.added == 0 and len(library) == 89
    assert records(library) == before  # no alias, alternate or field taken from another paper
    assert report.already == 90  # every record of the file, the one it repeats too
    # it gives them nothing but its own collection, and says so
    assert report.merged == 0 and "gained" not in report.summary()
    for pid in ambiguous.values():
        note = library.notes.annotation(pid)
        assert (note.rating, note.notes) == (5, "Read the reprint first.")
    assert report.possible == ()


def test_the_first_half_imported_after_the_whole_adds_nothing(
    examples: tuple[Library, str], tmp_path: Path
) -> None:
    library, text = examples
    before = records(library)
    half = tmp_path / "biblatex-half.bib"
    half.write_text(first_half(text), "utf-8")

    (report,) = library.imports.import_files([half])

    assert report.added == 0 and len(library) == 89
    assert records(library) == before


def test_one_field_changed_is_added_and_shown_as_a_possible_duplicate(
    examples: tuple[Library, str], tmp_path: Path
) -> None:
    """The Chicago Manual names no author: with another edition it is not certainly the
    paper, and another volume of a periodical is another work. Both are added and
    offered as possible duplicates; every other entry is its paper again."""
    library, text = examples
    text = change_field(text, "cms", "edition", "{17}")
    text = change_field(text, "jcg", "volume", "{36}")
    copy = tmp_path / "biblatex-copy.bib"
    copy.write_text(text, "utf-8")

    (report,) = library.imports.import_files([copy])

    assert report.added == 2 and len(library) == 91
    added = sorted(map(library.papers.paper, report.added_ids), key=lambda p: p.title)
    assert [p.title[:27] for p in added] == [
        "Computers and Graphics",
        "The Chicago Manual of Style",
    ]
    assert (added[0].volume, added[1].fields["edition"]) == ("36", "17")
    assert sorted(report.possible) == sorted(report.added_ids)


def test_an_entry_whose_key_another_paper_had_takes_no_alias_at_a_re_import(
    bibtex_dir: Path, tmp_path: Path
) -> None:
    """The paper of an entry keyed `cms` in the file, when another paper had that key
    already, is given a key of its own; reading the file again, under its name or another,
    finds it by the file's key and gives it no alias that is the other paper's key."""
    source = bibtex_dir / "biblatex-examples.bib"
    copy = tmp_path / "biblatex-examples (1).bib"
    shutil.copy(source, copy)
    with Library.open(tmp_path / "lib") as library:
        library.imports.add_paper(title="House style of our reading group", key="cms")
        library.imports.import_files([source])
        before = records(library)
        (manual,) = (
            doc for doc in before.values() if doc["title"].startswith("The Chicago Manual")
        )
        assert manual["key"] != "cms"

        for path in (source, copy):
            (report,) = library.imports.import_files([path])

            assert report.added == 0, path.name
            assert records(library) == before, path.name


@pytest.fixture(scope="module")
def tugboat_library(templates: Templates, imports_dir: Path) -> tuple[Template, str]:
    """A library with tugboat.bib (3,650 entries) imported once a run (the import the
    macro, spelling and field-search tests copy too), which each test copies; and the
    file's text."""
    source = imports_dir / "bibtex" / "tugboat.bib"
    if not source.exists():
        pytest.skip(f"tugboat.bib not found at {source}")
    return templates.imported([source]), source.read_text("utf-8")


@pytest.mark.slow
def test_a_renamed_copy_of_tugboat_adds_none_of_its_placeholders(
    tugboat_library: tuple[Template, str], tmp_path: Path
) -> None:
    """TUGboat has "Introduction", "From the Editor", "Front cover" entries, placeholders
    that only their key tells apart: the copy finds each by its key and record."""
    template, text = tugboat_library
    copy = tmp_path / "tugboat (1).bib"
    copy.write_text(text, "utf-8")
    with store_only_copy(template, tmp_path / "lib") as library:  # the records compared
        count, before = len(library), records(library)

        (report,) = library.imports.import_files([copy])

        assert report.added == 0 and len(library) == count == 3644
        assert records(library) == before
        assert dict(report.found)[str(Reason.RECORD)] == 5


@pytest.mark.slow
def test_a_tugboat_placeholder_with_other_pages_is_another_paper(
    tugboat_library: tuple[Template, str], tmp_path: Path
) -> None:
    template, text = tugboat_library
    copy = tmp_path / "tugboat (1).bib"
    copy.write_text(change_field(text, "Beeton:TB8-3-262", "pages", "{263--263}"), "utf-8")
    with store_only_copy(template, tmp_path / "lib") as library:
        (report,) = library.imports.import_files([copy])

        assert report.added == 1 and len(library) == 3645
        (new,) = (library.papers.paper(pid) for pid in report.added_ids)
        assert (new.title, new.pages) == ("From the Editor", "263–263")
