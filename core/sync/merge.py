"""The merge rule, on the documents the library stores.

Every change is one line of a device's change file::

    {"s": STAMP, "k": "p" | "a" | "del" | "lib", "id": PAPER, "f": {field: new}, "o": {field: old}}

`p` sets fields of a paper, `a` fields of its annotation, `del` deletes a paper for good
(a tombstone) and `lib` sets a library-wide value (a saved search, the collections made,
the pairs dismissed as not duplicates). A field set to None is removed. A change that
made the document (`"n": 1`) names all its fields.

- **Per paper and field, the latest stamp wins.** Every stored document keeps, in `_v`,
  the stamp of the change that set each field (`*`: every field not named). Applying the
  same change twice, or changes in any order, gives the same documents.
- **The status history is a union** and `modified` and `last_read` the latest time, so
  "read this week" counts what either computer read. The reader's place (`page`, `pages`)
  is per field like the rest; `reached`, the furthest page read, is the largest either
  computer reached, so progress never goes back because the other one read less.
- **A note that loses is kept.** A note change says which notes its writer had merged
  (`nb`: device → latest stamp); two notes that did not see each other are both kept:
  the later wins, the other is kept under `conflicts` until the user resolves them (a
  change with `nr` listing the conflicts it resolves), or the same device writes a later
  note on top of it. Both devices come to the same note and the same conflicts.
- **A whole new document's values rank below every edit** (an import never overwrites a
  field the user corrected); between two imports of one paper the later's values show and
  the other's differing ones are kept among the paper's alternates, as an import here does.
- **Marks merge per mark**, and within a mark per part (lectern.core.sync.marks): a mark
  deleted on one computer and changed on the other after that comes back with the change.
- **A tombstone wins only over older changes:** a paper deleted on one computer and edited
  on the other after that stays, with the edit.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from lectern.core.marks.stored import is_mark_field
from lectern.core.sync.marks import merge_mark
from lectern.core.sync.stamps import stamp_device

STAMPS = "_v"
# Before the stamp of a field a whole new document set (an import, a library recorded when
# it was upgraded): such a value ranks below every edit, whenever either was made, as an
# import here never overwrites a field the user edited; between two of them the later wins.
CREATED = "!"
NOTES_BASE = "^notes"  # in _v: the notes merged into this one, by device (known_notes)
CONFLICTS = "conflicts"  # notes that lost, kept until resolved
RESOLVED = "_resolved"  # stamps of conflicts the user resolved (so a replay adds none back)

PAPER, ANNOTATION, TOMBSTONE, LIBRARY = "p", "a", "del", "lib"
UNDO_MARK = "mark"  # an undo that found nothing left to change: History's alone, never merged
_UNION = {(ANNOTATION, "history"), (PAPER, "alternates")}
_LATEST = {(ANNOTATION, "modified"), (ANNOTATION, "last_read")}
_MOST = {(ANNOTATION, "reached")}


def stamp_of(doc: dict[str, Any] | None, name: str) -> str:
    if not doc:
        return ""
    stamps = doc.get(STAMPS) or {}
    return str(stamps.get(name) or stamps.get("*") or "")


def known_notes(doc: dict[str, Any]) -> dict[str, str]:
    """Device → the latest of its notes merged into this document (as the note or a
    conflict): what a note written on top of it has seen."""
    value = (doc.get(STAMPS) or {}).get(NOTES_BASE)
    return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {}


def known_notes_of(record: dict[str, Any]) -> dict[str, str]:
    value = record.get("nb")
    return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {}


def newest_stamp(doc: dict[str, Any] | None) -> str:
    stamps = (doc or {}).get(STAMPS) or {}
    return max((str(v) for k, v in stamps.items() if k != NOTES_BASE), default="")


def _union(name: str, ours: Any, theirs: Any) -> Any:
    if name == "history":
        seen = {(str(c.get("status")), str(c.get("at"))): c for c in (ours or ()) if c}
        for change in theirs or ():
            if change:
                seen.setdefault((str(change.get("status")), str(change.get("at"))), change)
        return sorted(seen.values(), key=lambda c: str(c.get("at")))
    joined = {key: list(values) for key, values in (ours or {}).items()}  # alternates
    for key, values in (theirs or {}).items():
        kept = joined.setdefault(key, [])
        kept.extend(v for v in values if v not in kept)
    return joined


@dataclass
class Merged:
    """What applying changes did: the documents to write (None: deleted for good)."""

    papers: dict[str, dict[str, Any] | None] = field(default_factory=dict)
    annotations: dict[str, dict[str, Any] | None] = field(default_factory=dict)
    tombstones: dict[str, str] = field(default_factory=dict)
    library: dict[str, Any] = field(default_factory=dict)  # key → value (None: removed)
    library_stamps: dict[str, str] = field(default_factory=dict)
    revive: set[str] = field(default_factory=set)  # deleted here, changed later elsewhere


# (document, field, the value kept, the value that lost) → whether the loser was added to
# the document's alternates.
KeepAlternate = Callable[[dict[str, Any], str, Any, Any], bool]


class Merger:
    """Applies changes on top of the stored documents, copying each one it touches once.

    `paper`, `annotation` read the stored documents (None when absent); `tombstones`
    and `library_stamps` are the stored ones, read-only here.
    """

    def __init__(
        self,
        paper: Callable[[str], dict[str, Any] | None],
        annotation: Callable[[str], dict[str, Any] | None],
        tombstones: dict[str, str],
        library_stamps: dict[str, str],
        keep_alternate: KeepAlternate | None = None,
    ) -> None:
        self._read = {PAPER: paper, ANNOTATION: annotation}
        self._keep_alternate = keep_alternate
        self._tombstones = tombstones
        self._library_stamps = library_stamps
        self.result = Merged()

    def _store(self, kind: str) -> dict[str, dict[str, Any] | None]:
        return self.result.papers if kind == PAPER else self.result.annotations

    def _doc(self, kind: str, pid: str) -> dict[str, Any] | None:
        store = self._store(kind)
        if pid in store:
            return store[pid]
        doc = self._read[kind](pid)
        return None if doc is None else {**doc, STAMPS: dict(doc.get(STAMPS) or {})}

    def _tombstone(self, pid: str) -> str:
        return max(self.result.tombstones.get(pid, ""), self._tombstones.get(pid, ""))

    def apply_all(self, records: Iterable[dict[str, Any]]) -> Merged:
        for record in records:
            self.apply(record)
        return self.result

    def apply(self, record: dict[str, Any]) -> None:
        stamp, kind, pid = str(record.get("s") or ""), record.get("k"), str(record.get("id") or "")
        if not stamp or (kind != LIBRARY and not pid):
            return
        if kind == TOMBSTONE:
            self._delete(pid, stamp)
        elif kind == LIBRARY:
            for key, value in (record.get("f") or {}).items():
                current = self.result.library_stamps.get(key) or self._library_stamps.get(key, "")
                if stamp > current:
                    self.result.library[key] = value
                    self.result.library_stamps[key] = stamp
        elif kind in (PAPER, ANNOTATION):
            self._set(kind, pid, stamp, record)

    def _delete(self, pid: str, stamp: str) -> None:
        if stamp <= self._tombstone(pid):
            return
        self.result.tombstones[pid] = stamp
        paper, annotation = self._doc(PAPER, pid), self._doc(ANNOTATION, pid)
        if paper is None and annotation is None:
            return
        if max(newest_stamp(paper), newest_stamp(annotation)) < stamp:
            if paper is not None:
                self.result.papers[pid] = None
            if annotation is not None:
                self.result.annotations[pid] = None
            self.result.revive.discard(pid)

    def _set(self, kind: str, pid: str, raw: str, record: dict[str, Any]) -> None:
        fields: dict[str, Any] = record.get("f") or {}
        stamp = CREATED + raw if record.get("n") else raw
        doc = self._doc(kind, pid)
        if doc is None:
            if stamp < self._tombstone(pid):
                return  # older than the paper's deletion
            if self._tombstone(pid) and self._doc(PAPER, pid) is None:
                self.result.revive.add(pid)  # changed after it was deleted: it comes back
            key = {"id": pid} if kind == PAPER else {"paper_id": pid}
            doc = {**key, **{k: v for k, v in fields.items() if v is not None}}
            # A whole document (`n`: it was new) stamps every field; a part, only its own,
            # so an older change to a field it does not name still counts.
            doc[STAMPS] = {"*": stamp} if record.get("n") else dict.fromkeys(fields, stamp)
            if kind == ANNOTATION and "notes" in fields:
                doc[STAMPS][NOTES_BASE] = {**known_notes_of(record), stamp_device(raw): raw}
            self._store(kind)[pid] = doc
            return
        changed = False
        stamps = doc[STAMPS]
        # The same paper imported on another device: what loses is kept as an alternate
        # value, as an import here keeps it (both devices keep the same one).
        joining = kind == PAPER and bool(record.get("n")) and self._keep_alternate is not None
        derived = bool(doc.get("title_derived") or fields.get("title_derived"))
        for name, value in fields.items():
            if joining and not (name == "title" and derived):
                ours = doc.get(name)
                lost = ours if stamp > stamp_of(doc, name) else value
                kept = value if lost is ours else ours
                if self._keep_alternate is not None:
                    changed |= self._keep_alternate(doc, name, kept, lost)
            if kind == ANNOTATION and name == "notes":
                changed |= self._notes(doc, raw, stamp, record)
                continue
            if kind == ANNOTATION and is_mark_field(name):
                made = bool(record.get("n")) or (record.get("o") or {}).get(name) is None
                changed |= merge_mark(doc, name, value, stamp, made)
                continue
            current = stamp_of(doc, name)
            if (kind, name) in _UNION:
                merged = _union(name, doc.get(name), value)
                if merged != doc.get(name):
                    doc[name], changed = merged, True
                if stamp > current:
                    stamps[name] = stamp
            elif (kind, name) in _LATEST:
                if value is not None and str(value) > str(doc.get(name) or ""):
                    doc[name], changed = value, True
                if stamp > current:
                    stamps[name] = stamp
            elif (kind, name) in _MOST:
                if isinstance(value, int) and value > (doc.get(name) or 0):
                    doc[name], changed = value, True
                if stamp > current:
                    stamps[name] = stamp
            elif stamp > current:
                if value is None:
                    changed |= doc.pop(name, None) is not None
                elif doc.get(name) != value:
                    doc[name], changed = value, True
                stamps[name] = stamp
        if changed or stamps != (self._read[kind](pid) or {}).get(STAMPS):
            self._store(kind)[pid] = doc

    def _notes(self, doc: dict[str, Any], raw: str, stamp: str, record: dict[str, Any]) -> bool:
        """The note rule (see the module's docstring); True if the document changed. `raw`
        is the change's stamp, `stamp` the rank it has (lower for a new document's)."""
        stamps = doc[STAMPS]
        seen = known_notes(doc)
        device = stamp_device(raw)
        if seen.get(device, "") >= raw:
            return False  # merged before (as the note, as a conflict, or replaced since)
        theirs_saw = known_notes_of(record)
        current = stamp_of(doc, "notes")
        current_raw = current.removeprefix(CREATED)
        ours, theirs = str(doc.get("notes") or ""), str((record.get("f") or {}).get("notes") or "")
        self._resolve(doc, record.get("nr") or ())
        if doc.get(CONFLICTS):  # a device's later note replaces its own earlier conflict
            doc[CONFLICTS] = [
                c
                for c in doc[CONFLICTS]
                if stamp_device(str(c["s"])) != device or theirs_saw.get(device, "") < str(c["s"])
            ]
        for name, value in theirs_saw.items():
            seen[name] = max(seen.get(name, ""), value)
        seen[device] = raw
        stamps[NOTES_BASE] = seen
        replaces_ours = not current or theirs_saw.get(stamp_device(current_raw), "") >= current_raw
        if replaces_ours or stamp > current:
            if not replaces_ours and ours.strip() and ours != theirs:
                self._keep_conflict(doc, ours, current_raw)  # written without seeing theirs
            doc["notes"] = theirs
            stamps["notes"] = stamp
        elif theirs.strip() and theirs != ours:
            self._keep_conflict(doc, theirs, raw)  # written without seeing ours
        return True

    @staticmethod
    def _keep_conflict(doc: dict[str, Any], text: str, stamp: str) -> None:
        kept = list(doc.get(CONFLICTS) or ())
        if stamp in (doc.get(RESOLVED) or ()) or any(c.get("s") == stamp for c in kept):
            return
        kept.append({"notes": text, "s": stamp})
        doc[CONFLICTS] = sorted(kept, key=lambda c: str(c["s"]))

    @staticmethod
    def _resolve(doc: dict[str, Any], resolved: Iterable[str]) -> None:
        gone = set(resolved)
        if gone:
            doc[RESOLVED] = sorted({*(doc.get(RESOLVED) or ()), *gone})
            doc[CONFLICTS] = [c for c in doc.get(CONFLICTS) or () if c.get("s") not in gone]
