"""`papers.json` as it was parsed, kept beside it so the next open need not parse it again.

Parsing the metadata of 75,000 papers' lines is most of what opening a library costs
(orjson builds three million Python objects). Lectern keeps what it parsed in
`papers-parsed.bin` (derived data, like `paper-lines.json` and the index): Python's
`marshal` format, which loads the same objects in about half the time, in chunks of a
few thousand papers so that loading holds no more than one chunk's bytes at a time.

It is written when the library closes, unless this session loaded it and papers.json is
unchanged (so a damaged one is replaced at the close), from the documents in memory when
they are the file on disk (no unsaved change; every change to a paper or an import is a write), with
the file's own `_meta` document (the library's copy runs ahead between writes). It names
the file it describes: device, inode, size and modification time, and the bytes of its
`_meta` line (whose generation goes up with every write). Any difference, another
Python, a damaged chunk (each has a CRC-32) or anything unexpected, and the file is
parsed as before; every write of `papers.json` removes it first. Where each abstract is
in `papers.json` (:mod:`lectern.core.storage.abstracts`) is kept with it, in the chunk of its
paper and under that paper's own id (so the next open holds each id once, not a second
copy for the abstracts: 5 MB at 75,000 papers), and the documents hold :data:`ON_DISK`
for them again.

`marshal` refuses any type but the exact built-in ones (a ``str`` subclass, an enum), and
then nothing is written.
"""

from __future__ import annotations

import contextlib
import logging
import marshal
import os
import struct
import sys
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import orjson

from lectern.core.atomic_file import replacing
from lectern.core.storage.abstracts import FIELD, ON_DISK, Abstracts, identity_of

log = logging.getLogger(__name__)

FILE_NAME = "papers-parsed.bin"
META = "_meta"
_MAGIC = b"Lectern parsed papers.json\n"
_FORMAT = 2  # 2: each chunk carries its papers' abstract places
_CHUNK = 4000  # documents per chunk
_HEAD = struct.Struct("<II")  # a chunk's length and CRC-32


def path_for(papers: Path) -> Path:
    return papers.with_name(FILE_NAME)


def _stamp(identity: tuple[int, int, int, int], meta_line: bytes) -> bytes:
    return marshal.dumps((_FORMAT, sys.hexversion, marshal.version, identity, meta_line))


def _meta_line(handle: IO[bytes]) -> bytes:
    """The first three lines of papers.json: the opening, `"_meta":{` and its document."""
    handle.seek(0)
    return b"".join(handle.readline(1 << 16) for _ in range(3))


def _file_meta(head: bytes) -> dict[str, Any] | None:
    opening, table, line = (head.split(b"\n", 2) + [b"", b""])[:3]
    if opening != b"{" or table != b'"_meta":{' or not line.endswith(b"}\n"):
        return None  # not the layout Lectern writes: `_meta` first, one document
    meta = orjson.loads(b"{" + line[:-1] + b"}")
    return meta if isinstance(meta, dict) and isinstance(meta.get("1"), dict) else None


# --- writing --------------------------------------------------------------------------
def keep(papers: Path, data: dict[str, Any], abstracts: Abstracts) -> bool:
    """Keep `data`, which must be exactly what `papers.json` holds now; True if it is kept
    (written now, or already kept for this very file).

    Not kept (False) when the abstracts in memory are not those of the file on disk,
    or a document holds a value `marshal` refuses.
    """
    source = abstracts.source
    if source is None:
        return False
    try:
        with open(papers, "rb") as handle:
            if identity_of(os.fstat(handle.fileno())) != source.identity:
                return False  # replaced since it was read or written: not what memory holds
            head = _meta_line(handle)
        meta = _file_meta(head)
    except (OSError, orjson.JSONDecodeError):
        return False
    if meta is None:
        return False
    if abstracts.kept_for == source.identity:
        return True  # loaded from it, or kept since, and papers.json is unchanged
    stamp = _stamp(source.identity, head)
    target = path_for(papers)
    # The meta document as the file holds it: the library moves its own copy on (where
    # the change files are merged up to) and the file learns it with its next write.
    data = {**data, META: meta}
    count = sum(-(-len(rows) // _CHUNK) or 1 for rows in data.values()) + 1
    try:
        # Not durable: derived data, and a torn file fails its stamp or a chunk's CRC, so
        # the next open parses papers.json instead; an fsync would only slow the close.
        with replacing(target, durable=False) as out:  # a chunk at a time: a few MB, not 40
            out.write(_MAGIC + _HEAD.pack(len(stamp), count) + stamp)
            for chunk in _chunks(data, source.spans):
                out.write(_HEAD.pack(len(chunk), zlib.crc32(chunk)) + chunk)
    except (OSError, ValueError) as exc:  # ValueError: marshal's "unmarshallable object"
        log.info("papers-parsed.bin not written: %s", exc)
        return False
    abstracts.kept_for = source.identity
    return True


# Values many papers hold alike (an import's file and collection, arXiv's categories, an
# author of several papers, a year): each written once, so the next open loads one object
# for all.
_SHARED_VALUES = ("source_file", "venue", "kind", "dialect")
_SHARED_NUMBERS = ("year",)
_SHARED_ITEMS = ("authors", "collections", "keywords", "edited", "aliases")


def _chunks(data: dict[str, Any], spans: dict[str, int]) -> Iterator[bytes]:
    shared: dict[str | int, str | int] = {}
    placed: set[str] = set()  # papers whose abstract's place went with their chunk
    for table, rows in data.items():
        items = list(rows.items())
        for start in range(0, len(items), _CHUNK) if items else [0]:
            part: dict[str, Any] = {}
            on_disk: list[str] = []
            # Keyed by the document's own id object: marshal writes it once for both.
            places: dict[str, int] = {}
            for key, doc in items[start : start + _CHUNK]:
                if type(doc) is not dict:
                    part[key] = doc
                    continue
                kept = part[key] = _sharing(doc, shared)
                if kept.get(FIELD) is ON_DISK:
                    on_disk.append(key)
                    del kept[FIELD]
                pid = kept.get("id")
                if type(pid) is str and pid in spans and pid not in placed:
                    places[pid] = spans[pid]
                    placed.add(pid)
            yield marshal.dumps((table, part, on_disk, places))
    rest = {pid: span for pid, span in spans.items() if pid not in placed}
    yield marshal.dumps(("", rest, [], {}))


def _sharing(doc: dict[str, Any], shared: dict[str | int, str | int]) -> dict[str, Any]:
    """A copy of `doc` whose values that repeat across papers are the strings in `shared`:
    `marshal` writes a string once however many papers hold that object, and loads it as
    one object again. (A third of what 75,000 arXiv papers' authors, files, collections and
    categories took; the documents in memory are left as they are.)"""
    kept = doc.copy()
    for name in _SHARED_VALUES:
        value = kept.get(name)
        if type(value) is str:
            kept[name] = shared.setdefault(value, value)
    for name in _SHARED_NUMBERS:
        number = kept.get(name)
        if type(number) is int:
            kept[name] = shared.setdefault(number, number)
    for name in _SHARED_ITEMS:
        values = kept.get(name)
        if type(values) is list:
            kept[name] = [
                shared.setdefault(item, item) if type(item) is str else item for item in values
            ]
    return kept


def forget(papers: Path) -> None:
    """papers.json is about to change: what was kept of it no longer holds."""
    with contextlib.suppress(OSError):  # a stale file is still refused by its stamp
        path_for(papers).unlink(missing_ok=True)


# --- reading --------------------------------------------------------------------------
def read(papers: IO[bytes], papers_path: Path, abstracts: Abstracts) -> dict[str, Any] | None:
    """What was kept of the open `papers` file, or None (parse it); `abstracts` learns
    where its abstracts are."""
    try:
        identity = identity_of(os.fstat(papers.fileno()))
        with open(path_for(papers_path), "rb") as kept:
            data, spans = _read_kept(kept, _stamp(identity, _meta_line(papers)))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, EOFError, TypeError, struct.error) as exc:
        log.info("papers-parsed.bin not used: %s", exc)
        return None
    if data is None:
        return None
    abstracts.found = spans
    abstracts.read_done(papers)
    abstracts.kept_for = identity
    return data


def _head(kept: IO[bytes]) -> tuple[bytes, int] | None:
    """The stamp of a kept file and its number of chunks; None if it is not one."""
    if kept.read(len(_MAGIC)) != _MAGIC:
        return None
    stamp_length, count = _HEAD.unpack(kept.read(_HEAD.size))
    return kept.read(stamp_length), count


def _read_kept(kept: IO[bytes], stamp: bytes) -> tuple[dict[str, Any] | None, dict[str, int]]:
    head = _head(kept)
    if head is None or head[0] != stamp:
        return None, {}  # of another version of papers.json, or another Python
    count = head[1]
    data: dict[str, Any] = {}
    spans: dict[str, int] = {}
    for number in range(count):
        length, crc = _HEAD.unpack(kept.read(_HEAD.size))
        chunk = kept.read(length)
        if len(chunk) != length or zlib.crc32(chunk) != crc:
            return None, {}
        table, part, on_disk, places = marshal.loads(chunk)
        if number == count - 1:
            if table != "" or type(part) is not dict:
                return None, {}
            spans.update(part)
            break
        rows = data.setdefault(table, {})
        rows.update(part)
        for key in on_disk:
            part[key][FIELD] = ON_DISK
        spans.update(places)
    else:
        return None, {}
    if kept.read(1):
        return None, {}
    return data, spans
