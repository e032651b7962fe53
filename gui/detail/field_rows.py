"""The edit form's rows for a record's other fields: a name, its value, and ✕ to remove it.

The other fields are those of the paper's record (`Paper.fields`) that its title, authors,
venue and the rest of the form's rows do not show: a book's location and ISBN, an article's
publisher. Each value is shown as its file wrote it, LaTeX and all; a field of several
values (RIS, MEDLINE, a CSL list) one value per line; names and dates of a CSL record as
the JSON it holds them in (lectern.core.field_text reads them all, for `lectern show` too).

Keyboard: Tab goes name → value → ✕ → the next row; Alt+A adds a field and puts the cursor
in its name; Enter in a value starts a new line (a new value, for a field of several).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.crosswalk import BIBTEX, DIALECT_NAMES, READER_FIELDS
from lectern.core.field_text import REPEATING, field_text, field_value, record_dialect
from lectern.core.models import clean_other_fields
from lectern.gui.i18n import error_text, translate

MOST_LINES = 8  # a value taller than this scrolls
_NAME_WIDTH = (8, 18)  # the name column fits the longest name, in this many characters


def _hint(dialect: str) -> str:
    """How the rows show a record of `dialect`'s fields, as one sentence for each case."""
    if dialect == BIBTEX:
        return translate(
            "FieldRows",
            "As the file wrote them, LaTeX and all. Empty a value or press ✕ to remove a field.",
        )
    if dialect in REPEATING:
        return translate(
            "FieldRows",
            "As the file wrote them; a field of several values has one per line. Empty a "
            "value or press ✕ to remove a field.",
        )
    return translate(
        "FieldRows", "As the file wrote them. Empty a value or press ✕ to remove a field."
    )


class FieldProblem(ValueError):
    """A row the library would refuse, with the editor to put the cursor in."""

    def __init__(self, message: str, widget: QWidget) -> None:
        super().__init__(message)
        self.widget = widget


class FormLines(QPlainTextEdit):
    """A few lines of text in a form: Ctrl+Enter reaches the form (to save) instead of
    making a new line."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            event.ignore()
            return
        super().keyPressEvent(event)


class ValueEdit(FormLines):
    """A value: as tall as its lines (up to MOST_LINES); Tab leaves it and Ctrl+Enter
    reaches the form, so the keyboard moves through the rows as through a form's fields."""

    _one_line: int | None = None  # a line edit's height, found once

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # it wraps
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().setDocumentMargin(2)
        self.setPlainText(text)
        self.document().documentLayout().documentSizeChanged.connect(lambda _s: self._fit())
        self._fit()

    def one_line(self) -> int:
        """The height of one line of it, and of the name's box beside it: a line edit's."""
        frame = 2 * (self.frameWidth() + round(self.document().documentMargin()))
        return max(QLineEdit().sizeHint().height(), self.fontMetrics().lineSpacing() + frame)

    def _fit(self) -> None:
        """As tall as its lines, up to MOST_LINES; past them it scrolls."""
        lines = round(self.document().size().height())
        one = self._one_line
        if one is None:
            one = type(self)._one_line = self.one_line()
        shown = max(1, min(MOST_LINES, lines))
        height = one + self.fontMetrics().lineSpacing() * (shown - 1)
        self.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if lines > MOST_LINES
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        if self.height() != height:
            self.setFixedHeight(height)


@dataclass
class _Row:
    original: str | None  # the field's name in the record; None for a field added here
    before: Any  # its value in the record
    name: QLineEdit
    value: ValueEdit
    remove: QToolButton


class FieldRows(QWidget):
    """The other fields of one paper's record, for the edit form to save whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._dialect = ""
        self._shown: frozenset[str] = frozenset()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        self.heading = QLabel(translate("FieldRows", "Other fields"))
        self.heading.setObjectName("sectionHeading")
        column.addWidget(self.heading)
        self.hint = QLabel()
        self.hint.setObjectName("mutedLabel")
        self.hint.setWordWrap(True)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.hint)
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(4)
        self._grid.setColumnStretch(1, 1)
        column.addLayout(self._grid)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(translate("FieldRows", "&Add a field"))
        self.add_button.setToolTip(
            translate("FieldRows", "A field of the record that the rows above do not show (Alt+A)")
        )
        # clicked passes `checked`, which add_row does not take.
        self.add_button.clicked.connect(lambda: self.add_row())  # noqa: PLW0108
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        column.addLayout(buttons)

    # --- contract ---------------------------------------------------------------------------
    def start(self, dialect: str, fields: Mapping[str, Any], shown: frozenset[str]) -> None:
        """Show the record's fields but `shown` (those the form's own rows hold)."""
        for row in list(self._rows):
            self._drop(row)
        # A paper without a record from a file (typed in, or from a list or a feed) is given
        # fields all the same: the first one starts its record, in NEW_RECORD's format.
        self._dialect = record_dialect(dialect)
        self._shown = frozenset(n.casefold() for n in shown)
        name = DIALECT_NAMES.get(dialect, "")  # a format's own name: BibTeX, RIS…
        self.heading.setText(
            translate("FieldRows", "Other fields of the {format} record").format(format=name)
            if name
            else translate("FieldRows", "Other fields")
        )
        self.hint.setText(
            _hint(dialect)
            if name
            else translate(
                "FieldRows",
                "This paper has no record from a file yet (it was typed in or came from a list "
                "or a feed): a field added here starts its {format} record.",
            ).format(format=DIALECT_NAMES[self._dialect])
        )
        for field, value in fields.items():
            if field.casefold() not in self._shown:
                self._add(field, value)

    def add_row(self) -> _Row:
        """A new, empty field, the cursor in its name."""
        row = self._add(None, None)
        row.name.setFocus(Qt.FocusReason.OtherFocusReason)
        return row

    def rows(self) -> list[tuple[QLineEdit, ValueEdit, QToolButton]]:
        return [(row.name, row.value, row.remove) for row in self._rows]

    def record(self, fields: Mapping[str, Any]) -> dict[str, Any]:
        """The whole record with the rows' changes: the fields the form's own rows show as
        they are, each row's field in its place (renamed, changed, or gone), new ones last.
        FieldProblem for a row the library would refuse."""
        rows: dict[str, tuple[str, Any]] = {}  # original name → (name, value)
        added: list[tuple[str, Any]] = []
        seen: dict[str, QLineEdit] = {}
        for row in self._rows:
            name, text = row.name.text().strip(), row.value.toPlainText()
            if not name and not text.strip():
                continue  # a row added and left empty
            if not name:
                raise FieldProblem(translate("FieldRows", "A field needs a name."), row.name)
            try:
                clean_other_fields({name: "x"})
            except ValueError as exc:
                raise FieldProblem(error_text(exc), row.name) from None
            if name.casefold() in {n.casefold() for n in READER_FIELDS.get(self._dialect, ())}:
                raise FieldProblem(
                    translate(
                        "FieldRows",
                        "{field} is where the paper's status, stars, notes or collections are "
                        "read from: change those in the detail pane.",
                    ).format(field=name),
                    row.name,
                )
            if name.casefold() in self._shown:
                raise FieldProblem(
                    translate(
                        "FieldRows",
                        "{field} is one of the fields the rows above show (title, authors, "
                        "venue, …): correct it there.",
                    ).format(field=name),
                    row.name,
                )
            if name.casefold() in seen:
                raise FieldProblem(
                    translate("FieldRows", "There are two fields named {field}.").format(
                        field=name
                    ),
                    row.name,
                )
            seen[name.casefold()] = row.name
            try:
                value = field_value(name, text, row.before, self._dialect)
            except ValueError as exc:
                raise FieldProblem(error_text(exc), row.value) from None
            if row.original is None:
                added.append((name, value))
            else:
                rows[row.original] = (name, value)
        whole: dict[str, Any] = {}
        for field, value in fields.items():
            if field.casefold() in self._shown:
                whole[field] = value
            elif field in rows and rows[field][1] != "":
                whole[rows[field][0]] = rows[field][1]
        whole.update((name, value) for name, value in added if value != "")
        return whole

    # --- rows -------------------------------------------------------------------------------
    def _add(self, field: str | None, value: Any) -> _Row:
        name = QLineEdit(field or "")
        name.setPlaceholderText(translate("FieldRows", "name"))
        name.setAccessibleName(translate("FieldRows", "Field name"))
        text = ValueEdit(field_text(value) if value is not None else "")
        name.setFixedHeight(text.one_line())
        text.setPlaceholderText(translate("FieldRows", "value"))
        text.setAccessibleName(
            translate("FieldRows", "Value of {field}").format(field=field)
            if field
            else translate("FieldRows", "Field value")
        )
        remove = QToolButton()
        remove.setText("✕")
        remove.setAutoRaise(True)
        remove.setToolTip(translate("FieldRows", "Remove this field"))
        remove.setAccessibleName(
            translate("FieldRows", "Remove {field}").format(field=field)
            if field
            else translate("FieldRows", "Remove this field")
        )
        remove.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        row = _Row(field, value, name, text, remove)
        remove.clicked.connect(self._remover(row))
        line = self._grid.rowCount()
        self._grid.addWidget(name, line, 0, Qt.AlignmentFlag.AlignTop)
        self._grid.addWidget(text, line, 1)
        self._grid.addWidget(remove, line, 2, Qt.AlignmentFlag.AlignTop)
        for widget in (name, text, remove):
            widget.show()  # now, not when the layout gets to it: the name takes the cursor
        self._rows.append(row)
        self._fit_names()
        self._chain()
        return row

    def _remover(self, row: _Row) -> Callable[[], None]:
        def remove() -> None:
            index = self._rows.index(row)
            self._drop(row)
            following = self._rows[index:] or self._rows[index - 1 : index]
            target = following[0].name if following else self.add_button
            target.setFocus(Qt.FocusReason.OtherFocusReason)

        return remove

    def _drop(self, row: _Row) -> None:
        self._rows.remove(row)
        for widget in (row.name, row.value, row.remove):
            self._grid.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self._chain()

    def _fit_names(self) -> None:
        metrics = self.fontMetrics()
        low, high = (metrics.horizontalAdvance("m" * n) for n in _NAME_WIDTH)
        longest = max((metrics.horizontalAdvance(r.name.text()) for r in self._rows), default=0)
        width = max(low, min(high, longest + 24))
        for row in self._rows:
            row.name.setFixedWidth(width)

    def _chain(self) -> None:
        """Tab in the order a reader goes: each row left to right, then Add a field."""
        widgets: list[QWidget] = [w for r in self._rows for w in (r.name, r.value, r.remove)]
        for first, second in zip(widgets, [*widgets[1:], self.add_button]):
            QWidget.setTabOrder(first, second)
