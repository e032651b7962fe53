"""The index folder on disk: atomic writes of its pointer and metadata, damage checks.

Whoosh trips over a damaged index by raising half way through opening files; those files
are closed here without noise (:func:`damage_expected`).
"""

from __future__ import annotations

import gc
import json
import re
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from lectern.core.atomic_file import write_file
from lectern.core.search import whoosh_private
from lectern.core.search.length_counts import COUNTS
from lectern.core.search.postings import SegmentCache, Snapshot

POINTER = "CURRENT"
META = "lectern-index.json"
GENERATION = re.compile(r"^g[0-9a-f]{1,32}$")
OWN = frozenset({META, COUNTS})  # Lectern's files beside Whoosh's, in no manifest


def write_json(path: Path, data: dict[str, Any]) -> None:
    """Replace a generation's metadata file in one step. Not durable: the index is derived
    data, and a torn or lost one makes the generation unreadable, so it is rebuilt."""
    write_file(path, json.dumps(data).encode("utf-8"), durable=False)


class Damage:
    """Set ``found`` inside :func:`damage_expected` when reading the index failed."""

    found = False


@contextmanager
def damage_expected() -> Iterator[Damage]:
    """Whoosh leaves files open when it trips over a damaged index: close them quietly.

    Set ``found`` when something failed; the exception (and the files its frames hold)
    must be gone before the block ends, so catch it inside.
    """
    damage = Damage()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        yield damage
        if damage.found:
            gc.collect()


def write_text(path: Path, text: str) -> None:
    """Replace the pointer file durably: it decides which generation is the index, and the
    old generation is removed once it names the new one."""
    write_file(path, text.encode("utf-8"), durable=True)


def file_manifest(folder: Path) -> dict[str, list[int]]:
    """Size and modification time of every index file, recorded with each commit: a file
    damaged, truncated or replaced behind Lectern's back no longer matches, and a stat is
    all it takes to notice (reading every posting would cost seconds at 75,000 papers)."""
    manifest = {}
    for path in folder.iterdir():
        if path.name in OWN or path.name.endswith((".tmp", "LOCK")) or not path.is_file():
            continue
        info = path.stat()
        manifest[path.name] = [info.st_size, info.st_mtime_ns]
    return manifest


def manifest_problem(folder: Path, manifest: dict[str, list[int]] | None) -> str:
    """What differs from the manifest written with the last commit ("" when nothing)."""
    for name, (size, mtime) in (manifest or {}).items():
        if name in OWN:
            continue  # an older Lectern listed them: they change without a commit
        try:
            info = (folder / name).stat()
        except OSError:
            return f"{name} is missing"
        if [info.st_size, info.st_mtime_ns] != [size, mtime]:
            return f"{name} changed since Lectern last wrote it"
    return ""


def read_samples(ix: Any, terms: list[tuple[str, Any]]) -> None:
    """Open every segment and read a little of each of its files, plus every posting of
    `terms`; raises whatever a damaged file makes Whoosh raise."""
    with ix.searcher() as searcher:
        snap = Snapshot(searcher, SegmentCache())
        for reader, _ in snap.leaves:
            count = reader.doc_count_all()
            for field in reader.schema.scorable_names() + ["id", "status"]:
                first = next(iter(reader.lexicon(field)), None)
                if first is not None:
                    whoosh_private.read_postings(reader.postings(field, first))
            if count:
                ids = reader.column_reader("id")
                ids[0], ids[count - 1]
        for field in ("text", "title"):
            snap.lengths(field)
        for field, text in terms:
            snap.postings(field, text)
        if snap.doc_count_all:
            snap.paper_ids([snap.doc_count_all - 1])
            for column in ("title_text", "abstract_text", "notes_text", "marks_text"):
                snap.column(column, snap.doc_count_all - 1)
