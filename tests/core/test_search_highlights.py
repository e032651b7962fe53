"""Highlights show what matched: a phrase where its words stand together, a fuzzy word by
the words the index found for it. Real Whoosh index in tmp_path."""

from __future__ import annotations

import gzip
import itertools
import json
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

from lectern.core.models import Annotation, Entry, Paper
from lectern.core.search.analysis import index_term, tokens
from lectern.core.search.highlight import MARK_CLOSE, MARK_OPEN, mark_terms, match_spans, term_spans
from lectern.core.search.index import SearchIndex
from lectern.core.search.query import parse_query

PAPERS = [
    (
        "p:llm",
        "Transformers as large language models",
        "Large language models are "
        "transformers. A model of their attention shows what the model attends to.",
    ),
    (
        "p:check",
        "Model checking of concurrent programs",
        "We check a model of each program against its specification; its language never changes.",
    ),
    ("p:vision", "Vision transformers for images", "A transformer reads image patches."),
]
MARKED = re.compile(re.escape(MARK_OPEN) + "(.*?)" + re.escape(MARK_CLOSE))


@pytest.fixture
def index(tmp_path: Path) -> Iterator[SearchIndex]:
    entries = [
        Entry(Paper(id=pid, title=title, abstract=abstract), Annotation(pid))
        for pid, title, abstract in PAPERS
    ]
    index = SearchIndex(tmp_path / "index")
    index.rebuild(entries, "s1", total=len(entries))
    yield index
    index.close()


def marked(fragments: Mapping[str, str]) -> list[str]:
    return [m.lower() for html in fragments.values() for m in MARKED.findall(html)]


def test_a_phrase_marks_its_occurrences_and_never_a_lone_word(index: SearchIndex) -> None:
    result = index.search('"language model"', highlight=5)
    assert result.ids == ["p:llm"]
    (hit,) = result.hits
    assert marked(hit.fragments) == ["language models"] * 2  # title and abstract
    assert "model of their attention" in hit.fragments["abstract"]  # the lone ones, unmarked
    assert result.terms == ("language model",)


def test_a_fuzzy_word_marks_the_words_it_matched(index: SearchIndex) -> None:
    result = index.search("tranformer~", highlight=5)
    assert set(result.ids) == {"p:llm", "p:vision"}
    by_id = {hit.id: marked(hit.fragments) for hit in result.hits}
    assert by_id["p:llm"] == ["transformers", "transformers"]
    assert by_id["p:vision"] == ["transformers", "transformer"]
    assert result.terms == ("transform",)  # what the list and the detail pane mark


def test_a_fuzzy_word_that_matches_nothing_marks_nothing(index: SearchIndex) -> None:
    result = index.search("zqxwvy~ transformers", highlight=5)
    assert result.terms == ("transformers",)


def test_papers_listed_in_another_order_get_the_same_marks(index: SearchIndex) -> None:
    found = index.fragments('tranformer~ "language model"', ["p:vision", "p:llm", "p:check"])
    assert marked(found["p:vision"]) == ["transformers", "transformer"]
    title, abstract = ["transformers", "language models"], ["language models", "transformers"]
    assert marked(found["p:llm"]) == title + abstract
    assert not found.get("p:check")  # its lone "model" is no match


def test_mark_terms_marks_a_phrase_as_a_whole() -> None:
    text = "A language model is a model of language."
    html = mark_terms(text, ["language model"])
    assert MARKED.findall(html) == ["language model"]


def test_a_hyphenated_phrase_is_one_mark_as_it_is_written() -> None:
    text = "A key-value store keeps a key and its value; key-value stores scale."
    assert MARKED.findall(mark_terms(text, ["key value store"])) == [
        "key-value store",
        "key-value stores",
    ]
    # The words apart (an unquoted key-value): joined by a hyphen they are one mark.
    assert MARKED.findall(mark_terms(text, ["key", "value"])) == [
        "key-value",
        "key",
        "value",
        "key-value",
    ]


ARXIV_QUERIES = ("graph neural networks", "large language models", "transform*", "diffusion")


def _real_abstracts(shared_data: Path, count: int) -> list[str]:
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rt", encoding="utf-8") as lines:
        return [json.loads(line)["summary"] for line in itertools.islice(lines, count)]


def test_a_hit_is_highlighted_stemming_only_the_words_that_could_match(
    shared_data: Path,
) -> None:
    """Twenty highlighted hits stem a handful of words each, not their whole abstracts
    (what made a search wait on its highlights)."""
    abstract = next(a for a in _real_abstracts(shared_data, 500) if "graph" in a.lower())
    words = len(tokens(abstract))
    before = index_term.cache_info()
    spans = term_spans(abstract, ("graph", "neural"))
    after = index_term.cache_info()
    asked = after.hits + after.misses - before.hits - before.misses
    assert [abstract[s:e].lower() for s, e in spans if "graph" in abstract[s:e].lower()]
    assert asked <= words // 4, f"stemmed {asked} of {words} words"


@pytest.mark.slow
def test_real_abstracts_get_every_matching_word_marked(shared_data: Path) -> None:
    """Each word whose stem the query names is marked, and nothing else, in 2,000 real
    abstracts: the candidate words found first miss none."""
    asked = []
    for query in ARXIV_QUERIES:  # each query's marks read once, each abstract's words once
        marks = parse_query(query).highlights
        asked.append((query, marks.stems["abstract"], tuple(marks.prefixes["abstract"])))
    for abstract in _real_abstracts(shared_data, 2000):
        words = [(t.start, t.end, t.term) for t in tokens(abstract) if t.term is not None]
        for query, stems, prefixes in asked:
            matched = [
                (start, end)
                for start, end, term in words
                if term in stems or term.startswith(prefixes or "\0")
            ]
            spans = match_spans(abstract, stems, prefixes)
            covered = {(s, e) for s, e in matched if any(a <= s and e <= b for a, b in spans)}
            assert covered == set(matched), (query, abstract[:80])
            starts, ends = {s for s, _ in matched}, {e for _, e in matched}
            assert all(a in starts and b in ends for a, b in spans), (query, abstract[:80])


def test_a_word_is_marked_only_where_it_stands_whole() -> None:
    """The end of a longer word ("xmodel"), or of a dotted one ("i.e.model"), is not the
    word: only "model" and "models" standing alone are marked, at a line's start too."""
    text = "xmodel e.model one model two\nmodels i.e.model three *model (model) Model-based"
    stems = {"model"}  # its own stem
    marked = [text[s:e] for s, e in match_spans(text, stems)]
    assert marked == ["model", "models", "model", "Model"]
