"""Which library a program opens when it is not told: `$LECTERN_LIBRARY`, else the platform's
data folder. The command line and the browser's native host both start from here, so a browser
started with `LECTERN_LIBRARY=…` saves where `lectern` with the same variable reads; it is a
module of its own so the host finds the folder without loading the command line's parser.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV_LIBRARY = "LECTERN_LIBRARY"


def default_library() -> Path:
    """$LECTERN_LIBRARY, else the platform's data folder (Linux: ~/.local/share/Lectern/library)."""
    if env := os.environ.get(ENV_LIBRARY, "").strip():
        return Path(env).expanduser()
    import platformdirs

    return platformdirs.user_data_path("Lectern", appauthor=False) / "library"
