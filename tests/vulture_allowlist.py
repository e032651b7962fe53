"""What `make lint`'s dead-code check (vulture, over core/ and gui/) cannot see used.

vulture reads names, not calls: it cannot know that Qt, Whoosh or expat call a method by its
name, nor that a test reads what the user would see through a small accessor. Each name here
says who uses it. The file is never run: vulture reads it as one more use of each name, and
mypy checks it with the tests, so an entry whose name is gone fails the lint.
"""

from __future__ import annotations

import asyncio
import logging
import urllib.request
from collections.abc import Callable
from xml.parsers.expat import XMLParserType

from PySide6.QtWidgets import QStyleOptionViewItem
from whoosh.codec.whoosh3 import W3FieldWriter
from whoosh.lang import dmetaphone, morph_en

from lectern.core.capture import page as capture_page
from lectern.core.capture.reading import CapturedRecord, read_capture
from lectern.core.capture.saving import SaveOutcome
from lectern.core.crosswalk import BY_NAME, Concept
from lectern.core.marks.copy_with_marks import save_copy_with_marks
from lectern.core.marks.found_again import find_again
from lectern.core.marks.pdf_annotations import PdfMarks, marks_in_pdf
from lectern.core.models import Paper
from lectern.core.pdf.reader import PdfReader
from lectern.core.search.analysis import WeightOnly
from lectern.core.search.query.nodes import AllWords, InAbstract, _LecternQuery
from lectern.core.search.ranking import ranked_tiers
from lectern.core.search.whoosh_private import IndexWriter, _Lengths, _PostingPool
from lectern.core.stats import ReadingStats
from lectern.core.storage.derived.paper_lines import PaperLines
from lectern.core.sync.merge import Merger
from lectern.core.text.latex import known_macro
from lectern.core.view import ViewResult
from lectern.gui.context.status_bar import StatusBar
from lectern.gui.declarations.declaration import Context, Declared
from lectern.gui.detail.abstract_view import SafeTextBrowser
from lectern.gui.detail.flow_layout import FlowLayout
from lectern.gui.detail.header import _TitleLabel
from lectern.gui.detail.notes_editor import _Preview
from lectern.gui.detail.read_timer import ReadTimer
from lectern.gui.detail.related_list import RelatedList
from lectern.gui.detail.status_selector import StatusSelector
from lectern.gui.detail.tags_editor import TagChip, TagsEditor
from lectern.gui.dialogs.export import ExportDialog
from lectern.gui.dialogs.history import HistoryDialog
from lectern.gui.reader.page_view import PageView
from lectern.gui.reader.reader import Reader
from lectern.gui.service import LibraryService
from lectern.gui.service.pdf_text import PdfTextReading
from lectern.gui.stars import StarRating
from lectern.gui.table.model import LibraryEntries, PaperTableModel
from lectern.gui.theme import is_dark
from lectern.gui.window.sidebar import Sidebar

# Qt's virtual methods: Qt calls the overrides by name (layouts, size hints, events, the
# model's header and drag data, the text browser's resource loading and navigation).
_QT_OVERRIDES = (
    FlowLayout.takeAt,
    FlowLayout.expandingDirections,
    FlowLayout.hasHeightForWidth,
    FlowLayout.heightForWidth,
    StarRating.minimumSizeHint,
    StatusSelector.minimumSizeHint,
    _TitleLabel.mouseDoubleClickEvent,
    _Preview.mouseDoubleClickEvent,
    PaperTableModel.headerData,
    PaperTableModel.mimeTypes,
    SafeTextBrowser.loadResource,
    SafeTextBrowser.setSource,
    PageView.mouseReleaseEvent,
    # A style option's field, read by the style that paints the sidebar's rows.
    QStyleOptionViewItem.displayAlignment,
)

# Whoosh's Format, Query, reader and writer APIs: Whoosh calls these by name.
_WHOOSH_API = (
    WeightOnly.posting_size,
    WeightOnly.word_values,
    WeightOnly.decode_frequency,
    WeightOnly.decode_weight,
    _LecternQuery.estimate_size,
    _LecternQuery.estimate_min_size,
    AllWords.is_leaf,
    InAbstract.is_leaf,
    _Lengths.doc_field_length,
    IndexWriter._flush_segment,
    _PostingPool.currentsize,  # type: ignore[misc]  # Whoosh's pool: its size, to know when to spill
    W3FieldWriter._btext,  # the term a field writer writes: Whoosh reads it when the term ends
    # lean_imports puts lazy stand-ins in these modules, for Whoosh's imports to find.
    urllib.request.urlretrieve,
    asyncio.ensure_future,
    morph_en.variations,
    dmetaphone.double_metaphone,
)

# Set on the standard library's objects, which read them: expat calls its handlers and
# obeys its options; logging prints a record's level name.
_STANDARD_LIBRARY = (
    XMLParserType.StartElementHandler,
    XMLParserType.EndElementHandler,
    XMLParserType.CharacterDataHandler,
    XMLParserType.StartDoctypeDeclHandler,
    XMLParserType.EntityDeclHandler,
    XMLParserType.ExternalEntityRefHandler,
    XMLParserType.buffer_text,
    logging.LogRecord.levelname,
)

# Listed by iteration: the test that no two declarations claim one key in one place goes
# through every Context, WINDOW being where a window action's key works.
_BY_ITERATION = (Context.WINDOW,)


# Fields only an instance has (slotted dataclasses, a widget's child): Concept.names() reads a
# dialect's field (bibtex, ris, medline, endnote) with getattr; the tests read a view's missing_scope and click a
# tag chip's remove_button.
_INSTANCE_FIELDS: tuple[
    Callable[[Concept], object],
    Callable[[Concept], object],
    Callable[[Concept], object],
    Callable[[Concept], object],
    Callable[[ViewResult], object],
    Callable[[TagChip], object],
] = (
    lambda concept: concept.bibtex,
    lambda concept: concept.ris,
    lambda concept: concept.medline,
    lambda concept: concept.endnote,
    lambda result: result.missing_scope,
    lambda chip: chip.remove_button,
)


# The accessors through which the tests read what the user sees or what the library holds,
# and the seams they drive it through (the model on a plain library, a merge of records,
# a wait for the writer, a dialog's format or kind chosen as a click would).
_READ_BY_TESTS = (
    BY_NAME,
    Paper.is_live,
    PaperLines.is_live,
    ReadingStats.max_finished,
    ReadingStats.max_opened,
    ReadingStats.max_backlog,
    Merger.apply_all,
    known_macro,
    Declared.yields_to,
    SafeTextBrowser.has_images,
    SafeTextBrowser.highlight_count,
    ReadTimer.is_counting,
    RelatedList.activate,
    TagsEditor.chip_texts,
    ExportDialog.set_format,
    HistoryDialog.set_kind,
    LibraryService.wait_idle,
    LibraryEntries,
    PaperTableModel.entry_at,
    is_dark,
    Sidebar.count_text,
    StatusBar.busy,
    StatusBar.notice_text,
    PageView.can_select,
    PageView.image_count,
    PageView.matches_on,
    PageView.page_top,
    Reader.can_mark,  # the marking tests press a key once a mark can be made
    PdfReader.worker_pid,  # a hung worker is killed, the next file gets a new one
    PdfTextReading.child_pid,  # closing the window while it reads leaves no process
)

# The browser's save, whose native-messaging host and popup are still to come (issue 40):
# the tests read pages with them now, and docs/browser.md is their contract.
_BROWSER_CAPTURE = (
    capture_page.META_ATTRIBUTES,  # the content script's rules, as tests/core/helpers_capture
    capture_page.ABSTRACT_SELECTORS,  # builds each saved page's capture by them
    capture_page.LINK_RELS,
    capture_page.PDF_LINK_PATTERN,
    read_capture,  # a capture → the page's paper (what the host answers the popup with)
)
_BROWSER_FIELDS: tuple[Callable[[CapturedRecord], object], Callable[[SaveOutcome], object]] = (
    lambda record: record.pdf_url,  # the PDF the popup offers to fetch with the browser's
    lambda outcome: outcome.pdf_attached,  # session, and its "Saved, with its PDF"
)

# Marks other readers made, a copy with marks, marks found again in a replaced file (issue 44):
# the import and "Save a copy with marks" in the window call them once the marks are stored.
_MARKS_PDF = (
    marks_in_pdf,  # an imported PDF's own highlights and notes, listed as its marks
    PdfMarks.said_damaged,  # and how many annotations were left out, told to the user
    save_copy_with_marks,
    find_again,  # a replaced PDF keeps the marks whose text is in it
)

# The tiers a search ranks, every one made at once: tests/core/test_top_k.py compares the
# pruned ranking against scoring every paper of them.
_WHOLE_TIERS = (ranked_tiers,)
