"""The library: what the GUI, the CLI, tests and the benchmark open, use and close.

A library is one folder: `papers.json`, `annotations.json` (TinyDB, written atomically),
`index/` (Whoosh, derived and rebuildable), `backups/`, the change files under `sync/` and
a lock file. Writes hold the lock for the lifetime of the object; a read-only library takes
no lock, so searching works while another process writes.

`Library` opens and closes the folder and keeps the index healthy; what is done with the
papers is done through its parts, one per idea, each built on the one shared
:class:`~lectern.core.library.state.LibraryState`:

- `papers` (lectern.core.library.papers): the records whole, edits, citation keys, the
  Trash, merges and possible duplicates (undone through `history`, from the change files);
- `notes` (.annotating): status, stars, tags, notes, groups of such changes, their counts;
- `marks` (.marking): the highlights, underlines and margin notes on each paper's PDF;
- `imports` (.imports): files, pasted or typed papers, the import records and their undo;
- `collections` (.collections), `queue` (.queue: Up next), `reading` (.reading: Recently
  read), `sync` (.syncing: the change files, merging other devices'), `history` (.history:
  History and undoing an entry), `searching` (.searching: search, views, related,
  recommended, sorting, saved searches), `exports` (.exporting) and `kept` (.kept_exports:
  the files kept up to date with part of the library).

Every write method returns once the change is durable on disk and visible to search,
then tells the listeners what changed; inside `library.notes.group()`, annotation changes
are saved together when the group ends. Methods are safe to call from one writer thread
while other threads read and search.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from lectern.core.errors import LecternError, LibraryLockedError, StorageWriteError
from lectern.core.library.annotating import Notes
from lectern.core.library.collections import Collections
from lectern.core.library.exporting import Exports
from lectern.core.library.fulltext import FullText
from lectern.core.library.history import History
from lectern.core.library.imports import ImportRecord, Imports
from lectern.core.library.index_agreement import papers_differing
from lectern.core.library.kept_exports import KeptExports
from lectern.core.library.marking import Marks
from lectern.core.library.papers import Papers
from lectern.core.library.queue import Queue
from lectern.core.library.reading import Reading
from lectern.core.library.searching import Searching
from lectern.core.library.state import LibraryState, Listener
from lectern.core.library.syncing import Sync
from lectern.core.models import Status, utcnow
from lectern.core.results import (
    Change,
    ChangeKind,
    CheckReport,
    DeviceChanges,
    Hit,
    ImportReport,
    SearchResult,
    SortKey,
)
from lectern.core.said import message_of, said
from lectern.core.search.index import SearchIndex
from lectern.core.search.query.scope import split_scope
from lectern.core.storage.lock import LibraryLock
from lectern.core.sync.recording import Origin
from lectern.core.view import Scope, ViewResult

__all__ = [
    "Library",
    "SortKey",
    "Hit",
    "SearchResult",
    "ImportReport",
    "Change",
    "CheckReport",
    "Progress",
    "Cancel",
    "ImportRecord",
    "Scope",
    "ViewResult",
    "split_scope",
]

Progress = Callable[[int, int], None]  # (done, total); total 0 when unknown
Cancel = Callable[[], bool]  # returns True once the user asked to stop

REBUILD_CHUNK = 2000  # papers read from disk at a time while the index is rebuilt


class Library:
    """One library folder, open: its parts, its index's health, its listeners.

    The papers of the library are the live ones; the Trash holds deleted papers until it
    is emptied, and papers merged into another are hidden, kept so the merge can be undone.
    """

    def __init__(
        self, folder: Path, *, readonly: bool, program: str = "", writes_fulltext: bool = False
    ) -> None:
        self._lock = LibraryLock(folder)
        if not readonly:
            self._lock.acquire(program)
        try:
            # The parts share only the state; a part that needs another's operation is
            # given that part.
            self.state = state = LibraryState(folder, readonly=readonly)
            self.papers = Papers(state)
            self.notes = Notes(state)
            self.marks = Marks(state)
            self.collections = Collections(state)
            self.queue = Queue(state)
            self.reading = Reading(state)
            self.sync = Sync(state, self.papers)  # continues this device's change file
            self.history = History(state, self.papers, self.notes, self.sync)
            self.imports = Imports(state, self.papers, self.collections, self.history, self.marks)
            self.searching = Searching(
                state, self.papers, self.collections, self.queue, self.reading
            )
            self.exports = Exports(state, self.papers, self.collections, self.searching)
            self.kept = KeptExports(state, self.papers, self.collections, self.searching)
            state.rebuild_paper_maps()
            if not readonly:
                self._backup_at_open()
            state.index = SearchIndex(folder / "index", readonly=readonly)
            state.index.catch_up = state.index_entries
            self.fulltext = FullText(state, writes=not readonly or writes_fulltext)
            state.index.pages = self.fulltext.pages
            # A copy on a new computer starts from what the others wrote, not the sample:
            # also while Syncthing (its folder marker) has not delivered them yet.
            self.is_new = (
                state.papers_file.is_new
                and not self.sync.other_devices()
                and not (folder / ".stfolder").exists()
            )
            if not readonly:
                self.sync.pull_at_open()
        except BaseException:
            self._lock.release()
            raise

    def _backup_at_open(self) -> None:
        state = self.state
        try:
            state.papers_file.backup()
            state.annotations.file.backup()
        except StorageWriteError as exc:  # a full disk must not stop the user reading
            state.notices.append(
                said(
                    "{problem} Lectern works on, but made no backup this time.",
                    problem=message_of(exc),
                )
            )

    @classmethod
    def open(
        cls,
        folder: str | Path,
        *,
        readonly: bool = False,
        program: str = "",
        ensure_index: bool = True,
        thorough: bool = True,
        progress: Progress | None = None,
        cancel: Cancel | None = None,
        writes_fulltext: bool = False,
    ) -> Library:
        """Open (creating if needed) a library; rebuild a missing or stale index unless told not to.

        Not `thorough`, the index is judged from its records and files' sizes and times only;
        the caller reads a sample of its files later with `ensure_index()` (the window does,
        once the list shows). `cancel` stops a rebuild (ImportCancelled, the library closed
        again; the next open rebuilds it). `writes_fulltext`: read-only, it still keeps the
        PDFs' text and commits their pages (the PDF pass child; see `FullText`).
        """
        path = Path(folder).expanduser()
        if not readonly:
            path.mkdir(parents=True, exist_ok=True)
        elif not path.is_dir():
            raise LecternError(said("There is no library at {path}.", path=path))
        library = cls(
            path.resolve(), readonly=readonly, program=program, writes_fulltext=writes_fulltext
        )
        if ensure_index and not readonly:
            try:
                library.ensure_index(progress=progress, cancel=cancel, thorough=thorough)
            except BaseException:
                library.close()
                raise
        return library

    @classmethod
    def open_for_reading(cls, folder: str | Path, *, program: str = "") -> Library:
        """Open read-only, answering with every device's changes (the CLI's reading
        commands). When some are not merged into this copy yet, they are merged as the
        window merges them when it opens (saved, the index brought up to date) if no other
        program is writing the library, and otherwise in memory, with nothing written
        (`merge_in_memory`); in memory too when a file had to be restored from a backup
        or upgraded to open, a repair a reading command leaves to the window and `lectern
        check --repair`. `notices` says which, and what came from where."""
        library = cls.open(folder, readonly=True)
        try:
            if not library.sync.has_unmerged_changes():
                return library
            writer, why = cls._open_to_merge(library, program)
            if writer is None:
                library.notices.extend(
                    f"{changes.not_merged()}; {why}, so this command merged the changes in "
                    "memory and wrote nothing."
                    for changes in library.merge_in_memory()
                )
                return library
        except BaseException:
            library.close()
            raise
        library.close()
        with writer:
            told = [
                *writer.notices,
                *(f"Merged {c.describe()} into this copy." for c in writer.sync.merged_at_open),
            ]
        library = cls.open(writer.folder, readonly=True)
        library.notices[:0] = told
        return library

    @classmethod
    def _open_to_merge(cls, reader: Library, program: str) -> tuple[Library | None, str]:
        """The library opened to write, which merges as it opens; else None and why not."""
        if reader.notices or reader.upgrades:
            return None, "its files need the repair or upgrade said above first"
        try:
            return cls.open(reader.folder, program=program), ""
        except LibraryLockedError as exc:
            return None, f"{exc.holder} has the library open"
        except (OSError, StorageWriteError) as exc:
            return None, f"this copy cannot be written ({getattr(exc, 'strerror', None) or exc})"

    def merge_in_memory(self) -> list[DeviceChanges]:
        """Merge every device's changes into this read-only library's memory as the window
        merges them when it opens, for reading while another program writes the folder:
        nothing is written there. The search index becomes a private copy in the system's
        temporary folder (removed at close), brought up to date the same way, or built
        when the library's own is missing. What was merged, device by device."""
        state = self.state
        if not state.readonly:
            raise LecternError(
                said("Only a library opened read-only merges in memory; use pull().")
            )
        for file in (state.papers_file, state.annotations.file):
            file.storage.memory_only = True
        on_disk, state.index = state.index, state.index.private_copy()
        state.index.catch_up = state.index_entries
        on_disk.close()
        state.index.pages = self.fulltext.pages
        state.writing_in_memory = True
        try:
            self.sync.pull_at_open()
            self.ensure_index()
        finally:
            state.writing_in_memory = False
        return self.sync.merged_at_open

    def close(self) -> None:
        try:
            if not self.readonly:
                self.flush()
                self.state.papers_file.keep_parsed()  # the next open need not parse papers.json
        finally:
            self.state.index.close()
            self.fulltext.close()
            self._lock.release()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- what it is --------------------------------------------------------------------
    @property
    def folder(self) -> Path:
        return self.state.folder

    @property
    def readonly(self) -> bool:
        return self.state.readonly

    @property
    def notices(self) -> list[str]:
        """What the user should hear about from the opening: repairs, a backup not made."""
        return self.state.notices

    @property
    def upgrades(self) -> list[str]:
        """The schema upgrades the opening made (expected once; nothing to worry about)."""
        return self.state.upgrades

    @property
    def index(self) -> SearchIndex:
        return self.state.index

    # --- reading (in memory; safe from any thread) -------------------------------------
    def __len__(self) -> int:
        return len(self.state.live)

    def __contains__(self, paper_id: object) -> bool:
        return paper_id in self.state.live

    def ids(self) -> list[str]:
        """The papers of the library (not the Trash), in the order they came in."""
        return list(self.state.live)

    def action(self, origin: Origin | None = None) -> AbstractContextManager[None]:
        """What is changed inside is one action of the user: one History entry, one Undo
        (which History names by its `origin` when it has one: "Saved from the browser")."""
        return self.state.recorded_action(origin)

    def stats(self, now: datetime | None = None) -> dict[str, Any]:
        """The figures `lectern stats` prints, from every part."""
        now = now or utcnow()
        week_ago = now - timedelta(days=7)
        live, notes = self.state.live, self.state.annotations
        read_this_week = sum(  # papers in the library: not the Trash, nor merged away
            1
            for pid, ann in notes.items()
            if pid in live
            and any(c.status is Status.READ and c.at >= week_ago for c in ann.history)
        )
        annotations = [ann for pid, ann in notes.items() if pid in live]
        return {
            "folder": str(self.folder),
            "papers": len(self),
            "status": {s.value: n for s, n in self.notes.status_counts().items()},
            "rated": sum(1 for a in annotations if a.rating),
            "with_notes": sum(1 for a in annotations if a.notes.strip()),
            "tags": len(self.notes.tag_counts()),
            "collections": self.collections.counts(),
            "read_this_week": read_this_week,
            "saved_searches": len(self.searching.saved_searches()),
            "index": self.index_state(),
        }

    # --- health ------------------------------------------------------------------------
    def check(self) -> CheckReport:
        """What is wrong, in plain words. Other devices' changes not merged yet come first;
        a copy that has merged nothing yet has no index either, which is not a fault."""
        state = self.state
        unmerged = tuple(self.sync.unmerged_changes())
        problems = [f"{changes.not_merged()}." for changes in unmerged]
        index_state = state.index.state(state.stamp())
        if index_state.value != "ok" and not (unmerged and state.papers_file.is_new):
            problems.append(f"The search index is {index_state.value}; run repair to rebuild it.")
        differ = len(papers_differing(state)) if index_state.value in ("ok", "stale") else 0
        if differ:
            problems.append(
                said("The search index is behind the store: 1 paper differs; run repair.")
                if differ == 1
                else said(
                    "The search index is behind the store: {count} papers differ; run repair.",
                    count=f"{differ:,}",
                )
            )
        if self.has_unsaved_changes:
            problems.append("Some changes are not saved to disk yet.")
        orphans = sum(1 for pid, _ in state.annotations.items() if pid not in state.doc_ids)
        if orphans:
            problems.append(f"{orphans} annotations belong to papers not in the library.")
        return CheckReport(problems, index_state.value, unmerged)

    def index_state(self) -> str:
        """Whether the index answers for the library as it is now ("ok", "stale", …), judged
        from its records and file sizes without reading it through; `check` reads it."""
        return self.state.index.state(self.state.stamp(), thorough=False).value

    def ensure_index(
        self,
        *,
        progress: Progress | None = None,
        cancel: Cancel | None = None,
        thorough: bool = True,
    ) -> bool:
        """Rebuild the index if it is missing, stale, damaged or old; True if it was.
        `thorough` reads a sample of every index file (once per index generation)."""
        if self.state.index.state(self.state.stamp(), thorough=thorough).value == "ok":
            return False
        self.repair(progress=progress, cancel=cancel)
        return True

    def repair(self, *, progress: Progress | None = None, cancel: Cancel | None = None) -> None:
        state = self.state
        state.require_writable()
        with state.write_lock:
            self.flush()
            ids = [*state.live, *state.trash]  # the Trash stays searchable with in:trash
            entries = (
                entry
                for start in range(0, len(ids), REBUILD_CHUNK)
                for entry in state.entries(ids[start : start + REBUILD_CHUNK])
            )
            state.index.rebuild(
                entries, state.stamp(), total=len(ids), progress=progress, cancel=cancel
            )
        state.notify(Change(ChangeKind.RESET))

    @property
    def merge_when_idle(self) -> bool:
        """Set by a caller that calls `merge_index` when no write waits (the window): an
        annotation save then never waits for a merge of the index's small segments."""
        return self.state.merge_when_idle

    @merge_when_idle.setter
    def merge_when_idle(self, value: bool) -> None:
        self.state.merge_when_idle = value

    def merge_index(self) -> bool:
        """Fold the small index segments saves left behind; True if there were enough."""
        state = self.state
        state.require_writable()
        with state.write_lock:
            return state.index.merge_small_segments()

    def flush(self) -> None:
        """Write anything a failed write left in memory; StorageWriteError if it still fails."""
        state = self.state
        with state.write_lock:
            state.papers_file.storage.flush()
            state.annotations.file.storage.flush()

    @property
    def has_unsaved_changes(self) -> bool:
        state = self.state
        return state.papers_file.storage.dirty or state.annotations.file.storage.dirty

    # --- listeners ---------------------------------------------------------------------
    def add_listener(self, listener: Listener) -> Callable[[], None]:
        """Call `listener` with each change, once it is on disk; returns how to stop."""
        listeners = self.state.listeners
        listeners.append(listener)
        return lambda: listeners.remove(listener)
