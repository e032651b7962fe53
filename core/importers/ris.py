"""RIS (EndNote, Zotero, PubMed …) and Web of Science tagged files through rispy.

The file is split into records here (so each gets its line number and a bad one
cannot spoil the rest), and each record goes through rispy's own parser.
Web of Science exports ("FN Clarivate…", "PT J") use rispy's WokParser.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import rispy

from core.importers.base import ParsedFile, RawRecord, Skipped
from core.importers.common import (
    arxiv_from,
    clean_doi,
    collection_name,
    display_name,
    iter_lines,
    parse_year,
    squash,
    string_list,
)

_KINDS = {
    "JOUR": "article", "JFULL": "article", "EJOUR": "article", "MGZN": "article",
    "NEWS": "article", "INPR": "article", "ABST": "article", "CONF": "inproceedings",
    "CPAPER": "inproceedings", "BOOK": "book", "EBOOK": "book", "EDBOOK": "book",
    "CHAP": "incollection", "ECHAP": "incollection", "THES": "phdthesis", "RPRT": "techreport",
    "UNPB": "unpublished", "MANSCPT": "unpublished", "ELEC": "online", "BLOG": "online",
    "WEB": "online", "DATA": "dataset", "COMP": "software", "PAT": "patent", "GEN": "misc",
    "JOURNAL ARTICLE": "article", "CONFERENCE PAPER": "inproceedings", "BOOK SECTION": "incollection",
}
_WOS_KINDS = {"J": "article", "C": "inproceedings", "B": "book", "S": "incollection", "P": "patent"}
_SMALL = frozenset("a an and as at by for from in of on or the to with".split())


def _is_wos(first_lines: list[str]) -> bool:
    return any(re.match(r"(?:FN |VR |PT [A-Z]\s*$)", line) for line in first_lines)


def _chunks(lines: Iterable[tuple[int, str]], parser: rispy.RisParser) -> Iterator[tuple[int, list[str]]]:
    """(line of the start tag, the record's lines including its end tag)."""
    start, chunk = 0, []
    for number, line in lines:
        if not chunk:
            if line.startswith(parser.START_TAG):
                start, chunk = number, [line]
            continue
        chunk.append(line)
        if line.strip() and parser.parse_line(line)[0] == parser.END_TAG:
            yield start, chunk
            chunk = []
    if chunk:  # a last record without its end tag still counts
        yield start, [*chunk, f"{parser.END_TAG}  - "]


def _first(record: dict[str, Any], *keys: str) -> str:
    for key in keys:
        value = record.get(key)
        if isinstance(value, list):
            value = value[0] if value else ""
        if value and squash(value):
            return squash(value)
    return ""


def _unknown(record: dict[str, Any], tag: str) -> str:
    values = (record.get("unknown_tag") or {}).get(tag) or []
    return squash(values[0]) if values else ""


def _wos_name(name: str) -> str:
    """"Parkes-Loach, PS" → "P. S. Parkes-Loach" (Web of Science writes bare initials)."""
    last, _, first = name.partition(",")
    first = first.strip()
    if first and first.isupper() and first.isalpha() and len(first) <= 4:
        first = " ".join(f"{ch}." for ch in first)
    return display_name(f"{last}, {first}" if first else last)


def _title_case(text: str) -> str:
    if text != text.upper():
        return text
    words = text.lower().split()
    return " ".join(w if i and w in _SMALL else w[:1].upper() + w[1:] for i, w in enumerate(words))


def _ris_record(line: int, record: dict[str, Any]) -> RawRecord | Skipped:
    title = _first(record, "title", "primary_title", "short_title", "translated_title")
    abstract = "\n\n".join(string_list(record.get("abstract") or record.get("notes_abstract"), r"\n\n"))
    if not title and not abstract:
        what = f" (DOI {record['doi']})" if record.get("doi") else ""
        return Skipped(line, f"record has neither a title nor an abstract{what}")
    names = string_list(record.get("authors")) + string_list(record.get("first_authors"))
    if not names:
        names = string_list(record.get("secondary_authors"))
    urls = [u for u in string_list(record.get("urls")) + string_list(
        [record.get("file_attachments2"), record.get("file_attachments1")]) if "://" in u]
    doi = clean_doi(_first(record, "doi")) or next((clean_doi(u) for u in urls if "doi.org" in u), "")
    kind = _first(record, "type_of_reference").upper()
    return RawRecord(
        line=line,
        title=title,
        authors=list(dict.fromkeys(display_name(n) for n in names)),
        year=parse_year(_first(record, "year", "publication_year", "date")),
        venue=_first(record, "alternate_title3", "secondary_title", "journal_name")
        or _unknown(record, "BT") or _first(record, "alternate_title1", "alternate_title2"),
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv_from(*urls, doi, _first(record, "note")),
        urls=urls,
        keywords=string_list(record.get("keywords"), r"\n"),
        kind=_KINDS.get(kind, "misc" if kind else ""),
        key=_first(record, "id"),
        volume=_first(record, "volume"),
        number=_first(record, "number"),
        pages=_pages(_first(record, "start_page"), _first(record, "end_page")),
    )


def _wos_record(line: int, record: dict[str, Any]) -> RawRecord | Skipped:
    title = _first(record, "document_title")
    abstract = _first(record, "abstract")
    if not title and not abstract:
        return Skipped(line, "record has neither a title nor an abstract")
    names = string_list(record.get("author_full_name")) or string_list(record.get("authors"))
    keywords = string_list(record.get("author_keywords"), r";") + [
        _title_case(k) for k in string_list(record.get("keywords_plus"), r";")]
    return RawRecord(
        line=line,
        title=title,
        authors=[_wos_name(n) for n in names],
        year=parse_year(_first(record, "publication_year", "early_access_date")),
        venue=_title_case(_first(record, "publication_name", "conference_title")),
        abstract=abstract,
        doi=clean_doi(_first(record, "doi")),
        keywords=list(dict.fromkeys(keywords)),
        kind=_WOS_KINDS.get(_first(record, "publication_type"), ""),
        key=_first(record, "accession_number"),
    )


def _pages(start: str, end: str) -> str:
    return f"{start}-{end}" if start and end and end != start else start or end


def parse(path: Path) -> ParsedFile:
    lines = iter_lines(path)
    head = []
    for item in lines:
        head.append(item)
        if len(head) >= 5:
            break
    wos = _is_wos([text for _, text in head])
    parser = rispy.WokParser() if wos else rispy.RisParser()
    convert = _wos_record if wos else _ris_record

    def all_lines() -> Iterator[tuple[int, str]]:
        yield from head
        yield from lines

    def records() -> Iterator[RawRecord | Skipped]:
        for start, chunk in _chunks(all_lines(), parser):
            try:
                parsed = parser.parse_lines(iter(chunk))
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                yield Skipped(start, f"not readable as RIS: {exc}")
                continue
            if not parsed:
                yield Skipped(start, "not readable as RIS")
                continue
            yield convert(start, parsed[0])

    return ParsedFile(str(path), "ris", collection_name(path), records())
