"""Where the window open on a library listens for later launches, the CLI and the browser.

The name is derived from the library folder (and the user), so two libraries can be open at
once while the same one cannot. The window (gui/single_instance.py) listens under it with
Qt's local server; the native host (core/browser/handover.py) reaches it without Qt, at the
place Qt puts it: a socket in the temporary folder on Unix, a named pipe on Windows.
"""

from __future__ import annotations

import getpass
import hashlib
import os
import sys
from pathlib import Path


def server_name(library_folder: str | Path) -> str:
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "user"
    folder = str(Path(library_folder).expanduser().resolve())
    digest = hashlib.sha1(f"{user}\0{folder}".encode()).hexdigest()[:16]
    return f"lectern-{digest}"


def server_path(library_folder: str | Path) -> str:
    """The socket (or pipe) Qt's QLocalServer listens on under `server_name`: on Unix in
    QDir::tempPath() ($TMPDIR, else /tmp), on Windows `\\\\.\\pipe\\NAME`."""
    name = server_name(library_folder)
    if sys.platform == "win32":
        return rf"\\.\pipe\{name}"
    temp = os.environ.get("TMPDIR", "").rstrip("/") or "/tmp"
    return f"{temp}/{name}"
