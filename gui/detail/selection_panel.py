"""The detail pane when several papers are selected: "5 papers selected" and what can be done
to all of them at once (status, stars, tags, collection, export, Trash).

Like the rest of the pane it only asks: status, stars and tags are emitted as requests for
the window to apply through undo; collection, export and Trash are the window's own actions,
so they are enabled, named and bound to keys exactly as in the menus.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from lectern.core.models import Annotation, Status
from lectern.gui.declarations.declared import status_keys
from lectern.gui.detail.flow_layout import FlowLayout
from lectern.gui.i18n import translate
from lectern.gui.names import status_name
from lectern.gui.stars import StarRating

Annotations = Callable[[Sequence[str]], dict[str, Annotation]]  # what the window shows for ids
SUMMARY_LIMIT = 5000  # larger selections are counted, not summed up status by status
_KEY_OF = status_keys()  # the key that marks each status, named on its button


def selection_heading(count: int) -> str:
    return translate("SelectionPanel", "%Ln paper(s) selected", None, count)


def status_summary(annotations: Iterable[Annotation]) -> str:
    """ "3 To read · 2 New · 4 rated", in the order of the statuses."""
    annotations = list(annotations)
    statuses = Counter(annotation.status for annotation in annotations)
    parts = [_with_status(s, statuses[s]) for s in Status if statuses[s]]
    rated = sum(1 for annotation in annotations if annotation.rating)
    if rated:
        parts.append(translate("SelectionPanel", "%Ln rated", None, rated))
    return " · ".join(parts)


def _with_status(status: Status, count: int) -> str:
    """ "3 To read": written whole for each status, so a language can make the name agree
    with the count."""
    match status:
        case Status.NEW:
            return translate("SelectionPanel", "%Ln New", None, count)
        case Status.TO_READ:
            return translate("SelectionPanel", "%Ln To read", None, count)
        case Status.READING:
            return translate("SelectionPanel", "%Ln Reading", None, count)
        case Status.READ:
            return translate("SelectionPanel", "%Ln Read", None, count)
        case Status.DROPPED:
            return translate("SelectionPanel", "%Ln Dropped", None, count)


def _mark_every(status: Status) -> str:
    """The tooltip of a status's button, with {key} to fill: a whole sentence for each
    status (the name lowercased inside a sentence would not translate)."""
    match status:
        case Status.NEW:
            return translate("SelectionPanel", "Mark every selected paper as new ({key})")
        case Status.TO_READ:
            return translate("SelectionPanel", "Mark every selected paper as to read ({key})")
        case Status.READING:
            return translate("SelectionPanel", "Mark every selected paper as reading ({key})")
        case Status.READ:
            return translate("SelectionPanel", "Mark every selected paper as read ({key})")
        case Status.DROPPED:
            return translate("SelectionPanel", "Mark every selected paper as dropped ({key})")


def _mark_selected(status: Status) -> str:
    """A status's button as a screen reader names it."""
    match status:
        case Status.NEW:
            return translate("SelectionPanel", "Mark selected as New")
        case Status.TO_READ:
            return translate("SelectionPanel", "Mark selected as To read")
        case Status.READING:
            return translate("SelectionPanel", "Mark selected as Reading")
        case Status.READ:
            return translate("SelectionPanel", "Mark selected as Read")
        case Status.DROPPED:
            return translate("SelectionPanel", "Mark selected as Dropped")


class SelectionPanel(QWidget):
    status_requested = Signal(object)  # Status
    rating_requested = Signal(int)
    tags_added = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("selectionPanel")
        self._ids: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 18)
        layout.setSpacing(10)
        self.heading = QLabel()
        self.heading.setObjectName("selectionHeading")
        font = QFont(self.heading.font())
        font.setWeight(QFont.Weight.DemiBold)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.summary = QLabel()
        self.summary.setObjectName("mutedLabel")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        hint = QLabel(
            translate(
                "SelectionPanel",
                "What you do here applies to every selected paper, and Ctrl+Z undoes it.",
            )
        )
        hint.setObjectName("mutedLabel")
        hint.setWordWrap(True)
        layout.addWidget(hint)

        layout.addWidget(self._section(translate("SelectionPanel", "Mark as")))
        statuses = QWidget()
        flow = FlowLayout(statuses, spacing=6)
        self.status_buttons: dict[Status, QToolButton] = {}
        for status in Status:
            button = QToolButton()
            button.setText(status_name(status))
            button.setToolTip(_mark_every(status).format(key=_KEY_OF[status]))
            button.setAccessibleName(_mark_selected(status))
            button.clicked.connect(lambda _c=False, s=status: self.status_requested.emit(s))
            flow.addWidget(button)
            self.status_buttons[status] = button
        layout.addWidget(statuses)

        layout.addWidget(self._section(translate("SelectionPanel", "Rate")))
        stars_row = QHBoxLayout()
        self.stars = StarRating()
        self.stars.rating_changed.connect(self._rate)
        stars_row.addWidget(self.stars)
        self.clear_rating = QToolButton()
        self.clear_rating.setText(translate("SelectionPanel", "Clear"))
        self.clear_rating.setToolTip(
            translate("SelectionPanel", "Clear the rating of every selected paper")
        )
        self.clear_rating.clicked.connect(lambda: self.rating_requested.emit(0))
        stars_row.addWidget(self.clear_rating)
        stars_row.addStretch(1)
        layout.addLayout(stars_row)

        layout.addWidget(self._section(translate("SelectionPanel", "Tag")))
        self.tag_field = QLineEdit()
        self.tag_field.setPlaceholderText(
            translate("SelectionPanel", "Add tags to all, comma-separated, then Enter")
        )
        self.tag_field.setAccessibleName(
            translate("SelectionPanel", "Add tags to the selected papers")
        )
        self.tag_field.returnPressed.connect(self._add_tags)
        layout.addWidget(self.tag_field)

        layout.addWidget(self._section(translate("SelectionPanel", "Also")))
        more = QWidget()
        more_flow = FlowLayout(more, spacing=6)
        self.collection_button = QToolButton()
        self.collection_button.setText(translate("SelectionPanel", "Add to collection"))
        self.collection_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.export_button = QToolButton()
        self.trash_button = QToolButton()
        for button in (self.collection_button, self.export_button, self.trash_button):
            more_flow.addWidget(button)
        layout.addWidget(more)
        layout.addStretch(1)

    @staticmethod
    def _section(text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName("sectionHeading")
        return label

    def set_actions(self, *, export: QAction, trash: QAction, collection_menu: QMenu) -> None:
        """The window's own actions, so the buttons follow their state and names."""
        self.export_button.setDefaultAction(export)
        self.trash_button.setDefaultAction(trash)
        self.collection_button.setMenu(collection_menu)

    def show_ids(self, ids: Sequence[str], annotations: Annotations) -> None:
        self._ids = list(ids)
        self.heading.setText(selection_heading(len(ids)))
        self.stars.set_rating(0)
        self.refresh(annotations)

    def refresh(self, annotations: Annotations) -> None:
        """The status summary again (a change to some of the papers)."""
        if len(self._ids) > SUMMARY_LIMIT:
            self.summary.setText("")
            return
        self.summary.setText(status_summary(annotations(self._ids).values()))

    def ids(self) -> list[str]:
        return list(self._ids)

    def _rate(self, stars: int) -> None:
        self.rating_requested.emit(stars)
        self.stars.set_rating(0)  # the stars offer a choice; they show no shared rating

    def _add_tags(self) -> None:
        tags = [tag.strip() for tag in self.tag_field.text().split(",") if tag.strip()]
        if tags:
            self.tags_added.emit(tags)
            self.tag_field.clear()
