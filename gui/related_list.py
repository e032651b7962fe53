"""Related papers (Whoosh more-like-this), found on the reader thread; click one to go there."""

from __future__ import annotations

import html
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from core.errors import LecternError
from gui.lifetime import if_alive
from gui.safe_display import clean_display, escape

if TYPE_CHECKING:
    from core.library import Hit, Library
    from gui.service import LibraryService

log = logging.getLogger(__name__)

RELATED_LIMIT = 8
REQUEST_DELAY_MS = 120  # j/k through the list: only a paper the user stops on is looked up


class RelatedList(QWidget):
    paper_activated = Signal(str)
    loaded = Signal(str)  # the paper id whose related papers are now shown

    def __init__(self, service: LibraryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._pid: str | None = None
        self._ids: list[str] = []
        self._rows: list[QLabel] = []
        self._boxes: list[QWidget] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.heading = QLabel("Related papers")
        self.heading.setObjectName("sectionHeading")
        layout.addWidget(self.heading)
        self.state_label = QLabel("")
        self.state_label.setObjectName("mutedLabel")
        layout.addWidget(self.state_label)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REQUEST_DELAY_MS)
        self._timer.timeout.connect(self._request)
        self._rows_layout = QVBoxLayout()
        self._rows_layout.setSpacing(8)
        layout.addLayout(self._rows_layout)

    def paper_id(self) -> str | None:
        return self._pid

    def ids(self) -> list[str]:
        return list(self._ids)

    def rows(self) -> list[QLabel]:
        return list(self._rows)

    def load(self, paper_id: str | None) -> None:
        self._pid = paper_id
        self._set_rows([])
        if paper_id is None:
            self._timer.stop()
            self.state_label.setText("")
            return
        self.state_label.setText("Finding related papers…")
        self.state_label.show()
        self._timer.start()

    def _request(self) -> None:
        """Ask the reader thread; while the user flicks through papers only the last counts."""
        paper_id = self._pid
        if paper_id is None:
            return

        def fn(lib: Library) -> list[Hit]:
            return lib.related(paper_id, RELATED_LIMIT)

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
        ids = [hit.id for hit in hits if hit.id != paper_id]
        self._set_rows(ids)
        self.state_label.setVisible(not ids)
        self.state_label.setText("" if ids else "No related papers in this library yet.")
        self.loaded.emit(paper_id)

    def _set_rows(self, ids: list[str]) -> None:
        for box in self._boxes:
            self._rows_layout.removeWidget(box)
            box.deleteLater()
        self._boxes = []
        self._rows = []
        self._ids = []
        library = self._service.library
        for pid in ids:
            try:
                paper = library.paper(pid)
            except (LookupError, LecternError):
                continue
            self._ids.append(pid)
            details = " · ".join(part for part in (
                escape(paper.authors[0] + (" et al." if len(paper.authors) > 1 else ""))
                if paper.authors else "",
                str(paper.year or ""),
            ) if part)
            row = QLabel(
                f'<a href="#related-{len(self._ids) - 1}" style="text-decoration:none">'
                f"{escape(paper.title or 'Untitled')}</a>")
            row.setTextFormat(Qt.TextFormat.RichText)
            row.setWordWrap(True)
            row.setObjectName("relatedRow")
            row.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                        | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
            row.setToolTip(html.escape(clean_display(paper.title)))
            row.linkActivated.connect(self._on_link)
            box = QWidget()
            box_layout = QVBoxLayout(box)
            box_layout.setContentsMargins(0, 0, 0, 0)
            box_layout.setSpacing(1)
            box_layout.addWidget(row)
            self._rows_layout.addWidget(box)
            self._boxes.append(box)
            self._rows.append(row)
            if details:
                detail = QLabel(details)
                detail.setObjectName("relatedDetails")
                detail.setTextFormat(Qt.TextFormat.RichText)
                small = detail.font()
                small.setPointSizeF(small.pointSizeF() * 0.9)
                detail.setFont(small)
                detail.setForegroundRole(QPalette.ColorRole.PlaceholderText)
                box_layout.addWidget(detail)

    def _on_link(self, link: str) -> None:
        if link.startswith("#related-"):
            index = int(link.removeprefix("#related-"))
            if 0 <= index < len(self._ids):
                self.paper_activated.emit(self._ids[index])

    def activate(self, index: int) -> None:
        """Go to the related paper in row ``index`` (as a click on it does)."""
        self._on_link(f"#related-{index}")
