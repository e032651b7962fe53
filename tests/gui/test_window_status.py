"""The status bar: library counts and background work with progress."""

from __future__ import annotations

from core.models import Status


def test_counts_show_papers_to_read_and_read_this_week(qtbot, window):
    qtbot.waitUntil(lambda: "38 papers" in window.status.counts_label.text())
    ids = window.model.ids()[:3]
    window.changes.set_status(ids[:2], Status.READ)
    window.changes.set_status(ids[2:], Status.TO_READ)
    qtbot.waitUntil(lambda: "2 read this week" in window.status.counts_label.text())
    assert "1 to read" in window.status.counts_label.text()


def test_background_work_shows_progress_then_goes_away(qtbot, window):
    status = window.status
    status.on_task_progress("Importing", 0, 0)
    assert status.progress.isVisible() and status.progress.maximum() == 0  # busy
    status.on_task_progress("Importing", 120, 400)
    assert status.task_label.text() == "Importing… 120 of 400"
    assert status.progress.value() == 120
    status.on_task_progress("Importing", 400, 400)
    qtbot.waitUntil(lambda: not status.progress.isVisible())
    assert not status.busy()
