"""Paper → Copy marks as Markdown, and the same from the detail pane's Marks section;
Paper → Save a copy with marks….

The Markdown is the core's (`lectern.core.marks.markdown.as_markdown`: the title, then each
mark as a quote with its page as a `lectern://` link back to the reader), read on the reader
thread, so what is pasted is what `lectern marks ID --markdown` prints. The copy with marks
is written by the PDF worker process (`Marks.save_copy`), asked from the reader thread: PDFium
never runs on the window's thread, nor beside the reader's render thread.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from lectern.core.errors import LecternError
from lectern.gui.context.window_context import WindowContext
from lectern.gui.declarations.declaration import does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import error_text, translate

if TYPE_CHECKING:
    from collections.abc import Callable

    from lectern.core.library import Library
    from lectern.core.library.marking import SavedCopy

_MESSAGE_MS = 4000
_FAILURE_MS = 15000  # long enough to read a path and why


class MarkActions:
    """Copy the marks of the paper shown as Markdown."""

    def __init__(self, context: WindowContext, shown: Callable[[], str | None]) -> None:
        """`shown`: the paper the detail pane shows, whose marks are copied."""
        self._service = context.service
        self._shown = shown
        self._status = context.status

    @does(ActionId.COPY_MARKS_MARKDOWN)
    def copy_marks_markdown(self) -> None:
        """The declared action: the marks of the paper shown."""
        self.copy_markdown(self._shown() or "")

    @does(ActionId.SAVE_COPY_WITH_MARKS)
    def save_copy_with_marks(self) -> None:
        """The declared action: ask where (beside the PDF, "<title> (marked).pdf"), then
        have the worker write the copy."""
        paper_id = self._shown() or ""
        if not paper_id or not self._service.is_open:
            return
        self._service.read(lambda lib: lib.marks.copy_target(paper_id), self._ask_where(paper_id))

    def _ask_where(self, paper_id: str) -> Callable[[Path | None], None]:
        def ask(default: Path | None) -> None:
            if default is None:
                self._status.showMessage(
                    translate("MarkActions", "This paper has no PDF to save a copy of."),
                    _MESSAGE_MS,
                )
                return
            parent = self._status.window()
            path, _ = QFileDialog.getSaveFileName(
                parent if isinstance(parent, QWidget) else None,
                translate("MarkActions", "Save a copy with marks"),
                str(default),
                translate("MarkActions", "PDF files (*.pdf)"),
            )
            if not path:
                return
            target = Path(path)
            self._status.showMessage(
                translate("MarkActions", "Saving a copy with marks…"), _MESSAGE_MS
            )
            self._service.read(lambda lib: _saved(lib, paper_id, target), self._saved)

        return ask

    def _saved(self, result: SavedCopy | str) -> None:
        if isinstance(result, str):
            self._status.showMessage(
                translate("MarkActions", "No copy with marks was saved: {why}").format(why=result),
                _FAILURE_MS,
            )
            return
        self._status.showMessage(
            translate(
                "MarkActions", "Saved a copy with %Ln mark(s) as {name}", n=result.marks
            ).format(name=result.path.name),
            _MESSAGE_MS,
        )

    def copy_markdown(self, paper_id: str) -> None:
        if not paper_id or not self._service.is_open:
            return

        def read(library: Library) -> tuple[str, int]:
            from lectern.core.marks.markdown import as_markdown

            marks = library.marks.of_paper(paper_id)
            if not marks:
                return "", 0
            return as_markdown(library.papers.paper(paper_id), marks), len(marks)

        self._service.read(read, self._copy)

    def _copy(self, read: tuple[str, int]) -> None:
        text, count = read
        if not count:
            self._status.showMessage(
                translate("MarkActions", "This paper has no marks to copy."), _MESSAGE_MS
            )
            return
        QGuiApplication.clipboard().setText(text)
        self._status.showMessage(
            translate("MarkActions", "Copied %Ln mark(s) as Markdown.", n=count), _MESSAGE_MS
        )


def _saved(library: Library, paper_id: str, target: Path) -> SavedCopy | str:
    """The copy written, or why not in the user's language (a failure is an answer here,
    shown in the status bar, not an error dialog)."""
    try:
        return library.marks.save_copy(paper_id, target)
    except LecternError as exc:
        return error_text(exc)
