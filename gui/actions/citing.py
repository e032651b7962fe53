"""Citing from the window: Copy citation, Copy bibliography entry and Copy citation key, in
the style and key form Preferences chooses, or in any style from Edit's submenus and the
command palette.

Formatting runs on the reader thread (citeproc-py takes a moment for a long selection);
the clipboard gets the plain text and, for a citation or an entry, the HTML a word
processor pastes with its italics.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QMimeData, QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication

from lectern.core.citing.keys import KeyForm, cite_keys
from lectern.core.citing.styles import DEFAULT_STYLE, style_titles
from lectern.core.errors import LecternError
from lectern.gui.declarations.declaration import Menu, does
from lectern.gui.declarations.ids import ActionId
from lectern.gui.i18n import error_text, translate
from lectern.gui.lifetime import if_alive
from lectern.gui.settings import Keys

if TYPE_CHECKING:
    from lectern.core.citing.formatting import Formatted
    from lectern.core.library import Library
    from lectern.gui.context.window_context import WindowContext
    from lectern.gui.window.sidebar import Sidebar

log = logging.getLogger(__name__)

_MESSAGE_MS = 4000


class Citing(QObject):
    """Edit → Copy citation / bibliography entry / citation key, and the styles' submenus."""

    def __init__(self, context: WindowContext, sidebar: Sidebar) -> None:
        super().__init__(context.parent)
        self._context = context
        self._sidebar = sidebar
        self._service = context.service
        self._settings = context.settings
        actions = context.actions
        self._menus = {
            "citation": actions.menu(Menu.CITE_IN),
            "entry": actions.menu(Menu.ENTRY_IN),
        }
        self.styles: list[tuple[str, str]] = []  # (short name, title), in the menus' order
        self.refresh_styles()

    # --- the styles ----------------------------------------------------------------------
    def refresh_styles(self) -> None:
        """List the styles in the submenus again (one was added or removed). The bundled
        ones are listed without reading their files: the window starts without them."""
        self.styles = style_titles(self._service.folder)
        for what, menu in self._menus.items():
            menu.clear()
            for name, title in self.styles:
                action = menu.addAction(title)
                action.triggered.connect(partial(self._copy_from_menu, what, name))

    def style_name(self) -> str:
        """The style Preferences chose (APA when that one is gone)."""
        chosen = self._settings.get(Keys.CITATION_STYLE)
        return chosen if any(name == chosen for name, _ in self.styles) else DEFAULT_STYLE

    def key_form(self) -> KeyForm:
        try:
            return KeyForm(self._settings.get(Keys.CITATION_KEY_FORM))
        except ValueError:
            return KeyForm.LATEX

    # --- the actions ---------------------------------------------------------------------
    @does(ActionId.COPY_CITATION)
    def copy_citation(self) -> None:
        self._copy("citation", self.style_name())

    @does(ActionId.COPY_BIBLIOGRAPHY_ENTRY)
    def copy_bibliography_entry(self) -> None:
        self._copy("entry", self.style_name())

    @does(ActionId.COPY_CITATION_KEY)
    def copy_citation_key(self) -> None:
        ids = self._context.view.selected_ids()
        if not ids:
            return
        form = self.key_form()

        def keys(lib: Library) -> str:
            from lectern.core.exporters.common import citation_keys

            return cite_keys(citation_keys(lib.papers.entries(lib.state.known(ids))), form)

        said = translate("Citing", "Copied the citation key of %Ln paper(s).", n=len(ids))
        self._service.read(keys, if_alive(self, partial(self._put, said)))

    def _copy_from_menu(self, what: str, name: str, _checked: bool = False) -> None:
        self._copy(what, name)

    def _copy(self, what: str, name: str) -> None:
        ids = self._context.view.selected_ids()
        if not ids:
            return
        folder = self._service.folder

        def formatted(lib: Library) -> tuple[str, Formatted, Formatted] | str:
            # citeproc-py loads with the first citation, on the reader thread
            from lectern.core.citing.formatting import Form, format_papers
            from lectern.core.citing.styles import find_style

            entries = lib.papers.entries(lib.state.known(ids))
            try:
                style = find_style(name, folder)
                text = format_papers(entries, style, Form.TEXT)
                return style.title, text, format_papers(entries, style, Form.HTML)
            except LecternError as exc:
                return error_text(exc)

        self._service.read(formatted, if_alive(self, partial(self._put_formatted, what, ids)))

    def _put_formatted(
        self, what: str, ids: list[str], result: tuple[str, Formatted, Formatted] | str
    ) -> None:
        if isinstance(result, str):  # why not, in the user's language
            self._context.status.showMessage(result, _MESSAGE_MS * 2)
            return
        title, text, html = result  # the style's own title ("APA 7th edition")
        if what == "citation":
            said = translate("Citing", "Copied the {style} citation of %Ln paper(s).", n=len(ids))
            self._put(said.format(style=title), text.citation, html.citation)
        else:
            said = translate(
                "Citing", "Copied the {style} bibliography entry of %Ln paper(s).", n=len(ids)
            )
            separator = "\n\n" if len(text.entries) > 1 else ""
            self._put(
                said.format(style=title),
                separator.join(text.entries),
                "".join(f"<p>{entry}</p>" for entry in html.entries),
            )

    def _put(self, said: str, text: str, html: str = "") -> None:
        """Put `text` (and `html`) on the clipboard; the status bar says `said`."""
        if not text:
            return
        data = QMimeData()
        data.setText(text)
        if html:
            data.setHtml(html)
        QGuiApplication.clipboard().setMimeData(data)
        self._context.status.showMessage(said, _MESSAGE_MS)

    # --- the dialogs ---------------------------------------------------------------------
    @does(ActionId.PREFERENCES)
    def open_preferences(self) -> None:
        from lectern.gui.dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self._service, self._settings, self._context.parent)
        dialog.styles_changed.connect(self.refresh_styles)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    @does(ActionId.KEEP_EXPORTED)
    def keep_exported(self) -> None:
        from lectern.gui.dialogs.kept_exports import KeptExportsDialog

        dialog = KeptExportsDialog(
            self._service, self._context.parent, scope=self._sidebar.current_scope()
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def listed(self) -> Iterator[tuple[QAction, str]]:
        """What the command palette lists for citing, as the menus have it: each style under
        Edit › Copy citation in and Edit › Copy bibliography entry in."""
        for menu_id in (Menu.CITE_IN, Menu.ENTRY_IN):
            where = self._context.actions.where(menu_id)
            for action in self._context.actions.menu(menu_id).actions():
                yield action, where
