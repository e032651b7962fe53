"""Export papers with their annotations: BibTeX, biblatex, CSL-JSON, RIS, CSV, Markdown notes,
JSON backup.

:func:`export_entries` is the one entry point; :meth:`lectern.core.library.exporting.Exports.export`
calls it with the entries to write. Single-file formats replace the destination in one
durable step (:mod:`lectern.core.atomic_file`) so an export that fails half-way leaves
the previous file intact.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from lectern.core.atomic_file import write_file
from lectern.core.crosswalk import BIBTEX, CSL, RIS
from lectern.core.errors import LecternError
from lectern.core.exporters.backup import to_backup
from lectern.core.exporters.biblatex import to_biblatex
from lectern.core.exporters.bibtex import ENTRY_TYPES, to_bibtex
from lectern.core.exporters.common import partners, writing_to
from lectern.core.exporters.csljson import ITEM_TYPES, to_csljson
from lectern.core.exporters.csv_table import to_csv
from lectern.core.exporters.markdown import write_notes
from lectern.core.exporters.ris import RIS_TYPES, to_ris
from lectern.core.models import Entry
from lectern.core.said import said

log = logging.getLogger(__name__)

# The entry types each kind of record names ("article", "article-journal", "JOUR"), by
# dialect (lectern.core.crosswalk): what the edit form offers for a paper's type.
ENTRY_TYPES_OF: dict[str, tuple[str, ...]] = {
    BIBTEX: ENTRY_TYPES,
    CSL: ITEM_TYPES,
    RIS: RIS_TYPES,
}

FORMATS: dict[str, str] = {
    "bibtex": "BibTeX (.bib)",
    "biblatex": "biblatex (.bib; biber)",
    "csljson": "CSL-JSON (.json)",
    "ris": "RIS (.ris; EndNote, Zotero, Mendeley)",
    "csv": "CSV spreadsheet (.csv)",
    "markdown": "Markdown notes (a folder of .md files)",
    "json": "Lectern backup (.json)",
}
# The usual file extension per format; "" marks a format that writes a folder.
EXTENSIONS: dict[str, str] = {
    "bibtex": ".bib",
    "biblatex": ".bib",
    "csljson": ".json",
    "ris": ".ris",
    "csv": ".csv",
    "markdown": "",
    "json": ".json",
}


def writes_folder(fmt: str) -> bool:
    return EXTENSIONS.get(fmt) == ""


def render(
    fmt: str,
    entries: Sequence[Entry],
    *,
    saved_searches: dict[str, str] | None = None,
    distinct: Iterable[tuple[str, str]] = (),
    tree: Sequence[tuple[str, ...]] | None = None,
    strings: Mapping[str, str] | None = None,
) -> bytes:
    """A single-file format's bytes, for callers that print rather than save (the CLI).

    `distinct` holds the pairs of papers the user said are not duplicates: the formats that
    carry Lectern's own fields write those of two exported papers. `tree` is the collections
    as paths from the top, for the formats that nest them. `strings` are the library's
    BibTeX `@string` macros, which BibTeX and biblatex write back where the papers' sources
    used them; the other formats write the values they stand for."""
    if fmt == "bibtex":
        return to_bibtex(entries, partners(distinct, entries), tree, strings).encode("utf-8")
    if fmt == "biblatex":
        return to_biblatex(entries, partners(distinct, entries), tree, strings).encode("utf-8")
    if fmt == "csljson":
        return to_csljson(entries, partners(distinct, entries))
    if fmt == "ris":
        return to_ris(entries, partners(distinct, entries)).encode("utf-8")
    if fmt == "csv":
        return to_csv(entries, partners(distinct, entries))
    if fmt == "json":
        return to_backup(entries, saved_searches, distinct, strings)
    if fmt == "markdown":
        raise LecternError(said("Markdown export writes one file per paper: choose a folder."))
    raise LecternError(_unknown_format(fmt))


def _unknown_format(fmt: str) -> str:
    return said(
        "Unknown export format {format} (use one of: {formats}).",
        format=repr(fmt),
        formats=", ".join(FORMATS),
    )


def export_entries(
    fmt: str,
    entries: Sequence[Entry],
    dest: Path,
    *,
    saved_searches: dict[str, str] | None = None,
    distinct: Iterable[tuple[str, str]] = (),
    tree: Sequence[tuple[str, ...]] | None = None,
    strings: Mapping[str, str] | None = None,
    force: bool = False,
    notices: list[str] | None = None,
) -> int:
    """Write `entries` to `dest` (a file, or a folder for Markdown); return the papers written.

    Markdown refuses a non-empty folder that is no earlier export unless `force`, and puts
    a line in `notices` when it kept notes the user edited (see lectern.core.exporters.markdown).
    """
    if fmt not in FORMATS:
        raise LecternError(_unknown_format(fmt))
    dest = Path(dest)
    if fmt == "markdown":
        if dest.exists() and not dest.is_dir():
            raise LecternError(
                said("{path} is a file; Markdown export needs a folder.", path=str(dest))
            )
        count = write_notes(entries, dest, force=force, notices=notices)
    else:
        if dest.is_dir():
            raise LecternError(
                said(
                    "{path} is a folder; {format} export needs a file name.",
                    path=str(dest),
                    format=FORMATS.get(fmt, fmt),
                )
            )
        data = render(
            fmt,
            entries,
            saved_searches=saved_searches,
            distinct=distinct,
            tree=tree,
            strings=strings,
        )
        with writing_to(dest):
            dest.parent.mkdir(parents=True, exist_ok=True)
            # durable: an export may be the copy the user keeps, or sends on at once
            write_file(dest, data, durable=True, shared=True)
        count = len(entries)
    log.info("exported %d papers as %s to %s", count, fmt, dest)
    return count
