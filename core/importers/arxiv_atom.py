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
    parse_year,
    squash,
    unwrap,
)
from lectern.core.importers.xml_stream import XmlStream, guarded_parser
from lectern.core.said import said
from lectern.core.text.latex import latex_to_text

ATOM = "{http://www.w3.org/2005/Atom}"
ARXIV = "{http://arxiv.org/schemas/atom}"


class _FeedReader:
    """Feeds bytes to expat and collects each finished <entry> with its start line."""

    def __init__(self) -> None:
        self.builder = ET.TreeBuilder()
        self.parser = guarded_parser("}")
        self.parser.StartElementHandler = self._start
        self.parser.EndElementHandler = self._end
        # Looked up at each call: each entry gets a builder of its own.
        self.parser.CharacterDataHandler = lambda text: self.builder.data(text)  # noqa: PLW0108
        self.depth = 0
        self.entry_line = 0
        self.feed_title = ""
        self.root_tag = ""
        self.finished: list[tuple[int, ET.Element]] = []

    @staticmethod
    def _name(raw: str) -> str:
        return "{" + raw if "}" in raw else raw

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
        if entry_id:
            return Skipped(
                line, said("entry {id} has no title, abstract, DOI or arXiv id", id=entry_id)
            )
        return Skipped(line, said("entry has no title, abstract, DOI or arXiv id"))
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
    xml = XmlStream(path, reader.parser)
    fail, pump = xml.fail, xml.pump

    # Read until the root is known and the feed's title (which precedes entries) is in.
    more = pump()
    while more and (not reader.root_tag or not (reader.feed_title or reader.entry_line)):
        more = pump()
    if reader.root_tag != ATOM + "feed":
        raise fail(
            said(
                "is XML but not an Atom feed (its root element is <{element}>)",
                element=reader.root_tag.split("}")[-1],
            ),
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
