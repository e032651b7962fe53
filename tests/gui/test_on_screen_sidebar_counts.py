"""The first start's sidebar on an X server (issue 42, item 5): the sample comes in two files
of 19 papers, and the paint that first shows All papers at 38 shows the sample collection at
38 too. It showed "ICML 2026 Papers 19" beside "All papers 38" while the window was busy:
every count refresh hid the empty Tags section again, which made the tree lay itself out
later and leave the counts set after it unpainted until then. Offscreen Qt lays out before
it paints, so this needs a real X server."""

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

MISSING = [tool for tool in ("Xvfb", "openbox") if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(
    bool(MISSING), reason=f"needs {', '.join(MISSING)} (apt install xvfb openbox)"
)
DRIVER = Path(__file__).with_name("on_screen_sidebar_counts.py")
STARTS = 4


@pytest.fixture
def display(tmp_path: Path) -> Iterator[str]:
    with x_display(tmp_path) as name:
        yield name


def test_the_first_start_paints_the_sample_collection_s_count_with_all_papers(display, tmp_path):
    env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "HOME": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, str(DRIVER), str(tmp_path), str(STARTS)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen == [{"painted": True, "count": "38"}] * STARTS
