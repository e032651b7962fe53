"""Settings every Lectern test shares; they must be in place before Qt or the app loads.

- Qt runs on the offscreen platform, so the suite needs no display and never pops up windows.
- The XDG folders point at a throwaway folder, so no test can read or write the user's real
  library, settings or logs (Linux; platformdirs and QSettings both follow these variables).
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"

_home = tempfile.mkdtemp(prefix="lectern-tests-")
atexit.register(shutil.rmtree, _home, ignore_errors=True)
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(
        _home, _name.removeprefix("XDG_").removesuffix("_HOME").lower()
    )
