"""One library on several computers: this copy's change files, and merging everyone's.

The `Sync` part of :class:`lectern.core.library.Library`, which owns this device's change
files and how far every device's changes are merged. Every write is recorded as change lines
(:mod:`lectern.core.sync.recording`) and appended to this device's change file just before
the library's own files are written; :meth:`Sync.pull` merges the change lines of
every device that this copy has not merged yet (:mod:`lectern.core.sync.merge`), writes
the result into papers.json and annotations.json (this copy's own, never synced), updates
the index and tells the listeners. How far each device's changes are merged is kept in
both files' `_meta` (`journal`), so a crash at any point merges again what was not saved:
merging a change twice changes nothing.
"""

from __future__ import annotations

import heapq
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from lectern.core.errors import StorageWriteError
from lectern.core.library.identity import IdentityIndex
from lectern.core.library.importing import ALTERNATE, add_alternate
from lectern.core.library.papers import Papers
from lectern.core.library.state import PAPERS, LibraryState
from lectern.core.results import Change
from lectern.core.storage.library_values import COLLECTION_PARENTS
from lectern.core.sync import copies
from lectern.core.sync.device import SYNC_DIR, device_names, publish
from lectern.core.sync.ignore import write_ignore
from lectern.core.sync.journal import (
    OwnJournal,
    Position,
    Vector,
    devices,
    read_changes,
    segment_name,
    segments,
)
from lectern.core.sync.merge import (
    ANNOTATION,
    CREATED,
    NOTES_BASE,
    PAPER,
    STAMPS,
    Merged,
    Merger,
    stamp_of,
)
from lectern.core.sync.recording import as_made

log = logging.getLogger(__name__)


def _vector(meta: dict[str, Any]) -> Vector | None:
    raw = meta.get("journal")
    if not isinstance(raw, dict):
        return None
    return {str(d): (int(p[0]), int(p[1])) for d, p in raw.items() if isinstance(p, list)}


def _keep_alternate(doc: dict[str, Any], name: str, kept: Any, lost: Any) -> bool:
    """A value the merge did not keep, kept among the paper's alternates (the fields and the
    sameness an import uses); True if the document changed."""
    if name not in ALTERNATE:
        return False
    alternates = {k: list(v) for k, v in (doc.get("alternates") or {}).items()}
    if not add_alternate(alternates, name, kept, lost):
        return False
    doc["alternates"] = alternates
    return True


class Sync:
    """This copy's change files, merging every device's, and the devices of the library.

    Made as the library opens: it continues this device's change file, makes every write
    append its change lines before either file is written, and for a library from before
    change files records everything it holds as this device's first changes.
    """

    def __init__(self, state: LibraryState, papers: Papers) -> None:
        self._state = state
        self._papers = papers
        self._index_follows = True  # False while merging at open: the index is rebuilt anyway
        folder, readonly = state.folder, state.readonly
        self._journal = OwnJournal(folder, state.device, readonly=readonly)
        files = (state.papers_file, state.annotations.file)
        vectors = [_vector(f.meta) for f in files]
        if state.annotations.file.meta.get("papers_at") == state.papers_file.generation:
            # papers.json had nothing waiting when annotations.json was last saved
            vectors[0] = vectors[1]
        for file in files:
            state.clock.see(str(file.meta.get("last_stamp") or ""))
        self._merged: Vector = self._oldest(vectors)  # how far each device's changes are merged
        if readonly:
            return
        recorded = [v[state.device] for v in vectors if v is not None and state.device in v]
        if recorded:
            self._journal.continue_after(max(recorded))
        state.annotations.recorder = state.recorder
        for file in files:
            file.storage.before_flush = self._commit_changes
        try:
            publish(folder, state.device)
            write_ignore(folder)
        except OSError as exc:  # the library works on; sync waits for a writable folder
            state.notices.append(f"Could not prepare the library for syncing: {exc}.")
        if all(v is None for v in vectors):
            self._record_everything()

    @property
    def device(self) -> str:
        """This copy's device id."""
        return self._state.device

    @staticmethod
    def _oldest(vectors: list[Vector | None]) -> Vector:
        """How far both files have merged every device (a device one lacks: from its start)."""
        known = [v for v in vectors if v is not None]
        if not known:
            return {}
        every = set().union(*known)
        return {
            device: min(v.get(device, (0, 0)) for v in known)
            for device in every
            if all(device in v for v in known)
        }

    def _record_everything(self) -> None:
        """A library from before change files (or a new one): its papers and annotations
        become this device's first changes, stamped with when each was added or last
        changed, so that a copy on another computer merges by the user's own times."""
        state = self._state
        papers = state.papers_file.raw(PAPERS)
        notes = state.annotations.raw_docs()
        records: list[dict[str, Any]] = []
        for kind, docs in ((PAPER, papers), (ANNOTATION, notes)):
            for doc in docs.values():
                record = as_made(kind, state.whole(doc) if kind == PAPER else doc, state.device)
                doc[STAMPS] = {"*": CREATED + record["s"]}
                if doc.get("notes"):
                    doc[STAMPS][NOTES_BASE] = {state.device: record["s"]}
                records.append(record)
        for key, value in state.annotations.library_values().items():
            if not value:
                continue
            stamp = state.clock.next()
            records.append({"s": stamp, "k": "lib", "f": {key: value}})
            state.annotations.library_stamps()[key] = stamp
        for record in records:
            state.clock.see(record["s"])
        for start in range(0, len(records), 5000):
            self._journal.append(records[start : start + 5000])
        self._merged[state.device] = self._journal.position
        for file in (state.papers_file, state.annotations.file):
            file.storage.dirty = True
            file.storage.flush()
        if papers or notes:
            log.info("%d papers, %d annotations recorded as changes", len(papers), len(notes))

    # --- this device's changes -----------------------------------------------------------
    def _commit_changes(self) -> None:
        """Before either file is written: append the change lines its write holds."""
        state = self._state
        records = state.recorder.take()
        if records:
            try:
                self._journal.append(records)
            except StorageWriteError:
                state.recorder.put_back(records)
                raise
            self._merged[state.device] = self._journal.position
        last = records[-1]["s"] if records else None
        for file in (state.papers_file, state.annotations.file):
            file.meta["journal"] = {d: list(p) for d, p in sorted(self._merged.items())}
            if last:
                file.meta["last_stamp"] = last
        # papers.json holds every change to papers up to here unless it has some waiting: then
        # the next open merges again only from annotations.json's place, not from papers.json's.
        papers = state.papers_file
        state.annotations.file.meta["papers_at"] = (
            None if papers.storage.dirty else papers.generation
        )

    def device_names(self) -> dict[str, str]:
        """Device id → the name of its computer, for every device of this library; another
        copy on this same computer is "NAME (another copy)"."""
        state = self._state
        names = device_names(state.folder)
        here = names.get(state.device)
        return {
            device: f"{name} (another copy)" if name == here and device != state.device else name
            for device, name in names.items()
        }

    def folders(self) -> list[Path]:
        """The folders to watch for changes arriving from other devices."""
        state = self._state
        root = state.folder / SYNC_DIR
        return [root, *(root / d for d in devices(state.folder) if d != state.device)]

    def changes(self, paper_id: str | None = None) -> Iterator[dict[str, Any]]:
        """Every change line of every device (of one paper), oldest first; reads the files."""
        streams = [
            (r for r, _ in read_changes(self._state.folder / SYNC_DIR / d))
            for d in devices(self._state.folder)
        ]
        for record in heapq.merge(*streams, key=lambda r: str(r.get("s") or "")):
            if paper_id is None or record.get("id") == paper_id:
                yield record

    # --- merging other devices' changes ------------------------------------------------
    def other_devices(self) -> list[str]:
        return [d for d in devices(self._state.folder) if d != self._state.device]

    def pull_at_open(self) -> None:
        """Merge at open what arrived while the library was closed (and, after a crash,
        this device's own changes its files missed). An index that is not up to date
        before is left to `ensure_index`, which rebuilds it anyway."""
        state = self._state
        self._index_follows = state.index.state(state.stamp(), thorough=False).value == "ok"
        try:
            with state.write_lock:
                self._pull()
        except StorageWriteError as exc:
            state.notices.append(f"{exc} Changes from your other devices wait for the next start.")
        finally:
            self._index_follows = True

    def pull(self) -> frozenset[str]:
        """Merge what other devices wrote since the last pull; the papers that changed."""
        if self._state.readonly:
            return frozenset()
        with self._state.write_lock:
            return self._pull()

    def _pending_devices(self) -> list[str]:
        state = self._state
        waiting = []
        for device in devices(state.folder):
            start = self._merged.get(device, (0, 0))
            numbers = segments(state.folder / SYNC_DIR / device)
            if not numbers:
                continue
            last = numbers[-1]
            try:
                size = (state.folder / SYNC_DIR / device / segment_name(last)).stat().st_size
            except OSError:
                continue
            if (last, size) != start:
                waiting.append(device)
        return waiting

    def _pull(self) -> frozenset[str]:
        state = self._state
        recovered, told = copies.recover(state.folder, state.device)
        state.notices.extend(told)
        waiting = self._pending_devices()
        if not waiting and not recovered:
            return frozenset()
        reached: dict[str, Position] = {}

        def stream(device: str) -> Iterator[tuple[str, dict[str, Any]]]:
            start = self._merged.get(device, (0, 0))
            for record, end in read_changes(state.folder / SYNC_DIR / device, start):
                reached[device] = end
                yield str(record.get("s") or ""), record

        merger = Merger(
            self._stored_whole,
            state.annotations.raw_doc,
            state.annotations.tombstones(),
            state.annotations.library_stamps(),
            _keep_alternate,
        )
        streams = [stream(d) for d in waiting]
        for stamp, record in heapq.merge(*streams, key=lambda item: item[0]):
            state.clock.see(stamp)
            merger.apply(record)
        for record in recovered:
            state.clock.see(str(record.get("s") or ""))
            merger.apply(record)
        state.recorder.put_back(recovered)  # appended again by this device, for the others
        result = merger.result
        for pid in result.revive:
            result.papers[pid] = self._revived(pid, result.papers.get(pid))
        self._merged.update(reached)
        arrived = [pid for pid, doc in result.papers.items() if doc and pid not in state.by_id]
        changed = self._write_merged(result)
        joined = self._join_same_works(arrived)
        return frozenset([*changed, *joined])

    def _stored_whole(self, pid: str) -> dict[str, Any] | None:
        """The stored paper as the merge compares it: with its abstract."""
        doc = self._state.by_id.get(pid)
        return None if doc is None else self._state.whole(doc)

    def _join_same_works(self, arrived: list[str]) -> list[str]:
        """Papers another device imported that are certainly works this library has (the
        import's own rule, lectern.core.library.identity) are merged, the one added first
        kept: each device decides the same, so both make the same merge."""
        state = self._state
        arrived = [pid for pid in arrived if pid in state.live]
        if not arrived:
            return []
        index = IdentityIndex()
        fresh = set(arrived)
        for pid in state.live:
            if pid not in fresh:
                index.add(pid, self._papers.identity_keys(pid))
        dismissed = state.annotations.distinct_pairs()
        joined: list[str] = []
        for pid in arrived:
            match = index.find(self._papers.identity_keys(pid))
            if match is None or {(pid, match.paper_id), (match.paper_id, pid)} & dismissed:
                index.add(pid, self._papers.identity_keys(pid))
                continue
            keep, other = sorted(
                (pid, match.paper_id), key=lambda p: (stamp_of(state.by_id[p], "added"), p)
            )
            self._papers.merge(keep, [other])
            index.remove(other)
            index.add(keep, self._papers.identity_keys(keep))
            joined += [keep, other]
        return joined

    def _revived(self, pid: str, partial: dict[str, Any] | None) -> dict[str, Any] | None:
        """A paper deleted here that another device changed after the deletion: made again
        from every change to it, the deletion left out."""
        merger = Merger(lambda _: None, lambda _: None, {}, {})
        for record in self.changes(pid):
            if record.get("k") == PAPER:
                merger.apply(record)
        doc = merger.result.papers.get(pid)
        return doc if doc is not None else partial

    def _write_merged(self, result: Merged) -> list[str]:
        state = self._state
        if not (result.papers or result.annotations or result.tombstones or result.library):
            # Only changes merged before (a replay): the files learn the new positions
            # with their next write, and a full disk is no reason to fail here.
            for file in (state.papers_file, state.annotations.file):
                file.meta["journal"] = {d: list(p) for d, p in sorted(self._merged.items())}
            return []
        papers = {
            pid: doc for pid, doc in result.papers.items() if doc is not None or pid in state.by_id
        }
        notes = result.annotations
        searches_changed = any(k.startswith("search:") for k in result.library)
        with state.papers_file.storage.batch(), state.annotations.file.storage.batch():
            if papers:
                self._put_merged_papers(papers)
                state.papers_file.bump()
            state.annotations.put_merged(
                notes, result.tombstones, result.library, result.library_stamps
            )
            if notes or result.tombstones:
                state.annotations.file.bump()
            # annotations.json (small) records how far each device is merged; papers.json
            # is written only if papers changed (its place follows from `papers_at`).
            state.annotations.file.storage.dirty = True
        changed = list(dict.fromkeys([*papers, *notes]))
        if papers:
            for pid in papers:
                state.identities.pop(pid, None)
            state.rebuild_paper_maps()
        self._update_index(changed)
        if papers:
            state.notify(Change("papers", frozenset(changed)))
        elif notes:
            state.notify(Change("annotations", frozenset(notes)))
        shared = ("collections", COLLECTION_PARENTS, "distinct")
        if searches_changed or any(k in shared for k in result.library):
            state.notify(Change("searches"))
        return changed

    def _put_merged_papers(self, papers: dict[str, dict[str, Any] | None]) -> None:
        state = self._state
        table = state.papers_file.table(PAPERS)
        removed = [int(state.doc_ids[pid]) for pid, doc in papers.items() if doc is None]
        if removed:
            table.remove(doc_ids=removed)
        inserts = [
            doc for pid, doc in papers.items() if doc is not None and pid not in state.doc_ids
        ]
        for pid, doc in papers.items():
            if doc is not None and pid in state.doc_ids:
                target = state.by_id[pid]
                target.clear()
                target.update(doc)
        if inserts:
            table.insert_multiple(inserts)

    def _update_index(self, changed: list[str]) -> None:
        state = self._state
        if not changed or not self._index_follows:
            return
        stamp = state.stamp()
        gone = [
            pid for pid in changed if pid not in state.by_id or state.by_id[pid].get("merged_into")
        ]
        kept = [pid for pid in changed if pid not in gone]
        if gone:
            state.index.delete(gone, stamp)
        if kept:
            state.index.update(state.entries(kept), stamp)
        if not gone and not kept:
            state.index.set_stamp(stamp)
