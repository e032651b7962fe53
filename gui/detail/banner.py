"""Above a paper's details: that it is in the Trash, or that it might be another paper.

The possible-duplicate group is looked up on the reader thread (finding groups reads the
whole library once after papers change); the banner fills in when the answer comes.
"""

from __future__ import annotations

import html
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from lectern.core.models import Paper
from lectern.gui.i18n import say_words, translate
from lectern.gui.safe_display import escape

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService

GROUP_SHOWN = 6  # other papers listed in the banner; the rest are counted


def _describe(paper: Paper) -> str:
    who = paper.authors[0] if paper.authors else ""
    if len(paper.authors) > 1:
        who = translate("RecordBanner", "{author} et al.").format(author=who)
    details = ", ".join(part for part in (who, str(paper.year or ""), paper.venue) if part)
    return f"{escape(paper.title)}" + (f" <span>({escape(details)})</span>" if details else "")


class RecordBanner(QFrame):
    restore_requested = Signal(str)
    merge_requested = Signal(list, str)  # the papers, the one they join
    dismiss_requested = Signal(list)
    paper_activated = Signal(str)

    def __init__(self, service: LibraryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self._pid: str | None = None
        self._group: list[str] = []
        self._trashed = False  # the shown paper is in the Trash
        self.setObjectName("recordBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.linkActivated.connect(self._on_link)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.restore_button = QPushButton(translate("RecordBanner", "Restore"))
        self.restore_button.clicked.connect(lambda: self.restore_requested.emit(self._pid or ""))
        self.merge_button = QPushButton(translate("RecordBanner", "Merge into this paper"))
        self.merge_button.setToolTip(
            translate(
                "RecordBanner",
                "Keep every value and note of all of them in this one (Ctrl+Z undoes it)",
            )
        )
        self.merge_button.clicked.connect(
            lambda: self.merge_requested.emit(self._group, self._pid or "")
        )
        self.dismiss_button = QPushButton(translate("RecordBanner", "Not duplicates"))
        self.dismiss_button.setToolTip(
            translate("RecordBanner", "They are different works: stop listing them")
        )
        self.dismiss_button.clicked.connect(lambda: self.dismiss_requested.emit(self._group))
        for button in (self.restore_button, self.merge_button, self.dismiss_button):
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self.hide()

    def show_for(self, paper: Paper) -> None:
        """Say what there is to say about `paper`; hidden when there is nothing."""
        same = paper.id == self._pid
        self._pid = paper.id
        self._trashed = paper.trashed is not None
        if paper.trashed is not None:
            self._group = []
            self._show_trash(paper)
            return
        if not same or not self._group:  # the same paper again: no flicker while it reloads
            self._group = []
            self.hide()
        pid = paper.id
        self._service.read(partial(_group_of, pid=pid), partial(self._show_group, pid))

    def refresh(self) -> None:
        """Ask again for the shown paper (the possible duplicates were just worked out)."""
        pid = self._pid
        if pid is not None and not self._group and not self._trashed:
            self._service.read(partial(_group_of, pid=pid), partial(self._show_group, pid))

    def clear(self) -> None:
        self._pid = None
        self._group = []
        self.hide()

    def _show_trash(self, paper: Paper) -> None:
        when = ""
        if paper.trashed is not None:
            moment = QDateTime.fromMSecsSinceEpoch(round(paper.trashed.timestamp() * 1000))
            when = QLocale().toString(moment, QLocale.FormatType.ShortFormat)
        self.text.setText(
            translate(
                "RecordBanner",
                "<b>In the Trash</b> since {when}. It is left out of searches until you "
                "restore it.",
            ).format(when=html.escape(when))
        )
        self.restore_button.show()
        self.merge_button.hide()
        self.dismiss_button.hide()
        self.show()

    def _show_group(self, pid: str, found: tuple[list[Paper], tuple[str, ...]] | None) -> None:
        if pid != self._pid:
            return
        if found is None:
            self._group = []
            self.hide()
            return
        others, reasons = found
        self._group = [pid, *(p.id for p in others)]
        items = "".join(
            f'<li><a href="paper:{html.escape(p.id, quote=True)}">{_describe(p)}</a></li>'
            for p in others[:GROUP_SHOWN]
        )
        hidden = len(others) - GROUP_SHOWN
        more = ""
        if hidden > 0:
            counted = translate("RecordBanner", "… and %Ln more", None, hidden)
            more = f"<p>{counted}</p>"
        heading = translate("RecordBanner", "<b>Possible duplicate</b> ({reasons}) of:").format(
            reasons=html.escape("; ".join(map(say_words, reasons)))
        )
        self.text.setText(f"{heading}<ul style='margin: 2px 0 2px -20px'>{items}</ul>{more}")
        self.restore_button.hide()
        self.merge_button.show()
        self.dismiss_button.show()
        self.show()

    def _on_link(self, link: str) -> None:
        if link.startswith("paper:"):
            self.paper_activated.emit(link.removeprefix("paper:"))


def _group_of(library: Library, pid: str) -> tuple[list[Paper], tuple[str, ...]] | None:
    """Reader thread: the other papers of `pid`'s possible-duplicate group, and why. Groups
    not worked out yet are left to the sidebar's count (which comes after the list), and
    the banner asks again when it has them (`refresh`)."""
    if library.papers.known_duplicate_count() is None:
        return None
    for group in library.papers.possible_duplicates():
        if pid in group.ids:
            return [
                library.papers.paper(other) for other in group.ids if other != pid
            ], group.reasons
    return None
