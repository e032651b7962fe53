"""How many papers have each field length, segment by segment, kept beside the index.

BM25 weighs a field's length against the average over the live papers. Counting the
75,000 one-byte lengths of each field a query names cost every `lectern search` 10 ms, a
fifteenth of the command. A segment never changes once written, so its counts are kept in
`lectern-lengths.json` in the index's generation folder: derived data, each entry trusted
only for the exact bytes it was counted from (their number and CRC-32, checked on every
read in microseconds); anything else is counted again and the file replaced. The file is
not one of the index's own (the manifest leaves it out): any reader may write it, even
while the writer commits.
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Collection, Mapping
from pathlib import Path

import orjson

from lectern.core.atomic_file import write_file
from lectern.core.deferred_log import DeferredLogger

log = DeferredLogger(__name__)

COUNTS = "lectern-lengths.json"
FORMAT = 2  # 2: each entry's counts with their own CRC


class LengthCounts:
    """Per segment and field: how many documents have each encoded length (0–255)."""

    def __init__(self) -> None:
        self._path: Path | None = None
        # "segment/field" → [crc, size, check, length, count, length, count, ...]: the CRC
        # and number of the bytes counted, and a CRC of the counts after them
        self._kept: dict[str, list[int]] = {}
        self._changed = False

    def use(self, path: Path | None) -> None:
        """Read what is kept at `path` (the generation now open); None keeps nothing on disk."""
        if path == self._path:
            return
        self._path, self._kept, self._changed = path, {}, False
        if path is None:
            return
        try:
            kept = orjson.loads(path.read_bytes())
        except (OSError, orjson.JSONDecodeError):
            return
        if isinstance(kept, dict) and kept.get("format") == FORMAT:
            counts = kept.get("counts")
            self._kept = counts if isinstance(counts, dict) else {}

    def of(self, segment: str, field: str, lengths: bytes) -> Mapping[int, int]:
        """The counts of `lengths`, one segment's encoded lengths of `field`."""
        key = f"{segment}/{field}"
        crc = zlib.crc32(lengths)
        kept = _counts(self._kept.get(key), crc, len(lengths))
        if kept is not None:
            return kept
        counts = Counter(lengths)  # one pass in C
        pairs = [x for pair in sorted(counts.items()) for x in pair]
        self._kept[key] = [crc, len(lengths), zlib.crc32(orjson.dumps(pairs)), *pairs]
        self._changed = True
        return counts

    def save(self, live: Collection[str]) -> None:
        """Keep the counts of the `live` segments, if any were counted since they were read.
        Best effort: a folder that refuses it only means counting again next time."""
        if not self._changed or self._path is None:
            return
        counts = {k: v for k, v in self._kept.items() if k.partition("/")[0] in live}
        try:
            # Not durable: derived data, each entry checked against the bytes it counts, and
            # written by `lectern search` too, which should not wait for an fsync.
            data = orjson.dumps({"format": FORMAT, "counts": counts})
            write_file(self._path, data, durable=False)
        except OSError as exc:
            log.info("could not keep the field length counts in %s: %s", self._path, exc)
        self._kept, self._changed = counts, False


def _counts(kept: object, crc: int, size: int) -> dict[int, int] | None:
    """A kept entry's counts if it was made from `size` bytes with this CRC and is whole
    (a flipped bit in a count or a length fails its own CRC), else None."""
    if not isinstance(kept, list) or kept[:2] != [crc, size] or len(kept) % 2 == 0:
        return None
    pairs = kept[3:]
    if kept[2] != zlib.crc32(orjson.dumps(pairs)):
        return None
    counts = dict(zip(pairs[::2], pairs[1::2], strict=True))
    if len(counts) * 2 != len(pairs) or not all(
        type(n) is int and 0 <= n <= 255 and type(c) is int and c > 0 for n, c in counts.items()
    ):
        return None
    return counts if sum(counts.values()) == size else None
