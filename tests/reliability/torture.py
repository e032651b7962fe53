"""Lectern's long crash-safety run: `python tests/reliability/torture.py --count N`.

`make torture N=200` runs it. It kills writers mid-write (N times on a normal disk and N
times with a slow fsync), damages every store and index file in every way it knows,
refuses writes at random, imports damaged versions of every real bibliography file,
feeds files of 300 MB, and types random queries; then prints a table of figures and
exits non-zero if any figure that should be zero is not. Details of each failure are
printed below the table.
"""

from __future__ import annotations

import argparse
import logging
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script from the project root
    sys.path.insert(0, str(ROOT))

from lectern.core.library import Library  # noqa: E402
from tests.reliability import killing  # noqa: E402
from tests.reliability.import_check import CHANGED, CRASHED, UNCLEAR, try_import  # noqa: E402
from tests.reliability.libstate import build_library, copy_library  # noqa: E402
from tests.reliability.mutations import cases, real_files  # noqa: E402
from tests.reliability.torture_parts import (  # noqa: E402
    PEAK_LIMIT_MB,
    big_files,
    damaged_opens,
    disk_refusals,
    random_queries,
)


@dataclass
class Figures:
    rows: list[tuple[str, str, bool]] = field(default_factory=list)  # label, value, bad
    details: list[str] = field(default_factory=list)

    def add(
        self, label: str, value: int, *, of: int | None = None, bad: bool = False, note: str = ""
    ) -> None:
        shown = f"{value}" if of is None else f"{value} / {of}"
        self.rows.append((label, f"{shown}{'   ' + note if note else ''}", bad))

    def print(self, title: str) -> None:
        width = max(len(label) for label, _, _ in self.rows) + 2
        print()
        print(title)
        print("-" * (width + 40))
        for label, value, bad in self.rows:
            print(f"{label:<{width}}{value}{'   <-- FAIL' if bad else ''}")
        print("-" * (width + 40))
        if self.details:
            print(f"\nDetails ({len(self.details)}; first 60):")
            for line in self.details[:60]:
                print("  -", line[:400])

    @property
    def failed(self) -> bool:
        return any(bad for _, _, bad in self.rows)


def run_kills(work: Path, count: int, seed: int, figures: Figures) -> tuple[int, int]:
    """Kill writers: `count` times on a normal disk, `count` times with fsync slowed."""
    lost = acknowledged = 0
    for label, delay in (("normal disk", 0.0), ("slow fsync", 0.02)):
        folder = work / f"kills-{label.replace(' ', '-')}" / "library"
        folder.parent.mkdir(parents=True)
        killing.make_library(folder)
        stats = killing.run(folder, count, seed=seed + (7 if delay else 0), delay=delay)
        figures.add(
            f"kills survived ({label})",
            stats.survived,
            of=stats.kills,
            bad=stats.survived != stats.kills,
            note=f"({stats.killed_mid_write} killed between temp file and rename)",
        )
        lost += len(stats.lost)
        acknowledged += stats.acknowledged
        figures.details += [
            f"kill ({label}): {m}" for m in stats.lost + stats.failed_opens + stats.unclean_checks
        ]
        print(
            f"  kills ({label}): {stats.survived}/{stats.kills} survived, "
            f"{stats.acknowledged} acknowledged writes checked",
            flush=True,
        )
    return lost, acknowledged


def run_import_fuzz(
    work: Path, template: Path, count: int, seed: int, figures: Figures
) -> tuple[int, int, int, int]:
    """Damaged real files through library.imports.import_files: (cases, crashed, changed, unclear).

    Every 50 files the library starts again from the template, after check() has to
    find the store and the index in agreement (a problem counts as a changed file).
    """
    files = real_files(work / "sources", template)
    per_file = max(1, count // 25)
    scratch = work / "imports"
    scratch.mkdir()
    outcomes = []
    unclean = 0
    library: Library | None = None
    started = time.monotonic()
    try:
        for number, case in enumerate(cases(files, per_file, seed, max_long=max(3, count // 10))):
            if number % 50 == 0:
                if library is not None:
                    unclean += _unclean(library, figures)
                    library.close()
                    shutil.rmtree(library.folder, ignore_errors=True)
                library = Library.open(copy_library(template, work / f"import-lib-{number}"))
            assert library is not None  # opened on the first case
            outcomes.append(try_import(library, case, scratch, number))
            if (number + 1) % 100 == 0:
                print(
                    f"  imports: {number + 1} damaged files, {time.monotonic() - started:.0f} s",
                    flush=True,
                )
    finally:
        if library is not None:
            unclean += _unclean(library, figures)
            library.close()
    crashed = [o for o in outcomes if o.result == CRASHED]
    changed = [o for o in outcomes if o.result == CHANGED]
    unclear = [o for o in outcomes if o.result == UNCLEAR]
    figures.details += [f"import {o.label}: {o.result}: {o.detail}" for o in outcomes if o.bad]
    imported = sum(1 for o in outcomes if o.result == "imported")
    print(
        f"  imports: {len(outcomes)} damaged files ({imported} imported, "
        f"{len(outcomes) - imported - len(crashed) - len(changed) - len(unclear)} refused cleanly)",
        flush=True,
    )
    return len(outcomes), len(crashed), len(changed) + unclean, len(unclear)


def _unclean(library: Library, figures: Figures) -> int:
    report = library.check()
    if report.ok:
        return 0
    figures.details.append(f"check() after a run of imports: {report.problems}")
    return 1


class Clock:
    """Prints how long each part took, so a slow part is easy to spot."""

    def __init__(self) -> None:
        self.last = time.monotonic()

    def lap(self, what: str) -> None:
        now = time.monotonic()
        print(f"  ({what}: {now - self.last:.0f} s)", flush=True)
        self.last = now


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=200, help="kills per disk speed (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", action="store_true", help="keep the work folder for inspection")
    parser.add_argument(
        "--skip",
        action="append",
        default=[],
        choices=["kills", "damage", "refusals", "imports", "big", "queries"],
    )
    args = parser.parse_args(argv)
    logging.disable(logging.CRITICAL)  # parsers log every skipped record; the table says it all
    started = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix="lectern-torture-"))
    figures = Figures()
    lost = acknowledged = corrupt = opens = silent = fuzz = uncaught = changed = unclear = 0
    unbounded = blamed = 0
    try:
        clock = Clock()
        template = work / "template" / "library"
        build_library(template)
        if "kills" not in args.skip:
            print(f"Killing writers ({args.count} + {args.count} times) ...", flush=True)
            lost, acknowledged = run_kills(work, args.count, args.seed, figures)
            clock.lap("done")
        if "damage" not in args.skip:
            print("Damaging store and index files ...", flush=True)
            damage = damaged_opens(work, template, rounds=max(1, args.count // 50), seed=args.seed)
            opens, corrupt, silent = damage.opens, damage.corrupt, damage.silent
            figures.details += damage.details
            clock.lap("done")
        if "refusals" not in args.skip:
            print("Refusing writes at random ...", flush=True)
            refusal = disk_refusals(work, template, edits=args.count * 2, seed=args.seed)
            lost += refusal.lost
            acknowledged += refusal.acknowledged
            uncaught += refusal.uncaught
            figures.details += refusal.details
            clock.lap("done")
        if "imports" not in args.skip:
            print("Importing damaged real files ...", flush=True)
            n, crashed, changed, unclear = run_import_fuzz(
                work, template, args.count, args.seed, figures
            )
            fuzz += n
            uncaught += crashed
            clock.lap("done")
        if "big" not in args.skip:
            print("Importing files of 300 MB ...", flush=True)
            big = big_files(work)
            fuzz += big.cases
            uncaught += big.uncaught
            unbounded = big.corrupt
            figures.details += big.details
            clock.lap("done")
        if "queries" not in args.skip:
            print("Typing random queries ...", flush=True)
            queries = random_queries(work, template, count=args.count * 50, seed=args.seed)
            fuzz += queries.cases
            uncaught += queries.uncaught
            blamed = queries.corrupt
            figures.details += queries.details
            clock.lap("done")
    finally:
        if args.keep:
            print(f"work folder kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    figures.add(
        "acknowledged writes lost",
        lost,
        bad=lost > 0,
        note=f"({acknowledged} acknowledged writes checked)",
    )
    figures.add(
        "corrupt opens", corrupt, bad=corrupt > 0, note=f"({opens} opens of a damaged library)"
    )
    figures.add("restores not told to the user", silent, bad=silent > 0)
    figures.add("fuzz cases run", fuzz)
    figures.add("uncaught exceptions", uncaught, bad=uncaught > 0)
    figures.add("files changed by failed imports", changed, bad=changed > 0)
    figures.add("refusals not naming the file/line", unclear, bad=unclear > 0)
    figures.add(f"300 MB imports over {PEAK_LIMIT_MB} MB of memory", unbounded, bad=unbounded > 0)
    figures.add("queries reported as a damaged index", blamed, bad=blamed > 0)
    elapsed = time.monotonic() - started
    figures.print(
        f"Lectern torture run: --count {args.count} --seed {args.seed}, {elapsed / 60:.1f} min"
    )
    return 1 if figures.failed else 0


if __name__ == "__main__":
    sys.exit(main())
