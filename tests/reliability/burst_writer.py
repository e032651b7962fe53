"""A window's worth of triage keys, sent through LibraryService, in a process to be killed.

Run as `python -m tests.reliability.burst_writer LIBRARY COUNT [FSYNC_DELAY]`. It
asks for COUNT changes (status, stars, notes) one every few milliseconds, as fast typing
would, so the writer saves them in groups. For change number n it prints `intent n` as it
asks and `ack n` when the service acknowledges it (on disk, by the service's promise).
The parent kills it mid-burst and checks what reached the disk.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QTimer

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.gui.service import LibraryService
from tests.reliability.writer import slow_disk

STATUSES = list(Status)
KEY_INTERVAL_MS = 5


def change(n: int, ids: list[str]) -> tuple[str, str, object]:
    """Change number n: (paper, field, value); every value is told apart by n."""
    pid = ids[n % len(ids)]
    field = ("notes", "status", "rating")[n % 3]
    value: object = {
        "notes": f"note {n}",
        "status": STATUSES[n % len(STATUSES)].value,
        "rating": n % 6,
    }[field]
    return pid, field, value


def main(folder: str, count: int, delay: float) -> None:
    if delay:
        slow_disk(delay)
    app = QCoreApplication([])
    library = Library.open(folder, program="burst-writer")
    ids = sorted(library.ids())
    service = LibraryService(library)
    print("ready", flush=True)
    sent = [0]

    def ack(n: int) -> None:
        print("ack", n, flush=True)
        if n == count - 1:
            os._exit(0)

    def key() -> None:
        n = sent[0]
        if n >= count:
            return
        sent[0] += 1
        pid, field, value = change(n, ids)
        print("intent", n, flush=True)
        if field == "notes":
            service.submit(lambda lib: lib.notes.set_notes(pid, str(value)), lambda _r: ack(n))
        elif field == "status":
            service.submit(
                lambda lib: lib.notes.set_status([pid], Status(str(value))), lambda _r: ack(n)
            )
        else:
            service.submit(
                lambda lib: lib.notes.set_rating([pid], int(str(value))), lambda _r: ack(n)
            )

    timer = QTimer()
    timer.timeout.connect(key)
    timer.start(KEY_INTERVAL_MS)
    app.exec()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), float(sys.argv[3]) if len(sys.argv) > 3 else 0.0)
