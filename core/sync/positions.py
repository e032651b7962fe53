"""Where each device's change files are, and how far a copy has merged them.

A device's changes are `sync/<device>/changes-NNNNNN.jsonl` (:mod:`lectern.core.sync.journal`
writes and reads them); a place in them is a :data:`Position`, (file number, byte offset),
and how far a copy merged every device is a :data:`Vector`, kept in the `_meta` of both of
its files. Only the standard library (and the stamps' format) is imported here, so that
`lectern search`, which reads no library, can tell whether another device wrote something
this copy has not merged yet.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from lectern.core.sync.stamps import DEVICE_LENGTH

SYNC_DIR = "sync"
DEVICE_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"  # no l, o, 0 or 1 to misread

Position = tuple[int, int]
Vector = dict[str, Position]  # device → how far its changes are merged
_SEGMENT = re.compile(r"^changes-(\d{6})\.jsonl$")


def is_device_id(name: str) -> bool:
    return len(name) == DEVICE_LENGTH and all(c in DEVICE_ALPHABET for c in name)


def segment_name(number: int) -> str:
    return f"changes-{number:06d}.jsonl"


def segments(folder: Path) -> list[int]:
    """The numbers of a device folder's change files, in order."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return sorted(int(m.group(1)) for m in map(_SEGMENT.match, names) if m)


def devices(library: Path) -> list[str]:
    """Every device that has a folder of changes in this library."""
    root = library / SYNC_DIR
    try:
        return sorted(name for name in os.listdir(root) if is_device_id(name))
    except OSError:
        return []


def file_positions(
    papers_meta: Mapping[str, Any], notes_meta: Mapping[str, Any]
) -> tuple[Vector | None, Vector | None]:
    """How far papers.json and annotations.json (from their `_meta`) each merged every
    device's changes; None for a file that records no places (written before change files,
    or never). papers.json is written only when papers change, so when annotations.json
    says papers.json had nothing waiting at its last save (`papers_at`), papers.json's
    place is the one annotations.json records."""
    notes = positions_of(notes_meta)
    if notes_meta.get("papers_at") == int(papers_meta.get("generation", 0)):
        return notes, notes
    return positions_of(papers_meta), notes


def positions_of(meta: Mapping[str, Any]) -> Vector | None:
    """How far one file (its `_meta`) records having merged each device; None if it
    records no places."""
    raw = meta.get("journal")
    if not isinstance(raw, dict):
        return None
    return {str(d): (int(p[0]), int(p[1])) for d, p in raw.items() if isinstance(p, list)}


def oldest(vectors: Iterable[Vector | None]) -> Vector:
    """How far every file has merged each device (a device one lacks: from its start)."""
    known = [v for v in vectors if v is not None]
    if not known:
        return {}
    every = set().union(*known)
    return {
        device: min(v.get(device, (0, 0)) for v in known)
        for device in every
        if all(device in v for v in known)
    }


def newest(vectors: Iterable[Vector | None]) -> Vector:
    """How far any of them has merged each device. Lines past it are in none of this
    copy's files, and wait to be merged; those before it are in one file at least (after
    an import papers.json is ahead of annotations.json, which has no new annotation to
    save), and the merge at the next open only replays them, changing nothing."""
    found: Vector = {}
    for vector in vectors:
        for device, place in (vector or {}).items():
            found[device] = max(place, found.get(device, (0, 0)))
    return found


def waiting_devices(library: Path, merged: Vector) -> list[str]:
    """The devices with whole change lines past `merged`, what a merge reads: a stat of
    each device's newest file, and a read of its end when it is longer than what was merged
    (a line still being delivered by a sync engine, or cut off by a crash of its writer,
    does not count)."""
    waiting = []
    for device in devices(library):
        numbers = segments(library / SYNC_DIR / device)
        if not numbers:
            continue
        last = numbers[-1]
        path = library / SYNC_DIR / device / segment_name(last)
        try:
            size = path.stat().st_size
            place = merged.get(device, (0, 0))
            if (last, size) != place and (last, whole_lines(path)[1]) != place:
                waiting.append(device)
        except OSError:
            continue
    return waiting


def whole_lines(path: Path, chunk: int = 1 << 16) -> tuple[int, int]:
    """(the file's size, the offset just past its last whole line), reading only its end."""
    with open(path, "rb") as handle:
        size = end = handle.seek(0, os.SEEK_END)
        while end > 0:
            start = max(0, end - chunk)
            handle.seek(start)
            newline = handle.read(end - start).rfind(b"\n")
            if newline >= 0:
                return size, start + newline + 1
            end = start
    return size, 0
