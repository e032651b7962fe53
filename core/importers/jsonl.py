"""JSON Lines: one record a line (arXiv listings, the Kaggle arXiv dump, scraped feeds).

Streamed line by line with orjson (gzip too): 75,000 arXiv records take a couple
of seconds and the file is never held in memory. A malformed line is skipped
with its number; it does not stop the rest.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

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
    find_first,
    open_binary,
    parse_year,
    split_names,
    squash,
    string_list,
    unwrap,
)
from lectern.core.said import said
from lectern.core.text import find_urls
from lectern.core.text.latex import latex_to_text

ABSTRACT_KEYS = ("abstract", "summary", "text", "description")
DATE_KEYS = (
    "published",
    "listing_date",
    "year",
    "date",
    "issued",
    "update_date",
    "updated",
    "created",
)
URL_KEYS = ("url", "abs", "link", "pdf", "html_url")
# If this many lines in a row at the start are not JSON, the file is not JSON Lines.
_GIVE_UP_AFTER = 20


def _authors(record: dict[str, Any]) -> list[str]:
    parsed = record.get("authors_parsed")  # Kaggle arXiv dump: [[last, first, suffix], …]
    if isinstance(parsed, list) and parsed and all(isinstance(p, list) for p in parsed):
        return [
            squash(latex_to_text(" ".join(str(x) for x in (*p[1:2], p[0], *p[2:3]) if x)))
            for p in parsed
            if p
        ]
    value = record.get("authors", record.get("author"))
    if isinstance(value, list):
        names = []
        for item in value:
            name = item
            if isinstance(item, dict):
                name = item.get("name") or " ".join(
                    str(item[k]) for k in ("given", "family") if item.get(k)
                )
            if isinstance(name, str) and name.strip():
                names.append(latex_to_text(name.strip()))
        return names
    if isinstance(value, str):
        return split_names(latex_to_text(value))
    return []


def _year(record: dict[str, Any]) -> int | None:
    versions = record.get("versions")  # Kaggle: the first version's date is the submission
    if (
        isinstance(versions, list)
        and versions
        and isinstance(versions[0], dict)
        and (year := parse_year(versions[0].get("created")))
    ):
        return year
    for key in DATE_KEYS:
        if key in record and (year := parse_year(record[key])):
            return year
    return None


def to_record(line: int, record: Any) -> RawRecord | Skipped:
    if not isinstance(record, dict):
        return Skipped(line, said("not a JSON object"))
    title = record.get("title")
    title = squash(latex_to_text(title)) if isinstance(title, str) else ""
    abstract = find_first(record, ABSTRACT_KEYS)
    abstract = unwrap(abstract) if abstract else ""
    ident = squash(record.get("id")) if isinstance(record.get("id"), str | int) else ""
    urls = [u for u in (record.get(k) for k in URL_KEYS) if isinstance(u, str) and "://" in u]
    comment = record.get("comment") or record.get("comments")
    if isinstance(comment, str) and "http" in comment:  # "Code: https://github.com/…"
        urls += [u for u in find_urls(comment) if u not in urls]
    doi = clean_doi(record.get("doi"))
    arxiv = arxiv_from(record.get("arxiv_id"), record.get("arxiv"), ident, *urls)
    if not names_a_paper(title, abstract, doi, arxiv):
        return Skipped(line, said("record has no title, abstract, DOI or arXiv id"))
    categories = record.get("categories", record.get("tags", record.get("keywords")))
    return RawRecord(
        line=line,
        title=title,
        authors=_authors(record),
        year=_year(record),
        venue=squash(
            record.get("venue") or record.get("journal-ref") or record.get("journal") or ""
        ),
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv,
        urls=urls,
        keywords=_keywords(categories),
        kind=squash(record.get("type")) if isinstance(record.get("type"), str) else "",
        key="" if arxiv or not ident or clean_doi(ident) else ident,
    )


def _keywords(categories: Any) -> list[str]:
    """arXiv categories, and the class lists among them ("68T10, 68T30" or "I.2; I.2.7")
    as one keyword per class."""
    if isinstance(categories, str):
        return string_list(categories, r"[;,\s]+")
    return string_list(
        [
            part
            for item in string_list(categories)
            for part in (_CLASSES.split(item) if ";" in item or "," in item else (item,))
        ]
    )


_CLASSES = re.compile(r"\s*[;,]\s*")


def parse(path: Path) -> ParsedFile:
    with open_binary(path):  # fail now, not mid-import, when the file cannot be opened
        pass

    def records() -> Iterator[RawRecord | Skipped]:
        number, good, bad_run = 0, 0, 0
        with open_binary(path) as handle:
            try:
                for line in handle:
                    number += 1
                    raw = line[3:] if number == 1 and line.startswith(b"\xef\xbb\xbf") else line
                    if not raw.strip():
                        continue
                    try:
                        value = orjson.loads(raw)
                    except orjson.JSONDecodeError as exc:
                        bad_run += 1
                        if not good and bad_run >= _GIVE_UP_AFTER:
                            raise ImportFileError(
                                str(path),
                                said("is not JSON Lines (no line is a JSON record)"),
                                number,
                            ) from exc
                        yield Skipped(number, said("not valid JSON ({problem})", problem=exc.msg))
                        continue
                    good += 1
                    yield to_record(number, value)
            except (OSError, EOFError, zlib.error) as exc:
                raise ImportFileError(
                    str(path),
                    said("cannot be read to the end ({problem})", problem=str(exc)),
                    number + 1,
                ) from exc

    return ParsedFile(str(path), "jsonl", collection_name(path), records())
