"""Finding papers: the query language over the index, the window's views, related and
recommended papers, the order of a list, and the saved searches.

The `Searching` part of :class:`lectern.core.library.Library`. Reads only, safe from any
thread, except the saved searches' changes. A view (`compute_view`) is what the paper list
shows for a sidebar item and the search text: the window computes it on its reader thread,
`lectern list` and a script with `view`, and all get the same ids in the same order.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from lectern.core.library.collections import Collections
from lectern.core.library.papers import Papers
from lectern.core.library.queue import Queue
from lectern.core.library.reading import Reading
from lectern.core.library.state import LibraryState
from lectern.core.models import STARRED_QUERY, Status, is_starred, utcnow
from lectern.core.results import Change, ChangeKind, Hit, SearchResult, SortKey
from lectern.core.said import said
from lectern.core.search.query.scope import split_scope
from lectern.core.search.spelling import FEW
from lectern.core.sorting import sort_ids
from lectern.core.view import Scope, ScopeKind, ViewRequest, ViewResult

RECOMMENDED_LIMIT = 50
SMALL_SCOPE = 5000  # a scope this small is narrowed through the index first


class Searching:
    """Searches, views and orders of the library's papers, and the searches the user saved."""

    def __init__(
        self,
        state: LibraryState,
        papers: Papers,
        collections: Collections,
        queue: Queue,
        reading: Reading,
    ) -> None:
        self._state = state
        self._papers = papers
        self._collections = collections
        self._queue = queue
        self._reading = reading

    # --- search ----------------------------------------------------------------------------
    def search(
        self,
        query: str,
        *,
        limit: int | None = None,
        highlight: int = 0,
        sort: SortKey = SortKey.RELEVANCE,
        descending: bool = False,
    ) -> SearchResult:
        """Ranked ids for a query; an empty query lists the whole library by `sort`.

        The Trash is left out; `in:trash` searches it alone (the rest of the query as usual).
        `in:queue` searches the reading queue, listed in its order when there are no words.
        """
        state = self._state
        index = state.index
        query, place, problem = split_scope(query)
        in_trash = place == "trash"
        if place == "queue":
            scope: dict[str, None] = dict.fromkeys(self._queue.ids())
        else:
            scope = state.trash if in_trash else state.live
        if not query.strip():
            if place == "queue" and sort is SortKey.RELEVANCE:
                ids = list(scope)
                hits = [Hit(pid, 0.0) for pid in ids[:limit]]
                return SearchResult(query, hits, len(ids), problem)
            key = SortKey.ADDED if sort is SortKey.RELEVANCE else sort
            ids = self.sort_ids(
                list(scope), key, descending=descending if sort is not SortKey.RELEVANCE else True
            )
            hits = [Hit(pid, 0.0) for pid in ids[:limit]]
            return SearchResult(query, hits, len(ids), problem)
        result = index.search(
            query,
            limit=None if sort is not SortKey.RELEVANCE else limit,
            highlight=highlight if sort is SortKey.RELEVANCE else 0,
            exclude=() if in_trash else state.trash,
            only=scope if place else None,
        )
        if problem:  # both said, the scope's first
            both = said("{first}; {second}", first=problem, second=result.message)
            result = replace(result, message=both if result.message else problem)

        hits = [hit for hit in result.hits if hit.id in scope]
        if sort is not SortKey.RELEVANCE:
            by_id = {hit.id: hit for hit in hits}
            order = self.sort_ids(list(by_id), sort, descending=descending)[:limit]
            hits = [by_id[pid] for pid in order]
            if highlight:  # the papers shown first, not the most relevant ones
                found = index.fragments(query, [h.id for h in hits[:highlight]])
                hits = [h._replace(fragments=found[h.id]) if h.id in found else h for h in hits]
        return replace(result, hits=hits)

    def corrections(self, query: str, found: int) -> tuple[tuple[str, str], ...]:
        """ "Did you mean …" for a search that found `found` papers: its misspelt words, each
        with the library's word that makes the search find more (lectern.core.search.spelling;
        `spelling.corrected` applies them to the words as typed); () when the search found
        `FEW` or more, or nothing better is near. Asked apart from the search, so the papers
        found are shown without waiting for it."""
        if found >= FEW:
            return ()
        state = self._state
        words, place, _ = split_scope(query)
        if not words.strip():
            return ()
        if place == "queue":
            scope: Collection[str] | None = self._queue.ids()
        else:
            scope = state.trash if place == "trash" else None
        exclude = () if place == "trash" else state.trash
        return state.index.corrections(words, found, exclude=exclude, only=scope)

    def sort_ids(self, ids: Sequence[str], key: SortKey, *, descending: bool = False) -> list[str]:
        """`ids` in the order of `key` (a field of the paper or of its annotation)."""
        state = self._state
        return sort_ids(ids, key, state.by_id.__getitem__, state.annotations, descending=descending)

    def starred_ids(self) -> set[str]:
        """The starred papers as the index answers, so the list and its count always agree."""
        return set(self.search(STARRED_QUERY).ids)

    def related(self, paper_id: str, limit: int = 10) -> list[Hit]:
        """Papers like this one, from the library (never the Trash)."""
        live = self._state.live
        return [hit for hit in self._state.index.related(paper_id, limit) if hit.id in live]

    def recommended(self, limit: int = 50) -> list[Hit]:
        """Papers most like the starred ones that the user has not read or dropped."""
        notes, live = self._state.annotations, self._state.live
        liked = sorted(
            (
                (ann.modified or utcnow(), pid)
                for pid, ann in notes.items()
                if is_starred(ann) and pid in live
            ),
            reverse=True,
        )[:20]
        liked_ids = {pid for _, pid in liked}
        scores: dict[str, float] = {}
        for _, pid in liked:
            for hit in self.related(pid, 25):
                status = notes.get(hit.id).status
                if hit.id not in liked_ids and status not in (Status.READ, Status.DROPPED):
                    scores[hit.id] = scores.get(hit.id, 0.0) + hit.score
        # Highest score first; equal scores keep the order they were first found in.
        best = sorted(scores.items(), key=lambda item: item[1], reverse=True)[:limit]
        return [Hit(pid, score) for pid, score in best]

    # --- views -----------------------------------------------------------------------------
    def view(
        self,
        scope: Scope | str = "all",
        text: str = "",
        *,
        sort: SortKey | None = None,
        descending: bool = False,
    ) -> ViewResult:
        """The papers of a sidebar scope matching `text`, in the order the window lists them:
        newest first, by relevance with search words, or by `sort`. The Trash shows only in
        its own scope. ValueError for a scope Lectern has not (see `Scope.parse`).
        """
        chosen = Scope.parse(scope) if isinstance(scope, str) else scope
        return self.compute_view(ViewRequest(chosen, text, sort, descending))

    def compute_view(self, request: ViewRequest) -> ViewResult:
        """Search (or take everything), narrow to the scope, sort; the Trash only in its own.

        Without search words the natural order is newest first; with them, relevance.
        """
        kind, value = request.scope.kind, request.scope.value
        text = request.text.strip()
        missing = False
        if kind is ScopeKind.SAVED:
            saved = self.saved_searches().get(value)
            missing = saved is None
            text = _combine(saved or "", text)

        if kind is ScopeKind.TRASH:
            if not text:  # most recently deleted first
                ids = self._papers.trash_ids()
                ordered = (
                    ids
                    if request.sort is None
                    else self.sort_ids(ids, request.sort, descending=request.descending)
                )
                return ViewResult(request=request, ids=ordered, natural=ids, listed=len(ids))
            text = f"in:trash {text}"  # `in:` applies to the whole query
        if kind is ScopeKind.QUEUE:  # in the queue's order, search words or not
            return self._listed_view(request, text, self._queue.ids(), "in:queue ")
        if kind is ScopeKind.RECENT:  # the most recently read first, search words or not
            return self._listed_view(request, text, self._reading.recently_read(), "")
        if kind is ScopeKind.DUPLICATES:  # group by group (the groups hold live papers only)
            groups = [group.ids for group in self._papers.possible_duplicates()]
            return self._listed_view(request, text, [p for g in groups for p in g], "", groups)
        result: SearchResult | None = self.search(text) if text else None
        ids = result.ids if result is not None else list(self._state.live)
        listed = len(self._papers.trash_ids()) if kind is ScopeKind.TRASH else None
        if kind is ScopeKind.RECOMMENDED:
            recommended = [hit.id for hit in self.recommended(RECOMMENDED_LIMIT)]
            listed = len(recommended)
            if result is not None:  # the best match first
                chosen = set(recommended)
                recommended = [pid for pid in ids if pid in chosen]
            natural = recommended
        else:
            ids = self._narrow(request.scope, ids)
            if result is None:
                key = request.sort or SortKey.ADDED
                descending = request.descending if request.sort else True
                natural = self.sort_ids(ids, key, descending=descending)
                if request.sort is not None:
                    return ViewResult(
                        request=request, ids=natural, natural=None, missing_scope=missing
                    )
            else:
                natural = ids
        return self._answer(
            request, natural, result, searched=bool(text), missing=missing, listed=listed
        )

    def _narrow(self, scope: Scope, ids: list[str]) -> list[str]:
        """Keep the ids in the scope."""
        kind, value = scope.kind, scope.value
        notes = self._state.annotations
        if kind is ScopeKind.STATUS:
            status = Status(value)
            return [pid for pid in ids if notes.get(pid).status is status]
        if kind is ScopeKind.STARRED:
            starred = self.starred_ids()
            return [pid for pid in ids if pid in starred]
        if kind is ScopeKind.TAG:
            wanted = value.casefold()
            candidates = set(self.search(f"tag:{_phrase(value)}").ids)
            return [
                pid
                for pid in ids
                if pid in candidates and any(t.casefold() == wanted for t in notes.get(pid).tags)
            ]
        if kind is ScopeKind.COLLECTION:
            return self._in_collection(value, ids)
        return ids

    def _in_collection(self, name: str, ids: list[str]) -> list[str]:
        """Exact collection membership, cheaply: the index narrows, the paper record decides.

        A collection holding the whole library is answered from the counts, and a small one
        through the index first; the rest read each paper's collections (not its abstract).
        """
        size = self._collections.counts().get(name, 0)
        if size == len(self._state.live):
            return ids
        if size <= SMALL_SCOPE:
            candidates = set(self.search(f"collection:{_phrase(name)}").ids)
            ids = [pid for pid in ids if pid in candidates]
        return [pid for pid in ids if name in self._papers.collections_of(pid)]

    def _listed_view(
        self,
        request: ViewRequest,
        text: str,
        natural: list[str],
        scope: str,
        groups: list[tuple[str, ...]] | None = None,
    ) -> ViewResult:
        """A view of papers in an order of their own (the queue, Recently read, the duplicate
        `groups`). Searched, it lists the matching papers best match first, as every view
        does; a group stays together, where its best match ranks."""
        listed = len(natural)
        result = self.search(f"{scope}{text}") if text else None
        if result is not None:
            in_view = set(natural)
            ranked = [pid for pid in result.ids if pid in in_view]
            natural = ranked if groups is None else _by_best_member(ranked, groups)
        return self._answer(request, natural, result, searched=bool(text), listed=listed)

    def _answer(
        self,
        request: ViewRequest,
        natural: list[str],
        result: SearchResult | None,
        *,
        searched: bool,
        missing: bool = False,
        listed: int | None = None,
    ) -> ViewResult:
        """The view of `natural` (its own order) in the order the request asks for."""
        ordered = natural
        if request.sort is not None:
            ordered = self.sort_ids(natural, request.sort, descending=request.descending)
        return ViewResult(
            request=request,
            ids=ordered,
            natural=natural,
            terms=result.terms if result else (),
            message=result.message if result else "",
            missing_scope=missing,
            searched=searched,
            listed=listed,
            query=result.query if result else "",
            pdf_only=frozenset(h.id for h in result.hits if h.pdf_only) if result else frozenset(),
        )

    # --- saved searches --------------------------------------------------------------------
    def saved_searches(self) -> dict[str, str]:
        """Each saved search's name → its query."""
        return self._state.annotations.searches()

    def save_search(self, name: str, query: str) -> None:
        state = self._state
        state.require_writable()
        with state.write_lock:
            state.annotations.save_search(name, query)
        state.notify(Change(ChangeKind.SEARCHES))

    def rename_search(self, old: str, new: str) -> None:
        state = self._state
        state.require_writable()
        with state.write_lock, state.recorder.action():
            state.annotations.rename_search(old, new)
        state.notify(Change(ChangeKind.SEARCHES))

    def delete_search(self, name: str) -> None:
        state = self._state
        state.require_writable()
        with state.write_lock:
            state.annotations.delete_search(name)
        state.notify(Change(ChangeKind.SEARCHES))


def _combine(first: str, second: str) -> str:
    if first.strip() and second.strip():
        return f"({first}) AND ({second})"
    return first.strip() or second.strip()


def _phrase(value: str) -> str:
    return '"' + value.replace('"', " ") + '"'


def _by_best_member(ranked: list[str], groups: list[tuple[str, ...]]) -> list[str]:
    """The matching papers of each group, together, the groups in the order of their best
    match and each group's papers in theirs."""
    rank = {pid: n for n, pid in enumerate(ranked)}
    matched = [sorted((p for p in g if p in rank), key=rank.__getitem__) for g in groups]
    in_order = sorted(filter(None, matched), key=lambda group: rank[group[0]])
    return [pid for group in in_order for pid in group]
