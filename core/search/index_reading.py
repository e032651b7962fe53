"""Reading the search index: searches, highlighted fragments and related papers.

A part of :class:`~lectern.core.search.index.SearchIndex` (which owns the files, health and
writes). Only errors that mean unreadable index files
(:func:`~lectern.core.search.whoosh_private.is_damage`) are reported as a damaged index;
any other error is a bug: it is logged with its traceback and propagates.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from whoosh import query as wq

from lectern.core.deferred_log import DeferredLogger
from lectern.core.hits import Hit, SearchResult
from lectern.core.said import in_turn, said
from lectern.core.search import whoosh_private
from lectern.core.search.highlight import expanded_stems, fragments, shown_terms
from lectern.core.search.index_files import Damage, damage_expected
from lectern.core.search.length_counts import COUNTS
from lectern.core.search.postings import SegmentCache, Snapshot
from lectern.core.search.query import TEXT_PLACES, parse_query
from lectern.core.search.ranking import Evaluator, PdfPages, pdf_only, rank
from lectern.core.search.spelling import corrected, corrections

if TYPE_CHECKING:
    from lectern.core.search.index_holdings import Holding

log = DeferredLogger(__name__)

RELATED_TERMS = 15
BROKEN = said("The search index is damaged; `lectern check --repair` rebuilds it.")
NOT_READY = said("The search index is not ready yet; `lectern check --repair` rebuilds it.")
FAILED = said("Lectern could not run this search; try fewer or simpler words.")


# The files the index reads, opened after following CURRENT (None, None when there are none).
Opened = Callable[[], tuple[Any, str | None]]
# After a failed read: are the files damaged (checking the terms that read touched)?
FilesDamaged = Callable[[Sequence[tuple[str, Any]]], bool]


class IndexReading:
    """The reading half of :class:`~lectern.core.search.index.SearchIndex`: a part the index
    holds as `index.reading`, owning what only reading uses (the snapshot of the segments,
    their cache, the PDFs' pages). The index gives it its files and its health check, and
    stays the face callers search through."""

    def __init__(
        self, folder: Path, read_lock: threading.RLock, opened: Opened, damaged: FilesDamaged
    ) -> None:
        self._folder = folder
        self._read_lock = read_lock  # the index's: a search never sees a generation switch
        self._opened = opened
        self._files_damaged = damaged
        self._cache = SegmentCache()
        self._snap: Snapshot | None = None
        # The PDFs' pages (search/pages.py), given by the library once it has opened them.
        self.pages: PdfPages | None = None

    def _snapshot(self) -> Snapshot | None:
        """The current view, refreshed when a commit (here or elsewhere) changed the index."""
        ix, generation = self._opened()
        if ix is None:
            return None
        if self._snap is not None and self._snap.searcher.up_to_date():
            return self._snap
        # Not Searcher.refresh(): it reuses a segment's reader even when that segment has
        # gained deletions, so a replaced paper would show up twice.
        self.drop_snapshot()
        self._cache.counts.use(self._folder / str(generation) / COUNTS)
        self._snap = Snapshot(ix.searcher(), self._cache)
        return self._snap

    def drop_snapshot(self) -> None:
        """Close the view (the index is opened again, or closed)."""
        if self._snap is not None:
            self._snap.searcher.close()
            self._snap = None

    def search(
        self,
        query: str,
        *,
        limit: int | None = 50,
        highlight: int = 0,
        now: datetime | None = None,
        exclude: Collection[str] = (),
        only: Collection[str] | None = None,
    ) -> SearchResult:
        """Ranked hits (all-words matches first), fragments for the first `highlight` hits.

        `exclude` leaves papers out (the Trash), `only` searches among those papers alone
        (`in:trash`); both count in the total as they should.
        """
        parsed = parse_query(query, now)
        notes = [parsed.message] if parsed.message else []
        with self._read_lock, damage_expected() as damage:
            try:
                snap = self._snapshot()
                if snap is None:
                    return SearchResult(
                        query, [], 0, in_turn([*notes, NOT_READY]), shown_terms(parsed.terms, {})
                    )
                snap.touched.clear()
                evaluator = Evaluator(snap, self.pages)
                match = evaluator.evaluate(parsed.query)
                ranked, total = rank(match, self._left_out(snap, exclude, only), limit)
                ids = snap.paper_ids(d for d, _ in ranked)
                only_pdf = pdf_only(match, {d for d, _ in ranked})
                self._cache.counts.save(snap.segments)
                hits = []
                extra = expanded_stems(parsed.highlights, evaluator.expanded)
                for n, ((docnum, score), paper_id) in enumerate(zip(ranked, ids)):
                    if n < highlight:
                        texts = {p: snap.column(f"{p}_text", docnum) for p in TEXT_PLACES}
                        hits.append(
                            Hit(
                                paper_id,
                                round(score, 4),
                                fragments(texts, parsed.highlights, extra),
                                docnum in only_pdf,
                            )
                        )
                    else:
                        hits.append(Hit(paper_id, round(score, 4), pdf_only=docnum in only_pdf))
            except Exception as exc:  # noqa: BLE001 - _read_failed re-raises all but damage
                broken = self._read_failed(exc, damage, f"search for {query!r}")
                message = BROKEN if broken else FAILED
                return SearchResult(query, [], 0, message, shown_terms(parsed.terms, {}))
        notes += [
            said("'{word}' matches many words — searched the most common of them", word=w)
            for w in dict.fromkeys(evaluator.capped)
        ]
        terms = shown_terms(parsed.terms, evaluator.expanded)
        return SearchResult(query, hits, total, in_turn(notes), terms)

    def corrections(
        self,
        query: str,
        found: int,
        *,
        now: datetime | None = None,
        exclude: Collection[str] = (),
        only: Collection[str] | None = None,
    ) -> tuple[tuple[str, str], ...]:
        """The misspelt words of a search that found `found` papers, each with the library's
        word for it (lectern.core.search.spelling), when the corrected search finds more;
        () otherwise. `exclude` and `only` as for `search`."""
        with self._read_lock, damage_expected() as damage:
            try:
                snap = self._snapshot()
                if snap is None:
                    return ()
                offered = corrections(snap.reader, query)
                if not offered:
                    return ()
                better = parse_query(corrected(query, offered), now)
                match = Evaluator(snap, self.pages).evaluate(better.query)
                _, total = rank(match, self._left_out(snap, exclude, only), 0)
            except Exception as exc:  # noqa: BLE001 - _read_failed re-raises all but damage
                self._read_failed(exc, damage, f"corrections for {query!r}")
                return ()
        return tuple(offered.items()) if total > found else ()

    @staticmethod
    def _left_out(
        snap: Snapshot, exclude: Collection[str], only: Collection[str] | None
    ) -> frozenset[int]:
        if only is not None:
            kept = {d for pid in only for d in snap.postings("id", pid)}
            return frozenset(snap.all_docs() - kept) | snap.deleted
        if not exclude:
            return snap.deleted
        return snap.deleted | {d for pid in exclude for d in snap.postings("id", pid)}

    def fragments(
        self, query: str, ids: Sequence[str], *, now: datetime | None = None
    ) -> dict[str, dict[str, str]]:
        """Highlighted fragments of these papers for `query` (a list sorted by year, say)."""
        parsed = parse_query(query, now)
        out: dict[str, dict[str, str]] = {}
        with self._read_lock, damage_expected() as damage:
            try:
                snap = self._snapshot()
                if snap is None:
                    return out
                evaluator = Evaluator(snap)
                evaluator.expand_fuzzy(parsed.query)
                extra = expanded_stems(parsed.highlights, evaluator.expanded)
                for paper_id in ids:
                    docnums = set(snap.postings("id", paper_id)) - snap.deleted
                    if docnums:
                        texts = {p: snap.column(f"{p}_text", min(docnums)) for p in TEXT_PLACES}
                        out[paper_id] = fragments(texts, parsed.highlights, extra)
            except Exception as exc:  # noqa: BLE001 - _read_failed re-raises all but damage
                self._read_failed(exc, damage, f"fragments for {query!r}")
        return out

    def related(self, paper_id: str, limit: int = 10) -> list[Hit]:
        """Papers whose abstracts share this one's most telling words (Whoosh's key terms),
        enough of them to be closely related (`closely_related`): none when nothing is."""
        # Here, as read_holdings below: `lectern search` asks neither (nor Whoosh's classify).
        from lectern.core.search.key_terms import closely_related, key_terms

        with self._read_lock, damage_expected() as damage:
            try:
                snap = self._snapshot()
                if snap is None:
                    return []
                snap.touched.clear()
                own = set(snap.postings("id", paper_id)) - snap.deleted
                if not own:
                    return []
                docnum = min(own)
                text = " ".join(snap.column(c, docnum) for c in ("title_text", "abstract_text"))
                if not text.strip():
                    return []
                terms = key_terms(snap, "text", text, RELATED_TERMS)
                q = wq.Or([wq.Term("text", term, boost=weight) for term, weight in terms])
                with snap.passing():  # a paper's own telling words: not worth keeping
                    evaluator = Evaluator(snap)
                    found, _ = rank(evaluator.evaluate(q), snap.deleted | own, limit * 3)
                    candidates = {d for d, _ in found}
                    held = [
                        (
                            weight,
                            candidates.intersection(evaluator.evaluate(wq.Term("text", t)).docs),
                        )
                        for t, weight in terms
                    ]
                ranked = [(d, score) for d, score in found if closely_related(held, d)][:limit]
                return [
                    Hit(pid, round(score, 4))
                    for (_, score), pid in zip(ranked, snap.paper_ids(d for d, _ in ranked))
                ]
            except Exception as exc:  # noqa: BLE001 - _read_failed re-raises all but damage
                self._read_failed(exc, damage, f"related papers for {paper_id}")
                return []

    def holdings(self) -> dict[str, Holding] | None:
        """What the index holds of each paper's status, stars and tags (`lectern check`
        compares it with the store); None when there is no index to read."""
        from lectern.core.search.index_holdings import read_holdings

        with self._read_lock, damage_expected() as damage:
            try:
                snap = self._snapshot()
                return None if snap is None else read_holdings(snap)
            except Exception as exc:  # noqa: BLE001 - _read_failed re-raises all but damage
                self._read_failed(exc, damage, "reading what the index holds")
                return None

    def _read_failed(self, exc: Exception, damage: Damage, what: str) -> bool:
        """A read raised: a programming error propagates with its traceback; unreadable index
        files are logged, marked found and checked. True when the index is damaged."""
        if not whoosh_private.is_damage(exc):
            log.exception("%s failed", what)
            raise exc
        log.error("%s failed: %r", what, exc)
        damage.found = True
        return self._files_damaged(self._snap.touched if self._snap is not None else [])
