"""What an import did, file by file: added, already in the library (and why), repeats
within the file, possible duplicates and skipped records, with "Undo this import"."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lectern.core.results import FileAction
from lectern.core.said import Said
from lectern.gui.announce import announce
from lectern.gui.i18n import QT_TRANSLATE_NOOP, say, say_words, translate
from lectern.gui.safe_display import clean_display

if TYPE_CHECKING:
    from lectern.core.results import FileOutcome, ImportReport

ROWS_LISTED = 200  # skipped records or repeats listed per file; the rest are counted
COLUMNS = (
    QT_TRANSLATE_NOOP("ImportSummaryDialog", "File"),
    QT_TRANSLATE_NOOP("ImportSummaryDialog", "Added"),
    QT_TRANSLATE_NOOP("ImportSummaryDialog", "Already here"),
    QT_TRANSLATE_NOOP("ImportSummaryDialog", "Repeats"),
    QT_TRANSLATE_NOOP("ImportSummaryDialog", "Skipped"),
)


def plural(count: int, word: str) -> str:
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def summary_headline(reports: Sequence[ImportReport]) -> str:
    """ "Added 38 papers from 1 file; 2 already in the library, 5 skipped." — the first line."""
    added = sum(r.added for r in reports)
    already = sum(r.already for r in reports)
    repeats = sum(len(r.in_file) for r in reports)
    possible = sum(len(r.possible) for r in reports)
    skipped = sum(len(r.skipped) for r in reports)
    rest = []
    if already:
        rest.append(translate("ImportSummaryDialog", "%Ln already in the library", n=already))
    if repeats:
        rest.append(translate("ImportSummaryDialog", "%Ln repeated within a file", n=repeats))
    if possible:
        rest.append(
            translate("ImportSummaryDialog", "%Ln possible duplicates to review", n=possible)
        )
    if skipped:
        rest.append(translate("ImportSummaryDialog", "%Ln skipped", n=skipped))
    # An import of PDFs is one report for all its files: each PDF is a file read.
    read = sum(len(r.files) or 1 for r in reports)
    files = translate("ImportSummaryDialog", "%Ln file(s)", n=read)
    if not rest:
        text = translate("ImportSummaryDialog", "Added %Ln paper(s) from {files}.", n=added)
        return text.format(files=files)
    text = translate("ImportSummaryDialog", "Added %Ln paper(s) from {files}; {others}.", n=added)
    return text.format(files=files, others=listed(rest))


def listed(items: list[str]) -> str:
    """ "a, b, c": a list of the summary's counts or names, in the user's language."""
    return translate("ImportSummaryDialog", ", ", "separates the items of a list").join(items)


def outcome_line(outcome: FileOutcome) -> str:
    """One PDF of the import: "paper.pdf: attached to “A title”" (a failure's reason is
    the core's, said in the user's language)."""
    name = PurePath(outcome.path.replace("\\", "/")).name
    if outcome.action is FileAction.FAILED:
        text = translate("ImportSummaryDialog", "{file}: failed: {reason}")
    elif outcome.action is FileAction.ADDED:
        text = translate("ImportSummaryDialog", "{file}: added as “{title}”")
    elif outcome.action is FileAction.ATTACHED:
        text = translate("ImportSummaryDialog", "{file}: attached to “{title}”")
    else:
        text = translate("ImportSummaryDialog", "{file}: same file already attached to “{title}”")
    return text.format(file=name, title=outcome.title, reason=say(outcome.reason))


def _number(count: int) -> str:
    return QLocale().toString(count)  # "1,234" in English


class WrappedLines(QStyledItemDelegate):
    """Rows under a file (a skip reason, a repeat) span the tree and wrap, so a reason is read
    whole however long it is; the file rows keep their one line of counts."""

    _MARGIN = 6

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        if not index.parent().isValid():
            return hint
        width = max(80, self._tree.viewport().width() - self._tree.indentation() - self._MARGIN)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        flags = Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere
        bounds = option.fontMetrics.boundingRect(QRect(0, 0, width, 1_000_000), flags, text)
        return QSize(hint.width(), max(hint.height(), bounds.height() + self._MARGIN))


class ImportSummaryDialog(QDialog):
    """Per file: what came in and why, every skipped record with its line and reason."""

    undo_requested = Signal(list)  # the import numbers to undo
    duplicates_requested = Signal()
    look_up_requested = Signal(list)  # the PDFs' papers with a DOI or arXiv id printed in them

    def __init__(
        self,
        reports: Sequence[ImportReport],
        parent: QWidget | None = None,
        lookable: Sequence[str] = (),
    ) -> None:
        """`lookable`: the papers of the import's PDFs that have a DOI or an arXiv id, which
        a lookup could fill in (offered, never done unasked)."""
        super().__init__(parent)
        self.reports = list(reports)
        self.setWindowTitle(translate("ImportSummaryDialog", "Import finished"))
        self.setObjectName("importSummary")
        self.resize(720, 460)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.setSpacing(12)
        icon = QLabel()
        icon.setPixmap(
            self.style()
            .standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
            .pixmap(QSize(36, 36))
        )
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        top.addWidget(icon)
        words = QVBoxLayout()
        self.headline = QLabel(summary_headline(self.reports))
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setWordWrap(True)
        words.addWidget(self.headline)
        hint = QLabel(
            translate(
                "ImportSummaryDialog",
                "Lectern merges a record into a paper only when they are certainly the "
                "same work (same DOI or arXiv id, or same title, authors, year and venue). "
                "Near matches are added and listed under Possible duplicates.",
            )
        )
        hint.setWordWrap(True)
        hint.setObjectName("mutedLabel")
        words.addWidget(hint)
        top.addLayout(words, 1)
        layout.addLayout(top)

        self.tree = QTreeWidget()
        self.tree.setAccessibleName(
            translate("ImportSummaryDialog", "What the import did, file by file")
        )
        self.tree.setColumnCount(len(COLUMNS))
        self.tree.setHeaderLabels([translate("ImportSummaryDialog", name) for name in COLUMNS])
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setUniformRowHeights(False)
        self.tree.setItemDelegate(WrappedLines(self.tree))
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(lambda *_a: self.tree.doItemsLayout())  # wrap again
        for column in range(1, len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        for report in self.reports:
            item = self._file_item(report)
            self.tree.addTopLevelItem(item)
            for i in range(item.childCount()):  # a span holds only once the row is in the tree
                if (child := item.child(i)) is not None:
                    child.setFirstColumnSpanned(True)
        if len(self.reports) == 1 or sum(len(r.skipped) for r in self.reports) <= 20:
            self.tree.expandAll()
        layout.addWidget(self.tree, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        self.undo_button = QPushButton(translate("ImportSummaryDialog", "Undo this import"))
        self.undo_button.setToolTip(
            translate(
                "ImportSummaryDialog",
                "Move the papers it added to the Trash and put back the fields it filled in",
            )
        )
        numbers = [r.import_id for r in self.reports if r.import_id]
        self.undo_button.setEnabled(bool(numbers))
        self.undo_button.clicked.connect(lambda: self._undo(numbers))
        buttons.addButton(self.undo_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.duplicates_button = QPushButton(
            translate("ImportSummaryDialog", "Review possible duplicates")
        )
        self.duplicates_button.clicked.connect(self._review)
        buttons.addButton(self.duplicates_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.duplicates_button.setVisible(any(r.possible for r in self.reports))  # after adding
        self.look_up_button = QPushButton(
            translate("ImportSummaryDialog", "Look up %Ln paper(s) online", n=len(lookable))
        )
        self.look_up_button.setToolTip(
            translate(
                "ImportSummaryDialog",
                "Their PDFs print a DOI or an arXiv id: look them up to fill in what the PDF "
                "did not say (you see what would change first)",
            )
        )
        self.look_up_button.clicked.connect(lambda: self._look_up(list(lookable)))
        buttons.addButton(self.look_up_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.look_up_button.setVisible(bool(lookable))
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        announce(self, self.headline.text())  # the import's end, said as well as shown

    def _undo(self, numbers: list[int]) -> None:
        self.undo_requested.emit(numbers)
        self.accept()

    def _look_up(self, ids: list[str]) -> None:
        self.look_up_requested.emit(ids)
        self.accept()

    def _review(self) -> None:
        self.duplicates_requested.emit()
        self.accept()

    @staticmethod
    def _file_item(report: ImportReport) -> QTreeWidgetItem:
        # a file's name, or what stands for several ("3 PDFs", said by the core)
        name = say(report.path) if isinstance(report.path, Said) else PurePath(report.path).name
        name = name or report.path
        details = ", ".join(part for part in (report.format, report.collection) if part)
        label = clean_display(f"{name} ({details})" if details else name)
        item = QTreeWidgetItem(
            [
                label,
                _number(report.added),
                _number(report.already),
                _number(len(report.in_file)),
                _number(len(report.skipped)),
            ]
        )
        item.setToolTip(0, clean_display(report.path))
        for column in range(1, len(COLUMNS)):
            item.setTextAlignment(
                column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            )
        lines: list[str] = []
        if report.found:
            why = listed(
                [
                    translate("ImportSummaryDialog", "%Ln by {reason}", n=n).format(
                        reason=say_words(reason)
                    )
                    for reason, n in report.found
                ]
            )
            lines.append(
                translate(
                    "ImportSummaryDialog",
                    "Already in the library: {found}; %Ln paper(s) gained fields from this file.",
                    n=report.merged,
                ).format(found=why)
                if report.merged
                else translate("ImportSummaryDialog", "Already in the library: {found}.").format(
                    found=why
                )
            )
        if report.possible:
            lines.append(
                translate(
                    "ImportSummaryDialog",
                    "%Ln added paper(s) might be another paper: see Possible duplicates.",
                    n=len(report.possible),
                )
            )
        if report.kept_as_written:
            names = [name for name, _ in report.kept_as_written]
            shown = listed(names[:8])
            if len(names) > 8:
                shown = translate("ImportSummaryDialog", "{fields} and %Ln more", n=len(names) - 8)
                shown = shown.format(fields=listed(names[:8]))
            lines.append(
                translate(
                    "ImportSummaryDialog",
                    "Kept as written, for exports to {format}: {fields} (other formats "
                    "have no field for them).",
                ).format(format=report.format, fields=shown)
            )
        if report.marks:
            lines.append(
                translate(
                    "ImportSummaryDialog",
                    "%Ln mark(s) other readers left in these PDFs read as the papers' marks.",
                    n=report.marks,
                )
            )
        lines += [outcome_line(outcome) for outcome in report.files[:ROWS_LISTED]]
        if len(report.files) > ROWS_LISTED:
            lines.append(
                translate(
                    "ImportSummaryDialog", "… and %Ln more files", n=len(report.files) - ROWS_LISTED
                )
            )
        lines += [
            translate(
                "ImportSummaryDialog",
                "line {line}: repeats an earlier entry ({reason}); merged into it",
            ).format(line=line, reason=say_words(reason))
            for line, _pid, reason in report.in_file[:ROWS_LISTED]
        ]
        if len(report.in_file) > ROWS_LISTED:
            lines.append(
                translate(
                    "ImportSummaryDialog",
                    "… and %Ln more repeats",
                    n=len(report.in_file) - ROWS_LISTED,
                )
            )
        lines += [
            (
                translate("ImportSummaryDialog", "line {line}: skipped, {reason}")
                if s.line
                else translate("ImportSummaryDialog", "file: skipped, {reason}")
            ).format(line=s.line, reason=say(s.reason))
            for s in report.skipped[:ROWS_LISTED]
        ]
        if len(report.skipped) > ROWS_LISTED:
            lines.append(
                translate(
                    "ImportSummaryDialog",
                    "… and %Ln more skipped",
                    n=len(report.skipped) - ROWS_LISTED,
                )
            )
        for text in lines:
            child = QTreeWidgetItem([clean_display(text)])
            child.setToolTip(0, clean_display(text))
            item.addChild(child)
        return item
