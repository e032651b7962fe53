"""Saves from the browser extension, handed to this window by the native host.

The window holds the library's lock, so a save from the browser while it is open is made
here, on the writer like every change of the window: the list shows the paper at once, the
status bar says "Saved from the browser: TITLE" with Undo, and History has it as an
ordinary entry. The answer goes back to the host, which gives it to the popup; a save that
fails is answered in plain words as the host would answer it (lectern.core.browser.messages).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from lectern.core.browser.messages import read_request, refusal_of, save_answer
from lectern.core.browser.protocol import ErrorCode, Kind, refusal
from lectern.gui.i18n import translate

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.gui.context.status_bar import StatusBar
    from lectern.gui.service import LibraryService
    from lectern.gui.single_instance import BrowserRequest

log = logging.getLogger(__name__)


class BrowserSaves(QObject):
    """Takes the native host's requests (`take`), saves on the writer, answers the host."""

    def __init__(
        self,
        service: LibraryService,
        status: StatusBar,
        undo: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._service = service
        self._status = status
        self._undo = undo

    def take(self, request: BrowserRequest) -> None:
        def save(library: Library) -> dict[str, Any]:
            try:
                asked = read_request(request.message)
                if asked.kind is not Kind.SAVE:
                    return refusal(
                        ErrorCode.MALFORMED,
                        translate("BrowserSaves", "The window takes only saves from the browser."),
                    )
                return save_answer(library, asked)
            except Exception as exc:  # noqa: BLE001 (every failure is the popup's answer)
                log.warning("a save from the browser was refused: %s", exc)
                return refusal_of(exc)

        self._service.submit(save, lambda answer: self._saved(request, answer))

    def _saved(self, request: BrowserRequest, answer: dict[str, Any]) -> None:
        request.answer(answer)
        if answer.get("ok") and answer.get("changed"):
            self._status.show_notice(
                translate("BrowserSaves", "Saved from the browser: {title}").format(
                    title=answer.get("title", "")
                ),
                translate("Changes", "Undo"),
                self._undo,
            )
