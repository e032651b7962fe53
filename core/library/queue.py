"""The reading queue ("Up next"): the papers the user means to read, in the order they chose.

The `Queue` part of :class:`lectern.core.library.Library`. A paper's place is a number on its
annotation (`Annotation.queued`), so every queue change is a change to the annotations of
the papers it moves, saved, undone, backed up and restored like a status. Places are
fractions: adding to the end takes the largest place + 1, to the front the smallest − 1, and
a move the middle of the new neighbours, so moving one paper rewrites that paper alone.
Only when two neighbours are too close for a middle between them is the queue numbered
afresh (1, 2, 3, …).

Rules that keep statuses and the queue in step: queueing a *new* paper marks it *to read*;
marking a paper *read* or *dropped* takes it out of the queue
(:func:`lectern.core.annotation_edits.with_status`). Papers in the Trash
keep their place but are not listed, so restoring one puts it back where it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from lectern.core.annotation_edits import with_status
from lectern.core.errors import LecternError
from lectern.core.importers.personal import parse_place
from lectern.core.library.state import LibraryState
from lectern.core.models import Annotation, Status
from lectern.core.said import said


class Queue:
    """Up next: which papers are queued, in what order, and changing it."""

    def __init__(self, state: LibraryState) -> None:
        self._state = state

    def _places(self) -> dict[str, float]:
        live = self._state.live
        return {pid: place for pid, place in self._state.annotations.queued() if pid in live}

    def ids(self) -> list[str]:
        """The queued papers of the library, first to read first."""
        places = self._places()
        return sorted(places, key=lambda pid: (places[pid], pid))

    def next(self) -> str | None:
        """The paper to read next: the first in the queue (None when it is empty)."""
        places = self._places()
        return min(places, key=lambda pid: (places[pid], pid)) if places else None

    def add(self, ids: Iterable[str], *, front: bool = False) -> list[str]:
        """Add papers to the end of the queue, in the order given, or with `front` to its
        front (those already queued move there too; at the end they keep their place).
        A paper marked *new* becomes *to read*. Returns the papers whose place changed."""
        state = self._state
        state.require_writable()
        wanted = list(dict.fromkeys(pid for pid in state.known(ids) if pid in state.live))
        places = self._places()
        if front:
            others = [place for pid, place in places.items() if pid not in wanted]
            start = (min(others) if others else 1.0) - len(wanted)
            new = {pid: start + n for n, pid in enumerate(wanted)}
        else:
            adding = [pid for pid in wanted if pid not in places]
            top = max(places.values(), default=0.0)
            new = {pid: top + 1 + n for n, pid in enumerate(adding)}
        self._set_places(new)
        return [pid for pid in new if places.get(pid) != new[pid]]

    def remove(self, ids: Iterable[str]) -> list[str]:
        """Take papers out of the queue (their status stays); returns those that were in it."""
        state = self._state
        state.require_writable()
        places = self._places()
        gone = [pid for pid in dict.fromkeys(state.known(ids)) if pid in places]
        state.change_annotations(gone, lambda ann: replace(ann, queued=None))
        return gone

    def move(self, paper_id: str, to_index: int) -> None:
        """Move a queued paper to `to_index` (0 is the front; past the end is the end)."""
        self._state.require_writable()
        order = self.ids()
        if paper_id not in order:
            raise LecternError(
                said("The paper {paper} is not in the reading queue.", paper=repr(paper_id))
            )
        places = self._places()
        order.remove(paper_id)
        if not order:
            return  # the only paper in the queue stays where it is
        index = max(0, min(int(to_index), len(order)))
        if index == 0:
            place = places[order[0]] - 1
        elif index == len(order):
            place = places[order[-1]] + 1
        else:
            before, after = places[order[index - 1]], places[order[index]]
            place = (before + after) / 2
            if not before < place < after:  # no room between them: number the queue afresh
                order.insert(index, paper_id)
                self._set_places({pid: float(n) for n, pid in enumerate(order, start=1)})
                return
        self._set_places({paper_id: place})

    def place(self, ids: Iterable[str], before: str | None) -> None:
        """Move queued papers, as a block in their queue order, to just before `before` (a
        queued paper not among them; None: the end). Only the moved papers change, spread
        evenly between their new neighbours. What dragging rows in Up next does."""
        self._state.require_writable()
        order = self.ids()
        chosen = set(self._state.known(ids))
        moving = [pid for pid in order if pid in chosen]
        rest = [pid for pid in order if pid not in chosen]
        if not moving:
            return
        at = rest.index(before) if before in rest else len(rest)
        places = self._places()
        low = places[rest[at - 1]] if at > 0 else None
        high = places[rest[at]] if at < len(rest) else None
        count = len(moving)
        if low is not None and high is not None:
            new = [low + (high - low) * (n + 1) / (count + 1) for n in range(count)]
        elif high is not None:
            new = [high - count + n for n in range(count)]
        elif low is not None:
            new = [low + 1 + n for n in range(count)]
        else:
            new = [1.0 + n for n in range(count)]
        bounds = [low, *new, high]
        known = [b for b in bounds if b is not None]
        if all(a < b for a, b in zip(known, known[1:])):
            self._set_places(dict(zip(moving, new)))
        else:  # too close to fit between: number the queue afresh in its new order
            final = [*rest[:at], *moving, *rest[at:]]
            self._set_places({pid: float(n) for n, pid in enumerate(final, start=1)})

    def _set_places(self, places: dict[str, float]) -> None:
        def change(ann: Annotation) -> Annotation:
            if ann.status is Status.NEW:
                ann = with_status(ann, Status.TO_READ)
            return replace(ann, queued=places[ann.paper_id])

        self._state.change_annotations(places, change)


def queued_after(
    docs: Sequence[dict[str, Any]], places: Mapping[str, float]
) -> list[dict[str, Any]]:
    """The annotations an import brings (documents, in the file's order), with their places
    in Up next taken after the library's own queue (`places`: every queued paper's, the
    Trash's too): the user's queue stays as they left it, the file's follows in the file's
    order. A paper the library has queued keeps its place. Into an empty queue the file's
    places come as they are, so an export read into an empty library gives the same queue."""
    incoming = [
        (place, n, doc)
        for n, doc in enumerate(docs)
        if (place := parse_place(doc.get("queued"))) is not None
    ]
    if not places or not incoming:
        return list(docs)
    placed: dict[int, float] = {}
    top = max(places.values())
    for _, n, doc in sorted(incoming, key=lambda item: (item[0], item[1])):
        own = places.get(str(doc.get("paper_id")))
        if own is None:
            top += 1
        placed[n] = top if own is None else own
    return [{**doc, "queued": placed[n]} if n in placed else doc for n, doc in enumerate(docs)]
