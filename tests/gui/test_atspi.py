"""Lectern as a Linux screen reader reads it: the running app on a real X server, read
through AT-SPI (the accessibility bus Orca uses) by `atspi_client.py` with the system's
pyatspi, in a D-Bus session of its own.

The client finds the search box, the paper list with its rows and the detail pane's status
buttons by their names, presses "Status To read" with AT-SPI's own action, as a screen
reader or switch access does, and hears the change announced. The paper is then *To read*
on disk, not only on the button.

Skipped, with the reason, where Xvfb, dbus-run-session or the system's pyatspi is missing
(Debian: `apt install xvfb dbus-daemon at-spi2-core python3-pyatspi`; `.ci/run` installs
them).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Status
from tests.gui.xserver import x_display

SYSTEM_PYTHON = "/usr/bin/python3"  # where Debian's python3-pyatspi is importable
CLIENT = Path(__file__).with_name("atspi_client.py")


def _missing() -> list[str]:
    missing = [tool for tool in ("Xvfb", "dbus-run-session") if shutil.which(tool) is None]
    has_pyatspi = Path(SYSTEM_PYTHON).exists() and (
        subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False
        ).returncode
        == 0
    )
    if not has_pyatspi:
        missing.append("python3-pyatspi")
    return missing


MISSING = _missing()
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        bool(MISSING),
        reason=f"needs {', '.join(MISSING)} "
        "(apt install xvfb dbus-daemon at-spi2-core python3-pyatspi)",
    ),
]


def test_a_screen_reader_finds_the_controls_and_marks_a_paper_to_read(lib_path, tmp_path):
    with Library.open(lib_path) as library:
        assert {library.notes.annotation(pid).status for pid in library.ids()} == {Status.NEW}
        count = len(library.ids())
    home = tmp_path / "home"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "xcb",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "LANGUAGE": "en",
    }
    app = [sys.executable, "-m", "lectern.gui.launcher", "--library", str(lib_path)]
    with x_display(home, window_manager=False) as display:
        run = subprocess.run(
            ["dbus-run-session", "--", SYSTEM_PYTHON, str(CLIENT), *app],
            env={**env, "DISPLAY": display},
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    assert run.returncode == 0, run.stderr[-3000:]
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["search_box"] == "Search"
    assert seen["rows"] == count
    assert seen["buttons"] == [
        "Status New",
        "Status To read",
        "Status Reading",
        "Status Read",
        "Status Dropped",
    ]
    assert (seen["status_before"], seen["status_after"]) == ("New", "To read")
    assert any(seen["title"][:40] in said and "To read" in said for said in seen["announced"])
    assert seen["exit_code"] == 0
    with Library.open(lib_path) as library:
        marked = [
            pid for pid in library.ids() if library.notes.annotation(pid).status is Status.TO_READ
        ]
        assert [library.papers.paper(pid).title for pid in marked] == [seen["title"]]
