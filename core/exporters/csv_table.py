"""CSV export: one row per paper for spreadsheets, and for re-import.

Encoding is UTF-8 *with* a byte-order mark ("utf-8-sig"): Excel only
recognises UTF-8 in a CSV by its BOM and otherwise shows accented names as
mojibake, while Python's csv readers (and Lectern's importer) open it with
"utf-8-sig", which drops the mark. LibreOffice and Numbers accept either.
Rows end in CRLF (RFC 4180) and every cell is quoted only when needed.
The abstract comes last: it makes the sheet wide, but without it a re-import
could not recognise papers that have neither DOI nor arXiv id.

A text cell that starts with "=", "+", "-" or "@" gets a leading apostrophe:
spreadsheets would run it as a formula (a security hole with imported
metadata, and "#NAME?" for a note starting with a Markdown list dash).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from lectern.core.models import Entry, to_iso

COLUMNS = (
    "id",
    "title",
    "authors",
    "year",
    "venue",
    "collection",
    "doi",
    "arxiv_id",
    "url",
    "status",
    "rating",
    "tags",
    "notes",
    "added",
    "abstract",
    "title_derived",
    # The reader's values with their times, read back by Lectern's CSV import (see
    # lectern.core.exporters.common.library_fields): last, out of a spreadsheet user's way.
    "status_history",
    "last_read",
    "queued",
    "page_in_reader",
    "pdf_pages",
    "furthest_page",
    "modified",
)
LIST_SEPARATOR = "; "
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def guard(text: str) -> str:
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def to_row(entry: Entry) -> dict[str, str]:
    paper, note = entry.paper, entry.annotation
    row = {
        "id": paper.id,
        "title": paper.title,
        "authors": LIST_SEPARATOR.join(a for a in paper.authors if a.strip()),
        "year": str(paper.year) if paper.year else "",
        "venue": paper.venue,
        "collection": LIST_SEPARATOR.join(paper.collections),
        "doi": paper.doi,
        "arxiv_id": paper.arxiv_id,
        "url": paper.urls[0] if paper.urls else "",
        "status": note.status.value,
        "rating": str(note.rating),
        "tags": LIST_SEPARATOR.join(note.tags),
        "notes": note.notes,
        "added": to_iso(paper.added),
        "abstract": paper.abstract,
        "title_derived": "yes" if paper.title_derived else "",
        "status_history": LIST_SEPARATOR.join(
            f"{change.status.value} {to_iso(change.at)}" for change in note.history
        ),
        "last_read": to_iso(note.last_read) if note.last_read else "",
        "queued": _place(note.queued),
        "page_in_reader": str(note.page) if note.page else "",
        "pdf_pages": str(note.pages) if note.page else "",
        "furthest_page": str(note.reached) if note.page else "",
        "modified": to_iso(note.modified) if note.modified else "",
    }
    return {name: guard(value) for name, value in row.items()}


def _place(queued: float | None) -> str:
    """A place in Up next as a spreadsheet shows it: "3" rather than "3.0"."""
    if queued is None:
        return ""
    return str(int(queued)) if queued.is_integer() else repr(queued)


def to_csv(entries: Sequence[Entry]) -> bytes:
    buffer = io.StringIO(newline="")
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    for entry in entries:
        writer.writerow(to_row(entry))
    return buffer.getvalue().encode("utf-8-sig")
