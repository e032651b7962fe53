"""This device's own changes, as the change lines other devices merge.

The library calls the recorder with each document before and after a write (in memory,
in the write lock); the recorder stamps the fields that changed in the new document's
`_v` and keeps a change line for each, which the library appends to its change file
just before it writes its own files (so the change file is never behind them).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from lectern.core.marks.stored import is_mark_field
from lectern.core.models import from_iso
from lectern.core.sync.marks import line_values, stamp_recorded
from lectern.core.sync.merge import (
    ANNOTATION,
    CONFLICTS,
    CREATED,
    LIBRARY,
    NOTES_BASE,
    PAPER,
    RESOLVED,
    STAMPS,
    TOMBSTONE,
    UNDO_MARK,
    known_notes,
)
from lectern.core.sync.stamps import Clock, make_stamp

_NOT_FIELDS = {"id", "paper_id", STAMPS, CONFLICTS, RESOLVED}


def fields_of(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k not in _NOT_FIELDS}


def _ms(moment: Any) -> int:
    try:
        return int(from_iso(str(moment)).timestamp() * 1000) if moment else 0
    except ValueError:
        return 0


def as_made(kind: str, doc: dict[str, Any], device: str) -> dict[str, Any]:
    """A stored document (of a library from before change files, or of a conflict copy) as
    the change that made it, stamped by `device` with when the user added the paper or last
    changed its annotation, so the newer of two such values wins by the user's own times."""
    if kind == PAPER:
        pid, moments = str(doc["id"]), [doc.get("added")]
    else:
        pid = str(doc["paper_id"])
        moments = [doc.get("modified"), doc.get("last_read")]
        moments += [c.get("at") for c in doc.get("history") or () if isinstance(c, dict)]
    stamp = make_stamp(max(map(_ms, moments)), 0, device)
    record: dict[str, Any] = {"s": stamp, "k": kind, "id": pid, "f": fields_of(doc), "n": 1}
    if kind == ANNOTATION:
        record["nb"] = {}
    return record


class Via(StrEnum):
    """A way in that History names an action by, beside the window and the command line."""

    BROWSER = "browser"


@dataclass(frozen=True, slots=True)
class Origin:
    """Where an action came from and the paper it was about ("Saved from the browser:
    TITLE"), written on the action's first line (`w`) so History can say so."""

    via: Via
    title: str

    def as_line(self) -> dict[str, str]:
        return {"via": self.via.value, "title": self.title}


class Recorder:
    """Turns document writes into stamped change lines, waiting to be appended."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._pending: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._acting = 0  # nested actions
        self._group: str | None = None  # the first stamp of the action being recorded
        self._undoes: list[str] = []  # the History entries the action being recorded undoes
        self._redo = False  # ... and whether it undoes undos (a redo)
        self._undoes_named = True  # ... and whether a line names them all yet
        self._origin: Origin | None = None  # where the action being recorded came from

    @property
    def pending(self) -> int:
        return len(self._pending)

    def take(self) -> list[dict[str, Any]]:
        with self._lock:
            taken, self._pending = self._pending, []
        return taken

    def put_back(self, records: list[dict[str, Any]]) -> None:
        """Lines a refused append did not write: first in line for the next one."""
        with self._lock:
            self._pending = [*records, *self._pending]

    @contextmanager
    def action(
        self, undoes: Sequence[str] = (), *, redo: bool = False, origin: Origin | None = None
    ) -> Iterator[None]:
        """The changes recorded inside are one action of the user (a status given to 2,000
        papers, an import): each line names the action's first stamp as its group, `g`, so
        History lists them as one entry and undoes them together.

        An action that undoes History entries names them on the next line it records (`u`,
        with `rd` when what it undoes are undos: a redo); an undo inside a larger action
        makes it an undo too. One that finds nothing left to change still leaves a line,
        `k` "mark", so the entries count as undone. An action with an `origin` names it on
        its first line (`w`)."""
        if origin is not None and not self._acting:
            self._origin = origin
        if undoes:
            self._undoes.extend(undoes)
            self._redo = self._redo or redo
            self._undoes_named = False
        self._acting += 1
        try:
            yield
        finally:
            self._acting -= 1
            if not self._acting:
                if self._undoes and not self._undoes_named:
                    self._add({"s": self.clock.next(), "k": UNDO_MARK})
                self._group = None
                self._undoes, self._redo, self._undoes_named = [], False, True
                self._origin = None

    def group(self) -> str:
        """The History entry of the action being recorded: its first line's stamp, or one
        taken now, which the lines recorded next name as their group."""
        if self._group is None:
            self._group = self.clock.next()
        return self._group

    def _add(self, record: dict[str, Any]) -> None:
        if self._acting:
            if not self._undoes_named:
                record["u"] = list(self._undoes)
                if self._redo:
                    record["rd"] = 1
                self._undoes_named = True
            if self._group is None:
                self._group = str(record["s"])
                if self._origin is not None:
                    record["w"] = self._origin.as_line()
            elif self._group != record["s"]:
                record["g"] = self._group
        with self._lock:
            self._pending.append(record)

    def paper(self, pid: str, old: dict[str, Any] | None, new: dict[str, Any] | None) -> None:
        self._document(PAPER, pid, old, new)

    def annotation(
        self,
        pid: str,
        old: dict[str, Any] | None,
        new: dict[str, Any],
        *,
        resolves: Iterable[str] = (),
    ) -> None:
        self._document(ANNOTATION, pid, old, new, resolves=list(resolves))

    def deleted(self, pid: str, old: dict[str, Any] | None) -> str:
        """A paper deleted for good: its tombstone's stamp."""
        stamp = self.clock.next()
        record: dict[str, Any] = {"s": stamp, "k": TOMBSTONE, "id": pid}
        if old is not None:
            record["o"] = fields_of(old)
        self._add(record)
        return stamp

    def library(self, key: str, old: Any, new: Any) -> str | None:
        """A library-wide value changed (a saved search, …); its stamp, None if it did not."""
        if old == new:
            return None
        stamp = self.clock.next()
        self._add({"s": stamp, "k": LIBRARY, "f": {key: new}, "o": {key: old}})
        return stamp

    def _document(
        self,
        kind: str,
        pid: str,
        old: dict[str, Any] | None,
        new: dict[str, Any] | None,
        *,
        resolves: list[str] | None = None,
    ) -> None:
        if new is None:
            self.deleted(pid, old)
            return
        old_stamps = dict((old or {}).get(STAMPS) or {})
        if old is None:
            stamp = self.clock.next()
            new[STAMPS] = {"*": CREATED + stamp}
            made: dict[str, Any] = {"s": stamp, "k": kind, "id": pid, "f": fields_of(new), "n": 1}
            if kind == ANNOTATION and "notes" in new:
                made["nb"] = {}
                new[STAMPS][NOTES_BASE] = {self.clock.device: stamp}
            self._add(made)
            return
        before, after = fields_of(old), fields_of(new)
        names = [n for n in dict.fromkeys([*after, *before]) if before.get(n) != after.get(n)]
        new[STAMPS] = old_stamps
        for name in (CONFLICTS, RESOLVED):  # the merge's, not the writer's
            if name in old and name not in new:
                new[name] = old[name]
        if not names and not resolves:
            return
        stamp = self.clock.next()
        changed = {n: after.get(n) for n in names}
        was = {n: before.get(n) for n in names}
        marks = [n for n in names if kind == ANNOTATION and is_mark_field(n)]
        stamps = {**old_stamps, **dict.fromkeys(names, stamp)}
        for name in marks:  # the parts of each mark that changed (lectern.core.sync.marks)
            changed[name], was[name], parts = line_values(before.get(name), after.get(name))
            if name in old_stamps:  # when it was made: its parts' stamp until they change
                stamps[name] = old_stamps[name]
            else:
                stamps.pop(name, None)
            stamp_recorded(stamps, name, parts, stamp)
        record: dict[str, Any] = {"s": stamp, "k": kind, "id": pid, "f": changed, "o": was}
        if kind == ANNOTATION and ("notes" in names or resolves):
            changed.setdefault("notes", after.get("notes", ""))
            saw = known_notes(old)
            record["nb"] = saw
            stamps["notes"] = stamp
            stamps[NOTES_BASE] = {**saw, self.clock.device: stamp}
            if resolves:
                record["nr"] = resolves
                new[RESOLVED] = sorted({*(old.get(RESOLVED) or ()), *resolves})
                new[CONFLICTS] = [c for c in new.get(CONFLICTS) or () if c["s"] not in resolves]
        new[STAMPS] = stamps
        self._add(record)
