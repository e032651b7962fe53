"""Triage by keyboard: move with j/k, rate with 1–5 (0 clears), mark with t/r/d/x/u.

The keys are window actions (in the Paper menu), so they work wherever the focus is except
while typing: text fields take the keys for themselves. The same table feeds the cheat
sheet under Help.

"Advance after marking" follows one rule: a status key (t r d x u) moves on to the next
paper, nothing else does (stars, tags, notes). A paper's status is the decision that ends
its triage and every triaged paper gets one, while a rating is optional: so the key that
always comes last is the one that moves on, and a user rates first, then marks. If stars
moved on too, "4 then t" would mark the next paper instead.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from lectern.core.models import Status
from lectern.gui.actions.undo import Changes
from lectern.gui.settings import Keys, Settings
from lectern.gui.table.view import PaperView

STATUS_KEYS: dict[str, Status] = {
    "T": Status.TO_READ,
    "R": Status.READING,
    "D": Status.READ,
    "X": Status.DROPPED,
    "U": Status.NEW,
}

ADVANCE_RULE = (
    "After t, r, d, x or u, move on to the next paper. Stars (1–5, 0) stay on the paper: "
    "rate first, then mark."
)

# Shortcuts that belong to other parts of the window, listed in the cheat sheet too.
OTHER_SHORTCUTS: list[tuple[str, str]] = [
    ("/  or  Ctrl+F", "Search"),
    ("Enter  or  ↓", "From the search box: go to the list"),
    ("Esc", "Back to the list (from the notes or the search box)"),
    (
        "Ctrl+Z",
        "Undo: a status, rating, tag or Up next change, an edit, a deletion, a merge, an import",
    ),
    ("Ctrl+Shift+Z", "Redo"),
    ("Ctrl+A", "Select every paper in the list (marks and stars then apply to all)"),
    ("Ctrl+Shift+S", "Save the current search"),
    ("Ctrl+N", "New paper: paste an entry or an identifier, or type it in…"),
    ("F2", "Edit the details of the selected paper"),
    (
        "Delete",
        "Move the selection to the Trash (in the Trash: delete for good; in Up next: "
        "take it out of the queue)",
    ),
    ("Ctrl+Shift+R", "Restore the selection from the Trash"),
    ("Ctrl+M", "Merge the selected papers into the one shown"),
    ("Ctrl+I", "Import papers…"),
    ("Ctrl+E", "Export the selection…"),
    ("Ctrl+Shift+E", "Export the papers in the list…"),
    ("Ctrl+Shift+T", "Reading stats"),
    ("Ctrl+H", "History: every change, newest first; undo any of them"),
    ("F1  or  ?", "This list of shortcuts"),
    ("Ctrl+Q", "Quit"),
]


def selection_ids(view: PaperView) -> list[str]:
    """The selected papers in list order (the current one if none), read from the selection's
    ranges: asking for every selected row checks each cell of 2,510 rows, a quarter second."""
    model = view.paper_model()
    rows: set[int] = set()
    # PySide6's stubs leave out __iter__ on QItemSelection, a list of ranges that iterates.
    for selected in view.selectionModel().selection():  # type: ignore[attr-defined]
        rows.update(range(selected.top(), selected.bottom() + 1))
    ids = [pid for row in sorted(rows) if (pid := model.id_at(row)) is not None]
    if not ids and (current := view.current_id()):
        ids = [current]
    return ids


class Triage(QObject):
    """Owns the triage actions and applies them to the list's selection."""

    def __init__(
        self,
        window: QWidget,
        view: PaperView,
        changes: Changes,
        settings: Settings,
        focus_notes: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._view = view
        self._changes = changes
        self._settings = settings
        self._focus_notes = focus_notes
        self.actions: list[QAction] = []
        self.table: list[tuple[str, str]] = []

        self._add("J", "Next paper", lambda: view.move_current(1), alt="Down")
        self._add("K", "Previous paper", lambda: view.move_current(-1), alt="Up")
        self.actions.append(self._separator())
        for key, status in STATUS_KEYS.items():
            self._add(key, f"Mark as {status.label.lower()}", partial(self.mark, status))
        self.actions.append(self._separator())
        for stars in range(1, 6):
            self._add(
                str(stars),
                f"Rate {stars} star{'s' if stars > 1 else ''}",
                partial(self.rate, stars),
            )
        self._add("0", "Clear the rating", lambda: self.rate(0))
        self.actions.append(self._separator())
        self._add("N", "Edit notes", focus_notes)
        self.advance = QAction("Advance after marking", self)
        self.advance.setCheckable(True)
        self.advance.setChecked(settings.get(Keys.ADVANCE))
        self.advance.setToolTip(ADVANCE_RULE)
        self.advance.setStatusTip(ADVANCE_RULE)
        self.advance.toggled.connect(lambda on: settings.set(Keys.ADVANCE, on))
        self.actions.append(self.advance)

    def _separator(self) -> QAction:
        action = QAction(self)
        action.setSeparator(True)
        return action

    def _add(self, key: str, text: str, slot: Callable[[], None], alt: str = "") -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _checked=False: slot())
        self._window.addAction(action)
        self.actions.append(action)
        self.table.append(
            (f"{key.lower() if key.isalpha() else key}" + (f"  or  {alt}" if alt else ""), text)
        )
        return action

    def shortcut_table(self) -> list[tuple[str, str]]:
        return [*self.table, *OTHER_SHORTCUTS]

    def advance_note(self) -> str:
        """The cheat sheet's word on advancing, with the setting as it is now."""
        state = "on" if self.advance.isChecked() else "off"
        return (
            f"Advance after marking is {state} (Paper menu, or the button in the status bar). "
            "When it is on, only the marks t, r, d, x and u move on to the next paper; "
            "stars 1–5 and 0 always stay on the paper, so rate first, then mark."
        )

    def fill_menu(self, menu: QMenu) -> None:
        for action in self.actions:
            menu.addAction(action)

    # --- what the keys do --------------------------------------------------------------
    def mark(self, status: Status) -> None:
        ids = selection_ids(self._view)
        if not ids:
            return
        # Show the next paper before the write starts: the writer thread then competes with
        # the UI thread for the interpreter only once the key has been handled.
        if self.advance.isChecked():
            self.step_past(ids)
        self._changes.set_status(ids, status)

    def rate(self, stars: int) -> None:
        ids = selection_ids(self._view)
        if ids:
            self._changes.set_rating(ids, stars)

    def step_past(self, ids: list[str]) -> None:
        """Select the paper after the last of `ids` (before they leave or change)."""
        model = self._view.paper_model()
        last = max((model.row_of(pid) for pid in ids), default=-1)
        if 0 <= last < model.rowCount() - 1:
            self._view.select_row(last + 1)
