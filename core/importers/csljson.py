"""CSL-JSON (Zotero, Better BibTeX, Pandoc, Mendeley exports): a list of items.

CSL-JSON text is plain Unicode plus a handful of HTML-like tags (citeproc-js's
"rich text": <i>, <b>, <sup>, <sub>, <span class="nocase">, small caps). Those
tags are read as formatting, and tags of HTML elements that would act in a page
(<script>, <img>, <a href>, <iframe> …) are dropped; everything else stays exactly
as written, so "If a<b and c>d", "Vector<T>", "AT&amp;T" or "\\relax" come back as
they went out.
"""

from __future__ import annotations

import re
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
    decode_text,
    json_document,
    parse_year,
    read_all,
    squash,
    string_list,
)
from lectern.core.importers.detect import CSL_KEYS
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
from lectern.core.text import strip_controls

_NAME_PARTS = ("given", "dropping-particle", "non-dropping-particle", "family", "suffix")
_ACTIVE = (
    "a|applet|audio|base|body|br|button|canvas|dialog|div|embed|font|form|frame|frameset|"
    "head|hr|html|iframe|image|img|input|link|marquee|math|meta|noscript|object|p|script|"
    "select|source|span|style|svg|template|textarea|track|video"
)
_TAG = re.compile(
    rf"</?(?:i|b|em|strong|sup|sub|sc|u)>|</?(?:{_ACTIVE})(?:\s[^<>]{{0,500}})?/?>", re.I
)


def _rich(text: Any, keep_emphasis: bool = False) -> str:
    """CSL's rich text (<i>, <b>, <sup>, <span class="nocase">) → plain (or Markdown) text."""
    if not isinstance(text, str):
        return squash(text) if isinstance(text, int | float) else ""
    plain: str = text
    if "<" in plain:
        if keep_emphasis:
            plain = re.sub(r"</?(?:i|em)>", "*", plain, flags=re.I)
            plain = re.sub(r"</?(?:b|strong)>", "**", plain, flags=re.I)
        plain = _TAG.sub("", plain)
    return plain


def _line(text: Any) -> str:
    """A one-line field as plain text: no control characters, single spaces."""
    return squash(strip_controls(text)) if isinstance(text, str) else squash(text)


def _name(person: Any) -> str:
    """Names are plain text in CSL (no rich-text tags)."""
    if not isinstance(person, dict):
        return _line(person) if isinstance(person, str) else ""
    if person.get("literal"):
        return _line(person["literal"])
    parts = [person.get(k) for k in _NAME_PARTS]
    return _line(" ".join(str(p) for p in parts if p))


def _year(item: dict[str, Any]) -> int | None:
    for key in ("issued", "original-date", "event-date", "submitted"):
        date = item.get(key)
        if isinstance(date, dict):
            parts = date.get("date-parts")
            if (
                isinstance(parts, list)
                and parts
                and isinstance(parts[0], list)
                and parts[0]
                and (year := parse_year(parts[0][0]))
            ):
                return year
            for text_key in ("raw", "literal"):
                if year := parse_year(date.get(text_key)):
                    return year
        elif year := parse_year(date):
            return year
    return None


def _is_arxiv(value: Any) -> bool:
    return isinstance(value, str) and "arxiv" in value.lower()


def _venue(item: dict[str, Any]) -> str:
    """Where it appeared; a preprint's publisher "arXiv" (Zotero's convention) is no venue.
    A report's institution is its `authority` where the record's field is "institution"
    (biblatex's name for a thesis's school too: the crosswalk writes it so)."""
    for key in (
        "container-title",
        "event-title",
        "event",
        "collection-title",
        "publisher",
        "authority",
    ):
        value = item.get(key)
        if (
            isinstance(value, str)
            and value.strip()
            and not (key == "publisher" and _is_arxiv(value))
        ):
            return _line(_rich(value))
    return ""


def _arxiv(item: dict[str, Any], doi: str, urls: list[str]) -> str:
    """Zotero keeps a preprint's id in "number" (publisher arXiv), a published paper's in
    "archive_location" (archive arXiv); Better BibTeX and others use "arxiv"/"eprint"."""
    return arxiv_from(
        item.get("arxiv"),
        item.get("eprint") if _is_arxiv(item.get("eprinttype")) else "",
        item.get("archive_location") if _is_arxiv(item.get("archive")) else "",
        doi,
        *urls,
        item.get("number") if _is_arxiv(item.get("publisher")) else "",
    )


def _issue(item: dict[str, Any]) -> str:
    """The issue; Zotero's "number" of a preprint is its arXiv id, not an issue."""
    issue = squash(str(item.get("issue") or ""))
    number = squash(str(item.get("number") or ""))
    return issue or ("" if not number or arxiv_from(number) else number)


def _keywords(item: dict[str, Any], custom: dict[str, Any]) -> list[str]:
    """The item's keywords, less the tags Lectern's export wrote among them."""
    tags = {t.casefold() for t in custom.get("lectern-tags") or () if isinstance(t, str)}
    return [k for k in string_list(item.get("keyword"), r"[;,]") if k.casefold() not in tags]


def _record(line: int, item: Any) -> RawRecord | Skipped:
    if not isinstance(item, dict):
        return Skipped(line, said("not a CSL-JSON item (expected an object)"))
    title = _line(_rich(item.get("title")))
    abstract = _rich(item.get("abstract"), keep_emphasis=True).strip()
    found = item.get("custom")
    custom: dict[str, Any] = found if isinstance(found, dict) else {}
    urls = [u for u in string_list(item.get("URL"), r"\s+") if "://" in u]
    urls += [u for u in custom.get("lectern-urls") or () if isinstance(u, str) and "://" in u]
    doi = clean_doi(item.get("DOI"))
    if doi.startswith("10/"):  # a shortDOI; the URL often carries the full one
        doi = next((d for d in map(clean_doi, urls) if d.startswith("10.")), doi)
    arxiv = _arxiv(item, doi, urls)
    if not names_a_paper(title, abstract, doi, arxiv):
        return Skipped(
            line,
            said(
                "item {id} has no title, abstract, DOI or arXiv id",
                id=str(item.get("id", ""))[:40],
            ),
        )
    authors = [n for n in (_name(p) for p in item.get("author") or [] if p) if n]
    if not authors and isinstance(item.get("editor"), list):
        authors = [n for n in (_name(p) for p in item["editor"] if p) if n]
    kind = str(item.get("type") or "")
    own = {k: v for k, v in custom.items() if not k.startswith("lectern-")}
    fields = {k: v for k, v in item.items() if k != "custom"}
    if own:
        fields["custom"] = own
    dialect, record = "csl", custom.get("lectern-record")
    if isinstance(record, dict) and isinstance(record.get("fields"), dict):
        # Lectern's own export of a record from another format: that record, whole
        fields, dialect = dict(record["fields"]), str(record.get("dialect") or "")
        kind = str(record.get("kind") or kind)
    return RawRecord(
        line=line,
        fields=fields,
        dialect=dialect,
        aliases=[str(a) for a in custom.get("lectern-aliases") or () if isinstance(a, str)],
        title=title,
        authors=authors,
        year=_year(item),
        venue=_venue(item),
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv,
        urls=urls,
        keywords=_keywords(item, custom),
        kind=kind,
        key=squash(item.get("citation-key") or item.get("id") or ""),
        lectern_id=squash(custom.get("lectern-id") or ""),
        title_derived=custom.get("lectern-title-derived") is True,
        annotation=annotation(
            status=parse_status(custom.get("lectern-status")),
            rating=parse_rating(custom.get("lectern-rating")),
            notes=item["note"] if isinstance(item.get("note"), str) else "",
            tags=[str(t) for t in custom.get("lectern-tags") or () if isinstance(t, str)],
            queued=parse_place(custom.get("lectern-queued")),
            last_read=parse_moment(custom.get("lectern-last-read")),
            history=parse_history(custom.get("lectern-status-history")),
            position=parse_position(custom.get("lectern-reading-position")),
            marks=parse_marks(custom.get("lectern-marks")),
            modified=parse_moment(custom.get("lectern-modified")),
        ),
        added=parse_moment(custom.get("lectern-added")) or "",
        lectern_collections=parse_collections(custom.get("lectern-collections")),
        alternates=parse_alternates(custom.get("lectern-alternates")),
        derived=parse_derived(custom.get("lectern-derived")),
        not_duplicates=parse_ids(custom.get("lectern-not-duplicates")),
        volume=squash(str(item.get("volume") or "")),
        number=_issue(item),
        pages=squash(str(item.get("page") or "")),
    )


def item_record(item: dict[str, Any]) -> RawRecord | Skipped:
    """One CSL-JSON item, read as an item of a file is (a lookup's answer, lectern.core.lookup)."""
    return _record(1, item)


def parse(path: Path) -> ParsedFile:
    text = decode_text(path, read_all(path), fallbacks=())
    document, lines = json_document(path, text, arrays=frozenset({"items"}))
    if isinstance(document, dict):
        if isinstance(document.get("items"), list):
            document = document["items"]
        elif CSL_KEYS & document.keys():
            document = [(0, document)]
        else:
            raise ImportFileError(str(path), said("is JSON but not CSL-JSON (no list of items)"))
    items: list[tuple[int, Any]] = document
    if items and not any(isinstance(v, dict) and CSL_KEYS & v.keys() for _, v in items[:50]):
        fields = sorted({k for _, v in items[:50] if isinstance(v, dict) for k in v})[:10]
        if not fields:
            raise ImportFileError(
                str(path),
                said(
                    "is JSON but not CSL-JSON: its items have none of "
                    "title, author, issued, type (they have no fields)"
                ),
            )
        raise ImportFileError(
            str(path),
            said(
                "is JSON but not CSL-JSON: its items have none of "
                "title, author, issued, type (they have {fields})",
                fields=", ".join(fields),
            ),
        )

    def records() -> Iterator[RawRecord | Skipped]:
        for offset, item in items:
            yield _record(lines(offset), item)

    return ParsedFile(str(path), "csljson", collection_name(path), records())
