"""The detail pane: everything about one paper, in one scrolling column.

It reads through ``service.entry`` (in memory) and refreshes itself from ``service.changed``;
it never writes except the notes autosave. Status, rating, tags and title edits are emitted
as requests so the window can apply them through undo.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from lectern.core.attached import full_path
from lectern.core.errors import LecternError
from lectern.core.models import Annotation, Entry
from lectern.core.pdf.outcome import Outcome
from lectern.core.results import ChangeKind
from lectern.core.text import abstract_html
from lectern.gui.detail.abstract_parts import AbstractParts
from lectern.gui.detail.abstract_view import SafeTextBrowser
from lectern.gui.detail.banner import RecordBanner
from lectern.gui.detail.flow_layout import FlowLayout
from lectern.gui.detail.header import DetailHeader
from lectern.gui.detail.marks_list import MarkList
from lectern.gui.detail.note_conflicts import ConflictBanner
from lectern.gui.detail.notes_editor import NotesEditor
from lectern.gui.detail.paper_form import PaperForm
from lectern.gui.detail.passages import PassageList
from lectern.gui.detail.read_timer import ReadTimer
from lectern.gui.detail.related_list import RelatedList
from lectern.gui.detail.selection_panel import SelectionPanel
from lectern.gui.detail.status_selector import StatusSelector
from lectern.gui.detail.tags_editor import TagsEditor
from lectern.gui.detail.timeline import status_timeline
from lectern.gui.i18n import translate
from lectern.gui.stars import StarRating

if TYPE_CHECKING:
    from lectern.core.library import Change, Library
    from lectern.gui.service import LibraryService
    from lectern.gui.table.model import EntrySource

log = logging.getLogger(__name__)

MIN_WIDTH = 260  # at 800 px wide the window still has room for the list beside it


def _render_abstract(text: str) -> str:
    """lectern.core.text.abstract_html, or the escaped text if the renderer trips over odd input."""
    try:
        return abstract_html(text)
    except Exception:
        log.exception("rendering an abstract failed; showing it as plain text")
        return "<p>" + html.escape(text) + "</p>"


class DetailPane(QWidget):
    status_requested = Signal(object)  # Status
    rating_requested = Signal(int)
    tags_added = Signal(list)
    tags_removed = Signal(list)
    title_requested = Signal(str)
    paper_activated = Signal(str)
    notes_escape = Signal()  # Esc in the notes, or in the empty tag field: leave the pane
    # paper id, the fields the form changed: a dict, passed as it is (a Qt map would sort
    # the record's fields by name)
    edit_requested = Signal(str, object)
    restore_requested = Signal(str)
    merge_requested = Signal(list, str)  # the papers, the one they join
    dismiss_requested = Signal(list)
    history_requested = Signal(str)  # the paper's History…: the History window, filtered to it
    passage_opened = Signal(str, int)  # a passage's page clicked: (paper id, page from 1)
    mark_opened = Signal(str, int, str)  # a mark clicked: (paper id, page from 1, mark id)
    page_asked = Signal(str, int)  # a lectern://open/ID?page=N link in the notes clicked
    copy_marks_requested = Signal(str)  # the Marks section's Copy as Markdown: paper id

    def __init__(
        self,
        service: LibraryService,
        parent: QWidget | None = None,
        *,
        entries: EntrySource | None = None,
    ) -> None:
        """`entries`: where papers are read (the window's changes still being written)."""
        super().__init__(parent)
        self._service = service
        self._entries: EntrySource = entries if entries is not None else service
        self._pid: str | None = None
        self._selection: list[str] = []
        self._abstract_source: str | None = None
        self._terms: tuple[str, ...] = ()
        self._query = ""  # the search as run: its passages in the PDF are shown
        self.setObjectName("detailPane")
        self.setMinimumWidth(MIN_WIDTH)

        self._stack = QStackedLayout(self)
        self.empty_page = self._build_empty_page()
        self._stack.addWidget(self.empty_page)

        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setAccessibleName(translate("DetailPane", "The paper's details"))
        # Not a Tab stop of its own (it would show no mark): Tab goes to its controls, and
        # the area scrolls to the one the keyboard is on.
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        content = QWidget()
        content.setObjectName("detailContent")
        self.scroll_area.setWidget(content)
        self._stack.addWidget(self.scroll_area)
        self.selection_panel = SelectionPanel()
        self.selection_panel.status_requested.connect(self.status_requested)
        self.selection_panel.rating_requested.connect(self.rating_requested)
        self.selection_panel.tags_added.connect(self.tags_added)
        self._stack.addWidget(self.selection_panel)
        column = QVBoxLayout(content)
        column.setContentsMargins(16, 14, 16, 18)
        column.setSpacing(10)

        self.banner = RecordBanner(service)
        self.banner.restore_requested.connect(self.restore_requested)
        self.banner.merge_requested.connect(self.merge_requested)
        self.banner.dismiss_requested.connect(self.dismiss_requested)
        self.banner.paper_activated.connect(self.paper_activated)
        column.addWidget(self.banner)
        self.notes = NotesEditor(service)
        self.conflicts = ConflictBanner(service, self.notes)  # versions from two devices
        column.addWidget(self.conflicts)

        self.header = DetailHeader()
        self.header.title_requested.connect(self.title_requested)
        self.header.edit_requested.connect(self.start_editing)
        self.header.link_opened.connect(self._record_read)
        self.read_timer = ReadTimer(self)
        self.read_timer.read.connect(service.record_read)
        column.addWidget(self.header)
        self.form = PaperForm(key_check=self._check_key)
        self.form.save_requested.connect(self.edit_requested)
        self.form.closed.connect(self._form_closed)
        self.form.hide()
        column.addWidget(self.form)

        controls = QWidget()
        controls_flow = FlowLayout(controls, spacing=12)
        self.status_selector = StatusSelector()
        self.status_selector.status_requested.connect(self.status_requested)
        controls_flow.addWidget(self.status_selector)
        self.stars = StarRating()
        self.stars.rating_changed.connect(self.rating_requested)
        controls_flow.addWidget(self.stars)
        column.addWidget(controls)

        self.tags_editor = TagsEditor()
        self.tags_editor.tags_added.connect(self.tags_added)
        self.tags_editor.tags_removed.connect(self.tags_removed)
        self.tags_editor.set_known_tags_provider(
            lambda: self._service.library.notes.tag_counts() if self._service.is_open else {}
        )
        column.addWidget(self.tags_editor)

        self.history_label = QLabel()
        self.history_label.setObjectName("mutedLabel")
        self.history_label.setWordWrap(True)
        self.history_label.setTextFormat(Qt.TextFormat.PlainText)
        self.history_label.setAccessibleName(translate("DetailPane", "Status history"))
        self.history_button = QPushButton(translate("DetailPane", "History…"))
        self.history_button.setFlat(True)
        self.history_button.setToolTip(
            translate("DetailPane", "Every change to this paper, and undo any of them")
        )
        self.history_button.clicked.connect(lambda: self.history_requested.emit(self._pid or ""))
        history_row = QHBoxLayout()
        history_row.addWidget(self.history_label, 1)
        history_row.addWidget(self.history_button, 0, Qt.AlignmentFlag.AlignTop)
        column.addLayout(history_row)

        column.addWidget(self._rule())
        self.abstract_heading = QLabel(translate("DetailPane", "Abstract"))
        self.abstract_heading.setObjectName("sectionHeading")
        column.addWidget(self.abstract_heading)
        self.abstract_view = SafeTextBrowser()
        self.abstract_view.setAccessibleName(translate("DetailPane", "Abstract"))
        column.addWidget(self.abstract_view)
        self.abstract_parts = AbstractParts()  # a long abstract's first part, then more
        self.abstract_parts.part_shown.connect(self._show_abstract_part)
        column.addWidget(self.abstract_parts)
        self.passages = PassageList(service)
        self.passages.passage_opened.connect(self.passage_opened)
        column.addWidget(self.passages)

        column.addWidget(self._rule())
        self.notes.set_writable(service.is_open)
        self.notes.escape_pressed.connect(self.notes_escape)
        self.notes.preview.page_asked.connect(self.page_asked)
        self.tags_editor.escape_pressed.connect(self.notes_escape)  # leaves as the notes do
        self.notes.editor.cursorPositionChanged.connect(self._follow_notes_cursor)
        column.addWidget(self.notes)
        self.marks = MarkList(service)  # under the note: what the user marked in the PDF
        self.marks.mark_opened.connect(self.mark_opened)
        self.marks.copy_requested.connect(self.copy_marks_requested)
        column.addWidget(self.marks)

        column.addWidget(self._rule())
        self.related = RelatedList(service)
        self.related.paper_activated.connect(self.paper_activated)
        column.addWidget(self.related)
        column.addStretch(1)

        self._apply_styles()
        service.changed.connect(self._on_changed)
        service.opened.connect(self._on_opened)
        shown = getattr(entries, "shown", None)  # a change shown before it is written
        if shown is not None:
            shown.connect(self._on_shown)
        self.show_paper(None)

    # --- contract -----------------------------------------------------------------------
    def current_id(self) -> str | None:
        return self._pid

    def target_ids(self) -> list[str]:
        """The papers a status, rating or tag request is for: the selection, or the one shown."""
        if self.is_showing_selection():
            return list(self._selection)
        return [self._pid] if self._pid else []

    def show_selection(self, ids: Sequence[str]) -> None:
        """Several papers selected: "5 papers selected" and what can be done to all of them."""
        self._selection = list(ids) if len(ids) > 1 else []
        if self._selection:
            self.read_timer.showing(None)
            self.selection_panel.show_ids(self._selection, self._annotations)
            self._stack.setCurrentWidget(self.selection_panel)
        elif self._pid is not None:
            if self.is_showing_selection():  # back to one paper: its count starts now
                self.read_timer.showing(self._pid)
            self._stack.setCurrentWidget(self.scroll_area)
        else:
            self._stack.setCurrentWidget(self.empty_page)

    def is_showing_selection(self) -> bool:
        return self._stack.currentWidget() is self.selection_panel

    def show_paper(self, paper_id: str | None) -> None:
        """Show ``paper_id`` (None: the empty state); pending notes are saved first."""
        entry = self._entry(paper_id) if paper_id is not None else None
        if self.form.isVisible() and self.form.paper_id() != paper_id:
            self.form.cancel()
        if entry is None:
            self.banner.clear()
            self.conflicts.clear()
            self.notes.set_paper(None, "")
            self._pid = None
            self.related.load(None)
            self.passages.load(None, "")
            self.marks.load(None)
            self._stack.setCurrentWidget(self.empty_page)
            self.read_timer.showing(None)
            return
        switching = paper_id != self._pid
        self._pid = paper_id
        if not self._selection:
            self._stack.setCurrentWidget(self.scroll_area)
        # The same paper again (the list refreshed): keep what the user is typing.
        self._fill(entry, new_paper=switching)
        if switching:
            self.scroll_area.verticalScrollBar().setValue(0)
            self.related.load(paper_id)
            self.passages.load(paper_id, self._query)
            self.marks.load(paper_id)
            self.read_timer.showing(None if self._selection else paper_id)

    def _record_read(self) -> None:
        """A web link of the paper shown was opened: it counts as read (an attached file
        opens through the window's AttachmentOpener, which says so itself)."""
        if self._pid is not None:
            self._service.record_read(self._pid)

    def _show_abstract_part(self, text: str) -> None:
        self.abstract_view.set_safe_html(_render_abstract(text))
        self.abstract_view.set_highlight_terms(self._terms)

    def set_highlight_terms(self, terms: Sequence[str]) -> None:
        self._terms = tuple(t for t in terms if t)
        self.header.set_highlight_terms(self._terms)
        self.abstract_view.set_highlight_terms(self._terms)

    def set_search(self, query: str) -> None:
        """The search the list shows: the paper shown gets its passages for it."""
        if query != self._query:
            self._query = query
            self.passages.load(self._pid, query)

    def pdf_text_indexed(self, ids: frozenset[str]) -> None:
        """These papers' PDFs were just read: the paper shown, if one, says what they hold."""
        if self._pid is not None and self._pid in ids:
            self.passages.reload()
            self._read_text_notes(self._pid)

    def _read_text_notes(self, paper_id: str) -> None:
        def notes(library: Library) -> dict[str, tuple[str, str]]:
            found = library.fulltext.kept(paper_id).files
            return {
                f.stored: (f.kept.outcome, f.kept.why)
                for f in found
                if f.kept is not None and f.kept.outcome != Outcome.TEXT.value
            }

        self._service.read(notes, lambda found: self.header.set_text_notes(paper_id, found))

    def focus_notes(self) -> None:
        if self._pid is None:
            return
        self.notes.start_editing()
        self.scroll_area.ensureWidgetVisible(self.notes.editor, 0, 40)

    def flush(self) -> None:
        self.notes.flush()

    def start_editing(self) -> None:
        """Show the form for every detail of the paper (F2, or the ✎ button)."""
        entry = self._entry(self._pid) if self._pid is not None else None
        if entry is None:
            return
        self.header.hide()
        self.abstract_heading.hide()
        self.abstract_view.hide()
        self.abstract_parts.hide()
        self.form.start(entry.paper)
        self.scroll_area.ensureWidgetVisible(self.form, 0, 0)

    def _check_key(self, paper_id: str, key: str) -> str:
        """Whether the form may save `key` (the library's keys are in memory); a library still
        opening says so when the edit is written."""
        if not self._service.is_open:
            return key
        return self._service.library.papers.check_new_key(paper_id, key)

    def _form_closed(self) -> None:
        self.header.show()
        self.abstract_heading.show()
        self.abstract_view.show()
        self.abstract_parts.reshow()

    # --- filling ------------------------------------------------------------------------
    def _entry(self, paper_id: str) -> Entry | None:
        try:
            return self._entries.entry(paper_id)
        except (LookupError, LecternError):
            log.info("paper %s is not in the library", paper_id)
            return None

    def _annotations(self, ids: Sequence[str]) -> dict[str, Annotation]:
        """What the window shows for `ids`, without building each paper."""
        read = getattr(self._entries, "annotations", None)  # the window's pending changes
        if callable(read):
            return read(ids)
        return {pid: entry.annotation for pid in ids if (entry := self._entry(pid)) is not None}

    def _fill(self, entry: Entry, *, new_paper: bool) -> None:
        paper, annotation = entry.paper, entry.annotation
        self.banner.show_for(paper)
        self.conflicts.show_for(paper.id, annotation)
        self.header.set_paper(paper)
        if paper.files:
            files, pid = list(paper.files), paper.id
            self._service.read(
                lambda lib: {
                    f: Path(full_path(f, lib.folder)).expanduser().is_file() for f in files
                },
                lambda present: self.header.set_files_present(pid, present),
            )
            if any(f.lower().endswith(".pdf") for f in files):
                self._read_text_notes(pid)
        self.header.set_highlight_terms(self._terms)
        self.status_selector.set_status(annotation.status)
        self.stars.set_rating(annotation.rating)
        self.tags_editor.set_tags(list(annotation.tags))
        self.history_label.setText(status_timeline(paper.added, annotation.history))
        if new_paper or paper.abstract != self._abstract_source:
            self._abstract_source = paper.abstract
            if paper.abstract.strip():
                self._show_abstract_part(self.abstract_parts.first_part(paper.abstract))
            else:
                self.abstract_parts.first_part("")
                self.abstract_view.setPlainText(translate("DetailPane", "No abstract."))
                self.abstract_view.set_highlight_terms(self._terms)
        if new_paper:
            self.notes.set_paper(paper.id, annotation.notes)
        else:
            self.notes.update_from_library(annotation.notes)

    def _on_opened(self, _library: object) -> None:
        self.tags_editor.invalidate_known_tags()  # known before only as "none yet"
        self.notes.set_writable(True)
        self.marks.load(self._pid)  # a paper of the kept rows: its marks, now readable

    def _on_shown(self, ids: list[str]) -> None:
        if self._selection:
            self.selection_panel.refresh(self._annotations)
        if self._pid is not None and self._pid in ids:
            entry = self._entry(self._pid)
            if entry is not None:
                self._fill(entry, new_paper=False)

    def _on_changed(self, change: Change) -> None:
        if self._selection and change.kind is not ChangeKind.SEARCHES:
            self.selection_panel.refresh(self._annotations)
        if self._pid is None:
            return
        if change.kind in (ChangeKind.ANNOTATIONS, ChangeKind.RESET) and change.touches("tags"):
            self.tags_editor.invalidate_known_tags()
        if change.kind is not ChangeKind.RESET and self._pid not in change.ids:
            return
        entry = self._entry(self._pid)
        if entry is None:
            self.show_paper(None)
            return
        self._fill(entry, new_paper=False)
        if change.kind is ChangeKind.RESET:
            self.related.load(self._pid)

    # --- looks ----------------------------------------------------------------------------
    def _build_empty_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        title = QLabel(translate("DetailPane", "No paper selected"))
        title.setObjectName("emptyTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        hint = QLabel(
            translate(
                "DetailPane",
                "Select a paper in the list to read its abstract,\n"
                "rate it, tag it and write notes.",
            )
        )
        hint.setObjectName("mutedLabel")
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addStretch(2)
        return page

    def _rule(self) -> QFrame:
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Plain)
        line.setObjectName("rule")
        line.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return line

    def _apply_styles(self) -> None:
        """Muted text and headings from the palette, so light and dark themes both read well."""
        palette = self.palette()
        muted = palette.color(QPalette.ColorRole.PlaceholderText)
        rule = palette.color(QPalette.ColorRole.Mid)
        for label in self.findChildren(QLabel):
            name = label.objectName()
            if name in ("mutedLabel", "sectionHeading", "emptyTitle"):
                pal = label.palette()
                pal.setColor(QPalette.ColorRole.WindowText, muted)
                label.setPalette(pal)
            if name in ("sectionHeading", "emptyTitle"):
                font = QFont(self.font())
                font.setWeight(QFont.Weight.DemiBold)
                if name == "sectionHeading":
                    font.setCapitalization(QFont.Capitalization.AllUppercase)
                    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 106)
                    font.setPointSizeF(font.pointSizeF() * 0.85)
                else:
                    font.setPointSizeF(font.pointSizeF() * 1.25)
                label.setFont(font)
        for line in self.findChildren(QFrame, "rule"):
            pal = line.palette()
            pal.setColor(QPalette.ColorRole.WindowText, rule)
            line.setPalette(pal)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._apply_styles()

    def _follow_notes_cursor(self) -> None:
        editor = self.notes.editor
        content = self.scroll_area.widget()
        if not editor.hasFocus() or content is None:
            return
        rect = editor.cursorRect()
        point = editor.viewport().mapTo(content, rect.center())
        self.scroll_area.ensureVisible(point.x(), point.y(), 10, rect.height() + 16)
