"""The query language's vocabulary: the fields a user can name, what free words search, and
what a parsed query gives back (the Whoosh tree, a note for the user, what to highlight)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

# Free words search these fields; the numbers weigh each field's BM25 score.
WORD_FIELDS = {
    "text": 1.0,
    "title_exact": 0.3,
    "authors": 1.0,
    "notes": 1.0,
    "marks": 1.0,  # the marked passages and their notes
    "tags": 1.0,
    "venue": 0.3,
}
FIELDS = {
    "title": "title",
    "ti": "title",
    "author": "authors",
    "authors": "authors",
    "au": "authors",
    "by": "authors",
    "abstract": "abstract",
    "abs": "abstract",
    "notes": "notes",
    "note": "notes",
    "marks": "marks",  # marks:word, marks:yellow (a colour), has:marks
    "mark": "marks",
    "tag": "tags",
    "tags": "tags",
    "status": "status",
    "rating": "rating",
    "rated": "rating",
    "stars": "rating",
    "year": "year",
    "added": "added",
    "modified": "modified",
    "edited": "modified",
    "lastread": "last_read",
    "last_read": "last_read",
    "read_at": "last_read",
    "progress": "progress",  # percent of the PDF's pages read in the reader
    "venue": "venue",
    "journal": "venue",
    "collection": "collection",
    "id": "id",
    "key": "key",
    "citekey": "key",
    "type": "kind",
    "kind": "kind",
    "fulltext": "fulltext",  # the text of the paper's PDFs (search/pages.py)
    "pdf": "fulltext",
    "has": "has",  # has:published (a preprint whose published version is known), has:marks
}


@cache
def record_field_names() -> frozenset[str]:
    """The names a search can give a record's field by (`publisher:`, `isbn:`, `location:`):
    every field the formats share (lectern.core.crosswalk) and those the formats are read
    from, as each format spells them, folded. Made when a query first names a field that is
    not Lectern's own: the crosswalk's tables cost `lectern search` a start-up."""
    from lectern.core.crosswalk import CONCEPTS, VIEWED

    names = {n for c in CONCEPTS for d in ("bibtex", "csl", "ris") for n in c.names(d)}
    names |= {n for group in VIEWED.values() for n in group}
    extra = "bibdate bibsource acknowledgement issn-l journal-url owner timestamp groups"
    return frozenset({n.lower().replace(" ", "") for n in names} | set(extra.split()))


TEXT_PLACES = ("title", "abstract", "notes", "marks")
PDF_PLACE = "fulltext"  # the PDFs' pages: marked in passages, not in a hit's fragments
MARKED_PLACES = (*TEXT_PLACES, PDF_PLACE)
# Plain words find papers through their PDFs too, each page's BM25 weighed this much when a
# paper also matches elsewhere (ranking puts papers found only in their PDF below the rest).
PDF_WEIGHT = 0.2
NAME_FIELDS = ("authors", "venue", "collection")
MAX_FUZZ = 2
MAX_DEPTH = 20  # nested parentheses read as such; deeper ones are dropped
FUZZY_MARK = "~"  # ends a fuzzy stem in ParsedQuery.terms until the index says what it found


@dataclass
class Highlights:
    """What to mark in each stored text: stems, prefixes of stems, phrases (stem tuples) and
    fuzzy stems (marked by the words the index found for them, not by themselves)."""

    stems: dict[str, set[str]] = field(default_factory=lambda: {p: set() for p in MARKED_PLACES})
    prefixes: dict[str, set[str]] = field(default_factory=lambda: {p: set() for p in MARKED_PLACES})
    phrases: dict[str, set[tuple[str, ...]]] = field(
        default_factory=lambda: {p: set() for p in MARKED_PLACES}
    )
    fuzzy: dict[str, set[str]] = field(default_factory=lambda: {p: set() for p in MARKED_PLACES})


@dataclass
class ParsedQuery:
    query: Any
    message: str = ""
    terms: tuple[str, ...] = ()
    highlights: Highlights = field(default_factory=Highlights)
