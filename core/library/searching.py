"""Searching the library: the query language over the index, the window's views, related
and recommended papers.

Part of :class:`lectern.core.library.Library` (a mixin). Reads only: safe from any thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, cast

from lectern.core.models import Status, is_starred, utcnow
from lectern.core.results import Hit, SearchResult, SortKey
from lectern.core.search.query.scope import split_scope
from lectern.core.view import Scope, ViewRequest, ViewResult, compute_view

if TYPE_CHECKING:
    from lectern.core.library import Library
    from lectern.core.search.index import SearchIndex
    from lectern.core.storage.annotations import AnnotationTable


class LibrarySearch:
    """The searching half of the library facade."""

    # Provided by Library.
    index: SearchIndex
    _notes: AnnotationTable
    _live: dict[str, None]
    _trash: dict[str, None]
    queue_ids: Callable[[], list[str]]
    sort_ids: Callable[..., list[str]]

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
        query, place, problem = split_scope(query)
        in_trash = place == "trash"
        if place == "queue":
            scope: dict[str, None] = dict.fromkeys(self.queue_ids())
        else:
            scope = self._trash if in_trash else self._live
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
        result = self.index.search(
            query,
            limit=None if sort is not SortKey.RELEVANCE else limit,
            highlight=highlight if sort is SortKey.RELEVANCE else 0,
            exclude=() if in_trash else self._trash,
            only=scope if place else None,
        )
        if problem:
            result = replace(result, message="; ".join(m for m in (problem, result.message) if m))
        hits = [hit for hit in result.hits if hit.id in scope]
        if sort is not SortKey.RELEVANCE:
            by_id = {hit.id: hit for hit in hits}
            order = self.sort_ids(list(by_id), sort, descending=descending)[:limit]
            hits = [by_id[pid] for pid in order]
            if highlight:  # the papers shown first, not the most relevant ones
                found = self.index.fragments(query, [h.id for h in hits[:highlight]])
                hits = [h._replace(fragments=found[h.id]) if h.id in found else h for h in hits]
        return replace(result, hits=hits)

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
        library = cast("Library", self)  # this mixin is always part of a Library
        return compute_view(library, ViewRequest(chosen, text, sort, descending))

    def related(self, paper_id: str, limit: int = 10) -> list[Hit]:
        """Papers like this one, from the library (never the Trash)."""
        return [hit for hit in self.index.related(paper_id, limit) if hit.id in self._live]

    def recommended(self, limit: int = 50) -> list[Hit]:
        """Papers most like the starred ones that the user has not read or dropped."""
        liked = sorted(
            (
                (ann.modified or utcnow(), pid)
                for pid, ann in self._notes.items()
                if is_starred(ann) and pid in self._live
            ),
            reverse=True,
        )[:20]
        liked_ids = {pid for _, pid in liked}
        scores: dict[str, float] = {}
        for _, pid in liked:
            for hit in self.related(pid, 25):
                status = self._notes.get(hit.id).status
                if hit.id not in liked_ids and status not in (Status.READ, Status.DROPPED):
                    scores[hit.id] = scores.get(hit.id, 0.0) + hit.score
        # Highest score first; equal scores keep the order they were first found in.
        best = sorted(scores.items(), key=lambda item: item[1], reverse=True)[:limit]
        return [Hit(pid, score) for pid, score in best]
