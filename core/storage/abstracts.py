"""Abstracts stay on disk: papers.json's largest field, read when a paper needs it.

Two thirds of `papers.json` are abstracts (100 MB of 150 MB at 75,000 papers), yet the
window shows one at a time. Since schema 4 each paper's line ends with its abstract::

    "7":{"id":"arxiv:…","title":"…",…,"_v":{…},"abstract":"We study …"},

Opening parses each line only up to ``,"abstract":`` and remembers where the abstract's
JSON string starts and how long it is; the document holds :data:`ON_DISK` in its place.
The library reads an abstract from the file when a paper is shown, exported, indexed or
compared, and writing the file copies the bytes of every abstract still on disk from the
file they were read from (never parsed again), so an abstract changes only with its paper.

The cut is safe because a quote inside a JSON string is always escaped: the last
``,"abstract":"`` of a line is a key, and a line that does not end right after that
string (an older layout, a hand edit) is parsed whole, its abstract kept in memory.
After every write the abstracts in memory (new papers, edits) go back to the disk.

:data:`ON_DISK` refuses to be read as text (``str``, ``bool``, ``len``): code that reads a
stored document's abstract without asking the library fails loudly instead of seeing an
empty abstract, and ``orjson`` refuses to write it anywhere but here.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import orjson

from lectern.core.errors import StoreCorruptError
from lectern.core.said import said

SCHEMA = 4  # the first schema whose paper lines each end with the abstract
FIELD = "abstract"
TABLE = "papers"
KEY = b',"abstract":'
_LENGTH_BITS = 24  # an abstract's bytes, packed below its offset (16 MB each at most)
_LENGTH_MASK = (1 << _LENGTH_BITS) - 1
_RECENT = 512  # abstracts kept after they were read one by one
_WAIT_STEP, _WAIT_AT_MOST = 0.005, 5.0  # seconds: a write's rename, until it says what it wrote


def span_of(offset: int, length: int) -> int:
    """Where an abstract's JSON string is in the file, as one int (-1: too long to leave)."""
    return (offset << _LENGTH_BITS) | length if length <= _LENGTH_MASK else -1


class AbstractNotRead(TypeError):
    """A stored document's abstract was used as text without reading it from the file."""


class OnDisk:
    """The value of a stored paper's abstract while it stays in the file."""

    __slots__ = ()

    def _refuse(self, *_: object) -> Any:
        raise AbstractNotRead("this paper's abstract is still on disk: read it through the library")

    __str__ = __bool__ = __len__ = __iter__ = __contains__ = _refuse

    def __eq__(self, other: object) -> bool:
        return other is self

    def __ne__(self, other: object) -> bool:
        return other is not self

    def __hash__(self) -> int:
        return id(self)

    def __repr__(self) -> str:
        return "<abstract on disk>"


ON_DISK = OnDisk()


def identity_of(stat: os.stat_result) -> tuple[int, int, int, int]:
    """Which version of a file this is: device, inode, size and modification time."""
    return (stat.st_dev, stat.st_ino, stat.st_size, stat.st_mtime_ns)


@dataclass(frozen=True)
class _Source:
    """One version of the file and where each paper's abstract is in it."""

    path: Path
    identity: tuple[int, int, int, int]
    spans: dict[str, int]  # paper id → offset << 24 | length of the abstract's JSON string

    def span(self, paper_id: str) -> tuple[int, int]:
        packed = self.spans[paper_id]
        return packed >> _LENGTH_BITS, packed & _LENGTH_MASK

    def open(self) -> IO[bytes] | None:
        """The file, if it is still this version (None if it was replaced meanwhile)."""
        try:
            handle = open(self.path, "rb")  # noqa: SIM115 - the caller reads and closes it
        except FileNotFoundError:
            return None
        if identity_of(os.fstat(handle.fileno())) != self.identity:
            handle.close()
            return None
        return handle


def _decode(raw: bytes, paper_id: str, path: Path) -> str:
    try:
        text = orjson.loads(raw)
    except orjson.JSONDecodeError:
        text = None
    if not isinstance(text, str):
        raise StoreCorruptError(
            said(
                "The abstract of {paper} in {path} cannot be read: the file was changed "
                "outside Lectern while it was open. Close Lectern and open the library again.",
                paper=paper_id,
                path=str(path),
            )
        )
    return text


@dataclass
class Abstracts:
    """Where the abstracts of one papers.json are, and reading them (from any thread)."""

    path: Path
    _source: _Source | None = None
    # filled while the file is read: paper id → span_of(offset, length)
    found: dict[str, int] = field(default_factory=dict)
    _held: threading.local = field(default_factory=threading.local)  # see reading()
    _recent: dict[str, tuple[_Source | None, str]] = field(default_factory=dict)  # see read()
    # the version of the file papers-parsed.bin holds (lectern.core.storage.derived.parsed)
    kept_for: tuple[int, int, int, int] | None = None

    @property
    def source(self) -> _Source | None:
        """The version of the file the abstracts are read from, and where each one is."""
        return self._source

    # --- reading the file --------------------------------------------------------------
    def read_done(self, handle: IO[bytes]) -> None:
        """The file `handle` was read through: its abstracts are the ones found."""
        self._source = _Source(self.path, identity_of(os.fstat(handle.fileno())), self.found)
        self.found = {}

    def forget(self) -> None:
        """The data in memory came from elsewhere (a backup): no abstract is on disk."""
        self._source, self.found = None, {}

    # --- reading abstracts ---------------------------------------------------------
    def read(self, paper_id: str) -> str:
        """One paper's abstract; the last few hundred read are kept, so the window's list and
        detail pane, showing a paper again, need no file read on the UI thread (where each
        system call, with the writer busy, waits for the interpreter again)."""
        source = self._source
        kept = self._recent.get(paper_id)
        if kept is not None and kept[0] is source:
            return kept[1]
        text = self.read_many([paper_id])[paper_id]
        recent = self._recent
        if len(recent) >= _RECENT:
            recent.clear()  # simpler than an LRU, and as good for a screenful of papers
        recent[paper_id] = (source, text)
        return text

    @contextmanager
    def reading(self) -> Iterator[None]:
        """Many reads on this thread with one open file (an import comparing every paper it
        finds): until the block ends, reads here reuse it while the file is unchanged. No
        write may happen inside (on Windows an open file cannot be replaced)."""
        source = self._source
        handle = source.open() if source is not None else None
        self._held.handle = (source, handle)
        try:
            yield
        finally:
            self._held.handle = None
            if handle is not None:
                handle.close()

    @staticmethod
    def _read_from(source: _Source, handle: IO[bytes], wanted: list[str]) -> dict[str, str]:
        spans = sorted((source.span(pid), pid) for pid in wanted)
        out: dict[str, str] = {}
        for (offset, length), pid in spans:
            handle.seek(offset)
            out[pid] = _decode(handle.read(length), pid, source.path)
        return {pid: out[pid] for pid in wanted}

    def read_many(self, ids: Iterable[str]) -> dict[str, str]:
        """The abstracts of these papers (each must be on disk), in file order."""
        wanted = list(dict.fromkeys(ids))
        held = getattr(self._held, "handle", None)
        if held is not None:
            kept, kept_handle = held
            if kept is self._source and kept is not None and kept_handle is not None:
                return self._read_from(kept, kept_handle, wanted)
        waited = 0.0
        while True:
            source = self._source
            if source is None:
                raise KeyError(wanted[0] if wanted else "")
            handle = source.open()
            if handle is None:
                # Replaced by a write that has not said where its abstracts are yet (it
                # does so right after the rename): wait for it, briefly.
                if waited >= _WAIT_AT_MOST:
                    break
                time.sleep(_WAIT_STEP)
                waited += _WAIT_STEP
                continue
            with handle:
                return self._read_from(source, handle, wanted)
        raise StoreCorruptError(
            said(
                "{path} keeps changing while Lectern reads it: another program is writing it.",
                path=str(self.path),
            )
        )

    # --- writing the file ----------------------------------------------------------
    def writer(self) -> AbstractWriter:
        return AbstractWriter(self._source)

    def written(self, writer: AbstractWriter, docs: Iterable[dict[str, Any]]) -> None:
        """The file was replaced by what `writer` wrote: read abstracts from it, and put
        those held in memory (new papers, edits) back on disk."""
        self._source = _Source(self.path, identity_of(os.stat(self.path)), writer.spans)
        for doc in docs:
            if type(doc.get(FIELD)) is str and doc.get("id") in writer.spans:
                doc[FIELD] = ON_DISK


class AbstractWriter:
    """Writes paper lines with the abstract last, copying those still on disk."""

    def __init__(self, source: _Source | None) -> None:
        self._source = source
        self._handle: IO[bytes] | None = None
        self.spans: dict[str, int] = {}

    def __enter__(self) -> AbstractWriter:
        if self._source is not None and self._source.spans:
            self._handle = self._source.open()
            if self._handle is None:
                raise StoreCorruptError(
                    said(
                        "{path} was replaced while Lectern had it open; nothing was "
                        "saved. Close Lectern and open the library again.",
                        path=str(self._source.path),
                    )
                )
        return self

    def __exit__(self, *exc: object) -> None:
        if self._handle is not None:
            self._handle.close()

    def _raw(self, paper_id: str) -> bytes:
        if self._source is None or self._handle is None or paper_id not in self._source.spans:
            raise AbstractNotRead(f"the abstract of {paper_id} is on disk, but not in this file")
        offset, length = self._source.span(paper_id)
        self._handle.seek(offset)
        return self._handle.read(length)

    def line(self, key: bytes, doc: dict[str, Any], at: int) -> bytes:
        """`key:doc` as one line's bytes, the abstract last; `at` is where the line starts."""
        value = doc.get(FIELD, _ABSENT)
        if value is _ABSENT or not (value is ON_DISK or isinstance(value, str)):
            return key + orjson.dumps(doc)
        raw = self._raw(str(doc.get("id"))) if value is ON_DISK else orjson.dumps(value)
        head = orjson.dumps({k: v for k, v in doc.items() if k != FIELD})
        head = head[:-1] + (KEY if len(head) > 2 else KEY[1:])
        span = span_of(at + len(key) + len(head), len(raw))
        if span >= 0:
            self.spans[str(doc["id"])] = span
        return key + head + raw + b"}"


_ABSENT = object()
