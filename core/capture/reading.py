"""A page capture made the record of the paper on the page, each value with where it came from.

The statements of the page (lectern.core.capture.statements) go through the one table of
rules (lectern.core.capture.rules): for each field the first statement that gives a value
wins. The record keeps, per field, the form its value came from, so the popup can mark a
guess and the library treats it as one (a later record of the work replaces it).

A page whose metadata names no paper (no title in a trusted form, no identifier anywhere,
as on a Cloudflare "Just a moment..." page) is not made a record of its title bar:
NoPaperFound says so in plain words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lectern.core.capture.page import CaptureError, PageCapture
from lectern.core.capture.rules import GUESSED, LISTS, RULES, Field, Form, Rule
from lectern.core.capture.statements import (
    Statements,
    clean,
    plain,
    read_page_text,
    read_statements,
)
from lectern.core.importers.base import RawRecord
from lectern.core.importers.common import split_names
from lectern.core.models import normalize_arxiv_id, normalize_doi
from lectern.core.said import said
from lectern.core.text.names import display_name

NO_PAPER = said("No paper found on this page.")
_IDENTIFIERS = (Field.DOI, Field.ARXIV_ID, Field.PMID, Field.ISBN)
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_HEADING = re.compile(
    r"^(?:abstract|summary|résumé|resume|zusammenfassung|resumen|riassunto)\s*[:.]?\s*", re.I
)
_TAG = re.compile(r"</?[a-zA-Z][\w:-]*(?:\s[^<>]{0,300})?/?>")  # "p < 0.001" is no tag
_LANGUAGE_LINE = re.compile(r"^[a-z]{2}(?:-[A-Z]{2})?$")
_SHORTEST_ABSTRACT = 80  # characters: a block shorter than this is a heading or a teaser


# The rule that gave each field its value, and the values (several for a list).
Picked = dict[Field, tuple[Rule, list[str]]]


class NoPaperFound(CaptureError):
    """The page names no paper: nothing to save."""


@dataclass(frozen=True, slots=True)
class CapturedRecord:
    """The paper on a page, as its metadata states it. Empty means "the page does not say";
    `sources` names the form each given field came from."""

    title: str
    authors: tuple[str, ...] = ()
    date: str = ""  # as the page wrote it ("2019/02/07", "December 21, 2015")
    year: int | None = None
    venue: str = ""
    volume: str = ""
    issue: str = ""
    pages: str = ""
    publisher: str = ""
    doi: str = ""
    arxiv_id: str = ""
    pmid: str = ""
    isbn: str = ""
    abstract: str = ""
    keywords: tuple[str, ...] = ()
    kind: str = ""  # CSL's type: "article-journal", "paper-conference", "dataset", …
    url: str = ""
    pdf_url: str = ""
    # Other PDF links on the page (the anchors that look like one): the popup may offer
    # them when the page names none.
    pdf_links: tuple[str, ...] = ()
    sources: dict[Field, Form] = field(default_factory=dict)
    tags: dict[Field, str] = field(default_factory=dict)  # ... and the tag or key it was

    @property
    def guessed(self) -> frozenset[Field]:
        """The fields whose value is a guess (Open Graph, the title bar, the page's text)."""
        return frozenset(name for name, form in self.sources.items() if form in GUESSED)

    def to_record(self) -> RawRecord:
        """The record the import machinery takes: Lectern's fields, and the record whole in
        CSL-JSON's vocabulary (publisher, ISBN, PMID, the full date), which the exports
        write back."""
        derived = [_LIBRARY_NAMES[f] for f in self.guessed if f in _LIBRARY_NAMES]
        return RawRecord(
            line=1,
            title=self.title,
            authors=list(self.authors),
            year=self.year,
            venue=self.venue,
            abstract=self.abstract,
            doi=self.doi,
            arxiv_id=self.arxiv_id,
            urls=[u for u in (self.url,) if u],
            keywords=list(self.keywords),
            kind=self.kind,
            volume=self.volume,
            number=self.issue,
            pages=self.pages,
            title_derived=Field.TITLE in self.guessed,
            derived=sorted(set(derived) - {"title"}),
            fields=self._csl_fields(),
            dialect="csl",
        )

    def _csl_fields(self) -> dict[str, Any]:
        fields: dict[str, Any] = {"title": self.title}
        if self.kind:
            fields["type"] = self.kind
        if self.authors:
            fields["author"] = [{"literal": name} for name in self.authors]
        if parts := _date_parts(self.date, self.year):
            fields["issued"] = {"date-parts": [parts]}
        for name, value in (
            ("container-title", self.venue),
            ("volume", self.volume),
            ("issue", self.issue),
            ("page", self.pages),
            ("publisher", self.publisher),
            ("DOI", self.doi),
            ("PMID", self.pmid),
            ("ISBN", self.isbn),
            ("abstract", self.abstract),
            ("URL", self.url),
        ):
            if value:
                fields[name] = value
        if self.keywords:
            fields["keyword"] = ", ".join(self.keywords)
        return fields


# The record's type (CSL's, as the CSL-JSON import keeps it): by the tag its venue came
# from, else by its JSON-LD type, else a preprint when it has an arXiv id.
_KIND_BY_VENUE_TAG = {
    "citation_journal_title": "article-journal",
    "prism.publicationname": "article-journal",
    "citation_conference_title": "paper-conference",
    "citation_inbook_title": "chapter",
    "citation_book_title": "chapter",
    "citation_technical_report_institution": "report",
    "citation_dissertation_institution": "thesis",
}
_KIND_BY_SCHEMA_TYPE = {
    "ScholarlyArticle": "article-journal",
    "MedicalScholarlyArticle": "article-journal",
    "Dataset": "dataset",
    "Book": "book",
    "Chapter": "chapter",
    "Thesis": "thesis",
    "Report": "report",
}

# The captured fields the library keeps as fields of its own (for Paper.derived).
_LIBRARY_NAMES = {
    Field.TITLE: "title",
    Field.AUTHORS: "authors",
    Field.DATE: "year",
    Field.VENUE: "venue",
    Field.DOI: "doi",
    Field.ARXIV_ID: "arxiv_id",
    Field.ABSTRACT: "abstract",
}


def read_capture(capture: PageCapture) -> CapturedRecord:
    """The paper on the page; NoPaperFound when the page names none."""
    found = read_statements(capture)
    if not _names_a_paper(found):
        read_page_text(capture, found)
    schema_types = found.get((Form.JSON_LD, "@type"), [])
    picked: Picked = {}
    for rule in RULES:
        if rule.field in picked:
            continue
        values = [
            v for v in (_value(rule.field, x) for x in found.get((rule.form, rule.key), ())) if v
        ]
        if rule.field in LISTS:
            values = _names(rule.key, values) if rule.field is Field.AUTHORS else _words(values)
        if values:
            picked[rule.field] = (rule, values)
    _drop_citation_line(picked)
    identified = any(f in picked for f in _IDENTIFIERS)
    if not identified and (Field.TITLE not in picked or picked[Field.TITLE][0].form in GUESSED):
        raise NoPaperFound(NO_PAPER)
    return _record(picked, capture, _kind(picked, schema_types))


def _kind(picked: Picked, schema_types: list[str]) -> str:
    if Field.VENUE in picked and (kind := _KIND_BY_VENUE_TAG.get(picked[Field.VENUE][0].key)):
        return kind
    for name in schema_types:
        if kind := _KIND_BY_SCHEMA_TYPE.get(name, ""):
            return kind
    return "article" if Field.ARXIV_ID in picked else ""


def _drop_citation_line(picked: Picked) -> None:
    """An Open Graph description that repeats the title or the venue is the page's citation
    line (the ACL Anthology's "R. Florian, … Proceedings of …"), not an abstract."""
    if Field.ABSTRACT not in picked or picked[Field.ABSTRACT][0].form not in GUESSED:
        return
    text = picked[Field.ABSTRACT][1][0].casefold()
    for name in (Field.TITLE, Field.VENUE):
        stated = picked[name][1][0].casefold() if name in picked else ""
        if stated and stated in text:
            del picked[Field.ABSTRACT]
            return


def _names_a_paper(found: Statements) -> bool:
    """Whether the page's metadata names a paper: a title or identifier in a trusted form."""
    trusted = {
        (r.form, r.key)
        for r in RULES
        if r.form not in GUESSED and r.field in (Field.TITLE, *_IDENTIFIERS)
    }
    return any(found.get(key) for key in trusted if key[0] is not Form.ADDRESS) or any(
        found.get((Form.ADDRESS, k)) for k in ("doi", "arxiv", "pmid")
    )


def _value(name: Field, value: str) -> str:
    """A statement's value as the field keeps it ("" when it is not one)."""
    if name is Field.ABSTRACT:
        return _abstract(value)
    value = clean(value)
    if name is Field.TITLE:
        return plain(value)
    if name is Field.DOI:
        return normalize_doi(value.removeprefix("doi:"))
    if name is Field.ARXIV_ID:
        return normalize_arxiv_id(value)
    if name is Field.PMID:
        return value if value.isdigit() else ""
    if name is Field.DATE:
        return value if _YEAR.search(value) else ""
    return value


def _abstract(text: str) -> str:
    """An abstract as the page prints it, LaTeX kept: its heading ("Abstract:"), a language
    label on a line of its own ("fr") and tags taken out, paragraphs kept."""
    lines = [clean(_TAG.sub(" ", line)) for line in text.splitlines()]
    lines = [line for line in lines if line and not _LANGUAGE_LINE.match(line)]
    while lines and _HEADING.fullmatch(lines[0]):
        lines.pop(0)
    if lines:
        lines[0] = _HEADING.sub("", lines[0], count=1) if _HEADING.match(lines[0]) else lines[0]
    joined = "\n\n".join(line for line in lines if line)
    return joined if len(joined) >= _SHORTEST_ABSTRACT else ""


def _names(key: str, values: list[str]) -> list[str]:
    """Authors as "First Last" however the page wrote them: "Heibi, Ivan" and "Ivan Heibi"
    are one name; a tag holding several ("David Lucca, Jonathan H. Wright") is split."""
    names: list[str] = []
    for value in values:
        several = key in ("citation_authors", "dcterms.creator", "dc.creator", "byline")
        parts = _split(value) if several else [value]
        names.extend(display_name(part) for part in parts)
    return [n for n in dict.fromkeys(" ".join(n.split()) for n in names) if n]


def _split(value: str) -> list[str]:
    """One tag's names: "A; B" or "A, B" of whole names; "Last, First" stays one."""
    if ";" in value or " and " in value:
        return split_names(value)
    parts = [p.strip() for p in value.split(",")]
    if len(parts) > 1 and all(len(p.split()) > 1 for p in parts):
        return parts
    return [value]


def _words(values: list[str]) -> list[str]:
    words = [w.strip() for v in values for w in re.split(r"[;,]", v)]
    return list(dict.fromkeys(w for w in words if w))


def _record(picked: Picked, capture: PageCapture, kind: str) -> CapturedRecord:
    def first(name: Field) -> str:
        return picked[name][1][0] if name in picked else ""

    date = first(Field.DATE)
    year_match = _YEAR.search(date)
    pages = first(Field.PAGES)
    if not pages and (start := first(Field.FIRST_PAGE)):
        end = first(Field.LAST_PAGE)
        pages = f"{start}–{end}" if end and end != start else start
    rules = {name: rule for name, (rule, _) in picked.items()}
    first_page = rules.pop(Field.FIRST_PAGE, None)
    rules.pop(Field.LAST_PAGE, None)
    if pages and Field.PAGES not in rules and first_page is not None:
        rules[Field.PAGES] = first_page
    pdf = first(Field.PDF_URL)
    return CapturedRecord(
        title=first(Field.TITLE),
        authors=tuple(picked[Field.AUTHORS][1]) if Field.AUTHORS in picked else (),
        date=date,
        year=int(year_match.group(1)) if year_match else None,
        venue=first(Field.VENUE),
        volume=first(Field.VOLUME),
        issue=first(Field.ISSUE),
        pages=pages,
        publisher=first(Field.PUBLISHER),
        doi=first(Field.DOI),
        arxiv_id=first(Field.ARXIV_ID),
        pmid=first(Field.PMID),
        isbn=first(Field.ISBN),
        abstract=first(Field.ABSTRACT),
        keywords=tuple(picked[Field.KEYWORDS][1]) if Field.KEYWORDS in picked else (),
        kind=kind,
        url=first(Field.URL),
        pdf_url=pdf,
        pdf_links=tuple(link for link in capture.pdf_links if link != pdf),
        sources={name: rule.form for name, rule in rules.items()},
        tags={name: rule.key for name, rule in rules.items()},
    )


def _date_parts(date: str, year: int | None) -> list[int]:
    """CSL's date parts of a stated date: "2019/02/07", "2018-05-24", "2021/6" give the
    month and day too; any other form its year."""
    if found := re.match(r"^(\d{4})(?:[-/](\d{1,2}))?(?:[-/](\d{1,2}))?", date):
        return [int(p) for p in found.groups() if p]
    return [year] if year else []
