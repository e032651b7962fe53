"""File → Watch a folder…: the folders whose new PDFs are imported, added with a folder
chooser and removed; the watcher (`gui/window/folder_watcher.py`) keeps them and decides."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lectern.gui.i18n import translate


class WatchedFolders(Protocol):
    """What the dialog asks of the watcher."""

    def folders(self) -> list[str]: ...

    def add(self, folder: str) -> None: ...

    def remove(self, folder: str) -> None: ...


class WatchedFoldersDialog(QDialog):
    def __init__(self, parent: QWidget | None, watched: WatchedFolders) -> None:
        super().__init__(parent)
        self._watched = watched
        self.setWindowTitle(translate("WatchedFoldersDialog", "Watched folders"))
        self.setObjectName("watchedFoldersDialog")
        self.setMinimumWidth(480)
        layout = QVBoxLayout(self)
        about = QLabel(
            translate(
                "WatchedFoldersDialog",
                "A new PDF in these folders, or in their subfolders, is imported once it has "
                "finished downloading, into no collection. The PDFs a folder holds when you add "
                "it are left alone.",
            )
        )
        about.setWordWrap(True)
        layout.addWidget(about)
        self.list = QListWidget()
        self.list.setAccessibleName(translate("WatchedFoldersDialog", "Watched folders"))
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.add_button = QPushButton(translate("WatchedFoldersDialog", "&Add folder…"))
        self.add_button.clicked.connect(self.choose_folder)
        self.remove_button = QPushButton(translate("WatchedFoldersDialog", "&Remove"))
        self.remove_button.clicked.connect(self.remove_selected)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout.addLayout(row)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.list.currentRowChanged.connect(lambda _row: self._update())
        self._fill()

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("WatchedFoldersDialog", "Watch a folder"), str(Path.home())
        )
        if folder:
            self._watched.add(folder)
            self._fill()

    def remove_selected(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self._watched.remove(item.data(Qt.ItemDataRole.UserRole))
            self._fill()

    def _fill(self) -> None:
        self.list.clear()
        for folder in self._watched.folders():
            self.list.addItem(folder)
            item = self.list.item(self.list.count() - 1)
            item.setData(Qt.ItemDataRole.UserRole, folder)
        if self.list.count():
            self.list.setCurrentRow(self.list.count() - 1)
        self._update()

    def _update(self) -> None:
        self.remove_button.setEnabled(self.list.currentItem() is not None)
