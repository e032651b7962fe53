"""What Syncthing would sync in a folder: its files and their contents, minus what is ignored.

Lectern writes a `.stignore` in the library folder listing the files that stay on one device
(`papers.json`, `index`, `backups`, ...). Comparing two devices' folders must skip exactly
those, and Syncthing's own bookkeeping files, or two libraries in sync would look different.
"""

from __future__ import annotations

import fnmatch
import hashlib
import os
from pathlib import Path

# Syncthing's own files: the folder marker, its ignore file, file versions and the temporary
# files of a transfer in progress. None of them is ever sent to the other device.
_SYNCTHING_NAMES = (".stfolder", ".stignore", ".stversions")
_SYNCTHING_TEMPORARY = ("~syncthing~*.tmp", ".syncthing.*.tmp")


def read_ignores(folder: Path) -> list[str]:
    """The patterns of `folder/.stignore`: plain names and `*` globs, optionally anchored `/x`.

    Anything richer (`!` exceptions, `#include`, `**`) is refused rather than half-understood,
    so a comparison never silently disagrees with Syncthing.
    """
    path = folder / ".stignore"
    if not path.exists():
        return []
    patterns = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        line = line.removeprefix("(?d)")
        if line.startswith(("!", "#")) or "**" in line:
            raise ValueError(f"{path}: pattern not understood by the test harness: {raw!r}")
        patterns.append(line)
    return patterns


def is_ignored(relative: str, patterns: list[str]) -> bool:
    """Whether Syncthing skips `relative` (a `/`-separated path): a pattern matches one of its
    names at any depth (ignoring a folder ignores all in it), or, anchored, its leading path."""
    parts = relative.split("/")
    for pattern in patterns:
        if pattern.startswith("/"):
            anchored = pattern.strip("/").split("/")
            depth = len(anchored)
            if len(parts) >= depth and all(
                fnmatch.fnmatchcase(part, piece)
                for part, piece in zip(parts[:depth], anchored, strict=True)
            ):
                return True
        elif any(fnmatch.fnmatchcase(part, pattern.rstrip("/")) for part in parts):
            return True
    return False


def _is_syncthing_own(name: str) -> bool:
    return name in _SYNCTHING_NAMES or any(
        fnmatch.fnmatchcase(name, pattern) for pattern in _SYNCTHING_TEMPORARY
    )


def synced_tree(folder: Path) -> dict[str, str]:
    """Relative path -> sha256 of every file in `folder` that Syncthing would sync."""
    patterns = read_ignores(folder)
    tree: dict[str, str] = {}
    for directory, dirnames, filenames in os.walk(folder):
        base = Path(directory).relative_to(folder).as_posix()
        prefix = "" if base == "." else base + "/"
        dirnames[:] = [
            name
            for name in dirnames
            if not _is_syncthing_own(name) and not is_ignored(prefix + name, patterns)
        ]
        for name in filenames:
            relative = prefix + name
            if _is_syncthing_own(name) or is_ignored(relative, patterns):
                continue
            digest = hashlib.sha256((Path(directory) / name).read_bytes()).hexdigest()
            tree[relative] = digest
    return tree


def temporary_files(folder: Path) -> list[str]:
    """The names of Syncthing's partial downloads in `folder`: a transfer is under way."""
    return sorted(
        path.name
        for path in folder.rglob("*")
        if any(fnmatch.fnmatchcase(path.name, pattern) for pattern in _SYNCTHING_TEMPORARY)
    )
