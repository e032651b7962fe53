"""A large file's records read in a second process while the import works through them.

Reading a JSON Lines listing (gzip, orjson, each record made a :class:`RawRecord`) was half
of importing it again and a tenth of importing it new, on one core while the other waited
for the index. For a large file whose format says nothing beyond its records
(:data:`READ_ASIDE`), :func:`read_aside` starts this child on the file: it parses it as the
import would, and sends the records pickled, a few hundred at a time, on its stdout; the
import takes them in the same order, unpickling them in a quarter of the time reading
them took. A child that cannot start, fails or sends something unreadable changes nothing
the import sees: the file is read here again, from the first record the child did not send,
and its errors (a line that is not JSON, a file cut short) are raised here as before.

Started from source as ``python -m lectern.core.importers.reading_child FILE FORMAT``; in
the frozen app, which has no interpreter to name, as the app itself with READ_FLAG, which
``gui/launcher.py`` hands to :func:`main` before anything else is imported.
"""

from __future__ import annotations

import contextlib
import logging
import pickle
import subprocess
import sys
from collections.abc import Iterator
from itertools import islice
from pathlib import Path

from lectern.core.importers.base import ParsedFile, RawRecord, Skipped
from lectern.core.pdf.worker import READ_FLAG

log = logging.getLogger(__name__)

# Formats whose ParsedFile is whole before its records are read (no @strings, no groups
# found on the way): their records alone can be read elsewhere.
READ_ASIDE = frozenset({"jsonl"})
# Smaller files are read here: starting a second interpreter (a tenth of a second of a
# core) costs more than reading them takes (1 MB of gzipped listings: ~1,700 records).
ASIDE_AT = 1024 * 1024
BATCH = 256  # records a pickle

Item = RawRecord | Skipped


def child_command(path: Path, fmt: str) -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, READ_FLAG, str(path), fmt]
    return [sys.executable, "-m", "lectern.core.importers.reading_child", str(path), fmt]


# --- the child -------------------------------------------------------------------------------
def main(args: list[str]) -> int:
    """Parse the file `args` names as its format says, and write its records pickled to
    stdout, BATCH at a time, then None. An error ends it without the None."""
    from lectern.core.importers import parse_file

    path, fmt = args[0], args[1]
    parsed = parse_file(path, fmt)
    with open(1, "wb", closefd=False) as out:
        records = iter(parsed.records)
        while batch := list(islice(records, BATCH)):
            pickle.dump(batch, out, protocol=pickle.HIGHEST_PROTOCOL)
        pickle.dump(None, out, protocol=pickle.HIGHEST_PROTOCOL)
    return 0


# --- the parent's side -----------------------------------------------------------------------
class RecordsAside:
    """The records of `parsed`, from a child reading them, or read here where it stops."""

    def __init__(self, parsed: ParsedFile) -> None:
        self._path, self._format = Path(parsed.path), parsed.format
        self._own = parsed.records  # read here, past what the child gave, if it stops short
        self._process: subprocess.Popen[bytes] | None = None
        try:
            self._process = subprocess.Popen(
                child_command(self._path, self._format),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),  # no console on Windows
            )
        except OSError as exc:
            log.warning("the process reading the file did not start: %r", exc)

    def records(self) -> Iterator[Item]:
        """Every record of the file in order: the child's, then (if it stopped short) the
        rest read here."""
        given = 0
        process = self._process
        if process is not None and process.stdout is not None:
            while True:
                try:
                    batch = pickle.load(process.stdout)
                except Exception as exc:  # noqa: BLE001 - whatever it sent, the file is read here
                    log.warning("the process reading the file stopped: %r", exc)
                    break
                if batch is None:
                    self.close()
                    return
                yield from batch
                given += len(batch)
            self.close()
        yield from islice(self._own, given, None)

    def close(self) -> None:
        """End the child (the import is done, cancelled or failed) and wait for it."""
        process = self._process
        if process is None:
            return
        self._process = None
        if process.poll() is None:
            process.kill()
        if process.stdout is not None:
            process.stdout.close()
        process.wait()


@contextlib.contextmanager
def read_aside(parsed: ParsedFile) -> Iterator[ParsedFile]:
    """`parsed`, its records read by a child when the file is large and its format allows
    (see the module); the child is ended when the block is left, whatever its end."""
    try:
        large = parsed.format in READ_ASIDE and Path(parsed.path).stat().st_size >= ASIDE_AT
    except OSError:
        large = False
    if not large:
        yield parsed
        return
    aside = RecordsAside(parsed)
    parsed.records = aside.records()
    try:
        yield parsed
    finally:
        aside.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
