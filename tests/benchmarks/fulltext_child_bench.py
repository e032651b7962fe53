"""The UI thread while the PDF pass runs in the window's child process, and run in-process.

A library of COUNT papers, each with a distinct copy of a real PDF attached (a .bib's file
links), is copied for each run and held open writable here, as the window holds it. Then a
thread of this process asks to wake every millisecond (with the window's switch interval)
while the pass runs:

- in the child (lectern.core.library.fulltext_child, as the window runs it), this process
  refreshing its view of the pages' index after each commit the child reports;
- in this process (fulltext_pass.catch_up, as the window ran it before, and as `lectern
  import` and fulltext_bench still run it).

The longest wait past each millisecond is the figure. A machine's own stalls count in it
too: a control, the same waker in a process of its own (sharing no interpreter with the
pass), runs meanwhile and says how long the system alone held a thread.

    python -m tests.benchmarks.fulltext_child_bench [--pdfs 300] [--rounds 2]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.benchmarks.fulltext_bench import (
    CONTROL,
    PDFS,
    _distinct_copies,
    _held_while,
    in_child,
)
from tests.benchmarks.measure import percentile
from tests.benchmarks.workspace import say


def build(folder: Path, count: int) -> Path:
    """A library whose `count` papers each have a distinct PDF attached, none read yet."""
    from lectern.core.library import Library

    paths = _distinct_copies(folder / "pdfs", count)
    bib = folder / "attached.bib"
    bib.write_text(
        "".join(
            f"@article{{p{n},\n  title = {{Attached paper number {n}}},\n  year = {{2020}},\n"
            f"  file = {{:{path}:PDF}}\n}}\n"
            for n, path in enumerate(paths)
        )
    )
    template = folder / "template"
    with Library.open(template) as library:
        library.imports.import_files([bib])
        assert len(library.fulltext.waiting()) == count
    return template


def in_process(library: Any) -> int:
    from lectern.core.library.fulltext_pass import catch_up

    return catch_up(library)


def measure(template: Path, folder: Path, name: str, work: Callable[[Any], int]) -> None:
    from lectern.core.library import Library

    shutil.copytree(template, folder, ignore=shutil.ignore_patterns("*.lock"))
    with Library.open(folder) as library:  # held writable, as the window holds it
        control = subprocess.Popen(
            [sys.executable, "-c", CONTROL],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        began = time.perf_counter()
        done, gaps = _held_while(lambda: work(library))
        took = time.perf_counter() - began
        out, _ = control.communicate("")
        assert library.fulltext.waiting() == [], name
    c_max, c_over, c_ticks = out.split()
    say(
        f"{name}: {done} papers in {took:.1f} s; this process's waker held at most "
        f"{max(gaps):.1f} ms (p99 {percentile(gaps, 99):.1f}, p99.9 {percentile(gaps, 99.9):.1f};"
        f" {sum(g > 16 for g in gaps)} of {len(gaps)} waits over 16 ms); the control meanwhile"
        f" at most {c_max} ms ({c_over} of {c_ticks} over 16 ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pdfs", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    if not PDFS.is_dir():
        say(f"skipped: the real PDFs are not at {PDFS}")
        return
    with tempfile.TemporaryDirectory(prefix="lectern-pdf-child-bench-") as tmp:
        root = Path(tmp)
        template = build(root, args.pdfs)
        _, idle = _held_while(lambda: time.sleep(3.0))
        say(f"idle: this process's waker held at most {max(idle):.1f} ms")
        for n in range(1, args.rounds + 1):
            measure(template, root / f"child{n}", f"child process, round {n}", in_child)
            measure(template, root / f"inproc{n}", f"in-process catch_up, round {n}", in_process)


if __name__ == "__main__":
    main()
