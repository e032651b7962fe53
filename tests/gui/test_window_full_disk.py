"""The window on a full disk (issue 38): a rating the disk refuses is reported, kept, and
found by search once space is freed, in the same session and after a restart.

The library lives on a real small filesystem (tests/small_disk.py), filled by a ballast
file and freed by removing it.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from lectern.gui.main_window import MainWindow
from tests.gui.conftest import Session, search, wait_for
from tests.small_disk import SmallDisk, small_disk


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[SmallDisk]:
    with small_disk(tmp_path, size_mb=16) as mounted:
        yield mounted


def press(qtbot: QtBot, window: MainWindow, row: int, key: str) -> str:
    """Select `row` of the list and press a triage key on it; the paper's id."""
    window.focus_list()
    window.view.select_row(row)
    pid = window.view.current_id()
    assert pid is not None
    qtbot.keyClick(window.view, key)
    return pid


def found(qtbot: QtBot, window: MainWindow, query: str) -> set[str]:
    search(qtbot, window, query)
    assert window.last_result is not None
    return set(window.last_result.ids)


def test_a_rating_the_full_disk_refused_is_found_once_space_is_freed(
    disk: SmallDisk,  # first: unmounted after the window has closed
    qtbot: QtBot,
    session: Session,
    sample_template: Path,
    errors: list[tuple[str, str]],
) -> None:
    folder = disk.path / "library"
    shutil.copytree(sample_template, folder, ignore=shutil.ignore_patterns("*.lock"))
    window = session.open(folder)
    window.triage.advance.setChecked(False)
    disk.fill()
    first = press(qtbot, window, 0, "5")
    wait_for(qtbot, lambda: bool(errors))
    title, message = errors[0]
    assert "Saving your changes failed" in title, errors
    assert "No space left on device" in message and "Your change is kept in" in message
    assert window.library.notes.annotation(first).rating == 5  # shown, kept for a retry

    disk.free()
    second = press(qtbot, window, 1, "4")
    wait_for(
        qtbot,
        lambda: (
            window.library.notes.annotation(second).rating == 4
            and not window.library.has_unsaved_changes
        ),
    )
    assert found(qtbot, window, "rating:>=1") == {first, second}
    # Said of the refused save only: nothing fails once the disk has room.
    assert all("No space left on device" in message for _, message in errors)

    window = session.restart(window)
    assert found(qtbot, window, "rating:>=4") == {first, second}
    assert window.library.check().ok
