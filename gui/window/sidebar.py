"""The sidebar: library views with live counts, starred, tags, collections, saved searches.

Counts are computed on the reader thread after every change, from a tally that looks again
only at the papers the change names; the tree is updated in place so the selection and
scroll position stay put while the user triages. Collections are shown nested, each under
the one it sits inside; collections, tags and saved searches are in the order of the user's
language ignoring case (`lectern.gui.collation`); a collection's count is its own papers,
the ones its view lists.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from enum import Enum, auto
from functools import partial
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAction,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QMenu,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from lectern.core.collection_tree import path
from lectern.core.counts import AnnotationTally, SidebarCounts, count_duplicates, count_everything
from lectern.core.models import STARRED_RATING, Status
from lectern.core.results import Change
from lectern.core.view import (
    ALL,
    DUPLICATES,
    QUEUE,
    RECENT,
    RECOMMENDED,
    STARRED,
    TRASH,
    Scope,
    ScopeKind,
)
from lectern.gui.collation import name_key
from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate
from lectern.gui.names import scope_name, status_name
from lectern.gui.service import LibraryService
from lectern.gui.table.model import PAPER_IDS_MIME, status_icon

log = logging.getLogger(__name__)

ScopeRole = Qt.ItemDataRole.UserRole + 1  # a leaf's Scope
SectionRole = Qt.ItemDataRole.UserRole + 2  # a section title's key ("tags", "saved", ...)

MIN_WIDTH = 150  # "Library" and "74,728" side by side, in the default font

SECTIONS = ("library", "starred", "tags", "collections", "saved", "recommended")
_SECTION_TITLES = {
    "library": QT_TRANSLATE_NOOP("Sidebar", "Library"),
    "starred": QT_TRANSLATE_NOOP("Sidebar", "Starred"),
    "tags": QT_TRANSLATE_NOOP("Sidebar", "Tags"),
    "collections": QT_TRANSLATE_NOOP("Sidebar", "Collections"),
    "saved": QT_TRANSLATE_NOOP("Sidebar", "Saved searches"),
    "recommended": QT_TRANSLATE_NOOP("Sidebar", "For you"),
}


class CollectionRequest(Enum):
    """What the collection menu asks the window for (with the collection's name)."""

    NEW = auto()
    NEW_INSIDE = auto()
    RENAME = auto()
    MOVE = auto()
    MERGE = auto()
    DELETE = auto()


def _no_collection() -> str:
    """What the sidebar calls the collection of papers in none (its name is empty)."""
    return translate("Sidebar", "(no collection)")


def _child_items(parent: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [child for i in range(parent.childCount()) if (child := parent.child(i)) is not None]


def _all_items(parent: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    """The items under `parent` at any depth, each before the ones inside it."""
    found = []
    for child in _child_items(parent):
        found.append(child)
        found.extend(_all_items(child))
    return found


class _RowDelegate(QStyledItemDelegate):
    """Roomier rows, and a gap above each section title so the groups read as groups."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        section = bool(index.sibling(index.row(), 0).data(SectionRole))
        return QSize(size.width(), size.height() + (12 if section else 8))

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.sibling(index.row(), 0).data(SectionRole):
            option.displayAlignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom


class Sidebar(QTreeWidget):
    scope_selected = Signal(object)  # the Scope the user chose
    save_search_requested = Signal()
    empty_trash_requested = Signal()
    collection_requested = Signal(object, str)  # a CollectionRequest, a collection's name
    papers_dropped = Signal(list, str)  # papers dragged from the list onto a collection
    papers_queued = Signal(list)  # papers dragged from the list onto Up next
    duplicates_counted = Signal()  # the possible duplicates are worked out

    def __init__(
        self, service: LibraryService, parent: QWidget | None = None, *, tally: AnnotationTally
    ) -> None:
        """`tally` is fed by its owner (`LibraryService.watch`); the sidebar only reads it."""
        super().__init__(parent)
        self._service = service
        self._tally = tally
        self._updating = False
        self._scope = ALL
        self._pending_emit = False
        self._collapsed: set[str] = set()  # collections whose children the user folded away
        self._by_collation = name_key()
        self.counts: SidebarCounts | None = None
        self.setObjectName("sidebar")
        self.setColumnCount(2)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setIndentation(10)
        self.setUniformRowHeights(True)
        self.setFrameShape(QTreeWidget.Shape.NoFrame)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setAccessibleName(translate("Sidebar", "Library views"))
        self.setItemDelegate(_RowDelegate(self))
        self.setStyleSheet("QTreeWidget#sidebar { background: palette(window); padding: 4px 6px; }")
        # Never narrower than its names and counts read, and never scrolled sideways: a
        # narrow window takes the room from the list first (see `MainWindow`).
        self.setMinimumWidth(MIN_WIDTH)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self._sections: dict[str, QTreeWidgetItem] = {}
        self._items: dict[Scope, QTreeWidgetItem] = {}  # looked up on every count
        for key in SECTIONS:
            self._sections[key] = self._section(key)
        self._add_fixed()
        self.currentItemChanged.connect(self._on_current)
        self.customContextMenuRequested.connect(self._context_menu)
        self.itemCollapsed.connect(partial(self._on_folded, True))
        self.itemExpanded.connect(partial(self._on_folded, False))
        service.changed.connect(self.refresh)
        self.select_scope(ALL)

    # --- building -----------------------------------------------------------------------
    def _section(self, key: str) -> QTreeWidgetItem:
        title = translate("Sidebar", _SECTION_TITLES[key])
        item = QTreeWidgetItem(self, [title.upper(), ""])
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.82))
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 106)
        item.setFont(0, font)
        item.setForeground(0, self.palette().placeholderText())
        item.setData(0, SectionRole, key)
        item.setExpanded(True)
        return item

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            muted = self.palette().placeholderText()
            for section in self._sections.values():
                section.setForeground(0, muted)
                for child in _all_items(section):
                    child.setForeground(1, muted)
        super().changeEvent(event)

    def _leaf(self, parent: QTreeWidgetItem, scope: Scope, label: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, [label, ""])
        item.setData(0, ScopeRole, scope)
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setForeground(1, self.palette().placeholderText())
        item.setToolTip(0, label)
        self._items[scope] = item
        return item

    def _add_fixed(self) -> None:
        library = self._sections["library"]
        self._leaf(library, ALL, scope_name(ALL))
        leaf = self._leaf(library, QUEUE, scope_name(QUEUE))
        leaf.setToolTip(
            0,
            translate(
                "Sidebar", "Your reading queue, next first: q adds a paper, Ctrl+Enter opens it"
            ),
        )
        leaf = self._leaf(library, RECENT, scope_name(RECENT))
        leaf.setToolTip(
            0, translate("Sidebar", "The last 50 papers you read in Lectern, the most recent first")
        )
        for status in Status:
            leaf = self._leaf(library, Scope(ScopeKind.STATUS, status.value), status_name(status))
            leaf.setIcon(0, status_icon(status))
        leaf = self._leaf(library, DUPLICATES, scope_name(DUPLICATES))
        leaf.setToolTip(
            0,
            translate(
                "Sidebar", "Papers that might be the same work: merge them, or say they differ"
            ),
        )
        leaf = self._leaf(library, TRASH, scope_name(TRASH))
        leaf.setToolTip(
            0,
            translate(
                "Sidebar", "Deleted papers, until you empty the Trash; Restore brings one back"
            ),
        )
        starred = translate("Sidebar", "%Ln star(s) and up", n=STARRED_RATING)
        self._leaf(self._sections["starred"], STARRED, starred)
        leaf = self._leaf(self._sections["recommended"], RECOMMENDED, scope_name(RECOMMENDED))
        leaf.setToolTip(
            0, translate("Sidebar", "Papers most like your starred ones that you have not read")
        )
        for key in SECTIONS:
            self._sections[key].setExpanded(True)

    def _sync(self, section: str, kind: ScopeKind, rows: dict[str, str]) -> None:
        """Make the section's children exactly `rows` (name → count text), in order."""
        parent = self._sections[section]
        existing = {item.data(0, ScopeRole): item for item in _child_items(parent)}
        wanted = {Scope(kind, name): name for name in rows}
        for scope, shown in existing.items():
            if scope not in wanted:
                parent.removeChild(shown)
                self._items.pop(scope, None)
        added = False
        for scope, name in wanted.items():
            item = existing.get(scope)
            if item is None:
                item = self._leaf(parent, scope, name or _no_collection())
                added = True
            item.setText(1, rows[name])  # Qt ignores an unchanged text
        if added:
            self._order(parent)
        hidden = section == "tags" and not rows
        # Only when it changes: hiding a row, even one already hidden, makes the tree lay
        # itself out again later, and skip painting the counts set after it until then (the
        # first start showed "ICML 2026 Papers 19" beside "All papers 38" meanwhile).
        if parent.isHidden() != hidden:
            parent.setHidden(hidden)

    def _sync_collections(self, counts: dict[str, int], parents: dict[str, str]) -> None:
        """Make the collection rows exactly `counts`, each under its parent's row, siblings
        in order; rows that stay keep their place in the selection and their folding."""
        section = self._sections["collections"]
        rows: dict[str, QTreeWidgetItem] = {}
        for name, count in counts.items():
            scope = Scope(ScopeKind.COLLECTION, name)
            item = self._items.get(scope) or self._leaf(section, scope, name or _no_collection())
            item.setText(1, str(count))  # Qt ignores an unchanged text
            item.setToolTip(0, " › ".join(path(name, parents)))
            rows[name] = item
        for name, item in rows.items():
            parent = rows.get(parents.get(name, ""), section)
            current = item.parent()
            if current is not parent:
                if current is not None:
                    current.removeChild(item)  # the rows inside it come along
                parent.addChild(item)
        for scope, item in list(self._items.items()):
            if scope.kind is ScopeKind.COLLECTION and scope.value not in rows:
                holder = item.parent()
                if holder is not None:
                    holder.removeChild(item)
                del self._items[scope]
        self._order(section)
        for name, item in rows.items():
            if item.childCount():
                item.setExpanded(name not in self._collapsed)

    def _order(self, parent: QTreeWidgetItem) -> None:
        """Sort the rows under `parent` and under each of them, by the user's collation;
        rows already in order are left as they are (moving them lays the tree out again)."""
        children = _child_items(parent)
        wanted = sorted(children, key=self._row_key)
        if wanted != children:
            parent.takeChildren()
            parent.addChildren(wanted)
        for child in wanted:
            self._order(child)

    def _row_key(self, item: QTreeWidgetItem) -> Any:  # what cmp_to_key makes
        return self._by_collation(item.text(0))

    def _on_folded(self, folded: bool, item: QTreeWidgetItem) -> None:
        scope = item.data(0, ScopeRole)
        if isinstance(scope, Scope) and scope.kind is ScopeKind.COLLECTION and not self._updating:
            (self._collapsed.add if folded else self._collapsed.discard)(scope.value)

    # --- data -----------------------------------------------------------------------
    def refresh(self, _change: Change | None = None) -> None:
        """Count again on the reader thread; the tally looks again only at what changed."""
        tally = self._tally
        self._service.read_latest(
            "sidebar", lambda lib: count_everything(lib, tally), self.apply_counts
        )

    def _set_count(self, scope: Scope, count: int) -> None:
        self.item_for(scope).setText(1, str(count) if count else "")  # type: ignore[union-attr]

    def _apply_duplicates(self, count: int) -> None:
        self._set_count(DUPLICATES, count)
        if self.counts is not None:
            self.counts = replace(self.counts, duplicates=count)
        self.duplicates_counted.emit()

    def apply_counts(self, counts: SidebarCounts) -> None:
        if counts.duplicates is None:  # not worked out yet: keep what is shown, ask for it
            shown = self.counts.duplicates if self.counts is not None else None
            counts = replace(counts, duplicates=shown)
            self._service.read_latest(
                "sidebar-duplicates", count_duplicates, self._apply_duplicates
            )
        self.counts = counts
        self._updating = True
        try:
            self._items[ALL].setText(1, str(counts.total))
            for status in Status:
                self._items[Scope(ScopeKind.STATUS, status.value)].setText(
                    1, str(counts.status.get(status, 0))
                )
            self._items[STARRED].setText(1, str(counts.starred))
            self._set_count(TRASH, counts.trash)
            self._set_count(QUEUE, counts.queue)
            if counts.duplicates is not None:
                self._set_count(DUPLICATES, counts.duplicates)
            self._sync("tags", ScopeKind.TAG, {t: str(n) for t, n in counts.tags.items()})
            self._sync_collections(counts.collections, counts.collection_parents)
            self._sync("saved", ScopeKind.SAVED, {name: "" for name in counts.saved})
            for item in self._children("saved"):
                item.setToolTip(0, counts.saved.get(item.text(0), ""))
            # No resizeColumnToContents: the count column resizes to its contents by itself
            # when a count changes, and asking again measured every row on each status key.
        finally:
            self._updating = False
        if self.item_for(self._scope) is None:
            self.select_scope(ALL, emit=True)
        elif self.currentItem() is not self.item_for(self._scope) or self._pending_emit:
            self.select_scope(self._scope, emit=self._pending_emit)

    def _children(self, section: str) -> list[QTreeWidgetItem]:
        return _child_items(self._sections[section])

    def views(self) -> list[tuple[str, str]]:
        """Every view listed, as (scope text, label), in the sidebar's order."""
        found = []
        for key in SECTIONS:
            parent = self._sections.get(key)
            for item in _all_items(parent) if parent is not None else []:
                scope = item.data(0, ScopeRole)
                if isinstance(scope, Scope):
                    found.append((str(scope), item.text(0)))
        return found

    def item_for(self, scope: Scope | str) -> QTreeWidgetItem | None:
        """The leaf of a scope (or of its text, as settings keep it); None if not listed."""
        if isinstance(scope, str):
            try:
                scope = Scope.parse(scope)
            except ValueError:
                return None
        return self._items.get(scope)

    def count_text(self, scope: Scope | str) -> str:
        item = self.item_for(scope)
        return item.text(1) if item is not None else ""

    # --- selection --------------------------------------------------------------------
    def current_scope(self) -> Scope:
        return self._scope

    def select_scope(self, scope: Scope | str, *, emit: bool = False) -> bool:
        """Select a scope; one not listed yet (counts still loading) is selected when it appears.

        A scope's text (as settings keep it) that this Lectern does not know selects All
        papers. With `emit`, scope_selected follows (once the item exists) as if the user
        clicked it.
        """
        if isinstance(scope, str):
            scope = Scope.parse_or_all(scope)
        self._scope = scope
        item = self.item_for(scope)
        if item is None:
            self._pending_emit = emit
            return False
        self._pending_emit = False
        self._updating = True
        try:
            self.setCurrentItem(item)
        finally:
            self._updating = False
        if emit:
            self.scope_selected.emit(scope)
        return True

    def _on_current(self, current: QTreeWidgetItem | None, _previous: object) -> None:
        if current is None or self._updating:
            return
        scope = current.data(0, ScopeRole)
        if not isinstance(scope, Scope):  # a section title
            return
        self._scope = scope
        self.scope_selected.emit(scope)

    # --- saved searches ---------------------------------------------------------------
    def save_search(self, query: str) -> None:
        """Ask for a name, then keep `query` under it and show it."""
        if not query.strip():
            return
        name, ok = QInputDialog.getText(
            self,
            translate("Sidebar", "Save search"),
            translate("Sidebar", "Name for this search:"),
            QLineEdit.EchoMode.Normal,
            query.strip()[:40],
        )
        name = name.strip()
        if ok and name:

            def show_saved(_result: None) -> None:
                self.select_scope(Scope(ScopeKind.SAVED, name), emit=True)

            self._service.submit(
                lambda lib: lib.searching.save_search(name, query.strip()),
                show_saved,
                label=QT_TRANSLATE_NOOP("Task", "Saving the search"),
            )

    def rename_search(self, old: str) -> None:
        new, ok = QInputDialog.getText(
            self,
            translate("Sidebar", "Rename saved search"),
            translate("Sidebar", "New name:"),
            QLineEdit.EchoMode.Normal,
            old,
        )
        new = new.strip()
        if ok and new and new != old:
            if self._scope == Scope(ScopeKind.SAVED, old):
                self._scope = Scope(ScopeKind.SAVED, new)
            self._service.submit(
                lambda lib: lib.searching.rename_search(old, new),
                label=QT_TRANSLATE_NOOP("Task", "Renaming the search"),
            )

    def delete_search(self, name: str) -> None:
        self._service.submit(
            lambda lib: lib.searching.delete_search(name),
            label=QT_TRANSLATE_NOOP("Task", "Deleting the search"),
        )

    # --- papers dragged onto a collection or Up next ---------------------------------------
    def _drop_target(self, event: QDropEvent | QDragMoveEvent | QDragEnterEvent) -> Scope | None:
        if not event.mimeData().hasFormat(PAPER_IDS_MIME):
            return None
        item = self.itemAt(event.position().toPoint())
        scope = item.data(0, ScopeRole) if item is not None else None
        if isinstance(scope, Scope) and scope.kind in (ScopeKind.COLLECTION, ScopeKind.QUEUE):
            return scope
        return None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(PAPER_IDS_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._drop_target(event) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        target = self._drop_target(event)
        if target is None:
            event.ignore()
            return
        ids = [
            pid
            for pid in bytes(event.mimeData().data(PAPER_IDS_MIME).data())
            .decode("utf-8")
            .split("\n")
            if pid
        ]
        event.acceptProposedAction()
        if ids and target.kind is ScopeKind.QUEUE:
            self.papers_queued.emit(ids)  # to the end of Up next, as q does
        elif ids:
            self.papers_dropped.emit(ids, target.value)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The menu key and Shift+F10 open the current view's menu (a saved search's,
        a collection's, the Trash's) where a right-click on it would."""
        menu_key = event.key() == Qt.Key.Key_Menu or (
            event.key() == Qt.Key.Key_F10 and event.modifiers() == Qt.KeyboardModifier.ShiftModifier
        )
        item = self.currentItem()
        if menu_key and item is not None:
            event.accept()
            self._context_menu(self.visualItemRect(item).center())
            return
        super().keyPressEvent(event)

    def _context_menu(self, pos: QPoint) -> None:
        item = self.itemAt(pos)
        scope = item.data(0, ScopeRole) if item is not None else None
        kind, name = (scope.kind, scope.value) if isinstance(scope, Scope) else (None, "")
        section = item.data(0, SectionRole) if item is not None else None
        menu = QMenu(self)
        if kind is ScopeKind.SAVED:
            menu.addAction(translate("Sidebar", "Rename…"), lambda: self.rename_search(name))
            menu.addAction(translate("Sidebar", "Delete"), lambda: self.delete_search(name))
        elif kind is ScopeKind.COLLECTION and item is not None:
            if item.childCount():
                delete = translate(
                    "Sidebar", "Delete collection (its papers stay; the ones inside move up)"
                )
            else:
                delete = translate("Sidebar", "Delete collection (its papers stay)")
            for request, text in (
                (CollectionRequest.RENAME, translate("Sidebar", "Rename…")),
                (CollectionRequest.MOVE, translate("Sidebar", "Move to…")),
                (CollectionRequest.MERGE, translate("Sidebar", "Merge into…")),
                (CollectionRequest.DELETE, delete),
            ):
                menu.addAction(text, partial(self.collection_requested.emit, request, name))
            menu.addSeparator()
            menu.addAction(
                translate("Sidebar", "New collection inside…"),
                partial(self.collection_requested.emit, CollectionRequest.NEW_INSIDE, name),
            )
            menu.addAction(
                translate("Sidebar", "New collection…"),
                partial(self.collection_requested.emit, CollectionRequest.NEW, ""),
            )
        elif section == "collections":
            menu.addAction(
                translate("Sidebar", "New collection…"),
                partial(self.collection_requested.emit, CollectionRequest.NEW, ""),
            )
        elif kind is ScopeKind.TRASH:
            action = QAction(translate("Sidebar", "Empty Trash…"), menu)
            action.triggered.connect(self.empty_trash_requested)
            menu.addAction(action)
        elif section == "saved":
            action = QAction(translate("Sidebar", "Save current search…"), menu)
            action.triggered.connect(self.save_search_requested)
            menu.addAction(action)
        if not menu.isEmpty():
            menu.exec(self.viewport().mapToGlobal(pos))
