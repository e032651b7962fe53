"""Marks a reader makes on a paper's PDF: highlights, underlines and margin notes."""

from lectern.core.marks.model import Colour, Kind, Mark, Rect, new_mark, rects_of

__all__ = ["Colour", "Kind", "Mark", "Rect", "new_mark", "rects_of"]
