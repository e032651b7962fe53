"""CSL-JSON export: what Zotero, pandoc/citeproc and most citation tools read.

Item ids are the same citation keys the BibTeX export uses, so a document can
switch between the two files without touching its citations. arXiv preprints
follow Zotero's convention (type "article", publisher "arXiv", number
"arXiv:<id>") so tools that know preprints show them as such.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import orjson

from lectern.core.crosswalk import (
    BIBTEX,
    CSL,
    VENUE_SOURCES,
    VIEWED,
    concepts_of,
    fields_for,
    with_month,
)
from lectern.core.exporters.common import (
    citation_keys,
    is_conference,
    lectern_fields,
    main_url,
    merged_keywords,
)
from lectern.core.models import Entry, Paper
from lectern.core.text.names import csl_name

_KIND_TO_TYPE = {
    **{
        t: t
        for t in (
            "article",
            "article-journal",
            "article-magazine",
            "article-newspaper",
            "book",
            "chapter",
            "dataset",
            "manuscript",
            "paper-conference",
            "report",
            "thesis",
            "webpage",
            "post-weblog",
            "software",
            "speech",
            "standard",
            "entry-encyclopedia",
        )
    },
    "inproceedings": "paper-conference",
    "conference": "paper-conference",
    "proceedings": "book",
    "incollection": "chapter",
    "inbook": "chapter",
    "phdthesis": "thesis",
    "mastersthesis": "thesis",
    "techreport": "report",
    "unpublished": "manuscript",
    "online": "webpage",
    "misc": "article",
    "booklet": "book",
    "manual": "book",  # as RIS's BOOK: a publisher's manual keeps its publisher
    "collection": "book",
    "mvbook": "book",
    "mvcollection": "book",
    "mvproceedings": "book",
    "bookinbook": "chapter",
    "suppbook": "chapter",
    "inreference": "entry-encyclopedia",
    "reference": "book",
    "mvreference": "book",
    "suppcollection": "chapter",
    "suppperiodical": "article-journal",
    "periodical": "periodical",
    "patent": "patent",
    "electronic": "webpage",
    "www": "webpage",
    "letter": "personal_communication",
    "jurisdiction": "legal_case",
    "legislation": "legislation",
    "pat": "patent",
    "data": "dataset",
    "comp": "software",
    "artwork": "graphic",
    "audio": "song",
    "video": "motion_picture",
    "music": "song",
    "performance": "performance",
    "review": "review",
    "preprint": "article",
    "jour": "article-journal",
    "jfull": "article-journal",
    "ejour": "article-journal",
    "mgzn": "article-magazine",
    "news": "article-newspaper",
    "conf": "paper-conference",
    "cpaper": "paper-conference",
    "chap": "chapter",
    "thes": "thesis",
    "rprt": "report",
    "elec": "webpage",
    "gen": "article",
    "unpb": "manuscript",
}
# The types a record of this format names, for the edit form to offer.
ITEM_TYPES = tuple(sorted(set(_KIND_TO_TYPE.values())))


def csl_type(paper: Paper) -> str:
    """The paper's type: its own, as CSL names it; else what is known of it (a conference
    venue gives paper-conference, another venue article-journal, none "article": with an
    arXiv id, the preprint Zotero writes)."""
    kind = paper.kind.strip().lower()
    if kind == "article" and paper.dialect != CSL:
        return "article-journal"  # BibTeX's and biblatex's @article, not CSL's preprint
    if found := _KIND_TO_TYPE.get(kind):
        return found
    if paper.venue:
        return "paper-conference" if is_conference(paper.venue) else "article-journal"
    return "article"


def to_item(entry: Entry, key: str, not_duplicates: Sequence[str] = ()) -> dict[str, Any]:
    paper, note = entry.paper, entry.annotation
    item: dict[str, Any] = {"id": key, "type": csl_type(paper), "title": paper.title}
    authors = [csl_name(a) for a in paper.authors if a.strip()]
    if authors:
        item["author"] = authors
    if paper.year:
        item["issued"] = {"date-parts": [[paper.year]]}
    if paper.venue:
        item["container-title"] = paper.venue
    if paper.doi:
        item["DOI"] = paper.doi
    if paper.arxiv_id and not paper.venue:
        item["number"] = f"arXiv:{paper.arxiv_id}"
        item["publisher"] = "arXiv"
    elif paper.arxiv_id:  # published, with a preprint too: keep the id where Zotero would
        item["archive"] = "arXiv"
        item["archive_location"] = paper.arxiv_id
    if url := main_url(paper):
        item["URL"] = url
    if paper.abstract:
        item["abstract"] = paper.abstract
    if keywords := merged_keywords(entry):
        item["keyword"] = ", ".join(keywords)
    for name, csl in (("volume", "volume"), ("number", "issue"), ("pages", "page")):
        if value := getattr(paper, name):
            item[csl] = value
    if note.notes.strip():
        item["note"] = note.notes
    custom: dict[str, Any] = {}
    if paper.fields and paper.dialect:
        # The record's other fields, as CSL names them (publisher, editor, ISBN, …)...
        other = with_month(concepts_of(paper.dialect, paper.fields), paper.year)
        for name, value in fields_for(CSL, other).items():
            if name == "issued" and _fuller_date(value, paper.year):
                item[name] = value  # the record's month, day or range, beside the year
            item.setdefault(name, value)
        if paper.dialect == CSL:  # ... and the CSL item's own, as it was
            for name, value in paper.fields.items():
                if name == "custom" and isinstance(value, dict):
                    custom.update(value)
                elif name not in VIEWED[CSL]:
                    item.setdefault(name, value)
        custom["lectern-record"] = {
            "dialect": paper.dialect,
            "kind": paper.kind,
            "fields": paper.fields,
        }
    if not _is_container(paper):
        item.pop("container-title", None)
    # Lectern's own fields, so importing the export gives the same library back.
    custom.update(
        {
            f"lectern-{name.replace('_', '-')}": value
            for name, value in lectern_fields(entry, not_duplicates).items()
        }
    )
    if len(paper.urls) > 1:
        custom["lectern-urls"] = list(paper.urls)
    if paper.aliases:
        custom["lectern-aliases"] = list(paper.aliases)
    item["custom"] = custom
    return item


def _fuller_date(date: Any, year: int | None) -> bool:
    """Whether a record's date says more than the paper's year (and agrees with it)."""
    parts = date.get("date-parts") if isinstance(date, dict) else None
    if not isinstance(parts, list) or not parts or not parts[0]:
        return False
    return (year is None or parts[0][0] == year) and (len(parts) > 1 or len(parts[0]) > 1)


def _is_container(paper: Paper) -> bool:
    """Whether the paper's venue is a journal or a book it appears in, not its publisher,
    school or series (which CSL keeps apart, as the record's other fields)."""
    if paper.dialect != BIBTEX or not paper.fields:
        return True
    source = next((f for f in VENUE_SOURCES if paper.fields.get(f)), "")
    return source in ("", "journal", "journaltitle", "booktitle", "eventtitle")


def to_csljson(
    entries: Sequence[Entry], distinct: Mapping[str, Sequence[str]] | None = None
) -> bytes:
    """The entries as CSL-JSON; `distinct` names each paper's "not duplicates" partners."""
    keys = citation_keys(entries)
    others = distinct or {}
    items = [
        to_item(entry, key, others.get(entry.paper.id, ())) for entry, key in zip(entries, keys)
    ]
    return orjson.dumps(items, option=orjson.OPT_INDENT_2) + b"\n"
