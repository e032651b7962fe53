"""Related papers (Whoosh more-like-this), found on the reader thread; click one to go there."""

from __future__ import annotations

import html
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from lectern.core.errors import LecternError
from lectern.gui.i18n import translate
from lectern.gui.lifetime import if_alive
from lectern.gui.safe_display import clean_display, escape

if TYPE_CHECKING:
    from lectern.core.library import Hit, Library
    from lectern.core.models import Paper
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

RELATED_LIMIT = 8
REQUEST_DELAY_MS = 120  # j/k through the list: only a paper the user stops on is looked up
_GAP = 6  # between the heading and what follows it
_UNLIMITED = (1 << 24) - 1  # QWIDGETSIZE_MAX


class _Row:
    """One related paper: its title as a link, then first author and year."""

    def __init__(self) -> None:
        self.box = QWidget()
        layout = QVBoxLayout(self.box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.title.setObjectName("relatedRow")
        self.title.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        layout.addWidget(self.title)
        self.details = QLabel()
        self.details.setObjectName("relatedDetails")
        self.details.setTextFormat(Qt.TextFormat.RichText)
        small = self.details.font()
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.details.setFont(small)
        self.details.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.details)

    def fill(self, paper: Paper, index: int) -> None:
        title = paper.title or translate("RelatedList", "Untitled")
        self.title.setText(
            f'<a href="#related-{index}" style="text-decoration:none">{escape(title)}</a>'
        )
        self.title.setToolTip(html.escape(clean_display(paper.title)))
        who = paper.authors[0] if paper.authors else ""
        if len(paper.authors) > 1:
            who = translate("RelatedList", "{author} et al.").format(author=who)
        details = " · ".join(part for part in (escape(who), str(paper.year or "")) if part)
        self.details.setText(details)
        self.details.setVisible(bool(details))
        self.box.show()


class RelatedList(QWidget):
    paper_activated = Signal(str)
    loaded = Signal(str)  # the paper id whose related papers are now shown

    def __init__(self, service: LibraryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._pid: str | None = None
        self._ids: list[str] = []
        self._rows: list[_Row] = []  # kept and refilled: building labels costs more than text
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(_GAP)
        self._top = QVBoxLayout()
        self.heading = QLabel(translate("RelatedList", "Related papers"))
        self.heading.setObjectName("sectionHeading")
        self._top.addWidget(self.heading)
        # Collapsed rather than hidden when the rows show: showing a widget lays out every
        # layout above it at once, and this label changes on every paper the user moves to.
        self.state_label = QLabel("")
        self.state_label.setObjectName("mutedLabel")
        self._top.addWidget(self.state_label)
        layout.addLayout(self._top)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REQUEST_DELAY_MS)
        self._timer.timeout.connect(self._request)
        self._rows_box = QWidget()
        self._rows_layout = QVBoxLayout(self._rows_box)
        self._rows_layout.setContentsMargins(0, 0, 0, 0)
        self._rows_layout.setSpacing(8)
        self._rows_box.hide()
        layout.addWidget(self._rows_box)
        # The first row is made now, hidden, so that the window's Tab order (made once,
        # from the controls there are at its start) puts its link after the details' other
        # controls; the rows made later follow it. A row first made once related papers
        # had loaded was put ahead of them, and F6 into the details landed on it.
        self._rows.append(self._new_row())
        self._rows[0].box.hide()
        self._set_message("")

    def paper_id(self) -> str | None:
        return self._pid

    def ids(self) -> list[str]:
        return list(self._ids)

    def rows(self) -> list[QLabel]:
        return [row.title for row in self._rows[: len(self._ids)]]

    def message(self) -> str:
        """What the list says instead of rows ("Finding related papers…"); "" with rows."""
        return self.state_label.text()

    def load(self, paper_id: str | None) -> None:
        self._pid = paper_id
        self._set_rows([])
        if paper_id is None:
            self._timer.stop()
            self._set_message("")
            return
        self._set_message(translate("RelatedList", "Finding related papers…"))
        self._timer.start()

    def _request(self) -> None:
        """Ask the reader thread; while the user flicks through papers only the last counts."""
        paper_id = self._pid
        if paper_id is None:
            return

        def fn(lib: Library) -> list[Hit]:
            return lib.searching.related(paper_id, RELATED_LIMIT)

        def done(hits: list[Hit]) -> None:
            self._on_loaded(paper_id, hits)

        read_latest = getattr(self._service, "read_latest", None)
        if read_latest is not None:
            read_latest("detail-related", fn, if_alive(self, done))
        else:
            self._service.read(fn, if_alive(self, done))

    def _on_loaded(self, paper_id: str, hits: Sequence[Hit]) -> None:
        if paper_id != self._pid:
            return  # the user has moved on
        self._set_rows([hit.id for hit in hits if hit.id != paper_id])
        self._set_message(
            ""
            if self._ids
            else translate("RelatedList", "No closely related papers in your library.")
        )
        self.loaded.emit(paper_id)

    def _set_message(self, text: str) -> None:
        self.state_label.setText(text)
        self.state_label.setMaximumHeight(_UNLIMITED if text else 0)
        self._top.setSpacing(_GAP if text else 0)

    def _set_rows(self, ids: list[str]) -> None:
        """Fill the rows while their box is hidden, then show the box once."""
        if not ids and not self._ids:
            return
        self._rows_box.hide()
        self._ids = []
        if not ids:
            return
        library = self._service.library
        for pid in ids:
            try:
                paper = library.papers.paper(pid)
            except (LookupError, LecternError):
                continue
            index = len(self._ids)
            self._ids.append(pid)
            if index == len(self._rows):
                self._rows.append(self._new_row())
            self._rows[index].fill(paper, index)
        for row in self._rows[len(self._ids) :]:
            row.box.hide()
        if self._ids:
            self._rows_box.show()

    def _new_row(self) -> _Row:
        row = _Row()
        row.title.linkActivated.connect(self._on_link)
        self._rows_layout.addWidget(row.box)
        if self._rows:  # Tab goes from the row above to this one
            QWidget.setTabOrder(self._rows[-1].title, row.title)
        return row

    def _on_link(self, link: str) -> None:
        if link.startswith("#related-"):
            index = int(link.removeprefix("#related-"))
            if 0 <= index < len(self._ids):
                self.paper_activated.emit(self._ids[index])

    def activate(self, index: int) -> None:
        """Go to the related paper in row ``index`` (as a click on it does)."""
        self._on_link(f"#related-{index}")
