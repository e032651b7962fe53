"""History: every change listed, and any one of them undone.

The `History` part of :class:`lectern.core.library.Library`. The entries come from the change files
(:mod:`lectern.core.sync.history`). Undoing an entry is a new change that puts back the old
value of every field the entry changed, one action (so it is in History too, and can be
undone in turn). A field changed again since stands in the way: nothing is changed, and
the error names the later change, to undo first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import PurePath
from typing import Any

from lectern.core.errors import LecternError
from lectern.core.library.annotating import Notes
from lectern.core.library.papers import Papers
from lectern.core.library.state import LibraryState
from lectern.core.library.syncing import Sync
from lectern.core.models import Annotation, Status
from lectern.core.storage.library_values import COLLECTION_PARENTS
from lectern.core.storage.serialize import annotation_from_dict, annotation_to_dict
from lectern.core.sync import history
from lectern.core.sync.history import HistoryEntry
from lectern.core.sync.merge import STAMPS, stamp_of
from lectern.core.sync.stamps import stamp_time

# Merged from every device rather than replaced: not put back by an undo.
_KEPT = {"history", "modified", "last_read", "alternates", "edited", "afp"}
_LABELS = {
    "added": "Added",
    "edit": "Edited",
    "trash": "Moved to the Trash",
    "restore": "Restored from the Trash",
    "merge": "Merged",
    "deleted": "Deleted for good",
    "collections": "Collections",
    "status": "Status",
    "rating": "Stars",
    "tags": "Tags",
    "notes": "Notes",
    "queue": "Up next",
    "opened": "Opened",  # "Read" is a status: this is a paper read in Lectern
    "library": "Library",
}


_LIBRARY_VALUES = {COLLECTION_PARENTS: "collections inside others"}


class UndoBlocked(LecternError):
    """A later change to the same field stands in the way of undoing an entry."""


def describe(entry: HistoryEntry) -> str:
    """The entry in a few words: "Status: To read → Read (3 papers)"."""
    label = _LABELS.get(entry.kind, entry.kind.title())
    old, new = entry.change()
    detail = ""
    if entry.kind == "status":
        detail = f"{_status(old.get('status'))} → {_status(new.get('status'))}"
    elif entry.kind == "rating":
        detail = f"{_stars(old.get('rating'))} → {_stars(new.get('rating'))}"
    elif entry.kind == "tags":
        before, after = (", ".join(v.get("tags") or ()) or "none" for v in (old, new))
        detail = f"{before} → {after}"
    elif entry.kind == "edit":
        detail = ", ".join(sorted(new))
    elif entry.kind == "added":
        detail = _added(new)
    elif entry.kind == "library":
        keys = sorted(new)
        detail = ", ".join(
            _LIBRARY_VALUES.get(k, k.replace("search:", "saved search ")) for k in keys
        )
    count = len(entry.papers)
    papers = f" ({count:,} papers)" if count > 1 else ""
    return f"{label}: {detail}{papers}" if detail else f"{label}{papers}"


def _added(fields: dict[str, Any]) -> str:
    """Where added papers came from: the file, or the collection it went into when that is
    not named after the file (the sample's own files have no name worth showing)."""
    source = str(fields.get("source_file") or "")
    collections = [str(c) for c in fields.get("collections") or () if c]
    if not source or source == "added by hand":
        return f"by hand, into {collections[0]}" if collections else "by hand"
    if collections and _plain(PurePath(source).stem) != _plain(collections[0]):
        return f"into {collections[0]}"
    return f"from {source}"


def _plain(name: str) -> str:
    """A name without case, spaces and punctuation ("journal-club" is "Journal club")."""
    return re.sub(r"[\W_]+", "", name.casefold())


def _status(value: Any) -> str:
    try:
        return Status.parse(str(value or "new")).label
    except ValueError:
        return str(value)


def _stars(value: Any) -> str:
    n = int(value or 0) if isinstance(value, int | float) else 0
    return "★" * n if n else "no stars"


class History:
    """Every change, newest first, from the change files, and undoing any one of them."""

    def __init__(self, state: LibraryState, papers: Papers, notes: Notes, sync: Sync) -> None:
        self._state = state
        self._papers = papers
        self._notes = notes
        self._sync = sync

    def entries(
        self,
        *,
        paper_id: str | None = None,
        kinds: Iterable[str] | None = None,
        limit: int | None = 200,
    ) -> list[HistoryEntry]:
        """The latest changes, newest first: every device's, one entry per action."""
        chosen = set(kinds) if kinds is not None else None
        return history.entries(self._state.folder, paper_id=paper_id, kinds=chosen, limit=limit)

    def describe(self, entry: HistoryEntry) -> str:
        """The entry in a few words: "Status: To read → Read (3 papers)"."""
        return describe(entry)

    def undo(self, group: str) -> HistoryEntry:
        """Undo the History entry `group` (any entry, of any age); the entry undone.
        UndoBlocked, changing nothing, when a later change to the same fields came since."""
        state = self._state
        state.require_writable()
        found = history.entries(state.folder, group=group, limit=1)
        if not found:
            raise LecternError("That change is not in this library's history.")
        entry = found[0]
        with state.write_lock:
            self._check_undoable(entry)
            papers: dict[str, dict[str, Any] | None] = {}
            notes: dict[str, Annotation] = {}
            added: list[str] = []
            for line in entry.lines:
                pid = str(line.get("id") or "")
                kind = line.get("k")
                if kind == "p" and line.get("n"):
                    added.append(pid)
                elif kind == "p":
                    doc = dict(papers.get(pid) or state.by_id[pid])
                    for name, value in (line.get("o") or {}).items():
                        if name in _KEPT:
                            continue
                        if value is None:
                            doc.pop(name, None)
                        else:
                            doc[name] = value
                    papers[pid] = doc
                elif kind == "del":
                    papers[pid] = {"id": pid, **(line.get("o") or {})}
                    notes[pid] = self._last_annotation(pid)
                elif kind == "a":
                    current = state.annotations.raw_doc(pid) or {"paper_id": pid}
                    base = notes[pid] if pid in notes else annotation_from_dict(current)
                    old = {k: v for k, v in _old_values(line).items() if k not in _KEPT}
                    doc = {**_as_doc(base), **old}
                    notes[pid] = annotation_from_dict(doc)
                elif kind == "lib":
                    self._undo_library(line)
            if papers:
                state.put_papers(papers, annotations=list(notes.values()))
            elif notes:
                self._notes.restore_annotations(notes.values())
            live = [
                pid for pid in added if pid in state.by_id and not state.by_id[pid].get("trashed")
            ]
            if live:
                self._papers.trash(live)  # what an import or an addition brought goes to the Trash
        return entry

    def _check_undoable(self, entry: HistoryEntry) -> None:
        state = self._state
        for line in entry.lines:
            pid, stamp, kind = str(line.get("id") or ""), str(line["s"]), line.get("k")
            if kind == "del":
                if pid in state.by_id:
                    raise UndoBlocked("That paper is in the library again already.")
                continue
            if kind == "lib":
                for key in line.get("f") or {}:
                    later = state.annotations.library_stamps().get(key, "")
                    if later > stamp:
                        self._blocked(later)
                continue
            doc = state.by_id.get(pid) if kind == "p" else state.annotations.raw_doc(pid)
            if doc is None or (kind == "p" and pid not in state.by_id):
                raise UndoBlocked("That paper was deleted for good since; undo the deletion first.")
            if kind == "a":
                names: Iterable[str] = _old_values(line)
            else:
                names = (line.get("f") or {}) if not line.get("n") else {}
            for name in names:
                if name in _KEPT:
                    continue
                later = stamp_of(doc, name)
                if later > stamp:
                    self._blocked(later)

    def _blocked(self, later: str) -> None:
        state = self._state
        found = history.entries(state.folder, group=later, limit=1)
        if not found:  # a line inside a later action: find its action by its own stamp
            for line in history.newest_first(state.folder, later.encode()):
                if line.get("s") == later:
                    found = history.entries(state.folder, group=history.group_of(line), limit=1)
                    break
        what = describe(found[0]) if found else "a later change"
        when = stamp_time(later).astimezone().strftime("%Y-%m-%d %H:%M")  # local, as listed
        raise UndoBlocked(f"A later change stands in the way: {what}, at {when}. Undo it first.")

    def _last_annotation(self, pid: str) -> Annotation:
        """A deleted paper's annotation as its last change lines left it."""
        doc: dict[str, Any] = {"paper_id": pid}
        for line in self._sync.changes(pid):
            if line.get("k") == "a":
                doc.update({k: v for k, v in (line.get("f") or {}).items() if v is not None})
        return annotation_from_dict(doc)

    def _undo_library(self, line: dict[str, Any]) -> None:
        """A saved search, the collections made, their nesting or the pairs dismissed, put back."""
        state = self._state
        for key, value in (line.get("o") or {}).items():
            if key.startswith("search:"):
                name = key[len("search:") :]
                if value is None:
                    state.annotations.delete_search(name)
                else:
                    state.annotations.save_search(name, str(value))
            elif key == "collections":
                state.put_papers({}, names=[str(v) for v in value or ()])
            elif key == COLLECTION_PARENTS:
                state.put_papers({}, parents={str(k): str(v) for k, v in (value or {}).items()})
            elif key == "distinct":
                pairs = {(str(p[0]), str(p[1])) for p in value or () if len(p) == 2}
                state.put_papers({}, distinct=pairs)


_BLANK = annotation_to_dict(Annotation(""))


def _old_values(line: dict[str, Any]) -> dict[str, Any]:
    """What an annotation line replaced: its `o`, or for the paper's first annotation the
    blank one's values."""
    if line.get("n"):
        made = line.get("f") or {}
        return {k: _BLANK[k] for k in made if k in _BLANK and made[k] != _BLANK[k]}
    return dict(line.get("o") or {})


def _as_doc(annotation: Annotation) -> dict[str, Any]:
    doc = annotation_to_dict(annotation)
    doc.pop(STAMPS, None)
    return doc
