"""Whatever is typed into the search box, search returns results (perhaps with a hint),
never an exception: random text, broken query syntax, absurd ranges, deep nesting.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lectern.core.library import Library, SearchResult, SortKey
from tests.reliability.libstate import copy_library
from tests.reliability.query_pieces import NASTY, OUT_OF_RANGE, PIECES

QUERIES = st.one_of(
    st.text(max_size=60),
    st.lists(st.sampled_from(PIECES), max_size=25).map("".join),
    st.lists(st.sampled_from(PIECES), max_size=12).map(" ".join),
)


@pytest.fixture(scope="module")
def reader(tmp_path_factory: pytest.TempPathFactory, template_library: Path) -> Iterator[Library]:
    folder = copy_library(template_library, tmp_path_factory.mktemp("query") / "library")
    library = Library.open(folder)
    yield library
    library.close()


def check(library: Library, query: str, **kw: object) -> SearchResult:
    result = library.searching.search(query, **kw)  # type: ignore[arg-type]
    assert isinstance(result, SearchResult)
    assert result.total >= len(result.hits)
    assert all(hit.id in library for hit in result.hits)
    assert isinstance(result.message, str)
    return result


@settings(
    max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    query=QUERIES,
    limit=st.sampled_from([None, 1, 10]),
    highlight=st.sampled_from([0, 3]),
    sort=st.sampled_from(list(SortKey)),
    descending=st.booleans(),
)
def test_any_query_returns_results_or_a_hint(
    reader: Library, query: str, limit: int | None, highlight: int, sort: SortKey, descending: bool
) -> None:
    result = check(
        reader, query, limit=limit, highlight=highlight, sort=sort, descending=descending
    )
    if limit is not None:
        assert len(result.hits) <= limit


@pytest.mark.parametrize("query", NASTY, ids=[f"nasty{n}" for n in range(len(NASTY))])
def test_pathological_queries_return_quickly_without_raising(reader: Library, query: str) -> None:
    """More in test_found_bugs.py: 5,000-digit numbers still raise."""
    check(reader, query, highlight=5)


def test_a_broken_query_still_finds_what_it_can_and_says_so(reader: Library) -> None:
    result = check(reader, 'learning AND (title:"learning')
    assert result.hits and result.message


@pytest.mark.parametrize(
    "query", OUT_OF_RANGE, ids=["negative-year", "300-digit-rating", "huge-year-range"]
)
def test_a_query_with_an_out_of_range_number_does_not_blame_the_index(
    library_folder: Path, query: str
) -> None:
    """A typo in the search box is answered with a hint, never "the index is damaged"."""
    with Library.open(library_folder) as library:
        result = check(library, query)
        assert "damaged" not in result.message, result.message
        assert library.check().ok, library.check().problems
