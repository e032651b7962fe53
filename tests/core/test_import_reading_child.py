"""A large JSON Lines file's records are read by a second process while the import works
through them: the same papers as read in the import's own process, its errors the same, and
no reading process left behind by an import that ends early."""

from __future__ import annotations

import gzip
import os
import sys
from pathlib import Path

import pytest

from lectern.core.errors import ImportCancelled, ImportFileError
from lectern.core.importers import parse_file
from lectern.core.importers.base import RawRecord
from lectern.core.importers.reading_child import ASIDE_AT, read_aside
from lectern.core.library import Library
from tests.core.helpers_store_only import store_only

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads the processes in /proc")

PAPERS = 1_200


def _listing(shared_data: Path, dest: Path, papers: int = PAPERS) -> Path:
    """The first real records of the 74k arXiv listing, as their own file."""
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rb") as handle:
        lines = [next(handle) for _ in range(papers)]
    if dest.suffix == ".gz":
        with gzip.open(dest, "wb") as out:
            out.writelines(lines)
    else:
        dest.write_bytes(b"".join(lines))
    assert dest.stat().st_size >= ASIDE_AT  # large enough to be read aside
    return dest


def _readers() -> list[int]:
    """This process's children that read an import's records."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:  # ended meanwhile
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        if parent == os.getpid() and b"reading_child" in command:
            found.append(int(entry.name))
    return found


def test_a_large_listing_is_read_by_a_second_process_into_the_same_papers(
    shared_data: Path, tmp_path: Path
) -> None:
    source = _listing(shared_data, tmp_path / "listing.jsonl")
    here = list(parse_file(source).records)
    with read_aside(parse_file(source)) as parsed:
        aside = list(parsed.records)
    assert aside == here  # every record, in order, as read here

    seen: list[list[int]] = []

    def progress(_done: int, total: int) -> None:
        if not total:  # while the records are read and planned
            seen.append(_readers())

    with store_only(tmp_path / "lib") as library:  # the papers compared are stored
        (report,) = library.imports.import_files([source], progress=progress)
        assert report.added == len(here) == PAPERS
        papers = [entry.paper for entry in library.papers.entries(report.added_ids)]
    assert [p.arxiv_id for p in papers] == [r.arxiv_id for r in here if isinstance(r, RawRecord)]
    assert seen and any(seen)  # a second process read them while the import planned
    assert not _readers()  # and it is gone once the import is done


def test_a_listing_cut_short_fails_as_it_did_and_imports_nothing(
    shared_data: Path, tmp_path: Path
) -> None:
    whole = _listing(shared_data, tmp_path / "whole.jsonl.gz", papers=4_000)
    source = tmp_path / "listing.jsonl.gz"
    source.write_bytes(whole.read_bytes()[: int(whole.stat().st_size * 0.7)])
    assert source.stat().st_size >= ASIDE_AT
    with pytest.raises(ImportFileError) as here:
        list(parse_file(source).records)
    with Library.open(tmp_path / "lib") as library:
        with pytest.raises(ImportFileError) as imported:
            library.imports.import_files([source])
        assert len(library) == 0
    assert str(imported.value) == str(here.value)  # the same words, the same line
    assert "cannot be read to the end" in str(imported.value)
    assert not _readers()


def test_a_cancelled_import_leaves_no_process_reading_its_file(
    shared_data: Path, tmp_path: Path
) -> None:
    source = _listing(shared_data, tmp_path / "listing.jsonl")
    with Library.open(tmp_path / "lib") as library:
        with pytest.raises(ImportCancelled):
            library.imports.import_files([source], cancel=lambda: True)
        assert len(library) == 0
    assert not _readers()
