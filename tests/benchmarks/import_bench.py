"""Import + index of the arXiv listings into a fresh library, and the same file again.

Lectern: `library.imports.import_files` with the JSON Lines importer into an empty library folder
(it returns once the papers are durable on disk and searchable). Reference: reading the
same file and inserting the same text into SQLite FTS5 in one transaction. The re-import
(every record a duplicate) is compared with an FTS5 pass that inserts only unknown ids.
"""

from __future__ import annotations

import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from tests.benchmarks.corpus import read_records
from tests.benchmarks.fts5 import Fts5Index


@dataclass
class ImportRun:
    seconds: float
    reimport_seconds: float
    added: int
    unchanged: int  # records of the file that duplicate another record
    readded: int
    unchanged_on_reimport: int
    skipped: int
    papers: int
    progress_calls: int
    progress_total_known: bool


def lectern(source: Path, folder: Path) -> ImportRun:
    """Import `source` into a new library at `folder`, then import it again; folder kept."""
    from lectern.core.library import Library

    if folder.exists():
        shutil.rmtree(folder)
    calls: list[tuple[int, int]] = []
    library = Library.open(folder, program="Lectern benchmark")
    try:
        started = time.perf_counter()
        first = library.imports.import_files([source], progress=lambda d, t: calls.append((d, t)))
        seconds = time.perf_counter() - started
        started = time.perf_counter()
        second = library.imports.import_files([source])
        reimport = time.perf_counter() - started
        papers = len(library)
    finally:
        library.close()
    return ImportRun(
        seconds=seconds,
        reimport_seconds=reimport,
        added=sum(r.added for r in first),
        unchanged=sum(len(r.in_file) for r in first),
        readded=sum(r.added for r in second),
        unchanged_on_reimport=sum(r.already for r in second),
        skipped=sum(len(r.skipped) for r in first),
        papers=papers,
        progress_calls=len(calls),
        progress_total_known=any(t > 0 for _, t in calls),
    )


def fts5(source: Path, db: Path) -> tuple[float, float, int]:
    """Seconds to build the FTS5 file, seconds for the duplicate pass, and its row count."""
    index, seconds = Fts5Index.build_from_file(db, source)
    try:
        started = time.perf_counter()
        added = index.add_new(read_records(source))
        reimport = time.perf_counter() - started
        if added:
            raise AssertionError(f"the FTS5 re-import added {added} rows")
        return seconds, reimport, len(index)
    finally:
        index.close()
