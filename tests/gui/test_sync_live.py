"""One library on two computers, with the window open on one of them: what the other writes
shows in the window as it arrives, a note being typed is never lost, and notes written on
both are shown side by side until the user settles them. Two real libraries on tmp_path;
the sync engine is imitated by copying the other device's folder in, file by file, the way
Syncthing does (a temporary file, renamed into place).

Each test waits for what the window shows, however long a busy machine takes; how soon a
change shows (the 2 s promise) is measured by `make bench` (its sync figures), not here."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.gui.detail import notes_editor
from lectern.gui.detail.note_conflicts import JOINER
from lectern.gui.detail.notes_editor import SAVE_DELAY_MS
from lectern.gui.table.model import Column

OTHER_COMPUTER = "desktop-lab"


def own_device(folder: Path) -> str:
    return json.loads((folder / "device.json").read_text())["device"]


def copy_device(source: Path, target: Path) -> None:
    """One device folder arriving: each file written under a temporary name, then renamed."""
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(source.iterdir()):
        if not path.is_file():
            continue
        temp = target / f".syncthing.{path.name}.tmp"
        shutil.copyfile(path, temp)
        os.replace(temp, target / path.name)


def engine(src: Path, dst: Path) -> None:
    """The files `src`'s device wrote arrive in `dst` (and device folders `dst` lacks)."""
    own = own_device(src)
    for device in sorted((src / "sync").iterdir()):
        if device.name == own or not (dst / "sync" / device.name).exists():
            copy_device(device, dst / "sync" / device.name)


@pytest.fixture
def desktop(window, tmp_path: Path):
    """The same library on a second computer, named desktop-lab, made from the window's."""
    folder = tmp_path / "desktop"
    folder.mkdir()
    engine(window.library.folder, folder)
    library = Library.open(folder)
    published = folder / "sync" / library.sync.device / "device.json"
    published.write_text(json.dumps({"device": library.sync.device, "name": OTHER_COMPUTER}))
    yield library
    library.close()


@pytest.fixture
def still_typing(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """What is typed stays unsaved, as it is while the user types, until the function this
    returns is called: the other computer's note then arrives while the user is writing,
    however slow the machine (otherwise the pause before a save could pass first)."""
    monkeypatch.setattr(notes_editor, "SAVE_DELAY_MS", 24 * 3600 * 1000)
    return lambda: monkeypatch.setattr(notes_editor, "SAVE_DELAY_MS", SAVE_DELAY_MS)


def status_shown(window, pid: str) -> str:
    model = window.model
    return str(model.data(model.index(model.row_of(pid), Column.STATUS)))


def count(window, scope: str) -> int:
    return int(window.sidebar.count_text(scope) or 0)


def test_a_status_set_on_the_other_computer_shows_in_the_window(qtbot, window, desktop) -> None:
    pid = window.model.id_at(3)
    assert window.library.notes.annotation(pid).status is not Status.DROPPED
    before = count(window, "status:dropped")
    desktop.notes.set_status([pid], Status.DROPPED)
    engine(desktop.folder, window.library.folder)
    qtbot.waitUntil(
        lambda: (
            status_shown(window, pid) == "Dropped" and count(window, "status:dropped") == before + 1
        )
    )
    # The row can show the change before the pull's own result reaches the window: wait
    # for the notice, as a user glancing at the status bar would.
    qtbot.waitUntil(lambda: window.status.notice_text() == f"1 paper updated from {OTHER_COMPUTER}")


def test_a_note_arriving_while_typing_keeps_the_typed_text(
    qtbot, window, desktop, still_typing
) -> None:
    pid = window.detail.current_id()
    notes = window.detail.notes
    window.edit_notes()
    qtbot.keyClicks(notes.editor, "My reading: the bound in lemma 2 is loose.")
    typed = notes.text()
    desktop.notes.set_notes(pid, "Their reading, from the lab.")
    engine(desktop.folder, window.library.folder)
    qtbot.waitUntil(notes.offer.isVisible)
    assert notes.text() == typed
    assert notes.offer.text.text() == (
        f"This note was changed on {OTHER_COMPUTER} while you were writing."
    )
    still_typing()
    qtbot.keyClicks(notes.editor, " Check it.")
    qtbot.waitUntil(lambda: notes.state() == "Saved")
    assert window.library.notes.annotation(pid).notes == typed + " Check it."
    engine(window.library.folder, desktop.folder)
    desktop.sync.pull()
    assert desktop.notes.annotation(pid).notes == typed + " Check it."


def test_their_version_can_be_taken_from_the_offer(qtbot, window, desktop, still_typing) -> None:
    pid = window.detail.current_id()
    notes = window.detail.notes
    window.edit_notes()
    qtbot.keyClicks(notes.editor, "Half a thought")
    desktop.notes.set_notes(pid, "The full argument, written at the lab.")
    engine(desktop.folder, window.library.folder)
    qtbot.waitUntil(notes.offer.isVisible)
    still_typing()
    qtbot.mouseClick(notes.offer.theirs_button, Qt.MouseButton.LeftButton)
    assert notes.text() == "The full argument, written at the lab."
    assert not notes.offer.isVisible()
    qtbot.waitUntil(lambda: notes.state() == "Saved")
    assert window.library.notes.annotation(pid).notes == "The full argument, written at the lab."


def test_a_note_arriving_while_not_writing_just_shows(qtbot, window, desktop) -> None:
    pid = window.detail.current_id()
    window.focus_list()
    desktop.notes.set_notes(pid, "Written at the lab: **read section 4 first**.")
    engine(desktop.folder, window.library.folder)
    notes = window.detail.notes
    qtbot.waitUntil(lambda: notes.text() == "Written at the lab: **read section 4 first**.")
    assert not notes.offer.isVisible()


MINE = "Mine: the proof in section 3 does not hold."
THEIRS = "Theirs: a good baseline for chapter 2."


@pytest.mark.parametrize(
    ("button", "expected"),
    [
        ("keep_button", MINE),
        ("other_button", THEIRS),
        ("both_button", MINE + JOINER + THEIRS),
    ],
)
def test_a_note_edited_on_both_computers_is_settled_from_the_banner(
    qtbot, window, desktop, button: str, expected: str
) -> None:
    pid = window.detail.current_id()
    notes = window.detail.notes
    desktop.notes.set_notes(pid, THEIRS)  # not synced yet: the window's copy has not seen it
    window.edit_notes()
    notes.editor.selectAll()
    qtbot.keyClicks(notes.editor, MINE)
    window.focus_list()
    qtbot.waitUntil(lambda: notes.state() == "Saved")
    engine(desktop.folder, window.library.folder)
    banner = window.detail.conflicts
    qtbot.waitUntil(banner.isVisible)
    qtbot.waitUntil(lambda: OTHER_COMPUTER in banner.text.text())
    assert "This note was also edited on desktop-lab at" in banner.text.text()
    assert banner.other.toPlainText() == THEIRS
    assert notes.text() == MINE  # written last: the note for now

    qtbot.mouseClick(getattr(banner, button), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).conflicts == ())
    assert window.library.notes.annotation(pid).notes == expected
    assert notes.text() == expected
    assert not banner.isVisible()
    engine(window.library.folder, desktop.folder)
    desktop.sync.pull()
    assert desktop.notes.annotation(pid).notes == expected
    assert desktop.notes.annotation(pid).conflicts == ()


def test_a_device_folder_appearing_while_running_is_followed(qtbot, window, errors: list) -> None:
    """A third computer joins: its folder arrives in pieces (first its name, then its
    changes); the window watches it from then on and shows what it wrote."""
    folder = window.library.folder
    laptop = folder.parent / "laptop"
    laptop.mkdir()
    engine(folder, laptop)
    pid = window.model.id_at(5)
    with Library.open(laptop) as third:
        third.notes.set_status([pid], Status.READING)
        device = third.sync.device
    arriving = folder / "sync" / device
    arriving.mkdir()
    shutil.copyfile(laptop / "sync" / device / "device.json", arriving / "device.json")
    qtbot.waitUntil(lambda: str(arriving) in window.sync.watched())
    copy_device(laptop / "sync" / device, arriving)
    qtbot.waitUntil(lambda: status_shown(window, pid) == "Reading")
    assert errors == []
