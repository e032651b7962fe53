"""`make bench`: Lectern's speed and search quality on real data, against a reference.

    python tests/benchmarks/run.py [--sizes 10000,74728] [--repeat N] [--quick]
                                   [--only search,import,bibtex,open,save,sync,kept,memory,
                                           quality,pdf,reader,browser,huge,marks]
                                   [--bib PATH] [--bib-entries N]
                                   [--json PATH] [--compare BASE.json] [--workdir DIR] [--keep]
                                   [--profile DIR]

For each library size: import + index the arXiv cs listings (and again, all duplicates),
search them with 41 realistic queries, open the real app on the library in a child
process (time to the first rows, peak RSS, UI-thread time of a status key and a notes
keystroke), `lectern search` end to end, and save a note and a status; attach 1,000 real
PDFs to its papers and read, index and search their text. Then search quality on the ADI,
CISI, Cranfield and MED test collections, the PDF reader on real papers, and a large real
.bib imported beside bibtexparser's parse of the same file, and a save from the browser
through the real native host (tests/benchmarks/browser_bench.py), and how long the window's
UI thread goes unanswering while a paper with a 3 MB abstract is shown, beside a waker in a
process of its own (tests/benchmarks/huge_bench.py). Every figure comes with a
reference measured in the same run (SQLite FTS5, a bare PySide6 window) and the target
from the benchmark issue; the table and the JSON say PASS or MISS.

A script, not a test: figures on a shared machine are noisy, so nothing here fails on a
number. The expensive setup (a library of each size) is built once and reused.
"""

from __future__ import annotations

import argparse
import json
import logging
import platform
import shutil
import sqlite3
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# E402 below: run as a script, the repository must be on sys.path before these imports.
from tests.benchmarks import (  # noqa: E402
    bibtex_bench,
    browser_bench,
    compare,
    corpus,
    fulltext_bench,
    history_bench,
    huge_bench,
    kept_bench,
    marks_bench,
    reader_bench,
    relevance,
    syncing,
)
from tests.benchmarks import sections as sec  # noqa: E402
from tests.benchmarks.measure import Figure, load_average, table  # noqa: E402
from tests.benchmarks.workspace import Workspace, say  # noqa: E402

SECTIONS = (
    "import",
    "bibtex",
    "search",
    "open",
    "save",
    "sync",
    "kept",
    "memory",
    "pdf",
    "quality",
    "reader",
    "browser",
    "huge",
    "marks",
)

PROFILE_DIR: Path | None = None  # --profile: each section's cProfile statistics go here
loads: dict[str, tuple[float, float, float]] = {}  # the load average as each section started


def profiled(name: str, fn: Callable[[], Any]) -> Any:
    """Run `fn`, under cProfile when --profile is given (this thread only: not the children)."""
    if PROFILE_DIR is None:
        return fn()
    import cProfile
    import io
    import pstats

    profile = cProfile.Profile()
    try:
        return profile.runcall(fn)
    finally:
        stem = PROFILE_DIR / name.replace(" ", "-")
        profile.dump_stats(f"{stem}.pstats")
        text = io.StringIO()
        pstats.Stats(profile, stream=text).sort_stats("cumulative").print_stats(40)
        Path(f"{stem}.txt").write_text(text.getvalue())


def guarded(name: str, errors: dict[str, str], fn: Callable[[], Any]) -> Any:
    """Run one section; a failure is reported and recorded, and the other sections still run."""
    loads[name] = load_average()
    try:
        return profiled(name, fn)
    except Exception:  # noqa: BLE001 - a benchmark reports every failure and carries on
        text = traceback.format_exc()
        errors[name] = text
        say(f"!! {name} failed:\n{text}")
        return None


def run_size(
    ws: Workspace,
    size: int,
    args: argparse.Namespace,
    figures: list[Figure],
    details: dict[str, Any],
    errors: dict[str, str],
) -> None:
    from lectern.core.library import Library

    sections = args.only
    details[str(size)] = {}

    def section(name: str, fn: Callable[[], tuple[list[Figure], dict[str, Any]]]) -> None:
        got = guarded(f"{name} {size}", errors, fn)
        if got:
            figures.extend(got[0])
            details[str(size)][name] = got[1]

    if "import" in sections:
        section("import", lambda: sec.section_import(ws, size, args.import_repeat))
    needs_library = sections & {
        "search",
        "save",
        "sync",
        "kept",
        "open",
        "memory",
        "pdf",
        "marks",
    }
    if not needs_library:
        return
    fts = guarded(f"reference {size}", errors, lambda: ws.fts(size))
    if fts is None:
        return
    try:
        library = guarded(
            f"library {size}",
            errors,
            lambda: Library.open(ws.library(size), program="Lectern benchmark"),
        )
        if library is None:
            return
        try:
            guarded(f"annotations {size}", errors, lambda: ws.annotate(size, library, fts))
            if "search" in sections:
                section("search", lambda: sec.section_search(library, fts, size, args.repeat))
            if "save" in sections:
                section("save", lambda: sec.section_save(library, fts, size, max(5, args.repeat)))
            if "sync" in sections:
                section("sync", lambda: syncing.section_sync(library, size, max(3, args.repeat)))
            if "kept" in sections:
                section("kept", lambda: kept_bench.section_kept(library, size, max(3, args.repeat)))
        finally:
            library.close()  # the app in the child process takes the library's lock
        folder = ws.library(size)
        if "sync" in sections:
            section(
                "history",
                lambda: history_bench.section_history(folder, size, max(3, args.repeat)),
            )
        if "marks" in sections:  # on a copy of the library: 10,000 marks added to it
            section("marks", lambda: marks_bench.section_marks(folder, size, max(5, args.repeat)))
        if "pdf" in sections:  # on a copy of the library: its papers get PDFs attached
            section("pdf", lambda: fulltext_bench.section_pdf(folder, size, max(5, args.repeat)))
        if sections & {"open", "memory"}:
            section(
                "open",
                lambda: sec.section_open(ws, size, args.repeat, args.settle, sections, fts.path),
            )
    finally:
        fts.close()


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[1], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--json", metavar="PATH", type=Path, help="write every figure as JSON here")
    parser.add_argument(
        "--compare",
        metavar="BASE.json",
        type=Path,
        help="print each figure beside the same figure of a kept run (a --json file, such as "
        "docs/bench/last.json) and mark the ones more than 10%% worse",
    )
    parser.add_argument(
        "--sizes",
        default=None,
        help=f"library sizes, comma-separated (default 10000,{corpus.FULL_SIZE})",
    )
    parser.add_argument(
        "--repeat", type=int, default=None, help="runs per figure (default 5; --quick 1)"
    )
    parser.add_argument(
        "--import-repeat", type=int, default=None, help="imports per size (default min(repeat, 3))"
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="a fast smoke run: 2,000 papers, one run each, ADI and MED only",
    )
    parser.add_argument(
        "--only",
        default=",".join(SECTIONS),
        help=f"sections to run, comma-separated: {','.join(SECTIONS)}",
    )
    parser.add_argument(
        "--bib",
        type=Path,
        metavar="PATH",
        help="the large .bib of the bibtex section (default: built from the real files of "
        "../shared/data/imports/bibtex, see tests/benchmarks/bibtex_bench.py)",
    )
    parser.add_argument(
        "--bib-entries",
        type=int,
        default=None,
        help=f"entries of the built .bib (default {bibtex_bench.ENTRIES:,}; --quick 2,000)",
    )
    parser.add_argument(
        "--collections", default=None, help="relevance collections (default adi,cisi,cran,med)"
    )
    parser.add_argument(
        "--settle",
        type=float,
        default=None,
        help="seconds the app runs after the first rows before RSS is read",
    )
    parser.add_argument(
        "--workdir",
        type=Path,
        help="build libraries here and keep them; a later run reuses them "
        "(default: a temp folder, removed at the end)",
    )
    parser.add_argument("--keep", action="store_true", help="keep the work folder afterwards")
    parser.add_argument(
        "--profile",
        type=Path,
        metavar="DIR",
        help="write each section's cProfile statistics here (figures inflated)",
    )
    args = parser.parse_args(argv)
    args.only = {s.strip() for s in args.only.split(",") if s.strip()}
    unknown = args.only - set(SECTIONS)
    if unknown:
        parser.error(f"unknown sections: {', '.join(sorted(unknown))}")
    sizes = args.sizes or ("2000" if args.quick else f"10000,{corpus.FULL_SIZE}")
    args.sizes = sorted({int(s.replace("_", "")) for s in sizes.split(",") if s.strip()})
    args.repeat = args.repeat or (1 if args.quick else 5)
    args.import_repeat = args.import_repeat or min(args.repeat, 3)
    args.bib_entries = args.bib_entries or (2000 if args.quick else bibtex_bench.ENTRIES)
    args.settle = args.settle if args.settle is not None else (0.5 if args.quick else 2.0)
    names = args.collections or ("adi,med" if args.quick else ",".join(relevance.COLLECTIONS))
    args.collections = [n.strip() for n in names.split(",") if n.strip()]
    return args


def environment() -> dict[str, Any]:
    import os

    return {
        "python": platform.python_version(),
        "sqlite": sqlite3.sqlite_version,
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "load_average_start": load_average(),
    }


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    corpus.require_data()
    global PROFILE_DIR  # noqa: PLW0603 - the sections read it; set once, from the command line
    if args.profile:
        args.profile.mkdir(parents=True, exist_ok=True)
        PROFILE_DIR = args.profile
        say(f"profiling into {args.profile}: the figures of this run include cProfile's overhead")
    env = environment()
    say(
        f"Lectern benchmark: sizes {', '.join(f'{s:,}' for s in args.sizes)}; "
        f"repeat {args.repeat} (imports {args.import_repeat}); "
        f"sections {', '.join(sorted(args.only))}; load average "
        f"{' '.join(f'{x:.2f}' for x in env['load_average_start'])} on {env['cpus']} CPUs"
    )
    folder = args.workdir or Path(tempfile.mkdtemp(prefix="lectern-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    ws = Workspace(folder)
    figures: list[Figure] = []
    details: dict[str, Any] = {}
    errors: dict[str, str] = {}
    started = time.perf_counter()
    try:
        if "save" in args.only:  # the keyboard burst on the 38-paper sample
            got = guarded("save sample", errors, lambda: sec.section_save_sample(ws))
            if got:
                figures.extend(got[0])
                details["save_sample"] = got[1]
        if "bibtex" in args.only:  # its own file: the same whatever the sizes
            got = guarded(
                "bibtex",
                errors,
                lambda: bibtex_bench.section_bibtex(
                    folder, args.import_repeat, args.bib, args.bib_entries
                ),
            )
            if got:
                figures.extend(got[0])
                details["bibtex"] = got[1]
        for size in args.sizes:
            run_size(ws, size, args, figures, details, errors)
        if "quality" in args.only:
            got = guarded(
                "quality",
                errors,
                lambda: sec.section_quality(ws, args.collections, 10 if args.quick else None),
            )
            if got:
                figures.extend(got[0])
                details["quality"] = got[1]
        if "browser" in args.only:  # its own library and window, in child processes
            got = guarded("browser", errors, lambda: browser_bench.section_browser(args.repeat))
            if got:
                figures.extend(got[0])
                details["browser"] = got[1]
        if "huge" in args.only:  # its own library and window, in a child process
            got = guarded("huge", errors, lambda: huge_bench.section_huge(args.repeat))
            if got:
                figures.extend(got[0])
                details["huge"] = got[1]
        if "reader" in args.only:  # last: it makes this process a Qt application
            got = guarded("reader", errors, lambda: reader_bench.section_reader(args.repeat))
            if got:
                figures.extend(got[0])
                details["reader"] = got[1]
    finally:
        if not args.keep and not args.workdir:
            shutil.rmtree(folder, ignore_errors=True)
    env["load_average_end"] = load_average()
    env["load_average_by_section"] = loads
    env["seconds"] = time.perf_counter() - started
    order = {name: i for i, name in enumerate(SECTIONS)}
    figures.sort(key=lambda f: (order.get(f.section, 99), f.size or 0))
    say("")
    say(table(figures))
    missed = [f for f in figures if f.verdict == "MISS"]
    say(
        f"\n{len(figures)} figures, {len(missed)} missed, {len(errors)} sections failed; "
        f"load average {' '.join(f'{x:.2f}' for x in env['load_average_end'])}; "
        f"{env['seconds'] / 60:.1f} minutes"
    )
    compared: list[dict[str, Any]] = []
    if args.compare:
        text, worse = compare.report([f.to_json() for f in figures], args.compare)
        say("")
        say(text)
        compared = [vars(c) | {"worse": c.worse} for c in worse]
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(
            json.dumps(
                {
                    "when": datetime.now(UTC).isoformat(timespec="seconds"),
                    "environment": env,
                    "arguments": {
                        "sizes": args.sizes,
                        "repeat": args.repeat,
                        "import_repeat": args.import_repeat,
                        "sections": sorted(args.only),
                        "collections": args.collections,
                        "quick": args.quick,
                    },
                    "figures": [f.to_json() for f in figures],
                    "errors": errors,
                    "worse_than_baseline": compared,
                    "details": details,
                },
                indent=1,
                default=str,
            )
        )
        say(f"figures written to {args.json}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
