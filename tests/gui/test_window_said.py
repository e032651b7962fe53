"""Words that say what happened (issue 42, item 5): History's queue entries, an undo of a
queue add, the tag field's Esc, the reader's cut title, the first start's counts."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QApplication

from lectern.gui.dialogs.history import Column, HistoryDialog
from lectern.gui.single_instance import InstanceServer, server_name
from tests.gui.conftest import SHARED
from tests.gui.helpers_reader import needs_pdfs, read
from tests.gui.test_window_import import _drop, _summary_dialogs

CTRL = Qt.KeyboardModifier.ControlModifier
ROOT = Path(__file__).resolve().parents[2]


def _history(qtbot, window) -> list[str]:
    window.focus_list()
    qtbot.keyClick(window.view, Qt.Key.Key_H, CTRL)
    dialog = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, HistoryDialog) and w.isVisible()
    )
    qtbot.waitUntil(lambda: bool(dialog.rows))
    tree = dialog.tree
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    texts = [item.text(Column.CHANGE) for item in items if item is not None]
    dialog.close()
    return texts


def test_history_and_undo_say_what_a_queue_change_did(qtbot, window):
    window.triage.advance.setChecked(False)
    window.focus_list()
    window.view.select_row(2)
    qtbot.keyClick(window.view, "q")
    first = window.view.current_id()
    qtbot.waitUntil(lambda: window.library.queue.ids() == [first])
    window.view.select_row(3)
    qtbot.keyClick(window.view, "q")
    second = window.view.current_id()
    qtbot.waitUntil(lambda: window.library.queue.ids() == [first, second])
    qtbot.keyClick(window.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ShiftModifier)  # to the front
    qtbot.waitUntil(lambda: window.library.queue.ids() == [second, first])
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: window.library.queue.ids() == [first, second])
    qtbot.waitUntil(lambda: window.status.notice_text().startswith("Undone: Moved in Up next"))
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: window.library.queue.ids() == [first])
    qtbot.waitUntil(lambda: window.status.notice_text().startswith("Undone: Added to Up next"))
    texts = _history(qtbot, window)
    assert texts[:4] == [
        "Removed from Up next",  # the undo of the second add
        "Moved in Up next",  # the undo of the move
        "Moved in Up next",
        "Added to Up next",
    ], texts
    assert "Up next" not in texts


PDFS = ("pdfjs-tracemonkey.pdf", "grobid-arxiv-0908.0054.pdf", "cermine-bmc-example2.pdf")


def test_three_pdfs_dropped_are_three_files_in_the_summary(qtbot, window, tmp_path):
    sources = [SHARED / "data" / "pdfs" / name for name in PDFS]
    if not all(source.is_file() for source in sources):
        pytest.skip("../shared/data/pdfs is not available")
    dropped = []
    for source in sources:
        copy = tmp_path / source.name
        copy.write_bytes(source.read_bytes())
        dropped.append(copy)
    assert _drop(window, dropped)
    qtbot.waitUntil(lambda: bool(_summary_dialogs()))
    summary = _summary_dialogs()[0]
    assert summary.headline.text() == "Added 3 papers from 3 files."
    summary.close()


def _launch(args: list[str], home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lectern.gui.launcher", *args],
        cwd=ROOT,
        env={
            "PATH": "/usr/bin:/bin",
            "HOME": str(home),
            "LANG": "C.UTF-8",
            "XDG_STATE_HOME": str(home / "state"),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            **env,
        },
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_second_lectern_says_it_handed_over_to_the_open_window(qtbot, window, tmp_path):
    folder = window.library.folder
    server = InstanceServer(server_name(folder))
    assert server.listen()
    try:
        second = QThreadPool.globalInstance()  # the launch waits for this process's answer
        done: list[subprocess.CompletedProcess[str]] = []
        second.start(
            lambda: done.append(
                _launch(["--library", str(folder)], tmp_path, QT_QPA_PLATFORM="offscreen")
            )
        )
        qtbot.waitUntil(lambda: bool(done))
    finally:
        server.close()
    (run,) = done
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == (
        f"Lectern is already open on {folder}: its window is brought forward."
    )


def test_xcb_named_with_no_display_says_so_in_one_line(tmp_path):
    run = _launch(["--library", str(tmp_path / "library")], tmp_path, QT_QPA_PLATFORM="xcb")
    assert run.returncode == 1  # not Qt's abort (134)
    (line,) = run.stderr.strip().splitlines()
    assert line.startswith("Lectern needs a graphical display: QT_QPA_PLATFORM is xcb but ")
    assert not (tmp_path / "library").exists()


def test_esc_in_the_tag_field_clears_it_then_leaves_it_for_the_list(qtbot, window):
    qtbot.waitUntil(lambda: window.detail.current_id() is not None)
    field = window.detail.tags_editor.line_edit
    field.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, "half-typ")
    qtbot.keyClick(field, Qt.Key.Key_Escape)
    assert field.text() == "" and field.hasFocus()  # the half-typed tag goes first
    qtbot.keyClick(field, Qt.Key.Key_Escape)
    qtbot.waitUntil(window.view.hasFocus)


@needs_pdfs
def test_the_readers_title_is_cut_with_an_ellipsis_in_a_narrow_window(qtbot, window):
    window.resize(1400, 900)
    pid = read(qtbot, window)
    title = window.reader.title
    whole = window.library.papers.paper(pid).title
    assert title.text() == whole
    shown = title.fontMetrics().elidedText(
        whole, Qt.TextElideMode.ElideRight, title.contentsRect().width()
    )
    assert shown.endswith("…") and shown != whole  # cut, and says so
    assert title.minimumSizeHint().width() < title.fontMetrics().horizontalAdvance(whole)
