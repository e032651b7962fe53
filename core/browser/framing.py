"""The native-messaging frame: a 32-bit length in the machine's byte order, then UTF-8 JSON.

Both Chromium and Firefox frame every message so, both ways. The browser refuses an answer
over 1 MB, so an answer is kept under it here; a message coming in is refused unread past
`INCOMING_CAP` (the browser's own cap on what it sends, 64 MiB: a page capture and a PDF).
"""

from __future__ import annotations

import json
import struct
from typing import Any, BinaryIO

from lectern.core.errors import LecternError
from lectern.core.said import said

INCOMING_CAP = 64 * 1024 * 1024
ANSWER_CAP = 1024 * 1024
_LENGTH = struct.Struct("=I")


class FrameError(LecternError):
    """A message the host cannot read: the stream is no longer in step, so the host answers
    this once and stops."""


class TooBig(FrameError):
    """A message longer than the host reads."""


def read_frame(stream: BinaryIO) -> bytes | None:
    """The next message's bytes, or None when the browser closed the stream between two."""
    head = _read_exactly(stream, _LENGTH.size)
    if not head:
        return None
    if len(head) < _LENGTH.size:
        raise FrameError(said("The browser's message was cut off."))
    (length,) = _LENGTH.unpack(head)
    if length > INCOMING_CAP:
        raise TooBig(
            said(
                "The browser's message is {size} MB; Lectern reads at most {most} MB.",
                size=round(length / 2**20, 1),
                most=INCOMING_CAP // 2**20,
            )
        )
    body = _read_exactly(stream, length)
    if len(body) < length:
        raise FrameError(said("The browser's message was cut off."))
    return body


def frame(answer: dict[str, Any]) -> bytes:
    """An answer as the browser reads it; one that would be over the browser's cap is
    replaced by a short refusal (the browser would drop it and say nothing)."""
    body = json.dumps(answer, ensure_ascii=False).encode("utf-8")
    if len(body) > ANSWER_CAP:
        body = json.dumps(
            {
                "ok": False,
                "error": "answer-too-big",
                "message": said("Lectern's answer was too long for the browser."),
            }
        ).encode("utf-8")
    return _LENGTH.pack(len(body)) + body


def write_frame(stream: BinaryIO, answer: dict[str, Any]) -> None:
    stream.write(frame(answer))
    stream.flush()


def _read_exactly(stream: BinaryIO, size: int) -> bytes:
    parts: list[bytes] = []
    left = size
    while left:
        chunk = stream.read(min(left, 1 << 20))
        if not chunk:
            break
        parts.append(chunk)
        left -= len(chunk)
    return b"".join(parts)
