"""A disk that refuses writes: full, mounted read-only, or not ours to write.

Tests run as root, where chmod does not stop a write, so the refusal is simulated where
the operating system would report it: `os.fsync` (a full disk often only says so when
the data is flushed) or `os.replace` (a read-only or foreign folder refuses the rename).
Only paths inside the library folder fail, so pytest and Python keep working; with
`store_only`, only the two store files (and their temp files) do, as when another
program or an ACL locks just those files.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ERRNOS = {"disk-full": errno.ENOSPC, "read-only": errno.EROFS, "permission": errno.EACCES}
REASONS = {
    errno.ENOSPC: "No space left on device",
    errno.EROFS: "Read-only file system",
    errno.EACCES: "Permission denied",
}
POINTS = ("fsync", "replace")


def _fd_path(fd: int) -> str:
    try:
        return os.readlink(f"/proc/self/fd/{fd}")
    except OSError:
        return ""


def _inside(path: str | os.PathLike[str], folder: Path, store_only: bool) -> bool:
    try:
        target = Path(os.path.abspath(path))
    except (TypeError, ValueError):
        return False
    if store_only:
        return target.parent == folder and ".json" in target.name
    return target.is_relative_to(folder)


@contextmanager
def refusing_disk(
    folder: Path, code: int, point: str, *, store_only: bool = False
) -> Iterator[list[str]]:
    """While active, writes into `folder` fail at `point` with `code`; yields what failed."""
    folder = folder.resolve()
    real_fsync, real_replace = os.fsync, os.replace
    failed: list[str] = []

    def fsync(fd: int) -> None:
        path = _fd_path(fd)
        if _inside(path, folder, store_only):
            failed.append(f"fsync {path}")
            raise OSError(code, os.strerror(code))
        real_fsync(fd)

    def replace(src: str | os.PathLike[str], dst: str | os.PathLike[str], **kw: object) -> None:
        if _inside(dst, folder, store_only):
            failed.append(f"replace {dst}")
            raise OSError(code, os.strerror(code), str(src), None, str(dst))
        real_replace(src, dst, **kw)  # type: ignore[arg-type]

    if point == "fsync":
        os.fsync = fsync  # type: ignore[assignment]  # Lectern hands it int descriptors only
    elif point == "replace":
        os.replace = replace  # type: ignore[assignment]  # Lectern passes paths, no dir fds
    else:
        raise ValueError(point)
    try:
        yield failed
    finally:
        os.fsync, os.replace = real_fsync, real_replace
