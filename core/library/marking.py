"""The marks a reader makes on a paper's PDF: highlights, underlines and margin notes.

The `Marks` part of :class:`lectern.core.library.Library`. A mark is kept like everything
else the user writes: each add, change and delete is an annotation change
(:meth:`LibraryState.change_annotations
<lectern.core.library.state.LibraryState.change_annotations>`), appended to this device's
change file and saved before the call returns, one History entry that Undo takes back,
merged per mark with other devices' (lectern.core.sync.marks), and indexed for search.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from lectern.core.library.state import LibraryState
from lectern.core.marks.model import Colour, Kind, Mark
from lectern.core.marks.stored import field_of, in_order
from lectern.core.said import said


class Marks:
    """Each paper's marks: listed in page order, added, changed and deleted."""

    def __init__(self, state: LibraryState) -> None:
        self._state = state

    # --- reading (safe from any thread) --------------------------------------------------
    def of_paper(self, paper_id: str) -> list[Mark]:
        """The paper's marks by page, then top down (the highest first)."""
        return list(self._state.annotations.get(paper_id).marks)

    def get(self, mark_id: str) -> Mark | None:
        """The mark with this id, shown on any paper; None when there is none (deleted)."""
        name = field_of(mark_id)
        for paper_id, doc in list(self._state.annotations.raw_docs().items()):
            if name in doc:
                pid = str(doc.get("paper_id") or paper_id)
                return next((m for m in self.of_paper(pid) if m.id == mark_id), None)
        return None

    def count(self, paper_id: str) -> int:
        return len(self._state.annotations.get(paper_id).marks)

    # --- writing -------------------------------------------------------------------------
    def add(self, mark: Mark) -> None:
        """Keep a new mark (or put one back whole): durable before it returns, one History
        entry. KeyError for a paper not in the library."""
        self._state.change_annotations(
            [mark.paper_id],
            lambda ann: replace(
                ann, marks=in_order([*(m for m in ann.marks if m.id != mark.id), mark])
            ),
        )

    def add_all(self, marks: Iterable[Mark]) -> int:
        """Keep marks read from a PDF as one action, one History entry (or part of the
        import they came with); how many were new. A mark the paper shows already (the
        same file read again: its marks have the same ids) is left as it is, so a re-import
        adds none twice and does not undo what the user changed in one."""
        by_paper: dict[str, dict[str, Mark]] = {}
        for mark in marks:
            if mark.paper_id in self._state.by_id:
                by_paper.setdefault(mark.paper_id, {})[mark.id] = mark
        new: dict[str, list[Mark]] = {}
        for paper_id, found in by_paper.items():
            shown = {m.id for m in self.of_paper(paper_id)}
            fresh = [m for m in found.values() if m.id not in shown]
            if fresh:
                new[paper_id] = fresh
        if not new:
            return 0
        self._state.change_annotations(
            list(new), lambda ann: replace(ann, marks=in_order([*ann.marks, *new[ann.paper_id]]))
        )
        return sum(len(fresh) for fresh in new.values())

    def change(
        self,
        mark_id: str,
        *,
        colour: Colour | None = None,
        kind: Kind | None = None,
        note: str | None = None,
    ) -> Mark:
        """Recolour a mark, draw it another way or write its note; the mark as it is now.
        A change to what it already is changes nothing (and is no History entry)."""
        mark = self._require(mark_id)
        changes: dict[str, object] = {}
        if colour is not None and Colour(colour) is not mark.colour:
            changes["colour"] = Colour(colour)
        if kind is not None and Kind(kind) is not mark.kind:
            changes["kind"] = Kind(kind)
        if note is not None and note != mark.note:
            changes["note"] = note
        if not changes:
            return mark
        changed = mark.edited(**changes)
        self._state.change_annotations(
            [mark.paper_id],
            lambda ann: replace(
                ann, marks=in_order(changed if m.id == mark_id else m for m in ann.marks)
            ),
        )
        return changed

    def delete(self, mark_id: str) -> None:
        """Delete a mark (Undo brings it back). KeyError when there is no such mark."""
        mark = self._require(mark_id)
        self._state.change_annotations(
            [mark.paper_id],
            lambda ann: replace(ann, marks=tuple(m for m in ann.marks if m.id != mark_id)),
        )

    def _require(self, mark_id: str) -> Mark:
        mark = self.get(mark_id)
        if mark is None:
            raise KeyError(said("There is no mark {mark} in this library.", mark=mark_id))
        return mark
