"""A large real `.bib` imported into an empty library, beside bibtexparser's parse of it.

Lectern: `library.imports.import_files` into a new library folder (it returns once the papers
are durable on disk and searchable). Reference: `bibtexparser.parse_file` with its default
middlewares, the same file, in the same run; the target is the issue's (at most ten times
the parse). CPU times are kept too: on a shared machine they vary less than wall times.

The file: `--bib PATH` (the ACL Anthology's `anthology.bib`, 45,000 entries, is the one the
issue measured); otherwise one built in the work folder from the largest real files of
../shared/data/imports/bibtex, copied until it has `--bib-entries` entries, each copy's
citation keys, crossrefs, titles and DOIs given the copy's own suffix so that no copy is
taken for another's duplicate.
"""

from __future__ import annotations

import re
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.benchmarks.corpus import DATA
from tests.benchmarks.measure import Figure, median
from tests.benchmarks.workspace import say

BIBTEX = DATA / "imports" / "bibtex"
REAL_FILES = ("tugboat.bib", "bu-disc_mendeley_library.bib", "biblatex-examples.bib")
ENTRIES = 45_000
RATIO = 10.0

_BLOCK = re.compile(r"^@\s*(\w+)\s*[{(]", re.M)
_NOT_ENTRIES = frozenset({"string", "preamble", "comment"})
_KEY = re.compile(r"^(@\w+\s*[{(]\s*)([^,\s]+)(\s*,)")
_CROSSREF = re.compile(r"(\bcrossref\s*=\s*[{\"])([^}\"]+)", re.I)
_TITLE = re.compile(r"(\btitle\s*=\s*[{\"])", re.I)
_DOI = re.compile(r"(\bdoi\s*=\s*[{\"])([^}\"]+)", re.I)


def build(dest: Path, entries: int = ENTRIES, folder: Path = BIBTEX) -> Path:
    """A `.bib` of `entries` real entries: the files' macros once, then their entries again
    and again, each copy suffixed (keys `-c2`, titles "Copy2 …", DOIs `…c2`)."""
    heads: list[str] = []
    blocks: list[str] = []
    for name in REAL_FILES:
        text = (folder / name).read_text("utf-8")
        starts = [m for m in _BLOCK.finditer(text)]
        first = next(
            (m.start() for m in starts if m.group(1).lower() not in _NOT_ENTRIES), len(text)
        )
        heads.append(text[:first])
        cuts = [m.start() for m in starts if m.start() >= first] + [len(text)]
        blocks += [text[a:b] for a, b in zip(cuts, cuts[1:], strict=False)]
    kinds = [_BLOCK.match(b).group(1).lower() for b in blocks]  # type: ignore[union-attr]
    parts, count, copy = list(heads), 0, 0
    while count < entries:
        for block, kind in zip(blocks, kinds, strict=True):
            if kind in _NOT_ENTRIES:
                if copy == 0:
                    parts.append(block)
                continue
            if count == entries:
                break
            parts.append(_suffixed(block, copy))
            count += 1
        copy += 1
    dest.write_text("".join(parts), encoding="utf-8")
    return dest


def _suffixed(block: str, copy: int) -> str:
    block = _KEY.sub(lambda m: f"{m.group(1)}{m.group(2)}-c{copy}{m.group(3)}", block, count=1)
    block = _CROSSREF.sub(lambda m: f"{m.group(1)}{m.group(2)}-c{copy}", block)
    block = _TITLE.sub(lambda m: f"{m.group(1)}Copy{copy} ", block)
    return _DOI.sub(lambda m: f"{m.group(1)}{m.group(2)}c{copy}", block)


@dataclass
class BibRun:
    seconds: float
    cpu_seconds: float
    added: int
    skipped: int
    parse_seconds: float
    parse_cpu_seconds: float
    entries: int  # what bibtexparser read


def run_once(source: Path, folder: Path) -> BibRun:
    """Import `source` into a new library at `folder` (removed after), then parse it."""
    import bibtexparser

    from lectern.core.library import Library

    if folder.exists():
        shutil.rmtree(folder)
    try:
        library = Library.open(folder, program="Lectern benchmark")
        try:
            cpu, started = time.process_time(), time.perf_counter()
            reports = library.imports.import_files([source])
            seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
        finally:
            library.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    parse_cpu, started = time.process_time(), time.perf_counter()
    parsed = bibtexparser.parse_file(str(source))
    parse_seconds, parse_cpu = time.perf_counter() - started, time.process_time() - parse_cpu
    return BibRun(
        seconds=seconds,
        cpu_seconds=cpu,
        added=sum(r.added for r in reports),
        skipped=sum(len(r.skipped) for r in reports),
        parse_seconds=parse_seconds,
        parse_cpu_seconds=parse_cpu,
        entries=len(parsed.entries),
    )


def section_bibtex(
    workdir: Path, repeat: int, bib: Path | None = None, entries: int = ENTRIES
) -> tuple[list[Figure], dict[str, Any]]:
    if bib is None:
        bib = workdir / f"real-bibtex-{entries}.bib"
        if not bib.is_file():
            build(bib, entries)
        note = f"{', '.join(REAL_FILES)} copied to {entries:,} entries, keys and titles suffixed"
    else:
        note = bib.name
    say(f"[bibtex] {bib}: {note}")
    runs: list[BibRun] = []
    for number in range(repeat):
        run = run_once(bib, workdir / "library-bibtex")
        runs.append(run)
        say(
            f"[bibtex {run.entries:,}] run {number + 1}/{repeat}: Lectern {run.seconds:.1f} s "
            f"(CPU {run.cpu_seconds:.1f} s; {run.added:,} added, {run.skipped} skipped), "
            f"bibtexparser {run.parse_seconds:.1f} s (CPU {run.parse_cpu_seconds:.1f} s): "
            f"{run.seconds / run.parse_seconds:.1f}x"
        )
    size = runs[0].entries
    figures = [
        Figure(
            "bibtex",
            "import + index of a large real .bib",
            median([r.seconds for r in runs]),
            "s",
            size,
            median([r.parse_seconds for r in runs]),
            "bibtexparser parse",
            f"<= {RATIO:.0f}x bibtexparser",
            ratio_at_most=RATIO,
            samples=len(runs),
            extra={
                "runs": [r.seconds for r in runs],
                "parse_runs": [r.parse_seconds for r in runs],
            },
        ),
        Figure(
            "bibtex",
            "the same, CPU time of this process",
            median([r.cpu_seconds for r in runs]),
            "s",
            size,
            median([r.parse_cpu_seconds for r in runs]),
            "bibtexparser parse",
            samples=len(runs),
        ),
    ]
    details = {"file": str(bib), "runs": [vars(r) for r in runs]}
    return figures, details
