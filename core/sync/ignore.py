"""The files of a library that stay on this computer, and `.stignore` for Syncthing.

Only `sync/` is shared: each device's change files. Everything else is this copy's own:
its merged papers and annotations (made again from the change files), the derived search
index, the kept first rows, the kept parse of papers.json, paper lines and annotation
lines, backups, the lock, `device.json`, the kept exports (their paths are this computer's),
the citation styles added here, the digests of the files in `files/` and `fulltext/` (the
attached PDFs' text and its pages' index, derived). The `files/` folder
itself is shared: it holds the PDFs imported into the library, which every copy opens.
Syncthing reads `.stignore`, which Lectern writes; Dropbox and Nextcloud need the same names
excluded by hand (see docs/guide/several-computers.md).
"""

from __future__ import annotations

from pathlib import Path

from lectern.core.atomic_file import write_file

IGNORE_FILE = ".stignore"
LOCAL_NAMES = (
    "papers.json",
    "annotations.json",
    "index",
    "backups",
    "lectern.lock",
    "lectern.lock.json",
    "first-rows.json",
    "paper-lines.json",
    "papers-parsed.bin",
    "annotation-lines.json",
    "device.json",
    ".lectern-export.json",
    "kept-exports.json",
    "styles",
    "file-hashes.json",
    "fulltext",
)
_MARK = "// Written by Lectern"


def ignore_text() -> str:
    lines = [
        f"{_MARK}: these stay on this computer; only sync/ is shared between devices.",
        "// Lines you add below the END line are kept.",
        *(f"/{name}" for name in LOCAL_NAMES),
        "/.*.tmp",
        "/files/.*.tmp",
        "/*.damaged-*",
        "// END of Lectern's lines",
    ]
    return "\n".join(lines) + "\n"


def write_ignore(folder: Path) -> bool:
    """Write (or bring up to date) Lectern's part of `.stignore`; True if it was written.
    A `.stignore` the user wrote without Lectern's lines gets them added at the top."""
    path = folder / IGNORE_FILE
    ours = ignore_text()
    try:
        current = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        current = ""
    except (OSError, UnicodeDecodeError):
        return False
    if current.startswith(ours):
        return False
    rest = current
    if current.startswith(_MARK):
        end = current.find("// END of Lectern's lines")
        rest = current[current.find("\n", end) + 1 :] if end >= 0 else ""
    # durable: it holds the lines the user added, and keeps the local files out of a sync
    write_file(path, (ours + rest).encode("utf-8"), durable=True)
    return True
