"""Light and dark palettes on the Fusion style; "system" follows the platform's scheme.

Fusion is used everywhere because it honours a palette fully on every platform, so the
dark theme looks the same on Linux, Windows and macOS.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication, QLabel, QStyleFactory, QTextEdit, QWidget

from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate

# The View › Theme menu's names; the settings keep the values ("dark").
_LABELS = {
    "system": QT_TRANSLATE_NOOP("Theme", "System"),
    "light": QT_TRANSLATE_NOOP("Theme", "Light"),
    "dark": QT_TRANSLATE_NOOP("Theme", "Dark"),
}


class Theme(StrEnum):
    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"

    @property
    def label(self) -> str:
        """The theme's name as the menu shows it, in the user's language."""
        return translate("Theme", _LABELS[self.value])

    @classmethod
    def parse(cls, text: str) -> Theme:
        try:
            return cls(text)
        except ValueError:
            return cls.SYSTEM


ACCENT = QColor("#2d5fc4")  # white on it stays readable where Fusion lightens it
ACCENT_DARK = QColor("#5a8dee")


def _palette(
    roles: dict[QPalette.ColorRole, str], *, disabled: str, inactive_selection: tuple[str, str]
) -> QPalette:
    palette = QPalette()
    for role, color in roles.items():
        palette.setColor(role, QColor(color))
    _disabled(palette, disabled)
    _inactive_selection(palette, *inactive_selection)
    return palette


def _light() -> QPalette:
    return _palette(
        {
            QPalette.ColorRole.Window: "#f3f3f5",
            QPalette.ColorRole.WindowText: "#1d1d1f",
            QPalette.ColorRole.Base: "#ffffff",
            QPalette.ColorRole.AlternateBase: "#f7f8fa",
            QPalette.ColorRole.Text: "#1d1d1f",
            QPalette.ColorRole.Button: "#f0f0f2",
            QPalette.ColorRole.ButtonText: "#1d1d1f",
            QPalette.ColorRole.ToolTipBase: "#ffffe8",
            QPalette.ColorRole.ToolTipText: "#1d1d1f",
            QPalette.ColorRole.PlaceholderText: "#8a8a90",
            QPalette.ColorRole.Highlight: ACCENT.name(),
            QPalette.ColorRole.HighlightedText: "#ffffff",
            QPalette.ColorRole.Link: "#1f5fbf",
            QPalette.ColorRole.LinkVisited: "#6b3fb3",
            QPalette.ColorRole.BrightText: "#d0312d",
            QPalette.ColorRole.Light: "#ffffff",
            QPalette.ColorRole.Midlight: "#e4e4e8",
            QPalette.ColorRole.Mid: "#c8c8ce",
            QPalette.ColorRole.Dark: "#a0a0a8",
            QPalette.ColorRole.Shadow: "#70707a",
        },
        disabled="#a0a0a6",
        inactive_selection=("#d5deef", "#1d1d1f"),
    )


def _dark() -> QPalette:
    return _palette(
        {
            QPalette.ColorRole.Window: "#26272b",
            QPalette.ColorRole.WindowText: "#e6e6e9",
            QPalette.ColorRole.Base: "#1c1d20",
            QPalette.ColorRole.AlternateBase: "#222326",
            QPalette.ColorRole.Text: "#e6e6e9",
            QPalette.ColorRole.Button: "#313237",
            QPalette.ColorRole.ButtonText: "#e6e6e9",
            QPalette.ColorRole.ToolTipBase: "#313237",
            QPalette.ColorRole.ToolTipText: "#e6e6e9",
            QPalette.ColorRole.PlaceholderText: "#8c8c94",
            QPalette.ColorRole.Highlight: ACCENT_DARK.darker(125).name(),
            QPalette.ColorRole.HighlightedText: "#ffffff",
            QPalette.ColorRole.Link: "#7fb0ff",
            QPalette.ColorRole.LinkVisited: "#b898ff",
            QPalette.ColorRole.BrightText: "#ff6b61",
            QPalette.ColorRole.Light: "#3d3e44",
            QPalette.ColorRole.Midlight: "#34353a",
            QPalette.ColorRole.Mid: "#2a2b2f",
            QPalette.ColorRole.Dark: "#18191b",
            QPalette.ColorRole.Shadow: "#0c0c0d",
        },
        disabled="#6e6e76",
        inactive_selection=("#3a4150", "#e6e6e9"),
    )


def high_contrast_palette(*, dark: bool) -> QPalette:
    """For a desktop set to high contrast: text and edges in full black on white (or white
    on black), selection and links in colours that keep 7:1 against their ground."""
    ink, ground = ("#ffffff", "#000000") if dark else ("#000000", "#ffffff")
    highlight, highlighted = ("#ffff00", "#000000") if dark else ("#00007a", "#ffffff")
    link = "#7fd4ff" if dark else "#00007a"
    roles = {
        role: ink
        for role in (
            QPalette.ColorRole.WindowText,
            QPalette.ColorRole.Text,
            QPalette.ColorRole.ButtonText,
            QPalette.ColorRole.ToolTipText,
            QPalette.ColorRole.PlaceholderText,
            QPalette.ColorRole.Mid,
            QPalette.ColorRole.Dark,
            QPalette.ColorRole.Shadow,
        )
    }
    roles |= {
        role: ground
        for role in (
            QPalette.ColorRole.Window,
            QPalette.ColorRole.Base,
            QPalette.ColorRole.AlternateBase,
            QPalette.ColorRole.Button,
            QPalette.ColorRole.ToolTipBase,
            QPalette.ColorRole.Light,
            QPalette.ColorRole.Midlight,
        )
    }
    roles |= {
        QPalette.ColorRole.Highlight: highlight,
        QPalette.ColorRole.HighlightedText: highlighted,
        QPalette.ColorRole.Link: link,
        QPalette.ColorRole.LinkVisited: link,
        QPalette.ColorRole.BrightText: "#ff8080" if dark else "#a00000",
    }
    return _palette(
        roles,
        disabled="#a0a0a0" if dark else "#595959",
        inactive_selection=(highlight, highlighted),
    )


def wants_high_contrast() -> bool:
    """The desktop's accessibility setting: high contrast asked for."""
    style = QGuiApplication.styleHints()  # held: the hints below are its child
    return style.accessibility().contrastPreference() == Qt.ContrastPreference.HighContrast


def _disabled(palette: QPalette, color: str) -> None:
    for role in (
        QPalette.ColorRole.Text,
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.ButtonText,
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(color))


def _inactive_selection(palette: QPalette, background: str, text: str) -> None:
    """A quieter selection where the focus is not: one strong highlight at a time on screen."""
    palette.setColor(QPalette.ColorGroup.Inactive, QPalette.ColorRole.Highlight, QColor(background))
    palette.setColor(QPalette.ColorGroup.Inactive, QPalette.ColorRole.HighlightedText, QColor(text))


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def effective(theme: Theme) -> Theme:
    if theme is Theme.SYSTEM:
        return Theme.DARK if system_is_dark() else Theme.LIGHT
    return theme


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def apply_theme(app: QApplication, theme: Theme) -> Theme:
    """Set the style and palette; returns the theme actually shown (light or dark), in
    high contrast when the desktop asks for it."""
    if app.style().name().lower() != "fusion":
        style = QStyleFactory.create("Fusion")  # not translated: Qt's name for the style
        if style is not None:
            app.setStyle(style)
    shown = effective(theme)
    old_link = app.palette().color(QPalette.ColorRole.Link)
    if wants_high_contrast():
        app.setPalette(high_contrast_palette(dark=shown is Theme.DARK))
    else:
        app.setPalette(_dark() if shown is Theme.DARK else _light())
    # Widgets with a style sheet keep the palette they were polished with; setting the
    # sheet again re-polishes them, so a switch while the app runs recolours everything.
    app.setStyleSheet(app.styleSheet())
    for widget in app.allWidgets():
        if widget.styleSheet():
            widget.setStyleSheet(widget.styleSheet())
        _recolour_links(widget, old_link)
    return shown


def _recolour_links(widget: QWidget, old_link: QColor) -> None:
    """Rich text takes its links' colour from the palette once, when it is read: a shown
    label reads its text again, and a read-only text view's links drawn in the old theme's
    colour take the new one, so no link stays light blue on white until the text changes."""
    if isinstance(widget, QLabel):
        text = widget.text()
        if "<a " in text:
            widget.clear()  # setText with the same text would keep what was read
            widget.setText(text)
    elif isinstance(widget, QTextEdit) and widget.isReadOnly():  # never what the user edits
        new_link = widget.palette().color(QPalette.ColorRole.Link)
        if new_link != old_link:
            _recolour_document_links(widget.document(), old_link, new_link)


def _recolour_document_links(document: QTextDocument, old: QColor, new: QColor) -> None:
    found: list[tuple[int, int]] = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            char_format = fragment.charFormat()
            if char_format.isAnchor() and char_format.foreground().color() == old:
                found.append((fragment.position(), fragment.length()))
            fragments += 1
        block = block.next()
    if not found:
        return
    link = QTextCharFormat()
    link.setForeground(new)
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    for position, length in found:
        cursor.setPosition(position)
        cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(link)
    cursor.endEditBlock()
