"""The search field: search-as-you-type with a short debounce, a quiet hint, a syntax popover.

The box only says what the user typed (`query_changed`); the window runs the search off
the UI thread and drops stale results. A query the parser had to guess at shows a quiet
inline hint (`SearchResult.message`), never a dialog.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QFrame, QLabel, QLineEdit, QVBoxLayout, QWidget

from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate

DEBOUNCE_MS = 150

# Each example query (typed as it is, in any language: the field names and the words
# AND, OR, NOT are the query's own) and what it finds, shown translated by syntax_html.
SYNTAX: list[tuple[str, str]] = [
    (
        "diffusion models",  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP("SyntaxHelp", "papers with these words; those with all of them first"),
    ),
    (
        '"graph neural network"',  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP("SyntaxHelp", "the words in a row"),
    ),
    (
        "title: transformer",  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP(
            "SyntaxHelp", "one field: title, author, abstract, notes, tag, venue, collection"
        ),
    ),
    (
        "author: bengio",  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP("SyntaxHelp", "an author's name"),
    ),
    (
        "notes: revisit",  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP("SyntaxHelp", "your own notes"),
    ),
    (
        "tag: vision",  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP("SyntaxHelp", "papers you tagged"),
    ),
    (
        'fulltext:"loop header"',  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP(
            "SyntaxHelp", "the text of the attached PDFs alone (plain words search it too)"
        ),
    ),
    (
        "key:vaswani2017attention",
        QT_TRANSLATE_NOOP(
            "SyntaxHelp", 'a citation key or alias; type:book, publisher:"MIT Press", isbn: …'
        ),
    ),
    (
        "status:to-read",
        QT_TRANSLATE_NOOP(
            "SyntaxHelp", "new, to-read, reading, read, dropped (or several: reading,to-read)"
        ),
    ),
    ("has:published", QT_TRANSLATE_NOOP("SyntaxHelp", "preprints a lookup found published")),
    (
        "marks: peaks",  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP("SyntaxHelp", "the passages you marked and their notes"),
    ),
    (
        "marks:yellow",  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP(
            "SyntaxHelp", "a mark of that colour (green, blue, pink, purple); has:marks"
        ),
    ),
    ("rating:>=4", QT_TRANSLATE_NOOP("SyntaxHelp", "four stars or more (rating:5, rating:<3 …)")),
    ("year:2024..2026", QT_TRANSLATE_NOOP("SyntaxHelp", "a range of years (year:>=2020 …)")),
    (
        "added:this-week",
        QT_TRANSLATE_NOOP(
            "SyntaxHelp", "when you added it: added:2026-11, added:<7d, modified:today"
        ),
    ),
    (
        "sparse OR moe",  # not translated: an example query, typed as it is
        QT_TRANSLATE_NOOP("SyntaxHelp", "either word; AND, NOT, -word and (parentheses) work too"),
    ),
    ("optim*", QT_TRANSLATE_NOOP("SyntaxHelp", "words starting with optim")),
    ("transfomer~", QT_TRANSLATE_NOOP("SyntaxHelp", "close spellings (one or two typos)")),
]


def syntax_html() -> str:
    rows = "".join(
        f"<tr><td style='padding:2px 14px 2px 0'><code>{html.escape(q)}</code></td>"
        f"<td>{html.escape(translate('SyntaxHelp', what))}</td></tr>"
        for q, what in SYNTAX
    )
    title = html.escape(translate("SyntaxHelp", "Search syntax"))
    keys = translate(
        "SyntaxHelp",
        "Press <b>/</b> or <b>Ctrl+F</b> to search, "
        "<b>Enter</b> or <b>Esc</b> to go back to the list.",
    )
    return (
        f"<p style='margin-bottom:6px'><b>{title}</b></p>"
        f"<table cellspacing='0'>{rows}</table>"
        f"<p style='margin-top:8px'>{keys}</p>"
    )


def magnifier_icon(color: QColor) -> QIcon:
    """A drawn magnifying glass: the platform icon themes rarely have one offscreen."""
    pixmap = QPixmap(32, 32)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(color, 3.2)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.drawEllipse(QRectF(5, 5, 15, 15))
    painter.drawLine(QPointF(18.5, 18.5), QPointF(26, 26))
    painter.end()
    return QIcon(pixmap)


def help_icon(color: QColor) -> QIcon:
    """A drawn "?" in a ring, in `color`: the platform's help icon is a dark glyph that all
    but vanishes on the dark theme's search box."""
    pixmap = QPixmap(32, 32)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(color, 2.4))
    painter.drawEllipse(QRectF(4, 4, 24, 24))
    font = painter.font()
    font.setPixelSize(18)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(QRectF(4, 4, 24, 24), Qt.AlignmentFlag.AlignCenter, "?")
    painter.end()
    return QIcon(pixmap)


class SyntaxHelp(QFrame):
    """A popover listing the query syntax; closes on any click outside."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("syntaxHelp")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        label = QLabel(syntax_html(), self)
        label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(label)

    def show_below(self, widget: QWidget) -> None:
        self.adjustSize()
        self.move(widget.mapToGlobal(QPoint(0, widget.height() + 2)))
        self.show()


def _takes_correction(event: QEvent) -> bool:
    """Ctrl+Enter (either Enter key)."""
    return (
        isinstance(event, QKeyEvent)
        and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        and event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        == Qt.KeyboardModifier.ControlModifier
    )


class SearchBox(QLineEdit):
    query_changed = Signal(str)  # debounced text
    leave_requested = Signal()  # Enter or Esc: back to the list
    correction_requested = Signal()  # Ctrl+Enter: take the "Did you mean" search on offer

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("searchBox")
        self.setPlaceholderText(
            translate("SearchBox", "Search titles, authors, abstracts, notes…   ( / )")
        )
        self.setClearButtonEnabled(True)
        self.setAccessibleName(translate("SearchBox", "Search"))
        self.setMinimumWidth(320)
        self.setMaximumWidth(620)
        self._last_emitted = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._emit)
        self.textChanged.connect(lambda _t: self._timer.start())
        # The actions' texts are what a screen reader says for their buttons in the box.
        self.search_action = QAction(translate("SearchBox", "Search"), self)
        self.addAction(self.search_action, QLineEdit.ActionPosition.LeadingPosition)
        self.help_action = QAction(translate("SearchBox", "Search syntax"), self)
        self.help_action.setToolTip(translate("SearchBox", "Search syntax"))
        self.help_action.triggered.connect(self.show_help)
        self.addAction(self.help_action, QLineEdit.ActionPosition.TrailingPosition)
        for action in self.findChildren(QAction):
            if not action.text():  # Qt's own clear button
                action.setText(translate("SearchBox", "Clear the search"))
        self._paint_icons()
        self.help_popup: SyntaxHelp | None = None

    def _paint_icons(self) -> None:
        """Both icons in the palette's own colours, so they read on light and dark."""
        palette = self.palette()
        self.search_action.setIcon(
            magnifier_icon(palette.color(QPalette.ColorRole.PlaceholderText))
        )
        self.help_action.setIcon(help_icon(palette.color(QPalette.ColorRole.Text)))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._paint_icons()

    def show_help(self) -> None:
        if self.help_popup is None:
            self.help_popup = SyntaxHelp(self)
        self.help_popup.show_below(self)

    def query(self) -> str:
        return self.text().strip()

    def set_query(self, text: str, *, now: bool = True) -> None:
        """Set the text; with `now`, skip the debounce (a saved search, a click-through)."""
        self.setText(text)
        if now:
            self._emit()

    def flush(self) -> None:
        if self._timer.isActive():
            self._emit()

    def _emit(self) -> None:
        self._timer.stop()
        query = self.query()
        if query != self._last_emitted:
            self._last_emitted = query
            self.query_changed.emit(query)

    def event(self, event: QEvent) -> bool:
        """Ctrl+Enter is the search box's own while the box has the focus (the window's
        Next paper yields it here), so it reaches keyPressEvent."""
        if event.type() == QEvent.Type.ShortcutOverride and _takes_correction(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if _takes_correction(event):
            self.flush()
            self.correction_requested.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Down):
            self.flush()
            self.leave_requested.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            if self.text():
                self.clear()
                self.flush()
            self.leave_requested.emit()
            return
        if event.matches(QKeySequence.StandardKey.HelpContents):
            self.show_help()
            return
        super().keyPressEvent(event)


class SearchHint(QLabel):
    """The quiet inline note under/next to the box: how the query was read, or how many matched."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("searchHint")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setForegroundRole(self.foregroundRole())
        self.setContentsMargins(8, 0, 8, 0)
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * 0.92)
        self.setFont(font)
        self.setEnabled(False)  # drawn in the muted disabled text colour

    def show_message(self, message: str) -> None:
        self.setText(message)
        self.setToolTip(message)
