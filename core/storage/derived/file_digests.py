"""The SHA-256 of each attached file, kept by its path, size and modification time.

Full-text search keeps a PDF's text by the file's digest (storage/derived/pdf_texts.py);
hashing a thousand PDFs at every start would read a gigabyte, so each digest is kept and
trusted while the file's size and modification time are unchanged. A cache of this
computer's files: in the never-synced `fulltext/` folder, not durable.

Three keep it: a PDF import says the digest of each file it attaches (it hashed the file
to find the same bytes already here), the window's PDF pass child hashes what waits, the
window hashes a file it shows the text of. Each saves what it learned over what is on disk
then, so one does not drop what another saved meanwhile.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import orjson

from lectern.core.atomic_file import write_file
from lectern.core.storage.library_files import sha256_of

DIGESTS = "digests.json"


class FileDigests:
    """Digests of files by full path; `save()` keeps what was hashed since it was read."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / DIGESTS
        self._lock = threading.Lock()
        self._known: dict[str, list[object]] | None = None
        self._hashed: dict[str, list[object]] = {}  # since the last save

    def _read(self) -> dict[str, list[object]]:
        try:
            data = orjson.loads(self.path.read_bytes())
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _load(self) -> dict[str, list[object]]:
        if self._known is None:
            self._known = self._read()
        return self._known

    def digest(self, path: Path) -> str | None:
        """The file's SHA-256, None if it cannot be read (missing, no permission)."""
        try:
            info = path.stat()
        except OSError:
            return None
        kept = self._kept(path, info)
        if kept is not None:
            return kept
        try:
            sha = sha256_of(path)
        except OSError:
            return None
        with self._lock:
            self._load()[str(path)] = self._hashed[str(path)] = [
                info.st_size,
                info.st_mtime_ns,
                sha,
            ]
        return sha

    def known(self, path: Path) -> str | None:
        """The file's SHA-256 if it was hashed here and is unchanged since (same size and
        modification time); None otherwise. Stats the file, reads none of it."""
        try:
            info = path.stat()
        except OSError:
            return None
        return self._kept(path, info)

    def _kept(self, path: Path, info: os.stat_result) -> str | None:
        """The SHA-256 kept for `path` if its size and modification time are still `info`'s."""
        with self._lock:
            kept = self._load().get(str(path))
        if isinstance(kept, list) and kept[:2] == [info.st_size, info.st_mtime_ns]:
            return str(kept[2])
        return None

    def remember(self, path: Path, sha: str) -> None:
        """`path` holds bytes whose SHA-256 is `sha` (hashed by the caller, or a copy of
        bytes it hashed): kept as if hashed here. A file that cannot be read is skipped."""
        try:
            info = path.stat()
        except OSError:
            return
        with self._lock:
            self._load()[str(path)] = self._hashed[str(path)] = [
                info.st_size,
                info.st_mtime_ns,
                sha,
            ]

    def save(self) -> None:
        """Keep the digests hashed since the last save, over what is on disk now (best
        effort: a folder that refuses only means hashing again)."""
        with self._lock:
            if not self._hashed:
                return
            known = self._read()
            known.update(self._hashed)
            self._known = known
            self._hashed = {}
            data = orjson.dumps(known)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_file(self.path, data, durable=False)
        except OSError:
            return
