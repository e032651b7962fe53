"""Text chosen by a mouse drag on a page: which characters, from their boxes.

PDFium gives each character's box; a drag from one point to another selects the characters
in text order between the one nearest the start and the one nearest the end, as a PDF
viewer does (a column's lines in order, not a rectangle).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lectern.gui.reader.document import Box

NEAR = 24.0  # points: how far from a character a press still counts as on it


@dataclass(frozen=True, slots=True)
class Selection:
    """Characters `first` to `last` (both included) of page `page` (0 is the first)."""

    page: int
    first: int
    last: int


def char_at(boxes: Sequence[Box], x: float, y: float) -> int | None:
    """The character at (x, y), in points from the page's bottom left: the one whose box
    holds the point, else the nearest within NEAR; None on empty paper."""
    best: tuple[float, int] | None = None
    for index, (left, bottom, right, top) in enumerate(boxes):
        if right <= left and top <= bottom:
            continue  # a generated space or line break has no box
        dx = max(left - x, 0.0, x - right)
        dy = max(bottom - y, 0.0, y - top)
        if dx == 0 and dy == 0:
            return index
        distance = dx * dx + dy * dy
        if distance <= NEAR * NEAR and (best is None or distance < best[0]):
            best = (distance, index)
    return None if best is None else best[1]


def between(page: int, start: int, end: int) -> Selection:
    return Selection(page, min(start, end), max(start, end))


def boxes_of(selection: Selection, boxes: Sequence[Box]) -> list[Box]:
    """The boxes to shade for `selection` (characters without a box left out)."""
    chosen = boxes[selection.first : selection.last + 1]
    return [b for b in chosen if b[2] > b[0] and b[3] > b[1]]
