"""The command palette (Ctrl+K, Ctrl+Shift+P): every action in the menus, and every view.

The palette lists the declared actions it is meant to (`lectern.gui.declarations.declared`: every
menu item but the imports to undo and the collections, whose menus are filled when shown),
by name and menu, with its shortcut, so nothing is reachable only from here; it also jumps
to a sidebar view (a status, a tag, a collection, a saved search) by name. Matching is fuzzy
per word: each typed word must match one word of the entry (whole, as its start, inside it,
or as letters in order), so "exp bib" finds "Export selection as BibTeX". Enter runs the
best match on the current selection.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHeaderView,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from lectern.core.view import Scope, ScopeKind
from lectern.gui.declarations.declaration import plain
from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.window.sidebar import Sidebar

SHOWN = 200  # the list is filtered as the user types; no more rows than this are built

# Where each kind of sidebar view is listed, by the kind of its scope.
_VIEW_KINDS = {
    ScopeKind.TAG: QT_TRANSLATE_NOOP("CommandPalette", "Tag"),
    ScopeKind.COLLECTION: QT_TRANSLATE_NOOP("CommandPalette", "Collection"),
    ScopeKind.SAVED: QT_TRANSLATE_NOOP("CommandPalette", "Saved search"),
}
_OTHER_VIEWS = QT_TRANSLATE_NOOP("CommandPalette", "View")  # a status, Up next, the Trash…


@dataclass(frozen=True)
class Entry:
    """One line of the palette: a menu action or a view to go to."""

    label: str
    where: str
    shortcut: str
    run: Callable[[], None]
    enabled: bool = True

    @property
    def words(self) -> list[str]:
        return f"{self.label} {self.where}".casefold().split()


def action_entries(listed: Iterable[tuple[QAction, str]]) -> list[Entry]:
    """The window's actions as (action, menu path) pairs, each named as its menu item is now
    (Undo names what it undoes) and enabled as it is."""
    return [
        Entry(
            label=plain(action.text()),
            where=where,
            shortcut=action.shortcut().toString(QKeySequence.SequenceFormat.NativeText),
            run=action.trigger,
            enabled=action.isEnabled(),
        )
        for action, where in listed
    ]


def view_entries(views: Iterable[tuple[str, str]], go: Callable[[str], object]) -> list[Entry]:
    """The sidebar's views as (scope, label) pairs, each an entry that selects it (the label
    as the sidebar shows it)."""
    entries = []
    for scope, label in views:
        kind = _VIEW_KINDS.get(Scope.parse_or_all(scope).kind, _OTHER_VIEWS)
        where = translate("CommandPalette", "Go to · {kind}").format(
            kind=translate("CommandPalette", kind)
        )
        entries.append(Entry(label, where, "", partial(_go, go, scope)))
    return entries


def _go(go: Callable[[str], object], scope: str) -> None:
    go(scope)


def _word_score(token: str, word: str) -> int:
    if word == token:
        return 4
    if word.startswith(token):
        return 3
    if token in word:
        return 2
    letters = iter(word)
    return 1 if all(ch in letters for ch in token) else 0


def score(query: str, entry: Entry) -> int | None:
    """How well `query` matches `entry` (higher is better), or None when it does not."""
    tokens = query.casefold().split()
    if not tokens:
        return 0
    words = entry.words
    total = 0
    for token in tokens:
        best = max((_word_score(token, word) for word in words), default=0)
        if best == 0:
            return None
        total += best
    return total


def ranked(query: str, entries: list[Entry]) -> list[Entry]:
    """Matching entries, best first: enabled ones, higher scores, then fewer words (what was
    typed is more of "Mark as read" than of "Mark as to read"), then the menu order."""
    scored = [(s, n, e) for n, e in enumerate(entries) if (s := score(query, e)) is not None]
    scored.sort(key=lambda item: (not item[2].enabled, -item[0], len(item[2].words), item[1]))
    return [entry for _, _, entry in scored]


class CommandPalette(QDialog):
    """A search box over every action and view; Enter runs the highlighted one."""

    def __init__(self, entries: list[Entry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CommandPalette", "Command palette"))
        self.setObjectName("CommandPalette")
        self.entries = entries
        self.shown: list[Entry] = []
        self.box = QLineEdit(self)
        self.box.setPlaceholderText(
            translate("CommandPalette", "Type an action, a tag, a collection or a saved search…")
        )
        self.box.setClearButtonEnabled(True)
        self.box.setAccessibleName(translate("CommandPalette", "Find an action or a place"))
        self.list = QTreeWidget(self)
        self.list.setColumnCount(3)
        self.list.setHeaderHidden(True)
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.addWidget(self.box)
        layout.addWidget(self.list)
        self.box.textChanged.connect(self._filter)
        self.box.installEventFilter(self)
        self.list.itemActivated.connect(lambda _item, _col: self.run_current())
        self.list.itemClicked.connect(lambda _item, _col: self.run_current())
        self.resize(640, 420)
        self._filter("")

    def _filter(self, text: str) -> None:
        self.shown = ranked(text, self.entries)[:SHOWN]
        self.list.clear()
        for entry in self.shown:
            item = QTreeWidgetItem([entry.label, entry.where, entry.shortcut])
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if not entry.enabled:
                item.setDisabled(True)
            self.list.addTopLevelItem(item)
        self._select(0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.box and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                self._move(key)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.run_current()
                return True
        return super().eventFilter(watched, event)

    def _move(self, key: int) -> None:
        count = self.list.topLevelItemCount()
        if not count:
            return
        steps = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1, Qt.Key.Key_PageDown: 10}
        row = self.current_row() + steps.get(Qt.Key(key), -10)
        self._select(max(0, min(count - 1, row)))

    def _select(self, row: int) -> None:
        item = self.list.topLevelItem(row)
        if item is not None:
            self.list.setCurrentItem(item)

    def current_row(self) -> int:
        item = self.list.currentItem()
        return self.list.indexOfTopLevelItem(item) if item is not None else -1

    def current_entry(self) -> Entry | None:
        row = self.current_row()
        return self.shown[row] if 0 <= row < len(self.shown) else None

    def run_current(self) -> None:
        """Close, then run the entry once the palette is gone (a dialog it opens gets focus)."""
        entry = self.current_entry()
        if entry is None or not entry.enabled:
            return
        self.accept()
        QTimer.singleShot(0, entry.run)


def open_palette(
    context: WindowContext, sidebar: Sidebar, also: Iterable[tuple[QAction, str]] = ()
) -> CommandPalette:
    """Show the palette over the window: its declared actions, those listed `also` (each
    citation style), then the sidebar's views."""
    entries = action_entries(context.actions.listed())
    entries += action_entries(also)
    entries += view_entries(sidebar.views(), lambda s: sidebar.select_scope(s, emit=True))
    palette = CommandPalette(entries, context.parent)
    palette.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    palette.show()
    palette.box.setFocus()
    return palette
