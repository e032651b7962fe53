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

BACK_SLACK = 1.0  # of a line's height: a box this far left of the one before starts a line


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

    Boxes without area (a generated space or line break) are left out. A box carries on the
    current line when it overlaps the line's height and does not go back to the left of the
    box before it (a comma dipping under the baseline, a superscript); a line starts again at
    the left, or above or below without overlapping."""
    lines: list[list[float]] = []
    previous_right = 0.0
    for left, bottom, right, top in boxes:
        if right <= left or top <= bottom:
            continue
        if lines:
            line = lines[-1]
            overlaps = min(top, line[3]) - max(bottom, line[1]) > 0
            onwards = left >= previous_right - BACK_SLACK * (line[3] - line[1])
            if overlaps and onwards:
                line[0] = min(line[0], left)
                line[1] = min(line[1], bottom)
                line[2] = max(line[2], right)
                line[3] = max(line[3], top)
                previous_right = right
                continue
        lines.append([left, bottom, right, top])
        previous_right = right
    return tuple((a, b, c, d) for a, b, c, d in lines)
