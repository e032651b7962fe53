"""What kind of change a History entry is: one name per kind, read from the entry's first
line (:func:`lectern.core.sync.history.kind_of`).

A `StrEnum` whose values are the words the change files and `lectern history --json` have
always said, so nothing on disk or in a script's output changes; the code compares and
switches on the members, never on the words. A new kind is one line here, and one in each
`Wording` (the core's English and the window's words), which a test keeps in step.
"""

from __future__ import annotations

from enum import StrEnum


class EntryKind(StrEnum):
    """A History entry's kind, in the order History's filters and `--kind` list them."""

    ADDED = "added"
    EDIT = "edit"
    TRASH = "trash"
    RESTORE = "restore"
    MERGE = "merge"
    DELETED = "deleted"
    COLLECTIONS = "collections"
    STATUS = "status"
    RATING = "rating"
    TAGS = "tags"
    NOTES = "notes"
    QUEUE = "queue"
    OPENED = "opened"  # shown alone long enough, or its page or file opened
    MARKS = "marks"  # a highlight, underline or margin note made, changed or deleted
    LIBRARY = "library"
    UNDO = "undo"  # an undo that had nothing left to change
