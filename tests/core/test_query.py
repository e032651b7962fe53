"""The query language, feature by feature, on a small hand-built library in a real index.

`now` is fixed (Friday 2026-11-20, 12:00 UTC) so relative dates have one answer.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lectern.core.models import Annotation, Entry, Paper, Status
from lectern.core.results import SearchResult
from lectern.core.search.index import SearchIndex
from lectern.core.search.query import parse

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)


def entry(
    pid: str,
    title: str,
    abstract: str,
    *,
    authors: tuple[str, ...] = (),
    notes: str = "",
    status: Status = Status.NEW,
    rating: int = 0,
    tags: tuple[str, ...] = (),
    year: int | None = 2025,
    added_days_ago: float = 30,
    venue: str = "",
    collection: str = "Sample",
) -> Entry:
    paper = Paper(
        id=pid,
        title=title,
        abstract=abstract,
        authors=authors,
        year=year,
        venue=venue,
        collections=(collection,) if collection else (),
        added=NOW - timedelta(days=added_days_ago),
    )
    return Entry(paper, Annotation(pid, status=status, rating=rating, notes=notes, tags=tags))


LIBRARY = [
    entry(
        "both",
        "Diffusion models for protein design",
        "We adapt diffusion models to generate protein backbones.",
        authors=("Ada Lovelace",),
        status=Status.TO_READ,
        rating=5,
        year=2026,
        tags=("Proteins", "generative"),
        added_days_ago=2,
        venue="NeurIPS",
    ),
    entry(
        "diffusion-only",
        "Heat diffusion on manifolds",
        "Diffusion diffusion diffusion: the heat equation, diffusion kernels and diffusion "
        "maps, again and again diffusion.",
        authors=("Joseph Fourier",),
        status=Status.READ,
        rating=4,
        year=2024,
        added_days_ago=10,
        collection="Math",
    ),
    entry(
        "models-only",
        "Statistical models of language",
        "Count-based language models with smoothing.",
        authors=("Claude Shannon",),
        status=Status.READING,
        rating=2,
        year=2020,
        added_days_ago=400,
    ),
    entry(
        "graphs",
        "Graph neural networks for molecules",
        "Message passing neural networks predict molecular properties; graph pooling helps.",
        authors=("Marie Curie",),
        status=Status.DROPPED,
        rating=1,
        year=2023,
        notes="Compare with the zanzibar baseline",
        added_days_ago=0.2,
    ),
    entry(
        "networks",
        "Graph data networks",
        "A survey: networks that are neural, and graph data of many kinds.",
        authors=("Jürgen Schmidhuber",),
        year=2022,
        added_days_ago=45,
    ),
    entry(
        "transformer",
        "Attention transformers for vision",
        "Vision transformers replace convolutions with self-attention over patches.",
        authors=("Ashish Vaswani", "Noam Shazeer"),
        year=2021,
        tags=("vision",),
        added_days_ago=6,
        venue="ICML",
    ),
    entry(
        "art",
        "State of the art in retrieval",
        "We review state-of-the-art dense retrieval.",
        authors=("Karen Spärck Jones",),
        year=None,
        added_days_ago=100,
    ),
    entry(
        "title-word",
        "Learning to rank",
        "Gradient boosted trees order documents by relevance.",
        authors=("Chris Burges",),
        year=2019,
        added_days_ago=700,
    ),
]


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory):
    index = SearchIndex(tmp_path_factory.mktemp("query") / "index")
    index.rebuild(LIBRARY, "s1")
    yield index
    index.close()


def ids(index: SearchIndex, query: str) -> list[str]:
    return index.search(query, now=NOW, limit=None).ids


def found(index: SearchIndex, query: str) -> set[str]:
    return set(ids(index, query))


# --- free words ---------------------------------------------------------------------


def test_papers_with_all_the_words_rank_first_and_the_rest_still_come_back(
    index: SearchIndex,
) -> None:
    result = index.search("diffusion models", now=NOW)
    assert result.ids[0] == "both"  # "diffusion-only" says diffusion eight times, no models
    assert set(result.ids) == {"both", "diffusion-only", "models-only"}
    assert result.total == 3
    assert result.terms == ("diffusion", "models")
    scores = [hit.score for hit in result.hits]
    assert scores == sorted(scores, reverse=True)


def test_stemming_finds_other_forms_of_a_word(index: SearchIndex) -> None:
    assert found(index, "generating proteins") >= {"both"}
    assert "transformer" in found(index, "transformer")  # plural in the title


def test_a_paper_with_the_exact_words_outranks_one_with_other_forms(index: SearchIndex) -> None:
    assert ids(index, "networks graph")[:2] == ["networks", "graphs"] or ids(
        index, "networks graph"
    )[:2] == ["graphs", "networks"]
    assert ids(index, "learning")[0] == "title-word"


def test_phrases_need_the_words_in_a_row(index: SearchIndex) -> None:
    assert found(index, '"graph neural networks"') == {"graphs"}
    assert found(index, '"neural networks"') == {"graphs"}  # not "networks that are neural"
    assert found(index, '"state of the art"') == {"art"}  # stop words inside are skipped
    assert found(index, '"art of the state"') == set()


def test_prefix_and_fuzzy_words(index: SearchIndex) -> None:
    assert found(index, "transf*") == {"transformer"}
    assert found(index, "molecul*") == {"graphs"}
    assert found(index, "tranformers~") == {"transformer"}  # one letter missing
    assert found(index, "visoin~") == {"transformer"}  # two letters swapped
    assert found(index, "vizhon~") == set()
    assert found(index, "vizhon~2") == {"transformer"}  # two typos
    assert found(index, "fourir~") == {"diffusion-only"}  # authors forgive typos too


# --- fields -------------------------------------------------------------------------


def test_title_author_abstract_and_notes_fields(index: SearchIndex) -> None:
    assert found(index, "title:diffusion") == {"both", "diffusion-only"}
    assert found(index, "title:learning") == {"title-word"}
    assert found(index, "author:lovelace") == {"both"}
    assert found(index, 'author:"noam shazeer"') == {"transformer"}
    assert found(index, "author:schmidhuber") == {"networks"}
    assert found(index, "author:sparck") == {"art"}  # accents folded
    assert found(index, "abstract:rank") == set()  # only in a title
    assert found(index, "abstract:smoothing") == {"models-only"}
    assert found(index, "notes:zanzibar") == {"graphs"}
    assert found(index, "zanzibar") == {"graphs"}  # notes are searched by plain words too


def test_tags_status_venue_collection_and_id(index: SearchIndex) -> None:
    assert found(index, "tag:proteins") == {"both"}
    assert found(index, "tag:VISION") == {"transformer"}
    assert found(index, "status:to-read") == {"both"}
    assert found(index, "status:toread") == {"both"}
    assert found(index, "status:done") == {"diffusion-only"}
    assert found(index, "status:reading,dropped") == {"models-only", "graphs"}
    assert found(index, "status:new") == {"networks", "transformer", "art", "title-word"}
    assert found(index, "venue:icml") == {"transformer"}
    assert found(index, "collection:math") == {"diffusion-only"}
    assert found(index, "id:graphs") == {"graphs"}


def test_rating_and_year_ranges(index: SearchIndex) -> None:
    assert found(index, "rating:>=4") == {"both", "diffusion-only"}
    assert found(index, "rating:5") == {"both"}
    assert found(index, "rating:<3") == {
        "models-only",
        "graphs",
        "networks",
        "transformer",
        "art",
        "title-word",
    }  # 0 is unrated
    assert found(index, "rating:2..4") == {"diffusion-only", "models-only"}
    assert found(index, "year:2024..2026") == {"both", "diffusion-only"}
    assert found(index, "year:>=2023") == {"both", "diffusion-only", "graphs"}
    assert found(index, "year:2020-2021") == {"models-only", "transformer"}
    assert found(index, "year:<2020") == {"title-word"}  # no year: never in a year range


def test_added_dates_absolute_relative_and_named(index: SearchIndex) -> None:
    assert found(index, "added:<7d") == {"both", "graphs", "transformer"}
    assert found(index, "added:7d") == {"both", "graphs", "transformer"}
    assert found(index, "added:>1y") == {"models-only", "title-word"}
    assert found(index, "added:today") == {"graphs"}
    assert found(index, "added:this-week") == {"both", "graphs"}  # since Monday the 16th
    assert found(index, "added:2026-11") == {"both", "diffusion-only", "graphs", "transformer"}
    assert found(index, "added:>2026-11-14") == {"both", "graphs"}  # from the 15th on
    assert found(index, "added:2026-11-10..2026-11-14") == {"diffusion-only", "transformer"}
    assert found(index, "added:<2026") == {"models-only", "title-word"}


# --- operators ----------------------------------------------------------------------


def test_and_or_not_minus_and_parentheses(index: SearchIndex) -> None:
    assert found(index, "diffusion AND models") == {"both"}
    assert found(index, "protein OR heat") == {"both", "diffusion-only"}
    assert found(index, "diffusion NOT protein") == {"diffusion-only"}
    assert found(index, "diffusion -protein") == {"diffusion-only"}
    assert found(index, "-diffusion -graph") == {"models-only", "transformer", "art", "title-word"}
    assert found(index, "(heat OR protein) AND diffusion") == {"both", "diffusion-only"}
    assert found(index, "vision OR heat diffusion") == {"transformer", "diffusion-only", "both"}
    assert found(index, "diffusion status:to-read") == {"both"}
    assert found(index, "title:(graph OR attention)") == {"graphs", "networks", "transformer"}
    assert found(index, "-status:new rating:>=2") == {"both", "diffusion-only", "models-only"}


def test_operators_in_lower_case_are_words(index: SearchIndex) -> None:
    result = index.search("heat or protein", now=NOW)
    assert result.message == ""
    assert set(result.ids) == {"both", "diffusion-only"}


def test_empty_query_lists_everything(index: SearchIndex) -> None:
    assert index.search("", now=NOW, limit=None).total == len(LIBRARY)
    assert index.search("   ", now=NOW).total == len(LIBRARY)


def test_limit_keeps_the_total(index: SearchIndex) -> None:
    result = index.search("neural OR diffusion OR vision", now=NOW, limit=2)
    assert len(result.hits) == 2 and result.total == 5


# --- malformed queries --------------------------------------------------------------


@pytest.mark.parametrize(
    "query, hint, expected",
    [
        ('"graph neural', "closing quote", {"graphs"}),
        ("(heat OR protein", "Missing ')'", {"both", "diffusion-only"}),
        ("heat) diffusion", "Unmatched ')'", {"both", "diffusion-only"}),
        ("foo:heat", "Unknown field 'foo:'", {"diffusion-only"}),
        ("rating:lots diffusion", "Could not read 'rating:lots'", {"both", "diffusion-only"}),
        ("year:2026..2024", "as year:2024..2026", {"both", "diffusion-only"}),
        ("added:yesterweek", "Could not read the date", set()),
        ("added:2026-02-30", "not a real date", set()),
        ("status:someday", "Unknown status 'someday'", set()),
        ("OR diffusion", "'OR' needs words", {"both", "diffusion-only"}),
        ("diffusion AND", "'AND' needs words", {"both", "diffusion-only"}),
        ("title:", "Nothing after 'title:'", set()),
        ("author:(ada:(fourier", "Unknown field 'ada:'", {"both", "diffusion-only"}),  # names
    ],
)
def test_malformed_queries_give_a_hint_and_a_best_effort(
    index: SearchIndex, query: str, hint: str, expected: set[str]
) -> None:
    result = index.search(query, now=NOW, limit=None)
    assert hint in result.message
    assert set(result.ids) == expected


def test_only_common_words_say_there_is_nothing_to_search(index: SearchIndex) -> None:
    result = index.search("the of and", now=NOW)
    assert result.total == 0 and "Nothing to search for" in result.message


def test_parse_returns_a_whoosh_query_message_and_terms() -> None:
    query, message, terms = parse("title:diffusion prote* -heat foo:xy", NOW)
    assert message.startswith("Unknown field 'foo:'")
    assert terms == ("diffusion", "prote*", "foo", "xy")  # negated words are not marked
    assert "title" in str(query)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.text(
        alphabet=st.sampled_from(list("ab dif\"()-*~:<>=.,2026ANDORNOT\\'titlestatus")), max_size=40
    )
    | st.text(max_size=30)
)
def test_any_text_gives_a_result_and_never_raises(index: SearchIndex, text: str) -> None:
    result = index.search(text, now=NOW, highlight=3)
    assert isinstance(result, SearchResult)
    assert result.total >= len(result.hits)
    assert "damaged" not in result.message and "could not run" not in result.message


@pytest.mark.parametrize(
    "query",
    [
        "diffusion models",
        '"graph neural networks"',
        "abstract:smoothing",
        "status:toread diffusion",
        "title:(graph OR attention) -vision",
        "transf*",
    ],
)
def test_parsed_queries_run_on_whoosh_itself_with_the_same_papers(
    index: SearchIndex, query: str
) -> None:
    parsed, _, _ = parse(query, NOW)
    with index._ix.searcher() as searcher:
        ids = searcher.reader().column_reader("id")
        whoosh_ids = {ids[hit.docnum] for hit in searcher.search(parsed, limit=None)}
    assert whoosh_ids == found(index, query)
