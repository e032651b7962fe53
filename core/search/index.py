"""The Whoosh search index: a derived, versioned, rebuildable cache of the library.

Layout of ``<library>/index/``::

    CURRENT          name of the live generation folder (replaced atomically)
    g<time>/         a Whoosh index + lectern-index.json (schema version, store stamp)

A rebuild writes a new generation folder and then points CURRENT at it, so a crash or a
cancel part way leaves the old index in use, and no open file is ever renamed (Windows).
Searches, fragments and related papers are read in :mod:`lectern.core.search.index_reading`,
scored in :mod:`lectern.core.search.ranking`; the query language is
:mod:`lectern.core.search.query`.
"""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
from collections.abc import Callable, Collection, Container, Iterable, Mapping, Sequence
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from whoosh.filedb.filestore import FileStorage
from whoosh.writing import NO_MERGE

from lectern.core.atomic_file import remove_stale_temp_files
from lectern.core.deferred_log import DeferredLogger
from lectern.core.errors import ImportCancelled, IndexWriteError, LecternError
from lectern.core.hits import Hit, SearchResult
from lectern.core.models import Entry
from lectern.core.said import said
from lectern.core.search import whoosh_private
from lectern.core.search.analysis import index_term
from lectern.core.search.index_files import (
    GENERATION,
    META,
    POINTER,
    damage_expected,
    file_manifest,
    manifest_problem,
    read_samples,
    write_json,
    write_text,
)
from lectern.core.search.index_reading import IndexReading
from lectern.core.search.index_schema import (
    document,
    forget_repeated_terms,
    make_schema,
    merge_small,
    small_segments,
)
from lectern.core.search.ranking import PdfPages
from lectern.core.search.whoosh_private import IndexWriter

if TYPE_CHECKING:
    from lectern.core.search.index_child import SegmentChild
    from lectern.core.search.index_holdings import Holding

log = DeferredLogger(__name__)

# 2: last_read; 3: citation keys, entry types, record fields; 4: progress; 5: the notes kept
# from a conflict; 6: the marks' text, notes and colours
INDEX_SCHEMA_VERSION = 6
INDEX_NAME = "MAIN"
# Fewer new papers than this are indexed in one process (`index_child`): starting Python and
# Whoosh in a second one (a third of a second) would cost more than it saves.
PARALLEL_AT = 2_000
REBUILD_SEGMENT = 10_000  # papers per segment in a rebuild: its postings sort in RAM (~250 MB)
PROGRESS_EVERY = 250
MOST_SHARE = 0.7  # of a batch's new papers, either process indexes at most this much


def _delete_papers(writer: IndexWriter, ids: Sequence[str]) -> None:
    """Take out the indexed version of each of these papers (those indexed), looking each
    up once in each segment. Whoosh's `delete_by_term` looked each up in every segment
    twice (is it there, then delete it) through a query's matchers: at 74,728 papers
    (21 segments), 41,000 lookups for a merge of 1,000 changes, a sixth of its time."""
    if not ids:
        return
    terms = [(pid, pid.encode("utf-8")) for pid in ids]
    for searcher, offset in writer.searcher().leaf_searchers():
        reader = searcher.reader()
        for _pid, btext in terms:
            if ("id", btext) in reader:
                for docnum in reader.postings("id", btext).all_ids():
                    writer.delete_document(offset + docnum)


def _storage(folder: Path) -> FileStorage:
    """Segment files read through ordinary file handles, not mmap: Whoosh copies every
    part of a mapped segment it opens into a BytesIO, which at 75,000 papers held 540 MB
    more than the file reads do, for no faster search."""
    return FileStorage(str(folder), supports_mmap=False)


class IndexState(StrEnum):
    OK = "ok"
    MISSING = "missing"
    STALE = "stale"
    CORRUPT = "corrupt"
    OLD_SCHEMA = "old-schema"


class SearchIndex:
    """The library's search index. Writes come from one worker thread, searches from others.

    Never raises on a broken index when opened: :meth:`state` reports it and
    :meth:`rebuild` replaces it.
    """

    def __init__(self, folder: Path, *, readonly: bool = False) -> None:
        self.folder = Path(folder)
        self.readonly = readonly
        self._write_lock = threading.RLock()
        self._read_lock = threading.RLock()
        self._ix: Any = None
        self._gen: str | None = None
        self._meta: dict[str, Any] = {}
        self._problem: IndexState | None = IndexState.MISSING
        self._broken = False
        self._checked: tuple[str, int] | None = None
        # Searching, a part of its own over this index's files and health check.
        self.reading = IndexReading(
            self.folder, self._read_lock, self._opened_files, self._files_damaged
        )
        self._scratch: Path | None = None  # a private copy's own folder, removed at close
        self._child_share = 0.5  # of a large import's batch, indexed by `index_child`
        # Papers whose entry may be older than the store's: a write of them failed. While
        # any is, the stamp is not advanced; each write first re-indexes them from the
        # store through `catch_up` (ids → the entries still indexed, the ids gone).
        self.behind: set[str] = set()
        self.catch_up: Callable[[Sequence[str]], tuple[list[Entry], list[str]]] | None = None
        with self._read_lock:
            self._open()
        if not readonly:
            self._remove_stale_temp_files()
        if not readonly and self._problem is None:
            self._remove_old_generations()  # left by a rebuild that crashed

    # --- files ------------------------------------------------------------------------
    def _pointer(self) -> str | None:
        try:
            return (self.folder / POINTER).read_text("utf-8").strip()
        except FileNotFoundError:
            return None

    def _open(self) -> None:
        """Open the generation CURRENT names; record what is wrong instead of raising."""
        self.reading.drop_snapshot()
        if self._ix is not None:
            self._ix.close()
        self._ix, self._meta, self._broken, self._checked = None, {}, False, None
        try:
            name = self._pointer()
        except (OSError, UnicodeDecodeError):
            self._gen, self._problem = "?", IndexState.CORRUPT
            return
        self._gen = name
        if name is None:
            self._problem = IndexState.MISSING
            return
        folder = self.folder / name
        if not GENERATION.match(name) or not folder.is_dir():
            self._problem = IndexState.CORRUPT
            return
        try:
            meta = json.loads((folder / META).read_text("utf-8"))
            version = int(meta["schema"])
        except (OSError, ValueError, KeyError, TypeError):
            self._problem = IndexState.CORRUPT
            return
        if version != INDEX_SCHEMA_VERSION:
            self._meta, self._problem = meta, IndexState.OLD_SCHEMA
            return
        with damage_expected() as damage:
            try:
                self._ix = whoosh_private.open_index(_storage(folder), INDEX_NAME)
            except Exception as exc:  # unreadable TOC, unpicklable schema, missing files
                if not whoosh_private.is_damage(exc):
                    log.exception("search index %s cannot be opened", folder)
                    raise
                log.warning("search index %s cannot be opened: %s", folder, repr(exc))
                damage.found = True
                self._problem = IndexState.CORRUPT
                return
        self._meta, self._problem = meta, None

    def _follow_pointer(self) -> None:
        """Another process (or a rebuild) may have switched generations."""
        try:
            name = self._pointer()
        except (OSError, UnicodeDecodeError):
            name = "?"
        if name != self._gen:
            self._open()

    def _opened_files(self) -> tuple[Any, str | None]:
        """The Whoosh index of the live generation and its name, for the reading part."""
        self._follow_pointer()
        return self._ix, self._gen

    def _write_meta(self, stamp: str) -> None:
        """Record this generation's files, and `stamp` unless a failed write left papers
        behind: the old stamp then says the index is behind the store, and the next open
        rebuilds it if no later write catches up first."""
        folder = self.folder / str(self._gen)
        if self.behind:
            stamp = str(self._meta.get("stamp") or "")
        meta = {"schema": INDEX_SCHEMA_VERSION, "stamp": stamp, "files": file_manifest(folder)}
        write_json(folder / META, meta)
        self._meta = meta

    def _remove_stale_temp_files(self) -> None:
        """Temp files of a pointer or metadata write that was killed before its rename.
        Only the writer writes those (readers write the length counts: theirs stay)."""
        remove_stale_temp_files(self.folder, POINTER)
        if self._gen is not None and GENERATION.match(self._gen):
            remove_stale_temp_files(self.folder / self._gen, META)

    def _remove_old_generations(self) -> None:
        try:
            paths = list(self.folder.iterdir())
        except OSError:
            return
        for path in paths:
            if path.is_dir() and GENERATION.match(path.name) and path.name != self._gen:
                shutil.rmtree(path, ignore_errors=True)  # open files on Windows: next time

    # --- searching: the reading part's, asked of the index ------------------------------
    @property
    def pages(self) -> PdfPages | None:
        """The PDFs' pages the searches look in too (given by the library)."""
        return self.reading.pages

    @pages.setter
    def pages(self, pages: PdfPages | None) -> None:
        self.reading.pages = pages

    def search(
        self,
        query: str,
        *,
        limit: int | None = 50,
        highlight: int = 0,
        now: datetime | None = None,
        exclude: Collection[str] = (),
        only: Collection[str] | None = None,
    ) -> SearchResult:
        """:meth:`IndexReading.search`."""
        return self.reading.search(
            query, limit=limit, highlight=highlight, now=now, exclude=exclude, only=only
        )

    def corrections(
        self,
        query: str,
        found: int,
        *,
        now: datetime | None = None,
        exclude: Collection[str] = (),
        only: Collection[str] | None = None,
    ) -> tuple[tuple[str, str], ...]:
        """:meth:`IndexReading.corrections`."""
        return self.reading.corrections(query, found, now=now, exclude=exclude, only=only)

    def fragments(
        self, query: str, ids: Sequence[str], *, now: datetime | None = None
    ) -> dict[str, dict[str, str]]:
        """:meth:`IndexReading.fragments`."""
        return self.reading.fragments(query, ids, now=now)

    def related(self, paper_id: str, limit: int = 10) -> list[Hit]:
        """:meth:`IndexReading.related`."""
        return self.reading.related(paper_id, limit)

    def holdings(self) -> dict[str, Holding] | None:
        """:meth:`IndexReading.holdings`."""
        return self.reading.holdings()

    # --- health -----------------------------------------------------------------------
    def state(self, stamp: str, *, thorough: bool = True) -> IndexState:
        """How the index relates to the store state `stamp` (as last written by update/rebuild).

        Not `thorough`: from the index's own records and its files' sizes and times only,
        without reading a sample of every file (what a one-off command can afford).
        """
        with self._read_lock:
            self._follow_pointer()
            if self._problem is not None:
                return self._problem
            if self._broken or not self._healthy(samples=thorough):
                return IndexState.CORRUPT
            return IndexState.OK if self._meta.get("stamp") == stamp else IndexState.STALE

    def stamp(self) -> str | None:
        with self._read_lock:
            self._follow_pointer()
            return self._meta.get("stamp") if self._problem is None else None

    def set_stamp(self, stamp: str) -> None:
        """Record that the index reflects store state `stamp` (nothing else changed), after
        catching up on the papers a failed write left behind."""
        self._require_writable()
        with self._write_lock:
            if self._problem is not None:
                return
            if self.behind:
                self._commit({}, (), stamp)
            else:
                self._write_meta(stamp)

    def _healthy(self, *, samples: bool = True) -> bool:
        """Read a little of every segment file once per index generation."""
        with damage_expected() as damage:
            damage.found = not self._check_files(samples=samples)
            return not damage.found

    def _files_damaged(self, touched: Sequence[tuple[str, Any]]) -> bool:
        """After a failed read: are the files damaged (then say so until a rebuild)?"""
        self._checked = None
        self._broken = self._ix is None or not self._check_files(touched)
        return self._broken

    def _check_files(self, terms: Iterable[tuple[str, Any]] = (), *, samples: bool = True) -> bool:
        """Read a little of every file, and every posting of `terms` (those a failed search
        read: was it the files or the query?)."""
        try:
            key = (str(self._gen), self._ix.latest_generation())
            terms = list(terms)
            changed = manifest_problem(self.folder / str(self._gen), self._meta.get("files"))
            if changed:
                raise OSError(changed)
            if (self._checked == key or not samples) and not terms:
                return True
            read_samples(self._ix, terms)
            self._checked = key
            return True
        except Exception as exc:
            if not whoosh_private.is_damage(exc):
                log.exception("search index %s could not be checked", self._gen)
                raise
            log.warning("search index %s is damaged: %s", self._gen, repr(exc))
            return False

    def _require_writable(self) -> None:
        if self.readonly:
            raise LecternError(said("The search index is open read-only."))

    # --- writing ----------------------------------------------------------------------
    def rebuild(
        self,
        entries: Iterable[Entry],
        stamp: str,
        *,
        total: int = 0,
        progress: Callable[[int, int], None] | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> None:
        """Index every entry into a new generation, then switch to it in one atomic step."""
        self._require_writable()
        with self._write_lock:
            self.folder.mkdir(parents=True, exist_ok=True)
            name = f"g{time.time_ns():x}"
            folder = self.folder / name
            folder.mkdir()
            writer = None
            done = 0
            try:
                ix = _storage(folder).create_index(make_schema(), indexname=INDEX_NAME)
                for entry in entries:
                    if done % PROGRESS_EVERY == 0:
                        if cancel is not None and cancel():
                            raise ImportCancelled(
                                said(
                                    "Rebuilding the search index was cancelled; "
                                    "the old one is kept."
                                )
                            )
                        if progress is not None and done:
                            progress(done, total)
                    if writer is None:
                        writer = IndexWriter(ix, limitmb=384)
                    writer.add_document(**document(entry))
                    done += 1
                    if writer.doc_count() >= REBUILD_SEGMENT:
                        writer.commit(merge=False)
                        writer = None
                if writer is not None:
                    writer.commit(merge=False)
                    writer = None
                ix.close()
                write_json(
                    folder / META,
                    {
                        "schema": INDEX_SCHEMA_VERSION,
                        "stamp": stamp,
                        "files": file_manifest(folder),
                    },
                )
            except OSError as exc:
                refused = self._refused(exc, writer)
                shutil.rmtree(folder, ignore_errors=True)
                raise refused from exc
            except BaseException:
                if writer is not None:
                    writer.cancel()
                shutil.rmtree(folder, ignore_errors=True)
                raise
            with self._read_lock:
                write_text(self.folder / POINTER, name)
                self._open()
            self.behind = set()
            self._remove_old_generations()
            index_term.cache_clear()  # the words of the whole library: memory for nothing now
            if progress is not None:
                progress(done, max(total, done))

    def update(
        self,
        entries: Sequence[Entry],
        stamp: str,
        *,
        new_ids: Container[str] = (),
        merge: bool = True,
    ) -> None:
        """Add or replace these papers in one commit, then record `stamp`.

        `new_ids` are papers the caller knows are not indexed yet (an import's new
        papers): no need to look for an old version to replace. Without `merge`, the
        small segments saves leave behind stay until `merge_small_segments`.
        IndexWriteError if the disk refuses (see `_commit`)."""
        self._require_writable()
        latest = {entry.id: entry for entry in entries}
        with self._write_lock:
            if not self._writable():
                return
            if not latest and not self.behind:
                self._write_meta(stamp)
                return
            self._commit(latest, (), stamp, new_ids=new_ids, merge=merge)

    def delete(self, ids: Iterable[str], stamp: str, *, merge: bool = True) -> None:
        """Take these papers out in one commit, then record `stamp` (IndexWriteError and
        `merge` as `update`)."""
        self._require_writable()
        ids = list(ids)
        with self._write_lock:
            if not self._writable():
                return
            self._commit({}, ids, stamp, merge=merge)

    def _commit(
        self,
        latest: Mapping[str, Entry],
        gone: Collection[str],
        stamp: str,
        *,
        new_ids: Container[str] = (),
        merge: bool = True,
    ) -> None:
        """One commit that indexes `latest`, takes `gone` out, and catches up on the papers
        an earlier failed write left behind (`behind`, read from the store through
        `catch_up`); then `stamp`, once nothing is behind.

        A commit the disk refuses is cancelled and the files it left are removed (on a full
        disk Whoosh's own cancel fails too); every paper it touched is then `behind`, so
        the stamp is not reached, and IndexWriteError says why, the first error's words."""
        latest, gone = dict(latest), list(gone)
        if self.behind and self.catch_up is not None:
            waiting = [pid for pid in self.behind if pid not in latest and pid not in gone]
            again, away = self.catch_up(waiting)
            latest = {**{entry.id: entry for entry in again}, **latest}
            gone += away
        touched = {*latest, *gone}
        writer = None
        child = None
        try:
            writer = IndexWriter(self._ix, limitmb=64 if len(latest) < 1000 else 256)
            ours, theirs = _halves(latest, new_ids, self._child_share)
            if theirs:
                from lectern.core.search.index_child import SegmentChild  # large imports only

                child = SegmentChild(self.folder / str(self._gen), INDEX_NAME, theirs)
            _delete_papers(writer, [*gone, *(pid for pid in ours if pid not in new_ids)])
            for entry in ours.values():
                writer.add_document(**document(entry))
            # This process's segment is written before the child's is waited for: its
            # postings (half of its indexing) are written while the child still indexes.
            own = writer.write_own(merge_small if merge else NO_MERGE)
            segments = []
            if child is not None:
                ours_done = time.monotonic()
                segment = child.segment()
                self._balance(child, len(ours), ours_done)
                if segment is None:  # the child failed: its half is indexed here
                    segment = whoosh_private.write_segment(
                        self._ix,
                        (document(entry) for entry in child.entries),
                        temp_name=f"{INDEX_NAME}.own{os.getpid()}.tmp",
                    )
                segments.append(segment)
                child = None
            writer.commit_written(own, segments)
            writer = None
            self.behind -= touched
            self._write_meta(stamp)
        except OSError as exc:
            self.behind |= touched
            if child is not None:
                child.stop()
            raise self._refused(exc, writer) from exc
        except BaseException:
            self.behind |= touched
            if child is not None:
                child.stop()
            if writer is not None:
                self._discard(writer)
            raise
        finally:
            forget_repeated_terms()

    def _balance(self, child: SegmentChild, ours: int, ours_done: float) -> None:
        """The share of the next batch the child indexes: each side's papers a second in
        this one, from its start to its segment written. The child starts an interpreter
        and the writer pickles the child's papers, a machine's other work takes either
        core: an even split left one waiting for the other seconds a batch."""
        if child.finished is None or not ours:
            return
        theirs = len(child.entries) / max(child.finished - child.started, 1e-3)
        mine = ours / max(ours_done - child.started, 1e-3)
        share = theirs / (theirs + mine)
        self._child_share = min(max(share, 1 - MOST_SHARE), MOST_SHARE)

    def merge_small_segments(self) -> bool:
        """Fold the small segments saves left behind (see `merge_small`); True if it did.
        A merge of a few hundred papers takes about a second: the window runs it when no
        write waits, so a burst of keys is never saved behind one. It also catches up on
        papers a failed write left behind, once the disk takes them."""
        self._require_writable()
        with self._write_lock:
            if not self._writable():
                return False
            if self.behind and self.catch_up is not None:
                self._commit({}, (), str(self._meta.get("stamp") or ""))
                return True
            if not small_segments(whoosh_private.index_segments(self._ix)):
                return False  # nothing to fold
            writer = IndexWriter(self._ix, limitmb=64)
            try:
                writer.commit(mergetype=merge_small)
            except OSError as exc:
                raise self._refused(exc, writer) from exc
            except BaseException:
                self._discard(writer)
                raise
            self._write_meta(str(self._meta.get("stamp") or ""))
            return True

    def _discard(self, writer: IndexWriter) -> None:
        """Cancel a failed write and remove what it left: its lock, its temporary folder,
        the segment files no committed table of contents names (1.1 MB of them after an
        import on a full disk, which kept the disk full). Never raises: the write's own
        error is the one the user hears."""
        try:
            writer.cancel()
        except Exception as exc:  # noqa: BLE001 - a full disk fails the files' closing too
            log.info("search index writer not cancelled cleanly: %r", exc)
        whoosh_private.close_writer(writer)
        try:
            removed = whoosh_private.remove_uncommitted(self._ix)
        except Exception as exc:  # noqa: BLE001 - what is left is removed at the next commit
            log.warning("files of a failed index write not removed: %r", exc)
            return
        if removed:
            log.info("removed %d files of a failed index write", len(removed))

    def _refused(self, exc: OSError, writer: IndexWriter | None = None) -> IndexWriteError:
        """The error to raise for a write the disk refused, once `writer` is discarded.

        Whoosh leaves the files it was writing open in the frames of `exc`: its traceback
        goes, and they are closed, quietly, here rather than wherever the error ends."""
        with damage_expected() as damage:
            if writer is not None:
                self._discard(writer)
            exc.with_traceback(None)
            damage.found = True
        return IndexWriteError(
            said(
                "Could not write the search index in {folder}: {reason}.",
                folder=str(self.folder),
                reason=exc.strerror or str(exc),
            )
        )

    def _writable(self) -> bool:
        with self._read_lock:
            self._follow_pointer()
            if self._problem is not None or self._ix is None:
                # A rebuild from the store will include these changes; a partial index
                # stamped as current would hide every other paper.
                log.warning("search index is %s; change not indexed", self._problem)
                return False
            return True

    def private_copy(self) -> SearchIndex:
        """This index copied into a new folder of the system's temporary folder, writable
        there and removed when closed: the index of a library merged in memory, which may
        not write into the library's folder. A missing or unreadable index, or one that
        cannot be copied, gives an empty folder, so the copy is "missing" (and is built)."""
        import tempfile  # not loaded by the commands that only search (lean_imports)

        scratch = Path(tempfile.mkdtemp(prefix="lectern-index-"))
        with self._read_lock:
            self._follow_pointer()
            name = self._gen if self._problem is None else None
        if name is not None:
            try:
                shutil.copytree(self.folder / name, scratch / name)
                shutil.copy2(self.folder / POINTER, scratch / POINTER)
            except OSError as exc:  # replaced meanwhile by a rebuild: build the copy anew
                log.info("search index not copied (%s); the copy is built instead", exc)
                shutil.rmtree(scratch / name, ignore_errors=True)
                (scratch / POINTER).unlink(missing_ok=True)
        copy = SearchIndex(scratch)
        copy._scratch = scratch
        return copy

    def close(self) -> None:
        with self._read_lock:
            self.reading.drop_snapshot()
            if self._ix is not None:
                self._ix.close()
                self._ix = None
            if self._scratch is not None:
                shutil.rmtree(self._scratch, ignore_errors=True)
                self._scratch = None


def _halves(
    latest: Mapping[str, Entry], new_ids: Container[str], share: float = 0.5
) -> tuple[dict[str, Entry], list[Entry]]:
    """The papers this process indexes, and those a second process does (`index_child`):
    the last `share` of the new ones, when there are enough of them to be worth it."""
    new = [paper_id for paper_id in latest if paper_id in new_ids]
    if len(new) < PARALLEL_AT:
        return dict(latest), []
    cut = len(new) - round(len(new) * share)
    theirs = set(new[cut:])
    ours = {paper_id: entry for paper_id, entry in latest.items() if paper_id not in theirs}
    return ours, [latest[paper_id] for paper_id in new[cut:]]
