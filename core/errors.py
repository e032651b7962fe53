"""Errors the core raises on purpose; each carries a message a person can act on, written
with `said(...)` so the window can show it in the user's language (`lectern.core.said`)."""

from __future__ import annotations

from lectern.core.said import said


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
        if line:
            whole = said("{path}, line {line}: {problem}", path=path, line=line, problem=message)
        else:
            whole = said("{path}: {problem}", path=path, problem=message)
        super().__init__(whole)
        self.path = path
        self.line = line
        self.problem = message  # what is wrong with the file, without its name

    def __reduce__(self) -> tuple[object, ...]:  # made again from its parts, across processes
        return (type(self), (self.path, self.problem, self.line))


class ImportCancelled(LecternError):
    """The user cancelled an import; nothing was changed."""


class StorageWriteError(LecternError):
    """A write to disk failed (disk full, read-only, permission); the file is unchanged.
    `in_change_file`: the change's lines reached this device's change file before the
    write failed, so the change stands and the next open of the library saves it."""

    in_change_file: bool = False


class IndexWriteError(LecternError):
    """A write to the search index failed (a full disk, most often); the files it left are
    removed, and the index knows which papers it is behind the store on (it catches up at
    its next write, or is rebuilt at the next open)."""


class MarksPdfError(LecternError):
    """A PDF's marks cannot be read, or a copy with marks cannot be written (the file is
    missing, damaged, encrypted or not a PDF; the copy would replace the original); nothing
    was changed."""
