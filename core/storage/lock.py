"""One writer per library: an OS-level file lock plus a note saying who holds it.

Two TinyDB writers on the same file silently lose each other's updates (each writes
back the whole file it read). The lock makes the second writer fail loudly instead,
naming the holder so the user knows which window or command to close. The OS releases
the lock when the holder dies, so a crash never leaves the library locked.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import sys
from pathlib import Path

from filelock import FileLock, Timeout

from lectern.core.atomic_file import remove_stale_temp_files, write_file
from lectern.core.errors import LibraryLockedError
from lectern.core.models import to_iso, utcnow
from lectern.core.said import said

LOCK_NAME = "lectern.lock"
HOLDER_NAME = "lectern.lock.json"


def describe_program() -> str:
    argv0 = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else "python"
    if argv0 in {"__main__.py", "-c", ""}:
        argv0 = "python"
    return argv0


class LibraryLock:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._lock = FileLock(str(folder / LOCK_NAME), timeout=0, thread_local=False)

    @property
    def holder_path(self) -> Path:
        return self.folder / HOLDER_NAME

    def holder(self) -> dict[str, object]:
        try:
            holder: dict[str, object] = json.loads(self.holder_path.read_text("utf-8"))
        except (OSError, ValueError):
            return {}
        return holder

    def acquire(self, program: str = "") -> None:
        try:
            self._lock.acquire()
        except Timeout:
            holder = self.holder_description()
            raise LibraryLockedError(
                said(
                    "The library at {folder} is being changed by {holder}. "
                    "Close it there and try again; reading and searching still work meanwhile.",
                    folder=str(self.folder),
                    holder=holder,
                ),
                holder,
            ) from None
        info = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "program": program or describe_program(),
            "since": to_iso(utcnow()),
        }
        remove_stale_temp_files(self.folder, HOLDER_NAME)  # a holder killed while writing it
        # Replaced whole, so a second process never reads half of it; not durable: it only
        # names the holder, and is removed when the lock is released. The note is a
        # courtesy (the lock itself is what protects the data): a failure to write it is not.
        with contextlib.suppress(OSError):
            write_file(self.holder_path, json.dumps(info).encode("utf-8"), durable=False)

    def release(self) -> None:
        if self._lock.is_locked:
            self.holder_path.unlink(missing_ok=True)
            self._lock.release()

    def holder_description(self) -> str:
        """Who holds the lock, as its note says: "Lectern (process 4242, since …)"."""
        info = self.holder()
        if not info:
            return said("another Lectern process")
        program = str(info.get("program", "Lectern"))
        pid = str(info.get("pid", "?"))
        since = str(info.get("since", "?"))[:16].replace("T", " ")
        if info.get("host") and info.get("host") != socket.gethostname():
            return said(
                "{program} (process {pid} on {host}, since {since} UTC)",
                program=program,
                pid=pid,
                host=str(info["host"]),
                since=since,
            )
        return said(
            "{program} (process {pid}, since {since} UTC)", program=program, pid=pid, since=since
        )
