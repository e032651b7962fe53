"""Correcting the records: edit, Trash, merge, possible duplicates, and undo of each.

Part of :class:`lectern.core.library.Library` (a mixin, so the facade stays one object). Every
change here goes through :meth:`PaperRecords._put_papers`, which writes the papers, updates
the index and tells the listeners, and every one can be undone: take a
:meth:`~PaperRecords.snapshot` of the papers it touches first, and
:meth:`~PaperRecords.restore_snapshot` puts them back exactly as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, MutableMapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from lectern.core.citekeys import doc_key_parts, fold, pattern_key, unique_key
from lectern.core.errors import LecternError
from lectern.core.library.duplicates import DuplicateGroup, all_pairs, find_groups
from lectern.core.library.identity import Keys, abstract_key, title_key
from lectern.core.library.importing import join
from lectern.core.library.stored import StoredPapers
from lectern.core.models import (
    EDITABLE,
    Annotation,
    Status,
    clean_field,
    to_iso,
    utcnow,
)
from lectern.core.results import Change
from lectern.core.storage.abstracts import FIELD, ON_DISK

if TYPE_CHECKING:
    from lectern.core.library.grouping import WriteLock
    from lectern.core.search.index import SearchIndex
    from lectern.core.storage.annotations import AnnotationTable
    from lectern.core.storage.store import StoreFile
    from lectern.core.sync.recording import Recorder

PAPERS = "papers"
# How far along a status is, for merging two papers' annotations: the further one wins.
_STATUS_ORDER = {
    Status.NEW: 0,
    Status.TO_READ: 1,
    Status.READING: 2,
    Status.DROPPED: 3,
    Status.READ: 4,
}
NOTES_JOIN = "\n\n---\n\n"


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Papers and annotations as they were before a change, to put back on undo.

    `papers` maps an id to its document, or to None for a paper that did not exist yet.
    """

    papers: dict[str, dict[str, Any] | None]
    annotations: dict[str, Annotation]
    distinct: frozenset[tuple[str, str]] | None = None
    collection_names: tuple[str, ...] | None = None
    collection_parents: tuple[tuple[str, str], ...] | None = None  # (collection, its parent)


class PaperRecords(StoredPapers):
    """The record-correcting half of the library facade."""

    # Provided by Library.
    _papers_file: StoreFile
    readonly: bool
    _notes: AnnotationTable
    _recorder: Recorder
    _doc_ids: dict[str, str]
    _by_id: dict[str, dict[str, Any]]
    _live: dict[str, None]
    _trash: dict[str, None]
    _write_lock: WriteLock
    _keys: dict[str, Keys]
    _groups: list[DuplicateGroup] | None
    index: SearchIndex
    _writable: Callable[[], None]
    _stamp: Callable[..., str]
    _notify: Callable[[Change], None]
    _rebuild_paper_maps: Callable[[], None]

    # --- reading ------------------------------------------------------------------
    def trash_ids(self) -> list[str]:
        """Papers in the Trash, most recently deleted first."""
        return sorted(
            self._trash, key=lambda pid: str(self._by_id[pid].get("trashed")), reverse=True
        )

    def has_paper(self, paper_id: str) -> bool:
        """In the library or its Trash (a merged-away paper is neither)."""
        return paper_id in self._live or paper_id in self._trash

    def identity_keys(self, paper_id: str) -> Keys:
        keys = self._keys.get(paper_id)
        if keys is None:
            keys = self._keys[paper_id] = Keys.of(
                self._by_id[paper_id], lambda: self._abstract(paper_id)
            )
        return keys

    def _bucket_keys(self, pid: str, doc: dict[str, Any]) -> tuple[int, str]:
        """A hash of the normalised title (0: none) and the abstract key, as find_groups
        buckets papers: a hash, not the title, so 75,000 folded titles are not kept."""
        keys = self._keys.get(pid)
        if keys is not None:
            return hash(keys.title) if keys.title else 0, keys.abstract
        title = title_key(doc)
        if doc.get("afp") or doc.get(FIELD) is not ON_DISK:
            abstract = abstract_key(doc)
        else:
            abstract = abstract_key(self._whole(doc))
        return hash(title) if title else 0, abstract

    def possible_duplicates(self) -> list[DuplicateGroup]:
        """Papers that might be one work, for the user to merge or dismiss (worked out again
        only after papers change)."""
        with self._write_lock:  # a consistent view while the writer changes papers
            if self._groups is None:
                live = {pid: self._by_id[pid] for pid in self._live}
                buckets = {pid: self._bucket_keys(pid, doc) for pid, doc in live.items()}
                self._groups = find_groups(
                    live, buckets, self.identity_keys, self._notes.distinct_pairs()
                )
            return list(self._groups)

    def known_duplicate_count(self) -> int | None:
        """Papers in possible-duplicate groups if they are worked out already, else None
        (finding them reads every paper once: at 75,000 papers, most of a second)."""
        groups = self._groups
        return None if groups is None else sum(len(group.ids) for group in groups)

    def snapshot(self, ids: Iterable[str]) -> Snapshot:
        """What `ids` are now (papers and annotations), for restore_snapshot to put back."""
        with self._write_lock:
            wanted = list(dict.fromkeys(ids))
            whole = self._full_docs(pid for pid in wanted if pid in self._by_id)
            papers = {pid: (dict(whole[pid]) if pid in whole else None) for pid in wanted}
            return Snapshot(
                papers,
                {pid: self._notes.get(pid) for pid in papers},
                frozenset(self._notes.distinct_pairs()),
                tuple(self._notes.collection_names()),
                tuple(self._notes.collection_parents().items()),
            )

    # --- the one way papers change ------------------------------------------------------
    def _put_papers(
        self,
        changed: dict[str, dict[str, Any] | None],
        *,
        annotations: Sequence[Annotation] = (),
        distinct: set[tuple[str, str]] | None = None,
        forget: Sequence[str] = (),
        names: list[str] | None = None,
        parents: dict[str, str] | None = None,
    ) -> None:
        """Write whole documents (None deletes the paper for good), then the index.

        `annotations` are put back as given; `forget` drops the annotations of papers
        deleted for good; `distinct` replaces the dismissed pairs, `names` the
        collections the user made and `parents` their nesting.
        """
        self._writable()
        with self._write_lock, self._notes_recorder_action():
            table = self._papers_file.table(PAPERS)
            inserts = [
                doc for pid, doc in changed.items() if doc is not None and pid not in self._doc_ids
            ]
            removed = [pid for pid, doc in changed.items() if doc is None and pid in self._doc_ids]
            self._give_keys(inserts)
            self._record_papers(changed)
            try:
                with self._papers_file.storage.batch():
                    for pid, doc in changed.items():
                        if doc is not None and pid in self._doc_ids:
                            table.update(_replace_with(doc), doc_ids=[int(self._doc_ids[pid])])
                    if removed:
                        table.remove(doc_ids=[int(self._doc_ids[pid]) for pid in removed])
                    if inserts:
                        table.insert_multiple(inserts)
                    if changed:  # a collection made empty changes no paper: the index stays
                        self._papers_file.bump()
                    notes = self._notes
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
                    self._keys.pop(pid, None)
                self._rebuild_paper_maps()
            stamp = self._stamp()
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
                        if a.paper_id in self._by_id
                        and a.paper_id not in gone
                        and not self._by_id[a.paper_id].get("merged_into")
                    ]
                )
            )
            if gone:
                self.index.delete(gone, stamp)
            if indexed:
                self.index.update(
                    [self.entry(pid) for pid in indexed], stamp, new_ids={d["id"] for d in inserts}
                )
            if not gone and not indexed:  # nothing the index holds changed (a new collection)
                self.index.set_stamp(stamp)
        self._notify(Change("papers", frozenset(changed)))

    def regenerate_key(self, paper_id: str) -> str:
        """Make the paper's citation key again from the pattern (its authors, year and title
        as they are now); the new key, unchanged if it already is the pattern's."""
        self._require([paper_id])
        doc = self._by_id[paper_id]
        _, authors, title, year = doc_key_parts(doc)
        owners = self._key_owners()
        key = unique_key(
            pattern_key(authors, title, year),
            lambda folded: owners.get(folded, paper_id) != paper_id,
        )
        if key != doc.get("key"):
            self.edit_paper(paper_id, key=key)
        return key

    def _notes_recorder_action(self) -> AbstractContextManager[None]:
        """One action in the change files: what this write records is one History entry."""
        return nullcontext() if self.readonly else self._recorder.action()

    def _record_papers(self, changed: dict[str, dict[str, Any] | None]) -> None:
        """Record each paper's change for other devices (its new document gains its stamps)."""
        if self.readonly:
            return
        recorder = self._recorder
        deleted = {}
        for pid, doc in changed.items():
            old = self._by_id.get(pid)
            if old is not None and old.get(FIELD) is ON_DISK:
                if doc is None or doc.get(FIELD) is not ON_DISK:  # what it replaces is kept
                    old = self._full_doc(pid)
            if doc is None:
                if old is not None:
                    deleted[pid] = recorder.deleted(pid, old)
            else:
                recorder.paper(pid, old, doc)
        self._notes.add_tombstones(deleted)

    def restore_snapshot(self, snapshot: Snapshot) -> None:
        """Put papers, annotations, dismissed pairs and collections back as they were."""
        notes = [
            a for pid, a in snapshot.annotations.items() if snapshot.papers.get(pid) is not None
        ]
        forget = [pid for pid, doc in snapshot.papers.items() if doc is None]
        distinct = set(snapshot.distinct) if snapshot.distinct is not None else None
        names = list(snapshot.collection_names) if snapshot.collection_names is not None else None
        kept = snapshot.collection_parents
        self._put_papers(
            dict(snapshot.papers),
            annotations=notes,
            distinct=distinct,
            forget=forget,
            names=names,
            parents=dict(kept) if kept is not None else None,
        )

    def _require(self, ids: Iterable[str], *, trashed: bool | None = None) -> list[str]:
        ids = list(dict.fromkeys(ids))
        for pid in ids:
            if pid not in self._by_id or self._by_id[pid].get("merged_into"):
                raise KeyError(f"No paper with id {pid!r} in this library")
            if trashed is True and pid not in self._trash:
                raise LecternError(f"{pid} is not in the Trash.")
        return ids

    # --- edit ----------------------------------------------------------------------------
    def edit_paper(self, paper_id: str, **fields: Any) -> list[str]:
        """Correct fields of a paper; returns the fields that changed. A field edited here
        is never overwritten by a later import of the same paper."""
        unknown = set(fields) - set(EDITABLE)
        if unknown:
            raise ValueError(
                f"Cannot edit {', '.join(sorted(unknown))}; editable fields: {', '.join(EDITABLE)}."
            )
        self._require([paper_id])
        doc = dict(self._full_doc(paper_id))
        changed = []
        for name, value in fields.items():
            value = clean_field(name, value)
            if doc.get(name, _EMPTY[name]) != value:
                doc[name] = value
                changed.append(name)
        if not changed:
            return []
        if "key" in changed:
            self.check_new_key(paper_id, doc["key"])
        if "fields" in changed and not doc["fields"]:
            del doc["fields"]
        if "title" in changed:
            doc["title_derived"] = False
        if "abstract" in changed:
            doc.pop("afp", None)  # the stored abstract key is worked out again
            doc["afp"] = abstract_key(doc)
        doc["edited"] = sorted({*(doc.get("edited") or ()), *changed})
        self._put_papers({paper_id: doc})
        return changed

    def check_new_key(self, paper_id: str, key: str) -> str:
        """`key` tidied as the paper would be given it; ValueError in plain words when it
        cannot be a key or another paper has it (as its key or an alias). The edit form asks
        before it closes, so the user reads the refusal where they typed the key."""
        key = clean_field("key", key)
        holder = self.key_holder(key)
        if holder is not None and holder != paper_id:
            title = str(self._by_id[holder].get("title") or holder)
            raise ValueError(f"The citation key {key} is taken by “{title}”; keys are unique.")
        return key

    def rename(self, paper_id: str, title: str) -> None:
        self.edit_paper(paper_id, title=title)

    # --- Trash ---------------------------------------------------------------------------
    def trash(self, ids: Iterable[str]) -> list[str]:
        """Move papers to the Trash; returns those that were not there yet."""
        ids = [pid for pid in self._require(ids) if pid not in self._trash]
        now = to_iso(utcnow())
        if ids:
            self._put_papers({pid: {**self._by_id[pid], "trashed": now} for pid in ids})
        return ids

    def restore(self, ids: Iterable[str]) -> list[str]:
        """Take papers out of the Trash; returns those that were in it."""
        ids = [pid for pid in self._require(ids) if pid in self._trash]
        if ids:
            self._put_papers({pid: _without(self._by_id[pid], "trashed") for pid in ids})
        return ids

    def delete_for_good(self, ids: Iterable[str]) -> list[str]:
        """Delete papers in the Trash, with their annotations; papers not in it are refused."""
        ids = self._require(ids, trashed=True)
        if ids:
            hidden = [pid for pid, doc in self._by_id.items() if doc.get("merged_into") in ids]
            self._put_papers({pid: None for pid in [*ids, *hidden]}, forget=[*ids, *hidden])
        return ids

    def empty_trash(self) -> list[str]:
        return self.delete_for_good(self.trash_ids())

    # --- merge -------------------------------------------------------------------------
    def merge(self, keep: str, others: Iterable[str]) -> None:
        """Merge papers into `keep`: every differing value is kept among its alternates,
        the notes of all are kept, the further status, the higher rating and all tags win.
        The others are hidden (not deleted), so the merge can be undone."""
        others = [pid for pid in self._require(others) if pid != keep]
        self._require([keep])
        if not others:
            return
        whole = self._full_docs([keep, *others])
        doc = dict(whole[keep])
        annotation = self._notes.get(keep)
        for pid in others:
            other = whole[pid]
            doc.update(join(doc, {**other, "title_derived": bool(other.get("title_derived"))}))
            # The merged paper's keys live on: \cite{} commands written with them still work.
            aliases = [*(doc.get("aliases") or ()), other.get("key"), *(other.get("aliases") or ())]
            own = fold(str(doc.get("key") or ""))
            kept = [a for a in dict.fromkeys(aliases) if a and fold(a) != own]
            if kept:
                doc["aliases"] = kept
            for name in ("keywords", "files", "collections"):
                values = list(dict.fromkeys([*(doc.get(name) or ()), *(other.get(name) or ())]))
                if values:
                    doc[name] = values
            if str(other.get("added") or "") < str(doc.get("added") or ""):
                doc["added"] = other["added"]
            annotation = combine(annotation, self._notes.get(pid))
        doc.pop("trashed", None)
        changes: dict[str, dict[str, Any] | None] = {keep: doc}
        for pid in others:
            changes[pid] = {**_without(self._by_id[pid], "trashed"), "merged_into": keep}
        self._put_papers(changes, annotations=[replace(annotation, paper_id=keep)])

    def dismissed_pairs(self) -> set[tuple[str, str]]:
        """The pairs of papers the user said are not duplicates (ids, the smaller first)."""
        return self._notes.distinct_pairs()

    def dismiss_duplicates(self, ids: Sequence[str]) -> None:
        """Say that these papers are not duplicates of each other."""
        self._require(ids)
        pairs = self._notes.distinct_pairs()
        pairs.update(all_pairs(ids))
        self._writable()
        with self._write_lock, self._notes.file.storage.batch():
            self._notes.set_distinct_pairs(pairs)
            self._groups = None
        self._notify(Change("papers", frozenset(ids)))


def combine(a: Annotation, b: Annotation) -> Annotation:
    """Two papers' annotations as one: the notes of both, the further status (with both
    histories), the higher rating, the tags of both."""
    notes = [n for n in (a.notes.strip("\n"), b.notes.strip("\n")) if n.strip()]
    if len(notes) == 2 and notes[0] == notes[1]:
        notes = notes[:1]
    status = a.status if _STATUS_ORDER[a.status] >= _STATUS_ORDER[b.status] else b.status
    history = tuple(sorted({*a.history, *b.history}, key=lambda c: c.at))
    return replace(
        a,
        status=status,
        history=history,
        rating=max(a.rating, b.rating),
        notes=NOTES_JOIN.join(notes),
        tags=tuple(dict.fromkeys([*a.tags, *b.tags])),
    )


_EMPTY: dict[str, Any] = {name: "" for name in EDITABLE} | {
    "authors": [],
    "urls": [],
    "files": [],
    "year": None,
    "fields": {},
}


def _replace_with(doc: dict[str, Any]) -> Callable[[MutableMapping[str, Any]], None]:
    def apply(target: MutableMapping[str, Any]) -> None:
        target.clear()
        target.update(doc)

    return apply


def _without(doc: dict[str, Any], *names: str) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k not in names}
