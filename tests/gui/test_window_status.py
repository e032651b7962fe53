"""The status bar: library counts and background work with progress."""

from __future__ import annotations

from PySide6.QtCore import Qt

from lectern.core.models import Status


def test_counts_show_papers_to_read_and_read_this_week(qtbot, window):
    qtbot.waitUntil(lambda: "38 papers" in window.status.counts_label.text())
    ids = window.model.ids()[:3]
    window.changes.set_status(ids[:2], Status.READ)
    window.changes.set_status(ids[2:], Status.TO_READ)
    # each write's figures show as it lands: wait for the second one too
    qtbot.waitUntil(
        lambda: (
            "2 read this week" in window.status.counts_label.text()
            and "1 to read" in window.status.counts_label.text()
        )
    )


def test_background_work_shows_progress_then_goes_away(qtbot, window):
    status = window.status
    status.on_task_progress("Importing", 0, 0)
    assert not status.progress.isVisible()  # work done within half a second shows nothing
    qtbot.waitUntil(status.progress.isVisible)
    assert status.progress.maximum() == 0  # busy
    status.on_task_progress("Importing", 120, 400)
    assert status.task_label.text() == "Importing… 120 of 400"
    assert status.progress.value() == 120
    status.on_task_progress("Importing", 400, 400)
    qtbot.waitUntil(lambda: not status.progress.isVisible())
    assert not status.busy()


def test_read_this_week_follows_keys_and_undo_across_a_burst_of_marks(qtbot, window):
    """Only the papers a change names are counted again, so each mark and undo must show."""
    qtbot.waitUntil(lambda: "0 read this week" in window.status.counts_label.text())
    window.triage.advance.setChecked(True)
    window.focus_list()
    window.view.select_row(0)
    marked = window.model.ids()[:3]
    for _ in marked:
        qtbot.keyClick(window.view, "d")
    qtbot.waitUntil(lambda: "3 read this week" in window.status.counts_label.text())
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: "2 read this week" in window.status.counts_label.text())
    assert window.library.notes.annotation(marked[2]).status is Status.NEW
    window.view.select_row(0)
    qtbot.keyClick(window.view, "t")  # read this week, then put back on the reading list
    qtbot.waitUntil(lambda: "1 to read" in window.status.counts_label.text())
    assert window.library.notes.annotation(marked[0]).status is Status.TO_READ
    assert "2 read this week" in window.status.counts_label.text()
    assert "38 papers" in window.status.counts_label.text()


def test_a_long_notice_never_makes_the_window_wider(qtbot, window):
    """A notice naming a long title is cut to the status bar's width, not the window grown
    past the screen to hold it; the whole of it stays in its tooltip."""
    window.resize(1000, 700)
    qtbot.waitUntil(lambda: window.width() == 1000)
    narrowest = window.minimumSizeHint().width()
    title = "How to make words with vectors: Phrase generation in distributional semantics " * 3
    text = f"download.pdf from Downloads/papers attached to “{title}”"
    window.status.show_notice(text)
    qtbot.waitUntil(window.status.notice.isVisible)
    assert window.minimumSizeHint().width() == narrowest
    assert window.status.notice.width() < window.width()
    assert window.status.notice_text() == text and window.status.notice.toolTip() == text
    assert window.width() == 1000
