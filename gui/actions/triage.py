"""Triage by keyboard: move with j/k, rate with 1–5 (0 clears), mark with t/r/d/x/u.

The keys are window actions (in the Paper menu, declared in `lectern.gui.declarations.declared`),
so they work wherever the focus is except while typing: text fields take the keys for
themselves. This module is what they do.

"Advance after marking" follows one rule: a status key (t r d x u) moves on to the next
paper, nothing else does (stars, tags, notes). A paper's status is the decision that ends
its triage and every triaged paper gets one, while a rating is optional: so the key that
always comes last is the one that moves on, and a user rates first, then marks. If stars
moved on too, "4 then t" would mark the next paper instead.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from lectern.core.models import Status
from lectern.gui.context.navigation import Focus
from lectern.gui.context.window_context import WindowContext
from lectern.gui.declarations.declaration import does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import translate
from lectern.gui.settings import Keys
from lectern.gui.table.view import PaperView


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
    """The triage keys' work, applied to the list's selection."""

    def __init__(self, context: WindowContext) -> None:
        super().__init__(context.parent)
        self._view = context.view
        self._changes = context.changes
        self._settings = context.settings
        self._navigation = context.navigation
        # The window's Advance after marking, checked as the settings say.
        self.advance = context.actions[ActionId.ADVANCE]
        self.advance.setChecked(self._settings.get(Keys.ADVANCE))

    def advance_note(self) -> str:
        """The cheat sheet's word on advancing, with the setting as it is now."""
        if self.advance.isChecked():
            return translate(
                "Triage",
                "Advance after marking is on (Paper menu, or the button in the status bar). "
                "When it is on, only the marks t, r, d, x and u move on to the next paper; "
                "stars 1–5 and 0 always stay on the paper, so rate first, then mark.",
            )
        return translate(
            "Triage",
            "Advance after marking is off (Paper menu, or the button in the status bar). "
            "When it is on, only the marks t, r, d, x and u move on to the next paper; "
            "stars 1–5 and 0 always stay on the paper, so rate first, then mark.",
        )

    # --- what the keys do --------------------------------------------------------------
    @does(ActionId.NEXT_PAPER)
    def next_paper(self) -> None:
        self._view.move_current(1)

    @does(ActionId.PREVIOUS_PAPER)
    def previous_paper(self) -> None:
        self._view.move_current(-1)

    @does(ActionId.EDIT_NOTES)
    def edit_notes(self) -> None:
        self._navigation.focus(Focus.NOTES)

    @does(ActionId.ADVANCE)
    def set_advance(self, on: bool) -> None:
        """Advance after marking switched (the menu, the status bar's button): kept."""
        self._settings.set(Keys.ADVANCE, on)

    @does(
        ActionId.MARK_TO_READ,
        ActionId.MARK_READING,
        ActionId.MARK_READ,
        ActionId.MARK_DROPPED,
        ActionId.MARK_NEW,
    )
    def mark(self, status: Status) -> None:
        ids = selection_ids(self._view)
        if not ids:
            return
        # Show the next paper before the write starts: the writer thread then competes with
        # the UI thread for the interpreter only once the key has been handled.
        if self.advance.isChecked():
            self.step_past(ids)
        self._changes.set_status(ids, status)

    @does(
        ActionId.RATE_1,
        ActionId.RATE_2,
        ActionId.RATE_3,
        ActionId.RATE_4,
        ActionId.RATE_5,
        ActionId.CLEAR_RATING,
    )
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
