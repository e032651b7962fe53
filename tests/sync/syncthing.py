"""Two real Syncthing instances sharing one folder over loopback, driven through their REST API.

`SyncthingPair` is what the sync tests stand on: two devices "a" and "b", each with its own
home and its own copy of the folder, that reach each other at 127.0.0.1 and nowhere else
(see stconfig). Both instances are stopped whatever happens: on leaving the `with` block, at
interpreter exit, and by a hard deadline after which every wait fails at once.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import signal
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

import pytest

from tests.sync import stconfig, trees
from tests.sync.stconfig import FOLDER_ID

SIDES = ("a", "b")
# No proxy: the API is on 127.0.0.1, and a proxy from the environment must never see it.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def _session_members(session: int) -> list[int]:
    """The other processes of `session` (Linux /proc), so none survives its leader."""
    members = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        pid = int(stat.parent.name)
        if pid != session and int(fields[3]) == session:
            members.append(pid)
    return members


# The marks of every test that runs Syncthing: slow, `sync` (run by `make test-sync`, left
# out of `make test`), and skipped with the reason when syncthing is not installed.
SYNC_TESTS = [
    pytest.mark.slow,
    pytest.mark.sync,
    pytest.mark.skipif(
        shutil.which("syncthing") is None,
        reason="syncthing is not on PATH (Debian/Ubuntu: apt install syncthing)",
    ),
]


class SyncthingPair:
    """Two Syncthing devices sharing FOLDER_ID; `folder(side)` is each one's copy."""

    def __init__(self, root: Path, *, deadline_s: float = 240.0) -> None:
        self.root = root
        self.deadline_s = deadline_s
        self.homes = {side: stconfig.generate(root / side / "home") for side in SIDES}
        for side in SIDES:
            stconfig.configure(self.homes[side], self.homes[self.peer(side)], self.folder(side))
        self._processes: dict[str, subprocess.Popen[bytes]] = {}
        self._deadline = float("inf")
        self._expired = threading.Event()
        self._timer: threading.Timer | None = None
        self._lock = threading.Lock()

    # -- where things are -------------------------------------------------------------------

    def folder(self, side: str) -> Path:
        return self.root / side / "library"

    def log(self, side: str) -> Path:
        return self.homes[side].path / "syncthing.log"

    @staticmethod
    def peer(side: str) -> str:
        return "b" if side == "a" else "a"

    def pids(self) -> list[int]:
        return [process.pid for process in self._processes.values() if process.poll() is None]

    # -- lifetime -----------------------------------------------------------------------------

    def __enter__(self) -> SyncthingPair:
        self._deadline = time.monotonic() + self.deadline_s
        self._timer = threading.Timer(self.deadline_s, self._expire)
        self._timer.daemon = True
        self._timer.start()
        atexit.register(self.close)
        try:
            for side in SIDES:
                self.start(side, wait=False)
            self.wait_connected()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Stop both instances (politely, then by force); safe to call any number of times."""
        if self._timer is not None:
            self._timer.cancel()
        for side in SIDES:
            self.stop(side)
        atexit.unregister(self.close)

    def _expire(self) -> None:
        self._expired.set()
        for side in SIDES:
            self.kill(side)

    def _check_deadline(self) -> None:
        if self._expired.is_set():
            raise TimeoutError(f"the Syncthing pair passed its {self.deadline_s:.0f} s deadline")

    def _remaining(self, timeout: float) -> float:
        """Seconds a wait of `timeout` may take, never past the hard deadline."""
        self._check_deadline()
        return min(timeout, self._deadline - time.monotonic())

    def start(self, side: str, *, wait: bool = True) -> None:
        """Start `side`'s Syncthing (again, after kill or stop) and wait until it answers."""
        self._check_deadline()
        home = self.homes[side]
        with self._lock:
            if side in self._processes and self._processes[side].poll() is None:
                raise RuntimeError(f"Syncthing {side} is already running")
            with self.log(side).open("ab") as log:
                self._processes[side] = subprocess.Popen(
                    ["syncthing", "serve", f"--home={home.path}", "--no-browser", "--no-restart"],
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    # STMONITORED: Syncthing runs as this one process, without the monitor
                    # parent that would otherwise restart it or outlive a kill of it.
                    env={
                        **os.environ,
                        "STNOUPGRADE": "1",
                        "STNODEFAULTFOLDER": "1",
                        "STMONITORED": "yes",
                    },
                    start_new_session=True,
                )
        if wait:
            self.wait_connected()

    def kill(self, side: str) -> None:
        """SIGKILL `side`'s Syncthing, as a crash or a pulled plug would."""
        self._signal(side, signal.SIGKILL)

    def stop(self, side: str, *, grace_s: float = 15.0) -> None:
        """Ask `side`'s Syncthing to quit (SIGTERM) and kill it if it has not within `grace_s`."""
        process = self._processes.get(side)
        if process is None or process.poll() is not None:
            return
        self._signal(side, signal.SIGTERM)
        try:
            process.wait(timeout=grace_s)
        except subprocess.TimeoutExpired:
            self.kill(side)

    def _signal(self, side: str, signum: signal.Signals) -> None:
        with self._lock:
            process = self._processes.get(side)
            if process is None or process.poll() is not None:
                return
            # The process leads its own session: anything it started is in that session too.
            for pid in [process.pid, *_session_members(process.pid)]:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signum)
            if signum == signal.SIGKILL:
                process.wait(timeout=30)

    # -- the REST API -------------------------------------------------------------------------

    def request(self, side: str, method: str, path: str, body: Any = None, **query: str) -> Any:
        """Call `side`'s REST API; the decoded JSON answer (None when there is none)."""
        self._check_deadline()
        home = self.homes[side]
        url = home.api + path + ("?" + urllib.parse.urlencode(query) if query else "")
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(url, data=data, method=method)
        request.add_header("X-API-Key", home.api_key)
        if data is not None:
            request.add_header("Content-Type", "application/json")
        with _OPENER.open(request, timeout=30) as answer:
            text = answer.read()
        return json.loads(text) if text.strip() else None

    def connections(self, side: str) -> dict[str, Any]:
        """`side`'s view of its peer: GET /rest/system/connections for the peer's device id."""
        answer = self.request(side, "GET", "/rest/system/connections")
        return dict(answer["connections"].get(self.homes[self.peer(side)].device_id, {}))

    def wait_until(self, timeout: float, what: str, check: Callable[[], str | None]) -> None:
        """Call `check()` (a reason it is not done yet, or None) until done or out of time."""
        end = time.monotonic() + self._remaining(timeout)
        reason = "never checked"
        while time.monotonic() < end:
            try:
                outcome = check()
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError) as error:
                outcome = f"API not answering: {error}"
            if outcome is None:
                return
            reason = outcome
            time.sleep(0.5)
            self._remaining(timeout)
        raise TimeoutError(f"{what} not within {timeout:.0f} s: {reason}")

    def wait_connected(self, timeout: float = 60.0) -> None:
        """Until both instances answer and each is connected to the other."""

        def check() -> str | None:
            for side in SIDES:
                process = self._processes.get(side)
                if process is None or process.poll() is not None:
                    return f"Syncthing {side} is not running (see {self.log(side)})"
                if not self.connections(side).get("connected"):
                    return f"{side} is not connected to its peer"
            return None

        self.wait_until(timeout, "both Syncthing instances connected", check)

    def _patch_folder(self, paused: bool) -> None:
        for side in SIDES:
            self.request(side, "PATCH", f"/rest/config/folders/{FOLDER_ID}", {"paused": paused})

    def pause(self, timeout: float = 30.0) -> None:
        """Pause the shared folder on both devices: nothing is scanned, sent or received."""
        self._patch_folder(True)

        def check() -> str | None:
            # Syncthing 1.19 reports a paused folder's state as "" (later versions: "paused").
            states = {side: self.folder_status(side).get("state") for side in SIDES}
            busy = {side: state for side, state in states.items() if state not in ("", "paused")}
            return f"still running: {busy}" if busy else None

        self.wait_until(timeout, "the folder paused on both devices", check)

    def resume(self) -> None:
        self._patch_folder(False)

    def scan(self, *sides: str) -> None:
        """Rescan the folder now on `sides` (both unless told) rather than at the watcher's
        next turn. A device busy receiving answers only once it is done."""
        for side in sides or SIDES:
            self.request(side, "POST", "/rest/db/scan", folder=FOLDER_ID)

    def set_options(self, side: str, **options: Any) -> None:
        """Change `side`'s global options (PATCH /rest/config/options), kept across restarts."""
        self.request(side, "PATCH", "/rest/config/options", options)

    def folder_status(self, side: str) -> dict[str, Any]:
        return dict(self.request(side, "GET", "/rest/db/status", folder=FOLDER_ID))

    def wait_in_sync(self, timeout: float = 90.0) -> dict[str, str]:
        """Until both devices are idle, neither needs anything from the other, and their
        folders hold the same files with the same contents (what `.stignore` ignores aside);
        that tree (relative path -> sha256). Holds twice in a row, half a second apart."""
        # A device receiving a long transfer may not answer; the polling below waits for it.
        with contextlib.suppress(urllib.error.URLError, TimeoutError):
            self.scan()
        settled: list[dict[str, str]] = []

        def check() -> str | None:
            for side in SIDES:
                status = self.folder_status(side)
                if status.get("state") != "idle" or status.get("needTotalItems", 1) != 0:
                    settled.clear()
                    return f"{side} is {status.get('state')}, needs {status.get('needTotalItems')}"
                completion = self.request(
                    side,
                    "GET",
                    "/rest/db/completion",
                    folder=FOLDER_ID,
                    device=self.homes[self.peer(side)].device_id,
                )
                if completion.get("completion") != 100 or completion.get("needBytes") != 0:
                    settled.clear()
                    return f"{side} sees its peer at {completion}"
            tree_a, tree_b = (trees.synced_tree(self.folder(side)) for side in SIDES)
            if tree_a != tree_b:
                settled.clear()
                differ = sorted(set(tree_a.items()) ^ set(tree_b.items()))
                return f"the folders differ at {[path for path, _ in differ][:10]}"
            if settled and settled[-1] == tree_a:
                return None
            settled.append(tree_a)
            return "in sync once; checking again"

        self.wait_until(timeout, "both devices in sync", check)
        return settled[-1]
