"""The window's PDF pass in a child process: the attached PDFs' text read and their pages
indexed (`fulltext_pass.catch_up`) away from the window's interpreter.

Indexing is pure-Python Whoosh: run on a thread of the window's process, it held the UI
thread up to 80–120 ms at a time while a thousand PDFs were indexed. In a process of its
own it holds none of the window's threads; the window only reads the pages' index, and
opens each new commit when the child says it made one.

The child (:func:`main`) is started with the library's folder and reports on stdout, one
JSON object a line: ``{"progress": [done, total]}`` (``[0, 0]`` while it looks for what
waits), ``{"indexed": [paper ids]}`` after each commit, ``{"failed": "traceback"}`` and
last ``{"done": papers read}``. It stops between two files when its stdin closes or says
``stop``: the batch being committed is finished, the one not yet committed is left (its
texts are kept, so the next pass indexes them without reading a PDF).

It never takes the library's lock (the window holds it): it opens the library read-only,
with `writes_fulltext`, so it writes nothing but the derived `fulltext/` folder (the texts,
kept by digest and written whole; the digests, a cache written whole; the pages' index).
That is safe because the window's process never commits to `fulltext/pages` any more (it
opens it, never makes it: see search/pages.py) and the window runs one child at a time,
ending it before it lets the library go; `lectern import`, which runs the pass in its own
process, takes the lock, so it never runs beside a window.

Started from source as ``python -m lectern.core.library.fulltext_child FOLDER``; in the
frozen app, which has no interpreter to name, as the app itself with PASS_FLAG, which
``gui/launcher.py`` hands to :func:`main` before anything else is imported.
:class:`PassChild` is the parent's side.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import subprocess
import sys
import threading
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from lectern.core.pdf.worker import PASS_FLAG

log = logging.getLogger(__name__)

STOP = "stop"  # a line the parent may send (closing stdin says the same)
# The pass and its PDF worker (which inherits it) yield the processor to the window: on a
# 2-core machine, three busy processes at the same priority kept the window's threads
# waiting up to 30 ms at a time for a core.
NICENESS = 10
Progress = Callable[[int, int], None]
Indexed = Callable[[frozenset[str]], None]


# --- the child -------------------------------------------------------------------------------
def main(argv: Sequence[str] | None = None) -> int:
    """Run the pass on the library folder named first in `argv`; see the module."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: fulltext_child LIBRARY_FOLDER", file=sys.stderr)
        return 2
    if hasattr(os, "nice"):  # POSIX
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    stop = threading.Event()
    # The pipes by their descriptors: a windowed app on Windows has no sys.stdin at all.
    with open(1, "w", encoding="utf-8", closefd=False) as out:
        report = _Reporter(out, stop)
        threading.Thread(target=_watch_input, args=(stop,), daemon=True).start()
        return run_pass(Path(args[0]), stop, report)


def run_pass(folder: Path, stop: threading.Event, report: Callable[..., None]) -> int:
    """Find what waits and catch up, reporting as it goes; 0, or 1 when it failed."""
    from lectern.core.library import Library
    from lectern.core.library.fulltext_pass import catch_up

    try:
        library = Library.open(folder, readonly=True, writes_fulltext=True)
    except Exception:  # noqa: BLE001 - told to the parent, which logs it
        report(failed=traceback.format_exc())
        return 1
    done = 0
    try:
        report(progress=[0, 0])  # looking for new files: busy, no count yet
        waiting = library.fulltext.waiting()
        if waiting and not stop.is_set():
            report(progress=[0, len(waiting)])
            done = catch_up(
                library,
                waiting,
                stop=stop,
                progress=lambda n, total: report(progress=[n, total]),
                indexed=lambda ids: report(indexed=sorted(ids)),
            )
    except Exception:  # noqa: BLE001 - told to the parent, which logs it
        report(failed=traceback.format_exc())
        return 1
    finally:
        library.close()
    report(done=done)
    return 0


class _Reporter:
    """Writes report lines; a parent gone (a broken pipe) stops the pass."""

    def __init__(self, out: IO[str], stop: threading.Event) -> None:
        self._out = out
        self._stop = stop
        self._lock = threading.Lock()  # the reading and the indexing thread both report

    def __call__(self, **report: Any) -> None:
        with self._lock:
            try:
                self._out.write(json.dumps(report) + "\n")
                self._out.flush()
            except (OSError, ValueError):
                self._stop.set()


def _watch_input(stop: threading.Event) -> None:
    with (
        contextlib.suppress(OSError, ValueError),
        open(0, encoding="utf-8", closefd=False) as lines,
    ):
        for line in lines:
            if line.strip() == STOP:
                break
    stop.set()


# --- the parent's side --------------------------------------------------------------------
def pass_command(folder: str | Path) -> list[str]:
    """How to start the child: the frozen app runs itself with PASS_FLAG (it has no
    interpreter to name), a source or wheel install runs the module."""
    if getattr(sys, "frozen", False):
        return [sys.executable, PASS_FLAG, str(folder)]
    return [sys.executable, "-m", "lectern.core.library.fulltext_child", str(folder)]


class PassChild:
    """One run of the child, from the parent: :meth:`run` on a thread of the parent's,
    :meth:`stop` and :meth:`kill` from any other."""

    def __init__(self, folder: str | Path) -> None:
        self.folder = Path(folder)
        self._lock = threading.Lock()
        self._process: subprocess.Popen[bytes] | None = None
        self._stopped = False
        self.failure = ""  # the child's traceback when it failed

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def run(self, progress: Progress | None = None, indexed: Indexed | None = None) -> int | None:
        """Start the child and hand its reports on until it ends; its exit code (None when
        it was stopped before it started)."""
        with self._lock:
            if self._stopped:
                return None
            self._process = process = subprocess.Popen(
                pass_command(self.folder),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),  # no console on Windows
                # Its own process group, so that killing it ends its PDF worker too.
                start_new_session=sys.platform != "win32",
            )
        stdout = process.stdout
        assert stdout is not None
        with stdout:
            for raw in stdout:
                try:
                    report = json.loads(raw)
                except ValueError:
                    continue
                if "progress" in report and progress is not None:
                    done, total = report["progress"]
                    progress(int(done), int(total))
                elif "indexed" in report and indexed is not None:
                    indexed(frozenset(map(str, report["indexed"])))
                elif "failed" in report:
                    self.failure = str(report["failed"])
                    log.error("the PDF pass failed:\n%s", self.failure)
        code = process.wait()
        with self._lock:
            if process.stdin is not None and not process.stdin.closed:
                process.stdin.close()
        return code

    def stop(self) -> None:
        """Ask it to stop between two files (it is never started after this)."""
        with self._lock:
            self._stopped = True
            process = self._process
            if process is None or process.stdin is None or process.stdin.closed:
                return
            with contextlib.suppress(OSError):  # it had ended
                process.stdin.write(f"{STOP}\n".encode())
                process.stdin.flush()
            with contextlib.suppress(OSError):
                process.stdin.close()

    def wait(self, timeout: float) -> bool:
        """True once it has ended (or never started), waiting up to `timeout` seconds."""
        process = self._process
        if process is None:
            return True
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            return False
        return True

    def kill(self) -> None:
        """End it now if it still runs, its PDF worker with it, and wait until it has."""
        self.stop()
        process = self._process
        if process is None or process.poll() is not None:
            return
        if sys.platform == "win32":
            process.kill()
        else:
            with contextlib.suppress(OSError):  # it ended meanwhile
                os.killpg(process.pid, signal.SIGKILL)
        process.wait()


if __name__ == "__main__":
    sys.exit(main())
