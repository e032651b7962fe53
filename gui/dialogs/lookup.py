"""What a lookup found, shown before anything is written: the records New paper would add,
the fields Look up would fill in (field: old → new), and the choice for a preprint whose
published version is a paper of the library."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate
from lectern.gui.safe_display import clean_display

if TYPE_CHECKING:
    from lectern.core.importers.base import RawRecord
    from lectern.core.lookup.versions import Versions

# The fields a lookup fills in, as the dialog names them.
FIELD_NAMES = {
    "title": QT_TRANSLATE_NOOP("LookupDialog", "Title"),
    "authors": QT_TRANSLATE_NOOP("LookupDialog", "Authors"),
    "year": QT_TRANSLATE_NOOP("LookupDialog", "Year"),
    "venue": QT_TRANSLATE_NOOP("LookupDialog", "Venue"),
    "volume": QT_TRANSLATE_NOOP("LookupDialog", "Volume"),
    "number": QT_TRANSLATE_NOOP("LookupDialog", "Issue"),
    "pages": QT_TRANSLATE_NOOP("LookupDialog", "Pages"),
    "abstract": QT_TRANSLATE_NOOP("LookupDialog", "Abstract"),
    "doi": QT_TRANSLATE_NOOP("LookupDialog", "DOI"),
    "arxiv_id": QT_TRANSLATE_NOOP("LookupDialog", "arXiv id"),
    "urls": QT_TRANSLATE_NOOP("LookupDialog", "Links"),
    "kind": QT_TRANSLATE_NOOP("LookupDialog", "Type"),
}


def shown(value: object, width: int = 70) -> str:
    """A field's value on one line: a list joined, a long text cut, nothing as a dash."""
    if isinstance(value, list | tuple):
        value = "; ".join(str(v) for v in value)
    text = " ".join(clean_display(str(value if value is not None else "")).split())
    if not text:
        return "—"
    return text if len(text) <= width else text[: width - 1] + "…"


class _Listing(QDialog):
    """A tree of what was found, a note under it and OK/Cancel."""

    def __init__(self, parent: QWidget | None, title: str, action: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(720, 440)
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels(
            [translate("LookupDialog", "Field"), translate("LookupDialog", "Value")]
        )
        self.tree.setColumnWidth(0, 220)
        layout.addWidget(self.tree, 1)
        self.note = QLabel(" ", self)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(action)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _failures(self, failures: Sequence[tuple[str, str]], lead: str) -> None:
        """The papers left as they were (no identifier to look up by, not found, the service
        busy), each with why, as one branch of the tree (hundreds of them scroll there; the
        note under it stays a line or two)."""
        if not failures:
            return
        top = QTreeWidgetItem([lead, translate("LookupDialog", "%Ln paper(s)", n=len(failures))])
        for what, why in failures:
            child = QTreeWidgetItem([shown(what, 40), shown(why, 200)])
            child.setToolTip(1, clean_display(why))
            top.addChild(child)
        self.tree.addTopLevelItem(top)
        top.setExpanded(len(failures) <= 5)


class FoundRecords(_Listing):
    """New paper with identifiers: each record found, for a check before it is added."""

    def __init__(
        self,
        parent: QWidget | None,
        found: Sequence[tuple[str, RawRecord]],
        failures: Sequence[tuple[str, str]],
    ) -> None:
        n = len(found) + len(failures)
        super().__init__(
            parent,
            translate("LookupDialog", "Found online"),
            translate("LookupDialog", "Add %Ln paper(s)", n=n),
        )
        self.setObjectName("foundRecordsDialog")
        for what, record in found:
            top = QTreeWidgetItem([what, shown(record.title)])
            rows = (
                ("authors", record.authors),
                ("year", record.year or ""),
                ("venue", record.venue),
                ("volume", record.volume),
                ("pages", record.pages),
                ("doi", record.doi),
                ("arxiv_id", record.arxiv_id),
            )
            for name, value in rows:
                if value:
                    top.addChild(
                        QTreeWidgetItem(
                            [translate("LookupDialog", FIELD_NAMES[name]), shown(value)]
                        )
                    )
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        self._failures(failures, translate("LookupDialog", "Not found online"))
        if failures:
            self.note.setText(
                translate(
                    "LookupDialog",
                    "What was not found is added as its identifier, marked “not looked up yet”.",
                )
            )


class LookupChanges(_Listing):
    """Look up: what it would change of each paper, field: old → new, before Apply."""

    def __init__(
        self,
        parent: QWidget | None,
        changes: Sequence[tuple[str, Sequence[tuple[str, object, object]]]],
        failures: Sequence[tuple[str, str]],
        unchanged: int,
        published: int = 0,
    ) -> None:
        super().__init__(
            parent,
            translate("LookupDialog", "Look up: what would change"),
            translate("LookupDialog", "Apply"),
        )
        self.setObjectName("lookupChangesDialog")
        for title, changed in changes:
            top = QTreeWidgetItem([shown(title, 40), ""])
            for name, old, new in changed:
                label = translate("LookupDialog", FIELD_NAMES.get(name, name))
                arrow = translate("LookupDialog", "{old} → {new}").format(
                    old=shown(old, 30), new=shown(new, 50)
                )
                top.addChild(QTreeWidgetItem([label, arrow]))
            self.tree.addTopLevelItem(top)
            top.setExpanded(True)
        self.ok.setEnabled(bool(changes))
        lines = []
        if unchanged:
            lines.append(
                translate(
                    "LookupDialog",
                    "%Ln paper(s) already have everything their record gives.",
                    n=unchanged,
                )
            )
        if published:
            lines.append(
                translate(
                    "LookupDialog",
                    "%Ln preprint(s) were published as a paper already in your library: after "
                    "this you choose whether to link, merge or keep the preprint only.",
                    n=published,
                )
            )
        self._failures(failures, translate("LookupDialog", "Not filled in"))
        lines.append(
            translate("LookupDialog", "A value you edited is never overwritten; Ctrl+Z undoes it.")
        )
        self.note.setText("\n".join(lines))


class VersionsChoice(QMessageBox):
    """A preprint and its published version, both in the library: keep both linked, merge
    them, or keep the preprint only."""

    def __init__(self, parent: QWidget | None, preprint: str, published: str) -> None:
        super().__init__(parent)
        from lectern.core.lookup.versions import Versions

        self.setObjectName("versionsChoice")
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(translate("LookupDialog", "Preprint and published version"))
        self.setText(
            translate(
                "LookupDialog",
                "“{preprint}” was published as “{published}”, which is already in your "
                "library. What should Lectern do with the two?",
            ).format(preprint=shown(preprint, 60), published=shown(published, 60))
        )
        self.choices: dict[object, Versions] = {}
        for choice, text in (
            (Versions.LINK, translate("LookupDialog", "Keep both, linked")),
            (Versions.MERGE, translate("LookupDialog", "Merge them")),
            (Versions.PREPRINT_ONLY, translate("LookupDialog", "Keep the preprint only")),
        ):
            button = self.addButton(text, QMessageBox.ButtonRole.AcceptRole)
            self.choices[button] = choice
            if choice is Versions.LINK:
                self.setDefaultButton(button)
        self.addButton(
            translate("LookupDialog", "Leave them apart"), QMessageBox.ButtonRole.RejectRole
        )

    def chosen(self) -> Versions | None:
        return self.choices.get(self.clickedButton())
