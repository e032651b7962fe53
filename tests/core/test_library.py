"""The library and its parts end to end: real TinyDB files and a real Whoosh index on tmp_path."""

from __future__ import annotations

import errno
import json
import shutil
from pathlib import Path

import orjson
import pytest

from lectern.core.errors import (
    ImportCancelled,
    ImportFileError,
    LecternError,
    LibraryLockedError,
    StorageWriteError,
)
from lectern.core.library import Change, Library, SortKey
from lectern.core.models import Status
from lectern.core.results import ChangeKind
from lectern.core.storage.schema import SCHEMA_VERSION

SAMPLE_PAPERS = 38


def reopen(lib: Library) -> Library:
    folder = lib.folder
    lib.close()
    return Library.open(folder)


def test_sample_imports_38_titled_papers_once(library: Library) -> None:
    assert len(library) == SAMPLE_PAPERS
    assert {e.paper.collection for e in library.papers.entries(library.ids())} == {
        "ICML 2026 Papers"
    }
    assert all(
        library.papers.paper(pid).title and library.papers.paper(pid).title_derived
        for pid in library.ids()
    )
    again = library.imports.import_sample()
    assert sum(r.added for r in again) == 0
    assert sum(r.unchanged for r in again) == SAMPLE_PAPERS
    assert len(library) == SAMPLE_PAPERS


def test_annotations_persist_and_reimport_never_touches_them(library: Library) -> None:
    first, second = library.ids()[:2]
    library.notes.set_status([first, second], Status.TO_READ)
    library.notes.set_status([first], Status.READ)
    library.notes.set_rating([first], 5)
    library.notes.add_tags([first], ["optimization", "to cite"])
    library.notes.set_notes(first, "Polyak step sizes for **SAM**")
    library.imports.import_sample()
    library = reopen(library)
    try:
        ann = library.notes.annotation(first)
        assert ann.status is Status.READ and ann.rating == 5
        assert ann.tags == ("optimization", "to cite")
        assert ann.notes == "Polyak step sizes for **SAM**"
        assert [c.status for c in ann.history] == [Status.TO_READ, Status.READ]
        assert library.notes.annotation(second).status is Status.TO_READ
        assert library.notes.status_counts()[Status.NEW] == SAMPLE_PAPERS - 2
    finally:
        library.close()


def test_notes_and_statuses_are_searchable_at_once(library: Library) -> None:
    pid = library.ids()[5]
    library.notes.set_notes(pid, "zanzibar is my private reminder")
    assert library.searching.search("zanzibar").ids == [pid]
    assert library.searching.search("notes:zanzibar").ids == [pid]
    library.notes.set_status([pid], Status.READING)
    library.notes.set_rating([pid], 4)
    assert library.searching.search("status:reading").ids == [pid]
    assert pid in library.searching.search("rating:>=4").ids


def test_listeners_hear_what_changed(library: Library) -> None:
    heard: list[Change] = []
    stop = library.add_listener(heard.append)
    pid = library.ids()[0]
    library.notes.set_rating([pid], 3)
    library.notes.set_rating([pid], 3)  # no change, no news
    stop()
    library.notes.set_rating([pid], 2)
    assert heard == [Change(ChangeKind.ANNOTATIONS, frozenset([pid]), fields=frozenset({"rating"}))]


def test_a_change_names_the_fields_it_changed(library: Library) -> None:
    heard: list[Change] = []
    library.add_listener(heard.append)
    first, second = library.ids()[:2]
    library.notes.set_notes(first, "Read with the appendix.")
    library.notes.set_status([first, second], Status.READING)
    with library.notes.group():  # one save: the fields of both changes
        library.notes.set_rating([first], 4)
        library.notes.add_tags([second], ["optim"])
    library.papers.edit(first, venue="ICML")
    assert [(c.kind, set(c.ids), set(c.fields)) for c in heard] == [
        (ChangeKind.ANNOTATIONS, {first}, {"notes"}),
        (ChangeKind.ANNOTATIONS, {first, second}, {"status", "history"}),
        (ChangeKind.ANNOTATIONS, {first, second}, {"rating", "tags"}),
        (ChangeKind.PAPERS, {first}, {"venue", "edited"}),
    ]
    # What the sidebar counts changes with a status, not with a note
    assert heard[1].touches("status", "tags") and not heard[0].touches("status", "tags")


def test_empty_query_lists_everything_by_the_chosen_sort(library: Library) -> None:
    result = library.searching.search("", sort=SortKey.TITLE)
    titles = [library.papers.paper(pid).title.casefold() for pid in result.ids]
    assert len(titles) == SAMPLE_PAPERS and titles == sorted(titles)
    library.notes.set_rating(result.ids[:3], 5)
    top = library.searching.search("", sort=SortKey.RATING, descending=True).ids[:3]
    assert set(top) == set(result.ids[:3])


def test_rename_keeps_id_and_marks_title_as_the_users(library: Library) -> None:
    pid = library.ids()[0]
    library.papers.rename(pid, "  Polyak   schedulers for SAM ")
    paper = library.papers.paper(pid)
    assert paper.title == "Polyak schedulers for SAM" and not paper.title_derived
    assert library.searching.search("title:schedulers").ids[0] == pid
    library.imports.import_sample()
    assert library.papers.paper(pid).title == "Polyak schedulers for SAM"


def test_second_writer_refused_while_reader_still_searches(library: Library) -> None:
    with pytest.raises(LibraryLockedError, match="is being changed by"):
        Library.open(library.folder)
    reader = Library.open(library.folder, readonly=True)
    try:
        assert len(reader) == SAMPLE_PAPERS
        assert reader.searching.search("convergence").total > 0
        with pytest.raises(LecternError, match="read-only"):
            reader.notes.set_rating([reader.ids()[0]], 1)
    finally:
        reader.close()


def test_unreadable_file_changes_nothing(library: Library, tmp_path: Path) -> None:
    before = (library.folder / "papers.json").read_bytes()
    png = tmp_path / "cover.bib"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    with pytest.raises(ImportFileError, match="cover.bib"):
        library.imports.import_files([png])
    assert (library.folder / "papers.json").read_bytes() == before
    assert len(library) == SAMPLE_PAPERS


def test_cancelled_import_leaves_library_and_index_unchanged(tmp_path: Path) -> None:
    lines = [
        json.dumps(
            {
                "id": f"2401.{n:05d}",
                "title": f"Paper number {n} on qubits",
                "summary": f"Abstract {n} about quantum error correction.",
            }
        )
        for n in range(12_000)
    ]
    big = tmp_path / "big.jsonl"
    big.write_text("\n".join(lines), "utf-8")
    lib = Library.open(tmp_path / "lib")
    try:
        calls = {"n": 0}

        def cancel() -> bool:
            calls["n"] += 1
            return calls["n"] > 25  # after the records are read, part way through indexing

        with pytest.raises(ImportCancelled):
            lib.imports.import_files([big], cancel=cancel)
        assert len(lib) == 0
        assert lib.searching.search("qubits").total == 0
        assert lib.check().ok
    finally:
        lib.close()


def test_merge_fills_missing_fields_by_arxiv_id(tmp_path: Path) -> None:
    first = tmp_path / "a.jsonl"
    first.write_text(
        json.dumps(
            {
                "id": "2401.00001v2",
                "title": "Sparse attention",
                "summary": "We study sparse attention.",
            }
        ),
        "utf-8",
    )
    second = tmp_path / "b.jsonl"
    second.write_text(
        json.dumps(
            {
                "id": "arXiv:2401.00001",
                "title": "Sparse attention",
                "summary": "We study sparse attention.",
                "doi": "10.1234/X",
                "authors": ["Ada Lovelace"],
            }
        ),
        "utf-8",
    )
    with Library.open(tmp_path / "lib") as lib:
        assert lib.imports.import_files([first])[0].added == 1
        report = lib.imports.import_files([second])[0]
        assert (report.added, report.merged) == (0, 1)
        paper = lib.papers.paper("arxiv:2401.00001")
        assert paper.authors == ("Ada Lovelace",) and paper.doi == "10.1234/x"
        assert lib.searching.search("author:lovelace").ids == ["arxiv:2401.00001"]


def test_failed_save_is_kept_searchable_and_retried(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    pid = library.ids()[3]
    before = (library.folder / "annotations.json").read_bytes()
    with monkeypatch.context() as patch:

        def refuse(_fd: int) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        patch.setattr("lectern.core.atomic_file.os.fsync", refuse)
        with pytest.raises(StorageWriteError, match="No space left"):
            library.notes.set_notes(pid, "quokka")
        assert (library.folder / "annotations.json").read_bytes() == before
    assert library.notes.annotation(pid).notes == "quokka"
    assert library.searching.search("quokka").ids == [pid]
    assert library.has_unsaved_changes
    library.flush()
    library = reopen(library)
    try:
        assert library.notes.annotation(pid).notes == "quokka"
    finally:
        library.close()


def test_missing_or_damaged_index_is_rebuilt_with_the_same_results(library: Library) -> None:
    pid = library.ids()[7]
    library.notes.set_notes(pid, "wombat")
    before = library.searching.search("convergence guarantees").ids
    folder = library.folder
    library.close()
    shutil.rmtree(folder / "index")
    with Library.open(folder) as lib:
        assert lib.searching.search("convergence guarantees").ids == before
        assert lib.searching.search("wombat").ids == [pid]
    for path in (folder / "index").iterdir():
        if path.is_file():
            path.write_bytes(b"garbage")
    with Library.open(folder) as lib:
        assert lib.searching.search("convergence guarantees").ids == before
        assert lib.check().ok


def test_json_backup_restores_annotations_into_a_new_library(
    library: Library, tmp_path: Path
) -> None:
    pid = library.ids()[1]
    library.notes.set_status([pid], Status.READ)
    library.notes.set_notes(pid, "backed up note")
    library.notes.add_tags([pid], ["keep"])
    library.searching.save_search("Mine", "tag:keep")
    backup = tmp_path / "backup.json"
    assert library.exports.export("json", backup) == SAMPLE_PAPERS
    with Library.open(tmp_path / "restored") as other:
        report = other.imports.import_files([backup])[0]
        assert report.added == SAMPLE_PAPERS
        assert other.notes.annotation(pid) == library.notes.annotation(pid)
        assert other.papers.paper(pid) == library.papers.paper(pid)
        assert other.searching.saved_searches() == {"Mine": "tag:keep"}
        assert other.searching.search("tag:keep").ids == [pid]


def test_store_files_are_plain_json_with_schema(library: Library) -> None:
    library.notes.set_rating([library.ids()[0]], 2)
    for name in ("papers.json", "annotations.json"):
        data = orjson.loads((library.folder / name).read_bytes())
        assert data["_meta"]["1"]["schema"] == SCHEMA_VERSION
    assert list((library.folder / "backups").glob("papers-*.json"))


@pytest.mark.parametrize("fmt", ["bibtex", "csljson", "csv"])
def test_reimporting_an_export_adds_nothing_and_fills_titles(
    library: Library, tmp_path: Path, fmt: str
) -> None:
    pid = library.ids()[0]
    library.papers.rename(pid, "Polyak schedulers for SAM")
    out = tmp_path / f"export.{fmt}"
    library.exports.export(fmt, out)
    report = library.imports.import_files([out])[0]
    assert report.added == 0
    assert len(library) == SAMPLE_PAPERS
    assert library.papers.paper(pid).title == "Polyak schedulers for SAM"


def test_read_only_library_can_export(library: Library, tmp_path: Path) -> None:
    with Library.open(library.folder, readonly=True) as reader:
        assert reader.exports.export("csv", tmp_path / "x.csv", ids=reader.ids()[:3]) == 3


def test_papers_with_different_arxiv_ids_never_merge_on_a_shared_abstract(tmp_path: Path) -> None:
    abstract = "We study the same thing twice. " * 10  # long enough to identify a paper
    source = tmp_path / "twins.jsonl"
    source.write_text(
        "\n".join(
            json.dumps({"id": f"2503.1249{n}", "title": f"Twin {n}", "summary": abstract})
            for n in (2, 4)
        ),
        "utf-8",
    )
    with Library.open(tmp_path / "lib") as lib:
        report = lib.imports.import_files([source])[0]
        assert report.added == 2
        assert sorted(lib.ids()) == ["arxiv:2503.12492", "arxiv:2503.12494"]
        again = lib.imports.import_files([source])[0]
        assert (again.added, again.unchanged) == (0, 2)


def test_a_sorted_search_highlights_the_papers_it_shows(library: Library) -> None:
    result = library.searching.search("learning", sort=SortKey.TITLE, limit=5, highlight=5)
    titles = [library.papers.paper(pid).title.casefold() for pid in result.ids]
    assert titles == sorted(titles) and len(titles) == 5
    assert all('<b class="match">' in "".join(hit.fragments.values()) for hit in result.hits)


def test_a_rebuild_at_open_can_be_cancelled_and_happens_at_the_next_open(library: Library) -> None:
    """Closing the window while a rebuild runs: the open stops, the lock is let go."""
    folder = library.folder
    ids = library.ids()
    library.close()
    shutil.rmtree(folder / "index")
    with pytest.raises(ImportCancelled):
        Library.open(folder, cancel=lambda: True)
    with Library.open(folder) as reopened:  # not locked; rebuilt this time
        assert sorted(reopened.searching.search("learning").ids)
        assert sorted(reopened.ids()) == sorted(ids)


def test_many_papers_asking_for_one_citation_key_get_each_suffix_in_turn(tmp_path: Path) -> None:
    """710 papers with no author or year, whose titles start with the same word, all ask
    for the key "paper": the first has it, then "papera" … "paperzz", then "paper-1"."""
    big = tmp_path / "same.jsonl"
    big.write_text(
        "\n".join(
            json.dumps({"id": f"2401.{n:05d}", "title": f"Paper {n}", "summary": f"Text {n}."})
            for n in range(710)
        ),
        "utf-8",
    )
    with Library.open(tmp_path / "lib") as lib:
        lib.imports.import_files([big])
        keys = {lib.papers.paper(pid).title: lib.papers.paper(pid).key for pid in lib.ids()}
    assert len(set(keys.values())) == 710
    assert [keys[f"Paper {n}"] for n in (0, 1, 26, 27, 702, 703, 709)] == [
        "paper",
        "papera",
        "paperz",
        "paperaa",
        "paperzz",
        "paper-1",
        "paper-7",
    ]
