"""The facade: everything the GUI, the CLI, tests and the benchmark do goes through here.

A library is one folder: `papers.json`, `annotations.json` (TinyDB, written atomically),
`index/` (Whoosh, derived and rebuildable), `backups/` and a lock file. Writes hold the
lock for the lifetime of the object; a read-only library takes no lock, so searching
works while another process writes.

Every write method returns once the change is durable on disk and visible to search,
then tells the listeners what changed; inside `group()`, annotation changes are saved
together when the group ends. Methods are safe to call from one writer thread while
other threads read and search.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from lectern.core.errors import LecternError, LibraryLockedError, StorageWriteError
from lectern.core.exporters import export_entries
from lectern.core.library.annotating import AnnotationWrites
from lectern.core.library.collections import PaperCollections
from lectern.core.library.grouping import WriteLock
from lectern.core.library.history import LibraryHistory
from lectern.core.library.identity import Keys
from lectern.core.library.imports import IMPORTS, ImportRecord, PaperImports
from lectern.core.library.papers import PaperRecords, Snapshot
from lectern.core.library.queue import ReadingQueue
from lectern.core.library.reading import ReadingHistory
from lectern.core.library.searching import LibrarySearch
from lectern.core.library.stored import StoredPapers
from lectern.core.library.syncing import LibrarySync
from lectern.core.models import Annotation, Entry, Status, utcnow
from lectern.core.results import (
    Change,
    CheckReport,
    Hit,
    ImportReport,
    SearchResult,
    SortKey,
)
from lectern.core.search.index import SearchIndex
from lectern.core.search.query.scope import split_scope
from lectern.core.sorting import sort_ids
from lectern.core.storage.annotations import TABLES, AnnotationTable
from lectern.core.storage.lock import LibraryLock
from lectern.core.storage.store import StoreFile
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
    "Snapshot",
    "Scope",
    "ViewResult",
    "split_scope",
]

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]  # (done, total); total 0 when unknown
Cancel = Callable[[], bool]  # returns True once the user asked to stop

PAPERS = "papers"
REBUILD_CHUNK = 2000  # papers read from disk at a time while the index is rebuilt


class Library(
    LibrarySearch,
    AnnotationWrites,
    PaperImports,
    PaperRecords,
    PaperCollections,
    ReadingQueue,
    ReadingHistory,
    LibrarySync,
    LibraryHistory,
    StoredPapers,
):
    """One library folder: papers.json, annotations.json, index/, backups/, the lock.

    The papers of the library are the live ones; the Trash holds deleted papers until it
    is emptied, and papers merged into another are hidden, kept so the merge can be undone.
    """

    def __init__(self, folder: Path, *, readonly: bool, program: str = "") -> None:
        self.folder = folder
        self.readonly = readonly
        self._lock = LibraryLock(folder)
        self._write_lock = WriteLock(self._save_waiting)
        self._key_map_lock = threading.Lock()
        self._listeners: list[Callable[[Change], None]] = []
        if not readonly:
            self._lock.acquire(program)
        try:
            self._papers_file = StoreFile(
                folder,
                "papers.json",
                (PAPERS, IMPORTS),
                readonly=readonly,
                lined=True,
                abstracts=True,
            )
            self._notes = AnnotationTable(
                StoreFile(folder, "annotations.json", TABLES, readonly=readonly)
            )
            self._keys: dict[str, Keys] = {}
            self.notices: list[str] = [*self._papers_file.notices, *self._notes.file.notices]
            self.upgrades: list[str] = [*self._papers_file.upgrades, *self._notes.file.upgrades]
            self._open_sync()
            self._rebuild_paper_maps()
            if not readonly:
                self._backup_at_open()
            self.index = SearchIndex(folder / "index", readonly=readonly)
            # A copy on a new computer starts from what the others wrote, not the sample:
            # also while Syncthing (its folder marker) has not delivered them yet.
            self.is_new = (
                self._papers_file.is_new
                and not self._other_devices()
                and not (folder / ".stfolder").exists()
            )
            if not readonly:
                self._pull_at_open()
        except BaseException:
            self._lock.release()
            raise

    def _backup_at_open(self) -> None:
        try:
            self._papers_file.backup()
            self._notes.file.backup()
        except StorageWriteError as exc:  # a full disk must not stop the user reading
            self.notices.append(f"{exc} Lectern works on, but made no backup this time.")

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
    ) -> Library:
        """Open (creating if needed) a library; rebuild a missing or stale index unless told not to.

        Not `thorough`, the index is judged from its records and files' sizes and times only;
        the caller reads a sample of its files later with `ensure_index()` (the window does,
        once the list shows). `cancel` stops a rebuild (ImportCancelled, the library closed
        again; the next open rebuilds it).
        """
        path = Path(folder).expanduser()
        if not readonly:
            path.mkdir(parents=True, exist_ok=True)
        elif not path.is_dir():
            raise LecternError(f"There is no library at {path}.")
        library = cls(path.resolve(), readonly=readonly, program=program)
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
            if not library.has_unmerged_changes():
                return library
            writer, why = cls._open_to_merge(library, program)
            if writer is None:
                library.notices += [
                    f"{changes.not_merged()}; {why}, so this command merged the changes in "
                    "memory and wrote nothing."
                    for changes in library.merge_in_memory()
                ]
                return library
        except BaseException:
            library.close()
            raise
        library.close()
        with writer:
            told = [
                *writer.notices,
                *(f"Merged {c.describe()} into this copy." for c in writer.merged_at_open),
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

    def close(self) -> None:
        try:
            if not self.readonly:
                self.flush()
                self._papers_file.keep_parsed()  # the next open need not parse papers.json
        finally:
            self.index.close()
            self._lock.release()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- reading (in memory; safe from any thread) -------------------------
    def __len__(self) -> int:
        return len(self._live)

    def __contains__(self, paper_id: object) -> bool:
        return paper_id in self._live

    def ids(self) -> list[str]:
        """The papers of the library (not the Trash), in the order they came in."""
        return list(self._live)

    def annotation(self, paper_id: str) -> Annotation:
        return self._notes.get(paper_id)

    def sort_ids(self, ids: Sequence[str], key: SortKey, *, descending: bool = False) -> list[str]:
        return sort_ids(ids, key, self._by_id.__getitem__, self._notes, descending=descending)

    def status_counts(self) -> dict[Status, int]:
        counts = Counter({status: 0 for status in Status})
        annotated = 0
        for pid, status in self._notes.statuses():
            if pid in self._live:
                counts[status] += 1
                annotated += 1
        counts[Status.NEW] += len(self._live) - annotated
        return dict(counts)

    def tags(self) -> dict[str, int]:
        return dict(
            Counter(
                tag for pid, ann in self._notes.items() if pid in self._live for tag in ann.tags
            ).most_common()
        )

    def collections(self) -> dict[str, int]:
        """Papers per collection; counted again only when papers come in (not per edit)."""
        counts = self._collections
        if counts is None:
            counts = dict(
                Counter(
                    name for pid in self._live for name in self._by_id[pid].get("collections") or ()
                ).most_common()
            )
            for name in self._notes.collection_names():  # made by the user, still empty
                counts.setdefault(name, 0)
            self._collections = counts
        return dict(counts)

    def stats(self, now: datetime | None = None) -> dict[str, Any]:
        now = now or utcnow()
        week_ago = now - timedelta(days=7)
        read_this_week = sum(  # papers in the library: not the Trash, nor merged away
            1
            for pid, ann in self._notes.items()
            if pid in self._live
            and any(c.status is Status.READ and c.at >= week_ago for c in ann.history)
        )
        annotations = [ann for pid, ann in self._notes.items() if pid in self._live]
        return {
            "folder": str(self.folder),
            "papers": len(self),
            "status": {s.value: n for s, n in self.status_counts().items()},
            "rated": sum(1 for a in annotations if a.rating),
            "with_notes": sum(1 for a in annotations if a.notes.strip()),
            "tags": len(self.tags()),
            "collections": self.collections(),
            "read_this_week": read_this_week,
            "saved_searches": len(self.saved_searches()),
            "index": self.index_state(),
        }

    # --- export ----------------------------------------------------------------
    def export_ids(self, fmt: str) -> list[str]:
        """What exporting the whole library writes: its papers, and for the JSON backup the
        Trash too."""
        return [*self.ids(), *(self.trash_ids() if fmt == "json" else ())]

    def export(
        self,
        fmt: str,
        dest: str | Path,
        *,
        ids: Sequence[str] | None = None,
        force: bool = False,
        notices: list[str] | None = None,
    ) -> int:
        chosen = self.export_ids(fmt) if ids is None else self._known(ids)
        entries = self.entries(chosen)
        return export_entries(
            fmt,
            entries,
            Path(dest),
            saved_searches=self.saved_searches(),
            distinct=self.dismissed_pairs(),
            tree=self.export_tree(entries, whole=ids is None),
            force=force,
            notices=notices,
        )

    def export_tree(self, entries: Sequence[Entry], *, whole: bool) -> list[tuple[str, ...]]:
        """The collections an export carries as paths from the top: all of them for the
        whole library (the empty ones too), else those of its papers and the ones they
        sit inside."""
        if whole:
            return self.collection_paths()
        return self.collection_paths(n for e in entries for n in e.paper.collections)

    # --- saved searches ---------------------------------------------------------
    def saved_searches(self) -> dict[str, str]:
        return self._notes.searches()

    def save_search(self, name: str, query: str) -> None:
        self._writable()
        with self._write_lock:
            self._notes.save_search(name, query)
        self._notify(Change("searches"))

    def rename_search(self, old: str, new: str) -> None:
        self._writable()
        with self._write_lock, self._recorder.action():
            self._notes.rename_search(old, new)
        self._notify(Change("searches"))

    def delete_search(self, name: str) -> None:
        self._writable()
        with self._write_lock:
            self._notes.delete_search(name)
        self._notify(Change("searches"))

    # --- health ----------------------------------------------------------------
    def _stamp(self, papers_ahead: int = 0) -> str:
        return f"{self._papers_file.generation + papers_ahead}.{self._notes.file.generation}"

    def check(self) -> CheckReport:
        """What is wrong, in plain words. Other devices' changes not merged yet come first;
        a copy that has merged nothing yet has no index either, which is not a fault."""
        unmerged = tuple(self.unmerged_changes())
        problems = [f"{changes.not_merged()}." for changes in unmerged]
        state = self.index.state(self._stamp())
        if state.value != "ok" and not (unmerged and self._papers_file.is_new):
            problems.append(f"The search index is {state.value}; run repair to rebuild it.")
        if self._papers_file.storage.dirty or self._notes.file.storage.dirty:
            problems.append("Some changes are not saved to disk yet.")
        orphans = sum(1 for pid, _ in self._notes.items() if pid not in self._doc_ids)
        if orphans:
            problems.append(f"{orphans} annotations belong to papers not in the library.")
        return CheckReport(problems, state.value, unmerged)

    def index_state(self) -> str:
        """Whether the index answers for the library as it is now ("ok", "stale", …), judged
        from its records and file sizes without reading it through; `check` reads it."""
        return self.index.state(self._stamp(), thorough=False).value

    def ensure_index(
        self,
        *,
        progress: Progress | None = None,
        cancel: Cancel | None = None,
        thorough: bool = True,
    ) -> bool:
        """Rebuild the index if it is missing, stale, damaged or old; True if it was.
        `thorough` reads a sample of every index file (once per index generation)."""
        if self.index.state(self._stamp(), thorough=thorough).value == "ok":
            return False
        self.repair(progress=progress, cancel=cancel)
        return True

    def repair(self, *, progress: Progress | None = None, cancel: Cancel | None = None) -> None:
        self._writable()
        with self._write_lock:
            self.flush()
            ids = [*self._live, *self._trash]  # the Trash stays searchable with in:trash
            entries = (
                entry
                for start in range(0, len(ids), REBUILD_CHUNK)
                for entry in self.entries(ids[start : start + REBUILD_CHUNK])
            )
            self.index.rebuild(
                entries, self._stamp(), total=len(ids), progress=progress, cancel=cancel
            )
        self._notify(Change("reset"))

    def flush(self) -> None:
        """Write anything a failed write left in memory; StorageWriteError if it still fails."""
        with self._write_lock:
            self._papers_file.storage.flush()
            self._notes.file.storage.flush()

    @property
    def has_unsaved_changes(self) -> bool:
        return self._papers_file.storage.dirty or self._notes.file.storage.dirty

    def add_listener(self, listener: Callable[[Change], None]) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _notify(self, change: Change) -> None:
        for listener in list(self._listeners):
            try:
                listener(change)
            except Exception:  # a broken listener must not undo a saved write
                log.exception("listener failed for %s", change)
