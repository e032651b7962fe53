"""The window appears before the library is read: building it loads neither the search index
nor the store's library code, the importers, the exporters or PDFium (they load behind it, on
the service's threads, or when first used: PDFium when the reader opens a PDF)."""

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
