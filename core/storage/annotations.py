"""annotations.json: what the user wrote per paper, and their saved searches.

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
from typing import Any

from lectern.core.models import Annotation, Status, StatusChange, utcnow
from lectern.core.storage.serialize import annotation_from_dict, annotation_to_dict
from lectern.core.storage.store import StoreFile

ANNOTATIONS = "annotations"
SEARCHES = "saved_searches"
DISTINCT = "distinct"  # pairs of papers the user said are not duplicates
COLLECTIONS = "collections"  # collections the user made, kept even while empty
TABLES = (ANNOTATIONS, SEARCHES, DISTINCT, COLLECTIONS)
UNQUEUED_BY = (Status.READ, Status.DROPPED)  # marking a paper so takes it out of the queue


class AnnotationTable:
    def __init__(self, file: StoreFile) -> None:
        self.file = file
        self._cache: dict[str, Annotation] = {}
        self._cache_lock = threading.Lock()
        self._cache_generation = 0  # counts the writer's changes that dropped cache entries
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

    def raw_field(self, paper_id: str, name: str, default: Any) -> Any:
        key = self._keys.get(paper_id)
        if key is None:
            return default
        value = self._raw()[key].get(name)
        return default if value is None else value

    # --- writing (in memory; the caller flushes) -------------------------------
    @staticmethod
    def with_status(annotation: Annotation, status: Status) -> Annotation:
        """A paper marked read or dropped leaves the reading queue; any other keeps its place."""
        if status in UNQUEUED_BY and annotation.queued is not None:
            annotation = replace(annotation, queued=None)
        if annotation.status is status:
            return annotation
        change = StatusChange(status, utcnow())
        return replace(annotation, status=status, history=(*annotation.history, change))

    def update(
        self,
        ids: Iterable[str],
        change: Callable[[Annotation], Annotation],
        *,
        stamp: bool = True,
    ) -> list[str]:
        """Apply `change` to each paper's annotation; return the ids that really changed.
        Each changed annotation's `modified` becomes now, unless `stamp` is False (recording
        a read is not an edit)."""
        now = utcnow()
        updates: dict[str, dict[str, Any]] = {}
        inserts: list[dict[str, Any]] = []
        for paper_id in ids:
            old = self.get(paper_id)
            new = change(old)
            if new == old:
                continue
            doc = annotation_to_dict(
                replace(new, paper_id=paper_id, modified=now if stamp else old.modified)
            )
            if paper_id in self._keys:
                updates[paper_id] = doc
            else:
                inserts.append(doc)
        if not updates and not inserts:
            return []
        table = self.file.table(ANNOTATIONS)
        with self.file.storage.batch(flush=False):
            if updates:
                table.update(
                    lambda doc: doc.update(updates[doc["paper_id"]]),
                    doc_ids=[int(self._keys[pid]) for pid in updates],
                )
            added = table.insert_multiple(inserts) if inserts else []
            self.file.bump()
        # Only the changed papers are read again: a status key must not make the next
        # count (tags, statuses) parse every annotation in the library once more.
        for doc, key in zip(inserts, added):
            self._keys[doc["paper_id"]] = str(key)
        changed = [*updates, *(doc["paper_id"] for doc in inserts)]
        self._forget(changed)
        return changed

    def merge_backup(self, docs: Iterable[dict[str, Any]]) -> list[str]:
        """Restore annotations from a backup where ours is blank or older than the backup's."""
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
            if current.is_blank or newer:
                incoming[annotation.paper_id] = annotation
        if not incoming:
            return []
        table = self.file.table(ANNOTATIONS)
        changed = [pid for pid in incoming if incoming[pid] != self.get(pid)]
        with self.file.storage.batch(flush=False):
            for pid in changed:
                doc = annotation_to_dict(incoming[pid])
                if pid in self._keys:
                    table.update(doc, doc_ids=[int(self._keys[pid])])
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

    # --- pairs that are not duplicates ------------------------------------------
    def distinct_pairs(self) -> set[tuple[str, str]]:
        return {
            (str(d["a"]), str(d["b"]))
            for d in self.file.raw(DISTINCT).values()
            if d.get("a") and d.get("b")
        }

    def set_distinct_pairs(self, pairs: set[tuple[str, str]]) -> None:
        """Replace the dismissed pairs (in memory; the caller flushes)."""
        if pairs == self.distinct_pairs():
            return
        table = self.file.table(DISTINCT)
        with self.file.storage.batch(flush=False):
            table.truncate()
            table.insert_multiple({"a": a, "b": b} for a, b in sorted(pairs))

    # --- collections the user made --------------------------------------------------
    def collection_names(self) -> list[str]:
        return [str(d["name"]) for d in self.file.raw(COLLECTIONS).values() if d.get("name")]

    def set_collection_names(self, names: list[str]) -> None:
        """Replace the list (in memory; the caller flushes)."""
        if names == self.collection_names():
            return
        table = self.file.table(COLLECTIONS)
        with self.file.storage.batch(flush=False):
            table.truncate()
            table.insert_multiple({"name": name} for name in names)

    # --- saved searches (not part of the index stamp: no generation bump) -----
    def searches(self) -> dict[str, str]:
        rows = sorted(
            self.file.raw(SEARCHES).values(), key=lambda d: str(d.get("name", "")).casefold()
        )
        return {str(d["name"]): str(d.get("query", "")) for d in rows if d.get("name")}

    def _search_key(self, name: str) -> int | None:
        for key, doc in self.file.raw(SEARCHES).items():
            if doc.get("name") == name:
                return int(key)
        return None

    def save_search(self, name: str, query: str) -> None:
        name = " ".join(name.split())
        if not name:
            raise ValueError("A saved search needs a name.")
        table = self.file.table(SEARCHES)
        key = self._search_key(name)
        with self.file.storage.batch():
            if key is None:
                table.insert({"name": name, "query": query})
            else:
                table.update({"query": query}, doc_ids=[key])

    def rename_search(self, old: str, new: str) -> None:
        new = " ".join(new.split())
        key = self._search_key(old)
        if key is None:
            raise KeyError(f"No saved search named {old!r}")
        if not new:
            raise ValueError("A saved search needs a name.")
        if new != old and self._search_key(new) is not None:
            raise ValueError(f"There is already a saved search named {new!r}.")
        with self.file.storage.batch():
            self.file.table(SEARCHES).update({"name": new}, doc_ids=[key])

    def delete_search(self, name: str) -> None:
        key = self._search_key(name)
        if key is not None:
            with self.file.storage.batch():
                self.file.table(SEARCHES).remove(doc_ids=[key])

    def merge_searches(self, searches: dict[str, str]) -> None:
        ours = self.searches()
        for name, query in searches.items():
            if name not in ours:
                self.save_search(name, query)
