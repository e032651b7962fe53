"""Highlights show what matched: a phrase where its words stand together, a fuzzy word by
the words the index found for it. Real Whoosh index in tmp_path."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

from lectern.core.models import Annotation, Entry, Paper
from lectern.core.search.highlight import MARK_CLOSE, MARK_OPEN, mark_terms
from lectern.core.search.index import SearchIndex

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
