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
        lambda: library.set_status(ids[:4], Status.READ),
        lambda: library.set_status(ids[2:3], Status.TO_READ),  # still read this week
        lambda: library.set_rating(ids[3:6], 5),
        lambda: library.set_rating(ids[4:5], 3),
        lambda: library.set_status(ids[5:6], Status.DROPPED),
        lambda: library.add_tags(ids[1:4], ["vision", "robots"]),
        lambda: library.remove_tags(ids[2:3], ["VISION"]),
        lambda: library.add_tags(ids[7:8], ["Vision"]),
        lambda: library.restore_annotations(
            [replace(library.annotation(ids[0]), history=(), tags=("robots",))]
        ),
        lambda: library.rename(ids[3], "A title of my own"),  # papers changed: all again
        lambda: library.save_search("mine", "learning"),
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
        assert tally.tags() == library.tags()
        assert tally.starred == library.search("rating:>=4", limit=0).total
    tally.catch_up(library)
    assert (tally.starred, tally.read_this_week()) == (2, 3)
    assert tally.tags() == {"robots": 4, "vision": 2, "Vision": 1}
    assert tally.read_this_week(now=utcnow() + timedelta(days=8)) == 0
