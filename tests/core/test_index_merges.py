"""Saves in the window never wait for the index to merge its small segments: they are
folded when no write waits, and searching finds the same papers before and after."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.search import whoosh_private
from lectern.core.search.index_schema import SMALL_SEGMENT, small_segments

SAVES = 12


def _segments(library: Library) -> int:
    return len(whoosh_private.index_segments(library.index._ix))


def _small(library: Library) -> int:
    return sum(
        1
        for s in whoosh_private.index_segments(library.index._ix)
        if s.doc_count_all() < SMALL_SEGMENT
    )


def test_small_segments_wait_for_an_idle_moment_and_searching_is_unchanged(
    tmp_path: Path,
) -> None:
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_sample()
        ids = library.ids()
        library.merge_when_idle = True
        for n in range(SAVES):
            library.notes.set_status([ids[n]], Status.READING)
        before = _segments(library)
        assert _small(library) > SAVES  # every save's segment is still there
        found = library.searching.search("status:reading").ids
        assert sorted(found) == sorted(ids[:SAVES])
        assert library.merge_index()
        assert _segments(library) < before
        assert not small_segments(whoosh_private.index_segments(library.index._ix))
        assert sorted(library.searching.search("status:reading").ids) == sorted(ids[:SAVES])
        assert library.index_state() == "ok"
        assert not library.merge_index()  # nothing left to fold
    with Library.open(tmp_path / "lib") as library:
        assert sorted(library.searching.search("status:reading").ids) == sorted(ids[:SAVES])


def test_without_the_window_saves_merge_as_they_go(tmp_path: Path) -> None:
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_sample()
        ids = library.ids()
        for n in range(SAVES):
            library.notes.set_status([ids[n]], Status.READ)
        assert _small(library) <= 5  # folded every few saves


def _another_computer_reads(library: Library, ids: list[str]) -> None:
    """Another computer's change files say it read these papers, as it writes them."""
    from lectern.core.sync.journal import OwnJournal
    from lectern.core.sync.recording import Recorder
    from lectern.core.sync.stamps import Clock

    recorder = Recorder(Clock("devicebb"))
    for pid in ids:
        old = library.state.annotations.raw_doc(pid)
        doc = dict(old or {"paper_id": pid, "status": "new", "rating": 0, "notes": "", "tags": []})
        recorder.annotation(pid, old, {**doc, "status": "read"})
    OwnJournal(library.folder, "devicebb").append(recorder.take())


def test_another_computers_changes_merged_in_the_window_leave_the_fold_to_a_pause(
    tmp_path: Path,
) -> None:
    """A merge of what another computer wrote never waits for the index to fold the small
    segments saves left: at 10,000 papers that fold made one merge of 2 s take 22."""
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_sample()
        ids = library.ids()
        library.merge_when_idle = True
        for n in range(SAVES):
            library.notes.set_status([ids[n]], Status.READING)
        small = _small(library)
        _another_computer_reads(library, ids[-3:])
        assert sorted(library.sync.pull()) == sorted(ids[-3:])
        assert _small(library) == small + 1  # the merge's own segment; nothing folded
        assert sorted(library.searching.search("status:read").ids) == sorted(ids[-3:])
        assert library.merge_index()  # the window's pause folds them
        assert sorted(library.searching.search("status:read").ids) == sorted(ids[-3:])
        assert sorted(library.searching.search("status:reading").ids) == sorted(ids[:SAVES])


def test_another_computers_changes_merged_by_a_script_fold_as_they_go(tmp_path: Path) -> None:
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_sample()
        ids = library.ids()
        for n in range(SAVES):
            library.notes.set_status([ids[n]], Status.READING)
        for n in range(6):
            _another_computer_reads(library, [ids[-1 - n]])
            library.sync.pull()
        assert _small(library) <= 5  # nothing else folds for a script: the merges do
        assert sorted(library.searching.search("status:read").ids) == sorted(ids[-6:])


def test_a_merge_folds_like_with_like_and_leaves_a_larger_segment_alone(tmp_path: Path) -> None:
    listing = tmp_path / "listing.bib"
    listing.write_text(
        "\n".join(
            f"@article{{p{n}, title={{Wombat burrow number {n}}}, author={{Doe, Jane}}, "
            f"year={{2020}}, abstract={{Burrows dug by wombats, survey {n}.}}}}"
            for n in range(150)
        ),
        encoding="utf-8",
    )
    with Library.open(tmp_path / "lib") as library:
        library.merge_when_idle = True
        library.imports.import_files([listing])  # one segment of 150 papers
        larger = [
            s.segment_id()
            for s in whoosh_private.index_segments(library.index._ix)
            if s.doc_count_all() >= 100
        ]
        assert len(larger) == 1
        ids = library.ids()
        for n in range(6):  # six saves: six tiny segments
            library.notes.set_status([ids[n]], Status.READING)
        assert library.merge_index()
        segments = whoosh_private.index_segments(library.index._ix)
        assert [s.segment_id() for s in segments if s.doc_count_all() >= 100] == larger
        assert len(segments) == 2  # the larger one, and the tiny ones folded into one
        assert library.searching.search("wombat burrow").total == 150
        assert sorted(library.searching.search("status:reading").ids) == sorted(ids[:6])


def test_pages_written_in_runs_spilled_to_disk_are_found_as_those_kept_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A commit larger than the writer's memory puts its postings in order run by run on
    disk; what it indexes is found exactly as when they fit in memory."""
    import random

    from lectern.core.search.pages import PageIndex

    words = [f"w{n}x" for n in range(3000)]
    rng = random.Random(7)
    papers = [
        (f"p{n}", [(f"{n:064x}", [" ".join(rng.choices(words, k=300)) for _ in range(4)])])
        for n in range(40)
    ]
    real = whoosh_private.IndexWriter.__init__

    def in_one_megabyte(self: Any, ix: Any, **kwargs: Any) -> None:
        real(self, ix, **{**kwargs, "limitmb": 1})  # this commit spills several runs

    found = {}
    for spilled in (False, True):
        if spilled:
            monkeypatch.setattr(whoosh_private.IndexWriter, "__init__", in_one_megabyte)
        pages = PageIndex(tmp_path / f"pages-{spilled}")
        pages.put_many(papers[:20])
        pages.put_many(papers[20:])  # merged with the first: the merge's pool spills too
        with pages._ix.searcher() as searcher:
            reader = searcher.reader()
            found[spilled] = {
                text: list(reader.postings(field, text).items_as("frequency"))
                for field, text in reader.all_terms()
            }
        pages.close()
    assert len(found[False]) > 3000
    assert found[True] == found[False]


def test_papers_indexed_again_are_looked_up_once_in_each_segment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Indexing changed papers again takes out their old versions by looking each paper up
    once in each segment: Whoosh's own way looked it up in every segment several times
    over, a sixth of a merge of 1,000 changes at 74,728 papers. The papers are found once
    each, with their new values."""
    from whoosh.codec.whoosh3 import W3TermsReader

    with Library.open(tmp_path / "lib") as library:
        library.imports.import_sample()
        ids = library.ids()
        library.merge_when_idle = True
        for n in range(SAVES):
            library.notes.set_status([ids[n]], Status.READING)
        segments = _segments(library)
        looked_up: list[bytes] = []
        real = W3TermsReader._keycoder

        def counted(self: Any, fieldname: str, tbytes: bytes) -> Any:
            if fieldname == "id":
                looked_up.append(tbytes)
            return real(self, fieldname, tbytes)

        monkeypatch.setattr(W3TermsReader, "_keycoder", counted)
        library.notes.set_rating(ids[:SAVES], 4)
        monkeypatch.undo()
        assert 0 < len(looked_up) <= SAVES * (segments + 2)
        assert sorted(library.searching.search("rating:4").ids) == sorted(ids[:SAVES])
        assert sorted(library.searching.search("status:reading").ids) == sorted(ids[:SAVES])
        assert library.searching.search("").total == len(ids)
