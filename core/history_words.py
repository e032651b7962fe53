"""A History entry in a few words: "Status: To read → Read (3 papers)". Light: the window
imports it at start, before the library loads.

The words are a `Wording`: the command line writes `ENGLISH` (scripts read it), the window
gives one in the user's language (`lectern.gui.history_words`). What is said, and when, is
decided here once for both.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import PurePath
from typing import TYPE_CHECKING, Any

from lectern.core.models import Status
from lectern.core.storage.library_values import COLLECTION_PARENTS

if TYPE_CHECKING:
    from lectern.core.sync.history import HistoryEntry

# A paper's fields merged from every device (not put back by an undo, so not listed as
# edited), and the set of field names the user corrected.
KEPT = frozenset({"modified", "last_read", "page", "pages", "reached", "alternates", "afp"})
# ... of those, the ones a paper has: its `pages` is its page range, a field like any other
# (an annotation's is how many pages its PDF has).
PAPER_KEPT = KEPT - {"last_read", "page", "pages", "reached"}
EDITED = "edited"


class MarkChange(Enum):
    """What a change did to a mark, read from its line: made (as a highlight, an underline
    or a margin note), recoloured, drawn another way, its note written, deleted, back."""

    HIGHLIGHTED = "highlighted"
    UNDERLINED = "underlined"
    NOTED = "noted"
    RECOLOURED = "recoloured"
    REDRAWN = "redrawn"
    NOTE = "note"
    DELETED = "deleted"
    BACK = "back"
    MOVED = "moved"  # found again elsewhere (its file replaced)


class QueueChange(Enum):
    """What a change did to Up next, read from a paper's place before and after."""

    ADDED = "added"
    REMOVED = "removed"
    MOVED = "moved"


@dataclass(frozen=True)
class Wording:
    """The words of an entry's description, each a template with `{names}`."""

    kinds: Mapping[str, str]  # each kind of change by its name ("status": "Status")
    status: Callable[[Status], str]  # a status by its name ("To read")
    papers: Callable[[int], str]  # a count of papers ("3 papers")
    no_stars: str
    no_tags: str
    left_at_page: str  # {page}
    by_hand: str
    by_hand_into: str  # {collection}
    into: str  # {collection}
    from_file: str  # {file}
    saved_search: str  # {name}
    library_values: Mapping[str, str]  # a library value by its key
    said: str  # {change}: {detail}
    counted: str  # {said} ({papers})
    origins: Mapping[str, str]  # an action named by where it came from (Via), {title}
    # What a queue change did, whole ("Added to Up next"): "Up next" alone said neither.
    queue: Mapping[QueueChange, str]
    # What a mark's change did, whole, with its page ("Highlighted a passage on page 3").
    marks: Mapping[MarkChange, str]


ENGLISH = Wording(
    kinds={
        "added": "Added",
        "edit": "Edited",
        "trash": "Moved to the Trash",
        "restore": "Restored from the Trash",
        "merge": "Merged",
        "deleted": "Deleted for good",
        "collections": "Collections",
        "status": "Status",
        "rating": "Stars",
        "tags": "Tags",
        "notes": "Notes",
        "queue": "Up next",
        "opened": "Opened",  # "Read" is a status: this is a paper read in Lectern
        "marks": "Marks",
        "library": "Library",
        "undo": "Undone",
    },
    status=lambda status: status.label,
    papers=lambda count: f"{count:,} papers",
    no_stars="no stars",
    no_tags="none",
    left_at_page="left at page {page}",
    by_hand="by hand",
    by_hand_into="by hand, into {collection}",
    into="into {collection}",
    from_file="from {file}",
    saved_search="saved search {name}",
    library_values={COLLECTION_PARENTS: "collections inside others"},
    said="{change}: {detail}",
    counted="{said} ({papers})",
    origins={"browser": "Saved from the browser: {title}"},
    queue={
        QueueChange.ADDED: "Added to Up next",
        QueueChange.REMOVED: "Removed from Up next",
        QueueChange.MOVED: "Moved in Up next",
    },
    marks={
        MarkChange.HIGHLIGHTED: "Highlighted a passage on page {page}",
        MarkChange.UNDERLINED: "Underlined a passage on page {page}",
        MarkChange.NOTED: "Added a margin note on page {page}",
        MarkChange.RECOLOURED: "Recoloured a mark on page {page}",
        MarkChange.REDRAWN: "Changed how a mark is drawn on page {page}",
        MarkChange.NOTE: "Wrote the note of a mark on page {page}",
        MarkChange.DELETED: "Deleted a mark on page {page}",
        MarkChange.BACK: "Brought back a mark on page {page}",
        MarkChange.MOVED: "Found a mark again on page {page}",
    },
)


def describe(entry: HistoryEntry, words: Wording = ENGLISH, *, counted: bool = True) -> str:
    """The entry in a few words, with how many papers it changed when more than one (and
    `counted`)."""
    if entry.via in words.origins and not entry.undoes:
        return words.origins[entry.via].format(title=entry.via_title)
    label = words.kinds.get(entry.kind, entry.kind.title())
    old, new = entry.change()
    detail = ""
    if entry.kind == "queue" and "queued" in new:
        label = words.queue[queue_change(old.get("queued"), new.get("queued"))]
    elif entry.kind == "marks":
        label = _mark_words(old, new, words)
    elif entry.kind == "status":
        detail = f"{_status(old.get('status'), words)} → {_status(new.get('status'), words)}"
    elif entry.kind == "rating":
        detail = f"{_stars(old.get('rating'), words)} → {_stars(new.get('rating'), words)}"
    elif entry.kind == "tags":
        before, after = (", ".join(v.get("tags") or ()) or words.no_tags for v in (old, new))
        detail = f"{before} → {after}"
    elif entry.kind == "edit":
        detail = ", ".join(_edited(old, new))
    elif entry.kind == "added":
        detail = _added(new, words)
    elif entry.kind == "opened" and new.get("page"):
        detail = words.left_at_page.format(page=new["page"])  # the reader's place
    elif entry.kind == "library":
        detail = ", ".join(_library_value(key, words) for key in sorted(new))
    said = words.said.format(change=label, detail=detail) if detail else label
    count = len(entry.papers)
    if counted and count > 1:
        return words.counted.format(said=said, papers=words.papers(count))
    return said


def mark_change(old: Any, new: Any) -> MarkChange:
    """What a line did to a mark, from its old and new values (the parts it changed; the
    whole mark when it was made)."""
    if not isinstance(old, dict) or "made" in (new or {}):
        kind = str((new or {}).get("kind") or "highlight")
        return {"underline": MarkChange.UNDERLINED, "note": MarkChange.NOTED}.get(
            kind, MarkChange.HIGHLIGHTED
        )
    new = new or {}
    if new.get("deleted"):
        return MarkChange.DELETED
    if "deleted" in new:
        return MarkChange.BACK
    for part, change in (
        ("note", MarkChange.NOTE),
        ("colour", MarkChange.RECOLOURED),
        ("kind", MarkChange.REDRAWN),
    ):
        if part in new:
            return change
    return MarkChange.MOVED


def _mark_words(old: dict[str, Any], new: dict[str, Any], words: Wording) -> str:
    """The first mark a line changed, in words, with its page as printed (from 1)."""
    name = next((n for n in new if n.startswith("mark:")), "")
    before, after = old.get(name), new.get(name)
    page = (after or {}).get("page")
    if not isinstance(page, int):
        page = (before or {}).get("page") if isinstance(before, dict) else None
    number = page + 1 if isinstance(page, int) else "?"
    return words.marks[mark_change(before, after)].format(page=number)


def queue_change(before: float | None, after: float | None) -> QueueChange:
    """A paper's place in Up next before and after a change (None: not in it)."""
    if before is None:
        return QueueChange.ADDED
    return QueueChange.REMOVED if after is None else QueueChange.MOVED


def _edited(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    """The names of what an edit changed, as the user knows them: a record's own fields by
    their names (not "fields"), its entry type as "type" once it had one, and nothing for
    how the record is written ("dialect": BibTeX or biblatex)."""
    names = {name for name in new if name not in PAPER_KEPT and name not in _NOT_NAMED}
    if "fields" in new:
        before, after = old.get("fields") or {}, new.get("fields") or {}
        names |= {
            name for name in before.keys() | after.keys() if before.get(name) != after.get(name)
        }
    if "kind" in new and old.get("kind"):
        names.add("type")
    return sorted(names)


_NOT_NAMED = frozenset({EDITED, "fields", "kind", "dialect"})


def _library_value(key: str, words: Wording) -> str:
    if key in words.library_values:
        return words.library_values[key]
    if key.startswith("search:"):
        return words.saved_search.format(name=key.removeprefix("search:"))
    return key


def _added(fields: dict[str, Any], words: Wording) -> str:
    """Where added papers came from: the file, or the collection it went into when that is
    not named after the file (the sample's own files have no name worth showing)."""
    source = str(fields.get("source_file") or "")
    collections = [str(c) for c in fields.get("collections") or () if c]
    if not source or source == "added by hand":
        if collections:
            return words.by_hand_into.format(collection=collections[0])
        return words.by_hand
    if collections and _plain(PurePath(source).stem) != _plain(collections[0]):
        return words.into.format(collection=collections[0])
    return words.from_file.format(file=source)


def _plain(name: str) -> str:
    """A name without case, spaces and punctuation ("journal-club" is "Journal club")."""
    return re.sub(r"[\W_]+", "", name.casefold())


def _status(value: Any, words: Wording) -> str:
    try:
        return words.status(Status.parse(str(value or "new")))
    except ValueError:
        return str(value)


def _stars(value: Any, words: Wording) -> str:
    n = int(value or 0) if isinstance(value, int | float) else 0
    return "★" * n if n else words.no_stars
