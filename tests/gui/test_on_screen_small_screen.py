"""A fresh start on an 800×600 X server with a window manager (openbox), as a newcomer
with a small laptop (issue 42, items 1 and 3): the window is on the screen whole, can be
made no larger than it in each language, and the list has the keyboard, so the first `t`
marks the paper To read rather than typing into the search box."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.gui.xserver import x_display

TOOLS = ("Xvfb", "openbox", "xdotool")
MISSING = [tool for tool in TOOLS if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(
    bool(MISSING), reason=f"needs {', '.join(MISSING)} (apt install xvfb openbox xdotool)"
)
DRIVER = Path(__file__).with_name("on_screen_first_start.py")
SCREEN = (800, 600)


@pytest.fixture
def display(tmp_path: Path) -> Iterator[str]:
    with x_display(tmp_path, screen=f"{SCREEN[0]}x{SCREEN[1]}") as name:
        yield name


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_a_fresh_start_on_800_by_600_fits_and_t_marks_to_read(
    display, lib_path, tmp_path, language
):
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "HOME": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, str(DRIVER), str(lib_path), str(tmp_path / "fresh.ini"), language],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    x, y, width, height = seen["frame"]
    sx, sy, swidth, sheight = seen["screen"]
    assert sx <= x and sy <= y, seen
    assert x + width <= sx + swidth and y + height <= sy + sheight, seen  # all of it shows
    assert seen["least"][0] <= SCREEN[0] and seen["least"][1] <= SCREEN[1], seen
    assert seen["focused"] == "paperList", seen
    assert seen["status"] == "to-read" and seen["search"] == "", seen
