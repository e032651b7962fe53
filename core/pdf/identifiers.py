"""The DOI and arXiv id a paper prints about itself on its first page.

Only the paper's own identifiers count, not those of the works it cites: an arXiv id is
taken from arXiv's stamp (``arXiv:2401.01234v2 [cs.LG] 3 Jan 2024``, set in the margin, so
it may come anywhere in the page's text), never from a citation; a DOI marked as one
("doi:", "DOI", "https://doi.org/") wins over a bare one, and the first page is read
before the second (which is read only when the first has no text: a cover image).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lectern.core.models import normalize_doi

_STAMP = re.compile(
    r"arXiv:\s*(?P<id>\d{4}\.\d{4,5}|[a-z][a-z\-]*(?:\.[A-Z]{2})?/\d{7})(?P<version>v\d+)?"
    r"\s*\[(?P<category>[A-Za-z\-]+(?:\.[A-Za-z\-]+)?)\]"
    r"(?:\s+(?P<date>\d{1,2}\s+[A-Z][a-z]{2}\s+(?P<year>\d{4})))?"
)
_DOI = re.compile(r"\b10\.\d{4,9}/[^\s\"<>]+")
_DOI_MARK = re.compile(r"(?:\bdoi\s*[:.]?\s*|doi\.org/)$", re.I)
# A DOI split over two lines ends its first line with one of these.
_CONTINUED = (".", "/", "-", "_")
# … and its next line goes on in DOI characters, with a digit (a sentence does not).
_FOLLOW = re.compile(r"\n([a-z0-9][^\s\"<>]*\d[^\s\"<>]*)")


@dataclass(frozen=True, slots=True)
class ArxivStamp:
    """arXiv's stamp: the id with its version ("2401.01234v2") and the year it gives."""

    arxiv_id: str
    year: int | None


def arxiv_stamp(text: str) -> ArxivStamp | None:
    """The arXiv stamp printed on a page, or None."""
    match = _STAMP.search(text)
    if match is None:
        return None
    year = int(match["year"]) if match["year"] else _year_of_id(match["id"])
    return ArxivStamp(match["id"] + (match["version"] or ""), year)


def _year_of_id(arxiv_id: str) -> int | None:
    """2401.01234 was submitted in 2024, hep-th/9901001 in 1999."""
    digits = arxiv_id.rsplit("/", maxsplit=1)[-1][:2]
    if not digits.isdigit():
        return None
    two = int(digits)
    return 1900 + two if two >= 91 else 2000 + two


def printed_doi(text: str) -> str:
    """The DOI a page names as its own (normalised, "" when none): the first one marked
    as a DOI, else the first one printed."""
    first = ""
    for match in _DOI.finditer(text):
        doi = _whole(text, match)
        if not doi:
            continue
        if _DOI_MARK.search(text[max(0, match.start() - 20) : match.start()]):
            return doi
        first = first or doi
    return first


def _whole(text: str, match: re.Match[str]) -> str:
    """The DOI at `match`, joined with its next line when it was broken after a dot,
    slash or dash ("10.1371/journal." / "pone.0197919")."""
    value = match.group(0)
    rest = text[match.end() :]
    if value.endswith(_CONTINUED) and rest[:1] == "\n":
        follow = _FOLLOW.match(rest)
        if follow:
            value += follow.group(1)
    return normalize_doi(value)
