"""Kill a writer at random moments and check that every acknowledged write survived.

Shared by the short test in `make test` and `make torture`. Each writer is forked from a
process that has Lectern imported (tests/reliability/forked.py), killed as one started
afresh would be.
"""

from __future__ import annotations

import json
import random
import signal
import threading
from dataclasses import dataclass, field
from pathlib import Path

from lectern.core.library import Library
from tests.reliability import forked


@dataclass
class KillStats:
    kills: int = 0
    acknowledged: int = 0
    lost: list[str] = field(default_factory=list)
    failed_opens: list[str] = field(default_factory=list)
    unclean_checks: list[str] = field(default_factory=list)
    failed_rounds: set[int] = field(default_factory=set)  # rounds with any problem above
    killed_mid_write: int = 0  # kills that left a half-written temp file behind

    @property
    def survived(self) -> int:
        return self.kills - len(self.failed_rounds)


def make_library(folder: Path, papers: int = 12) -> None:
    """A small library of distinct papers to annotate."""
    source = folder.parent / "papers.jsonl"
    source.write_text(
        "\n".join(
            json.dumps(
                {
                    "id": f"2501.{n:05d}",
                    "title": f"Study {n} of robust training",
                    "summary": f"Paper {n} studies robustness of training under noise level {n}.",
                }
            )
            for n in range(papers)
        ),
        "utf-8",
    )
    with Library.open(folder) as library:
        library.imports.import_files([source])


def current_value(library: Library, pid: str, name: str) -> object:
    annotation = library.notes.annotation(pid)
    return {
        "notes": annotation.notes,
        "status": annotation.status.value,
        "rating": annotation.rating,
    }[name]


def one_round(
    folder: Path, seed: int, rng: random.Random, stats: KillStats, delay: float = 0.0
) -> None:
    """Start a writer, let it write a random number of times, SIGKILL it, verify."""
    args = [str(folder), str(seed)] + ([str(delay)] if delay else [])
    proc = forked.start("tests.reliability.writer", *args)
    acked: dict[tuple[str, str], object] = {}
    in_flight: dict[tuple[str, str], object] = {}
    target = rng.randint(1, 25)
    acks = 0
    # Kill either after some acknowledgements or at a random moment mid-write, counted from
    # when the writer has the library open (on a busy machine, starting takes seconds).
    timer = threading.Timer(rng.uniform(0.05, 1.5), proc.kill)
    assert proc.stdout is not None

    def heard(line: str) -> None:
        kind, _, payload = line.partition(" ")
        if kind == "ready" or not payload:
            return
        try:
            record = json.loads(payload)
        except json.JSONDecodeError:  # the last line, cut by the kill: its write never began
            return
        key = (record["id"], record["field"])
        if kind == "intent":
            in_flight[key] = record["value"]
        elif kind == "ack":
            acked[key] = record["value"]
            in_flight.pop(key, None)

    for line in proc.stdout:
        heard(line)
        if line.startswith("ready"):
            timer.start()
        if line.startswith("ack "):
            acks += 1
            if acks >= target:
                proc.send_signal(signal.SIGKILL)
                break
    timer.cancel()
    proc.kill()
    # What the writer printed before the kill landed (it runs ahead of this reader): its
    # later writes are acknowledged or in flight too.
    rest = proc.stdout.read()  # what the line reader had buffered too, up to the end
    _, stderr = proc.communicate()  # also closes the pipes
    for line in rest.splitlines():
        heard(line)
    if proc.returncode not in (-signal.SIGKILL, 0) or "Traceback" in stderr:
        last = (stderr.strip().splitlines() or ["no output"])[-1]
        stats.failed_opens.append(f"writer {seed} failed: {last[:300]}")
        stats.failed_rounds.add(seed)
    stats.kills += 1
    stats.acknowledged += len(acked)
    if _temp_files(folder):
        stats.killed_mid_write += 1
    try:
        library = Library.open(folder)
    except Exception as exc:  # noqa: BLE001 - counted: the promise is that this never happens
        stats.failed_opens.append(f"round {seed}: {exc!r}")
        stats.failed_rounds.add(seed)
        return
    try:
        if _temp_files(folder):  # opening cleans up what a killed write left
            stats.unclean_checks.append(f"round {seed}: half-written {_temp_files(folder)} remain")
            stats.failed_rounds.add(seed)
        report = library.check()
        if not report.ok:
            stats.unclean_checks.append(f"round {seed}: {report.problems}")
            stats.failed_rounds.add(seed)
        for (pid, name), value in acked.items():
            now = current_value(library, pid, name)
            if now != value and now != in_flight.get((pid, name)):
                stats.lost.append(f"round {seed}: {pid} {name} is {now!r}, acknowledged {value!r}")
                stats.failed_rounds.add(seed)
    finally:
        library.close()


def _temp_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def run(folder: Path, count: int, *, seed: int = 1, delay: float = 0.0) -> KillStats:
    rng = random.Random(seed)
    stats = KillStats()
    for n in range(count):
        one_round(folder, seed * 100_000 + n, rng, stats, delay)
    return stats
