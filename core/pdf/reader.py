"""Reading PDFs safely: in a worker process, each file with a deadline.

:class:`PdfReader` is what the rest of Lectern calls (the import now; full-text search and
the reader later)::

    with PdfReader() as reader:
        for path in paths:
            reading = reader.read(path)  # a PdfReading, whatever the file holds

One worker process (lectern.core.pdf.worker) serves every file in turn. If it does not
answer by the deadline it is killed, the file is reported as TIMED_OUT, and the next file
starts a new worker; if it dies (PDFium crashed, it ran out of its memory), the file is
CRASHED, once a new worker has died on it too. So a bad file fails alone and never takes
the app or the rest of a batch with it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import queue
import subprocess
import sys
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from lectern.core.errors import MarksPdfError
from lectern.core.pdf.outcome import Outcome, PdfReading
from lectern.core.pdf.worker import WORKER_FLAG, Request
from lectern.core.said import said, said_again

if TYPE_CHECKING:  # pypdfium2 loads in the worker, not here
    from lectern.core.marks.model import Mark
    from lectern.core.marks.pdf_annotations import PdfMarks

log = logging.getLogger(__name__)

# Seconds a file may take. A 300-page paper's text takes a second or two; the bound is for a
# file that makes PDFium loop, and is generous because an import may run on a busy machine.
DEADLINE = 60.0


def worker_command() -> list[str]:
    """How to start the worker: the frozen app runs itself with WORKER_FLAG (it has no
    interpreter to name), a source or wheel install runs the module."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_FLAG]
    return [sys.executable, "-m", "lectern.core.pdf.worker"]


class _Worker:
    """One running worker process and the thread that collects its answer lines."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            worker_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),  # no console on Windows
        )
        self.answers: queue.Queue[bytes | None] = queue.Queue()
        stdout = self.process.stdout
        assert stdout is not None
        threading.Thread(target=self._collect, args=(stdout,), daemon=True).start()

    def _collect(self, stdout: IO[bytes]) -> None:
        for line in stdout:
            self.answers.put(line)
        self.answers.put(None)  # the process ended

    def send(self, request: Mapping[str, object]) -> bool:
        stdin = self.process.stdin
        assert stdin is not None
        try:
            stdin.write(json.dumps(request).encode("utf-8") + b"\n")
            stdin.flush()
        except OSError:  # it died between two files
            return False
        return True

    def stop(self, *, kill: bool) -> None:
        if kill:
            self.process.kill()
        elif self.process.stdin is not None:
            _close(self.process.stdin)  # its loop ends at the end of its input
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if self.process.stdin is not None and not self.process.stdin.closed:
            _close(self.process.stdin)
        if self.process.stdout is not None:
            self.process.stdout.close()


class PdfReader:
    """Reads PDFs in a worker process, each within `deadline` seconds; see the module."""

    def __init__(self, *, deadline: float = DEADLINE) -> None:
        self.deadline = deadline
        self._worker: _Worker | None = None
        self._next_id = 0

    def __enter__(self) -> PdfReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """End the worker (it finishes nothing: no request is waiting)."""
        if self._worker is not None:
            self._worker.stop(kill=False)
            self._worker = None

    def read(self, path: str | Path, *, request: Request = Request.READ) -> PdfReading:
        """What the PDF at `path` holds, or why it gives nothing (never raises for a bad
        file). `request` is READ but for the tests of the guards (lectern.core.pdf.worker).

        A worker that had served files and dies on this one may have died of something
        else (the system ended it while it waited): the file is tried once more in a new
        worker, and is CRASHED only if that one dies on it too."""
        fresh = self._worker is None
        reading = self._ask(str(path), request)
        if reading.outcome is Outcome.CRASHED and not fresh:
            reading = self._ask(str(path), request)
        return reading

    def marks(self, path: str | Path, paper_id: str, sha256: str, pages: Sequence[int]) -> PdfMarks:
        """The marks other readers left on `pages` of the PDF at `path` (the pages its
        reading found annotations on), as the marks of `paper_id` on the file `sha256`.
        None are read from a file the worker fails on (it is logged): its marks are only
        left out, the file is imported all the same."""
        from lectern.core.marks.pdf_annotations import PdfMarks

        ask = {"op": Request.MARKS.value, "path": str(path), "paper_id": paper_id}
        answer = self._exchange({**ask, "sha256": sha256, "pages": list(pages)}, str(path))
        if isinstance(answer, PdfReading):
            log.warning("the marks of %s were not read: %s", path, answer.outcome.value)
            return PdfMarks(())
        found = answer.get("marks") or {}
        if found.get("error"):
            log.warning("the marks of %s were not read: %s", path, found["error"])
        return PdfMarks.from_json(paper_id, found)

    def save_copy(self, source: Path, marks: Sequence[Mark], target: Path) -> None:
        """Write `source` with `marks` in it to `target` in the worker
        (lectern.core.marks.copy_with_marks); MarksPdfError saying why when it is not
        written."""
        from lectern.core.marks.pdf_annotations import PdfMarks

        paper_id = marks[0].paper_id if marks else ""
        answer = self._exchange(
            {
                "op": Request.SAVE_COPY.value,
                "path": str(source),
                "target": str(target),
                "paper_id": paper_id,
                "marks": PdfMarks(tuple(marks)).to_json(),
            },
            str(source),
        )
        if isinstance(answer, PdfReading):
            raise MarksPdfError(
                said(
                    "The copy with marks could not be written: {why}.",
                    why=answer.why or said("the PDF reader stopped on {path}", path=str(source)),
                )
            )
        if answer.get("error"):
            raise MarksPdfError(_said_again(answer))

    def find_again(self, pdf: Path, marks: Sequence[Mark]) -> tuple[list[Mark], list[Mark]]:
        """The marks found again in `pdf` (moved onto it) and the others, as they were
        (lectern.core.marks.found_again), in the worker; MarksPdfError when `pdf` cannot
        be read."""
        from lectern.core.marks.pdf_annotations import PdfMarks

        paper_id = marks[0].paper_id if marks else ""
        answer = self._exchange(
            {
                "op": Request.FIND_AGAIN.value,
                "path": str(pdf),
                "paper_id": paper_id,
                "marks": PdfMarks(tuple(marks)).to_json(),
            },
            str(pdf),
        )
        if isinstance(answer, PdfReading):
            raise MarksPdfError(
                said(
                    "The marks were not looked for in {path}: {why}.", path=str(pdf), why=answer.why
                )
            )
        if answer.get("error"):
            raise MarksPdfError(_said_again(answer))
        found = PdfMarks.from_json(paper_id, answer.get("found") or {}).marks
        lost = PdfMarks.from_json(paper_id, answer.get("lost") or {}).marks
        return list(found), list(lost)

    def _ask(self, name: str, request: Request) -> PdfReading:
        answer = self._exchange({"op": request.value, "path": name}, name)
        if isinstance(answer, PdfReading):
            return answer
        return PdfReading.from_json(answer["reading"])

    def _exchange(self, request: Mapping[str, object], name: str) -> dict[str, Any] | PdfReading:
        """The worker's answer to `request`, or a failed reading of `name` saying why there
        is none (it timed out, it crashed)."""
        self._next_id += 1
        ask = {"id": self._next_id, **request}
        if self._worker is None:
            try:
                self._worker = _Worker()
            except OSError as exc:
                return PdfReading(name, Outcome.CRASHED, detail=f"cannot start: {exc}")
        worker = self._worker
        if not worker.send(ask):
            self._drop(kill=True)
            return PdfReading(name, Outcome.CRASHED, detail="the worker had ended")
        try:
            line = worker.answers.get(timeout=self.deadline)
        except queue.Empty:
            log.warning("PDF reader stopped after %.0f s on %s", self.deadline, name)
            self._drop(kill=True)
            return PdfReading(name, Outcome.TIMED_OUT)
        if line is None:
            code = worker.process.wait()
            self._drop(kill=False)
            return PdfReading(name, Outcome.CRASHED, detail=f"the worker ended ({code})")
        answer: dict[str, Any] = json.loads(line)
        if answer.get("id") != self._next_id:  # cannot happen: one request at a time
            self._drop(kill=True)
            return PdfReading(name, Outcome.CRASHED, detail="an answer to another request")
        return answer

    def _drop(self, *, kill: bool) -> None:
        if self._worker is not None:
            self._worker.stop(kill=kill)
            self._worker = None

    @property
    def worker_pid(self) -> int | None:
        """The running worker's process id (None between workers): a test sees a hung one
        replaced by a new one."""
        return self._worker.process.pid if self._worker is not None else None


def _said_again(answer: Mapping[str, Any]) -> str:
    """The worker's reason for a failure as it said it (translatable in the window)."""
    made = answer.get("said")
    if isinstance(made, list) and len(made) == 2 and isinstance(made[1], dict):
        try:
            return said_again(str(made[0]), made[1])
        except (KeyError, IndexError, ValueError):
            pass
    return str(answer["error"])


def _close(stream: IO[bytes]) -> None:
    """Close the worker's input; a worker that already died leaves its pipe broken, and
    the request still buffered in it is lost with the worker, not raised."""
    with contextlib.suppress(BrokenPipeError):
        stream.close()
