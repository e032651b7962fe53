"""The reading status selector: segmented buttons, or a combo box when the pane is narrow."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QHBoxLayout,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from lectern.core.models import Status
from lectern.gui.declarations.declared import status_keys
from lectern.gui.i18n import translate
from lectern.gui.names import mark_as, status_name


class StatusSelector(QWidget):
    """Emits ``status_requested``; shows the library's status via :meth:`set_status`."""

    status_requested = Signal(object)  # Status

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._status = Status.NEW
        self.setObjectName("statusSelector")
        self.setStyleSheet(
            "#statusSelector QToolButton { padding: 3px 8px; border: 1px solid palette(mid);"
            " border-radius: 0px; background: palette(button); }"
            "#statusSelector QToolButton:checked { background: palette(highlight);"
            " color: palette(highlighted-text); border-color: palette(highlight); }"
            "#statusSelector QToolButton:hover:!checked { background: palette(midlight); }"
            # The keyboard's place, drawn over either state: Space marks the paper it shows.
            "#statusSelector QToolButton:focus { border: 2px solid palette(text);"
            " padding: 2px 7px; }"
            "#statusSelector QToolButton#first { border-top-left-radius: 5px;"
            " border-bottom-left-radius: 5px; }"
            "#statusSelector QToolButton#last { border-top-right-radius: 5px;"
            " border-bottom-right-radius: 5px; }"
        )
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.segments = QWidget()
        layout = QHBoxLayout(self.segments)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        outer.addWidget(self.segments)
        self.combo = QComboBox()
        self.combo.setAccessibleName(translate("StatusSelector", "Status"))
        self.combo.setToolTip(translate("StatusSelector", "Reading status (u, t, r, d, x)"))
        outer.addWidget(self.combo)
        self.combo.hide()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self.buttons: dict[Status, QToolButton] = {}
        statuses = list(Status)
        keys = status_keys()  # the triage keys the window binds, shown in each tooltip
        for index, status in enumerate(statuses):
            button = QToolButton()
            button.setText(status_name(status))
            button.setCheckable(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setToolTip(
                translate("StatusSelector", "{action} ({key})").format(
                    action=mark_as(status), key=keys[status]
                )
            )
            button.setAccessibleName(
                translate("StatusSelector", "Status {status}").format(status=status_name(status))
            )
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            if index == 0:
                button.setObjectName("first")
            elif index == len(statuses) - 1:
                button.setObjectName("last")
            # Toggled, not clicked: a screen reader's or switch access's Toggle action checks
            # the button without a click, and the status must follow what the button shows.
            button.toggled.connect(lambda checked, s=status: self._checked(s, checked=checked))
            self._group.addButton(button)
            self.buttons[status] = button
            layout.addWidget(button)
            self.combo.addItem(status_name(status))
        self.buttons[self._status].setChecked(True)
        # By position: Qt gives an item's data back as a plain str, never the Status.
        self.combo.activated.connect(lambda index: self._clicked(statuses[index]))

    def status(self) -> Status:
        return self._status

    def set_status(self, status: Status) -> None:
        self._status = status
        self.buttons[status].setChecked(True)
        self.combo.setCurrentIndex(list(Status).index(status))

    def is_compact(self) -> bool:
        return self.segments.isHidden()

    def sizeHint(self) -> QSize:
        return self.segments.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.combo.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Too narrow for the segments: the same choice as a combo box."""
        super().resizeEvent(event)
        compact = event.size().width() < self.segments.sizeHint().width()
        if compact != self.is_compact():
            self.segments.setVisible(not compact)
            self.combo.setVisible(compact)

    def _checked(self, status: Status, *, checked: bool) -> None:
        if checked:
            self._clicked(status)

    def _clicked(self, status: Status) -> None:
        if status is self._status:
            return
        self._status = status
        self.status_requested.emit(status)
