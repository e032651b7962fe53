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
from collections import Counter, defaultdict
from collections.abc import Container, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from lectern.core.errors import StorageWriteError
from lectern.core.library.identity import IdentityIndex
from lectern.core.library.importing import ALTERNATE, add_alternate
from lectern.core.library.papers import Papers
from lectern.core.library.state import PAPERS, LibraryState
from lectern.core.results import Change, ChangeKind, ChangeOrigin, DeviceChanges
from lectern.core.said import message_of, said
from lectern.core.storage.library_values import COLLECTION_PARENTS
from lectern.core.sync import copies
from lectern.core.sync.device import device_names, publish
from lectern.core.sync.ignore import write_ignore
from lectern.core.sync.journal import OwnJournal, read_changes
from lectern.core.sync.merge import (
    ANNOTATION,
    CREATED,
    LIBRARY,
    NOTES_BASE,
    PAPER,
    STAMPS,
    TOMBSTONE,
    Merged,
    Merger,
    stamp_of,
)
from lectern.core.sync.positions import (
    SYNC_DIR,
    Position,
    Vector,
    devices,
    file_positions,
    newest,
    oldest,
    positions_of,
    waiting_devices,
)
from lectern.core.sync.recording import as_made

log = logging.getLogger(__name__)


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


class _Arrivals:
    """What each device's change lines bring, counted as a merge reads them (in stamp
    order): papers this copy does not have yet, changes to other papers, and library-wide
    values. A paper made and deleted for good before it arrives brings nothing."""

    def __init__(self, known: Container[str]) -> None:
        self._known = known  # the papers of this copy before the lines are merged
        self._new: dict[str, set[str]] = defaultdict(set)
        self._changed: dict[str, set[str]] = defaultdict(set)
        self._values: Counter[str] = Counter()

    def count(self, device: str, record: dict[str, Any]) -> None:
        kind, pid = record.get("k"), record.get("id")
        if kind == LIBRARY:
            self._values[device] += 1
        elif not isinstance(pid, str):
            return
        elif kind == TOMBSTONE and pid not in self._known:
            for ids in (*self._new.values(), *self._changed.values()):
                ids.discard(pid)
        elif kind == PAPER and record.get("n") and pid not in self._known:
            if not any(pid in ids for ids in self._new.values()):
                self._new[device].add(pid)
        elif pid not in self._new[device]:
            self._changed[device].add(pid)

    def by_device(self, names: Mapping[str, str]) -> list[DeviceChanges]:
        """Each device that brings anything, in the order of the computers' names."""
        found = [
            DeviceChanges(
                device,
                names.get(device, device),
                len(self._new[device]),
                len(self._changed[device] - self._new[device]),
                self._values[device],
            )
            for device in {*self._new, *self._changed, *self._values}
        ]
        return sorted(
            (c for c in found if c.papers or c.changed or c.other),
            key=lambda c: (c.name.casefold(), c.device),
        )


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
        self.merged_at_open: list[DeviceChanges] = []  # what the open merged (pull_at_open)
        folder, readonly = state.folder, state.readonly
        self._journal = OwnJournal(folder, state.device, readonly=readonly)
        files = (state.papers_file, state.annotations.file)
        vectors = file_positions(state.papers_file.meta, state.annotations.file.meta)
        for file in files:
            state.clock.see(str(file.meta.get("last_stamp") or ""))
        self._merged: Vector = oldest(vectors)  # how far each device's changes are merged
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
            state.notices.append(
                said("Could not prepare the library for syncing: {problem}.", problem=str(exc))
            )
        if all(v is None for v in vectors):
            self._record_everything()

    @property
    def device(self) -> str:
        """This copy's device id."""
        return self._state.device

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
        this device's own changes its files missed); what it merged is `merged_at_open`.
        An index that is not up to date before is left to `ensure_index`, which rebuilds
        it anyway."""
        state = self._state
        self._index_follows = state.index.state(state.stamp(), thorough=False).value == "ok"
        try:
            with state.write_lock:
                self.merged_at_open = self._pull()[1]
        except StorageWriteError as exc:
            state.notices.append(
                said(
                    "{problem} Changes from your other devices wait for the next start.",
                    problem=message_of(exc),
                )
            )
        finally:
            self._index_follows = True

    def pull(self) -> frozenset[str]:
        """Merge what other devices wrote since the last pull; the papers that changed."""
        if self._state.readonly:
            return frozenset()
        with self._state.write_lock:
            return self._pull()[0]

    def has_unmerged_changes(self) -> bool:
        """Whether any device's change files go past what this copy merged (a stat of
        each device's newest file: nothing is read)."""
        return bool(waiting_devices(self._state.folder, self._merged_somewhere()))

    def unmerged_changes(self) -> list[DeviceChanges]:
        """What each device wrote that this copy has not merged yet (reads the change
        lines past the places merged, merges nothing)."""
        state = self._state
        merged = self._merged_somewhere()
        arrivals = _Arrivals(state.by_id)
        for device, _stamp, record, _end in self._lines_after(
            merged, waiting_devices(state.folder, merged), {}
        ):
            arrivals.count(device, record)
        return arrivals.by_device(self.device_names())

    def _merged_somewhere(self) -> Vector:
        """How far either of this copy's files (or this library since it opened) merged
        each device: the changes after it are in neither file (lectern.core.sync.positions
        .newest), while a merge reads on from where both have them."""
        files = (self._state.papers_file.meta, self._state.annotations.file.meta)
        return newest([self._merged, *map(positions_of, files)])

    def _lines_after(
        self, places: Vector, waiting: Iterable[str], reached: dict[str, Position]
    ) -> Iterator[tuple[str, str, dict[str, Any], Position]]:
        """(device, stamp, change, the place past it) for every change line of these
        devices after `places`, in stamp order across them; `reached` learns how far each
        device's lines are read."""

        def stream(device: str) -> Iterator[tuple[str, str, dict[str, Any], Position]]:
            start = places.get(device, (0, 0))
            for record, end in read_changes(self._state.folder / SYNC_DIR / device, start):
                reached[device] = end
                yield device, str(record.get("s") or ""), record, end

        return heapq.merge(*(stream(d) for d in waiting), key=lambda item: item[1])

    def _pull(self) -> tuple[frozenset[str], list[DeviceChanges]]:
        """Merge and save (in memory only, for a library merged in memory) what waits: the
        papers that changed, and what each device brought."""
        state = self._state
        recovered, told = copies.recover(state.folder, state.device, move=not state.readonly)
        state.notices.extend(told)
        waiting = waiting_devices(state.folder, self._merged)
        if not waiting and not recovered:
            return frozenset(), []
        reached: dict[str, Position] = {}
        replayed = self._merged_somewhere()  # lines up to it only go into the other file
        merger = Merger(
            self._stored_whole,
            state.annotations.raw_doc,
            state.annotations.tombstones(),
            state.annotations.library_stamps(),
            _keep_alternate,
        )
        arrivals = _Arrivals(state.by_id)
        for device, stamp, record, end in self._lines_after(self._merged, waiting, reached):
            state.clock.see(stamp)
            merger.apply(record)
            if end > replayed.get(device, (0, 0)):
                arrivals.count(device, record)
        for record in recovered:
            state.clock.see(str(record.get("s") or ""))
            merger.apply(record)
        state.recorder.put_back(recovered)  # appended again by this device, for the others
        result = merger.result
        for pid in result.revive:
            result.papers[pid] = self._revived(pid, result.papers.get(pid))
        self._merged.update(reached)
        arrived = [pid for pid, doc in result.papers.items() if doc and pid not in state.by_id]
        brought = arrivals.by_device(self.device_names())
        changed = self._write_merged(result)
        joined = self._join_same_works(arrived)
        return frozenset([*changed, *joined]), brought

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
            state.notify(Change(ChangeKind.PAPERS, frozenset(changed), ChangeOrigin.OTHER_DEVICES))
        elif notes:
            state.notify(
                Change(ChangeKind.ANNOTATIONS, frozenset(notes), ChangeOrigin.OTHER_DEVICES)
            )
        shared = ("collections", COLLECTION_PARENTS, "distinct")
        if searches_changed or any(k in shared for k in result.library):
            state.notify(Change(ChangeKind.SEARCHES, origin=ChangeOrigin.OTHER_DEVICES))
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
        """Index the merged papers. In the window (`merge_when_idle`) the small segments
        merges leave are folded in its next pause, as a save's are: folding five segments
        of a thousand papers took 15 s of processor time at 10,000 papers, and the merge
        that happened to be the fifth waited for it (a merge of 2 s taking 22)."""
        state = self._state
        if not changed or not self._index_follows:
            return
        stamp = state.stamp()
        gone = [
            pid for pid in changed if pid not in state.by_id or state.by_id[pid].get("merged_into")
        ]
        kept = [pid for pid in changed if pid not in gone]
        fold = not state.merge_when_idle
        with state.index_follows():
            if gone:
                state.index.delete(gone, stamp, merge=fold)
            if kept:
                state.index.update(state.entries(kept), stamp, merge=fold)
            if not gone and not kept:
                state.index.set_stamp(stamp)
