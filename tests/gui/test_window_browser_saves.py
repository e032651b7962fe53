"""A save from the browser while the window is open on the library: the native host, run as
the browser runs it, hands the save to the window, which makes it as its own change
("Saved from the browser: …" with Undo, an ordinary History entry) and answers the host."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from lectern.core.browser.extension import CHROMIUM_ORIGIN
from lectern.core.models import Status
from lectern.gui.app import browser_saves_taker
from lectern.gui.single_instance import InstanceServer, server_name
from tests.core.helpers_capture import WEB, page_capture

pytestmark = [
    pytest.mark.skipif(not WEB.exists(), reason=f"saved pages not found at {WEB}"),
    pytest.mark.skipif(sys.platform == "win32", reason="the host's launcher is a shell script"),
]

ARXIV = "arxiv-abs-1902.02534.html"
TITLE = (
    "Crowdsourcing open citations with CROCI -- An analysis of the current status of open "
    "citations, and a proposal"
)


def _host(tmp_path: Path) -> Path:
    hosts = tmp_path / "NativeMessagingHosts"
    subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "browser", "register"]
        + ["--browser", "chromium", "--dir", str(hosts)],
        check=True,
        capture_output=True,
    )
    return Path(json.loads((hosts / "org.lectern.lectern.json").read_text("utf-8"))["path"])


def _ask(qtbot: Any, launcher: Path, library: Path, message: dict[str, Any]) -> dict[str, Any]:
    """Run the host as the browser does, the window's event loop turning meanwhile."""
    body = json.dumps(message).encode("utf-8")
    env = {**os.environ, "LECTERN_LIBRARY": str(library)}
    host = subprocess.Popen(
        [str(launcher), CHROMIUM_ORIGIN],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert host.stdin is not None and host.stdout is not None and host.stderr is not None
    host.stdin.write(struct.pack("=I", len(body)) + body)
    host.stdin.close()
    qtbot.waitUntil(lambda: host.poll() is not None, timeout=60_000)  # a loaded machine
    out, err = host.stdout.read(), host.stderr.read()
    host.stdout.close()
    host.stderr.close()
    assert b"Traceback" not in err, err
    answer: dict[str, Any] = json.loads(out[4:].decode("utf-8"))
    return answer


def test_a_save_from_the_browser_is_the_window_change_with_undo(qtbot, window, tmp_path):
    library = window.library
    server = InstanceServer(server_name(library.folder))
    assert server.listen()
    server.browser_request.connect(browser_saves_taker(window.service, window))  # as the app
    before = len(library)
    try:
        message = {"type": "save", "page": page_capture(ARXIV), "choices": {}, "pdf": None}
        answer = _ask(qtbot, _host(tmp_path), library.folder, message)
        assert answer["ok"] and answer["added"], answer
        assert answer["message"] == f"Saved to your reading list: {TITLE}"
        qtbot.waitUntil(
            lambda: window.status.notice_text() == f"Saved from the browser: {TITLE} — Undo"
        )
        assert len(library) == before + 1
        assert library.notes.annotation(answer["paper_id"]).status is Status.TO_READ
        window.status.notice_button.click()
        qtbot.waitUntil(lambda: answer["paper_id"] not in library)
        assert len(library) == before
    finally:
        server.close()
