"""Help → About Lectern: the version, what runs underneath, and where the data lives."""

from __future__ import annotations

import html
import platform

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

import lectern.core
from lectern.gui.i18n import translate


def about_text(library_folder: str = "") -> str:
    """The About box's rich text; versions come from the running code, never hard-coded."""
    what = translate(
        "About",
        "An offline reading list for research papers: triage, rate, annotate and "
        "search, all on your own computer. No account, no network.",
    )
    lines = [
        f"<h3>Lectern {html.escape(lectern.core.__version__)}</h3>",
        f"<p>{html.escape(what)}</p>",
        f"<p>Python {html.escape(platform.python_version())} · Qt {html.escape(qVersion())}"
        f" · PySide6 {html.escape(PySide6.__version__)}</p>",
    ]
    if library_folder:
        folder = f"<code>{html.escape(library_folder)}</code>"
        where = html.escape(translate("About", "Library: {folder}"))
        lines.append(f"<p>{where.format(folder=folder)}</p>")
    lines.append(style_credits())
    return "".join(lines)


def style_credits() -> str:
    """The bundled citation styles and their authors, as their CC BY-SA 3.0 licence asks."""
    from lectern.core.citing.styles import bundled_styles

    items = "".join(
        f"<li>{html.escape(style.full_title)}: {html.escape(', '.join(style.authors))}</li>"
        for style in bundled_styles()
    )
    credit = translate(
        "About",
        "Citation styles from the Citation Style Language project "
        "(citationstyles.org), licensed CC BY-SA 3.0, by:",
    )
    return f"<p>{html.escape(credit)}</p><ul>{items}</ul>"


def show_about(parent: QWidget | None, library_folder: str = "") -> None:
    QMessageBox.about(parent, translate("About", "About Lectern"), about_text(library_folder))
