"""A paper with a huge abstract (issue 42, item 2): a one-line abstract of megabytes, made
of real arXiv abstracts, is shown in parts, and the window keeps answering while it is.

The UI thread's answers are measured by a timer ticking on it: a gap between two ticks is
a time the window could not have answered a key. The same ticks over the same keys between
two ordinary papers are the reference: what the machine's own stalls cost the window (a
loaded machine stalls every thread). The test holds the window to no freeze (before, the
3 MB abstract held the UI thread 4.8 s on a quiet machine, 30 s at 14.8 MB); the 100 ms the
issue sets for a quiet machine is a speed figure, for the bench, not for a test that must
pass beside other load."""

from __future__ import annotations

import shutil
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication

from lectern.core.library import Library
from lectern.gui.app import SWITCH_INTERVAL
from lectern.gui.detail.abstract_parts import FIRST_PART, WHOLE_LIMIT
from lectern.gui.main_window import MainWindow
from tests.gui.conftest import SHARED
from tests.joined_abstracts import joined_abstracts

HUGE = 3_000_000  # characters on one line: an abstract field a broken export filled
FROZEN_MS = 1000  # past the machine's own stalls, a gap this long is the window frozen
TICK_MS = 10
TITLE = "A paper whose abstract field holds a whole listing"


def _huge_abstract() -> str:
    listing = SHARED / "data" / "arxiv-cs-74k.jsonl.gz"
    if not listing.exists():
        pytest.skip(f"sample data not found at {listing}")
    return joined_abstracts(HUGE, listing)


@pytest.fixture(scope="module")
def huge_template(tmp_path_factory: pytest.TempPathFactory, sample_template: Path) -> Path:
    folder = tmp_path_factory.mktemp("huge") / "library"
    shutil.copytree(sample_template, folder, ignore=shutil.ignore_patterns("*.lock"))
    with Library.open(folder) as library:
        library.imports.add_paper(title=TITLE, abstract=_huge_abstract())
    return folder


@pytest.fixture
def huge_window(session, tmp_path: Path, huge_template: Path) -> Iterator[MainWindow]:
    folder = tmp_path / "huge"
    shutil.copytree(huge_template, folder, ignore=shutil.ignore_patterns("*.lock"))
    before = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL)  # as the app runs (lectern.gui.app.run_app)
    try:
        yield session.open(folder)
    finally:
        sys.setswitchinterval(before)


class Ticker:
    """Ticks on the UI thread; the longest gap is the longest the window did not answer."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(lambda: self.times.append(time.monotonic()))

    def __enter__(self) -> Ticker:
        self.times.append(time.monotonic())
        self.timer.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.timer.stop()
        self.times.append(time.monotonic())

    def longest_gap_ms(self) -> float:
        return 1000 * max(b - a for a, b in zip(self.times, self.times[1:], strict=False))


def _huge_id(window) -> str:
    return next(pid for pid in window.model.ids() if window.pending.entry(pid).paper.title == TITLE)


def test_the_window_answers_keys_while_the_huge_paper_is_shown(qtbot, huge_window):
    window = huge_window
    huge = _huge_id(window)
    row = window.model.row_of(huge)
    window.focus_list()
    window.view.select_row(row - 1 if row else row + 1)
    detail = window.detail
    qtbot.waitUntil(lambda: detail.current_id() not in (None, huge))
    key_to_it = Qt.Key.Key_J if row else Qt.Key.Key_K
    key_away = Qt.Key.Key_K if row else Qt.Key.Key_J
    with Ticker() as reference:  # the same keys over ordinary papers, away from the huge one
        start = detail.current_id()
        qtbot.keyClick(window.view, key_away)
        qtbot.waitUntil(lambda: detail.current_id() not in (start, huge))
        qtbot.waitUntil(lambda: reference.times[-1] - reference.times[0] > 1.0)
        qtbot.keyClick(window.view, key_to_it)
        qtbot.waitUntil(lambda: detail.current_id() == start)
    with Ticker() as ticker:
        qtbot.keyClick(window.view, key_to_it)
        qtbot.waitUntil(lambda: detail.current_id() == huge)
        qtbot.waitUntil(lambda: detail.related.paper_id() == huge and not detail.related.message())
        qtbot.waitUntil(lambda: ticker.times[-1] - ticker.times[0] > 1.0)  # shown a while
        qtbot.keyClick(window.view, key_away)
        qtbot.waitUntil(lambda: detail.current_id() != huge)
        qtbot.keyClick(window.view, key_to_it)
        qtbot.waitUntil(lambda: detail.current_id() == huge)
    assert ticker.longest_gap_ms() < FROZEN_MS + reference.longest_gap_ms()
    shown = detail.abstract_view.toPlainText()
    assert len(shown) <= FIRST_PART and shown.split()[:8] == _huge_abstract().split()[:8]
    # A few screenfuls tall, not millions of pixels drawn past the pane over the Notes.
    assert detail.abstract_view.height() < 20_000
    assert detail.abstract_parts.more_button.isVisible()


def test_show_more_grows_the_abstract_to_its_limit_and_copy_all_takes_the_whole(qtbot, huge_window):
    window = huge_window
    huge = _huge_id(window)
    window.view.select_id(huge)
    detail = window.detail
    qtbot.waitUntil(lambda: detail.current_id() == huge)
    parts = detail.abstract_parts
    first = len(detail.abstract_view.toPlainText())
    qtbot.mouseClick(parts.more_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(detail.abstract_view.toPlainText()) > first)
    while parts.more_button.isVisible():
        qtbot.mouseClick(parts.more_button, Qt.MouseButton.LeftButton)
    assert WHOLE_LIMIT * 0.9 < len(detail.abstract_view.toPlainText()) <= WHOLE_LIMIT
    assert "of 3,000," in parts.note.text().replace("\u00a0", ",")  # says how much is shown
    qtbot.mouseClick(parts.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == window.pending.entry(huge).paper.abstract
