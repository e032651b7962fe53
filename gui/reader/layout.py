"""Where each page sits in the reader's one continuous column, at a scale.

Every page has its place from the start (its size is known before it is drawn), so the
scroll bar is right at once and a page scrolled to lands where it will stay.
"""

from __future__ import annotations

import bisect

GAP = 12  # pixels between pages, and around them
SCREEN_DPI_SCALE = 96 / 72  # 100% zoom: a point as a 96-dpi screen shows it
MIN_SCALE, MAX_SCALE = 0.25, 8.0


class PageLayout:
    """The pages' sizes in points, laid out at `scale` pixels per point."""

    def __init__(self, sizes: tuple[tuple[float, float], ...], scale: float) -> None:
        self.sizes = sizes
        self.scale = scale
        self._tops: list[int] = []
        y = GAP
        for _width, height in sizes:
            self._tops.append(y)
            y += round(height * scale) + GAP
        self.height = y
        widest = max((w for w, _h in sizes), default=0.0)
        self.width = round(widest * scale) + 2 * GAP

    @property
    def count(self) -> int:
        return len(self.sizes)

    def top(self, page: int) -> int:
        return self._tops[page]

    def page_size(self, page: int) -> tuple[int, int]:
        """The page's size in pixels."""
        width, height = self.sizes[page]
        return round(width * self.scale), round(height * self.scale)

    def page_at(self, y: float) -> int:
        """The page at height `y` of the column (the one above, in a gap)."""
        return max(0, min(bisect.bisect_right(self._tops, y) - 1, self.count - 1))

    def pages_between(self, y0: float, y1: float) -> range:
        return range(self.page_at(y0), self.page_at(y1) + 1)


def fit_width_scale(sizes: tuple[tuple[float, float], ...], width: int) -> float:
    """The scale at which the widest page fills `width` pixels (less the margins)."""
    widest = max((w for w, _h in sizes), default=0.0)
    if widest <= 0:
        return SCREEN_DPI_SCALE
    return max(MIN_SCALE, min(MAX_SCALE, (width - 2 * GAP) / widest))
