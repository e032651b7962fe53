"""New PDFs in watched folders, handed over once they have stopped growing.

A browser or a sync client writes a download in pieces: a PDF imported half-written fails,
or becomes a paper of its first pages. So a file is ready only once two checks at least
`QUIET_SECONDS` apart have found it the same size with the same modification time. What
was handed over is remembered by path, size and time (`Sighting.key`), so a file is
imported once, across restarts too; a file written over since is new again. Qt-free: the
window's watcher calls it from a thread of its own, and a script or test with its own clock.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

QUIET_SECONDS = 2.0


@dataclass(frozen=True, slots=True)
class Sighting:
    """A PDF as one check found it."""

    path: Path
    size: int
    mtime_ns: int

    @property
    def key(self) -> str:
        """What is remembered of a file handed over: its path, size and time."""
        return f"{self.path}|{self.size}|{self.mtime_ns}"


def pdfs_in(folder: Path) -> list[Sighting]:
    """The PDFs in `folder` and its subfolders as they are now, hidden files and folders
    (a download's partial files among them) left out. A folder that cannot be read has
    none; a file gone between listing and looking is skipped."""
    found: list[Sighting] = []
    for root, folders, names in os.walk(folder):
        folders[:] = sorted(name for name in folders if not name.startswith("."))
        for name in sorted(names):
            if name.startswith(".") or not name.lower().endswith(".pdf"):
                continue
            path = Path(root) / name
            try:
                stat = path.stat()
            except OSError:
                continue
            if path.is_file():
                found.append(Sighting(path, stat.st_size, stat.st_mtime_ns))
    return found


class Arrivals:
    """Which PDFs found are new and have stopped growing. One thread calls it."""

    def __init__(self, seen: Iterable[str] = (), quiet: float = QUIET_SECONDS) -> None:
        self._seen = set(seen)
        self._quiet = quiet
        self._waiting: dict[Path, tuple[Sighting, float]] = {}  # as first found, and when

    def seen(self) -> frozenset[str]:
        """The keys of every file handed over or passed by, to keep for the next run."""
        return frozenset(self._seen)

    @property
    def waiting(self) -> bool:
        """Whether a file found is waiting to stop growing (worth a check soon)."""
        return bool(self._waiting)

    def pass_by(self, sightings: Iterable[Sighting]) -> None:
        """Never hand these over: the files a folder held when it was first watched."""
        for sighting in sightings:
            self._seen.add(sighting.key)
            self._waiting.pop(sighting.path, None)

    def forget_under(self, folder: Path) -> None:
        """Drop what is remembered of the files in `folder` (no longer watched), so the
        list stays as long as the folders watched need it."""
        inside = [key for key in self._seen if Path(key.split("|", 1)[0]).is_relative_to(folder)]
        self._seen.difference_update(inside)

    def ready(self, found: Iterable[Sighting], now: float) -> list[Sighting]:
        """The new files of `found` unchanged since a check at least `quiet` seconds before
        `now`; each is handed over once. A file not found this time is forgotten."""
        handed: list[Sighting] = []
        waiting: dict[Path, tuple[Sighting, float]] = {}
        for sighting in found:
            if sighting.key in self._seen:
                continue
            before = self._waiting.get(sighting.path)
            if before is None or before[0] != sighting:
                waiting[sighting.path] = (sighting, now)  # new, or still growing
            elif now - before[1] >= self._quiet and sighting.size > 0:
                self._seen.add(sighting.key)
                handed.append(sighting)
            else:
                waiting[sighting.path] = before
        self._waiting = waiting
        return handed
