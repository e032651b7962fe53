"""BibTeX export that BibTeX, biber, JabRef and bibtexparser all read back.

Written by hand rather than with bibtexparser's writer because the escaping
rules below (brace balance, line-start "@", protected capitals) are exactly the
part a generic writer leaves to the caller.

JabRef fields: ``readstatus`` uses JabRef's two values, "read" and "skimmed";
Lectern's *read* maps to "read", *reading* (partly read) to "skimmed", and
*new*, *to-read* and *dropped* have no JabRef counterpart, so the field is left
out (JabRef's "no read status"). ``ranking`` is "rank1".."rank5" for 1–5 stars.
Notes go to ``comment`` (JabRef's notes field), nearly as typed; tags are merged into
``keywords``, where JabRef shows them. Lectern's own fields carry the rest exactly, so an
export imported into an empty library is the same library: ``lectern-status``,
``lectern-tags``, ``lectern-id`` and ``lectern-title-derived``.

Text is stored in Lectern as the source gave it and may hold LaTeX math
("$W^{k,p}$"). Math between ``$…$`` is written as it is; the rest is escaped so every
title is valid LaTeX and re-imports to the same string.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

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
    """Text → a BibTeX/LaTeX value that prints as the text and keeps braces balanced.

    Math between ``$…$`` (with balanced braces) is kept as written. Elsewhere matched
    braces become ``\\{``/``\\}``; a brace without a partner becomes
    ``\\textbraceleft{}``/``\\textbraceright{}`` because BibTeX counts every
    brace, escaped or not, and a lone one would swallow the rest of the file.
    An "@" at the start of a line is wrapped as ``{@}`` so no parser mistakes
    it for a new entry.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _LINE_START_AT.sub(r"\1\2{@}", _around_math(text, _escape_span))


def _around_math(text: str, outside: Callable[[str, int, int, set[int]], str]) -> str:
    """Math spans as written, the text between them through `outside`."""
    lone = _unmatched_braces(text)
    out, last = [], 0
    for start, end in _math_spans(text, lone):
        out.append(outside(text, last, start, lone))
        out.append(text[start:end])
        last = end
    out.append(outside(text, last, len(text), lone))
    return "".join(out)


_MATH = re.compile(r"(?<![\\$])\$(?!\$)([^$\n]+?)(?<![\\\s])\$(?!\$)")


def _math_spans(text: str, lone: set[int]) -> list[tuple[int, int]]:
    """Inline math that survives as written: `$…$` on one line, its braces balanced."""
    spans = []
    for match in _MATH.finditer(text):
        inner = match.group(1)
        if not any(match.start() <= i < match.end() for i in lone) and _balanced(inner) \
                and not inner.startswith(" "):
            spans.append((match.start(), match.end()))
    return spans


def escape_free_text(text: str) -> str:
    """Notes, nearly as typed (JabRef reads ``comment`` as plain text): only a lone brace
    and a line-starting "@", which would break the file, are written otherwise."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lone = _unmatched_braces(text)
    out = [(r"\textbraceleft{}" if ch == "{" else r"\textbraceright{}") if i in lone else ch
           for i, ch in enumerate(text)]
    return _LINE_START_AT.sub(r"\1\2{@}", "".join(out))


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
    return _around_math(" ".join(title.split()), _protected_words)


def _protected_words(title: str, start: int, end: int, lone: set[int]) -> str:
    out = []
    for match in re.compile(r"\S+|\s+").finditer(title, start, end):
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
    for name in ("volume", "number", "pages"):
        if value := getattr(paper, name):
            fields.append((name, escape(value)))
    if paper.doi:
        fields.append(("doi", verbatim(paper.doi)))
    if paper.arxiv_id:
        fields.append(("eprint", verbatim(paper.arxiv_id)))
        fields.append(("archiveprefix", "arXiv"))
    if paper.urls:
        fields.append(("url", verbatim(paper.urls[0])))
    if len(paper.urls) > 1:
        fields.append(("lectern-urls", " ".join(verbatim(u) for u in paper.urls)))
    if paper.abstract:
        fields.append(("abstract", escape(paper.abstract)))
    keywords = merged_keywords(entry)
    if keywords:
        fields.append(("keywords", escape(", ".join(keywords))))
    if note.tags:
        fields.append(("lectern-tags", escape(", ".join(note.tags))))
    if note.notes.strip():
        fields.append(("comment", escape_free_text(note.notes)))
    if note.status in READSTATUS:
        fields.append(("readstatus", READSTATUS[note.status]))
    if note.rating:
        fields.append(("ranking", f"rank{note.rating}"))
    fields.append(("lectern-status", note.status.value))
    fields.append(("lectern-id", verbatim(paper.id)))
    if paper.title_derived:
        fields.append(("lectern-title-derived", "true"))
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
    return f"@{kind}{{{key},\n{body}\n}}\n"


def to_bibtex(entries: Sequence[Entry]) -> str:
    keys = citation_keys(entries)
    return "\n".join(format_entry(entry, key) for entry, key in zip(entries, keys))
