"""The words of the conversation with the extension: what a message asks, why one is refused.

Kept apart from messages.py (which reads a request whole, through the capture's rules) so the
host can tell what a message asks, and where a save goes, before it loads anything else: a
save handed to the open window loads neither the capture's rules nor the library.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from lectern.core.errors import LecternError
from lectern.core.said import said


class Kind(StrEnum):
    """What a message asks."""

    HELLO = "hello"
    INSPECT = "inspect"
    SAVE = "save"


class ErrorCode(StrEnum):
    """Why a request was refused, for the extension to tell cases apart (its words come
    from the host's `message`)."""

    UNKNOWN_CALLER = "unknown-caller"  # not Lectern's extension
    TOO_BIG = "too-big"
    MALFORMED = "malformed"  # not UTF-8, not JSON, not a request of the right shape
    NO_PAPER = "no-paper"
    NOT_A_PDF = "not-a-pdf"
    LOCKED = "library-locked"  # another program writes the library
    REFUSED = "refused"  # the library refused the save (a PDF it cannot read, a full disk)
    FAILED = "failed"  # something Lectern did not expect; its log says what


class Refused(LecternError):
    """A request refused, with the code the extension sees."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


def refusal(code: ErrorCode, message: str) -> dict[str, Any]:
    return {"ok": False, "error": code.value, "message": message}


def message_in(data: bytes) -> Mapping[str, Any]:
    """The JSON object a message's bytes hold; Refused, in plain words, for anything else."""
    try:
        message = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise _malformed(said("The browser's message is not UTF-8 text.")) from None
    except ValueError:
        raise _malformed(said("The browser's message is not JSON.")) from None
    if not isinstance(message, Mapping):
        raise _malformed(said("The browser's message is not a JSON object."))
    return message


def kind_of(message: Mapping[str, Any]) -> Kind:
    try:
        return Kind(str(message.get("type")))
    except ValueError:
        raise Refused(
            ErrorCode.MALFORMED,
            said("Lectern does not know the request {kind}.", kind=str(message.get("type"))),
        ) from None


def _malformed(message: str) -> Refused:
    return Refused(ErrorCode.MALFORMED, message)
