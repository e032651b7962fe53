"""Lectern's own query nodes, used alongside Whoosh's in a parsed query tree.

:mod:`lectern.core.search.ranking` evaluates them over bulk postings; their ``matcher()``
lets Whoosh's own ``Searcher.search`` run them too (slower, same documents).
"""

from __future__ import annotations

from typing import Any

from whoosh import query as wq
from whoosh.matching import ListMatcher, NullMatcher

# Where each searchable text lives: the posting field to find candidates in and the
# stored columns a phrase is checked against.
TEXT_SOURCES = {
    "title": ("title", ("title_text",)),
    "abstract": ("text", ("abstract_text",)),
    "notes": ("notes", ("notes_text",)),
    "marks": ("marks", ("marks_text",)),
    "fulltext": ("fulltext", ("fulltext_text",)),  # in the PDF pages' index (search/pages.py)
}


class _LecternQuery(wq.Query):
    """Shared plumbing: equality by value and a matcher computed by Lectern's evaluator."""

    boost = 1.0

    def _key(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, _LecternQuery)
            and type(other) is type(self)
            and other._key() == self._key()
        )

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._key()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}{self._key()!r}"

    __str__ = __repr__

    def estimate_size(self, ixreader: Any) -> int:
        count: int = ixreader.doc_count_all()
        return count

    def estimate_min_size(self, ixreader: Any) -> int:
        return 0

    def matcher(self, searcher: Any, context: Any = None) -> Any:
        from lectern.core.search.postings import SegmentCache, Snapshot
        from lectern.core.search.ranking import Evaluator

        snap = Snapshot(searcher, SegmentCache())
        match = Evaluator(snap).evaluate(self)
        docs = sorted(set(match.docs) - snap.deleted)
        if not docs:
            return NullMatcher()
        scores = match.scores(set(docs))
        return ListMatcher(docs, [scores[d] for d in docs])


class AllWords(_LecternQuery):
    """Free words: any of them matches, documents with all of them rank first."""

    def __init__(self, units: list[Any], boost: float = 1.0) -> None:
        self.units = units
        self.boost = boost

    def _key(self) -> tuple[Any, ...]:
        return (tuple(self.units), self.boost)

    def is_leaf(self) -> bool:
        return False

    def children(self) -> Any:
        return iter(self.units)

    def apply(self, fn: Any) -> AllWords:
        return AllWords([fn(u) for u in self.units], self.boost)


class TextPhrase(_LecternQuery):
    """Words in a row in the title, abstract and/or notes (stop words skipped, stems compared)."""

    def __init__(self, where: tuple[str, ...], stems: tuple[str, ...], boost: float = 1.0) -> None:
        self.where = where
        self.stems = stems
        self.boost = boost

    def _key(self) -> tuple[Any, ...]:
        return (self.where, self.stems, self.boost)

    def sources(self) -> list[tuple[str, tuple[str, ...]]]:
        """(posting field, columns to check) pairs; title and abstract share the text field."""
        out: dict[str, tuple[str, ...]] = {}
        for name in self.where:
            field, columns = TEXT_SOURCES[name]
            if name == "title" and "abstract" in self.where:
                field = "text"
            out[field] = out.get(field, ()) + columns
        return list(out.items())


class InAbstract(_LecternQuery):
    """A word (or prefix/fuzzy word) of the combined title + abstract field, in the abstract."""

    def __init__(self, child: Any) -> None:
        self.child = child

    def _key(self) -> tuple[Any, ...]:
        return (self.child,)

    def is_leaf(self) -> bool:
        return False

    def children(self) -> Any:
        return iter([self.child])

    def apply(self, fn: Any) -> InAbstract:
        return InAbstract(fn(self.child))


class InPdf(_LecternQuery):
    """A query over the pages of papers' PDFs (`fulltext:`, and plain words): evaluated in
    the pages' index, each paper scored by its best page."""

    def __init__(self, child: Any, boost: float = 1.0) -> None:
        self.child = child
        self.boost = boost

    def _key(self) -> tuple[Any, ...]:
        return (self.child, self.boost)

    def is_leaf(self) -> bool:
        return False

    def children(self) -> Any:
        return iter([self.child])

    def apply(self, fn: Any) -> InPdf:
        return InPdf(fn(self.child), self.boost)
