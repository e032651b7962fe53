"""A mark as the annotation document keeps it: one field per mark, ``mark:ID``.

Each mark is a field of its paper's annotation document, so a change line names only the
marks it changed and two computers marking the same paper change different fields. A
deleted mark keeps its field, with `deleted` set to when: every device keeps the values a
later edit on another computer may bring back (lectern.core.sync.marks), and merging in
any order comes to the same marks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from lectern.core.marks.model import Colour, Kind, Mark, Rect

PREFIX = "mark:"
DELETED = "deleted"  # when the mark was deleted (ISO, UTC); absent while it is shown
# What a mark's document holds besides `deleted`; `changed` changes with every edit.
PARTS = ("page", "rects", "text", "sha256", "colour", "kind", "note", "made", "changed")


def field_of(mark_id: str) -> str:
    """The annotation document's field that holds the mark."""
    return PREFIX + mark_id


def is_mark_field(name: str) -> bool:
    return name.startswith(PREFIX)


def mark_id_of(name: str) -> str:
    return name.removeprefix(PREFIX)


def iso(moment: datetime | None) -> str | None:
    if moment is None:
        return None
    return moment.astimezone(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


def _moment(value: Any) -> datetime | None:
    if not isinstance(value, str) or not value:
        return None
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def mark_to_doc(mark: Mark) -> dict[str, Any]:
    """The mark's field value: JSON, shown (no `deleted`)."""
    return {
        "page": mark.page,
        "rects": [list(rect) for rect in mark.rects],
        "text": mark.text,
        "sha256": mark.sha256,
        "colour": mark.colour.value,
        "kind": mark.kind.value,
        "note": mark.note,
        "made": iso(mark.made),
        "changed": iso(mark.changed),
    }


def mark_from_doc(paper_id: str, mark_id: str, doc: Any) -> Mark | None:
    """The mark a field holds; None for a deleted one, or one too damaged to draw (a
    hand-edited file)."""
    if not isinstance(doc, Mapping) or doc.get(DELETED):
        return None
    try:
        rects = tuple(_rect(r) for r in doc.get("rects") or ())
        page = doc.get("page")
        if not isinstance(page, int) or isinstance(page, bool) or page < 0:
            return None
        return Mark(
            mark_id,
            paper_id,
            str(doc.get("sha256") or ""),
            page,
            rects,
            str(doc.get("text") or ""),
            Colour(str(doc.get("colour") or Colour.YELLOW.value)),
            Kind(str(doc.get("kind") or Kind.HIGHLIGHT.value)),
            str(doc.get("note") or ""),
            _moment(doc.get("made")),
            _moment(doc.get("changed")),
        )
    except (TypeError, ValueError):
        return None


def _rect(value: Any) -> Rect:
    left, bottom, right, top = (float(v) for v in value)
    return (left, bottom, right, top)


def in_order(marks: Iterable[Mark]) -> tuple[Mark, ...]:
    """Page order, then top down (the highest first), then as made: how a paper's marks
    are listed everywhere."""
    return tuple(sorted(marks, key=lambda m: (m.page, -m.top(), iso(m.made) or "", m.id)))


def marks_of_doc(paper_id: str, doc: Mapping[str, Any]) -> tuple[Mark, ...]:
    """The shown marks an annotation document holds, in order."""
    found = (
        mark_from_doc(paper_id, mark_id_of(name), value)
        for name, value in doc.items()
        if is_mark_field(name)
    )
    return in_order(m for m in found if m is not None)


def deleted_since(
    stored: Mapping[str, Any] | None, doc: Mapping[str, Any], now: datetime
) -> dict[str, Any]:
    """The fields of the marks `stored` shows that `doc` (a document written from an
    annotation, which holds its shown marks) no longer has: deleted `now`, values kept."""
    return {
        name: {**value, DELETED: iso(now)}
        for name, value in (stored or {}).items()
        if is_mark_field(name)
        and name not in doc
        and isinstance(value, Mapping)
        and not value.get(DELETED)
    }
