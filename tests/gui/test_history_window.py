"""View → History (Ctrl+H): every change listed newest first, filtered, and any one undone."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTreeWidgetItem

from lectern.core.models import Status
from lectern.gui.dialogs.history import Column, CountRole, HistoryDialog, when_text
from tests.gui.helpers_undo import ctrl_z, undo_text

NOTE = (
    "Journal club\n\n"
    "We introduce marmot attention, a mechanism that hibernates idle heads during training "
    "and wakes them only when the loss landscape warms up again in the spring.\n\n"
    "Burrowing transformers learn to tunnel through long contexts with linear memory, digging "
    "side chambers for facts they expect to need again much later in the sequence.\n"
)


def _history() -> HistoryDialog:
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, HistoryDialog)]
    visible = [w for w in shown if w.isVisible()]
    assert visible, "the History window is not open"
    return visible[-1]


def _open(qtbot, window) -> HistoryDialog:
    window.focus_list()
    qtbot.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dialog = _history()
    qtbot.waitUntil(lambda: bool(dialog.rows))
    return dialog


def _texts(dialog: HistoryDialog, column: int = Column.CHANGE) -> list[str]:
    tree = dialog.tree
    return [_row(dialog, i).text(column) for i in range(tree.topLevelItemCount())]


def _row(dialog: HistoryDialog, index: int) -> QTreeWidgetItem:
    item = dialog.tree.topLevelItem(index)
    assert item is not None, index
    return item


def _wait_rows(qtbot, dialog: HistoryDialog, condition) -> None:
    qtbot.waitUntil(lambda: condition(_texts(dialog)))


def _press(qtbot, window, row: int, key: str) -> str:
    """Select `row` of the list and press a triage key on it; the paper's id."""
    window.focus_list()
    window.view.select_row(row)
    pid = window.view.current_id()
    qtbot.keyClick(window.view, key)
    return pid


def _undo_row(qtbot, dialog: HistoryDialog, index: int) -> None:
    dialog.tree.setCurrentItem(_row(dialog, index))
    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)


def test_history_is_in_the_view_menu_and_the_command_palette(qtbot, window) -> None:
    listed = {(e.label, e.where, e.shortcut) for e in _palette_entries(qtbot, window)}
    assert ("History…", "View", "Ctrl+H") in listed


def test_ctrl_h_lists_the_changes_newest_first_with_their_counts(qtbot, window) -> None:
    window.triage.advance.setChecked(False)
    first = _press(qtbot, window, 0, "t")
    qtbot.waitUntil(lambda: window.library.notes.annotation(first).status is Status.TO_READ)
    second = _press(qtbot, window, 1, "4")
    qtbot.waitUntil(lambda: window.library.notes.annotation(second).rating == 4)
    window.view.selectAll()
    qtbot.keyClick(window.view, "d")
    qtbot.waitUntil(lambda: window.library.notes.annotation(second).status is Status.READ)

    dialog = _open(qtbot, window)
    _wait_rows(qtbot, dialog, lambda texts: texts[0].endswith("→ Read"))
    texts = _texts(dialog)
    assert texts[1] == "Stars: no stars → ★★★★"
    assert texts[2] == "Status: New → To read"
    assert texts[-1] == "Added: into ICML 2026 Papers"  # the sample's import, the oldest
    papers = _texts(dialog, Column.PAPERS)
    assert papers[0] == "38 papers"  # one action, one entry
    assert _row(dialog, 0).data(Column.WHEN, CountRole) == 38
    assert papers[1] == window.library.papers.paper(second).title
    assert _texts(dialog, Column.WHEN)[0].startswith("Today ")
    assert _texts(dialog, Column.DEVICE)[:3] == ["this computer"] * 3


def _palette_entries(qtbot, window) -> list:
    from lectern.gui.dialogs.palette import CommandPalette

    window.activateWindow()
    window.focus_list()
    qtbot.keyClick(window.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    palettes = [w for w in QApplication.topLevelWidgets() if isinstance(w, CommandPalette)]
    palette = next(w for w in palettes if w.isVisible())
    entries = list(palette.entries)
    palette.close()
    return entries


def test_the_kind_filter_and_the_selected_paper_narrow_the_list(qtbot, window) -> None:
    window.triage.advance.setChecked(False)
    x = _press(qtbot, window, 0, "t")
    y = _press(qtbot, window, 1, "r")
    _press(qtbot, window, 1, "5")
    qtbot.waitUntil(lambda: window.library.notes.annotation(y).rating == 5)
    window.view.select_row(0)
    qtbot.waitUntil(lambda: window.detail.current_id() == x)

    dialog = _open(qtbot, window)
    _wait_rows(qtbot, dialog, lambda texts: texts[0].startswith("Stars"))
    dialog.set_kind("Status")
    _wait_rows(qtbot, dialog, lambda texts: len(texts) == 2)
    assert _texts(dialog) == ["Status: New → Reading", "Status: New → To read"]

    dialog.paper_only.setChecked(True)
    _wait_rows(qtbot, dialog, lambda texts: len(texts) == 1)
    assert _texts(dialog) == ["Status: New → To read"]
    assert _texts(dialog, Column.PAPERS) == [window.library.papers.paper(x).title]

    dialog.set_kind("All changes")  # this paper's every change: its status, and its import
    _wait_rows(qtbot, dialog, lambda texts: len(texts) == 2)
    assert _texts(dialog)[1].startswith("Added: ")
    dialog.close()

    # The paper's own History… in the detail pane opens the window filtered to it.
    window.view.select_row(1)
    qtbot.waitUntil(lambda: window.detail.current_id() == y)
    qtbot.mouseClick(window.detail.history_button, Qt.MouseButton.LeftButton)
    dialog = _history()
    assert dialog.paper_only.isChecked()
    _wait_rows(qtbot, dialog, lambda texts: len(texts) == 3)
    assert _texts(dialog)[:2] == ["Stars: no stars → ★★★★★", "Status: New → Reading"]


def test_undoing_an_old_import_puts_its_papers_in_the_trash(qtbot, window, tmp_path) -> None:
    window.triage.advance.setChecked(False)
    seed = tmp_path / "journal-club.txt"
    seed.write_text(NOTE, encoding="utf-8")
    before = set(window.library.ids())
    window.service.start_import([str(seed)])
    qtbot.waitUntil(lambda: len(window.library.ids()) == len(before) + 2)
    imported = set(window.library.ids()) - before
    for row, key in ((3, "t"), (4, "3"), (5, "r")):  # later changes, to other papers
        _press(qtbot, window, row, key)
    qtbot.waitUntil(lambda: len(window.library.history.entries(limit=None)) >= 6)

    dialog = _open(qtbot, window)
    _wait_rows(qtbot, dialog, lambda texts: texts[0] == "Status: New → Reading")
    index = _texts(dialog).index("Added: from journal-club.txt")
    assert _texts(dialog, Column.PAPERS)[index] == "2 papers"
    _undo_row(qtbot, dialog, index)

    qtbot.waitUntil(lambda: all(window.library.papers.paper(p).trashed for p in imported))
    _wait_rows(qtbot, dialog, lambda texts: texts[0].startswith("Moved to the Trash"))
    assert _texts(dialog, Column.PAPERS)[0] == "2 papers"
    # The list reloads on the change itself; the notice follows once the undo is on disk.
    qtbot.waitUntil(
        lambda: window.status.notice_text() == "Undone: Added: from journal-club.txt (2 papers)"
    )
    assert "Added: from journal-club.txt" in _texts(dialog)  # the import stays in History


def test_undoing_one_old_status_change_puts_that_status_back(qtbot, window) -> None:
    window.triage.advance.setChecked(False)
    x = _press(qtbot, window, 0, "t")
    qtbot.waitUntil(lambda: window.library.notes.annotation(x).status is Status.TO_READ)
    x_read = _press(qtbot, window, 0, "d")
    assert x_read == x
    others = [_press(qtbot, window, row, key) for row, key in ((2, "r"), (3, "4"), (4, "x"))]
    qtbot.waitUntil(lambda: window.library.notes.annotation(others[-1]).status is Status.DROPPED)

    dialog = _open(qtbot, window)
    _wait_rows(qtbot, dialog, lambda texts: texts[0] == "Status: New → Dropped")
    index = _texts(dialog).index("Status: To read → Read")
    dialog.tree.setCurrentItem(_row(dialog, index))
    dialog.tree.setFocus()
    qtbot.keyClick(dialog.tree, Qt.Key.Key_Return)  # Enter undoes the selected entry too

    qtbot.waitUntil(lambda: window.library.notes.annotation(x).status is Status.TO_READ)
    _wait_rows(qtbot, dialog, lambda texts: texts[0] == "Status: Read → To read")
    assert window.library.notes.annotation(others[0]).status is Status.READING
    assert window.library.notes.annotation(others[1]).rating == 4
    assert window.library.notes.annotation(others[2]).status is Status.DROPPED


def test_a_blocked_undo_names_the_later_change_and_changes_nothing(qtbot, window) -> None:
    window.triage.advance.setChecked(False)
    x = _press(qtbot, window, 0, "t")
    qtbot.waitUntil(lambda: window.library.notes.annotation(x).status is Status.TO_READ)
    _press(qtbot, window, 0, "r")
    qtbot.waitUntil(lambda: window.library.notes.annotation(x).status is Status.READING)

    dialog = _open(qtbot, window)
    _wait_rows(qtbot, dialog, lambda texts: texts[0] == "Status: To read → Reading")
    count = len(dialog.rows)
    where = dialog.tree.visualItemRect(_row(dialog, 1)).center()
    qtbot.mouseClick(dialog.tree.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.mouseDClick(dialog.tree.viewport(), Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: "stands in the way" in dialog.message.text())
    assert "Status: To read → Reading" in dialog.message.text()
    assert window.library.notes.annotation(x).status is Status.READING
    dialog.reload()
    qtbot.waitUntil(lambda: dialog.tree.topLevelItemCount() == count)
    assert len(window.library.history.entries(limit=None)) == count


def test_history_survives_closing_and_reopening_the_library(qtbot, session, window) -> None:
    window.triage.advance.setChecked(False)
    pid = _press(qtbot, window, 2, "5")
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 5)
    window = session.restart(window)

    dialog = _open(qtbot, window)
    _wait_rows(qtbot, dialog, lambda texts: texts[0] == "Stars: no stars → ★★★★★")
    assert _texts(dialog, Column.PAPERS)[0] == window.library.papers.paper(pid).title
    _undo_row(qtbot, dialog, 0)
    qtbot.waitUntil(lambda: window.library.notes.annotation(pid).rating == 0)


def test_times_read_as_people_say_them() -> None:
    now = datetime(2026, 12, 1, 14, 0, tzinfo=UTC).astimezone()
    assert when_text(now, now).startswith("Today ")
    assert when_text(now - timedelta(days=1), now).startswith("Yesterday ")
    assert when_text(now - timedelta(days=400), now).endswith(" 2025")


def test_show_older_loads_the_entries_past_the_latest(qtbot, window, monkeypatch) -> None:
    from lectern.gui.dialogs import history

    monkeypatch.setattr(history, "PAGE", 3)
    window.triage.advance.setChecked(False)
    for row in range(4):
        _press(qtbot, window, row, "t")
    qtbot.waitUntil(lambda: len(window.library.history.entries(limit=None)) >= 6)

    dialog = _open(qtbot, window)
    _wait_rows(qtbot, dialog, lambda texts: len(texts) == 3)
    assert dialog.older_button.isEnabled()
    qtbot.mouseClick(dialog.older_button, Qt.MouseButton.LeftButton)
    _wait_rows(qtbot, dialog, lambda texts: len(texts) == 6)
    assert _texts(dialog)[4:] == [t for t in _texts(dialog)[4:] if t.startswith("Added: ")]


def test_a_paper_opened_for_a_while_is_listed_as_opened_not_read(
    qtbot, window, monkeypatch, capsys
) -> None:
    """In History "Read" is the status; a paper shown long enough is "Opened", in the
    window and in `lectern history` alike, as the window's filter names it."""
    from lectern.core.cli import main as cli_main
    from lectern.gui.detail import read_timer

    monkeypatch.setattr(read_timer, "READ_AFTER_MS", 300)
    window.triage.advance.setChecked(False)
    shown = window.model.ids()[3]
    window.view.select_id(shown)
    qtbot.waitUntil(lambda: window.library.notes.annotation(shown).last_read is not None)
    # Only that paper is opened: the one marked next is shown for as long as a busy machine
    # takes, and must not be counted as opened too.
    monkeypatch.setattr(read_timer, "READ_AFTER_MS", 3_600_000)
    marked = _press(qtbot, window, 5, "d")
    qtbot.waitUntil(lambda: window.library.notes.annotation(marked).status is Status.READ)

    dialog = _open(qtbot, window)
    _wait_rows(qtbot, dialog, lambda texts: texts[0] == "Status: New → Read")
    assert _texts(dialog)[1] == "Opened"
    assert _texts(dialog, Column.PAPERS)[1] == window.library.papers.paper(shown).title
    dialog.kind_box.setCurrentText("Opened (read in Lectern)")
    _wait_rows(qtbot, dialog, lambda texts: texts == ["Opened"])
    assert not dialog.undo_button.isEnabled()  # when a paper was opened is kept

    assert cli_main(["--library", str(window.library.folder), "history", "--limit", "2"]) == 0
    listed = capsys.readouterr().out
    assert "Status: New → Read" in listed and "Opened" in listed
    assert cli_main(["--library", str(window.library.folder), "history", "--kind", "opened"]) == 0
    assert [line.split("  ")[2] for line in capsys.readouterr().out.splitlines()] == ["Opened"]


def test_a_mark_is_listed_under_marks_in_words_and_ctrl_z_takes_it_back(qtbot, window) -> None:
    from lectern.core.marks import new_mark

    window.view.select_row(0)
    pid = window.view.current_id()
    mark = new_mark(pid, "0" * 64, 2, [(72.0, 700.0, 300.0, 710.0)], "a marked passage")
    window.library.marks.add(mark)
    dialog = _open(qtbot, window)
    dialog.set_kind("Marks")
    _wait_rows(qtbot, dialog, lambda texts: texts == ["Highlighted a passage on page 3"])
    dialog.close()
    qtbot.waitUntil(lambda: undo_text(window) == "Undo Highlighted a passage on page 3")
    ctrl_z(qtbot, window)
    qtbot.waitUntil(lambda: window.library.marks.count(pid) == 0)
