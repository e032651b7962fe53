"""The field length counts kept beside the index rank exactly as counting them again would,
are counted again when they do not fit the index's files, and never make the index look
damaged to the next check.

Every test uses a real Whoosh index in tmp_path.
"""

from __future__ import annotations

import json
import zlib
from datetime import UTC, datetime
from pathlib import Path

import orjson
import pytest

from lectern.core.models import Annotation, Entry, Paper
from lectern.core.search.index import IndexState, SearchIndex
from lectern.core.search.index_files import META, POINTER
from lectern.core.search.length_counts import COUNTS

ADDED = datetime(2026, 11, 10, 9, 30, tzinfo=UTC)


def entry(pid: str, title: str, abstract: str, notes: str = "") -> Entry:
    return Entry(
        Paper(id=pid, title=title, abstract=abstract, added=ADDED), Annotation(pid, notes=notes)
    )


PAPERS = [
    entry(
        "p:diffusion",
        "Denoising diffusion models for image synthesis",
        "We train denoising diffusion probabilistic models that synthesise images of high "
        "quality and compare them with generative adversarial networks.",
    ),
    entry(
        "p:score",
        "Score matching with Langevin dynamics",
        "Score-based generative models estimate gradients of the data density and sample "
        "images with annealed Langevin dynamics, closely related to diffusion models.",
    ),
    entry(
        "p:graphs",
        "Message passing in graph neural networks",
        "A survey of graph neural networks: message passing, pooling and expressive power.",
    ),
    entry(
        "p:rl",
        "Offline reinforcement learning for robots",
        "Robots learn manipulation policies from logged data without further interaction.",
    ),
]


def generation(folder: Path) -> Path:
    return folder / (folder / POINTER).read_text("utf-8").strip()


QUERIES = ("diffusion models", "graph neural networks", "generative images", "title:robots")


def ranked(index: SearchIndex) -> list[list[tuple[str, float]]]:
    return [[(h.id, h.score) for h in index.search(q, limit=None).hits] for q in QUERIES]


def recounted(folder: Path) -> list[list[tuple[str, float]]]:
    """The rankings with nothing kept: every length counted again."""
    (generation(folder) / COUNTS).unlink(missing_ok=True)
    fresh = SearchIndex(folder, readonly=True)
    try:
        return ranked(fresh)
    finally:
        fresh.close()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """An index in several segments, with replaced papers (deletions Whoosh still counts)."""
    folder = tmp_path / "index"
    writer = SearchIndex(folder)
    writer.rebuild(PAPERS, "s1", total=len(PAPERS))
    for n, paper in enumerate(PAPERS[:3]):
        notes = f"read again, {n} times over"
        writer.update(
            [entry(paper.paper.id, paper.paper.title, paper.paper.abstract, notes=notes)],
            f"s{n + 2}",
            merge=False,
        )
    writer.close()
    return folder


def test_scores_from_the_kept_counts_are_those_counted_again(folder: Path) -> None:
    expected = recounted(folder)
    assert (generation(folder) / COUNTS).exists()  # kept by that search
    reader = SearchIndex(folder, readonly=True)
    assert ranked(reader) == expected
    reader.close()
    assert all(expected)


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"not json",
        b'{"format": 1, "counts": []}',
        b'{"format": 99, "counts": {}}',
    ],
)
def test_a_damaged_counts_file_is_counted_again_and_replaced(folder: Path, damage: bytes) -> None:
    expected = recounted(folder)
    path = generation(folder) / COUNTS
    path.write_bytes(damage)
    reader = SearchIndex(folder, readonly=True)
    assert ranked(reader) == expected
    reader.close()
    assert json.loads(path.read_bytes())["counts"]


def test_counts_made_from_other_lengths_are_not_used(folder: Path) -> None:
    """Counts that say every paper is short, kept for bytes other than the segment's (as if
    counted before the segment was what it is), leave the scores as they are."""
    expected = recounted(folder)
    path = generation(folder) / COUNTS
    kept = json.loads(path.read_bytes())
    for key, (crc, size, *_) in kept["counts"].items():
        kept["counts"][key] = [crc ^ 1, size, zlib.crc32(orjson.dumps([1, size])), 1, size]
    path.write_text(json.dumps(kept))
    reader = SearchIndex(folder, readonly=True)
    assert ranked(reader) == expected
    reader.close()
    assert json.loads(path.read_bytes()) != kept  # counted again, and kept right


def test_a_count_changed_on_disk_is_not_used(folder: Path) -> None:
    """A count changed by a flipped bit (the total still right: the bit moved a paper from
    one length to another) fails the entry's own CRC: counted again."""
    expected = recounted(folder)
    path = generation(folder) / COUNTS
    kept = json.loads(path.read_bytes())
    for entry_ in kept["counts"].values():
        if len(entry_) >= 7:  # two lengths or more: move one paper between the first two
            entry_[4] -= 1
            entry_[6] += 1
    path.write_text(json.dumps(kept))
    reader = SearchIndex(folder, readonly=True)
    assert ranked(reader) == expected
    reader.close()
    assert json.loads(path.read_bytes()) != kept


def test_a_reader_keeping_counts_while_the_writer_commits_leaves_the_index_healthy(
    folder: Path,
) -> None:
    writer = SearchIndex(folder)
    reader = SearchIndex(folder, readonly=True)
    assert reader.search("diffusion").total
    writer.update([entry("p:new", "Wombat burrows", "Marsupials dig long diffusion paths.")], "s9")
    before = (generation(folder) / COUNTS).read_bytes()
    assert reader.search("wombat").ids == ["p:new"]
    assert (generation(folder) / COUNTS).read_bytes() != before  # the new segment's counts
    assert writer.state("s9") is IndexState.OK
    check = SearchIndex(folder, readonly=True)
    assert check.state("s9", thorough=False) is IndexState.OK  # as `lectern search` checks
    check.close()
    assert ranked(reader) == recounted(folder)
    reader.close()
    writer.close()


def test_counts_listed_in_a_manifest_by_an_older_lectern_do_not_make_the_index_damaged(
    folder: Path,
) -> None:
    """An older Lectern lists every file of the folder in its manifest, the counts too;
    their being counted again later is no damage."""
    reader = SearchIndex(folder, readonly=True)
    reader.search("diffusion")
    reader.close()
    meta = generation(folder) / META
    manifest = json.loads(meta.read_text("utf-8"))
    counts = generation(folder) / COUNTS
    info = counts.stat()
    manifest["files"][COUNTS] = [info.st_size, info.st_mtime_ns]
    meta.write_text(json.dumps(manifest), "utf-8")
    counts.write_bytes(b"")  # counted again by the next search, as after any change
    check = SearchIndex(folder, readonly=True)
    assert check.state(manifest["stamp"], thorough=False) is IndexState.OK
    assert check.search("diffusion").total
    check.close()
