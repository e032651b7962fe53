"""The papers: their records, corrected (edit, citation keys), the Trash, and merging the
possible duplicates.

The `Papers` part of :class:`lectern.core.library.Library`. It owns what is done to whole
records; every change goes through :meth:`LibraryState.put_papers
<lectern.core.library.state.LibraryState.put_papers>`, which writes the papers, updates the
index, records the change for the other computers and tells the listeners. Each change is
an entry in History (:mod:`lectern.core.library.history`), which undoes it by putting back
the old value of every field it changed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from lectern.core.citekeys import doc_key_parts, fold, pattern_key, unique_key
from lectern.core.field_text import NEW_RECORD
from lectern.core.library.duplicates import DuplicateGroup, all_pairs, find_groups
from lectern.core.library.identity import Keys, abstract_key, title_key
from lectern.core.library.importing import join
from lectern.core.library.state import LibraryState
from lectern.core.models import (
    EDITABLE,
    Annotation,
    Entry,
    Paper,
    Status,
    clean_field,
    to_iso,
    utcnow,
)
from lectern.core.results import Change, ChangeKind
from lectern.core.said import said
from lectern.core.storage.abstracts import FIELD, ON_DISK
from lectern.core.storage.serialize import collections_of

# How far along a status is, for merging two papers' annotations: the further one wins.
_STATUS_ORDER = {
    Status.NEW: 0,
    Status.TO_READ: 1,
    Status.READING: 2,
    Status.DROPPED: 3,
    Status.READ: 4,
}
NOTES_JOIN = "\n\n---\n\n"


class Papers:
    """The records of the library: reading them whole, correcting them, the Trash, merges."""

    def __init__(self, state: LibraryState) -> None:
        self._state = state

    # --- reading (safe from any thread) --------------------------------------------------
    def paper(self, paper_id: str) -> Paper:
        """The paper whole, its abstract read from disk (KeyError for an unknown id)."""
        return self._state.paper(paper_id)

    def entry(self, paper_id: str) -> Entry:
        """The paper with its annotation."""
        return self._state.entry(paper_id)

    def entries(self, ids: Iterable[str]) -> list[Entry]:
        """Many entries, their abstracts read in one pass (KeyError for an unknown id)."""
        return self._state.entries(ids)

    def collections_of(self, paper_id: str) -> tuple[str, ...]:
        """The collections a paper is in (as `paper(paper_id).collections`, without reading
        its abstract from disk)."""
        return collections_of(self._state.by_id[paper_id])

    def trash_ids(self) -> list[str]:
        """Papers in the Trash, most recently deleted first."""
        by_id = self._state.by_id
        return sorted(
            self._state.trash, key=lambda pid: str(by_id[pid].get("trashed")), reverse=True
        )

    def has_paper(self, paper_id: str) -> bool:
        """In the library or its Trash (a merged-away paper is neither)."""
        return paper_id in self._state.live or paper_id in self._state.trash

    def identity_keys(self, paper_id: str) -> Keys:
        """What identifies the paper's work (lectern.core.library.identity), kept until it
        changes."""
        state = self._state
        keys = state.identities.get(paper_id)
        if keys is None:
            keys = state.identities[paper_id] = Keys.of(
                state.by_id[paper_id], lambda: state.abstract(paper_id)
            )
        return keys

    def key_holder(self, key: str) -> str | None:
        """The paper whose citation key or alias `key` is (compared as biber does)."""
        by_id = self._state.by_id
        pid = self._state.key_owners().get(fold(key))
        while pid is not None and (into := by_id.get(pid, {}).get("merged_into")):
            if into == pid or into not in by_id:
                break
            pid = into
        return pid

    # --- possible duplicates -------------------------------------------------------------
    def _bucket_keys(self, pid: str, doc: dict[str, Any]) -> tuple[int, str]:
        """A hash of the normalised title (0: none) and the abstract key, as find_groups
        buckets papers: a hash, not the title, so 75,000 folded titles are not kept."""
        keys = self._state.identities.get(pid)
        if keys is not None:
            return hash(keys.title) if keys.title else 0, keys.abstract
        title = title_key(doc)
        if doc.get("afp") or doc.get(FIELD) is not ON_DISK:
            abstract = abstract_key(doc)
        else:
            abstract = abstract_key(self._state.whole(doc))
        return hash(title) if title else 0, abstract

    def possible_duplicates(self) -> list[DuplicateGroup]:
        """Papers that might be one work, for the user to merge or dismiss (worked out again
        only after papers change)."""
        state = self._state
        with state.write_lock:  # a consistent view while the writer changes papers
            if state.duplicate_groups is None:
                live = {pid: state.by_id[pid] for pid in state.live}
                buckets = {pid: self._bucket_keys(pid, doc) for pid, doc in live.items()}
                state.duplicate_groups = find_groups(
                    live, buckets, self.identity_keys, state.annotations.distinct_pairs()
                )
            return list(state.duplicate_groups)

    def known_duplicate_count(self) -> int | None:
        """Papers in possible-duplicate groups if they are worked out already, else None
        (finding them reads every paper once: at 75,000 papers, most of a second)."""
        groups = self._state.duplicate_groups
        return None if groups is None else sum(len(group.ids) for group in groups)

    def dismissed_pairs(self) -> set[tuple[str, str]]:
        """The pairs of papers the user said are not duplicates (ids, the smaller first)."""
        return self._state.annotations.distinct_pairs()

    def dismiss_duplicates(self, ids: Sequence[str]) -> None:
        """Say that these papers are not duplicates of each other."""
        state = self._state
        state.require(ids)
        pairs = state.annotations.distinct_pairs()
        pairs.update(all_pairs(ids))
        state.require_writable()
        with state.write_lock, state.annotations.file.storage.batch():
            state.annotations.set_distinct_pairs(pairs)
            state.duplicate_groups = None
        state.notify(Change(ChangeKind.PAPERS, frozenset(ids)))

    # --- edit ----------------------------------------------------------------------------
    def edit(self, paper_id: str, **fields: Any) -> list[str]:
        """Correct fields of a paper; returns the fields that changed. A field edited here
        is never overwritten by a later import of the same paper."""
        state = self._state
        unknown = set(fields) - set(EDITABLE)
        if unknown:
            raise ValueError(
                said(
                    "Cannot edit {fields}; editable fields: {editable}.",
                    fields=", ".join(sorted(unknown)),
                    editable=", ".join(EDITABLE),
                )
            )
        state.require([paper_id])
        doc = dict(state.full_doc(paper_id))
        before = dict(doc.get("fields") or {})
        changed = []
        for name, given in fields.items():
            value = clean_field(name, given)
            if doc.get(name, _EMPTY[name]) != value:
                doc[name] = value
                changed.append(name)
        if not changed:
            return []
        if "key" in changed:
            self.check_new_key(paper_id, doc["key"])
        if "fields" in changed and doc.get("macros"):
            # a value the user changed is written as typed, not as the macro it was
            now = doc["fields"]
            doc["macros"] = {n: f for n, f in doc["macros"].items() if now.get(n) == before.get(n)}
            if not doc["macros"]:
                del doc["macros"]
        if "fields" in changed and not doc["fields"]:
            del doc["fields"]
        elif "fields" in changed and not doc.get("dialect"):
            doc.update(first_record(doc))
        if "title" in changed:
            doc["title_derived"] = False
        if guessed := [name for name in doc.get("derived") or () if name not in changed]:
            doc["derived"] = guessed
        else:
            doc.pop("derived", None)  # a value the user typed is no guess
        if "abstract" in changed:
            doc.pop("afp", None)  # the stored abstract key is worked out again
            doc["afp"] = abstract_key(doc)
        doc["edited"] = sorted({*(doc.get("edited") or ()), *changed})
        state.put_papers({paper_id: doc})
        return changed

    def rename(self, paper_id: str, title: str) -> None:
        self.edit(paper_id, title=title)

    def check_new_key(self, paper_id: str, key: str) -> str:
        """`key` tidied as the paper would be given it; ValueError in plain words when it
        cannot be a key or another paper has it (as its key or an alias). The edit form asks
        before it closes, so the user reads the refusal where they typed the key."""
        key = clean_field("key", key)
        holder = self.key_holder(key)
        if holder is not None and holder != paper_id:
            title = str(self._state.by_id[holder].get("title") or holder)
            raise ValueError(
                said(
                    "The citation key {key} is taken by “{title}”; keys are unique.",
                    key=key,
                    title=title,
                )
            )
        return key

    def regenerate_key(self, paper_id: str) -> str:
        """Make the paper's citation key again from the pattern (its authors, year and title
        as they are now); the new key, unchanged if it already is the pattern's."""
        state = self._state
        state.require([paper_id])
        doc = state.by_id[paper_id]
        _, authors, title, year = doc_key_parts(doc)
        owners = state.key_owners()
        key = unique_key(
            pattern_key(authors, title, year),
            lambda folded: owners.get(folded, paper_id) != paper_id,
        )
        if key != doc.get("key"):
            self.edit(paper_id, key=key)
        return key

    # --- Trash ---------------------------------------------------------------------------
    def trash(self, ids: Iterable[str]) -> list[str]:
        """Move papers to the Trash; returns those that were not there yet."""
        state = self._state
        ids = [pid for pid in state.require(ids) if pid not in state.trash]
        now = to_iso(utcnow())
        if ids:
            state.put_papers({pid: {**state.by_id[pid], "trashed": now} for pid in ids})
        return ids

    def restore(self, ids: Iterable[str]) -> list[str]:
        """Take papers out of the Trash; returns those that were in it."""
        state = self._state
        ids = [pid for pid in state.require(ids) if pid in state.trash]
        if ids:
            state.put_papers({pid: _without(state.by_id[pid], "trashed") for pid in ids})
        return ids

    def delete_for_good(self, ids: Iterable[str]) -> list[str]:
        """Delete papers in the Trash, with their annotations; papers not in it are refused."""
        state = self._state
        ids = state.require(ids, trashed=True)
        if ids:
            hidden = [pid for pid, doc in state.by_id.items() if doc.get("merged_into") in ids]
            state.put_papers({pid: None for pid in [*ids, *hidden]}, forget=[*ids, *hidden])
        return ids

    def empty_trash(self) -> list[str]:
        return self.delete_for_good(self.trash_ids())

    # --- merge -------------------------------------------------------------------------
    def merge(self, keep: str, others: Iterable[str]) -> None:
        """Merge papers into `keep`: every differing value is kept among its alternates,
        the notes of all are kept, the further status, the higher rating and all tags win.
        The others are hidden (not deleted), so the merge can be undone."""
        state = self._state
        others = [pid for pid in state.require(others) if pid != keep]
        state.require([keep])
        if not others:
            return
        whole = state.full_docs([keep, *others])
        doc = dict(whole[keep])
        annotation = state.annotations.get(keep)
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
            annotation = combine(annotation, state.annotations.get(pid))
        doc.pop("trashed", None)
        changes: dict[str, dict[str, Any] | None] = {keep: doc}
        for pid in others:
            changes[pid] = {**_without(state.by_id[pid], "trashed"), "merged_into": keep}
        state.put_papers(changes, annotations=[replace(annotation, paper_id=keep)])


def first_record(doc: dict[str, Any]) -> dict[str, Any]:
    """What a paper that came without a record (typed in, or from a list or a feed) gets with
    its first field: a record in `NEW_RECORD`'s format, BibTeX, of the entry type Lectern's
    BibTeX export already gave it (an arXiv preprint without a venue stays @misc, a journal's
    paper @article, a conference's @inproceedings), so a field added changes nothing else of
    its export; and its venue in the field that type keeps it in, so the venue is read from
    where it is written and a field added (a publisher) is never taken for it."""
    from lectern.core.exporters.bibtex import entry_type, venue_field
    from lectern.core.storage.serialize import paper_from_dict
    from lectern.core.text.bibtex import escape

    paper = paper_from_dict(doc)
    kind = paper.kind.strip() or entry_type(paper)
    fields = dict(doc["fields"])
    place = venue_field(kind)
    if paper.venue.strip() and place not in fields:
        fields = {place: escape(paper.venue), **fields}
    return {"dialect": NEW_RECORD, "kind": kind, "fields": fields}


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


def _without(doc: dict[str, Any], *names: str) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k not in names}
