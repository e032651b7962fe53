"""One Lectern library on two computers, synced by two real Syncthing instances on loopback.

Each side's Syncthing folder is a Lectern library. A library made on one side arrives whole
on the other; 200 random edits made on each side while apart converge, none lost; the
window open on one side shows what the other writes; and killing a side's Syncthing in the
middle of a delivery, or a Lectern writer in the middle of its writes, loses nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import urllib.error
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.pdf.reader import PdfReader
from tests.sync import trees
from tests.sync.lectern_sides import (
    COMMON_DOI,
    DATA,
    Editor,
    History,
    arxiv_slice,
    bibtex_of,
    import_real_papers,
    state,
)
from tests.sync.stconfig import FOLDER_ID
from tests.sync.syncthing import SYNC_TESTS, SyncthingPair

pytestmark = SYNC_TESTS

PROJECT = Path(__file__).resolve().parents[2]
DEADLINE_S = 150  # each pair is stopped by force after this
EDITS = 200


def running(root: Path) -> list[str]:
    """The command lines of every process started under `root` (pgrep -f)."""
    found = subprocess.run(["pgrep", "-af", str(root)], capture_output=True, text=True, check=False)
    return found.stdout.splitlines()


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[SyncthingPair]:
    devices = SyncthingPair(tmp_path / "st", deadline_s=DEADLINE_S)
    with devices:
        yield devices
    assert running(tmp_path / "st") == []


def known_to_syncthing(pair: SyncthingPair, side: str, name: str) -> bool:
    """Whether `side`'s Syncthing has ever indexed `name` (a file of the library folder)."""
    try:
        answer = pair.request(side, "GET", "/rest/db/file", folder=FOLDER_ID, file=name)
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return False
        raise
    return bool(answer.get("global") or answer.get("local"))


def library_on_a(pair: SyncthingPair) -> list[str]:
    """Side A: real papers, a few annotations; opened again and closed; delivered to B.
    The ids of its papers."""
    with Library.open(pair.folder("a")) as lib:
        import_real_papers(lib)
        ids = sorted(lib.ids())
        lib.notes.set_status(ids[:3], Status.TO_READ)
        lib.notes.set_rating([ids[1]], 4)
        lib.notes.add_tags([ids[2], ids[3]], ["thesis"])
        lib.notes.set_notes(ids[0], "Read first: the examples of every entry type.")
    with Library.open(pair.folder("a")):
        pass
    pair.wait_in_sync()
    return ids


def test_a_library_made_on_one_side_arrives_and_edits_made_apart_converge(
    pair: SyncthingPair, tmp_path: Path
) -> None:
    ids = library_on_a(pair)
    with Library.open(pair.folder("b")) as right, Library.open(pair.folder("a")) as left:
        assert not right.is_new and right.sync.device != left.sync.device
        assert len(ids) > 20
        assert state(right) == state(left)
        assert (
            right.notes.annotation(ids[0]).notes == "Read first: the examples of every entry type."
        )
        assert right.notes.annotation(ids[1]).rating == 4
        devices = {"a": left.sync.device, "b": right.sync.device}
        before = state(left)[1]
    for side in ("a", "b"):  # only sync/ travels: each copy's own files stay put
        assert known_to_syncthing(pair, side, f"sync/{devices['a']}/changes-000001.jsonl")
        for name in ("papers.json", "annotations.json", "device.json", "index"):
            assert not known_to_syncthing(pair, side, name), name

    pair.pause()
    deleted, kept = ids[8], ids[9]  # deleted on A; `kept` is edited on B afterwards
    pool = ids[:8]  # the papers both sides edit
    with Library.open(pair.folder("a")) as left, Library.open(pair.folder("b")) as right:
        gone_title = left.papers.paper(deleted).title
        left.papers.trash([deleted, kept])
        left.papers.delete_for_good([deleted, kept])
        editors = {"a": Editor("a", left, seed=1), "b": Editor("b", right, seed=2)}
        for n in range(EDITS):
            for side, editor in editors.items():
                editor.random_edit(pool, n)
                if n == EDITS // 2:
                    file = bibtex_of(side, tmp_path / f"from-{side}.bib")
                    (report,) = editor.lib.imports.import_files([file])
                    assert len(report.added_ids) == 4
        common = f"doi:{COMMON_DOI}"
        editors["a"].edit(common, "status", Status.READING)
        editors["b"].edit(common, "rating", 5)
        editors["b"].edit(kept, "notes", "Keep this one: it is cited in chapter 3.")
    edits = [e for editor in editors.values() for e in editor.edits]
    assert len(edits) == 2 * EDITS + 3

    pair.resume()
    pair.wait_in_sync()
    with Library.open(pair.folder("a")) as left, Library.open(pair.folder("b")) as right:
        assert state(left) == state(right)
        assert list(left.sync.changes()) == list(right.sync.changes())
        papers, notes = state(left)
        histories = [History(left), History(right)]

        # Every edit is in the history of both sides, made by the device it was made on.
        for history in histories:
            missing = [e for e in edits if not history.has(devices[e.side], e)]
            assert missing == []
        # The value kept is the latest edit's, field by field.
        history = histories[0]
        for pid in pool:
            ann = notes[pid]
            assert ann.status.value == history.final(pid, "status")
            assert ann.rating == history.final(pid, "rating")
            assert list(ann.tags) == list(history.final(pid, "tags") or ())
            # Notes typed apart: the later one is the note, the other side's last one a
            # conflict; no note typed is lost (every one is in the history above).
            last = {e.side: e.value for e in edits if e.paper == pid and e.field == "notes"}
            shown = {ann.notes, *(c.notes for c in ann.conflicts)}
            assert shown == (set(last.values()) or {before[pid].notes}), pid
            if last:
                latest = max(last.values(), key=lambda text: history.stamp_of_note(pid, text))
                assert ann.notes == latest
                assert len(ann.conflicts) == len(last) - 1

        # Each side's import arrived; the paper both imported is one paper, edited by both.
        imported = [p for p in papers.values() if p.title.startswith("Results only side")]
        assert len(imported) == 6
        assert [p.id for p in papers.values() if p.title == "A paper both computers imported"] == [
            common
        ]
        assert (notes[common].status, notes[common].rating) == (Status.READING, 5)
        assert len(papers) == len(ids) + 7 - 1

        for lib in (left, right):
            # Deleted for good on A and not touched on B: gone on both.
            assert deleted not in lib.ids() and deleted not in lib.papers.trash_ids()
            assert deleted not in {h.id for h in lib.searching.search(gone_title).hits}
            # Deleted on A, then noted on B: kept (in the Trash, where A had put it).
            assert kept in lib.papers.trash_ids()
            assert lib.notes.annotation(kept).notes == "Keep this one: it is cited in chapter 3."


def test_a_pdf_copied_into_the_library_and_where_it_was_left_arrive_on_the_other_side(
    pair: SyncthingPair, tmp_path: Path
) -> None:
    """A PDF imported on A is copied into its files/ folder, which Syncthing carries; B finds
    the paper's file there, byte for byte, and the page A's reader was left at, with its
    progress. What each copy works out from the PDF (its hashes, its text) stays put."""
    source = DATA / "pdfs" / "pdfjs-tracemonkey.pdf"
    if not source.is_file():
        pytest.skip(f"the real PDFs of {source.parent} are not on this computer")
    pdf = tmp_path / "tracemonkey.pdf"
    pdf.write_bytes(source.read_bytes())
    with Library.open(pair.folder("a")) as left:
        (report,) = left.imports.import_files([pdf])
        (paper_id,) = report.added_ids
        (stored,) = left.papers.paper(paper_id).files
        assert stored.startswith("files/")
        left.reading.record_place(paper_id, 9, 14)
        with PdfReader() as reader:  # its text read and indexed, as the window does
            left.fulltext.index([left.fulltext.read(paper_id, reader)])
        assert (pair.folder("a") / "fulltext").is_dir()
    pair.wait_in_sync()
    with Library.open(pair.folder("b")) as right:
        assert right.papers.paper(paper_id).files == (stored,)
        assert (pair.folder("b") / stored).read_bytes() == source.read_bytes()
        place = right.notes.annotation(paper_id)
        assert (place.page, place.pages, place.reached, place.progress) == (9, 14, 9, 64)
        assert paper_id in right.searching.search("progress:>50").ids
    assert known_to_syncthing(pair, "b", stored)
    for name in ("file-hashes.json", "fulltext"):
        assert not known_to_syncthing(pair, "a", name), name


def test_the_window_on_one_side_shows_what_the_other_side_writes(
    pair: SyncthingPair, qtbot: QtBot, tmp_path: Path
) -> None:
    from tests.sync.window import close_window, open_window, status_shown

    ids = library_on_a(pair)
    with Library.open(pair.folder("b")):
        pass  # B's first open: its own device folder, delivered to A
    pair.wait_in_sync()
    window, library = open_window(qtbot, pair.folder("a"), tmp_path / "settings")
    try:
        pid = ids[5]
        assert library.notes.annotation(pid).status is not Status.DROPPED
        dropped = int(window.sidebar.count_text("status:dropped") or 0)
        with Library.open(pair.folder("b")) as right:
            right.notes.set_status([pid], Status.DROPPED)
            right.notes.set_notes(ids[6], "Written on the desktop, read on the laptop.")

        def shown() -> bool:
            status = status_shown(window, pid)
            count = int(window.sidebar.count_text("status:dropped") or 0)
            return status == "Dropped" and count == dropped + 1

        qtbot.waitUntil(shown, timeout=60_000)
        qtbot.waitUntil(
            lambda: library.notes.annotation(ids[6]).notes.startswith("Written on the desktop"),
        )
        # The rows can show the change before the pull's own result reaches the window.
        qtbot.waitUntil(lambda: "updated from" in window.status.notice_text())
    finally:
        close_window(window, library)


def test_killing_the_receiving_syncthing_mid_delivery_loses_nothing(
    pair: SyncthingPair, tmp_path: Path
) -> None:
    listing = arxiv_slice(tmp_path / "arxiv-first-3000.jsonl", 3000)
    pair.set_options("b", maxRecvKbps=1000)  # b receives at 1 MB/s: the delivery takes seconds
    pair.pause()
    with Library.open(pair.folder("a")) as left:
        (report,) = left.imports.import_files([listing])
        left.notes.set_notes(report.added_ids[0], "The first paper of the listing.")
        expected = state(left)
    assert len(expected[0]) > 2900
    pair.resume()
    b = pair.folder("b")
    pair.wait_until(
        60, "b receiving A's changes", lambda: None if trees.temporary_files(b) else "no"
    )

    pair.kill("b")
    assert all(str(pair.homes["b"].path) not in line for line in running(tmp_path))
    pair.start("b")
    pair.set_options("b", maxRecvKbps=0)
    pair.wait_in_sync(timeout=90)
    assert trees.temporary_files(b) == []
    with Library.open(b) as right:
        assert state(right) == expected
        assert right.searching.search("listing").hits  # and the index was made from it


def test_killing_a_writer_while_syncthing_syncs_loses_no_acknowledged_write(
    pair: SyncthingPair,
) -> None:
    library_on_a(pair)
    with Library.open(pair.folder("b")):
        pass
    pair.wait_in_sync()
    a = pair.folder("a")
    device = json.loads((a / "device.json").read_text())["device"]
    delivered = pair.folder("b") / "sync" / device / "changes-000001.jsonl"
    start = delivered.stat().st_size
    writer = subprocess.Popen(
        [sys.executable, "-m", "tests.reliability.writer", str(a), "7"],
        cwd=PROJECT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "PYTHONPATH": str(PROJECT)},
    )
    assert writer.stdout is not None
    output = writer.stdout
    said: list[str] = []
    reader = threading.Thread(target=lambda: said.extend(line.rstrip("\n") for line in output))
    reader.start()
    try:
        # Until Syncthing has delivered some of the writer's changes to B while it writes.
        pair.wait_until(
            60,
            "the writer's changes arriving on b",
            lambda: None if delivered.stat().st_size > start and len(said) > 50 else "not yet",
        )
    finally:
        writer.kill()
        writer.wait(timeout=30)
        reader.join(timeout=30)
        output.close()
    acked = [json.loads(line[4:]) for line in said if line.startswith("ack ")]
    intents = [json.loads(line[7:]) for line in said if line.startswith("intent ")]
    assert len(acked) > 20
    in_flight = intents[-1] if len(intents) > len(acked) else None

    with Library.open(a):
        pass  # Lectern started again on A: what the kill cut off is cut off the change file
    pair.wait_in_sync(timeout=90)
    with Library.open(a) as left, Library.open(pair.folder("b")) as right:
        assert state(left) == state(right)
        last = {(w["id"], w["field"]): w["value"] for w in acked}
        for lib in (left, right):
            for (pid, field), value in last.items():
                ann = lib.notes.annotation(pid)
                shown = ann.status.value if field == "status" else getattr(ann, field)
                allowed = [value]
                if in_flight and (in_flight["id"], in_flight["field"]) == (pid, field):
                    allowed.append(in_flight["value"])
                assert shown in allowed, (pid, field)
            noted = {r["f"].get("notes") for r in lib.sync.changes() if r.get("k") == "a"}
            assert all(w["value"] in noted for w in acked if w["field"] == "notes")
