"""The browser's native host, started as the browser starts it (through the launcher `lectern
browser register` writes), hands a save to the open window having loaded none of the heavy
modules: not the command line's parser, the capture's rules, the library, Qt, citeproc or
lxml; and a save it writes itself loads the library but not what a save never uses (the
exporters, citeproc, the importers' parsers, the PDF rules). A save waits for the host's
start, so what it loads is what the user waits for."""

from __future__ import annotations

import json
import os
import socket
import struct
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.browser.extension import CHROMIUM_ORIGIN
from lectern.core.window_address import server_path
from tests.core.helpers_capture import WEB, page_capture

pytestmark = [
    pytest.mark.skipif(not WEB.exists(), reason=f"saved pages not found at {WEB}"),
    pytest.mark.skipif(sys.platform == "win32", reason="the launcher is a shell script"),
]

HEAVY = (
    "argparse",
    "lectern.core.cli",
    "lectern.core.capture",
    "lectern.core.library",
    "lectern.core.importers",
    "lectern.core.search",
    "PySide6",
    "citeproc",
    "lxml",
    "whoosh",
    "tinydb",
    "pypdfium2",
)
# What a save the host writes itself never needs (without a PDF, into a library that keeps
# no export): the window, the CLI, the export formats and citations, the importers' parsers
# and the rules that read a PDF.
NOT_FOR_A_SAVE = (
    "argparse",
    "lectern.core.cli",
    "PySide6",
    "citeproc",
    "lxml",
    "bibtexparser",
    "rispy",
    "lectern.core.exporters",
    "lectern.core.citing",
    "lectern.core.importers.bibtex",
    "lectern.core.importers.ris",
    "lectern.core.importers.csljson",
    "lectern.core.pdf.metadata",
    "pypdfium2",
)
WINDOW_ANSWER = {"ok": True, "message": "Saved to your reading list: (the window's answer)"}


@pytest.fixture
def launcher(tmp_path: Path) -> Path:
    hosts = tmp_path / "profile" / "NativeMessagingHosts"
    subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "browser", "register"]
        + ["--browser", "chromium", "--dir", str(hosts)],
        capture_output=True,
        check=True,
    )
    return Path(json.loads((hosts / "org.lectern.lectern.json").read_text("utf-8"))["path"])


@pytest.fixture
def window(tmp_path: Path) -> Iterator[list[bytes]]:
    """Where the window open on the library listens, answering each line as the window does
    (one JSON line back); the lines it was sent."""
    library = tmp_path / "library"
    library.mkdir()
    address = server_path(library)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(address)
    server.listen()
    received: list[bytes] = []

    def serve() -> None:
        while True:
            try:
                connection, _ = server.accept()
            except OSError:
                return
            with connection, connection.makefile("rb") as lines:
                line = lines.readline()
                if line:
                    received.append(line)
                    connection.sendall(json.dumps(WINDOW_ANSWER).encode() + b"\n")

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield received
    server.shutdown(socket.SHUT_RDWR)
    server.close()
    os.unlink(address)
    thread.join(timeout=10)


def _run_host(launcher: Path, library: Path, page: str) -> tuple[dict[str, object], set[str]]:
    """The host's answer to a save of `page`, and the modules it loaded."""
    message = {"type": "save", "page": page_capture(page), "choices": {}}
    body = json.dumps(message).encode("utf-8")
    env = os.environ | {"LECTERN_LIBRARY": str(library), "PYTHONPROFILEIMPORTTIME": "1"}
    done = subprocess.run(
        [str(launcher), CHROMIUM_ORIGIN],
        input=struct.pack("=I", len(body)) + body,
        capture_output=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode()
    (length,) = struct.unpack("=I", done.stdout[:4])
    loaded = {
        line.rsplit("|", 1)[1].strip()
        for line in done.stderr.decode().splitlines()
        if line.startswith("import time:") and not line.endswith("package")
    }
    assert "lectern.core.browser.host" in loaded
    return json.loads(done.stdout[4 : 4 + length]), loaded


def test_a_save_handed_to_the_window_loads_no_heavy_module(
    tmp_path: Path, launcher: Path, window: list[bytes]
) -> None:
    answer, loaded = _run_host(launcher, tmp_path / "library", "arxiv-abs-1902.02534.html")
    assert answer == WINDOW_ANSWER  # the popup's answer is the window's
    assert len(window) == 1 and window[0].startswith(b"browser {")
    assert sorted(name for name in loaded if _under(name, HEAVY)) == []


def test_a_save_the_host_writes_loads_only_what_a_save_needs(
    tmp_path: Path, launcher: Path
) -> None:
    library = tmp_path / "library"
    first, _ = _run_host(launcher, library, "arxiv-abs-1902.02534.html")
    assert first["ok"] and first["added"], first
    answer, loaded = _run_host(launcher, library, "peerj-4886.html")
    assert answer["ok"] and answer["added"], answer
    assert "lectern.core.library" in loaded
    assert sorted(name for name in loaded if _under(name, NOT_FOR_A_SAVE)) == []


def _under(name: str, roots: tuple[str, ...]) -> bool:
    return any(name == root or name.startswith(root + ".") for root in roots)
