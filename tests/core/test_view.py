"""What the paper list shows, asked without the window: scopes, `Library.view` and the counts,
on the 38-paper sample in tmp_path."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from lectern.core.counts import (
    AnnotationTally,
    count_everything,
    count_library,
    counts_from_json,
    counts_to_json,
    library_counts_from_json,
    library_counts_to_json,
)
from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.results import SortKey
from lectern.core.view import ALL, STARRED, TRASH, Scope

# Every kind of scope text settings and the kept first rows have stored.
STORED = [
    "all",
    "status:new",
    "status:to-read",
    "status:reading",
    "status:read",
    "status:dropped",
    "starred",
    "tag:vision",
    "tag:Graph neural nets",
    "collection:ICML 2026 Papers",
    "collection:",  # papers in no collection
    "saved:diffusion: the good ones",
    "recommended",
    "duplicates",
    "trash",
]


@pytest.mark.parametrize("text", STORED)
def test_a_stored_scope_reads_back_as_the_same_text(text: str) -> None:
    scope = Scope.parse(text)
    assert str(scope) == text
    assert Scope.parse(str(scope)) == scope
    assert Scope.parse_or_all(text) == scope


def test_a_scope_names_its_kind_and_what_it_holds() -> None:
    assert Scope.parse("collection:ICML 2026: Papers") == Scope("collection", "ICML 2026: Papers")
    assert Scope.parse("all") == ALL == Scope()
    assert [Scope.parse(t).label for t in ("status:to-read", "starred", "tag:vision", "trash")] == [
        "To read",
        "Starred",
        "vision",
        "Trash",
    ]


@pytest.mark.parametrize("text", ["bogus", "status:finished", "starred:mine", "tag", "", "All"])
def test_a_scope_lectern_has_not_is_refused_and_a_stored_one_falls_back_to_all(text: str) -> None:
    with pytest.raises(ValueError):
        Scope.parse(text)
    assert Scope.parse_or_all(text) == ALL


def _newest_first(library: Library, ids: list[str]) -> list[str]:
    return library.sort_ids(ids, SortKey.ADDED, descending=True)


def test_every_scope_with_and_without_search_words(library: Library) -> None:
    ids = library.ids()
    diffusion = library.search("diffusion").ids  # by relevance
    assert len(ids) == 38 and len(diffusion) == 8
    library.add_tags(ids[:10] + diffusion[:2], ["Vision"])
    library.set_status(diffusion[1:4], Status.READING)
    library.save_search("Diffusion", "diffusion")
    tagged = set(ids[:10] + diffusion[:2])

    everything = library.view("all")
    assert everything.ids == _newest_first(library, ids) and everything.natural == everything.ids
    assert library.view("all", "diffusion").ids == diffusion
    assert set(library.view("tag:vision").ids) == tagged  # a tag is found in any case
    assert library.view("tag:Vision", "diffusion").ids == [p for p in diffusion if p in tagged]
    assert library.view("status:reading", "diffusion").ids == diffusion[1:4]
    assert library.view(Scope("status", "reading")).ids == library.view("status:reading").ids
    assert library.view("status:read").ids == []
    assert library.view("collection:ICML 2026 Papers", "diffusion").ids == diffusion
    assert library.view("collection:Another").ids == []
    assert library.view("saved:Diffusion").ids == diffusion
    narrowed = library.view("saved:Diffusion", "model").ids  # the saved search and the words
    assert set(narrowed) == set(diffusion) & set(library.search("model").ids) and narrowed
    gone = library.view("saved:Gone")
    assert gone.missing_scope and gone.ids == everything.ids
    by_title = library.view("status:reading", sort=SortKey.TITLE).ids
    titles = [library.paper(pid).title.casefold() for pid in by_title]
    assert sorted(set(by_title)) == sorted(diffusion[1:4]) and titles == sorted(titles)
    found = library.view("all", "diffusion")
    assert found.searched and "diffusion" in found.terms
    with pytest.raises(ValueError):
        library.view("bogus")


def test_the_trash_shows_only_in_its_own_view(library: Library) -> None:
    diffusion = library.search("diffusion").ids
    library.set_rating(diffusion[:1], 5)
    library.trash(diffusion[:1])
    assert diffusion[0] not in library.view("all").ids
    assert library.view("all", "diffusion").ids == diffusion[1:]
    assert library.view("starred").ids == []
    assert library.view(TRASH).ids == diffusion[:1]
    assert library.view("trash", "diffusion").ids == diffusion[:1]
    assert library.view("trash", "graph").ids == []
    counts = count_everything(library)
    assert (counts.total, counts.trash, counts.starred) == (37, 1, 0)


def test_starred_is_four_stars_and_up_in_the_list_its_count_and_recommended(
    library: Library,
) -> None:
    ids = library.ids()
    library.set_rating(ids[:2], 5)
    library.set_rating(ids[2:4], 4)
    library.set_rating(ids[4:6], 3)
    assert set(library.view(STARRED).ids) == set(ids[:4])
    assert count_everything(library).starred == 4
    recommended = library.view("recommended").ids
    assert recommended and not set(recommended) & set(ids[:4])  # like the starred, not them
    library.set_rating(ids[:4], 0)
    assert library.view("starred").ids == [] and library.view("recommended").ids == []


def test_the_counts_a_script_gets_are_the_windows_and_survive_being_kept(
    library: Library,
) -> None:
    ids = library.ids()
    library.set_status(ids[:3], Status.TO_READ)
    library.set_status(ids[3:5], Status.READ)
    library.add_tags(ids[:2], ["graphs"])
    library.set_rating(ids[5:6], 4)
    library.save_search("Mine", "learning")
    sidebar = count_everything(library)
    assert sidebar.total == 38
    assert sidebar.status[Status.TO_READ] == 3 and sidebar.status[Status.NEW] == 33
    assert (sidebar.starred, sidebar.tags, sidebar.saved) == (
        1,
        {"graphs": 2},
        {"Mine": "learning"},
    )
    assert sidebar.collections == {"ICML 2026 Papers": 38}
    assert counts_from_json(counts_to_json(sidebar)) == sidebar
    status = count_library(library)
    assert (status.papers, status.to_read, status.read_this_week) == (38, 3, 2)
    assert library_counts_from_json(library_counts_to_json(status)) == status
    shared = AnnotationTally()  # the window's: one tally for both
    assert count_everything(library, shared) == sidebar
    assert count_library(library, shared) == status


def test_a_search_in_a_view_of_its_own_order_lists_the_best_match_first(
    library: Library,
) -> None:
    """Up next, Recently read and Recommended keep their order until searched; then, as
    everywhere, the best match comes first."""
    ranked = library.search("diffusion model").ids
    queued = list(reversed(ranked[:6]))
    library.queue(queued)
    assert library.view("queue").ids == queued
    assert library.view("queue", "diffusion model").ids == ranked[:6]
    for n, pid in enumerate(queued):  # read in the queue's order: the latest read first
        library.mark_read_now(pid, when=datetime(2026, 11, 1 + n, tzinfo=UTC))
    assert library.view("recent").ids[:6] == list(reversed(queued))
    assert library.view("recent", "diffusion model").ids == ranked[:6]


def test_a_searched_duplicates_view_keeps_each_group_together_best_group_first(
    tmp_path: Path,
) -> None:
    entries = []
    for key, title, abstract, year in (
        ("m1", "Marmot burrows revisited", "Badgers.", 2019),
        ("m2", "Marmot burrows revisited", "Marmot attention, marmot attention.", 2020),
        ("b1", "Badger setts", "Badgers dig setts " * 12 + "and pay attention.", 2018),
        ("b2", "Badger setts", "Attention, attention: badger attention.", 2021),
    ):
        entries.append(
            f"@article{{{key}, title = {{{title}}}, year = {{{year}}},"
            f" author = {{Ann Smith}}, abstract = {{{abstract}}}}}"
        )
    source = tmp_path / "groups.bib"
    source.write_text("\n".join(entries), encoding="utf-8")
    with Library.open(tmp_path / "lib") as library:
        library.import_files([source])
        groups = {frozenset(g.ids) for g in library.possible_duplicates()}
        assert len(groups) == 2
        ranked = library.search("attention").ids
        shown = library.view("duplicates", "attention").ids
        assert set(shown) == set(ranked) and shown[0] == ranked[0]
        for group in groups:  # together, and in their own ranking
            places = sorted(shown.index(pid) for pid in group if pid in shown)
            assert places == list(range(places[0], places[0] + len(places)))
            members = [pid for pid in shown if pid in group]
            assert members == [pid for pid in ranked if pid in group]
        assert shown != ranked  # a group of a lower match moves up beside its best
