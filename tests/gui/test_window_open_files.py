"""Opening .bib, .ris and CSL-JSON files with Lectern from the file manager.

`lectern FILE…` opens the window and imports the files; while Lectern runs, a later
`lectern FILE…` hands them to the open window, which imports them (one writer only).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from lectern.core.library import Library
from lectern.gui.single_instance import InstanceServer, server_name
from tests.gui.conftest import SAMPLE_SIZE

BIBTEX_TITLE = "Marmot Attention for Hibernating Transformers"
RIS_TITLE = "Burrowing Networks Tunnel Through Long Contexts"
CSL_TITLE = "Spring Thaw Schedules for Sparse Gradients"


def write_files(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    bib = folder / "marmots.bib"
    bib.write_text(
        "@article{marmot2026,\n"
        f"  title = {{{BIBTEX_TITLE}}},\n"
        "  author = {Groundhog, Phil and Woodchuck, Wanda},\n"
        "  year = {2026},\n"
        "  journal = {Journal of Burrow Learning}\n"
        "}\n",
        encoding="utf-8",
    )
    ris = folder / "burrows.ris"
    ris.write_text(
        f"TY  - JOUR\nTI  - {RIS_TITLE}\nAU  - Mole, Martha\nPY  - 2025\nER  - \n",
        encoding="utf-8",
    )
    csl = folder / "thaw.json"
    csl.write_text(
        json.dumps(
            [
                {
                    "id": "thaw",
                    "type": "article-journal",
                    "title": CSL_TITLE,
                    "author": [{"family": "Vole", "given": "Victor"}],
                    "issued": {"date-parts": [[2024]]},
                }
            ]
        ),
        encoding="utf-8",
    )
    return [bib, ris, csl]


def summary_dialogs() -> list:
    from lectern.gui.dialogs.import_summary import ImportSummaryDialog

    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, ImportSummaryDialog) and w.isVisible()
    ]


def titles(window) -> set[str]:
    return {window.library.papers.paper(paper_id).title for paper_id in window.model.ids()}


def launch_env(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }


def test_files_opened_at_start_are_imported_once_the_library_is_open(qtbot, session, window):
    folder = window.library.folder
    session.close(window)
    files = write_files(folder.parent / "downloads")
    started = session.start(folder)
    assert not started.service.is_open

    started.files.open_files([str(f) for f in files])  # what `lectern FILE…` does at start
    started.show()
    qtbot.waitUntil(lambda: bool(summary_dialogs()))
    qtbot.waitUntil(lambda: started.model.rowCount() == SAMPLE_SIZE + 3)
    assert {BIBTEX_TITLE, RIS_TITLE, CSL_TITLE} <= titles(started)
    assert summary_dialogs()[0].headline.text().startswith("Added 3 papers from 3 files")


def test_a_second_launch_with_files_hands_them_to_the_open_window(qtbot, window, tmp_path):
    folder = window.library.folder
    server = InstanceServer(server_name(folder))
    assert server.listen()
    server.activation_requested.connect(window.bring_forward)
    server.files_received.connect(window.files.open_files)
    write_files(tmp_path / "downloads")
    errors = tmp_path / "second-launch.err"
    with errors.open("wb") as stderr, qtbot.waitSignal(server.files_received):
        second = subprocess.Popen(  # relative paths, as a terminal in the downloads folder
            [sys.executable, "-m", "lectern.gui.launcher", "--library", str(folder)]
            + ["marmots.bib", "burrows.ris", "thaw.json"],
            cwd=tmp_path / "downloads",
            env=launch_env(tmp_path),
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    qtbot.waitUntil(lambda: second.poll() is not None)
    assert second.returncode == 0, errors.read_text()
    qtbot.waitUntil(lambda: bool(summary_dialogs()))
    qtbot.waitUntil(lambda: window.model.rowCount() == SAMPLE_SIZE + 3)
    assert {BIBTEX_TITLE, RIS_TITLE, CSL_TITLE} <= titles(window)
    server.close()


def test_lectern_with_a_file_opens_the_window_and_imports_it(qtbot, lib_path, tmp_path):
    """The whole launcher in its own process: `lectern --library DIR marmots.bib`."""
    bib = write_files(tmp_path / "downloads")[0]
    errors = tmp_path / "launch.err"
    with errors.open("wb") as stderr:
        app = subprocess.Popen(
            [sys.executable, "-m", "lectern.gui.launcher", "--library", str(lib_path), str(bib)],
            env=launch_env(tmp_path),
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
        try:
            papers = lib_path / "papers.json"
            qtbot.waitUntil(
                lambda: BIBTEX_TITLE in papers.read_text(encoding="utf-8"), timeout=60_000
            )
        finally:
            app.send_signal(signal.SIGTERM)  # the window closes as on logout
            app.wait(timeout=60)
    assert app.returncode == 0, errors.read_text()
    with Library.open(lib_path) as library:
        assert len(library) == SAMPLE_SIZE + 1
        assert any(library.papers.paper(i).title == BIBTEX_TITLE for i in library.ids())
