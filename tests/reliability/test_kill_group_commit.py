"""Kill the window's writer mid-burst: changes saved in groups survive whole, or not at all.

A child process types triage keys and notes through LibraryService, which saves the keys
queued at once as one group. SIGKILL at a random moment, often while a group is being
written (the fsync is slowed to widen that window). After reopening: every acknowledged
change is on disk, and what is on disk is exactly the first n changes asked for, for some
n: never a later change without an earlier one, never part of a group.
"""

from __future__ import annotations

import random
import signal
import threading
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.models import Annotation
from tests.reliability import forked
from tests.reliability.burst_writer import change
from tests.reliability.killing import make_library

COUNT = 400
ROUNDS = 6


def state_after(n: int, ids: list[str]) -> dict[tuple[str, str], object]:
    """What the user would see after the first n changes (blank before any)."""
    state: dict[tuple[str, str], object] = {}
    for pid in ids:
        state.update({(pid, "notes"): "", (pid, "status"): "new", (pid, "rating"): 0})
    for k in range(n):
        pid, field, value = change(k, ids)
        state[(pid, field)] = value
    return state


def on_disk(library: Library, ids: list[str]) -> dict[tuple[str, str], object]:
    state: dict[tuple[str, str], object] = {}
    for pid in ids:
        annotation = library.notes.annotation(pid)
        state[(pid, "notes")] = annotation.notes
        state[(pid, "status")] = annotation.status.value
        state[(pid, "rating")] = annotation.rating
    return state


def kill_mid_burst(folder: Path, rng: random.Random, delay: float) -> tuple[int, int, str]:
    """Run the burst, kill it; (changes acknowledged, asked for, the child's stderr)."""
    proc = forked.start("tests.reliability.burst_writer", str(folder), str(COUNT), str(delay))
    acked, asked = 0, 0
    target = rng.randint(5, COUNT // 2)
    timer = threading.Timer(rng.uniform(0.3, 2.0), proc.kill)  # or at a random moment
    assert proc.stdout is not None
    started = False
    for line in proc.stdout:
        if not line.endswith("\n"):
            break  # the kill cut the child's last line short: not a whole report
        kind, _, number = line.strip().partition(" ")
        if kind == "ready" and not started:
            timer.start()
            started = True
        elif kind == "intent":
            asked = int(number) + 1
        elif kind == "ack":
            acked = max(acked, int(number) + 1)  # acknowledged in order: all before it too
            if acked >= target:
                proc.send_signal(signal.SIGKILL)
                break
    timer.cancel()
    proc.kill()
    _, stderr = proc.communicate()
    return acked, asked, stderr


@pytest.mark.slow
def test_kill_mid_group_keeps_every_acknowledged_change_and_no_half_group(tmp_path: Path) -> None:
    folder = tmp_path / "lib"
    make_library(folder, papers=6)
    with Library.open(folder) as library:
        ids = sorted(library.ids())
    rng = random.Random(17)
    seen_acks = 0
    for round_ in range(ROUNDS):
        if round_:  # each round starts from blank annotations again
            with Library.open(folder) as library:
                library.notes.restore_annotations([Annotation(pid) for pid in ids])
        acked, asked, stderr = kill_mid_burst(folder, rng, delay=0.02 if round_ % 2 else 0.0)
        assert "Traceback" not in stderr, stderr[-2000:]
        seen_acks += acked
        with Library.open(folder) as library:
            assert library.check().ok, library.check().problems
            disk = on_disk(library, ids)
        prefixes = [n for n in range(acked, asked + 1) if state_after(n, ids) == disk]
        assert prefixes, (
            f"round {round_}: the disk is not the first n changes for any n from the "
            f"{acked} acknowledged to the {asked} asked for"
        )
    assert seen_acks > 0
