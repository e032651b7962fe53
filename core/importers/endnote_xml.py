"""EndNote XML exports (File → Export, "XML"): ``<xml><records><record>…``, a reference each.

Read with expat into :mod:`xml.etree.ElementTree` elements, one record at a time, so a
library of 50,000 references streams. (ElementTree's own ``iterparse`` streams too, but
it tells neither the line a record starts on nor whether the file declares a DTD; like
the arXiv reader, Lectern refuses DTDs and entity declarations outright.)

EndNote wraps most text in ``<style face="normal" font="default" size="100%">`` runs, one
per change of font; a field's text is its runs put together. A line break EndNote wrote
(``&#xD;``, between two addresses or ISBNs) is kept; a break followed by indentation is a
reformatted file's wrapping and reads as a space. Every element of a record is in
``fields`` under its path ("titles/title", "urls/pdf-urls/url", "ref-type@name" for an
attribute), except the notes, which become the paper's notes.

Every record is a paper or a skip with its reason: a record without a title of its own
(a conference paper known by its authors, year and conference) is titled by Lectern from
what it has, and only a record with nothing but EndNote's bookkeeping is skipped.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any
from urllib.parse import unquote, urlparse

from lectern.core.errors import ImportFileError
from lectern.core.importers.base import ParsedFile, RawRecord, Skipped
from lectern.core.importers.common import (
    arxiv_from,
    clean_doi,
    collection_name,
    initials_name,
    parse_year,
    squash,
)
from lectern.core.importers.detect import KNOWN, read_text_head
from lectern.core.importers.personal import annotation
from lectern.core.importers.xml_stream import XmlStream, guarded_parser
from lectern.core.said import said

_STYLE = "style"
# Paths whose value is always a list, so one author reads like ten.
_LISTS = ("/author", "/keyword", "/url", "/date")
_NOTES = ("notes", "research-notes")
_KINDS = {  # EndNote's reference types → Lectern's kinds (BibTeX entry types)
    "journal article": "article",
    "electronic article": "article",
    "magazine article": "article",
    "newspaper article": "article",
    "book": "book",
    "edited book": "book",
    "electronic book": "book",
    "book section": "incollection",
    "electronic book section": "incollection",
    "conference proceedings": "inproceedings",
    "conference paper": "inproceedings",
    "thesis": "phdthesis",
    "report": "techreport",
    "government document": "techreport",
    "manuscript": "unpublished",
    "unpublished work": "unpublished",
    "web page": "online",
    "blog": "online",
    "dataset": "dataset",
    "computer program": "software",
    "patent": "patent",
    "generic": "misc",
}
# A label used as a citation key: one word with a year in it ("Smith2020", "doe:2019deep");
# EndNote's labels are as often "B4" or "Included", which are not keys.
_KEY = re.compile(r"[A-Za-z][\w.:+/-]*(?:1[5-9]|20)\d\d[\w.:+/-]*")
_WEB = ("http://", "https://", "ftp://")
# What EndNote writes of every record, whether or not the user wrote anything in it.
_BOOKKEEPING = frozenset({"database", "source-app", "rec-number", "foreign-keys", "ref-type"})
# What names an untitled record's work, best first: the conference or book it is in (a
# "Conference Paper" without its own title is common), its series, its journal.
_DESCRIBES = (
    "titles/secondary-title",
    "titles/tertiary-title",
    "periodical/full-title",
    "titles/alt-title",
    "alt-periodical/full-title",
    "publisher",
)


class _RecordReader:
    """Feeds bytes to expat and collects each finished <record> with its start line."""

    def __init__(self) -> None:
        self.parser = guarded_parser()
        self.parser.StartElementHandler = self._start
        self.parser.EndElementHandler = self._end
        self.parser.CharacterDataHandler = self._data
        self.open: list[str] = []  # the tags from the root to the current element
        self.root = ""
        self.builder: ET.TreeBuilder | None = None
        self.record_depth = 0
        self.record_line = 0
        self.finished: list[tuple[int, ET.Element]] = []

    def _start(self, tag: str, attrs: dict[str, str]) -> None:
        if self.builder is None and tag == "record" and self.open[-1:] == ["records"]:
            self.builder = ET.TreeBuilder()
            self.record_depth = len(self.open) + 1
            self.record_line = self.parser.CurrentLineNumber
        if not self.open and not self.root:
            self.root = tag
        self.open.append(tag)
        if self.builder is not None:
            self.builder.start(tag, attrs)

    def _end(self, tag: str) -> None:
        if self.builder is not None:
            element = self.builder.end(tag)
            if len(self.open) == self.record_depth:
                self.finished.append((self.record_line, element))
                self.builder = None
        self.open.pop()

    def _data(self, text: str) -> None:
        if self.builder is not None:
            self.builder.data(text)


def _text(element: ET.Element) -> str:
    """The element's own text with its style runs', as written (the runs hold their spaces)."""
    parts = [element.text or ""]
    for child in element:
        if child.tag == _STYLE:
            parts.append("".join(child.itertext()))
        parts.append(child.tail or "")
    return "".join(parts)


def _clean(raw: str) -> str:
    """EndNote's line breaks kept as "\\n"; wrapping (a break, then indentation) and runs of
    spaces read as one space."""
    raw = raw.replace("\r\n", "\n").replace("\r", "\n").strip()
    return "\n".join(squash(part) for part in re.split(r"\n(?![ \t])", raw) if part.strip())


def record_fields(record: ET.Element) -> dict[str, Any]:
    """Every element of the record → its text (a list for repeats), attributes as "path@name"."""
    found: dict[str, list[str]] = {}

    def walk(element: ET.Element, prefix: str) -> None:
        for child in element:
            if child.tag == _STYLE:
                continue
            path = prefix + child.tag
            for name, value in child.attrib.items():
                found.setdefault(f"{path}@{name}", []).append(value)
            text = _clean(_text(child))
            if any(c.tag != _STYLE for c in child):
                walk(child, path + "/")
                if text:  # text beside the sub-elements: rare, but nothing is dropped
                    found.setdefault(path, []).append(text)
            else:
                found.setdefault(path, []).append(text)

    walk(record, "")
    return {
        path: values if path.split("@")[0].endswith(_LISTS) or len(values) > 1 else values[0]
        for path, values in found.items()
    }


def _values(fields: dict[str, Any], path: str) -> list[str]:
    """The path's values, each of EndNote's lines on its own."""
    value = fields.get(path)
    items = value if isinstance(value, list) else [value] if value is not None else []
    return [line for item in items for line in str(item).split("\n") if line.strip()]


def _one(fields: dict[str, Any], *paths: str) -> str:
    """The first path that has text, as one line."""
    for path in paths:
        value = fields.get(path)
        first = value[0] if isinstance(value, list) and value else value
        if isinstance(first, str) and first.strip():
            return squash(first)
    return ""


def _libraries(fields: dict[str, Any], folder: Path) -> list[Path]:
    """Where the record's EndNote library keeps its PDFs ("My Library.Data/PDF"): next to
    the exported file, or where the library was when it was exported."""
    places: list[Path] = []
    for value in (_one(fields, "database@name"), _one(fields, "database@path")):
        if not value:
            continue
        pure = PureWindowsPath(value) if "\\" in value else PurePosixPath(value)
        data = f"{pure.stem}.Data"
        places.append(folder / data / "PDF")
        if isinstance(pure, PurePosixPath) and pure.is_absolute():
            places.append(Path(pure.parent) / data / "PDF")
    return list(dict.fromkeys(places))


def _is_absolute(path: str) -> bool:
    return path.startswith(("/", "\\\\")) or re.match(r"[A-Za-z]:[\\/]", path) is not None


def _file_path(item: str, folder: Path, libraries: list[Path]) -> str:
    """A file EndNote names, as a path: file URLs decoded, relative paths resolved against
    the exported file's folder, "internal-pdf://" names found in the library's PDF folder
    (kept as written when that folder is not there)."""
    if item.lower().startswith("internal-pdf://"):
        name = unquote(item[len("internal-pdf://") :]).lstrip("/")
        found = next((place / name for place in libraries if (place / name).exists()), None)
        return str(found) if found else item
    if item.lower().startswith("file:"):
        parsed = urlparse(item)
        path = unquote(parsed.path)
        if re.match(r"/[A-Za-z]:[\\/]", path):  # file:///C:/Users/…
            path = path[1:]
        elif parsed.netloc and parsed.netloc != "localhost":
            path = f"//{parsed.netloc}{path}"
        item = path
    return item if _is_absolute(item) else str(folder / item)


def _notes(fields: dict[str, Any]) -> str:
    return "\n\n".join("\n".join(_values(fields, name)) for name in _NOTES if _values(fields, name))


def _own_fields(fields: dict[str, Any]) -> list[str]:
    """The record's fields that hold text the user (or their database) wrote, beside
    EndNote's bookkeeping: which library, which program, the record's number and type."""
    return [
        path
        for path, value in fields.items()
        if path.split("/")[0].split("@")[0] not in _BOOKKEEPING
        and "@" not in path
        and any(str(v).strip() for v in (value if isinstance(value, list) else [value]))
    ]


def _made_title(
    fields: dict[str, Any], authors: list[str], year: int | None, urls: list[str]
) -> str:
    """A title for a record EndNote keeps without one, so the record is a paper the user can
    see and find rather than a loss: a conference paper known only by its authors, year and
    conference ("C. Remy, 2013, 6th International Conference on Life Cycle Management"),
    else its link, else EndNote's record number. The paper marks it as made by Lectern, so
    a record with a real title replaces it and identity never compares it."""
    what = _one(fields, *_DESCRIBES)
    who = f"{authors[0]} et al." if len(authors) > 1 else authors[0] if authors else ""
    parts = [part for part in (who, str(year or ""), what) if part]
    if parts:
        return ", ".join(parts)
    if urls:
        return urls[0]
    number = _one(fields, "rec-number")
    return f"EndNote record {number}" if number else "Untitled"


def _nothing(line: int, number: str) -> Skipped:
    if number:
        return Skipped(
            line,
            said(
                "EndNote record {number} holds nothing but EndNote's own bookkeeping "
                "(no title, authors, date, notes or any other field)",
                number=number,
            ),
        )
    return Skipped(
        line,
        said(
            "record holds nothing but EndNote's own bookkeeping "
            "(no title, authors, date, notes or any other field)"
        ),
    )


def endnote_record(line: int, element: ET.Element, folder: Path) -> RawRecord | Skipped:
    fields = record_fields(element)
    notes = _notes(fields)
    for name in _NOTES:  # the user's notes go to the annotation, not among the fields
        fields.pop(name, None)
    title = _one(fields, "titles/title", "titles/translated-title", "titles/short-title")
    abstract = "\n\n".join(_values(fields, "abstract"))
    names = _values(fields, "contributors/authors/author") or _values(
        fields, "contributors/secondary-authors/author"
    )
    links = [
        *_values(fields, "urls/related-urls/url"),
        *_values(fields, "urls/text-urls/url"),
        *_values(fields, "urls/web-urls/url"),
    ]
    attached = _values(fields, "urls/pdf-urls/url")
    urls = list(dict.fromkeys(u for u in [*links, *attached] if u.lower().startswith(_WEB)))
    libraries = _libraries(fields, folder)
    files = [
        _file_path(item, folder, libraries)
        for item in attached
        if not item.lower().startswith(_WEB)
    ]
    doi = clean_doi(_one(fields, "electronic-resource-num")) or next(
        (clean_doi(u) for u in urls if "doi.org/" in u and clean_doi(u)), ""
    )
    keywords = [squash(k) for k in _values(fields, "keywords/keyword")]
    label = _one(fields, "label")
    kind = _one(fields, "ref-type@name").casefold()
    year = parse_year(_one(fields, "dates/year")) or parse_year(
        _one(fields, "dates/pub-dates/date")
    )
    authors = [initials_name(n) for n in names]
    made = ""
    if not (title or abstract or doi or arxiv_from(*urls, doi)):
        if not notes and not _own_fields(fields):
            return _nothing(line, _one(fields, "rec-number"))
        made = _made_title(fields, authors, year, urls)
    return RawRecord(
        line=line,
        title=title or made,
        title_derived=bool(made),
        authors=authors,
        year=year,
        venue=_one(
            fields,
            "periodical/full-title",
            "titles/secondary-title",
            "alt-periodical/full-title",
            "periodical/abbr-1",
        ),
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv_from(*urls, doi),
        urls=urls,
        keywords=list(dict.fromkeys(k for k in keywords if k)),
        kind=_KINDS.get(kind, "misc" if kind else ""),
        key=label if _KEY.fullmatch(label) else "",
        volume=_one(fields, "volume"),
        number=_one(fields, "number", "issue"),
        pages=_one(fields, "pages"),
        fields=fields,
        dialect="endnote",
        files=list(dict.fromkeys(files)),
        annotation=annotation(notes=notes),
    )


def parse(path: Path) -> ParsedFile:
    head = read_text_head(path).lstrip("\ufeff \t\r\n")
    if not head.startswith("<"):
        raise ImportFileError(
            str(path),
            said("is not XML, so not an EndNote XML export; Lectern imports {known}", known=KNOWN),
        )
    reader = _RecordReader()
    folder = path.resolve().parent
    xml = XmlStream(path, reader.parser)
    fail, pump = xml.fail, xml.pump

    more = pump()
    while more and not reader.root:
        more = pump()
    if reader.root != "xml":
        raise fail(
            said(
                "is XML but not an EndNote XML export (its root element is <{element}>, "
                "EndNote's is <xml> with <records> in it)",
                element=reader.root,
            ),
            1,
        )

    def records() -> Iterator[RawRecord | Skipped]:
        nonlocal more
        while True:
            while reader.finished:
                line, element = reader.finished.pop(0)
                yield endnote_record(line, element, folder)
            if not more:
                return
            more = pump()

    return ParsedFile(str(path), "endnote-xml", collection_name(path), records())
