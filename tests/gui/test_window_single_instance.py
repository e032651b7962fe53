"""A second launch on the same library brings the open window forward and exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import shiboken6
from PySide6.QtNetwork import QLocalSocket

from lectern.core.browser.handover import request_line
from lectern.gui.single_instance import BrowserRequest, InstanceServer, server_name

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_launch_hands_over_to_the_running_window(qtbot, window, tmp_path):
    folder = window.library.folder
    server = InstanceServer(server_name(folder))
    assert server.listen()
    server.activation_requested.connect(window.bring_forward)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    errors = tmp_path / "second-launch.err"
    with errors.open("wb") as stderr, qtbot.waitSignal(server.activation_requested):
        second = subprocess.Popen(
            [sys.executable, "-m", "lectern.gui.launcher", "--library", str(folder)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    qtbot.waitUntil(lambda: second.poll() is not None)
    assert second.returncode == 0, errors.read_text()
    assert window.isVisible()
    server.close()


def test_different_libraries_get_different_instances(tmp_path):
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert server_name(tmp_path / "a") == server_name(tmp_path / "x" / ".." / "a")


def test_a_host_waiting_for_the_window_hears_at_once_that_it_went(qtbot, tmp_path):
    """The browser's native host waits minutes for the window's answer: a window that goes
    meanwhile (its server let go of, as the app does at quit) closes the host's connection,
    so the host writes the save itself instead of waiting; and the server goes whole, its
    socket with it, where its socket deleted later once deleted it twice and crashed."""
    server = InstanceServer(server_name(tmp_path / "library"))
    assert server.listen()
    handed: list[BrowserRequest] = []
    server.browser_request.connect(handed.append)
    host = QLocalSocket()
    host.connectToServer(server.name)
    assert host.waitForConnected(5000)
    host.write(request_line(b'{"type": "save"}'))
    host.flush()
    qtbot.waitUntil(lambda: bool(handed))
    handed.clear()  # the window quits before it answers
    listening = server._server  # to see it go with its owner
    del server
    qtbot.waitUntil(lambda: host.state() == QLocalSocket.LocalSocketState.UnconnectedState)
    assert not shiboken6.isValid(listening)
