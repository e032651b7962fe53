"""The library's own copies of papers' files: the `files/` folder, synced with the library.

A PDF imported into the library is copied here (the user's file is only read), under a name
a person can read ("Vaswani 2017 - Attention is all you need.pdf"), made unique. The same
bytes are kept once: each file is known by its SHA-256, so importing the same PDF again, from
anywhere, finds the copy already here. The digests are kept in `file-hashes.json`, this
computer's cache (never synced: the folder is the truth), checked against each file's size
and modification time, so an import hashes only files it has not seen.

A paper names its copy by the path relative to the library folder, with forward slashes
(``files/Name.pdf``), so the record still finds it on another computer the library is synced
to, wherever that one keeps the library (see lectern.core.attached).
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

from lectern.core.atomic_file import replacing, write_file
from lectern.core.attached import LIBRARY_FILES

HASHES_FILE = "file-hashes.json"
_CHUNK = 1024 * 1024
_NAME_CHARS = 80  # of a file's name, before " (2)" and ".pdf": short enough for any system
# Characters no file name may hold on one system or another (Windows is the strictest).
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]')


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def readable_name(title: str, *, author: str = "", year: int | None = None) -> str:
    """A file name for a paper's PDF, as Zotero names its copies: "Surname Year - Title",
    without characters some system refuses, cut at a word."""
    head = " ".join(part for part in (author, str(year or "")) if part)
    base = f"{head} - {title}" if head and title else head or title
    base = " ".join(_UNSAFE.sub(" ", base).split())
    if len(base) > _NAME_CHARS:
        base = base[:_NAME_CHARS].rsplit(" ", 1)[0]
    return base.strip(" .") or "paper"


class LibraryFiles:
    """The `files/` folder of one library: what it holds, by content, and copying in."""

    def __init__(self, library: Path) -> None:
        self.library = library
        self.folder = library / LIBRARY_FILES
        self._cache_path = library / HASHES_FILE
        self._by_name: dict[str, tuple[int, int, str]] | None = None

    def _known(self) -> dict[str, tuple[int, int, str]]:
        """Each file of the folder by name: (size, modification time, SHA-256)."""
        if self._by_name is not None:
            return self._by_name
        try:
            cached = json.loads(self._cache_path.read_text("utf-8"))
        except (OSError, ValueError):
            cached = {}
        known: dict[str, tuple[int, int, str]] = {}
        if self.folder.is_dir():
            for path in self.folder.iterdir():
                if path.name.startswith(".") or not path.is_file():
                    continue
                info = path.stat()
                kept = cached.get(path.name) if isinstance(cached, dict) else None
                if isinstance(kept, list) and kept[:2] == [info.st_size, info.st_mtime_ns]:
                    known[path.name] = (info.st_size, info.st_mtime_ns, str(kept[2]))
                else:
                    known[path.name] = (info.st_size, info.st_mtime_ns, sha256_of(path))
        self._by_name = known
        return known

    def holding(self, digest: str) -> str:
        """The stored path of the file with these bytes ("" when the folder has none)."""
        for name, (_size, _mtime, sha) in self._known().items():
            if sha == digest:
                return f"{LIBRARY_FILES}/{name}"
        return ""

    def free_name(self, base: str, taken: set[str]) -> str:
        """`base`.pdf, or `base` (2).pdf, … : a name neither in the folder nor in `taken`
        (names already given in this import), case aside, as some systems compare."""
        used = {name.casefold() for name in [*self._known(), *taken]}
        name, n = f"{base}.pdf", 1
        while name.casefold() in used:
            n += 1
            name = f"{base} ({n}).pdf"
        return name

    def copy_in(self, source: Path, name: str, digest: str) -> Path:
        """Copy `source`, whose SHA-256 is `digest`, into the folder as `name` (durably: the
        paper's record will name it); the copy's path. The source is only read."""
        self.folder.mkdir(parents=True, exist_ok=True)
        target = self.folder / name
        with open(source, "rb") as reading, replacing(target, durable=True) as writing:
            shutil.copyfileobj(reading, writing, _CHUNK)
        info = target.stat()
        self._known()[name] = (info.st_size, info.st_mtime_ns, digest)
        return target

    def save_hashes(self) -> None:
        """Keep the digests for the next import (a cache: not fsynced, rebuilt if torn)."""
        if self._by_name is None:
            return
        data = {name: list(entry) for name, entry in sorted(self._by_name.items())}
        try:
            write_file(self._cache_path, json.dumps(data).encode("utf-8"), durable=False)
        except OSError:  # a read-only folder: the next import hashes again
            return
