"""Above the list: a view with papers of its own shows only those the search words match.

The search box keeps its words from view to view, as a user searching the library wants.
But Up next, Recently read, Possible duplicates, the Trash and Recommended list papers of
their own, and words left from All papers hide most of them without a word: the sidebar
says 150 possible duplicates, the list shows 31. So while words narrow such a view, this
line says how many of its papers they leave ("31 of 150 possible duplicates match
“graph”") and offers to clear the search, which shows them all.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from lectern.core.view import DUPLICATES, QUEUE, RECENT, RECOMMENDED, TRASH, Scope, ViewResult

# What a view's papers are called, one and several; a view not named here says "papers in …".
_NOUNS: dict[Scope, tuple[str, str]] = {
    DUPLICATES: ("possible duplicate", "possible duplicates"),
    QUEUE: ("paper in Up next", "papers in Up next"),
    RECENT: ("recently read paper", "recently read papers"),
    TRASH: ("paper in the Trash", "papers in the Trash"),
    RECOMMENDED: ("recommended paper", "recommended papers"),
}
QUERY_SHOWN = 60  # characters of the search words quoted; longer ones end in "…"
TINT = 0.16  # how much of the selection colour the band's background takes


def describe_filtered(shown: int, listed: int, scope: Scope, query: str) -> str:
    """ "31 of 150 possible duplicates match “graph”"; "None of the 3 …" when none do."""
    one, several = _NOUNS.get(scope, (f"paper in {scope.label}", f"papers in {scope.label}"))
    noun = one if listed == 1 else several
    words = query if len(query) <= QUERY_SHOWN else query[: QUERY_SHOWN - 1].rstrip() + "…"
    if shown == 0:
        return f"None of the {listed:,} {noun} match “{words}”"
    return f"{shown:,} of {listed:,} {noun} {'matches' if shown == 1 else 'match'} “{words}”"


class SearchNotice(QFrame):
    """The line above the list while search words narrow a view of papers of its own."""

    clear_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("searchNotice")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 6, 4)
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # the words are the user's
        self.clear_button = QPushButton("Clear search")
        self.clear_button.setToolTip("Show every paper of this view")
        self.clear_button.setAccessibleName("Clear search")
        self.clear_button.clicked.connect(self.clear_requested)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.clear_button)
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        """A band of the selection colour, faint enough for the text to read on light and
        dark, so the line is seen as the list's state rather than as one more row (drawn
        from the palette, so it follows a change of theme)."""
        palette = self.palette()
        base = palette.color(QPalette.ColorRole.Base)
        accent = palette.color(QPalette.ColorRole.Highlight)
        painter = QPainter(self)
        band = QColor(accent)
        band.setAlphaF(TINT)
        painter.fillRect(self.rect(), base)
        painter.fillRect(self.rect(), band)
        painter.fillRect(0, self.height() - 1, self.width(), 1, accent)
        painter.end()
        super().paintEvent(event)

    def show_for(self, result: ViewResult) -> None:
        """Say it for `result` when its search words narrow a view of its own; else hide."""
        query = result.request.text.strip()
        if result.listed is None or not query:
            self.hide()
            return
        scope = result.request.scope
        self.text.setText(describe_filtered(len(result.ids), result.listed, scope, query))
        self.setAccessibleName(self.text.text())
        self.show()
