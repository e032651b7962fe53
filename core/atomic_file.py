"""Replacing a file in one step: whoever reads it sees the old version or the new, never half.

Every file Lectern writes whole (the library's JSON files, its backups, exports, the index's
pointer and metadata, the derived caches) is written here: into a temp file in the same
folder, then renamed over the old one. A failure anywhere (a full disk, a refused rename,
the caller raising half way) leaves the old file as it was and removes the temp file.

A temp file is named ``.NAME.XXXXXXXX.tmp`` (hidden, beside ``NAME``, eight random hex
digits), so that concurrent writers of one file never share one, and what a killed write
left is found by :func:`remove_stale_temp_files`, which also knows the names older versions
of Lectern used.

A file that is replaced keeps its permissions. A new one is readable by this user only
(the library's files hold private notes), unless it is ``shared``: an export the user
writes for LaTeX, co-authors or a web page, made as any program makes a file (0666 less the
umask), as ``cp`` or an editor would.

``durable`` says whether the new version must survive a power cut once the call returns:
the file is fsynced before the rename and its folder after it. The user's data and exports
are durable; derived files that are rebuilt when missing or torn are not: an fsync makes
the caller wait for the disk, and they are only ever a cache.

This module imports nothing of Lectern's, so every layer may use it.
"""

from __future__ import annotations

import errno
import os
import sys
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import BinaryIO

_REPLACE_RETRIES = 10  # Windows: a virus scanner or indexer may hold the file briefly
_NAME_ATTEMPTS = 100
_TEMP_FLAGS = (
    os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
)
# A folder fsync the file system cannot do (some network and FUSE file systems): the rename
# is as durable there as it can be made.
_CANNOT_SYNC_FOLDER = {errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP}


def _temp_file(path: Path, *, shared: bool) -> tuple[int, Path]:
    """A new, empty temp file beside `path` (``.NAME.XXXXXXXX.tmp``), open for writing:
    readable by this user only, as `tempfile.mkstemp` makes them (which `lectern search`
    does not import: it brings `random` and `shutil` with it), or as the umask says when
    `shared`; then given the mode of the file it will replace, if there is one."""
    for _ in range(_NAME_ATTEMPTS):
        temp = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
        try:
            fd = os.open(temp, _TEMP_FLAGS, 0o666 if shared else 0o600)
        except FileExistsError:
            continue
        try:
            mode = os.stat(path).st_mode & 0o7777
        except OSError:
            return fd, temp  # nothing to replace (or unreadable): the mode it was made with
        if hasattr(os, "fchmod"):
            with suppress(OSError):  # a file system without modes (FAT, some network shares)
                os.fchmod(fd, mode)
        return fd, temp
    raise FileExistsError(errno.EEXIST, "No free name for a temp file", str(temp))


@contextmanager
def replacing(path: Path, *, durable: bool, shared: bool = False) -> Iterator[BinaryIO]:
    """Write the new version of `path` into the handle given; it replaces `path` when the
    block ends. If the block raises, or the write or the rename fails, `path` stays as it
    was and the temp file is removed."""
    path = Path(path)
    fd, tmp = _temp_file(path, shared=shared)
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        _replace(tmp, path)
        if durable:
            fsync_folder(path.parent)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_file(
    path: Path, data: bytes | Iterable[bytes], *, durable: bool, shared: bool = False
) -> None:
    """Replace `path` with `data` (bytes, or its pieces in order); on failure it stays as it was."""
    with replacing(path, durable=durable, shared=shared) as handle:
        for piece in [data] if isinstance(data, bytes) else data:
            handle.write(piece)


def move_file(source: Path, target: Path, *, durable: bool) -> None:
    """Rename `source` to `target` (replacing it), on the same file system; with `durable`,
    the rename survives a power cut once this returns."""
    _replace(Path(source), Path(target))
    if durable:
        fsync_folder(Path(target).parent)
        if Path(source).parent != Path(target).parent:
            fsync_folder(Path(source).parent)


def fsync_folder(folder: Path) -> None:
    """Make the renames and new files in `folder` durable (a no-op on Windows, where a
    folder cannot be opened for an fsync)."""
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in _CANNOT_SYNC_FOLDER:
            raise
    finally:
        os.close(fd)


def stale_temp_files(folder: Path, name: str) -> list[Path]:
    """Temp files that writes of `name` (a file name, or a glob of names) in `folder` left
    behind when they were killed before their rename: ``.NAME.XXXXXXXX.tmp``, and the names
    older versions of Lectern gave them (``.NAME.tmp``, ``.NAME.<pid>.tmp``, ``NAME.tmp``)."""
    patterns = (f".{name}.*.tmp", f".{name}.tmp", f"{name}.tmp")
    found: set[Path] = set()
    for pattern in patterns:
        with suppress(OSError):
            found.update(p for p in folder.glob(pattern) if p.is_file())
    return sorted(found)


def remove_stale_temp_files(folder: Path, name: str) -> None:
    """Remove what :func:`stale_temp_files` finds. Call it only where no other process can
    be writing `name` now (the library's lock is held): a temp file is never the real data,
    but a live writer's would vanish under it."""
    for stale in stale_temp_files(folder, name):
        with suppress(OSError):
            stale.unlink()


def _replace(source: Path, target: Path) -> None:
    for attempt in range(_REPLACE_RETRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == _REPLACE_RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))
