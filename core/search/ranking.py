"""Runs a parsed query over the Whoosh index fast enough for 75,000 papers.

Whoosh's own matchers walk posting lists one document at a time in Python (~100 ms for
a two-word query over 75,000 abstracts). Here each term's whole posting list is read at
once (:mod:`lectern.core.search.postings`) and the query tree is evaluated with set algebra,
which runs in C; BM25 is computed only for the documents that can reach the page being shown.
All-words-first ranking falls out of the same sets: the documents in every word's set
form the first tier.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection
from functools import partial
from typing import Any, Protocol

from whoosh import query as wq
from whoosh.matching import ListMatcher, NullMatcher
from whoosh.util.numeric import byte_to_length

from lectern.core.search import whoosh_private
from lectern.core.search.analysis import PhraseCheck, text_terms
from lectern.core.search.postings import SegmentCache, Snapshot
from lectern.core.search.query.nodes import AllWords, InAbstract, InPdf, TextPhrase, run_on_whoosh
from lectern.core.search.top_k import FEW, Impacts, Ranked, best

# BM25 parameters per field: (k1, b). Tuned on the classic relevance collections.
BM25 = {
    "text": (1.2, 0.6),
    "title": (1.2, 0.5),
    "title_exact": (1.2, 0.5),
    "notes": (1.2, 0.75),
    "authors": (1.2, 0.3),
    "venue": (1.2, 0.3),
    "collection": (1.2, 0.3),
    "tags": (1.2, 0.0),
    "fulltext": (1.2, 0.75),  # a PDF's page, in the pages' index
}
SCORED_FIELDS = frozenset(BM25)
MAX_EXPANSION = 200  # prefix / fuzzy words searched at most (the most frequent)
MAX_EXPANDED_POSTINGS = 150_000  # and the papers they may bring in, counted per word
RESTRICT_BELOW = 0.25  # share of the library below which filters narrow the word lookups
FILTER_FIELDS = frozenset(
    {
        "status",
        "id",
        "tags",
        "rating",
        "year",
        "added",
        "modified",
        "last_read",
        "progress",
        "key",
        "kind",
    }
    | {"record"}
)
_LENGTH_OF_BYTE = [byte_to_length(i) for i in range(256)]


class Scorer:
    """BM25 contribution of one term in one field (times a boost) to the documents holding
    it; `impacts` the same documents by contribution, for the best few of many (top_k.py)."""

    __slots__ = ("weights", "lengths", "table", "factor", "impacts")

    def __init__(
        self,
        weights: dict[int, float],
        lengths: bytes,
        table: list[float],
        factor: float,
        impacts: Impacts | None = None,
    ) -> None:
        self.weights = weights
        self.lengths = lengths
        self.table = table
        self.factor = factor
        self.impacts = impacts

    def boosted(self, boost: float) -> Scorer:
        return Scorer(self.weights, self.lengths, self.table, self.factor * boost, self.impacts)

    def add(self, acc: dict[int, float], docs: set[int]) -> None:
        weights, lengths, table, c = self.weights, self.lengths, self.table, self.factor
        if len(weights) < len(docs):
            for d, w in weights.items():
                if d in docs:
                    acc[d] += c * w / (w + table[lengths[d]])
        else:  # the few it holds found in C first: most candidates lack a title word
            for d in weights.keys() & docs:
                weight = weights[d]
                acc[d] += c * weight / (weight + table[lengths[d]])


class ConstScorer:
    __slots__ = ("docs", "value")

    def __init__(self, docs: Any, value: float) -> None:
        self.docs = docs
        self.value = value

    def boosted(self, boost: float) -> ConstScorer:
        return ConstScorer(self.docs, self.value * boost)

    def add(self, acc: dict[int, float], docs: set[int]) -> None:
        for d in self.docs & docs if len(self.docs) < len(docs) else docs & self.docs:
            acc[d] += self.value


class PdfScorer:
    """The scores papers get from their PDFs' pages. Its own kind, so that ranking can put
    papers found only in their PDF below those the title, abstract or notes match."""

    __slots__ = ("values",)

    def __init__(self, values: dict[int, float]) -> None:
        self.values = values

    def boosted(self, boost: float) -> PdfScorer:
        return PdfScorer({d: s * boost for d, s in self.values.items()})

    def add(self, acc: dict[int, float], docs: set[int]) -> None:
        for d, s in self.values.items():
            if d in docs:
                acc[d] += s


class PdfPages(Protocol):
    """What the evaluator asks of the pages' index (lectern.core.search.pages)."""

    def paper_scores(self, query: Any) -> dict[str, float]: ...


class Match:
    """Documents a query node matches, the scorers that rank them, and its first tier."""

    __slots__ = ("docs", "scorers", "first")

    def __init__(self, docs: Any, scorers: list[Any] | None = None, first: Any = None) -> None:
        self.docs = docs
        self.scorers = scorers or []
        self.first = first

    def scores(self, docs: set[int]) -> dict[int, float]:
        acc = dict.fromkeys(docs, 0.0)
        for scorer in self.scorers:
            scorer.add(acc, docs)
        return acc


EMPTY = Match(frozenset())


class Evaluator:
    """Turns a Whoosh query tree into a :class:`Match` over one snapshot."""

    def __init__(self, snap: Snapshot, pages: PdfPages | None = None) -> None:
        self.snap = snap
        self.pages = pages  # the PDFs' pages, when the library has them
        # Papers an enclosing AND allows: anything outside may be left out (never required).
        self.within: set[int] | None = None
        # (field, fuzzy stem) → the words the index found for it, for highlights
        self.expanded: dict[tuple[str, str], list[str]] = {}
        self.capped: list[str] = []
        self._tables: dict[str, list[float]] = {}  # field → BM25's length norm per length

    def evaluate(self, q: Any) -> Match:
        evaluate_kind = _EVALUATE_BY_KIND.get(type(q))  # its exact kind: a subclass (an
        if evaluate_kind is not None:  # ordered And, say) means more than its parent does
            return evaluate_kind(self, q)
        if isinstance(q, whoosh_private.NULL_QUERY):
            return EMPTY
        if isinstance(q, wq.MultiTerm):
            return self._expand(q)
        if isinstance(q, wq.NumericRange):  # a filter: no score of its own
            return Match(self.evaluate(whoosh_private.compile_query(q, self.snap.reader)).docs)
        return self._fallback(q)

    # --- leaves ----------------------------------------------------------------------
    def _eval_term(self, q: wq.Term) -> Match:
        return self._term(q.fieldname, q.text, q.boost)

    def _term(self, field: str, text: Any, boost: float = 1.0) -> Match:
        weights = self.snap.postings(field, text, self.within)
        if not weights:
            return EMPTY
        if field not in SCORED_FIELDS:
            return Match(weights.keys())
        return Match(weights.keys(), [self._scorer(field, text, weights, boost)])

    def _scorer(self, field: str, text: Any, weights: dict[int, float], boost: float) -> Scorer:
        k1, b = BM25[field]
        table = self._tables.get(field)
        if table is None:
            avg = self.snap.avg_length(field)
            table = [k1 * (1.0 - b + b * length / avg) for length in _LENGTH_OF_BYTE]
            self._tables[field] = table
        factor = boost * self.snap.idf(field, text) * (k1 + 1.0)
        lengths = self.snap.lengths(field)
        impacts = self.snap.impacts(field, text, weights, lengths, table)
        return Scorer(weights, lengths, table, factor, impacts)

    def terms_of(self, q: Any) -> list[Any]:
        """The index terms a Term, range, prefix or fuzzy word stands for.

        A short prefix or fuzzy word can stand for thousands of words: the most frequent
        are kept, up to :data:`MAX_EXPANSION` words and :data:`MAX_EXPANDED_POSTINGS`.
        """
        if isinstance(q, wq.Term):
            return [q.text]
        field, reader = q.fieldname, self.snap.reader
        if isinstance(q, wq.TermRange):  # a filter: every term counts
            return list(whoosh_private.query_texts(q, reader))
        if isinstance(q, wq.Prefix):
            found = [(df, text) for text, df in self.snap.prefix_terms(field, q.text).items()]
        else:
            texts = list(whoosh_private.query_texts(q, reader))
            if isinstance(q, wq.FuzzyTerm):  # Whoosh's automaton counts a swap as two typos
                seen = {t.decode("utf-8") if isinstance(t, bytes) else t for t in texts}
                texts += [t for t in _swaps(q.text, q.prefixlength) if t not in seen]
            found = [(self.snap.doc_frequency(field, t), t) for t in texts]
        found = sorted((f for f in found if f[0]), key=lambda f: -f[0])
        kept: list[Any] = []  # bytes from Whoosh's term lists, str for added swaps
        volume = 0
        for df, text in found:
            if len(kept) >= MAX_EXPANSION or (kept and volume + df > MAX_EXPANDED_POSTINGS):
                self.capped.append(getattr(q, "text", ""))
                break
            kept.append(text)
            volume += df
        return kept

    def _expand(self, q: Any) -> Match:
        field = q.fieldname
        texts = self.terms_of(q)
        if isinstance(q, wq.TermRange):
            return self._union([self._term(field, t) for t in texts], filter_only=True)
        if isinstance(q, wq.FuzzyTerm):
            self._found(q, texts)
        return self._union([self._term(field, t, q.boost) for t in texts])

    def _found(self, q: wq.FuzzyTerm, texts: list[Any]) -> None:
        words = [t.decode("utf-8") if isinstance(t, bytes) else t for t in texts[:20]]
        self.expanded.setdefault((q.fieldname, q.text), []).extend(words)

    def expand_fuzzy(self, q: Any) -> None:
        """Look up the words of every fuzzy term in `q` without running the query (the
        highlights of papers listed in another order than the search's)."""
        if isinstance(q, wq.FuzzyTerm):
            self._found(q, self.terms_of(q))
        for child in q.children():
            self.expand_fuzzy(child)

    def _eval_term_range(self, q: wq.TermRange) -> Match:
        return Match(self._expand(q).docs)

    def _eval_every(self, _q: wq.Every) -> Match:
        return Match(self.snap.all_docs() if self.within is None else set(self.within))

    def _eval_constant_score_query(self, q: wq.ConstantScoreQuery) -> Match:
        child = self.evaluate(q.child)
        return Match(child.docs, [ConstScorer(child.docs, q.score)])

    # --- compounds ---------------------------------------------------------------------
    def _eval_or(self, q: wq.Or) -> Match:
        match = self._union([self.evaluate(s) for s in q.subqueries])
        return self._boost(match, q.boost)

    def _union(self, matches: list[Match], filter_only: bool = False) -> Match:
        matches = [m for m in matches if m.docs]
        if not matches:
            return EMPTY
        if len(matches) == 1:
            return matches[0]
        docs = set().union(*(m.docs for m in matches))
        scorers = [] if filter_only else [s for m in matches for s in m.scorers]
        first = None
        if any(m.first is not None for m in matches):
            first = set().union(*(m.docs if m.first is None else m.first for m in matches))
        return Match(docs, scorers, first)

    def _eval_and(self, q: wq.And) -> Match:
        positives = [s for s in q.subqueries if not isinstance(s, wq.Not)]
        negatives = [s.query for s in q.subqueries if isinstance(s, wq.Not)]
        if not positives:
            positives = [wq.Every()]
        # Filters first (status:, rating:, year: ...): when they leave few papers, the
        # words are only looked up among those.
        cheap = [s for s in positives if _is_filter(s)]
        rest = [s for s in positives if not _is_filter(s)]
        matches = [self.evaluate(s) for s in cheap]
        outer = self.within
        if matches and rest:
            narrowed = self._intersect(matches).docs
            if len(narrowed) < RESTRICT_BELOW * max(self.snap.doc_count_all, 1):
                self.within = set(narrowed) if outer is None else outer & set(narrowed)
        try:
            match = self._intersect(matches + [self.evaluate(s) for s in rest])
            if negatives and match.docs:
                match = self._exclude(match, self._union([self.evaluate(s) for s in negatives]))
        finally:
            self.within = outer
        return self._boost(match, q.boost)

    def _intersect(self, matches: list[Match]) -> Match:
        if len(matches) == 1:
            return matches[0]
        ordered = sorted(matches, key=lambda m: len(m.docs))
        docs = set(ordered[0].docs)
        for m in ordered[1:]:
            if not docs:
                return EMPTY
            docs.intersection_update(m.docs)
        first = None
        if any(m.first is not None for m in matches):
            first = set(docs)
            for m in matches:
                if m.first is not None:
                    first &= m.first
        return Match(docs, [s for m in matches for s in m.scorers], first)

    @staticmethod
    def _exclude(match: Match, negative: Match) -> Match:
        if not negative.docs:
            return match
        docs = set(match.docs) - set(negative.docs)
        first = None if match.first is None else set(match.first) - set(negative.docs)
        return Match(docs, match.scorers, first)

    def _eval_and_not(self, q: wq.AndNot) -> Match:
        return self._exclude(self.evaluate(q.a), self.evaluate(q.b))

    def _eval_not(self, q: wq.Not) -> Match:
        return self._exclude(self._eval_every(wq.Every()), self.evaluate(q.query))

    def _eval_and_maybe(self, q: wq.AndMaybe) -> Match:
        required, optional = self.evaluate(q.a), self.evaluate(q.b)
        return Match(required.docs, required.scorers + optional.scorers, required.first)

    @staticmethod
    def _boost(match: Match, boost: float) -> Match:
        if boost == 1.0:
            return match
        return Match(match.docs, [s.boosted(boost) for s in match.scorers], match.first)

    # --- Lectern's own nodes -----------------------------------------------------------
    def _eval_all_words(self, q: AllWords) -> Match:
        units = [self.evaluate(u) for u in q.units]
        live = [u for u in units if u.docs]
        if not live:
            return EMPTY
        docs = set().union(*(u.docs for u in live))
        scorers = [s for u in live for s in u.scorers]
        if len(live) < len(units) or len(units) == 1:
            return Match(docs, scorers, set() if len(units) > 1 else None)
        # Smallest first: each intersection walks the smaller side, and the result shrinks.
        parts = sorted((u.docs if u.first is None else u.first for u in live), key=len)
        first = parts[0] & parts[1]
        for part in parts[2:]:
            first &= part
        return Match(docs, scorers, first)

    def _eval_text_phrase(self, q: TextPhrase) -> Match:
        check = PhraseCheck(q.stems)
        parts: list[Match] = []
        for field, columns in q.sources():
            units = [self._term(field, stem) for stem in q.stems]
            candidates = self._intersect(units) if all(u.docs for u in units) else EMPTY
            if not candidates.docs:
                continue
            if len(self.snap.phrases) > 16:
                self.snap.phrases.clear()
            known = self.snap.phrases.setdefault((q.stems, columns), {})
            unknown = [d for d in candidates.docs if d not in known]
            column = self.snap.column
            known.update((d, any(check.found(column(c, d)) for c in columns)) for d in unknown)
            found = {d for d in candidates.docs if known[d]}
            if found:
                parts.append(Match(found, [s.boosted(q.boost) for s in candidates.scorers]))
        return self._union(parts)

    def _eval_in_abstract(self, q: InAbstract) -> Match:
        """Words of the text field minus papers that have them only in the title."""
        inner = self.evaluate(q.child)
        if not inner.docs:
            return EMPTY
        stems = {t.decode("utf-8") if isinstance(t, bytes) else t for t in self.terms_of(q.child)}
        in_title = set().union(*(self.snap.postings("title", s).keys() for s in stems))
        docs = set(inner.docs)
        unsure = docs & in_title
        docs -= in_title
        docs.update(
            d
            for d in unsure
            if stems.intersection(text_terms(self.snap.column("abstract_text", d)))
        )
        return Match(docs, inner.scorers)

    def _eval_in_pdf(self, q: InPdf) -> Match:
        """Papers whose PDF pages match the child query, scored by their best page."""
        if self.pages is None:
            return EMPTY
        found = self.pages.paper_scores(q.child)
        weights: dict[int, float] = {}
        deleted, within = self.snap.deleted, self.within
        for paper_id, score in found.items():
            for docnum in self.snap.postings("id", paper_id):
                if docnum not in deleted and (within is None or docnum in within):
                    weights[docnum] = score * q.boost
        if not weights:
            return EMPTY
        return Match(weights.keys(), [PdfScorer(weights)])

    # --- anything else: Whoosh's own matchers ------------------------------------------
    def _fallback(self, q: Any) -> Match:
        scores: dict[int, float] = {}
        for sub, offset in self.snap.searcher.leaf_searchers():
            matcher = q.matcher(sub)
            while matcher.is_active():
                scores[offset + matcher.id()] = matcher.score()
                matcher.next()
        return Match(scores.keys(), [_DictScorer(scores)])


# How each kind of query node is evaluated, by its exact type; any other kind falls back
# on Whoosh's own matchers (see Evaluator.evaluate).
_EVALUATE_BY_KIND: dict[type, Callable[[Evaluator, Any], Match]] = {
    wq.Term: Evaluator._eval_term,
    wq.TermRange: Evaluator._eval_term_range,
    wq.Every: Evaluator._eval_every,
    wq.ConstantScoreQuery: Evaluator._eval_constant_score_query,
    wq.Or: Evaluator._eval_or,
    wq.And: Evaluator._eval_and,
    wq.AndNot: Evaluator._eval_and_not,
    wq.Not: Evaluator._eval_not,
    wq.AndMaybe: Evaluator._eval_and_maybe,
    AllWords: Evaluator._eval_all_words,
    TextPhrase: Evaluator._eval_text_phrase,
    InAbstract: Evaluator._eval_in_abstract,
    InPdf: Evaluator._eval_in_pdf,
}


def _whoosh_matcher(q: Any, searcher: Any) -> Any:
    """Whoosh's own matcher for one of Lectern's nodes (`Searcher.search` runs them too): the
    documents this evaluator finds, with its scores."""
    snap = Snapshot(searcher, SegmentCache())
    match = Evaluator(snap).evaluate(q)
    docs = sorted(set(match.docs) - snap.deleted)
    if not docs:
        return NullMatcher()
    scores = match.scores(set(docs))
    return ListMatcher(docs, [scores[d] for d in docs])


run_on_whoosh(_whoosh_matcher)


class _DictScorer:
    __slots__ = ("values",)

    def __init__(self, values: dict[int, float]) -> None:
        self.values = values

    def boosted(self, boost: float) -> _DictScorer:
        return _DictScorer({d: s * boost for d, s in self.values.items()})

    def add(self, acc: dict[int, float], docs: set[int]) -> None:
        for d, s in self.values.items():
            if d in docs:
                acc[d] += s


def rank(
    match: Match, deleted: frozenset[int], limit: int | None
) -> tuple[list[tuple[int, float]], int]:
    """(docnum, score) of the best `limit` matches, all-words matches first; and the total."""
    tiers, total = _tiers(match, deleted)
    hits: list[tuple[int, float]] = []
    count = len(tiers)
    for n, tier_of in enumerate(tiers):
        want = None if limit is None else limit - len(hits)
        if want is not None and want <= 0:
            break
        tier = tier_of()
        bonus = TIER_BONUS * (count - 1 - n)
        found = None if want is None or want >= len(tier) else best_in_tier(match, tier, want)
        if found is not None:
            scores = match.scores(set(found))
            hits.extend((d, scores[d] + bonus) for d in found)
            continue
        scores = match.scores(tier)
        if want is None or want >= len(scores):
            best = sorted(scores, key=scores.__getitem__, reverse=True)
        else:
            best = heapq.nlargest(want, scores, key=scores.__getitem__)
        hits.extend((d, scores[d] + bonus) for d in best)
    return hits, total


def ranked_tiers(match: Match, deleted: frozenset[int]) -> tuple[list[set[int]], int]:
    """The match's papers in the tiers they are ranked in (every word before some words,
    papers found only in their PDF after the rest), and how many papers there are."""
    tiers, total = _tiers(match, deleted)
    return [tier_of() for tier_of in tiers], total


def _tiers(match: Match, deleted: frozenset[int]) -> tuple[list[Callable[[], set[int]]], int]:
    """The tiers of `ranked_tiers`, each made when asked: the papers with only some of the
    words (most of a search for common words) are not set apart when the fifty shown all
    have every word."""
    docs = set(match.docs)  # a copy of a set is a copy of its table: no element is hashed
    docs.difference_update(deleted)
    total = len(docs)
    tiers: list[set[int]] = [docs]
    first: set[int] | None = None
    if match.first is not None and match.first:
        first = docs.intersection(match.first)
        if not first or len(first) >= total:
            first = None
    only_pdf = pdf_only(match, docs)
    if first is not None and not only_pdf:
        top: set[int] = first
        return [lambda: top, lambda: docs - top], total
    if first is not None:
        tiers = [first, docs - first]
    if only_pdf:  # found only in their PDF: below every title, abstract or notes match
        tiers = [t - only_pdf for t in tiers] + [t & only_pdf for t in tiers]
        tiers = [t for t in tiers if t]
    return [partial(_same, t) for t in tiers], total


def _same(tier: set[int]) -> set[int]:
    return tier


def best_in_tier(
    match: Match,
    tier: set[int],
    want: int,
    scores_of: Callable[[set[int]], dict[int, float]] | None = None,
) -> list[int] | None:
    """The `want` best of a tier without scoring all of it (top_k.py), when every scorer
    is a word the index ranked or has few papers; None to score them all. `scores_of`
    scores the papers it is given (the match's own scores unless told)."""
    parts: list[Ranked | Collection[int]] = []
    for scorer in match.scorers:
        if isinstance(scorer, Scorer) and scorer.impacts is not None and len(scorer.weights) > FEW:
            parts.append(Ranked(scorer.impacts, scorer.factor))
            continue
        docs = _papers_of(scorer)
        if docs is None or len(docs) > FEW:
            return None
        parts.append(docs)
    return best(parts, tier, want, scores_of or match.scores)


def _papers_of(scorer: Any) -> Collection[int] | None:
    if isinstance(scorer, Scorer):
        return scorer.weights.keys()
    if isinstance(scorer, ConstScorer):
        docs: Collection[int] = scorer.docs
        return docs
    if isinstance(scorer, (PdfScorer, _DictScorer)):
        return scorer.values.keys()
    return None


TIER_BONUS = 1000.0  # added to the scores of each tier for each tier below it


def pdf_only(match: Match, docs: set[int]) -> set[int]:
    """The documents among `docs` that only their PDF's pages match: no other scorer of
    the match gives them anything (with `fulltext:` alone, all of them)."""
    pdf = [s for s in match.scorers if isinstance(s, PdfScorer)]
    if not pdf:
        return set()
    candidates: set[int] = set()
    for scorer in pdf:
        candidates.update(d for d in scorer.values if d in docs)
    if not candidates:
        return set()
    others = Match(candidates, [s for s in match.scorers if not isinstance(s, PdfScorer)])
    return {d for d, score in others.scores(candidates).items() if score <= 0.0}


def _is_filter(q: Any) -> bool:
    """Cheap to evaluate and usually selective: status, tags, ids, numeric ranges."""
    if isinstance(q, wq.NumericRange):
        return True
    if isinstance(q, wq.Term):
        return q.fieldname in FILTER_FIELDS
    if isinstance(q, (wq.Or, wq.And)) and type(q) in (wq.Or, wq.And):
        return all(_is_filter(s) for s in q.subqueries)
    return False


def _swaps(word: str, keep: int) -> list[str]:
    """The word with two neighbouring letters swapped ("visoin" → "vision"), keeping a prefix."""
    return list(
        dict.fromkeys(
            word[:i] + word[i + 1] + word[i] + word[i + 2 :]
            for i in range(keep, len(word) - 1)
            if word[i] != word[i + 1]
        )
    )
