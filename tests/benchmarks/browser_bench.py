"""A save from the browser: the native host's round trip, as the browser makes it.

The popup's Save sends one length-prefixed JSON message to the host the browser starts (the
launcher `lectern browser register` writes) and shows "Saved" when the answer comes back;
the host's start is most of that wait. Timed here, from starting the launcher to reading its
answer, with a real saved page of ../shared/data/web (a new paper each time):

- hello: the host's start and its first answer (the popup's first question);
- save, no window: the host opens the library under its lock and writes the paper itself
  (a library already holding a paper: the first save of all also makes its index);
- save, handed to the window: Lectern's real window is open on the library (offscreen Qt,
  a child process), the host hands it the save and the window answers once it has saved.

The reference is this Python's own start (`python -c pass`, the same interpreter and site),
the least any host written in Python can take. Target: 500 ms from the click to "Saved"
without a PDF (issue 40); the browser's own part of the round trip is not in these figures.

    .venv/bin/python -m tests.benchmarks.browser_bench [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.benchmarks.measure import Figure, median, table
from tests.benchmarks.workspace import say

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT.parent / "shared" / "data" / "web"
SAVE_MS = 500.0
ORIGIN = "chrome-extension://bijjnfgkedijpaimmeecphdhddjmilne/"
FIRST = "arxiv-abs-1902.02534.html"  # the paper the library holds before the timed saves


def _framed(message: dict[str, Any]) -> bytes:
    body = json.dumps(message).encode("utf-8")
    return struct.pack("=I", len(body)) + body


def _pages() -> list[str]:
    """The saved pages that name a paper (the manifest's), the first one apart."""
    from tests.core.helpers_capture import manifest

    return [
        name
        for name, entry in manifest().items()
        if name != FIRST and (entry.get("expected") or {}).get("title")
    ]


def _save(page: str) -> bytes:
    from tests.core.helpers_capture import page_capture

    return _framed({"type": "save", "page": page_capture(page), "choices": {}, "pdf": None})


def _register(folder: Path) -> Path:
    hosts = folder / "NativeMessagingHosts"
    subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "browser", "register"]
        + ["--browser", "chromium", "--dir", str(hosts)],
        capture_output=True,
        check=True,
    )
    return Path(json.loads((hosts / "org.lectern.lectern.json").read_text("utf-8"))["path"])


def _round_trip(command: list[str], data: bytes, env: dict[str, str]) -> tuple[float, Any]:
    """Seconds from starting `command` to its answer read whole, and the answer."""
    started = time.perf_counter()
    done = subprocess.run(command, input=data, capture_output=True, env=env, check=False)
    elapsed = time.perf_counter() - started
    if not done.stdout:
        return elapsed, None
    (length,) = struct.unpack("=I", done.stdout[:4])
    return elapsed, json.loads(done.stdout[4 : 4 + length])


def _check(answer: Any, what: str) -> None:
    if not (isinstance(answer, dict) and answer.get("ok")):
        raise RuntimeError(f"{what}: the host answered {answer!r}")


def _wait(condition: Callable[[], bool], what: str, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise RuntimeError(f"gave up waiting for {what}")
        time.sleep(0.05)


@contextmanager
def _window(library: Path, env: dict[str, str]) -> Iterator[None]:
    """Lectern's real window open on `library` (offscreen), until the block ends."""
    from lectern.core.browser.handover import window_is_open

    app = subprocess.Popen(
        [sys.executable, "-m", "lectern.gui.launcher", "--library", str(library)],
        env=env | {"QT_QPA_PLATFORM": "offscreen"},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait(lambda: window_is_open(library) or app.poll() is not None, "the window")
        if app.poll() is not None:
            raise RuntimeError(f"the window ended with {app.returncode}")
        yield
    finally:
        app.terminate()
        app.wait(timeout=60)


def section_browser(repeat: int) -> tuple[list[Figure], dict[str, Any]]:
    pages = _pages()
    runs = max(1, min(repeat, len(pages)))
    folder = Path(tempfile.mkdtemp(prefix="lectern-browser-bench-"))
    try:
        launcher = _register(folder)
        base = folder / "base"
        env = {k: v for k, v in os.environ.items() if k != "LECTERN_LIBRARY"}
        env["LECTERN_LIBRARY"] = str(base)
        _, answer = _round_trip([str(launcher), ORIGIN], _save(FIRST), env)
        _check(answer, "the first save")
        python = median(
            [_round_trip([sys.executable, "-c", "pass"], b"", env)[0] for _ in range(runs)]
        )
        hello = []
        for _ in range(runs):
            took, answer = _round_trip([str(launcher), ORIGIN], _framed({"type": "hello"}), env)
            _check(answer, "hello")
            hello.append(took)
        alone = []
        for number, page in enumerate(pages[:runs]):
            library = folder / f"alone-{number}"
            shutil.copytree(base, library)
            here = env | {"LECTERN_LIBRARY": str(library)}
            took, answer = _round_trip([str(launcher), ORIGIN], _save(page), here)
            _check(answer, page)
            alone.append(took)
        handed: list[float] = []
        library = folder / "window"
        shutil.copytree(base, library)
        window_env = env | {"LECTERN_LIBRARY": str(library)}
        with _window(library, window_env):
            for page in pages[:runs]:
                took, answer = _round_trip([str(launcher), ORIGIN], _save(page), window_env)
                _check(answer, page)
                handed.append(took)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    common: dict[str, Any] = {
        "unit": "ms",
        "reference": python * 1000,
        "reference_name": "python -c pass",
        "samples": runs,
    }
    figures = [
        Figure("browser", "host: start and answer hello", median(hello) * 1000, **common),
        Figure(
            "browser",
            "save from the browser, no window (host writes)",
            median(alone) * 1000,
            target=f"<= {SAVE_MS:.0f} ms",
            at_most=SAVE_MS,
            **common,
        ),
        Figure(
            "browser",
            "save from the browser, handed to the window",
            median(handed) * 1000,
            target=f"<= {SAVE_MS:.0f} ms",
            at_most=SAVE_MS,
            **common,
        ),
    ]
    details = {"hello_s": hello, "alone_s": alone, "handed_s": handed, "python_s": python}
    return figures, details


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5, help="saves timed (default 5)")
    args = parser.parse_args(argv)
    figures, _ = section_browser(args.repeat)
    say(table(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
