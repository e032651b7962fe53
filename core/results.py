"""What the library's calls return: search hits (lectern.core.hits), import reports, changes,
health.

Plain frozen dataclasses (and a named tuple for hits), shared by the core, the CLI and the GUI.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from lectern.core.hits import Hit, SearchResult, SortKey
from lectern.core.said import said

if TYPE_CHECKING:  # importing the importers costs a start-up that only names this type
    from lectern.core.importers.base import Skipped


class FileAction(Enum):
    """What an import did with one PDF."""

    ADDED = "added"  # it made a new paper
    ATTACHED = "attached"  # to a paper the library (or this import) has
    ALREADY = "same file already attached"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class FileOutcome:
    """One PDF of an import: what became of it, with the paper it went to or why not."""

    path: str  # the user's file
    action: FileAction
    paper_id: str = ""
    title: str = ""  # the paper's title, as the report names it
    reason: str = ""  # why it failed, in words for the user

    def describe(self) -> str:
        """One line of the report: "paper.pdf: attached to “A title”"."""
        name = self.path.replace("\\", "/").rsplit("/", 1)[-1]
        if self.action is FileAction.FAILED:
            return said("{name}: failed: {reason}", name=name, reason=self.reason)
        if self.action is FileAction.ADDED:
            return said("{name}: added as “{title}”", name=name, title=self.title)
        if self.action is FileAction.ATTACHED:
            return said("{name}: attached to “{title}”", name=name, title=self.title)
        return said("{name}: same file already attached to “{title}”", name=name, title=self.title)


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What one file's import did, in the words the summary uses."""

    path: str
    format: str
    collection: str
    added: int = 0
    merged: int = 0  # papers already in the library that gained fields from this file
    # (or collections its records name; not the file's own collection)
    unchanged: int = 0  # papers already in the library that it had nothing new for
    skipped: tuple[Skipped, ...] = ()
    added_ids: tuple[str, ...] = ()
    # why records were taken for papers already in the library: (reason, records)
    found: tuple[tuple[str, int], ...] = ()
    # records that repeat an earlier record of the same file: (line, paper id, reason)
    in_file: tuple[tuple[int, str, str], ...] = ()
    # added papers that might be another paper (see Possible duplicates)
    possible: tuple[str, ...] = ()
    import_id: int = 0  # the number `undo_import` takes; 0 when nothing changed
    known: tuple[str, ...] = ()  # the papers already in the library that records were
    # fields no other format has a place for, kept as the file wrote them: (name, records)
    kept_as_written: tuple[tuple[str, int], ...] = ()
    files: tuple[FileOutcome, ...] = ()  # an import of PDFs: each file, in order
    marks: int = 0  # marks other readers left in its PDFs, read as the papers' marks

    def count(self, action: FileAction) -> int:
        return sum(1 for outcome in self.files if outcome.action is action)

    @property
    def already(self) -> int:
        """Records that were papers already in the library."""
        return sum(n for _, n in self.found)

    def summary(self) -> str:
        if self.files:
            return self._files_summary()
        parts = [f"{self.added} added"]
        if self.found:
            why = ", ".join(f"{n} {reason}" for reason, n in self.found)
            gained = f"; {self.merged} gained fields" if self.merged else ""
            parts.append(f"{self.already} already in the library ({why}{gained})")
        if self.in_file:
            parts.append(f"{len(self.in_file)} duplicates within the file")
        if self.possible:
            parts.append(f"{len(self.possible)} possible duplicates to review")
        parts.append(f"{len(self.skipped)} skipped")
        text = ", ".join(parts)
        if self.kept_as_written:
            names = [name for name, _ in self.kept_as_written]
            shown = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
            text += (
                f". Kept as written, for exports in this format (other formats have no field "
                f"for them): {shown}"
            )
        return text

    def _files_summary(self) -> str:
        """ "3 PDFs: 1 added, 1 attached to papers in the library, 1 failed"."""
        parts = [
            f"{self.count(action)} {action.value}"
            + (" to papers in the library" if action is FileAction.ATTACHED else "")
            for action in FileAction
            if self.count(action)
        ]
        if self.possible:
            parts.append(f"{len(self.possible)} possible duplicates to review")
        if self.marks:
            parts.append(f"{_count(self.marks, 'mark')} read from them")
        return f"{_count(len(self.files), 'PDF')}: {', '.join(parts)}"


class ChangeKind(Enum):
    """What part of the library a change touched."""

    ANNOTATIONS = "annotations"  # the reader's own: status, stars, tags, notes, queue, reads
    PAPERS = "papers"  # the records: added, edited, trashed, restored, merged, collections
    SEARCHES = "searches"  # the saved searches
    RESET = "reset"  # anything may have changed (the whole library was read again)


class ChangeOrigin(Enum):
    """Where a change came from."""

    HERE = "here"  # made with this copy of the library: the window, a command, a script
    OTHER_DEVICES = "other devices"  # merged from what other computers wrote


@dataclass(frozen=True, slots=True)
class Change:
    """What a write changed, which papers, and where it came from; the window refreshes
    from these, never from each other (as calibre's events and Anki's OpChanges)."""

    kind: ChangeKind
    ids: frozenset[str] = frozenset()
    origin: ChangeOrigin = ChangeOrigin.HERE
    # The fields it changed: an annotation's (lectern.core.models.ANNOTATION_FIELDS) or a
    # record's. Empty when the writer does not say (an import, a merge, a repair): any.
    fields: frozenset[str] = frozenset()

    def touches(self, *fields: str) -> bool:
        """Whether the change may have changed any of these fields."""
        return not self.fields or not self.fields.isdisjoint(fields)


@dataclass(frozen=True, slots=True)
class DeviceChanges:
    """What one device's change lines bring to this copy, in the words `lectern check` and
    `lectern sync` use ("38 papers and changes to 2 other papers from laptop")."""

    device: str
    name: str  # the computer's name, as the device publishes it
    papers: int = 0  # papers this copy does not have yet
    changed: int = 0  # papers the lines change that it has (or another device brings)
    other: int = 0  # changes to saved searches, collections and dismissed duplicates

    def describe(self) -> str:
        parts: list[str] = []
        if self.papers:
            count = f"{self.papers:,}"
            if self.papers == 1:
                parts.append(said("{count} paper", count=count))
            else:
                parts.append(said("{count} papers", count=count))
        if self.changed:
            count = f"{self.changed:,}"
            if self.papers and self.changed == 1:
                parts.append(said("changes to {count} other paper", count=count))
            elif self.papers:
                parts.append(said("changes to {count} other papers", count=count))
            elif self.changed == 1:
                parts.append(said("changes to {count} paper", count=count))
            else:
                parts.append(said("changes to {count} papers", count=count))
        if self.other:
            count = f"{self.other:,}"
            if self.other == 1:
                parts.append(said("{count} change to saved searches or collections", count=count))
            else:
                parts.append(said("{count} changes to saved searches or collections", count=count))
        listed: str
        if len(parts) == 3:
            listed = said(
                "{first}, {second} and {third}", first=parts[0], second=parts[1], third=parts[2]
            )
        elif len(parts) == 2:
            listed = said("{first} and {second}", first=parts[0], second=parts[1])
        else:
            listed = parts[0]
        return said("{changes} from {name}", changes=listed, name=self.name)

    def not_merged(self) -> str:
        """ "38 papers from laptop are not merged into this copy yet" (no full stop)."""
        if self.changed > 0 or self.papers + self.other > 1:
            return said("{changes} are not merged into this copy yet", changes=self.describe())
        return said("{changes} is not merged into this copy yet", changes=self.describe())


def _count(n: int, noun: str) -> str:
    return f"{n:,} {noun}" if n == 1 else f"{n:,} {noun}s"


@dataclass(frozen=True, slots=True)
class CheckReport:
    problems: list[str]
    index_state: str
    # other devices' changes this copy has not merged yet (also among the problems)
    unmerged: tuple[DeviceChanges, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems


# The search's own results, named here with the others (lectern.core.hits keeps them apart).
__all__ = [
    "Change",
    "ChangeKind",
    "ChangeOrigin",
    "CheckReport",
    "DeviceChanges",
    "FileAction",
    "FileOutcome",
    "Hit",
    "ImportReport",
    "SearchResult",
    "SortKey",
]
