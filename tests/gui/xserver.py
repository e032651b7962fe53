"""A fresh X server (Xvfb) for the tests that run the real app on one, with a window
manager (openbox) when the test needs windows activated as on a desktop."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def x_display(
    home: Path, *, window_manager: bool = True, screen: str = "1400x900"
) -> Iterator[str]:
    """The display's name (":5") while the server runs; gone afterwards. `screen`: its
    size ("800x600" for a small laptop's)."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{screen}x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as announced:
        number = announced.readline().strip()  # Xvfb writes it once it takes connections
    name = f":{number}"
    processes = [server]
    if window_manager:
        processes.insert(
            0,
            subprocess.Popen(
                ["openbox", "--config-file", "/dev/null"],
                env={**os.environ, "DISPLAY": name, "HOME": str(home)},
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            ),
        )
    try:
        yield name
    finally:
        for process in processes:
            process.terminate()
            process.wait()
