"""The list keeps its room when the window narrows: the detail pane, then the sidebar,
give way down to their least widths first, and get their widths back when it widens.

A splitter gives a change of width to its stretching widget (the list) alone, so an
800-px window kept the sidebar and the detail pane as wide as at 1,320 px and squeezed the
list to its least: the titles read "A N…". Only a change of the window's width moves the
panes, and only while the list is narrower than LIST_ROOM; a split the user drags, or
the one restored at start, is the one they come back to.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QSplitter, QWidget

LIST_ROOM = 420  # px: a title of about 35 characters beside the status column


class ListRoomSplitter(QSplitter):
    def __init__(
        self, list_index: int, give_way: tuple[int, ...], parent: QWidget | None = None
    ) -> None:
        """`give_way`: the indexes of the panes beside the list, in the order they narrow."""
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._list = list_index
        self._give_way = give_way
        self._wanted: dict[int, int] = {}  # each pane's width as the user (or default) set it
        self._seen: int | None = None  # the width last fitted on screen
        self.splitterMoved.connect(lambda _pos, _index: self._keep_split())

    def use_default(self, sizes: list[int]) -> None:
        """A new user's split (no split kept): fitted to the window once it shows."""
        self.setSizes(sizes)
        self._wanted = {index: sizes[index] for index in self._give_way}

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._on_screen()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._on_screen()

    def _on_screen(self) -> None:
        """The first time on screen: a default split is fitted, a kept one kept; after
        that, each change of width fits the panes again."""
        if not self.isVisible():
            return
        before, self._seen = self._seen, self.width()
        if not self._wanted:  # a split restored as the user left it, in the window kept
            self._keep_split()
        elif before != self._seen:
            self._fit()

    def _keep_split(self) -> None:
        """The panes' widths now are the ones wanted (the user dragged a handle)."""
        sizes = self.sizes()
        self._wanted = {index: sizes[index] for index in self._give_way}

    def _fit(self) -> None:
        """Narrow the panes while the list is short of LIST_ROOM, widen them back towards
        the widths wanted while it has more."""
        sizes = self.sizes()
        if len(sizes) <= max(self._list, *self._give_way):
            return
        for index in reversed(self._give_way):  # back: the last to narrow first
            spare = sizes[self._list] - LIST_ROOM
            back = min(spare, self._wanted.get(index, 0) - sizes[index])
            if back > 0:
                sizes[index] += back
                sizes[self._list] -= back
        for index in self._give_way:
            short = LIST_ROOM - sizes[self._list]
            if short <= 0:
                break
            widget = self.widget(index)
            if widget is None or widget.isHidden():
                continue
            least = max(widget.minimumSizeHint().width(), widget.minimumWidth())
            taken = min(short, max(0, sizes[index] - least))
            sizes[index] -= taken
            sizes[self._list] += taken
        if sizes != self.sizes():
            self.setSizes(sizes)
