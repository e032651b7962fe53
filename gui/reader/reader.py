"""The reader: a paper's PDF beside its notes, page by page, with Find and quoting.

It shows one paper's PDF at a time and says what happens as signals (opened, the page being
read, closed, a quote for the notes, a mark made, changed or deleted); what Lectern records
of that is `lectern.gui.reader.following`'s and `lectern.gui.reader.marking`'s. Marks are
made from the text selected (the bar by it, or keys 1–5, U, N) and changed by clicking them;
they are shown once the library has them (`show_marks`), so a mark on the page is a kept
one. Its keys are declared with the window's
(`lectern.gui.declarations.declared`, `Context.READER`), read from there, and taken before the
window's own (j scrolls here instead of moving down the list; Ctrl+F finds in the PDF).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.marks.model import Colour, Kind, Mark, new_mark, rects_of
from lectern.gui.declarations.declared import widget_key
from lectern.gui.declarations.ids import KeyId
from lectern.gui.elided_label import ElidedLabel
from lectern.gui.i18n import translate
from lectern.gui.reader.document import Match
from lectern.gui.reader.find_bar import FindBar
from lectern.gui.reader.keys import matches
from lectern.gui.reader.mark_bar import MarkBar
from lectern.gui.reader.mark_note import MarkNoteEditor
from lectern.gui.reader.page_view import ZOOM_STEP, PageView
from lectern.gui.reader.render_thread import RenderThread
from lectern.gui.reader.selection import Selection

_SPACES = re.compile(r"\s+")


def plain_text(text: str) -> str:
    """The page's text as a reader reads it: one line, a word broken at a line's end joined
    again (PDFium marks that hyphen U+FFFE, a box no one can read; a hyphen the PDF wrote
    out before a line break goes too)."""
    joined = re.sub(r"(\w)-\r?\n(\w)", r"\1\2", text.replace("\ufffe", ""))
    return _SPACES.sub(" ", joined).strip()


def quoted(text: str, page: int) -> str:
    """`text` as a Markdown quote naming its page: "> the words (p. 4)"."""
    return f"> {plain_text(text)} (p. {page})"


def ending(lines: Sequence[QRectF]) -> QRect | None:
    """Where text ends (its lines in viewport pixels, in text order): its lines in the
    column its last line is in. The bar and the note's editor go by that, so over text that
    runs from the foot of the left column to the top of the right one they lie over none
    of it (by the bounds of both columns they were pushed to the view's top, over the
    text's last lines)."""
    if not lines:
        return None
    near = lines[-1]
    for line in reversed(lines[:-1]):
        if line.right() <= near.left() or line.left() >= near.right():
            break  # the column before
        near = near.united(line)
    return near.toAlignedRect()


class Reader(QWidget):
    """One paper's PDF: the pages, the page number, zoom, Find, and Close."""

    opened = Signal(str, int)  # paper id, its PDF's pages
    page_changed = Signal(str, int, int)  # paper id, the page being read (1 is the first), pages
    closed = Signal(str, int, int)  # paper id, the page it was left at (0: never shown), pages
    quote_requested = Signal(str, str)  # paper id, the quote for its notes
    notice = Signal(str)  # a word for the status bar
    mark_made = Signal(object)  # a new Mark, to be kept
    mark_recoloured = Signal(str, object)  # mark id, its new Colour
    mark_kind_changed = Signal(str, object)  # mark id, its new Kind
    mark_noted = Signal(str, str)  # mark id, its note as written
    mark_deleted = Signal(str)  # mark id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reader")
        self.setAccessibleName(translate("Reader", "Reader"))
        self._pid: str | None = None
        self._path = ""
        self._start_page = 0
        self._shown = False  # the PDF opened and its pages are laid out
        self._matches: list[Match] = []
        self._match = -1
        self._search = 0
        self._sha256: str | None = None  # the open file's, once read: marks are made on it
        # A mark to flash once its paper's marks are shown: (paper id, mark id).
        self._flash_when_shown: tuple[str, str] | None = None
        self._noting: Selection | str | None = None  # what the note editor writes for
        # What each text read asked for is for (the render thread answers in order).
        self._text_wanted: deque[Callable[[int, str], None]] = deque()
        self.renderer = RenderThread(self)
        self.renderer.opened.connect(self._opened)
        self.renderer.failed.connect(self._failed)
        self.renderer.found.connect(self._found)
        self.renderer.text_read.connect(self._text_read)

        self.pages = PageView(self.renderer, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self._build_bar())
        self.find_bar = FindBar(self)
        self.find_bar.hide()
        self.find_bar.search_requested.connect(self._find)
        self.find_bar.next_requested.connect(lambda: self._step(1))
        self.find_bar.previous_requested.connect(lambda: self._step(-1))
        self.find_bar.closed.connect(self.close_find)
        layout.addWidget(self.find_bar)
        self.stack = QStackedWidget(self)
        self.pages.page_changed.connect(self._page_changed)
        self.pages.zoom_changed.connect(self._show_zoom)
        self.problem = QLabel("", self)
        self.problem.setObjectName("readerProblem")
        self.problem.setAccessibleName(translate("Reader", "Why the PDF is not shown"))
        self.problem.setWordWrap(True)
        self.problem.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setMargin(24)
        self.problem.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Esc from there goes back
        self.stack.addWidget(self.pages)
        self.stack.addWidget(self.problem)
        layout.addWidget(self.stack, 1)
        self.setFocusProxy(self.pages)
        self._build_marking()

    def _build_bar(self) -> QWidget:
        bar = QWidget(self)
        bar.setObjectName("readerBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(6, 4, 6, 4)
        # A long title gives way to the controls, cut with "…", rather than widen the reader.
        self.title = ElidedLabel(bar)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAccessibleName(translate("Reader", "The paper being read"))
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row.addWidget(self.title, 1)
        self.page_label = QLabel("", bar)
        self.page_label.setAccessibleName(translate("Reader", "Page"))
        row.addWidget(self.page_label)
        go_to = QLabel(translate("Reader", "&Go to"), bar)
        row.addWidget(go_to)
        self.page_box = QSpinBox(bar)
        go_to.setBuddy(self.page_box)
        self.page_box.setAccessibleName(translate("Reader", "Go to page"))
        self.page_box.setToolTip(translate("Reader", "Go to a page (Ctrl+G)"))
        self.page_box.setKeyboardTracking(False)
        self.page_box.valueChanged.connect(lambda n: self.pages.go_to_page(n - 1))
        self.page_box.editingFinished.connect(self.pages.setFocus)
        row.addWidget(self.page_box)
        for text, name, tip, run in (
            (
                "−",
                translate("Reader", "Zoom out"),
                translate("Reader", "Zoom out (Ctrl+-)"),
                lambda: self.pages.zoom_by(1 / ZOOM_STEP),
            ),
            (
                "+",
                translate("Reader", "Zoom in"),
                translate("Reader", "Zoom in (Ctrl++)"),
                lambda: self.pages.zoom_by(ZOOM_STEP),
            ),
        ):
            button = QToolButton(bar)
            button.setText(text)
            button.setToolTip(tip)
            button.setAccessibleName(name)
            button.setAutoRaise(True)
            button.clicked.connect(run)
            row.addWidget(button)
        self.zoom_button = QToolButton(bar)
        self.zoom_button.setToolTip(translate("Reader", "Fit the page to the width (Ctrl+0)"))
        self.zoom_button.setAccessibleName(translate("Reader", "Fit width"))
        self.zoom_button.setAutoRaise(True)
        self.zoom_button.clicked.connect(self.pages.fit_width)
        row.addWidget(self.zoom_button)
        for text, tip, run in (
            (
                translate("Reader", "Find"),
                translate("Reader", "Find in this PDF (Ctrl+F)"),
                self.start_find,
            ),
            (
                translate("Reader", "Quote"),
                translate("Reader", "Quote the selected text into the notes (Ctrl+Shift+Q)"),
                self.quote,
            ),
            (
                translate("Reader", "Close"),
                translate("Reader", "Back to the list; Lectern keeps the page (Esc)"),
                self.close_reader,
            ),
        ):
            button = QToolButton(bar)
            button.setText(text)
            button.setToolTip(tip)
            button.setAutoRaise(True)
            button.clicked.connect(run)
            row.addWidget(button)
        return bar

    # --- opening and closing ----------------------------------------------------------------
    def paper_id(self) -> str | None:
        return self._pid

    def path(self) -> str:
        """The file shown ("" when none)."""
        return self._path

    def is_reading(self) -> bool:
        return self._pid is not None

    def open(
        self, paper_id: str, path: str, title: str, page: int = 1, *, turn: bool = False
    ) -> None:
        """Show `path` (the PDF of `paper_id`) at `page` (1 is the first) once it opens. The
        PDF already shown stays where it is, unless `turn` asks for `page` (a passage)."""
        if self._pid is not None and (paper_id, path) == (self._pid, self._path):
            if turn and self._shown:
                self.pages.go_to_page(page - 1)
            elif turn:
                self._start_page = page
            self.pages.setFocus(Qt.FocusReason.OtherFocusReason)
            self._flash_pending()
            return
        self.close_reader()
        self._pid, self._path, self._start_page = paper_id, path, page
        self._sha256 = None
        self.title.setText(title)
        self.title.setToolTip(title)
        self.page_label.setText(translate("Reader", "Opening…"))
        self.page_box.setEnabled(False)
        self.problem.setText("")
        self.stack.setCurrentWidget(self.pages)
        self.pages.clear()
        self.renderer.open(path)
        self.pages.setFocus(Qt.FocusReason.OtherFocusReason)

    def _opened(self, generation: int, sizes: list[tuple[float, float]]) -> None:
        if generation != self.renderer.generation or self._pid is None:
            return
        self._shown = True
        self.pages.show_document(sizes)
        self.page_box.blockSignals(True)
        self.page_box.setRange(1, len(sizes))
        self.page_box.blockSignals(False)
        self.page_box.setEnabled(True)
        if self._start_page > 1:
            self.pages.go_to_page(self._start_page - 1)
        self._show_page()
        self._show_zoom()
        self.opened.emit(self._pid, len(sizes))
        self.page_changed.emit(self._pid, self.current_page(), len(sizes))

    def _failed(self, generation: int, message: str) -> None:
        if generation != self.renderer.generation:
            return
        self.page_label.setText("")
        self.problem.setText(
            translate("Reader", "{problem}\n\n{path}\n\nPress Esc to go back.").format(
                problem=message, path=self._path
            )
        )
        self.stack.setCurrentWidget(self.problem)
        self.problem.setFocus(Qt.FocusReason.OtherFocusReason)

    def close_reader(self) -> None:
        """Back to the list: the paper and the page it was left at are told (`closed`)."""
        if self._pid is None:
            return
        pid, shown = self._pid, self._shown
        page, pages = self.current_page(), self.pages.page_count
        self._pid, self._path, self._shown = None, "", False
        self._sha256 = None
        self._text_wanted.clear()
        self._leave_mark()
        self.close_find()
        self.renderer.close_document()
        self.pages.clear()
        self.closed.emit(pid, page if shown else 0, pages)

    def stop(self) -> None:
        """The window closes: the reader's place is told, and its thread ends."""
        self.close_reader()
        self.renderer.stop()

    # --- pages -----------------------------------------------------------------------------
    def current_page(self) -> int:
        """The page being read, 1 for the first."""
        return self.pages.page + 1

    def page_count(self) -> int:
        return self.pages.page_count

    def _page_changed(self, _page: int) -> None:
        self._show_page()
        if self._pid is not None and self._shown:
            self.page_changed.emit(self._pid, self.current_page(), self.pages.page_count)

    def _show_page(self) -> None:
        count = self.pages.page_count
        self.page_label.setText(
            translate("Reader", "Page {page} of {pages}").format(
                page=self.current_page(), pages=count
            )
            if count
            else ""
        )
        self.page_box.blockSignals(True)
        self.page_box.setValue(self.current_page())
        self.page_box.blockSignals(False)

    def _show_zoom(self) -> None:
        if self.pages.fits_width:
            self.zoom_button.setText(translate("Reader", "Fit width"))
        else:
            percent = round(self.pages.scale * 72 / 96 * 100)
            self.zoom_button.setText(translate("Reader", "{percent}%").format(percent=percent))

    def go_to_page_box(self) -> None:
        self.page_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.page_box.selectAll()

    # --- find ------------------------------------------------------------------------------
    def start_find(self) -> None:
        if self._shown:
            self.find_bar.start()

    def close_find(self) -> None:
        self.renderer.cancel_find()
        self._search = -1
        self._matches, self._match = [], -1
        self.pages.show_matches([])
        self.find_bar.hide()
        self.find_bar.show_count(-1, 0)
        if self._pid is not None:
            self.pages.setFocus(Qt.FocusReason.OtherFocusReason)

    def _find(self, words: str) -> None:
        self._matches, self._match = [], -1
        self.pages.show_matches([])
        if not words:
            self.find_bar.show_count(-1, 0)
            return
        self._search = self.renderer.find(words)
        self.find_bar.show_count(-1, -1)

    def _found(self, generation: int, number: int, found: list[Match]) -> None:
        if generation != self.renderer.generation or number != self._search:
            return
        self._matches = found
        self.pages.show_matches(found)
        here = self.pages.page
        self._match = next((i for i, m in enumerate(found) if m.page >= here), 0) if found else -1
        self._show_match()

    def _step(self, by: int) -> None:
        if self._matches:
            self._match = (self._match + by) % len(self._matches)
            self._show_match()

    def _show_match(self) -> None:
        self.pages.show_match(self._match)
        self.find_bar.show_count(self._match, len(self._matches))

    # --- quoting ---------------------------------------------------------------------------
    def quote(self) -> None:
        """The selected text, quoted with its page, for the paper's notes."""
        selection = self.pages.selection
        if selection is None or self._pid is None:
            self.notice.emit(
                translate("Reader", "Select some text with the mouse first, then quote it.")
            )
            return
        self._read_text(selection, self._quote_read)
        # Quoted, the text is done with, as when it is marked: N goes on to the notes.
        self._leave_selection()

    def _quote_read(self, page: int, text: str) -> None:
        if self._pid is not None and text.strip():
            self.quote_requested.emit(self._pid, quoted(text, page + 1))

    def _read_text(self, selection: Selection, then: Callable[[int, str], None]) -> None:
        self._text_wanted.append(then)
        self.renderer.read_text(selection.page, selection.first, selection.last)

    def _text_read(self, generation: int, page: int, text: str) -> None:
        if generation != self.renderer.generation or not self._text_wanted:
            return
        self._text_wanted.popleft()(page, text)

    # --- marks -----------------------------------------------------------------------------
    def _build_marking(self) -> None:
        viewport = self.pages.viewport()
        self.mark_bar = MarkBar(viewport)
        self.mark_bar.colour_chosen.connect(self.highlight)
        self.mark_bar.underline_chosen.connect(self.underline)
        self.mark_bar.note_chosen.connect(self.write_note)
        self.mark_bar.delete_chosen.connect(self.delete_mark)
        self.note_editor = MarkNoteEditor(viewport)
        self.note_editor.saved.connect(self._note_written)
        self.note_editor.cancelled.connect(self._note_left)
        self.pages.text_selected.connect(self._offer_marks)
        self.pages.mark_clicked.connect(self._choose_mark)
        self.pages.pressed_away.connect(self._leave_mark)
        self.pages.verticalScrollBar().valueChanged.connect(lambda _v: self._place_bar())
        self.pages.zoom_changed.connect(self._place_bar)

    def show_marks(self, sha256: str, marks: list[Mark]) -> None:
        """The paper's marks as the library keeps them, and the file's SHA-256: the marks
        made on this file are drawn (another file's rectangles would be in the wrong place)."""
        self._sha256 = sha256 or None  # unreadable: no mark is made on it
        self.pages.show_marks([m for m in marks if sha256 and m.sha256 == sha256])
        chosen = self.pages.chosen_mark
        if chosen is not None and self.pages.mark(chosen) is None:
            self._leave_mark()  # deleted (or undone) meanwhile
        elif chosen is not None:
            self._place_bar()
        self._flash_pending()

    def can_mark(self) -> bool:
        """Whether a mark can be made now: the file's SHA-256, which a mark names, is read."""
        return self._sha256 is not None

    def flash_mark(self, paper_id: str, mark_id: str) -> None:
        """Outline the mark a moment once its paper is shown with its marks (the reader
        is being asked to open it at the mark's page)."""
        self._flash_when_shown = (paper_id, mark_id)
        self._flash_pending()

    def _flash_pending(self) -> None:
        pending = self._flash_when_shown
        if pending is not None and pending[0] == self._pid and self.pages.mark(pending[1]):
            self._flash_when_shown = None
            self.pages.flash(pending[1])

    def _offer_marks(self) -> None:
        self.pages.choose_mark(None)
        self._place_bar()

    def _choose_mark(self, mark_id: str) -> None:
        self.pages.clear_selection()
        self.pages.choose_mark(mark_id)
        self._place_bar()

    def _leave_mark(self) -> None:
        """No selection or mark to act on any more: the bar and the note editor go."""
        self.mark_bar.hide()
        if self.note_editor.isVisible():
            self.note_editor.hide()
            self._noting = None
        if self.pages.chosen_mark is not None:
            self.pages.choose_mark(None)

    def is_marking(self) -> bool:
        """Whether the marking keys (1–5, U, N, Delete, Esc) act: text is selected or a mark
        is chosen, and no note is being written."""
        if self.note_editor.isVisible():
            return False
        return self.pages.chosen_mark is not None or self.pages.selection is not None

    def _place_bar(self) -> None:
        """The bar by the chosen mark or the selection while it is in view (scrolled away,
        the bar goes; the keys still act on it)."""
        view = self.pages.viewport().rect()
        chosen = self.pages.mark(self.pages.chosen_mark or "")
        if chosen is not None:
            near = ending(self.pages.mark_lines(chosen))
            if near is not None and view.intersects(near):
                self.mark_bar.show_for_mark(near, chosen.colour, chosen.kind)
                return
        spot = ending(self.pages.selection_lines()) if chosen is None else None
        if spot is None or not view.intersects(spot):
            self.mark_bar.hide()
        else:
            self.mark_bar.show_for_selection(spot)

    def highlight(self, colour: Colour) -> None:
        """Highlight the selected text in `colour`, or give the chosen mark that colour."""
        chosen = self.pages.mark(self.pages.chosen_mark or "")
        if chosen is not None:
            if chosen.colour is not colour:
                self.mark_recoloured.emit(chosen.id, colour)
            self._leave_mark()
            return
        self._make(colour, Kind.HIGHLIGHT)

    def underline(self) -> None:
        """Underline the selected text; a chosen underline becomes a highlight again."""
        chosen = self.pages.mark(self.pages.chosen_mark or "")
        if chosen is not None:
            kind = Kind.HIGHLIGHT if chosen.kind is Kind.UNDERLINE else Kind.UNDERLINE
            self.mark_kind_changed.emit(chosen.id, kind)
            self._leave_mark()
            return
        self._make(Colour.YELLOW, Kind.UNDERLINE)

    def write_note(self) -> None:
        """Open the note editor by the selected text (a margin note) or the chosen mark."""
        chosen = self.pages.mark(self.pages.chosen_mark or "")
        selection = self.pages.selection
        if chosen is not None:
            self._noting = chosen.id
            lines = self.pages.mark_lines(chosen)
            near, note = lines[-1].toAlignedRect(), chosen.note
        elif selection is not None and (spot := ending(self.pages.selection_lines())) is not None:
            self._noting = selection
            near, note = spot, ""
        else:
            return
        self.mark_bar.hide()
        self.note_editor.start(near, note)

    def _note_written(self, note: str) -> None:
        noting, self._noting = self._noting, None
        if isinstance(noting, str):
            chosen = self.pages.mark(noting)
            if chosen is not None and chosen.note != note:
                self.mark_noted.emit(noting, note)
            self.pages.choose_mark(None)
        elif noting is not None and note:
            self._make(Colour.YELLOW, Kind.NOTE, note, noting)
        self.pages.setFocus(Qt.FocusReason.OtherFocusReason)

    def _note_left(self) -> None:
        self._noting = None
        self._place_bar()
        self.pages.setFocus(Qt.FocusReason.OtherFocusReason)

    def delete_mark(self) -> None:
        chosen = self.pages.chosen_mark
        if chosen is not None:
            self._leave_mark()
            self.mark_deleted.emit(chosen)

    def _make(
        self, colour: Colour, kind: Kind, note: str = "", selection: Selection | None = None
    ) -> None:
        """A new mark over the selected text, told once its text is read."""
        selection = selection or self.pages.selection
        pid, sha256 = self._pid, self._sha256
        if selection is None or pid is None:
            return
        if sha256 is None:  # read a moment after the PDF opens
            self.notice.emit(translate("Reader", "The PDF is still being read; mark it again."))
            return
        if selection != self.pages.selection:
            return  # the selection went while the note was written
        rects = rects_of(self.pages.selected_boxes())
        self.mark_bar.hide()
        self.pages.clear_selection()
        if not rects:
            return

        def made(page: int, text: str) -> None:
            words = plain_text(text)
            if self._pid == pid and words:
                self.mark_made.emit(
                    new_mark(pid, sha256, page, rects, words, colour=colour, kind=kind, note=note)
                )

        self._read_text(selection, made)

    # --- keys ------------------------------------------------------------------------------
    def _keyed(self) -> tuple[tuple[KeyId, Callable[[], None]], ...]:
        pages = self.pages
        return (
            (KeyId.READER_NEXT_PAGE, pages.next_page),
            (KeyId.READER_PREVIOUS_PAGE, pages.previous_page),
            (KeyId.READER_SCROLL_DOWN, lambda: pages.scroll_by(1)),
            (KeyId.READER_SCROLL_UP, lambda: pages.scroll_by(-1)),
            (KeyId.READER_FIRST_PAGE, pages.first_page),
            (KeyId.READER_LAST_PAGE, pages.last_page),
            (KeyId.READER_GO_TO_PAGE, self.go_to_page_box),
            (KeyId.READER_ZOOM_IN, lambda: pages.zoom_by(ZOOM_STEP)),
            (KeyId.READER_ZOOM_OUT, lambda: pages.zoom_by(1 / ZOOM_STEP)),
            (KeyId.READER_FIT_WIDTH, pages.fit_width),
            (KeyId.READER_FIND, self.start_find),
            (KeyId.READER_QUOTE, self.quote),
            (KeyId.READER_CLOSE, self.close_reader),
        )

    def _marking_keyed(self) -> tuple[tuple[KeyId, Callable[[], None]], ...]:
        return (
            (KeyId.READER_UNDERLINE, self.underline),
            (KeyId.READER_MARK_NOTE, self.write_note),
            (KeyId.READER_DELETE_MARK, self.delete_mark),
            (KeyId.READER_LEAVE_MARK, self._leave_selection),
        )

    def _leave_selection(self) -> None:
        self._leave_mark()
        self.pages.clear_selection()

    def _run_marking_key(self, event: QKeyEvent, *, run: bool) -> bool:
        """Whether `event` is a marking key while text is selected or a mark chosen."""
        if not self.is_marking():
            return False
        for key, colour in zip(widget_key(KeyId.READER_HIGHLIGHT).keys, Colour, strict=True):
            if matches(event, (key,)):
                if run:
                    self.highlight(colour)
                return True
        for key_id, action in self._marking_keyed():
            if matches(event, widget_key(key_id).keys):
                if run:
                    action()
                return True
        return False

    def _run_key(self, event: QKeyEvent, *, run: bool) -> bool:
        """Whether `event` is one of the reader's keys (run it when `run`)."""
        if self.find_bar.field.hasFocus() or self.page_box.hasFocus():
            return False  # typing: the Find bar and the page box keep their keys
        if self.note_editor.isVisible() and self.note_editor.isAncestorOf(
            self.focusWidget() or self
        ):
            return False  # writing a note: its keys are the editor's
        if self._run_marking_key(event, run=run):
            return True
        for key, action in self._keyed():
            if matches(event, widget_key(key).keys):
                if run:
                    action()
                return True
        return False

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            assert isinstance(event, QKeyEvent)
            if self._run_key(event, run=False):
                event.accept()  # the reader's key, not the window's action
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._run_key(event, run=True):
            event.accept()
            return
        super().keyPressEvent(event)
