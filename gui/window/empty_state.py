"""The inviting page shown instead of an empty table: no papers yet, or nothing matches."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from lectern.gui.i18n import translate
from lectern.gui.window.search_box import magnifier_icon

_GLYPH = 88
_TEXT_WIDTH = 440  # at most: a narrow window wraps the text in less
_TEXT_LEAST = 200


class EmptyState(QWidget):
    import_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("emptyState")
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 40, 24, 40)
        layout.setSpacing(14)
        layout.addStretch(2)
        self.glyph = QLabel(self)
        self.glyph.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.title = QLabel(self)
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 1.45)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.title.setWordWrap(True)  # what the search said can be a sentence
        self.title.setMinimumWidth(_TEXT_LEAST)
        self.title.setMaximumWidth(_TEXT_WIDTH)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(_TEXT_LEAST)
        self.text.setMaximumWidth(_TEXT_WIDTH)
        self.text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.text.setEnabled(False)  # the muted colour
        self.button = QPushButton(translate("EmptyState", "Import papers…"), self)
        self.button.setDefault(True)
        self.button.setMinimumSize(180, 36)
        self.button.clicked.connect(self.import_requested)
        layout.addWidget(self.glyph)
        layout.addLayout(self._centred(self.title))
        layout.addLayout(self._centred(self.text))
        layout.addSpacing(6)
        layout.addLayout(self._centred(self.button))
        layout.addStretch(3)
        self.show_empty_library()

    @staticmethod
    def _centred(widget: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(widget)
        row.addStretch(1)
        return row

    def _set_glyph(self, icon: QIcon) -> None:
        self.glyph.setPixmap(icon.pixmap(QSize(_GLYPH, _GLYPH), self.devicePixelRatioF()))

    def show_empty_library(self) -> None:
        self._set_glyph(QApplication.windowIcon())
        self.title.setText(translate("EmptyState", "Your reading list is empty"))
        self.text.setText(
            translate(
                "EmptyState",
                "Import BibTeX, RIS, CSL-JSON, arXiv (Atom or JSON lines), CSV or plain-text "
                "lists of abstracts — or drop the files onto this window.",
            )
        )
        self.button.show()

    def show_no_match(self, query: str, scope: str, why: str = "") -> None:
        """`scope`: the view's name, in the user's language (`lectern.gui.names.scope_name`);
        `why`: what the search said about the words (the hint beside the box says it too),
        shown instead of "No papers match" so the two agree ("t" alone is nothing to search
        for, not a search that found nothing)."""
        self._set_glyph(magnifier_icon(self.palette().color(QPalette.ColorRole.PlaceholderText)))
        if query and why:
            self.title.setText(why)
            self.text.setText(
                translate(
                    "EmptyState",
                    "Try other words, or click ? in the search box for the syntax.",
                )
            )
        elif query:
            self.title.setText(translate("EmptyState", "No papers match"))
            self.text.setText(
                translate(
                    "EmptyState",
                    "Nothing in {view} matches “{query}”. Check the spelling, try "
                    "fewer words, or click ? in the search box for the syntax.",
                ).format(view=scope, query=query)
            )
        else:
            self.title.setText(translate("EmptyState", "Nothing in {view} yet").format(view=scope))
            self.text.setText(
                translate("EmptyState", "Papers show up here as soon as they fit this view.")
            )
        self.button.hide()
