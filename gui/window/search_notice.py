"""Above the list: a view with papers of its own shows only those the search words match.

The search box keeps its words from view to view, as a user searching the library wants.
But Up next, Recently read, Possible duplicates, the Trash and Recommended list papers of
their own, and words left from All papers hide most of them without a word: the sidebar
says 150 possible duplicates, the list shows 31. So while words narrow such a view, this
line says how many of its papers they leave ("31 of 150 possible duplicates match
“graph”") and offers to clear the search, which shows them all.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from lectern.core.view import DUPLICATES, QUEUE, RECENT, RECOMMENDED, TRASH, Scope, ViewResult
from lectern.gui.i18n import translate
from lectern.gui.names import scope_name

QUERY_SHOWN = 60  # characters of the search words quoted; longer ones end in "…"
TINT = 0.16  # how much of the selection colour the band's background takes


def describe_filtered(shown: int, listed: int, scope: Scope, query: str) -> str:
    """ "31 of 150 possible duplicates match “graph”"; "None of the 3 …" when none do."""
    words = query if len(query) <= QUERY_SHOWN else query[: QUERY_SHOWN - 1].rstrip() + "…"
    return _sentence(scope, shown, listed).format(
        shown=QLocale().toString(shown), words=words, view=scope_name(scope)
    )


def _sentence(scope: Scope, shown: int, listed: int) -> str:
    """The sentence for a view, written whole for each: none, one or several of its
    `listed` papers matching (`{shown}`, `{words}`, `{view}` still to fill in)."""
    if scope == DUPLICATES:
        if shown == 0:
            return translate(
                "SearchNotice", "None of the %Ln possible duplicate(s) match “{words}”", n=listed
            )
        if shown == 1:
            return translate(
                "SearchNotice", "{shown} of %Ln possible duplicate(s) matches “{words}”", n=listed
            )
        return translate(
            "SearchNotice", "{shown} of %Ln possible duplicate(s) match “{words}”", n=listed
        )
    if scope == QUEUE:
        if shown == 0:
            return translate(
                "SearchNotice", "None of the %Ln paper(s) in Up next match “{words}”", n=listed
            )
        if shown == 1:
            return translate(
                "SearchNotice", "{shown} of %Ln paper(s) in Up next matches “{words}”", n=listed
            )
        return translate(
            "SearchNotice", "{shown} of %Ln paper(s) in Up next match “{words}”", n=listed
        )
    if scope == RECENT:
        if shown == 0:
            return translate(
                "SearchNotice", "None of the %Ln recently read paper(s) match “{words}”", n=listed
            )
        if shown == 1:
            return translate(
                "SearchNotice", "{shown} of %Ln recently read paper(s) matches “{words}”", n=listed
            )
        return translate(
            "SearchNotice", "{shown} of %Ln recently read paper(s) match “{words}”", n=listed
        )
    if scope == TRASH:
        if shown == 0:
            return translate(
                "SearchNotice", "None of the %Ln paper(s) in the Trash match “{words}”", n=listed
            )
        if shown == 1:
            return translate(
                "SearchNotice", "{shown} of %Ln paper(s) in the Trash matches “{words}”", n=listed
            )
        return translate(
            "SearchNotice", "{shown} of %Ln paper(s) in the Trash match “{words}”", n=listed
        )
    if scope == RECOMMENDED:
        if shown == 0:
            return translate(
                "SearchNotice", "None of the %Ln recommended paper(s) match “{words}”", n=listed
            )
        if shown == 1:
            return translate(
                "SearchNotice", "{shown} of %Ln recommended paper(s) matches “{words}”", n=listed
            )
        return translate(
            "SearchNotice", "{shown} of %Ln recommended paper(s) match “{words}”", n=listed
        )
    if shown == 0:
        return translate(
            "SearchNotice", "None of the %Ln paper(s) in {view} match “{words}”", n=listed
        )
    if shown == 1:
        return translate(
            "SearchNotice", "{shown} of %Ln paper(s) in {view} matches “{words}”", n=listed
        )
    return translate("SearchNotice", "{shown} of %Ln paper(s) in {view} match “{words}”", n=listed)


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
        self.clear_button = QPushButton(translate("SearchNotice", "Clear search"))
        self.clear_button.setToolTip(translate("SearchNotice", "Show every paper of this view"))
        self.clear_button.setAccessibleName(translate("SearchNotice", "Clear search"))
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
