"""The merge rule on its own: stamps, fields, notes that lose, tombstones, conflict copies."""

from __future__ import annotations

import random
from typing import Any

from lectern.core.sync.copies import original_name
from lectern.core.sync.merge import Merger
from lectern.core.sync.stamps import Clock, make_stamp, stamp_device, stamp_ms

A, B = "aaaaaaaa", "bbbbbbbb"
T = 1_780_000_000_000  # milliseconds, December 2026


def merged(records: list[dict[str, Any]], papers=None, notes=None, tombstones=None):
    papers, notes = papers or {}, notes or {}
    merger = Merger(papers.get, notes.get, tombstones or {}, {})
    return merger.apply_all(records)


def annotation(stamp: str, pid: str = "p1", **fields: Any) -> dict[str, Any]:
    return {"s": stamp, "k": "a", "id": pid, "f": fields}


def note(stamp: str, text: str, *saw: str, pid: str = "p1") -> dict[str, Any]:
    """A note change whose writer had merged the notes `saw` (their stamps)."""
    known: dict[str, str] = {}
    for seen in saw:
        known[stamp_device(seen)] = max(known.get(stamp_device(seen), ""), seen)
    return {"s": stamp, "k": "a", "id": pid, "f": {"notes": text}, "nb": known}


def final(records: list[dict[str, Any]]) -> dict[str, Any]:
    return merged(records).annotations["p1"]


# --- stamps ---------------------------------------------------------------------------
def test_a_stamp_sorts_by_time_then_count_then_device() -> None:
    stamps = [
        make_stamp(T, 1, A),
        make_stamp(T, 0, B),
        make_stamp(T + 1, 0, A),
        make_stamp(T, 0, A),
    ]
    assert sorted(stamps) == [
        make_stamp(T, 0, A),
        make_stamp(T, 0, B),
        make_stamp(T, 1, A),
        make_stamp(T + 1, 0, A),
    ]
    assert stamp_ms(stamps[0]) == T and stamp_device(stamps[0]) == A


def test_a_clock_behind_still_stamps_after_what_it_has_seen() -> None:
    """Clock skew: B's clock is an hour behind A's. A change B makes after merging A's
    comes after it, so the edit the user made last wins."""
    fast = Clock(A, now=lambda: T + 3_600_000)
    slow = Clock(B, now=lambda: T)
    seen = fast.next()
    slow.see(seen)
    later = slow.next()
    assert later > seen
    result = final([annotation(later, status="read"), annotation(seen, status="dropped")])
    assert result["status"] == "read"


def test_a_clock_never_goes_back() -> None:
    wall = [T, T - 5000, T - 5000]
    clock = Clock(A, now=lambda: wall.pop(0))
    first, second, third = clock.next(), clock.next(), clock.next()
    assert first < second < third


# --- fields ----------------------------------------------------------------------------
def test_the_latest_change_of_each_field_wins_in_any_order() -> None:
    records = [
        annotation(make_stamp(T, 0, A), status="reading", rating=2, tags=["x"]),
        annotation(make_stamp(T + 10, 0, B), rating=4),
        annotation(make_stamp(T + 20, 0, A), tags=["y", "z"]),
        annotation(make_stamp(T + 5, 0, B), status="read", tags=["old"]),
    ]
    expected = {"status": "read", "rating": 4, "tags": ["y", "z"]}
    for seed in range(20):
        shuffled = records[:]
        random.Random(seed).shuffle(shuffled)
        doc = final(shuffled)
        assert {k: doc[k] for k in expected} == expected


def test_same_millisecond_edits_are_ordered_by_device_on_both_sides() -> None:
    mine, theirs = make_stamp(T, 0, A), make_stamp(T, 0, B)
    one = final([annotation(mine, rating=1), annotation(theirs, rating=5)])
    other = final([annotation(theirs, rating=5), annotation(mine, rating=1)])
    assert one["rating"] == other["rating"] == 5


def test_the_status_history_of_both_devices_is_kept() -> None:
    a = {"status": "read", "at": "2026-12-01T10:00:00Z"}
    b = {"status": "dropped", "at": "2026-12-01T11:00:00Z"}
    doc = final(
        [annotation(make_stamp(T, 0, A), history=[a]), annotation(make_stamp(T, 0, B), history=[b])]
    )
    assert doc["history"] == [a, b]


def test_a_change_merged_twice_changes_nothing() -> None:
    record = annotation(make_stamp(T, 0, A), status="read")
    first = final([record])
    again = merged([record], notes={"p1": first}).annotations
    assert again == {}  # nothing to write


# --- notes -------------------------------------------------------------------------------
def test_two_notes_written_apart_keep_both_and_agree_on_which_is_shown() -> None:
    start = note(make_stamp(T, 0, A), "first draft")
    mine = note(make_stamp(T + 100, 0, A), "written on the laptop", start["s"])
    theirs = note(make_stamp(T + 200, 0, B), "written on the desktop", start["s"])
    on_a = final([start, mine, theirs])
    on_b = final([start, theirs, mine])
    for doc in (on_a, on_b):
        assert doc["notes"] == "written on the desktop"
        assert [c["notes"] for c in doc["conflicts"]] == ["written on the laptop"]


def test_a_note_written_after_seeing_the_other_is_no_conflict() -> None:
    first = note(make_stamp(T, 0, A), "draft")
    second = note(make_stamp(T + 1, 0, B), "draft, extended", first["s"])
    doc = final([second, first])
    assert doc["notes"] == "draft, extended"
    assert not doc.get("conflicts")


def test_a_devices_later_note_replaces_its_own_earlier_conflict() -> None:
    start = note(make_stamp(T, 0, A), "draft")
    theirs = note(make_stamp(T + 50, 0, B), "desktop", start["s"])
    mine = [note(make_stamp(T + 10 * n, 0, A), f"laptop {n}", start["s"]) for n in range(1, 4)]
    for later in range(len(mine)):  # each laptop note saw the one before
        if later:
            mine[later]["nb"][A] = mine[later - 1]["s"]
    on_a, on_b = final([start, *mine, theirs]), final([start, theirs, *mine])
    for doc in (on_a, on_b):
        assert doc["notes"] == "desktop"
        assert [c["notes"] for c in doc["conflicts"]] == ["laptop 3"]


def test_resolving_a_conflict_settles_it_everywhere() -> None:
    start = note(make_stamp(T, 0, A), "draft")
    mine = note(make_stamp(T + 1, 0, A), "mine", start["s"])
    theirs = note(make_stamp(T + 2, 0, B), "theirs", start["s"])
    settle = {
        **note(make_stamp(T + 3, 0, A), "mine and theirs", mine["s"], theirs["s"]),
        "nr": [mine["s"]],
    }
    for order in (
        [start, mine, theirs, settle],
        [start, theirs, mine, settle],
        [start, theirs, settle, mine],
    ):
        doc = final(order)
        assert doc["notes"] == "mine and theirs"
        assert doc["conflicts"] == []


# --- tombstones ------------------------------------------------------------------------
def paper(stamp: str, pid: str = "p1", **fields: Any) -> dict[str, Any]:
    return {"s": stamp, "k": "p", "id": pid, "f": {"title": "A paper", **fields}}


def test_a_tombstone_deletes_what_is_older() -> None:
    made, marked = make_stamp(T, 0, A), make_stamp(T + 1, 0, B)
    gone = make_stamp(T + 2, 0, A)
    result = merged(
        [paper(made), annotation(marked, status="read"), {"s": gone, "k": "del", "id": "p1"}]
    )
    assert result.papers["p1"] is None and result.annotations["p1"] is None


def test_a_tombstone_loses_to_a_later_edit_in_either_order() -> None:
    made, gone, edited = make_stamp(T, 0, A), make_stamp(T + 1, 0, A), make_stamp(T + 2, 0, B)
    deletion = {"s": gone, "k": "del", "id": "p1"}
    later = annotation(edited, notes="still reading this")
    first = merged([paper(made), deletion, later])
    assert first.annotations["p1"]["notes"] == "still reading this"
    assert "p1" in first.revive  # the paper comes back, made again from its changes
    second = merged([paper(made), later, deletion])
    assert second.papers["p1"]["title"] == "A paper"
    assert second.annotations["p1"]["notes"] == "still reading this"


def test_a_change_older_than_a_known_tombstone_is_ignored() -> None:
    result = merged(
        [annotation(make_stamp(T, 0, B), status="read")],
        tombstones={"p1": make_stamp(T + 1, 0, A)},
    )
    assert result.annotations == {}


# --- conflict copies ------------------------------------------------------------------------
def test_each_engines_conflict_copies_are_recognised() -> None:
    names = {
        "annotations.sync-conflict-20261201-101010-ABCDEFG.json": "annotations.json",
        "changes-000001.sync-conflict-20261201-101010-7QXZ2PD.jsonl": "changes-000001.jsonl",
        "annotations (Ada's conflicted copy 2026-12-01).json": "annotations.json",
        "papers (conflicted copy 2026-12-01 101010).json": "papers.json",
        "annotations_conflict-20261201-101010.json": "annotations.json",
    }
    for copy, original in names.items():
        assert original_name(copy) == original, copy
    for plain in ("annotations.json", "changes-000002.jsonl", "my sync notes.txt"):
        assert original_name(plain) is None
