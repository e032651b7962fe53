"""Open Library (`/isbn/ISBN.json`, which redirects to the edition's record): a book by its
ISBN.

An edition names its authors by Open Library key only; its "by" statement ("Garth Nix.")
gives their names without a second request. A record whose ISBNs do not include the one
asked is another book, and refused.
"""

from __future__ import annotations

import re
from typing import Any

from lectern.core.importers.base import RawRecord
from lectern.core.importers.common import parse_year, squash
from lectern.core.lookup.answers import json_object, not_as_promised, other_record, plain_abstract
from lectern.core.lookup.fetching import Fetcher, Service
from lectern.core.lookup.identifiers import Identifier, isbn13
from lectern.core.said import said


def look_up(fetcher: Fetcher, identifier: Identifier) -> RawRecord:
    what = str(identifier)
    answer = fetcher.get(Service.OPEN_LIBRARY, f"/isbn/{identifier.value}.json", what=what)
    edition = json_object(Service.OPEN_LIBRARY, answer, what)
    title = squash(edition.get("title"))
    if not title:
        raise not_as_promised(Service.OPEN_LIBRARY, what, said("no book's title in it"))
    isbns = [
        isbn13(re.sub(r"[\s\-]", "", str(i)).upper())
        for i in [*(edition.get("isbn_13") or ()), *(edition.get("isbn_10") or ())]
    ]
    if identifier.value not in isbns:
        named = next((i for i in isbns if i), "")
        raise other_record(Service.OPEN_LIBRARY, what, f"isbn:{named}" if named else "")
    if subtitle := squash(edition.get("subtitle")):
        title = f"{title}: {subtitle}"
    publishers = [squash(p) for p in edition.get("publishers") or () if squash(p)]
    key = squash(edition.get("key"))
    fields: dict[str, Any] = {"type": "book", "ISBN": identifier.value}
    if publishers:
        fields["publisher"] = publishers[0]
    if places := [squash(p) for p in edition.get("publish_places") or () if squash(p)]:
        fields["publisher-place"] = places[0]
    if pages := edition.get("number_of_pages"):
        fields["number-of-pages"] = str(pages)
    description = edition.get("description")
    if isinstance(description, dict):
        description = description.get("value")
    return RawRecord(
        line=1,
        title=title,
        authors=_names(squash(edition.get("by_statement"))),
        year=parse_year(_year_text(squash(edition.get("publish_date")))),
        venue=publishers[0] if publishers else "",
        abstract=plain_abstract(description),
        urls=[f"https://openlibrary.org{key}"] if key.startswith("/books/") else [],
        kind="book",
        fields=fields,
        dialect="csl",
    )


def _year_text(date: str) -> str:
    match = re.search(r"\b(1[5-9]\d\d|20\d\d)\b", date)
    return match.group(1) if match else ""


def _names(by: str) -> list[str]:
    """ "Garth Nix." / "by Jane Roe and John Doe ; illustrated by …" → the authors' names."""
    by = re.sub(r"^\s*by\s+", "", by.split(";", maxsplit=1)[0], flags=re.I).strip(" .")
    return [
        n.strip(" .") for n in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s*&\s*", by) if n.strip(" .")
    ]
