"""File → New paper: paste an entry or an identifier, or type the paper in.

Identifiers alone (a DOI, arXiv id, PMID, PMCID or ISBN a line) are handed to the window's
lookups (`identifiers`), which look them up when the user adds them. What else is pasted
is read as it is (see
:mod:`lectern.core.importers.pasted`), and the dialog says what it recognised before anything is
added, so a paste that is not what the user thought never becomes a paper by surprise.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from lectern.core.importers.base import RawRecord, Skipped
from lectern.core.importers.pasted import parse_pasted, pasted_format
from lectern.core.lookup.identifiers import Identifier
from lectern.core.models import clean_field
from lectern.gui.i18n import QT_TRANSLATE_NOOP, error_text, translate
from lectern.gui.safe_display import clean_display

PASTE_HINT = QT_TRANSLATE_NOOP(
    "NewPaperDialog",
    "Paste a BibTeX or RIS entry, CSL-JSON, or a link.\n"
    "A DOI, an arXiv id, a PMID or an ISBN (one or several, a line each) is looked up online "
    "when you add it, if Preferences allow; an entry is made from what you paste.",
)
# What a paste was read as, in "Recognised BibTeX: …" (the formats' own names, and plain text).
_NAMES = {
    "bibtex": "BibTeX",
    "ris": "RIS",
    "csljson": "CSL-JSON",
    "text": QT_TRANSLATE_NOOP("NewPaperDialog", "text"),
}


def identifiers_only(text: str) -> list[Identifier]:
    """The identifiers of a paste that is nothing else (one a line, or spaces between), or
    none."""
    from lectern.core.lookup.identifiers import parse_identifier

    found = []
    for line in filter(None, (line.strip() for line in text.splitlines())):
        try:
            found.append(parse_identifier(line))
            continue
        except ValueError:
            pass
        for word in line.split():
            try:
                found.append(parse_identifier(word))
            except ValueError:
                return []
    return list(dict.fromkeys(found))


class NewPaperDialog(QDialog):
    """`records` holds what to add once the dialog is accepted."""

    def __init__(self, parent: QWidget | None = None, *, look_up: bool = True) -> None:
        """`look_up`: Preferences allow looking papers up online (the dialog says which)."""
        super().__init__(parent)
        self._look_up = look_up
        self.setWindowTitle(translate("NewPaperDialog", "New paper"))
        self.setObjectName("newPaperDialog")
        self.resize(620, 480)
        self.records: list[RawRecord | Skipped] = []
        self.identifiers: list[Identifier] = []  # the paste is identifiers only: look them up
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(translate("NewPaperDialog", "Ways to add the paper"))
        layout.addWidget(self.tabs, 1)

        paste = QWidget()
        paste_layout = QVBoxLayout(paste)
        self.paste = QPlainTextEdit()
        self.paste.setPlaceholderText(translate("NewPaperDialog", PASTE_HINT))
        self.paste.setAccessibleName(translate("NewPaperDialog", "Pasted entry or identifier"))
        self.paste.setTabChangesFocus(True)  # Tab goes on to the buttons; a paste keeps its tabs
        paste_layout.addWidget(self.paste, 1)
        self.recognised = QLabel(" ")
        self.recognised.setWordWrap(True)
        self.recognised.setTextFormat(Qt.TextFormat.PlainText)
        paste_layout.addWidget(self.recognised)
        self.tabs.addTab(paste, translate("NewPaperDialog", "&Paste"))

        typed = QWidget()
        form = QFormLayout(typed)
        self.fields: dict[str, QLineEdit] = {}
        for name, label, hint in (
            ("title", translate("NewPaperDialog", "&Title"), ""),
            (
                "authors",
                translate("NewPaperDialog", "&Authors"),
                "Ada Lovelace; Alan Turing",  # not translated: names, written as Lectern reads them
            ),
            ("year", translate("NewPaperDialog", "&Year"), "2026"),
            (
                "venue",
                translate("NewPaperDialog", "&Venue"),
                translate("NewPaperDialog", "journal or conference"),
            ),
            ("doi", translate("NewPaperDialog", "&DOI"), "10.1234/abc"),
            ("arxiv_id", translate("NewPaperDialog", "ar&Xiv id"), "2401.01234"),
            ("url", translate("NewPaperDialog", "&Link"), "https://…"),
        ):
            edit = QLineEdit()
            edit.setPlaceholderText(hint)
            edit.setAccessibleName(label.replace("&", ""))
            form.addRow(label, edit)
            self.fields[name] = edit
        self.abstract = QPlainTextEdit()
        self.abstract.setAccessibleName(translate("NewPaperDialog", "Abstract"))
        self.abstract.setTabChangesFocus(True)
        form.addRow(translate("NewPaperDialog", "A&bstract"), self.abstract)
        self.typed_problem = QLabel(" ")
        self.typed_problem.setWordWrap(True)
        form.addRow(self.typed_problem)
        self.tabs.addTab(typed, translate("NewPaperDialog", "T&ype it in"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.add_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.add_button.setText(translate("NewPaperDialog", "Add paper"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        # Enter in the paste box and the abstract starts a new line, so Ctrl+Enter adds the
        # paper from anywhere in the dialog, as it saves the detail pane's form.
        for key in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(key), self).activated.connect(self.accept)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.check)
        self.paste.textChanged.connect(self._timer.start)
        for edit in self.fields.values():
            edit.textChanged.connect(self._timer.start)
        self.abstract.textChanged.connect(self._timer.start)
        self.tabs.currentChanged.connect(lambda _i: self.check())
        self.check()
        self.paste.setFocus()  # the dialog opens ready for Ctrl+V

    def check(self) -> None:
        """Read what is there now and say what would be added."""
        self.records = []
        self.identifiers = []
        problem = ""
        if self.tabs.currentIndex() == 0:
            text = self.paste.toPlainText()
            if text.strip():
                try:
                    self.records = parse_pasted(text)
                except ValueError as exc:
                    problem = error_text(exc)
                self.identifiers = identifiers_only(text)
            papers = [r for r in self.records if isinstance(r, RawRecord)]
            if self.identifiers:
                self.recognised.setText(
                    translate(
                        "NewPaperDialog",
                        "%Ln identifier(s): looked up online when you add them.",
                        n=len(self.identifiers),
                    )
                    if self._look_up
                    else translate(
                        "NewPaperDialog",
                        "%Ln identifier(s): added as they are, marked “not looked up yet” "
                        "(looking up online is off in Preferences).",
                        n=len(self.identifiers),
                    )
                )
            elif papers:
                fmt = translate("NewPaperDialog", _NAMES[pasted_format(text)])
                first = clean_display(papers[0].title or papers[0].abstract[:80])
                said = (
                    translate(
                        "NewPaperDialog",
                        "Recognised {format}: “{title}” and %Ln more.",
                        n=len(papers) - 1,
                    )
                    if len(papers) > 1
                    else translate("NewPaperDialog", "Recognised {format}: “{title}”.")
                )
                self.recognised.setText(said.format(format=fmt, title=first))
            else:
                self.recognised.setText(problem or " ")
        else:
            record, problem = self._typed()
            self.records = [record] if record is not None else []
            self.typed_problem.setText(problem or " ")
        self.add_button.setEnabled(any(isinstance(r, RawRecord) for r in self.records))

    def _typed(self) -> tuple[RawRecord | None, str]:
        values = {name: edit.text() for name, edit in self.fields.items()}
        values["urls"] = values.pop("url")
        values["abstract"] = self.abstract.toPlainText()
        if not values["title"].strip() and not values["abstract"].strip():
            return None, translate("NewPaperDialog", "A paper needs a title or an abstract.")
        try:  # checked as the library checks an edit
            checked = {
                name: clean_field(name, value) for name, value in values.items() if value.strip()
            }
        except ValueError as exc:
            return None, error_text(exc)
        return RawRecord(line=1, **checked), ""

    def accept(self) -> None:
        self._timer.stop()
        self.check()
        if any(isinstance(r, RawRecord) for r in self.records):
            super().accept()
