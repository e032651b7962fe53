"""View → History (Ctrl+H): every change to the library, newest first, and any one undone.

The entries come from the change files
(:meth:`lectern.core.library.history.History.entries`), read on the reader thread; undoing
one (:meth:`History.undo`) is a write, on the writer thread, and itself a new entry at the
top. When a later change to the same fields stands in the way, the dialog says which,
inline, and nothing is changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QObject,
    QSize,
    Qt,
    QTime,
    QTimer,
    QTimeZone,
)
from PySide6.QtGui import QColor, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from lectern.core.history_words import describe
from lectern.core.library.history import NOT_UNDONE, UndoBlocked
from lectern.core.sync.entry_kind import EntryKind
from lectern.gui.history_words import refusal_text, window_words
from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate
from lectern.gui.lifetime import if_alive

if TYPE_CHECKING:
    from lectern.core.library import Change, Library
    from lectern.core.sync.history import HistoryEntry
    from lectern.gui.context.window_context import WindowContext

PAGE = 200  # entries read at a time; "Show older" reads the next ones
GroupRole = Qt.ItemDataRole.UserRole + 1
CountRole = Qt.ItemDataRole.UserRole + 2

# The kind filter: its label (in English, as `set_kind` names it; shown translated) and the
# History kinds it shows (None: every kind).
FILTERS: tuple[tuple[str, frozenset[EntryKind] | None], ...] = (
    (QT_TRANSLATE_NOOP("HistoryDialog", "All changes"), None),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Status"), frozenset({EntryKind.STATUS})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Stars"), frozenset({EntryKind.RATING})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Tags"), frozenset({EntryKind.TAGS})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Notes"), frozenset({EntryKind.NOTES})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Marks"), frozenset({EntryKind.MARKS})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Up next"), frozenset({EntryKind.QUEUE})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Edits"), frozenset({EntryKind.EDIT})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Added and imports"), frozenset({EntryKind.ADDED})),
    (
        QT_TRANSLATE_NOOP("HistoryDialog", "Trash and deletions"),
        frozenset({EntryKind.TRASH, EntryKind.RESTORE, EntryKind.DELETED}),
    ),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Merges"), frozenset({EntryKind.MERGE})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Collections"), frozenset({EntryKind.COLLECTIONS})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Saved searches"), frozenset({EntryKind.LIBRARY})),
    (QT_TRANSLATE_NOOP("HistoryDialog", "Opened (read in Lectern)"), frozenset({EntryKind.OPENED})),
)


_WARNING = {False: QColor("#a4262c"), True: QColor("#f0a35e")}  # on light, on dark


class Column:
    WHEN, CHANGE, PAPERS, DEVICE = range(4)


@dataclass(frozen=True)
class Row:
    """One entry as the list shows it (built on the reader thread)."""

    group: str
    kind: EntryKind
    when: str
    change: str
    papers: str
    count: int
    device: str


def when_text(at: datetime, now: datetime | None = None) -> str:
    """Local time as people say it: "Today 14:02", "Yesterday 09:15", "3 Nov 14:02",
    "3 Nov 2025" (another year), in the user's language: QLocale writes the dates, in the
    format each translation gives (https://doc.qt.io/qt-6/qlocale.html#toString)."""
    local = at.astimezone()
    today = (now or datetime.now().astimezone()).astimezone().date()
    locale = QLocale()
    # The wall-clock time, already in the user's zone, held as UTC so that Qt converts nothing.
    moment = QDateTime(
        QDate(local.year, local.month, local.day), QTime(local.hour, local.minute), QTimeZone.utc()
    )
    clock = locale.toString(moment.time(), "HH:mm")
    if local.date() == today:
        return translate("HistoryDialog", "Today {time}").format(time=clock)
    if local.date() == today - timedelta(days=1):
        return translate("HistoryDialog", "Yesterday {time}").format(time=clock)
    if local.year == today.year:
        return locale.toString(
            moment, translate("HistoryDialog", "d MMM HH:mm", "date format: 3 Nov 14:02")
        )
    return locale.toString(
        moment.date(), translate("HistoryDialog", "d MMM yyyy", "date format: 3 Nov 2025")
    )


def _title(library: Library, entry: HistoryEntry, paper_id: str) -> str:
    if library.papers.has_paper(paper_id):
        return library.papers.paper(paper_id).title
    old, new = entry.change(paper_id)  # deleted for good since: its lines still say
    return str(new.get("title") or old.get("title") or paper_id)


def history_rows(
    library: Library, paper_id: str | None, kinds: frozenset[EntryKind] | None, limit: int
) -> list[Row]:
    """The latest `limit` entries as rows; reads the change files (reader thread)."""
    names = library.sync.device_names()
    words = window_words()
    rows = []
    for entry in library.history.entries(paper_id=paper_id, kinds=kinds, limit=limit):
        count = len(entry.papers)
        change = describe(entry, words, counted=False)
        if count == 1:
            papers = _title(library, entry, entry.papers[0])
        else:
            papers = translate("HistoryDialog", "%Ln paper(s)", n=count) if count else ""
        device = entry.device
        if device == library.sync.device:
            where = translate("HistoryDialog", "this computer")
        else:
            where = names.get(device, device)
        rows.append(Row(entry.group, entry.kind, when_text(entry.at), change, papers, count, where))
    return rows


def _undo(library: Library, group: str) -> tuple[str, str]:
    """Undo the entry: ("", what was undone), or (why not, "") when a later change blocks it."""
    try:
        entry = library.history.undo(group)
    except UndoBlocked as blocked:
        return refusal_text(blocked), ""
    return "", describe(entry, window_words())


class HistoryDialog(QDialog):
    """The History window: the list, its filters, Show older and Undo this change."""

    def __init__(self, context: WindowContext, shown_paper: str | None = None) -> None:
        """`shown_paper` is the paper the detail pane shows: the list marks its changes."""
        super().__init__(context.parent)
        self._context = context
        self._service = context.service
        self._limit = PAGE
        self._paper: str | None = None  # the paper the list is filtered to, if any
        self.rows: list[Row] = []
        self.setObjectName("historyDialog")
        self.setWindowTitle(translate("HistoryDialog", "History"))
        self.resize(900, 560)

        self.kind_box = QComboBox()
        self.kind_box.setAccessibleName(translate("HistoryDialog", "Kind of change"))
        for label, _kinds in FILTERS:
            self.kind_box.addItem(translate("HistoryDialog", label))
        self.kind_box.currentIndexChanged.connect(lambda _i: self.reload(reset=True))
        self.paper_only = QCheckBox(translate("HistoryDialog", "Only the selected paper"))
        self.paper_only.toggled.connect(lambda _on: self.reload(reset=True))
        self.paper_label = QLabel()
        self.paper_label.setObjectName("historyPaper")
        self.paper_label.setTextFormat(Qt.TextFormat.PlainText)
        filters = QHBoxLayout()
        filters.addWidget(QLabel(translate("HistoryDialog", "Show:")))
        filters.addWidget(self.kind_box)
        filters.addSpacing(12)
        filters.addWidget(self.paper_only)
        filters.addWidget(self.paper_label, 1)

        self.tree = QTreeWidget()
        self.tree.setObjectName("historyList")
        self.tree.setAccessibleName(translate("HistoryDialog", "Changes, newest first"))
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setHeaderLabels(
            [
                translate("HistoryDialog", "When"),
                translate("HistoryDialog", "Change"),
                translate("HistoryDialog", "Papers"),
                translate("HistoryDialog", "Device"),
            ]
        )
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(Column.CHANGE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(Column.PAPERS, QHeaderView.ResizeMode.Interactive)
        self.tree.setColumnWidth(Column.WHEN, 120)
        self.tree.setColumnWidth(Column.PAPERS, 290)
        self.tree.setColumnWidth(Column.DEVICE, 120)
        self.tree.itemDoubleClicked.connect(lambda _item, _col: self.undo_selected())
        self.tree.currentItemChanged.connect(lambda *_a: self._update_buttons())
        self.tree.installEventFilter(self)

        self.message = QLabel()
        self.message.setObjectName("historyMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.older_button = QPushButton(translate("HistoryDialog", "Show older"))
        self.older_button.clicked.connect(self.show_older)
        self.undo_button = QPushButton(translate("HistoryDialog", "Undo this change"))
        self.undo_button.clicked.connect(self.undo_selected)
        close = QPushButton(translate("HistoryDialog", "Close"))
        close.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.older_button)
        buttons.addStretch(1)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

        self._reload_soon = QTimer(self)
        self._reload_soon.setSingleShot(True)
        self._reload_soon.setInterval(200)
        self._reload_soon.timeout.connect(self.reload)
        self._service.changed.connect(self._on_changed)
        context.view.current_paper_changed.connect(self._on_current_paper)
        self._on_current_paper(shown_paper)
        self._update_buttons()

    # --- filters ----------------------------------------------------------------------
    def kinds(self) -> frozenset[EntryKind] | None:
        return FILTERS[max(self.kind_box.currentIndex(), 0)][1]

    def set_kind(self, label: str) -> None:
        self.kind_box.setCurrentIndex([name for name, _ in FILTERS].index(label))

    def show_paper(self, paper_id: str) -> None:
        """Filter the list to `paper_id` (the detail pane's History… button)."""
        self._on_current_paper(paper_id)
        if self.paper_only.isChecked():
            self.reload(reset=True)
        self.paper_only.setChecked(True)

    def _on_current_paper(self, paper_id: str | None) -> None:
        if paper_id == self._paper and paper_id is not None:
            return
        self._paper = paper_id
        self.paper_only.setEnabled(paper_id is not None)
        title = ""
        if paper_id is not None:
            try:
                title = self._service.entry(paper_id).paper.title
            except KeyError:
                title = ""
        quoted = translate("HistoryDialog", "“{title}”").format(title=title) if title else ""
        self.paper_label.setText(quoted)
        self.paper_label.setToolTip(title)
        if self.paper_only.isChecked():
            if paper_id is None:
                self.paper_only.setChecked(False)  # reloads
            else:
                self.reload(reset=True)

    # --- loading ----------------------------------------------------------------------
    def reload(self, *, reset: bool = False) -> None:
        if reset:
            self._limit = PAGE
        paper = self._paper if self.paper_only.isChecked() else None
        kinds, limit = self.kinds(), self._limit
        self._service.read_latest(
            "history",
            lambda library: history_rows(library, paper, kinds, limit),
            if_alive(self, self._show_rows),
        )

    def show_older(self) -> None:
        self._limit += PAGE
        self.reload()

    def _on_changed(self, _change: Change) -> None:
        self._reload_soon.start()

    def _show_rows(self, rows: list[Row]) -> None:
        current = self.tree.currentItem()
        keep = current.data(Column.WHEN, GroupRole) if current is not None else None
        self.rows = rows
        self.tree.clear()
        items = []
        for row in rows:
            item = QTreeWidgetItem([row.when, row.change, row.papers, row.device])
            item.setData(Column.WHEN, GroupRole, row.group)
            item.setData(Column.WHEN, CountRole, row.count)
            item.setToolTip(Column.CHANGE, row.change)
            item.setToolTip(Column.PAPERS, row.papers)
            items.append(item)
        if items:  # rows as tall as the paper list's, not packed tight (uniform: the first says)
            height = self.tree.fontMetrics().height() + 10
            items[0].setSizeHint(Column.WHEN, QSize(0, height))
        self.tree.addTopLevelItems(items)
        chosen = next((i for i in items if i.data(Column.WHEN, GroupRole) == keep), None)
        if chosen is None and items:
            chosen = items[0]
        if chosen is not None:
            self.tree.setCurrentItem(chosen)
        self.older_button.setEnabled(len(rows) >= self._limit)
        if not rows:
            self._say(translate("HistoryDialog", "No changes of this kind yet."))
        self._update_buttons()

    # --- undo -------------------------------------------------------------------------
    def selected_row(self) -> Row | None:
        item = self.tree.currentItem()
        index = self.tree.indexOfTopLevelItem(item) if item is not None else -1
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def _update_buttons(self) -> None:
        row = self.selected_row()
        writable = self._service.is_open and not self._service.library.readonly
        self.undo_button.setEnabled(row is not None and row.kind not in NOT_UNDONE and writable)

    def undo_selected(self) -> None:
        row = self.selected_row()
        if row is None or not self.undo_button.isEnabled():
            return
        self._say("")
        group = row.group
        self._service.submit(
            lambda library: _undo(library, group),
            if_alive(self, self._undone),
            label=QT_TRANSLATE_NOOP("Task", "Undoing a change"),  # shown by the status bar
        )

    def _undone(self, result: tuple[str, str]) -> None:
        blocked, what = result
        if blocked:
            self._say(blocked, warning=True)
            return
        text = translate("HistoryDialog", "Undone: {change}").format(change=what)
        self._say(text)
        self._context.status.show_notice(text)
        self.reload()

    def _say(self, text: str, *, warning: bool = False) -> None:
        palette = self.palette()
        if warning:
            dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
            palette.setColor(QPalette.ColorRole.WindowText, _WARNING[dark])
        self.message.setPalette(palette)
        self.message.setText(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.undo_selected()
                return True
        return super().eventFilter(watched, event)


def open_history(
    context: WindowContext, paper_id: str | None = None, shown_paper: str | None = None
) -> HistoryDialog:
    """Show the History window (one per main window), filtered to `paper_id` when given;
    `shown_paper` is the paper the detail pane shows."""
    # A window closed is deleted later: only a visible one is shown again.
    shown = [d for d in context.parent.findChildren(HistoryDialog) if d.isVisible()]
    dialog = shown[0] if shown else None
    if dialog is None:
        dialog = HistoryDialog(context, shown_paper)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if paper_id is None:
            dialog.reload()
    if paper_id is not None:
        dialog.show_paper(paper_id)
    elif dialog.isVisible():
        dialog.reload()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
