"""The annotations of a few papers read from `annotations.json` without parsing it all:
what `lectern search` prints beside its results.

A user who marked thousands of papers has an `annotations.json` of megabytes; printing
twenty results needs the annotations of those twenty and the file's generation (which
says whether the index is up to date). The file is one compact JSON document, written by
one `orjson.dumps`, so once it has been parsed and found to be exactly that dump, where
each paper's annotation lies in it can be counted from the parsed documents. That is
kept in `annotation-lines.json` beside it, derived data like `paper-lines.json`: it names
the file it was made from (inode, size, times), and is used only while that very file is
there. A file written since gets None from :func:`read_annotation_lines`; the caller then
opens it as the library does (which also reports damage or an upgrade) and keeps where
its annotations are with :func:`keep_annotation_lines` for the next time.
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

CACHE = "annotation-lines.json"
CACHE_FORMAT = 3  # 2: each id with its line (line_spans); 3: the file's _meta
ANNOTATIONS, META = "annotations", "_meta"


@dataclass
class AnnotationLines(HeldFile):
    """Where each annotated paper's document is in one `annotations.json`, its generation
    and `_meta` document (how far it merged each device's changes; the file held open: see
    HeldFile)."""

    generation: int
    meta: Mapping[str, Any]
    _spans: Mapping[str, tuple[int, int]]
    _handle: BinaryIO

    def documents(self, ids: Iterable[str]) -> dict[str, dict[str, Any]] | None:
        """The annotation documents of those of these papers that have one; None if one
        is not where the cache says (the cache is wrong: read the file through)."""
        found = {}
        for pid in ids:
            try:
                span = self._spans.get(pid)
            except ValueError:
                return None
            if span is None:
                continue  # never annotated
            try:
                doc = orjson.loads(self._read_span(span))
            except orjson.JSONDecodeError:
                return None
            if not isinstance(doc, dict) or doc.get("paper_id") != pid:
                return None
            found[pid] = doc
        return found


def read_annotation_lines(path: Path, schema: int) -> AnnotationLines | None:
    """Where the annotations of `path` are, if the cache beside it was made for exactly
    this file at `schema`; else None."""
    try:
        handle = open(path, "rb")  # noqa: SIM115 - AnnotationLines closes it
    except OSError:
        return None
    try:
        identity = file_identity(os.fstat(handle.fileno()))
        kept = orjson.loads(path.with_name(CACHE).read_bytes())
        if kept.get("format") != CACHE_FORMAT or kept.get("file") != identity:
            raise ValueError("made for another file")
        if kept.get("schema") != schema:
            raise ValueError("made for another schema")
        spans = LineSpans.kept(kept)
        if not spans.in_order():  # else an annotation not found would read as none
            raise ValueError("ids out of order")
        meta = kept["meta"]
        if not isinstance(meta, dict):
            raise ValueError("no _meta kept")
        return AnnotationLines(int(kept["generation"]), meta, spans, handle)
    except (OSError, orjson.JSONDecodeError, KeyError, TypeError, ValueError):
        handle.close()
        return None


def keep_annotation_lines(path: Path, schema: int, data: dict[str, Any]) -> None:
    """Keep where each paper's annotation is in `path`, whose parsed contents are `data`.

    Kept only if the file on disk is, byte for byte, the compact dump of `data` (else the
    offsets counted from `data` would not be the file's); best effort otherwise too.
    """
    try:
        with open(path, "rb") as handle:
            identity = file_identity(os.fstat(handle.fileno()))
            raw = handle.read()
        spans = _spans(raw, data)
    except (OSError, orjson.JSONEncodeError, TypeError):
        return
    meta = data.get(META, {}).get("1", {})
    lines = None if spans is None else LineSpans.of(spans)
    if lines is None or meta.get("schema") != schema:
        return
    kept = {
        "format": CACHE_FORMAT,
        "file": identity,
        "schema": schema,
        "generation": int(meta.get("generation", 0)),
        "meta": meta,
        **lines.to_kept(),
    }
    cache = path.with_name(CACHE)
    try:
        # Not durable: derived data, named for the exact file it was made from; a torn one
        # does not parse and is made again, so `lectern search` pays for no fsync.
        write_file(cache, orjson.dumps(kept), durable=False)
    except OSError as exc:
        log.info("could not keep where the annotations are in %s: %s", cache, exc)


def _spans(raw: bytes, data: dict[str, Any]) -> dict[str, tuple[int, int]] | None:
    """paper id → (start, end) of its annotation in `raw`, if `raw` is `data`'s compact dump.

    As the library reads the file, the last document of a paper is its annotation.
    """
    if orjson.dumps(data) != raw:
        return None  # written otherwise (by hand, or by another program)
    spans: dict[str, tuple[int, int]] = {}
    pos = 1  # past "{"
    for n, (name, table) in enumerate(data.items()):
        pos += (1 if n else 0) + len(orjson.dumps(name)) + 1  # [","] "name" ":"
        if name == ANNOTATIONS and isinstance(table, dict):
            at = pos + 1  # past "{"
            for m, (key, doc) in enumerate(table.items()):
                at += (1 if m else 0) + len(orjson.dumps(key)) + 1
                size = len(orjson.dumps(doc))
                if isinstance(doc, dict) and isinstance(doc.get("paper_id"), str):
                    spans[doc["paper_id"]] = (at, at + size)
                at += size
        pos += len(orjson.dumps(table))
    return spans
