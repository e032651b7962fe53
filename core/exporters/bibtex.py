"""BibTeX export that BibTeX, biber, JabRef and bibtexparser all read back.

Written by hand rather than with bibtexparser's writer because the escaping
rules below (brace balance, line-start "@", protected capitals) are exactly the
part a generic writer leaves to the caller.

JabRef fields: ``readstatus`` uses JabRef's two values, "read" and "skimmed";
Lectern's *read* maps to "read", *reading* (partly read) to "skimmed", and
*new*, *to-read* and *dropped* have no JabRef counterpart, so the field is left
out (JabRef's "no read status"). ``ranking`` is "rank1".."rank5" for 1–5 stars.
``lectern-status`` always carries the exact status so nothing is lost.
Notes go to ``annote`` (biber maps it to biblatex's ``annotation``); tags are
merged into ``keywords``.

Text is stored in Lectern as the source gave it and may hold LaTeX math from
arXiv ("$\\ell_2$"); it is escaped like any other text so every title is valid
LaTeX and re-imports to the same string.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from core.exporters.common import citation_keys, merged_keywords
from core.models import Entry, Paper, Status

READSTATUS = {Status.READ: "read", Status.READING: "skimmed"}

# Known entry kinds from BibTeX, CSL and RIS sources → a BibTeX entry type.
_KIND_TO_TYPE = {
    **{t: t for t in (
        "article", "book", "booklet", "inbook", "incollection", "inproceedings",
        "manual", "mastersthesis", "misc", "phdthesis", "proceedings", "techreport",
        "unpublished", "online", "report", "thesis", "collection", "software", "dataset",
    )},
    "conference": "inproceedings",
    "article-journal": "article", "article-magazine": "article", "article-newspaper": "article",
    "paper-conference": "inproceedings", "chapter": "incollection", "manuscript": "unpublished",
    "webpage": "online", "post-weblog": "online", "post": "online", "preprint": "misc",
    "jour": "article", "jfull": "article", "mgzn": "article", "news": "article", "ejour": "article",
    "conf": "inproceedings", "cpaper": "inproceedings", "chap": "incollection",
    "thes": "phdthesis", "rprt": "techreport", "elec": "online", "gen": "misc", "unpb": "unpublished",
}
_BOOKTITLE_TYPES = frozenset({"inproceedings", "incollection", "inbook"})
_JOURNAL_TYPES = frozenset({"article"})

_SPECIALS = {
    "\\": r"\textbackslash{}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}
_SPECIAL_RE = re.compile(r"[\\&%$#_~^{}]")
_LINE_START_AT = re.compile(r"(^|\n)([ \t]*)@")


def escape(text: str) -> str:
    """Plain text → a BibTeX/LaTeX value that prints as the text and keeps braces balanced.

    Matched braces become ``\\{``/``\\}``; a brace without a partner becomes
    ``\\textbraceleft{}``/``\\textbraceright{}`` because BibTeX counts every
    brace, escaped or not, and a lone one would swallow the rest of the file.
    An "@" at the start of a line is wrapped as ``{@}`` so no parser mistakes
    it for a new entry.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _LINE_START_AT.sub(r"\1\2{@}", _escape_span(text, 0, len(text), _unmatched_braces(text)))


def _escape_span(text: str, start: int, end: int, lone: set[int]) -> str:
    out: list[str] = []
    last = start
    for match in _SPECIAL_RE.finditer(text, start, end):
        out.append(text[last:match.start()])
        char = match.group(0)
        if char == "{":
            out.append(r"\textbraceleft{}" if match.start() in lone else r"\{")
        elif char == "}":
            out.append(r"\textbraceright{}" if match.start() in lone else r"\}")
        else:
            out.append(_SPECIALS[char])
        last = match.end()
    out.append(text[last:end])
    return "".join(out)


def _unmatched_braces(text: str) -> set[int]:
    stack: list[int] = []
    lone: set[int] = set()
    for i, char in enumerate(text):
        if char == "{":
            stack.append(i)
        elif char == "}":
            if stack:
                stack.pop()
            else:
                lone.add(i)
    lone.update(stack)
    return lone


def _needs_protection(word: str) -> bool:
    """Acronyms and mixed-case names ("BERT", "LaTeX", "GPT-4o") keep their capitals."""
    letters = [ch for ch in word if ch.isalpha()]
    return any(ch.isupper() for ch in letters[1:])


def escape_title(title: str) -> str:
    """Like :func:`escape`, with words whose capitals matter in braces, as JabRef does."""
    title = " ".join(title.split())
    lone = _unmatched_braces(title)
    out = []
    for match in re.finditer(r"\S+|\s+", title):
        word = match.group(0)
        if word.isspace():
            out.append(word)
            continue
        escaped = _escape_span(title, match.start(), match.end(), lone)
        protect = _needs_protection(word) and _balanced(escaped)
        out.append("{" + escaped + "}" if protect else escaped)
    return "".join(out)


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += char == "{"
        depth -= char == "}"
        if depth < 0:
            return False
    return depth == 0


def escape_name(name: str) -> str:
    """A name holding " and " is an organisation: braces keep BibTeX from splitting it."""
    name = " ".join(name.split())
    escaped = escape(name)
    if re.search(r"\sand\s", name, re.I):
        return "{" + escaped + "}"
    return escaped


def verbatim(value: str) -> str:
    """URLs and DOIs are read verbatim by biblatex: only what would break the file changes."""
    return re.sub(r"[{}\s]", lambda m: "%{:02X}".format(ord(m.group(0))), value.strip())


def entry_type(paper: Paper) -> str:
    kind = _KIND_TO_TYPE.get(paper.kind.strip().lower())
    if kind:
        return kind
    return "article" if paper.venue else "misc"


def format_entry(entry: Entry, key: str) -> str:
    paper, note = entry.paper, entry.annotation
    kind = entry_type(paper)
    fields: list[tuple[str, str]] = []
    if paper.authors:
        fields.append(("author", " and ".join(escape_name(a) for a in paper.authors if a.strip())))
    fields.append(("title", escape_title(paper.title)))
    if paper.year:
        fields.append(("year", str(paper.year)))
    if paper.venue:
        if kind in _BOOKTITLE_TYPES:
            fields.append(("booktitle", escape(paper.venue)))
        elif kind in _JOURNAL_TYPES:
            fields.append(("journal", escape(paper.venue)))
        else:
            fields.append(("howpublished", escape(paper.venue)))
    if paper.doi:
        fields.append(("doi", verbatim(paper.doi)))
    if paper.arxiv_id:
        fields.append(("eprint", verbatim(paper.arxiv_id)))
        fields.append(("archiveprefix", "arXiv"))
    if paper.urls:
        fields.append(("url", verbatim(paper.urls[0])))
    if paper.abstract:
        fields.append(("abstract", escape(paper.abstract)))
    keywords = merged_keywords(entry)
    if keywords:
        fields.append(("keywords", escape(", ".join(keywords))))
    if note.notes.strip():
        fields.append(("annote", escape(note.notes)))
    if note.status in READSTATUS:
        fields.append(("readstatus", READSTATUS[note.status]))
    if note.rating:
        fields.append(("ranking", f"rank{note.rating}"))
    fields.append(("lectern-status", note.status.value))
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
    return f"@{kind}{{{key},\n{body}\n}}\n"


def to_bibtex(entries: Sequence[Entry]) -> str:
    keys = citation_keys(entries)
    return "\n".join(format_entry(entry, key) for entry, key in zip(entries, keys))
