"""Whole processes, timed from the outside: opening the app, a bare window, `lectern search`.

Each child is spawned fresh, so the figure is what a user waits for after a double-click
or after pressing Enter in a terminal: interpreter start, imports, opening the library
and the first paint (or the printed results). The files are warm in the page cache
(the library was just built), which is the everyday case of a second launch.

Lectern's own modules are compiled to bytecode first (`compile_sources`), as an installed
copy has them after its first start, so no figure includes compiling an edited module.
"""

from __future__ import annotations

import compileall
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
OPEN_WINDOW = Path(__file__).with_name("open_window.py")
TIMEOUT = 600.0

# The reference for `lectern search`: a process that opens the FTS5 file and prints the
# same number of results as JSON (ids, titles, scores, years).
FTS5_CLI = """
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
rows = db.execute(
    "SELECT p.pid, fts.title, bm25(fts), p.year, p.status, p.rating FROM fts JOIN papers p "
    "ON p.rowid = fts.rowid WHERE fts MATCH ? ORDER BY bm25(fts) LIMIT ?",
    (sys.argv[2], int(sys.argv[3]))).fetchall()
print(json.dumps([dict(id=r[0], title=r[1], score=-r[2], year=r[3], status=r[4], rating=r[5])
                  for r in rows], indent=2))
"""


@dataclass
class ChildRun:
    """One child process: wall-clock seconds to each event it printed, its peak RSS."""

    events: dict[str, dict[str, Any]] = field(default_factory=dict)
    at: dict[str, float] = field(default_factory=dict)  # event → seconds after spawn
    maxrss_mb: float = 0.0  # getrusage of the child: includes this process's own peak (fork)
    returncode: int | None = None
    stderr: str = ""

    @property
    def ready(self) -> float:
        return self.at.get("ready", float("nan"))


def child_env(home: Path) -> dict[str, str]:
    """Offscreen Qt, and settings, logs and data in a throwaway home (first-run state)."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.pop("LECTERN_LIBRARY", None)
    for name in (
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
        "XDG_RUNTIME_DIR",
    ):
        folder = home / name.lower()
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        env[name] = str(folder)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH", "")]))
    return env


def run_child(args: list[str], *, timeout: float = TIMEOUT) -> ChildRun:
    """Spawn open_window.py, collect its JSON events with spawn-relative times, reap it."""
    run = ChildRun()
    with (
        tempfile.TemporaryDirectory(prefix="lectern-bench-home-") as home,
        tempfile.TemporaryFile("w+") as errors,
    ):
        lines: queue.Queue[tuple[float, str | None]] = queue.Queue()
        started = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, str(OPEN_WINDOW), *args],
            cwd=ROOT,
            env=child_env(Path(home)),
            stdout=subprocess.PIPE,
            stderr=errors,
            text=True,
        )

        def reader() -> None:
            assert proc.stdout is not None
            for line in proc.stdout:
                lines.put((time.perf_counter() - started, line))
            lines.put((time.perf_counter() - started, None))

        thread = threading.Thread(target=reader, daemon=True)
        thread.start()
        deadline = started + timeout
        while True:
            try:
                at, line = lines.get(timeout=max(0.1, deadline - time.perf_counter()))
            except queue.Empty:
                proc.kill()
                break
            if line is None:
                break
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                continue
            run.events[event["event"]] = event
            run.at[event["event"]] = at
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = run.returncode = os.waitstatus_to_exitcode(status)
        thread.join(timeout=5)
        assert proc.stdout is not None
        proc.stdout.close()
        run.maxrss_mb = usage.ru_maxrss / 1024.0
        errors.seek(0)
        run.stderr = errors.read()[-4000:]
    return run


def compile_sources() -> None:
    """Bytecode for Lectern's modules, written even where PYTHONDONTWRITEBYTECODE is set."""
    for package in ("core", "gui"):
        if not compileall.compile_dir(ROOT / package, quiet=1):
            raise RuntimeError(f"compiling {package}/ failed")


def open_app(
    library: Path, *, settle: float = 2.0, ui: bool = False, kept_rows: bool = True
) -> ChildRun:
    """The real app on `library`; without `kept_rows`, as the first start after an import."""
    if not kept_rows:
        (library / "first-rows.json").unlink(missing_ok=True)
    args = ["app", "--library", str(library), "--settle", str(settle)]
    return run_child([*args, "--ui"] if ui else args)


def open_bare(*, settle: float = 2.0) -> ChildRun:
    return run_child(["bare", "--settle", str(settle)])


def lectern_search(library: Path, query: str) -> tuple[float, list[dict[str, Any]]]:
    """`python -m lectern.core.cli --library L search QUERY --json`: seconds and the printed results."""
    with tempfile.TemporaryDirectory(prefix="lectern-bench-home-") as home:
        started = time.perf_counter()
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "lectern.core.cli",
                "--library",
                str(library),
                "search",
                query,
                "--json",
            ],
            cwd=ROOT,
            env=child_env(Path(home)),
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )
        seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"lectern search failed ({done.returncode}): {done.stderr[-2000:]}")
    return seconds, json.loads(done.stdout)


def fts5_search(db: Path, match: str, limit: int) -> tuple[float, list[dict[str, Any]]]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", FTS5_CLI, str(db), match, str(limit)],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise RuntimeError(f"the FTS5 reference failed: {done.stderr[-2000:]}")
    return seconds, json.loads(done.stdout)
