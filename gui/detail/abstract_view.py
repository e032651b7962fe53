"""A read-only text view for untrusted rich text (abstracts, note previews).

It loads no resource of any kind (no ``file:``, no network, no ``qrc:``), follows no link by
itself, drops images, and sends clicked links through the http(s) check in
:mod:`lectern.gui.safe_display`. It grows to fit its text so the detail pane has one
scrollbar.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QTextEdit, QToolTip, QWidget

from lectern.core.marks.address import parse_address
from lectern.gui.i18n import translate
from lectern.gui.safe_display import clean_display, external_url, match_spans, open_external

log = logging.getLogger(__name__)

HIGHLIGHT = QColor("#ffe08a")
MAX_MARKS = 2000  # a text full of one word stays quick to mark
HEADING_SCALE = {1: 1.3, 2: 1.15, 3: 1.05}
LINE_HEIGHT = 125  # percent
_PROPORTIONAL_HEIGHT = QTextBlockFormat.LineHeightTypes.ProportionalHeight.value
_LINE_HEIGHT_CSS = (
    ", ".join(("p", "li", "pre", "blockquote", "div", "center", "h1", "h2", "h3", "h4", "h5", "h6"))
    + f" {{ line-height: {LINE_HEIGHT}%; }}"
)

# A fenced Markdown block in this language is display math (what the notes make of $$…$$):
# the view shows it as the abstract shows <center>, a centred block in the text's own font.
DISPLAY_MATH_LANGUAGE = "lectern-display-math"

# GitHub-flavoured Markdown without raw HTML: a note's "<img>" or "<script>" is shown as text.
MARKDOWN_FEATURES = (
    QTextDocument.MarkdownFeature.MarkdownDialectGitHub
    | QTextDocument.MarkdownFeature.MarkdownNoHTML
)


class SafeTextBrowser(QTextBrowser):
    """Shows text; never fetches anything. ``refused_resources`` records what was asked for."""

    link_refused = Signal(str)
    # A `lectern://open/ID?page=N` link (marks copied as Markdown into a note): the paper
    # and page (1 is the first) for the reader, inside Lectern; no browser is asked.
    page_asked = Signal(str, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.refused_resources: list[str] = []
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setSearchPaths([])
        self.setReadOnly(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QTextBrowser { background: transparent; }")
        self.document().setDocumentMargin(0)
        self.document().setDefaultStyleSheet(_LINE_HEIGHT_CSS)
        self.anchorClicked.connect(self._open_link)
        self.highlighted.connect(self._show_target)
        self.document().documentLayout().documentSizeChanged.connect(self._fit_height)
        self._fit_height()

    # --- nothing is ever loaded ------------------------------------------------
    def loadResource(self, _kind: int, name: QUrl | str) -> object:
        url = QUrl(name) if isinstance(name, str) else name
        self.refused_resources.append(url.toString())
        log.debug("refused to load a resource: %s", url.toString()[:200])
        return None

    def setSource(
        self,
        name: QUrl | str,
        _kind: QTextDocument.ResourceType = QTextDocument.ResourceType.UnknownResource,
    ) -> None:
        """Navigation is never done in place; a link goes through :func:`open_external`."""
        self._open_link(QUrl(name) if isinstance(name, str) else name)

    # --- content -------------------------------------------------------------
    def set_safe_html(self, html: str) -> None:
        """HTML made by our own escaping renderers; images are replaced by their names."""
        self.setHtml(clean_display(html))
        self._drop_images()
        if not self._lines_spaced():
            self._space_lines()

    def set_safe_markdown(self, text: str) -> None:
        self.document().setMarkdown(clean_display(text), MARKDOWN_FEATURES)
        self._drop_images()
        self._tame_headings()
        self._centre_display_math()
        self._space_lines()

    def _lines_spaced(self) -> bool:
        """True when the style sheet already gave every block the line height.

        Spacing the lines while the HTML is parsed spares laying the document out a second
        time each time the detail pane shows another paper.
        """
        block = self.document().begin()
        while block.isValid():
            fmt = block.blockFormat()
            if (
                fmt.lineHeightType() != _PROPORTIONAL_HEIGHT
                or round(fmt.lineHeight()) != LINE_HEIGHT
            ):
                return False
            block = block.next()
        return True

    def _space_lines(self) -> None:
        """A little air between lines: abstracts are read, not skimmed like a list."""
        cursor = QTextCursor(self.document())
        cursor.select(QTextCursor.SelectionType.Document)
        fmt = QTextBlockFormat()
        fmt.setLineHeight(LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        cursor.mergeBlockFormat(fmt)

    def _tame_headings(self) -> None:
        """Markdown headings at Qt's sizes dwarf the pane; keep them a notch above the text."""
        base = self.font().pointSizeF()
        block = self.document().begin()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            if level:
                cursor = QTextCursor(block)
                cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
                fmt = QTextCharFormat()
                fmt.setFontPointSize(base * HEADING_SCALE.get(level, 1.0))
                fmt.setProperty(QTextCharFormat.Property.FontSizeAdjustment, 0)
                cursor.mergeCharFormat(fmt)
            block = block.next()

    def _centre_display_math(self) -> None:
        """Blocks fenced as DISPLAY_MATH_LANGUAGE become plain text blocks, centred."""
        block = self.document().begin()
        while block.isValid():
            language = block.blockFormat().property(QTextFormat.Property.BlockCodeLanguage)
            if language == DISPLAY_MATH_LANGUAGE:
                centred = QTextBlockFormat()  # none of the code block's fence, indent or font
                centred.setAlignment(Qt.AlignmentFlag.AlignHCenter)
                cursor = QTextCursor(block)
                cursor.setBlockFormat(centred)
                cursor.setBlockCharFormat(QTextCharFormat())
                cursor.movePosition(
                    QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
                )
                cursor.setCharFormat(QTextCharFormat())
            block = block.next()

    def has_images(self) -> bool:
        block = self.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                if it.fragment().charFormat().isImageFormat():
                    return True
                it += 1
            block = block.next()
        return False

    def _drop_images(self) -> None:
        found: list[tuple[int, int, str]] = []
        block = self.document().begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                fmt = fragment.charFormat()
                if fmt.isImageFormat():
                    found.append(
                        (fragment.position(), fragment.length(), fmt.toImageFormat().name())
                    )
                it += 1
            block = block.next()
        for position, length, name in reversed(found):
            cursor = QTextCursor(self.document())
            cursor.setPosition(position)
            cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
            shown = translate("SafeTextBrowser", "[image: {name}]").format(
                name=clean_display(name)[:80]
            )
            cursor.insertText(shown, QTextCharFormat())

    # --- search words ----------------------------------------------------------
    def set_highlight_terms(self, terms: Sequence[str]) -> None:
        """Mark matches with extra selections: the document itself stays untouched."""
        selections: list[QTextEdit.ExtraSelection] = []
        document = self.document()
        # The raw text has one character per cursor position (a block's end is one too).
        fmt = QTextCharFormat()
        fmt.setBackground(HIGHLIGHT)
        fmt.setForeground(QColor("#000000"))
        for start, end in match_spans(document.toRawText(), terms)[:MAX_MARKS]:
            cursor = QTextCursor(document)
            cursor.setPosition(start)
            cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format = fmt
            selections.append(selection)
        self.setExtraSelections(selections)

    def highlight_count(self) -> int:
        return len(self.extraSelections())

    # --- links -------------------------------------------------------------------
    def _open_link(self, url: QUrl) -> None:
        address = parse_address(url.toString())
        if address is not None:
            self.page_asked.emit(*address)
        elif not open_external(url):
            self.link_refused.emit(url.toString())

    def _show_target(self, url: QUrl) -> None:
        if url.isEmpty():
            QToolTip.hideText()
            return
        target = external_url(url)
        address = parse_address(url.toString())
        if address is not None:
            text = translate("SafeTextBrowser", "Read page {page} in Lectern").format(
                page=address[1]
            )
        elif target:
            text = target.toString()
        else:
            text = translate("SafeTextBrowser", "Not opened (not a web link): {link}").format(
                link=url.toString()[:120]
            )
        self.setToolTip(clean_display(text))

    # --- grow to fit -------------------------------------------------------------
    def _fit_height(self, *_: object) -> None:
        fit_to_text(self, self.fontMetrics().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def sizeHint(self) -> QSize:
        return QSize(200, self.height())


def fit_to_text(edit: QTextEdit, least: int) -> None:
    """Make a text view exactly as tall as its text, and at least `least` pixels of text."""
    margins = edit.contentsMargins()
    height = max(int(edit.document().size().height() + 0.999), least)
    height += margins.top() + margins.bottom() + 2 * edit.frameWidth()
    if height != edit.minimumHeight() or height != edit.maximumHeight():
        edit.setFixedHeight(height)
