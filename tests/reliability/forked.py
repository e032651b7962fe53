"""The processes the crash tests kill, forked from one that has Lectern imported already.

A writer started as `python -m tests.reliability.writer` spends about 0.4 s of processor
time importing Lectern before its first write, and the kill tests start dozens. Here one
process (multiprocessing's fork server) imports Lectern once a run, and every writer is a
fork of it that runs its module as `python -m` would, in a process of its own: killed with
SIGKILL, it dies as a writer started from scratch does, with its writes half done, and the
test reads what it printed from a pipe as before. `start` returns an object with the
parts of `subprocess.Popen` the tests use.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import runpy
import signal
import sys
import threading
from multiprocessing.connection import Connection
from types import TracebackType
from typing import IO

# What every writer imports; importing it in the fork server is what the forks are spared.
PRELOAD = ["lectern.core.library", "lectern.core.models", "PySide6.QtCore", "lectern.gui.service"]

_context = multiprocessing.get_context("forkserver")
_context.set_forkserver_preload(PRELOAD)


def _run(
    module: str, argv: list[str], env: dict[str, str], out: Connection, err: Connection
) -> None:
    """In the fork: stdout and stderr are the pipes, then the module runs as `-m` runs it."""
    sys.stdout.flush()
    sys.stderr.flush()
    os.dup2(out.fileno(), 1)
    os.dup2(err.fileno(), 2)
    out.close()
    err.close()
    os.environ.clear()
    os.environ.update(env)
    sys.argv = [module, *argv]
    runpy.run_module(module, run_name="__main__", alter_sys=True)
    sys.stdout.flush()
    sys.stderr.flush()


class Forked:
    """A running fork: `stdout` to read as it goes, kill, signals, communicate."""

    def __init__(self, module: str, argv: list[str], env: dict[str, str]) -> None:
        out_read, out_write = _context.Pipe(duplex=False)
        err_read, err_write = _context.Pipe(duplex=False)
        self._process = _context.Process(
            target=_run, args=(module, argv, env, out_write, err_write), daemon=True
        )
        self._process.start()
        out_write.close()  # the fork holds the only writing ends: its death ends the pipes
        err_write.close()
        self.stdout: IO[str] = os.fdopen(os.dup(out_read.fileno()), "r", encoding="utf-8")
        self._stderr = os.fdopen(os.dup(err_read.fileno()), "r", encoding="utf-8")
        out_read.close()
        err_read.close()
        # stderr is read all along, so a fork that logs a lot never blocks on a full pipe.
        self._err: list[str] = []
        self._err_reader = threading.Thread(target=self._read_stderr, daemon=True)
        self._err_reader.start()

    def _read_stderr(self) -> None:
        self._err.append(self._stderr.read())

    @property
    def pid(self) -> int | None:
        return self._process.pid

    @property
    def returncode(self) -> int | None:
        return self._process.exitcode

    def kill(self) -> None:
        self._process.kill()

    def send_signal(self, sig: signal.Signals) -> None:
        if self._process.pid is not None and self._process.exitcode is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self._process.pid, sig)

    def communicate(self, timeout: float | None = None) -> tuple[str, str]:
        """What is left of stdout, and all of stderr, once the fork has ended (TimeoutError
        if it has not ended within `timeout` seconds)."""
        rest: list[str] = []
        reader = threading.Thread(target=lambda: rest.append(self.stdout.read()), daemon=True)
        reader.start()
        self._process.join(timeout)
        if self._process.exitcode is None:
            raise TimeoutError(f"pid {self.pid} still runs after {timeout} s")
        reader.join()
        self._err_reader.join()
        self.stdout.close()  # as Popen.communicate closes its pipes
        self._stderr.close()
        return "".join(rest), "".join(self._err)

    def __enter__(self) -> Forked:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if self._process.exitcode is None:
            self._process.kill()
        self._process.join()
        self._err_reader.join()
        self.stdout.close()
        self._stderr.close()


def start(module: str, *argv: str, env: dict[str, str] | None = None) -> Forked:
    """`python -m module argv…` with `env` (this process's environment by default), forked
    from the process that has Lectern imported."""
    return Forked(module, list(argv), dict(os.environ if env is None else env))
