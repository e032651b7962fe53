"""How long Lectern lives after Ctrl+Q: the real app, quit right after a change.

    python tests/benchmarks/quitting.py LIBRARY [--runs 5] [--marks 12]

Each run copies LIBRARY to a temporary folder and starts the real app on the copy twice
(`tests/reliability/window_quitter.py`: offscreen unless DISPLAY or QT_QPA_PLATFORM says
otherwise); each session marks `--marks` papers a quarter of a second apart, then marks one
read, types a note and presses Ctrl+Q. The second session is timed: a copied folder is
new to Lectern (its first close keeps the parsed papers for the next open), the second
is an everyday one. It prints, per run and as medians, the seconds from Ctrl+Q until the
window is gone, until the entry point returned, and until the process has ended (the
parent's wait, on the same monotonic clock), and checks that the change and the note are
on disk. Figures, not a test: a shared machine is noisy.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from lectern.core.library import Library  # noqa: E402 - after the path above
from lectern.core.models import Status  # noqa: E402
from tests.reliability.window_quitter import NOTE  # noqa: E402

TIMEOUT = 300.0


def quit_once(library: Path, work: Path, marks: int) -> dict[str, float]:
    """Two sessions on a fresh copy of `library`: seconds after Ctrl+Q in the second."""
    folder = work / "library"
    shutil.rmtree(folder, ignore_errors=True)
    shutil.copytree(library, folder, ignore=shutil.ignore_patterns("*.lock"))
    session(folder, work, marks)
    return session(folder, work, marks)


def session(folder: Path, work: Path, marks: int) -> dict[str, float]:
    """Start the app on `folder`, let it quit, check its last change: seconds after Ctrl+Q."""
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "XDG_CONFIG_HOME": str(work / "config"),
        "XDG_STATE_HOME": str(work / "state"),
    }
    if not env.get("DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    command = [sys.executable, "-m", "tests.reliability.window_quitter", str(folder)]
    proc = subprocess.Popen(
        [*command, "--marks", str(marks)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert proc.stdout is not None
    events = {}
    for line in proc.stdout:
        if line.startswith("{"):
            event = json.loads(line)
            events[event["event"]] = event
    proc.wait(timeout=TIMEOUT)
    ended = time.monotonic()
    if proc.returncode != 0 or "quit" not in events:
        raise SystemExit(f"the app ended with {proc.returncode} before quitting: {events}")
    pid = events["marked"]["paper"]
    with Library.open(folder, readonly=True) as reopened:
        annotation = reopened.notes.annotation(pid)
        if annotation.status is not Status.READ or annotation.notes != NOTE:
            raise SystemExit(f"the last change is not on disk: {annotation}")
    quit_at = events["quit"]["at"]
    return {
        "hidden": events["hidden"]["at"] - quit_at,
        "returned": events["returned"]["at"] - quit_at,
        "ended": ended - quit_at,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("library", type=Path, help="the library to copy for each run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--marks", type=int, default=12, help="papers marked before the last")
    args = parser.parse_args()
    with Library.open(args.library, readonly=True) as library:
        papers = len(library)
    print(f"{papers:,} papers, {args.marks} marks before the last change, {args.runs} runs")
    print(f"{'run':>4}  {'window gone':>11}  {'main returned':>13}  {'process ended':>13}")
    runs = []
    with tempfile.TemporaryDirectory(prefix="lectern-quit-") as work:
        for n in range(args.runs):
            figures = quit_once(args.library, Path(work), args.marks)
            runs.append(figures)
            print(
                f"{n + 1:>4}  {figures['hidden']:>10.3f}s  {figures['returned']:>12.3f}s  "
                f"{figures['ended']:>12.3f}s"
            )
    medians = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    print(
        f"{'p50':>4}  {medians['hidden']:>10.3f}s  {medians['returned']:>12.3f}s  "
        f"{medians['ended']:>12.3f}s   (load {os.getloadavg()[0]:.1f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
