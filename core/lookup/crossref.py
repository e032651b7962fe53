"""Crossref's REST API (`/works/DOI`): most journal, conference and book DOIs.

Its record is close to CSL-JSON but not it (titles are lists, its own type names, abstracts
in JATS); it is turned into a CSL item here and read by the CSL-JSON importer, so a looked-up
paper is the paper an import of the same work's CSL-JSON gives. The record is also kept whole
as the paper's CSL fields.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from lectern.core.importers.base import RawRecord, Skipped
from lectern.core.importers.csljson import item_record
from lectern.core.lookup.answers import json_object, not_as_promised, other_record, plain_abstract
from lectern.core.lookup.fetching import Fetcher, Service
from lectern.core.lookup.identifiers import Identifier
from lectern.core.models import normalize_doi
from lectern.core.said import said

# Crossref's types as CSL names them; one not here keeps Crossref's name.
CSL_TYPES = {
    "journal-article": "article-journal",
    "proceedings-article": "paper-conference",
    "book-chapter": "chapter",
    "book-section": "chapter",
    "book-part": "chapter",
    "monograph": "book",
    "book": "book",
    "edited-book": "book",
    "reference-book": "book",
    "book-series": "book",
    "posted-content": "article",  # a preprint: CSL 1.0.2's "article"
    "dataset": "dataset",
    "report": "report",
    "dissertation": "thesis",
    "reference-entry": "entry",
    "peer-review": "review",
    "standard": "standard",
}
# The dates a work was published, the printed issue's first (what a reference cites).
_DATES = ("published-print", "issued", "published-online", "published", "posted")


def look_up(fetcher: Fetcher, identifier: Identifier) -> RawRecord:
    what = str(identifier)
    answer = fetcher.get(Service.CROSSREF, "/works/" + quote(identifier.value, safe="/"), what=what)
    document = json_object(Service.CROSSREF, answer, what)
    message = document.get("message")
    if document.get("status") != "ok" or not isinstance(message, dict):
        raise not_as_promised(Service.CROSSREF, what, said("no work in it"))
    named = normalize_doi(str(message.get("DOI") or ""))
    if named != identifier.value:
        raise other_record(Service.CROSSREF, what, f"doi:{named}" if named else "")
    record = item_record(csl_item(message))
    if isinstance(record, Skipped):
        raise not_as_promised(Service.CROSSREF, what, record.reason)
    return record


def csl_item(work: dict[str, Any]) -> dict[str, Any]:
    """A Crossref work as a CSL-JSON item."""
    item: dict[str, Any] = {"id": work.get("DOI", ""), "DOI": work.get("DOI", "")}
    kind = str(work.get("type") or "")
    item["type"] = CSL_TYPES.get(kind, kind)
    for name in ("title", "container-title", "short-container-title", "subtitle"):
        value = work.get(name)
        first = value[0] if isinstance(value, list) and value else value
        if isinstance(first, str) and first.strip():
            item[name] = first
    if kind == "posted-content" and "container-title" not in item:
        institution = work.get("institution")
        if isinstance(institution, list) and institution and isinstance(institution[0], dict):
            item["publisher"] = institution[0].get("name", "")
    for name in ("volume", "issue", "page", "publisher", "ISBN", "ISSN", "URL", "language"):
        if work.get(name):
            item[name] = work[name]
    for role in ("author", "editor"):
        people = work.get(role)
        if isinstance(people, list):
            item[role] = [_person(p) for p in people if isinstance(p, dict)]
    for name in _DATES:
        date = work.get(name)
        parts = date.get("date-parts") if isinstance(date, dict) else None
        first = parts[0] if isinstance(parts, list) and parts else None
        if isinstance(first, list) and first and isinstance(first[0], int):
            item["issued"] = {"date-parts": [first]}
            break
    if abstract := plain_abstract(work.get("abstract")):
        item["abstract"] = abstract
    return item


def _person(person: dict[str, Any]) -> dict[str, Any]:
    if person.get("family"):
        return {k: person[k] for k in ("given", "family", "suffix") if person.get(k)}
    return {"literal": str(person.get("name") or person.get("given") or "")}
