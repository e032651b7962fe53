"""DataCite's REST API (`/dois/DOI`): the DOIs of Zenodo, arXiv's own (10.48550), Dagstuhl's
LIPIcs and other repositories, which Crossref does not know.

Its JSON:API record is turned into a CSL item (DataCite names a CSL type itself) and read by
the CSL-JSON importer, as Crossref's is.
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

# DOI prefixes DataCite registers, asked there first (any other DOI is asked of Crossref,
# then of DataCite when Crossref does not know it): arXiv, Zenodo, Dagstuhl, figshare, Dryad.
PREFIXES = frozenset({"10.48550", "10.5281", "10.4230", "10.6084", "10.5061"})
# DataCite's resourceTypeGeneral as CSL names it, when it names no CSL type itself.
_CSL_TYPES = {
    "ConferencePaper": "paper-conference",
    "JournalArticle": "article-journal",
    "Preprint": "article",
    "Dataset": "dataset",
    "Software": "software",
    "Book": "book",
    "BookChapter": "chapter",
    "Report": "report",
    "Dissertation": "thesis",
}


def look_up(fetcher: Fetcher, identifier: Identifier) -> RawRecord:
    what = str(identifier)
    answer = fetcher.get(Service.DATACITE, "/dois/" + quote(identifier.value, safe="/"), what=what)
    document = json_object(Service.DATACITE, answer, what)
    data = document.get("data")
    attributes = data.get("attributes") if isinstance(data, dict) else None
    if not isinstance(attributes, dict):
        raise not_as_promised(Service.DATACITE, what, said("no DOI record in it"))
    named = normalize_doi(str(attributes.get("doi") or ""))
    if named != identifier.value:
        raise other_record(Service.DATACITE, what, f"doi:{named}" if named else "")
    record = item_record(csl_item(attributes))
    if isinstance(record, Skipped):
        raise not_as_promised(Service.DATACITE, what, record.reason)
    return record


def csl_item(attributes: dict[str, Any]) -> dict[str, Any]:
    """A DataCite record's attributes as a CSL-JSON item."""
    doi = str(attributes.get("doi") or "")
    item: dict[str, Any] = {"id": doi, "DOI": doi}
    found = attributes.get("types")
    types: dict[str, Any] = found if isinstance(found, dict) else {}
    general = str(types.get("resourceTypeGeneral") or "")
    item["type"] = str(types.get("citeproc") or "") or _CSL_TYPES.get(general, "article")
    titles = [t for t in attributes.get("titles") or () if isinstance(t, dict)]
    main = next((t for t in titles if not t.get("titleType")), titles[0] if titles else {})
    if main.get("title"):
        item["title"] = main["title"]
    item["author"] = [_person(c) for c in attributes.get("creators") or () if isinstance(c, dict)]
    if year := attributes.get("publicationYear"):
        item["issued"] = {"date-parts": [[int(year)]]} if str(year).isdigit() else {"raw": year}
    container = attributes.get("container")
    if isinstance(container, dict) and container.get("title"):
        item["container-title"] = container["title"]
        for ours, theirs in (("volume", "volume"), ("issue", "issue")):
            if container.get(theirs):
                item[ours] = str(container[theirs])
        first, last = container.get("firstPage"), container.get("lastPage")
        if first:
            item["page"] = f"{first}-{last}" if last else str(first)
    publisher = attributes.get("publisher")
    if isinstance(publisher, dict):
        publisher = publisher.get("name")
    if isinstance(publisher, str) and publisher:
        item["publisher"] = publisher
    abstracts = [
        plain_abstract(d.get("description"))
        for d in attributes.get("descriptions") or ()
        if isinstance(d, dict) and d.get("descriptionType") == "Abstract"
    ]
    if abstract := next((a for a in abstracts if a), ""):
        item["abstract"] = abstract
    if attributes.get("url"):
        item["URL"] = attributes["url"]
    return item


def _person(creator: dict[str, Any]) -> dict[str, Any]:
    if creator.get("familyName"):
        return {"given": creator.get("givenName", ""), "family": creator["familyName"]}
    return {"literal": str(creator.get("name") or "")}
