"""One window per library: a second launch hands over to the first and exits.

The server name is derived from the library folder, so two different libraries can be
open at once while the same one cannot (its lock would refuse the second writer anyway;
this turns that refusal into "bring the open window forward").
"""

from __future__ import annotations

import getpass
import hashlib
import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

_MESSAGE = b"activate\n"
_TIMEOUT_MS = 1000


def server_name(library_folder: str | Path) -> str:
    try:
        user = getpass.getuser()
    except (KeyError, OSError):
        user = "user"
    folder = str(Path(library_folder).expanduser().resolve())
    digest = hashlib.sha1(f"{user}\0{folder}".encode()).hexdigest()[:16]
    return f"lectern-{digest}"


def notify_running(name: str) -> bool:
    """True when another Lectern already serves `name` and was asked to come forward."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(_TIMEOUT_MS):
        return False
    socket.write(_MESSAGE)
    socket.flush()
    socket.waitForBytesWritten(_TIMEOUT_MS)
    socket.waitForReadyRead(_TIMEOUT_MS)  # the first instance answers once it has acted
    socket.disconnectFromServer()
    return True


class InstanceServer(QObject):
    """Listens for later launches on the same library; `activation_requested` on each."""

    activation_requested = Signal()

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_connection)

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
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._on_ready(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._on_ready(socket)

    def _on_ready(self, socket: QLocalSocket) -> None:
        data = bytes(socket.readAll().data())
        if _MESSAGE.strip() in data:
            self.activation_requested.emit()
            socket.write(b"ok\n")
            socket.flush()
