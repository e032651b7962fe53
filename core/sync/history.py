"""History: every change ever made to the library, read from the change files.

Nothing extra is stored: each device's change lines are the record (with the old value of
every field they changed), so History is kept with the library, synced with it and never
lost by a crash. Reading starts at the end of each file and goes back only as far as the
entries asked for, so a library with 100,000 changes lists its latest ones at once, and
opening and searching never read them at all.

The lines of one action of the user (a status given to 2,000 papers, an import) share a
group, `g`, the stamp of the action's first line: one :class:`HistoryEntry`. An action
that undoes entries names them on one of its lines, `u` (with `rd` when they are undos
themselves: a redo), which is all Undo and Redo need to know what comes next.
"""

from __future__ import annotations

import heapq
import os
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

import orjson

from lectern.core.marks.stored import is_mark_field
from lectern.core.sync.merge import ANNOTATION, LIBRARY, PAPER, TOMBSTONE, UNDO_MARK
from lectern.core.sync.positions import SYNC_DIR, devices, segment_name, segments
from lectern.core.sync.stamps import stamp_device, stamp_time

_CHUNK = 1 << 20

# What an entry is, from the fields its first line changes (the first match wins).
_ANNOTATION_KINDS = (
    ("status", "status"),
    ("rating", "rating"),
    ("tags", "tags"),
    ("notes", "notes"),
    ("queued", "queue"),
    ("last_read", "opened"),  # shown alone long enough, or its page or file opened
    ("page", "opened"),  # the reader left at another page (recorded with last_read)
)
# A paper's first annotation line carries every field; it changed those unlike a blank one's.
_BLANK: dict[str, Any] = {"status": "new", "rating": 0, "tags": [], "notes": ""}
KINDS = (
    "added",
    "edit",
    "trash",
    "restore",
    "merge",
    "deleted",
    "collections",
    "status",
    "rating",
    "tags",
    "notes",
    "queue",
    "opened",
    "marks",
    "library",
    "undo",
)


def group_of(line: dict[str, Any]) -> str:
    return str(line.get("g") or line.get("s") or "")


def kind_of(line: dict[str, Any]) -> str:
    fields = line.get("f") or {}
    old = line.get("o") or {}
    kind = line.get("k")
    if kind == TOMBSTONE:
        return "deleted"
    if kind == LIBRARY:
        return "library"
    if kind == UNDO_MARK:
        return "undo"  # an undo that had nothing left to change
    if kind == PAPER:
        if line.get("n"):
            return "added"
        if "merged_into" in fields:
            return "merge"
        if "trashed" in fields:
            return "trash" if fields["trashed"] else "restore"
        if set(fields) <= {"collections"}:
            return "collections"
        return "edit"
    if kind == ANNOTATION:
        if any(is_mark_field(name) for name in fields):
            return "marks"  # a highlight, underline or margin note made, changed or deleted
        before = _BLANK if line.get("n") else old
        if fields.get("queued") is not None and before.get("queued") is None:
            return "queue"  # put in Up next (marked to read on the way): a queue action
        if _taken_out_as_added(fields, before):
            return "queue"  # the undo of a queue add: out of Up next, new again on the way
        for name, label in _ANNOTATION_KINDS:
            if name in fields and fields.get(name) != before.get(name):
                return label
        return "notes" if "notes" in fields else "edit"
    return "edit"


def _taken_out_as_added(fields: dict[str, Any], before: dict[str, Any]) -> bool:
    """Out of Up next, and a status change at most back from To read to New: what undoing
    a queue add writes (it was "Status: To read → New" in History, the queue unsaid)."""
    if "queued" not in fields or fields["queued"] is not None or before.get("queued") is None:
        return False
    status, was = fields.get("status"), before.get("status")
    return status == was or (was, status) == ("to-read", "new")


def kinds_of(line: dict[str, Any]) -> set[str]:
    """Every kind of change a line makes: `q` puts a paper in Up next and marks it To read,
    so the line is a queue change and a status change too."""
    if line.get("k") != ANNOTATION:
        return {kind_of(line)}
    fields = line.get("f") or {}
    before = _BLANK if line.get("n") else line.get("o") or {}
    changed = {n for n in fields if fields.get(n) != before.get(n)}
    return {label for name, label in _ANNOTATION_KINDS if name in changed} | {kind_of(line)}


@dataclass(frozen=True)
class HistoryEntry:
    """One action: when, on which device, what kind, the papers it touched, its lines, and
    the entries it undoes (a redo when those are undos)."""

    group: str
    kind: str
    papers: tuple[str, ...]
    lines: tuple[dict[str, Any], ...]
    undoes: tuple[str, ...] = ()
    redo: bool = False
    # Where the action came from when History names it so ("browser"), and its paper's title.
    via: str = ""
    via_title: str = ""

    @property
    def at(self) -> datetime:
        return stamp_time(self.group)

    @property
    def device(self) -> str:
        return stamp_device(self.group)

    def change(self, paper_id: str | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        """(old, new) field values of the entry's line for `paper_id` (or its first line)."""
        for line in self.lines:
            if paper_id is None or line.get("id") == paper_id:
                return dict(line.get("o") or {}), dict(line.get("f") or {})
        return {}, {}


def _backwards(path: Path, needle: bytes | None) -> Iterator[dict[str, Any]]:
    """The whole lines of a file, last first (those containing `needle` only)."""
    try:
        handle = open(path, "rb")  # noqa: SIM115 - opened apart so only opening is caught
    except OSError:
        return
    with handle:
        end = handle.seek(0, os.SEEK_END)
        tail = b""
        while end > 0:
            start = max(0, end - _CHUNK)
            handle.seek(start)
            block = handle.read(end - start) + tail
            end = start
            lines = block.split(b"\n")
            tail = lines[0] if start > 0 else b""
            for line in reversed(lines[1:] if start > 0 else lines):
                if line and (needle is None or needle in line):
                    try:
                        record = orjson.loads(line)
                    except orjson.JSONDecodeError:
                        continue  # an unfinished last line, or a damaged one
                    if isinstance(record, dict):
                        yield record


def newest_first(
    library: Path, needle: bytes | None = None, device: str | None = None
) -> Iterator[dict[str, Any]]:
    """Every device's change lines (or one device's), newest first (those containing
    `needle` only)."""

    def device_lines(device: str) -> Iterator[dict[str, Any]]:
        folder = library / SYNC_DIR / device
        for number in reversed(segments(folder)):
            yield from _backwards(folder / segment_name(number), needle)

    if device is not None:
        return device_lines(device)
    streams = [device_lines(d) for d in devices(library)]
    return heapq.merge(*streams, key=lambda r: str(r.get("s") or ""), reverse=True)


def entries(
    library: Path,
    *,
    paper_id: str | None = None,
    kinds: set[str] | None = None,
    limit: int | None = 200,
    group: str | None = None,
    device: str | None = None,
) -> list[HistoryEntry]:
    """The latest `limit` entries, newest first: of one paper, of some kinds, of one
    device, or the one entry of `group`."""
    if group is not None:
        needle: bytes | None = orjson.dumps(group)
    elif paper_id is not None:
        needle = b'"id":' + orjson.dumps(paper_id)
    else:
        needle = None
    found: dict[str, list[dict[str, Any]]] = {}
    skipped: set[str] = set()
    for line in newest_first(library, needle, device):
        key = group_of(line)
        if key in skipped or (group is not None and key != group):
            continue
        if paper_id is not None and line.get("id") != paper_id:
            continue
        if key not in found:
            if kinds is not None and not kinds & kinds_of(line):
                skipped.add(key)
                continue
            if (limit is not None and len(found) >= limit) or (group is not None and found):
                break
            found[key] = []
        found[key].append(line)
    return [_entry(key, lines) for key, lines in found.items()]


def device_entries(library: Path, device: str, *, whole: bool = True) -> Iterator[HistoryEntry]:
    """One device's entries, newest first, each read only when the one before it has been
    used: naming Undo and Redo looks at the newest few, and an import's lines (a whole
    paper each, the size of papers.json) behind them stay unread.

    An entry's lines stand together in its device's file: the recorder gives every line it
    records during an action that action's group, in the order it appends them. Without
    `whole`, an entry keeps its first line alone (what it is, what it undoes, its words)
    with every paper it touched: naming the newest entry when it is an import of 75,000
    papers then holds their ids, not their lines."""
    key: str | None = None
    lines: list[dict[str, Any]] = []
    papers: list[str] = []
    for line in newest_first(library, device=device):
        group = group_of(line)
        if (lines or papers) and group != key:
            yield _entry(str(key), lines) if whole else _named(str(key), lines, papers)
            lines, papers = [], []
        key = group
        if whole:
            lines.append(line)
        else:
            lines[:] = [line]  # the oldest seen last: the entry's first line
            if line.get("id"):
                papers.append(str(line["id"]))
    if lines:
        yield _entry(str(key), lines) if whole else _named(str(key), lines, papers)


def _named(key: str, first: list[dict[str, Any]], papers: list[str]) -> HistoryEntry:
    """The entry `key` with its first line alone and the papers of all its lines (newest
    first, as read)."""
    entry = _entry(key, first)
    papers.reverse()
    return replace(entry, papers=tuple(dict.fromkeys(papers)))


def _entry(key: str, lines: list[dict[str, Any]]) -> HistoryEntry:
    """The entry `key` of these lines, newest first as read."""
    lines.reverse()  # in the order they were made
    first = lines[0]
    papers = tuple(dict.fromkeys(str(line["id"]) for line in lines if line.get("id")))
    undoes = tuple(str(g) for g in first.get("u") or ())
    made_by = first.get("w")
    origin: dict[str, Any] = made_by if isinstance(made_by, dict) else {}
    return HistoryEntry(
        key,
        kind_of(first),
        papers,
        tuple(lines),
        undoes,
        bool(first.get("rd")),
        str(origin.get("via") or ""),
        str(origin.get("title") or ""),
    )
