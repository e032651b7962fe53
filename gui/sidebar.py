"""The sidebar: library views with live counts, starred, tags, collections, saved searches.

Counts are computed on the reader thread after every change, from a tally that looks again
only at the papers the change names; the tree is updated in place so the selection and
scroll position stay put while the user triages.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QAction, QDragEnterEvent, QDragMoveEvent, QDropEvent, QFont
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

from lectern.core.models import Status
from lectern.core.results import Change
from lectern.gui.counts import AnnotationTally
from lectern.gui.paper_model import PAPER_IDS_MIME, status_icon
from lectern.gui.service import LibraryService

if TYPE_CHECKING:
    from lectern.core.library import Library

log = logging.getLogger(__name__)

ScopeRole = Qt.ItemDataRole.UserRole + 1

SECTIONS = ("library", "starred", "tags", "collections", "saved", "recommended")
_SECTION_TITLES = {
    "library": "Library",
    "starred": "Starred",
    "tags": "Tags",
    "collections": "Collections",
    "saved": "Saved searches",
    "recommended": "For you",
}


@dataclass(frozen=True, slots=True)
class SidebarCounts:
    total: int
    status: dict[Status, int]
    starred: int
    tags: dict[str, int]
    collections: dict[str, int]
    saved: dict[str, str]
    duplicates: int | None = 0  # papers that might be another paper (None: not counted yet)
    trash: int = 0


def counts_to_json(counts: SidebarCounts) -> dict[str, Any]:
    """The counts as plain JSON, kept with the first rows for the next start."""
    return {
        "total": counts.total,
        "status": {s.value: n for s, n in counts.status.items()},
        "starred": counts.starred,
        "tags": counts.tags,
        "collections": counts.collections,
        "saved": counts.saved,
        "duplicates": counts.duplicates or 0,
        "trash": counts.trash,
    }


def counts_from_json(data: Mapping[str, Any]) -> SidebarCounts:
    """Counts kept by counts_to_json; KeyError, TypeError, ValueError or AttributeError
    if they are not."""
    return SidebarCounts(
        total=int(data["total"]),
        status={Status(k): int(n) for k, n in data["status"].items()},
        starred=int(data["starred"]),
        tags={str(k): int(n) for k, n in data["tags"].items()},
        collections={str(k): int(n) for k, n in data["collections"].items()},
        saved={str(k): str(q) for k, q in data["saved"].items()},
        duplicates=int(data.get("duplicates", 0)),
        trash=int(data.get("trash", 0)),
    )


def count_everything(library: Library, tally: AnnotationTally) -> SidebarCounts:
    """Reader thread: every number the sidebar shows."""
    tally.catch_up(library)
    return SidebarCounts(
        total=len(library),
        status=library.status_counts(),
        starred=tally.starred,
        tags=tally.tags(),
        collections=library.collections(),
        saved=library.saved_searches(),
        duplicates=library.known_duplicate_count(),
        trash=len(library.trash_ids()),
    )


def count_duplicates(library: Library) -> int:
    """Reader thread, after the other counts: finding the groups may take most of a second."""
    return sum(len(group.ids) for group in library.possible_duplicates())


class _RowDelegate(QStyledItemDelegate):
    """Roomier rows, and a gap above each section title so the groups read as groups."""

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        size = super().sizeHint(option, index)
        section = str(index.siblingAtColumn(0).data(ScopeRole) or "").startswith("section:")
        return QSize(size.width(), size.height() + (12 if section else 8))

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if str(index.siblingAtColumn(0).data(ScopeRole) or "").startswith("section:"):
            option.displayAlignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom


class Sidebar(QTreeWidget):
    scope_selected = Signal(str)
    save_search_requested = Signal()
    empty_trash_requested = Signal()
    collection_requested = Signal(str, str)  # "new" / "rename" / "merge" / "delete", a name
    papers_dropped = Signal(list, str)  # papers dragged from the list onto a collection
    duplicates_counted = Signal()  # the possible duplicates are worked out

    def __init__(
        self, service: LibraryService, parent: QWidget | None = None, *, tally: AnnotationTally
    ) -> None:
        """`tally` is fed by its owner (`LibraryService.watch`); the sidebar only reads it."""
        super().__init__(parent)
        self._service = service
        self._tally = tally
        self._updating = False
        self._scope = "all"
        self._pending_emit = False
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
        self.setAccessibleName("Library views")
        self.setItemDelegate(_RowDelegate(self))
        self.setStyleSheet("QTreeWidget#sidebar { background: palette(window); padding: 4px 6px; }")
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self._sections: dict[str, QTreeWidgetItem] = {}
        self._items: dict[str, QTreeWidgetItem] = {}  # scope → leaf, looked up on every count
        for key in SECTIONS:
            self._sections[key] = self._section(key)
        self._add_fixed()
        self.currentItemChanged.connect(self._on_current)
        self.customContextMenuRequested.connect(self._context_menu)
        service.changed.connect(self.refresh)
        self.select_scope("all")

    # --- building -----------------------------------------------------------------------
    def _section(self, key: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(self, [_SECTION_TITLES[key].upper(), ""])
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.82))
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 106)
        item.setFont(0, font)
        item.setForeground(0, self.palette().placeholderText())
        item.setData(0, ScopeRole, f"section:{key}")
        item.setExpanded(True)
        return item

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            muted = self.palette().placeholderText()
            for section in self._sections.values():
                section.setForeground(0, muted)
                for i in range(section.childCount()):
                    section.child(i).setForeground(1, muted)
        super().changeEvent(event)

    def _leaf(self, parent: QTreeWidgetItem, scope: str, label: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem(parent, [label, ""])
        item.setData(0, ScopeRole, scope)
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setForeground(1, self.palette().placeholderText())
        item.setToolTip(0, label)
        self._items[scope] = item
        return item

    def _add_fixed(self) -> None:
        library = self._sections["library"]
        self._leaf(library, "all", "All papers")
        for status in Status:
            leaf = self._leaf(library, f"status:{status.value}", status.label)
            leaf.setIcon(0, status_icon(status))
        leaf = self._leaf(library, "duplicates", "Possible duplicates")
        leaf.setToolTip(0, "Papers that might be the same work: merge them, or say they differ")
        leaf = self._leaf(library, "trash", "Trash")
        leaf.setToolTip(0, "Deleted papers, until you empty the Trash; Restore brings one back")
        self._leaf(self._sections["starred"], "starred", "4 stars and up")
        leaf = self._leaf(self._sections["recommended"], "recommended", "Recommended")
        leaf.setToolTip(0, "Papers most like your 4–5 star ones that you have not read")
        for key in SECTIONS:
            self._sections[key].setExpanded(True)

    def _sync(self, section: str, prefix: str, rows: dict[str, str]) -> None:
        """Make the section's children exactly `rows` (name → count text), sorted by name."""
        parent = self._sections[section]
        existing = {
            parent.child(i).data(0, ScopeRole): parent.child(i) for i in range(parent.childCount())
        }
        wanted = {f"{prefix}:{name}": name for name in rows}
        for scope, item in existing.items():
            if scope not in wanted:
                parent.removeChild(item)
                self._items.pop(scope, None)
        added = False
        for scope, name in wanted.items():
            item = existing.get(scope)
            if item is None:
                item = self._leaf(parent, scope, name or "(no collection)")
                added = True
            item.setText(1, rows[name])  # Qt ignores an unchanged text
        if added:  # sorting lays the whole tree out again, even when nothing moves
            parent.sortChildren(0, Qt.SortOrder.AscendingOrder)
        parent.setHidden(section == "tags" and not rows)

    # --- data -----------------------------------------------------------------------
    def refresh(self, _change: Change | None = None) -> None:
        """Count again on the reader thread; the tally looks again only at what changed."""
        tally = self._tally
        self._service.read_latest(
            "sidebar", lambda lib: count_everything(lib, tally), self.apply_counts
        )

    def _set_count(self, scope: str, count: int) -> None:
        self.item_for(scope).setText(1, str(count) if count else "")  # type: ignore[union-attr]

    def _apply_duplicates(self, count: int) -> None:
        self._set_count("duplicates", count)
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
            self.item_for("all").setText(1, str(counts.total))
            for status in Status:
                self.item_for(f"status:{status.value}").setText(
                    1, str(counts.status.get(status, 0))
                )
            self.item_for("starred").setText(1, str(counts.starred))
            self._set_count("trash", counts.trash)
            if counts.duplicates is not None:
                self._set_count("duplicates", counts.duplicates)
            self._sync("tags", "tag", {t: str(n) for t, n in counts.tags.items()})
            self._sync(
                "collections", "collection", {c: str(n) for c, n in counts.collections.items()}
            )
            self._sync("saved", "saved", {name: "" for name in counts.saved})
            for item in self._children("saved"):
                item.setToolTip(0, counts.saved.get(item.text(0), ""))
            # No resizeColumnToContents: the count column resizes to its contents by itself
            # when a count changes, and asking again measured every row on each status key.
        finally:
            self._updating = False
        if self.item_for(self._scope) is None:
            self.select_scope("all", emit=True)
        elif self.currentItem() is not self.item_for(self._scope) or self._pending_emit:
            self.select_scope(self._scope, emit=self._pending_emit)

    def _children(self, section: str) -> list[QTreeWidgetItem]:
        parent = self._sections[section]
        return [parent.child(i) for i in range(parent.childCount())]

    def views(self) -> list[tuple[str, str]]:
        """Every view listed, as (scope, label), in the sidebar's order."""
        found = []
        for key in SECTIONS:
            parent = self._sections.get(key)
            for i in range(parent.childCount() if parent is not None else 0):
                scope = parent.child(i).data(0, ScopeRole)
                if isinstance(scope, str):
                    found.append((scope, parent.child(i).text(0)))
        return found

    def item_for(self, scope: str) -> QTreeWidgetItem | None:
        return self._items.get(scope)

    def count_text(self, scope: str) -> str:
        item = self.item_for(scope)
        return item.text(1) if item is not None else ""

    # --- selection --------------------------------------------------------------------
    def current_scope(self) -> str:
        return self._scope

    def select_scope(self, scope: str, *, emit: bool = False) -> bool:
        """Select a scope; one not listed yet (counts still loading) is selected when it appears.

        With `emit`, scope_selected follows (once the item exists) as if the user clicked it.
        """
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
        if not scope or str(scope).startswith("section:"):
            return
        self._scope = str(scope)
        self.scope_selected.emit(self._scope)

    # --- saved searches ---------------------------------------------------------------
    def save_search(self, query: str) -> None:
        """Ask for a name, then keep `query` under it and show it."""
        if not query.strip():
            return
        name, ok = QInputDialog.getText(
            self,
            "Save search",
            "Name for this search:",
            QLineEdit.EchoMode.Normal,
            query.strip()[:40],
        )
        name = name.strip()
        if ok and name:
            self._service.submit(
                lambda lib: lib.save_search(name, query.strip()),
                lambda _r: self.select_scope(f"saved:{name}", emit=True),
                label="Saving the search",
            )

    def rename_search(self, old: str) -> None:
        new, ok = QInputDialog.getText(
            self, "Rename saved search", "New name:", QLineEdit.EchoMode.Normal, old
        )
        new = new.strip()
        if ok and new and new != old:
            was_current = self._scope == f"saved:{old}"
            if was_current:
                self._scope = f"saved:{new}"
            self._service.submit(
                lambda lib: lib.rename_search(old, new), label="Renaming the search"
            )

    def delete_search(self, name: str) -> None:
        self._service.submit(lambda lib: lib.delete_search(name), label="Deleting the search")

    # --- papers dragged onto a collection -----------------------------------------------
    def _collection_at(self, event: QDropEvent | QDragMoveEvent | QDragEnterEvent) -> str:
        if not event.mimeData().hasFormat(PAPER_IDS_MIME):
            return ""
        item = self.itemAt(event.position().toPoint())
        scope = str(item.data(0, ScopeRole)) if item is not None else ""
        return scope.partition(":")[2] if scope.startswith("collection:") else ""

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(PAPER_IDS_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._collection_at(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        name = self._collection_at(event)
        if not name:
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
        if ids:
            self.papers_dropped.emit(ids, name)

    def _context_menu(self, pos: QPoint) -> None:
        item = self.itemAt(pos)
        scope = str(item.data(0, ScopeRole)) if item is not None else ""
        menu = QMenu(self)
        if scope.startswith("saved:"):
            name = scope.partition(":")[2]
            menu.addAction("Rename…", lambda: self.rename_search(name))
            menu.addAction("Delete", lambda: self.delete_search(name))
        elif scope.startswith("collection:"):
            name = scope.partition(":")[2]
            for action, text in (
                ("rename", "Rename…"),
                ("merge", "Merge into…"),
                ("delete", "Delete collection (its papers stay)"),
            ):
                menu.addAction(text, lambda a=action: self.collection_requested.emit(a, name))
            menu.addSeparator()
            menu.addAction("New collection…", lambda: self.collection_requested.emit("new", ""))
        elif scope == "section:collections":
            menu.addAction("New collection…", lambda: self.collection_requested.emit("new", ""))
        elif scope == "trash":
            action = QAction("Empty Trash…", menu)
            action.triggered.connect(self.empty_trash_requested)
            menu.addAction(action)
        elif scope == "section:saved":
            action = QAction("Save current search…", menu)
            action.triggered.connect(self.save_search_requested)
            menu.addAction(action)
        if not menu.isEmpty():
            menu.exec(self.viewport().mapToGlobal(pos))
