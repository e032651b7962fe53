"""Starting the window reads no module's source: PySide6's import hook is told beforehand
that none selects one of its features (what it would read each whole file to find out,
keeping every line in memory), so a start does not wait on it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import json, linecache, sys
    import lectern.gui.app, lectern.gui.main_window, lectern.gui.launcher
    import lectern.core.library, lectern.core.search.index  # what the writer thread opens
    from PySide6.QtWidgets import QApplication, QTableView
    app = QApplication([])
    view = QTableView()  # PySide6 still works as before
    view.show()
    app.processEvents()
    print(json.dumps({"read": sorted(linecache.cache), "shown": view.isVisible()}))
    """
)


def test_the_window_starts_without_reading_its_modules_sources() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["shown"]
    ours = [p for p in found["read"] if Path(p).parent.is_relative_to(ROOT) and ".venv" not in p]
    assert ours == [], f"{len(ours)} of Lectern's modules read at start, e.g. {ours[:3]}"
    whoosh = [p for p in found["read"] if f"{os.sep}whoosh{os.sep}" in p]
    assert whoosh == [], f"{len(whoosh)} of Whoosh's modules read at start"
