"""The window on a small screen, and the first key a newcomer presses (issue 42, items 1
and 3): an 800×600 screen holds the window in every shipped language, the title keeps
the room the other columns leave, and at a fresh start the list has the keyboard."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from lectern.core.models import Status
from lectern.gui.i18n import LANGUAGES, use_language
from lectern.gui.table.model import Column
from tests.gui.conftest import search

SMALL_SCREEN = (800, 600)
FRAME = (10, 50)  # a window manager's borders and title bar around the window
LEGIBLE_TITLE = 200  # px: about 30 characters of a title


@pytest.fixture(params=[language.code for language in LANGUAGES])
def language(request: pytest.FixtureRequest, qapp) -> Iterator[str]:  # noqa: ARG001
    use_language(request.param)
    yield request.param
    use_language("en")


def test_the_window_fits_an_800_by_600_screen_in_every_language(session, lib_path, language):
    window = session.open(lib_path)
    least = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert least.width() + FRAME[0] <= SMALL_SCREEN[0], language
    assert least.height() + FRAME[1] <= SMALL_SCREEN[1], language
    window.resize(*SMALL_SCREEN)
    assert window.width() <= SMALL_SCREEN[0]  # the window can be made that small


def _title_and_others(window) -> tuple[int, list[int]]:
    header = window.view.horizontalHeader()
    shown = [c for c in Column if not header.isSectionHidden(c)]
    return header.sectionSize(Column.TITLE), [
        header.sectionSize(c) for c in shown if c is not Column.TITLE
    ]


def test_the_title_keeps_the_room_the_other_columns_leave(qtbot, window):
    window.resize(1320, 820)
    search(qtbot, window, "learning")
    header = window.view.horizontalHeader()
    qtbot.waitUntil(lambda: not header.isSectionHidden(Column.RELEVANCE))
    title, others = _title_and_others(window)
    assert title >= LEGIBLE_TITLE
    assert not header.isSectionHidden(Column.STATUS)  # the triage column stays
    window.resize(780, 560)
    qtbot.waitUntil(lambda: _title_and_others(window)[0] >= LEGIBLE_TITLE, timeout=3000)
    title, others = _title_and_others(window)
    assert all(title > other for other in others)
    window.resize(1900, 1000)
    qtbot.waitUntil(lambda: not header.isSectionHidden(Column.RATING))  # room again: back
    search(qtbot, window, "")
    assert window.view.is_column_shown(Column.RATING)


def test_the_list_has_the_keyboard_at_start_so_t_marks_to_read(qtbot, window):
    qtbot.waitUntil(lambda: window.detail.current_id() is not None)
    pid = window.view.current_id()
    focused = QApplication.focusWidget()
    assert focused is window.view
    qtbot.keyClick(focused, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).status is Status.TO_READ)
    assert window.search_box.query() == ""
    qtbot.keyClick(window.view, Qt.Key.Key_Slash)  # as the search box's placeholder says
    qtbot.waitUntil(window.search_box.hasFocus)


def test_a_search_with_nothing_to_search_for_says_so_beside_the_box_and_in_the_list(qtbot, window):
    search(qtbot, window, "t")
    qtbot.waitUntil(lambda: window.list_stack.currentWidget() is window.empty)
    hint = window.search_hint.text()
    assert hint.startswith("Nothing to search for")
    assert window.empty.title.text() == hint
    assert "match" not in window.empty.title.text() + window.empty.text.text()
