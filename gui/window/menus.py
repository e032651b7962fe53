"""The menu bar: File, Edit, Paper (triage keys), View, Help. Built once per window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from lectern.gui.actions.copying import SHORTCUTS as COPY_SHORTCUTS
from lectern.gui.actions.copying import PaperActions
from lectern.gui.actions.triage import OTHER_SHORTCUTS
from lectern.gui.settings import Keys
from lectern.gui.table.model import Column
from lectern.gui.theme import Theme, apply_theme

if TYPE_CHECKING:
    from lectern.gui.main_window import MainWindow


def _action(window: MainWindow, text: str, slot, shortcut=None) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        if isinstance(shortcut, list):
            action.setShortcuts([QKeySequence(s) for s in shortcut])
        else:
            action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action


def build_menus(window: MainWindow) -> dict[str, QAction]:
    bar = window.menuBar()
    actions: dict[str, QAction] = {}

    file_menu = bar.addMenu("&File")
    records = window.records.actions
    actions.update({f"records_{name}": action for name, action in records.items()})
    file_menu.addAction(records["new_paper"])
    file_menu.addAction(window.collections.new_action)
    actions["import"] = _action(window, "&Import papers…", window.files.import_files, "Ctrl+I")
    actions["export_selection"] = _action(
        window, "&Export selection…", window.files.export_selection, "Ctrl+E"
    )
    actions["export_view"] = _action(
        window, "Export current &view…", window.files.export_view, "Ctrl+Shift+E"
    )
    actions["quit"] = _action(window, "&Quit", window.close, QKeySequence.StandardKey.Quit)
    actions["quit"].setMenuRole(QAction.MenuRole.QuitRole)
    for key in ("import", None, "export_selection", "export_view", None):
        file_menu.addAction(actions[key]) if key else file_menu.addSeparator()
    file_menu.addMenu(window.records.undo_import_menu)
    file_menu.addAction(records["empty_trash"])
    file_menu.addSeparator()
    file_menu.addAction(actions["quit"])

    edit_menu = bar.addMenu("&Edit")
    undo = window.undo_stack.createUndoAction(window, "&Undo")
    undo.setShortcut(QKeySequence.StandardKey.Undo)
    redo = window.undo_stack.createRedoAction(window, "&Redo")
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    actions["undo"], actions["redo"] = undo, redo
    actions["find"] = _action(
        window,
        "&Search",
        window.focus_search,
        ["/", QKeySequence(QKeySequence.StandardKey.Find).toString()],
    )
    actions["save_search"] = _action(
        window, "Save this &search…", window.files.save_search, "Ctrl+Shift+S"
    )
    paper_actions = PaperActions(
        window, window.view, window.service.entry, window.status, window.attachments
    )
    paper_actions.paper_opened.connect(window.service.record_read)
    actions.update(paper_actions.actions())
    for action in (
        undo,
        redo,
        None,
        actions["copy_bibtex"],
        actions["copy_citation"],
        actions["copy_link"],
        None,
        records["regenerate_key"],
        None,
        actions["find"],
        actions["save_search"],
    ):
        edit_menu.addAction(action) if action else edit_menu.addSeparator()

    paper_menu = bar.addMenu("&Paper")
    paper_menu.addAction(actions["open_paper"])
    paper_menu.addSeparator()
    window.triage.fill_menu(paper_menu)
    paper_menu.addSeparator()
    window.queue.fill_menu(paper_menu)
    paper_menu.addSeparator()
    for name in (
        "edit_paper",
        "attach_file",
        "trash",
        "restore",
        "delete_for_good",
        None,
        "merge",
        "not_duplicates",
    ):
        paper_menu.addAction(records[name]) if name else paper_menu.addSeparator()
    paper_menu.addSeparator()
    paper_menu.addMenu(window.collections.add_menu)
    paper_menu.addAction(window.collections.remove_action)
    actions["advance"] = window.triage.advance

    view_menu = bar.addMenu("&View")
    theme_menu = view_menu.addMenu("&Theme")
    group = QActionGroup(window)
    current = Theme.parse(window.settings.get(Keys.THEME))
    for theme in Theme:
        action = QAction(theme.label, group)
        action.setCheckable(True)
        action.setChecked(theme is current)
        action.triggered.connect(lambda _c=False, t=theme: _set_theme(window, t))
        theme_menu.addAction(action)
        actions[f"theme_{theme.value}"] = action
    actions["sort_relevance"] = _action(
        window, "Sort by &relevance", window.order.sort_by_relevance
    )
    actions["sort_relevance"].setToolTip("List the search results with the best match first")
    view_menu.addAction(actions["sort_relevance"])
    columns_menu = view_menu.addMenu("&Columns")
    _fill_columns(window, columns_menu, actions)
    window.view.horizontalHeader().customContextMenuRequested.connect(
        lambda pos: columns_menu.exec(window.view.horizontalHeader().mapToGlobal(pos))
    )
    view_menu.addSeparator()
    actions["palette"] = _action(
        window, "Command &palette…", lambda: open_palette(window), ["Ctrl+K", "Ctrl+Shift+P"]
    )
    view_menu.addAction(actions["palette"])
    actions["stats"] = _action(
        window, "Reading &stats…", lambda: open_stats(window), "Ctrl+Shift+T"
    )
    view_menu.addAction(actions["stats"])
    actions["history"] = _action(window, "&History…", lambda: open_history(window), "Ctrl+H")
    view_menu.addAction(actions["history"])
    window.detail.history_requested.connect(lambda pid: open_history(window, pid or None))

    help_menu = bar.addMenu("&Help")
    actions["shortcuts"] = _action(
        window,
        "&Keyboard shortcuts",
        lambda: open_shortcuts(window),
        [QKeySequence(QKeySequence.StandardKey.HelpContents).toString(), "?"],
    )
    actions["syntax"] = _action(window, "Search &syntax", window.search_box.show_help)
    actions["about"] = _action(window, "&About Lectern", lambda: open_about(window))
    actions["about"].setMenuRole(QAction.MenuRole.AboutRole)
    for action in (actions["shortcuts"], actions["syntax"], None, actions["about"]):
        help_menu.addAction(action) if action else help_menu.addSeparator()

    window.view.customContextMenuRequested.connect(
        lambda pos: paper_menu.exec(window.view.viewport().mapToGlobal(pos))
    )
    for action in actions.values():
        if action.shortcut() and action not in window.actions():
            window.addAction(action)
    return actions


# Dialogs are imported when first opened: they are not needed to show the window.
def _open(dialog) -> None:
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()


def open_palette(window: MainWindow) -> None:
    from lectern.gui.dialogs.palette import open_palette as show

    show(window)


def open_stats(window: MainWindow) -> None:
    from lectern.gui.dialogs.stats import ReadingStatsDialog

    _open(ReadingStatsDialog(window.service, window))


def open_history(window: MainWindow, paper_id: str | None = None) -> None:
    from lectern.gui.dialogs.history import open_history as show

    show(window, paper_id)


def open_shortcuts(window: MainWindow) -> None:
    from lectern.gui.dialogs.shortcuts import ShortcutsDialog

    triage = window.triage
    table = [*triage.table, *window.queue.table, *OTHER_SHORTCUTS]
    help_row = next((i for i, (key, _) in enumerate(table) if key.startswith("F1")), len(table))
    rows = [*table[:help_row], *COPY_SHORTCUTS, *table[help_row:]]
    _open(ShortcutsDialog(rows, window, notes=[triage.advance_note()]))


def open_about(window: MainWindow) -> None:
    from lectern.gui.dialogs.about import show_about

    show_about(window, str(window.service.folder))


def _set_theme(window: MainWindow, theme: Theme) -> None:
    window.settings.set(Keys.THEME, theme.value)
    apply_theme(window.app(), theme)


def _fill_columns(window: MainWindow, menu: QMenu, actions: dict[str, QAction]) -> None:
    header = window.view.horizontalHeader()
    for column in Column:
        if column in (Column.TITLE, Column.RELEVANCE):  # the list shows Relevance itself
            continue
        action = QAction(column.label, menu)
        action.setCheckable(True)
        action.toggled.connect(lambda on, c=column: window.view.set_column_shown(c, on))
        menu.addAction(action)
        actions[f"column_{column.name.lower()}"] = action
    menu.addSeparator()
    reset = menu.addAction("Reset columns")
    reset.triggered.connect(window.reset_columns)

    def sync() -> None:
        for column in Column:
            action = actions.get(f"column_{column.name.lower()}")
            if action is not None:
                action.blockSignals(True)
                action.setChecked(window.view.is_column_shown(column))
                empty = window.view.is_column_auto_hidden(column)
                action.setText(column.label + (" (none in this list)" if empty else ""))
                action.blockSignals(False)

    menu.aboutToShow.connect(sync)
    header.sectionResized.connect(lambda *_args: sync())
    sync()
