"""The Marks section of the detail pane: the paper's highlights, underlines and margin
notes in page order, each a colour chip, its page, its text (two lines at most) and its note.

Read on the reader thread (`library.marks.of_paper`) for the paper shown, and again after
every change to it, so a mark made in the reader, undone, or brought from another computer
shows here too. Clicking one asks the window to open the reader at its page with the mark
flashed (`mark_opened`); Copy as Markdown asks for the quotes on the clipboard. The section
is hidden while the paper has no marks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QMouseEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from lectern.core.marks.model import Mark
from lectern.core.results import Change, ChangeKind
from lectern.gui.i18n import translate
from lectern.gui.lifetime import if_alive
from lectern.gui.mark_colours import colour_name, swatch

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService

TEXT_LINES = 2  # a mark's text is cut to this many lines, with "…"
NOTE_LINES = 3  # and its note to this many: a long note would make the row a page high
CHIP = 12


class _TwoLineLabel(QLabel):
    """Plain text wrapped and cut with "…" to fit two lines (or `lines`) of its width."""

    def __init__(
        self, text: str, parent: QWidget | None = None, *, lines: int = TEXT_LINES
    ) -> None:
        super().__init__(parent)
        self._full = " ".join(text.split())
        self._lines = lines
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setToolTip(self._full)
        self._cut(200)

    def _cut(self, width: int) -> None:
        metrics = QFontMetrics(self.font())
        room = max(40, width) * self._lines - metrics.averageCharWidth() * 6  # wrap's waste
        self.setText(metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, room))

    def refit(self) -> None:
        self._cut(self.width() if self.isVisible() else 200)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._cut(event.size().width())


class MarkRow(QFrame):
    """One mark: chip, page, text, note. A click or Enter opens the reader at it."""

    activated = Signal(str)  # the mark's id

    def __init__(self, mark: Mark, parent: QWidget | None = None, *, here: bool = True) -> None:
        """`here`: the mark is on the paper's PDF as it is now (False: it was made on a file
        that has been replaced, and its text is not in this one)."""
        super().__init__(parent)
        self.mark = mark
        self.here = here
        self.setObjectName("markRow")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        page = translate("MarkList", "p. {page}").format(page=mark.page + 1)
        self.setAccessibleName(
            translate("MarkList", "{colour} mark on {page}: {text}").format(
                colour=colour_name(mark.colour), page=page, text=mark.text
            )
        )
        self.setToolTip(translate("MarkList", "Open the PDF at this mark"))
        row = QHBoxLayout(self)
        row.setContentsMargins(2, 3, 2, 3)
        row.setSpacing(6)
        chip = QLabel(self)
        chip.setPixmap(swatch(mark.colour, CHIP).pixmap(QSize(CHIP, CHIP)))
        chip.setToolTip(colour_name(mark.colour))
        row.addWidget(chip, 0, Qt.AlignmentFlag.AlignTop)
        self.page_label = QLabel(page, self)
        self.page_label.setObjectName("mutedLabel")
        row.addWidget(self.page_label, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout()
        column.setSpacing(1)
        self.text_label = _TwoLineLabel(mark.text, self)
        column.addWidget(self.text_label)
        self.note_label = _TwoLineLabel(mark.note, self, lines=NOTE_LINES)
        self.note_label.setVisible(bool(mark.note))
        italic = self.note_label.font()
        italic.setItalic(True)
        self.note_label.setFont(italic)
        self.note_label.refit()  # cut in the italic it is shown in
        column.addWidget(self.note_label)
        self.lost_label = QLabel(translate("MarkList", "Not found in this file"), self)
        self.lost_label.setVisible(not here)
        column.addWidget(self.lost_label)
        if not here:
            self.setToolTip(
                translate(
                    "MarkList",
                    "The PDF was replaced and this mark's text is not in the new file, "
                    "so it is not drawn",
                )
            )
        row.addLayout(column, 1)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.activated.emit(self.mark.id)
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit(self.mark.id)
            return
        super().keyPressEvent(event)


class MarkList(QWidget):
    """The Marks section; hidden when the paper has none."""

    mark_opened = Signal(str, int, str)  # paper id, page (1 is the first), mark id
    copy_requested = Signal(str)  # paper id: its marks as Markdown on the clipboard
    loaded = Signal(str)  # the paper whose marks are now shown

    def __init__(self, service: LibraryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("markList")
        self._service = service
        self._pid: str | None = None
        self.marks: list[Mark] = []
        self._digest = ""
        self.rows: list[MarkRow] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.heading = QLabel(translate("MarkList", "Marks"))
        self.heading.setObjectName("sectionHeading")
        top.addWidget(self.heading, 1)
        self.copy_button = QPushButton(translate("MarkList", "Copy as Markdown"))
        self.copy_button.setFlat(True)
        self.copy_button.setToolTip(
            translate("MarkList", "Copy every mark as a Markdown quote with a link to its page")
        )
        self.copy_button.clicked.connect(lambda: self.copy_requested.emit(self._pid or ""))
        top.addWidget(self.copy_button)
        layout.addLayout(top)
        self._rows = QVBoxLayout()
        self._rows.setSpacing(2)
        layout.addLayout(self._rows)
        service.changed.connect(self._on_changed)
        self.hide()

    def load(self, paper_id: str | None) -> None:
        """Read the marks of `paper_id` (the reader thread answers)."""
        self._pid = paper_id
        if paper_id is None or not self._service.is_open:
            self._show(paper_id, [], "")
            return

        def read(library: Library) -> tuple[list[Mark], str]:
            marks = library.marks.of_paper(paper_id)
            return marks, library.marks.file_digest(paper_id) if marks else ""

        self._service.read_latest(
            "detail-marks", read, if_alive(self, lambda got: self._show(paper_id, *got))
        )

    def _on_changed(self, change: Change) -> None:
        if self._pid is not None and (
            change.kind is ChangeKind.RESET
            or (
                change.kind is ChangeKind.ANNOTATIONS
                and self._pid in change.ids
                and change.touches("marks")  # not each save of the note being typed
            )
            # its files (which say which marks are on its PDF), or an undo that put the
            # paper and its marks back together
            or (change.kind is ChangeKind.PAPERS and self._pid in change.ids)
        ):
            self.load(self._pid)

    def _show(self, paper_id: str | None, marks: list[Mark], digest: str) -> None:
        """`digest`: the SHA-256 of the paper's PDF now ("" unknown): a mark made on
        another file is listed greyed, as not found in this file."""
        if paper_id != self._pid:
            return
        if marks == self.marks and digest == self._digest and self.rows:
            self.loaded.emit(paper_id or "")
            return  # as shown: the rows (and the keyboard on one) stay
        self.marks = marks
        self._digest = digest
        for row in self.rows:
            self._rows.removeWidget(row)
            row.deleteLater()
        self.rows = []
        for mark in marks:
            row = MarkRow(mark, self, here=not digest or mark.sha256 == digest)
            row.activated.connect(self._open)
            muted = row.page_label.palette()
            muted.setColor(
                QPalette.ColorRole.WindowText,
                self.palette().color(QPalette.ColorRole.PlaceholderText),
            )
            row.page_label.setPalette(muted)
            row.note_label.setPalette(muted)
            row.lost_label.setPalette(muted)
            if not row.here:  # greyed whole: its text is not in this file
                row.text_label.setPalette(muted)
            self._rows.addWidget(row)
            self.rows.append(row)
        self.heading.setText(
            translate("MarkList", "Marks ({count})").format(count=len(marks))
            if marks
            else translate("MarkList", "Marks")
        )
        self.setVisible(bool(marks))
        self.loaded.emit(paper_id or "")

    def _open(self, mark_id: str) -> None:
        mark = next((m for m in self.marks if m.id == mark_id), None)
        if mark is not None and self._pid is not None:
            self.mark_opened.emit(self._pid, mark.page + 1, mark.id)
