"""Where the user is taken in the window, asked for by the parts that cannot do it.

An action area or a pane that wants the list to show a paper, the list read again, or the
keyboard moved asks here; the window's navigator (`lectern.gui.window.navigator`), which
holds the sidebar, the search box and the panes, does it. The requests are signals so that
the context can be made before the panes it moves between (as calibre's actions reach the
window through one interface, and qutebrowser's components through a small registry); each
is connected directly, so it is done before the call returns.
"""

from __future__ import annotations

from enum import Enum, auto

from PySide6.QtCore import QObject, Signal

from lectern.core.view import ALL, Scope


class Focus(Enum):
    """Where the keyboard is asked to go."""

    LIST = auto()
    SEARCH = auto()
    NOTES = auto()  # the notes of the paper shown, when one is
    NEXT_PANE = auto()  # F6: the sidebar, the list (or the PDF read there), the details
    PREVIOUS_PANE = auto()  # Shift+F6


class Navigation(QObject):
    """The window's moves, as requests."""

    paper_asked = Signal(str, object)  # a paper id, the view (a `Scope`) to show it in
    list_asked = Signal()  # the list asked for again (the view, the words, the order)
    focus_asked = Signal(object)  # a `Focus`

    def go_to_paper(self, paper_id: str, scope: Scope = ALL) -> None:
        """Show a paper: in the view shown if it is there, else in `scope`."""
        self.paper_asked.emit(paper_id, scope)

    def refresh_view(self) -> None:
        """Ask for the list again (off the UI thread); only the newest answer is shown."""
        self.list_asked.emit()

    def focus(self, where: Focus) -> None:
        self.focus_asked.emit(where)
