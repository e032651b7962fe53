"""A Lectern process that is told to quit while it is busy.

Run as `python -m tests.reliability.quitter LIBRARY MODE [FILE]`:

- `import FILE`: import a large file, printing `progress DONE TOTAL` as it goes; the
  parent kills it (SIGKILL) mid-import, as a crash or a forced quit would.
- `cancel FILE`: the same, but SIGTERM asks it to stop: the import is cancelled the way
  the window's Cancel button does it, the library is closed, and it prints `cancelled`.
- `note`: set a note, print `ack`, and leave at once without closing (a quit right after
  typing); a finished edit must already be on disk.
"""

from __future__ import annotations

import os
import signal
import sys

from lectern.core.errors import ImportCancelled
from lectern.core.library import Library


def main(folder: str, mode: str, source: str = "") -> None:
    library = Library.open(folder, program=f"quitter-{mode}")
    print("ready", flush=True)
    if mode == "note":
        pid = sorted(library.ids())[0]
        library.notes.set_notes(pid, "typed just before quitting")
        print("ack", pid, flush=True)
        os._exit(0)
    stop = {"asked": False}
    signal.signal(signal.SIGTERM, lambda *_: stop.update(asked=True))

    def progress(done: int, total: int) -> None:
        print("progress", done, total, flush=True)

    try:
        library.imports.import_files([source], progress=progress, cancel=lambda: stop["asked"])
        print("finished", flush=True)
    except ImportCancelled:
        print("cancelled", flush=True)
    finally:
        library.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
