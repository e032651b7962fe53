"""The paper list model: a QAbstractTableModel over an ordered list of ids (calibre-style).

The query decides which ids and in what order; the model only shows them. Rows read their
entry from the library's in-memory store through a small cache, so 75,000 rows cost one
list of strings, and nothing per row until it is painted.

The model reads through an `EntrySource`: an open library (`LibraryEntries`), or the
window's `LibraryService`, which answers from the rows kept from the last session while the
library is still opening.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from lectern.core.models import MAX_RATING, Entry, Status
from lectern.core.results import SortKey
from lectern.core.text.titles import TitleOrigin, title_origin
from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate
from lectern.gui.names import status_name

if TYPE_CHECKING:
    from lectern.core.library import Library

PaperIdRole = Qt.ItemDataRole.UserRole + 1
PAPER_IDS_MIME = "application/x-lectern-paper-ids"  # papers dragged from the list
RatingRole = Qt.ItemDataRole.UserRole + 2
StatusRole = Qt.ItemDataRole.UserRole + 3

_CACHE_SIZE = 2000
SYNC_SORT_LIMIT = 3000  # larger lists are sorted on the reader thread (sort_requested)
_AUTHORS_SHOWN = 3

Index = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    TITLE = 0
    AUTHORS = 1
    YEAR = 2
    COLLECTION = 3
    STATUS = 4
    RATING = 5
    ADDED = 6
    NOTES = 7  # an indicator: the paper has notes
    TAGS = 8
    VENUE = 9
    MODIFIED = 10  # when the reader last changed its status, stars, tags or notes
    LAST_READ = 11  # when the paper was last read in Lectern
    KEY = 12  # the citation key
    RELEVANCE = 13  # while searching: how well each paper matches (1 is the best match)
    PROGRESS = 14  # how far the paper's PDF was read in the reader

    @property
    def label(self) -> str:
        """The column's name, in the user's language (its header, View → Columns)."""
        return translate("Column", _LABELS[self])

    @property
    def sort_key(self) -> SortKey | None:
        """The order the library sorts this column by; None: the column does not sort."""
        return _SORT_KEYS.get(self)


_LABELS = {
    Column.TITLE: QT_TRANSLATE_NOOP("Column", "Title"),
    Column.AUTHORS: QT_TRANSLATE_NOOP("Column", "Authors"),
    Column.YEAR: QT_TRANSLATE_NOOP("Column", "Year"),
    Column.COLLECTION: QT_TRANSLATE_NOOP("Column", "Collection"),
    Column.STATUS: QT_TRANSLATE_NOOP("Column", "Status"),
    Column.RATING: QT_TRANSLATE_NOOP("Column", "Rating"),
    Column.ADDED: QT_TRANSLATE_NOOP("Column", "Added"),
    Column.NOTES: QT_TRANSLATE_NOOP("Column", "Notes"),
    Column.TAGS: QT_TRANSLATE_NOOP("Column", "Tags"),
    Column.VENUE: QT_TRANSLATE_NOOP("Column", "Venue"),
    Column.MODIFIED: QT_TRANSLATE_NOOP("Column", "Modified"),
    Column.LAST_READ: QT_TRANSLATE_NOOP("Column", "Last read"),
    Column.KEY: QT_TRANSLATE_NOOP("Column", "Key"),
    Column.RELEVANCE: QT_TRANSLATE_NOOP("Column", "Relevance"),
    Column.PROGRESS: QT_TRANSLATE_NOOP("Column", "Progress"),
}
_SORT_KEYS = {
    Column.TITLE: SortKey.TITLE,
    Column.AUTHORS: SortKey.AUTHORS,
    Column.YEAR: SortKey.YEAR,
    Column.COLLECTION: SortKey.COLLECTION,
    Column.STATUS: SortKey.STATUS,
    Column.RATING: SortKey.RATING,
    Column.ADDED: SortKey.ADDED,
    Column.MODIFIED: SortKey.MODIFIED,
    Column.LAST_READ: SortKey.LAST_READ,
    Column.KEY: SortKey.KEY,
    Column.RELEVANCE: SortKey.RELEVANCE,
    Column.PROGRESS: SortKey.PROGRESS,
}
# A first click on these sorts the most first: the best rated, the newest.
DESCENDING_FIRST = frozenset(
    {Column.RATING, Column.ADDED, Column.MODIFIED, Column.LAST_READ, Column.PROGRESS}
)
# A made title's tooltip, a sentence for each way it was made (`TitleOrigin.made_from`,
# which the core words in English).
_MADE_TITLE = {
    TitleOrigin.ABSTRACT: QT_TRANSLATE_NOOP(
        "PaperTableModel", "{title} (title derived from the abstract)"
    ),
    TitleOrigin.DOI: QT_TRANSLATE_NOOP("PaperTableModel", "{title} (title made from its DOI)"),
    TitleOrigin.ARXIV: QT_TRANSLATE_NOOP(
        "PaperTableModel", "{title} (title made from its arXiv id)"
    ),
    TitleOrigin.LINK: QT_TRANSLATE_NOOP("PaperTableModel", "{title} (title made from its link)"),
    TitleOrigin.UNKNOWN: QT_TRANSLATE_NOOP("PaperTableModel", "{title} (title made by Lectern)"),
}
NOTES_MARK = "✎"
_NOTES_TIP = 300

STATUS_COLORS = {
    Status.NEW: "#9a9aa2",
    Status.TO_READ: "#3b82f6",
    Status.READING: "#e0a100",
    Status.READ: "#2e9e5b",
    Status.DROPPED: "#c8524a",
}


def _rank_tip(rank: int) -> str:
    """ "The best match", "The 3rd best match": a sentence for each English ordinal ending,
    which a translation says as its language does."""
    if rank == 1:
        return translate("PaperTableModel", "The best match")
    ending = "th" if 10 <= rank % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(rank % 10, "th")
    if ending == "st":
        text = translate("PaperTableModel", "The {rank}st best match")
    elif ending == "nd":
        text = translate("PaperTableModel", "The {rank}nd best match")
    elif ending == "rd":
        text = translate("PaperTableModel", "The {rank}rd best match")
    else:
        text = translate("PaperTableModel", "The {rank}th best match")
    return text.format(rank=rank)


def format_authors(authors: Sequence[str]) -> str:
    if len(authors) <= _AUTHORS_SHOWN:
        return ", ".join(authors)
    shown = ", ".join(authors[:_AUTHORS_SHOWN])
    return translate("PaperTableModel", "{authors} et al.").format(authors=shown)


def status_icon(status: Status, cache: dict[Status, QIcon] = {}) -> QIcon:  # noqa: B006
    """A small coloured dot, so a column of statuses can be read at a glance."""
    icon = cache.get(status)
    if icon is None:
        pixmap = QPixmap(16, 16)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(STATUS_COLORS[status]))
        painter.drawEllipse(4, 4, 8, 8)
        painter.end()
        icon = cache[status] = QIcon(pixmap)
    return icon


PDF_ONLY_TIP = QT_TRANSLATE_NOOP(
    "PaperTableModel",
    "Found only in its PDF: the search words are not in its title, abstract or notes",
)  # shown through pdf_only_tip()


def pdf_only_tip() -> str:
    """What the PDF mark beside a title says, in the user's language."""
    return translate("PaperTableModel", PDF_ONLY_TIP)


def pdf_match_icon(cache: list[QIcon] = []) -> QIcon:  # noqa: B006
    """A small page with its corner folded down and lines of text: the paper was found in
    its PDF alone (drawn, so it follows no icon theme and needs no file)."""
    if not cache:
        pixmap = QPixmap(16, 16)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor("#b3261e"))
        painter.setBrush(QColor("#fdecea"))
        painter.drawPolygon(
            [QPoint(3, 1), QPoint(10, 1), QPoint(13, 4), QPoint(13, 15), QPoint(3, 15)]
        )
        for y in (6, 9, 12):
            painter.drawLine(5, y, 11, y)
        painter.end()
        cache.append(QIcon(pixmap))
    return cache[0]


class EntrySource(Protocol):
    """Where rows come from: `LibraryEntries`, or `lectern.gui.service.LibraryService`."""

    def entry(self, paper_id: str) -> Entry: ...

    def sort_ids(
        self, ids: Sequence[str], key: SortKey, *, descending: bool = False
    ) -> list[str] | None: ...


class LibraryEntries:
    """An open library as an `EntrySource`: rows from its papers, their order from its
    searching part."""

    def __init__(self, library: Library) -> None:
        self._library = library

    def entry(self, paper_id: str) -> Entry:
        return self._library.papers.entry(paper_id)

    def sort_ids(self, ids: Sequence[str], key: SortKey, *, descending: bool = False) -> list[str]:
        return self._library.searching.sort_ids(ids, key, descending=descending)


class PaperTableModel(QAbstractTableModel):
    sort_requested = Signal()  # a big list must be sorted off the UI thread: ask again

    def __init__(self, source: EntrySource, parent: Any = None) -> None:
        super().__init__(parent)
        self._source = source
        self._ids: list[str] = []
        self._natural: list[str] | None = []  # relevance or newest-first, for "no sort"
        self._rank: dict[str, int] = {}  # a search's papers by relevance: 1 is the best match
        self._rows: dict[str, int] = {}
        self._cache: OrderedDict[str, Entry] = OrderedDict()
        self._terms: tuple[str, ...] = ()
        self._pdf_only: frozenset[str] = frozenset()  # found by a search in their PDF alone
        self.partial = False  # only the first rows of a longer list (kept from the last session)
        self.sort_column = -1
        self.sort_order = Qt.SortOrder.AscendingOrder

    # --- content -------------------------------------------------------------
    def set_ids(
        self,
        ids: Sequence[str],
        *,
        natural: Sequence[str] | None = None,
        terms: Sequence[str] = (),
        partial: bool = False,
        ranked: bool = False,
        pdf_only: Iterable[str] = (),
    ) -> None:
        """Show `ids` (already sorted); `natural` is the order to go back to when unsorted.

        Without `natural`, clearing the sort asks for the list again (`sort_requested`).
        `partial`: the ids are only the first rows of a longer list. `ranked`: `natural` is
        a search's relevance order, which the Relevance column shows. `pdf_only`: papers
        the search found only in their PDF, marked beside their title.
        """
        self.beginResetModel()
        self.partial = partial
        self._ids = list(ids)
        self._natural = list(natural) if natural is not None else None
        self._rows = dict(zip(self._ids, range(len(self._ids))))
        ranking = self._natural if ranked and self._natural is not None else ()
        self._rank = {pid: n for n, pid in enumerate(ranking, 1)}
        self._cache.clear()
        self._terms = tuple(terms)
        self._pdf_only = frozenset(pdf_only)
        self.endResetModel()

    def ids(self) -> list[str]:
        return list(self._ids)

    @property
    def terms(self) -> tuple[str, ...]:
        return self._terms

    def id_at(self, row: int) -> str | None:
        return self._ids[row] if 0 <= row < len(self._ids) else None

    def row_of(self, paper_id: str) -> int:
        return self._rows.get(paper_id, -1)

    def entry_at(self, row: int) -> Entry | None:
        pid = self.id_at(row)
        return self._entry(pid) if pid is not None else None

    def refresh_ids(self, ids: Iterable[str]) -> None:
        """Annotations changed for these papers: repaint their rows from fresh data."""
        rows = []
        for pid in ids:
            self._cache.pop(pid, None)
            row = self._rows.get(pid)
            if row is not None:
                rows.append(row)
        if rows:
            last = self.columnCount() - 1
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), last))

    def refresh_all(self) -> None:
        self._cache.clear()
        if self._ids:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._ids) - 1, self.columnCount() - 1)
            )

    def _entry(self, pid: str) -> Entry | None:
        entry = self._cache.get(pid)
        if entry is not None:
            self._cache.move_to_end(pid)
            return entry
        try:
            entry = self._source.entry(pid)
        except KeyError:
            return None
        self._cache[pid] = entry
        if len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)
        return entry

    # --- Qt model API ----------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
            | Qt.ItemFlag.ItemIsDragEnabled
        )

    def mimeTypes(self) -> list[str]:
        return [PAPER_IDS_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """The dragged papers' ids, for a collection in the sidebar to take."""
        rows = sorted({index.row() for index in indexes if index.isValid()})
        mime = QMimeData()
        mime.setData(PAPER_IDS_MIME, "\n".join(self._ids[r] for r in rows).encode("utf-8"))
        return mime

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        column = Column(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return column.label
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            descending = column in DESCENDING_FIRST
            return Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
        if role == Qt.ItemDataRole.ToolTipRole and column is Column.NOTES:
            return translate("PaperTableModel", "Papers with notes")
        if role == Qt.ItemDataRole.ToolTipRole and column is Column.RELEVANCE:
            return translate(
                "PaperTableModel", "Best match first — click to list the results in relevance order"
            )
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._ids):
            return None
        pid = self._ids[index.row()]
        if role == PaperIdRole:
            return pid
        if index.column() == Column.RELEVANCE:
            return self._relevance(pid, role)
        entry = self._entry(pid)
        if entry is None:
            return None
        column = Column(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column)
        if role == RatingRole:
            return entry.annotation.rating
        if role == StatusRole:
            return entry.annotation.status.value
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self._tooltip(entry, column)
            if column is Column.TITLE and pid in self._pdf_only:
                return f"{pdf_only_tip()}\n{tip}"
            return tip
        if role == Qt.ItemDataRole.DecorationRole and column is Column.STATUS:
            return status_icon(entry.annotation.status)
        if role == Qt.ItemDataRole.DecorationRole and column is Column.TITLE:
            return pdf_match_icon() if pid in self._pdf_only else None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(entry, column)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole and column is Column.TITLE:
            return pdf_only_tip() if pid in self._pdf_only else None
        if (
            role == Qt.ItemDataRole.FontRole
            and column is Column.TITLE
            and entry.paper.title_derived
        ):
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column is Column.YEAR:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.TextAlignmentRole and column is Column.NOTES:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def column_is_empty(self, column: Column, limit: int) -> bool | None:
        """Whether no paper in the list has a value for `column`; None when the first
        `limit` rows are all empty but there are more (too many to look at here)."""
        for row, pid in enumerate(self._ids):
            if row >= limit:
                return None
            entry = self._entry(pid)
            if entry is not None and self._display(entry, column):
                return False
        return True

    def _relevance(self, pid: str, role: int) -> Any:
        rank = self._rank.get(pid)
        if rank is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return str(rank)
        if role == Qt.ItemDataRole.ToolTipRole:
            return _rank_tip(rank)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _display(entry: Entry, column: Column) -> str | None:
        paper, note = entry.paper, entry.annotation
        if column is Column.TITLE:
            return paper.title
        if column is Column.AUTHORS:
            return format_authors(paper.authors)
        if column is Column.YEAR:
            return str(paper.year) if paper.year else ""
        if column is Column.COLLECTION:
            return "; ".join(paper.collections)
        if column is Column.STATUS:
            return status_name(note.status)
        if column is Column.ADDED:
            return paper.added.astimezone().strftime("%Y-%m-%d")
        if column is Column.NOTES:
            return NOTES_MARK if note.notes.strip() else ""
        if column is Column.TAGS:
            return ", ".join(note.tags)
        if column is Column.VENUE:
            return paper.venue
        if column is Column.MODIFIED:
            return note.modified.astimezone().strftime("%Y-%m-%d") if note.modified else ""
        if column is Column.LAST_READ:
            return note.last_read.astimezone().strftime("%Y-%m-%d") if note.last_read else ""
        if column is Column.KEY:
            return paper.key
        if column is Column.PROGRESS:
            return f"{note.progress}%" if note.progress is not None else ""
        return None

    @classmethod
    def _spoken(cls, entry: Entry, column: Column) -> str | None:
        """What a screen reader says for a cell whose look is painted, not written: the
        stars, the notes mark. Other cells say their text."""
        note = entry.annotation
        if column is Column.RATING:
            if not note.rating:
                return translate("PaperTableModel", "Not rated")
            return translate("PaperTableModel", "{rating} of %Ln star(s)", None, MAX_RATING).format(
                rating=QLocale().toString(note.rating)
            )
        if column is Column.NOTES:
            return translate("PaperTableModel", "Has notes") if note.notes.strip() else ""
        return cls._display(entry, column)

    @staticmethod
    def _tooltip(entry: Entry, column: Column) -> str | None:
        paper = entry.paper
        if column is Column.TITLE:
            origin = title_origin(paper)
            if origin is None:
                return paper.title
            made = _MADE_TITLE.get(origin)
            if made is None:  # a way of making titles new to the core: said in its words
                return translate("PaperTableModel", "{title} (title {made_from})").format(
                    title=paper.title, made_from=origin.made_from
                )
            return translate("PaperTableModel", made).format(title=paper.title)
        if column is Column.AUTHORS and paper.authors:
            return "\n".join(paper.authors)
        if column is Column.RATING:
            rating = entry.annotation.rating
            if not rating:
                return translate("PaperTableModel", "Not rated — click to rate")
            return translate("PaperTableModel", "{rating} of 5 stars — click to rate").format(
                rating=rating
            )
        if column is Column.ADDED:
            return paper.added.astimezone().strftime("%Y-%m-%d %H:%M")
        if column is Column.NOTES and entry.annotation.notes.strip():
            notes = entry.annotation.notes.strip()
            return notes if len(notes) <= _NOTES_TIP else notes[:_NOTES_TIP] + "…"
        if column is Column.MODIFIED and entry.annotation.modified:
            return entry.annotation.modified.astimezone().strftime("%Y-%m-%d %H:%M")
        if column is Column.LAST_READ and entry.annotation.last_read:
            return entry.annotation.last_read.astimezone().strftime("%Y-%m-%d %H:%M")
        if column is Column.PROGRESS and entry.annotation.progress is not None:
            note = entry.annotation
            return translate(
                "PaperTableModel", "Read to page {reached} of {pages}; left at page {page}"
            ).format(reached=note.reached, pages=note.pages, page=note.page)
        if column is Column.KEY and paper.aliases:
            return translate("PaperTableModel", "{key} (also cited as {aliases})").format(
                key=paper.key, aliases=", ".join(paper.aliases)
            )
        return None

    # --- sorting (the library decides the order) -----------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        sortable = 0 <= column < len(Column) and Column(column).sort_key is not None
        self.sort_column = column if sortable else -1
        self.sort_order = order
        if not self._ids:
            return
        natural_order = self.sort_column in (-1, Column.RELEVANCE)
        if natural_order and self._natural is not None:
            self._reorder(list(self._natural))
        else:
            ordered = None
            if not natural_order and len(self._ids) <= SYNC_SORT_LIMIT:
                key = Column(self.sort_column).sort_key
                assert key is not None
                ordered = self._source.sort_ids(
                    self._ids,
                    key,
                    descending=order == Qt.SortOrder.DescendingOrder,
                )
            if ordered is not None:
                self._reorder(ordered)
            else:
                self.sort_requested.emit()

    def _reorder(self, ordered: list[str]) -> None:
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        old_ids = [self._ids[i.row()] if 0 <= i.row() < len(self._ids) else None for i in old]
        self._ids = ordered
        self._rows = {pid: row for row, pid in enumerate(ordered)}
        new = []
        for index, pid in zip(old, old_ids, strict=True):
            row = self._rows.get(pid, -1) if pid is not None else -1
            new.append(self.index(row, index.column()) if row >= 0 else QModelIndex())
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()
