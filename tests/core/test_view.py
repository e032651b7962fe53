"""What the paper list shows, asked without the window: scopes, `library.searching.view` and the counts,
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
from lectern.core.view import ALL, STARRED, TRASH, Scope, ScopeKind

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
    assert Scope.parse("collection:ICML 2026: Papers") == Scope(
        ScopeKind.COLLECTION, "ICML 2026: Papers"
    )
    assert Scope.parse("all") == ALL == Scope()
    assert [Scope.parse(t).label for t in ("status:to-read", "starred", "tag:vision", "trash")] == [
        "To read",
        "Starred",
        "vision",
        "Trash",
    ]


@pytest.mark.parametrize("text", STORED)
def test_a_stored_scope_reads_as_its_kind_and_is_stored_as_before(text: str) -> None:
    """Settings and kept first rows written before the kinds were an enum read as members,
    and the text stored for them is what it was."""
    scope = Scope.parse(text)
    assert type(scope.kind) is ScopeKind
    assert scope.kind is ScopeKind(text.partition(":")[0])
    assert str(scope) == text and str(scope.kind) == text.partition(":")[0]
    assert Scope(text.partition(":")[0], scope.value) == scope  # type: ignore[arg-type]


def test_a_refused_scope_is_named_in_its_own_words() -> None:
    with pytest.raises(ValueError, match=r"^unknown scope 'bogus' \(use one of: all, queue, "):
        Scope.parse("bogus")
    with pytest.raises(ValueError, match=r"^the scope 'starred' takes no name, not 'mine'$"):
        Scope.parse("starred:mine")
    with pytest.raises(ValueError, match=r"^the scope 'tag' needs a name: tag:NAME$"):
        Scope.parse("tag")


@pytest.mark.parametrize("text", ["bogus", "status:finished", "starred:mine", "tag", "", "All"])
def test_a_scope_lectern_has_not_is_refused_and_a_stored_one_falls_back_to_all(text: str) -> None:
    with pytest.raises(ValueError):
        Scope.parse(text)
    assert Scope.parse_or_all(text) == ALL


def _newest_first(library: Library, ids: list[str]) -> list[str]:
    return library.searching.sort_ids(ids, SortKey.ADDED, descending=True)


def test_every_scope_with_and_without_search_words(library: Library) -> None:
    ids = library.ids()
    diffusion = library.searching.search("diffusion").ids  # by relevance
    assert len(ids) == 38 and len(diffusion) == 8
    library.notes.add_tags(ids[:10] + diffusion[:2], ["Vision"])
    library.notes.set_status(diffusion[1:4], Status.READING)
    library.searching.save_search("Diffusion", "diffusion")
    tagged = set(ids[:10] + diffusion[:2])

    everything = library.searching.view("all")
    assert everything.ids == _newest_first(library, ids) and everything.natural == everything.ids
    assert library.searching.view("all", "diffusion").ids == diffusion
    assert set(library.searching.view("tag:vision").ids) == tagged  # a tag is found in any case
    assert library.searching.view("tag:Vision", "diffusion").ids == [
        p for p in diffusion if p in tagged
    ]
    assert library.searching.view("status:reading", "diffusion").ids == diffusion[1:4]
    assert (
        library.searching.view(Scope(ScopeKind.STATUS, "reading")).ids
        == library.searching.view("status:reading").ids
    )
    assert library.searching.view("status:read").ids == []
    assert library.searching.view("collection:ICML 2026 Papers", "diffusion").ids == diffusion
    assert library.searching.view("collection:Another").ids == []
    assert library.searching.view("saved:Diffusion").ids == diffusion
    narrowed = library.searching.view(
        "saved:Diffusion", "model"
    ).ids  # the saved search and the words
    assert set(narrowed) == set(diffusion) & set(library.searching.search("model").ids) and narrowed
    gone = library.searching.view("saved:Gone")
    assert gone.missing_scope and gone.ids == everything.ids
    by_title = library.searching.view("status:reading", sort=SortKey.TITLE).ids
    titles = [library.papers.paper(pid).title.casefold() for pid in by_title]
    assert sorted(set(by_title)) == sorted(diffusion[1:4]) and titles == sorted(titles)
    found = library.searching.view("all", "diffusion")
    assert found.searched and "diffusion" in found.terms
    with pytest.raises(ValueError):
        library.searching.view("bogus")


def test_the_trash_shows_only_in_its_own_view(library: Library) -> None:
    diffusion = library.searching.search("diffusion").ids
    library.notes.set_rating(diffusion[:1], 5)
    library.papers.trash(diffusion[:1])
    assert diffusion[0] not in library.searching.view("all").ids
    assert library.searching.view("all", "diffusion").ids == diffusion[1:]
    assert library.searching.view("starred").ids == []
    assert library.searching.view(TRASH).ids == diffusion[:1]
    assert library.searching.view("trash", "diffusion").ids == diffusion[:1]
    assert library.searching.view("trash", "graph").ids == []
    counts = count_everything(library)
    assert (counts.total, counts.trash, counts.starred) == (37, 1, 0)


def test_starred_is_four_stars_and_up_in_the_list_its_count_and_recommended(
    library: Library,
) -> None:
    ids = library.ids()
    library.notes.set_rating(ids[:2], 5)
    library.notes.set_rating(ids[2:4], 4)
    library.notes.set_rating(ids[4:6], 3)
    assert set(library.searching.view(STARRED).ids) == set(ids[:4])
    assert count_everything(library).starred == 4
    recommended = library.searching.view("recommended").ids
    assert recommended and not set(recommended) & set(ids[:4])  # like the starred, not them
    library.notes.set_rating(ids[:4], 0)
    assert (
        library.searching.view("starred").ids == []
        and library.searching.view("recommended").ids == []
    )


def test_the_counts_a_script_gets_are_the_windows_and_survive_being_kept(
    freshly_imported_library: Library,
) -> None:
    library = freshly_imported_library
    ids = library.ids()
    library.notes.set_status(ids[:3], Status.TO_READ)
    library.notes.set_status(ids[3:5], Status.READ)
    library.notes.add_tags(ids[:2], ["graphs"])
    library.notes.set_rating(ids[5:6], 4)
    library.searching.save_search("Mine", "learning")
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
    ranked = library.searching.search("diffusion model").ids
    queued = list(reversed(ranked[:6]))
    library.queue.add(queued)
    assert library.searching.view("queue").ids == queued
    assert library.searching.view("queue", "diffusion model").ids == ranked[:6]
    for n, pid in enumerate(queued):  # read in the queue's order: the latest read first
        library.reading.mark_read_now(pid, when=datetime(2026, 11, 1 + n, tzinfo=UTC))
    assert library.searching.view("recent").ids[:6] == list(reversed(queued))
    assert library.searching.view("recent", "diffusion model").ids == ranked[:6]


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
        library.imports.import_files([source])
        groups = {frozenset(g.ids) for g in library.papers.possible_duplicates()}
        assert len(groups) == 2
        ranked = library.searching.search("attention").ids
        shown = library.searching.view("duplicates", "attention").ids
        assert set(shown) == set(ranked) and shown[0] == ranked[0]
        for group in groups:  # together, and in their own ranking
            places = sorted(shown.index(pid) for pid in group if pid in shown)
            assert places == list(range(places[0], places[0] + len(places)))
            members = [pid for pid in shown if pid in group]
            assert members == [pid for pid in ranked if pid in group]
        assert shown != ranked  # a group of a lower match moves up beside its best
