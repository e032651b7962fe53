"""A mark as the annotation document keeps it: one field per mark, ``mark:ID``.

Each mark is a field of its paper's annotation document, so a change line names only the
marks it changed and two computers marking the same paper change different fields. A
deleted mark keeps its field, with `deleted` set to when: every device keeps the values a
later edit on another computer may bring back (lectern.core.sync.marks), and merging in
any order comes to the same marks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
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
    """The order a paper's marks are read in, as they are listed everywhere: page by page,
    on a page column by column from the left (`columns_of`), in a column from where each
    mark starts, top down, then as made. Top down alone read a two-column paper across its
    columns, a mark of the right column between two of the left's."""
    by_page: dict[int, list[Mark]] = {}
    for mark in marks:
        by_page.setdefault(mark.page, []).append(mark)
    ordered: list[Mark] = []
    for page in sorted(by_page):
        on_page = by_page[page]
        column = columns_of(on_page)
        ordered += sorted(
            on_page, key=lambda m: (column[m.id], -_start(m)[3], iso(m.made) or "", m.id)
        )
    return tuple(ordered)


def _start(mark: Mark) -> Rect:
    """The mark's first line (where its text starts: rectangles are in text order)."""
    return mark.rects[0] if mark.rects else (0.0, 0.0, 0.0, mark.top())


def columns_of(marks: Sequence[Mark]) -> dict[str, int]:
    """Which column of their page each mark starts in (0 the leftmost), from the marks
    alone (a mark does not keep the page's width). A mark of two lines or more shows
    where a column's lines run; stretches of the page's width that such lines share are
    one column, and each mark belongs to the column its first line starts in. A page with
    no such mark, or whose lines span it (one column, a title), is one column: read top
    down, as a single short line could be anywhere."""
    spans = sorted((r[0], r[2]) for m in marks if len(m.rects) > 1 for r in m.rects)
    columns: list[list[float]] = []  # [left, right] of each column, from the left
    for left, right in spans:
        if columns and left < columns[-1][1]:
            columns[-1][1] = max(columns[-1][1], right)
        else:
            columns.append([left, right])
    found: dict[str, int] = {}
    for mark in marks:
        starts = _start(mark)[0]
        found[mark.id] = max(
            (i for i, (left, _right) in enumerate(columns) if left <= starts), default=0
        )
    return found


def marks_of_doc(paper_id: str, doc: Mapping[str, Any]) -> tuple[Mark, ...]:
    """The shown marks an annotation document holds, in order. The document's fields are
    copied in one step first: a reader on another thread reads the stored document while
    the writer changes it (tests/reliability/test_read_while_writing.py)."""
    found = (
        mark_from_doc(paper_id, mark_id_of(name), value)
        for name, value in list(doc.items())
        if is_mark_field(name)
    )
    return in_order(m for m in found if m is not None)


def joined_marks(
    here: Iterable[Mark], brought: Iterable[Mark], stored: Mapping[str, Any]
) -> tuple[Mark, ...]:
    """The marks of an annotation restored from a backup or an export (`brought`) joined
    with those `here` (`stored`: the document here): every mark of the two, the later
    changed of two versions of one mark. A mark deleted here stays deleted unless the one
    brought was changed after the deletion."""
    found = {m.id: m for m in here}
    for mark in brought:
        other = found.get(mark.id)
        if other is None or _later(mark, other):
            found[mark.id] = mark
    for mark_id in list(found):
        if mark_id in {m.id for m in here}:
            continue
        value = stored.get(field_of(mark_id))
        gone = _moment(value.get(DELETED)) if isinstance(value, Mapping) else None
        changed = found[mark_id].changed
        if gone is not None and (changed is None or changed <= gone):
            del found[mark_id]
    return in_order(found.values())


def _later(mark: Mark, other: Mark) -> bool:
    if mark.changed is None:
        return False
    return other.changed is None or mark.changed > other.changed


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
