"""The status bar: what the list shows, library counts, background work with progress, and
what the last change did, with Undo ("2,510 papers marked Dropped — Undo")."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QLocale, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QToolButton, QWidget

from lectern.core.counts import AnnotationTally, LibraryCounts, count_library
from lectern.core.results import Change, ChangeKind
from lectern.gui.announce import announce
from lectern.gui.elided_label import ElidedLabel
from lectern.gui.i18n import translate
from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

_HIDE_DELAY_MS = 600
SHOW_DELAY_MS = 500  # work done sooner than this shows no progress: it would only flicker
NOTICE_MS = 12_000  # how long "… marked Dropped — Undo" stays


def task_name(label: str) -> str:
    """A background task's label in the user's language. Labels are kept in English (they
    are keys here and go to the log), marked where written with
    `QT_TRANSLATE_NOOP("Task", …)`; one not marked shows as it is."""
    return translate("Task", label)


class StatusBar(QStatusBar):
    def __init__(
        self, service: LibraryService, parent: QWidget | None = None, *, tally: AnnotationTally
    ) -> None:
        """`tally` is fed by its owner (`LibraryService.watch`); the status bar only reads it."""
        super().__init__(parent)
        self._service = service
        self._tasks: dict[str, tuple[int, int]] = {}
        self._tally = tally
        self.counts: LibraryCounts | None = None
        self.view_label = QLabel(self)
        self.view_label.setObjectName("viewCount")
        self.addWidget(self.view_label, 1)
        self.notice = ElidedLabel(self)  # a long notice never widens the window
        self.notice.setObjectName("changeNotice")
        self.notice_button = QToolButton(self)
        self.notice_button.setObjectName("noticeUndo")
        self.notice_button.setAutoRaise(True)
        self.notice_button.clicked.connect(self._notice_clicked)
        self.addWidget(self.notice)
        self.addWidget(self.notice_button)
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.setInterval(NOTICE_MS)
        self._notice_timer.timeout.connect(self.clear_notice)
        self._tickets = 0  # notices asked for, in order
        self._shown_ticket = 0  # the latest of them shown
        self._notice_action: Callable[[], None] | None = None
        self.advance_button = QToolButton(self)  # bound to its action by add_toggle
        self.advance_button.setObjectName("advanceToggle")
        self.advance_button.setCheckable(True)
        self.advance_button.setAutoRaise(True)
        self.advance_button.hide()
        self.addPermanentWidget(self.advance_button)
        self.task_label = QLabel(self)
        self.progress = QProgressBar(self)
        self.progress.setMaximumWidth(160)
        self.progress.setMaximumHeight(14)
        self.progress.setTextVisible(False)
        self.addPermanentWidget(self.task_label)
        self.addPermanentWidget(self.progress)
        self.counts_label = ElidedLabel(self)  # cut in a narrow window, whole in its tooltip
        self.counts_label.setObjectName("libraryCounts")
        self.counts_label.setContentsMargins(12, 0, 6, 0)
        self.addPermanentWidget(self.counts_label)
        self._hide_timer = QTimer(self)
        self._hide_timer.setSingleShot(True)
        self._hide_timer.setInterval(_HIDE_DELAY_MS)
        self._hide_timer.timeout.connect(self._hide_progress)
        self._show_timer = QTimer(self)
        self._show_timer.setSingleShot(True)
        self._show_timer.setInterval(SHOW_DELAY_MS)
        self._show_timer.timeout.connect(self._show_progress)
        self._hide_progress()
        self.clear_notice()
        service.task_progress.connect(self.on_task_progress)
        service.changed.connect(self.refresh)

    def refresh(self, change: Change | None = None) -> None:
        """Count again on the reader thread; the tally looks again only at what changed."""
        if change is not None and change.kind is ChangeKind.SEARCHES:
            return  # no figure here depends on saved searches
        tally = self._tally
        self._service.read_latest("stats", lambda lib: count_library(lib, tally), self.apply_counts)

    def apply_counts(self, counts: LibraryCounts) -> None:
        self.counts = counts
        locale = QLocale()
        self.counts_label.setText(
            translate(
                "StatusBar",
                "%Ln paper(s)  ·  {to_read} to read  ·  {read_this_week} read this week",
                n=counts.papers,
            ).format(
                to_read=locale.toString(counts.to_read),
                read_this_week=locale.toString(counts.read_this_week),
            )
        )

    def clear_view_count(self) -> None:
        self.view_label.clear()

    def show_view_count(self, shown: int, total: int, what: str) -> None:
        """ "Starred: 12 papers", "Starred: 3 of 12 papers"; `what` is the view's name."""
        if shown == total:
            text = translate("StatusBar", "{view}: %Ln paper(s)", n=shown)
        else:
            text = translate("StatusBar", "{view}: {shown} of %Ln paper(s)", n=total)
        self.view_label.setText(text.format(view=what, shown=QLocale().toString(shown)))

    # --- background work -------------------------------------------------------------
    def on_task_progress(self, label: str, done: int, total: int) -> None:
        if total and done >= total:
            self._tasks.pop(label, None)
        else:
            self._tasks[label] = (done, total)
        if not self._tasks:
            self._show_timer.stop()
            self._hide_timer.start()
            return
        self._hide_timer.stop()
        if self.progress.isHidden():
            if not self._show_timer.isActive():
                self._show_timer.start()
            return
        self._show_progress()

    def _show_progress(self) -> None:
        if not self._tasks:
            return
        label, (done, total) = next(reversed(self._tasks.items()))
        task = task_name(label)
        self.task_label.setText(translate("StatusBar", "{task}…").format(task=task))
        if total:
            self.progress.setRange(0, total)
            self.progress.setValue(done)
            locale = QLocale()
            self.task_label.setText(
                translate("StatusBar", "{task}… {done} of {total}").format(
                    task=task, done=locale.toString(done), total=locale.toString(total)
                )
            )
        else:
            self.progress.setRange(0, 0)  # busy indicator
        self.task_label.show()
        self.progress.show()

    def busy(self) -> bool:
        return bool(self._tasks)

    def _hide_progress(self) -> None:
        if not self._tasks:
            self.task_label.hide()
            self.progress.hide()

    def add_toggle(self, action: QAction) -> QToolButton:
        """A checkable action (Advance after marking) as a button that shows its state."""
        button = self.advance_button
        button.setToolTip(action.toolTip())

        def sync(on: bool) -> None:
            button.setChecked(on)
            if on:
                button.setText(translate("StatusBar", "{action}: on").format(action=action.text()))
            else:
                button.setText(translate("StatusBar", "{action}: off").format(action=action.text()))

        action.toggled.connect(sync)
        button.toggled.connect(action.setChecked)
        sync(action.isChecked())
        button.show()
        return button

    # --- what the last change did ------------------------------------------------------
    def notice_ticket(self) -> int:
        """A place in line for a notice that will come later (what an undo took back): an
        older ticket's notice never replaces a newer one's."""
        self._tickets += 1
        return self._tickets

    def show_notice(
        self,
        text: str,
        button: str = "",
        on_click: Callable[[], None] | None = None,
        *,
        ticket: int | None = None,
    ) -> None:
        """`text` in the status bar for a while, with a `button` that calls `on_click`.
        With `ticket` (`notice_ticket`), only if no notice asked for since is shown."""
        if ticket is None:
            ticket = self.notice_ticket()
        if ticket < self._shown_ticket:
            return
        self._shown_ticket = ticket
        self._notice_action = on_click
        self.notice.setText(f"{text} —" if button else text)
        self.notice.show()
        self.notice_button.setText(button)
        self.notice_button.setVisible(bool(button))
        self._notice_timer.start()
        announce(self.notice, text)

    def notice_text(self) -> str:
        """What the notice says, with its button ("5 papers marked Read — Undo")."""
        if self.notice.isHidden():
            return ""
        text = self.notice.text()
        return f"{text} {self.notice_button.text()}" if self.notice_button.isVisible() else text

    def clear_notice(self) -> None:
        self._notice_action = None
        self.notice.hide()
        self.notice_button.hide()

    def _notice_clicked(self) -> None:
        action = self._notice_action
        if action is not None:
            action()  # which then says what the click did
