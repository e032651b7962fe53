"""File → Keep exported…: the files Lectern keeps up to date, listed, added and removed.

Adding one picks what it holds (the whole library, a collection, a saved search), its format
(BibTeX, biblatex, CSL-JSON) and the file; the file is written at once, and from then on
within two seconds of every change that alters it (lectern.gui.window.kept_exports). The
list is this computer's (`kept-exports.json` in the library folder, not synced);
`lectern exports` shows the same list.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lectern.core.errors import LecternError
from lectern.core.library.kept_exports import KEPT_FORMATS, KeptExport, KeptResult
from lectern.core.models import Status
from lectern.core.view import ALL, Scope, ScopeKind
from lectern.gui.collation import sorted_names
from lectern.gui.dialogs.export import nearest_existing_folder
from lectern.gui.i18n import error_text, translate
from lectern.gui.lifetime import if_alive
from lectern.gui.names import scope_name, status_name

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService


def _listing(lib: Library) -> tuple[list[KeptExport], list[Scope]]:
    """The kept exports, and the scopes one can hold: the library, each collection, each
    saved search."""
    scopes = [ALL]
    scopes += [Scope(ScopeKind.COLLECTION, n) for n in sorted_names(lib.collections.counts())]
    scopes += [Scope(ScopeKind.SAVED, n) for n in sorted_names(lib.searching.saved_searches())]
    return lib.kept.listed(), scopes


def holds(scope: Scope) -> str:
    """What a kept file holds, as the dialog says it: "All papers", "Collection “Thesis”",
    "Saved search “diffusion”", "Status To read" (the core's `describe_scope`, in the
    user's language)."""
    if scope.kind is ScopeKind.STATUS:
        text = translate("KeptExportsDialog", "Status {status}")
        return text.format(status=status_name(Status(scope.value)))
    if scope.kind is ScopeKind.COLLECTION:
        return translate("KeptExportsDialog", "Collection “{name}”").format(name=scope.value)
    if scope.kind is ScopeKind.SAVED:
        return translate("KeptExportsDialog", "Saved search “{name}”").format(name=scope.value)
    if scope.kind is ScopeKind.TAG:
        return translate("KeptExportsDialog", "Tag “{name}”").format(name=scope.value)
    return scope_name(scope)


class KeptExportsDialog(QDialog):
    def __init__(
        self, service: LibraryService, parent: QWidget | None = None, *, scope: Scope = ALL
    ) -> None:
        super().__init__(parent)
        self._service = service
        self._preferred = str(scope)  # what Holds offers first: the view the user is in
        self.setWindowTitle(translate("KeptExportsDialog", "Keep exported"))
        self.setObjectName("keptExportsDialog")
        self.setMinimumSize(620, 360)
        layout = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "KeptExportsDialog",
                "Lectern keeps these files up to date while it runs: each is rewritten within "
                "2 seconds of a change that alters it, and left untouched by any other.",
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.list = QTreeWidget(self)
        self.list.setAccessibleName(translate("KeptExportsDialog", "Kept exports"))
        self.list.setHeaderLabels(
            [
                "#",
                translate("KeptExportsDialog", "What"),
                translate("KeptExportsDialog", "File"),
                translate("KeptExportsDialog", "Format"),
            ]
        )
        self.list.setRootIsDecorated(False)
        self.list.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.list, 1)

        form = QFormLayout()
        self.scope_box = QComboBox(self)
        self.scope_box.setAccessibleName(translate("KeptExportsDialog", "What the file holds"))
        form.addRow(translate("KeptExportsDialog", "&Holds:"), self.scope_box)
        self.format_box = QComboBox(self)
        self.format_box.setAccessibleName(translate("KeptExportsDialog", "Format"))
        for fmt, label in KEPT_FORMATS.items():
            self.format_box.addItem(label, fmt)
        form.addRow(translate("KeptExportsDialog", "&Format:"), self.format_box)
        layout.addLayout(form)

        row = QHBoxLayout()
        self.add_button = QPushButton(translate("KeptExportsDialog", "&Add…"), self)
        self.add_button.clicked.connect(self.choose_file)
        self.remove_button = QPushButton(translate("KeptExportsDialog", "&Remove"), self)
        self.remove_button.setToolTip(
            translate("KeptExportsDialog", "Stop keeping it up to date (the file stays)")
        )
        self.remove_button.clicked.connect(self.remove_selected)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.message = QLabel("", self)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.kept: list[KeptExport] = []
        self.scopes: list[Scope] = []
        self.refresh()

    def refresh(self) -> None:
        self._service.read(_listing, if_alive(self, self._show))

    def _show(self, listing: tuple[list[KeptExport], list[Scope]]) -> None:
        self.kept, self.scopes = listing
        self.list.clear()
        for export in self.kept:
            item = QTreeWidgetItem(
                [
                    str(export.number),
                    holds(export.scope),
                    str(export.path),
                    KEPT_FORMATS[export.format],
                ]
            )
            self.list.addTopLevelItem(item)
        for column in range(4):
            self.list.resizeColumnToContents(column)
        chosen = self.scope_box.currentData() if self.scope_box.count() else self._preferred
        self.scope_box.clear()
        for scope in self.scopes:
            self.scope_box.addItem(holds(scope), str(scope))
        self.scope_box.setCurrentIndex(max(self.scope_box.findData(chosen), 0))
        self._update_buttons()

    def _update_buttons(self) -> None:
        self.remove_button.setEnabled(bool(self.list.selectedItems()))

    def select_scope(self, scope: Scope) -> None:
        self.scope_box.setCurrentIndex(max(self.scope_box.findData(str(scope)), 0))

    def choose_file(self) -> None:
        fmt = str(self.format_box.currentData())
        folder = nearest_existing_folder(
            QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        )
        extension = ".json" if fmt == "csljson" else ".bib"
        start = str(Path(folder) / f"references{extension}") if folder else ""
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("KeptExportsDialog", "Keep exported as"),
            start,
            f"{KEPT_FORMATS[fmt]} (*{extension})",
        )
        if path:
            if not Path(path).suffix:
                path += extension
            self.add(path, Scope.parse(str(self.scope_box.currentData() or "all")), fmt)

    def add(self, path: str, scope: Scope, fmt: str) -> None:
        """Keep `path` up to date with `scope` (written at once, on the reader thread)."""
        self.message.setText(translate("KeptExportsDialog", "Writing…"))

        def add(lib: Library) -> KeptResult | str:
            try:
                return lib.kept.add(path, scope, fmt)
            except LecternError as exc:
                return error_text(exc)

        self._service.read(add, if_alive(self, self._added))

    def _added(self, result: KeptResult | str) -> None:
        if isinstance(result, str):
            self.message.setText(
                translate("KeptExportsDialog", "Not kept: {reason}").format(reason=result)
            )
        else:
            text = translate(
                "KeptExportsDialog", "Kept up to date: {path} (%Ln paper(s) now).", n=result.papers
            )
            self.message.setText(text.format(path=result.export.path))
        self.refresh()

    def remove_selected(self) -> None:
        items = self.list.selectedItems()
        if not items:
            return
        number = int(items[0].text(0))

        def remove(lib: Library) -> KeptExport | str:
            try:
                return lib.kept.remove(number)
            except LecternError as exc:
                return error_text(exc)

        self._service.read(remove, if_alive(self, self._removed))

    def _removed(self, result: KeptExport | str) -> None:
        if isinstance(result, str):
            self.message.setText(result)
        else:
            text = translate(
                "KeptExportsDialog", "No longer kept up to date (the file stays): {path}"
            )
            self.message.setText(text.format(path=result.path))
        self.refresh()
