"""DOI content negotiation (doi.org asked for CSL-JSON): the DOIs of registration agencies
other than Crossref and DataCite (mEDRA, JaLC, KISTI), which doi.org hands to their own
agency. The answer is CSL-JSON, read by the CSL-JSON importer."""

from __future__ import annotations

from urllib.parse import quote

from lectern.core.importers.base import RawRecord, Skipped
from lectern.core.importers.csljson import item_record
from lectern.core.lookup.answers import json_object, not_as_promised, other_record, plain_abstract
from lectern.core.lookup.crossref import CSL_TYPES
from lectern.core.lookup.fetching import Fetcher, Service
from lectern.core.lookup.identifiers import Identifier
from lectern.core.models import normalize_doi

CSL_JSON = "application/vnd.citationstyles.csl+json"


def look_up(fetcher: Fetcher, identifier: Identifier) -> RawRecord:
    what = str(identifier)
    answer = fetcher.get(
        Service.DOI, "/" + quote(identifier.value, safe="/"), accept=CSL_JSON, what=what
    )
    item = json_object(Service.DOI, answer, what)
    named = normalize_doi(str(item.get("DOI") or ""))
    if named != identifier.value:
        raise other_record(Service.DOI, what, f"doi:{named}" if named else "")
    kind = str(item.get("type") or "")
    item["type"] = CSL_TYPES.get(kind, kind)  # Crossref's agency answers with its own names
    if "abstract" in item:
        item["abstract"] = plain_abstract(item["abstract"])
    record = item_record(item)
    if isinstance(record, Skipped):
        raise not_as_promised(Service.DOI, what, record.reason)
    return record
