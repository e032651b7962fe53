"""CSV (and TSV) with a header row: Zotero, Google Scholar, spreadsheets, Web of Science.

Column names are matched loosely (case, spaces and punctuation ignored), so
"Abstract Note", "abstract" and "ABSTRACT" all land in the abstract.

CSV is not a LaTeX format: cells are taken as plain text ("Costs $5", "How to
build a \\strut" stay as written); only control characters and the extra
whitespace of one-line fields go. A leading apostrophe before ``= + - @`` is the
guard spreadsheets (and Lectern's CSV export) put in front of text that would
otherwise run as a formula, so it is dropped.

Lectern's own CSV export is recognised by its columns: there ``id`` is Lectern's
paper id (not a citation key), authors are "; "-joined display names, and tags,
status (with its history), rating, notes, the place in Up next, the last read and
the place in the reader are the user's annotation, restored where the library has
none of its own; ``added`` is when the paper came into the library it was exported
from, which a paper new to this library keeps. Its later columns name the citation key and
entry type as the library had them, and its last, ``lectern``, the record whole (JSON, as
CSL-JSON's ``lectern-record``), with the paper's other keys, links, files and collections:
the record comes back as it was, and the spreadsheet's publisher, edition, … columns (a
view of it) are not read. Such a CSV names each paper's collections; one written before
these columns goes into the collection of its file's name, as it always did.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from lectern.core.errors import ImportFileError
from lectern.core.importers.base import (
    ParsedFile,
    RawRecord,
    Skipped,
    names_a_paper,
)
from lectern.core.importers.common import (
    arxiv_from,
    clean_doi,
    collection_name,
    iter_lines,
    parse_year,
    split_names,
    squash,
    string_list,
)
from lectern.core.importers.detect import csv_dialect, normalise_column
from lectern.core.importers.personal import (
    annotation,
    parse_alternates,
    parse_collections,
    parse_derived,
    parse_history,
    parse_ids,
    parse_json,
    parse_moment,
    parse_place,
    parse_position,
    parse_rating,
    parse_status,
)
from lectern.core.said import said
from lectern.core.text import strip_controls

_FIELDS = {
    "title": "title articletitle papertitle documenttitle primarytitle ti name",
    "abstract": "abstract abstractnote summary text description ab",
    "authors": "authors author creators authorfullnames authornames au af byline",
    "year": "year publicationyear py date published publicationdate listingdate issued",
    "doi": "doi di",
    "url": "url urls link links pdf pdfurl abs",
    "arxiv": "arxiv arxivid eprint arxivnumber",
    "keywords": "keywords tags categories subjects labels manualtags automatictags "
    "authorkeywords de",
    "venue": "venue journal booktitle conference sourcetitle publicationtitle publication source "
    "containertitle so",
    "key": "key citationkey bibtexkey id",
    "kind": "type itemtype entrytype documenttype",
    "volume": "volume vl",
    "number": "issue is",
    "pages": "pages",
}
_COLUMN_FIELD = {name: field for field, names in _FIELDS.items() for name in names.split()}
# Columns only Lectern's CSV export has together (normalised names).
_LECTERN_COLUMNS = frozenset(
    {"id", "title", "arxivid", "status", "rating", "tags", "notes", "added"}
)
# What those columns hold: the paper's id and what the user wrote ("id" is no citation key,
# "tags" no keywords), and Lectern's own of the rest.
_LECTERN_FIELDS = {
    "id": "lectern_id",
    "status": "status",
    "rating": "rating",
    "notes": "notes",
    "tags": "tags",
    "titlederived": "title_derived",
    "added": "added",
    "statushistory": "status_history",
    "lastread": "last_read",
    "queued": "queued",
    "pageinreader": "page",
    "pdfpages": "pages",
    "furthestpage": "reached",
    "modified": "modified",
    "collection": "collections",
    "lectern": "lectern",
}
_FORMULA_GUARDED = ("=", "+", "-", "@", "\t", "\r")
_MAX_FIELD = 2**31 - 1
_KINDS = {  # Zotero's item types and Web of Science document types → BibTeX entry types
    "journalarticle": "article",
    "article": "article",
    "magazinearticle": "article",
    "conferencepaper": "inproceedings",
    "proceedingspaper": "inproceedings",
    "book": "book",
    "booksection": "incollection",
    "bookchapter": "incollection",
    "thesis": "phdthesis",
    "report": "techreport",
    "preprint": "misc",
    "webpage": "online",
    "dataset": "dataset",
    "computerprogram": "software",
    "manuscript": "unpublished",
}


def _kind(value: str) -> str:
    key = normalise_column(value)
    return _KINDS.get(key, key)


def parse(path: Path) -> ParsedFile:
    csv.field_size_limit(min(sys.maxsize, _MAX_FIELD))
    lines = iter_lines(path)
    header_line = next(((n, t) for n, t in lines if t.strip()), None)
    if header_line is None:
        raise ImportFileError(str(path), said("is empty"))
    tab = path.suffix.lower() == ".tsv" or path.name.lower().endswith(".tsv.gz")
    if tab:
        dialect: tuple[str, list[str]] | None = (
            "\t",
            next(csv.reader([header_line[1]], delimiter="\t")),
        )
    else:
        dialect = csv_dialect(header_line[1])
    if dialect is None:
        raise ImportFileError(
            str(path), said("has no title or abstract column in its first row"), header_line[0]
        )
    delimiter, header = dialect
    lectern = {normalise_column(name) for name in header} >= _LECTERN_COLUMNS
    columns: dict[str, list[int]] = {}
    for index, name in enumerate(header):
        field = _COLUMN_FIELD.get(normalise_column(name))
        if lectern:
            field = _LECTERN_FIELDS.get(normalise_column(name), field)
        if field:
            columns.setdefault(field, []).append(index)
    if "title" not in columns and "abstract" not in columns:
        raise ImportFileError(str(path), said("has no title or abstract column"), header_line[0])

    def records() -> Iterator[RawRecord | Skipped]:
        numbers: list[int] = []

        def source() -> Iterator[str]:
            for number, text in lines:
                numbers.append(number)
                yield text + "\n"

        reader = csv.reader(source(), delimiter=delimiter)
        consumed = 0
        try:
            for row in reader:
                start = numbers[consumed] if consumed < len(numbers) else header_line[0]
                consumed = reader.line_num
                if not any(cell.strip() for cell in row):
                    continue
                yield _record(start, row, columns, lectern)
        except csv.Error as exc:
            where = numbers[reader.line_num - 1] if 0 < reader.line_num <= len(numbers) else None
            raise ImportFileError(
                str(path), said("is not valid CSV ({problem})", problem=str(exc)), where
            ) from exc

    return ParsedFile(str(path), "csv", collection_name(path), records())


def _unguard(cell: str) -> str:
    """ "'=SUM(A1)" → "=SUM(A1)": drop the apostrophe that stops a spreadsheet formula."""
    return cell[1:] if cell.startswith("'") and cell[1:2].startswith(_FORMULA_GUARDED) else cell


def _cell(row: list[str], columns: dict[str, list[int]], field: str) -> str:
    for index in columns.get(field, ()):
        if index < len(row) and (value := _unguard(row[index]).strip()):
            return value
    return ""


def _line(text: str) -> str:
    """A one-line field as plain text: no control characters, single spaces."""
    return squash(strip_controls(text))


def _record(
    line: int, row: list[str], columns: dict[str, list[int]], lectern: bool = False
) -> RawRecord | Skipped:
    title = _line(_cell(row, columns, "title"))
    abstract = _cell(row, columns, "abstract")
    urls = [u for u in string_list(_cell(row, columns, "url"), r"[\s;,]+") if "://" in u]
    doi = clean_doi(_cell(row, columns, "doi"))
    key = _cell(row, columns, "key")
    keywords: list[str] = []
    for index in columns.get("keywords", ()):
        if index < len(row):
            cell = strip_controls(_unguard(row[index]))
            keywords += [k for k in string_list(cell, r"[;,]") if k not in keywords]
    authors = _cell(row, columns, "authors")
    personal, own = None, {}
    if lectern:  # display names as Lectern stored them: no "Last, First" reordering
        own = _own(_cell(row, columns, "lectern"))
        names = [_line(name) for name in authors.split(";")]
        arxiv = arxiv_from(_cell(row, columns, "arxiv"))
        personal = annotation(
            status=parse_status(_cell(row, columns, "status")),
            rating=parse_rating(_cell(row, columns, "rating")),
            notes=_cell(row, columns, "notes"),
            tags=string_list(_cell(row, columns, "tags"), ";"),
            queued=parse_place(_cell(row, columns, "queued")),
            last_read=parse_moment(_cell(row, columns, "last_read")),
            history=_history(_cell(row, columns, "status_history")),
            position=parse_position(
                {name: _count(_cell(row, columns, name)) for name in ("page", "pages", "reached")}
            ),
            modified=parse_moment(_cell(row, columns, "modified")),
        )
    else:
        names = split_names(strip_controls(authors))
        arxiv = arxiv_from(_cell(row, columns, "arxiv"), *urls, doi, key)
    if not names_a_paper(title, abstract, doi, arxiv):
        return Skipped(line, said("row has no title, abstract, DOI or arXiv id"))
    record = RawRecord(
        line=line,
        title=title,
        authors=[name for name in names if name],
        year=parse_year(_cell(row, columns, "year")),
        venue=_line(_cell(row, columns, "venue")),
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv,
        urls=urls,
        keywords=keywords,
        kind=_kind(_cell(row, columns, "kind")),
        key=key,
        volume=_line(_cell(row, columns, "volume")),
        number=_line(_cell(row, columns, "number")),
        pages=_line(_cell(row, columns, "pages")),
        lectern_id=_cell(row, columns, "lectern_id") if lectern else "",
        title_derived=lectern and _cell(row, columns, "title_derived").lower() == "yes",
        added=(parse_moment(_cell(row, columns, "added")) or "") if lectern else "",
        annotation=personal,
    )
    if lectern and "lectern" in columns:
        _as_lectern_wrote_it(record, row, columns, own)
    return record


def _own(cell: str) -> dict[str, Any]:
    """The `lectern` cell of Lectern's own CSV: a JSON object, or nothing."""
    found = parse_json(cell) if cell.startswith("{") else None
    return found if isinstance(found, dict) else {}


def _as_lectern_wrote_it(
    record: RawRecord, row: list[str], columns: dict[str, list[int]], own: dict[str, Any]
) -> None:
    """A row of Lectern's CSV with its later columns: the entry type as the library named
    it (BibTeX's "book", RIS's "JOUR"), the record whole and the exact values of the
    `lectern` cell, and the paper's collections."""
    record.kind = _cell(row, columns, "kind")
    kept = own.get("record")
    if isinstance(kept, dict) and isinstance(kept.get("fields"), dict):
        record.fields, record.dialect = dict(kept["fields"]), str(kept.get("dialect") or "")
        record.kind = record.kind or str(kept.get("kind") or "")
    record.keywords = string_list(_cell(row, columns, "keywords"), ";")  # as it joined them
    for name in ("authors", "keywords", "urls", "files", "aliases"):
        if isinstance(values := own.get(name), list):
            setattr(record, name, [str(v) for v in values if isinstance(v, str)])
    collections = own.get("collections")
    if not isinstance(collections, list):
        collections = string_list(_cell(row, columns, "collections"), ";")
    record.lectern_collections = parse_collections(collections)
    record.alternates = parse_alternates(own.get("alternates"))
    record.derived = parse_derived(own.get("derived"))
    record.not_duplicates = parse_ids(own.get("not_duplicates"))


def _history(cell: str) -> list[dict[str, str]]:
    """Lectern's status history cell ("to-read 2026-03-01T09:30:00.000000Z; read …")."""
    changes = [change.split(None, 1) for change in string_list(cell, ";", unique=False)]
    return parse_history([{"status": c[0], "at": c[1]} for c in changes if len(c) == 2])


def _count(cell: str) -> int | None:
    """A page number or count cell; None when it holds none."""
    return int(cell) if cell.isdigit() else None
