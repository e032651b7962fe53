"""The window appears before the library is read: building it loads neither the search index
nor the store's library code, the importers, the exporters or PDFium (they load behind it, on
the service's threads, or when first used: PDFium when the reader opens a PDF). Nor does the
app's start up to the list's first paint: what takes the browser's saves loads at the first
save."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# What the library's own threads or a first use bring in; none of it is needed to paint.
LATER = (
    "whoosh",
    "lectern.core.library",
    "lectern.core.search.index",
    "lectern.core.importers",
    "lectern.core.exporters",
    "bibtexparser",
    "rispy",
    "pypdfium2",
)
# What only a save from the browser needs: the page's statements, the capture rules.
FIRST_SAVE = ("lectern.core.browser.messages", "lectern.core.capture")

# The real app (lectern.gui.app.run_app) on an empty library, stopped as its list first
# paints: the modules loaded by then are what the user waited for.
AT_FIRST_PAINT = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

app = QApplication([sys.argv[0]])
loaded = []

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        view = watched.parent()
        if not loaded and event.type() == QEvent.Type.Paint and type(view).__name__ == "PaperView":
            loaded.append(sorted(sys.modules))
            app.exit(0)
        return False

first_paint = FirstPaint()
app.installEventFilter(first_paint)
from lectern.gui.app import run_app

code = run_app(["--library", sys.argv[1]])
later = sys.argv[2].split(",")
print(code, sorted(m for m in later if any(n == m or n.startswith(m + ".") for n in loaded[0])))
"""


def test_the_window_module_loads_no_library_index_or_formats() -> None:
    script = (
        "import sys\n"
        "import lectern.gui.main_window\n"
        f"print(sorted(m for m in {LATER!r} if m in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_the_app_paints_its_list_before_the_library_the_formats_or_browser_saves_load(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            AT_FIRST_PAINT,
            str(tmp_path / "library"),
            ",".join((*LATER, *FIRST_SAVE)),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={
            "QT_QPA_PLATFORM": "offscreen",
            "PATH": "/usr/bin:/bin",
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_RUNTIME_DIR": str(home),
        },
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "0 []"
