"""Opening a paper's page, and saying so plainly when nothing on this computer opens it.

`QDesktopServices.openUrl` returns False when there is no browser (or no viewer for an
attached file); Lectern then shows the link in a small window where it can be copied,
instead of doing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.models import Paper
from lectern.gui.detail.safe_display import (
    arxiv_url,
    doi_url,
    external_url,
    open_external,
    open_local_file,
)


@dataclass(frozen=True, slots=True)
class Target:
    """What Open goes to: a web page (`is_file` False) or an attached file's path."""

    link: str
    is_file: bool = False


def paper_link(paper: Paper) -> str:
    """The paper's page on the web: its DOI, else its arXiv page, else its first link."""
    if paper.doi:
        return doi_url(paper.doi)
    if paper.arxiv_id:
        return arxiv_url(paper.arxiv_id)
    for url in paper.urls:
        if external_url(url) is not None:
            return url
    return ""


def open_target(paper: Paper) -> Target | None:
    """The paper's page, or the file attached to it when it has no page; None: neither."""
    link = paper_link(paper)
    if link:
        return Target(link)
    if paper.files:
        return Target(paper.files[0], is_file=True)
    return None


def open_or_explain(parent: QWidget, target: Target) -> bool:
    """Open `target`; when nothing opens it, say so with the link to copy. True if opened."""
    opened = open_local_file(target.link) if target.is_file else open_external(target.link)
    if not opened:
        show_not_opened(parent, target)
    return opened


class NotOpenedDialog(QDialog):
    """ "No web browser opened this link", with the link selected, ready to copy."""

    def __init__(self, target: Target, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notOpenedDialog")
        self.setWindowTitle("Could not open the link" if not target.is_file else "Could not open")
        layout = QVBoxLayout(self)
        if target.is_file:
            text = (
                "No program on this computer opened this file (or it is missing). "
                "Its path is below: copy it to open the file yourself."
            )
        else:
            text = (
                "No web browser on this computer opened this link. "
                "Copy it and paste it into a browser:"
            )
        self.message = QLabel(text)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.link_edit = QLineEdit(target.link)
        self.link_edit.setReadOnly(True)
        self.link_edit.setCursorPosition(0)
        self.link_edit.selectAll()
        self.link_edit.setMinimumWidth(420)
        layout.addWidget(self.link_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton("Copy link" if not target.is_file else "Copy path")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.link_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.link_edit.text())
        self.copy_button.setText("Copied")


def show_not_opened(parent: QWidget, target: Target) -> NotOpenedDialog:
    dialog = NotOpenedDialog(target, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
