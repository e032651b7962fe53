"""When two records are the same work, and when they only might be.

One rule for imports, for a file's own duplicates and for the Possible duplicates view:

- the same arXiv id (any version) or the same DOI is the same work;
- otherwise the same normalised title is the same work only when the authors agree (the
  first author's surname, or one side names no authors) and the years agree (or one is
  missing), and nothing both records state says they differ: an arXiv id, a DOI, or the
  volume, issue or pages (a journal's recurring column, "Editorial comments" in issue 2
  on page 43 and again on page 54, is two works);
- an abstract alone identifies a paper only when neither record has a title of its own.

Anything less certain (the same title with another year or author, a titled record whose
abstract equals an untitled one's) is a *near match*: imported as its own paper and shown to
the user as a possible duplicate, never merged behind their back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from lectern.core.models import fold_text, folded_fingerprint
from lectern.core.storage.abstracts import ON_DISK, AbstractNotRead


class Reason(StrEnum):
    """Why a record was taken for a paper already known."""

    SAME_ID = "same Lectern id"
    ARXIV = "same arXiv id"
    DOI = "same DOI"
    TITLE = "same title, authors and year"
    ABSTRACT = "same abstract, neither has a title"


class NearReason(StrEnum):
    """Why two papers might be one: shown beside a possible duplicate."""

    TITLE_YEAR = "same title, different year"
    TITLE_AUTHOR = "same title, different first author"
    TITLE_IDS = "same title, different DOI or arXiv id"
    TITLE_PLACE = "same title, different volume, issue or pages"
    TITLE_AMBIGUOUS = "same title as several papers"
    ABSTRACT = "same abstract, one has no title"


LOCATOR = ("volume", "number", "pages")
_NAME_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})
# An abstract shorter than this is too generic ("See the paper.") to point at a near match.
NEAR_ABSTRACT_MIN = 200


def surname(name: str) -> str:
    """The folded surname of "Knuth, Donald E." or "Donald E. Knuth" (both give "knuth")."""
    head = name.split(",", 1)[0] if "," in name else name
    words = [w for w in fold_text(head).split() if w not in _NAME_SUFFIXES]
    return words[-1] if words else ""


def title_key(doc: Mapping[str, Any]) -> str:
    """The normalised title, or "" when the title was derived from the abstract."""
    if doc.get("title_derived"):
        return ""
    return fold_text(str(doc.get("title") or ""))


def abstract_key(doc: Mapping[str, Any]) -> str:
    """A hash of the normalised abstract; "" when there is none. Stored papers keep it as
    `afp` (folding 75,000 abstracts at every import would take seconds)."""
    if doc.get("afp"):
        return str(doc["afp"])
    folded = fold_text(str(doc.get("abstract") or ""))
    return folded_fingerprint("", folded) if folded else ""


@dataclass(frozen=True, slots=True)
class Keys:
    """What identity compares, worked out once per record."""

    arxiv: str
    doi: str
    title: str
    first_author: str
    year: int | None
    abstract: str
    abstract_length: int  # -1: not known yet (the abstract is on disk): see length()
    place: tuple[str, str, str] = ("", "", "")  # volume, number, pages, normalised
    read_abstract: Callable[[], str] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, doc: Mapping[str, Any], read_abstract: Callable[[], str] | None = None) -> Keys:
        """The keys of a record or stored paper; `read_abstract` reads a stored paper's
        abstract from disk, only if its key or length is ever needed."""
        authors = doc.get("authors") or ()
        year = doc.get("year")
        value = doc.get("abstract")
        if value is ON_DISK:
            if read_abstract is None:
                raise AbstractNotRead("Keys.of needs read_abstract for a stored paper")
            abstract = str(doc.get("afp") or "") or abstract_key({"abstract": read_abstract()})
            length = -1
        else:
            abstract, length = abstract_key(doc), len(str(value or ""))
        return cls(
            arxiv=str(doc.get("arxiv_id") or ""),
            doi=str(doc.get("doi") or ""),
            title=title_key(doc),
            first_author=surname(authors[0]) if authors else "",
            year=year if isinstance(year, int) else None,
            abstract=abstract,
            abstract_length=length,
            place=(_place(doc.get("volume")), _place(doc.get("number")), _place(doc.get("pages"))),
            read_abstract=read_abstract if length < 0 else None,
        )

    def length(self) -> int:
        """The abstract's length, read from disk the first time it matters."""
        if self.abstract_length >= 0 or self.read_abstract is None:
            return self.abstract_length
        return len(self.read_abstract())


def _place(value: Any) -> str:
    """ "114--123", "114–123" and "pp. 114-123" all read "114-123"."""
    if not value:
        return ""
    text = re.sub(r"\s*[-\u2010-\u2015]+\s*", "-", str(value).lower())
    return re.sub(r"^(pp?\.?|vol\.?|no\.?)\s*", "", text).strip()


def _place_conflict(a: Keys, b: Keys) -> bool:
    return any(x and y and x != y for x, y in zip(a.place, b.place))


def _ids_conflict(a: Keys, b: Keys) -> bool:
    return bool(
        (a.arxiv and b.arxiv and a.arxiv != b.arxiv) or (a.doi and b.doi and a.doi != b.doi)
    )


def same_work(a: Keys, b: Keys) -> Reason | None:
    """The reason two records are certainly one work, or None."""
    if a.arxiv and a.arxiv == b.arxiv:
        return Reason.ARXIV
    if a.doi and a.doi == b.doi:
        return Reason.DOI
    if _ids_conflict(a, b) or _place_conflict(a, b):
        return None
    if a.title and a.title == b.title:
        authors_agree = not a.first_author or not b.first_author or a.first_author == b.first_author
        years_agree = a.year is None or b.year is None or a.year == b.year
        return Reason.TITLE if authors_agree and years_agree else None
    if not a.title and not b.title and a.abstract and a.abstract == b.abstract:
        return Reason.ABSTRACT
    return None


def near_reason(a: Keys, b: Keys) -> NearReason | None:
    """Why two records that are not certainly one work might be; None if nothing suggests
    it. A shared title with both another first author and another year suggests nothing
    ("Online reference" by Redis in 2016 and by MonetDB in 2010)."""
    if a.title and a.title == b.title:
        authors_differ = bool(
            a.first_author and b.first_author and a.first_author != b.first_author
        )
        years_differ = a.year is not None and b.year is not None and a.year != b.year
        if authors_differ and years_differ:
            return None
        if _ids_conflict(a, b):
            return NearReason.TITLE_IDS
        if _place_conflict(a, b):
            return NearReason.TITLE_PLACE
        if years_differ:
            return NearReason.TITLE_YEAR
        if authors_differ:
            return NearReason.TITLE_AUTHOR
        return NearReason.TITLE_AMBIGUOUS
    if (
        a.abstract
        and a.abstract == b.abstract
        and bool(a.title) != bool(b.title)
        and min(a.length(), b.length()) >= NEAR_ABSTRACT_MIN
    ):
        return NearReason.ABSTRACT
    return None


def _fully_agrees(a: Keys, b: Keys) -> bool:
    """A title match on every detail both name, with nothing left to a missing value."""
    return bool(a.first_author and b.first_author and a.year is not None and b.year is not None)


@dataclass(frozen=True, slots=True)
class Match:
    """The known paper a record certainly is, and why."""

    paper_id: str
    reason: Reason


class IdentityIndex:
    """Papers by arXiv id, DOI, title and abstract, to find a record's work fast."""

    def __init__(self) -> None:
        self.keys: dict[str, Keys] = {}
        self._tables: tuple[dict[str, list[str]], ...] = ({}, {}, {}, {})

    @staticmethod
    def _entries(keys: Keys) -> tuple[str, ...]:
        return (keys.arxiv, keys.doi, keys.title, keys.abstract)

    def add(self, paper_id: str, keys: Keys) -> None:
        self.remove(paper_id)
        self.keys[paper_id] = keys
        for table, key in zip(self._tables, self._entries(keys)):
            if key:
                table.setdefault(key, []).append(paper_id)

    def remove(self, paper_id: str) -> None:
        keys = self.keys.pop(paper_id, None)
        if keys is None:
            return
        for table, key in zip(self._tables, self._entries(keys)):
            if key and paper_id in table.get(key, ()):
                table[key].remove(paper_id)
                if not table[key]:
                    del table[key]

    def find_by_ids(self, arxiv: str, doi: str) -> Match | None:
        by_arxiv, by_doi, _, _ = self._tables
        for table, key, reason in ((by_arxiv, arxiv, Reason.ARXIV), (by_doi, doi, Reason.DOI)):
            if key and key in table:
                return Match(table[key][0], reason)
        return None

    def find(self, keys: Keys) -> Match | None:
        """The known paper this record certainly is, or None."""
        if (by_ids := self.find_by_ids(keys.arxiv, keys.doi)) is not None:
            return by_ids
        certain = [pid for pid in self._candidates(keys) if same_work(keys, self.keys[pid])]
        if len(certain) > 1:
            # Several papers fit. One that agrees on author and year as well is the work;
            # a fit that rests on missing details is not certain when it fits many.
            certain = [pid for pid in certain if _fully_agrees(keys, self.keys[pid])]
        if len(certain) != 1:
            return None
        reason = same_work(keys, self.keys[certain[0]])
        assert reason is not None
        return Match(certain[0], reason)

    def _candidates(self, keys: Keys) -> Iterable[str]:
        _, _, by_title, by_abstract = self._tables
        seen: set[str] = set()
        for table, key in ((by_title, keys.title), (by_abstract, keys.abstract)):
            for pid in table.get(key, ()) if key else ():
                if pid not in seen:
                    seen.add(pid)
                    yield pid
