"""Paper → Copy marks as Markdown, and the same from the detail pane's Marks section.

The Markdown is the core's (`lectern.core.marks.markdown.as_markdown`: the title, then each
mark as a quote with its page as a `lectern://` link back to the reader), read on the reader
thread, so what is pasted is what `lectern marks ID --markdown` prints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication

from lectern.gui.i18n import translate

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QStatusBar

    from lectern.core.library import Library
    from lectern.gui.service import LibraryService

_MESSAGE_MS = 4000


class MarkActions:
    """Copy the marks of the paper shown as Markdown."""

    def __init__(
        self, service: LibraryService, shown: Callable[[], str | None], status: QStatusBar
    ) -> None:
        """`shown`: the paper the detail pane shows, whose marks are copied."""
        self._service = service
        self._shown = shown
        self._status = status

    def copy_marks_markdown(self) -> None:
        """The declared action: the marks of the paper shown."""
        self.copy_markdown(self._shown() or "")

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
