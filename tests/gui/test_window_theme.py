"""Switching the theme while the app runs recolours everything, styled widgets included."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from lectern.gui.abstract_view import SafeTextBrowser
from lectern.gui.theme import Theme, apply_theme


def test_abstract_text_is_readable_after_switching_to_dark_and_back(qtbot, window):
    window.view.select_row(0)
    browsers = window.detail.findChildren(SafeTextBrowser)
    assert browsers
    app = QApplication.instance()

    def text_lightness() -> list[int]:
        return [b.palette().color(QPalette.ColorRole.Text).lightness() for b in browsers]

    try:
        apply_theme(app, Theme.DARK)
        assert all(value > 160 for value in text_lightness())  # light text on dark
        apply_theme(app, Theme.LIGHT)
        assert all(value < 100 for value in text_lightness())  # dark text on light
    finally:
        apply_theme(app, Theme.LIGHT)
