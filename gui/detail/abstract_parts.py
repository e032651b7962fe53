"""A long abstract shown in parts: the first screenfuls, then more as the user asks.

A 14.8 MB one-line abstract, rendered and laid out whole on the UI thread, froze the window
for about 30 s and drew past the pane over the Notes (a text view cannot be that tall).
Now only FIRST_PART characters are rendered at first, cut between words; "Show all" shows
the whole of an abstract up to WHOLE_LIMIT characters (a long review's), and a longer one
grows by MORE_PART at each "Show more" up to that limit, past which the rest can be copied
but is never laid out. The cut is made before the LaTeX is converted, so that too runs on
a few thousand characters only.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from lectern.gui.i18n import translate

FIRST_PART = 6_000  # characters: about 900 words, a few screenfuls of the pane
MORE_PART = 50_000  # each "Show more" of an abstract longer than WHOLE_LIMIT
WHOLE_LIMIT = 200_000  # characters ever laid out in the pane (a long review is 10,000)
_SLACK = 1.25  # an abstract this much over a part is shown whole rather than cut


def cut_between_words(text: str, limit: int) -> str:
    """`text` up to `limit` characters, ending at the last space before the cut (or at
    the cut itself when the part has no space)."""
    if len(text) <= limit:
        return text
    space = text.rfind(" ", limit // 2, limit)
    return text[: space if space > 0 else limit]


class AbstractParts(QWidget):
    """The line under a cut abstract: how much is shown, Show all or Show more, Copy all."""

    part_shown = Signal(str)  # the text to render in the abstract's view

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("abstractParts")
        self._text = ""
        self._shown = 0
        self._capped = False  # WHOLE_LIMIT reached: no more is shown
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 2, 0, 2)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setEnabled(False)  # the muted colour
        row.addWidget(self.note, 1)
        self.more_button = QPushButton(self)
        self.more_button.clicked.connect(self.show_more)
        row.addWidget(self.more_button, 0, Qt.AlignmentFlag.AlignTop)
        self.copy_button = QPushButton(translate("AbstractParts", "Copy all"), self)
        self.copy_button.setToolTip(
            translate("AbstractParts", "Copy the whole abstract to the clipboard")
        )
        self.copy_button.clicked.connect(self._copy)
        row.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def first_part(self, text: str) -> str:
        """What the view shows of `text` at first; this line says what is left out."""
        self._text = text
        self._capped = False
        shown = text if len(text) <= FIRST_PART * _SLACK else cut_between_words(text, FIRST_PART)
        self._set_shown(len(shown))
        return shown

    def reshow(self) -> None:
        """Back under the abstract (the edit form hid it), as it was."""
        self._set_shown(self._shown)

    def show_more(self) -> None:
        """Show all, or the next MORE_PART of an abstract too long to show whole."""
        whole = len(self._text) <= WHOLE_LIMIT
        limit = WHOLE_LIMIT if whole else min(WHOLE_LIMIT, self._shown + MORE_PART)
        self._capped = limit >= WHOLE_LIMIT
        shown = self._text if whole else cut_between_words(self._text, limit)
        self._set_shown(len(shown))
        self.part_shown.emit(shown)

    def _set_shown(self, shown: int) -> None:
        self._shown = shown
        total = len(self._text)
        if shown >= total:
            self.hide()
            return
        locale = QLocale()
        self.note.setText(
            translate("AbstractParts", "Showing the first {shown} of {total} characters.").format(
                shown=locale.toString(shown), total=locale.toString(total)
            )
        )
        self.more_button.setVisible(not self._capped)
        self.more_button.setText(
            translate("AbstractParts", "Show all")
            if total <= WHOLE_LIMIT
            else translate("AbstractParts", "Show more")
        )
        self.more_button.setAccessibleName(self.more_button.text())
        self.show()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self._text)
