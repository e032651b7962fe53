"""The order of changes across devices: a hybrid logical clock.

A stamp is text that sorts in the order of the changes: the wall-clock time in
milliseconds, a counter for changes within the same millisecond, and the device id, at
fixed widths (``0193a1b2c3d4-0000-k3m9x2qa``). The latest stamp wins a field.

A device's clock never goes back: a stamp is after the wall clock and after every stamp
this device has seen, its own or another device's. So a change made after seeing a
change from a computer whose clock runs ahead is still ordered after it, and the edit
the user made last wins even between computers whose clocks disagree.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime

_MS_DIGITS = 12  # hexadecimal milliseconds: good until the year 10889
_COUNT_DIGITS = 4
_MAX_COUNT = 16**_COUNT_DIGITS - 1
DEVICE_LENGTH = 8


def make_stamp(ms: int, count: int, device: str) -> str:
    return f"{ms:0{_MS_DIGITS}x}-{count:0{_COUNT_DIGITS}x}-{device}"


def stamp_ms(stamp: str) -> int:
    """The stamp's time in milliseconds since 1970 (0 for text that is not a stamp)."""
    try:
        return int(stamp[:_MS_DIGITS], 16)
    except ValueError:
        return 0


def stamp_time(stamp: str) -> datetime:
    return datetime.fromtimestamp(stamp_ms(stamp) / 1000, UTC)


def stamp_device(stamp: str) -> str:
    return stamp[_MS_DIGITS + _COUNT_DIGITS + 2 :]


def is_stamp(value: object) -> bool:
    return (
        isinstance(value, str)
        and len(value) == _MS_DIGITS + _COUNT_DIGITS + 2 + DEVICE_LENGTH
        and value[_MS_DIGITS] == "-"
        and value[_MS_DIGITS + _COUNT_DIGITS + 1] == "-"
    )


def wall_ms() -> int:
    return time.time_ns() // 1_000_000


class Clock:
    """Hands out this device's stamps; thread-safe. `now` is the wall clock in ms."""

    def __init__(self, device: str, now: Callable[[], int] = wall_ms) -> None:
        self.device = device
        self._now = now
        self._ms = 0
        self._count = 0
        self._lock = threading.Lock()

    def next(self) -> str:
        with self._lock:
            wall = self._now()
            if wall > self._ms:
                self._ms, self._count = wall, 0
            elif self._count < _MAX_COUNT:
                self._count += 1
            else:  # 65,536 changes in one millisecond: borrow the next one
                self._ms, self._count = self._ms + 1, 0
            return make_stamp(self._ms, self._count, self.device)

    def see(self, stamp: str) -> None:
        """A stamp read from any device: later stamps of this one come after it."""
        if not is_stamp(stamp):
            return
        ms = stamp_ms(stamp)
        count = int(stamp[_MS_DIGITS + 1 : _MS_DIGITS + 1 + _COUNT_DIGITS], 16)
        with self._lock:
            self._ms, self._count = max((self._ms, self._count), (ms, count))
