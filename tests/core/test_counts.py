"""The tally behind the sidebar and status bar counts, on a real library in tmp_path."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from lectern.core.counts import AnnotationTally
from lectern.core.library import Change
from lectern.core.models import Status, utcnow


def test_counts_kept_paper_by_paper_agree_with_the_library(library):
    """The sidebar and status bar look again only at the papers each change names; what
    they show must be what the library counts over all papers."""
    tally = AnnotationTally()
    ids = library.ids()
    changes: list[Change] = []
    library.add_listener(changes.append)
    tally.catch_up(library)
    assert (tally.starred, tally.tags(), tally.read_this_week()) == (0, {}, 0)
    steps = [
        lambda: library.notes.set_status(ids[:4], Status.READ),
        lambda: library.notes.set_status(ids[2:3], Status.TO_READ),  # still read this week
        lambda: library.notes.set_rating(ids[3:6], 5),
        lambda: library.notes.set_rating(ids[4:5], 3),
        lambda: library.notes.set_status(ids[5:6], Status.DROPPED),
        lambda: library.notes.add_tags(ids[1:4], ["vision", "robots"]),
        lambda: library.notes.remove_tags(ids[2:3], ["VISION"]),
        lambda: library.notes.add_tags(ids[7:8], ["Vision"]),
        lambda: library.notes.restore_annotations(
            [replace(library.notes.annotation(ids[0]), history=(), tags=("robots",))]
        ),
        lambda: library.papers.rename(ids[3], "A title of my own"),  # papers changed: all again
        lambda: library.searching.save_search("mine", "learning"),
        lambda: library.queue.add(ids[8:12]),
        lambda: library.notes.set_status(ids[8:9], Status.READING),
        lambda: library.queue.remove(ids[9:10]),
        lambda: library.papers.trash(ids[10:11]),  # a queued, annotated paper leaves the counts
        lambda: library.notes.set_status(ids[:1], Status.NEW),
        lambda: library.papers.restore(ids[10:11]),
        lambda: library.notes.set_status(ids[12:13], Status.READ),
        lambda: library.papers.trash(ids[12:13]),  # read this week, then put in the Trash
    ]
    for i, step in enumerate(steps):
        step()
        for change in changes:
            tally.note(change)  # as LibraryService.watch hands each one over
        changes.clear()
        if i % 2:  # a count may come after several changes
            continue
        tally.catch_up(library)
        assert tally.read_this_week() == library.stats()["read_this_week"]
        assert tally.tags() == library.notes.tag_counts()
        assert tally.starred == library.searching.search("rating:>=4", limit=0).total
        assert tally.status_counts(len(library)) == library.notes.status_counts()
        assert tally.queued == len(library.queue.ids())
    tally.catch_up(library)
    assert tally.status_counts(len(library)) == library.notes.status_counts()
    assert tally.queued == len(library.queue.ids()) == 3
    assert (tally.starred, tally.read_this_week()) == (2, 3)
    assert tally.tags() == {"robots": 4, "vision": 2, "Vision": 1}
    assert tally.read_this_week(now=utcnow() + timedelta(days=8)) == 0


def _counted_one_by_one(library) -> tuple[int, list[tuple[str, int]], int]:
    """The starred papers, the tags (most used first) and the papers read this week, from
    each live paper's Annotation in the library's order: what the tally must match."""
    from collections import Counter

    from lectern.core.models import is_starred

    since = utcnow() - timedelta(days=7)
    starred, tags, read = 0, Counter[str](), 0
    for pid in library.ids():
        annotation = library.notes.annotation(pid)
        starred += is_starred(annotation)
        tags.update(annotation.tags)
        marked = [c.at for c in annotation.history if c.status is Status.READ]
        read += bool(marked) and max(marked) >= since
    return starred, tags.most_common(), read


def test_the_counts_read_from_the_stored_annotations_are_those_of_every_annotation(library):
    """The tally reads stars, tags and read times from the stored documents without making
    each Annotation; trashed and merged-away papers, and annotations put back to blank,
    must count as they do paper by paper."""
    from lectern.core.counts import count_everything

    ids = library.ids()
    library.notes.set_rating(ids[:8], 5)
    library.notes.set_rating(ids[8:10], 4)
    library.notes.set_rating(ids[10:12], 3)
    library.notes.add_tags(ids[:12], ["vision"])
    library.notes.add_tags(ids[4:9], ["Robots", "later"])
    library.notes.add_tags(ids[20:22], ["robots"])
    library.notes.set_status(ids[:6], Status.READ)
    library.notes.set_status(ids[2:3], Status.READING)  # read before: still read this week
    library.notes.set_status(ids[6:7], Status.TO_READ)
    library.notes.remove_tags(ids[20:21], ["robots"])  # put back to blank: still a document
    library.notes.set_rating(ids[20:21], 0)
    library.papers.trash(ids[:2])  # starred, tagged and read, but in the Trash
    library.papers.merge(ids[4], [ids[5], ids[8]])  # merged away: hidden like the Trash

    counts = count_everything(library)
    starred, tags, read = _counted_one_by_one(library)
    assert counts.starred == starred == 6
    assert list(counts.tags.items()) == tags  # the same figures, in the same order
    assert (
        counts.tags
        == library.notes.tag_counts()
        == {"vision": 8, "Robots": 3, "later": 3, "robots": 1}
    )
    tally = AnnotationTally()
    tally.catch_up(library)
    assert tally.read_this_week() == read == 3  # papers in the Trash or merged away not counted
