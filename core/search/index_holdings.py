"""What the index holds of each paper's annotation (status, stars, tags), read back in bulk,
so `lectern check` can compare the index with the store rather than only open it.

A few posting lists and the id column are read, not a search per paper: the status, rating
and tag fields have a handful of terms each, and every paper is in one status and one
rating posting list (see `lectern.core.search.postings`).
"""

from __future__ import annotations

from dataclasses import dataclass

from lectern.core.models import Annotation
from lectern.core.search.index_schema import indexed_rating, indexed_tags
from lectern.core.search.postings import Snapshot


@dataclass(frozen=True, slots=True)
class Holding:
    """A paper's status, stars and tags as the index holds them."""

    status: str
    rating: int
    tags: frozenset[str]


def holding(annotation: Annotation) -> Holding:
    """What the index should hold of this annotation (as `index_schema.document` puts it)."""
    return Holding(
        annotation.status.value,
        indexed_rating(annotation.rating),
        frozenset(indexed_tags(annotation.tags)),
    )


def read_holdings(snap: Snapshot) -> dict[str, Holding]:
    """Paper id → what the index holds of it, for every paper it holds (replaced versions
    left out)."""
    statuses: dict[int, str] = {}
    ratings: dict[int, int] = {}
    tags: dict[int, set[str]] = {}
    reader = snap.reader
    rating_field = reader.schema["rating"]
    with snap.passing():  # whole posting lists, read once: not kept for the searches
        for term in list(reader.lexicon("status")):
            status = term.decode("utf-8")
            statuses.update(dict.fromkeys(snap.postings("status", term), status))
        for term in list(rating_field.sortable_terms(reader, "rating")):
            value = int(rating_field.from_bytes(term))
            ratings.update(dict.fromkeys(snap.postings("rating", term), value))
        for term in list(reader.lexicon("tags")):
            tag = term.decode("utf-8")
            for docnum in snap.postings("tags", term):
                tags.setdefault(docnum, set()).add(tag)
    docnums = [d for d in range(snap.doc_count_all) if d not in snap.deleted]
    return {
        pid: Holding(
            statuses.get(docnum, ""), ratings.get(docnum, -1), frozenset(tags.get(docnum, ()))
        )
        for pid, docnum in zip(snap.paper_ids(docnums), docnums, strict=True)
    }
