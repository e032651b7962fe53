"""BibTeX export that BibTeX, biber, JabRef and bibtexparser all read back.

Written by hand rather than with bibtexparser's writer because the escaping
rules below (brace balance, line-start "@", protected capitals) are exactly the
part a generic writer leaves to the caller.

JabRef fields: ``readstatus`` uses JabRef's two values, "read" and "skimmed";
Lectern's *read* maps to "read", *reading* (partly read) to "skimmed", and
*new*, *to-read* and *dropped* have no JabRef counterpart, so the field is left
out (JabRef's "no read status"). ``ranking`` is "rank1".."rank5" for 1–5 stars.
Notes go to ``comment`` (JabRef's notes field), nearly as typed; tags are merged into
``keywords``, where JabRef shows them. Attached files are JabRef's ``file`` field
(``:/path/x.pdf:PDF``), which JabRef, Zotero and Better BibTeX read. Lectern's own fields
carry the rest exactly, so an export imported into an empty library is the same library:
``lectern-status``, ``lectern-tags``, ``lectern-id`` and ``lectern-title-derived``.

Text is stored in Lectern as the source gave it and may hold LaTeX math
("$W^{k,p}$"). Math between ``$…$`` is written as it is; the rest is escaped so every
title is valid LaTeX and re-imports to the same string.
"""

from __future__ import annotations

from collections.abc import Sequence

from lectern.core.exporters.common import citation_keys, merged_keywords
from lectern.core.importers.attachments import jabref_file_field
from lectern.core.models import Entry, Paper, Status
from lectern.core.text.bibtex import escape, escape_free_text, escape_name, escape_title, verbatim

__all__ = ["escape", "format_entry", "to_bibtex"]

READSTATUS = {Status.READ: "read", Status.READING: "skimmed"}

# Known entry kinds from BibTeX, CSL and RIS sources → a BibTeX entry type.
_KIND_TO_TYPE = {
    **{
        t: t
        for t in (
            "article",
            "book",
            "booklet",
            "inbook",
            "incollection",
            "inproceedings",
            "manual",
            "mastersthesis",
            "misc",
            "phdthesis",
            "proceedings",
            "techreport",
            "unpublished",
            "online",
            "report",
            "thesis",
            "collection",
            "software",
            "dataset",
        )
    },
    "conference": "inproceedings",
    "article-journal": "article",
    "article-magazine": "article",
    "article-newspaper": "article",
    "paper-conference": "inproceedings",
    "chapter": "incollection",
    "manuscript": "unpublished",
    "webpage": "online",
    "post-weblog": "online",
    "post": "online",
    "preprint": "misc",
    "jour": "article",
    "jfull": "article",
    "mgzn": "article",
    "news": "article",
    "ejour": "article",
    "conf": "inproceedings",
    "cpaper": "inproceedings",
    "chap": "incollection",
    "thes": "phdthesis",
    "rprt": "techreport",
    "elec": "online",
    "gen": "misc",
    "unpb": "unpublished",
}
_BOOKTITLE_TYPES = frozenset({"inproceedings", "incollection", "inbook"})
_JOURNAL_TYPES = frozenset({"article"})


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
    if paper.files:
        fields.append(("file", jabref_file_field(paper.files)))
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
