"""RIS (EndNote, Zotero, PubMed …) and Web of Science tagged files through rispy.

The file is split into records here (so each gets its line number and a bad one
cannot spoil the rest), and each record goes through rispy's own parser.
Web of Science exports ("FN Clarivate…", "PT J") use rispy's WokParser.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import rispy

from lectern.core.importers.attachments import ris_files
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
    squash,
    string_list,
)
from lectern.core.importers.personal import (
    annotation,
    parse_alternates,
    parse_collections,
    parse_derived,
    parse_history,
    parse_ids,
    parse_marks,
    parse_moment,
    parse_place,
    parse_position,
    parse_rating,
    parse_status,
)
from lectern.core.said import said
from lectern.core.text.names import display_name

LECTERN_FIELD = "custom8"  # the C8 line Lectern's RIS export writes its own fields to
_WOS_KINDS = {"J": "article", "C": "inproceedings", "B": "book", "S": "incollection", "P": "patent"}
# L1 names files: a local one (a file:// URL, EndNote's internal-pdf://) is not a link.
_LOCAL_LINKS = ("file:", "internal-pdf:")
_SMALL = frozenset("a an and as at by for from in of on or the to with".split())


def _is_wos(first_lines: list[str]) -> bool:
    return any(re.match(r"(?:FN |VR |PT [A-Z]\s*$)", line) for line in first_lines)


def _chunks(
    lines: Iterable[tuple[int, str]], parser: rispy.RisParser
) -> Iterator[tuple[int, list[str]]]:
    """(line of the start tag, the record's lines including its end tag)."""
    start, chunk = 0, list[str]()
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
    """ "Parkes-Loach, PS" → "P. S. Parkes-Loach" (Web of Science writes bare initials)."""
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


_TAG_LINE = re.compile(r"^([A-Z][A-Z0-9])  -( |$)")


def _texts(chunk: list[str], tags: tuple[str, ...]) -> dict[str, list[str]]:
    """Each value of `tags` with the lines that continue it, as written (Zotero writes an
    abstract's paragraphs and a note's lines that way); a continuation that Lectern wrote
    with a leading space, because it looked like a tag, gets it back."""
    found: dict[str, list[str]] = {}
    tag, lines = "", None
    for raw in [*chunk, "ER  - "]:
        line = raw.rstrip("\r\n")
        match = _TAG_LINE.match(line)
        if match is None:
            if lines is not None:
                lines.append(
                    line[1:] if line.startswith(" ") and _TAG_LINE.match(line[1:]) else line
                )
            continue
        if lines is not None:
            found.setdefault(tag, []).append("\n".join(lines).strip("\n"))
        tag, lines = match.group(1), None
        if tag in tags:
            lines = [line[match.end() :]]
    return found


def _ris_record(line: int, record: dict[str, Any], base: Path) -> RawRecord | Skipped:
    """One RIS record; `base` is the imported file's folder, where relative file paths are."""
    title = _first(record, "title", "primary_title", "short_title", "translated_title")
    texts = record.get("_texts") or {}
    abstract = "\n\n".join(t.strip() for t in texts.get("AB", ()) if t.strip()) or "\n\n".join(
        string_list(record.get("abstract") or record.get("notes_abstract"), r"\n\n")
    )
    # Two people may share a name ("Zheng Wang" twice): only AU and A1 repeating each
    # other are one list, not a name listed twice.
    names = string_list(record.get("authors"), unique=False)
    names += [n for n in string_list(record.get("first_authors"), unique=False) if n not in names]
    if not names:
        names = string_list(record.get("secondary_authors"), unique=False)
    urls = [
        u
        for u in string_list(record.get("urls"))
        + string_list([record.get("file_attachments2"), record.get("file_attachments1")])
        if "://" in u and not u.lower().startswith(_LOCAL_LINKS)
    ]
    doi = clean_doi(_first(record, "doi")) or next(
        (clean_doi(u) for u in urls if "doi.org" in u), ""
    )
    arxiv = arxiv_from(*urls, doi, _first(record, "note"))
    if not names_a_paper(title, abstract, doi, arxiv):
        return Skipped(line, said("record has no title, abstract, DOI or arXiv id"))
    kind = _first(record, "type_of_reference").upper()
    keywords = string_list(record.get("keywords"), r"\n")
    fields: dict[str, Any] = dict(
        title=title,
        authors=[display_name(n) for n in names],
        year=parse_year(_first(record, "year", "publication_year", "date")),
        venue=_first(record, "alternate_title3", "secondary_title", "journal_name")
        or _unknown(record, "BT")
        or _first(record, "alternate_title1", "alternate_title2"),
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv,
        urls=urls,
        key=_first(record, "id"),
        volume=_first(record, "volume"),
        number=_first(record, "number"),
        pages=_pages(_first(record, "start_page"), _first(record, "end_page")),
        files=ris_files([*texts.get("L1", ()), *texts.get("L4", ())], base),
    )
    fields.update(_lectern_fields(record, texts, keywords, clean_doi(_first(record, "doi"))))
    return RawRecord(line=line, **fields, **_as_written(record, kind))


_TAGS = {name: tag for tag, name in rispy.TAG_KEY_MAPPING.items()}


def _as_written(record: dict[str, Any], kind: str) -> dict[str, Any]:
    """The record whole, by RIS tag (a list for a tag that repeats), for a RIS export to
    write back; Lectern's own export names the record it came from instead."""
    fields: dict[str, Any] = {}
    for name, value in record.items():
        tag = _TAGS.get(name)
        if tag is None or tag in ("C8", "ER") or value in (None, "", []):
            continue
        fields[tag] = [str(v) for v in value] if isinstance(value, list) else str(value)
    for tag, values in (record.get("unknown_tag") or {}).items():
        fields.setdefault(str(tag), [str(v) for v in values])
    written: dict[str, Any] = {"fields": fields, "dialect": "ris", "kind": kind}
    custom = str(record.get(LECTERN_FIELD) or "")
    if custom.startswith("lectern {"):
        try:
            own = json.loads(custom.removeprefix("lectern "))
        except ValueError:
            own = {}
        kept = own.get("record") if isinstance(own, dict) else None
        if isinstance(kept, dict) and isinstance(kept.get("fields"), dict):
            written = {
                "fields": dict(kept["fields"]),
                "dialect": str(kept.get("dialect") or ""),
                "kind": str(kept.get("kind") or kind),
            }
        if isinstance(own, dict) and isinstance(own.get("aliases"), list):
            written["aliases"] = [str(a) for a in own["aliases"]]
    return written


def _lectern_fields(
    record: dict[str, Any], texts: dict[str, list[str]], keywords: list[str], doi_tag: str
) -> dict[str, Any]:
    """The notes (N1), and what Lectern's own export keeps in its C8 line."""
    own: dict[str, Any] = {}
    custom = str(record.get(LECTERN_FIELD) or "")
    if custom.startswith("lectern {"):
        try:
            loaded = json.loads(custom.removeprefix("lectern "))
            own = loaded if isinstance(loaded, dict) else {}
        except ValueError:
            own = {}
    tags = [str(t) for t in own.get("tags") or () if isinstance(t, str)]
    if tags:  # Lectern wrote its tags into the keywords too: take them out again
        folded = {t.casefold() for t in tags}
        keywords[:] = [k for k in keywords if k.casefold() not in folded]
    notes = "\n\n".join(t for t in texts.get("N1", ()) if t.strip())
    if not notes and not (texts.get("AB") or texts.get("N1")):
        notes = "\n".join(string_list(record.get("notes"), r"\n"))
    exact = {name: own[name] for name in ("pages",) if isinstance(own.get(name), str)}
    for name in ("authors", "urls", "files"):
        if isinstance(own.get(name), list):
            exact[name] = [str(v) for v in own[name]]
    if own:  # Lectern wrote it: the ids are as it wrote them, none found in the links
        exact["arxiv_id"] = str(own.get("arxiv") or "")
        exact["doi"] = doi_tag
    return {
        **exact,
        "keywords": keywords,
        "lectern_id": str(own.get("id") or ""),
        "title_derived": own.get("title_derived") is True,
        "annotation": annotation(
            status=parse_status(own.get("status")),
            rating=parse_rating(own.get("rating")),
            notes=notes,
            tags=tags,
            queued=parse_place(own.get("queued")),
            last_read=parse_moment(own.get("last_read")),
            history=parse_history(own.get("status_history")),
            position=parse_position(own.get("reading_position")),
            marks=parse_marks(own.get("marks")),
            modified=parse_moment(own.get("modified")),
        ),
        "added": parse_moment(own.get("added")) or "",
        "lectern_collections": parse_collections(own.get("collections")),
        "alternates": parse_alternates(own.get("alternates")),
        "derived": parse_derived(own.get("derived")),
        "not_duplicates": parse_ids(own.get("not_duplicates")),
    }


def _wos_record(line: int, record: dict[str, Any]) -> RawRecord | Skipped:
    title = _first(record, "document_title")
    abstract = _first(record, "abstract")
    doi = clean_doi(_first(record, "doi"))
    if not names_a_paper(title, abstract, doi):
        return Skipped(line, said("record has no title, abstract, DOI or arXiv id"))
    names = string_list(record.get("author_full_name"), unique=False) or string_list(
        record.get("authors"), unique=False
    )
    keywords = string_list(record.get("author_keywords"), r";") + [
        _title_case(k) for k in string_list(record.get("keywords_plus"), r";")
    ]
    return RawRecord(
        line=line,
        title=title,
        authors=[_wos_name(n) for n in names],
        year=parse_year(_first(record, "publication_year", "early_access_date")),
        venue=_title_case(_first(record, "publication_name", "conference_title")),
        abstract=abstract,
        doi=doi,
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
    base = path.absolute().parent

    def all_lines() -> Iterator[tuple[int, str]]:
        yield from head
        yield from lines

    def records() -> Iterator[RawRecord | Skipped]:
        for start, chunk in _chunks(all_lines(), parser):
            try:
                parsed = parser.parse_lines(iter(chunk))
            except (ValueError, KeyError, TypeError, AttributeError) as exc:
                yield Skipped(start, said("not readable as RIS: {problem}", problem=str(exc)))
                continue
            if not parsed:
                yield Skipped(start, said("not readable as RIS"))
                continue
            record = parsed[0]
            if wos:
                yield _wos_record(start, record)
                continue
            # rispy joins a value's lines with spaces, and keeps one L1 of several: the
            # paragraphs and every file come from the lines themselves
            record["_texts"] = _texts(chunk, ("AB", "N1", "L1", "L4"))
            yield _ris_record(start, record, base)

    return ParsedFile(str(path), "ris", collection_name(path), records())
