"""The arXiv API (`/api/query?id_list=ID`): a preprint by its new-style (2101.00001) or
old-style (hep-th/9901001) id, read by the arXiv Atom importer.

Its record names the published version when the authors gave one (`arxiv:doi`, and the
journal reference, which becomes the venue). An id arXiv does not know comes back as an
"Error" entry, or as a feed without entries; both say so to the user.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

from lectern.core.importers import arxiv_atom
from lectern.core.importers.base import RawRecord
from lectern.core.lookup.answers import not_as_promised, other_record, parsed_record
from lectern.core.lookup.fetching import Fetcher, LookupFailed, Problem, Service
from lectern.core.lookup.identifiers import Identifier
from lectern.core.said import said

_ERROR_ID = "arxiv.org/api/errors"


def look_up(fetcher: Fetcher, identifier: Identifier) -> RawRecord:
    what = str(identifier)
    try:
        answer = fetcher.get(
            Service.ARXIV, "/api/query", params={"id_list": identifier.value}, what=what
        )
    except LookupFailed as failed:
        if failed.problem is Problem.REFUSED:  # 400: the feed's Error entry says why
            raise LookupFailed(
                Problem.NOT_FOUND,
                said("arXiv has no preprint {what}; nothing was changed.", what=what),
            ) from None
        raise
    if _ERROR_ID.encode() in answer.body or not re.search(rb"<entry[\s>]", answer.body):
        if b"<feed" not in answer.body:
            raise not_as_promised(Service.ARXIV, what, said("not an Atom feed"))
        raise LookupFailed(
            Problem.NOT_FOUND, said("arXiv has no preprint {what}; nothing was changed.", what=what)
        )
    try:
        record = parsed_record(Service.ARXIV, answer, what, arxiv_atom.parse, ".xml")
    except ET.ParseError:
        raise not_as_promised(Service.ARXIV, what, said("not XML")) from None
    if record.arxiv_id != identifier.value:
        raise other_record(
            Service.ARXIV, what, f"arxiv:{record.arxiv_id}" if record.arxiv_id else ""
        )
    # A preprint, as CSL names one (the journal reference, when given, is its venue).
    return replace(record, kind="article", fields={"type": "article"}, dialect="csl")
