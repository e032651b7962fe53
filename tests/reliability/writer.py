"""A writer to be killed: annotates papers in a loop and reports each acknowledged write.

Run as `python -m tests.reliability.writer LIBRARY SEED [FSYNC_DELAY]`. For each write it
prints `intent <json>` before calling the library and `ack <json>` once the call has
returned (durable and searchable, by the library's promise). The parent kills it at
random moments and checks every acknowledged write survived.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time

from lectern.core.library import Library
from lectern.core.models import Status

STATUSES = list(Status)


def slow_disk(delay: float) -> None:
    """Delay every fsync, as a slow or busy disk would: widens the window for a kill."""
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        time.sleep(delay)
        real_fsync(fd)

    os.fsync = fsync  # type: ignore[assignment]  # Lectern hands it int descriptors only


def main(folder: str, seed: int, delay: float = 0.0) -> None:
    if delay:
        slow_disk(delay)
    rng = random.Random(seed)
    library = Library.open(folder, program="reliability-writer")
    ids = sorted(library.ids())
    print("ready", flush=True)
    for n in range(1_000_000):
        pid = rng.choice(ids)
        field = rng.choice(["notes", "status", "rating"])
        if field == "notes":
            value: object = f"note {seed}-{n} " + "x" * rng.randint(0, 2000)
        elif field == "status":
            value = rng.choice(STATUSES).value
        else:
            value = rng.randint(0, 5)
        record = json.dumps({"id": pid, "field": field, "value": value})
        print("intent", record, flush=True)
        if field == "notes":
            library.notes.set_notes(pid, str(value))
        elif field == "status":
            library.notes.set_status([pid], Status(str(value)))
        else:
            library.notes.set_rating([pid], int(value))  # type: ignore[call-overload]
        print("ack", record, flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), float(sys.argv[3]) if len(sys.argv) > 3 else 0.0)
