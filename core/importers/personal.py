"""What a file says about the reader, not the paper: status, stars, tags and notes.

Lectern's own exports carry these (so an export imported into an empty library gives the
same library back), and so do JabRef (``readstatus``, ``ranking``, ``comment``) and
Zotero or Mendeley (notes). Each importer reads its format's fields and hands them here to
become the annotation of the record; an import then restores it only where the library
has none of its own (see :meth:`lectern.core.storage.annotations.AnnotationTable.merge_backup`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from lectern.core.models import MAX_RATING, Status

# JabRef's read status values (and Lectern's own words) → a status.
_READSTATUS = {"read": Status.READ, "skimmed": Status.READING}
_RANKING = re.compile(r"^\s*rank\s*([0-5])\s*$", re.IGNORECASE)


def parse_status(*values: Any) -> Status | None:
    """The first value that names a status: Lectern's ("to-read") or JabRef's ("skimmed")."""
    for value in values:
        text = str(value or "").strip().lower()
        if not text:
            continue
        if text in _READSTATUS:
            return _READSTATUS[text]
        try:
            return Status.parse(text)
        except ValueError:
            continue
    return None


def parse_rating(*values: Any) -> int:
    """JabRef's "rank3", or a plain number of stars."""
    for value in values:
        text = str(value or "").strip()
        if not text:
            continue
        if match := _RANKING.match(text):
            return int(match.group(1))
        if text.isdigit() and 0 <= int(text) <= MAX_RATING:
            return int(text)
    return 0


def annotation(
    *, status: Status | None = None, rating: int = 0, notes: str = "", tags: Iterable[str] = ()
) -> dict[str, Any] | None:
    """An annotation document for a record, or None when the file says nothing personal."""
    tags = [t for t in dict.fromkeys(" ".join(t.split()) for t in tags) if t]
    notes = notes.strip("\n")
    if status is None and not rating and not notes.strip() and not tags:
        return None
    return {
        "status": (status or Status.NEW).value,
        "rating": rating,
        "notes": notes,
        "tags": tags,
        "history": [],
        "modified": None,
    }
