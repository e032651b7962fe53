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

WRITE_CHUNK = 2000  # documents serialized per piece written
READ_CHUNK = 64  # documents parsed per orjson call: small enough to stay in the CPU's cache

_OPEN = b"{\n"
_CLOSE = b"}\n"
_TABLE_END = (b"},\n", b"}\n")


class _NotLined(Exception):
    """The file is not (wholly) in the one-document-per-line layout."""


def dump_lines(data: dict[str, dict[str, Any]]) -> Iterator[bytes]:
    """The file's bytes in pieces, one table and a few thousand documents at a time."""
    yield _OPEN
    tables = list(data.items())
    for t, (name, docs) in enumerate(tables):
        yield orjson.dumps(name) + b":{\n"
        keys = list(docs)
        for start in range(0, len(keys), WRITE_CHUNK):
            part = keys[start : start + WRITE_CHUNK]
            lines = [orjson.dumps(str(key)) + b":" + orjson.dumps(docs[key]) for key in part]
            yield b",\n".join(lines) + (b",\n" if start + WRITE_CHUNK < len(keys) else b"\n")
        yield _TABLE_END[0] if t < len(tables) - 1 else _TABLE_END[1]
    yield _CLOSE


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


def read_lines(handle: IO[bytes]) -> dict[str, Any] | None:
    """The file's data if it is in the layout, else None (read it whole instead)."""
    if handle.readline() != _OPEN:
        return None
    try:
        with collector_paused():
            return _read_tables(handle)
    except (_NotLined, orjson.JSONDecodeError, UnicodeDecodeError):
        return None


def _read_tables(handle: IO[bytes]) -> dict[str, Any]:
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
        end = _read_docs(handle, table)
        if end == _TABLE_END[1]:
            break
    if handle.readline() != _CLOSE or handle.read().strip():
        raise _NotLined
    return data


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
