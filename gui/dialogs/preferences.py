"""Edit → Preferences: the window's language, and how Lectern cites.

- the language the window speaks: the system's, or one of Lectern's, each listed by its own
  name (shown from the next start: the widgets already made keep their text);
- the citation style Copy citation and Copy bibliography entry use;
- how Copy citation key writes a key: LaTeX's ``\\cite{key}`` or Pandoc's ``[@key]``;
- the styles: Lectern's eight, and the user's own, added from a `.csl` file (checked first:
  a broken one is refused, with what is wrong) or removed.

A choice is saved at once (the language applies at the next start); Close closes.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.citing.keys import KeyForm
from lectern.core.citing.style import Style
from lectern.core.citing.styles import (
    StyleError,
    add_style,
    all_styles,
    broken_user_styles,
    remove_style,
)
from lectern.gui.i18n import LANGUAGES, error_text, say, translate
from lectern.gui.lifetime import if_alive
from lectern.gui.settings import Keys, Settings

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService


class PreferencesDialog(QDialog):
    styles_changed = Signal()  # a style was added or removed

    def __init__(
        self, service: LibraryService, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._service = service
        self._settings = settings
        self.setWindowTitle(translate("PreferencesDialog", "Preferences"))
        self.setObjectName("preferencesDialog")
        self.setMinimumWidth(480)
        layout = QVBoxLayout(self)

        language = QGroupBox(translate("PreferencesDialog", "Language"), self)
        language_form = QFormLayout(language)
        self.language_box = QComboBox(language)
        self.language_box.setAccessibleName(translate("PreferencesDialog", "Language"))
        self.language_box.addItem(translate("PreferencesDialog", "System language"), "")
        for known in LANGUAGES:  # each by its own name, which its reader finds in any language
            self.language_box.addItem(known.name, known.code)
        at = self.language_box.findData(settings.get(Keys.LANGUAGE))
        self.language_box.setCurrentIndex(max(at, 0))  # one Lectern no longer has: the system's
        self.language_box.currentIndexChanged.connect(self._language_chosen)
        language_form.addRow(translate("PreferencesDialog", "&Language:"), self.language_box)
        self.language_note = QLabel(
            translate(
                "PreferencesDialog", "Lectern shows the new language the next time it starts."
            ),
            language,
        )
        self.language_note.setObjectName("mutedLabel")
        self.language_note.setWordWrap(True)
        self.language_note.hide()  # until the language is changed
        language_form.addRow(self.language_note)
        layout.addWidget(language)

        citing = QGroupBox(translate("PreferencesDialog", "Citing"), self)
        form = QFormLayout(citing)
        self.style_box = QComboBox(citing)
        self.style_box.setAccessibleName(translate("PreferencesDialog", "Citation style"))
        self.style_box.currentIndexChanged.connect(self._style_chosen)
        form.addRow(translate("PreferencesDialog", "Citation &style:"), self.style_box)
        keys = QWidget(citing)
        key_row = QHBoxLayout(keys)
        key_row.setContentsMargins(0, 0, 0, 0)
        self.key_buttons: dict[KeyForm, QRadioButton] = {}
        self._key_group = QButtonGroup(self)
        chosen = settings.get(Keys.CITATION_KEY_FORM)
        for key_form in KeyForm:
            button = QRadioButton(key_form.label, keys)
            button.setChecked(key_form.value == chosen)
            button.toggled.connect(partial(self._key_form_toggled, key_form))
            self._key_group.addButton(button)
            self.key_buttons[key_form] = button
            key_row.addWidget(button)
        key_row.addStretch(1)
        form.addRow(translate("PreferencesDialog", "Citation &keys:"), keys)
        layout.addWidget(citing)

        reading = QGroupBox(translate("PreferencesDialog", "Reading"), self)
        reading_layout = QVBoxLayout(reading)
        self.follow_box = QCheckBox(
            translate("PreferencesDialog", "&Status follows reading in the reader"), reading
        )
        self.follow_box.setToolTip(
            translate(
                "PreferencesDialog",
                "Opening a new or to-read paper's PDF marks it reading; reaching its last page "
                "marks it read (each can be undone)",
            )
        )
        self.follow_box.setChecked(settings.get(Keys.STATUS_FOLLOWS_READING))
        self.follow_box.toggled.connect(
            lambda on: self._settings.set(Keys.STATUS_FOLLOWS_READING, on)
        )
        reading_layout.addWidget(self.follow_box)
        layout.addWidget(reading)

        online = QGroupBox(translate("PreferencesDialog", "Online"), self)
        online_form = QFormLayout(online)
        self.look_up_box = QCheckBox(
            translate("PreferencesDialog", "Look papers &up online when I ask"), online
        )
        self.look_up_box.setToolTip(
            translate(
                "PreferencesDialog",
                "New paper with a DOI, arXiv id, PMID or ISBN, and Paper → Look up online, ask "
                "Crossref, DataCite, arXiv, PubMed or Open Library, sending only the "
                "identifier. Off: Lectern never connects.",
            )
        )
        self.look_up_box.setChecked(settings.get(Keys.LOOK_UP))
        self.look_up_box.toggled.connect(lambda on: self._settings.set(Keys.LOOK_UP, on))
        online_form.addRow(self.look_up_box)
        self.contact_edit = QLineEdit(settings.get(Keys.CONTACT), online)
        self.contact_edit.setPlaceholderText("you@example.org")
        self.contact_edit.setToolTip(
            translate(
                "PreferencesDialog",
                "Given to Crossref with each lookup, as it asks, so it answers from its "
                "“polite pool”",
            )
        )
        self.contact_edit.editingFinished.connect(
            lambda: self._settings.set(Keys.CONTACT, self.contact_edit.text().strip())
        )
        online_form.addRow(translate("PreferencesDialog", "Contact &e-mail:"), self.contact_edit)
        layout.addWidget(online)

        styles = QGroupBox(translate("PreferencesDialog", "Styles"), self)
        styles_layout = QVBoxLayout(styles)
        self.style_list = QListWidget(styles)
        self.style_list.setAccessibleName(translate("PreferencesDialog", "Citation styles"))
        self.style_list.currentRowChanged.connect(self._update_buttons)
        styles_layout.addWidget(self.style_list)
        row = QHBoxLayout()
        self.add_button = QPushButton(translate("PreferencesDialog", "&Add…"), styles)
        self.add_button.setToolTip(
            translate(
                "PreferencesDialog", "Add a CSL style file (.csl), e.g. from zotero.org/styles"
            )
        )
        self.add_button.clicked.connect(self.choose_style_file)
        self.remove_button = QPushButton(translate("PreferencesDialog", "&Remove"), styles)
        self.remove_button.clicked.connect(self.remove_selected)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        styles_layout.addLayout(row)
        self.message = QLabel("", styles)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        styles_layout.addWidget(self.message)
        layout.addWidget(styles, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.styles: list[Style] = []
        self.fill()

    # --- the styles ----------------------------------------------------------------------
    def fill(self) -> None:
        folder = self._service.folder
        self.styles = all_styles(folder)
        chosen = self._settings.get(Keys.CITATION_STYLE)
        self.style_box.blockSignals(True)
        self.style_box.clear()
        for style in self.styles:
            self.style_box.addItem(style.title, style.name)
        at = self.style_box.findData(chosen)
        self.style_box.setCurrentIndex(max(at, 0))
        self.style_box.blockSignals(False)
        self.style_list.clear()
        for style in self.styles:
            listed = (
                translate("PreferencesDialog", "{title}  (comes with Lectern)")
                if style.bundled
                else translate("PreferencesDialog", "{title}  (yours: {file})")
            )
            item = QListWidgetItem(listed.format(title=style.title, file=style.path.name))
            item.setData(Qt.ItemDataRole.UserRole, style.name)
            item.setToolTip(style.full_title)
            self.style_list.addItem(item)
        for path, problem in broken_user_styles(folder):
            listed = translate("PreferencesDialog", "{file}  (not used: {problem})")
            item = QListWidgetItem(listed.format(file=path.name, problem=say(problem)))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.style_list.addItem(item)
        self._update_buttons()

    def _selected_style(self) -> Style | None:
        row = self.style_list.currentRow()
        return self.styles[row] if 0 <= row < len(self.styles) else None

    def _update_buttons(self, *_row: int) -> None:
        style = self._selected_style()
        self.remove_button.setEnabled(style is not None and not style.bundled)

    def _style_chosen(self, index: int) -> None:
        name = self.style_box.itemData(index)
        if isinstance(name, str):
            self._settings.set(Keys.CITATION_STYLE, name)

    def _language_chosen(self, index: int) -> None:
        code = self.language_box.itemData(index)
        if isinstance(code, str):
            self._settings.set(Keys.LANGUAGE, code)
            self.language_note.show()

    def _key_form_toggled(self, key_form: KeyForm, on: bool) -> None:
        if on:
            self._settings.set(Keys.CITATION_KEY_FORM, key_form.value)

    def choose_style_file(self) -> None:
        styles = translate("PreferencesDialog", "CSL citation styles")
        every = translate("PreferencesDialog", "All files")
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("PreferencesDialog", "Add a citation style"),
            "",
            f"{styles} (*.csl);;{every} (*)",
        )
        if path:
            self.add_style_file(path)

    def add_style_file(self, path: str) -> None:
        """Check the file and add it (on the reader thread: it formats a trial citation)."""
        from pathlib import Path

        folder = self._service.folder
        self.message.setText(translate("PreferencesDialog", "Checking the style…"))
        self.add_button.setEnabled(False)

        def add(_lib: Library) -> Style | str:
            try:
                return add_style(Path(path), folder)
            except StyleError as exc:
                return error_text(exc)

        self._service.read(add, if_alive(self, self._added))

    def _added(self, result: Style | str) -> None:
        self.add_button.setEnabled(True)
        if isinstance(result, str):
            self.message.setText(
                translate("PreferencesDialog", "Not added: {reason}").format(reason=result)
            )
            return
        self.message.setText(
            translate("PreferencesDialog", "Added {title}.").format(title=result.title)
        )
        self.fill()
        self.styles_changed.emit()

    def remove_selected(self) -> None:
        style = self._selected_style()
        if style is None or style.bundled:
            return
        try:
            remove_style(style.name, self._service.folder)
        except StyleError as exc:
            self.message.setText(error_text(exc))
            return
        self.message.setText(
            translate("PreferencesDialog", "Removed {title}.").format(title=style.title)
        )
        self.fill()
        self.styles_changed.emit()
