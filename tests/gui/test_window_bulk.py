"""Bulk changes through the real window: shown at once, progress while written, Undo beside.

To see what the window shows while a write is still under way, a watcher holds the writer
thread inside the change (the real write, the real index) until the test lets it go.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from lectern.core.models import Status
from lectern.gui.declarations.ids import ActionId
from lectern.gui.settings import Keys
from lectern.gui.table.model import Column, RatingRole


class WriterGate:
    """Holds the writer thread while the library announces a change, until `release`."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.open.set()
        self.reached = threading.Event()

    def close(self) -> None:
        self.reached.clear()
        self.open.clear()

    def release(self) -> None:
        self.open.set()

    def __call__(self, _change: object) -> None:
        self.reached.set()
        self.open.wait(30)


@pytest.fixture
def gate(window) -> Iterator[WriterGate]:
    writer_gate = WriterGate()
    window.service.watch(writer_gate)
    yield writer_gate
    writer_gate.release()


def _shown_statuses(window) -> list[str]:
    model = window.model
    return [model.index(row, Column.STATUS).data() for row in range(model.rowCount())]


def test_select_all_then_x_shows_dropped_at_once_with_progress_and_undo(qtbot, window, gate):
    before = _shown_statuses(window)
    ids = window.model.ids()
    window.focus_list()
    gate.close()
    qtbot.keyClick(window.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window.view, "x")

    # At once, before the write has finished: every row, and the status bar says so.
    assert _shown_statuses(window) == ["Dropped"] * len(ids)
    assert window.status.notice_text() == f"{len(ids)} papers marked Dropped — Undo"
    assert gate.reached.wait(10)  # the write is under way, held inside the change
    qtbot.waitUntil(window.status.progress.isVisible)  # it takes longer than half a second
    assert window.status.task_label.text() == f"Mark {len(ids)} papers as dropped…"
    gate.release()
    qtbot.waitUntil(
        lambda: all(window.library.notes.annotation(p).status is Status.DROPPED for p in ids)
    )
    qtbot.waitUntil(lambda: not window.status.progress.isVisible())
    assert _shown_statuses(window) == ["Dropped"] * len(ids)

    # Undo from the status bar: the old statuses show at once too.
    gate.close()
    qtbot.mouseClick(window.status.notice_button, Qt.MouseButton.LeftButton)
    assert _shown_statuses(window) == before
    assert window.status.notice_text() == f"Undone: {len(ids)} papers marked Dropped — Redo"
    gate.release()
    qtbot.waitUntil(
        lambda: all(window.library.notes.annotation(p).status is Status.NEW for p in ids)
    )
    assert _shown_statuses(window) == before


def test_a_failed_bulk_change_goes_back_to_what_the_library_kept(qtbot, window, errors):
    pid = window.model.id_at(0)
    window.changes.set_rating([pid, "no-such-paper"], 4)
    qtbot.waitUntil(lambda: bool(errors))  # the user is told
    qtbot.waitUntil(lambda: window.pending.waiting() == 0)
    shown = window.model.index(window.model.row_of(pid), Column.RATING).data(RatingRole)
    assert shown == window.library.notes.annotation(pid).rating


def test_one_marked_paper_is_named_in_the_status_bar(qtbot, window):
    window.triage.advance.setChecked(True)
    window.focus_list()
    window.view.select_row(0)
    title = window.library.papers.paper(window.view.current_id()).title
    qtbot.keyClick(window.view, "t")
    notice = window.status.notice_text()
    assert notice.startswith("“") and "marked To read — Undo" in notice
    assert title[:20] in notice


def test_the_advance_toggle_shows_its_state_and_only_marks_move_on(qtbot, window):
    button = window.status.advance_button
    window.triage.advance.setChecked(True)
    assert button.isVisible() and button.isChecked()
    assert button.text() == "Advance after marking: on"
    window.focus_list()
    window.view.select_row(0)
    first, second = window.model.id_at(0), window.model.id_at(1)
    qtbot.keyClick(window.view, "4")  # stars stay on the paper…
    assert window.view.current_id() == first
    qtbot.keyClick(window.view, "t")  # …the mark moves on
    assert window.view.current_id() == second
    qtbot.waitUntil(lambda: window.library.notes.annotation(first).status is Status.TO_READ)
    assert window.library.notes.annotation(first).rating == 4
    assert window.library.notes.annotation(second).rating == 0

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # off, from the status bar
    assert not window.triage.advance.isChecked()
    assert button.text() == "Advance after marking: off"
    qtbot.keyClick(window.view, "d")
    assert window.view.current_id() == second
    assert window.settings.get(Keys.ADVANCE) is False  # kept for the next start


@pytest.mark.usefixtures("qtbot")
def test_the_cheat_sheet_says_which_keys_move_on(window):
    from PySide6.QtWidgets import QApplication, QLabel

    from lectern.gui.dialogs.shortcuts import ShortcutsDialog

    window.triage.advance.setChecked(False)
    window.actions_by_id[ActionId.SHORTCUTS].trigger()
    dialog = next(
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, ShortcutsDialog) and w.isVisible()
    )
    label = dialog.findChild(QLabel, "shortcutsNote")
    assert label is not None
    note = label.text()
    assert note.startswith("Advance after marking is off")
    assert "only the marks t, r, d, x and u move on" in note
    dialog.close()
