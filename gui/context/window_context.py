"""The one context a window's panes and action areas are given, instead of the window.

The window makes it first, before any pane (`lectern.gui.main_window`), and hands the same
one to each; a part reaches the library, History's changes, the status line, the list's
selection, the declared actions and the window's moves through it, and is given by name the
one or two panes it works on besides (the sidebar, the detail pane). So no part holds the
half-built window, and none needs a view of it of its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from lectern.gui.context.changes import Changes
from lectern.gui.context.navigation import Navigation
from lectern.gui.context.pending import PendingAnnotations
from lectern.gui.context.status_bar import StatusBar
from lectern.gui.declarations.bound import WindowActions
from lectern.gui.service import LibraryService
from lectern.gui.settings import LibraryKeys, Settings
from lectern.gui.table.view import PaperView


@dataclass(frozen=True)
class WindowContext:
    """The window's shared parts, each made once."""

    parent: QWidget  # the main window: the parent of what a part opens (a dialog, a menu)
    service: LibraryService
    settings: Settings
    keys: LibraryKeys  # this library's own settings (its sort, columns, sidebar choice)
    pending: PendingAnnotations  # status, stars and tags shown before they are written
    changes: Changes  # every change, one History entry each; Undo and Redo
    status: StatusBar  # the status line: what a change did, the counts, progress
    view: PaperView  # the paper list: its selection is what the actions act on
    actions: WindowActions  # every declared action and menu, by id
    navigation: Navigation  # where the user is taken (the window does it)
