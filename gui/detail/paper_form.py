"""Editing a paper's details in the detail pane: every field, saved as one undoable edit.

The form holds the paper's values as Lectern keeps them, its citation key and entry type,
and below them the record's other fields (lectern.gui.detail.field_rows); Save
(Ctrl+Enter) asks for the fields that changed, the record whole if any of its other fields
did, Esc cancels. Values other files gave for a field (kept when papers were merged or
re-imported) are shown under it, so a correction can start from them. A value the library
would refuse, a citation key another paper has among them, is said in the form, which
stays open with everything typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from lectern.core.crosswalk import BIBTEX, shown_fields
from lectern.core.field_text import record_dialect
from lectern.core.models import Paper, clean_field
from lectern.gui.declarations.declared import widget_key
from lectern.gui.declarations.ids import KeyId
from lectern.gui.detail.field_rows import FieldProblem, FieldRows, FormLines
from lectern.gui.i18n import QT_TRANSLATE_NOOP, error_text, translate
from lectern.gui.safe_display import clean_display

# Asks the library whether a key may be the paper's: (paper id, key) → the key tidied, or
# ValueError in the library's words (lectern.core.library.papers.Papers.check_new_key).
KeyCheck = Callable[[str, str], str]

# (field, label, placeholder); the order the form shows them in. The label and the
# placeholder are translated where the form shows them (context "PaperForm").
LINE_FIELDS = (
    ("title", QT_TRANSLATE_NOOP("PaperForm", "Title"), ""),
    (
        "authors",
        QT_TRANSLATE_NOOP("PaperForm", "Authors"),
        QT_TRANSLATE_NOOP("PaperForm", "Ada Lovelace; Alan Turing"),
    ),
    ("year", QT_TRANSLATE_NOOP("PaperForm", "Year"), "2026"),
    (
        "venue",
        QT_TRANSLATE_NOOP("PaperForm", "Venue"),
        QT_TRANSLATE_NOOP("PaperForm", "journal, conference or publisher"),
    ),
    ("volume", QT_TRANSLATE_NOOP("PaperForm", "Volume"), ""),
    ("number", QT_TRANSLATE_NOOP("PaperForm", "Issue"), ""),
    ("pages", QT_TRANSLATE_NOOP("PaperForm", "Pages"), "12-34"),
    ("doi", "DOI", "10.1234/abc"),
    ("arxiv_id", QT_TRANSLATE_NOOP("PaperForm", "arXiv id"), "2401.01234"),
    ("key", QT_TRANSLATE_NOOP("PaperForm", "Citation key"), "vaswani2017attention"),
    (
        "kind",
        QT_TRANSLATE_NOOP("PaperForm", "Entry type"),
        # the entry types are the format's own words, typed as they are
        QT_TRANSLATE_NOOP("PaperForm", "article, book, inproceedings, …"),
    ),
)


def form_values(paper: Paper) -> dict[str, str]:
    """The paper's editable fields as the form shows them (lists joined; the record's other
    fields are FieldRows')."""
    values = {name: str(getattr(paper, name) or "") for name, _, _ in LINE_FIELDS}
    values["authors"] = "; ".join(paper.authors)
    values["urls"] = "\n".join(paper.urls)
    values["files"] = "\n".join(paper.files)
    values["abstract"] = paper.abstract
    return values


class PaperForm(QWidget):
    save_requested = Signal(str, object)  # paper id, the fields that changed (a dict)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None, *, key_check: KeyCheck | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paperForm")
        self._paper: Paper | None = None
        self._start: dict[str, str] = {}
        self._key_check = key_check
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel(translate("PaperForm", "Edit details"))
        heading.setObjectName("sectionHeading")
        layout.addWidget(heading)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.edits: dict[str, QLineEdit | QPlainTextEdit] = {}
        self.others: dict[str, QLabel] = {}
        for name, english, example in LINE_FIELDS:
            label = translate("PaperForm", english)
            hint = translate("PaperForm", example) if example else ""
            if name == "kind":  # typed, or one of the types the record's format names
                self.kind_box = QComboBox()
                self.kind_box.setEditable(True)
                self.kind_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
                self.kind_box.setAccessibleName(label)
                typed = self.kind_box.lineEdit()
                assert typed is not None  # an editable box has one
                edit = typed
            else:
                edit = QLineEdit()
            edit.setPlaceholderText(hint)
            edit.setAccessibleName(label)
            edit.returnPressed.connect(self.save)
            self._add_row(form, name, label, edit)
        self.edits["key"].setToolTip(
            translate(
                "PaperForm",
                "What LaTeX and Pandoc documents cite the paper by; unique in the library. "
                "Edit → Regenerate citation key makes it again from the first author, year "
                "and title.",
            )
        )
        for name, label, hint, lines in (
            ("urls", translate("PaperForm", "Links"), translate("PaperForm", "one per line"), 2),
            (
                "files",
                translate("PaperForm", "Files"),
                translate("PaperForm", "local files, one path per line"),
                2,
            ),
            ("abstract", translate("PaperForm", "Abstract"), "", 6),
        ):
            text = FormLines()
            text.setPlaceholderText(hint)
            text.setAccessibleName(label)
            text.setFixedHeight(text.fontMetrics().lineSpacing() * lines + 14)
            self._add_row(form, name, label, text)
        layout.addLayout(form)
        self.fields = FieldRows()
        layout.addWidget(self.fields)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setObjectName("formProblem")
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        save, cancel = widget_key(KeyId.SAVE_DETAILS), widget_key(KeyId.CANCEL_DETAILS)
        save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        save_button.setToolTip(
            translate("PaperForm", "Save ({keys})").format(keys=_either(save.shown_keys))
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.cancel)
        layout.addWidget(buttons)
        for declared, slot in ((save, self.save), (cancel, self.cancel)):
            for key in declared.keys:  # keys of the form's own, while the focus is in it
                QShortcut(
                    QKeySequence(key),
                    self,
                    slot,
                    context=Qt.ShortcutContext.WidgetWithChildrenShortcut,
                )

    def _add_row(
        self, form: QFormLayout, name: str, label: str, edit: QLineEdit | QPlainTextEdit
    ) -> None:
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(1)
        column.addWidget(self.kind_box if name == "kind" else edit)
        other = QLabel()
        other.setObjectName("mutedLabel")
        other.setWordWrap(True)
        other.setTextFormat(Qt.TextFormat.PlainText)
        other.hide()
        column.addWidget(other)
        form.addRow(label, holder)
        self.edits[name] = edit
        self.others[name] = other

    # --- contract ---------------------------------------------------------------------------
    def paper_id(self) -> str | None:
        return self._paper.id if self._paper is not None else None

    def start(self, paper: Paper) -> None:
        self._paper = paper
        self._start = form_values(paper)
        for name, edit in self.edits.items():
            value = clean_display(self._start[name]) if name == "title" else self._start[name]
            if isinstance(edit, QLineEdit):
                edit.setText(value)
                edit.setCursorPosition(0)
            else:
                edit.setPlainText(value)
        for name, label in self.others.items():
            values = paper.alternates.get(name, ())
            text = "; ".join(_shown(v) for v in values)
            label.setText(
                translate("PaperForm", "Also recorded: {values}").format(values=text)
                if text
                else ""
            )
            label.setVisible(bool(text))
        self.kind_box.clear()
        # the exporters load with the first form, not with the window (it paints first)
        from lectern.core.exporters import ENTRY_TYPES_OF

        self.kind_box.addItems(ENTRY_TYPES_OF.get(paper.dialect, ENTRY_TYPES_OF[BIBTEX]))
        self.kind_box.setEditText(self._start["kind"])
        dialect = record_dialect(paper.dialect)  # a paper without one gets its first record
        self.fields.start(
            paper.dialect, paper.fields, shown_fields(dialect, paper.fields, paper.venue)
        )
        self.problem.hide()
        self.show()
        title = self.edits["title"]
        title.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_problem(self, message: str) -> None:
        self.problem.setText(message)
        self.problem.show()

    def changed_fields(self) -> dict[str, Any]:
        """The fields whose text differs from what the paper had, as library.papers.edit takes
        them: the record's fields whole when any row of them changed. FieldProblem for a
        row of them the library would refuse."""
        assert self._paper is not None
        changed: dict[str, Any] = {}
        for name, edit in self.edits.items():
            text = edit.text() if isinstance(edit, QLineEdit) else edit.toPlainText()
            if text.strip() == self._start[name].strip():
                continue
            if name in ("urls", "files"):
                changed[name] = [line.strip() for line in text.splitlines() if line.strip()]
            else:
                changed[name] = text
        record = self.fields.record(self._paper.fields)
        if record != self._paper.fields:
            changed["fields"] = record
        return changed

    def save(self) -> None:
        if self._paper is None:
            return
        pid = self._paper.id
        try:
            changed = self.changed_fields()
        except FieldProblem as problem:
            self.show_problem(str(problem))
            problem.widget.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        for name, value in changed.items():
            try:
                clean_field(name, value)  # what the library would refuse, said here
                if name == "key" and self._key_check is not None:
                    self._key_check(pid, value)  # and a key another paper has
            except ValueError as exc:
                self.show_problem(error_text(exc))
                focus = self.edits.get(name, self.fields)
                focus.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        self.cancel()
        if changed:
            self.save_requested.emit(pid, changed)

    def cancel(self) -> None:
        self._paper = None
        self.hide()
        self.closed.emit()


def _either(keys: Sequence[str]) -> str:
    """ "Ctrl+Enter", or "Ctrl+Enter or Ctrl+S": any of the keys does it."""
    either = keys[0] if keys else ""
    for key in keys[1:]:
        either = translate("PaperForm", "{keys} or {key}").format(keys=either, key=key)
    return either


def _shown(value: object) -> str:
    if isinstance(value, list | tuple):
        return "; ".join(map(str, value))
    return " ".join(str(value).split())[:200]
