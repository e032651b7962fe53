"""What the window shows for papers whose status, rating or tags are still being written.

Marking 2,510 papers takes the writer thread a couple of seconds (every annotation is saved
and indexed before the change is announced). The list and the detail pane show the new
values as soon as the key is pressed: a change puts its preview here, and the preview goes
once the write has finished, when the library itself holds the same values (or, if the write
failed, the values it kept).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from lectern.core.models import Annotation, Entry
from lectern.core.results import SortKey
from lectern.gui.table.model import EntrySource

Preview = Callable[[Annotation], Annotation]


class PendingAnnotations(QObject):
    """An `EntrySource` that answers from `source`, with the changes still being written."""

    shown = Signal(list)  # ids whose shown annotation changed (a preview came or went)
    _settle = Signal(int)  # from the writer thread: the change numbered so has been written

    def __init__(self, source: EntrySource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source = source
        self._previews: dict[str, tuple[int, Annotation]] = {}
        self._seq = 0
        self._settle.connect(self.settle)  # queued when emitted from the writer thread

    # --- EntrySource -------------------------------------------------------------------
    def entry(self, paper_id: str) -> Entry:
        entry = self._source.entry(paper_id)
        preview = self._previews.get(paper_id)
        return entry if preview is None else replace(entry, annotation=preview[1])

    def sort_ids(
        self, ids: Sequence[str], key: SortKey, *, descending: bool = False
    ) -> list[str] | None:
        return self._source.sort_ids(ids, key, descending=descending)

    # --- previews ----------------------------------------------------------------------
    def annotations(self, ids: Sequence[str]) -> dict[str, Annotation]:
        """What the window shows for `ids` now (papers it cannot read are left out).

        Only annotations are read (not whole papers), so 2,510 of them take a few ms.
        """
        annotation = self._annotation_reader()
        shown: dict[str, Annotation] = {}
        for pid in ids:
            preview = self._previews.get(pid)
            if preview is not None:
                shown[pid] = preview[1]
                continue
            try:
                shown[pid] = annotation(pid)
            except KeyError:
                continue
        return shown

    def _annotation_reader(self) -> Callable[[str], Annotation]:
        """Annotations straight from the open library (no paper is built); else by entry()."""
        source: Any = self._source
        if getattr(source, "is_open", False):  # the window's LibraryService
            return source.library.notes.annotation
        if callable(getattr(source, "annotation", None)):  # a Library
            return source.annotation
        return lambda pid: source.entry(pid).annotation

    def preview(
        self, ids: Sequence[str], change: Preview, shown: dict[str, Annotation] | None = None
    ) -> int:
        """Show `change` applied to `ids` at once; returns the number `written` takes.
        `shown`: what `annotations(ids)` gave, when the caller has it already."""
        self._seq += 1
        seq = self._seq
        for pid, annotation in (shown if shown is not None else self.annotations(ids)).items():
            self._previews[pid] = (seq, change(annotation))
        self.shown.emit(list(ids))
        return seq

    def restore(self, before: dict[str, Annotation]) -> int:
        """Show `before` again at once (an undo); returns the number `written` takes."""
        self._seq += 1
        seq = self._seq
        for pid, annotation in before.items():
            self._previews[pid] = (seq, annotation)
        self.shown.emit(list(before))
        return seq

    def written(self, seq: int) -> None:
        """Any thread: change `seq` is on disk (or failed); the library's values show again."""
        self._settle.emit(seq)

    def settle(self, seq: int) -> None:
        done = [pid for pid, (n, _a) in self._previews.items() if n == seq]
        for pid in done:
            del self._previews[pid]
        if done:
            self.shown.emit(done)

    def waiting(self) -> int:
        """Papers shown with a change not yet written."""
        return len(self._previews)
