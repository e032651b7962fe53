"""What one benchmark run builds once and reuses: corpus subsets, libraries, FTS5 files.

A library of 74,728 papers takes minutes to import, so every section that needs one shares
the library the import section built (or builds it once, untimed, when that section is not
run). With `--workdir`, a later run reuses what an earlier one left there.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tests.benchmarks import corpus, import_bench
from tests.benchmarks.fts5 import Fts5Index


def say(text: str) -> None:
    print(text, flush=True)


class Workspace:
    """The temporary folder and what is built in it once: sources, libraries, FTS5 files."""

    def __init__(self, folder: Path, source: Path = corpus.CORPUS) -> None:
        self.folder = folder
        self.source_file = source
        self.libraries: dict[int, Path] = {}
        self.fts_files: dict[int, Path] = {}
        self.plans: dict[int, dict[str, tuple[str, int]]] = {}

    def source(self, size: int) -> Path:
        return corpus.corpus_for_size(size, self.folder, self.source_file)

    def library(self, size: int) -> Path:
        """A library of `size` papers, imported once (by the import section if it ran)."""
        if size not in self.libraries:
            folder = self.folder / f"library-{size}"
            if not (folder / "papers.json").is_file():  # else: built by an earlier run (--workdir)
                say(f"[setup {size:,}] importing the library once (untimed)")
                import_bench.lectern(self.source(size), folder)
            self.libraries[size] = folder
        return self.libraries[size]

    def sample_library(self) -> Path:
        """The bundled 38-paper sample: what opening costs when there is almost no library."""
        folder = self.folder / "library-sample"
        if not (folder / "papers.json").is_file():
            from lectern.core.library import Library

            with Library.open(folder) as library:
                library.imports.import_sample()
        return folder

    def fts(self, size: int) -> Fts5Index:
        if size not in self.fts_files:
            path = self.folder / f"fts5-{size}.sqlite"
            if not path.is_file():
                index, _ = Fts5Index.build_from_file(path, self.source(size))
                index.close()
            self.fts_files[size] = path
        return Fts5Index(self.fts_files[size])

    def annotate(self, size: int, library: Any, fts: Fts5Index) -> dict[str, tuple[str, int]]:
        """Mark and rate a heavy user's share of papers, in Lectern and in the reference."""
        if size in self.plans:
            return self.plans[size]
        from lectern.core.models import Status

        known = set(library.ids())
        in_fts = {row[0] for row in fts.db.execute("SELECT pid FROM papers")}
        common = sorted(known & in_fts)
        if len(common) < len(known):
            say(f"  note: {len(known) - len(common)} library ids are not in the reference")
        plan = corpus.annotation_plan(common)
        by_status: dict[str, list[str]] = {}
        by_rating: dict[int, list[str]] = {}
        for pid, (status, rating) in plan.items():
            if status != "new":
                by_status.setdefault(status, []).append(pid)
            if rating:
                by_rating.setdefault(rating, []).append(pid)
        started = time.perf_counter()
        for status, ids in by_status.items():
            library.notes.set_status(ids, Status(status))
        for rating, ids in by_rating.items():
            library.notes.set_rating(ids, rating)
        say(
            f"  marked {len(plan):,} papers ({', '.join(f'{s} {len(i):,}' for s, i in by_status.items())}; "
            f"{sum(map(len, by_rating.values())):,} rated) in {time.perf_counter() - started:.1f} s"
        )
        fts.set_annotations(plan)
        self.plans[size] = plan
        return plan
