"""papers-parsed.bin: the next open loads what was parsed instead of parsing papers.json,
and gives exactly what parsing it would; a stale, damaged or foreign one is never used.

The parse kept is of papers.json alone, which the search index is derived from and never
feeds: the libraries here are made and opened without an index (helpers_store_only)."""

from __future__ import annotations

import gzip
import itertools
import shutil
from enum import StrEnum
from pathlib import Path
from typing import Any

import orjson
import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.storage.abstracts import ON_DISK, Abstracts
from lectern.core.storage.derived import parsed
from tests.core.helpers_store_only import store_only

TRICKY = ['A "quoted" ,"abstract":" cut', "Ends with a backslash \\", "", "é 中文 🎓"]


def _papers_data(library: Library) -> dict[str, Any]:
    return library.state.papers_file.storage.data


def _parsed_from_json(folder: Path) -> tuple[dict[str, Any], dict[str, str]]:
    """The library's papers as parsing papers.json gives them (nothing kept is used)."""
    kept = folder / parsed.FILE_NAME
    aside = kept.with_name("aside.bin")
    if kept.exists():
        kept.rename(aside)
    try:
        with Library.open(folder, readonly=True) as library:
            return _papers_data(library), _abstracts(library)
    finally:
        if aside.exists():
            aside.rename(kept)


def _kept(folder: Path) -> dict[str, Any] | None:
    """What the next open takes from papers-parsed.bin (None: it parses papers.json)."""
    path = folder / "papers.json"
    with open(path, "rb") as handle:
        return parsed.read(handle, path, Abstracts(path))


def _abstracts(library: Library) -> dict[str, str]:
    ids = [*library.ids(), *library.papers.trash_ids()]
    return {e.id: e.paper.abstract for e in library.papers.entries(ids)}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "lib"
    with store_only(folder) as library:
        library.imports.import_sample()
        for n, text in enumerate(TRICKY):
            library.imports.add_paper(title=f"Paper {n}", abstract=text, authors=["A. Author"])
        ids = library.ids()
        library.papers.trash([ids[3]])
        library.papers.edit(ids[4], title="A corrected title", year=2031)
        library.notes.set_status([ids[5]], Status.READ)
    return folder


def test_closing_keeps_the_parse_and_the_next_open_gives_the_same_library(folder: Path) -> None:
    kept = folder / parsed.FILE_NAME
    assert kept.exists()
    expected_data, expected_abstracts = _parsed_from_json(folder)
    assert _kept(folder) == expected_data  # every field of every paper, and _meta
    with Library.open(folder, readonly=True) as library:
        assert _papers_data(library) == expected_data
        papers = _papers_data(library)["papers"].values()
        assert all(doc["abstract"] is ON_DISK for doc in papers)  # still read from disk
        assert _abstracts(library) == expected_abstracts
        assert set(TRICKY) <= set(expected_abstracts.values())
        assert "A corrected title" in {library.papers.paper(pid).title for pid in library.ids()}
        assert len(library.papers.trash_ids()) == 1
        assert library.notes.status_counts()[Status.READ] == 1
    with store_only(folder) as library:  # and writing after it
        pid = library.ids()[6]
        library.papers.edit(pid, abstract="Written after a quick open")
        assert _abstracts(library) == {**expected_abstracts, pid: "Written after a quick open"}
    assert _abstracts_in_file(folder) == _parsed_from_json(folder)[1]


def _abstracts_in_file(folder: Path) -> dict[str, str]:
    data = orjson.loads((folder / "papers.json").read_bytes())
    return {doc["id"]: doc.get("abstract", "") for doc in data["papers"].values()}


def test_a_change_after_the_parse_was_kept_is_what_the_next_open_shows(folder: Path) -> None:
    stale = folder.parent / "stale.bin"
    shutil.copyfile(folder / parsed.FILE_NAME, stale)
    with store_only(folder) as library:
        pid = library.ids()[0]
        library.papers.edit(pid, title="Edited after the parse was kept", abstract="New text")
        assert not (folder / parsed.FILE_NAME).exists()  # the write removed it first
    with store_only(folder) as library:
        assert library.papers.paper(pid).title == "Edited after the parse was kept"
        assert library.papers.paper(pid).abstract == "New text"
    # The old one put back (a copy restored, a crash before the removal): refused by its stamp.
    shutil.copyfile(stale, folder / parsed.FILE_NAME)
    with store_only(folder) as library:
        assert library.papers.paper(pid).title == "Edited after the parse was kept"
        assert library.papers.paper(pid).abstract == "New text"
    assert _kept(folder) is None or _kept(folder) == _parsed_from_json(folder)[0]


@pytest.mark.parametrize("damage", ["flip", "truncate", "garbage", "empty"])
def test_a_damaged_kept_parse_is_not_used(folder: Path, damage: str) -> None:
    kept = folder / parsed.FILE_NAME
    raw = bytearray(kept.read_bytes())
    if damage == "flip":
        raw[len(raw) // 2] ^= 0x20
    elif damage == "truncate":
        raw = raw[: len(raw) - 100]
    elif damage == "garbage":
        raw = bytearray(b"\x00\xff not marshal" * 50)
    else:
        raw = bytearray()
    kept.write_bytes(bytes(raw))
    assert _kept(folder) is None
    expected_data, expected_abstracts = _parsed_from_json(folder)
    with store_only(folder) as library:
        assert library.notices == []  # derived data: nothing for the user to worry about
        assert not library.upgrades
        assert _abstracts(library) == expected_abstracts
    assert _kept(folder) == expected_data  # kept again at the close


def test_a_kept_parse_of_another_library_is_not_used(tmp_path: Path, folder: Path) -> None:
    other = tmp_path / "other"
    with store_only(other) as library:
        library.imports.add_paper(title="Only in the other library", abstract="Other")
    shutil.copyfile(other / parsed.FILE_NAME, folder / parsed.FILE_NAME)
    with store_only(folder) as library:
        titles = {library.papers.paper(pid).title for pid in library.ids()}
        assert "Only in the other library" not in titles
        assert len(library.ids()) == 38 + len(TRICKY) - 1


class _Kind(StrEnum):
    ARTICLE = "article"


def test_a_value_marshal_refuses_means_nothing_is_kept(folder: Path) -> None:
    (folder / parsed.FILE_NAME).unlink()  # this open parses papers.json
    with store_only(folder) as library:
        data = _papers_data(library)
        first = next(iter(data["papers"].values()))
        first["kind"] = _Kind.ARTICLE  # a str subclass: JSON writes it, marshal refuses
        abstracts = library.state.papers_file.abstracts
        assert abstracts is not None
        assert not parsed.keep(folder / "papers.json", data, abstracts)
        assert not (folder / parsed.FILE_NAME).exists()
        first["kind"] = "article"
    assert orjson.loads((folder / "papers.json").read_bytes())["papers"]


def test_a_read_only_open_keeps_nothing(folder: Path) -> None:
    (folder / parsed.FILE_NAME).unlink()
    with Library.open(folder, readonly=True):
        pass
    assert not (folder / parsed.FILE_NAME).exists()


@pytest.fixture(scope="module")
def arxiv_2000(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Path:
    """2,000 real arXiv papers imported once for the tests below, which only read the
    library (a copy would not do: its kept parse names the original's papers.json, so the
    copy's first open parses papers.json again)."""
    folder = tmp_path_factory.mktemp("arxiv-2000")
    source = folder / "arxiv.jsonl"
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rt", encoding="utf-8") as lines:
        source.write_text("".join(itertools.islice(lines, 2000)), "utf-8")
    with store_only(folder / "lib") as library:  # read only by papers.json and its parse
        library.imports.import_files([source])
    return folder / "lib"


def test_the_kept_parse_holds_each_repeated_value_once(arxiv_2000: Path) -> None:
    """2,000 real arXiv papers: their file, collection, categories and authors, alike in many
    papers, are one string each when the next open loads them (a third of their memory at
    75,000 papers), and still equal to what parsing papers.json gives."""
    folder = arxiv_2000
    kept = _kept(folder)
    assert kept is not None and kept == _parsed_from_json(folder)[0]
    docs = list(kept["papers"].values())
    for name in ("source_file", "collections", "keywords", "authors"):
        values = [
            v for doc in docs for v in (doc[name] if type(doc[name]) is list else [doc[name]])
        ]
        assert len(values) > len(set(values)), name  # some repeat
        assert len({id(v) for v in values}) == len(set(values)), name


def test_the_kept_parse_holds_each_paper_id_and_year_once(arxiv_2000: Path) -> None:
    """2,000 real arXiv papers: where each abstract is in papers.json is loaded under the
    paper's own id (not a second copy of every id: 5 MB at 75,000 papers), their years are
    one number each, and every abstract still reads as parsing papers.json gives it."""
    folder = arxiv_2000
    path = folder / "papers.json"
    abstracts = Abstracts(path)
    with open(path, "rb") as handle:
        kept = parsed.read(handle, path, abstracts)
    assert kept is not None and abstracts.source is not None
    docs = list(kept["papers"].values())
    places = abstracts.source.spans
    assert len(places) == len(docs) == 2000
    held = {id(doc["id"]) for doc in docs}
    assert all(id(pid) in held for pid in places)
    years = [doc["year"] for doc in docs]
    assert len({id(year) for year in years}) == len(set(years)) < 10
    parsed_abstracts = _parsed_from_json(folder)[1]
    with Library.open(folder, readonly=True) as library:
        assert _abstracts(library) == parsed_abstracts
