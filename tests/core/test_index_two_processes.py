"""A large import is indexed by two processes, each half of its new papers, and searches
find every paper as an index built in one process does."""

from __future__ import annotations

import gc
import gzip
import json
import resource
import time
import warnings
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Entry

PAPERS = 2_400  # past the import size indexed in two processes (index.PARALLEL_AT)
QUERIES = ("graph neural network", "title:diffusion", "reinforcement learning robot", "llm*")


def _listing(shared_data: Path, dest: Path, count: int) -> list[dict[str, object]]:
    """The first `count` real arXiv records of the 74k listing, as their own file."""
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rt", encoding="utf-8") as handle:
        lines = [next(handle) for _ in range(count)]
    dest.write_text("".join(lines), encoding="utf-8")
    return [json.loads(line) for line in lines]


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _found(library: Library, query: str) -> list[tuple[str, float]]:
    result = library.searching.search(query, limit=200)
    return sorted((hit.id, round(hit.score, 3)) for hit in result.hits)


@pytest.mark.slow
def _three_sample_entries(tmp_path: Path) -> list[Entry]:
    """Three papers of the sample, as the index is handed them."""
    library = Library.open(tmp_path / "lib")
    try:
        library.imports.import_sample()
        return [library.state.entry(pid) for pid in list(library.state.live)[:3]]
    finally:
        library.close()


def test_a_large_import_is_indexed_by_a_second_process_and_finds_every_paper(
    shared_data: Path, tmp_path: Path
) -> None:
    records = _listing(shared_data, tmp_path / "listing.jsonl", PAPERS)
    before = _children_cpu()
    library = Library.open(tmp_path / "lib")
    try:
        [report] = library.imports.import_files([tmp_path / "listing.jsonl"])
        assert report.added == PAPERS
        assert _children_cpu() > before  # the second core did part of the indexing
        assert library.index_state() == "ok"
        # the first paper, the last of each half and the file's last one are all found
        for record in (records[0], records[PAPERS // 2 - 1], records[PAPERS // 2], records[-1]):
            words = " ".join(str(record["title"]).split()[:5])
            hits = library.searching.search(f'title:"{words}"').hits
            assert f"arxiv:{record['id']}" in [hit.id for hit in hits]
        assert library.searching.search(f'"{records[-1]["title"]}"').total >= 1
        imported = {query: _found(library, query) for query in QUERIES}
        assert all(imported.values())
        library.repair()  # the same papers indexed again, in this process alone
        assert {query: _found(library, query) for query in QUERIES} == imported
    finally:
        library.close()


def test_a_second_process_that_cannot_index_gives_nothing_back(tmp_path: Path) -> None:
    """The import then indexes that half itself (`SearchIndex._commit`)."""
    from lectern.core.search.index import PARALLEL_AT
    from lectern.core.search.index_child import SegmentChild

    assert PARALLEL_AT < PAPERS
    entries = _three_sample_entries(tmp_path)
    child = SegmentChild(tmp_path / "no index here", "MAIN", entries)
    assert child.segment() is None
    assert all(isinstance(entry, Entry) for entry in child.entries)


def test_a_child_that_ended_before_it_was_stopped_leaves_no_pipe_open(tmp_path: Path) -> None:
    """The parent's own write failing first (a full disk) stops a child that may already
    have ended: its unread output is closed all the same, not left for the collector (whose
    'unclosed file' warning then surfaced in whatever ran next)."""
    from lectern.core.search.index_child import SegmentChild

    entries = _three_sample_entries(tmp_path)
    child = SegmentChild(tmp_path / "no index here", "MAIN", entries)
    process = child._process
    assert process is not None
    deadline = time.monotonic() + 60
    while process.poll() is None and time.monotonic() < deadline:  # it fails on its own
        time.sleep(0.01)
    assert process.poll() is not None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        child.stop()
        del child, process
        gc.collect()
    assert [w for w in caught if issubclass(w.category, ResourceWarning)] == []


def test_the_writers_own_segment_is_written_before_the_childs_is_named(
    shared_data: Path, tmp_path: Path
) -> None:
    """The writer writes its half's postings while the child still indexes (`write_own`),
    and a search sees neither half until one table of contents names both."""
    from whoosh.writing import NO_MERGE

    from lectern.core.search import whoosh_private
    from lectern.core.search.index_schema import document

    records = _listing(shared_data, tmp_path / "listing.jsonl", 40)
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([tmp_path / "listing.jsonl"])
        entries = library.state.entries(library.ids())
        index = library.index
        ix = index._ix
        before = set(ix.storage.list())
        writer = whoosh_private.IndexWriter(ix)
        for entry in entries[:20]:
            writer.add_document(**document(entry))
        own = writer.write_own(NO_MERGE)
        written = set(ix.storage.list()) - before
        assert any(name.endswith(".pst") for name in written)  # the postings are on disk
        theirs = whoosh_private.write_segment(
            ix, (document(entry) for entry in entries[20:]), temp_name="half.tmp"
        )
        with ix.searcher() as searcher:
            assert searcher.doc_count() == len(records)
        writer.commit_written(own, [theirs])
        with ix.refresh().searcher() as searcher:
            assert searcher.doc_count() == len(records) * 2  # both halves, once more each


@pytest.mark.slow
def test_a_large_import_whose_second_process_cannot_start_finds_every_paper(
    shared_data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The writer, its own half written already, writes the child's half as a segment of
    its own, named after its first, in the same commit."""
    records = _listing(shared_data, tmp_path / "listing.jsonl", PAPERS)
    monkeypatch.setattr("sys.executable", str(tmp_path / "no python here"))
    with Library.open(tmp_path / "lib") as library:
        [report] = library.imports.import_files([tmp_path / "listing.jsonl"])
        assert report.added == PAPERS
        assert library.index_state() == "ok"
        for record in (records[0], records[PAPERS // 2], records[-1]):
            words = " ".join(str(record["title"]).split()[:5])
            hits = library.searching.search(f'title:"{words}"').hits
            assert f"arxiv:{record['id']}" in [hit.id for hit in hits]


def test_the_child_says_when_it_was_done_and_the_next_batch_is_split_by_speed(
    tmp_path: Path,
) -> None:
    """A child slower than the writer (an interpreter to start, another program on its
    core) is given fewer of the next batch's papers, the last ones, so neither waits."""
    import time

    from lectern.core.search.index import MOST_SHARE, _halves
    from lectern.core.search.index_child import SegmentChild

    with Library.open(tmp_path / "lib") as library:
        library.imports.import_sample()
        entries = [library.state.entry(pid) for pid in list(library.state.live)[:3]]
        folder = library.index.folder / str(library.index._gen)
        child = SegmentChild(folder, "MAIN", entries)
        assert child.segment() is not None
        assert child.finished is not None and child.started < child.finished <= time.monotonic()
    latest = {f"p{n}": entries[n % 3] for n in range(3000)}
    ours, theirs = _halves(latest, set(latest), 0.4)
    assert len(theirs) == 1200 and len(ours) == 1800
    assert theirs[0] is latest["p1800"] and "p1799" in ours  # the child's come last
    assert 0.5 < MOST_SHARE < 1
