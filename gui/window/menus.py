"""The menu bar (File, Edit, Paper, View, Help) and the context menus, laid out from the
declarations (`lectern.gui.declarations.declared`): each menu's items by section, a line between
sections, and in a section in the table's order. Built once per window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lectern.gui.declarations.bound import WindowActions
from lectern.gui.declarations.declaration import Declared, Menu, Submenu
from lectern.gui.declarations.declared import submenus

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenuBar

    from lectern.gui.table.view import PaperView


def build_menus(bar: QMenuBar, actions: WindowActions, view: PaperView) -> None:
    """Fill the window's menu `bar` and the list's and its header's context menus."""
    inside = {entry.menu for entry in submenus()}
    for menu in Menu:
        _fill(actions, menu)
        if menu not in inside:
            bar.addMenu(actions.menu(menu))

    paper_menu = actions.menu(Menu.PAPER)
    view.customContextMenuRequested.connect(
        lambda pos: paper_menu.exec(view.viewport().mapToGlobal(pos))
    )
    header, columns = view.horizontalHeader(), actions.menu(Menu.COLUMNS)
    header.customContextMenuRequested.connect(lambda pos: columns.exec(header.mapToGlobal(pos)))


def _fill(actions: WindowActions, menu: Menu) -> None:
    entries = [
        entry
        for entry in actions.declarations
        if isinstance(entry, Declared | Submenu) and entry.place and entry.place.menu is menu
    ]
    target = actions.menu(menu)
    sections = sorted({entry.place.section for entry in entries if entry.place})
    for number, section in enumerate(sections):
        if number:
            target.addSeparator()
        for entry in entries:
            if entry.place is None or entry.place.section != section:
                continue
            if isinstance(entry, Submenu):
                target.addMenu(actions.menu(entry.menu))
            else:
                target.addActions(actions.items(entry))
