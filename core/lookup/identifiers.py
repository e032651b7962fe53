"""What a user types or pastes to look a paper up: a DOI, an arXiv id, a PMID, a PMCID or an
ISBN, in any of the forms people copy them in.

The DOI and arXiv forms are read by the same functions that make paper ids
(:func:`lectern.core.models.normalize_doi`, :func:`~lectern.core.models.normalize_arxiv_id`),
so a looked-up paper has the id an import of its record would give it. An ISBN is taken only
when its check digit holds: a mistyped one would ask Open Library for somebody else's book.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from lectern.core.models import normalize_arxiv_id, normalize_doi
from lectern.core.said import said


class Scheme(StrEnum):
    DOI = "doi"
    ARXIV = "arxiv"
    PMID = "pmid"
    PMCID = "pmcid"
    ISBN = "isbn"


@dataclass(frozen=True, slots=True)
class Identifier:
    """One identifier, normalised: a DOI lower-cased, an arXiv id without its version, an
    ISBN as its 13 digits."""

    scheme: Scheme
    value: str

    def __str__(self) -> str:
        return f"{self.scheme.value}:{self.value}"


_ARXIV_MARK = re.compile(
    r"^\s*(?:arxiv\s*:\s*|https?://(?:export\.|www\.)?arxiv\.org/(?:abs|pdf)/)", re.I
)
_ARXIV_NEW = re.compile(r"^\d{4}\.\d{4,5}(?:v\d+)?$")
_ARXIV_OLD = re.compile(r"^[a-z\-]+(?:\.[A-Z]{2})?/\d{7}(?:v\d+)?$", re.I)
_PMID = re.compile(
    r"^\s*(?:pmid\s*:?\s*|https?://(?:www\.)?(?:pubmed\.ncbi\.nlm\.nih\.gov|ncbi\.nlm\.nih\.gov/pubmed)/)(\d{1,9})/?\s*$",
    re.I,
)
_PMCID = re.compile(
    r"^\s*(?:pmcid\s*:?\s*|https?://(?:www\.)?(?:ncbi\.nlm\.nih\.gov/pmc/articles|pmc\.ncbi\.nlm\.nih\.gov/articles)/)?(PMC\d{1,9})/?\s*$",
    re.I,
)
_ISBN = re.compile(r"^\s*(?:isbn(?:-1[03])?\s*:?\s*)?([\d\s\-]{9,17}[\dXx])\s*$", re.I)
_DOI_START = re.compile(r"^\s*(?:doi\s*:\s*|https?://(?:dx\.)?doi\.org/)?10\.\d{4,9}/\S+\s*$", re.I)


def parse_identifier(text: str) -> Identifier:
    """The identifier `text` is; ValueError, in plain words, when it is none Lectern knows."""
    text = text.strip()
    if match := _PMID.match(text):
        return Identifier(Scheme.PMID, str(int(match.group(1))))
    if match := _PMCID.match(text):
        return Identifier(Scheme.PMCID, match.group(1).upper())
    bare = _ARXIV_MARK.sub("", text).removesuffix(".pdf").strip("/ ")
    if (_ARXIV_NEW.match(bare) or _ARXIV_OLD.match(bare)) and (arxiv := normalize_arxiv_id(bare)):
        return Identifier(Scheme.ARXIV, arxiv)
    if _DOI_START.match(text) and (doi := normalize_doi(text)):
        return Identifier(Scheme.DOI, doi)
    if match := _ISBN.match(text):
        digits = re.sub(r"[\s\-]", "", match.group(1)).upper()
        if isbn := isbn13(digits):
            return Identifier(Scheme.ISBN, isbn)
        if len(digits) in (10, 13):
            raise ValueError(
                said("{text} is not an ISBN: its check digit does not match.", text=text)
            )
    raise ValueError(
        said(
            "{text} is not a DOI, an arXiv id, a PMID, a PMCID or an ISBN that Lectern can "
            "look up.",
            text=text,
        )
    )


def isbn13(digits: str) -> str:
    """An ISBN-10 or -13 (digits only, X allowed last in an ISBN-10) as its ISBN-13, when its
    check digit holds; "" otherwise."""
    if len(digits) == 10 and digits[:9].isdigit() and (digits[9].isdigit() or digits[9] == "X"):
        total = sum((10 - i) * (10 if c == "X" else int(c)) for i, c in enumerate(digits))
        if total % 11:
            return ""
        body = "978" + digits[:9]
        return body + _check13(body)
    if len(digits) == 13 and digits.isdigit() and digits[:3] in ("978", "979"):
        return digits if _check13(digits[:12]) == digits[12] else ""
    return ""


def _check13(body: str) -> str:
    total = sum((1 if i % 2 == 0 else 3) * int(c) for i, c in enumerate(body))
    return str((10 - total % 10) % 10)
