"""The names of what the user can do from a menu or a key, as types rather than strings.

`ActionId` names every window action (a menu item, most with a key); `KeyId` names the keys
a widget handles itself (Enter in the search box, Ctrl+A in the list), which have no menu
item but are listed in the cheat sheet all the same. Both are declared, with their text and
keys, in `lectern.gui.declarations.declared`; this module is only the names, so the modules that
do the work can name an action without importing the table that names them.
"""

from __future__ import annotations

from enum import Enum, auto


class ActionId(Enum):
    """A window action: what `MainWindow.actions_by_id[...]` holds."""

    # File
    NEW_PAPER = auto()
    NEW_COLLECTION = auto()
    IMPORT = auto()
    EXPORT_SELECTION = auto()
    EXPORT_VIEW = auto()
    KEEP_EXPORTED = auto()
    WATCH_FOLDERS = auto()
    EMPTY_TRASH = auto()
    QUIT = auto()
    # Edit
    UNDO = auto()
    REDO = auto()
    COPY_BIBTEX = auto()
    COPY_CITATION = auto()
    COPY_BIBLIOGRAPHY_ENTRY = auto()
    COPY_CITATION_KEY = auto()
    COPY_LINK = auto()
    COPY_MARKS_MARKDOWN = auto()
    SAVE_COPY_WITH_MARKS = auto()
    REGENERATE_KEY = auto()
    FIND = auto()
    SAVE_SEARCH = auto()
    PREFERENCES = auto()
    # Paper
    OPEN_PAPER = auto()
    OPEN_PAGE = auto()
    NEXT_PAPER = auto()
    PREVIOUS_PAPER = auto()
    MARK_TO_READ = auto()
    MARK_READING = auto()
    MARK_READ = auto()
    MARK_DROPPED = auto()
    MARK_NEW = auto()
    RATE_1 = auto()
    RATE_2 = auto()
    RATE_3 = auto()
    RATE_4 = auto()
    RATE_5 = auto()
    CLEAR_RATING = auto()
    EDIT_NOTES = auto()
    ADVANCE = auto()
    QUEUE = auto()
    QUEUE_FRONT = auto()
    QUEUE_UP = auto()
    QUEUE_DOWN = auto()
    UNQUEUE = auto()
    NEXT_IN_QUEUE = auto()
    EDIT_PAPER = auto()
    ATTACH_FILE = auto()
    TRASH = auto()
    RESTORE = auto()
    DELETE_FOR_GOOD = auto()
    MERGE = auto()
    LOOK_UP = auto()
    NOT_DUPLICATES = auto()
    REMOVE_FROM_COLLECTION = auto()
    # View
    THEME = auto()  # one checkable item per theme
    SORT_BY_RELEVANCE = auto()
    COLUMN = auto()  # one checkable item per column the user can show or hide
    RESET_COLUMNS = auto()
    NEXT_PANE = auto()
    PREVIOUS_PANE = auto()
    PALETTE = auto()
    STATS = auto()
    HISTORY = auto()
    # Help
    USER_GUIDE = auto()
    SHORTCUTS = auto()
    SEARCH_SYNTAX = auto()
    ABOUT = auto()


class KeyId(Enum):
    """A key a widget handles itself, in one place of the window (see `Context`)."""

    SELECT_ALL = auto()
    LEAVE_SEARCH = auto()
    CLEAR_SEARCH = auto()
    TAKE_CORRECTION = auto()
    LEAVE_NOTES = auto()
    SAVE_DETAILS = auto()
    CANCEL_DETAILS = auto()
    ONE_STAR_MORE = auto()
    ONE_STAR_FEWER = auto()
    NO_STARS = auto()
    ALL_STARS = auto()
    READER_NEXT_PAGE = auto()
    READER_PREVIOUS_PAGE = auto()
    READER_SCROLL_DOWN = auto()
    READER_SCROLL_UP = auto()
    READER_FIRST_PAGE = auto()
    READER_LAST_PAGE = auto()
    READER_GO_TO_PAGE = auto()
    READER_ZOOM_IN = auto()
    READER_ZOOM_OUT = auto()
    READER_FIT_WIDTH = auto()
    READER_FIND = auto()
    READER_QUOTE = auto()
    READER_CLOSE = auto()
    READER_FIND_NEXT = auto()
    READER_FIND_PREVIOUS = auto()
    READER_FIND_CLOSE = auto()
    READER_HIGHLIGHT = auto()
    READER_UNDERLINE = auto()
    READER_MARK_NOTE = auto()
    READER_DELETE_MARK = auto()
    READER_LEAVE_MARK = auto()
