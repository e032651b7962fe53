"""What each of the user's quick edits does to a paper's annotation: a status, stars, tags.

One function per edit, used by :class:`lectern.core.library.annotating.Notes` to make the
change and by the window to show it at once, before the writer has saved it
(`lectern.gui.context.changes`): the list shows exactly what the library will hold, a
paper marked Read leaving Up next and its status history gaining the step included.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from lectern.core.models import Annotation, Status, StatusChange, utcnow

UNQUEUED_BY = (Status.READ, Status.DROPPED)  # marking a paper so takes it out of the queue


def with_status(annotation: Annotation, status: Status) -> Annotation:
    """A paper marked read or dropped leaves the reading queue; any other keeps its place.
    A new status is a step of the paper's status history."""
    if status in UNQUEUED_BY and annotation.queued is not None:
        annotation = replace(annotation, queued=None)
    if annotation.status is status:
        return annotation
    change = StatusChange(status, utcnow())
    return replace(annotation, status=status, history=(*annotation.history, change))


def with_rating(annotation: Annotation, rating: int) -> Annotation:
    return replace(annotation, rating=int(rating))


def tidy_tags(tags: Iterable[str]) -> list[str]:
    """Tags as kept: inner runs of spaces made one, empty ones left out."""
    return [t for t in (" ".join(tag.split()) for tag in tags) if t]


def with_tags_added(annotation: Annotation, tags: Iterable[str]) -> Annotation:
    """`tags` (tidied) after the paper's own, each once."""
    return replace(annotation, tags=tuple(dict.fromkeys([*annotation.tags, *tidy_tags(tags)])))


def with_tags_removed(annotation: Annotation, tags: Iterable[str]) -> Annotation:
    """The paper's tags but `tags`, compared without case."""
    gone = {tag.strip().casefold() for tag in tags}
    return replace(annotation, tags=tuple(t for t in annotation.tags if t.casefold() not in gone))
