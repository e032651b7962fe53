"""One window per library: a second launch hands over to the first and exits.

The server name is derived from the library folder, so two different libraries can be
open at once while the same one cannot (its lock would refuse the second writer anyway;
this turns that refusal into "bring the open window forward"). A second launch with files
(`lectern paper.bib` from the file manager) hands them over too, and the open window imports
them: only that window ever writes to the library. A `lectern://open/ID?page=N` address is
handed over as `open` and the paper and page, and the open window's reader shows them.
So does a save from the browser: the
native host (lectern.core.browser.handover) sends `browser` and the extension's message as
one JSON line, and the window answers with one JSON line once it has saved.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from lectern.core.browser.framing import INCOMING_CAP
from lectern.core.browser.handover import REQUEST as BROWSER_REQUEST
from lectern.core.window_address import server_name

log = logging.getLogger(__name__)

# A request is one line: `activate`, or `activate ` and a JSON list of absolute paths.
_ACTIVATE = b"activate"
_OPEN = b"open"  # `open ` and a JSON [paper id, page from 1]: the reader at that page
_REPLY = b"ok\n"
_TIMEOUT_MS = 1000
# A file manager passing thousands of files stays far below; a save from the browser with
# its PDF is at most the native host's cap, and a little more as one line of JSON.
_MAX_REQUEST = 2 * INCOMING_CAP

__all__ = ["BrowserRequest", "InstanceServer", "notify_running", "server_name"]


class BrowserRequest:
    """A message from the browser extension the native host handed over, and the way back:
    `answer` writes the window's answer to the host, once."""

    def __init__(self, message: bytes, socket: QLocalSocket) -> None:
        self.message = message  # the extension's message, UTF-8 JSON
        self._socket: QLocalSocket | None = socket

    def answer(self, answer: dict[str, Any]) -> None:
        socket, self._socket = self._socket, None
        line = json.dumps(answer, ensure_ascii=False).encode("utf-8") + b"\n"
        try:
            if socket is None or socket.state() != QLocalSocket.LocalSocketState.ConnectedState:
                return  # the host gave up waiting: it tells the browser itself
            socket.write(line)
            socket.flush()
        except RuntimeError:  # the socket is gone already (the host went away)
            log.info("the browser's native host left before the window answered")


def request(files: Sequence[str] = ()) -> bytes:
    """The line a later launch sends; paths are made absolute, the first window's working
    folder being another."""
    if not files:
        return _ACTIVATE + b"\n"
    paths = [str(Path(f).expanduser().absolute()) for f in files]
    return _ACTIVATE + b" " + json.dumps(paths).encode("utf-8") + b"\n"


def open_request(paper_id: str, page: int) -> bytes:
    """The line a later launch with a `lectern://open/…` address sends."""
    return _OPEN + b" " + json.dumps([paper_id, page]).encode("utf-8") + b"\n"


def parse_open(line: bytes) -> tuple[str, int] | None:
    """The paper and page an `open` request asks for, or None when it is not one."""
    line = line.strip()
    if not line.startswith(_OPEN + b" "):
        return None
    try:
        asked = json.loads(line[len(_OPEN) + 1 :].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if (
        not isinstance(asked, list)
        or len(asked) != 2
        or not isinstance(asked[0], str)
        or not asked[0]
        or not isinstance(asked[1], int)
        or isinstance(asked[1], bool)
        or asked[1] < 1
    ):
        return None
    return asked[0], asked[1]


def parse_request(line: bytes) -> list[str] | None:
    """The files a request hands over ([] for a plain activation), or None for noise."""
    line = line.strip()
    if line == _ACTIVATE:
        return []
    if not line.startswith(_ACTIVATE + b" "):
        return None
    try:
        paths = json.loads(line[len(_ACTIVATE) + 1 :].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(paths, list) or not all(isinstance(p, str) and p for p in paths):
        return None
    return paths


def notify_running(
    name: str, files: Sequence[str] = (), opening: tuple[str, int] | None = None
) -> bool:
    """True when another Lectern already serves `name` and was asked to come forward (and
    to import `files`, or to show the paper and page of `opening` in its reader: an
    address is what such a launch is for, so it goes rather than the files)."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(_TIMEOUT_MS):
        return False
    socket.write(open_request(*opening) if opening is not None else request(files))
    socket.flush()
    socket.waitForBytesWritten(_TIMEOUT_MS)
    socket.waitForReadyRead(_TIMEOUT_MS)  # the first instance answers once it has acted
    socket.disconnectFromServer()
    return True


class InstanceServer(QObject):
    """Listens for later launches on the same library: `activation_requested` on each,
    `files_received(list[str])` when one brought files to import, `address_received(id,
    page)` when one brought a `lectern://open/…` address; and for the browser's
    native host: `browser_request(BrowserRequest)`, answered when the window has saved."""

    activation_requested = Signal()
    files_received = Signal(list)
    address_received = Signal(str, int)  # paper id, page from 1
    browser_request = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_connection)
        self._pending: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        if self._server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)  # a stale socket left by a crash
        if self._server.listen(self.name):
            return True
        log.warning("single-instance server %s: %s", self.name, self._server.errorString())
        return False

    def close(self) -> None:
        self._server.close()

    def _on_connection(self) -> None:
        # Each socket's signals go to this server's own slots, which ask which socket sent
        # them: a closure holding the socket and this server would be the only reference
        # keeping the server alive once its owner let go, so the socket's deletion would
        # delete the server, and the server the socket again, in the middle of its deletion.
        while (socket := self._server.nextPendingConnection()) is not None:
            self._pending[socket] = b""
            socket.readyRead.connect(self._on_ready_read)
            socket.disconnected.connect(self._on_disconnected)
            if socket.bytesAvailable():
                self._on_ready(socket)

    @Slot()
    def _on_ready_read(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._on_ready(socket)

    @Slot()
    def _on_disconnected(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._pending.pop(socket, None)
            socket.deleteLater()

    def _on_ready(self, socket: QLocalSocket) -> None:
        if socket not in self._pending:
            return
        data = self._pending[socket] + bytes(socket.readAll().data())
        line, newline, _rest = data.partition(b"\n")
        if not newline:  # the request arrives in pieces: wait for its end
            if len(data) > _MAX_REQUEST:
                log.warning("single-instance request too long; ignored")
                self._pending.pop(socket, None)
                socket.abort()
            else:
                self._pending[socket] = data
            return
        del self._pending[socket]
        if line.startswith(BROWSER_REQUEST + b" "):
            self.browser_request.emit(BrowserRequest(line[len(BROWSER_REQUEST) + 1 :], socket))
            return
        opening = parse_open(line)
        if opening is not None:
            self.activation_requested.emit()
            self.address_received.emit(*opening)
            socket.write(_REPLY)
            socket.flush()
            return
        files = parse_request(line)
        if files is None:
            log.warning("single-instance server got an unknown request; ignored")
            socket.abort()
            return
        self.activation_requested.emit()
        if files:
            self.files_received.emit(files)
        socket.write(_REPLY)
        socket.flush()
