"""Crash-safe TinyDB storage: a whole-file JSON document, replaced atomically and durably.

TinyDB's stock JSONStorage rewrites the file in place, so a crash mid-write can leave
a truncated file. Here every write serializes first and replaces the file durably through
:mod:`lectern.core.atomic_file` (a temp file in the same folder, fsynced, renamed over the
old file, the folder fsynced): at any moment the file on disk is either the old or the new
version, never a mixture.

The storage also keeps the parsed data in memory. Lectern holds a lock on the library
while it writes, so nobody else changes the file behind our back, and TinyDB's
read-modify-write cycle does not re-parse a large file on every operation. When a
write fails (disk full, read-only folder), the change stays in memory, the file on
disk stays as it was, and :meth:`AtomicJSONStorage.flush` tries again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import orjson
from tinydb.storages import Storage

from lectern.core.atomic_file import write_file
from lectern.core.errors import StorageWriteError
from lectern.core.said import said
from lectern.core.storage.abstracts import TABLE as ABSTRACT_TABLE
from lectern.core.storage.abstracts import Abstracts
from lectern.core.storage.derived import parsed
from lectern.core.storage.doclines import collector_paused, dump_compact, dump_lines, read_lines

log = logging.getLogger(__name__)


class UnreadableFileError(Exception):
    """The file exists but does not hold a JSON object (truncated, garbage, empty)."""


def read_json_file(path: Path, abstracts: Abstracts | None = None) -> dict[str, Any] | None:
    """The parsed file, None if it does not exist; UnreadableFileError if damaged.

    With `abstracts`, the papers' abstracts stay on disk if the file allows it, and what
    was kept of the file when it was last parsed is used if it is of this very file
    (lectern.core.storage.derived.parsed).
    """
    try:
        with open(path, "rb") as handle:
            if abstracts is not None:
                with collector_paused():
                    data = parsed.read(handle, path, abstracts)
                if data is not None:
                    return data
                handle.seek(0)
            data = read_lines(handle, abstracts)  # the quick way, for files written by line
            if data is not None:
                return data
            handle.seek(0)
            raw = handle.read()
    except FileNotFoundError:
        return None
    if not raw.strip():
        raise UnreadableFileError(said("{name} is empty", name=path.name))
    try:
        with collector_paused():
            data = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise UnreadableFileError(
            said("{name} is not valid JSON ({problem})", name=path.name, problem=str(exc))
        ) from None
    if not isinstance(data, dict):
        raise UnreadableFileError(said("{name} does not hold a JSON object", name=path.name))
    return data


class AtomicJSONStorage(Storage):
    """TinyDB storage with atomic, durable writes and an in-memory copy of the data."""

    def __init__(
        self,
        path: str | Path,
        *,
        readonly: bool = False,
        initial: dict[str, Any] | None = None,
        lined: bool = False,
        abstracts: Abstracts | None = None,
    ) -> None:
        self.path = Path(path)
        self.readonly = readonly
        self.lined = (
            lined  # one document per line (see lectern.core.storage.doclines): for large files
        )
        self.abstracts = abstracts  # the papers' abstracts left on disk (lined files only)
        self._data: dict[str, Any] | None = initial
        self._loaded = initial is not None
        self._batch_depth = 0
        self.dirty = False  # memory holds changes the file does not
        # A read-only library merged in memory (Library.merge_in_memory): its changes stay
        # there, and the file, which another program may be writing, is never written.
        self.memory_only = False
        # Called just before the file is written (the library appends its change lines
        # there, so they are never behind the file); a StorageWriteError stops the write.
        self.before_flush: Callable[[], None] | None = None

    # TinyDB's interface ------------------------------------------------------
    def read(self) -> dict[str, Any] | None:
        if not self._loaded:
            self._data = read_json_file(self.path)
            self._loaded = True
        return self._data

    def write(self, data: dict[str, Any]) -> None:
        self._data = data
        self._loaded = True
        self.dirty = True
        if self._batch_depth == 0:
            self.flush()

    def close(self) -> None:
        pass

    # Lectern's additions -----------------------------------------------------
    @property
    def data(self) -> dict[str, Any]:
        return self.read() or {}

    @contextmanager
    def batch(self, *, flush: bool = True) -> Iterator[None]:
        """Many TinyDB operations, one write to disk at the end (or none: the caller flushes)."""
        self._batch_depth += 1
        try:
            yield
        finally:
            self._batch_depth -= 1
        if flush and self._batch_depth == 0 and self.dirty:  # not reached when the batch raised
            self.flush()

    def flush(self) -> None:
        """Write memory to disk if it holds unsaved changes; StorageWriteError on failure."""
        if not self.dirty or self.memory_only:
            return
        if self.readonly:
            raise StorageWriteError(
                said("{name}: the library is open read-only", name=self.path.name)
            )
        if self.before_flush is not None:
            self.before_flush()
        data = self._data or {}
        if self.abstracts is not None:
            parsed.forget(self.path)  # what was kept of the file no longer holds
        abstracts = self.abstracts.writer() if self.abstracts is not None else None
        payload = dump_lines(data, abstracts) if self.lined else dump_compact(data)
        try:
            write_file(self.path, payload, durable=True)  # the user's data
        except OSError as exc:
            reason, name, folder = exc.strerror or str(exc), self.path.name, str(self.path.parent)
            kept = self.before_flush is not None  # the change's lines are in the change file
            refused = StorageWriteError(
                said(
                    "Could not save {name} in {folder}: {reason}. Your change is kept "
                    "in the library's change file and will be saved again.",
                    name=name,
                    folder=folder,
                    reason=reason,
                )
                if kept
                else said(
                    "Could not save {name} in {folder}: {reason}. "
                    "Your change is kept in memory and will be saved again.",
                    name=name,
                    folder=folder,
                    reason=reason,
                )
            )
            refused.in_change_file = kept
            raise refused from exc
        self.dirty = False
        if self.abstracts is not None and abstracts is not None:
            self.abstracts.written(abstracts, (data.get(ABSTRACT_TABLE) or {}).values())
