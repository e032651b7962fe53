"""The top of the detail pane: editable title, authors, venue/year/collection, the citation
key (selectable, with Copy) and links.

Every string shown here comes from an imported file, so all of it is escaped (or shown as
plain text) and stripped of bidi overrides; links are built by Lectern from the paper's
fields and still go through the http(s) check when clicked.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from pathlib import PurePath, PureWindowsPath

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.models import Paper, normalize_arxiv_id, normalize_doi
from lectern.core.text.titles import TitleOrigin, title_origin
from lectern.gui.i18n import QT_TRANSLATE_NOOP, say_words, translate
from lectern.gui.safe_display import (
    arxiv_url,
    clean_display,
    doi_url,
    escape,
    external_url,
    highlight_html,
    open_external,
)

AUTHORS_SHOWN = 12
_MORE_AUTHORS = "lectern-internal:more-authors"
# What a title Lectern made was made from, said whole for each origin (the core's
# `TitleOrigin.made_from` is the English phrase the CLI and the list's tooltip use).
_DERIVED = {
    TitleOrigin.ABSTRACT: QT_TRANSLATE_NOOP(
        "DetailHeader", "Title derived from the abstract — double-click it to rename"
    ),
    TitleOrigin.DOI: QT_TRANSLATE_NOOP(
        "DetailHeader", "Title made from its DOI — double-click it to rename"
    ),
    TitleOrigin.ARXIV: QT_TRANSLATE_NOOP(
        "DetailHeader", "Title made from its arXiv id — double-click it to rename"
    ),
    TitleOrigin.LINK: QT_TRANSLATE_NOOP(
        "DetailHeader", "Title made from its link — double-click it to rename"
    ),
    TitleOrigin.UNKNOWN: QT_TRANSLATE_NOOP(
        "DetailHeader", "Title made by Lectern — double-click it to rename"
    ),
}


class _TitleLabel(QLabel):
    double_clicked = Signal()

    def mouseDoubleClickEvent(self, _event: QMouseEvent) -> None:
        self.double_clicked.emit()


class _TitleEdit(QLineEdit):
    """Enter (or leaving the field) saves, Esc cancels."""

    cancelled = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.cancelled.emit()
            return
        super().keyPressEvent(event)


MAX_LINKS = 12  # shown under the title; the record keeps them all


def link_items(paper: Paper) -> list[tuple[str, str, str]]:
    """(kind, text, url) for every link the pane offers, de-duplicated, http(s) only; the
    kind in English (the header shows it translated)."""
    items: list[tuple[str, str, str]] = []
    seen: set[str] = set()

    def add(kind: str, text: str, url: str) -> None:
        key = url.rstrip("/").lower()
        if key in seen or not url.lower().startswith(("http://", "https://")):
            return
        seen.add(key)
        items.append((kind, text, url))

    if paper.arxiv_id:
        add("arXiv", f"arXiv:{paper.arxiv_id}", arxiv_url(paper.arxiv_id))
    if paper.doi:
        add("DOI", paper.doi, doi_url(paper.doi))
    for url in paper.code_urls:
        add(QT_TRANSLATE_NOOP("DetailHeader", "Code"), _short_url(url), url)
    for url in paper.urls:
        if not _same_as_ids(url, paper):
            add(QT_TRANSLATE_NOOP("DetailHeader", "Link"), _short_url(url), url)
    return items


def file_name(path: str) -> str:
    """An attached file's name as shown; a Windows path's too, on any computer."""
    if re.match(r"^(?:[A-Za-z]:[\\/]|\\\\)", path):
        return PureWindowsPath(path).name or path
    return PurePath(path).name or path


def _same_as_ids(url: str, paper: Paper) -> bool:
    """An arXiv abs/pdf page (any version) or a DOI resolver URL the id links already cover."""
    lowered = url.lower()
    if paper.arxiv_id and "arxiv.org/" in lowered:
        return normalize_arxiv_id(url) == paper.arxiv_id
    if paper.doi and "doi.org/" in lowered:
        return normalize_doi(url) == paper.doi.lower()
    return False


def _short_url(url: str) -> str:
    text = url.split("://", 1)[-1].removeprefix("www.").rstrip("/")
    return text if len(text) <= 48 else text[:46] + "…"


_FILE_LINK = "lectern-internal:file:"


class _LinksLabel(QLabel):
    """Rich text whose links the keyboard reaches: a Tab stop only while it has a link
    (a stop on plain text would show nothing and do nothing)."""

    def setText(self, text: str) -> None:
        super().setText(text)
        has_link = "<a " in text
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if has_link else Qt.FocusPolicy.NoFocus)


class DetailHeader(QWidget):
    title_requested = Signal(str)
    edit_requested = Signal()  # the ✎ button: edit every detail
    file_requested = Signal(str, str)  # (paper id, path): the user clicked an attached file
    link_failed = Signal(str)  # a web link no browser opened (the window shows it to copy)
    link_opened = Signal()  # a link or attached file of the paper opened (it counts as read)
    key_copied = Signal(str)  # the citation key, put on the clipboard

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._paper: Paper | None = None
        self._terms: tuple[str, ...] = ()
        self._all_authors = False
        self._present: dict[str, bool] = {}  # attached file → whether it is there
        # attached PDF → what reading its text gave, when it gave none ("no text layer",
        # "encrypted"), and why in a sentence (its tooltip)
        self._text_notes: dict[str, tuple[str, str]] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)

        title_row = QHBoxLayout()
        title_row.setSpacing(4)
        self.title_label = _TitleLabel()
        self.title_label.setObjectName("paperTitle")
        self.title_label.setWordWrap(True)
        self.title_label.setTextFormat(Qt.TextFormat.RichText)
        self.title_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.title_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.title_label.setToolTip(translate("DetailHeader", "Double-click to rename"))
        font = QFont(self.title_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setWeight(QFont.Weight.DemiBold)
        self.title_label.setFont(font)
        self.title_label.double_clicked.connect(self.start_title_edit)
        self.title_edit = _TitleEdit()
        self.title_edit.setFont(font)
        self.title_edit.setAccessibleName(translate("DetailHeader", "Title"))
        self.title_edit.hide()
        self.title_edit.returnPressed.connect(self._commit_title)
        self.title_edit.editingFinished.connect(self._commit_title)
        self.title_edit.cancelled.connect(self._cancel_title)
        self.rename_button = QToolButton()
        self.rename_button.setText("✎")
        self.rename_button.setAutoRaise(True)
        self.rename_button.setToolTip(
            translate(
                "DetailHeader",
                "Edit the details of this paper (F2); double-click the title to rename it",
            )
        )
        self.rename_button.setAccessibleName(translate("DetailHeader", "Edit details"))
        self.rename_button.clicked.connect(self.edit_requested)
        title_row.addWidget(self.title_label, 1)
        title_row.addWidget(self.title_edit, 1)
        title_row.addWidget(self.rename_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(title_row)

        self.derived_label = QLabel()  # what the title was made from: see _render
        self.derived_label.setObjectName("mutedLabel")
        self.derived_label.setWordWrap(True)
        italic = QFont(self.derived_label.font())
        italic.setItalic(True)
        self.derived_label.setFont(italic)
        layout.addWidget(self.derived_label)

        self.authors_label = self._label("authorsLabel")
        self.authors_label.linkActivated.connect(self._on_authors_link)
        layout.addWidget(self.authors_label)
        self.meta_label = self._label("mutedLabel")
        layout.addWidget(self.meta_label)
        key_row = QHBoxLayout()
        key_row.setSpacing(4)
        self.key_label = QLabel()
        self.key_label.setObjectName("mutedLabel")
        self.key_label.setWordWrap(True)
        self.key_label.setTextFormat(Qt.TextFormat.PlainText)
        self.key_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.key_label.setAccessibleName(translate("DetailHeader", "Citation key"))
        self.copy_key_button = QToolButton()
        self.copy_key_button.setText(translate("DetailHeader", "Copy"))
        self.copy_key_button.setAutoRaise(True)
        self.copy_key_button.setToolTip(
            translate("DetailHeader", "Copy the citation key, to cite the paper in LaTeX")
        )
        self.copy_key_button.setAccessibleName(translate("DetailHeader", "Copy the citation key"))
        self.copy_key_button.clicked.connect(self.copy_key)
        key_row.addWidget(self.key_label, 0)
        key_row.addWidget(self.copy_key_button, 0, Qt.AlignmentFlag.AlignVCenter)
        key_row.addStretch(1)
        layout.addLayout(key_row)
        self.links_label = self._label("linksLabel")
        self.links_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.links_label.linkActivated.connect(self._open_link)
        self.links_label.linkHovered.connect(self._hovered)
        layout.addWidget(self.links_label)

    def _label(self, name: str) -> QLabel:
        label = _LinksLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        label.setOpenExternalLinks(False)
        return label

    # --- content -----------------------------------------------------------------------
    def set_paper(self, paper: Paper) -> None:
        if self._paper is None or paper.id != self._paper.id:
            self._all_authors = False
            self._cancel_title()
            self._present = {}
            self._text_notes = {}
        self._paper = paper
        self._render()

    def set_files_present(self, paper_id: str, present: dict[str, bool]) -> None:
        """Which attached files exist (looked at off the UI thread); missing ones say so."""
        if self._paper is not None and self._paper.id == paper_id:
            self._present = present
            self._render_links()

    def set_text_notes(self, paper_id: str, notes: dict[str, tuple[str, str]]) -> None:
        """What reading each attached PDF's text gave, where it gave none (read off the UI
        thread): a scanned PDF says "no text layer", an encrypted one "encrypted"."""
        if self._paper is not None and self._paper.id == paper_id and notes != self._text_notes:
            self._text_notes = notes
            self._render_links()

    def _open_link(self, link: str) -> None:
        if link.startswith(_FILE_LINK) and self._paper is not None:
            path = self._file_at(link)
            if path:
                self.file_requested.emit(self._paper.id, path)  # the window judges and opens it
            return
        url = external_url(link)
        if url is None:
            return
        if open_external(url):
            self.link_opened.emit()
        else:
            self.link_failed.emit(url.toString())

    def _file_at(self, link: str) -> str:
        """The attached file a ``lectern-internal:file:N`` link stands for ("" if none)."""
        index = link.removeprefix(_FILE_LINK)
        files = self._paper.files if self._paper is not None else ()
        return files[int(index)] if index.isdigit() and int(index) < len(files) else ""

    def _hovered(self, link: str) -> None:
        """A link's tooltip: its address, or an attached file's full path."""
        if link.startswith(_FILE_LINK):
            path = self._file_at(link)
            missing = self._present.get(path) is False
            tip = (
                translate("DetailHeader", "{path} (missing: nothing is there)").format(path=path)
                if missing
                else path
            )
            if path in self._text_notes and not missing:
                tip = translate("DetailHeader", "{path}\nNot searchable: {why}").format(
                    path=tip, why=say_words(self._text_notes[path][1])
                )
        else:
            tip = link
        self.links_label.setToolTip(clean_display(tip))

    def set_highlight_terms(self, terms: Sequence[str]) -> None:
        self._terms = tuple(terms)
        if self._paper is not None:
            self._render_title()

    def _render(self) -> None:
        paper = self._paper
        assert paper is not None
        self._render_title()
        origin = title_origin(paper)
        if origin is not None:
            self.derived_label.setText(translate("DetailHeader", _DERIVED[origin]))
        self.derived_label.setVisible(origin is not None)
        self._render_authors()
        meta = [escape(part) for part in (paper.venue, str(paper.year or "")) if part]
        shown = [c for c in paper.collections if c != paper.venue]
        if shown:
            collections = ", ".join(f"<i>{escape(c)}</i>" for c in shown)
            meta.append(
                translate("DetailHeader", "in {collections}").format(collections=collections)
            )
        if paper.keywords:
            keywords = escape(", ".join(paper.keywords[:12]))
            meta.append(translate("DetailHeader", "keywords: {keywords}").format(keywords=keywords))
        self.meta_label.setText(" · ".join(meta))
        self.meta_label.setVisible(bool(meta))
        key = clean_display(paper.key)
        aliases = ", ".join(clean_display(a) for a in paper.aliases)
        self.key_label.setText(
            translate("DetailHeader", "Key: {key} · also cited as {aliases}").format(
                key=key, aliases=aliases
            )
            if aliases
            else translate("DetailHeader", "Key: {key}").format(key=key)
        )
        self.key_label.setVisible(bool(key))
        self.copy_key_button.setVisible(bool(key))
        self._render_links()

    def copy_key(self) -> None:
        if self._paper is not None and self._paper.key:
            QGuiApplication.clipboard().setText(self._paper.key)
            self.key_copied.emit(self._paper.key)

    def _render_links(self) -> None:
        paper = self._paper
        assert paper is not None
        items = link_items(paper)
        links = [
            f"{html.escape(translate('DetailHeader', kind))} "
            f'<a href="{html.escape(url, quote=True)}">{escape(text)}</a>'
            for kind, text, url in items[:MAX_LINKS]
        ]
        if len(items) > MAX_LINKS:  # a record of a whole listing had 984: laid out, 0.4 s
            more = translate("DetailHeader", "%Ln more link(s)", n=len(items) - MAX_LINKS)
            links.append(f'<span style="color: gray">{html.escape(more)}</span>')
        for index, path in enumerate(paper.files):
            name = escape(file_name(path))
            if self._present.get(path) is False:  # clicked, it says where it was looked for
                name = translate("DetailHeader", "{name} (missing)").format(name=name)
                name = f'<span style="color: gray">{name}</span>'
            link = translate("DetailHeader", "File {link}").format(
                link=f'<a href="{_FILE_LINK}{index}">{name}</a>'
            )
            note = self._text_notes.get(path)
            if note is not None and self._present.get(path) is not False:
                link += f' <span style="color: gray">({html.escape(say_words(note[0]))})</span>'
            links.append(link)
        self.links_label.setText(" &nbsp;·&nbsp; ".join(links))
        self.links_label.setVisible(bool(links))

    def _render_title(self) -> None:
        assert self._paper is not None
        title = self._paper.title or translate("DetailHeader", "Untitled")
        self.title_label.setText(highlight_html(title, self._terms))
        self.title_label.setAccessibleName(clean_display(title))

    def _render_authors(self) -> None:
        assert self._paper is not None
        authors = [escape(a) for a in self._paper.authors]
        self.authors_label.setVisible(bool(authors))  # abstract lists name no authors at all
        if not authors:
            self.authors_label.clear()
            return
        if len(authors) > AUTHORS_SHOWN and not self._all_authors:
            more = len(authors) - AUTHORS_SHOWN + 2
            shown = ", ".join(authors[: AUTHORS_SHOWN - 2])
            and_more = translate("DetailHeader", "and %Ln more", None, more)
            self.authors_label.setText(f'{shown} <a href="{_MORE_AUTHORS}">{and_more}</a>')
        else:
            self.authors_label.setText(", ".join(authors))

    def _on_authors_link(self, link: str) -> None:
        if link == _MORE_AUTHORS:
            self._all_authors = True
            self._render_authors()

    # --- renaming ----------------------------------------------------------------------
    def start_title_edit(self) -> None:
        if self._paper is None:
            return
        self.title_edit.setText(clean_display(self._paper.title))
        self.title_label.hide()
        self.rename_button.hide()
        self.title_edit.show()
        self.title_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.title_edit.selectAll()

    def is_editing_title(self) -> bool:
        return not self.title_edit.isHidden()

    def _commit_title(self) -> None:
        if not self.is_editing_title() or self._paper is None:
            return
        title = " ".join(self.title_edit.text().split())
        self._close_title_edit()
        if title and title != clean_display(self._paper.title):
            self.title_requested.emit(title)

    def _cancel_title(self) -> None:
        if self.is_editing_title():
            self._close_title_edit()

    def _close_title_edit(self) -> None:
        self.title_edit.hide()
        self.title_label.show()
        self.rename_button.show()
