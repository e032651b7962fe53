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
from, which a paper new to this library keeps.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Iterator
from pathlib import Path

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
    parse_history,
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
}
_COLUMN_FIELD = {name: field for field, names in _FIELDS.items() for name in names.split()}
# Columns only Lectern's CSV export has together (normalised names).
_LECTERN_COLUMNS = frozenset(
    {"id", "title", "arxivid", "status", "rating", "tags", "notes", "added"}
)
_LECTERN_SKIPS = ("key", "keywords")  # its "id" and "tags" columns
# What those columns hold: the paper's id and what the user wrote.
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
        if field and not (lectern and field in _LECTERN_SKIPS):
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
    personal = None
    if lectern:  # display names as Lectern stored them: no "Last, First" reordering
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
    return RawRecord(
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
        lectern_id=_cell(row, columns, "lectern_id") if lectern else "",
        title_derived=lectern and _cell(row, columns, "title_derived").lower() == "yes",
        added=(parse_moment(_cell(row, columns, "added")) or "") if lectern else "",
        annotation=personal,
    )


def _history(cell: str) -> list[dict[str, str]]:
    """Lectern's status history cell ("to-read 2026-03-01T09:30:00.000000Z; read …")."""
    changes = [change.split(None, 1) for change in string_list(cell, ";", unique=False)]
    return parse_history([{"status": c[0], "at": c[1]} for c in changes if len(c) == 2])


def _count(cell: str) -> int | None:
    """A page number or count cell; None when it holds none."""
    return int(cell) if cell.isdigit() else None
