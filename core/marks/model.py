"""A mark on a page of a paper's PDF: the text it covers, where that text is, its colour and
its note.

A mark is found again by its text and drawn by its rectangles. Rectangles are in PDF points
from the page's bottom left (the reader's character boxes, PDFium's user space), one per line
of marked text, so a mark is drawn in the same place at every zoom and after a re-render.
The file's SHA-256 says which PDF the rectangles belong to: a mark made on one file is only
drawn on another once its text is found there.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from enum import StrEnum

Rect = tuple[float, float, float, float]  # left, bottom, right, top, in points

LINE_SLACK = 0.5  # of a character's height: boxes this close vertically share a line


class Colour(StrEnum):
    """The highlight colours, in the order of the keys 1–5 that pick them."""

    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    PINK = "pink"
    PURPLE = "purple"


class Kind(StrEnum):
    """How a mark is drawn: a highlight shades the text, an underline rules under it, a
    margin note shades it lightly and shows its note beside the page."""

    HIGHLIGHT = "highlight"
    UNDERLINE = "underline"
    NOTE = "note"


@dataclass(frozen=True, slots=True)
class Mark:
    """One mark. `page` counts from 0; `made` and `changed` are UTC."""

    id: str
    paper_id: str
    sha256: str
    page: int
    rects: tuple[Rect, ...]
    text: str
    colour: Colour = Colour.YELLOW
    kind: Kind = Kind.HIGHLIGHT
    note: str = ""
    made: datetime | None = None
    changed: datetime | None = None

    def top(self) -> float:
        """How high on its page the mark starts: marks are listed by page, then top down."""
        return max((r[3] for r in self.rects), default=0.0)

    def edited(self, **changes: object) -> Mark:
        """This mark with `changes` applied and `changed` set to now."""
        return replace(self, changed=datetime.now(UTC), **changes)  # type: ignore[arg-type]


def new_mark(
    paper_id: str,
    sha256: str,
    page: int,
    rects: Sequence[Rect],
    text: str,
    *,
    colour: Colour = Colour.YELLOW,
    kind: Kind = Kind.HIGHLIGHT,
    note: str = "",
) -> Mark:
    """A new mark with its own id, made now."""
    now = datetime.now(UTC)
    return Mark(
        uuid.uuid4().hex,
        paper_id,
        sha256,
        page,
        tuple(rects),
        text,
        colour,
        kind,
        note,
        now,
        now,
    )


def rects_of(boxes: Sequence[Rect]) -> tuple[Rect, ...]:
    """One rectangle per line from the character boxes of a stretch of text, in text order.

    Boxes without area (a generated space or line break) are left out. A box starts a new
    line when it does not overlap the current line's height by half a character, unless it
    goes on rightwards from the line and touches its height at all: a comma or a full stop
    sits low, and split the line it ended a word of (seen on TraceMonkey's abstract)."""
    lines: list[list[float]] = []
    for left, bottom, right, top in boxes:
        if right <= left or top <= bottom:
            continue
        if lines:
            line = lines[-1]
            overlap = min(top, line[3]) - max(bottom, line[1])
            onward = left >= line[2] - (line[3] - line[1])  # not back to a line's start
            if overlap >= LINE_SLACK * min(top - bottom, line[3] - line[1]) or (
                overlap > 0 and onward
            ):
                line[0] = min(line[0], left)
                line[1] = min(line[1], bottom)
                line[2] = max(line[2], right)
                line[3] = max(line[3], top)
                continue
        lines.append([left, bottom, right, top])
    return tuple((a, b, c, d) for a, b, c, d in lines)
