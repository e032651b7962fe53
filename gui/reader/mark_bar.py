"""The small bar by selected text or a clicked mark: the five highlight colours, Underline,
Note… and, for a mark, Delete.

It floats over the pages just under (or, near the bottom, above) what it is for, and says
what was chosen as signals; the reader makes or changes the mark. Each button names its key
in its tip (1–5, U, N, Delete), which work while the bar shows.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QToolButton, QWidget

from lectern.core.marks.model import Colour, Kind
from lectern.gui.i18n import translate
from lectern.gui.mark_colours import SWATCH, colour_name, swatch

GAP = 6  # pixels between the bar and the text it is for


class MarkBar(QFrame):
    """Highlight in a colour, underline, add a note, delete: for a selection or a mark."""

    colour_chosen = Signal(object)  # Colour
    underline_chosen = Signal()
    note_chosen = Signal()
    delete_chosen = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("markBar")
        self.setAccessibleName(translate("MarkBar", "Mark the text"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 4, 2)
        row.setSpacing(2)
        self.colours: dict[Colour, QToolButton] = {}
        for key, colour in enumerate(Colour, start=1):
            button = self._button(row, "", self._emitter(colour))
            button.setIcon(swatch(colour))
            button.setIconSize(QSize(SWATCH, SWATCH))
            button.setCheckable(True)
            name = translate("MarkBar", "Highlight in {colour}").format(
                colour=colour_name(colour).lower()
            )
            button.setAccessibleName(name)
            button.setToolTip(f"{name} ({key})")
            self.colours[colour] = button
        self.underline = self._button(row, translate("MarkBar", "Underline"), self.underline_chosen)
        self.underline.setToolTip(translate("MarkBar", "Underline the text (U)"))
        self.underline.setCheckable(True)  # pressed on an underline: U takes it away
        self.note = self._button(row, translate("MarkBar", "Note…"), self.note_chosen)
        self.note.setToolTip(translate("MarkBar", "A note in the margin beside the text (N)"))
        self.delete = self._button(row, translate("MarkBar", "Delete"), self.delete_chosen)
        self.delete.setToolTip(translate("MarkBar", "Delete this mark (Delete; Ctrl+Z undoes)"))
        self.hide()

    def _button(self, row: QHBoxLayout, text: str, run: object) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the reader's
        button.clicked.connect(run)
        row.addWidget(button)
        return button

    def _emitter(self, colour: Colour) -> object:
        return lambda: self.colour_chosen.emit(colour)

    def show_for_selection(self, near: QRect) -> None:
        """Offer a new mark for the text selected at `near` (viewport pixels)."""
        self._show(near, None, None, deleting=False)

    def show_for_mark(self, near: QRect, colour: Colour, kind: Kind) -> None:
        """Offer changes to a mark of `colour` and `kind` at `near`: its colour checked,
        Underline pressed for an underline (pressed again, it is a highlight), and Delete."""
        self._show(near, colour, kind, deleting=True)

    def _show(
        self, near: QRect, colour: Colour | None, kind: Kind | None, *, deleting: bool
    ) -> None:
        for each, button in self.colours.items():
            button.setChecked(each is colour)
        self.underline.setChecked(kind is Kind.UNDERLINE)
        self.delete.setVisible(deleting)
        self.adjustSize()
        self.move(self._place(near))
        self.show()
        self.raise_()

    def _place(self, near: QRect) -> QPoint:
        """Under the text, or above it when there is no room below; within the view."""
        parent = self.parentWidget()
        width = parent.width() if parent is not None else self.width()
        height = parent.height() if parent is not None else self.height()
        x = max(0, min(near.left(), width - self.width()))
        y = near.bottom() + GAP
        if y + self.height() > height:
            y = max(0, near.top() - GAP - self.height())
        return QPoint(x, y)
