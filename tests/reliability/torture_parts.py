"""The torture script's long runs, one function per kind of fault (see torture.py)."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from lectern.core.errors import ImportFileError, StorageWriteError
from lectern.core.library import Library, SearchResult, SortKey
from lectern.core.models import Status
from tests.reliability.damage import (
    INDEX_DAMAGE,
    STORE_DAMAGE,
    WRONG_SCHEMAS,
    damage_file,
    index_file_for,
    index_roles,
    json_ok,
)
from tests.reliability.faults import refusing_disk
from tests.reliability.libstate import STORE_FILES, copy_library, results, state, store_bytes
from tests.reliability.memory import PEAK_MB
from tests.reliability.query_pieces import NASTY, NASTY_KNOWN_BAD, random_query

ROOT = Path(__file__).resolve().parents[2]
HUGE = 300 * 1024 * 1024
PEAK_LIMIT_MB = 500


@dataclass
class Tally:
    opens: int = 0
    corrupt: int = 0
    silent: int = 0
    cases: int = 0
    uncaught: int = 0
    lost: int = 0
    acknowledged: int = 0
    details: list[str] = field(default_factory=list)


# --- damaged store and index files ---------------------------------------------------


def _open_and_compare(
    folder: Path,
    expected: object,
    found: dict[str, list[str]],
    label: str,
    tally: Tally,
    *,
    restored: str | None,
) -> None:
    """Open a damaged library; it must show exactly `expected`, and say so if it restored."""
    tally.opens += 1
    try:
        with Library.open(folder) as library:
            problems = []
            if state(library) != expected:
                problems.append("papers or annotations differ from what the backup held")
            if results(library) != found:
                problems.append("search results differ")
            if restored and not any("restored" in n for n in library.notices):
                tally.silent += 1
                tally.details.append(f"{label}: restored {restored} without telling the user")
            if (
                restored
                and not list(folder.glob(f"{restored}.damaged-*"))
                and (folder / restored).exists()
                and "missing" not in label
            ):
                problems.append("the damaged file was not kept aside")
        with Library.open(folder) as library:
            if not library.check().ok:
                problems.append(f"check after reopening: {library.check().problems}")
            for name in STORE_FILES:
                if not json_ok(folder / name):
                    problems.append(f"{name} is still unreadable")
    except Exception as exc:  # noqa: BLE001 - counted: the promise: a damaged library always opens
        problems = [f"open raised {exc!r}"[:300]]
    if problems:
        tally.corrupt += 1
        tally.details.append(f"{label}: {'; '.join(problems)}")


def damaged_opens(work: Path, template: Path, *, rounds: int, seed: int) -> Tally:
    tally = Tally()
    with Library.open(template, readonly=True) as library:
        expected, found = state(library), results(library)
    roles = index_roles(template)
    number = 0

    def fresh() -> Path:
        nonlocal number
        number += 1
        return copy_library(template, work / "damage" / f"case{number}")

    for round_ in range(rounds):
        rng = random.Random(seed * 1000 + round_)
        for name in STORE_FILES:
            for kind in (*sorted(STORE_DAMAGE), "missing"):
                folder = fresh()
                damage_file(folder / name, kind, rng)
                _open_and_compare(folder, expected, found, f"{name} {kind}", tally, restored=name)
            for variant, raw in sorted(WRONG_SCHEMAS.items()):
                folder = fresh()
                (folder / name).write_bytes(raw)
                _open_and_compare(
                    folder,
                    expected,
                    found,
                    f"{name} wrong schema ({variant})",
                    tally,
                    restored=name,
                )
            for kind in ("truncated", "garbage"):  # edited since the last backup
                folder = fresh()
                with Library.open(folder) as library:
                    pid = sorted(library.ids())[round_ % len(library)]
                    if name == "papers.json":
                        library.papers.rename(pid, "A title changed after the backup")
                    else:
                        library.notes.set_notes(pid, "a note written after the backup")
                    edited, edited_found = state(library), results(library)
                damage_file(folder / name, kind, rng)
                # The backup is older than the edit; the change files give the edit back.
                _open_and_compare(
                    folder,
                    edited,
                    edited_found,
                    f"{name} {kind} after an edit",
                    tally,
                    restored=name,
                )
        folder = fresh()
        for name in STORE_FILES:
            damage_file(folder / name, rng.choice(sorted(STORE_DAMAGE)), rng)
        _open_and_compare(
            folder, expected, found, "both store files", tally, restored="papers.json"
        )
        for role in roles:
            for kind in (*sorted(INDEX_DAMAGE), "missing"):
                folder = fresh()
                path = index_file_for(folder, role, rng)
                if path is None:
                    continue
                damage_file(path, kind, rng)
                _open_and_compare(
                    folder, expected, found, f"index {role} {kind}", tally, restored=None
                )
        print(f"  damage: round {round_ + 1}/{rounds}, {tally.opens} damaged opens", flush=True)
    return tally


# --- refused writes --------------------------------------------------------------------

FAULTS = [  # (errno, where, only the store files)
    (errno.ENOSPC, "fsync", False),
    (errno.EROFS, "replace", True),
    (errno.EACCES, "replace", True),
    (errno.ENOSPC, "replace", True),
    (errno.EROFS, "replace", False),
]


def disk_refusals(work: Path, template: Path, *, edits: int, seed: int) -> Tally:
    """Random edits, some refused by the disk; after a final flush nothing may be missing."""
    tally = Tally()
    rng = random.Random(seed)
    folder = copy_library(template, work / "refusals" / "library")
    expected: dict[tuple[str, str], object] = {}
    with Library.open(folder) as library:
        ids = sorted(library.ids())
        for n in range(edits):
            pid, what = rng.choice(ids), rng.choice(["notes", "rating", "status", "title"])
            value: object = {
                "notes": f"note {n}",
                "rating": rng.randint(0, 5),
                "status": rng.choice(list(Status)).value,
                "title": f"Renamed title {n}",
            }[what]
            refuse = rng.random() < 0.3
            fault = rng.choice(FAULTS)
            before = store_bytes(folder)
            try:
                if refuse:
                    with refusing_disk(folder, fault[0], fault[1], store_only=fault[2]):
                        _edit(library, pid, what, value)
                else:
                    _edit(library, pid, what, value)
                    tally.acknowledged += 1
            except StorageWriteError:
                if store_bytes(folder) != before:
                    tally.details.append(f"refusal {n}: a refused write changed the files")
                    tally.lost += 1
            except Exception as exc:  # noqa: BLE001 - counted: anything but StorageWriteError reaches the user raw
                tally.uncaught += 1
                tally.details.append(
                    f"refusal {n} ({errno.errorcode[fault[0]]} at {fault[1]}, "
                    f"{'store files' if fault[2] else 'whole folder'}): {exc!r}"[:300]
                )
            expected[(pid, what)] = value  # saved now, or in memory for the next flush
            if rng.random() < 0.1:
                library.flush()
        library.flush()
    with Library.open(folder) as library:
        for (pid, what), value in expected.items():
            now = _read(library, pid, what)
            if now != value:
                tally.lost += 1
                tally.details.append(f"refusals: {pid} {what} is {now!r}, expected {value!r}")
        if not library.check().ok:
            tally.details.append(f"refusals: check after reopening: {library.check().problems}")
            tally.lost += 1
    print(f"  refusals: {edits} edits, {tally.acknowledged} acknowledged at once", flush=True)
    return tally


def _edit(library: Library, pid: str, what: str, value: object) -> None:
    if what == "notes":
        library.notes.set_notes(pid, str(value))
    elif what == "rating":
        library.notes.set_rating([pid], int(value))  # type: ignore[call-overload]
    elif what == "status":
        library.notes.set_status([pid], Status(str(value)))
    else:
        library.papers.rename(pid, str(value))


def _read(library: Library, pid: str, what: str) -> object:
    if what == "title":
        return library.papers.paper(pid).title
    annotation = library.notes.annotation(pid)
    return {
        "notes": annotation.notes,
        "rating": annotation.rating,
        "status": annotation.status.value,
    }[what]


# --- files of 300 MB -------------------------------------------------------------------

BIG_IMPORT = (
    PEAK_MB
    + """
import json, resource, sys
limit = 1024 * 1024 * 1024  # address space: twice what a streamed import may use
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
from lectern.core.errors import ImportFileError
from lectern.core.library import Library
out = {}
try:
    with Library.open(sys.argv[1]) as library:
        report = library.imports.import_files([sys.argv[2]])[0]
        out = {"result": "imported", "summary": report.summary()}
except ImportFileError as exc:
    out = {"result": "refused", "message": str(exc)[:200]}
except BaseException as exc:
    out = {"result": "crashed", "message": repr(exc)[:200]}
out["peak_mb"] = peak_mb()
print(json.dumps(out))
"""
)


def _write_repeated(path: Path, head: bytes, record: bytes, tail: bytes) -> None:
    block = record * max(1, (4 * 1024 * 1024) // len(record))
    with open(path, "wb") as handle:
        handle.write(head)
        written = len(head)
        while written < HUGE:
            handle.write(block)
            written += len(block)
        handle.write(tail)


def big_files(work: Path) -> Tally:
    """Sparse 300 MB of zeros in every format (refused at once), and 300 MB of real-looking
    records in JSON Lines (streamed), BibTeX and CSL-JSON (read whole today)."""
    tally = Tally()
    folder = work / "big"
    folder.mkdir()
    with Library.open(folder / "library") as library:
        for suffix in (".jsonl", ".bib", ".csl.json", ".ris", ".csv", ".xml", ".txt"):
            path = folder / f"zeros{suffix}"
            with open(path, "wb") as handle:
                handle.truncate(HUGE)
            tally.cases += 1
            started = time.monotonic()
            try:
                library.imports.import_files([path])
                tally.details.append(f"300 MB of zeros as {suffix} was imported")
            except ImportFileError:
                pass
            except Exception as exc:  # noqa: BLE001 - counted: anything else is a crash
                tally.uncaught += 1
                tally.details.append(f"300 MB of zeros as {suffix}: {exc!r}"[:300])
            if time.monotonic() - started > 10:
                tally.details.append(
                    f"300 MB of zeros as {suffix} took {time.monotonic() - started:.0f} s"
                )
            path.unlink()
    abstract = "Numbats eat termites. " * 40
    samples = {
        "dump.jsonl": (
            b"",
            json.dumps(
                {
                    "id": "2403.00001",
                    "title": "Streaming numbats",
                    "summary": abstract,
                    "full_text": abstract * 30,
                }
            ).encode()
            + b"\n",
            b"",
        ),
        "huge.bib": (
            b"",
            b"@article{numbat,\n  title = {Streaming numbats},\n  abstract = {"
            + abstract.encode()
            + b"}\n}\n\n",
            b"",
        ),
        "huge.csl.json": (
            b"[\n",
            json.dumps(
                {
                    "id": "numbat",
                    "type": "article",
                    "title": "Streaming numbats",
                    "abstract": abstract,
                }
            ).encode()
            + b",\n",
            b'{"title": "last"}\n]\n',
        ),
    }
    for name, (head, record, tail) in samples.items():
        path = folder / name
        _write_repeated(path, head, record, tail)
        tally.cases += 1
        run = subprocess.run(
            [sys.executable, "-c", BIG_IMPORT, str(folder / f"lib-{name}"), str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=1800,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            check=False,
        )
        path.unlink()
        try:
            seen = json.loads(run.stdout.strip().splitlines()[-1])
        except (ValueError, IndexError):
            seen = {"result": "crashed", "message": run.stderr[-300:], "peak_mb": -1}
        if seen["result"] == "crashed":
            tally.uncaught += 1
        if seen["result"] == "crashed" or seen["peak_mb"] > PEAK_LIMIT_MB:
            tally.corrupt += 1  # here: an import that did not stay within bounded memory
            tally.details.append(f"300 MB {name}: {seen}")
        print(f"  300 MB {name}: {seen['result']}, peak {seen['peak_mb']} MB", flush=True)
    return tally


# --- queries -----------------------------------------------------------------------------


def random_queries(work: Path, template: Path, *, count: int, seed: int) -> Tally:
    tally = Tally()
    rng = random.Random(seed)
    folder = copy_library(template, work / "queries" / "library")
    queries = [*NASTY, *NASTY_KNOWN_BAD, *(random_query(rng) for _ in range(count))]
    with Library.open(folder) as library:
        for query in queries:
            tally.cases += 1
            try:
                result = library.searching.search(
                    query,
                    limit=rng.choice([None, 1, 20]),
                    highlight=rng.choice([0, 5]),
                    sort=rng.choice(list(SortKey)),
                    descending=rng.random() < 0.5,
                )
                if not isinstance(result, SearchResult) or result.total < len(result.hits):
                    raise AssertionError(f"not a sensible result: {result!r}"[:200])
                if "damaged" in result.message:  # a typed query is never the index's fault
                    tally.corrupt += 1
                    tally.details.append(f"query {query[:60]!r}: reported {result.message!r}")
                    library.repair()
            except Exception as exc:  # noqa: BLE001 - counted: anything else is a crash
                tally.uncaught += 1
                tally.details.append(
                    f"query {query[:60]!r}{'…' if len(query) > 60 else ''}: "
                    f"{type(exc).__name__}: {str(exc)[:120]}"
                )
    print(
        f"  queries: {len(queries)} typed, {tally.uncaught} raised, {tally.corrupt} reported "
        "a damaged index",
        flush=True,
    )
    return tally
