"""What a file says about the reader, not the paper: status, stars, tags and notes, and
what else the library keeps of it.

Lectern's own exports carry these (so an export imported into an empty library gives the
same library back), and so do JabRef (``readstatus``, ``ranking``, ``comment``) and
Zotero or Mendeley (notes). Each importer reads its format's fields and hands them here to
become the annotation of the record; an import then restores it only where the library
has none of its own (see :meth:`lectern.core.storage.annotations.AnnotationTable.merge_backup`).

Lectern's exports also carry the paper's place in the reading queue, when it was last
read, each status it had with the time it was set, where the reader was left and when the
annotation was last edited (all on the annotation), when the paper was added, its
collections, the values other records of it brought (alternates) and the papers the user
said it is not a duplicate of; the readers below turn them back into a record's values, and
refuse (as nothing said) what is not one.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from lectern.core.importers.base import RawRecord
from lectern.core.marks.stored import field_of, mark_from_doc
from lectern.core.models import MAX_RATING, Status, from_iso, to_iso
from lectern.core.storage.serialize import collections_of

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
    *,
    status: Status | None = None,
    rating: int = 0,
    notes: str = "",
    tags: Iterable[str] = (),
    queued: float | None = None,
    last_read: str | None = None,
    history: Sequence[dict[str, str]] = (),
    position: ReadingPosition | None = None,
    modified: str | None = None,
    marks: dict[str, dict[str, Any]] | None = None,
) -> dict[str, Any] | None:
    """An annotation document for a record, or None when the file says nothing personal.
    `history` and `modified` are as Lectern's own exports wrote them (parse_history,
    parse_moment): the times the statuses were set and the annotation last edited, not the
    import's."""
    tags = [t for t in dict.fromkeys(" ".join(t.split()) for t in tags) if t]
    notes = notes.strip("\n")
    if (
        status is None
        and not rating
        and not notes.strip()
        and not tags
        and queued is None
        and last_read is None
        and not history
        and position is None
        and not marks
    ):
        return None
    if status is None and history:
        status = Status(history[-1]["status"])
    return {
        "status": (status or Status.NEW).value,
        "rating": rating,
        "notes": notes,
        "tags": tags,
        "history": list(history),
        "modified": modified,
        "queued": queued,
        "last_read": last_read,
        **(position.as_fields() if position is not None else {}),
        **(marks or {}),
    }


# --- what else Lectern's own exports carry ----------------------------------------------
def parse_place(value: Any) -> float | None:
    """A place in the reading queue ("3", "2.5", 3.0); None for anything else."""
    if isinstance(value, bool) or value in (None, ""):
        return None
    try:
        place = float(str(value).strip()) if isinstance(value, str) else float(value)
    except (TypeError, ValueError):
        return None
    return place if math.isfinite(place) else None


def parse_moment(value: Any) -> str | None:
    """A time written as ISO 8601, as the annotation keeps it (UTC); None if it is none."""
    if not isinstance(value, str) or not value.strip():
        return None
    try:
        return to_iso(from_iso(value.strip()))
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class ReadingPosition:
    """Where the reader was left in the paper's PDF: the page, how many pages the PDF has,
    the furthest page read (Annotation.page, pages, reached)."""

    page: int
    pages: int
    reached: int

    def as_fields(self) -> dict[str, int]:
        return {"page": self.page, "pages": self.pages, "reached": self.reached}


def parse_position(value: Any) -> ReadingPosition | None:
    """A reading position as Lectern's exports write it ({"page": 4, "pages": 12,
    "reached": 9}); None for anything else, or for a page past the PDF's end."""
    if not isinstance(value, dict):
        return None
    numbers = [value.get(name) for name in ("page", "pages", "reached")]
    counts = [n for n in numbers if isinstance(n, int) and not isinstance(n, bool)]
    if len(counts) != len(numbers):
        return None
    page, pages, reached = counts
    if not 1 <= page <= pages or not 0 <= reached <= pages:
        return None
    return ReadingPosition(page, pages, reached)


def parse_history(value: Any) -> list[dict[str, str]]:
    """A status history as Lectern's exports write it (a list of {"status", "at"}, in the
    order the annotation keeps it) as the annotation keeps it; a change that names no
    status or no time is left out."""
    if not isinstance(value, list):
        return []
    changes: list[dict[str, str]] = []
    for change in value:
        if not isinstance(change, dict):
            continue
        status, at = parse_status(change.get("status")), parse_moment(change.get("at"))
        if status is not None and at is not None:
            changes.append({"status": status.value, "at": at})
    return changes


def parse_marks(value: Any) -> dict[str, dict[str, Any]]:
    """The marks as Lectern's exports write them (a list of marks, each with its id) as the
    annotation keeps them, a field each; a mark that cannot be drawn is left out."""
    if not isinstance(value, list):
        return {}
    marks: dict[str, dict[str, Any]] = {}
    for item in value:
        if not isinstance(item, dict) or not isinstance(item.get("id"), str) or not item["id"]:
            continue
        doc = {k: v for k, v in item.items() if k != "id"}
        if mark_from_doc("", item["id"], doc) is not None:
            marks[field_of(item["id"])] = doc
    return marks


def parse_json(text: str) -> Any:
    """A JSON value written into a text field (BibTeX's); None when it is not JSON."""
    try:
        return json.loads(text)
    except ValueError:
        return None


def parse_alternates(value: Any) -> dict[str, list[Any]]:
    """A paper's alternates (field → the values other records gave), JSON as exported."""
    if not isinstance(value, dict):
        return {}
    return {
        str(name): list(values)
        for name, values in value.items()
        if isinstance(values, list) and values
    }


def parse_derived(value: Any) -> list[str]:
    """The fields of a paper Lectern guessed from its PDF (Paper.derived), as exported."""
    if not isinstance(value, list):
        return []
    return [str(name) for name in value if isinstance(name, str) and name]


def parse_ids(value: Any) -> list[str]:
    """Paper ids: a list, or text with the ids apart by white space."""
    items = value.split() if isinstance(value, str) else value
    if not isinstance(items, list):
        return []
    return list(dict.fromkeys(str(v).strip() for v in items if str(v).strip()))


# --- collections ---------------------------------------------------------------------
def parse_collections(value: Any) -> list[str] | None:
    """The collections a record names (a list, as Lectern exports them); None when the
    record names none, [] when it says the paper is in none."""
    if not isinstance(value, list):
        return None
    return list(dict.fromkeys(" ".join(str(v).split()) for v in value if str(v).strip()))


def record_collections(record: RawRecord, file_collection: str) -> list[str]:
    """The collections a record goes into: those it names (Lectern's own export and
    backup name each paper's), else the one of the file it is imported from."""
    if record.paper is not None:
        return list(collections_of(record.paper))
    if record.lectern_collections is not None:
        return list(record.lectern_collections)
    return [file_collection] if file_collection else []


def names_collections(record: RawRecord) -> bool:
    """Whether the record names its own collections (see record_collections)."""
    return record.paper is not None or record.lectern_collections is not None
