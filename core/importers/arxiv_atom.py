"""arXiv API results (Atom XML), read with expat into xml.etree elements.

Like defusedxml, Lectern refuses DTDs and entity declarations outright: an XML
file from the web must not be able to read local files or expand a billion laughs.
Entries are handed out as the parser reaches them, so a large feed streams.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, unquote
from xml.parsers import expat

from lectern.core.errors import ImportFileError
from lectern.core.importers.base import (
    NOTHING_TO_SHOW,
    ParsedFile,
    RawRecord,
    Skipped,
    names_a_paper,
)
from lectern.core.importers.common import (
    arxiv_from,
    clean_doi,
    collection_name,
    open_binary,
    parse_year,
    squash,
    unwrap,
)
from lectern.core.text.latex import latex_to_text

ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV = "{http://arxiv.org/schemas/atom}"
CHUNK = 256 * 1024


class _Refused(Exception):
    pass


class _FeedReader:
    """Feeds bytes to expat and collects each finished <entry> with its start line."""

    def __init__(self) -> None:
        self.builder = ET.TreeBuilder()
        self.parser = expat.ParserCreate(namespace_separator="}")
        self.parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
        self.parser.StartDoctypeDeclHandler = self._refuse_dtd
        self.parser.EntityDeclHandler = self._refuse_entity
        self.parser.ExternalEntityRefHandler = self._refuse_external
        self.parser.StartElementHandler = self._start
        self.parser.EndElementHandler = self._end
        self.parser.CharacterDataHandler = lambda text: self.builder.data(text)
        self.parser.buffer_text = True
        self.depth = 0
        self.entry_line = 0
        self.feed_title = ""
        self.root_tag = ""
        self.finished: list[tuple[int, ET.Element]] = []

    @staticmethod
    def _name(raw: str) -> str:
        return "{" + raw if "}" in raw else raw

    def _refuse_dtd(self, *_: object) -> None:
        raise _Refused("contains a DTD (<!DOCTYPE …>); Lectern does not read XML with DTDs")

    def _refuse_entity(self, *_: object) -> None:
        raise _Refused("declares XML entities; Lectern does not expand them")

    def _refuse_external(self, *_: object) -> int:
        raise _Refused("refers to an external entity; Lectern does not load them")

    def _start(self, raw: str, attrs: dict[str, str]) -> None:
        tag = self._name(raw)
        self.depth += 1
        if self.depth == 1:
            self.root_tag = tag
        if self.depth == 2:  # each child of <feed> gets its own small tree
            self.builder = ET.TreeBuilder()
            if tag == ATOM + "entry":
                self.entry_line = self.parser.CurrentLineNumber
        if self.depth >= 2:
            self.builder.start(tag, {self._name(k): v for k, v in attrs.items()})

    def _end(self, raw: str) -> None:
        tag = self._name(raw)
        if self.depth >= 2:
            element = self.builder.end(tag)
            if self.depth == 2 and tag == ATOM + "entry":
                self.finished.append((self.entry_line, element))
            elif self.depth == 2 and tag == ATOM + "title":
                self.feed_title = squash(element.text)
        self.depth -= 1

    def feed(self, data: bytes, final: bool = False) -> None:
        self.parser.Parse(data, final)


def _text(entry: ET.Element, tag: str) -> str:
    element = entry.find(tag)
    return element.text or "" if element is not None else ""


def _record(line: int, entry: ET.Element) -> RawRecord | Skipped:
    title = squash(latex_to_text(squash(_text(entry, ATOM + "title"))))
    abstract = unwrap(_text(entry, ATOM + "summary") or _text(entry, ATOM + "content"))
    entry_id = squash(_text(entry, ATOM + "id"))
    urls: list[str] = []
    for link in entry.findall(ATOM + "link"):
        href = link.get("href", "")
        if href.startswith(("http://", "https://")) and href not in urls:
            urls.append(href)
    doi = clean_doi(_text(entry, ARXIV + "doi")) or next(
        (clean_doi(u) for u in urls if "doi.org/" in u), ""
    )
    arxiv = arxiv_from(entry_id) if "arxiv.org" in entry_id else ""
    if not names_a_paper(title, abstract, doi, arxiv):
        return Skipped(line, f"entry {entry_id or ''} has {NOTHING_TO_SHOW}".replace("  ", " "))
    published = _text(entry, ATOM + "published") or _text(entry, ATOM + "updated")
    return RawRecord(
        line=line,
        title=title,
        authors=[
            squash(latex_to_text(squash(a.findtext(ATOM + "name") or "")))
            for a in entry.findall(ATOM + "author")
            if squash(a.findtext(ATOM + "name"))
        ],
        year=parse_year(published),
        venue=squash(_text(entry, ARXIV + "journal_ref")),
        abstract=abstract,
        doi=doi,
        arxiv_id=arxiv,
        urls=urls,
        keywords=[c.get("term", "") for c in entry.findall(ATOM + "category") if c.get("term")],
        key="",
    )


def _collection(path: Path, feed_title: str) -> str:
    """ "ArXiv Query: search_query=au:del_maestro&id_list=…" → "arXiv: au:del_maestro"."""
    match = re.match(r"arxiv query:\s*(.*)", feed_title, re.I)
    if not match:
        return feed_title or collection_name(path)
    query = parse_qs(match.group(1).replace("&amp;", "&"))
    terms = (query.get("search_query") or [""])[0] or (query.get("id_list") or [""])[0]
    return f"arXiv: {unquote(terms)}" if terms else collection_name(path)


def parse(path: Path) -> ParsedFile:
    reader = _FeedReader()
    stream = open_binary(path)

    def fail(message: str, line: int | None) -> ImportFileError:
        stream.close()
        return ImportFileError(str(path), message, line)

    def pump() -> bool:
        """Feed one chunk; False at the end of the file."""
        try:
            data = stream.read(CHUNK)
            reader.feed(data, final=not data)
        except _Refused as exc:
            raise fail(str(exc), reader.parser.CurrentLineNumber) from None
        except expat.ExpatError as exc:
            raise fail(
                f"is not well-formed XML ({expat.ErrorString(exc.code)})", exc.lineno
            ) from None
        except (OSError, EOFError) as exc:
            raise fail(f"cannot be read to the end ({exc})", None) from None
        if not data:
            stream.close()
        return bool(data)

    # Read until the root is known and the feed's title (which precedes entries) is in.
    more = pump()
    while more and (not reader.root_tag or not (reader.feed_title or reader.entry_line)):
        more = pump()
    if reader.root_tag != ATOM + "feed":
        raise fail(
            f"is XML but not an Atom feed (its root element is <{reader.root_tag.split('}')[-1]}>)",
            1,
        )

    def records() -> Iterator[RawRecord | Skipped]:
        nonlocal more
        while True:
            while reader.finished:
                line, element = reader.finished.pop(0)
                yield _record(line, element)
            if not more:
                return
            more = pump()

    return ParsedFile(str(path), "arxiv-atom", _collection(path, reader.feed_title), records())
