"""Importing files: where the papers go (a collection per file, none, or one), a progress
dialog with Cancel, then a summary of what happened per file.

The import itself runs on the service's writer thread (:class:`lectern.gui.service.ImportJob`); a
failed or cancelled import leaves the library as it was, which the messages say plainly.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QMimeData, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressDialog,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from lectern.gui.collation import sorted_names
from lectern.gui.dialogs.import_summary import ImportSummaryDialog
from lectern.gui.i18n import translate
from lectern.gui.settings import Keys, Settings

if TYPE_CHECKING:
    from lectern.core.results import ImportReport
    from lectern.gui.service import ImportJob, LibraryService

log = logging.getLogger(__name__)

SHOW_PROGRESS_AFTER_MS = 250  # quick imports finish without a flashing dialog


def _lookable(reports: Sequence[ImportReport], service: LibraryService | None) -> list[str]:
    """The papers the import's PDFs went to that have a DOI or an arXiv id (read from the
    PDF): the summary offers to look them up."""
    from lectern.core.results import FileAction

    if service is None or not service.is_open:
        return []
    ids = [
        outcome.paper_id
        for report in reports
        for outcome in report.files
        if outcome.paper_id and outcome.action in (FileAction.ADDED, FileAction.ATTACHED)
    ]
    found = []
    for pid in dict.fromkeys(ids):
        paper = service.entry(pid).paper
        if paper.doi or paper.arxiv_id:
            found.append(pid)
    return found


def import_file_filter() -> str:
    """The QFileDialog filter: every format Lectern reads first, then one per format (each
    named in the user's language; the patterns in brackets are the file dialog's own)."""
    formats: list[tuple[str, tuple[str, ...]]] = [
        ("BibTeX", ("*.bib", "*.bibtex")),
        (translate("ImportFiles", "PDF papers"), ("*.pdf",)),
        (translate("ImportFiles", "RIS or Web of Science"), ("*.ris", "*.ciw", "*.wos")),
        ("PubMed (MEDLINE)", ("*.nbib",)),  # not translated: the format's own name
        (translate("ImportFiles", "CSL-JSON or Lectern backup"), ("*.json",)),
        (translate("ImportFiles", "arXiv Atom feed or EndNote XML"), ("*.xml", "*.atom")),
        ("JSON Lines", ("*.jsonl", "*.ndjson")),  # not translated: the format's own name
        ("CSV", ("*.csv", "*.tsv")),
        (translate("ImportFiles", "Text list of abstracts"), ("*.txt", "*.text")),
        (translate("ImportFiles", "Compressed (gzip)"), ("*.gz",)),
    ]
    every = tuple(pattern for _, patterns in formats for pattern in patterns)
    formats.insert(0, (translate("ImportFiles", "Papers and paper lists"), every))
    formats.append((translate("ImportFiles", "All files"), ("*",)))
    return ";;".join(f"{name} ({' '.join(patterns)})" for name, patterns in formats)


def dropped_paths(mime: QMimeData) -> list[str]:
    """Local files in a drag (file manager drops); web links and text are ignored."""
    if not mime.hasUrls():
        return []
    paths: list[str] = []
    for url in mime.urls():
        if url.isLocalFile():
            path = url.toLocalFile()
            if path and path not in paths:
                paths.append(path)
    return paths


class ImportRun(QObject):
    """One import from the user's point of view: progress, Cancel, then summary or error."""

    done = Signal(object)  # list[ImportReport], or None when cancelled or failed

    def __init__(
        self,
        parent: QWidget | None,
        service: LibraryService,
        paths: list[str],
        collection: str | None = None,
        *,
        link: bool = False,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self.paths = list(paths)
        self.summary: ImportSummaryDialog | None = None
        self.error: str | None = None
        self.was_cancelled = False
        self.progress = QProgressDialog(
            translate("ImportRun", "Importing %Ln file(s)…", n=len(self.paths)),
            translate("ImportRun", "Cancel"),
            0,
            0,
            parent,
        )
        self.progress.setWindowTitle(translate("ImportRun", "Importing"))
        self.progress.setObjectName("importProgress")
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        # Qt's own show-after-a-while logic is switched off: our timer decides, so a dialog
        # never pops up after the import already finished.
        self.progress.setMinimumDuration(24 * 3600 * 1000)
        self.progress.setMinimumWidth(380)
        self.progress.canceled.connect(self.cancel)
        self.progress.hide()
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._show_progress)
        self._show_timer.start(SHOW_PROGRESS_AFTER_MS)
        self.job: ImportJob = service.start_import(self.paths, collection, link=link)
        self.job.progress.connect(self._on_progress)
        self.job.finished.connect(self._on_finished)
        self.job.failed.connect(self._on_failed)
        self.job.cancelled.connect(self._on_cancelled)

    def cancel(self) -> None:
        """What Cancel does: ask the job to stop; the library stays as it was."""
        self.was_cancelled = True
        self.progress.setLabelText(translate("ImportRun", "Cancelling…"))
        self.job.cancel()

    def _show_progress(self) -> None:
        if not self.job.done:
            self.progress.show()

    def _on_progress(self, done: int, total: int) -> None:
        if total > 0:
            self.progress.setMaximum(total)
            self.progress.setValue(min(done, total))
            if not self.was_cancelled:
                files = translate("ImportRun", "%Ln file(s)", n=len(self.paths))
                text = translate("ImportRun", "Importing {files}… {done} of %Ln papers", n=total)
                self.progress.setLabelText(text.format(files=files, done=QLocale().toString(done)))

    def _end(self) -> None:
        self._show_timer.stop()
        self.progress.hide()
        self.progress.deleteLater()

    def _on_finished(self, reports: list[ImportReport]) -> None:
        self._end()
        lookups = getattr(self._parent, "lookups", None)  # the main window's, when it is one
        service = getattr(self._parent, "service", None)
        lookable = _lookable(reports, service) if lookups is not None else []
        self.summary = ImportSummaryDialog(reports, self._parent, lookable)
        self.summary.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        records = getattr(self._parent, "records", None)  # the main window's, when it is one
        if records is not None:
            self.summary.undo_requested.connect(records.undo_imports)
            self.summary.duplicates_requested.connect(records.show_duplicates)
        if lookups is not None:
            self.summary.look_up_requested.connect(lookups.look_up)
        self.summary.open()
        self.done.emit(reports)

    def _on_failed(self, message: str) -> None:
        from lectern.gui.errors import show_error

        self._end()
        self.error = message
        show_error(
            self._parent,
            translate("ImportRun", "Import failed"),
            translate(
                "ImportRun", "{message}\n\nNothing was imported; your library is unchanged."
            ).format(message=message),
        )
        self.done.emit(None)

    def _on_cancelled(self) -> None:
        self._end()
        self.was_cancelled = True
        log.info("import of %d files cancelled; library unchanged", len(self.paths))
        self.done.emit(None)


class Placement(Enum):
    """Where the papers of an import go."""

    PER_FILE = "per-file"  # a new collection for each file, named after it
    NONE = "none"  # no collection: only those the records name themselves
    NAMED = "named"  # one collection, existing or new


@dataclass(frozen=True, slots=True)
class ImportTarget:
    """The user's answer to "Import into": a placement, the collection's name for one, and
    whether the PDFs are linked where they are rather than copied into the library."""

    placement: Placement = Placement.PER_FILE
    name: str = ""
    link: bool = False

    @property
    def collection(self) -> str | None:
        """What `Library.import_files` takes: None for a collection per file, "" for none."""
        if self.placement is Placement.PER_FILE:
            return None
        return self.name if self.placement is Placement.NAMED else ""


class ImportTargetDialog(QDialog):
    """Import into: a new collection for each file, no collection, or one collection (an
    existing one chosen, or a new one typed in). A collection per file is the default, as
    `lectern import` does it. When PDFs come in, a box offers to link them where they are;
    `link` is how it starts (the choice remembered from last time)."""

    def __init__(
        self, parent: QWidget | None, paths: list[str], names: list[str], *, link: bool = False
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ImportTargetDialog", "Import into"))
        self.setObjectName("importTargetDialog")
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                translate("ImportTargetDialog", "Put the papers of %Ln file(s) in:", n=len(paths))
            )
        )
        texts = {
            Placement.PER_FILE: (
                translate("ImportTargetDialog", "A new collection for &each file, named after it")
                if len(paths) > 1
                else translate("ImportTargetDialog", "A new collection named after the &file")
            ),
            Placement.NONE: translate("ImportTargetDialog", "&No collection"),
            Placement.NAMED: translate("ImportTargetDialog", "&This collection:"),
        }
        self.buttons: dict[Placement, QRadioButton] = {}
        self.choices = QButtonGroup(self)
        for placement, text in texts.items():
            button = QRadioButton(text)
            button.setAccessibleName(text.replace("&", "").rstrip(":").strip())
            self.buttons[placement] = button
            self.choices.addButton(button)
            layout.addWidget(button)
        self.name_box = QComboBox()
        self.name_box.setEditable(True)
        self.name_box.addItems(names)
        self.name_box.setCurrentIndex(-1)
        self.name_box.setAccessibleName(
            translate("ImportTargetDialog", "Collection to import into")
        )
        line = self.name_box.lineEdit()
        assert line is not None  # an editable combo box has its line
        line.setAccessibleName(self.name_box.accessibleName())
        line.setPlaceholderText(
            translate("ImportTargetDialog", "a collection, or a new name")
            if names
            else translate("ImportTargetDialog", "a new name")
        )
        row = QHBoxLayout()
        row.setContentsMargins(24, 0, 0, 0)
        row.addWidget(self.name_box, 1)
        layout.addLayout(row)
        self.link_box = QCheckBox(
            translate(
                "ImportTargetDialog",
                "&Link to the PDFs where they are (don't copy them into the library)",
            )
        )
        self.link_box.setObjectName("linkPdfs")
        self.link_box.setToolTip(
            translate(
                "ImportTargetDialog",
                "A linked PDF stays where it is: moved or deleted there, the paper loses it, "
                "and your other computers do not get it.",
            )
        )
        self.link_box.setChecked(link)
        self.link_box.setVisible(brings_pdfs(paths))
        layout.addWidget(self.link_box)
        self.box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.import_button = self.box.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setText(translate("ImportTargetDialog", "Import"))
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        layout.addWidget(self.box)
        self.buttons[Placement.PER_FILE].setChecked(True)
        self.choices.buttonToggled.connect(lambda *_a: self._update())
        line.textEdited.connect(lambda _t: self.buttons[Placement.NAMED].setChecked(True))
        self.name_box.activated.connect(lambda _i: self.buttons[Placement.NAMED].setChecked(True))
        line.textChanged.connect(lambda _t: self._update())
        self._update()

    def target(self) -> ImportTarget:
        placement = next(p for p, button in self.buttons.items() if button.isChecked())
        link = self.link_box.isChecked() and not self.link_box.isHidden()
        return ImportTarget(placement, " ".join(self.name_box.currentText().split()), link)

    def _update(self) -> None:
        """Import needs a name only for one collection."""
        target = self.target()
        self.import_button.setEnabled(target.placement is not Placement.NAMED or bool(target.name))


def brings_pdfs(paths: list[str]) -> bool:
    """Whether an import has PDFs to copy or link: a PDF by its name, or a folder."""
    return any(Path(p).suffix.lower() == ".pdf" or Path(p).is_dir() for p in paths)


def ask_import_target(
    parent: QWidget | None, paths: list[str], settings: Settings
) -> ImportTarget | None:
    """Where the imported papers go, or None when the user cancelled. The link choice,
    when the dialog offered it, is remembered for the next import (a drop's included)."""
    counts = getattr(getattr(parent, "sidebar", None), "counts", None)  # counted off the UI thread
    names = sorted_names(counts.collections if counts else {})
    dialog = ImportTargetDialog(parent, paths, names, link=settings.get(Keys.LINK_PDFS))
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        target = dialog.target()
        if not dialog.link_box.isHidden():
            settings.set(Keys.LINK_PDFS, target.link)
        return target
    finally:
        dialog.deleteLater()


def run_import(
    parent: QWidget | None,
    service: LibraryService,
    paths: list[str],
    collection: str | None = None,
    *,
    link: bool = False,
) -> ImportRun | None:
    """Import ``paths`` in the background with progress and Cancel, then show the summary;
    with `link`, PDFs are linked where they are rather than copied.

    Returns the running :class:`ImportRun` (callers may ignore it), or None if no paths.
    """
    paths = [p for p in paths if p]
    if not paths:
        return None
    return ImportRun(parent, service, paths, collection, link=link)
