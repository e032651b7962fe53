"""A real, small filesystem for the tests of a full disk: a tmpfs, or else an ext4 image
mounted through a loop device, in the test's temporary folder.

Mounting needs root (or a container that allows it); where neither kind can be made, the
test is skipped and says why. A full disk is made by a ballast file that takes every free
byte (`fill`), and space is freed again by removing it (`free`), as a user would.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

CHUNK = 64 * 1024


class SmallDisk:
    """A mounted small filesystem at `path`, with a ballast file to fill it."""

    def __init__(self, path: Path, kind: str) -> None:
        self.path = path
        self.kind = kind  # "tmpfs" or "ext4 image"
        self._ballast = path / "ballast"

    def free_bytes(self) -> int:
        return shutil.disk_usage(self.path).free

    def fill(self, leave: int = 0) -> None:
        """Take every free byte but about `leave`: the next write that needs more fails
        with "No space left on device"."""
        fd = os.open(self._ballast, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
        try:
            block = b"\0" * CHUNK
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, block)
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * 512)
            os.fsync(fd)
        finally:
            os.close(fd)
        if leave:
            size = self._ballast.stat().st_size
            os.truncate(self._ballast, max(0, size - leave))

    def free(self) -> None:
        """Remove the ballast: the disk has room again."""
        self._ballast.unlink(missing_ok=True)


def _run(*command: str) -> str:
    """ "" when the command worked, else what it said."""
    try:
        done = subprocess.run(command, check=False, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"{command[0]}: {exc}"
    return "" if done.returncode == 0 else (done.stderr or done.stdout).strip() or "failed"


def _mount_tmpfs(path: Path, size_mb: int) -> str:
    return _run("mount", "-t", "tmpfs", "-o", f"size={size_mb}m", "tmpfs", str(path))


def _mount_image(path: Path, image: Path, size_mb: int) -> str:
    with image.open("wb") as file:
        file.truncate(size_mb * 1024 * 1024)
    # No blocks reserved for root: the tests run as root, and the disk must fill for it too.
    return _run("mkfs.ext4", "-q", "-m", "0", "-F", str(image)) or _run(
        "mount", "-o", "loop", str(image), str(path)
    )


@contextlib.contextmanager
def small_disk(folder: Path, size_mb: int = 16) -> Iterator[SmallDisk]:
    """A small filesystem mounted at `folder` for the block; skips the test if none can be
    mounted here (the reasons of both tries given)."""
    path = folder / "disk"
    path.mkdir(parents=True)
    tried = []
    kind = ""
    why = _mount_tmpfs(path, size_mb)
    if not why:
        kind = "tmpfs"
    else:
        tried.append(f"tmpfs: {why}")
        why = _mount_image(path, folder / "disk.img", size_mb)
        if not why:
            kind = "ext4 image"
        else:
            tried.append(f"loop-mounted ext4 image: {why}")
    if not kind:
        pytest.skip("no small filesystem can be mounted here (" + "; ".join(tried) + ")")
    try:
        yield SmallDisk(path, kind)
    finally:
        if _run("umount", str(path)):
            _run("umount", "-l", str(path))  # a file left open: detach it all the same
