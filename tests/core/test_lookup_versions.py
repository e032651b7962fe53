"""A lookup's preview matches what it fills in, and a preprint and its published version are
linked, merged or kept as the user chooses; `has:published` finds the preprints published.
The replay server stands in for the services (tests/core/helpers_lookup.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.lookup.fetching import Fetcher
from lectern.core.lookup.filling import add_record, fill_in, preview_fill
from lectern.core.lookup.identifiers import parse_identifier
from lectern.core.lookup.looking_up import look_up
from lectern.core.lookup.versions import Versions, settle
from tests.core.helpers_lookup import ReplayServer, online, server  # noqa: F401 (the fixtures these tests use)

PREPRINT = "arxiv:1710.08557"
PUBLISHED = "doi:10.1186/s12984-017-0305-3"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    with Library.open(tmp_path / "library") as opened:
        yield opened


def _pair(library: Library) -> None:
    for text in ("arXiv:1710.08557", "10.1186/s12984-017-0305-3"):
        add_record(library, None, parse_identifier(text))


def _search(library: Library, query: str) -> list[str]:
    return [hit.id for hit in library.searching.search(query).hits]


@pytest.mark.usefixtures("server")
def test_the_preview_names_what_fill_in_then_changes(library: Library) -> None:
    identifier = parse_identifier("10.1002/jor.1100150407")
    add_record(library, None, identifier)
    pid = "doi:10.1002/jor.1100150407"
    library.papers.edit(pid, title="Secretagogue and muscle strength")
    record = look_up(Fetcher(), identifier)
    shown = preview_fill(library, pid, record)
    assert library.papers.paper(pid).authors == ()  # nothing written by the preview
    filled = fill_in(library, pid, record)
    assert [name for name, _, _ in shown.changed] == [name for name, _, _ in filled.changed]
    assert "title" not in [name for name, _, _ in shown.changed]


@pytest.mark.usefixtures("server")
@pytest.mark.parametrize("choice", list(Versions))
def test_a_preprint_and_its_published_version_settle_as_chosen(
    library: Library, choice: Versions
) -> None:
    _pair(library)
    record = look_up(Fetcher(), parse_identifier(PREPRINT))
    assert preview_fill(library, PREPRINT, record).published == PUBLISHED
    fill_in(library, PREPRINT, record)
    assert _search(library, "has:published") == []
    kept = settle(library, PREPRINT, PUBLISHED, choice)
    live = set(library.ids())
    if choice is Versions.MERGE:
        assert (kept, live) == (PUBLISHED, {PUBLISHED})
    elif choice is Versions.LINK:
        assert live == {PREPRINT, PUBLISHED}
        assert library.papers.paper(PUBLISHED).fields["preprint"] == "arxiv:1710.08557"
    else:
        assert live == {PREPRINT}
    assert _search(library, "has:published") == [kept]
    assert library.papers.paper(kept).fields["published"] == "doi:10.1186/s12984-017-0305-3"
    library.history.undo_last()
    assert set(library.ids()) == {PREPRINT, PUBLISHED}
    assert _search(library, "has:published") == []
