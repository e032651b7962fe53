"""The page capture: what the browser extension's content script sends of the page it is on.

The script gathers without judgement (every `<meta>`, every JSON-LD block, the COinS spans,
a few links, the text of the page's abstract blocks, its visible text and its PDF-looking
links), so that every rule about what the page says lives once, here in Python, tested on
real pages. docs/browser.md is the contract the script keeps; this module reads a capture
as the native host receives it (JSON already decoded), checks its shape, and cuts every part
to its cap, so an oversized or malformed message is refused in plain words or trimmed,
never trusted.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from lectern.core.errors import LecternError
from lectern.core.said import said

CAPTURE_VERSION = 1

# Which attribute names a <meta>: the first of these it has (its key, lower-cased).
META_ATTRIBUTES = ("name", "property", "itemprop", "http-equiv")

# The `<link>`s the script sends: those whose rel has one of these, or whose rel or type
# mentions "pdf".
LINK_RELS = ("canonical", "alternate")
# An anchor is a PDF link when its type is application/pdf or its absolute href matches
# this (case-insensitive; the same expression in the script's JavaScript): ".pdf" at the
# end of the path, a "/pdf" segment, or a "pdf=" parameter.
PDF_LINK_PATTERN = r"(\.pdf(?:$|[?#]))|(/pdf(?:/|$|\?))|([?&]pdf=)"

# The elements whose text the script sends as the page's abstract blocks, in this order
# (each match as [selector, text]). `#abstract:empty + *` is the paragraph after an empty
# `<p id="abstract">`: a page that writes `<p id="abstract"><p>…</p></p>` has its abstract
# there, as the browser's parser closes the first paragraph at the second.
ABSTRACT_SELECTORS = (
    "blockquote.abstract",  # arXiv
    "section.abstract",
    "div.abstract",
    "#abstract",
    "#abstract:empty + *",
    "[id*=abstract]",
    "[class*=abstract]",
)

# The whole capture as UTF-8 JSON: a bigger message is refused unread (the script keeps
# under it by cutting `body_text` first).
MESSAGE_CAP = 4 * 1024 * 1024
# Caps on each part, kept by the script and again here (characters or items).
URL_CAP = 4096
TITLE_CAP = 2000
META_CAP = 3000  # tags (IOPscience's page has hundreds of citation_reference)
META_VALUE_CAP = 20_000
JSONLD_CAP = 20  # blocks
JSONLD_VALUE_CAP = 200_000
COINS_CAP = 20
COINS_VALUE_CAP = 8000
LINKS_CAP = 100
ABSTRACT_BLOCKS_CAP = 30
ABSTRACT_BLOCK_CAP = 20_000
BODY_TEXT_CAP = 200_000
PDF_LINKS_CAP = 50


class CaptureError(LecternError):
    """A message that is not a page capture Lectern can read; nothing is saved."""


@dataclass(frozen=True, slots=True)
class PageCapture:
    """One page as the content script captured it (see docs/browser.md)."""

    url: str
    title: str = ""
    meta: tuple[tuple[str, str], ...] = ()
    jsonld: tuple[str, ...] = ()
    coins: tuple[str, ...] = ()
    links: tuple[tuple[str, str, str], ...] = ()  # rel, href, type
    abstract_blocks: tuple[tuple[str, str], ...] = ()  # selector, text
    body_text: str = ""
    pdf_links: tuple[str, ...] = ()

    @classmethod
    def from_bytes(cls, data: bytes) -> PageCapture:
        """The capture in a message as the native host receives it (UTF-8 JSON);
        CaptureError, in plain words, for one too big or not JSON."""
        if len(data) > MESSAGE_CAP:
            raise CaptureError(
                said(
                    "The page capture is {size} MB; Lectern reads at most {most} MB.",
                    size=round(len(data) / 2**20, 1),
                    most=MESSAGE_CAP // 2**20,
                )
            )
        try:
            message = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise CaptureError(said("The page capture is not JSON Lectern can read.")) from exc
        return cls.from_json(message)

    @classmethod
    def from_json(cls, message: Any) -> PageCapture:
        """The capture in a decoded JSON message; CaptureError, in plain words, for one of
        another version or shape. Parts longer than their caps are cut to them."""
        if not isinstance(message, Mapping):
            raise CaptureError(said("The page capture is not a JSON object."))
        version = message.get("capture")
        if version != CAPTURE_VERSION:
            raise CaptureError(
                said(
                    "This page capture is version {version}; this Lectern reads version "
                    "{known}. Update Lectern and its browser extension together.",
                    version=version,
                    known=CAPTURE_VERSION,
                )
            )
        url = _text(message, "url", URL_CAP)
        return cls(
            url=url,
            title=_text(message, "title", TITLE_CAP),
            meta=tuple(
                (key.strip().lower()[:200], value)
                for key, value in _rows(message, "meta", 2, META_CAP, META_VALUE_CAP)
            ),
            jsonld=_texts(message, "jsonld", JSONLD_CAP, JSONLD_VALUE_CAP),
            coins=_texts(message, "coins", COINS_CAP, COINS_VALUE_CAP),
            links=tuple(
                (rel, href, kind)
                for rel, href, kind in _rows(message, "links", 3, LINKS_CAP, URL_CAP)
            ),
            abstract_blocks=tuple(
                (selector, text)
                for selector, text in _rows(
                    message, "abstract_blocks", 2, ABSTRACT_BLOCKS_CAP, ABSTRACT_BLOCK_CAP
                )
            ),
            body_text=_text(message, "body_text", BODY_TEXT_CAP),
            pdf_links=_texts(message, "pdf_links", PDF_LINKS_CAP, URL_CAP),
        )


def _malformed(part: str) -> CaptureError:
    return CaptureError(
        said("The page capture's {part} is not in the form Lectern reads.", part=part)
    )


def _text(message: Mapping[str, Any], part: str, cap: int) -> str:
    value = message.get(part, "")
    if not isinstance(value, str):
        raise _malformed(part)
    return value[:cap]


def _texts(message: Mapping[str, Any], part: str, cap: int, value_cap: int) -> tuple[str, ...]:
    values = message.get(part, [])
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values[:cap]):
        raise _malformed(part)
    return tuple(v[:value_cap] for v in values[:cap])


def _rows(
    message: Mapping[str, Any], part: str, width: int, cap: int, value_cap: int
) -> list[tuple[str, ...]]:
    rows = message.get(part, [])
    if not isinstance(rows, list):
        raise _malformed(part)
    kept = []
    for row in rows[:cap]:
        if (
            not isinstance(row, list)
            or len(row) != width
            or not all(isinstance(v, str) for v in row)
        ):
            raise _malformed(part)
        kept.append(tuple(v[:value_cap] for v in row))
    return kept
