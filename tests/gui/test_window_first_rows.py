"""A restart shows the rows kept at close at once, and the library takes over when it opens."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.storage.derived.first_rows import FILE_NAME, load_first_rows
from lectern.core.view import Scope, ScopeKind, ViewRequest
from lectern.gui.app import run_app
from lectern.gui.main_window import MainWindow
from lectern.gui.table.model import Column
from lectern.gui.window.kept_rows import first_rows_view
from tests.gui.conftest import search
from tests.gui.helpers_undo import undo_text


def _status_action(window, key: str) -> QAction:
    wanted = QKeySequence(key).toString()
    return next(a for a in window.findChildren(QAction) if a.shortcut().toString() == wanted)


def _rows(window) -> list[tuple[str, str]]:
    model = window.model
    return [
        (model.index(r, Column.TITLE).data(), model.index(r, Column.STATUS).data())
        for r in range(model.rowCount())
    ]


def test_a_restart_shows_the_kept_rows_before_the_library_opens(qtbot, session, window):
    window.view.select_row(2)
    marked = window.view.current_id()
    window.changes.set_status([marked], Status.READING)
    qtbot.waitUntil(lambda: _rows(window)[2][1] == "Reading")
    shown = _rows(window)
    folder = window.library.folder
    session.close(window)
    assert (folder / FILE_NAME).exists()

    started = session.start(folder)
    assert not started.service.is_open  # nothing has opened the library yet…
    assert _rows(started) == shown  # …and the list, statuses included, is already there
    assert started.detail.current_id() == started.model.id_at(0)
    assert started.status.view_label.text().endswith(f"{len(shown)} papers")
    assert started.sidebar.count_text("status:reading") == "1"  # the counts kept with them
    assert started.sidebar.count_text("collection:ICML 2026 Papers") == "38"
    assert started.status.counts_label.text().startswith("38 papers")

    kept_counts = started.sidebar.counts
    started.show()  # once painted, the window opens the library behind the rows
    qtbot.waitUntil(lambda: started.service.is_open and started.last_result is not None)
    assert _rows(started) == shown
    assert started.detail.current_id() == started.model.id_at(0)
    qtbot.waitUntil(lambda: started.sidebar.counts is not kept_counts)  # counted anew…
    assert started.sidebar.counts == kept_counts  # …to the same figures


@pytest.mark.usefixtures("qtbot")
def test_counts_kept_at_close_include_changes_made_just_before(session, window):
    ids = [window.model.id_at(row) for row in range(3)]
    window.changes.set_rating(ids, 5)
    window.changes.add_tags(ids, ["brand-new"])
    window.changes.set_status(ids, Status.READ)
    folder = window.library.folder
    session.close(window)  # at once: the last changes may not have reached the window yet

    started = session.start(folder)
    assert not started.service.is_open
    assert started.sidebar.count_text("starred") == "3"
    assert started.sidebar.count_text("tag:brand-new") == "3"
    assert started.sidebar.count_text("status:read") == "3"
    assert started.status.counts_label.text().endswith("3 read this week")


def test_a_status_key_before_the_library_opens_is_saved_once_it_is_open(qtbot, session, window):
    folder = window.library.folder
    session.close(window)
    started = session.start(folder)
    started.triage.advance.setChecked(True)
    first = started.model.id_at(0)
    assert first is not None and not started.service.is_open

    _status_action(started, "R").trigger()
    assert started.view.current_id() == started.model.id_at(1)  # moved on at once
    started.service.begin_opening()
    qtbot.waitUntil(
        lambda: (
            started.service.is_open
            and started.library.notes.annotation(first).status is Status.READING
        )
    )
    qtbot.waitUntil(
        lambda: started.model.index(started.model.row_of(first), Column.STATUS).data() == "Reading"
    )
    # the early key can be undone like any other
    qtbot.waitUntil(lambda: undo_text(started) == "Undo Status: New → Reading")


def test_kept_rows_are_not_shown_once_another_program_changed_the_library(qtbot, session, window):
    folder = window.library.folder
    top = window.model.id_at(0)
    session.close(window)
    with Library.open(folder) as elsewhere:  # `lectern mark` while Lectern was closed
        elsewhere.notes.set_status([top], Status.DROPPED)

    started = session.start(folder)
    assert started.model.rowCount() == 0  # nothing stale: the list waits for the library
    started.service.begin_opening()
    qtbot.waitUntil(lambda: started.last_result is not None)
    row = started.model.row_of(top)
    assert started.model.index(row, Column.STATUS).data() == "Dropped"


def test_the_rows_kept_are_those_of_the_view_the_next_start_restores(qtbot, session, window):
    window.sidebar.select_scope("status:new", emit=True)
    search(qtbot, window, "diffusion")  # a search is not restored, so not kept either
    request = window.view_request()
    folder = window.library.folder
    session.close(window)

    kept = load_first_rows(
        folder,
        first_rows_view(
            ViewRequest(
                Scope(ScopeKind.STATUS, "new"), sort=request.sort, descending=request.descending
            )
        ),
    )
    assert kept is not None
    assert kept.count == kept.total  # every sample paper is new; the search did not narrow it


@pytest.mark.usefixtures("qtbot")
def test_the_app_opens_a_library_with_kept_rows_and_keeps_them_again(lib_path, errors):
    seen: dict[str, object] = {}

    def watch() -> None:
        windows = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()
        ]
        if not windows:
            return
        window = windows[0]
        seen.setdefault("early", (window.model.rowCount(), window.service.is_open))
        if window.service.is_open and window.last_result is not None:
            seen["rows"] = window.model.rowCount()
            timer.stop()
            window.close()

    timer = QTimer()
    timer.timeout.connect(watch)
    timer.start(0)
    assert run_app(["--library", str(lib_path)]) == 0  # first start: nothing kept yet
    assert seen == {"early": (0, False), "rows": 38}
    assert not errors

    seen.clear()
    timer.start(0)
    assert run_app(["--library", str(lib_path)]) == 0
    assert seen == {"early": (38, False), "rows": 38}


def test_notes_typed_just_before_closing_are_in_the_kept_rows(qtbot, session, window):
    pid = window.model.id_at(0)
    window.view.select_row(0)
    window.edit_notes()
    qtbot.keyClicks(window.detail.notes.editor, "read the appendix")
    folder = window.library.folder
    session.close(window)  # straight away: the pending note is saved, then the rows kept

    started = session.start(folder)
    assert started.service.entry(pid).annotation.notes == "read the appendix"
    assert started.detail.notes.text() == "read the appendix"


def test_notes_are_read_only_until_the_library_is_open(qtbot, session, window):
    folder = window.library.folder
    session.close(window)
    started = session.start(folder)
    editor = started.detail.notes.editor
    assert started.detail.current_id() is not None
    assert editor.isReadOnly() and "Opening" in started.detail.notes.state_label.text()
    started.service.begin_opening()
    qtbot.waitUntil(lambda: not editor.isReadOnly())
    assert started.service.is_open


def test_rows_changed_between_the_check_and_the_lock_are_refreshed_once_open(
    qtbot, session, window
):
    """Another program wrote after the window showed the kept rows, before it took the lock:
    the list and the detail pane read the library's copy once it is open."""
    pid = window.model.id_at(0)
    folder = window.library.folder
    session.close(window)
    started = session.start(folder)
    assert started.detail.current_id() == pid
    with Library.open(folder) as elsewhere:  # `lectern note` in that moment
        elsewhere.notes.set_notes(pid, "written elsewhere")
        elsewhere.notes.set_status([pid], Status.READ)

    started.service.begin_opening()
    qtbot.waitUntil(lambda: started.detail.notes.text() == "written elsewhere")
    qtbot.waitUntil(lambda: started.model.index(0, Column.STATUS).data() == "Read")


def test_a_start_on_another_view_than_the_kept_one_waits_for_the_library(
    qtbot, session, window, settings_path
):
    from lectern.gui.settings import Settings

    folder = window.library.folder
    session.close(window)  # keeps the rows of "All papers"
    settings = Settings(settings_path)
    settings.set(settings.for_library(folder).SIDEBAR, "status:new")
    started = session.start(folder)
    assert started.model.rowCount() == 0
    started.service.begin_opening()
    qtbot.waitUntil(lambda: started.last_result is not None)
    assert started.model.rowCount() == 38  # every sample paper is new


def test_with_only_the_first_rows_kept_select_all_and_export_wait_for_the_library(
    qtbot, session, window, monkeypatch
):
    import lectern.core.storage.derived.first_rows

    monkeypatch.setattr(lectern.core.storage.derived.first_rows, "ROWS", 10)
    folder = window.library.folder
    session.close(window)
    started = session.start(folder)
    assert started.model.rowCount() == 10 and started.model.partial
    assert started.status.view_label.text().endswith("38 papers")  # the whole view's count
    exported: list[list[str]] = []
    monkeypatch.setattr(started.files, "_export", lambda ids, _label: exported.append(ids))

    started.view.selectAll()
    started.files.export_view()
    assert len(started.view.selected_ids()) <= 1 and exported == []

    started.service.begin_opening()
    qtbot.waitUntil(lambda: started.service.is_open and started.model.rowCount() == 38)
    started.view.selectAll()
    started.files.export_view()
    assert len(started.view.selected_ids()) == 38 and len(exported[0]) == 38


def test_a_search_typed_before_the_library_opens_replaces_the_kept_rows(qtbot, session, window):
    folder = window.library.folder
    session.close(window)
    started = session.start(folder)
    assert started.model.rowCount() == 38
    started.search_box.set_query("diffusion")
    qtbot.waitUntil(lambda: started.model.rowCount() == 0)  # not the kept "All papers" rows
    assert started.detail.current_id() is None  # nor one of them in the detail pane
    started.service.begin_opening()
    qtbot.waitUntil(
        lambda: started.last_result is not None and started.last_result.request.text == "diffusion"
    )
    assert 0 < started.model.rowCount() < 38


def test_kept_counts_that_do_not_read_leave_the_rows_and_wait_for_the_library(
    qtbot, session, window
):
    import orjson

    folder = window.library.folder
    session.close(window)
    path = folder / FILE_NAME
    data = orjson.loads(path.read_bytes())
    data["counts"]["sidebar"]["status"] = {"finished": 3}  # no such status
    path.write_bytes(orjson.dumps(data))

    started = session.start(folder)
    assert started.model.rowCount() == 38
    assert started.sidebar.count_text("all") == "" and started.status.counts_label.text() == ""
    started.service.begin_opening()
    qtbot.waitUntil(lambda: started.sidebar.count_text("all") == "38")


def test_another_scope_chosen_before_the_library_opens_replaces_the_kept_rows(
    qtbot, session, window
):
    folder = window.library.folder
    session.close(window)
    started = session.start(folder)
    assert started.model.rowCount() == 38 and started.detail.current_id() is not None
    started.sidebar.select_scope("status:read", emit=True)
    assert started.model.rowCount() == 0 and started.detail.current_id() is None
    started.service.begin_opening()
    qtbot.waitUntil(
        lambda: (
            started.last_result is not None
            and str(started.last_result.request.scope) == "status:read"
        )
    )
    assert started.list_stack.currentWidget() is started.empty  # no paper is read yet


def _counted(window) -> bool:
    return window.sidebar.counts is not None


def test_with_nothing_kept_the_list_comes_first_and_the_counts_once_it_is_painted(
    qtbot, session, window
):
    folder = window.library.folder
    session.close(window)
    (folder / FILE_NAME).unlink()  # the first start after an import keeps nothing

    started = session.start(folder)
    assert started.model.rowCount() == 0 and started.sidebar.count_text("all") == ""
    shown: list[tuple[int, bool]] = []
    started.view_updated.connect(
        lambda: shown.append((started.model.rowCount(), _counted(started)))
    )
    started.show()  # painted: the library opens, then its own rows are shown…
    qtbot.waitUntil(lambda: bool(shown))
    assert shown == [(38, False)]  # …before anything is counted
    qtbot.waitUntil(lambda: _counted(started))  # then the figures, as the library counts them
    assert started.sidebar.count_text("all") == "38"
    assert started.sidebar.count_text("collection:ICML 2026 Papers") == "38"
    qtbot.waitUntil(lambda: started.status.counts_label.text().startswith("38 papers"))


def test_a_window_never_painted_still_counts_once_its_library_is_open(qtbot, session, window):
    folder = window.library.folder
    session.close(window)
    (folder / FILE_NAME).unlink()

    started = session.start(folder)  # never shown
    started.service.begin_opening()
    qtbot.waitUntil(lambda: started.service.is_open and started.last_result is not None)
    qtbot.waitUntil(lambda: started.sidebar.count_text("all") == "38")
    # The status bar counts in a read of its own, which may answer after the sidebar's.
    qtbot.waitUntil(lambda: started.status.counts_label.text().startswith("38 papers"))
