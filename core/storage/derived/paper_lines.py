"""A few papers read from `papers.json` without loading the library: what `lectern search`
prints.

Printing twenty search results needs twenty paper documents and the set of papers that
are hidden (in the Trash, merged into another), not 75,000 parsed documents. Since
`papers.json` is written one paper per line (:mod:`lectern.core.storage.doclines`), this
finds where each paper's line is from the start of the line alone (``"7":{"id":"…",``),
finds the hidden ones by their keys (``"trashed":`` and ``"merged_into":`` can only be
keys: a quote inside a JSON string is always escaped), and parses only the lines asked for.
Where the lines are is kept in `paper-lines.json` beside it, derived data like the index:
it names the file it was read from (inode, size, times), and a file written since, by
the window or any command, is read through again and the cache replaced.

:func:`read_paper_lines` answers None for anything but a complete file in that layout at
the current schema version (an older file, a hand-edited one, a damaged or missing one):
the caller then opens the library as usual, which upgrades, recovers or reports.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import orjson

from lectern.core.atomic_file import write_file
from lectern.core.deferred_log import DeferredLogger
from lectern.core.storage.derived.line_spans import HeldFile, LineSpans, file_identity

log = DeferredLogger(__name__)

CACHE = "paper-lines.json"
CACHE_FORMAT = 4  # 2: the ids as one text; 3: each id with its line (line_spans); 4: _meta
PAPERS, META = "papers", "_meta"
_ID_AT_START = b':{"id":"'
_HIDING_KEYS = (b'"trashed":', b'"merged_into":')
_TABLE_ENDS = (b"},", b"}")


class _Unexpected(Exception):
    """The file is not one this reader can answer for: open the library instead."""


@dataclass
class PaperLines(HeldFile):
    """Where each paper of one `papers.json` is, which are hidden, its generation and
    `_meta` document (how far it merged each device's changes; the file held open: see
    HeldFile)."""

    generation: int
    meta: Mapping[str, Any]
    trash: frozenset[str]
    merged: frozenset[str]
    _spans: Mapping[str, tuple[int, int]]
    _handle: BinaryIO

    def __len__(self) -> int:
        """Papers in the library (not the Trash, not merged away), as `len(Library)`."""
        return len(self._spans) - sum(1 for pid in self.trash | self.merged if pid in self._spans)

    def is_live(self, paper_id: str) -> bool:
        return (
            paper_id in self._spans and paper_id not in self.trash and paper_id not in self.merged
        )

    def documents(self, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """The stored documents of these papers; any not found where expected is left out."""
        found = {}
        for pid in ids:
            try:
                span = self._spans.get(pid)
            except ValueError:  # the cache is wrong: left out, so the library answers
                continue
            if span is None:
                continue
            line = self._read_span(span)
            (doc,) = _document(line, 0, len(line)).values()
            if isinstance(doc, dict) and doc.get("id") == pid:  # else the cache was wrong
                found[pid] = doc
        return found


def read_paper_lines(path: Path, schema: int) -> PaperLines | None:
    """The papers of `path` if it is complete, one paper per line and at `schema`; else None.

    Where the lines are is kept in `paper-lines.json` beside it for the next time, with
    the file's identity (inode, size, times): a file written since is read through again.
    """
    try:
        handle = open(path, "rb")  # noqa: SIM115 - PaperLines closes it
    except OSError:
        return None
    try:
        identity = file_identity(os.fstat(handle.fileno()))
        found = _from_cache(path.with_name(CACHE), identity, schema)
        if found is None:
            found = _read(handle.read(), schema)
            _write_cache(path.with_name(CACHE), identity, schema, *found)
        return PaperLines(*found, handle)
    except (OSError, _Unexpected, orjson.JSONDecodeError, UnicodeDecodeError, ValueError):
        handle.close()
        return None


_Found = tuple[
    int, Mapping[str, Any], frozenset[str], frozenset[str], Mapping[str, tuple[int, int]]
]


def _from_cache(cache: Path, identity: list[int], schema: int) -> _Found | None:
    """What the cache says of the file, if it was written for exactly this file."""
    try:
        kept = orjson.loads(cache.read_bytes())
        if kept.get("format") != CACHE_FORMAT or kept.get("file") != identity:
            return None
        if kept.get("schema") != schema:
            return None
        spans = LineSpans.kept(kept)
        meta = kept["meta"]
        if not isinstance(meta, dict):
            return None
        trash, merged = frozenset(kept["trash"]), frozenset(kept["merged"])
        return int(kept["generation"]), meta, trash, merged, spans
    except (OSError, orjson.JSONDecodeError, KeyError, TypeError, ValueError):
        return None


def _write_cache(
    cache: Path,
    identity: list[int],
    schema: int,
    generation: int,
    meta: Mapping[str, Any],
    trash: frozenset[str],
    merged: frozenset[str],
    spans: Mapping[str, tuple[int, int]],
) -> None:
    """Best effort: a folder that refuses it only means reading the file through next time."""
    lines = LineSpans.of(spans)
    if lines is None:
        return  # an id with a line break (by hand): read through each time
    kept = {
        "format": CACHE_FORMAT,
        "file": identity,
        "schema": schema,
        "generation": generation,
        "meta": meta,
        "trash": sorted(trash),
        "merged": sorted(merged),
        **lines.to_kept(),
    }
    try:
        # Not durable: derived data, named for the exact file it was made from; a torn one
        # does not parse and is made again, so `lectern search` pays for no fsync.
        write_file(cache, orjson.dumps(kept), durable=False)
    except OSError as exc:
        log.info("could not keep where the papers are in %s: %s", cache, exc)


def _read(data: bytes, schema: int) -> _Found:
    if not data.startswith(b"{\n") or not data.endswith(b"}\n}\n"):
        raise _Unexpected  # not the layout, or cut short
    tables: dict[str, tuple[int, int]] = {}  # name → (first document line, end of the table)
    spans: dict[str, tuple[int, int]] = {}
    pos = 2
    while True:
        end = data.find(b"\n", pos)
        header = data[pos:end]
        if end < 0 or not header.endswith(b":{"):
            raise _Unexpected
        name = orjson.loads(header[:-2])
        if not isinstance(name, str) or name in tables:
            raise _Unexpected
        start = end + 1
        pos = _walk(data, start, spans if name == PAPERS else None)
        tables[name] = (start, pos)
        closing = data[pos : data.find(b"\n", pos)]
        pos += len(closing) + 1
        if closing == b"}":
            break
    if data[pos:] != b"}\n" or PAPERS not in tables or META not in tables:
        raise _Unexpected
    meta = _document(data, *tables[META])
    info = meta.get("1") if isinstance(meta, dict) else None
    if not isinstance(info, dict) or info.get("schema") != schema:
        raise _Unexpected  # another schema: the library upgrades it, or refuses it
    generation = info.get("generation", 0)
    if not isinstance(generation, int):
        raise _Unexpected
    trash, merged = _hidden(data, *tables[PAPERS], spans)
    return generation, info, trash, merged, spans


def _document(data: bytes, start: int, end: int) -> Any:
    """The one document on the line(s) between `start` and `end`, as ``{"key": doc}`` gives it."""
    body = data[start:end].rstrip(b"\n")
    return orjson.loads(b"{" + (body[:-1] if body.endswith(b",") else body) + b"}")


def _walk(data: bytes, pos: int, spans: dict[str, tuple[int, int]] | None) -> int:
    """Walk a table's document lines to the line that closes it (returned), noting each
    paper's id and line in `spans`; a line that does not begin with the id is parsed whole.

    A document line begins with its key, a closing line with a brace: JSON escapes line
    breaks, so each line break found is one of the layout's.
    """
    find = data.find
    while True:
        stop = find(b"\n", pos)
        if stop < 0:
            raise _Unexpected
        if data[pos] == 0x7D:  # "}"
            if data[pos:stop] not in _TABLE_ENDS:
                raise _Unexpected
            return pos
        if spans is not None:
            spans[_line_id(data, pos, stop)] = (pos, stop)
        pos = stop + 1


def _line_id(data: bytes, pos: int, stop: int) -> str:
    find = data.find
    at = find(_ID_AT_START, pos, min(stop, pos + 40))
    quote = find(b'"', at + 8, stop) if at > 0 else -1
    if quote > 0 and data.find(b"\\", at + 8, quote) < 0:  # no backslash: no escapes
        return data[at + 8 : quote].decode("utf-8")
    docs = _document(data, pos, stop)
    if not isinstance(docs, dict) or len(docs) != 1:
        raise _Unexpected
    (doc,) = docs.values()
    if not isinstance(doc, dict) or "id" not in doc:
        raise _Unexpected
    return str(doc["id"])


def _hidden(
    data: bytes, start: int, end: int, spans: dict[str, tuple[int, int]]
) -> tuple[frozenset[str], frozenset[str]]:
    """The papers in the Trash and those merged away, from the lines that carry those keys."""
    found: dict[bytes, set[str]] = {key: set() for key in _HIDING_KEYS}
    lines: dict[int, dict[str, Any]] = {}
    for key, ids in found.items():
        at = data.find(key, start, end)
        while at >= 0:
            line = data.rfind(b"\n", start - 1, at) + 1
            if line not in lines:
                (doc,) = _document(data, line, data.find(b"\n", at, end)).values()
                lines[line] = doc
            doc = lines[line]
            if spans.get(str(doc.get("id"))) is None:
                raise _Unexpected
            if doc.get(key.strip(b'":').decode()):
                ids.add(str(doc["id"]))
            at = data.find(key, at + 1, end)
    trash, merged = (frozenset(found[key]) for key in _HIDING_KEYS)
    return trash, merged
