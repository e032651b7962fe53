"""An import's index segments are written a term at a time (`whoosh_private.write_postings`),
and they are the very bytes Whoosh's own writer writes for the same papers, so every search
finds what it found before, from real arXiv abstracts."""

from __future__ import annotations

import gzip
import hashlib
import itertools
import sys
from pathlib import Path
from typing import Any

import pytest
from whoosh.filedb.filestore import FileStorage
from whoosh.writing import SegmentWriter

from lectern.core.models import Entry
from lectern.core.search import whoosh_private
from lectern.core.search.index_schema import document, make_schema
from tests.core.helpers_store_only import store_only

PAPERS = 600


@pytest.fixture(scope="module")
def entries(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> list[Entry]:
    """The first papers of the real arXiv listing, as an import makes them."""
    folder = tmp_path_factory.mktemp("listing")
    source = folder / "listing.jsonl"
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rt", encoding="utf-8") as lines:
        source.write_text("".join(itertools.islice(lines, PAPERS)), "utf-8")
    with store_only(folder / "lib") as library:  # the entries are written here, by each writer
        library.imports.import_files([source])
        return library.state.entries(library.ids())


def _segment_files(folder: Path) -> dict[str, str]:
    """Each file of the one segment written, by its kind, as a digest of its bytes."""
    files = [f for f in folder.iterdir() if "." in f.name and not f.name.endswith(".toc")]
    named = {f.name.split(".", 1)[1]: f for f in files}  # T_<segment id>.<part>
    return {
        name: hashlib.sha256(path.read_bytes()).hexdigest()
        for name, path in named.items()
        if path.stat().st_size
    }


def _write(folder: Path, entries: list[Entry], writer_of: type, limitmb: int) -> dict[str, str]:
    folder.mkdir()
    ix = FileStorage(str(folder), supports_mmap=False).create_index(make_schema(), indexname="T")
    writer = writer_of(ix, compound=False, limitmb=limitmb)
    for entry in entries:
        writer.add_document(**document(entry))
    writer.commit(merge=False)
    ix.close()
    return _segment_files(folder)


class _Ours(whoosh_private.IndexWriter):
    def __init__(self, ix: object, *, compound: bool, limitmb: int) -> None:
        assert not compound
        super().__init__(ix, limitmb=limitmb)


@pytest.fixture(scope="module")
def whooshs(entries: list[Entry], tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The segment Whoosh's own writer writes for the papers, once for both tests below:
    its bytes are the same whether its postings are sorted in memory or spilled to disk."""
    return _write(tmp_path_factory.mktemp("whoosh") / "segment", entries, SegmentWriter, 256)


@pytest.mark.parametrize("limitmb", [256, 1], ids=["in memory", "spilled to disk"])
def test_a_segment_written_a_term_at_a_time_is_whooshs_own_bytes(
    entries: list[Entry], whooshs: dict[str, str], tmp_path: Path, limitmb: int
) -> None:
    ours = _write(tmp_path / "ours", entries, _Ours, limitmb)
    assert len(entries) == PAPERS
    assert "pst" in ours and "trm" in ours  # the postings and their terms
    assert ours == whooshs


def test_postings_are_grouped_by_term_in_order() -> None:
    pool_items = [
        ("text", b"b", 1, 1.0, b""),
        ("text", b"a", 2, 1.0, b""),
        ("authors", b"z", 0, 1.0, b""),
        ("text", b"a", 0, 2.0, b""),
    ]
    terms = list(whoosh_private._terms_in_order(list(pool_items)))
    assert [(f, t, [p[2] for p in ps]) for f, t, ps in terms] == [
        ("authors", b"z", [0]),
        ("text", b"a", [0, 2]),
        ("text", b"b", [1]),
    ]


CODEC_STEPS = frozenset({"start_postings", "add_posting", "finish_postings", "_write_block"})


def test_a_term_of_a_few_postings_is_written_whole(entries: list[Entry], tmp_path: Path) -> None:
    """Most terms have a few postings: each is written in one step, not through the codec's
    steps for each term and posting (a fifth of writing an import's segment)."""
    folder = tmp_path / "ours"
    folder.mkdir()
    ix = FileStorage(str(folder), supports_mmap=False).create_index(make_schema(), indexname="T")
    writer = _Ours(ix, compound=False, limitmb=256)
    for entry in entries:
        writer.add_document(**document(entry))
    steps = 0

    def count(frame: Any, event: str, _arg: object) -> None:
        nonlocal steps
        code = frame.f_code
        if event == "call" and code.co_name in CODEC_STEPS and "whoosh3" in code.co_filename:
            steps += 1

    sys.setprofile(count)
    try:
        writer.commit(merge=False)
    finally:
        sys.setprofile(None)
    with ix.reader() as reader:
        terms = sum(1 for _ in reader.all_terms())
    ix.close()
    assert terms > 10_000
    assert steps < terms / 20, (steps, terms)
