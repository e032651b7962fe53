"""Help → User guide: the pages of `docs/guide/` in a window of their own, offline.

The pages are the project's Markdown files, shipped with the app (`lectern.guide`, found by
`lectern.core.resources.guide_folder`), so the window and the repository show the same text.
Qt renders the Markdown; a link to another page of the guide opens here, with Back and
Forward as a browser has them, and a web link opens in the browser. A picture is shown when
its file is there (from a checkout); the app ships the pages without their pictures, and then
the picture's caption stands in its place.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QKeySequence, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lectern.gui.i18n import translate
from lectern.gui.safe_display import open_external

log = logging.getLogger(__name__)

INDEX = "README.md"
# Wide enough to read a screenshot, narrow enough to leave the text beside it unscrolled.
_PICTURE_WIDTH = 640
_IMAGE = re.compile(r"!\[([^\]]*)\]\(([^)\s]+)\)")
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s#]+\.md)\)")


@dataclass(frozen=True)
class GuidePage:
    """A page of the guide, as the contents list names it."""

    file: Path
    title: str


def page_title(text: str, fallback: str) -> str:
    """The page's first heading: the window's title and its row in the contents."""
    for line in text.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return fallback


def contents(folder: Path) -> list[GuidePage]:
    """The index page, then every page it links to in its order, named as the index names it
    (short enough for the list), then any page it does not name (a page is never out of reach
    because the index forgot it), named by its heading."""
    index = folder / INDEX
    text = index.read_text("utf-8")
    names = {INDEX: page_title(text, index.stem)}
    for words, name in _LINK.findall(text):
        if "/" not in name:
            names.setdefault(name, words)
    for path in sorted(folder.glob("*.md")):
        names.setdefault(path.name, "")
    pages: list[GuidePage] = []
    for name, words in names.items():
        file = folder / name
        if file.is_file():
            title = words or page_title(file.read_text("utf-8"), file.stem)
            pages.append(GuidePage(file, title))
    return pages


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it, so `page.md#recently-read` finds its heading."""
    kept = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return kept.replace(" ", "-")


def without_missing_pictures(text: str, page: Path) -> str:
    """The page with each picture whose file is not there replaced by its caption."""

    def caption(match: re.Match[str]) -> str:
        if (page.parent / match.group(2)).is_file():
            return match.group(0)
        return f"*{match.group(1)}*" if match.group(1) else ""

    return _IMAGE.sub(caption, text)


class GuideBrowser(QTextBrowser):
    """Loads a page's Markdown without its missing pictures, and each picture at a width
    that fits beside the contents."""

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        name = name if isinstance(name, QUrl) else QUrl(name)
        if name.isLocalFile():
            path = Path(name.toLocalFile())
            if kind == QTextDocument.ResourceType.MarkdownResource.value and path.is_file():
                return without_missing_pictures(path.read_text("utf-8"), path)
            if kind == QTextDocument.ResourceType.ImageResource.value and path.is_file():
                image = QImage(str(path))
                if image.width() > _PICTURE_WIDTH:
                    image = image.scaledToWidth(
                        _PICTURE_WIDTH, Qt.TransformationMode.SmoothTransformation
                    )
                return image
        return super().loadResource(kind, name)


class UserGuide(QWidget):
    """The guide's window: the contents on the left, the page on the right, Back, Forward
    and Contents above. One per main window; Help → User guide raises it again."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.folder = folder.resolve()
        self.setObjectName("userGuide")
        self.setWindowTitle(translate("UserGuide", "User guide"))
        self.resize(1000, 700)

        self.back = self._button(translate("UserGuide", "Back"), QKeySequence.StandardKey.Back)
        self.forward = self._button(
            translate("UserGuide", "Forward"), QKeySequence.StandardKey.Forward
        )
        self.home = self._button(translate("UserGuide", "Contents"), None)
        self.notice = QLabel()
        self.notice.setObjectName("userGuideNotice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        bar = QHBoxLayout()
        for button in (self.back, self.forward, self.home):
            bar.addWidget(button)
        bar.addWidget(self.notice, 1)

        self.pages = contents(self.folder)
        self.contents = QListWidget()
        self.contents.setAccessibleName(translate("UserGuide", "Contents of the user guide"))
        for page in self.pages:
            item = QListWidgetItem(page.title)
            item.setData(Qt.ItemDataRole.UserRole, str(page.file))
            self.contents.addItem(item)
        self.contents.itemActivated.connect(self._open_item)
        self.contents.itemClicked.connect(self._open_item)

        self.browser = GuideBrowser()
        self.browser.setObjectName("userGuidePage")
        self.browser.setAccessibleName(translate("UserGuide", "Page of the user guide"))
        self.browser.setOpenLinks(False)
        self.browser.setSearchPaths([str(self.folder)])
        self.browser.anchorClicked.connect(self.follow)
        self.browser.sourceChanged.connect(self._shown)
        self.browser.backwardAvailable.connect(self.back.setEnabled)
        self.browser.forwardAvailable.connect(self.forward.setEnabled)
        self.back.clicked.connect(self.browser.backward)
        self.forward.clicked.connect(self.browser.forward)
        self.home.clicked.connect(lambda: self.open_page(self.folder / INDEX))
        self.back.setEnabled(False)
        self.forward.setEnabled(False)

        split = QSplitter()
        split.addWidget(self.contents)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setSizes([220, 780])
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        self.open_page(self.folder / INDEX)

    def _button(self, text: str, key: QKeySequence.StandardKey | None) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setAccessibleName(text)
        if key is not None:
            button.setShortcut(QKeySequence(key))
        return button

    # --- pages ---------------------------------------------------------------------
    def open_page(self, file: Path, fragment: str = "") -> None:
        url = QUrl.fromLocalFile(str(file))
        if fragment:
            url.setFragment(fragment)
        self.browser.setSource(url, QTextDocument.ResourceType.MarkdownResource)

    def follow(self, url: QUrl) -> None:
        """A link clicked in a page: another page of the guide opens here, a heading of this
        page is scrolled to, a web link opens in the browser."""
        self.notice.clear()
        if url.scheme() in ("http", "https"):
            if not open_external(url):
                self.notice.setText(
                    translate("UserGuide", "No browser opened {link}").format(link=url.toString())
                )
            return
        if url.isRelative() and not url.path():
            self._scroll_to(url.fragment())
            return
        target = self.browser.source().resolved(url)
        path = Path(target.toLocalFile()) if target.isLocalFile() else None
        if path is not None and path.suffix == ".md" and path.is_file():
            self.open_page(path, target.fragment())
            return
        shown = url.toString()
        log.info("a guide link that is not a page of the guide: %s", shown)
        self.notice.setText(
            translate("UserGuide", "Not part of the guide in the app: {link}").format(link=shown)
        )

    def _open_item(self, item: QListWidgetItem) -> None:
        self.open_page(Path(item.data(Qt.ItemDataRole.UserRole)))

    def _shown(self, url: QUrl) -> None:
        """A page is shown (a link, Back, Forward): the title, the contents and the place."""
        path = Path(url.toLocalFile())
        title = self._heading() or path.stem
        self.setWindowTitle(translate("UserGuide", "{page} — User guide").format(page=title))
        self.contents.blockSignals(True)
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == str(path):
                self.contents.setCurrentItem(item)
                break
        else:
            self.contents.clearSelection()
        self.contents.blockSignals(False)
        if url.fragment():
            self._scroll_to(url.fragment())

    def _heading(self) -> str:
        """The shown page's first heading, as Qt read it from the Markdown."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 1:
                return block.text()
            block = block.next()
        return ""

    def _scroll_to(self, fragment: str) -> None:
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() and slug(block.text()) == fragment:
                cursor = QTextCursor(block)
                self.browser.setTextCursor(cursor)
                bar = self.browser.verticalScrollBar()
                bar.setValue(
                    int(self.browser.document().documentLayout().blockBoundingRect(block).top())
                )
                return
            block = block.next()
