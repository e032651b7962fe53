"""Citations and bibliographies in a citation style, through citeproc-py.

A paper goes to citeproc-py as the CSL-JSON item the CSL-JSON export writes
(lectern.core.exporters.csljson), less what no style prints (the abstract, the user's
notes and tags, Lectern's own fields): so the publisher, the editor, the place, the
container and the full date a record brought are all there for the style to use.

Three output forms: plain text (the clipboard, `lectern cite`), HTML (the clipboard's rich
text, an exported page) and Markdown (italics as ``*…*``).
"""

from __future__ import annotations

import re
import threading
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from html import escape as html_escape
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from citeproc import (
    Citation,
    CitationItem,
    CitationStylesBibliography,
    CitationStylesStyle,
    formatter,
)
from citeproc.source.json import CiteProcJSON

from lectern.core.citing.style import Style
from lectern.core.errors import LecternError
from lectern.core.exporters.csljson import to_item
from lectern.core.models import Annotation, Entry, Paper, normalize_doi
from lectern.core.said import said


class Form(StrEnum):
    """What a formatted citation is written as."""

    TEXT = "text"
    HTML = "html"
    MARKDOWN = "markdown"

    @property
    def extension(self) -> str:
        return {Form.TEXT: ".txt", Form.HTML: ".html", Form.MARKDOWN: ".md"}[self]


@dataclass(frozen=True, slots=True)
class Formatted:
    """One citation of the papers together, and each paper's bibliography entry, in the
    style's order (alphabetical for an author-date style, citation order for a numeric)."""

    citation: str
    entries: tuple[str, ...]


# Fields no style prints; left out so a long abstract is not parsed for nothing.
_UNPRINTED = ("custom", "abstract", "note", "keyword")


def csl_item(entry: Entry, item_id: str) -> dict[str, Any]:
    """The paper as citeproc-py reads it: the CSL-JSON export's item, less what no style
    prints."""
    item = to_item(entry, item_id)
    for name in _UNPRINTED:
        item.pop(name, None)
    if item["type"] in ("thesis", "report") and "publisher" not in item and "authority" in item:
        item["publisher"] = item.pop("authority")  # the school or institution, as CSL has it
    paper = entry.paper
    for name in ("doi", "DOI", "DO"):  # the DOI as the record spelled it (Lectern folds case)
        given = paper.fields.get(name)
        if isinstance(given, str) and paper.doi and normalize_doi(given) == paper.doi:
            at = given.lower().find(paper.doi)
            item["DOI"] = given[at : at + len(paper.doi)]
            break
    if item["type"] not in _SERIALS and "issue" in item and "number" not in item:
        item["number"] = item.pop("issue")  # a report's, a patent's number: not an issue
    if isinstance(genre := item.get("genre"), str):
        item["genre"] = _GENRES.get(genre.strip().lower(), genre)
    if isinstance(page := item.get("page"), str):
        item["page"] = page.replace("--", "-")  # BibTeX's en dash; the style prints its own
    for name, value in item.items():
        if isinstance(value, str) and name not in ("id", "type", "DOI", "URL"):
            item[name] = _MIXED_CASE.sub(_NO_CASE, value)
    return item


# The types whose `number` is an issue of a periodical
_SERIALS = frozenset(
    {"article-journal", "article-magazine", "article-newspaper", "periodical", "article"}
)
# biblatex's localisation keys for a `type`, as its English strings read
_GENRES = {
    "mathesis": "Master's thesis",
    "phdthesis": "PhD thesis",
    "candthesis": "Candidate thesis",
    "techreport": "Technical report",
    "resreport": "Research report",
    "software": "Software",
    "datacd": "CD-ROM",
    "audiocd": "Audio CD",
    "patent": "Patent",
    "patentus": "U.S. patent",
    "patentde": "German patent",
    "patenteu": "European patent",
    "patentfr": "French patent",
    "patentuk": "British patent",
    "patrequs": "U.S. patent request",
}

# "arXiv", "eLife", "iPhone": a word whose case is its spelling, which a style's
# capitalisation must leave alone (citeproc-py reads this span as CSL's nocase).
_MIXED_CASE = re.compile(r"\b[a-z]+[A-Z][\w-]*")


def _NO_CASE(match: re.Match[str]) -> str:
    return f'<span class="nocase">{match.group()}</span>'


def format_papers(entries: Sequence[Entry], style: Style, form: Form = Form.TEXT) -> Formatted:
    """The papers cited together in `style`, and their bibliography."""
    if not entries:
        return Formatted("", ())
    ids = [f"item-{n}" for n in range(len(entries))]  # citeproc-py folds ids to lower case
    items = [csl_item(entry, item_id) for entry, item_id in zip(entries, ids)]
    with _LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # citeproc-py warns of each CSL feature it skips
        parsed = _parsed(style.path)
        try:
            bibliography = CitationStylesBibliography(parsed, CiteProcJSON(items), _FORMS[form])
            citation = Citation([CitationItem(item_id) for item_id in ids])
            bibliography.register(citation)
            bibliography.sort()  # in the style's order (the numbers of a numeric one too)
            cited = str(bibliography.cite(citation, _no_warning))
            listed = (
                [str(text) for text in bibliography.bibliography()]
                if parsed.root.bibliography is not None
                else []
            )
        except Exception as exc:
            raise LecternError(
                said(
                    "The {title} style could not format these papers ({problem}).",
                    title=style.title,
                    problem=f"{type(exc).__name__}: {exc}",
                )
            ) from exc
    if style.numeric:
        listed = [_LABEL.sub(r"\1 ", text, count=1) for text in listed]
    return Formatted(_clean(cited), tuple(_clean(text) for text in listed))


def bibliography_document(
    entries: Sequence[Entry], style: Style, form: Form, *, title: str = "Bibliography"
) -> str:
    """A whole formatted bibliography, as a file of its form: a page of HTML, a Markdown
    list of paragraphs, or plain text with a blank line between entries."""
    listed = format_papers(entries, style, form).entries
    if form is Form.HTML:
        body = "\n".join(f'    <div class="csl-entry">{text}</div>' for text in listed)
        indent = "" if style.numeric else "padding-left: 2em; text-indent: -2em; "
        return (
            "<!DOCTYPE html>\n<html>\n<head>\n"
            '  <meta charset="utf-8">\n'
            f"  <title>{html_escape(title)} ({html_escape(style.title)})</title>\n"
            f"  <style>.csl-entry {{ {indent}margin-bottom: 0.6em; }}</style>\n"
            "</head>\n<body>\n"
            f"  <h1>{html_escape(title)}</h1>\n"
            f'  <div class="csl-bib-body">\n{body}\n  </div>\n'
            "</body>\n</html>\n"
        )
    if form is Form.MARKDOWN:
        return f"# {title}\n\n" + "".join(f"{text}\n\n" for text in listed)
    return "".join(f"{text}\n\n" for text in listed).rstrip("\n") + "\n"


def trial_format(style: Style) -> None:
    """Format a book, an edited proceedings paper and a preprint in every form (what a
    style must do before Lectern keeps it); raises what citeproc-py raised."""
    for form in Form:
        format_papers(_TRIAL, style, form)


# --- citeproc-py --------------------------------------------------------------------------
_LOCK = threading.Lock()  # a parsed style holds its formatter: one formatting at a time
_CACHE: dict[tuple[str, int, int], Any] = {}
_LABEL = re.compile(r"^(\[\d+\]|\d+\.)(?=\S)")  # a numeric style's "[1]" glued to its entry


def _parsed(path: Path) -> Any:
    """The parsed style, kept while its file is unchanged (APA takes 30 ms to parse)."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise LecternError(
            said(
                "The style file {path} cannot be read: {reason}",
                path=str(path),
                reason=exc.strerror or str(exc),
            )
        ) from exc
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _CACHE:
        try:
            _CACHE[key] = CitationStylesStyle(str(path), validate=False)
        except Exception as exc:
            raise LecternError(
                said(
                    "The style file {path} cannot be read: {reason}",
                    path=path.name,
                    reason=str(exc),
                )
            ) from exc
    return _CACHE[key]


def _no_warning(_item: Any) -> None:
    """citeproc-py's callback for a key it does not know (never: every key is given)."""


def _clean(text: str) -> str:
    return " ".join(text.split())


def _markdown_escape(text: Any) -> str:
    return re.sub(r"([\\`*_\[\]<>])", r"\\\1", str(text))


def _wrap(before: str, after: str = "") -> Callable[[str], str]:
    return lambda text: f"{before}{text}{after or before}" if str(text).strip() else str(text)


_MARKDOWN = SimpleNamespace(
    preformat=_markdown_escape,
    Italic=_wrap("*"),
    Oblique=_wrap("*"),
    Bold=_wrap("**"),
    Light=str,
    Underline=str,
    Superscript=_wrap("<sup>", "</sup>"),
    Subscript=_wrap("<sub>", "</sub>"),
    SmallCaps=str,
)


_FORMS: dict[Form, Any] = {
    Form.TEXT: formatter.plain,
    Form.HTML: formatter.html,
    Form.MARKDOWN: _MARKDOWN,
}


def _trial() -> list[Entry]:
    book = Paper(
        id="trial-book",
        title="The TeXbook",
        authors=("Donald E. Knuth",),
        year=1984,
        kind="book",
        dialect="bibtex",
        fields={"publisher": "Addison-Wesley", "address": "Reading, Mass."},
    )
    proceedings = Paper(
        id="trial-paper",
        title="Attention is all you need",
        authors=("Ashish Vaswani", "Noam Shazeer"),
        year=2017,
        venue="Advances in Neural Information Processing Systems",
        pages="5998--6008",
        doi="10.48550/arXiv.1706.03762",
        kind="inproceedings",
        dialect="bibtex",
        fields={
            "booktitle": "Advances in Neural Information Processing Systems",
            "editor": "Guyon, I. and Luxburg, U. von",
            "publisher": "Curran Associates",
        },
    )
    preprint = Paper(
        id="trial-preprint",
        title="A preprint",
        authors=("Bo Lee",),
        year=2024,
        arxiv_id="2401.01234",
    )
    return [Entry(p, Annotation(p.id)) for p in (book, proceedings, preprint)]


_TRIAL = _trial()
