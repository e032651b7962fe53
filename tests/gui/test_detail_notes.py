"""Notes in the detail pane: autosaved as you type, searchable at once, previewed safely."""

from __future__ import annotations

from PySide6.QtCore import Qt

from lectern.core.library import Library
from lectern.core.library.annotating import Notes
from lectern.gui.detail.notes_editor import SaveState
from tests.gui.helpers_detail import library, pane, service, wait_idle  # noqa: F401


def type_lines(qtbot, widget, lines: list[str]) -> None:
    """Type like a user, Return between lines (key clicks cannot send a newline)."""
    for index, line in enumerate(lines):
        if index:
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        qtbot.keyClicks(widget, line)


def test_typing_a_note_autosaves_and_it_is_searchable(qtbot, pane, library: Library):
    pid = library.ids()[4]
    pane.show_paper(pid)
    pane.focus_notes()
    assert pane.notes.editor.hasFocus()
    qtbot.keyClicks(pane.notes.editor, "Compare with the okapi baseline")
    assert pane.notes.state_label.text() == SaveState.PENDING
    qtbot.waitUntil(lambda: pane.notes.state_label.text() == SaveState.SAVED)

    assert library.notes.annotation(pid).notes == "Compare with the okapi baseline"
    assert library.searching.search("notes:okapi").ids == [pid]
    assert library.searching.search("okapi").ids == [pid]


def test_switching_papers_saves_the_note_being_typed(qtbot, pane, library: Library):
    first, second = library.ids()[:2]
    pane.show_paper(first)
    pane.focus_notes()
    qtbot.keyClicks(pane.notes.editor, "half a thought")
    pane.show_paper(second)  # before the debounce fires
    assert pane.notes.text() == ""
    qtbot.waitUntil(lambda: library.notes.annotation(first).notes == "half a thought")
    pane.show_paper(first)
    assert pane.notes.text() == "half a thought"
    assert pane.notes.is_previewing()


def test_preview_renders_markdown(qtbot, pane, library: Library):
    pane.show_paper(library.ids()[1])
    pane.focus_notes()
    type_lines(qtbot, pane.notes.editor, ["## Key idea", "", "- **bold** claim", "*soft* claim"])
    qtbot.mouseClick(pane.notes.preview_button, Qt.MouseButton.LeftButton)
    assert pane.notes.is_previewing()
    shown = pane.notes.preview.toPlainText()
    assert "Key idea" in shown and "bold claim" in shown
    assert "**" not in shown and "##" not in shown
    qtbot.mouseDClick(pane.notes.preview.viewport(), Qt.MouseButton.LeftButton)
    assert not pane.notes.is_previewing()


def test_escape_in_the_notes_returns_to_the_list(qtbot, pane, library: Library):
    pane.show_paper(library.ids()[0])
    pane.focus_notes()
    qtbot.keyClicks(pane.notes.editor, "x")
    with qtbot.waitSignal(pane.notes_escape):
        qtbot.keyClick(pane.notes.editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: library.notes.annotation(library.ids()[0]).notes == "x")


def test_notes_changed_elsewhere_show_up_unless_the_user_is_typing(
    qtbot, pane, service, library: Library
):
    pid = library.ids()[6]
    pane.show_paper(pid)
    service.submit(lambda lib: lib.notes.set_notes(pid, "restored from backup"))
    qtbot.waitUntil(lambda: pane.notes.text() == "restored from backup")

    pane.focus_notes()
    qtbot.keyClicks(pane.notes.editor, " and mine")
    service.submit(lambda lib: lib.notes.set_rating([pid], 3))  # an unrelated change to the paper
    qtbot.waitUntil(lambda: pane.stars.rating() == 3)
    assert pane.notes.text() == "restored from backup and mine"
    qtbot.waitUntil(lambda: library.notes.annotation(pid).notes == "restored from backup and mine")


def test_a_failed_save_keeps_the_text_and_says_so(
    qtbot,
    pane,
    service,
    library: Library,
    monkeypatch,
):
    pid = library.ids()[7]
    pane.show_paper(pid)
    real = Notes.set_notes
    calls: list[str] = []

    def flaky(self, paper_id: str, notes: str) -> None:
        calls.append(notes)
        if len(calls) == 1:
            raise OSError(28, "No space left on device")
        real(self, paper_id, notes)

    monkeypatch.setattr(Notes, "set_notes", flaky)
    monkeypatch.setattr("lectern.gui.detail.notes_editor.RETRY_DELAY_MS", 50)
    pane.focus_notes()
    with qtbot.waitSignal(service.failed):
        qtbot.keyClicks(pane.notes.editor, "precious")
    assert pane.notes.state_label.text() == SaveState.FAILED
    assert pane.notes.text() == "precious"
    qtbot.waitUntil(lambda: pane.notes.state_label.text() == SaveState.SAVED)
    assert library.notes.annotation(pid).notes == "precious"
    wait_idle(qtbot, service)
