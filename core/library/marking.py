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
from dataclasses import dataclass, replace
from pathlib import Path

from lectern.core.attached import full_path
from lectern.core.errors import MarksPdfError
from lectern.core.library.state import LibraryState
from lectern.core.marks.model import Colour, Kind, Mark
from lectern.core.marks.stored import field_of, in_order, is_mark_field, mark_id_of
from lectern.core.said import said
from lectern.core.storage.library_files import readable_name, sha256_of


@dataclass(frozen=True, slots=True)
class SavedCopy:
    """A copy with marks written: where, and how many marks are in it."""

    path: Path
    marks: int


@dataclass(frozen=True, slots=True)
class FoundAgain:
    """The marks of a replaced PDF: how many were found in the new file, and the ones that
    were not (as they were: on the old file)."""

    found: int
    lost: tuple[Mark, ...]


class Marks:
    """Each paper's marks: listed in page order, added, changed and deleted."""

    def __init__(self, state: LibraryState) -> None:
        self._state = state
        # files hashed: path, size and time of change → SHA-256 (one assignment each: safe
        # from any thread)
        self._digests: dict[tuple[str, int, int], str] = {}

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
        import they came with); how many were new. A mark the paper has had already (the
        same file read again: its marks have the same ids) is left as it is, so a re-import
        adds none twice, does not undo what the user changed in one, and does not bring
        back one the user deleted (Undo of the deletion does)."""
        by_paper: dict[str, dict[str, Mark]] = {}
        for mark in marks:
            if mark.paper_id in self._state.by_id:
                by_paper.setdefault(mark.paper_id, {})[mark.id] = mark
        new: dict[str, list[Mark]] = {}
        for paper_id, found in by_paper.items():
            stored = self._state.annotations.raw_doc(paper_id) or {}
            had = {mark_id_of(name) for name in stored if is_mark_field(name)}
            fresh = [m for m in found.values() if m.id not in had]
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

    def read_from(self, paper_id: str, pdfs: Iterable[Path]) -> int:
        """Keep as the paper's marks the highlights and notes other readers left in `pdfs`
        (files just attached to it), read in the PDF worker, only from the pages that have
        such annotations; how many were new (one History entry, or part of the caller's
        action). A file that cannot be read gives none."""
        from lectern.core.pdf.reader import PdfReader

        found: list[Mark] = []
        with PdfReader() as reader:
            for pdf in pdfs:
                reading = reader.read(pdf)
                if not reading.marked_pages:
                    continue
                try:
                    digest = sha256_of(Path(pdf))
                except OSError:
                    continue
                found += reader.marks(pdf, paper_id, digest, reading.marked_pages).marks
        return self.add_all(found)

    # --- a replaced PDF ---------------------------------------------------------------------
    def file_digest(self, paper_id: str) -> str:
        """The SHA-256 of the paper's PDF ("" when it has none or it cannot be read): the
        marks made on another file are "not found in this file" and not drawn."""
        pdf = self.pdf_of(paper_id)
        if pdf is None:
            return ""
        try:
            info = pdf.stat()
            key = (str(pdf), info.st_size, info.st_mtime_ns)
            if key not in self._digests:  # the Marks section asks each time it is shown
                self._digests[key] = sha256_of(pdf)
        except OSError:
            return ""
        return self._digests[key]

    def find_again(self, paper_id: str) -> FoundAgain:
        """Look for the marks made on another file than the paper's PDF (it was replaced:
        a new version, a better scan) in it, in the PDF worker: those whose text is there
        move onto it, one History entry; the others stay as they were, listed as not found
        in this file. MarksPdfError when the PDF cannot be read."""
        digest = self.file_digest(paper_id)
        if not digest:
            return FoundAgain(0, ())
        elsewhere = [m for m in self.of_paper(paper_id) if m.sha256 != digest]
        if not elsewhere:
            return FoundAgain(0, ())
        pdf = self.pdf_of(paper_id)
        assert pdf is not None
        from lectern.core.pdf.reader import PdfReader

        with PdfReader() as reader:
            found, lost = reader.find_again(pdf, elsewhere)
        moved = {m.id: m for m in found}
        if moved:
            self._state.change_annotations(
                [paper_id],
                lambda ann: replace(ann, marks=in_order(moved.get(m.id, m) for m in ann.marks)),
            )
        return FoundAgain(len(moved), tuple(lost))

    # --- the copy with marks ----------------------------------------------------------------
    def pdf_of(self, paper_id: str) -> Path | None:
        """The paper's PDF its marks are made on: the first attached file named as a PDF
        (the one the reader opens), its full path; None when it has none."""
        files = self._state.by_id.get(paper_id, {}).get("files") or ()
        stored = next((str(f) for f in files if str(f).casefold().endswith(".pdf")), None)
        return Path(full_path(stored, self._state.folder)) if stored else None

    def copy_target(self, paper_id: str) -> Path | None:
        """Where a copy with marks goes unless the user says: "<title> (marked).pdf" beside
        the PDF (never the PDF itself); None when the paper has no PDF."""
        pdf = self.pdf_of(paper_id)
        if pdf is None:
            return None
        title = str(self._state.by_id[paper_id].get("title") or "") or pdf.stem
        return pdf.with_name(f"{readable_name(title)} (marked).pdf")

    def save_copy(self, paper_id: str, target: Path | None = None) -> SavedCopy:
        """Write a copy of the paper's PDF with its marks in it as standard annotations to
        `target` (`copy_target` when None), in the PDF worker (PDFium runs there, never on
        the caller's thread): the user's file is only read. Only the marks made on this
        very file are written (one not found again in a replaced file has no place in
        it). MarksPdfError saying why when no copy is written."""
        pdf = self.pdf_of(paper_id)
        if pdf is None:
            raise MarksPdfError(said("This paper has no PDF to save a copy of with its marks."))
        where = Path(target) if target is not None else self.copy_target(paper_id)
        assert where is not None
        from lectern.core.pdf.reader import PdfReader

        marks = self.of_paper(paper_id)
        try:
            digest = sha256_of(pdf)
        except OSError as exc:
            raise MarksPdfError(
                said("{path} cannot be read ({reason}).", path=str(pdf), reason=exc.strerror)
            ) from exc
        with PdfReader() as reader:
            reader.save_copy(pdf, marks, where)
        return SavedCopy(where, sum(1 for m in marks if m.sha256 == digest))

    def _require(self, mark_id: str) -> Mark:
        mark = self.get(mark_id)
        if mark is None:
            raise KeyError(said("There is no mark {mark} in this library.", mark=mark_id))
        return mark
