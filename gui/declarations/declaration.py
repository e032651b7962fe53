"""What a declaration of an action holds, and how its keys are bound and written.

An action is declared once (`lectern.gui.declarations.declared`): its id, menu text, keys,
place in a menu, cheat-sheet group and wording, and tips. The operation it runs is a method
of one action area, marked with `does`; the table names no operation, so it imports no area.
The window's QActions (`bound.py`), its menus (`lectern.gui.window.menus`), the command
palette, the cheat sheet and the user guide's table of keys (`sheet.py`) are all made from
those declarations, so none of them can name a key the others do not.

A key is written as Qt's portable text ("Ctrl+Shift+Z", "J") or as one of the platform's
standard keys (`QKeySequence.StandardKey.Quit`), which the platform binds as it likes (⌘Q on
macOS) and the cheat sheet writes as on Windows and Linux.

The texts are declared in English, marked for translation where they are written (menu titles
in the "Menu" context, cheat-sheet headings in "Group", the declarations' texts and tips in
"Actions"), and translated where the menus, the palette and the cheat sheet show them: the
`shown_…` accessors. The English ones stay for the user guide's table of keys, which is English.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Protocol, TypeVar

from PySide6.QtGui import QAction, QKeySequence

from lectern.gui.declarations.ids import ActionId, KeyId
from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate

Key = str | QKeySequence.StandardKey
Operation = TypeVar("Operation", bound=Callable[..., object])  # not translated: a type
_DOES = "__lectern_does__"  # where `does` writes the ids on the method

# The standard keys as the cheat sheet writes them: what Windows and Linux desktops bind.
_STANDARD_WRITTEN: dict[QKeySequence.StandardKey, str] = {
    QKeySequence.StandardKey.New: "Ctrl+N",
    QKeySequence.StandardKey.Quit: "Ctrl+Q",
    QKeySequence.StandardKey.Delete: "Delete",  # not translated: a key, as Qt names it
    QKeySequence.StandardKey.Undo: "Ctrl+Z",
    QKeySequence.StandardKey.Find: "Ctrl+F",
    QKeySequence.StandardKey.HelpContents: "F1",
}
# Qt's names that a person reads otherwise: Return is the Enter key; Del is Delete.
_READ_AS = {"Return": "Enter", "Del": "Delete"}  # not translated: keys, as Qt names them


def written(key: Key) -> str:
    """A key as the cheat sheet and the guide write it: "j" for J (a capital would read as
    Shift+J), "Ctrl+Enter" for Ctrl+Return, "Ctrl+Q" for the standard Quit key."""
    if isinstance(key, QKeySequence.StandardKey):
        return _STANDARD_WRITTEN[key]
    if len(key) == 1:
        return key.lower()
    return "+".join(_READ_AS.get(part, part) for part in key.split("+"))


def written_keys(keys: Sequence[Key]) -> tuple[str, ...]:
    """Each key written once, in the order declared (Ctrl+Return and Ctrl+Enter are one)."""
    return tuple(dict.fromkeys(written(key) for key in keys))


def key_sequences(keys: Sequence[Key]) -> list[QKeySequence]:
    """What Qt binds for `keys`: a standard key the platform has none for (Quit on Windows)
    binds nothing."""
    sequences = [QKeySequence(key) for key in keys]
    return [sequence for sequence in sequences if not sequence.isEmpty()]


class Menu(Enum):
    """The menus, each with its title (in English: the value); the first five are the menu
    bar's, in its order."""

    FILE = QT_TRANSLATE_NOOP("Menu", "&File")
    EDIT = QT_TRANSLATE_NOOP("Menu", "&Edit")
    PAPER = QT_TRANSLATE_NOOP("Menu", "&Paper")
    VIEW = QT_TRANSLATE_NOOP("Menu", "&View")
    HELP = QT_TRANSLATE_NOOP("Menu", "&Help")
    UNDO_IMPORT = QT_TRANSLATE_NOOP("Menu", "&Undo an import")  # filled when shown (`Records`)
    # filled when shown (`CollectionActions`)
    ADD_TO_COLLECTION = QT_TRANSLATE_NOOP("Menu", "Add to &collection")
    CITE_IN = QT_TRANSLATE_NOOP("Menu", "Copy citation &in")  # one item per style (`Citing`)
    ENTRY_IN = QT_TRANSLATE_NOOP("Menu", "Copy bibliography entry i&n")  # the same
    THEME = QT_TRANSLATE_NOOP("Menu", "&Theme")
    COLUMNS = QT_TRANSLATE_NOOP("Menu", "&Columns")

    @property
    def title(self) -> str:
        """The title the menu shows, in the user's language."""
        return translate("Menu", self.value)


class Group(Enum):
    """The cheat sheet's sections, in its order, each with its heading."""

    LIST = QT_TRANSLATE_NOOP("Group", "The list")
    SEARCH = QT_TRANSLATE_NOOP("Group", "Searching")
    TRIAGE = QT_TRANSLATE_NOOP("Group", "Marking, rating, notes")
    QUEUE = QT_TRANSLATE_NOOP("Group", "Up next")
    PAPERS = QT_TRANSLATE_NOOP("Group", "Papers")
    DETAILS = QT_TRANSLATE_NOOP("Group", "In the detail pane")
    READER = QT_TRANSLATE_NOOP("Group", "Reading a PDF")
    UNDO = QT_TRANSLATE_NOOP("Group", "Undo")
    FILES = QT_TRANSLATE_NOOP("Group", "Importing and exporting")
    WINDOWS = QT_TRANSLATE_NOOP("Group", "Windows and help")

    @property
    def heading(self) -> str:
        """The heading in English, as the guide writes it."""
        return self.value

    @property
    def shown_heading(self) -> str:
        """The heading the cheat sheet shows, in the user's language."""
        return translate("Group", self.value)


class Context(Enum):
    """Where a key works: a window action's key works anywhere in the window except while
    typing in a text field; a widget's key only while that widget has the focus."""

    # The values name the places for the code and the tests; the window never shows them.
    WINDOW = "anywhere in the window"  # not translated: never shown
    LIST = "in the list"  # not translated: never shown
    SEARCH_BOX = "in the search box"  # not translated: never shown
    NOTES = "in the notes"  # not translated: never shown
    DETAILS_FORM = "in the form of a paper's details"  # not translated: never shown
    STARS = "on the stars of the detail pane"  # not translated: never shown
    READER = "in the reader"  # not translated: never shown
    READER_FIND = "in the reader's Find bar"  # not translated: never shown
    READER_MARKING = "in the reader, marking"  # not translated: never shown

    @property
    def label(self) -> str:
        return self.value


def plain(text: str) -> str:
    """A menu text as the user reads it: no mnemonic ampersands ("&&" stays one "&"), no
    trailing tab text."""
    text = text.split("\t", maxsplit=1)[0]
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


@dataclass(frozen=True)
class Place:
    """Where an item sits: in `menu`, with the items of the same `section` (sections in
    ascending order, a line between them; in a section, the order of the declarations)."""

    menu: Menu
    section: int = 0


class Labelled(Protocol):
    """A choice of a checkable family (a `Theme`, a `Column`): it names itself, in the
    user's language."""

    @property
    def label(self) -> str: ...


@dataclass(frozen=True)
class Declared:
    """One window action.

    Its operation is the method of one of the window's areas (`Records`, `Triage`, …) marked
    `@does(id)`, called with `args`. A checkable action's operation gets the new state as
    its last argument (it follows `toggled`); an action with `choices` is one checkable item
    per choice, whose operation gets the choice, then the state.

    `also` are keys shown with this action that reach it another way (the list's own ↓
    moves as j does); they are written in the cheat sheet but not bound. `yields_to` names
    where the action steps aside for a widget that takes the same key (Ctrl+Enter saves the
    details form while it is open). `group` puts a keyed action in the cheat sheet, with
    `sheet` as its wording (the menu text if empty).

    `text`, `sheet`, `tip` and `status_tip` are English, marked for translation in the
    "Actions" context where declared. `says`, when given, is the menu text in the user's
    language, for a text that is not `text` translated as it is: a phrase `lectern.gui.names`
    has ("Mark as read", translated once for the whole window).
    """

    id: ActionId
    text: str
    args: tuple[object, ...] = ()
    keys: tuple[Key, ...] = ()
    also: tuple[str, ...] = ()
    place: Place | None = None
    group: Group | None = None
    sheet: str = ""
    tip: str = ""
    status_tip: str = ""
    palette: bool = True
    checkable: bool = False
    choices: tuple[Labelled, ...] = ()
    exclusive: bool = False
    role: QAction.MenuRole | None = None
    yields_to: tuple[Context, ...] = ()
    says: Callable[[], str] | None = None

    @property
    def wording(self) -> str:
        """What the action does, in English, as the guide writes it."""
        return self.sheet or plain(self.text)

    @property
    def shown_text(self) -> str:
        """The menu text, in the user's language."""
        return self.says() if self.says is not None else translate("Actions", self.text)

    @property
    def shown_tip(self) -> str:
        return translate("Actions", self.tip) if self.tip else ""

    @property
    def shown_status_tip(self) -> str:
        return translate("Actions", self.status_tip) if self.status_tip else ""

    @property
    def shown_wording(self) -> str:
        """What the cheat sheet says the action does, in the user's language."""
        return translate("Actions", self.sheet) if self.sheet else plain(self.shown_text)

    @property
    def shown_keys(self) -> tuple[str, ...]:
        """The keys the cheat sheet shows: the bound ones, then `also`."""
        return tuple(dict.fromkeys([*written_keys(self.keys), *self.also]))


@dataclass(frozen=True)
class Submenu:
    """A menu inside another, at `place`."""

    menu: Menu
    place: Place


@dataclass(frozen=True)
class WidgetKeys:
    """Keys a widget handles in its own key handling, not a window action: listed in the
    cheat sheet and the guide like the others, and claimed in their `context` only."""

    id: KeyId
    keys: tuple[str, ...]
    context: Context
    group: Group
    sheet: str

    @property
    def wording(self) -> str:
        """What the keys do, in English, as the guide writes it."""
        return self.sheet

    @property
    def shown_wording(self) -> str:
        """What the cheat sheet says the keys do, in the user's language."""
        return translate("Actions", self.sheet)

    @property
    def shown_keys(self) -> tuple[str, ...]:
        return written_keys(self.keys)


Declaration = Declared | Submenu | WidgetKeys


def does(*ids: ActionId) -> Callable[[Operation], Operation]:
    """Mark a method of an action area as the operation of the declared actions `ids`
    (`Triage.mark` does the five Mark as … items, each with its own `args`). The window's
    actions (`lectern.gui.declarations.bound.WindowActions.connect`) run it on the area
    whose class has it; an id done by no area, or by two, stops the window at its start."""

    def mark(operation: Operation) -> Operation:
        setattr(operation, _DOES, (*getattr(operation, _DOES, ()), *ids))
        return operation

    return mark


def done_by(operation: object) -> tuple[ActionId, ...]:
    """The ids `does` marked `operation` with (none for any other attribute)."""
    ids = getattr(operation, _DOES, ())
    return ids if isinstance(ids, tuple) else ()
