"""The private notes of one paper: Markdown with an edit/preview toggle, saved as you type.

Saving is debounced and runs on the service's writer thread (``library.notes.set_notes`` is durable
and updates the index when it returns), so a word typed here is searchable once "Saved" shows.
A failed save keeps the text in the editor and retries. While the editor has the focus,
Ctrl+Z is its own (the text typed); each save is a change in History, so outside it the
window's Undo takes back a note typed in one go.
A note that arrives from another device while the user is writing never replaces their
text: the editor offers theirs instead (`NoteOffer`), and what they type saves as usual.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.text.latex import DISPLAY_MATH, latex_to_text
from lectern.gui.detail.abstract_view import DISPLAY_MATH_LANGUAGE, SafeTextBrowser, fit_to_text
from lectern.gui.detail.note_conflicts import NoteOffer
from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate
from lectern.gui.lifetime import if_alive

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

SAVE_DELAY_MS = 400
RETRY_DELAY_MS = 5000
MIN_LINES = 6


# Code is left as typed: fenced blocks, then `inline code`.
_CODE = re.compile(r"^(```|~~~).*?(?:^\1[^\n]*$|\Z)|(`+)[^\n]*?\2", re.M | re.S)
# $$display$$, or $inline$ as pandoc reads it: no space inside the dollars, no digit after,
# so "costs $5 and $10" stays money.
_MATH = re.compile(
    DISPLAY_MATH.pattern + r"|(?<![\\$])\$(?P<inline>[^\s$](?:[^$\n]*?[^\s$\\])?)\$(?!\d)", re.S
)
_MARKDOWN_MARKS = re.compile(r"([\\`*_\[\]<>#|~])")
_BACKTICKS = re.compile(r"`+")


def render_math(markdown: str) -> str:
    """The notes' $…$ and $$…$$ as the abstract shows them (LaTeX → Unicode), before the
    Markdown is read; what the conversion gives is escaped so `a_i*b` stays as it reads.
    Display math becomes a fenced block of DISPLAY_MATH_LANGUAGE, which the preview shows
    as a centred block of its own."""
    if "$" not in markdown:
        return markdown

    def convert(match: re.Match[str]) -> str:
        text = latex_to_text(match.group(0))
        display = match.group("display")
        if display is not None and display.strip():
            longest = max((len(run) for run in _BACKTICKS.findall(text)), default=0)
            fence = "`" * max(3, longest + 1)
            return f"\n\n{fence}{DISPLAY_MATH_LANGUAGE}\n{text.strip()}\n{fence}\n\n"
        return _MARKDOWN_MARKS.sub(r"\\\1", text)

    out: list[str] = []
    pos = 0
    for code in _CODE.finditer(markdown):
        out.append(_MATH.sub(convert, markdown[pos : code.start()]))
        out.append(code.group(0))
        pos = code.end()
    out.append(_MATH.sub(convert, markdown[pos:]))
    return "".join(out)


class SaveState:
    """The notes' save state, in English (compared, and emitted by `state_changed`); the
    label shows it translated (`shown`)."""

    IDLE = ""
    PENDING = QT_TRANSLATE_NOOP("SaveState", "Saving…")
    SAVED = QT_TRANSLATE_NOOP("SaveState", "Saved")
    FAILED = QT_TRANSLATE_NOOP("SaveState", "Not saved — retrying")

    @staticmethod
    def shown(state: str) -> str:
        """The state as the label says it, in the user's language."""
        return translate("SaveState", state) if state else ""


class MarkdownEdit(QTextEdit):
    """Plain-text Markdown input that grows with its text (the pane scrolls, not the editor)."""

    escape_pressed = Signal()
    focus_lost = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptRichText(False)
        self.setTabChangesFocus(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setPlaceholderText(
            translate(
                "MarkdownEdit",
                "Write notes in Markdown: **bold**, *italic*, - lists, [links](https://…)",
            )
        )
        self.setAccessibleName(translate("MarkdownEdit", "Notes"))
        self.document().documentLayout().documentSizeChanged.connect(self._fit_height)
        self._fit_height()

    def _fit_height(self, *_: object) -> None:
        fit_to_text(self, self.fontMetrics().lineSpacing() * MIN_LINES)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def sizeHint(self) -> QSize:
        return QSize(200, self.height())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.escape_pressed.emit()
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_lost.emit()


class _Preview(SafeTextBrowser):
    edit_requested = Signal()

    def mouseDoubleClickEvent(self, _event: QMouseEvent) -> None:
        self.edit_requested.emit()


class NotesEditor(QWidget):
    """Notes of the shown paper; owns the debounce and the save state label."""

    escape_pressed = Signal()
    saved = Signal(str)  # paper id whose notes are now on disk and searchable
    state_changed = Signal(str)

    def __init__(self, service: LibraryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._pid: str | None = None
        self._saved_text = ""  # what the library has acknowledged
        self._requested: str | None = ""  # what was last sent to the library (None: resend)
        self._seq = 0  # bumps on every save request; only the newest may say "Saved"
        self._in_flight = 0
        self._sent: list[str] = []  # the texts of the saves still on their way
        self._loading = False
        # Which computer a note that arrives while the user types comes from ("" unknown).
        self.change_source: Callable[[], str] = lambda: ""
        self._state = SaveState.IDLE

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._save)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        header = QHBoxLayout()
        header.setSpacing(6)
        self.heading = QLabel(translate("NotesEditor", "Notes"))
        self.heading.setObjectName("sectionHeading")
        header.addWidget(self.heading)
        self.state_label = QLabel("")
        self.state_label.setObjectName("mutedLabel")
        self.state_label.setAccessibleName(translate("NotesEditor", "Notes save state"))
        header.addWidget(self.state_label)
        header.addStretch(1)
        self.edit_button = QToolButton()
        self.edit_button.setText(translate("NotesEditor", "Edit"))
        self.preview_button = QToolButton()
        self.preview_button.setText(translate("NotesEditor", "Preview"))
        self._modes = QButtonGroup(self)
        for button, tip in (
            (self.edit_button, translate("NotesEditor", "Write the notes (n)")),
            (self.preview_button, translate("NotesEditor", "See the notes rendered")),
        ):
            button.setCheckable(True)
            button.setToolTip(tip)
            button.setAutoRaise(True)
            self._modes.addButton(button)
            header.addWidget(button)
        self._modes.setExclusive(True)
        self.edit_button.clicked.connect(self.show_editor)
        self.preview_button.clicked.connect(self.show_preview)
        layout.addLayout(header)
        self.offer = NoteOffer()
        self.offer.show_theirs.connect(self._take_theirs)
        self.offer.keep_mine.connect(self._keep_mine)
        layout.addWidget(self.offer)

        self.editor = MarkdownEdit()
        self.editor.textChanged.connect(self._on_text_changed)
        self.editor.escape_pressed.connect(self._on_escape)
        self.editor.focus_lost.connect(self.flush)
        self.preview = _Preview()
        self.preview.setAccessibleName(translate("NotesEditor", "Notes preview"))
        self.preview.edit_requested.connect(self.start_editing)
        self.preview.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(self.editor)
        layout.addWidget(self.preview)
        service.failed.connect(self._on_failed)
        self.set_paper(None, "")

    # --- the shown paper ---------------------------------------------------------------
    def paper_id(self) -> str | None:
        return self._pid

    def text(self) -> str:
        return self.editor.toPlainText()

    def state(self) -> str:
        return self._state

    def is_dirty(self) -> bool:
        return self._timer.isActive() or self.text() != self._requested

    def set_paper(self, paper_id: str | None, notes: str) -> None:
        """Show another paper's notes; the previous paper's pending text is saved first."""
        if paper_id != self._pid:
            self.flush()
            self.offer.hide()
        self._pid = paper_id
        self._saved_text = self._requested = notes
        self._load_text(notes)
        self._set_state(SaveState.IDLE)
        if notes.strip():
            self.show_preview()
        else:
            self.show_editor()

    def set_writable(self, writable: bool) -> None:
        """Read-only until the library is open: notes are saved whole, so text typed over
        notes kept from the last session could replace a newer copy on disk."""
        self.editor.setReadOnly(not writable)
        self.state_label.setText(
            SaveState.shown(self._state)
            if writable
            else translate("NotesEditor", "Opening the library…")
        )

    def update_from_library(self, notes: str) -> None:
        """The library's copy changed: take it unless the user is writing (has typed
        something not saved yet, or the editor has the focus); then offer it instead."""
        if notes == self.text() or notes in self._sent:
            return
        if self.is_dirty() or self._in_flight or self.editor.hasFocus():
            if notes != self._saved_text:  # not just our own save coming back
                self.offer.offer(notes, self.change_source())
            return
        self.offer.hide()
        self._saved_text = self._requested = notes
        self._load_text(notes)
        if self.is_previewing():
            self.preview.set_safe_markdown(render_math(notes))

    def _take_theirs(self, theirs: str) -> None:
        """Their note in the editor, as one edit (the editor's Ctrl+Z brings the user's
        back); it saves like typing."""
        self.offer.hide()
        self.show_editor()
        cursor = self.editor.textCursor()
        cursor.select(cursor.SelectionType.Document)
        cursor.insertText(theirs)

    def _keep_mine(self) -> None:
        """Save the editor's text over the note that arrived."""
        self.offer.hide()
        self._requested = None
        self.flush()

    def resolve(self, notes: str) -> None:
        """Settle the paper's note conflicts with `notes`, saved as the note (and shown)."""
        pid = self._pid
        if pid is None:
            return
        self.flush()
        self.offer.hide()
        self._requested = notes
        if notes != self.text():
            self._loading = True
            try:  # one edit: the editor's Ctrl+Z brings back the text before
                cursor = self.editor.textCursor()
                cursor.select(cursor.SelectionType.Document)
                cursor.insertText(notes)
            finally:
                self._loading = False
        if self.is_previewing():
            self.preview.set_safe_markdown(render_math(notes))
        self._submit(pid, notes, lambda lib: lib.notes.resolve_note_conflict(pid, notes))

    def append(self, text: str) -> None:
        """Add `text` after the notes as a paragraph of its own (a quote from the reader),
        as one edit the editor's Ctrl+Z takes back, and save it now."""
        if self._pid is None:
            return
        current = self.text().rstrip("\n")
        whole = f"{current}\n\n{text}\n" if current.strip() else f"{text}\n"
        cursor = self.editor.textCursor()
        cursor.select(cursor.SelectionType.Document)
        cursor.insertText(whole)
        self.flush()
        if self.is_previewing():
            self.preview.set_safe_markdown(render_math(whole))

    def _load_text(self, notes: str) -> None:
        self._loading = True
        try:
            self.editor.setPlainText(notes)
        finally:
            self._loading = False

    # --- modes ---------------------------------------------------------------------------
    def show_editor(self) -> None:
        self.edit_button.setChecked(True)
        self.preview.hide()
        self.editor.show()

    def show_preview(self) -> None:
        self.flush()
        self.preview_button.setChecked(True)
        self.preview.set_safe_markdown(render_math(self.text()))
        if not self.text().strip():
            self.preview.setPlainText(
                translate("NotesEditor", "No notes yet. Double-click or press Edit to write some.")
            )
        self.editor.hide()
        self.preview.show()

    def is_previewing(self) -> bool:
        return not self.preview.isHidden()

    def start_editing(self) -> None:
        """Edit mode with the caret at the end of the notes (the `n` key)."""
        self.show_editor()
        self.editor.setFocus(Qt.FocusReason.ShortcutFocusReason)
        cursor = self.editor.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        self.editor.setTextCursor(cursor)

    # --- saving ------------------------------------------------------------------------
    def _on_text_changed(self) -> None:
        if self._loading or self._pid is None:
            return
        self._set_state(SaveState.PENDING)
        self._timer.start(SAVE_DELAY_MS)

    def flush(self) -> None:
        """Save pending text now (paper switch, focus loss, window close)."""
        if self._timer.isActive() or (self._pid is not None and self.text() != self._requested):
            self._timer.stop()
            self._save()

    def _save(self) -> None:
        pid, text = self._pid, self.text()
        if pid is None:
            return
        if text == self._requested:
            if not self._in_flight:
                self._set_state(SaveState.SAVED if text == self._saved_text else self._state)
            return
        self._requested = text
        self._submit(pid, text, lambda lib: lib.notes.set_notes(pid, text))

    def _submit(self, pid: str, text: str, write: Callable[[Library], None]) -> None:
        self._seq += 1
        seq = self._seq
        self._in_flight += 1
        self._sent.append(text)
        self._set_state(SaveState.PENDING)
        self._service.submit(
            write,
            if_alive(self, lambda _result: self._on_saved(pid, text, seq)),
            # English, as the service logs it; the status bar shows it translated ("Task")
            label=QT_TRANSLATE_NOOP("Task", "Saving notes"),
        )

    def _on_saved(self, pid: str, text: str, seq: int) -> None:
        self._in_flight = max(0, self._in_flight - 1)
        if text in self._sent:
            self._sent.remove(text)
        if pid != self._pid:
            self.saved.emit(pid)
            return
        if seq == self._seq:
            self._saved_text = text
            if not self._timer.isActive() and text == self.text():
                self._set_state(SaveState.SAVED)
        self.saved.emit(pid)

    def _on_failed(self, _title: str, _message: str) -> None:
        if not self._in_flight:
            return
        # The writer runs one job at a time; a failure while our save is queued is treated as
        # ours: keep the text, say so, and try again (set_notes is idempotent).
        self._in_flight = 0
        self._sent.clear()
        self._requested = None  # the retry writes again
        self._set_state(SaveState.FAILED)
        self._timer.start(RETRY_DELAY_MS)

    def _on_escape(self) -> None:
        self.flush()
        self.escape_pressed.emit()

    def _set_state(self, state: str) -> None:
        if state == self._state:
            return
        self._state = state
        self.state_label.setText(SaveState.shown(state))
        self.state_changed.emit(state)
