"""File → Watch a folder: a new PDF in a watched folder becomes a paper once it has stopped
growing, the PDFs there before are left alone, and nothing is imported twice, a restart
included.

A file is ready once it has stayed the same for the time the settings give
(`Keys.WATCH_QUIET_MS`, two seconds unless a user asks otherwise). These tests ask for
none, as a user's preference may: a file is then ready at the first check that finds it as
the check before found it, so a file still growing at the second check is taken if the rule
breaks, and no test waits on a clock of two seconds (core/arrivals.py's tests time it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog

from lectern.gui.declarations.ids import ActionId
from lectern.gui.settings import Keys, Settings
from tests.gui.conftest import SAMPLE_SIZE, SHARED

PDFS = SHARED / "data" / "pdfs"
TRACEMONKEY = "Trace-based Just-in-Time Type Specialization for Dynamic Languages"


def _source(name: str) -> bytes:
    path = PDFS / name
    if not path.is_file():
        pytest.skip("../shared/data/pdfs is not available")
    return path.read_bytes()


def _titles(window) -> set[str]:
    return {window.library.papers.paper(pid).title for pid in window.library.ids()}


def _quiet(settings_path: Path, milliseconds: int) -> None:
    """The time a PDF must stay the same before it is imported, as the user's settings say."""
    settings = Settings(settings_path)
    settings.set(Keys.WATCH_QUIET_MS, milliseconds)
    settings.sync()


def _look(qtbot, window) -> None:
    """One look at the watched folders, as the poll makes it, waited for."""
    with qtbot.waitSignal(window.folder_watcher.looked, timeout=10_000):
        window.folder_watcher.check()


def _watch_with_the_dialog(qtbot, window, folder: Path, monkeypatch) -> None:
    from lectern.gui.dialogs.watched_folders import WatchedFoldersDialog

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_a, **_k: str(folder))
    window.actions_by_id[ActionId.WATCH_FOLDERS].trigger()  # File → Watch a folder…
    (dialog,) = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, WatchedFoldersDialog) and w.isVisible()
    ]
    with qtbot.waitSignal(window.folder_watcher.looked, timeout=10_000):
        dialog.add_button.click()
    assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == [str(folder)]
    dialog.close()


def test_a_new_pdf_is_imported_once_it_has_stopped_growing_and_never_twice(
    qtbot, session, lib_path, settings_path, tmp_path, monkeypatch
):
    tracemonkey = _source("pdfjs-tracemonkey.pdf")
    other = _source("grobid-arxiv-0908.0054.pdf")
    _quiet(settings_path, 0)
    window = session.open(lib_path)
    folder = tmp_path / "Downloads" / "papers"
    (folder / "older").mkdir(parents=True)
    (folder / "older" / "there-before.pdf").write_bytes(other)
    _watch_with_the_dialog(qtbot, window, folder, monkeypatch)

    arriving = folder / "new" / "tracemonkey.pdf"  # a subfolder's, as a Downloads user's
    arriving.parent.mkdir()
    half = len(tracemonkey) // 2
    arriving.write_bytes(tracemonkey[:half])  # the download has begun
    _look(qtbot, window)
    with arriving.open("ab") as handle:
        handle.write(tracemonkey[half:])  # and goes on
    _look(qtbot, window)
    taken = [key for key in window.settings.get(Keys.WATCH_SEEN) if str(arriving) in key]
    assert not taken and len(window.library) == SAMPLE_SIZE  # nothing taken while it grew

    qtbot.waitUntil(lambda: TRACEMONKEY in _titles(window))  # the poll's
    assert len(window.library) == SAMPLE_SIZE + 1  # the PDF there before is left alone
    qtbot.waitUntil(
        lambda: window.status.notice_text() == f"Imported “{TRACEMONKEY}” from Downloads/papers"
    )
    (paper,) = [p for p in map(window.library.papers.paper, window.library.ids()) if p.files]
    assert paper.collections == ()
    assert paper.files[0].startswith("files/")  # copied, as the import prompt left it

    window = session.restart(window)
    assert window.folder_watcher.folders() == [str(folder)]
    imported: list[list[str]] = []  # what the watcher hands the real import
    start_import = window.service.start_import

    def seen_starting(paths, *args, **kwargs):
        imported.append(list(paths))
        return start_import(paths, *args, **kwargs)

    monkeypatch.setattr(window.service, "start_import", seen_starting)
    later = folder / "later.pdf"
    later.write_bytes(other)
    qtbot.waitUntil(lambda: len(window.library) == SAMPLE_SIZE + 2)
    assert imported == [[str(later)]]  # neither earlier file was taken again


def test_a_folder_removed_is_no_longer_watched_nor_remembered(
    qtbot, session, lib_path, settings_path, tmp_path
):
    _quiet(settings_path, 0)  # still watched, the file would be taken at the second look
    window = session.open(lib_path)
    folder = tmp_path / "papers"
    folder.mkdir()
    (folder / "there-before.pdf").write_bytes(b"%PDF-1.4 there before")
    watcher = window.folder_watcher
    with qtbot.waitSignal(watcher.looked, timeout=10_000):
        watcher.add(str(folder))
    assert len(window.settings.get(Keys.WATCH_SEEN)) == 1
    with qtbot.waitSignal(watcher.looked, timeout=10_000):
        watcher.remove(str(folder))
    assert watcher.folders() == []
    assert window.settings.get(Keys.WATCHED_FOLDERS) == ()
    assert window.settings.get(Keys.WATCH_SEEN) == ()
    (folder / "paper.pdf").write_bytes(b"%PDF-1.4 not much of one")
    _look(qtbot, window)
    _look(qtbot, window)
    assert len(window.library) == SAMPLE_SIZE
