"""annotations.json: what the user wrote per paper (the library-wide values beside it, such
as saved searches: :mod:`lectern.core.storage.library_values`).

Only papers the user touched have a document here, so the file stays small and a
note save stays fast however large the library grows. Documents are never deleted
(an annotation put back to blank stays as a blank document), which lets the index
catch up after a crash by re-reading every annotated paper.

Reads are safe from any thread while the one writer thread writes. Parsed annotations
are cached, and the cache is guarded by a generation check: a reader notes the cache's
generation before it reads a document and keeps what it parsed only if no write has
counted a change since (checked and stored under a small lock the writer also takes to
count and drop). So a read that raced a write may answer with the value from just
before it, once, but never puts that value back in the cache for later reads. This was
chosen over copy-on-write snapshots (a write would copy a cache of up to every annotated
paper) and over a read/write lock (every row the list paints would take a lock, and a
long write would hold the UI thread): a cache hit stays one dictionary lookup.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

from lectern.core.marks.stored import deleted_since, joined_marks
from lectern.core.models import Annotation, Status, utcnow
from lectern.core.storage.library_values import (
    COLLECTION_PARENTS,
    COLLECTIONS,
    DISTINCT,
    SEARCHES,
    TOMBSTONES,
    LibraryValues,
)
from lectern.core.storage.serialize import (
    annotation_from_dict,
    annotation_to_dict,
    last_marked_read,
    rating_of,
    tags_of,
)
from lectern.core.storage.store import StoreFile

if TYPE_CHECKING:
    from lectern.core.storage.recording import ChangeRecorder

ANNOTATIONS = "annotations"
TABLES = (ANNOTATIONS, SEARCHES, DISTINCT, COLLECTIONS, COLLECTION_PARENTS, TOMBSTONES)


class Counted(NamedTuple):
    """A paper's stars, tags, the latest time its history marks it read, its status and
    whether it is in the reading queue, as its Annotation has them."""

    paper_id: str
    rating: int
    tags: tuple[str, ...]
    marked_read: datetime | None
    status: Status = Status.NEW
    queued: bool = False


class AnnotationTable(LibraryValues):
    def __init__(self, file: StoreFile) -> None:
        self.file = file
        self._cache: dict[str, Annotation] = {}
        self._cache_lock = threading.Lock()
        self._cache_generation = 0  # counts the writer's changes that dropped cache entries
        self.recorder: ChangeRecorder | None = None  # records each change for other devices
        self._reindex()

    def _raw(self) -> dict[str, dict[str, Any]]:
        return self.file.raw(ANNOTATIONS)

    def _reindex(self) -> None:
        keys = {doc["paper_id"]: key for key, doc in self._raw().items() if "paper_id" in doc}
        with self._cache_lock:
            self._keys = keys
            self._cache_generation += 1
            self._cache.clear()

    def _forget(self, ids: Iterable[str]) -> None:
        """Drop cached annotations the writer just changed (after changing the documents)."""
        with self._cache_lock:
            self._cache_generation += 1
            for paper_id in ids:
                self._cache.pop(paper_id, None)

    # --- reading ------------------------------------------------------------
    def get(self, paper_id: str) -> Annotation:
        cached = self._cache.get(paper_id)
        if cached is not None:
            return cached
        generation = self._cache_generation  # before the document is read
        key = self._keys.get(paper_id)
        doc = None if key is None else self._raw().get(key)
        if doc is None:  # never annotated, or deleted for good just now
            return Annotation(paper_id)
        annotation = annotation_from_dict(doc)
        with self._cache_lock:
            if generation == self._cache_generation:  # no write since: still the latest
                self._cache[paper_id] = annotation
        return annotation

    def items(self) -> Iterator[tuple[str, Annotation]]:
        for paper_id in list(self._keys):
            yield paper_id, self.get(paper_id)

    def statuses(self) -> Iterator[tuple[str, Status]]:
        raw = self._raw()
        for paper_id, key in list(self._keys.items()):
            doc = raw.get(key)
            if doc is not None:
                yield paper_id, Status(doc.get("status", "new"))

    def in_conflict(self) -> Iterator[str]:
        """The papers whose note has versions kept from a conflict, without parsing
        annotations."""
        raw = self._raw()
        for paper_id, key in list(self._keys.items()):
            doc = raw.get(key)
            if doc is not None and doc.get("conflicts"):
                yield paper_id

    def queued(self) -> Iterator[tuple[str, float]]:
        """(paper, place) for every queued paper, any order, without parsing annotations."""
        raw = self._raw()
        for paper_id, key in list(self._keys.items()):
            doc = raw.get(key)
            place = doc.get("queued") if doc is not None else None
            if isinstance(place, int | float) and not isinstance(place, bool):
                yield paper_id, float(place)

    def last_read(self) -> Iterator[tuple[str, str]]:
        """(paper, ISO time in UTC) for every paper read in Lectern, any order, without
        parsing annotations; the times sort as text."""
        raw = self._raw()
        for paper_id, key in list(self._keys.items()):
            doc = raw.get(key)
            moment = doc.get("last_read") if doc is not None else None
            if isinstance(moment, str) and moment:
                yield paper_id, moment

    def annotated(self) -> set[str]:
        """The papers with an annotation document; every other paper's annotation is blank."""
        return set(self._keys)

    def counted(self, ids: Iterable[str]) -> Iterator[Counted]:
        """What the sidebar counts of each paper, read from its document without making
        (and caching) its Annotation: at 75,000 papers that is most of the counting."""
        raw = self._raw()
        for paper_id in ids:
            key = self._keys.get(paper_id)
            doc = None if key is None else raw.get(key)
            if doc is None:
                yield Counted(paper_id, 0, (), None)
            else:
                place = doc.get("queued")
                yield Counted(
                    paper_id,
                    rating_of(doc),
                    tags_of(doc),
                    last_marked_read(doc),
                    Status.parse(str(doc.get("status") or "new")),
                    isinstance(place, int | float) and not isinstance(place, bool),
                )

    def raw_field(self, paper_id: str, name: str, default: Any) -> Any:
        key = self._keys.get(paper_id)
        if key is None:
            return default
        value = self._raw()[key].get(name)
        return default if value is None else value

    # --- writing (in memory; the caller flushes) -------------------------------
    def update(
        self,
        ids: Iterable[str],
        change: Callable[[Annotation], Annotation],
        *,
        stamp: bool = True,
        resolves: dict[str, list[str]] | None = None,
    ) -> dict[str, frozenset[str]]:
        """Apply `change` to each paper's annotation; return the papers that really changed,
        each with the fields that did (an unresolved conflict settled: `conflicts`).
        Each changed annotation's `modified` becomes now, unless `stamp` is False (recording
        a read is not an edit). `resolves` names, per paper, the note conflicts the new
        note settles (see lectern.core.sync.merge)."""
        now = utcnow()
        updates: dict[str, dict[str, Any]] = {}
        inserts: list[dict[str, Any]] = []
        fields: dict[str, frozenset[str]] = {}
        for paper_id in ids:
            old = self.get(paper_id)
            new = change(old)
            settles = (resolves or {}).get(paper_id) or []
            if new == old and not settles:
                continue
            fields[paper_id] = new.fields_differing(old) | (
                {"conflicts"} if settles else frozenset()
            )
            doc = annotation_to_dict(
                replace(new, paper_id=paper_id, modified=now if stamp else old.modified)
            )
            stored = self.raw_doc(paper_id)
            if stored is not None:
                doc = {**stored, **doc, **deleted_since(stored, doc, now)}
            if self.recorder is not None:
                before = _blank(paper_id) if stored is None else stored
                self.recorder.annotation(paper_id, before, doc, resolves=settles)
            if paper_id in self._keys:
                updates[paper_id] = doc
            else:
                inserts.append(doc)
        if not updates and not inserts:
            return {}
        table = self.file.table(ANNOTATIONS)
        with self.file.storage.batch(flush=False):
            if updates:
                self.file.put_documents(
                    ANNOTATIONS, {int(self._keys[pid]): doc for pid, doc in updates.items()}
                )
            added = table.insert_multiple(inserts) if inserts else []
            self.file.bump()
        # Only the changed papers are read again: a status key must not make the next
        # count (tags, statuses) parse every annotation in the library once more.
        for doc, key in zip(inserts, added):
            self._keys[doc["paper_id"]] = str(key)
        self._forget(fields)
        return fields

    def merge_backup(self, docs: Iterable[dict[str, Any]]) -> list[str]:
        """Restore annotations from a backup (or Lectern's own export) where ours is blank
        or older than the backup's. A read recorded here after the backup's keeps its time
        and its place in the reader: recording a read is not an edit, so an annotation
        edited later elsewhere may still have been read later here. Marks are joined
        whichever annotation is kept: each mark of the backup that is not here, or changed
        there later than here (or than its deletion here), comes in with it."""
        incoming: dict[str, Annotation] = {}
        for doc in docs:
            try:
                annotation = annotation_from_dict(doc)
            except (KeyError, TypeError, ValueError):
                continue
            current = self.get(annotation.paper_id)
            newer = (
                annotation.modified and current.modified and annotation.modified > current.modified
            )
            if current.is_blank:
                incoming[annotation.paper_id] = annotation
            elif newer:
                incoming[annotation.paper_id] = _read_later(annotation, current)
            chosen = incoming.get(annotation.paper_id, current)
            here = self.raw_doc(annotation.paper_id) or {}
            joined = joined_marks(current.marks, annotation.marks, here)
            if joined != chosen.marks:
                incoming[annotation.paper_id] = replace(chosen, marks=joined)
        if not incoming:
            return []
        table = self.file.table(ANNOTATIONS)
        changed = [pid for pid in incoming if incoming[pid] != self.get(pid)]
        with self.file.storage.batch(flush=False):
            for pid in changed:
                doc = annotation_to_dict(incoming[pid])
                stored = self.raw_doc(pid)
                if stored is not None:
                    doc = {**stored, **doc, **deleted_since(stored, doc, utcnow())}
                kept = {str(c.get("s")) for c in doc.get("conflicts") or ()}
                waiting = [
                    {"notes": c.notes, "s": c.stamp}
                    for c in incoming[pid].conflicts
                    if c.stamp not in kept
                ]
                if waiting:  # notes a backup kept from an unresolved conflict
                    doc["conflicts"] = [*(doc.get("conflicts") or ()), *waiting]
                if self.recorder is not None:
                    self.recorder.annotation(pid, _blank(pid) if stored is None else stored, doc)
                if pid in self._keys:
                    self.file.put_documents(ANNOTATIONS, {int(self._keys[pid]): doc})
                else:
                    table.insert(doc)
            self.file.bump()
        self._reindex()
        return changed

    def remove(self, ids: Iterable[str]) -> list[str]:
        """Forget the annotations of papers deleted for good (in memory; the caller flushes)."""
        keys = {pid: self._keys[pid] for pid in ids if pid in self._keys}
        if keys:
            with self.file.storage.batch(flush=False):
                self.file.table(ANNOTATIONS).remove(doc_ids=[int(k) for k in keys.values()])
                self.file.bump()
            for pid in keys:
                del self._keys[pid]
            self._forget(keys)
        return list(keys)

    # --- several devices (see lectern.core.library.syncing) ---------------------------
    def raw_doc(self, paper_id: str) -> dict[str, Any] | None:
        """The stored document of a paper's annotation (read-only use); None if it has none."""
        key = self._keys.get(paper_id)
        return None if key is None else self._raw().get(key)

    def raw_docs(self) -> dict[str, dict[str, Any]]:
        return self._raw()

    def put_merged(
        self,
        docs: dict[str, dict[str, Any] | None],
        tombstones: dict[str, str],
        library: dict[str, Any],
        stamps: dict[str, str],
    ) -> None:
        """Write what a merge of other devices' changes gave, as is: nothing is recorded
        (in memory; the caller flushes)."""
        recorder, self.recorder = self.recorder, None
        try:
            table = self.file.table(ANNOTATIONS)
            with self.file.storage.batch(flush=False):
                gone = [
                    int(self._keys[pid])
                    for pid, doc in docs.items()
                    if doc is None and pid in self._keys
                ]
                if gone:
                    table.remove(doc_ids=gone)
                inserts = []
                for pid, doc in docs.items():
                    if doc is None:
                        continue
                    if pid in self._keys:
                        self.file.put_documents(ANNOTATIONS, {int(self._keys[pid]): doc})
                    else:
                        inserts.append(doc)
                if inserts:
                    table.insert_multiple(inserts)
                self.add_tombstones(tombstones)
                for key, value in library.items():
                    self._put_library(key, value)
                self.library_stamps().update(stamps)
        finally:
            self.recorder = recorder
        self._reindex()


def _read_later(restored: Annotation, current: Annotation) -> Annotation:
    """The restored annotation, with the time of the later read of the two and where the
    reader was left then."""
    if current.last_read is None or (
        restored.last_read is not None and restored.last_read >= current.last_read
    ):
        return restored
    return replace(
        restored,
        last_read=current.last_read,
        page=current.page,
        pages=current.pages,
        reached=current.reached,
    )


def _blank(paper_id: str) -> dict[str, Any]:
    """A paper's annotation before its first edit: what that edit is recorded against, so
    that its change line names only the fields it set (another device's first edit of the
    same paper keeps the fields it set)."""
    return annotation_to_dict(Annotation(paper_id))
