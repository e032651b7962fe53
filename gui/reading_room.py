"""The reader joined to the rest of the window: a paper's PDF read in the list's place,
the detail pane's passages, marks and `lectern://` links opening it at a page, a quote
taken into the notes, and the list back when it closes or another paper is shown.

The window makes it with the parts it joins and connects their signals to it
(`lectern.gui.main_window`); it holds no part of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from lectern.gui.actions.opening import AttachmentOpener, attached_pdf
from lectern.gui.i18n import translate

if TYPE_CHECKING:
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.detail.pane import DetailPane
    from lectern.gui.reader.reader import Reader
    from lectern.gui.window.navigator import Navigator
    from lectern.gui.window.page_stack import PageStack


class ReadingRoom(QObject):
    """Where the reader meets the list, the detail pane and a paper's files."""

    def __init__(
        self,
        context: WindowContext,
        *,
        reader: Reader,
        detail: DetailPane,
        center: PageStack,
        list_area: QWidget,
        attachments: AttachmentOpener,
        navigator: Navigator,
    ) -> None:
        super().__init__(context.parent)
        self._service = context.service
        self._pending = context.pending
        self._status = context.status
        self._view = context.view
        self._reader = reader
        self._detail = detail
        self._center = center
        self._list_area = list_area
        self._attachments = attachments
        self._navigator = navigator
        self._closed = False
        self._open_when_ready: tuple[str, int] | None = None  # an address given at start

    def close(self) -> None:
        """The window closed: the reader closing now shows no list."""
        self._closed = True

    def open_passage(self, paper_id: str, page: int) -> None:
        """A passage's page number was clicked: its PDF opens in the reader at that page."""
        pdf = attached_pdf(self._service.entry(paper_id).paper)
        if pdf is not None:
            self._attachments.open(paper_id, pdf, page=page)

    def open_at_page(self, paper_id: str, page: int) -> None:
        """A `lectern://open/ID?page=N` address (a link in marks copied as Markdown): the
        paper is shown and its PDF read at page N, once the library is open."""
        if not self._service.is_open:
            self._open_when_ready = (paper_id, page)
            return
        try:
            entry = self._pending.entry(paper_id)
        except LookupError:
            self._status.showMessage(
                translate("MainWindow", "This library has no paper {id}.").format(id=paper_id),
                8000,
            )
            return
        self._navigator.go_to_paper(paper_id)
        pdf = attached_pdf(entry.paper)
        if pdf is None:
            self._status.showMessage(
                translate("MainWindow", "“{title}” has no PDF to open.").format(
                    title=entry.paper.title
                ),
                8000,
            )
            return
        self._attachments.open(paper_id, pdf, page=page)

    def open_waiting_address(self, _library: object) -> None:
        waiting, self._open_when_ready = self._open_when_ready, None
        if waiting is not None:
            self.open_at_page(*waiting)

    def open_mark(self, paper_id: str, page: int, mark_id: str) -> None:
        """A mark in the detail pane was clicked: the reader opens at its page, and the
        mark is outlined a moment there."""
        self._reader.flash_mark(paper_id, mark_id)
        self.open_passage(paper_id, page)

    def leave_notes(self) -> None:
        """Esc in the notes: back to the PDF being read, else to the list."""
        if self._reader.is_reading():
            self._reader.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self._navigator.focus_list()

    def open_reader(self, paper_id: str, path: str, page: int = 0) -> None:
        """Read `path`, the PDF of `paper_id`, in the list's place: at `page` when one is
        asked for (a passage found by a search), else where it was left."""
        try:
            entry = self._pending.entry(paper_id)
        except LookupError:
            return  # gone since it was asked for
        if self._view.current_id() != paper_id:
            self._view.select_id(paper_id)
        # Another PDF of the paper shown closes the one before (which shows the list), so
        # the reader is put in front only once it has opened this one.
        start = page or max(1, entry.annotation.page)
        self._reader.open(paper_id, path, entry.paper.title, start, turn=bool(page))
        self._center.setCurrentWidget(self._reader)
        self._reader.setFocus(Qt.FocusReason.OtherFocusReason)

    def reader_closed(self, _paper_id: str, _page: int, _pages: int) -> None:
        if not self._closed:
            self._center.setCurrentWidget(self._list_area)
            self._navigator.focus_list()

    def leave_reader_for(self, paper_id: str | None) -> None:
        """Another paper shown: the reader closes (its place kept) rather than show the
        wrong paper's PDF beside this one's notes."""
        if self._reader.is_reading() and paper_id != self._reader.paper_id():
            self._reader.close_reader()

    def quote(self, paper_id: str, quote: str) -> None:
        if self._detail.current_id() != paper_id:
            return
        self._detail.notes.append(quote)
        self._status.showMessage(translate("MainWindow", "Quoted into the notes."), 4000)
