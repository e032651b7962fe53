"""History's descriptions of changes in the user's language: the words the core's
`describe` puts together (`lectern.core.history_words`), translated. The core
keeps English for the command line."""

from __future__ import annotations

from lectern.core.history_words import ENGLISH, MarkChange, QueueChange, Wording, describe
from lectern.core.said import Said, message_of, said
from lectern.core.storage.library_values import COLLECTION_PARENTS
from lectern.gui.i18n import QT_TRANSLATE_NOOP, say, translate
from lectern.gui.names import status_name

_KINDS = {
    "added": QT_TRANSLATE_NOOP("HistoryWords", "Added"),
    "edit": QT_TRANSLATE_NOOP("HistoryWords", "Edited"),
    "trash": QT_TRANSLATE_NOOP("HistoryWords", "Moved to the Trash"),
    "restore": QT_TRANSLATE_NOOP("HistoryWords", "Restored from the Trash"),
    "merge": QT_TRANSLATE_NOOP("HistoryWords", "Merged"),
    "deleted": QT_TRANSLATE_NOOP("HistoryWords", "Deleted for good"),
    "collections": QT_TRANSLATE_NOOP("HistoryWords", "Collections"),
    "status": QT_TRANSLATE_NOOP("HistoryWords", "Status"),
    "rating": QT_TRANSLATE_NOOP("HistoryWords", "Stars"),
    "tags": QT_TRANSLATE_NOOP("HistoryWords", "Tags"),
    "notes": QT_TRANSLATE_NOOP("HistoryWords", "Notes"),
    "queue": QT_TRANSLATE_NOOP("HistoryWords", "Up next"),
    "opened": QT_TRANSLATE_NOOP("HistoryWords", "Opened"),
    "marks": QT_TRANSLATE_NOOP("HistoryWords", "Marks"),
    "library": QT_TRANSLATE_NOOP("HistoryWords", "Library"),
    "undo": QT_TRANSLATE_NOOP("HistoryWords", "Undone"),
}
# Every kind the core names is named here (a kind missing would show in English).
assert _KINDS.keys() == ENGLISH.kinds.keys()


def window_words() -> Wording:
    """The words in the language the window speaks now."""
    return Wording(
        kinds={kind: translate("HistoryWords", text) for kind, text in _KINDS.items()},
        status=status_name,
        papers=lambda count: translate("HistoryWords", "%Ln paper(s)", n=count),
        no_stars=translate("HistoryWords", "no stars"),
        no_tags=translate("HistoryWords", "none", "no tags"),
        left_at_page=translate("HistoryWords", "left at page {page}"),
        by_hand=translate("HistoryWords", "by hand"),
        by_hand_into=translate("HistoryWords", "by hand, into {collection}"),
        into=translate("HistoryWords", "into {collection}"),
        from_file=translate("HistoryWords", "from {file}"),
        saved_search=translate("HistoryWords", "saved search {name}"),
        library_values={COLLECTION_PARENTS: translate("HistoryWords", "collections inside others")},
        said=translate("HistoryWords", "{change}: {detail}"),
        counted=translate("HistoryWords", "{said} ({papers})"),
        origins={"browser": translate("HistoryWords", "Saved from the browser: {title}")},
        queue={
            QueueChange.ADDED: translate("HistoryWords", "Added to Up next"),
            QueueChange.REMOVED: translate("HistoryWords", "Removed from Up next"),
            QueueChange.MOVED: translate("HistoryWords", "Moved in Up next"),
        },
        marks={
            MarkChange.HIGHLIGHTED: translate(
                "HistoryWords", "Highlighted a passage on page {page}"
            ),
            MarkChange.UNDERLINED: translate("HistoryWords", "Underlined a passage on page {page}"),
            MarkChange.NOTED: translate("HistoryWords", "Added a margin note on page {page}"),
            MarkChange.RECOLOURED: translate("HistoryWords", "Recoloured a mark on page {page}"),
            MarkChange.REDRAWN: translate(
                "HistoryWords", "Changed how a mark is drawn on page {page}"
            ),
            MarkChange.NOTE: translate("HistoryWords", "Wrote the note of a mark on page {page}"),
            MarkChange.DELETED: translate("HistoryWords", "Deleted a mark on page {page}"),
            MarkChange.BACK: translate("HistoryWords", "Brought back a mark on page {page}"),
            MarkChange.MOVED: translate("HistoryWords", "Found a mark again on page {page}"),
        },
    )


def refusal_text(refused: BaseException) -> str:
    """Why Undo or History did not take a change back, in the user's language. A later
    change in the way (`UndoBlocked.later`, read without loading the library) is described
    in the window's words, as History lists it."""
    message = message_of(refused)
    later = getattr(refused, "later", None)
    if later is not None and isinstance(message, Said) and "what" in message.values:
        message = said(
            message.template, **{**message.values, "what": describe(later, window_words())}
        )
    return say(message)
