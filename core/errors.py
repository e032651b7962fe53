"""Errors the core raises on purpose; each carries a message a person can act on."""

from __future__ import annotations


class LecternError(Exception):
    """Base for errors whose message is meant for the user as it is."""


class LibraryLockedError(LecternError):
    """Another process is writing this library; `holder` names it for a sentence of its
    own ("Lectern (process 4242, since 2026-03-01 09:12 UTC)")."""

    def __init__(self, message: str, holder: str = "another Lectern process") -> None:
        super().__init__(message)
        self.holder = holder


class StoreCorruptError(LecternError):
    """A store file cannot be read and no good backup could replace it."""


class ImportFileError(LecternError):
    """A file cannot be imported at all; nothing was changed."""

    def __init__(self, path: str, message: str, line: int | None = None) -> None:
        where = f"{path}, line {line}" if line else path
        super().__init__(f"{where}: {message}")
        self.path = path
        self.line = line


class ImportCancelled(LecternError):
    """The user cancelled an import; nothing was changed."""


class StorageWriteError(LecternError):
    """A write to disk failed (disk full, read-only, permission); the file is unchanged."""
