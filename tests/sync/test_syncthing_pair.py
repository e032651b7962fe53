"""Two real Syncthing instances on loopback: what the sync harness promises before Lectern's
multi-device sync is tested on it. Files written on one device arrive byte for byte on the
other, a file edited on both while apart keeps both edits (one as Syncthing's conflict copy),
and a device killed in the middle of a transfer catches up when it starts again."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.sync import trees
from tests.sync.syncthing import SYNC_TESTS, SyncthingPair

pytestmark = SYNC_TESTS

# What Lectern's library folder keeps to one device (the `.stignore` Lectern will write).
LECTERN_STIGNORE = """\
// Lectern: files that stay on this device
papers.json
annotations.json
index
backups
library.lock
first-rows.json
paper-lines.json
device.json
*.tmp
"""
# Each pair is stopped by force after 120 s, so the two pairs of this file stay within 240 s.
CONFLICT_NAME = re.compile(r"^notes\.sync-conflict-\d{8}-\d{6}-([A-Z0-9]{7})\.txt$")


def running(home: Path) -> list[str]:
    """The command lines of every process started on `home` (pgrep -f), none once stopped."""
    found = subprocess.run(["pgrep", "-af", str(home)], capture_output=True, text=True, check=False)
    return found.stdout.splitlines()


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SyncthingPair]:
    root = tmp_path_factory.mktemp("pair")
    devices = SyncthingPair(root, deadline_s=120)
    for side in ("a", "b"):
        (devices.folder(side) / ".stignore").write_text(LECTERN_STIGNORE, encoding="utf-8")
    with devices:
        yield devices
    assert running(root) == []


def test_the_devices_reach_each_other_over_loopback_only(pair: SyncthingPair) -> None:
    for side in ("a", "b"):
        peer = pair.connections(side)
        assert peer["connected"] is True
        assert peer["address"].startswith("127.0.0.1:")
        config = pair.request(side, "GET", "/rest/system/config")
        options = config["options"]
        assert options["globalAnnounceEnabled"] is False
        assert options["localAnnounceEnabled"] is False
        assert options["relaysEnabled"] is False
        assert options["natEnabled"] is False
        assert options["urAccepted"] == -1
        assert options["listenAddresses"] == [pair.homes[side].listen_address]
        assert {address for device in config["devices"] for address in device["addresses"]} == {
            pair.homes["a"].listen_address,
            pair.homes["b"].listen_address,
        }
        assert not pair.request(side, "GET", "/rest/system/discovery")


def test_files_written_on_one_device_arrive_byte_identical_on_the_other(
    pair: SyncthingPair,
) -> None:
    a, b = pair.folder("a"), pair.folder("b")
    changes = a / "sync" / pair.homes["a"].device_id / "changes-000001.jsonl"
    changes.parent.mkdir(parents=True)
    changes.write_bytes(b'{"op": "add", "id": "2401.00001"}\n' * 500)
    (a / "cover.bin").write_bytes(os.urandom(300_000))
    # Files the library's .stignore keeps on each device: they must neither travel nor make
    # the two folders count as different.
    (a / "papers.json").write_text('{"from": "a"}', encoding="utf-8")
    (b / "papers.json").write_text('{"from": "b"}', encoding="utf-8")
    (a / "index").mkdir()
    (a / "index" / "segment.seg").write_bytes(b"a's index")
    (a / "write.tmp").write_bytes(b"half written")

    tree = pair.wait_in_sync()

    relative = changes.relative_to(a).as_posix()
    assert set(tree) == {relative, "cover.bin"}
    for name in (relative, "cover.bin"):
        assert (b / name).read_bytes() == (a / name).read_bytes()
    assert (b / "papers.json").read_text(encoding="utf-8") == '{"from": "b"}'
    assert not (b / "index").exists() and not (b / "write.tmp").exists()


def test_a_file_edited_on_both_devices_apart_keeps_both_edits(pair: SyncthingPair) -> None:
    a, b = pair.folder("a"), pair.folder("b")
    (a / "notes.txt").write_text("first draft\n", encoding="utf-8")
    pair.wait_in_sync()

    pair.pause()
    (a / "only-a.txt").write_text("written on a\n", encoding="utf-8")
    (b / "only-b.txt").write_text("written on b\n", encoding="utf-8")
    (a / "notes.txt").write_text("first draft\nedited on a\n", encoding="utf-8")
    (b / "notes.txt").write_text("first draft\nedited on b, at more length\n", encoding="utf-8")
    pair.resume()
    tree = pair.wait_in_sync()

    assert {"only-a.txt", "only-b.txt", "notes.txt"} <= set(tree)
    conflicts = [name for name in tree if name.startswith("notes.sync-conflict-")]
    assert len(conflicts) == 1, sorted(tree)
    match = CONFLICT_NAME.match(conflicts[0])
    assert match is not None, conflicts[0]
    short_ids = {pair.homes[side].device_id[:7] for side in ("a", "b")}
    assert match.group(1) in short_ids
    for folder in (a, b):
        assert (folder / conflicts[0]).exists()
        kept = {(folder / name).read_text(encoding="utf-8") for name in ("notes.txt", conflicts[0])}
        assert kept == {
            "first draft\nedited on a\n",
            "first draft\nedited on b, at more length\n",
        }


def test_a_device_killed_during_a_transfer_catches_up_when_started_again(
    tmp_path: Path,
) -> None:
    with SyncthingPair(tmp_path, deadline_s=120) as devices:
        a, b = devices.folder("a"), devices.folder("b")
        # b receives at 2 MB/s, so the 24 MB file is still on its way when b is killed.
        devices.set_options("b", maxRecvKbps=2000)
        big = os.urandom(24 * 1024 * 1024)
        # Written beside the folder and moved in whole, as Lectern writes its files: a file
        # Syncthing sees still growing fails b's pull, and b then waits a minute to retry.
        staged = tmp_path / "big.bin"
        staged.write_bytes(big)
        staged.replace(a / "big.bin")
        devices.scan("a")
        devices.wait_until(
            60, "b receiving big.bin", lambda: None if trees.temporary_files(b) else "no"
        )
        assert not (b / "big.bin").exists()

        devices.kill("b")
        assert devices.pids() and all(
            str(devices.homes["b"].path) not in line for line in running(tmp_path)
        )
        devices.start("b")
        devices.set_options("b", maxRecvKbps=0)
        tree = devices.wait_in_sync(timeout=120)

        assert tree["big.bin"] == hashlib.sha256(big).hexdigest()
        assert (b / "big.bin").read_bytes() == big
        assert trees.temporary_files(b) == []
    assert running(tmp_path) == []
