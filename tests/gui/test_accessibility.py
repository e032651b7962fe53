"""The window as assistive technology reads it, through Qt's own accessibility interface
(`QAccessible`, what Qt hands AT-SPI on Linux): every control named, the keyboard reaching
each of them in turn, and the list's painted cells told as text. The tests that only read
the window's names and open its dialogs share one window for the file (`shared_window`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QScrollBar,
    QWidget,
)

from lectern.core.importers.base import Skipped
from lectern.core.models import Status
from lectern.core.results import ImportReport
from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.import_dialog import ImportTargetDialog
from lectern.gui.dialogs.import_summary import ImportSummaryDialog
from lectern.gui.dialogs.new_paper import NewPaperDialog
from lectern.gui.main_window import MainWindow
from lectern.gui.table.model import Column


def _interactive(root: QWidget) -> list[QWidget]:
    """The visible, enabled widgets under `root` that take focus from the keyboard: what a
    keyboard user walks and a screen reader announces (a scroll bar is moved with its
    area's keys, never focused)."""
    return [
        widget
        for widget in [root, *root.findChildren(QWidget)]
        if widget.isVisible()
        and widget.isEnabled()
        and widget.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus
        and widget.focusProxy() is None  # its proxy takes the focus (a tab widget's tab bar)
        and not isinstance(widget, QScrollBar)
        and widget.window() is root.window()
    ]


def _name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None, widget
    return interface.text(QAccessible.Text.Name)


def _described(widget: QWidget) -> str:
    parent = widget.parentWidget()
    shown = getattr(widget, "text", lambda: "")()
    return (
        f"{type(widget).__name__} {widget.objectName()!r} {shown!r} {_name(widget)!r}"
        f" in {type(parent).__name__}"
    )


def _buttons(root: QWidget) -> list[QWidget]:
    """The visible buttons under `root`, also those a mouse presses but Tab passes by
    (the search box's own): a screen reader lists them."""
    return [b for b in root.findChildren(QAbstractButton) if b.isVisible()]


def test_every_control_of_the_window_has_a_name(qtbot, shared_window) -> None:  # noqa: ARG001
    window = shared_window
    controls = dict.fromkeys([*_interactive(window), *_buttons(window)])
    unnamed = [_described(w) for w in controls if not _name(w).strip()]
    assert not unnamed, "no accessible name:\n" + "\n".join(unnamed)


def _tab_round(qtbot, root: QWidget, start: QWidget) -> tuple[list[QWidget], list[str]]:
    """Press Tab from `start` until the focus comes back to it: the controls reached in
    order, and those of `root` Tab never reached."""
    controls = _interactive(root)
    start.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(start.hasFocus)
    reached: list[QWidget] = []
    for _ in range(len(controls) * 2 + 2):
        focused = QApplication.focusWidget()
        assert focused is not None
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is start:
            break
        assert now is not None
        reached.append(now)
    else:
        raise AssertionError(f"Tab never came back to {_described(start)}")
    # Tab stops once in a group of exclusive buttons, at the one checked (the arrow keys
    # move in it), as at a group of radio buttons.
    stops = set(reached)
    for widget in reached:
        group = widget.group() if isinstance(widget, QAbstractButton) else None
        if group is not None and group.exclusive():
            stops.update(group.buttons())
    missed = [_described(w) for w in controls if w is not start and w not in stops]
    assert len(reached) == len(set(reached)), "Tab visits a control twice in one round"
    return reached, missed


def test_tab_walks_every_control_of_the_window_in_reading_order(qtbot, window) -> None:
    """On a window of its own: where a link label's focus was left decides its round."""
    reached, missed = _tab_round(qtbot, window, window.search_box)
    assert not missed, "Tab never reaches:\n" + "\n".join(missed)
    order = [
        next(i for i, w in enumerate(reached) if part is w or part.isAncestorOf(w))
        for part in (window.sidebar, window.view, window.detail, window.status)
    ]
    assert order == sorted(order), [_described(w) for w in reached]


def _cell(table: QAccessibleInterface, row: int, column: int) -> QAccessibleInterface:
    """The list's cell at `row` and `column`, found as a screen reader finds it: among the
    table's children, by the row and column each says it is in."""
    for index in range(table.childCount()):
        child = table.child(index)
        cell = child.tableCellInterface() if child is not None else None
        if cell is not None and (cell.rowIndex(), cell.columnIndex()) == (row, column):
            return child
    raise AssertionError(f"no cell at row {row}, column {column}")


def test_the_lists_stars_status_and_notes_are_told_as_text(qtbot, window) -> None:
    model = window.model
    rated, plain = model.id_at(0), model.id_at(1)
    window.service.submit(lambda lib: lib.notes.set_rating([rated], 4))
    window.service.submit(lambda lib: lib.notes.set_status([rated], Status.TO_READ))
    window.service.submit(lambda lib: lib.notes.set_notes(rated, "Read section 3 again."))
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table is not None and table.role() == QAccessible.Role.Table

    def told(pid: str, column: Column) -> str:
        return _cell(table, model.row_of(pid), column).text(QAccessible.Text.Name)

    qtbot.waitUntil(lambda: told(rated, Column.RATING) == "4 of 5 stars")
    assert told(rated, Column.STATUS) == "To read"
    assert told(rated, Column.NOTES) == "Has notes"
    assert told(plain, Column.RATING) == "Not rated"
    assert told(rated, Column.TITLE) == window.library.papers.paper(rated).title


def _opened_by(action: ActionId) -> Callable[[MainWindow], QDialog]:
    """The dialog the window's `action` opens (each opens without waiting for it to close)."""

    def open_it(window: MainWindow) -> QDialog:
        before = set(window.findChildren(QDialog))
        window.actions_by_id[action].trigger()
        opened = [d for d in window.findChildren(QDialog) if d not in before and d.isVisible()]
        assert len(opened) == 1, (action, opened)
        return opened[0]

    return open_it


def _shown(make: Callable[[MainWindow], QDialog]) -> Callable[[MainWindow], QDialog]:
    """A dialog the window runs modally, shown here without its own event loop."""

    def open_it(window: MainWindow) -> QDialog:
        dialog = make(window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    return open_it


def _summary(window: MainWindow) -> QDialog:
    report = ImportReport(
        path=str(window.library.folder / "refs.bib"),
        format="BibTeX",
        collection="refs",
        added=2,
        skipped=(Skipped(line=12, reason="the entry has no title"),),
    )
    return ImportSummaryDialog([report], window)


DIALOGS: dict[str, Callable[[MainWindow], QDialog]] = {
    "new paper": _shown(NewPaperDialog),
    "import target": _shown(lambda w: ImportTargetDialog(w, ["refs.bib"], ["Reading group"])),
    "import summary": _shown(_summary),
    "export": _opened_by(ActionId.EXPORT_VIEW),
    "keep exported": _opened_by(ActionId.KEEP_EXPORTED),
    "watched folders": _opened_by(ActionId.WATCH_FOLDERS),
    "preferences": _opened_by(ActionId.PREFERENCES),
    "command palette": _opened_by(ActionId.PALETTE),
    "reading stats": _opened_by(ActionId.STATS),
    "history": _opened_by(ActionId.HISTORY),
    "keyboard shortcuts": _opened_by(ActionId.SHORTCUTS),
}


@pytest.mark.parametrize("name", DIALOGS)
def test_each_dialog_names_its_controls_and_tab_walks_them_all(qtbot, shared_window, name) -> None:
    dialog = DIALOGS[name](shared_window)
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    try:
        controls = _interactive(dialog)
        assert controls, "nothing to reach in the dialog"
        named = dict.fromkeys([*controls, *_buttons(dialog)])
        unnamed = [_described(w) for w in named if not _name(w).strip()]
        assert not unnamed, "no accessible name:\n" + "\n".join(unnamed)
        _, missed = _tab_round(qtbot, dialog, controls[0])
        assert not missed, "Tab never reaches:\n" + "\n".join(missed)
    finally:
        dialog.close()
