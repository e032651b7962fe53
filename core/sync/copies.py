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

import logging
import os
import re
from pathlib import Path
from typing import Any

from lectern.core.atomic_file import move_file
from lectern.core.said import said
from lectern.core.storage.atomic import UnreadableFileError, read_json_file
from lectern.core.sync.journal import parse_lines, read_changes
from lectern.core.sync.merge import ANNOTATION, PAPER
from lectern.core.sync.positions import SYNC_DIR, devices
from lectern.core.sync.recording import as_made

log = logging.getLogger(__name__)

ASIDE = Path("backups") / "sync-conflicts"
MERGED_STATE_FILES = {"papers.json", "annotations.json"}

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
    move_file(copy, target, durable=True)  # the copy holds what a device wrote
    return target


def recover(
    library: Path, device: str, *, move: bool = True
) -> tuple[list[dict[str, Any]], list[str]]:
    """The change lines held by every conflict copy in the library that its device's files
    lack, and what to tell the user; each copy is moved aside (unless not `move`: a library
    merged in memory reads them where they are, and says nothing). A copy of papers.json or
    annotations.json (a folder synced whole, before only sync/ was shared) gives its papers
    and annotations as changes of `device`, stamped with when each was added or changed,
    so the newer value of each wins and a note that differs is kept as a conflict."""
    recovered: list[dict[str, Any]] = []
    told: list[str] = []
    for owner in devices(library):
        folder = library / SYNC_DIR / owner
        found = conflict_copies(folder)
        if not found:
            continue
        known = {str(r.get("s")) for r, _ in read_changes(folder)}
        for path, _original in found:
            try:
                payload = path.read_bytes()
            except OSError:
                continue
            for record, _ in parse_lines(payload):
                if str(record.get("s")) not in known:
                    known.add(str(record.get("s")))
                    recovered.append(record)
            if move:
                told.extend(_aside(library, path))
    for path, original in conflict_copies(library, MERGED_STATE_FILES):
        recovered.extend(_state_as_changes(path, original, device))
        if move:
            told.extend(_aside(library, path))
    return recovered, told


def _state_as_changes(path: Path, original: str, device: str) -> list[dict[str, Any]]:
    try:
        data = read_json_file(path) or {}
    except UnreadableFileError:
        return []
    kind, key = (PAPER, "id") if original == "papers.json" else (ANNOTATION, "paper_id")
    table = "papers" if kind == PAPER else "annotations"
    return [
        as_made(kind, doc, device)
        for doc in (data.get(table) or {}).values()
        if isinstance(doc, dict) and doc.get(key)
    ]


def _aside(library: Path, copy: Path) -> list[str]:
    try:
        target = move_aside(library, copy)
    except OSError as exc:
        log.warning("could not move the conflict copy %s aside: %s", copy, exc)
        return []
    return [
        said(
            "A sync engine left a conflict copy, {name}: what it held is merged into the "
            "library, and the copy is kept in {folder}.",
            name=copy.name,
            folder=str(target.parent),
        )
    ]
