"""A TinyDB file written one document per line, so that it can be read in pieces.

The file stays ordinary JSON (TinyDB, `jq` or any editor read it as before); only the
line breaks are placed with care::

    {
    "_meta":{
    "1":{"schema":1,"generation":4}
    },
    "papers":{
    "1":{"id":"arxiv:2501.00001","title":"…"},
    "2":{"id":"arxiv:2501.00002","title":"…"}
    }
    }

Parsing a 140 MB library in one `orjson.loads` call holds a parse tree of twice the
file's size next to the file and the result: 640 MB at its peak for 75,000 papers.
Read line by line, a few dozen documents per parse, the peak is the result alone, and
the cyclic garbage collector (paused while the documents are created; they hold no
cycles) no longer walks the growing heap again and again.

:func:`read_lines` accepts exactly the files that `orjson.loads` accepts in this layout
and returns the same data; anything else (an older file, a hand-edited one, a damaged
one) gets None, and the caller parses the whole file as before.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO, Any

import orjson

from lectern.core.storage.abstracts import (
    FIELD,
    KEY,
    ON_DISK,
    Abstracts,
    AbstractWriter,
    span_of,
)
from lectern.core.storage.abstracts import (
    SCHEMA as ABSTRACTS_LAST,
)
from lectern.core.storage.abstracts import (
    TABLE as ABSTRACT_TABLE,
)

META = "_meta"
WRITE_CHUNK = 2000  # documents serialized per piece written
COMPACT_CHUNK = 1000  # documents per piece of a file written as one compact document
READ_CHUNK = 64  # documents parsed per orjson call: small enough to stay in the CPU's cache

_OPEN = b"{\n"
_CLOSE = b"}\n"
_TABLE_END = (b"},\n", b"}\n")


class _NotLined(Exception):
    """The file is not (wholly) in the one-document-per-line layout."""


def dump_lines(
    data: dict[str, dict[str, Any]], abstracts: AbstractWriter | None = None
) -> Iterator[bytes]:
    """The file's bytes in pieces, one table and a few thousand documents at a time.

    `_meta` comes first, so a reader knows the schema before the papers; with `abstracts`,
    the papers table's lines end with their abstract (see lectern.core.storage.abstracts).
    """
    if abstracts is None:
        yield from _dump(data, None)
    else:
        with abstracts:  # the file the abstracts on disk are copied from, open meanwhile
            yield from _dump(data, abstracts)


def _dump(data: dict[str, dict[str, Any]], abstracts: AbstractWriter | None) -> Iterator[bytes]:
    yield _OPEN
    at = len(_OPEN)
    tables = sorted(data.items(), key=lambda item: item[0] != META)
    for t, (name, docs) in enumerate(tables):
        header = orjson.dumps(name) + b":{\n"
        yield header
        at += len(header)
        keys = list(docs)
        writer = abstracts if name == ABSTRACT_TABLE else None
        for start in range(0, len(keys), WRITE_CHUNK):
            part = keys[start : start + WRITE_CHUNK]
            last = start + WRITE_CHUNK >= len(keys)
            if writer is None:
                lines = [orjson.dumps(str(key)) + b":" + orjson.dumps(docs[key]) for key in part]
            else:
                lines = []
                for key in part:
                    line = writer.line(orjson.dumps(str(key)) + b":", docs[key], at)
                    lines.append(line)
                    at += len(line) + 2  # and ",\n"
            piece = b",\n".join(lines) + (b"\n" if last else b",\n")
            if writer is None:
                at += len(piece)
            elif last:
                at -= 1  # the last line ends with a newline alone
            yield piece
        end = _TABLE_END[0] if t < len(tables) - 1 else _TABLE_END[1]
        yield end
        at += len(end)
    yield _CLOSE


def dump_compact(data: dict[str, Any]) -> Iterator[bytes]:
    """Exactly ``orjson.dumps(data)``, in pieces of a thousand documents: the writer thread
    then never holds the interpreter for the whole file at once (5 ms for 18,000
    annotations), so the window keeps answering while it saves."""
    yield b"{"
    for t, (name, table) in enumerate(data.items()):
        yield (b"," if t else b"") + orjson.dumps(name) + b":"
        if type(table) is not dict or not table:
            yield orjson.dumps(table)
            continue
        keys = list(table)  # not items(): a tuple each, which the collector would walk
        yield b"{"
        for start in range(0, len(keys), COMPACT_CHUNK):
            part = {key: table[key] for key in keys[start : start + COMPACT_CHUNK]}
            yield (b"," if start else b"") + orjson.dumps(part)[1:-1]
        yield b"}"
    yield b"}"


@contextmanager
def collector_paused() -> Iterator[None]:
    """Create many objects without the cyclic collector re-walking them as they come.

    Parsed JSON holds no reference cycles, so the collector has nothing to find in it:
    the new objects are moved out of its sight (``gc.freeze``) before it runs again, or
    its next pass would walk all of them once more (0.2 s after 75,000 papers).
    Reference counting still frees them as usual.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def read_lines(handle: IO[bytes], abstracts: Abstracts | None = None) -> dict[str, Any] | None:
    """The file's data if it is in the layout, else None (read it whole instead).

    With `abstracts`, the papers' abstracts stay on disk where the file's schema says each
    line ends with one (lectern.core.storage.abstracts); `abstracts` learns where they are.
    """
    if handle.readline() != _OPEN:
        return None
    try:
        with collector_paused():
            data = _read_tables(handle, abstracts)
    except (_NotLined, orjson.JSONDecodeError, UnicodeDecodeError):
        if abstracts is not None:
            abstracts.forget()
        return None
    if abstracts is not None:
        abstracts.read_done(handle)
    return data


def _read_tables(handle: IO[bytes], abstracts: Abstracts | None) -> dict[str, Any]:
    data: dict[str, Any] = {}
    while True:
        header = handle.readline()
        if not header.endswith(b":{\n"):
            raise _NotLined
        name = orjson.loads(header[:-3])
        if not isinstance(name, str):
            raise _NotLined
        table: dict[str, Any] = {}
        data[name] = table
        if name == ABSTRACT_TABLE and abstracts is not None and _abstracts_last(data):
            end = _read_cut(handle, table, abstracts, handle.tell())
        else:
            end = _read_docs(handle, table)
        if end == _TABLE_END[1]:
            break
    if handle.readline() != _CLOSE or handle.read().strip():
        raise _NotLined
    return data


def _abstracts_last(data: dict[str, Any]) -> bool:
    """Whether the file's schema, read before its papers, has each line end with its abstract."""
    info = (data.get(META) or {}).get("1")
    schema = info.get("schema") if isinstance(info, dict) else None
    return isinstance(schema, int) and schema >= ABSTRACTS_LAST


def _read_docs(handle: IO[bytes], table: dict[str, Any]) -> bytes:
    """Fill `table` from its document lines; return the line that closed it."""
    batch: list[bytes] = []
    for line in handle:
        if line in _TABLE_END:
            if batch:
                if batch[-1].endswith(b",\n"):  # a trailing comma: not JSON
                    raise _NotLined
                _parse_into(table, batch)
            return line
        if len(batch) == READ_CHUNK:  # more follow: these must end with a comma
            if not batch[-1].endswith(b",\n"):
                raise _NotLined
            _parse_into(table, batch)
            batch = []
        batch.append(line)
    raise _NotLined  # the file ended inside a table: truncated


def _parse_into(table: dict[str, Any], lines: list[bytes]) -> None:
    body = b"".join(lines).rstrip(b"\n")
    part = orjson.loads(b"{" + (body[:-1] if body.endswith(b",") else body) + b"}")
    if not isinstance(part, dict):
        raise _NotLined
    table.update(part)


_ENDS_IN_STRING = (b'"},\n', b'"}\n')  # a line whose last value is a string
_CUT = KEY + b'"'


def _read_cut(handle: IO[bytes], table: dict[str, Any], abstracts: Abstracts, at: int) -> bytes:
    """_read_docs, each line parsed without the abstract it ends with (kept on disk).

    `at` is where the first line starts. The loop is the hot path of opening a library:
    a few operations per line, the parsing left to orjson, a batch at a time.
    """
    batch: list[bytes] = []  # what is parsed: each line, cut before its abstract
    lines: list[bytes] = []  # the lines whole
    spans: list[int] = []  # where each one's abstract is (see Abstracts.found_at), or -1
    for line in handle:
        if line in _TABLE_END:
            if batch:
                if batch[-1].endswith(b",\n"):  # a trailing comma: not JSON
                    raise _NotLined
                _parse_cut(table, batch, lines, spans, abstracts)
            return line
        if len(batch) == READ_CHUNK:  # more follow: these must end with a comma
            if not batch[-1].endswith(b",\n"):
                raise _NotLined
            _parse_cut(table, batch, lines, spans, abstracts)
            batch, lines, spans = [], [], []
        size = len(line)
        cut = line.rfind(_CUT) if line.endswith(_ENDS_IN_STRING) else -1
        span = -1
        if cut > 0:
            tail = 3 if line[-2] == 44 else 2  # "}," and a newline, or "}" and one
            start, end = cut + len(KEY), size - tail
            # What follows the key must be one string: a quote inside it must be escaped
            # (a key added after the abstract by hand is not; that line is read whole).
            if line.find(b'"', start + 1, end - 1) < 0 or _one_string(line[start:end]):
                span = span_of(at + start, end - start)
        batch.append(line if span < 0 else line[:cut] + line[-tail:])
        spans.append(span)
        lines.append(line)
        at += size
    raise _NotLined  # the file ended inside a table: truncated


def _one_string(raw: bytes) -> bool:
    try:
        return isinstance(orjson.loads(raw), str)
    except orjson.JSONDecodeError:
        return False


def _parse_cut(
    table: dict[str, Any],
    batch: list[bytes],
    lines: list[bytes],
    spans: list[int],
    abstracts: Abstracts,
) -> None:
    body = b"".join(batch).rstrip(b"\n")
    part = orjson.loads(b"{" + (body[:-1] if body.endswith(b",") else body) + b"}")
    if not isinstance(part, dict) or len(part) != len(batch):
        raise _NotLined  # a key twice: read the file whole, as TinyDB would
    found = abstracts.found
    for (key, doc), span, line in zip(part.items(), spans, lines):
        if span < 0:
            continue
        pid = doc.get("id") if isinstance(doc, dict) else None
        if type(pid) is str and FIELD not in doc:
            doc[FIELD] = ON_DISK
            found[pid] = span
        else:  # not a paper as Lectern writes them: keep the line whole
            part[key] = orjson.loads(b"{" + line.rstrip(b",\n") + b"}")[key]
    table.update(part)
