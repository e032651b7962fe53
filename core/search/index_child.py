"""Half of a large import's papers indexed in a second process, beside the first.

Indexing is pure-Python Whoosh and was nine tenths of an import's time: one process used
one of the computer's cores. For an import of many papers, :meth:`SearchIndex.update`
starts this child with the second half of the new papers while it indexes the first
half itself; the child writes them as one segment of the same index, without taking the
index's lock or naming the segment in its table of contents, and hands the segment
back; the parent's commit names both segments (``whoosh_private.write_segment`` and
``IndexWriter.commit_written``, the way Whoosh's own MpWriter joins its sub-writers').
The papers are found in the order they came in: the child's segment comes after the
parent's.

The parent writes the child's papers to its stdin (pickled :class:`Entry` objects; the
child is ours and reads nothing else) and reads the pickled segment from its stdout. A
child that cannot start or fails gives nothing back: the parent indexes its half itself,
and the files the child left are removed by the commit (they are in no table of
contents). A failed or cancelled parent ends the child and removes them the same way.

Started from source as ``python -m lectern.core.search.index_child``; in the frozen app,
which has no interpreter to name, as the app itself with INDEX_FLAG, which
``gui/launcher.py`` hands to :func:`main` before anything else is imported.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lectern.core.models import Entry
from lectern.core.pdf.worker import INDEX_FLAG

log = logging.getLogger(__name__)


def child_command() -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, INDEX_FLAG]
    return [sys.executable, "-m", "lectern.core.search.index_child"]


# --- the child -------------------------------------------------------------------------------
def main() -> int:
    """Read (folder, index name, temporary folder name, entries) from stdin, write the
    entries as one segment of that index, and the pickled segment to stdout."""
    from whoosh.filedb.filestore import FileStorage

    from lectern.core.search import whoosh_private
    from lectern.core.search.index_schema import document

    with open(0, "rb", closefd=False) as given:
        folder, name, temp_name, entries = pickle.load(given)
    ix = whoosh_private.open_index(FileStorage(folder, supports_mmap=False), name)
    try:
        segment = whoosh_private.write_segment(
            ix, (document(entry) for entry in entries), temp_name=temp_name
        )
    finally:
        ix.close()
    with open(1, "wb", closefd=False) as out:  # when it was done, to balance the next batch
        pickle.dump((segment, time.monotonic()), out, protocol=pickle.HIGHEST_PROTOCOL)
    return 0


# --- the parent's side -----------------------------------------------------------------------
class SegmentChild:
    """One child writing one segment, from the parent: started at once, its papers fed on a
    thread (the parent indexes its own half meanwhile); :meth:`segment` waits for it."""

    def __init__(self, folder: Path, name: str, entries: Sequence[Entry]) -> None:
        self.entries = list(entries)
        self.started = time.monotonic()
        self.finished: float | None = None  # when the child was done (the system's clock)
        self._process: subprocess.Popen[bytes] | None = None
        self._feeder: threading.Thread | None = None
        temp_name = f"{name}.child{os.getpid()}.tmp"
        self._temp = folder / temp_name  # the child's pool, gone with it if it is stopped
        try:
            self._process = subprocess.Popen(
                child_command(),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),  # no console on Windows
            )
        except OSError as exc:
            log.warning("the second indexing process did not start: %r", exc)
            return
        payload = pickle.dumps(
            (str(folder), name, temp_name, self.entries), protocol=pickle.HIGHEST_PROTOCOL
        )
        self._feeder = threading.Thread(target=self._feed, args=(payload,), daemon=True)
        self._feeder.start()

    def _feed(self, payload: bytes) -> None:
        process = self._process
        assert process is not None and process.stdin is not None
        # a child that ended early is seen in segment()
        with contextlib.suppress(OSError), process.stdin:
            process.stdin.write(payload)

    def segment(self) -> Any | None:
        """The segment the child wrote, once it is done; None if it failed (the caller
        indexes `entries` itself)."""
        process = self._process
        if process is None:
            return None
        assert process.stdout is not None
        with process.stdout:
            raw = process.stdout.read()
        code = process.wait()
        if self._feeder is not None:
            self._feeder.join()
        if code != 0:
            log.warning("the second indexing process failed (exit code %s)", code)
            return None
        try:
            segment, self.finished = pickle.loads(raw)
        except Exception as exc:  # noqa: BLE001 - whatever it wrote, the parent does the work
            log.warning("the second indexing process gave no segment: %r", exc)
            return None
        return segment

    def stop(self) -> None:
        """End the child (the parent's write failed or was cancelled), wait for it, and
        remove the temporary folder of its postings: the writer writes its own segment
        before it waits, so a full disk can stop the child mid-write."""
        process = self._process
        if process is None:
            return
        if process.poll() is None:  # one that ended by itself: what a crash left goes too
            process.kill()
            process.wait()
        if process.stdout is not None:  # unread when the parent's own write failed first
            process.stdout.close()
        if self._feeder is not None:
            self._feeder.join()
        shutil.rmtree(self._temp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
