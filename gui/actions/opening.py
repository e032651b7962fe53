"""Opening a paper's page or attached file, and saying so plainly when it does not open.

`QDesktopServices.openUrl` returns False when there is no browser (or no viewer for an
attached file); Lectern then shows the link in a small window where it can be copied,
instead of doing nothing. An attached file is first judged on the reader thread
(lectern.core.openable): only a document is handed to the system, and anything else (a
program, a script, a launcher, a file that is missing) is refused with a message naming the
file and why.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.models import Paper
from lectern.core.openable import Document, DocumentKind, Refused, check_attachment
from lectern.gui.errors import show_error
from lectern.gui.i18n import QT_TRANSLATE_NOOP, say, say_words, translate
from lectern.gui.safe_display import (
    arxiv_url,
    doi_url,
    external_url,
    open_external,
    open_local_file,
)

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService

# The title of the message saying why an attached file was not opened (shown translated).
NOT_OPENED_TITLE = QT_TRANSLATE_NOOP("Opening", "File not opened")


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


def attached_pdf(paper: Paper) -> str | None:
    """The first attached file named as a PDF: what `o` reads in Lectern's reader (its
    content is checked before it opens)."""
    return next((f for f in paper.files if f.casefold().endswith(".pdf")), None)


def open_or_explain(parent: QWidget, target: Target) -> bool:
    """Open the web page `target`; when no browser opens it, say so with the link to copy.
    True if opened. (An attached file goes through AttachmentOpener.)"""
    opened = open_external(target.link)
    if not opened:
        show_not_opened(parent, target)
    return opened


class ReadChoice(Enum):
    """What the user chose for a PDF the reader once stopped on."""

    READER = "read it in Lectern anyway"  # not translated: the code's name; buttons say it
    VIEWER = "open it in the system's viewer"  # not translated: the code's name for it
    CANCEL = "leave it"  # not translated: the code's name for it


def ask_before_reading(parent: QWidget, path: str, why: str) -> ReadChoice:
    """Say what is wrong with a PDF before Lectern's reader renders it, and ask."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(translate("Opening", "Read this PDF?"))
    # `why` is the PDF pass's own words (lectern.core.pdf.outcome), kept on disk.
    box.setText(
        translate("Opening", "When Lectern read the text of “{name}”, {why}.").format(
            name=Path(path).name, why=say_words(why)
        )
    )
    box.setInformativeText(
        translate(
            "Opening",
            "Lectern's reader may stop on it too, and the window with it (what you saved is "
            "safe). Your PDF viewer may open it.",
        )
    )
    reader = box.addButton(
        translate("Opening", "Read in Lectern anyway"), QMessageBox.ButtonRole.AcceptRole
    )
    viewer = box.addButton(
        translate("Opening", "Open in your viewer"), QMessageBox.ButtonRole.ActionRole
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(viewer)
    box.exec()
    clicked = box.clickedButton()
    if clicked is reader:
        return ReadChoice.READER
    return ReadChoice.VIEWER if clicked is viewer else ReadChoice.CANCEL


class AttachmentOpener(QObject):
    """Opens a paper's attached file when it is a document, and says why when it is not: a
    PDF in Lectern's reader, anything else (or a PDF asked for outside) with the system."""

    opened = Signal(str)  # the paper whose file opened (it counts as read)
    # paper id, path, page (0: where it was left): a PDF to read in the reader
    pdf_requested = Signal(str, str, int)

    def __init__(self, parent: QWidget, service: LibraryService) -> None:
        super().__init__(parent)
        self._parent = parent
        self._service = service

    def open(self, paper_id: str, path: str, *, page: int = 0) -> None:
        """Judge the file off the UI thread (it reads the file's first bytes), then open it:
        a PDF in the reader (at `page`, when one is asked for)."""
        self._judge(paper_id, path, in_reader=True, page=page)

    def open_outside(self, paper_id: str, path: str) -> None:
        """Judge the file, then hand it to the system's own viewer."""
        self._judge(paper_id, path, in_reader=False)

    def _judge(self, paper_id: str, path: str, *, in_reader: bool, page: int = 0) -> None:
        def judge(library: Library) -> tuple[Document | Refused, str]:
            verdict = check_attachment(path, library.folder)
            if in_reader and isinstance(verdict, Document) and verdict.kind is DocumentKind.PDF:
                return verdict, library.fulltext.problem(paper_id, verdict.path)
            return verdict, ""

        self._service.read(
            judge,
            lambda judged: self._checked(paper_id, *judged, in_reader=in_reader, page=page),
        )

    def _checked(
        self,
        paper_id: str,
        verdict: Document | Refused,
        problem: str,
        *,
        in_reader: bool,
        page: int = 0,
    ) -> None:
        if isinstance(verdict, Refused):
            show_error(
                self._parent,
                translate("Opening", NOT_OPENED_TITLE),
                say(verdict.message),
                verdict.path,
            )
            return
        if in_reader and verdict.kind is DocumentKind.PDF and problem:
            # The PDF reader stopped on it when its text was read, in a process of its own:
            # rendered here, it could take the window with it. Say so first.
            choice = ask_before_reading(self._parent, verdict.path, problem)
            if choice is ReadChoice.CANCEL:
                return
            in_reader = choice is ReadChoice.READER
        if in_reader and verdict.kind is DocumentKind.PDF:
            self.pdf_requested.emit(paper_id, verdict.path, page)
        elif open_local_file(verdict):
            self.opened.emit(paper_id)
        else:
            show_not_opened(self._parent, Target(verdict.path, is_file=True))


class NotOpenedDialog(QDialog):
    """ "No web browser opened this link", with the link selected, ready to copy."""

    def __init__(self, target: Target, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notOpenedDialog")
        self.setWindowTitle(
            translate("NotOpenedDialog", "Could not open")
            if target.is_file
            else translate("NotOpenedDialog", "Could not open the link")
        )
        layout = QVBoxLayout(self)
        if target.is_file:
            text = translate(
                "NotOpenedDialog",
                "No program on this computer opened this file. "
                "Its path is below: copy it to open the file yourself.",
            )
        else:
            text = translate(
                "NotOpenedDialog",
                "No web browser on this computer opened this link. "
                "Copy it and paste it into a browser:",
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
        self.copy_button = QPushButton(
            translate("NotOpenedDialog", "Copy path")
            if target.is_file
            else translate("NotOpenedDialog", "Copy link")
        )
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.link_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.link_edit.text())
        self.copy_button.setText(translate("NotOpenedDialog", "Copied"))


def show_not_opened(parent: QWidget, target: Target) -> NotOpenedDialog:
    dialog = NotOpenedDialog(target, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
