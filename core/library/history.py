"""History: every change listed, any one of them undone, and the one Undo and Redo.

The `History` part of :class:`lectern.core.library.Library`. The entries come from the change files
(:mod:`lectern.core.sync.history`). Undoing an entry is a new change that puts back the old
value of every field the entry changed, one action (so it is in History too, and can be
undone in turn). A field changed again since stands in the way: nothing is changed, and
the error names the later change, to undo first.

Undo and Redo (Ctrl+Z, Ctrl+Shift+Z, `lectern undo` / `lectern redo`) are built on the same
entries: Undo undoes this computer's newest change still in effect, Redo undoes the newest
undo still in effect, until a new change comes after it. Both are worked out from the
change file alone (each undo names the entries it undoes), so they carry on after a
restart and from the command line. A run of saves of one note, typed in one go, is undone
as one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from datetime import timedelta
from typing import Any

from lectern.core.errors import LecternError
from lectern.core.history_words import EDITED, ENGLISH, KEPT, PAPER_KEPT, Wording, describe
from lectern.core.library.annotating import Notes
from lectern.core.library.papers import Papers
from lectern.core.library.state import LibraryState
from lectern.core.library.syncing import Sync
from lectern.core.marks.stored import is_mark_field
from lectern.core.models import Annotation
from lectern.core.said import said
from lectern.core.storage.abstracts import FIELD, ON_DISK
from lectern.core.storage.library_values import COLLECTION_PARENTS, COLLECTIONS, DISTINCT
from lectern.core.storage.serialize import annotation_from_dict, annotation_to_dict
from lectern.core.sync import history
from lectern.core.sync.history import HistoryEntry
from lectern.core.sync.marks import newest_part, with_parts
from lectern.core.sync.merge import STAMPS, stamp_of
from lectern.core.sync.stamps import stamp_time

# KEPT: merged from every device rather than replaced, not put back by an undo. (The
# status history is put back: "read this week" then counts what the statuses say.)
# EDITED: a paper's fields the user corrected, a set: an undo takes out the names the entry
# put in and puts back those it took out, so an edit of another field never stands in the way.
# Library values that are sets: an undo takes out what the entry put in and puts back what
# it took out, whatever came since, so a later collection never stands in the way.
_SETS = {COLLECTIONS, COLLECTION_PARENTS, DISTINCT}
NOT_UNDONE = frozenset({"opened"})  # when a paper was opened is kept: Undo passes it by
NOTE_RUN = timedelta(minutes=2)  # saves of one note this close together are one typing


class UndoBlocked(LecternError):
    """A later change to the same field stands in the way of undoing an entry. `later` is
    that change, for a window to describe in its own words (the message describes it in
    English)."""

    def __init__(self, message: str, later: HistoryEntry | None = None) -> None:
        super().__init__(message)
        self.later = later


class NothingToUndo(LecternError):
    """Undo (or Redo) found no change of this computer's to take back (or bring back)."""


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

    def describe(self, entry: HistoryEntry, words: Wording = ENGLISH) -> str:
        """The entry in a few words: "Status: To read → Read (3 papers)"."""
        return describe(entry, words)

    def undo(self, group: str) -> HistoryEntry:
        """Undo the History entry `group` (any entry, of any age); the entry undone.
        UndoBlocked, changing nothing, when a later change to the same fields came since."""
        return self.undo_all([group])[0]

    def undo_all(self, groups: Sequence[str]) -> list[HistoryEntry]:
        """Undo these entries (newest first) as one action, so one Redo brings all back."""
        self._state.require_writable()
        found = []
        for group in groups:
            entry = history.entries(self._state.folder, group=group, limit=1)
            if not entry:
                raise LecternError(said("That change is not in this library's history."))
            found.append(entry[0])
        self._undo(found)
        return found

    # --- Undo and Redo -----------------------------------------------------------------
    def next_undo(self, *, whole: bool = True) -> list[HistoryEntry]:
        """What Undo would take back: this computer's newest change in effect (a run of
        saves of one note with it), newest first; [] when there is none. Without `whole`,
        each entry has its first line alone: enough to name it (`describe_undo`), not to
        undo it."""
        effects, run = _Effects(), list[HistoryEntry]()
        for entry in self._newest_first(whole=whole):
            live = effects.see(entry)
            if run:
                if not _continues_note(run[-1], entry):
                    return run
                if live and _is_note(entry):
                    run.append(entry)
            elif live and (entry.redo or not entry.undoes) and entry.kind not in NOT_UNDONE:
                run.append(entry)
                if not _is_note(entry):
                    return run
        return run

    def next_redo(self, *, whole: bool = True) -> HistoryEntry | None:
        """The undo Redo would take back: the newest in effect with no new change since
        (its first line alone without `whole`, as `next_undo`)."""
        effects = _Effects()
        for entry in self._newest_first(whole=whole):
            if not effects.see(entry):
                continue
            if entry.undoes and not entry.redo:
                return entry
            if not entry.undoes and entry.kind not in NOT_UNDONE:
                return None  # a new change since the undo: nothing to redo
        return None

    def undo_last(self) -> HistoryEntry:
        """Undo this computer's newest change still in effect; the entry undone (the newest
        of a run of note saves). NothingToUndo when there is none."""
        self._state.require_writable()
        with self._state.write_lock:
            run = self.next_undo()
            if not run:
                raise NothingToUndo(said("Nothing to undo."))
            self._undo(run)
        return run[0]

    def redo_last(self) -> HistoryEntry:
        """Undo the newest undo still in effect; the entry it had undone, now back (the
        newest of them). NothingToUndo when a new change came since, or nothing was undone."""
        self._state.require_writable()
        with self._state.write_lock:
            undo = self.next_redo()
            if undo is None:
                raise NothingToUndo(said("Nothing to redo."))
            self._undo([undo], redo=True)
        found = history.entries(self._state.folder, group=undo.undoes[0], limit=1)
        return found[0] if found else undo

    def describe_undo(self, entry: HistoryEntry, words: Wording = ENGLISH) -> str:
        """What undoing `entry` puts back, in a few words: an undo's own entry says what
        it undid ("Status: New → Read"), the rest as `describe` has them."""
        if entry.undoes:
            found = history.entries(self._state.folder, group=entry.undoes[0], limit=1)
            if found:
                if found[0].undoes:
                    return self.describe_undo(found[0], words)
                return describe(found[0], words)
        return describe(entry, words)

    def undone(self, groups: Iterable[str]) -> set[str]:
        """Which of these entries are undone (by an undo made here, in effect): an entry
        of any computer's, so a library copied from another keeps its imports' state."""
        wanted = set(groups)
        effects = _Effects()  # (no entries at all: every one in effect)
        for entry in self._newest_first(whole=False):
            effects.see(entry)
            if wanted <= effects.effect.keys():
                break
        return {g for g in wanted if not effects.live(g)}

    def _newest_first(self, *, whole: bool) -> Iterator[HistoryEntry]:
        """This computer's entries newest first, each read only when it is reached."""
        return history.device_entries(self._state.folder, self._state.device, whole=whole)

    # --- putting old values back -------------------------------------------------------
    def _undo(self, entries: Sequence[HistoryEntry], *, redo: bool = False) -> None:
        """Undo `entries` (newest first) as one action naming them."""
        state = self._state
        state.require_writable()
        lines = [line for entry in reversed(entries) for line in entry.lines]  # as made
        with state.write_lock:
            self._check_undoable(lines)
            with state.recorder.action([e.group for e in entries], redo=redo):
                self._put_back(lines)
            if state.recorder.pending:  # only the mark of an undo that found nothing to change
                storage = state.annotations.file.storage
                storage.dirty = True
                storage.flush()

    def _put_back(self, lines: Sequence[dict[str, Any]]) -> None:
        """Every field the lines changed gets its value from before them; the papers they
        added go to the Trash (their annotations with them)."""
        state = self._state
        added = [str(line.get("id")) for line in lines if line.get("k") == "p" and line.get("n")]
        made = set(added)
        papers: dict[str, dict[str, Any] | None] = {}
        notes: dict[str, Annotation] = {}
        for line in reversed(lines):  # the newest first, so the oldest value is the one kept
            pid = str(line.get("id") or "")
            kind = line.get("k")
            if kind == "p" and not line.get("n"):
                doc = dict(papers.get(pid) or state.by_id[pid])
                for name, value in (line.get("o") or {}).items():
                    if name in PAPER_KEPT:
                        continue
                    if name == EDITED:
                        doc[name] = _set_undone(doc.get(name), value, line["f"].get(name))
                        continue
                    if value is None:
                        doc.pop(name, None)
                    else:
                        doc[name] = value
                papers[pid] = doc
            elif kind == "del":
                papers[pid] = {"id": pid, **(line.get("o") or {})}
                notes[pid] = self._last_annotation(pid)
            elif kind == "a" and pid not in made:
                current = state.annotations.raw_doc(pid) or {"paper_id": pid}
                base = notes[pid] if pid in notes else annotation_from_dict(current)
                old = {k: v for k, v in _old_values(line).items() if k not in KEPT}
                doc = _as_doc(base)
                for name in [n for n in old if is_mark_field(n)]:  # its parts put back
                    old[name] = with_parts(doc.get(name) or current.get(name), old[name])
                notes[pid] = annotation_from_dict({**doc, **old})
            elif kind == "lib":
                self._undo_library(line)
        if papers:
            state.put_papers(papers, annotations=list(notes.values()))
        elif notes:
            self._notes.restore_annotations(notes.values())
        live = [pid for pid in added if pid in state.by_id and not state.by_id[pid].get("trashed")]
        if live:
            self._papers.trash(live)  # what an import or an addition brought goes to the Trash

    def _check_undoable(self, lines: Sequence[dict[str, Any]]) -> None:
        """UndoBlocked unless every field the lines changed still holds what they left in
        it: not changed since, or changed and changed back (a later change undone)."""
        state = self._state
        own = {str(line["s"]) for line in lines}  # a field the entries changed twice is theirs
        made = {str(line.get("id")) for line in lines if line.get("k") == "p" and line.get("n")}
        left: dict[tuple[object, str, str], Any] = {}  # what the lines left in each field
        for line in lines:
            for name, value in (line.get("f") or {}).items():
                left[line.get("k"), str(line.get("id") or ""), name] = value
        for line in lines:
            pid, stamp, kind = str(line.get("id") or ""), str(line["s"]), line.get("k")
            if kind == "a" and pid in made:
                continue  # the paper goes to the Trash whatever its annotation says now
            if kind == "del":
                if pid in state.by_id:
                    raise UndoBlocked(said("That paper is in the library again already."))
                continue
            if kind == "lib":
                for key in line.get("f") or {}:
                    later = state.annotations.library_stamps().get(key, "")
                    if key not in _SETS and later > stamp and later not in own:
                        self._blocked(later)
                continue
            if kind not in ("p", "a"):
                continue  # an undo's mark
            doc = state.by_id.get(pid) if kind == "p" else state.annotations.raw_doc(pid)
            if doc is None or (kind == "p" and pid not in state.by_id):
                raise UndoBlocked(
                    said("That paper was deleted for good since; undo the deletion first.")
                )
            if kind == "a":
                names: Iterable[str] = _old_values(line)
            else:
                names = (line.get("f") or {}) if not line.get("n") else {}
            for name in names:
                if name in (KEPT if kind == "a" else PAPER_KEPT) or name == EDITED:
                    continue
                if kind == "a" and is_mark_field(name):
                    self._check_mark(doc, name, stamp, own, left.get((kind, pid, name)))
                    continue
                later = stamp_of(doc, name)
                if later > stamp and later not in own:
                    if name == FIELD and doc.get(name) is ON_DISK:
                        doc = state.full_doc(pid)
                    if doc.get(name) != left.get((kind, pid, name)):
                        self._blocked(later)

    def _check_mark(
        self, doc: dict[str, Any], name: str, stamp: str, own: set[str], left: Any
    ) -> None:
        """UndoBlocked when a part of the mark the line changed was changed again since
        (by a later change not undone with it) and holds another value now."""
        if not isinstance(left, dict) or "made" in left:
            return  # the mark was made: undoing that deletes it, whatever came since
        parts = [p for p in left if p != "page"]
        later = newest_part(doc.get(STAMPS) or {}, name, parts)
        now = doc.get(name) or {}
        if later > stamp and later not in own and any(now.get(p) != left.get(p) for p in parts):
            self._blocked(later)

    def _blocked(self, later: str) -> None:
        state = self._state
        found = history.entries(state.folder, group=later, limit=1)
        if not found:  # a line inside a later action: find its action by its own stamp
            for line in history.newest_first(state.folder, later.encode()):
                if line.get("s") == later:
                    found = history.entries(state.folder, group=history.group_of(line), limit=1)
                    break
        what = describe(found[0]) if found else said("a later change")
        when = stamp_time(later).astimezone().strftime("%Y-%m-%d %H:%M")  # local, as listed
        raise UndoBlocked(
            said(
                "A later change stands in the way: {what}, at {when}. Undo it first.",
                what=what,
                when=when,
            ),
            found[0] if found else None,
        )

    def _last_annotation(self, pid: str) -> Annotation:
        """A deleted paper's annotation as its last change lines left it."""
        doc: dict[str, Any] = {"paper_id": pid}
        for line in self._sync.changes(pid):
            if line.get("k") == "a":
                for name, value in (line.get("f") or {}).items():
                    if is_mark_field(name):
                        doc[name] = with_parts(doc.get(name), value)
                    elif value is not None:
                        doc[name] = value
        return annotation_from_dict(doc)

    def _undo_library(self, line: dict[str, Any]) -> None:
        """A saved search put back; the collections made, their nesting or the pairs
        dismissed, with what the line put in taken out and what it took out put back."""
        state = self._state
        values = state.annotations
        new = line.get("f") or {}
        for key, value in (line.get("o") or {}).items():
            if key.startswith("search:"):
                name = key[len("search:") :]
                if value is None:
                    values.delete_search(name)
                else:
                    values.save_search(name, str(value))
            elif key == COLLECTIONS:
                names = _set_undone(values.collection_names(), value, new.get(key))
                state.put_papers({}, names=names)
            elif key == COLLECTION_PARENTS:
                was_map = {str(k): str(v) for k, v in (value or {}).items()}
                became_map = {str(k): str(v) for k, v in (new.get(key) or {}).items()}
                parents = dict(values.collection_parents())
                for child in {*was_map, *became_map}:
                    if was_map.get(child) == became_map.get(child):
                        continue
                    if child in was_map:
                        parents[child] = was_map[child]
                    else:
                        parents.pop(child, None)
                state.put_papers({}, parents=parents)
            elif key == DISTINCT:
                was_set = {(str(p[0]), str(p[1])) for p in value or () if len(p) == 2}
                became_set = {(str(p[0]), str(p[1])) for p in new.get(key) or () if len(p) == 2}
                pairs = (values.distinct_pairs() - (became_set - was_set)) | (was_set - became_set)
                state.put_papers({}, distinct=pairs)


_BLANK = annotation_to_dict(Annotation(""))


def _old_values(line: dict[str, Any]) -> dict[str, Any]:
    """What an annotation line replaced: its `o`, or for the paper's first annotation the
    blank one's values."""
    if line.get("n"):
        made = line.get("f") or {}
        marks = {k: None for k in made if is_mark_field(k)}  # a mark made: none before
        return {k: _BLANK[k] for k in made if k in _BLANK and made[k] != _BLANK[k]} | marks
    return dict(line.get("o") or {})


def _as_doc(annotation: Annotation) -> dict[str, Any]:
    doc = annotation_to_dict(annotation)
    doc.pop(STAMPS, None)
    return doc


class _Effects:
    """Which entries are in effect, seen newest first: one is, unless an undo of it is."""

    def __init__(self) -> None:
        self.effect: dict[str, bool] = {}
        self._undoers: dict[str, list[str]] = {}

    def live(self, group: str) -> bool:
        """Whether the entry `group` is in effect, from the undos of it seen (all of them,
        once every newer entry is seen), when the entry itself was not seen."""
        if group in self.effect:
            return self.effect[group]
        return not any(self.effect.get(u, False) for u in self._undoers.get(group, ()))

    def see(self, entry: HistoryEntry) -> bool:
        """Whether `entry` is in effect (every undo of it was seen before: they are newer)."""
        live = not any(self.effect.get(u, False) for u in self._undoers.get(entry.group, ()))
        self.effect[entry.group] = live
        for group in entry.undoes:
            self._undoers.setdefault(group, []).append(entry.group)
        return live


def _set_undone(now: Any, was: Any, became: Any) -> list[str]:
    """A set kept as a list, with what a change put in taken out and what it took out put
    back, in the order it has now."""
    was_list, became_set = [str(v) for v in was or ()], {str(v) for v in became or ()}
    kept = [str(v) for v in now or () if str(v) in was_list or str(v) not in became_set]
    return kept + [v for v in was_list if v not in became_set and v not in kept]


def _is_note(entry: HistoryEntry) -> bool:
    return entry.kind == "notes" and len(entry.papers) == 1 and not entry.undoes


def _continues_note(newer: HistoryEntry, entry: HistoryEntry) -> bool:
    """Whether `entry` is an earlier save of the note `newer` saved, typed in the same go
    (an Opened in between does not break the run)."""
    if entry.kind in NOT_UNDONE:
        return True
    return _is_note(entry) and entry.papers == newer.papers and newer.at - entry.at <= NOTE_RUN
