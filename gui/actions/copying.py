"""Copy and Open for the selected papers: BibTeX, the link, the PDF, the page.

The Edit menu copies; the Paper menu opens (both declared in `lectern.gui.declarations.declared`;
this module is what they do). BibTeX comes from the same exporter as
File → Export, so a pasted entry is the one an export would have written. Citations in a
style and citation keys are `lectern.gui.actions.citing`'s.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication

from lectern.core.models import Entry, Paper
from lectern.gui.actions.opening import (
    AttachmentOpener,
    attached_pdf,
    open_or_explain,
    open_target,
    paper_link,
)
from lectern.gui.context.window_context import WindowContext
from lectern.gui.declarations.declaration import does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import translate

_MESSAGE_MS = 4000


class PaperActions(QObject):
    """Edit → Copy as BibTeX / Copy link, and Paper → Open."""

    paper_opened = Signal(str)  # Open went to the paper's page or file: it counts as read

    def __init__(self, context: WindowContext, attachments: AttachmentOpener) -> None:
        super().__init__(context.parent)
        self._window = context.parent
        self._attachments = attachments
        self._view = context.view
        self._entry = context.service.entry
        self._status = context.status

    def _selected(self) -> list[Entry]:
        entries = []
        for pid in self._view.selected_ids():
            try:
                entries.append(self._entry(pid))
            except KeyError:
                continue  # gone since it was selected
        return entries

    def _copy(self, text: str, said: str) -> None:
        QGuiApplication.clipboard().setText(text)
        self._status.showMessage(said, _MESSAGE_MS)

    @does(ActionId.COPY_BIBTEX)
    def copy_as_bibtex(self) -> None:
        # The exporters load when first used: the window does not need them to appear.
        from lectern.core.exporters.bibtex import to_bibtex

        entries = self._selected()
        if entries:
            self._copy(
                to_bibtex(entries),
                translate("PaperActions", "Copied the BibTeX of %Ln paper(s).", n=len(entries)),
            )

    @does(ActionId.COPY_LINK)
    def copy_links(self) -> None:
        entries = self._selected()
        links = _links(entries)
        if links:
            self._copy(
                "\n".join(links),
                translate("PaperActions", "Copied the link of %Ln paper(s).", n=len(links)),
            )
        elif entries:
            self._status.showMessage(
                translate("PaperActions", "No DOI, arXiv id or link to copy for the selection."),
                _MESSAGE_MS,
            )

    def _current_paper(self) -> Paper | None:
        pid = self._view.current_id()
        if pid is None:
            return None
        try:
            return self._entry(pid).paper
        except KeyError:
            return None

    @does(ActionId.OPEN_PAPER)
    def open_current(self) -> None:
        """`o`: the attached PDF in Lectern's reader; a paper without one, its page."""
        paper = self._current_paper()
        if paper is None:
            return
        pdf = attached_pdf(paper)
        if pdf is not None:
            self._attachments.open(paper.id, pdf)  # the reader opens it once it is judged
        else:
            self.open_page()

    @does(ActionId.OPEN_PAGE)
    def open_page(self) -> None:
        """Shift+O: the paper's page in the browser, else its attached file outside."""
        paper = self._current_paper()
        if paper is None:
            return
        pid = paper.id
        target = open_target(paper)
        if target is None:
            self._status.showMessage(
                translate(
                    "PaperActions",
                    "This paper has no DOI, arXiv id, link or attached file to open.",
                ),
                _MESSAGE_MS,
            )
            return
        if target.is_file:
            self._attachments.open_outside(pid, target.link)  # it says when it opened
        elif open_or_explain(self._window, target):
            self.paper_opened.emit(pid)


def _links(entries: Sequence[Entry]) -> list[str]:
    return [link for entry in entries if (link := paper_link(entry.paper))]
