"""Switching the theme while the app runs recolours everything, styled widgets included."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QToolButton

from lectern.core.library import Library
from lectern.gui.declarations.ids import ActionId
from lectern.gui.detail.abstract_view import SafeTextBrowser
from lectern.gui.theme import Theme, apply_theme, high_contrast_palette


@pytest.mark.usefixtures("qtbot")
def test_abstract_text_is_readable_after_switching_to_dark_and_back(window):
    window.view.select_row(0)
    browsers = window.detail.findChildren(SafeTextBrowser)
    assert browsers
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    def text_lightness() -> list[int]:
        return [b.palette().color(QPalette.ColorRole.Text).lightness() for b in browsers]

    try:
        apply_theme(app, Theme.DARK)
        assert all(value > 160 for value in text_lightness())  # light text on dark
        apply_theme(app, Theme.LIGHT)
        assert all(value < 100 for value in text_lightness())  # dark text on light
    finally:
        apply_theme(app, Theme.LIGHT)


def _contrast(a: QColor, b: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
        )

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _drawn_colour(box) -> QColor:
    """The darkest or lightest ink of the search box's ? button, as it is painted."""
    image = box.grab().toImage()
    base = box.palette().color(QPalette.ColorRole.Base)
    button = box.findChildren(QToolButton)
    shown = [b for b in button if b.defaultAction() is box.help_action]
    rect = shown[0].geometry() if shown else box.rect()
    best = base
    for x in range(rect.left(), rect.right()):
        for y in range(rect.top(), rect.bottom()):
            pixel = image.pixelColor(x, y)
            if _contrast(pixel, base) > _contrast(best, base):
                best = pixel
    return best


def test_the_search_syntax_button_stands_out_on_the_dark_theme(qtbot, window):
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    box = window.search_box
    try:
        window.actions_by_id.choice(ActionId.THEME, Theme.DARK).trigger()
        qtbot.waitUntil(lambda: box.palette().color(QPalette.ColorRole.Base).lightness() < 100)
        base = box.palette().color(QPalette.ColorRole.Base)
        assert _contrast(_drawn_colour(box), base) >= 4.5  # as readable as text
        window.actions_by_id.choice(ActionId.THEME, Theme.LIGHT).trigger()
        qtbot.waitUntil(lambda: box.palette().color(QPalette.ColorRole.Base).lightness() > 200)
        base = box.palette().color(QPalette.ColorRole.Base)
        assert _contrast(_drawn_colour(box), base) >= 4.5
    finally:
        apply_theme(app, Theme.LIGHT)


def _link_colours(document: QTextDocument) -> set[str]:
    """The colours the links of a rendered document are drawn in."""
    colours = set()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            char_format = fragments.fragment().charFormat()
            if char_format.isAnchor():
                colours.add(char_format.foreground().color().name())
            fragments += 1
        block = block.next()
    return colours


def _label_document(label: QLabel) -> QTextDocument:
    """The document a rich-text label draws (Qt keeps it as a child of the label)."""
    documents = label.findChildren(QTextDocument)
    assert len(documents) == 1
    return documents[0]


@pytest.fixture
def linked_window(qtbot, session, lib_path: Path):
    """The sample library with a paper whose abstract and notes hold links, shown."""
    with Library.open(lib_path) as library:
        (pid,) = library.imports.add_paper(
            title="Links in every part",
            abstract="Code at https://github.com/lectern/links and doi:10.1000/links.",
            doi="10.1000/links",
        ).added_ids
        library.notes.set_notes(pid, "Compare with [the baseline](https://example.org/baseline).")
    window = session.open(lib_path)
    window.view.select_row(window.model.ids().index(pid))
    qtbot.waitUntil(lambda: window.detail.current_id() == pid)
    qtbot.waitUntil(window.detail.notes.is_previewing)
    return window


def test_a_theme_switch_recolours_the_shown_papers_links_at_once(qtbot, linked_window):
    window = linked_window
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    rendered = [window.detail.abstract_view.document(), window.detail.notes.preview.document()]
    link_label = window.detail.header.links_label
    try:
        for theme in (Theme.DARK, Theme.SYSTEM, Theme.LIGHT, Theme.DARK):
            window.actions_by_id.choice(ActionId.THEME, theme).trigger()
            link = app.palette().color(QPalette.ColorRole.Link).name()
            assert all(_link_colours(document) == {link} for document in rendered), theme
            # A label lays its text out again when it next paints or is measured.
            qtbot.waitUntil(lambda want={link}: _link_colours(_label_document(link_label)) == want)
    finally:
        apply_theme(app, Theme.LIGHT)


@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.usefixtures("qapp")
def test_the_high_contrast_palette_keeps_7_to_1_for_text_selection_and_links(dark):
    palette = high_contrast_palette(dark=dark)
    role = QPalette.ColorRole
    for ink, ground in (
        (role.Text, role.Base),
        (role.WindowText, role.Window),
        (role.ButtonText, role.Button),
        (role.HighlightedText, role.Highlight),
        (role.Link, role.Base),
    ):
        ratio = _contrast(palette.color(ink), palette.color(ground))
        assert ratio >= 7.0, (ink, ground, ratio)
    disabled = palette.color(QPalette.ColorGroup.Disabled, role.Text)
    assert _contrast(disabled, palette.color(role.Base)) >= 4.5
