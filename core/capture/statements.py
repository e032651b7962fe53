"""A page capture read into statements: (form, key, values), before any rule picks among them.

Each form is read as its own standard writes it: meta tags by their lower-cased names,
JSON-LD's work (`@graph`, `mainEntity` and the `https://schema.org/Dataset` spelling
included) by its properties, a COinS span by its OpenURL keys, the address by the
identifiers a URL carries (an arXiv abs or PDF address, `doi.org/…` and publishers'
`/doi/…`, PubMed's), the page's text by the few things a page with no metadata prints: the
one DOI it states, its title as a line, the byline under it and the year printed with the
DOI. Values are decoded here once (HTML entities, a page's doubled `&amp;amp;`) and squeezed.
"""

from __future__ import annotations

import html
import json
import re
from collections import defaultdict
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qsl, unquote, urlsplit

from lectern.core.capture.page import PageCapture
from lectern.core.capture.rules import META_FORMS, WORK_TYPES, Form

Statements = dict[tuple[Form, str], list[str]]

_DOI = re.compile(r"\b(10\.\d{4,9}/[^\s\"'<>]+)", re.I)
_DOI_ADDRESS = re.compile(
    r"(?:doi\.org|/doi(?:/(?:abs|full|pdf|epdf|pdfdirect|book))?)/(10\.\d{4,9}/[^?#\s]+)", re.I
)
_ARXIV_ADDRESS = re.compile(
    r"arxiv\.org/(?:abs|pdf|html)/((?:\d{4}\.\d{4,5})|(?:[a-z-]+(?:\.[A-Z]{2})?/\d{7}))(?:v\d+)?",
    re.I,
)
_ARXIV_TEXT = re.compile(r"\barXiv:\s?(\d{4}\.\d{4,5})(?:v\d+)?\b", re.I)
_PMID_ADDRESS = re.compile(
    r"(?:pubmed\.ncbi\.nlm\.nih\.gov|ncbi\.nlm\.nih\.gov/pubmed)/(\d{1,9})\b"
)
_TAGS = re.compile(r"</?[a-zA-Z][\w:-]*(?:\s[^<>]{0,500})?/?>")
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_TITLE_SEPARATORS = re.compile(r"\s+[-|–—:]\s+|\s*\|\s*")
_NAME = r"[A-ZÀ-Þ][\w'’.-]*(?:\s+(?:[A-ZÀ-Þ][\w'’.-]*|van|von|de|der|da|di|la|le|du|dos))*"
_BYLINE = re.compile(rf"^{_NAME}(?:(?:\s*,\s*|\s+and\s+|\s*&\s*|,\s+and\s+){_NAME})*$")


def clean(value: str) -> str:
    """A value as the page means it: entities decoded (twice encoded too), tags of a title
    written with markup taken out, spaces squeezed."""
    for _ in range(2):
        if "&" not in value:
            break
        value = html.unescape(value)
    return " ".join(value.split())


def plain(value: str) -> str:
    """A value's text without the markup some pages put in titles (`<em>Brachiosaurus</em>`)."""
    return clean(_TAGS.sub("", clean(value)))


def read_statements(capture: PageCapture) -> Statements:
    """Every statement of the page, by (form, key), values in page order."""
    found: Statements = defaultdict(list)
    for key, value in capture.meta:
        if text := clean(value):
            found[(_meta_form(key), key)].append(text)
    _identifiers_in_dc(found)
    for block in capture.jsonld:
        for work in _works(block):
            _read_work(work, found)
    for span in capture.coins:
        _read_coins(span, found)
    _read_address(capture, found)
    for _selector, text in capture.abstract_blocks:
        if text.strip():
            found[(Form.ABSTRACT_BLOCK, "abstract")].append(text)
    if title := plain(capture.title):
        found[(Form.PAGE_TITLE, "title")].append(title)
    return found


def read_page_text(capture: PageCapture, found: Statements) -> None:
    """What a page with no metadata prints of its paper (asked only then: a journal page's
    text is full of its references' DOIs): its one DOI or arXiv id, the title bar's part
    that the text prints as a line, the byline under it, the year printed with the DOI."""
    text = capture.body_text
    dois = list(dict.fromkeys(m.group(1).rstrip(".,;)]}") for m in _DOI.finditer(text)))
    if len(dois) == 1:
        found[(Form.PAGE_TEXT, "doi")].append(dois[0])
        line = next(line for line in text.splitlines() if dois[0] in line)
        if year := _YEAR.findall(line.replace(dois[0], "")):
            found[(Form.PAGE_TEXT, "year")].append(year[0])
    arxiv = list(dict.fromkeys(m.group(1) for m in _ARXIV_TEXT.finditer(text)))
    if len(arxiv) == 1:
        found[(Form.PAGE_TEXT, "arxiv")].append(arxiv[0])
    lines = [" ".join(line.split()) for line in text.splitlines()]
    title = _printed_title(plain(capture.title), lines)
    if title:
        found[(Form.PAGE_TEXT, "title")].append(title)
        after = lines.index(title) + 1
        if after < len(lines) and _BYLINE.match(lines[after]):
            found[(Form.PAGE_TEXT, "byline")].extend(_byline_names(lines[after]))


def _printed_title(title: str, lines: list[str]) -> str:
    """The longest start of the title bar's text (cut at its separators, " - Journal") that
    the page prints as a line of its own."""
    if not title:
        return ""
    printed = set(lines)
    cuts = [m.start() for m in _TITLE_SEPARATORS.finditer(title)]
    for end in [len(title), *reversed(cuts)]:
        if (head := title[:end].strip()) in printed:
            return head
    return ""


def _byline_names(line: str) -> list[str]:
    names = re.split(r"\s*,\s*and\s+|\s*,\s*|\s+and\s+|\s*&\s*", line)
    return [n for n in names if n]


def _meta_form(key: str) -> Form:
    for prefix, form in META_FORMS:
        if key.startswith(prefix):
            return form
    return Form.OTHER_META


def _identifiers_in_dc(found: Statements) -> None:
    """Dublin Core's identifiers are of any kind ("doi:10…", a bare DOI, an arXiv id, a HAL
    address, a citation): each read as the identifier it is."""
    for key in ("dc.identifier", "dcterms.identifier"):
        values = found.pop((Form.DUBLIN_CORE, key), [])
        for value in values:
            if doi := _DOI.search(value):
                found[(Form.DUBLIN_CORE, key)].append(doi.group(1).rstrip(".,;)]}"))
            elif value.lower().startswith("arxiv:"):
                found[(Form.DUBLIN_CORE, "arxiv")].append(value[6:].strip())
            elif value.lower().startswith(("pmid:", "info:pmid/")):
                found[(Form.DUBLIN_CORE, "pmid")].append(value.rsplit(":", 1)[-1].split("/")[-1])
            elif value.lower().startswith(("isbn:", "urn:isbn:")):
                found[(Form.DUBLIN_CORE, "isbn")].append(value.rsplit(":", 1)[-1])


# --- JSON-LD ----------------------------------------------------------------------------
def _works(block: str) -> Iterator[dict[str, Any]]:
    """The works a JSON-LD block describes (a block that does not parse is passed by)."""
    try:
        data = json.loads(block)
    except ValueError:
        return
    yield from _walk(data, 0)


def _walk(node: Any, depth: int) -> Iterator[dict[str, Any]]:
    if depth > 4:
        return
    if isinstance(node, list):
        for item in node:
            yield from _walk(item, depth + 1)
    elif isinstance(node, dict):
        if _is_work(node):
            yield node
        for key in ("@graph", "mainEntity"):
            if key in node:
                yield from _walk(node[key], depth + 1)


def _is_work(node: dict[str, Any]) -> bool:
    types = node.get("@type")
    names = types if isinstance(types, list) else [types]
    return any(isinstance(t, str) and t.rsplit("/", 1)[-1] in WORK_TYPES for t in names)


def _read_work(work: dict[str, Any], found: Statements) -> None:
    for kind in _list(work.get("@type")):
        if isinstance(kind, str) and kind.rsplit("/", 1)[-1] in WORK_TYPES:
            found[(Form.JSON_LD, "@type")].append(kind.rsplit("/", 1)[-1])
    for key in ("headline", "name", "datePublished", "dateCreated", "abstract", "description"):
        for value in _texts(work.get(key)):
            found[(Form.JSON_LD, key)].append(clean(value))
    for key in ("author", "creator"):
        for person in _list(work.get(key)):
            if name := _person(person):
                found[(Form.JSON_LD, key)].append(name)
    for key in ("volumeNumber", "issueNumber", "pageStart", "pageEnd", "pagination", "isbn"):
        for value in [work.get(key), *(_props(work.get("isPartOf"), key))]:
            for text in _texts(value):
                found[(Form.JSON_LD, key)].append(clean(text))
    for part in _list(work.get("isPartOf")):
        if isinstance(part, dict) and _is_periodical(part) and (name := _name_of(part)):
            found[(Form.JSON_LD, "isPartOf")].append(name)
    for publisher in _list(work.get("publisher")):
        if name := _name_of(publisher):
            found[(Form.JSON_LD, "publisher")].append(name)
    keywords = work.get("keywords")
    if isinstance(keywords, str):
        keywords = keywords.split(",")
    for keyword in _texts(keywords):
        found[(Form.JSON_LD, "keywords")].append(clean(keyword))
    for key in ("identifier", "sameAs", "@id", "url"):
        for value in _list(work.get(key)):
            named = value.get("value") if isinstance(value, dict) else value
            if isinstance(named, str) and (doi := _DOI.search(named)):
                found[(Form.JSON_LD, "doi")].append(doi.group(1))


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [] if value is None else [value]


def _texts(value: Any) -> list[str]:
    return [v for v in (str(x) for x in _list(value) if isinstance(x, str | int)) if v.strip()]


def _props(node: Any, key: str) -> list[Any]:
    """`key` of the issue and volume the work is part of (nested isPartOf)."""
    out: list[Any] = []
    for part in _list(node):
        if isinstance(part, dict):
            out.append(part.get(key))
            out.extend(_props(part.get("isPartOf"), key))
    return out


def _is_periodical(node: dict[str, Any]) -> bool:
    types = node.get("@type")
    names = types if isinstance(types, list) else [types]
    wanted = {"Periodical", "Book", "Journal", "PublicationVolume", "CreativeWorkSeries"}
    return not types or any(isinstance(t, str) and t.rsplit("/", 1)[-1] in wanted for t in names)


def _name_of(node: Any) -> str:
    if isinstance(node, str):
        return clean(node)
    if isinstance(node, dict) and isinstance(node.get("name"), str):
        return clean(node["name"])
    return ""


def _person(node: Any) -> str:
    if isinstance(node, dict) and not node.get("name"):
        given, family = node.get("givenName"), node.get("familyName")
        if isinstance(family, str):
            return clean(f"{family}, {given}" if isinstance(given, str) else family)
    return _name_of(node)


# --- COinS ------------------------------------------------------------------------------
def _read_coins(span: str, found: Statements) -> None:
    """An OpenURL ContextObject (Z39.88-2004) in a span's title."""
    pairs = parse_qsl(clean(span), keep_blank_values=False)
    first, last = "", ""
    for key, given in pairs:
        value = " ".join(given.split())
        if not value:
            continue
        if key == "rft_id":
            _coins_id(unquote(value), found)
        elif key == "rft.aulast" and not last:
            last = value
        elif key == "rft.aufirst" and not first:
            first = value
        elif key.startswith("rft."):
            found[(Form.COINS, key)].append(value)
    if last and not found.get((Form.COINS, "rft.au")):
        found[(Form.COINS, "rft.au")].append(f"{last}, {first}" if first else last)


def _coins_id(value: str, found: Statements) -> None:
    lowered = value.lower()
    if lowered.startswith("info:doi/") or "doi.org/" in lowered:
        if doi := _DOI.search(value):
            found[(Form.COINS, "doi")].append(doi.group(1))
    elif lowered.startswith("info:pmid/"):
        found[(Form.COINS, "pmid")].append(value[10:])
    elif lowered.startswith("info:arxiv/"):
        found[(Form.COINS, "arxiv")].append(value[11:])


# --- the address ------------------------------------------------------------------------
def _read_address(capture: PageCapture, found: Statements) -> None:
    url = capture.url
    if url:
        parts = urlsplit(url)
        found[(Form.ADDRESS, "url")].append(parts._replace(fragment="").geturl())
    for address in [url, *(href for rel, href, _ in capture.links if "canonical" in rel.split())]:
        if arxiv := _ARXIV_ADDRESS.search(address):
            found[(Form.ADDRESS, "arxiv")].append(arxiv.group(1))
            found[(Form.ADDRESS, "pdf")].append(f"https://arxiv.org/pdf/{arxiv.group(1)}")
        if doi := _DOI_ADDRESS.search(unquote(address)):
            found[(Form.ADDRESS, "doi")].append(doi.group(1))
        if pmid := _PMID_ADDRESS.search(address):
            found[(Form.ADDRESS, "pmid")].append(pmid.group(1))
    for rel, href, kind in capture.links:
        rels = rel.split()
        if "canonical" in rels:
            found[(Form.LINK, "canonical")].append(href)
        elif "alternate" in rels and kind == "application/pdf":
            found[(Form.LINK, "pdf")].append(href)
