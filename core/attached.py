"""Where a paper's attached file is: a link to the user's own file, or the library's copy.

``Paper.files`` holds both kinds. A link is the file's full path on this computer, as the
user or their .bib gave it. A copy imported into the library lives in its `files/` folder and
is stored relative to the library folder, with forward slashes (``files/Name.pdf``), so the
same record finds it on every computer the library is synced to, wherever each keeps it.
Everything that opens, shows or exports a file asks here for its full path.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path, PurePosixPath

from lectern.core.models import Entry

LIBRARY_FILES = "files"  # the folder of the library's own copies


def in_library(stored: str) -> bool:
    """Whether a stored path is one of the library's copies (``files/…``)."""
    parts = PurePosixPath(stored).parts
    return len(parts) >= 2 and parts[0] == LIBRARY_FILES and ".." not in parts


def full_path(stored: str, library: Path) -> str:
    """The file's full path on this computer: a library copy under `library`, a link as
    it is stored."""
    if in_library(stored):
        return str(library.joinpath(*PurePosixPath(stored).parts))
    return stored


def with_full_paths(entries: Iterable[Entry], library: Path) -> list[Entry]:
    """The entries with their library copies' full paths, for an export: another program
    reading the file (JabRef, Zotero) needs a path it can open, not one relative to a folder
    it does not know."""
    out = []
    for entry in entries:
        files = entry.paper.files
        if any(in_library(f) for f in files):
            paper = replace(entry.paper, files=tuple(full_path(f, library) for f in files))
            out.append(Entry(paper, entry.annotation))
        else:
            out.append(entry)
    return out
