"""A save from the browser handed to the window open on the library.

Only the window writes to a library it has open (it holds the lock), and a save it makes is
one of its own changes: the list shows the paper, History has "Saved from the browser: …"
and Undo takes it back. The host reaches the window where later launches do
(core/window_address.py) with one line, `browser ` and the extension's message as JSON,
and reads back one line, the answer as JSON. No window there (or one too old to know the
request) is None: the host then writes to the library itself.
"""

from __future__ import annotations

import contextlib
import json
import socket
import sys
from pathlib import Path
from typing import Any

from lectern.core.window_address import server_path

REQUEST = b"browser"
_CONNECT_TIMEOUT = 1.0  # seconds: a window that does not accept by then is not there
_ANSWER_TIMEOUT = 300.0  # a save with a long PDF is read before the window answers


def window_is_open(folder: Path) -> bool:
    connection = _connect(folder)
    if connection is None:
        return False
    connection.close()
    return True


def request_line(data: bytes) -> bytes:
    """The line the window reads: the message as JSON on one line (a message may hold a
    line break between its parts; the JSON written again has none)."""
    message = json.loads(data.decode("utf-8"))
    return REQUEST + b" " + json.dumps(message, ensure_ascii=False).encode("utf-8") + b"\n"


def hand_over(folder: Path, data: bytes) -> dict[str, Any] | None:
    """The window's answer to the message, or None when no window took it."""
    connection = _connect(folder)
    if connection is None:
        return None
    try:
        connection.settimeout(_ANSWER_TIMEOUT)
        connection.sendall(request_line(data))
        reply = b""
        while not reply.endswith(b"\n"):
            chunk = connection.recv(1 << 16)
            if not chunk:
                break
            reply += chunk
    except OSError:
        return None
    finally:
        connection.close()
    try:
        answer = json.loads(reply.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None  # a window that only knows "activate"
    return answer if isinstance(answer, dict) and "ok" in answer else None


def _connect(folder: Path) -> socket.socket | None:
    if sys.platform == "win32":
        return None  # the window's named pipe: not reached from here yet
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.settimeout(_CONNECT_TIMEOUT)
    try:
        connection.connect(server_path(folder))
    except OSError:
        with contextlib.suppress(OSError):
            connection.close()
        return None
    return connection
