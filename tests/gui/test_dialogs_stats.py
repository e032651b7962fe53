"""The reading stats window on a real library with crafted status histories."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest
from PySide6.QtWidgets import QWidget

from lectern.core.library import Library
from lectern.core.models import Status, StatusChange, utcnow
from lectern.gui.dialogs.stats import ReadingStatsDialog
from tests.gui.helpers_detail import library, service, wait_idle  # noqa: F401


@pytest.fixture
def parent(qtbot) -> QWidget:
    """Owns the dialog for the whole test, as the main window does in the app."""
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def test_stats_show_finished_papers_and_the_backlog(
    qtbot,
    parent,
    service,
    library: Library,
):
    now = utcnow()
    ids = library.ids()
    crafted = []
    for pid in ids[:3]:  # finished today, queued a week ago
        crafted.append(
            replace(
                library.notes.annotation(pid),
                status=Status.READ,
                history=(
                    StatusChange(Status.TO_READ, now - timedelta(days=7)),
                    StatusChange(Status.READ, now),
                ),
            )
        )
    for pid in ids[3:8]:  # five waiting
        crafted.append(
            replace(
                library.notes.annotation(pid),
                status=Status.TO_READ,
                history=(StatusChange(Status.TO_READ, now - timedelta(days=2)),),
            )
        )
    crafted.append(
        replace(
            library.notes.annotation(ids[8]),
            status=Status.READING,
            history=(StatusChange(Status.READING, now),),
        )
    )
    service.submit(lambda lib: lib.notes.restore_annotations(crafted))
    wait_idle(qtbot, service)

    dialog = ReadingStatsDialog(service, parent)
    with qtbot.waitSignal(dialog.loaded):
        dialog.show()
    assert dialog.figures["week"].text() == "3"
    assert dialog.figures["window"].text() == "3"
    assert dialog.figures["to_read"].text() == "5"
    assert dialog.figures["reading"].text() == "1"
    assert dialog.figures["median"].text() == "7"
    assert dialog.finished_chart.values()[-1] == 3
    assert sum(dialog.finished_chart.values()) == 3
    assert dialog.backlog_chart.values()[-1] == 5
    assert len(dialog.backlog_chart.values()) == 12
    assert "3" in dialog.finished_chart.accessibleDescription()

    # Marking one more paper read refreshes the window by itself.
    with qtbot.waitSignal(dialog.loaded):
        service.submit(lambda lib: lib.notes.set_status([ids[3]], Status.READ))
    assert dialog.figures["week"].text() == "4"
    assert dialog.figures["to_read"].text() == "4"


def test_stats_of_a_fresh_library_are_zero(qtbot, parent, service):
    dialog = ReadingStatsDialog(service, parent)
    with qtbot.waitSignal(dialog.loaded):
        dialog.show()
    assert dialog.figures["week"].text() == "0"
    assert dialog.figures["median"].text() == "–"
    image = dialog.grab()  # paints without data errors
    assert not image.isNull()


def test_papers_opened_in_lectern_are_counted_beside_those_finished(
    qtbot, parent, service, library: Library
):
    ids = library.ids()
    now = utcnow()
    service.submit(lambda lib: [lib.reading.mark_read_now(pid, now) for pid in ids[:2]])
    service.submit(lambda lib: lib.reading.mark_read_now(ids[2], now - timedelta(weeks=3)))
    wait_idle(qtbot, service)
    dialog = ReadingStatsDialog(service, parent)
    with qtbot.waitSignal(dialog.loaded):
        dialog.show()
    opened = dialog.opened_chart.values()
    assert opened[-1] == 2 and opened[-4] == 1 and sum(opened) == 3
    assert sum(dialog.finished_chart.values()) == 0  # opening a paper is not finishing it
    assert dialog.opened_chart.accessibleName() == "Papers opened per week"
    # Reading one more paper refreshes the window by itself.
    with qtbot.waitSignal(dialog.loaded):
        service.record_read(ids[5])
    assert dialog.opened_chart.values()[-1] == 3
