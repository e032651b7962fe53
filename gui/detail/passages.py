"""The passages of a paper's PDF that the search matched: "p. 4 — …marked words…".

Looked up on the reader thread (`library.fulltext.passages`) for the paper shown and the
search as run, so the user sees where in the PDF the words are before opening it. A page
number is a link: it asks the window to open the PDF at that page (`passage_opened`).
The passage is HTML made by the core's highlighter (the page's text escaped, the matches
marked), shown in a label that opens no link by itself.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from lectern.gui.i18n import translate
from lectern.gui.lifetime import if_alive

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.library.fulltext import Passage
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

_PAGE_LINK = "lectern-internal:page:"


def passage_html(passage: Passage) -> str:
    """One passage as a line: its page as a link, then the marked stretch of the page."""
    # Loaded here, not with the window: the search package brings Whoosh, which the window
    # leaves to the library's threads (tests/packaging/test_window_imports.py).
    from lectern.core.search.highlight import MARK_CLOSE, MARK_OPEN

    text = passage.html.replace(MARK_OPEN, "<b>").replace(MARK_CLOSE, "</b>")
    page = translate("PassageList", "p. {page}").format(page=passage.page)
    return f'<a href="{_PAGE_LINK}{passage.page}">{page}</a> — {text}'


class PassageList(QWidget):
    """The "In the PDF" section of the detail pane; hidden when nothing matched there."""

    passage_opened = Signal(str, int)  # paper id, page (1-based)
    loaded = Signal(str)  # the paper id whose passages are now shown

    def __init__(self, service: LibraryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._pid: str | None = None
        self._query = ""
        self.passages: list[Passage] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.heading = QLabel(translate("PassageList", "In the PDF"))
        self.heading.setObjectName("sectionHeading")
        layout.addWidget(self.heading)
        self.body = QLabel()
        self.body.setObjectName("pdfPassages")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setOpenExternalLinks(False)
        self.body.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.body.setAccessibleName(
            translate("PassageList", "Passages of the PDF that match the search")
        )
        self.body.linkActivated.connect(self._open)
        layout.addWidget(self.body)
        self.hide()

    def load(self, paper_id: str | None, query: str) -> None:
        """Look up the passages of `paper_id` for `query` (the reader thread answers)."""
        self._pid, self._query = paper_id, query
        if paper_id is None or not query.strip() or not self._service.is_open:
            self._show(paper_id, [])
            return

        def find(library: Library) -> list[Passage]:
            return library.fulltext.passages(paper_id, query)

        self._service.read_latest(
            "pdf-passages", find, if_alive(self, lambda found: self._show(paper_id, found))
        )

    def reload(self) -> None:
        self.load(self._pid, self._query)

    def _show(self, paper_id: str | None, found: list[Passage]) -> None:
        if paper_id != self._pid:
            return
        self.passages = found
        self.body.setText("<br><br>".join(passage_html(p) for p in found))
        self.setVisible(bool(found))
        self.loaded.emit(paper_id or "")

    def _open(self, link: str) -> None:
        page = link.removeprefix(_PAGE_LINK)
        if self._pid is not None and link.startswith(_PAGE_LINK) and page.isdigit():
            self.passage_opened.emit(self._pid, int(page))
