"""The declared actions as the user meets them: each key, pressed in the real window, runs
its action (the reader's own keys in the reader, given the window's context and keyed
actions: see `reading`); no key does two things in one place; the cheat sheet, the command
palette and the user guide's page of keys show exactly what is declared.

The tests that press a widget's key in the window, open the cheat sheet or the palette share
one window for the file (`shared_window`, tests/gui/conftest.py), put back before each to
the whole list, its first row selected and focused: each changes no more than a rating, a
year or the search, and checks what its own key did. The test that unhooks every action from
its operation has a window of its own."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from lectern.core.marks.model import Colour, Kind, Mark
from lectern.gui.declarations import keys_page
from lectern.gui.declarations.declaration import Context, Declared, WidgetKeys, plain, written
from lectern.gui.declarations.declared import DECLARED, actions, widget_keys
from lectern.gui.declarations.ids import KeyId
from lectern.gui.dialogs.palette import CommandPalette
from lectern.gui.dialogs.shortcuts import native_keys
from lectern.gui.main_window import MainWindow
from tests.gui.helpers_detail import wait_idle
from tests.gui.helpers_reader import (  # noqa: F401 - `reading` is a fixture
    TRACEMONKEY_PAGES,
    Reading,
    reading,
)
from tests.gui.helpers_sheet import open_cheat_sheet, shown_rows

KEYS_PAGE = Path(__file__).resolve().parents[2] / keys_page.PAGE


def test_every_declared_key_pressed_in_the_window_triggers_its_action(
    window: MainWindow, errors: list[tuple[str, str]]
):
    """Every key of every action, pressed in the list: that action and no other runs. The
    operations are disconnected first (Ctrl+I would open a file dialog), and every action is
    enabled (Restore is only enabled in the Trash), so only the keys are under test."""
    keyed = [declared for declared in actions() if declared.keys]
    triggered: list[object] = []
    for declared in keyed:
        action = window.actions_by_id[declared.id]
        action.triggered.disconnect()
        action.setEnabled(True)
        action.triggered.connect(lambda _checked=False, d=declared.id: triggered.append(d))
    window.focus_list()
    for declared in keyed:
        for key in declared.keys:
            sequence = QKeySequence(key)
            if sequence.isEmpty():  # a standard key this platform binds nothing to
                assert key is QKeySequence.StandardKey.Quit, declared.id  # Windows has none
                continue
            QTest.keySequence(window.view, sequence)
            assert triggered == [declared.id], (declared.id, key)
            triggered.clear()
    assert not errors


def _claims() -> dict[tuple[Context, str], list[object]]:
    """Who claims each key, where: a window action's key works in every place but the ones
    it yields to; a widget's key only in its own."""
    claims: dict[tuple[Context, str], list[object]] = {}
    for declared in actions():
        for context in Context:
            if context not in declared.yields_to:
                for key in dict.fromkeys(written(k) for k in declared.keys):
                    claims.setdefault((context, key), []).append(declared.id)
    for keys in widget_keys():
        for key in keys.shown_keys:
            claims.setdefault((keys.context, key), []).append(keys.id)
    return claims


def test_no_two_declarations_claim_the_same_key_in_the_same_place():
    doubled = {place: ids for place, ids in _claims().items() if len(ids) > 1}
    assert not doubled


def test_the_cheat_sheet_shows_every_declared_key_under_its_group(qtbot, shared_window):
    window = shared_window
    dialog = open_cheat_sheet(qtbot, window)
    rows = shown_rows(dialog)
    declared = [
        (entry.group.heading, tuple(native_keys(k) for k in entry.shown_keys), entry.wording)
        for entry in DECLARED
        if isinstance(entry, Declared | WidgetKeys) and entry.group and entry.shown_keys
    ]
    assert sorted(rows) == sorted(declared)
    keyed = [entry for entry in DECLARED if isinstance(entry, Declared | WidgetKeys)]
    assert all(entry.group for entry in keyed if entry.shown_keys)  # none left out
    headings = [heading for heading, _caps, _text in rows]
    assert headings == sorted(headings, key=headings.index)  # each group in one block
    dialog.close()


def _menu_items(menu: QMenu, path: str) -> list[tuple[str, str, str]]:
    """(text, menu path, shortcut) of every item a user finds by opening the menus."""
    found = []
    for action in menu.actions():
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            found += _menu_items(submenu, f"{path} › {plain(submenu.title())}")
        elif not action.isSeparator():
            shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            found.append((plain(action.text()), path, shortcut))
    return found


def test_the_palette_lists_every_menu_item_with_its_menu_and_key(qtbot, shared_window):
    window = shared_window
    in_menus = []
    for top in window.menuBar().actions():
        menu = top.menu()
        assert isinstance(menu, QMenu)
        in_menus += _menu_items(menu, plain(menu.title()))
    window.focus_list()
    qtbot.keyClick(window.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    palette = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, CommandPalette) and w.isVisible()
    )
    listed = [
        (e.label, e.where, e.shortcut) for e in palette.entries if not e.where.startswith("Go to")
    ]
    assert sorted(listed) == sorted(in_menus)
    assert ("Mark as read", "Paper", "D") in listed and ("Dark", "View › Theme", "") in listed
    palette.close()


def test_the_guides_table_of_keys_is_the_one_the_app_declares():
    """Edit a key or its wording in `declared.py` and not the guide's page of keys (or the
    other way round), and this fails:
    `python -m lectern.gui.declarations.keys_page --write docs/guide/keys.md`."""
    assert keys_page.page_table(KEYS_PAGE.read_text("utf-8")) == keys_page.render()
    assert keys_page.main(["--check", str(KEYS_PAGE)]) == 0


def test_the_keys_page_check_fails_on_a_table_edited_by_hand(tmp_path):
    copy = tmp_path / "keys.md"
    copy.write_text(KEYS_PAGE.read_text("utf-8").replace("| `F2` |", "| `F3` |"), "utf-8")
    assert keys_page.main(["--check", str(copy)]) == 1
    assert keys_page.main(["--write", str(copy)]) == 0
    assert copy.read_text("utf-8") == KEYS_PAGE.read_text("utf-8")


# --- the keys the widgets handle: each does what its row in the cheat sheet says -----------


def _focus(qtbot, widget) -> None:
    widget.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(widget.hasFocus)


def _select_all(qtbot, window, key: QKeySequence) -> None:
    _focus(qtbot, window.view)
    QTest.keySequence(window.view, key)
    assert len(window.view.selected_ids()) == window.model.rowCount() > 1


def _leave_search(qtbot, window, key: QKeySequence) -> None:
    _focus(qtbot, window.search_box)
    QTest.keySequence(window.search_box, key)
    qtbot.waitUntil(window.view.hasFocus)


def _clear_search(qtbot, window, key: QKeySequence) -> None:
    _focus(qtbot, window.search_box)
    qtbot.keyClicks(window.search_box, "marmot")
    QTest.keySequence(window.search_box, key)
    qtbot.waitUntil(window.view.hasFocus)
    assert window.search_box.query() == ""


def _take_correction(qtbot, window, key: QKeySequence) -> None:
    _focus(qtbot, window.search_box)
    qtbot.keyClicks(window.search_box, "difusion")  # a typo: "Did you mean diffusion?"
    qtbot.waitUntil(window.correction.isVisible)
    QTest.keySequence(window.search_box, key)
    qtbot.waitUntil(lambda: window.last_result.request.text == "diffusion")
    assert window.search_box.query() == "diffusion" and window.model.rowCount() > 0


def _leave_notes(qtbot, window, key: QKeySequence) -> None:
    window.view.select_row(0)
    window.detail.focus_notes()
    qtbot.waitUntil(window.detail.notes.editor.hasFocus)
    QTest.keySequence(window.detail.notes.editor, key)
    qtbot.waitUntil(window.view.hasFocus)


def _in_the_form(qtbot, window, key: QKeySequence) -> tuple[str, int | None, int]:
    """F2 on the first row, a year other than its own typed, `key` pressed in the form:
    the paper, its year before and the year typed."""
    window.view.select_row(0)
    pid = window.view.current_id()
    before = window.library.papers.paper(pid).year
    typed = (before or 1998) + 1
    _focus(qtbot, window.view)
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    form = window.detail.form
    qtbot.waitUntil(form.isVisible)
    form.edits["year"].setText(str(typed))
    QTest.keySequence(form.edits["year"], key)
    qtbot.waitUntil(lambda: not form.isVisible())
    return pid, before, typed


def _save_details(qtbot, window, key: QKeySequence) -> None:
    pid, _before, typed = _in_the_form(qtbot, window, key)
    qtbot.waitUntil(lambda: window.library.papers.paper(pid).year == typed)


def _cancel_details(qtbot, window, key: QKeySequence) -> None:
    pid, before, _typed = _in_the_form(qtbot, window, key)
    wait_idle(qtbot, window.service)  # a save, had the key made one, is written by now
    assert window.library.papers.paper(pid).year == before


def _on_the_stars(rating_before: int, rating_after: int):
    def press(qtbot, window, key: QKeySequence) -> None:
        window.view.select_row(0)
        pid = window.view.current_id()
        window.changes.set_rating([pid], rating_before)
        qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == rating_before)
        qtbot.waitUntil(lambda: window.detail.stars.rating() == rating_before)
        _focus(qtbot, window.detail.stars)
        QTest.keySequence(window.detail.stars, key)
        qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == rating_after)

    return press


# The reader's keys are tried on the reader alone (`reading`, tests/gui/helpers_reader.py):
# the window's context and its declared actions with their keys are there, so a key the
# reader does not take from the window is lost as it would be in the window; what a key
# hands on to the rest of the window (a quote for the notes, the list back) is seen as
# handed on, and the window's own part of it is tested in test_reader.py.


def _in_the_reader(
    check: Callable[[Reading], bool], before: Callable[[Reading], object] = lambda _r: None
) -> Callable[..., None]:
    """A reader key: a real PDF open in the reader, `before` done, the key pressed in the
    pages, and then `check` holds."""

    def press(qtbot, reading: Reading, key: QKeySequence) -> None:
        pages = reading.reader.pages
        qtbot.waitUntil(lambda: pages.has_image(0) and pages.can_select(0))
        before(reading)
        QTest.keySequence(reading.reader.pages, key)
        qtbot.waitUntil(lambda: check(reading))

    return press


def _in_find(check: Callable[[Reading], bool]) -> Callable[..., None]:
    """A key of the reader's Find bar, with "TraceMonkey" found and the first match shown."""

    def press(qtbot, reading: Reading, key: QKeySequence) -> None:
        reading.reader.start_find()
        qtbot.keyClicks(reading.reader.find_bar.field, "TraceMonkey")
        qtbot.waitUntil(lambda: reading.reader.find_bar.count.text().startswith("1 of "))
        QTest.keySequence(reading.reader.find_bar.field, key)
        qtbot.waitUntil(lambda: check(reading))

    return press


def _marking(
    check: Callable[[Reading, QKeySequence], bool],
    before: Callable[[QtBot, Reading], object] = lambda _q, r: _select_a_line(r),
) -> Callable[..., None]:
    """A marking key: a real PDF open in the reader, ready to mark, `before` done (a line
    selected), the key pressed in the pages, and then `check` holds."""

    def press(qtbot, reading: Reading, key: QKeySequence) -> None:
        pages = reading.reader.pages
        qtbot.waitUntil(lambda: pages.has_image(0) and pages.can_select(0))
        qtbot.waitUntil(reading.reader.can_mark)
        before(qtbot, reading)
        QTest.keySequence(reading.reader.pages, key)
        qtbot.waitUntil(lambda: check(reading, key))

    return press


def _marks(reading: Reading) -> list[Mark]:
    pid = reading.reader.paper_id()
    return reading.library.marks.of_paper(pid) if pid is not None else []


def _highlighted(reading: Reading, key: QKeySequence) -> bool:
    colour = list(Colour)[int(key.toString()) - 1]
    return [(m.kind, m.colour) for m in _marks(reading)] == [(Kind.HIGHLIGHT, colour)]


def _choose_a_mark(qtbot: QtBot, reading: Reading) -> None:
    _select_a_line(reading)
    reading.reader.highlight(Colour.YELLOW)
    qtbot.waitUntil(lambda: len(reading.reader.pages.marks()) == 1)
    reading.reader.pages.mark_clicked.emit(reading.reader.pages.marks()[0].id)


def _page(reading: Reading) -> int:
    return reading.reader.current_page()


def _scroll(reading: Reading) -> int:
    return reading.reader.pages.verticalScrollBar().value()


def _still_reading(reading: Reading) -> bool:
    """The reader still shows the paper: the key did not close it."""
    return reading.reader.is_reading() and not reading.closed


def _select_a_line(reading: Reading) -> None:
    pages = reading.reader.pages
    rect = pages.page_rect(0)
    y = rect.y() + rect.height() * 0.11
    pages.select(0, QPointF(rect.x() + rect.width() * 0.2, y), QPointF(rect.right() * 0.8, y))


def _quoted(reading: Reading) -> bool:
    """The selected line handed on for the paper's notes, with its page."""
    return len(reading.quotes) == 1 and reading.quotes[0].endswith("(p. 1)")


def _matches(reading: Reading) -> tuple[str, str]:
    current, _of, total = reading.reader.find_bar.count.text().partition(" of ")
    return current, total


READER_CONTEXTS = (Context.READER, Context.READER_FIND, Context.READER_MARKING)

WIDGET_KEYS: dict[KeyId, Callable[..., None]] = {
    KeyId.SELECT_ALL: _select_all,
    KeyId.LEAVE_SEARCH: _leave_search,
    KeyId.CLEAR_SEARCH: _clear_search,
    KeyId.TAKE_CORRECTION: _take_correction,
    KeyId.LEAVE_NOTES: _leave_notes,
    KeyId.SAVE_DETAILS: _save_details,
    KeyId.CANCEL_DETAILS: _cancel_details,
    KeyId.ONE_STAR_MORE: _on_the_stars(2, 3),
    KeyId.ONE_STAR_FEWER: _on_the_stars(2, 1),
    KeyId.NO_STARS: _on_the_stars(3, 0),
    KeyId.ALL_STARS: _on_the_stars(1, 5),
    KeyId.READER_NEXT_PAGE: _in_the_reader(lambda r: _page(r) == 2),
    KeyId.READER_PREVIOUS_PAGE: _in_the_reader(
        lambda r: _page(r) == 3, lambda r: r.reader.pages.go_to_page(3)
    ),
    KeyId.READER_SCROLL_DOWN: _in_the_reader(lambda r: _scroll(r) > 0 and _still_reading(r)),
    KeyId.READER_SCROLL_UP: _in_the_reader(
        lambda r: 0 < _scroll(r) < r.reader.pages.page_top(3) - 12,
        lambda r: r.reader.pages.go_to_page(3),
    ),
    KeyId.READER_FIRST_PAGE: _in_the_reader(
        lambda r: _page(r) == 1, lambda r: r.reader.pages.go_to_page(5)
    ),
    KeyId.READER_LAST_PAGE: _in_the_reader(lambda r: _page(r) == TRACEMONKEY_PAGES),
    KeyId.READER_GO_TO_PAGE: _in_the_reader(lambda r: r.reader.page_box.hasFocus()),
    KeyId.READER_ZOOM_IN: _in_the_reader(lambda r: not r.reader.pages.fits_width),
    KeyId.READER_ZOOM_OUT: _in_the_reader(
        lambda r: r.reader.zoom_button.text().endswith("%") and _scroll(r) >= 0
    ),
    KeyId.READER_FIT_WIDTH: _in_the_reader(
        lambda r: r.reader.zoom_button.text() == "Fit width",
        lambda r: r.reader.pages.zoom_by(2.0),
    ),
    KeyId.READER_FIND: _in_the_reader(lambda r: r.reader.find_bar.field.hasFocus()),
    KeyId.READER_FIND_NEXT: _in_find(lambda r: _matches(r)[0] == "2"),
    KeyId.READER_FIND_PREVIOUS: _in_find(lambda r: _matches(r)[0] == _matches(r)[1]),
    KeyId.READER_FIND_CLOSE: _in_find(
        lambda r: not r.reader.find_bar.isVisible() and r.reader.pages.hasFocus()
    ),
    KeyId.READER_QUOTE: _in_the_reader(_quoted, _select_a_line),
    KeyId.READER_CLOSE: _in_the_reader(
        lambda r: not r.reader.is_reading() and r.closed == [r.paper_id]
    ),
    KeyId.READER_HIGHLIGHT: _marking(_highlighted),
    KeyId.READER_UNDERLINE: _marking(lambda r, _k: [m.kind for m in _marks(r)] == [Kind.UNDERLINE]),
    KeyId.READER_MARK_NOTE: _marking(lambda r, _k: r.reader.note_editor.field.hasFocus()),
    KeyId.READER_DELETE_MARK: _marking(
        lambda r, _k: not _marks(r) and not r.reader.pages.marks(), _choose_a_mark
    ),
    KeyId.READER_LEAVE_MARK: _marking(
        lambda r, _k: r.reader.pages.selection is None and _still_reading(r)
    ),
}


def test_every_widget_key_is_tried_below():
    assert set(WIDGET_KEYS) == {keys.id for keys in widget_keys()}


@pytest.mark.parametrize(
    ("keys", "key"),
    [(keys, key) for keys in widget_keys() for key in keys.keys],
    ids=lambda value: value if isinstance(value, str) else value.id.name.lower(),
)
def test_a_widget_key_does_what_the_cheat_sheet_says(
    qtbot, request: pytest.FixtureRequest, keys: WidgetKeys, key: str
):
    """Each key where it works: the reader's on the reader alone, the others in the window."""
    where = "reading" if keys.context in READER_CONTEXTS else "shared_window"
    WIDGET_KEYS[keys.id](qtbot, request.getfixturevalue(where), QKeySequence(key))
