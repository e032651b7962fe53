"""Search inside PDFs: a thousand attached PDFs read and indexed, and searched.

What the issue asks of full-text search, on a copy of the benchmark's library (the
74,728 papers of the full run), each PDF attached to its own paper by an import that
names the paper's arXiv id, as a user's .bib with file links does:

- reading and indexing 1,000 PDFs takes at most 5 minutes on 2 cores. The pass runs as
  the window runs it: in its child process (lectern.core.library.fulltext_child), this
  process holding the library open and refreshing its view of the pages' index after each
  commit the child reports; from finding what waits (hashing each file) to the last
  commit. Reference: poppler's `pdftotext` reading the same files one after another;
- meanwhile another thread of this process, standing in for the window's UI thread, is
  never held more than 16 ms: it asks to wake every millisecond and the longest it waited
  past that is the figure (with the window's thread switch interval). Reference: the same
  waker in a process of its own, sharing no interpreter with anything (the machine's own
  stalls, which count in the figure too);
- Lectern's text finds the words pdftotext finds: of the distinct words (three letters
  or more) pdftotext reads in each of the real PDFs, the share Lectern's text has too;
- search p95 with all that text indexed stays at most 50 ms. Reference: the same queries
  on the same library before any PDF text was indexed.

The PDFs are the real papers of ../shared/data/pdfs, each copy made distinct by a comment
line appended after its end (a PDF reader ignores it; its SHA-256 differs, so each is read
as a file of its own).

    python -m tests.benchmarks.fulltext_bench --library DIR [--pdfs 1000] [--repeat 20]
"""

from __future__ import annotations

import argparse
import gc
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from typing import Any

from tests.benchmarks.measure import Figure, median, percentile
from tests.benchmarks.workspace import say

PDFS = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "pdfs"
PDF_COUNT = 1000
PASS_S = 300.0
UI_HELD_MS = 16.0
SEARCH_P95_MS = 50.0
WORDS = re.compile(r"[a-z]{3,}")
QUERIES = (
    "trace",  # plain words: the papers' fields and their PDFs
    "dark matter",
    "heat stress wheat",
    "requirement prioritization",
    "fulltext:universe",
    "fulltext:interpreter",
    'fulltext:"type specialization"',
    'fulltext:"cosmic microwave background"',
    "fulltext:accelerat*",
    "phrase generation vectors",
)


def sources() -> list[Path]:
    """The real PDFs with a text layer to read (the encrypted one has none)."""
    import json

    manifest = json.loads((PDFS / "MANIFEST.json").read_text())
    return [PDFS / name for name in manifest if "encrypted" not in name]


def section_pdf(
    library_folder: Path, size: int, repeat: int, count: int = PDF_COUNT
) -> tuple[list[Figure], dict[str, Any]]:
    from lectern.core.library import Library

    if not PDFS.is_dir():
        say(f"[pdf] skipped: the real PDFs are not at {PDFS}")
        return [], {"skipped": "no ../shared/data/pdfs"}
    figures: list[Figure] = []
    details: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="lectern-pdf-bench-") as tmp:
        folder = Path(tmp)
        say(f"[pdf {size:,}] copying the library, making {count:,} distinct PDFs")
        copy = folder / "library"
        shutil.copytree(library_folder, copy, ignore=shutil.ignore_patterns("*.lock"))
        paths = _distinct_copies(folder / "pdfs", count)
        with Library.open(copy, program="Lectern benchmark") as library:
            attached = _attach(library, paths, folder / "attach.bib")
            say(f"[pdf {size:,}] {attached:,} papers have a PDF attached")
            before = _search_times(library, repeat)
            _, gaps_idle = _held_while(lambda: time.sleep(3.0))
            control = subprocess.Popen(
                [sys.executable, "-c", CONTROL],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            started = time.perf_counter()
            read, gaps = _held_while(lambda: in_child(library))
            took = time.perf_counter() - started
            control_said = control.communicate("")[0].split()
            control_max, control_over = float(control_said[0]), int(control_said[1])
            after = _search_times(library, repeat)
            agreement = _words_agreement(library, paths[: len(sources())])
        poppler = _pdftotext_seconds(paths)
    reference = f"pdftotext read them in {poppler:.1f} s" if poppler else "no pdftotext here"
    say(
        f"[pdf {size:,}] {read:,} papers' PDFs read and indexed in {took:.1f} s "
        f"({took / max(read, 1) * 1000:.0f} ms a PDF); {reference}"
    )
    figures.append(
        Figure(
            "pdf",
            f"{read:,} attached PDFs read and indexed",
            took,
            "s",
            size,
            poppler,
            "pdftotext, the same files" if poppler else "",
            f"<= {PASS_S:g} s",
            at_most=PASS_S,
            samples=1,
        )
    )
    held = max(gaps)
    over = sum(gap > UI_HELD_MS for gap in gaps)
    say(
        f"[pdf {size:,}] a waiting thread meanwhile: held at most {held:.1f} ms "
        f"(p99 {percentile(gaps, 99):.1f} ms, {over} of {len(gaps):,} waits over "
        f"{UI_HELD_MS:g} ms); idle: at most {max(gaps_idle):.1f} ms; a waker in a process "
        f"of its own meanwhile: at most {control_max:.1f} ms ({control_over} over)"
    )
    figures.append(
        Figure(
            "pdf",
            "UI thread held at most, while PDFs are read and indexed",
            held,
            "ms",
            size,
            control_max,
            "a waker in a process of its own, meanwhile",
            f"<= {UI_HELD_MS:g} ms",
            at_most=UI_HELD_MS,
            samples=len(gaps),
            note=f"{over} waits over {UI_HELD_MS:g} ms; the other waker {control_over}",
        )
    )
    share = median(list(agreement.values())) if agreement else float("nan")
    worst = min(agreement.values()) if agreement else float("nan")
    say(
        f"[pdf] words pdftotext reads that Lectern's text has: median {share:.1%}, "
        f"least {worst:.1%} over {len(agreement)} PDFs"
    )
    if agreement:
        figures.append(
            Figure(
                "pdf",
                f"pdftotext's words in Lectern's text (median of {len(agreement)} PDFs)",
                share * 100,
                "%",
                None,
                100.0,
                "pdftotext",
                ">= 98 %",
                ratio_at_least=0.98,
                samples=len(agreement),
                note=f"least {worst:.1%}",
            )
        )
    p95_before, p95_after = percentile(before, 95), percentile(after, 95)
    say(
        f"[pdf {size:,}] search p95 with the PDFs' text indexed: {p95_after:.1f} ms "
        f"(before: {p95_before:.1f} ms), p50 {median(after):.1f} ms"
    )
    figures.append(
        Figure(
            "pdf",
            f"search p95 with {read:,} PDFs' text indexed",
            p95_after,
            "ms",
            size,
            p95_before,
            "the same searches before",
            f"<= {SEARCH_P95_MS:g} ms",
            at_most=SEARCH_P95_MS,
            samples=len(after),
        )
    )
    details.update(
        attached=attached,
        read=read,
        seconds=took,
        pdftotext_seconds=poppler,
        held_ms={
            "max": held,
            "p99": percentile(gaps, 99),
            "idle_max": max(gaps_idle),
            "control_max": control_max,
            "over": over,
            "control_over": control_over,
        },
        words=agreement,
        search_ms={"before": before, "after": after},
    )
    return figures, details


def _distinct_copies(folder: Path, count: int) -> list[Path]:
    folder.mkdir(parents=True)
    real = sources()
    paths = []
    for n in range(count):
        source = real[n % len(real)]
        path = folder / f"{n:04d}-{source.name}"
        shutil.copy(source, path)
        with open(path, "ab") as handle:
            handle.write(f"\n%lectern-bench {n}\n".encode())
        paths.append(path)
    return paths


def _attach(library: Any, paths: list[Path], bib: Path) -> int:
    """Attach each PDF to its own paper: one import of records naming the papers' arXiv ids."""
    chosen = []
    for entry in library.papers.entries(library.ids()):
        if entry.paper.arxiv_id:
            chosen.append(entry.paper)
        if len(chosen) == len(paths):
            break
    bib.write_text(
        "".join(
            f"@article{{bench{n},\n  title = {{{{{paper.title}}}}},\n"
            f"  eprint = {{{paper.arxiv_id}}},\n  archiveprefix = {{arXiv}},\n"
            f"  file = {{:{path}:PDF}}\n}}\n"
            for n, (paper, path) in enumerate(zip(chosen, paths))
        )
    )
    library.imports.import_files([bib])
    return sum(1 for paper in chosen if library.papers.paper(paper.id).files)


def in_child(library: Any) -> int:
    """The pass as the window runs it: in its child process, this process refreshing its
    view of the pages' index after each commit; how many papers were indexed."""
    from lectern.core.library.fulltext_child import PassChild

    indexed: list[int] = []

    def on_indexed(ids: frozenset[str]) -> None:
        library.fulltext.pages.refresh()  # as the window's PDF text thread does
        indexed.append(len(ids))

    code = PassChild(library.folder).run(indexed=on_indexed)
    if code != 0:
        raise RuntimeError(f"the PDF pass child ended with {code}")
    return sum(indexed)


# The control: a waker in a process of its own, sharing no interpreter with the pass or
# this process; its longest wait is the machine's own stall. It stops when its stdin ends
# and prints its longest wait, how many were over 16 ms, and how many it counted.
CONTROL = r"""
import sys, threading, time
sys.setswitchinterval(0.0005)
gaps = []
done = threading.Event()
def tick():
    last = time.perf_counter()
    while not done.is_set():
        time.sleep(0.001)
        now = time.perf_counter()
        gaps.append(max(0.0, (now - last) * 1000 - 1.0))
        last = now
ticker = threading.Thread(target=tick)
ticker.start()
sys.stdin.read()
done.set()
ticker.join()
print(f"{max(gaps):.1f} {sum(g > 16 for g in gaps)} {len(gaps)}")
"""


def _held_while(work: Any) -> tuple[Any, list[float]]:
    """Run `work` while another thread asks to wake every millisecond; what it returned,
    and how long past each millisecond that thread waited (ms). The longest wait, when
    past UI_HELD_MS, is printed with where the other threads were as it ended."""
    gaps: list[float] = []
    worst: list[tuple[float, str]] = []
    done = threading.Event()

    def tick() -> None:
        last = time.perf_counter()
        while not done.is_set():
            time.sleep(0.001)
            now = time.perf_counter()
            gap = max(0.0, (now - last) * 1000 - 1.0)
            gaps.append(gap)
            if gap > UI_HELD_MS and (not worst or gap > worst[0][0]):
                worst[:] = [(gap, _where_others_are())]
            last = now

    collections: list[float] = []  # the garbage collector's pauses, ms
    began: list[float] = [0.0]

    def collected(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            began[0] = time.perf_counter()
        else:
            collections.append((time.perf_counter() - began[0]) * 1000)

    from lectern.gui.app import SWITCH_INTERVAL  # as the window shares the interpreter

    ticker = threading.Thread(target=tick)
    switch = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH_INTERVAL)
    gc.callbacks.append(collected)
    ticker.start()
    try:
        result = work()
    finally:
        done.set()
        ticker.join()
        gc.callbacks.remove(collected)
        sys.setswitchinterval(switch)
    if worst:
        say(f"  held {worst[0][0]:.0f} ms; the other threads as it ended:\n{worst[0][1]}")
        say(
            f"  the garbage collector meanwhile: {len(collections)} collections, the longest "
            f"{max(collections, default=0.0):.0f} ms"
        )
    return result, gaps


def _where_others_are() -> str:
    frames = sys._current_frames()
    mine = threading.get_ident()
    return "\n".join(
        f"    {thread.name}: "
        + " < ".join(f"{f.name}:{f.lineno}" for f in reversed(traceback.extract_stack(frame)[-4:]))
        for thread in threading.enumerate()
        if thread.ident != mine and (frame := frames.get(thread.ident or 0)) is not None
    )


def _search_times(library: Any, repeat: int) -> list[float]:
    for query in QUERIES:  # once, for the caches a user's first search fills
        library.searching.search(query, limit=50)
    times = []
    for _ in range(repeat):
        for query in QUERIES:
            begun = time.perf_counter()
            library.searching.search(query, limit=50)
            times.append((time.perf_counter() - begun) * 1000)
    return times


def _pdftotext(path: Path) -> str | None:
    try:
        done = subprocess.run(
            ["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=False
        )
    except OSError:
        return None
    return done.stdout.decode("utf-8", "replace")


def _pdftotext_seconds(paths: list[Path]) -> float | None:
    if shutil.which("pdftotext") is None:
        return None
    started = time.perf_counter()
    for path in paths:
        _pdftotext(path)
    return time.perf_counter() - started


def _words_agreement(library: Any, paths: list[Path]) -> dict[str, float]:
    """For each PDF: the share of pdftotext's distinct words that Lectern's kept text has."""
    if shutil.which("pdftotext") is None:
        return {}
    by_path: dict[str, str] = {}
    for entry in library.papers.entries(library.ids()):
        for file in entry.paper.files:
            by_path[Path(file).name] = entry.paper.id
    shares = {}
    for path in paths:
        paper_id = by_path.get(path.name)
        theirs = set(WORDS.findall((_pdftotext(path) or "").lower()))
        if paper_id is None or not theirs:
            continue
        kept = library.fulltext.kept(paper_id).files
        ours = {
            w for f in kept if f.kept for page in f.kept.pages for w in WORDS.findall(page.lower())
        }
        shares[path.name.split("-", 1)[1]] = len(theirs & ours) / len(theirs)
    return shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", type=Path, required=True, help="a library to copy")
    parser.add_argument("--pdfs", type=int, default=PDF_COUNT)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    figures, _ = section_pdf(args.library, 0, args.repeat, args.pdfs)
    for figure in figures:
        print(f"{figure.name}: {figure.value:.1f} {figure.unit} ({figure.verdict})")


if __name__ == "__main__":
    main()
