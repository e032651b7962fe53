"""What the window calls the library's own values, in the user's language: statuses and the
sidebar's places. The core names them in English for the CLI and the files
(`Status.label`, `Scope.label`); the window shows these instead.

A sentence about a status is written whole for each status (`mark_as`), never put
together from a lowercased name: German keeps its nouns capitalised, and Japanese puts the
verb last.
"""

from __future__ import annotations

from lectern.core.models import Status
from lectern.core.view import Scope, ScopeKind
from lectern.gui.i18n import QT_TRANSLATE_NOOP, translate

_STATUS = {
    Status.NEW: QT_TRANSLATE_NOOP("Status", "New"),
    Status.TO_READ: QT_TRANSLATE_NOOP("Status", "To read"),
    Status.READING: QT_TRANSLATE_NOOP("Status", "Reading"),
    Status.READ: QT_TRANSLATE_NOOP("Status", "Read"),
    Status.DROPPED: QT_TRANSLATE_NOOP("Status", "Dropped"),
}
_MARK_AS = {
    Status.NEW: QT_TRANSLATE_NOOP("Status", "Mark as new"),
    Status.TO_READ: QT_TRANSLATE_NOOP("Status", "Mark as to read"),
    Status.READING: QT_TRANSLATE_NOOP("Status", "Mark as reading"),
    Status.READ: QT_TRANSLATE_NOOP("Status", "Mark as read"),
    Status.DROPPED: QT_TRANSLATE_NOOP("Status", "Mark as dropped"),
}
_PLACES = {
    ScopeKind.ALL: QT_TRANSLATE_NOOP("Scope", "All papers"),
    ScopeKind.QUEUE: QT_TRANSLATE_NOOP("Scope", "Up next"),
    ScopeKind.RECENT: QT_TRANSLATE_NOOP("Scope", "Recently read"),
    ScopeKind.STARRED: QT_TRANSLATE_NOOP("Scope", "Starred"),
    ScopeKind.RECOMMENDED: QT_TRANSLATE_NOOP("Scope", "Recommended"),
    ScopeKind.DUPLICATES: QT_TRANSLATE_NOOP("Scope", "Possible duplicates"),
    ScopeKind.TRASH: QT_TRANSLATE_NOOP("Scope", "Trash"),
}


def status_name(status: Status) -> str:
    """ "To read", in the user's language."""
    return translate("Status", _STATUS[status])


def mark_as(status: Status) -> str:
    """ "Mark as to read", in the user's language (a menu item, a button's tooltip)."""
    return translate("Status", _MARK_AS[status])


def scope_name(scope: Scope) -> str:
    """What the sidebar, the status bar and the empty list call a place: "All papers",
    "To read", or a tag's, collection's or saved search's own name."""
    if scope.kind is ScopeKind.STATUS:
        return status_name(Status(scope.value))
    place = _PLACES.get(scope.kind)
    return translate("Scope", place) if place is not None else scope.label
