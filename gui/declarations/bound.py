"""The window's QActions and menus, made from the declarations, then bound to the areas
that do the work.

Made first, before the areas (so each area can take the actions it enables, checks or
renames), and connected once the areas exist: `connect` finds, for each declaration, the
area whose class has the method marked `@does` with its id.

The menus and items show their texts and tips in the user's language (the declarations'
`shown_…`); a choice of a family names itself (`Labelled.label`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from lectern.gui.declarations.declaration import (
    Declaration,
    Declared,
    Menu,
    done_by,
    key_sequences,
    plain,
)
from lectern.gui.declarations.declared import DECLARED, actions, menu_path
from lectern.gui.declarations.ids import ActionId


def _trigger(
    run: Callable[..., object], area: object, args: tuple[object, ...], *_: object
) -> None:
    run(area, *args)


def _toggle(run: Callable[..., object], area: object, args: tuple[object, ...], on: bool) -> None:
    run(area, *args, on)


class WindowActions:
    """Every declared action of one window, by id; and the window's menus, by `Menu`."""

    def __init__(self, window: QWidget) -> None:
        self.declarations: tuple[Declaration, ...] = DECLARED
        self._window = window
        self._menus = {menu: QMenu(menu.title, window) for menu in Menu}
        self._actions: dict[ActionId, QAction] = {}
        self._choices: dict[ActionId, dict[object, QAction]] = {}
        self._bound: list[tuple[Declared, QAction, tuple[object, ...]]] = []
        for declared in actions():
            if declared.choices:
                self._make_choices(declared)
                continue
            action = QAction(declared.shown_text, window)
            self._actions[declared.id] = action
            self._dress(declared, action)
            self._bound.append((declared, action, ()))

    def _make_choices(self, declared: Declared) -> None:
        group = QActionGroup(self._window) if declared.exclusive else None
        items: dict[object, QAction] = {}
        for choice in declared.choices:
            action = QAction(choice.label, group or self._window)
            action.setCheckable(True)
            items[choice] = action
            self._bound.append((declared, action, (choice,)))
        self._choices[declared.id] = items

    def _dress(self, declared: Declared, action: QAction) -> None:
        """Keys, tips, role and checkability, as declared."""
        if declared.keys:
            action.setShortcuts(key_sequences(declared.keys))
            self._window.addAction(action)  # the key works with the menu bar hidden too
        if declared.tip:
            action.setToolTip(declared.shown_tip)
        if declared.status_tip:
            action.setStatusTip(declared.shown_status_tip)
        if declared.role is not None:
            action.setMenuRole(declared.role)
        action.setCheckable(declared.checkable)

    def connect(self, areas: Iterable[object]) -> None:
        """Run each action's operation on the area whose class has it (`does`)."""
        operations: dict[ActionId, tuple[object, Callable[..., object]]] = {}
        for area in areas:
            for name in dir(type(area)):
                run = getattr(type(area), name, None)
                for action_id in done_by(run):
                    if action_id in operations:
                        raise LookupError(f"two areas of the window do {action_id}")
                    assert callable(run)
                    operations[action_id] = (area, run)
        for declared, action, choice in self._bound:
            if declared.id not in operations:
                raise LookupError(f"no area of the window does {declared.id}")
            area, run = operations[declared.id]
            args = (*declared.args, *choice)
            if declared.checkable or declared.choices:
                action.toggled.connect(partial(_toggle, run, area, args))
            else:
                action.triggered.connect(partial(_trigger, run, area, args))

    def __getitem__(self, action: ActionId) -> QAction:
        return self._actions[action]

    def choice(self, action: ActionId, choice: object) -> QAction:
        """One item of a checkable family: `choice(ActionId.THEME, Theme.DARK)`."""
        return self._choices[action][choice]

    def menu(self, menu: Menu) -> QMenu:
        return self._menus[menu]

    def where(self, menu: Menu) -> str:
        """ "Edit › Copy citation in": where a menu is, as the command palette says it."""
        return menu_path(menu)

    def items(self, declared: Declared) -> list[QAction]:
        """The QActions of one declaration: itself, or one per choice."""
        if declared.choices:
            return list(self._choices[declared.id].values())
        return [self._actions[declared.id]]

    def listed(self) -> Iterator[tuple[QAction, str]]:
        """What the command palette lists, in the table's order, each with its menu path."""
        for declared in actions():
            if declared.palette and declared.place is not None:
                where = menu_path(declared.place.menu)
                for action in self.items(declared):
                    if plain(action.text()):
                        yield action, where
