"""The command palette: every menu action and sidebar view by name, fuzzy, run with Enter.

The tests open the palette in the file's one window (`shared_window`, tests/gui/conftest.py),
put back to All papers and its first row before each; a test that marks a paper or tags it
takes the mark or the tag back when it has checked its own step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from lectern.core.models import Status
from lectern.gui.dialogs.palette import CommandPalette, Entry, ranked, score


def _palette() -> CommandPalette:
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, CommandPalette)]
    visible = [w for w in shown if w.isVisible()]
    assert visible, "the command palette is not open"
    return visible[-1]


def _open(qtbot, window, keys: str = "Ctrl+K") -> CommandPalette:
    window.focus_list()
    qtbot.keyClick(window.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    if keys == "Ctrl+Shift+P":
        _palette().close()
        qtbot.keyClick(
            window.view,
            Qt.Key.Key_P,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
    palette = _palette()
    qtbot.waitUntil(palette.box.hasFocus)
    return palette


def _noop() -> None:
    pass


def test_fuzzy_words_find_an_action_by_its_words_or_their_letters() -> None:
    export = Entry("Export selection as BibTeX", "File", "", _noop)
    other = Entry("Empty Trash", "File", "", _noop)
    assert score("exp bib", export) is not None
    assert score("exp bib", other) is None
    assert score("slct", export) is not None  # letters in order inside one word
    # a word's start beats letters scattered inside it
    assert ranked("tr", [Entry("Astrophysics", "View", "", _noop), other]) == [
        other,
        Entry("Astrophysics", "View", "", _noop),
    ]


def test_every_menu_action_is_listed_with_its_menu_and_shortcut(qtbot, shared_window) -> None:
    window = shared_window
    palette = _open(qtbot, window)
    listed = {(e.label, e.where) for e in palette.entries}
    assert ("Import papers…", "File") in listed
    assert ("Dark", "View › Theme") in listed
    by_label = {e.label: e for e in palette.entries}
    assert by_label["Import papers…"].shortcut == "Ctrl+I"
    assert by_label["Command palette…"].where == "View"  # the palette is in a menu too
    palette.close()


def test_typing_then_enter_runs_the_action_on_the_selection(qtbot, shared_window) -> None:
    window = shared_window
    window.view.select_row(0)
    pid = window.view.selected_ids()[0]
    palette = _open(qtbot, window)
    qtbot.keyClicks(palette.box, "mark read")
    entry = palette.current_entry()
    assert entry is not None and entry.label == "Mark as read"
    before = window.library.notes.annotation(pid).status
    assert before is not Status.READ
    qtbot.keyClick(palette.box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).status is Status.READ)
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, CommandPalette)]
    window.service.submit(lambda lib: lib.notes.set_status([pid], before))  # as it was
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).status is before)


def test_arrow_keys_choose_another_match(qtbot, shared_window) -> None:
    window = shared_window
    palette = _open(qtbot, window, "Ctrl+Shift+P")
    qtbot.keyClicks(palette.box, "mark")
    first = palette.current_entry()
    qtbot.keyClick(palette.box, Qt.Key.Key_Down)
    assert palette.current_entry() is not None and palette.current_entry() != first
    qtbot.keyClick(palette.box, Qt.Key.Key_Escape)
    qtbot.waitUntil(
        lambda: not [w for w in QApplication.topLevelWidgets() if isinstance(w, CommandPalette)]
    )


def test_a_tag_is_a_place_to_jump_to(qtbot, shared_window) -> None:
    window = shared_window
    pid = window.model.ids()[3]
    assert window.sidebar.item_for("tag:reinforcement") is None
    window.service.submit(lambda lib: lib.notes.add_tags([pid], ["reinforcement"]))
    qtbot.waitUntil(lambda: window.sidebar.item_for("tag:reinforcement") is not None)
    palette = _open(qtbot, window)
    qtbot.keyClicks(palette.box, "reinf")
    entry = palette.current_entry()
    assert entry is not None and (entry.label, entry.where) == ("reinforcement", "Go to · Tag")
    qtbot.keyClick(palette.box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: str(window.sidebar.current_scope()) == "tag:reinforcement")
    qtbot.waitUntil(lambda: window.model.ids() == [pid])
    window.service.submit(lambda lib: lib.notes.remove_tags([pid], ["reinforcement"]))
    qtbot.waitUntil(lambda: window.sidebar.item_for("tag:reinforcement") is None)
