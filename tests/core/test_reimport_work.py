"""A file imported again costs its reading and the identifier lookups, no more: a record of a
paper the library has is given no moment of adding (only a new paper is), and no pattern is
looked up in the regular-expression module's cache for each abstract. At 74,728 arXiv
papers the re-import is measured against FTS5's (`make bench --only import`)."""

from __future__ import annotations

import gzip
import itertools
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.core.helpers_store_only import store_only

PAPERS = 1500


@pytest.fixture
def listing(tmp_path: Path, shared_data: Path) -> Path:
    source = tmp_path / "listing.jsonl"
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rt", encoding="utf-8") as lines:
        source.write_text("".join(itertools.islice(lines, PAPERS)), "utf-8")
    return source


def _calls_while(work: Any) -> dict[str, int]:
    """How often the clock was read and the pattern cache looked up while `work` ran."""
    counts = {"clock": 0, "patterns": 0}

    def count(frame: Any, event: str, arg: Any) -> None:
        if event == "c_call" and getattr(arg, "__name__", "") == "now":
            counts["clock"] += 1
        elif (
            event == "call"
            and frame.f_code.co_name == "_compile"
            and "re" in frame.f_code.co_filename
        ):
            counts["patterns"] += 1

    sys.setprofile(count)
    try:
        work()
    finally:
        sys.setprofile(None)
    return counts


def test_a_file_imported_again_reads_no_clock_and_no_pattern_cache_a_record(
    tmp_path: Path, listing: Path
) -> None:
    with store_only(tmp_path / "lib") as library:  # the import's work, its index aside
        first = library.imports.import_files([listing])[0]
        assert first.added == PAPERS
        added = {pid: library.papers.paper(pid).added for pid in first.added_ids[:50]}
        again: list[Any] = []
        counts = _calls_while(lambda: again.extend(library.imports.import_files([listing])))
        assert again[0].added == 0 and again[0].unchanged == PAPERS
        assert {pid: library.papers.paper(pid).added for pid in added} == added
    assert counts["clock"] < PAPERS / 100, counts
    assert counts["patterns"] < PAPERS / 10, counts


def test_each_new_paper_is_added_when_it_is_found_new(tmp_path: Path, listing: Path) -> None:
    with store_only(tmp_path / "lib") as library:  # the moments are stored
        report = library.imports.import_files([listing])[0]
        moments = [library.papers.paper(pid).added for pid in report.added_ids]
    assert len(moments) == PAPERS
    assert moments == sorted(moments)  # in the order of the file, each its own moment
    assert len(set(moments)) > PAPERS / 2
