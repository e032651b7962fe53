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

The columns after `modified` came later, so a spreadsheet's formulas on the earlier ones
keep working: the citation key and entry type, the paper's keywords, and the bibliographic
fields Zotero's CSV export has columns for (volume, issue, pages, publisher, place, edition,
editors, series, ISBN, ISSN), read from the paper's record. The last, `lectern`, holds as
JSON what no column carries exactly: the record whole as its source wrote it (as CSL-JSON's
`lectern-record`), the paper's other citation keys, links and files, the values other
records of it brought, and the papers the user said it is no duplicate of. Lectern's CSV
import reads it back, so a library exported as CSV comes back paper for paper, two volumes
of one title included.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from typing import Any

from lectern.core.crosswalk import concepts_of
from lectern.core.exporters.common import alternates_value, citation_keys
from lectern.core.models import Entry, Paper, to_iso

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
    # The record's identity and the fields a spreadsheet user looks for (Zotero's CSV has
    # them), then Lectern's own: the record whole, read back by Lectern's CSV import.
    "citation_key",
    "entry_type",
    "keywords",
    "volume",
    "issue",
    "pages",
    "publisher",
    "place",
    "edition",
    "editors",
    "series",
    "isbn",
    "issn",
    "lectern",
)
# The columns read from the paper's record (lectern.core.crosswalk's concepts), each with
# the concepts it shows, the first one the record has: a thesis's school and a report's
# institution are its publisher, as Zotero's column has them.
RECORD_COLUMNS = {
    "publisher": ("publisher", "school", "institution", "organization"),
    "place": ("place",),
    "edition": ("edition",),
    "editors": ("editor",),
    "series": ("series",),
    "isbn": ("isbn",),
    "issn": ("issn",),
}
LIST_SEPARATOR = "; "
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def guard(text: str) -> str:
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def to_row(entry: Entry, key: str = "", not_duplicates: Sequence[str] = ()) -> dict[str, str]:
    """One paper's row; `key` is its citation key in the export (citation_keys)."""
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
        "citation_key": key,
        "entry_type": paper.kind,
        "keywords": LIST_SEPARATOR.join(paper.keywords),
        "volume": paper.volume,
        "issue": paper.number,
        "pages": paper.pages,
        **record_columns(paper),
        "lectern": lectern_cell(paper, not_duplicates),
    }
    return {name: guard(value) for name, value in row.items()}


def record_columns(paper: Paper) -> dict[str, str]:
    """The record's publisher, place, edition, editors, … as plain text, for a spreadsheet."""
    concepts = concepts_of(paper.dialect, paper.fields) if paper.fields else {}
    row = {}
    for column, names in RECORD_COLUMNS.items():
        value = next((concepts[name] for name in names if concepts.get(name)), "")
        row[column] = LIST_SEPARATOR.join(value) if isinstance(value, list) else str(value)
    return row


def lectern_cell(paper: Paper, not_duplicates: Sequence[str] = ()) -> str:
    """What only Lectern reads back, as one JSON object ("" when there is nothing): the
    record whole, and the paper's values that the columns before hold only in part (one
    link) or not exactly (a list whose items hold "; ")."""
    own: dict[str, Any] = {}
    if paper.fields and paper.dialect:
        own["record"] = {"dialect": paper.dialect, "kind": paper.kind, "fields": paper.fields}
    if paper.aliases:
        own["aliases"] = list(paper.aliases)
    if len(paper.urls) > 1:
        own["urls"] = list(paper.urls)
    for name in ("authors", "keywords", "collections"):
        values = [v for v in getattr(paper, name) if name != "authors" or v.strip()]
        if any(";" in v or v != " ".join(v.split()) for v in values):
            own[name] = values
    if paper.files:
        own["files"] = list(paper.files)
    if paper.alternates:
        own["alternates"] = alternates_value(paper)
    if paper.derived:
        own["derived"] = list(paper.derived)
    if not_duplicates:
        own["not_duplicates"] = list(not_duplicates)
    return json.dumps(own, ensure_ascii=False) if own else ""


def _place(queued: float | None) -> str:
    """A place in Up next as a spreadsheet shows it: "3" rather than "3.0"."""
    if queued is None:
        return ""
    return str(int(queued)) if queued.is_integer() else repr(queued)


def to_csv(entries: Sequence[Entry], distinct: Mapping[str, Sequence[str]] | None = None) -> bytes:
    """The entries as CSV; `distinct` names each paper's "not duplicates" partners."""
    buffer = io.StringIO(newline="")
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    others = distinct or {}
    for entry, key in zip(entries, citation_keys(entries)):
        writer.writerow(to_row(entry, key, others.get(entry.paper.id, ())))
    return buffer.getvalue().encode("utf-8-sig")
