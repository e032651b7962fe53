"""What the parts of a library share, declared once, and the few ways it changes.

A :class:`~lectern.core.library.Library` is parts (papers, notes, imports, collections,
…) built on one `LibraryState`. The state holds what more than one part reads: the two
store files and the annotation table in annotations.json, the search index, the maps of
the stored papers (by id, TinyDB's doc ids, the live ones, the Trash), what is worked out
from them and kept (identity keys, citation keys, possible-duplicate groups, collection
counts), the write lock, the recorder of changes for other devices and the listeners.

A part changes the library only through the state's methods, so every change is written,
recorded, indexed and announced the same way: `put_papers` (whole paper documents, with the
annotations and library values the change brings) and `change_annotations` (annotations,
saved at once or when the group they are made in ends). Papers whole, their abstracts read
from disk, come from `paper`, `entries` and `full_docs`: the documents in `by_id` may hold
``ON_DISK`` for an abstract (see lectern.core.storage.abstracts).
"""

from __future__ import annotations

import gc
import logging
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lectern.core.citekeys import base_key, doc_key_parts, fold, kept_key, unique_key
from lectern.core.errors import IndexWriteError, LecternError, StorageWriteError
from lectern.core.library.grouping import WriteLock
from lectern.core.models import Annotation, Entry, Paper
from lectern.core.results import Change, ChangeKind
from lectern.core.said import said
from lectern.core.storage.abstracts import FIELD, ON_DISK, TABLE
from lectern.core.storage.annotations import TABLES, AnnotationTable
from lectern.core.storage.serialize import paper_from_dict
from lectern.core.storage.store import StoreFile
from lectern.core.sync.device import local_device
from lectern.core.sync.recording import Origin, Recorder
from lectern.core.sync.stamps import Clock

if TYPE_CHECKING:
    from lectern.core.library.duplicates import DuplicateGroup
    from lectern.core.library.identity import Keys
    from lectern.core.search.index import SearchIndex

log = logging.getLogger("lectern.core.library")

PAPERS = "papers"  # papers.json's table of papers
IMPORTS = "imports"  # papers.json's table of the import records (lectern.core.library.imports)

Listener = Callable[[Change], None]


class LibraryState:
    """The one shared state of an open library, and the writes every part goes through.

    Reads are safe from any thread; writes come from one writer thread at a time.
    """

    folder: Path
    readonly: bool
    papers_file: StoreFile  # papers.json: the papers and the import records
    annotations: AnnotationTable  # annotations.json: the user's annotations, library values
    index: SearchIndex  # opened by the Library once the files are backed up
    notices: list[str]  # what the user should hear about (repairs, a backup not made)
    upgrades: list[str]  # schema upgrades made while opening
    device: str  # this copy's device id
    clock: Clock  # this device's hybrid clock, which stamps every change
    recorder: Recorder  # the change lines a write makes, for other devices
    write_lock: WriteLock  # every write, and the annotation changes a group holds back
    listeners: list[Listener]
    merge_when_idle: bool  # the caller merges the index's small segments between writes
    writing_in_memory: bool  # a read-only library merging every device's changes in memory

    # The stored papers: TinyDB's own documents, updated in place by TinyDB (re-mapped on
    # insert and removal by `rebuild_paper_maps`).
    by_id: dict[str, dict[str, Any]]  # every paper: live, in the Trash, merged away
    doc_ids: dict[str, str]  # paper id → TinyDB's doc id
    live: dict[str, None]  # the papers of the library, in the order they came in
    trash: dict[str, None]  # the papers in the Trash

    # Worked out from the papers, kept until they change.
    identities: dict[
        str, Keys
    ]  # paper id → what identifies its work (lectern.core.library.identity)
    duplicate_groups: list[DuplicateGroup] | None  # possible duplicates; None: find again
    collection_counts: dict[str, int] | None  # papers per collection; None: count again
    _key_map: dict[str, str] | None  # folded citation key or alias → the paper holding it
    _key_map_lock: threading.Lock  # publishing and forgetting `_key_map`

    def __init__(self, folder: Path, *, readonly: bool) -> None:
        self.folder = folder
        self.readonly = readonly
        self.write_lock = WriteLock(self.save_waiting)
        self._key_map_lock = threading.Lock()
        self.listeners = []
        self.merge_when_idle = False
        self.writing_in_memory = False
        self.papers_file = StoreFile(
            folder,
            "papers.json",
            (PAPERS, IMPORTS),
            readonly=readonly,
            lined=True,
            abstracts=True,
        )
        self.annotations = AnnotationTable(
            StoreFile(folder, "annotations.json", TABLES, readonly=readonly)
        )
        self.identities = {}
        self.notices = [*self.papers_file.notices, *self.annotations.file.notices]
        self.upgrades = [*self.papers_file.upgrades, *self.annotations.file.upgrades]
        self.device = local_device(folder, readonly=readonly)
        self.clock = Clock(self.device)
        self.recorder = Recorder(self.clock)

    # --- asking ------------------------------------------------------------------------
    def notify(self, change: Change) -> None:
        """Tell every listener what changed (after the change is on disk and in the index)."""
        for listener in list(self.listeners):
            try:
                listener(change)
            except Exception:  # a broken listener must not undo a saved write
                log.exception("listener failed for %s", change)

    def require_writable(self) -> None:
        """LecternError, in plain words, when the library is open read-only (but for the
        merge a read-only library makes in memory, `Library.merge_in_memory`)."""
        if self.readonly and not self.writing_in_memory:
            raise LecternError(
                said(
                    "The library at {path} is open read-only; changes are not possible here.",
                    path=self.folder,
                )
            )

    def known(self, ids: Iterable[str]) -> list[str]:
        """`ids` without repeats; KeyError for one that is no stored paper (a paper merged
        away is still stored)."""
        ids = list(dict.fromkeys(ids))
        missing = [pid for pid in ids if pid not in self.doc_ids]
        if missing:
            raise KeyError(f"No paper with id {missing[0]!r} in this library")
        return ids

    def require(self, ids: Iterable[str], *, trashed: bool | None = None) -> list[str]:
        """`ids` without repeats; KeyError for one that is neither in the library nor in its
        Trash, and with `trashed`, LecternError for one not in the Trash."""
        ids = list(dict.fromkeys(ids))
        for pid in ids:
            if pid not in self.by_id or self.by_id[pid].get("merged_into"):
                raise KeyError(f"No paper with id {pid!r} in this library")
            if trashed is True and pid not in self.trash:
                raise LecternError(said("{paper} is not in the Trash.", paper=pid))
        return ids

    def stamp(self, papers_ahead: int = 0) -> str:
        """The generations of both files, as the index is stamped with them (`papers_ahead`:
        papers.json writes about to happen, for an index written first)."""
        return f"{self.papers_file.generation + papers_ahead}.{self.annotations.file.generation}"

    # --- the stored papers -------------------------------------------------------------
    def rebuild_paper_maps(self) -> None:
        """Map ids to TinyDB's own documents again, and forget what was worked out from them."""
        raw = self.papers_file.raw(TABLE)
        docs = list(raw.values())
        ids = [doc["id"] for doc in docs]
        self.doc_ids = dict(zip(ids, raw))
        self.by_id = dict(zip(ids, docs))
        # Most papers are neither trashed nor merged away: only those with the keys are looked at.
        hidden = [
            (pid, doc) for pid, doc in zip(ids, docs) if "trashed" in doc or "merged_into" in doc
        ]
        self.trash = {pid: None for pid, doc in hidden if doc.get("trashed")}
        gone = {pid for pid, doc in hidden if doc.get("trashed") or doc.get("merged_into")}
        live = dict.fromkeys(self.by_id)
        for pid in gone:
            del live[pid]
        self.live = live  # whole before readers on other threads see it
        self.collection_counts = None
        self.duplicate_groups = None  # possible duplicates, found again after the papers change
        with self._key_map_lock:
            self._key_map = None  # citation keys, worked out when asked
        # Hundreds of thousands of loaded objects live as long as the library; without
        # this, every burst of allocations (a search, a sort) makes the cyclic garbage
        # collector walk all of them again, which costs more than the work itself.
        gc.freeze()

    def docs(self) -> Iterator[dict[str, Any]]:
        """Every paper document: live, in the Trash and merged away."""
        return iter(list(self.by_id.values()))

    def abstract(self, paper_id: str) -> str:
        """The paper's abstract, read from the file if it is not in memory."""
        return self._abstract_of(self.by_id[paper_id])

    def _abstract_of(self, doc: dict[str, Any]) -> str:
        value = doc.get(FIELD, "")
        if value is ON_DISK:
            abstracts = self.papers_file.abstracts
            assert abstracts is not None  # ON_DISK comes only from reading the file
            return abstracts.read(str(doc["id"]))
        return str(value or "")

    def whole(self, doc: dict[str, Any]) -> dict[str, Any]:
        """`doc` itself, or a copy with its abstract read from the file."""
        if doc.get(FIELD) is not ON_DISK:
            return doc
        return {**doc, FIELD: self._abstract_of(doc)}

    def full_doc(self, paper_id: str) -> dict[str, Any]:
        """The paper's document with its abstract (a copy when it had to be read)."""
        return self.whole(self.by_id[paper_id])

    def full_docs(self, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """Many papers whole, reading their abstracts in one pass over the file."""
        docs = {pid: self.by_id[pid] for pid in ids}
        on_disk = [pid for pid, doc in docs.items() if doc.get(FIELD) is ON_DISK]
        if on_disk:
            abstracts = self.papers_file.abstracts
            assert abstracts is not None
            texts = abstracts.read_many(on_disk)
            for pid in on_disk:
                docs[pid] = {**docs[pid], FIELD: texts[pid]}
        return docs

    def paper(self, paper_id: str) -> Paper:
        try:
            return paper_from_dict(self.full_doc(paper_id))
        except KeyError:
            raise KeyError(f"No paper with id {paper_id!r} in this library") from None

    def entry(self, paper_id: str) -> Entry:
        return Entry(self.paper(paper_id), self.annotations.get(paper_id))

    def entries(self, ids: Iterable[str]) -> list[Entry]:
        """Many entries, their abstracts read in one pass (KeyError for an unknown id)."""
        wanted = list(ids)
        try:
            docs = self.full_docs(wanted)
        except KeyError as exc:
            raise KeyError(f"No paper with id {exc.args[0]!r} in this library") from None
        return [Entry(paper_from_dict(docs[pid]), self.annotations.get(pid)) for pid in wanted]

    # --- citation keys -----------------------------------------------------------------
    def key_owners(self) -> dict[str, str]:
        """Every citation key and alias taken in the library (folded, as keys compare) → the
        paper holding it; papers in the Trash and merged away keep theirs taken too.

        The edit form asks from the UI thread while the writer may be changing papers: the
        map is kept only if the papers it was made from are still the library's (a write
        maps them anew), so a map made from papers a write replaced is never kept."""
        owners = self._key_map
        if owners is None:
            owners = {}
            by_id = self.by_id
            for pid, doc in by_id.items():
                for key in (doc.get("key"), *(doc.get("aliases") or ())):
                    if key:
                        owners.setdefault(fold(str(key)), pid)
            with self._key_map_lock:
                if self.by_id is by_id:
                    self._key_map = owners
        return owners

    def give_keys(self, docs: Sequence[dict[str, Any]]) -> None:
        """Each new paper's citation key, given once: its own (imported) key when no other
        paper has it, else the pattern's (lectern.core.citekeys), with a suffix if taken."""
        if not docs:
            return
        owners = self.key_owners()
        taken = owners.__contains__
        tried: dict[str, int] = {}
        for doc in docs:
            own = kept_key(str(doc.get("key") or ""))
            if own and not taken(fold(own)):
                key = own
            else:
                _, authors, title, year = doc_key_parts(doc)
                key = unique_key(base_key(own, authors, title, year), taken, tried)
                if own:  # the file's key, by which a re-import finds this entry again
                    doc["source_key"] = own
            doc["key"] = key
            owners[fold(key)] = doc["id"]
            for alias in doc.get("aliases") or ():
                owners.setdefault(fold(str(alias)), doc["id"])

    # --- the index, which follows the store ---------------------------------------------
    @contextmanager
    def index_follows(self) -> Iterator[None]:
        """Around the index write that follows a store write: a write the disk refuses
        (IndexWriteError) does not undo the change, which is in the store (or kept in memory
        for a retry, which says so itself). The index knows the papers it is behind on and
        catches up at its next write, or is rebuilt at the next open."""
        try:
            yield
        except IndexWriteError as exc:
            log.warning("%s", exc)

    def index_entries(self, ids: Sequence[str]) -> tuple[list[Entry], list[str]]:
        """What the index should hold of these papers now: the entries of those it indexes
        (the library's and the Trash's), and the ids of those it must not (deleted for good,
        merged away, or never written). The index catches up on a failed write with it."""
        gone = [pid for pid in ids if pid not in self.by_id or self.by_id[pid].get("merged_into")]
        away = set(gone)
        return self.entries([pid for pid in ids if pid not in away]), gone

    # --- the one way papers change -----------------------------------------------------
    def recorded_action(self, origin: Origin | None = None) -> AbstractContextManager[None]:
        """One action in the change files: what a write records inside is one History entry
        (named by its `origin` when it has one)."""
        return nullcontext() if self.readonly else self.recorder.action(origin=origin)

    def put_papers(
        self,
        changed: Mapping[str, dict[str, Any] | None],
        *,
        annotations: Sequence[Annotation] = (),
        distinct: set[tuple[str, str]] | None = None,
        forget: Sequence[str] = (),
        names: list[str] | None = None,
        parents: dict[str, str] | None = None,
    ) -> None:
        """Write whole documents (None deletes the paper for good), then the index, then
        tell the listeners.

        `annotations` are put back as given; `forget` drops the annotations of papers
        deleted for good; `distinct` replaces the dismissed pairs, `names` the
        collections the user made and `parents` their nesting.
        """
        self.require_writable()
        with self.write_lock, self.recorded_action():
            table = self.papers_file.table(PAPERS)
            inserts = [
                doc for pid, doc in changed.items() if doc is not None and pid not in self.doc_ids
            ]
            removed = [pid for pid, doc in changed.items() if doc is None and pid in self.doc_ids]
            self.give_keys(inserts)
            fields = self._record_papers(changed)
            try:
                with self.papers_file.storage.batch():
                    self.papers_file.put_documents(
                        PAPERS,
                        {
                            int(self.doc_ids[pid]): dict(doc)  # the caller keeps its own
                            for pid, doc in changed.items()
                            if doc is not None and pid in self.doc_ids
                        },
                    )
                    if removed:
                        table.remove(doc_ids=[int(self.doc_ids[pid]) for pid in removed])
                    if inserts:
                        table.insert_multiple(inserts)
                    if changed:  # a collection made empty changes no paper: the index stays
                        self.papers_file.bump()
                    notes = self.annotations
                    values = (distinct, names, parents)
                    if annotations or forget or any(v is not None for v in values):
                        with notes.file.storage.batch():
                            if annotations:
                                by_id = {a.paper_id: a for a in annotations}
                                notes.update(by_id, lambda ann: by_id[ann.paper_id])
                            if forget:
                                notes.remove(forget)
                            if distinct is not None:
                                notes.set_distinct_pairs(distinct)
                            if names is not None:
                                notes.set_collection_names(names)
                            if parents is not None:
                                notes.set_collection_parents(parents)
            finally:  # a refused write keeps the change in memory (and searchable) for a retry
                for pid in changed:
                    self.identities.pop(pid, None)
                self.rebuild_paper_maps()
            stamp = self.stamp()
            gone = [pid for pid, doc in changed.items() if doc is None or doc.get("merged_into")]
            indexed = list(
                dict.fromkeys(
                    [
                        pid
                        for pid, doc in changed.items()
                        if doc is not None and not doc.get("merged_into")
                    ]
                    + [
                        a.paper_id
                        for a in annotations
                        if a.paper_id in self.by_id
                        and a.paper_id not in gone
                        and not self.by_id[a.paper_id].get("merged_into")
                    ]
                )
            )
            with self.index_follows():
                if gone:
                    self.index.delete(gone, stamp)
                if indexed:
                    self.index.update(
                        [self.entry(pid) for pid in indexed],
                        stamp,
                        new_ids={d["id"] for d in inserts},
                    )
                if not gone and not indexed:  # nothing the index holds changed (a collection)
                    self.index.set_stamp(stamp)
        self.notify(Change(ChangeKind.PAPERS, frozenset(changed), fields=fields))

    def _record_papers(self, changed: Mapping[str, dict[str, Any] | None]) -> frozenset[str]:
        """Record each paper's change for other devices (its new document gains its stamps);
        return the record fields that change (all of a paper's, for one added or deleted)."""
        recorder = self.recorder
        deleted = {}
        fields: set[str] = set()
        for pid, doc in changed.items():
            old = self.by_id.get(pid)
            if (
                old is not None
                and old.get(FIELD) is ON_DISK
                and (doc is None or doc.get(FIELD) is not ON_DISK)  # what it replaces is kept
            ):
                old = self.full_doc(pid)
            fields.update(_fields_differing(old or {}, doc or {}))
            if self.readonly:  # changed in memory alone: nothing to tell other devices
                continue
            if doc is None:
                if old is not None:
                    deleted[pid] = recorder.deleted(pid, old)
            else:
                recorder.paper(pid, old, doc)
        self.annotations.add_tombstones(deleted)
        return frozenset(fields)

    # --- the one way annotations change ------------------------------------------------
    def change_annotations(
        self,
        ids: Iterable[str],
        change: Callable[[Annotation], Annotation],
        *,
        stamp: bool = True,
        resolves: dict[str, list[str]] | None = None,
    ) -> None:
        """Apply `change` to each paper's annotation and record it as one action; saved at
        once, or when the group it is made in ends (lectern.core.library.grouping).
        `stamp` False leaves `modified` alone (a read is not an edit); `resolves` names the
        note conflicts each paper's change settles."""
        self.require_writable()
        ids = self.known(ids)
        # `held`, not `with self.write_lock`: that would save a group's changes first
        with self.write_lock.held, self.recorder.action():
            updated = self.annotations.update(ids, change, stamp=stamp, resolves=resolves)
            if self.write_lock.grouping:
                self.write_lock.hold_back(updated)
            else:
                self._save_annotations(updated)

    def _save_annotations(self, updated: Mapping[str, frozenset[str]]) -> None:
        try:
            self.annotations.file.storage.flush()
        except StorageWriteError:
            # The edit stays in memory for a retry; search and views still show it
            # (as far as the same failing disk lets the index be written).
            self.annotations_saved(updated)
            raise
        self.annotations_saved(updated)

    def save_waiting(self) -> None:
        """Save the annotation changes a group holds back (on the writer thread, in the lock)."""
        self._save_annotations(self.write_lock.take_waiting())

    def annotations_saved(self, updated: Mapping[str, frozenset[str]] | Sequence[str]) -> None:
        """Bring the index up to date with annotations just saved, and tell the listeners:
        `updated` names the papers, with the fields changed in each where they are known."""
        if not updated:
            return
        ids = list(updated)
        fields = (
            frozenset().union(*updated.values()) if isinstance(updated, Mapping) else frozenset()
        )
        with self.index_follows():
            self.index.update(self.entries(ids), self.stamp(), merge=not self.merge_when_idle)
        self.notify(Change(ChangeKind.ANNOTATIONS, frozenset(ids), fields=fields))


def _fields_differing(old: Mapping[str, Any], new: Mapping[str, Any]) -> set[str]:
    return {key for key in old.keys() | new.keys() if old.get(key) != new.get(key)}
