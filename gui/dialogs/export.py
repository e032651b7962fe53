"""Export the selection or the current view: choose a format, then where, then it is written.

The file dialog picks the destination (and asks before replacing a file); the export runs on
the service's writer thread, and the dialog says how many papers went where.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.citing.formatting import Form
from lectern.core.citing.style import Style
from lectern.core.citing.styles import DEFAULT_STYLE, find_style, style_titles
from lectern.core.errors import LecternError
from lectern.core.exporters import EXTENSIONS, FORMATS, writes_folder
from lectern.core.exporters.markdown import FolderNotEmptyError
from lectern.gui.i18n import QT_TRANSLATE_NOOP, error_text, say, translate
from lectern.gui.lifetime import if_alive
from lectern.gui.safe_display import clean_display, escape

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

# What the file dialog calls each format's files (with EXTENSIONS' pattern after it).
_FILE_KINDS = {
    "bibtex": "BibTeX",
    "biblatex": "biblatex",
    "csljson": "CSL-JSON",
    "ris": "RIS",
    "csv": "CSV",
    "json": QT_TRANSLATE_NOOP("ExportDialog", "Lectern backup"),
}
_SUGGESTED_STEM = {
    "bibtex": "lectern-{slug}",
    "biblatex": "lectern-{slug}",
    "csljson": "lectern-{slug}.csl",
    "ris": "lectern-{slug}",
    "csv": "lectern-{slug}",
    "markdown": "lectern-notes-{slug}",
    "json": "lectern-backup-{date}",
}


def _slug(label: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", label.lower()).strip("-")[:40] or "papers"


def nearest_existing_folder(path: str) -> str:
    """`path` if it is a folder, else the nearest folder above it that exists (a fresh
    account may have no Documents folder yet); "" when there is none at all."""
    if not path:
        return str(Path.home()) if Path.home().is_dir() else ""
    candidate = Path(path).expanduser()
    for folder in (candidate, *candidate.parents):
        if folder.is_dir():
            return str(folder)
    return ""


def suggested_name(fmt: str, label: str, today: date | None = None) -> str:
    """A file (or folder) name that says what is in it: "lectern-to-read.bib"."""
    stem = _SUGGESTED_STEM[fmt].format(slug=_slug(label), date=(today or date.today()).isoformat())
    return stem + EXTENSIONS[fmt]


def _export(
    library: Library, fmt: str, dest: str, ids: list[str], force: bool = False
) -> tuple[int, list[str]] | Exception:
    """The export itself; expected failures come back as values so the dialog can say them."""
    notices: list[str] = []
    try:
        return library.exports.export(fmt, dest, ids=ids, force=force, notices=notices), notices
    except (LecternError, OSError, KeyError) as exc:
        return exc


def _export_bibliography(
    library: Library, dest: str, style: Style, form: Form, ids: list[str]
) -> tuple[int, list[str]] | Exception:
    try:
        return library.exports.export_bibliography(dest, style, form, ids=ids), []
    except (LecternError, OSError) as exc:
        return exc


_BIBLIOGRAPHY = {
    Form.HTML: QT_TRANSLATE_NOOP("ExportDialog", "Bibliography as a web page"),
    Form.TEXT: QT_TRANSLATE_NOOP("ExportDialog", "Bibliography as plain text"),
    Form.MARKDOWN: QT_TRANSLATE_NOOP("ExportDialog", "Bibliography as Markdown"),
}


def _bibliography_kind(form: Form) -> str:
    """ "Bibliography as a web page (*.html)": the radio button and the file dialog's filter."""
    name = translate("ExportDialog", _BIBLIOGRAPHY[form])
    return f"{name} (*{form.extension})"


def _file_kind(fmt: str) -> str:
    """ "Lectern backup (*.json)": the file dialog's filter."""
    name = translate("ExportDialog", _FILE_KINDS[fmt])
    return f"{name} (*{EXTENSIONS[fmt]})"


class ExportDialog(QDialog):
    exported = Signal(int, str)  # papers written, destination

    def __init__(
        self,
        service: LibraryService,
        ids: Sequence[str],
        *,
        label: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._service = service
        self.ids = list(ids)
        self.label = label
        self.setWindowTitle(translate("ExportDialog", "Export papers"))
        self.setObjectName("exportDialog")
        self.setMinimumWidth(420)
        layout = QVBoxLayout(self)
        intro = translate(
            "ExportDialog", "Export <b>%Ln paper(s)</b> ({label}) as:", n=len(self.ids)
        )
        self.intro = QLabel(intro.format(label=escape(label)))
        self.intro.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.intro)

        self.format_buttons: dict[str, QRadioButton] = {}
        self._formats = QButtonGroup(self)
        for fmt, description in FORMATS.items():
            button = QRadioButton(description)
            button.setObjectName(f"format-{fmt}")
            self._formats.addButton(button)
            self.format_buttons[fmt] = button
            layout.addWidget(button)
        self.format_buttons["bibtex"].setChecked(True)
        layout.addWidget(
            QLabel(translate("ExportDialog", "Or a bibliography, formatted in a citation style:"))
        )
        for form in _BIBLIOGRAPHY:
            button = QRadioButton(_bibliography_kind(form))
            button.setObjectName(f"format-bibliography-{form.value}")
            self._formats.addButton(button)
            self.format_buttons[f"bibliography-{form.value}"] = button
            layout.addWidget(button)
        self.style_box = QComboBox()
        self.style_box.setAccessibleName(
            translate("ExportDialog", "Citation style of the bibliography")
        )
        for name, title in style_titles(service.folder):
            self.style_box.addItem(title, name)
        layout.addWidget(self.style_box)

        self.status_label = QLabel("")
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status_label)

        self.buttons = QDialogButtonBox()
        self.export_button = QPushButton(translate("ExportDialog", "Export…"))
        self.export_button.setDefault(True)
        self.buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.close_button.clicked.connect(self.reject)
        self.export_button.clicked.connect(self.choose_and_export)
        self.export_button.setEnabled(bool(self.ids))
        if not self.ids:
            self.status_label.setText(
                translate("ExportDialog", "There are no papers to export in this view.")
            )
        layout.addWidget(self.buttons)

    def chosen_format(self) -> str:
        for fmt, button in self.format_buttons.items():
            if button.isChecked():
                return fmt
        return "bibtex"

    def set_format(self, fmt: str) -> None:
        self.format_buttons[fmt].setChecked(True)

    def _ask_destination(self, fmt: str) -> str:
        folder = nearest_existing_folder(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        )
        if fmt.startswith("bibliography-"):
            form = Form(fmt.removeprefix("bibliography-"))
            start = str(Path(folder) / f"bibliography-{_slug(self.label)}{form.extension}")
            path, _ = QFileDialog.getSaveFileName(
                self,
                translate("ExportDialog", "Export bibliography"),
                start if folder else "",
                _bibliography_kind(form),
            )
            if path and not Path(path).suffix:
                path += form.extension
            return path
        start = str(Path(folder) / suggested_name(fmt, self.label)) if folder else ""
        if writes_folder(fmt):
            return QFileDialog.getExistingDirectory(
                self, translate("ExportDialog", "Export Markdown notes into folder"), folder
            )
        path, _ = QFileDialog.getSaveFileName(
            self, translate("ExportDialog", "Export papers"), start, _file_kind(fmt)
        )
        if path and EXTENSIONS[fmt] and not Path(path).suffix:
            path += EXTENSIONS[fmt]
        return path

    def choose_and_export(self) -> None:
        fmt = self.chosen_format()
        dest = self._ask_destination(fmt)
        if dest:
            self.export_to(fmt, dest)

    def export_to(self, fmt: str, dest: str, *, force: bool = False) -> None:
        """Write the papers as ``fmt`` to ``dest`` in the background."""
        self.export_button.setEnabled(False)
        self.status_label.setText(translate("ExportDialog", "Exporting…"))
        ids = list(self.ids)
        if fmt.startswith("bibliography-"):
            style = find_style(
                str(self.style_box.currentData() or DEFAULT_STYLE), self._service.folder
            )
            form = Form(fmt.removeprefix("bibliography-"))
            self._service.read(
                lambda lib: _export_bibliography(lib, dest, style, form, ids),
                if_alive(self, lambda result: self._on_done(fmt, dest, result)),
            )
            return
        self._service.submit(
            lambda lib: _export(lib, fmt, dest, ids, force),
            if_alive(self, lambda result: self._on_done(fmt, dest, result)),
            label=QT_TRANSLATE_NOOP("Task", "Exporting"),  # shown by the status bar
        )

    def _on_done(self, fmt: str, dest: str, result: tuple[int, list[str]] | Exception) -> None:
        self.export_button.setEnabled(True)
        if isinstance(result, FolderNotEmptyError):
            if ask_to_write_among(self, error_text(result)):
                self.export_to(fmt, dest, force=True)
            else:
                self.status_label.setText(translate("ExportDialog", "Nothing was written."))
            return
        if isinstance(result, Exception):
            from lectern.gui.errors import show_error

            message = (
                error_text(result)
                if isinstance(result, LecternError)
                else translate("ExportDialog", "Could not write {path}: {reason}").format(
                    path=dest, reason=getattr(result, "strerror", None) or result
                )
            )
            self.status_label.setText(
                translate("ExportDialog", "Export failed. Nothing was written.")
            )
            show_error(self, translate("ExportDialog", "Export failed"), message)
            return
        count, notices = result
        done = (
            translate("ExportDialog", "Exported %Ln paper(s) into the folder {path}.", n=count)
            if writes_folder(fmt)
            else translate("ExportDialog", "Exported %Ln paper(s) to {path}.", n=count)
        )
        self.status_label.setText(
            " ".join([done.format(path=clean_display(dest)), *map(say, notices)])
        )
        self.export_button.setText(translate("ExportDialog", "Export again…"))
        self.close_button.setText(translate("ExportDialog", "Close"))
        self.exported.emit(count, dest)


def ask_to_write_among(parent: QWidget, message: str) -> bool:
    """The folder holds other files: write the notes among them only if the user says so."""
    answer = QMessageBox.question(
        parent,
        translate("ExportDialog", "Folder is not empty"),
        message,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def run_export(
    parent: QWidget | None, service: LibraryService, ids: list[str], *, label: str
) -> ExportDialog:
    """Open the export dialog for ``ids`` (``label`` says which: "3 selected", "To read")."""
    dialog = ExportDialog(service, ids, label=label, parent=parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
