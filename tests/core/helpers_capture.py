"""The page capture a saved page gives, built from its HTML as the extension's content script
builds it in the browser (docs/browser.md, "The page capture").

The content script reads the page's DOM; here Python's html.parser reads the saved HTML, with
the few rules of the browser's parser that change what the script sees: an open `<p>` is
closed by a block that starts inside it (so `<p id="abstract"><p>…` leaves the first one
empty, as Chromium does), `<script>`, `<style>` and `<template>` are not visible text,
`<title>` is text even when it holds markup, and links resolve against `<base href>`. The
extension's engineer checks the real script gives these same captures in Chromium.
"""

from __future__ import annotations

import copy
import functools
import json
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from lectern.core.capture.page import (
    ABSTRACT_SELECTORS,
    BODY_TEXT_CAP,
    CAPTURE_VERSION,
    LINK_RELS,
    META_ATTRIBUTES,
    PDF_LINK_PATTERN,
)

# Elements whose start closes an open <p> (the HTML standard's list, the common part).
_CLOSES_P = frozenset(
    "address article aside blockquote details div dl fieldset figcaption figure footer form "
    "h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre section table ul".split()
)
# Elements laid out as blocks: their text is a line of its own in innerText.
_BLOCKS = _CLOSES_P | frozenset("br li dd dt tr td th caption title option".split())
_VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
_HIDDEN = frozenset({"script", "style", "template", "noscript", "head"})
_PDF_HREF = re.compile(PDF_LINK_PATTERN, re.I)


@dataclass
class _Node:
    tag: str
    attrs: dict[str, str]
    parent: _Node | None
    children: list[_Node | str] = field(default_factory=list)

    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()

    def text(self) -> str:
        """innerText, roughly: block children on lines of their own, spaces squeezed."""
        parts: list[str] = []
        _text_of(self, parts)
        lines = (" ".join(line.split()) for line in "".join(parts).split("\n"))
        return "\n".join(line for line in lines if line)


def _text_of(node: _Node, parts: list[str]) -> None:
    for child in node.children:
        if isinstance(child, str):
            parts.append(child)
        elif child.tag not in _HIDDEN:
            block = child.tag in _BLOCKS
            if block:
                parts.append("\n")
            _text_of(child, parts)
            if block:
                parts.append("\n")


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = _Node("#document", {}, None)
        self.current = self.root
        self.title: list[str] = []
        self.in_title = False
        self.elements: list[_Node] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name.lower(): value or "" for name, value in attrs}
        if tag in _CLOSES_P:
            self._close("p", stop_at={"button", "table", "td", "th", "html", "body"})
        if tag == "li":
            self._close("li", stop_at={"ul", "ol"})
        node = _Node(tag, values, self.current)
        self.current.children.append(node)
        self.elements.append(node)
        if tag == "title":
            self.in_title = True
        if tag not in _VOID:
            self.current = node

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in _VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self.in_title = False
        if tag == "p" and not self._open("p"):
            # a stray </p> makes an empty paragraph, as the browser's parser does
            self.current.children.append(_Node("p", {}, self.current))
            return
        self._close(tag, stop_at=set())

    def handle_data(self, data: str) -> None:
        if self.in_title:
            self.title.append(data)
            return
        self.current.children.append(data)

    def _open(self, tag: str) -> bool:
        node: _Node | None = self.current
        while node is not None:
            if node.tag == tag:
                return True
            node = node.parent
        return False

    def _close(self, tag: str, stop_at: set[str]) -> None:
        node: _Node | None = self.current
        while node is not None and node.tag != tag:
            if node.tag in stop_at:
                return
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent


def _matches(node: _Node, selector: str) -> bool:
    """The selectors of ABSTRACT_SELECTORS, as the content script's querySelectorAll reads
    them."""
    classes, ident = node.classes(), node.attrs.get("id", "")
    if selector == "#abstract:empty + *":
        before = _previous_element(node)
        return before is not None and before.attrs.get("id") == "abstract" and not before.children
    if selector.startswith("[class*="):
        return "abstract" in node.attrs.get("class", "")
    if selector.startswith("[id*="):
        return "abstract" in ident
    if selector.startswith("#"):
        return ident == selector[1:]
    tag, _, cls = selector.partition(".")
    return node.tag == tag and cls in classes


def _left_out(node: _Node) -> bool:
    """Inside a form, a dialog or a hidden part (an "edit this abstract" form's help text)."""
    at: _Node | None = node
    while at is not None:
        attrs = at.attrs
        if (
            at.tag in ("form", "dialog")
            or attrs.get("role") == "dialog"
            or attrs.get("aria-hidden") == "true"
            or "modal" in at.classes()
        ):
            return True
        at = at.parent
    return False


def _previous_element(node: _Node) -> _Node | None:
    if node.parent is None:
        return None
    siblings = [c for c in node.parent.children if isinstance(c, _Node)]
    at = next(i for i, c in enumerate(siblings) if c is node)
    return siblings[at - 1] if at else None


def capture_of(html: str, url: str) -> dict[str, Any]:
    """The capture the content script sends for this page, as JSON values."""
    tree = _Tree()
    tree.feed(html)
    tree.close()
    base = url
    for node in tree.elements:
        if node.tag == "base" and node.attrs.get("href"):
            base = urljoin(url, node.attrs["href"])
            break
    meta: list[list[str]] = []
    jsonld: list[str] = []
    coins: list[str] = []
    links: list[list[str]] = []
    blocks: list[list[str]] = []
    pdf_links: list[str] = []
    for node in tree.elements:
        attrs = node.attrs
        if node.tag == "meta":
            key = next((attrs[a] for a in META_ATTRIBUTES if attrs.get(a)), "")
            if key and "content" in attrs:
                meta.append([key.lower(), attrs["content"]])
        elif node.tag == "script" and attrs.get("type", "").lower() == "application/ld+json":
            jsonld.append("".join(c for c in node.children if isinstance(c, str)))
        elif node.tag == "span" and "Z3988" in node.classes():
            coins.append(attrs.get("title", ""))
        elif node.tag == "link" and attrs.get("href"):
            rel = attrs.get("rel", "").lower()
            kind = attrs.get("type", "").lower()
            if any(r in rel.split() for r in LINK_RELS) or "pdf" in rel or "pdf" in kind:
                links.append([rel, urljoin(base, attrs["href"]), kind])
        elif node.tag == "a" and attrs.get("href"):
            href = urljoin(base, attrs["href"])
            typed = attrs.get("type", "").lower() == "application/pdf"
            if (typed or _PDF_HREF.search(href)) and href not in pdf_links:
                pdf_links.append(href)
    for selector in ABSTRACT_SELECTORS:
        for node in tree.elements:
            if _matches(node, selector) and not _left_out(node) and (text := node.text()):
                blocks.append([selector, text])
    body = next((n for n in tree.elements if n.tag == "body"), tree.root)
    return {
        "capture": CAPTURE_VERSION,
        "url": url,
        "title": " ".join("".join(tree.title).split()),
        "meta": meta,
        "jsonld": jsonld,
        "coins": coins,
        "links": links,
        "abstract_blocks": blocks,
        "body_text": body.text()[:BODY_TEXT_CAP],
        "pdf_links": pdf_links,
    }


WEB = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "web"


def manifest() -> dict[str, dict[str, Any]]:
    data: dict[str, dict[str, Any]] = json.loads((WEB / "MANIFEST.json").read_text("utf-8"))
    return data


def page_url(entry: dict[str, Any], html: str) -> str:
    """The address the browser showed: the recorded request's, else the page's own canonical
    address (the saved pages were fetched from it)."""
    recorded = (entry.get("recorded_request") or {}).get("url")
    if recorded:
        return str(recorded)
    for pattern in (
        r'<link[^>]+rel="canonical"[^>]+href="([^"]+)"',
        r'<link[^>]+href="([^"]+)"[^>]+rel="canonical"',
        r'<meta[^>]+property="og:url"[^>]+content="([^"]+)"',
        r'<meta[^>]+content="([^"]+)"[^>]+property="og:url"',
    ):
        if found := re.search(pattern, html):
            return found.group(1)
    return f"https://{entry['site']}/"


def page_capture(name: str) -> dict[str, Any]:
    """The capture of the saved page `name` of ../shared/data/web: the test's own copy,
    to change as it likes, of the page read once in this process (reading a page's HTML
    takes 50 ms, and the capture tests ask for each page several times)."""
    return copy.deepcopy(_read_page(name))


@functools.cache
def _read_page(name: str) -> dict[str, Any]:
    html = (WEB / name).read_text("utf-8", errors="replace")
    return capture_of(html, page_url(manifest()[name], html))
