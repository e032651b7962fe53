"""Conflict copies a sync engine made anyway.

No file of a library has two writers, so an engine should never have two versions to
choose between; but a folder synced before Lectern shared only `sync/`, a device id
copied with a folder, or an engine that syncs everything can still leave one. Each
engine names them its own way:

- Syncthing: ``annotations.sync-conflict-20261201-101010-ABCDEFG.json``;
- Dropbox: ``annotations (Ada's conflicted copy 2026-12-01).json``;
- Nextcloud and ownCloud: ``annotations (conflicted copy 2026-12-01 101010).json``,
  or, older, ``annotations_conflict-20261201-101010.json``.

:func:`original_name` tells a conflict copy from any other file and names the file it is
a copy of. The library merges what a copy holds and moves the copy aside, into
`backups/sync-conflicts/`; it never deletes one.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from lectern.core.storage.atomic import fsync_folder

ASIDE = Path("backups") / "sync-conflicts"

_PATTERNS = (
    re.compile(r"^(?P<stem>.+?)\.sync-conflict-\d{8}-\d{6}-[A-Z0-9]{7}(?P<ext>\.[^.]*)?$"),
    re.compile(r"^(?P<stem>.+?) \([^()]*conflicted copy[^()]*\)(?P<ext>\.[^.]*)?$"),
    re.compile(r"^(?P<stem>.+?)_conflict-\d{8}-\d{6}(?P<ext>\.[^.]*)?$"),
)


def original_name(name: str) -> str | None:
    """The name of the file `name` is a conflict copy of; None if it is not one."""
    for pattern in _PATTERNS:
        match = pattern.match(name)
        if match:
            return match.group("stem") + (match.group("ext") or "")
    return None


def conflict_copies(folder: Path, originals: set[str] | None = None) -> list[tuple[Path, str]]:
    """(copy, original name) for every conflict copy in `folder` (of `originals` only)."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    found = []
    for name in names:
        original = original_name(name)
        if original and (originals is None or original in originals):
            found.append((folder / name, original))
    return found


def move_aside(library: Path, copy: Path) -> Path:
    """Move a merged conflict copy into backups/sync-conflicts/ (a number added on a clash)."""
    aside = library / ASIDE
    aside.mkdir(parents=True, exist_ok=True)
    relative = copy.parent.relative_to(library)
    prefix = "" if str(relative) == "." else "-".join(relative.parts) + "-"
    target = aside / f"{prefix}{copy.name}"
    n = 1
    while target.exists():
        n += 1
        target = aside / f"{prefix}{n}-{copy.name}"
    os.replace(copy, target)
    fsync_folder(aside)
    return target
