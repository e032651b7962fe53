"""Two versions of one note: the offer shown while the user types, and the conflict banner.

`NoteOffer` sits in the notes editor: a note that arrives from another device while the
user is writing is not put over their text; the offer says so and shows theirs on request.

`ConflictBanner` sits above the paper: notes written on two devices without either seeing
the other (`Annotation.conflicts`) are kept until the user settles them, here, with one of
three answers, each saved through `library.notes.resolve_note_conflict` (so every device comes
to the same note). Settling saves the note like typing does; a settled conflict is
settled on every device, which no later change (an undo included) can unsettle.
"""

from __future__ import annotations

import html
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.models import Annotation, NoteConflict
from lectern.core.sync.stamps import stamp_device, stamp_time
from lectern.gui.i18n import translate

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.service import LibraryService


class EditedNote(Protocol):
    """The editor of the shown paper's note (`lectern.gui.detail.notes_editor.NotesEditor`,
    which holds this banner: so the banner names what it uses of it, not the editor)."""

    def paper_id(self) -> str | None: ...

    def text(self) -> str: ...

    def resolve(self, notes: str) -> None: ...


PREVIEW_LINES = 5
JOINER = "\n\n---\n\n"  # between the two notes kept by "Keep both" (a Markdown rule)


def when(stamp: str, today: datetime | None = None) -> str:
    """The time today, the date and time another day (local time, as the user's locale
    writes them: "2:02 PM", "11/30/26 2:02 PM" in English)."""
    moment = stamp_time(stamp).astimezone()
    today = today or datetime.now().astimezone()
    shown = QDateTime.fromMSecsSinceEpoch(round(moment.timestamp() * 1000))
    short = QLocale.FormatType.ShortFormat
    if moment.date() == today.date():
        return QLocale().toString(shown.time(), short)
    return QLocale().toString(shown, short)


def joined(notes: str, conflicts: tuple[NoteConflict, ...]) -> str:
    """What "Keep both" keeps: this note, then each other version (none twice)."""
    parts = [notes.strip()] if notes.strip() else []
    for conflict in conflicts:
        text = conflict.notes.strip()
        if text and text not in parts:
            parts.append(text)
    return JOINER.join(parts)


def _preview_box(name: str) -> QPlainTextEdit:
    box = QPlainTextEdit()
    box.setReadOnly(True)
    box.setAccessibleName(name)
    box.setTextInteractionFlags(
        Qt.TextInteractionFlag.TextSelectableByMouse
        | Qt.TextInteractionFlag.TextSelectableByKeyboard
    )
    lines = QFontMetrics(box.font()).lineSpacing() * PREVIEW_LINES
    box.setMaximumHeight(lines + 12)
    return box


def _set_text(box: QPlainTextEdit, notes: str) -> None:
    text = notes or translate("ConflictBanner", "(empty)")
    if box.toPlainText() != text:  # a selection the user made stays while nothing changed
        box.setPlainText(text)


class NoteOffer(QFrame):
    """ "This note was changed on desktop-lab while you were writing" — theirs, or mine."""

    show_theirs = Signal(str)
    keep_mine = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noteOffer")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.theirs = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.text, 1)
        self.theirs_button = QPushButton(translate("NoteOffer", "Show their version"))
        self.theirs_button.setToolTip(
            translate("NoteOffer", "Put their note in the editor (Ctrl+Z there brings yours back)")
        )
        self.theirs_button.clicked.connect(lambda: self.show_theirs.emit(self.theirs))
        self.mine_button = QPushButton(translate("NoteOffer", "Keep mine"))
        self.mine_button.setToolTip(translate("NoteOffer", "Save what you wrote over theirs"))
        self.mine_button.clicked.connect(self.keep_mine)
        layout.addWidget(self.theirs_button)
        layout.addWidget(self.mine_button)
        self.hide()

    def offer(self, theirs: str, source: str) -> None:
        self.theirs = theirs
        self.text.setText(
            translate(
                "NoteOffer", "This note was changed on {computer} while you were writing."
            ).format(computer=source)
            if source
            else translate("NoteOffer", "This note was changed elsewhere while you were writing.")
        )
        self.show()


class ConflictBanner(QFrame):
    """Another version of the shown paper's note, with Keep this / Use the other / Keep both.

    The answer is saved by `notes` (the editor of the same paper), so what it shows and what
    it saves stay one: the kept note appears there at once.
    """

    def __init__(
        self, service: LibraryService, notes: EditedNote, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._service = service
        self._notes = notes
        self._asked = False  # the devices' names are asked for (once)
        self.setObjectName("conflictBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._pid: str | None = None
        self._annotation: Annotation | None = None
        self._device = ""  # this copy's device id
        self._names: dict[str, str] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.text)
        self.this_label = QLabel(translate("ConflictBanner", "This note, kept for now:"))
        self.this_label.setObjectName("mutedLabel")
        layout.addWidget(self.this_label)
        self.this = _preview_box(translate("ConflictBanner", "This version of the note"))
        layout.addWidget(self.this)
        self.other_label = QLabel()
        self.other_label.setObjectName("mutedLabel")
        layout.addWidget(self.other_label)
        self.other = _preview_box(translate("ConflictBanner", "The other version of the note"))
        layout.addWidget(self.other)
        row = QHBoxLayout()
        self.keep_button = QPushButton(translate("ConflictBanner", "Keep this note"))
        self.keep_button.setToolTip(
            translate("ConflictBanner", "Keep the note shown below; the other version is dropped")
        )
        self.other_button = QPushButton(translate("ConflictBanner", "Use the other one"))
        self.other_button.setToolTip(
            translate("ConflictBanner", "The other version becomes the note")
        )
        self.both_button = QPushButton(translate("ConflictBanner", "Keep both"))
        self.both_button.setToolTip(
            translate("ConflictBanner", "Join the two versions into one note")
        )
        self.keep_button.clicked.connect(lambda: self._resolve("keep"))
        self.other_button.clicked.connect(lambda: self._resolve("other"))
        self.both_button.clicked.connect(lambda: self._resolve("both"))
        for button in (self.keep_button, self.other_button, self.both_button):
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self.hide()

    def _ask_devices(self) -> None:
        if not self._asked and self._service.is_open:
            self._asked = True
            self._service.read(_devices, lambda found: self.set_devices(*found))

    def set_devices(self, device: str, names: dict[str, str]) -> None:
        """This copy's id and every device's computer name (read on the reader thread)."""
        self._device, self._names = device, dict(names)
        if self._annotation is not None and self._pid is not None:
            self.show_for(self._pid, self._annotation)

    def source(self, stamp: str) -> str | None:
        """The name of the computer that wrote `stamp`: "" for this one, None when its name
        is not known. Each case is said in a sentence of its own (`_edited`, `_from`)."""
        device = stamp_device(stamp)
        if device and device == self._device:
            return ""
        return self._names.get(device) or None

    def show_for(self, paper_id: str, annotation: Annotation) -> None:
        """Show the paper's note conflicts; hidden when it has none."""
        self._pid = paper_id
        if not annotation.conflicts:
            self._annotation = None
            self.hide()
            return
        self._annotation = annotation
        self._ask_devices()
        latest = max(annotation.conflicts, key=lambda c: c.stamp)
        more = len(annotation.conflicts) - 1
        source, at = self.source(latest.stamp), when(latest.stamp)
        self.text.setText(
            _edited(source, more).format(computer=html.escape(source or ""), time=html.escape(at))
        )
        self.other_label.setText(_from(source).format(computer=source, time=at))
        _set_text(self.this, annotation.notes)
        _set_text(self.other, latest.notes)
        self.show()

    def clear(self) -> None:
        self._pid = None
        self._annotation = None
        self.hide()

    def choice(self, which: str, mine: str) -> str:
        """The note each button keeps; `mine` is the note as the editor shows it."""
        annotation = self._annotation
        assert annotation is not None
        if which == "keep":
            return mine
        if which == "other":
            return max(annotation.conflicts, key=lambda c: c.stamp).notes
        return joined(mine, annotation.conflicts)

    def _resolve(self, which: str) -> None:
        if self._pid is None or self._annotation is None or self._notes.paper_id() != self._pid:
            return
        self._notes.resolve(self.choice(which, self._notes.text()))
        self.hide()


def _edited(source: str | None, more: int) -> str:
    """What the banner says of the newest other version, written on `source` (see
    `ConflictBanner.source`), with `more` versions besides it: {computer} and {time} to fill."""
    if source == "":
        if more:
            return translate(
                "ConflictBanner",
                "<b>This note was also edited on this computer at {time}</b> (and %Ln more "
                "version(s)), without either side seeing the other's change. Which should it be?",
                None,
                more,
            )
        return translate(
            "ConflictBanner",
            "<b>This note was also edited on this computer at {time}</b>, without either side "
            "seeing the other's change. Which should it be?",
        )
    if source is None:
        if more:
            return translate(
                "ConflictBanner",
                "<b>This note was also edited on another computer at {time}</b> (and %Ln more "
                "version(s)), without either side seeing the other's change. Which should it be?",
                None,
                more,
            )
        return translate(
            "ConflictBanner",
            "<b>This note was also edited on another computer at {time}</b>, without either "
            "side seeing the other's change. Which should it be?",
        )
    if more:
        return translate(
            "ConflictBanner",
            "<b>This note was also edited on {computer} at {time}</b> (and %Ln more "
            "version(s)), without either side seeing the other's change. Which should it be?",
            None,
            more,
        )
    return translate(
        "ConflictBanner",
        "<b>This note was also edited on {computer} at {time}</b>, without either side seeing "
        "the other's change. Which should it be?",
    )


def _from(source: str | None) -> str:
    """The heading of the other version's box: {computer} and {time} to fill."""
    if source == "":
        return translate("ConflictBanner", "The other one, from this computer at {time}:")
    if source is None:
        return translate("ConflictBanner", "The other one, from another computer at {time}:")
    return translate("ConflictBanner", "The other one, from {computer} at {time}:")


def _devices(library: Library) -> tuple[str, dict[str, str]]:
    """Reader thread: this copy's device id and the computers' names (a few small files)."""
    return library.sync.device, library.sync.device_names()
