"""The change files: each device appends its changes, and reads everyone's.

A device's changes are in `sync/<device>/changes-000001.jsonl`, `changes-000002.jsonl`, …:
one JSON change per line, appended and fsynced before the library's own files are
written, and never rewritten. Only the device itself writes its folder, so a sync engine
never has two versions of one file to choose between; a new file is started past
:data:`SEGMENT_BYTES` so that what an engine hashes and sends again stays small.

A place in a device's changes is a :data:`~lectern.core.sync.positions.Position`, (file
number, byte offset), just past a whole line. Readers take only whole lines, so a file
still being written, or one a sync engine has delivered half of, is read up to its last
complete change. A line that ends in the middle (the writer was killed while appending)
was never acknowledged; the writer cuts it off the next time it opens.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

from lectern.core.atomic_file import fsync_folder
from lectern.core.errors import StorageWriteError
from lectern.core.said import said
from lectern.core.sync.positions import SYNC_DIR, Position, segment_name, segments, whole_lines

log = logging.getLogger(__name__)

SEGMENT_BYTES = 8 * 1024 * 1024


def parse_lines(payload: bytes, start: int = 0) -> Iterator[tuple[dict[str, Any], int]]:
    """(change, offset just past its line) for each whole line of `payload` from `start`."""
    offset = start
    while True:
        end = payload.find(b"\n", offset)
        if end < 0:
            return
        line = payload[offset:end]
        offset = end + 1
        if not line.strip():
            continue
        try:
            record = orjson.loads(line)
        except orjson.JSONDecodeError:
            log.warning("an unreadable change was skipped (%d bytes)", len(line))
            continue
        if isinstance(record, dict):
            yield record, offset


def read_changes(
    folder: Path, start: Position = (0, 0)
) -> Iterator[tuple[dict[str, Any], Position]]:
    """A device's changes after `start`, each with the position just past it."""
    first, offset = start
    for number in segments(folder):
        if number < first:
            continue
        skip = offset if number == first else 0
        try:
            with open(folder / segment_name(number), "rb") as handle:
                if skip > os.fstat(handle.fileno()).st_size:
                    # Shorter than what was merged: an older copy put back (a restored
                    # backup). Merging it again from its start changes nothing already
                    # merged and misses nothing written after.
                    skip = 0
                handle.seek(skip)
                payload = handle.read()
        except OSError as exc:
            log.warning("could not read %s: %s", folder / segment_name(number), exc)
            return  # the rest waits for the next read: positions must not skip it
        for record, end in parse_lines(payload):
            yield record, (number, skip + end)


class OwnJournal:
    """This device's change files: appended to, durably, by the one writer."""

    def __init__(self, library: Path, device: str, *, readonly: bool = False) -> None:
        self.folder = library / SYNC_DIR / device
        self.device = device
        self.readonly = readonly
        numbers = segments(self.folder)
        self._number = numbers[-1] if numbers else 1
        self._size = 0
        if numbers:
            path = self.folder / segment_name(self._number)
            size, whole = whole_lines(path)
            if whole < size and not readonly:
                # A change cut off by a crash while it was appended: never acknowledged.
                log.warning("cut off %d bytes of an unfinished change", size - whole)
                os.truncate(path, whole)
            self._size = whole

    @property
    def position(self) -> Position:
        """Just past this device's last change."""
        return (self._number, self._size)

    def continue_after(self, merged: Position) -> None:
        """The files are behind what the library merged of them (sync/ deleted, or an older
        copy put back): write on in a file numbered after it, which every device that merged
        that far reads next, instead of under places they have passed already."""
        if self.position < merged:
            self._number, self._size = merged[0] + 1, 0

    def append(self, records: list[dict[str, Any]]) -> None:
        """Append and fsync; StorageWriteError (and nothing appended) if the disk refuses."""
        if not records:
            return
        if self.readonly:
            raise StorageWriteError(
                said("The library is open read-only; changes are not possible.")
            )
        payload = b"".join(orjson.dumps(record) + b"\n" for record in records)
        if self._size and self._size + len(payload) > SEGMENT_BYTES:
            self._number, self._size = self._number + 1, 0
        path = self.folder / segment_name(self._number)
        created = not path.exists()
        try:
            if created:
                self.folder.mkdir(parents=True, exist_ok=True)
            with open(path, "ab") as handle:
                try:
                    handle.write(payload)
                    handle.flush()
                    os.fsync(handle.fileno())
                except OSError:
                    handle.truncate(self._size)  # leave no part of a change behind
                    raise
            if created:
                fsync_folder(self.folder)
        except OSError as exc:
            raise StorageWriteError(
                said(
                    "Could not save {name} in {folder}: {reason}. "
                    "Your change is kept in memory and will be saved again.",
                    name=path.name,
                    folder=str(self.folder),
                    reason=exc.strerror or str(exc),
                )
            ) from exc
        self._size += len(payload)
