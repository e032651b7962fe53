"""Bulk access to a Whoosh index: whole posting lists, field lengths and columns at once.

Reading a posting list block by block into a dict costs about 0.1 µs a posting; Whoosh's
matchers cost about 1 µs a posting in Python. The block and column readers use Whoosh's
internals, and live in :mod:`lectern.core.search.whoosh_private`.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Iterator, Set
from contextlib import contextmanager
from typing import Any

from whoosh.reading import SegmentReader, TermNotFound
from whoosh.util.numeric import byte_to_length

from lectern.core.search import whoosh_private
from lectern.core.search.length_counts import LengthCounts
from lectern.core.search.top_k import FEW, Impacts

_LENGTH_OF_BYTE = [byte_to_length(i) for i in range(256)]
# Postings kept between searches (typing "diffusion m", "mo", ...): about 33 bytes each. The
# common words of a few searches over 75,000 papers held more than 500,000, so each search
# read them again from every segment (most of a search, once it stopped scoring them all).
POSTINGS_CACHE = 1_500_000
IDF_CACHE = 100_000  # terms whose idf is kept between searches
IMPACTS_CACHE = 2_000_000  # papers of big words kept in BM25 order (12 bytes each)
PREFIX_CACHE = 256  # prefixes whose words are kept between searches
FEW_IDS = 100  # fewer paper ids than this are read one by one, not as whole columns


class SegmentCache:
    """Per-segment data that never changes once written: field lengths, how many papers
    have each length (kept on disk too), paper ids and word frequencies."""

    def __init__(self) -> None:
        self.lengths: dict[tuple[str, str], bytes] = {}
        self.counts = LengthCounts()
        self.ids: dict[str, list[str]] = {}
        # segment → (field, word) → its total weight there, None if absent (key_terms.py)
        self.frequencies: dict[str, dict[tuple[str, bytes], Any]] = {}
        self.words_kept = 0

    def forget_except(self, live: set[str]) -> None:
        for field_key in [k for k in self.lengths if k[0] not in live]:
            del self.lengths[field_key]
        for segment in [k for k in self.ids if k not in live]:
            del self.ids[segment]
        for segment in [k for k in self.frequencies if k not in live]:
            self.words_kept -= len(self.frequencies.pop(segment))


_UNREAD = object()  # a column this view has not looked for yet


class Snapshot:
    """One consistent view of the index (a Whoosh searcher) with fast bulk access."""

    def __init__(self, searcher: Any, cache: SegmentCache) -> None:
        self.searcher = searcher
        self.reader = searcher.reader()
        self.cache = cache
        self.leaves = [
            (r, off) for r, off in self.reader.leaf_readers() if isinstance(r, SegmentReader)
        ]  # an empty index has an EmptyReader
        self.offsets = [off for _, off in self.leaves]
        # The fields each segment holds words of: a plain word is looked up in seven fields,
        # and a segment without notes, marks or tags (most of them) is not asked for them.
        self.fields = [frozenset(r.indexed_field_names()) for r, _ in self.leaves]
        self.doc_count_all = self.reader.doc_count_all()
        deleted: set[int] = set()
        for r, off in self.leaves:
            if r.has_deletions():
                deleted.update(map(off.__add__, r.deleted_docs_set) if off else r.deleted_docs_set)
        self.deleted = frozenset(deleted)
        self._lengths: dict[str, bytes] = {}
        self._avg_lengths: dict[str, float] = {}
        self._idf: dict[tuple[str, Any], float] = {}
        self._columns: dict[tuple[int, str], Any] = {}  # None: the segment has no such column
        self._postings: dict[tuple[str, Any], dict[int, float]] = {}
        self._cached = 0
        # Big words' papers by BM25 contribution (top_k.py), and the words asked for once.
        self._impacts: dict[tuple[str, Any], Impacts] = {}
        self._impacts_kept = 0
        self._asked: set[tuple[str, Any]] = set()
        self._prefixes: dict[tuple[str, str], dict[bytes, int]] = {}  # see prefix_terms
        # Terms read inside `passing()`: kept for that lookup only (see there).
        self._passing: dict[tuple[str, Any], dict[int, float]] | None = None
        self.touched: list[tuple[str, Any]] = []  # terms read (re-read if a search fails)
        # Phrase checks already made in this view: (stems, columns) → docnum → found.
        self.phrases: dict[tuple[Any, ...], dict[int, bool]] = {}
        self.segments = [r.segment().segment_id() for r, _ in self.leaves]
        cache.forget_except(set(self.segments))

    @contextmanager
    def passing(self) -> Iterator[None]:
        """Terms read inside are kept only until it ends: a lookup of words no search is
        likely to ask for again (related papers: each paper's own telling words) reads
        each once, without filling the cache's memory for the searches typed later."""
        self._passing = {}
        try:
            yield
        finally:
            self._passing = None

    # --- postings and statistics ------------------------------------------------------
    def postings(self, field: str, text: Any, within: Set[int] | None = None) -> dict[int, float]:
        """docnum → weight for one term (deleted documents included); only `within` if given."""
        key = (field, text)
        self.touched.append(key)
        found = self._postings.get(key)
        if found is None and self._passing is not None:
            found = self._passing.get(key)
        if found is not None:
            if within is None or len(found) <= len(within):
                return found
            return {d: found[d] for d in within if d in found}
        merged: dict[int, float] = {}
        for (reader, offset), fields in zip(self.leaves, self.fields, strict=True):
            if field not in fields:
                continue
            try:
                matcher = reader.postings(field, text)
            except TermNotFound:
                continue
            ids, weights = whoosh_private.read_postings(matcher)
            pairs = zip(map(offset.__add__, ids), weights) if offset else zip(ids, weights)
            if within is None:
                merged.update(pairs)
            else:
                merged.update((d, w) for d, w in pairs if d in within)
        if within is not None:
            return merged
        if self._passing is not None:
            self._passing[key] = merged
            return merged
        self._cached += len(merged)
        if self._cached > POSTINGS_CACHE:
            self._postings.clear()
            self._cached = len(merged)
        self._postings[key] = merged
        return merged

    def impacts(
        self,
        field: str,
        text: Any,
        weights: dict[int, float],
        lengths: bytes,
        table: list[float],
    ) -> Impacts | None:
        """`weights` (a term's postings, more than `top_k.FEW`) by BM25 contribution, given
        this view's `lengths` of the field and `table` of length norms; None the first time
        a view is asked (sorting costs about what scoring every paper once does, so a word
        searched once is scored in full) and for postings narrowed to a filter's papers.
        Kept apart from the postings (which 75,000 papers' common words overflow), up to
        :data:`IMPACTS_CACHE` papers."""
        key = (field, text)
        found = self._impacts.get(key)
        if found is not None or len(weights) <= FEW:
            return found
        if self._passing is not None or self._postings.get(key) is not weights:
            return None  # a paper's own telling words (see passing()), or a filter's papers
        if key not in self._asked:
            if len(self._asked) >= IMPACTS_CACHE // FEW:
                self._asked.clear()
            self._asked.add(key)
            return None
        self._impacts_kept += len(weights)
        if self._impacts_kept > IMPACTS_CACHE:
            self._impacts.clear()
            self._impacts_kept = len(weights)
        found = self._impacts[key] = Impacts(weights, lengths, table)
        return found

    def prefix_terms(self, field: str, prefix: str) -> dict[bytes, int]:
        """Every term starting with `prefix` and its document count, segment by segment.

        (Whoosh's merged term iteration looks each term up in every segment: seconds for
        a one-letter prefix.) Kept for this view: reading the term tables again was most of
        a search for "transform*" typed again.
        """
        key = (field, prefix)
        kept = self._prefixes.get(key)
        if kept is not None:
            return kept
        found: dict[bytes, int] = {}
        for reader, _ in self.leaves:
            try:
                for text, info in reader.iter_prefix(field, prefix):
                    found[text] = found.get(text, 0) + info.doc_frequency()
            except TermNotFound:
                continue
        if len(self._prefixes) >= PREFIX_CACHE:
            self._prefixes.clear()
        self._prefixes[key] = found
        return found

    def doc_frequency(self, field: str, text: Any) -> int:
        frequency = 0
        try:
            for (reader, _), fields in zip(self.leaves, self.fields, strict=True):
                if field in fields:
                    frequency += reader.doc_frequency(field, text)
        except TermNotFound:  # no such field
            return 0
        return frequency

    # Statistics count live documents only. Whoosh keeps replaced versions of a paper
    # (each note save replaces one) in its counts until segments merge; leaving them out
    # makes scores depend on the papers alone, so a rebuilt index ranks exactly alike.
    def idf(self, field: str, text: Any) -> float:
        """The term's BM25 idf in this view, worked out once: a document frequency is a
        look-up in every segment's term table (a fifth of a search over 75,000 papers)."""
        key = (field, text)
        found = self._idf.get(key)
        if found is None:
            found = self._idf_of(field, text)
            if self._passing is None:  # not a paper's own telling words (see passing())
                if len(self._idf) >= IDF_CACHE:
                    self._idf.clear()
                self._idf[key] = found
        return found

    def _idf_of(self, field: str, text: Any) -> float:
        n = max(self.doc_count_all - len(self.deleted), 1)
        df = self.doc_frequency(field, text)
        if self.deleted and df:
            found = self.postings(field, text)
            df = len(found) - len(self.deleted.intersection(found))
        df = min(df, n)
        return math.log(1.0 + (n - df + 0.5) / (df + 0.5))

    def avg_length(self, field: str) -> float:
        found = self._avg_lengths.get(field)
        if found is None:
            lengths = self.lengths(field)
            counts: Counter[int] = Counter()
            for (reader, offset), segment in zip(self.leaves, self.segments, strict=True):
                part = lengths[offset : offset + reader.doc_count_all()]
                counts.update(self.cache.counts.of(segment, field, part))
            if self.deleted:  # also in C: a Python loop over 15,000 replaced papers took 1 ms
                counts.subtract(Counter(map(lengths.__getitem__, self.deleted)))
            live = sum(counts.values())
            total = sum(n * _LENGTH_OF_BYTE[i] for i, n in sorted(counts.items()) if n)
            found = self._avg_lengths[field] = (total / live if live else 0.0) or 1.0
        return found

    def lengths(self, field: str) -> bytes:
        """Encoded field length of every document, indexed by global docnum."""
        found = self._lengths.get(field)
        if found is None:
            parts = []
            for reader, _ in self.leaves:
                key = (reader.segment().segment_id(), field)
                data = self.cache.lengths.get(key)
                if data is None:
                    data = whoosh_private.segment_lengths(reader, field)
                    self.cache.lengths[key] = data
                parts.append(data)
            found = self._lengths[field] = b"".join(parts)
        return found

    def _few_ids(self, docnums: list[int]) -> dict[int, str]:
        """The ids of these documents in segments whose ids are not all read yet, read from
        the id column's lengths (those it cannot are left to :meth:`column`)."""
        by_leaf: dict[int, list[int]] = {}
        for docnum in docnums:
            i, local = self._leaf(docnum)
            by_leaf.setdefault(i, []).append(local)
        found: dict[int, str] = {}
        for i, locals_ in by_leaf.items():
            segreader, offset = self.leaves[i]
            if segreader.segment().segment_id() in self.cache.ids:
                continue
            values = whoosh_private.few_values(segreader, "id", locals_) or {}
            found.update((offset + n, v.decode("utf-8") if v else "") for n, v in values.items())
        return found

    def all_docs(self) -> set[int]:
        return set(range(self.doc_count_all))

    # --- columns ---------------------------------------------------------------------
    def _leaf(self, docnum: int) -> tuple[int, int]:
        i = bisect_right(self.offsets, docnum) - 1
        return i, docnum - self.offsets[i]

    def column(self, field: str, docnum: int) -> str:
        i, local = self._leaf(docnum)
        key = (i, field)
        reader = self._columns.get(key, _UNREAD)
        if reader is _UNREAD:  # first asked in this view (a segment without notes has no column)
            segreader = self.leaves[i][0]
            reader = self._columns[key] = (
                segreader.column_reader(field, translate=False)
                if segreader.has_column(field)  # a stat of the column's file, once per view
                else None
            )
        if reader is None:
            return ""
        value = reader[local]
        return value.decode("utf-8") if value else ""

    def paper_ids(self, docnums: Iterable[int]) -> list[str]:
        docnums = list(docnums)
        few = len(docnums) <= FEW_IDS  # a top 20 (`lectern search`): no need to read every id
        looked_up = self._few_ids(docnums) if few else {}
        out = []
        for docnum in docnums:
            i, local = self._leaf(docnum)
            segreader = self.leaves[i][0]
            segid = segreader.segment().segment_id()
            ids = self.cache.ids.get(segid)
            if ids is None and few:
                found = looked_up.get(docnum)
                out.append(self.column("id", docnum) if found is None else found)
                continue
            if ids is None:
                reader = segreader.column_reader("id", translate=True)
                ids = self.cache.ids[segid] = list(reader)
            out.append(ids[local])
        return out
