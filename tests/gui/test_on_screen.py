"""The relevance rule end to end, on a real X server (Xvfb) with a window manager, driven by
real X input: click a column header, type a query, press Enter. The best match is the first
row, and it is the paper Enter opens.

Skipped, with the reason, where Xvfb, openbox or xdotool is not installed (Debian:
`apt install xvfb openbox xdotool`).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.gui.table.model import Column
from tests.gui.xserver import x_display

TOOLS = ("Xvfb", "openbox", "xdotool")
MISSING = [tool for tool in TOOLS if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(
    bool(MISSING), reason=f"needs {', '.join(MISSING)} (apt install xvfb openbox xdotool)"
)
DRIVER = Path(__file__).with_name("on_screen_relevance.py")
QUERY = "graph neural"


@pytest.fixture
def display(tmp_path: Path) -> Iterator[str]:
    """A fresh X server and a window manager on it, gone after the test."""
    with x_display(tmp_path) as name:
        yield name


def test_the_best_match_is_the_first_row_and_what_enter_opens(display, lib_path, tmp_path):
    env = {
        **os.environ,
        "DISPLAY": display,
        "QT_QPA_PLATFORM": "xcb",
        "HOME": str(tmp_path),
    }
    run = subprocess.run(
        [sys.executable, str(DRIVER), str(lib_path), str(tmp_path / "lectern.ini"), QUERY],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    with Library.open(lib_path) as library:
        ranked = library.searching.search(QUERY).ids
    assert seen["rows"] == ranked
    assert seen["sorted_by"] == Column.RELEVANCE and seen["relevance_shown"]
    assert seen["current"] == seen["shown"] == ranked[0]
