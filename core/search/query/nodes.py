"""Lectern's own query nodes, used alongside Whoosh's in a parsed query tree.

:mod:`lectern.core.search.ranking` evaluates them over bulk postings; their ``matcher()``
lets Whoosh's own ``Searcher.search`` run them too (slower, same documents), through the
evaluator that ranking hands over when it is imported (`run_on_whoosh`): ranking reads these
nodes, so they do not import it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from whoosh import query as wq

# (a node, one of Whoosh's searchers) -> a Whoosh matcher of the documents it finds.
WhooshMatcher = Callable[[Any, Any], Any]

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
    whoosh_matcher: ClassVar[WhooshMatcher | None] = None  # see `run_on_whoosh`

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
        run = _LecternQuery.whoosh_matcher
        if run is None:
            raise RuntimeError("Lectern's query nodes run once lectern.core.search.ranking is in")
        return run(self, searcher)


def run_on_whoosh(matcher: WhooshMatcher) -> None:
    """Let Whoosh's own searcher run Lectern's nodes with `matcher`: the evaluator's, given
    by `lectern.core.search.ranking` when it is imported, as every search imports it."""
    _LecternQuery.whoosh_matcher = matcher


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
