"""What marking in the reader records: each mark made, recoloured, noted or deleted is a
change of the library's (`library.marks`), one History entry that Ctrl+Z takes back.

The reader draws what the library keeps, not what it asked for: the paper's marks are read
on the reader thread when its PDF opens and again after every change to the paper (a mark
made here once it is durable, an undo, a mark from another computer), with the SHA-256 of
the file shown, so only the marks made on this very file are drawn where their text is.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from lectern.core.marks.model import Colour, Kind, Mark
from lectern.core.results import Change, ChangeKind
from lectern.core.storage.library_files import sha256_of
from lectern.gui.i18n import translate
from lectern.gui.lifetime import if_alive

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.reader.reader import Reader

FileKey = tuple[str, int, int]  # path, size, modification time: the file hashed


def _file_key(path: str) -> FileKey | None:
    try:
        info = Path(path).stat()
    except OSError:
        return None
    return (path, info.st_size, info.st_mtime_ns)


class ReaderMarks(QObject):
    """Keeps the marks made in the reader, and shows the reader the paper's marks."""

    def __init__(self, reader: Reader, context: WindowContext) -> None:
        super().__init__(reader)
        self._reader = reader
        self._service = context.service
        self._changes = context.changes
        self._digests: dict[FileKey, str] = {}  # files hashed this session (reader thread)
        self._looked: set[tuple[str, str]] = set()  # (paper, file) its marks were looked for in
        reader.opened.connect(lambda _pid, _pages: self.reload())
        reader.mark_made.connect(self._add)
        reader.mark_recoloured.connect(self._recolour)
        reader.mark_kind_changed.connect(self._change_kind)
        reader.mark_noted.connect(self._note)
        reader.mark_deleted.connect(self._delete)
        context.service.changed.connect(self._on_changed)

    def reload(self) -> None:
        """Read the paper's marks (and, the first time, its file's SHA-256) off the UI
        thread, and show them in the reader."""
        pid, path = self._reader.paper_id(), self._reader.path()
        if pid is None or not path or not self._service.is_open:
            return
        digests = self._digests

        def read(library: Library) -> tuple[str, str, str, list[Mark]]:
            key = _file_key(path)
            digest = digests.get(key) if key is not None else None
            if digest is None:
                try:
                    digest = sha256_of(Path(path))
                except OSError:  # gone or unreadable: the reader says so; no marks drawn
                    return pid, path, "", []
                if key is not None:
                    digests[key] = digest  # one assignment: safe from the reader thread
            return pid, path, digest, library.marks.of_paper(pid)

        self._service.read_latest("reader-marks", read, if_alive(self, self._loaded))

    def _loaded(self, read: tuple[str, str, str, list[Mark]]) -> None:
        pid, path, digest, marks = read
        if (self._reader.paper_id(), self._reader.path()) == (pid, path):
            self._reader.show_marks(digest, marks)
            elsewhere = digest and any(m.sha256 != digest for m in marks)
            if elsewhere and (pid, digest) not in self._looked:
                self._find_again(pid, digest)

    def _find_again(self, pid: str, digest: str) -> None:
        """The PDF was replaced (its marks were made on another file): look for them in
        this one, once a session; those found move onto it, one History entry, and the
        others stay listed as not found in this file."""
        self._looked.add((pid, digest))
        self._changes.mark(
            lambda lib: lib.marks.find_again(pid),
            translate("ReaderMarks", "Find the marks again in a replaced PDF"),
            "",
            self._written,
        )

    def _on_changed(self, change: Change) -> None:
        pid = self._reader.paper_id()
        if pid is None:
            return
        if (
            change.kind is ChangeKind.RESET
            or (
                change.kind is ChangeKind.ANNOTATIONS
                and pid in change.ids
                and change.touches("marks")  # not the note saved as it is typed beside the PDF
            )
            # an undo that put the paper and its marks back together
            or (change.kind is ChangeKind.PAPERS and pid in change.ids)
        ):
            self.reload()

    # --- changes ----------------------------------------------------------------------
    def _add(self, mark: Mark) -> None:
        page = mark.page + 1
        text, notice = {
            Kind.HIGHLIGHT: (
                translate("ReaderMarks", "Highlight a passage"),
                translate("ReaderMarks", "Highlighted on page {page}"),
            ),
            Kind.UNDERLINE: (
                translate("ReaderMarks", "Underline a passage"),
                translate("ReaderMarks", "Underlined on page {page}"),
            ),
            Kind.NOTE: (
                translate("ReaderMarks", "Add a margin note"),
                translate("ReaderMarks", "Margin note added on page {page}"),
            ),
        }[mark.kind]
        self._changes.mark(
            lambda lib: lib.marks.add(mark), text, notice.format(page=page), self._written
        )

    def _recolour(self, mark_id: str, colour: Colour) -> None:
        self._changes.mark(
            lambda lib: lib.marks.change(mark_id, colour=colour),
            translate("ReaderMarks", "Recolour a mark"),
            "",
            self._written,
        )

    def _change_kind(self, mark_id: str, kind: Kind) -> None:
        self._changes.mark(
            lambda lib: lib.marks.change(mark_id, kind=kind),
            translate("ReaderMarks", "Change a mark"),
            "",
            self._written,
        )

    def _note(self, mark_id: str, note: str) -> None:
        self._changes.mark(
            lambda lib: lib.marks.change(mark_id, note=note),
            translate("ReaderMarks", "Edit a mark's note"),
            "",
            self._written,
        )

    def _delete(self, mark_id: str) -> None:
        self._changes.mark(
            lambda lib: lib.marks.delete(mark_id),
            translate("ReaderMarks", "Delete a mark"),
            translate("ReaderMarks", "Mark deleted"),
            self._written,
        )

    def _written(self, _result: object) -> None:
        """A change is durable: the reader shows the marks as the library now keeps them."""
        self.reload()
