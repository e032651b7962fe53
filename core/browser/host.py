"""`lectern browser host`: the program the browser starts for Lectern's extension.

It reads the extension's messages on stdin and answers each on stdout (framing.py) until
the browser closes the stream. A caller that is not Lectern's extension is answered with a
refusal and nothing else; a message that cannot be read (too long, cut off) is answered and
ends the conversation, the stream being out of step after it. Nothing a request meets ends
as a traceback: every error becomes an answer in plain words, and the log says one line.

A save goes to the window open on the library when there is one (handover.py), so the
window's History and Undo have it and no second writer meets its lock; else the host opens
the library itself under the library lock, as a writing command of the CLI does. `inspect`
only reads, without the lock, so it answers while the window is open too. The library's
modules are imported only where the host opens one: a save handed to the window starts
faster without them, and so is hello. The host is started by the launcher straight into
`main` (gui/launcher.py), without the command line's parser: a save waits for the host's
start, so what it loads before it answers is kept to what the answer needs.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

import lectern.core
from lectern.core.browser import handover
from lectern.core.browser.extension import caller_is_lectern
from lectern.core.browser.framing import FrameError, TooBig, read_frame, write_frame
from lectern.core.browser.protocol import ErrorCode, Kind, kind_of, message_in, refusal
from lectern.core.library_folder import default_library
from lectern.core.said import message_of, said

if TYPE_CHECKING:
    from lectern.core.browser.messages import Request
    from lectern.core.capture.reading import CapturedRecord

log = logging.getLogger(__name__)

PROGRAM = "Lectern's browser extension"  # the lock's holder, as another writer is told


def serve(args: Sequence[str], folder: Path, stdin: BinaryIO, stdout: BinaryIO) -> int:
    """Answer the browser's messages until it closes the stream; the exit status."""
    allowed = caller_is_lectern(args)
    while True:
        try:
            data = read_frame(stdin)
        except FrameError as exc:
            code = ErrorCode.TOO_BIG if isinstance(exc, TooBig) else ErrorCode.MALFORMED
            write_frame(stdout, refusal(code, message_of(exc)))
            return 1
        if data is None:
            return 0
        if not allowed:
            log.warning("refused a caller that is not Lectern's extension: %s", " ".join(args))
            write_frame(
                stdout,
                refusal(
                    ErrorCode.UNKNOWN_CALLER,
                    said("Lectern answers only its own browser extension; nothing was read."),
                ),
            )
            return 1
        write_frame(stdout, answer(data, folder))


def main(caller: Sequence[str]) -> int:
    """`lectern browser host`, as the browser starts it: the library the app would open."""
    logging.basicConfig(
        level=logging.WARNING, format="lectern: %(levelname)s: %(message)s", stream=sys.stderr
    )
    return serve(caller, default_library(), sys.stdin.buffer, sys.stdout.buffer)


def answer(data: bytes, folder: Path) -> dict[str, Any]:
    """The answer to one message, every error in it made a refusal in plain words.

    A save goes to the open window before the host reads the page: the window reads and
    checks it whole (and refuses it in the same words), so the host loads the capture's
    rules and the library only for what it answers itself."""
    try:
        kind = kind_of(message_in(data))
        if kind is Kind.HELLO:
            return hello(folder)
        if kind is Kind.SAVE and (handed := handover.hand_over(folder, data)) is not None:
            return handed
        from lectern.core.browser.messages import read_request, record_of

        request = read_request(data)
        record = record_of(request)  # a page with no paper is refused before any opening
        if request.kind is Kind.INSPECT:
            return _inspect(folder, record)
        return _save(folder, request)
    except Exception as exc:  # noqa: BLE001 (every error becomes an answer, never a traceback)
        log.warning("browser request refused: %s", exc)
        from lectern.core.browser.messages import refusal_of

        return refusal_of(exc)


def _inspect(folder: Path, record: CapturedRecord) -> dict[str, Any]:
    from lectern.core.browser.messages import inspect_answer
    from lectern.core.library import Library  # only where the host opens a library

    if not folder.is_dir():  # no library yet: it has no paper
        return inspect_answer(None, record)
    with Library.open_for_reading(folder, program=PROGRAM) as library:
        return inspect_answer(library, record)


def _save(folder: Path, request: Request) -> dict[str, Any]:
    """The save made here, under the library lock, as a writing command makes it."""
    from lectern.core.browser.messages import save_answer
    from lectern.core.library import Library

    with Library.open(folder, program=PROGRAM) as library:
        saved = save_answer(library, request)
        for result in library.kept.bring_up_to_date():
            if result.error:
                log.warning("%s", result.describe())
        return saved


def hello(folder: Path) -> dict[str, Any]:
    return {
        "ok": True,
        "version": lectern.core.__version__,
        "library": folder.name,
        "folder": str(folder),
        "window": handover.window_is_open(folder),
    }
