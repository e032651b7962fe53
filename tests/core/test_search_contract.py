"""The contract between Lectern's fast search path and Whoosh's public interface.

Lectern reads posting lists and field lengths through Whoosh internals
(``lectern.core.search.whoosh_private``). These tests build a real index through Lectern's
own index code (several segments, deleted and replaced papers) and check that the fast
path answers exactly what Whoosh's public, slower interface answers; and that a bug in
that path is reported as a bug, never as a damaged index rebuilt over and over.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import whoosh
import whoosh.index
from whoosh import query as wq
from whoosh.classify import Bo1Model
from whoosh.codec.whoosh3 import W3LeafMatcher
from whoosh.reading import SegmentReader
from whoosh.scoring import BM25F, BM25FScorer
from whoosh.util.numeric import byte_to_length

from lectern.core.library import Library
from lectern.core.models import Annotation, Entry, Paper
from lectern.core.search import index as index_module
from lectern.core.search import whoosh_private
from lectern.core.search.index import INDEX_NAME, SearchIndex
from lectern.core.search.index_files import POINTER
from lectern.core.search.index_reading import RELATED_TERMS
from lectern.core.search.key_terms import key_terms
from lectern.core.search.postings import SegmentCache, Snapshot
from lectern.core.search.ranking import BM25, Evaluator, rank

WORDS = (
    "model learning network neural graph data training diffusion language transformer "
    "attention image vision robot policy reward sparse dense kernel bayesian inference "
    "causal language optimisation gradient convex federated privacy adversarial robust "
    "benchmark dataset retrieval ranking query index search embedding contrastive "
    "generative sampling markov chain monte carlo variational encoder decoder latent"
).split()


def _text(rng: random.Random, low: int, high: int) -> str:
    # Zipf-like: the first words are in most papers (posting lists of several blocks).
    n = rng.randint(low, high)
    return " ".join(WORDS[min(int(rng.paretovariate(0.9)) - 1, len(WORDS) - 1)] for _ in range(n))


def _entry(n: int, rng: random.Random, version: int = 0) -> Entry:
    paper = Paper(
        id=f"p:{n}",
        title=_text(rng, 3, 12),
        abstract=_text(rng, 5, 90) + (f" revised{version}" if version else ""),
    )
    return Entry(paper, Annotation(paper.id))


@pytest.fixture(scope="module")
def index_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """700 papers rebuilt into segments of 300, then 40 replaced and 15 deleted."""
    folder = tmp_path_factory.mktemp("contract") / "index"
    rng = random.Random(7)
    entries = [_entry(n, rng) for n in range(700)]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(index_module, "REBUILD_SEGMENT", 300)
        index = SearchIndex(folder)
        index.rebuild(entries, "s1", total=len(entries))
    index.update([_entry(n, rng, version=1) for n in range(0, 400, 10)], "s2")
    index.delete([f"p:{n}" for n in range(5, 700, 47)], "s3")
    index.close()
    return folder / (folder / POINTER).read_text("utf-8").strip()


@pytest.fixture
def snapshot(index_folder: Path) -> Iterator[tuple[Any, Snapshot]]:
    ix = whoosh.index.open_dir(str(index_folder), indexname=INDEX_NAME)
    with ix.searcher() as searcher:
        yield ix, Snapshot(searcher, SegmentCache())
    ix.close()


def test_the_index_has_several_segments_with_deletions(snapshot: tuple[Any, Snapshot]) -> None:
    _, snap = snapshot
    leaves = snap.reader.leaf_readers()
    assert len(leaves) >= 3
    assert sum(r.has_deletions() for r, _ in leaves) >= 2
    assert len(snap.deleted) == 40 + 15


def _public_postings(snap: Snapshot, field: str, text: Any) -> dict[int, float]:
    """docnum → weight through Whoosh's public matchers (which skip deleted documents)."""
    found: dict[int, float] = {}
    for reader, offset in snap.reader.leaf_readers():
        if (field, text) not in reader:
            continue
        matcher = reader.postings(field, text)
        while matcher.is_active():
            found[offset + matcher.id()] = matcher.weight()
            matcher.next()
    return found


@pytest.mark.parametrize("field", ["text", "title", "id"])
def test_fast_postings_equal_the_public_matchers(
    snapshot: tuple[Any, Snapshot], field: str
) -> None:
    _, snap = snapshot
    terms = list(snap.reader.lexicon(field))
    assert len(terms) >= 40
    for text in terms:
        fast, public = snap.postings(field, text), _public_postings(snap, field, text)
        assert {d: w for d, w in fast.items() if d not in snap.deleted} == public, text
        assert fast.keys() - public.keys() <= snap.deleted  # deleted ones left to the caller
    first = snap.reader.leaf_readers()[0][0]
    assert first.has_deletions()
    assert type(first.postings(field, terms[0]).child) is W3LeafMatcher  # the block reader
    if field == "text":  # posting lists of several blocks (Whoosh writes 128 postings a block)
        assert max(first.doc_frequency(field, t) for t in terms) > 128


@pytest.mark.parametrize("field", ["text", "title"])
def test_fast_field_lengths_equal_the_public_ones(
    snapshot: tuple[Any, Snapshot], field: str
) -> None:
    _, snap = snapshot
    fast = snap.lengths(field)
    assert len(fast) == snap.doc_count_all
    decoded = [byte_to_length(b) for b in fast]
    public = [snap.reader.doc_field_length(d, field) for d in range(snap.doc_count_all)]
    assert decoded == public
    assert len(set(public)) > 5


class LiveBM25F(BM25F):
    """Whoosh's BM25F with the statistics Lectern defines: the BM25 idf and the average
    length over live papers (replaced and deleted versions left out, as a rebuild would)."""

    def __init__(self, snap: Snapshot, **kwargs: float) -> None:
        super().__init__(**kwargs)
        self.snap = snap

    def idf(self, searcher: Any, fieldname: str, text: Any) -> float:  # noqa: ARG002 - Whoosh's API
        live = [
            d for d in _public_postings(self.snap, fieldname, text) if d not in self.snap.deleted
        ]
        n = self.snap.doc_count_all - len(self.snap.deleted)
        return math.log(1.0 + (n - len(live) + 0.5) / (len(live) + 0.5))

    def scorer(self, searcher: Any, fieldname: str, text: Any, qf: int = 1) -> Any:
        scorer = super().scorer(searcher, fieldname, text, qf)
        if isinstance(scorer, BM25FScorer):
            top = searcher.get_parent()
            lengths = [
                top.doc_field_length(d, fieldname)
                for d in range(self.snap.doc_count_all)
                if d not in self.snap.deleted
            ]
            scorer.avgfl = sum(lengths) / len(lengths)
        return scorer


@pytest.mark.parametrize(
    "query",
    [
        wq.Term("text", "diffus"),
        wq.Term("title", "graph"),
        wq.Term("text", "revised1"),
        wq.Or([wq.Term("text", "markov"), wq.Term("text", "chain"), wq.Term("title", "latent")]),
        wq.Or([wq.Term("text", "model", boost=1.0), wq.Term("title", "model", boost=2.5)]),
    ],
    ids=str,
)
def test_lectern_bm25_equals_whoosh_bm25f_on_plain_queries(
    snapshot: tuple[Any, Snapshot], query: Any
) -> None:
    ix, snap = snapshot
    (k1,) = {k for k, _ in BM25.values()}
    weighting = LiveBM25F(snap, K1=k1, **{f"{f}_B": b for f, (_, b) in BM25.items()})
    with ix.searcher(weighting=weighting) as searcher:
        theirs = {hit.docnum: hit.score for hit in searcher.search(query, limit=None)}
    ours = dict(rank(Evaluator(snap).evaluate(query), snap.deleted, None)[0])
    assert theirs and ours.keys() == theirs.keys()
    for docnum, score in theirs.items():
        assert ours[docnum] == pytest.approx(score, rel=1e-9), docnum


# --- the version check --------------------------------------------------------------


def test_key_terms_equal_whooshs_and_the_kept_frequencies_stay_true(
    snapshot: tuple[Any, Snapshot],
) -> None:
    """Related papers' key terms, read with each segment's word frequencies kept, are
    Whoosh's own (Bo1), for every paper, and again on a second pass through the cache."""
    _ix, snap = snapshot
    texts = [
        " ".join(snap.column(name, docnum) for name in ("title_text", "abstract_text"))
        for docnum in range(snap.doc_count_all)
        if docnum not in snap.deleted
    ]
    assert len(texts) > 600 and all(texts)
    for _ in range(2):  # the second pass answers from what the first kept
        for text in texts:
            assert key_terms(snap, "text", text, RELATED_TERMS) == (
                snap.searcher.key_terms_from_text(
                    "text", text, numterms=RELATED_TERMS, model=Bo1Model, normalize=True
                )
            )
    assert snap.cache.words_kept > 0
    assert key_terms(snap, "text", "", RELATED_TERMS) == []
    assert key_terms(snap, "text", "zzzunknownword", RELATED_TERMS) == []


def test_the_installed_whoosh_is_the_one_lectern_reads() -> None:
    whoosh_private.check_version(tuple(whoosh.__version__))


def test_another_whoosh_version_is_refused_in_plain_words() -> None:
    with pytest.raises(ImportError) as caught:
        whoosh_private.check_version((2, 7, 4))
    message = str(caught.value)
    assert "whoosh-reloaded 2.7.5" in message and "2.7.4 is installed" in message
    assert "pip install whoosh-reloaded==2.7.5" in message


# --- a bug is not damage ------------------------------------------------------------


def test_a_bug_in_the_fast_path_propagates_and_never_rebuilds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    library = Library.open(tmp_path / "lib")
    try:
        library.imports.import_sample()
        assert library.searching.search("diffusion").total > 0
        folder = library.index.folder
        generation = (folder / POINTER).read_text("utf-8")
        calls = []

        def broken(matcher: Any) -> tuple[list[int], list[float]]:
            calls.append(matcher)
            raise TypeError("a bug in reading postings")

        monkeypatch.setattr(whoosh_private, "read_postings", broken)
        with (
            caplog.at_level(logging.ERROR, logger="lectern.core.search"),
            pytest.raises(TypeError, match="a bug in reading postings"),
        ):
            library.searching.search("learning")
        assert calls
        logged = [r for r in caplog.records if r.exc_info]
        assert logged and logged[0].exc_info and logged[0].exc_info[0] is TypeError  # traceback

        # Checking the index (what starts a rebuild) meets the same bug and says so, each
        # time it is asked, instead of taking the index for damaged and rebuilding it.
        for _ in range(3):
            with pytest.raises(TypeError, match="a bug in reading postings"):
                library.ensure_index()
        assert (folder / POINTER).read_text("utf-8") == generation
        assert [p.name for p in folder.iterdir() if p.is_dir()] == [generation]

        monkeypatch.undo()
        assert library.index_state() == "ok"  # never marked damaged
        assert library.searching.search("diffusion").total > 0
    finally:
        library.close()


def test_a_search_typed_again_ranks_alike_without_reading_term_statistics(
    snapshot: tuple[Any, Snapshot], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A word's idf is the view's: worked out once, it is not looked up again in every
    segment's term table when the word is searched again (as typing a query does)."""
    _, snap = snapshot
    query = wq.And([wq.Term("text", "model"), wq.Term("text", "graph")])
    first = rank(Evaluator(snap).evaluate(query), snap.deleted, None)[0]
    looked_up: list[tuple[str, Any]] = []
    original = SegmentReader.doc_frequency

    def counted(self: SegmentReader, fieldname: str, text: Any) -> int:
        looked_up.append((fieldname, text))
        return int(original(self, fieldname, text))

    monkeypatch.setattr(SegmentReader, "doc_frequency", counted)
    again = rank(Evaluator(snap).evaluate(query), snap.deleted, None)[0]
    assert again == first and first
    assert looked_up == []
