"""Tags as removable chips plus a line edit that completes from the library's tags.

Like the stars, the editor only asks: it emits ``tags_added`` / ``tags_removed`` and shows
what the library decided when :meth:`TagsEditor.set_tags` is called after the change.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from lectern.gui.detail.flow_layout import FlowLayout
from lectern.gui.i18n import translate
from lectern.gui.safe_display import clean_display

MAX_TAG_LENGTH = 64


def split_tags(text: str) -> list[str]:
    """ "deep learning, rl ;  theory" → ["deep learning", "rl", "theory"], no duplicates."""
    tags: list[str] = []
    for piece in re.split(r"[,;]", text):
        tag = " ".join(clean_display(piece).split())[:MAX_TAG_LENGTH]
        if tag and tag.casefold() not in {t.casefold() for t in tags}:
            tags.append(tag)
    return tags


class TagChip(QFrame):
    remove_requested = Signal(str)

    def __init__(self, tag: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tag = tag
        self.setObjectName("tagChip")
        self.setStyleSheet(
            "#tagChip { background: palette(alternate-base); border: 1px solid palette(mid);"
            " border-radius: 10px; }"
            "#tagChip QToolButton { border: none; padding: 0px; }"
            "#tagChip QToolButton:focus { border: 2px solid palette(highlight);"
            " border-radius: 3px; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 1, 2, 1)
        layout.setSpacing(2)
        label = QLabel(clean_display(tag))
        label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(label)
        remove = QToolButton()
        remove.setText("×")
        remove.setToolTip(
            translate("TagChip", "Remove the tag “{tag}”").format(tag=clean_display(tag))
        )
        remove.setAccessibleName(
            translate("TagChip", "Remove tag {tag}").format(tag=clean_display(tag))
        )
        remove.setCursor(Qt.CursorShape.PointingHandCursor)
        remove.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        remove.clicked.connect(lambda: self.remove_requested.emit(self.tag))
        layout.addWidget(remove)
        self.remove_button = remove
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)


class _TagLineEdit(QLineEdit):
    """Esc clears the half-typed tag, and in the empty field leaves it (as Esc leaves the
    notes); Backspace in the empty field asks for the last tag to go, as in any field of
    chips."""

    focused = Signal()
    backspace_when_empty = Signal()
    escape_when_empty = Signal()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.focused.emit()
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.text():
                self.clear()
            else:
                self.escape_when_empty.emit()
            return
        if event.key() == Qt.Key.Key_Backspace and not self.text():
            self.backspace_when_empty.emit()
            return
        super().keyPressEvent(event)


class TagsEditor(QWidget):
    tags_added = Signal(list)
    tags_removed = Signal(list)
    escape_pressed = Signal()  # Esc in the empty field: the user is done with the tags

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tags: list[str] = []
        self._known: dict[str, int] = {}
        self._provider: Callable[[], Mapping[str, int]] | None = None
        self._known_stale = False
        self._flow = FlowLayout(self, spacing=4)
        self._chips: list[TagChip] = []

        self.line_edit = _TagLineEdit()
        self.line_edit.setPlaceholderText(translate("TagsEditor", "Add tags…"))
        self.line_edit.setToolTip(
            translate("TagsEditor", "Type a tag and press Enter; separate several with commas")
        )
        self.line_edit.setAccessibleName(translate("TagsEditor", "Add tags"))
        self.line_edit.setClearButtonEnabled(False)
        self.line_edit.setMinimumWidth(120)
        self.line_edit.setMaximumWidth(220)
        self.line_edit.setFrame(True)
        self._model = QStringListModel(self)
        self.completer = QCompleter(self._model, self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer.setMaxVisibleItems(10)
        self.line_edit.setCompleter(self.completer)
        self.completer.activated.connect(self._add_completed)
        self.line_edit.returnPressed.connect(self._add_typed)
        self.line_edit.focused.connect(self._ensure_known)
        self.line_edit.textEdited.connect(self._ensure_known)
        self.line_edit.backspace_when_empty.connect(self._remove_last)
        self.line_edit.escape_when_empty.connect(self.escape_pressed)
        self._flow.addWidget(self.line_edit)

    # --- what the library says ---------------------------------------------------
    def tags(self) -> list[str]:
        return list(self._tags)

    def set_tags(self, tags: Sequence[str]) -> None:
        if list(tags) == self._tags:
            return
        self._tags = list(tags)
        self._rebuild_chips()
        self._refresh_completions()

    def set_known_tags(self, known: Mapping[str, int]) -> None:
        """All tags of the library with their counts; the most used are offered first."""
        self._known = dict(known)
        self._known_stale = False
        self._refresh_completions()

    def set_known_tags_provider(self, provider: Callable[[], Mapping[str, int]]) -> None:
        """Where the library's tags come from; asked only when the user is about to type
        a tag, so triaging hundreds of papers never counts tags on every key press."""
        self._provider = provider
        self.invalidate_known_tags()

    def invalidate_known_tags(self) -> None:
        self._known_stale = True
        if self.line_edit.hasFocus():
            self._ensure_known()

    def _ensure_known(self, *_: object) -> None:
        if self._known_stale and self._provider is not None:
            self.set_known_tags(self._provider())

    def chip_texts(self) -> list[str]:
        return [chip.tag for chip in self._chips]

    # --- user actions --------------------------------------------------------------
    def _add_completed(self, text: str) -> None:
        self._add(split_tags(text))

    def _add_typed(self) -> None:
        self._add(split_tags(self.line_edit.text()))

    def _add(self, tags: list[str]) -> None:
        self.line_edit.clear()
        have = {t.casefold() for t in self._tags}
        new = [t for t in tags if t.casefold() not in have]
        if not new:
            return
        self._tags.extend(new)
        self._rebuild_chips()
        self._refresh_completions()
        self.tags_added.emit(new)

    def _remove_last(self) -> None:
        if self._tags:
            self.remove_tag(self._tags[-1])

    def remove_tag(self, tag: str) -> None:
        if tag not in self._tags:
            return
        self._tags.remove(tag)
        self._rebuild_chips()
        self._refresh_completions()
        self.tags_removed.emit([tag])

    # --- internals -------------------------------------------------------------------
    def _rebuild_chips(self) -> None:
        old = self._chips
        if any(chip.remove_button.hasFocus() for chip in old):
            # A chip removed from the keyboard: the keyboard stays in the tags.
            self.line_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        # Tab reaches each chip's × in reading order, just before the field (a new widget
        # would otherwise join the chain at the window's end): after what came before the
        # chips, the ones going away left out.
        before: QWidget = self.line_edit
        while (earlier := before.previousInFocusChain()) is not None:
            before = earlier
            if not any(earlier is chip or chip.isAncestorOf(earlier) for chip in old):
                break
        for chip in old:
            self._flow.removeWidget(chip)
            chip.hide()
            chip.deleteLater()
        self._chips = []
        self._flow.removeWidget(self.line_edit)
        for tag in self._tags:
            chip = TagChip(tag, self)
            chip.remove_requested.connect(self.remove_tag)
            self._flow.addWidget(chip)
            chip.show()
            QWidget.setTabOrder(before, chip.remove_button)
            before = chip.remove_button
            self._chips.append(chip)
        QWidget.setTabOrder(before, self.line_edit)
        self._flow.addWidget(self.line_edit)
        self.updateGeometry()

    def _refresh_completions(self) -> None:
        have = {t.casefold() for t in self._tags}
        offered = sorted(
            (t for t in self._known if t.casefold() not in have),
            key=lambda t: (-self._known[t], t.casefold()),
        )
        self._model.setStringList(offered)
