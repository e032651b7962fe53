"""Import: one module per format, and the two entry points everyone uses.

``sniff(path)`` names a file's format from its extension and first 64 KiB;
``parse_file(path)`` returns a :class:`ParsedFile` whose ``records`` iterator
yields :class:`RawRecord` and :class:`Skipped` lazily. Anything that makes a
whole file unusable raises :class:`ImportFileError` (naming the file and, when
known, the line) — up front, or while iterating for streamed formats — so the
caller can abandon the import without having changed anything.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from pathlib import Path

from lectern.core.errors import ImportFileError
from lectern.core.importers.backup import read_backup_searches
from lectern.core.importers.base import ParsedFile, RawRecord, Skipped
from lectern.core.importers.detect import FORMATS, read_text_head, sniff
from lectern.core.said import said

__all__ = [
    "FORMATS",
    "ImportFileError",
    "ParsedFile",
    "RawRecord",
    "Skipped",
    "parse_file",
    "read_backup_searches",
    "sniff",
]

# Each format's module, loaded when a file of it is read: a program that never imports a
# file (the browser's native host, which reads a page) does not wait for ten parsers.
_PARSERS = {
    "seed": "seed",
    "bibtex": "bibtex",
    "ris": "ris",
    "medline": "medline",
    "csljson": "csljson",
    "arxiv-atom": "arxiv_atom",
    "endnote-xml": "endnote_xml",
    "jsonl": "jsonl",
    "csv": "csv_table",
    "lectern-backup": "backup",
}


def _parser(fmt: str) -> Callable[[Path], ParsedFile]:
    parse: Callable[[Path], ParsedFile] = import_module(f"{__name__}.{_PARSERS[fmt]}").parse
    return parse


# Formats read whole into memory take several times their size while parsing; past
# these sizes Lectern refuses them instead of exhausting the machine's memory. The
# streamed formats (seed, RIS, MEDLINE, arXiv Atom, EndNote XML, JSON Lines, CSV) have no
# limit.
MB = 1024 * 1024
WHOLE_FILE_LIMITS = {"bibtex": 64 * MB, "csljson": 128 * MB, "lectern-backup": 1024 * MB}


def parse_file(path: str | Path, fmt: str | None = None) -> ParsedFile:
    """Parse ``path`` as ``fmt`` (sniffed when None); see the module docstring for errors."""
    path = Path(path)
    if fmt is None:
        fmt = sniff(path)
    elif fmt not in _PARSERS:
        raise ImportFileError(
            str(path),
            said(
                "unknown format {format} (known: {formats})",
                format=repr(fmt),
                formats=", ".join(FORMATS),
            ),
        )
    else:
        read_text_head(path)  # a chosen format still refuses empty and binary files
    limit = WHOLE_FILE_LIMITS.get(fmt)
    if limit is not None and path.stat().st_size > limit:
        raise ImportFileError(
            str(path),
            said(
                "this {format} file is {size} MB; Lectern reads such files whole and takes them "
                "up to {limit} MB. Split it into smaller files, or export it as JSON Lines or "
                "RIS, which are read piece by piece.",
                format=fmt,
                size=path.stat().st_size // MB,
                limit=limit // MB,
            ),
        )
    return _parser(fmt)(path)
