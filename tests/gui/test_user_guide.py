"""Help → User guide: the pages of docs/guide/ in a window of the app, offline. A link to
another page opens it there, Back and Forward go between them, the contents list follows,
and a web link goes to the browser."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.user_guide import UserGuide, without_missing_pictures

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "guide"


def _open_guide(window, qtbot) -> UserGuide:
    window.actions_by_id[ActionId.USER_GUIDE].trigger()
    qtbot.waitUntil(lambda: any(w.isVisible() for w in _guides()))
    (guide,) = [w for w in _guides() if w.isVisible()]
    return guide


def _guides() -> list[UserGuide]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, UserGuide)]


def _link_point(guide: UserGuide, href: str) -> QPoint:
    """Where the link to `href` is drawn in the page, as a user would click it."""
    document = guide.browser.document()
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position() + fragment.length() // 2)
                return guide.browser.cursorRect(cursor).center()
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {href} in the page")


def test_help_user_guide_opens_the_index_follows_a_link_and_goes_back(window, qtbot):
    help_menu = next(
        action.menu()
        for action in window.menuBar().actions()
        if action.text().replace("&", "") == "Help"
    )
    assert window.actions_by_id[ActionId.USER_GUIDE] in help_menu.actions()

    guide = _open_guide(window, qtbot)
    qtbot.waitExposed(guide)

    assert guide.windowTitle() == "Lectern's user guide — User guide"
    assert guide.browser.toPlainText().startswith("Lectern's user guide")
    assert guide.contents.currentItem().text() == "Lectern's user guide"
    assert not guide.back.isEnabled()

    QTest.mouseClick(
        guide.browser.viewport(), Qt.MouseButton.LeftButton, pos=_link_point(guide, "searching.md")
    )
    qtbot.waitUntil(lambda: guide.windowTitle() == "Searching — User guide")
    assert "One box searches titles, authors, abstracts" in guide.browser.toPlainText()
    assert guide.contents.currentItem().text() == "Searching"
    assert guide.back.isEnabled()

    QTest.mouseClick(guide.back, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guide.windowTitle() == "Lectern's user guide — User guide")
    assert guide.browser.toPlainText().startswith("Lectern's user guide")
    assert guide.forward.isEnabled()

    # The contents list opens a page too; asked again, Help → User guide raises the same window
    item = next(
        guide.contents.item(row)
        for row in range(guide.contents.count())
        if guide.contents.item(row).text() == "Keyboard shortcuts"
    )
    guide.contents.itemClicked.emit(item)
    qtbot.waitUntil(lambda: guide.windowTitle() == "Keyboard shortcuts — User guide")
    assert "Mark as to read" in guide.browser.toPlainText()
    assert _open_guide(window, qtbot) is guide
    guide.close()


def test_a_heading_link_scrolls_to_it_and_a_web_link_goes_to_the_browser(qtbot, browser):
    guide = UserGuide(GUIDE)
    qtbot.addWidget(guide)
    guide.resize(800, 500)
    guide.show()

    guide.follow(QUrl("reading.md#recently-read"))

    assert guide.windowTitle() == "Reading — User guide"
    assert guide.browser.textCursor().block().text() == "Recently read"
    assert guide.browser.verticalScrollBar().value() > 0

    guide.follow(QUrl("https://syncthing.net"))
    assert browser.opened == ["https://syncthing.net"]
    assert guide.windowTitle() == "Reading — User guide"  # the page stays
    guide.close()


def test_a_picture_the_app_does_not_ship_shows_its_caption(tmp_path):
    (tmp_path / "shown.png").write_bytes(b"\x89PNG")
    page = tmp_path / "page.md"
    text = "Before.\n\n![The Trash, with Restore](gone.png)\n\n![Up next](shown.png)\n"

    shown = without_missing_pictures(text, page)

    assert "*The Trash, with Restore*" in shown and "gone.png" not in shown
    assert "![Up next](shown.png)" in shown
