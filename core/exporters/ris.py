"""RIS export: the tagged format EndNote, Zotero, Mendeley and most databases read.

Authors go one per ``AU`` as "Family, Given"; the venue is ``JO`` for a journal and
``T2`` otherwise; pages are ``SP``/``EP``; each attached file is an ``L1`` line with its
path, as Zotero writes it. The user's notes are ``N1`` (Zotero makes each a note),
keywords and tags are ``KW``. Lectern's own fields ride in one ``C8`` line as JSON
(id, status, stars, tags, a derived title), which other programs keep as a custom field and
Lectern reads back, so an export imported into an empty library is the same library.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from lectern.core.crosswalk import RIS, VIEWED, concepts_of, fields_for, with_month
from lectern.core.exporters.common import (
    citation_keys,
    is_conference,
    lectern_fields,
    merged_keywords,
)
from lectern.core.importers.attachments import ris_files
from lectern.core.models import Entry, Paper
from lectern.core.text.names import display_name, ris_name

LECTERN_TAG = "C8"
_TYPES = {
    "article": "JOUR",
    "inproceedings": "CONF",
    "conference": "CONF",
    "proceedings": "CONF",
    "book": "BOOK",
    "inbook": "CHAP",
    "incollection": "CHAP",
    "phdthesis": "THES",
    "mastersthesis": "THES",
    "thesis": "THES",
    "techreport": "RPRT",
    "report": "RPRT",
    "unpublished": "UNPB",
    "online": "ELEC",
    "dataset": "DATA",
    "software": "COMP",
    "patent": "PAT",
    "misc": "GEN",
    "manual": "BOOK",  # RIS has no manuals; a book is what they are nearest to
    "mvbook": "BOOK",
    "mvcollection": "EDBOOK",
    "collection": "EDBOOK",
    "mvproceedings": "CONF",
    "bookinbook": "CHAP",
    "inreference": "ENCYC",
    "article-journal": "JOUR",
    "article-magazine": "MGZN",
    "article-newspaper": "NEWS",
    "paper-conference": "CONF",
    "chapter": "CHAP",
    "webpage": "ELEC",
    "manuscript": "UNPB",
    "periodical": "JFULL",
}
# The types a record of this format names, for the edit form to offer.
RIS_TYPES = tuple(sorted(set(_TYPES.values())))
_JOURNALS = frozenset({"JOUR"})
_LOOKS_LIKE_TAG = re.compile(r"^[A-Z][A-Z0-9]  -")


def ris_type(paper: Paper) -> str:
    """The paper's type: its own, as RIS names it; else what is known of it (a conference
    venue gives CONF, another venue JOUR, none GEN)."""
    kind = paper.kind.strip().lower()
    if kind.upper() in _TYPES.values():
        return kind.upper()
    if found := _TYPES.get(kind):
        return found
    if paper.venue:
        return "CONF" if is_conference(paper.venue) else "JOUR"
    return "GEN"


def _lines(tag: str, value: str) -> list[str]:
    """One tag; a value over several lines continues on the lines after it (as Zotero
    writes notes). A continuation that would read as a tag gets a leading space."""
    first, *rest = value.replace("\r\n", "\n").split("\n")
    out = [f"{tag}  - {first}"]
    out += [f" {line}" if _LOOKS_LIKE_TAG.match(line) else line for line in rest]
    return out


def _pages(pages: str) -> tuple[str, str]:
    """SP and EP; pages that are more than one range ("431--456, 791--823") are SP whole."""
    if "," in pages or ";" in pages:
        return pages, ""
    start, _, end = re.sub(r"\s*[-\u2013\u2014]+\s*", "-", pages).partition("-")
    return start, end


def _pages_read_back(pages: str) -> str:
    """What an importer makes of SP and EP again ("c 3-c 3" comes back as "c 3")."""
    start, end = _pages(pages)
    return f"{start}-{end}" if start and end and end != start else start or end


def format_record(entry: Entry, key: str, not_duplicates: Sequence[str] = ()) -> str:
    paper, note = entry.paper, entry.annotation
    kind = ris_type(paper)
    lines = [f"TY  - {kind}", f"ID  - {key}"]
    lines += [f"AU  - {ris_name(a)}" for a in paper.authors if a.strip()]
    lines += _lines("TI", " ".join(paper.title.split()))
    if paper.year:
        lines.append(f"PY  - {paper.year}")
    if paper.venue:
        lines.append(f"{'JO' if kind in _JOURNALS else 'T2'}  - {' '.join(paper.venue.split())}")
    for tag, value in (("VL", paper.volume), ("IS", paper.number)):
        if value:
            lines.append(f"{tag}  - {value}")
    if paper.pages:
        start, end = _pages(paper.pages)
        lines.append(f"SP  - {start}")
        if end:
            lines.append(f"EP  - {end}")
    if paper.doi:
        lines.append(f"DO  - {paper.doi}")
    lines += [f"UR  - {url}" for url in paper.urls]
    arxiv_link = bool(paper.arxiv_id) and not any("arxiv.org" in u for u in paper.urls)
    if arxiv_link:  # for the programs that know no arXiv ids
        lines.append(f"UR  - https://arxiv.org/abs/{paper.arxiv_id}")
    if paper.abstract:
        lines += _lines("AB", paper.abstract)
    lines += [f"KW  - {word}" for word in merged_keywords(entry)]
    for path in paper.files:
        lines += _lines("L1", path)
    if note.notes.strip():
        lines += _lines("N1", note.notes.strip("\n"))
    if paper.fields and paper.dialect:
        lines += _other_lines(paper, {line[:2] for line in lines})
    own = lectern_fields(entry, not_duplicates)
    if paper.fields and paper.dialect:
        own["record"] = {"dialect": paper.dialect, "kind": paper.kind, "fields": paper.fields}
    if paper.aliases:
        own["aliases"] = list(paper.aliases)
    if paper.arxiv_id:
        own["arxiv"] = paper.arxiv_id
    # What the tags above cannot carry exactly: names RIS would turn around, "12--34".
    if any(display_name(ris_name(a)) != a for a in paper.authors):
        own["authors"] = list(paper.authors)
    if paper.pages and _pages_read_back(paper.pages) != paper.pages:
        own["pages"] = paper.pages
    if arxiv_link:
        own["urls"] = list(paper.urls)  # the arXiv link above is not one of the paper's
    if paper.files and ris_files(paper.files, Path("/")) != list(paper.files):
        own["files"] = list(paper.files)  # a relative path, or one that L1 cannot hold
    lines.append(f"{LECTERN_TAG}  - lectern {json.dumps(own, ensure_ascii=False)}")
    lines.append("ER  - ")
    return "\n".join(lines) + "\n"


def _other_lines(paper: Paper, written: set[str]) -> list[str]:
    """The record's other fields as RIS tags (publisher, place, editors, ISBN, …), and a RIS
    record's own tags as they were."""
    other = with_month(concepts_of(paper.dialect, paper.fields), paper.year)
    tags: dict[str, Any] = fields_for(RIS, other)
    if paper.dialect == RIS:
        for tag, value in paper.fields.items():
            if tag not in VIEWED[RIS] and tag not in ("TY", "ER", LECTERN_TAG):
                tags.setdefault(tag, value)
    lines: list[str] = []
    for tag, value in tags.items():
        if tag in written or not re.fullmatch(r"[A-Z][A-Z0-9]", tag):
            continue
        for item in value if isinstance(value, list) else [value]:
            lines += _lines(tag, str(item))
    return lines


def to_ris(entries: Sequence[Entry], distinct: Mapping[str, Sequence[str]] | None = None) -> str:
    """The entries as RIS; `distinct` names each paper's "not duplicates" partners."""
    keys = citation_keys(entries)
    others = distinct or {}
    return "\n".join(
        format_record(entry, key, others.get(entry.paper.id, ()))
        for entry, key in zip(entries, keys)
    )
