"""What the search index holds for each paper (its writer is in ``whoosh_private``).

Titles, abstracts, notes (with the versions of a note kept from a conflict) and the marks on
a paper's PDF (their text and notes; their colours apart) are indexed as
plain text (``lectern.core.text.plain_text``: LaTeX as Unicode, Markdown marks removed) and
also kept in columns, which highlights, phrase checks and related papers read back.
"""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache
from typing import Any

from whoosh import fields
from whoosh.analysis import LowercaseFilter, RegexTokenizer
from whoosh.reading import SegmentReader
from whoosh.writing import SegmentWriter

from lectern.core.models import Entry
from lectern.core.search.analysis import TITLE_WEIGHT, RecordTerms, WeightedText, name_analyzer
from lectern.core.search.query.fields import FIELDS

# Segments are folded five or more of a size at a time, the smallest size first: the
# tiny ones single saves leave, then those of up to a few thousand papers. Folding only
# like with like keeps each merge small (a tenth of a second, not the second it takes to
# copy a large segment again with every few saves).
TINY_SEGMENT = 100
SMALL_SEGMENT = 2_000


def make_schema() -> fields.Schema:
    names = name_analyzer()
    return fields.Schema(
        id=fields.ID(unique=True, sortable=True),
        text=WeightedText(),  # title (weighted) + abstract
        title=WeightedText(),
        title_exact=fields.TEXT(analyzer=RegexTokenizer() | LowercaseFilter(), phrase=False),
        authors=fields.TEXT(analyzer=names),
        notes=WeightedText(),
        marks=WeightedText(),  # the marked passages' text and the marks' notes
        mark_colours=fields.KEYWORD(lowercase=True, commas=True),  # marks:yellow, has:marks
        tags=fields.KEYWORD(lowercase=True, commas=True, scorable=True),
        status=fields.ID(),
        rating=fields.NUMERIC(int, bits=8, shift_step=8),
        year=fields.NUMERIC(int, bits=16, shift_step=8),
        venue=fields.TEXT(analyzer=names),
        collection=fields.TEXT(analyzer=names),
        key=fields.KEYWORD(lowercase=True, commas=True),  # the citation key and its aliases
        kind=fields.KEYWORD(lowercase=True),  # the entry type as its source names it
        record=RecordTerms(),  # the record's fields: "publisher:springer"
        added=fields.NUMERIC(int, bits=32, shift_step=8),  # minutes since 1970, UTC
        modified=fields.NUMERIC(int, bits=32, shift_step=8),
        last_read=fields.NUMERIC(int, bits=32, shift_step=8),  # read in Lectern
        progress=fields.NUMERIC(int, bits=8, shift_step=8),  # percent of pages read
        title_text=fields.COLUMN(),  # the texts as shown: highlights, phrases, related
        abstract_text=fields.COLUMN(),
        notes_text=fields.COLUMN(),
        marks_text=fields.COLUMN(),
    )


def _minutes(moment: datetime) -> int:
    return int(moment.timestamp() // 60)


def _safe(text: str) -> str:
    """Text every codec accepts: a lone surrogate (from a broken file) becomes "?"."""
    return text.encode("utf-8", "replace").decode("utf-8")


def document(entry: Entry) -> dict[str, Any]:
    """What the index holds for one paper."""
    from lectern.core.text import plain_text  # its patterns cost a search that only reads

    paper, note = entry.paper, entry.annotation
    title = _safe(plain_text(paper.title))
    abstract = _safe(plain_text(paper.abstract))
    # A derived title is the abstract's first sentence: counting it again would skew ranking.
    parts = [(abstract, 1.0)] if paper.title_derived else [(title, TITLE_WEIGHT), (abstract, 1.0)]
    doc: dict[str, Any] = {
        "id": paper.id,
        "text": parts,
        "title": title,
        "title_exact": title,
        "authors": _safe("; ".join(paper.authors)),
        "status": note.status.value,
        "rating": indexed_rating(note.rating),
        "added": _minutes(paper.added),
        "title_text": title.encode("utf-8"),
        "abstract_text": abstract.encode("utf-8"),
    }
    # A note kept from a conflict is the user's words too, until they settle it: `notes:`
    # and plain words find it with the note.
    written = "\n\n".join(t for t in (note.notes, *(c.notes for c in note.conflicts)) if t.strip())
    if written:
        notes = _safe(plain_text(written))
        doc["notes"] = notes
        doc["notes_text"] = notes.encode("utf-8")
    if note.marks:  # each mark's text, then its note: what `marks:` and plain words find
        marked = _safe("\n\n".join(t for m in note.marks for t in (m.text, m.note) if t.strip()))
        doc["marks"] = marked
        doc["marks_text"] = marked.encode("utf-8")
        doc["mark_colours"] = ",".join(dict.fromkeys(m.colour.value for m in note.marks))
    tags = indexed_tags(note.tags)
    if tags:
        doc["tags"] = ",".join(tags)
    for name, value in (("venue", paper.venue), ("collection", "; ".join(paper.collections))):
        if value.strip():
            doc[name] = _safe(value)
    keys = [k.replace(",", "") for k in (paper.key, *paper.aliases) if k.strip()]
    if keys:
        doc["key"] = _safe(",".join(keys))
    if paper.kind.strip():
        doc["kind"] = _safe(paper.kind.strip().replace(" ", "-"))
    if paper.fields:
        doc["record"] = _safe(" ".join(record_terms(paper.fields)))
    if paper.year is not None and -9999 <= paper.year <= 9999:
        doc["year"] = paper.year
    if note.modified is not None:
        doc["modified"] = _minutes(note.modified)
    if note.last_read is not None:
        doc["last_read"] = _minutes(note.last_read)
    if note.progress is not None:
        doc["progress"] = note.progress
    return doc


def indexed_rating(rating: int) -> int:
    """The stars as the index holds them (the rating field is one byte)."""
    return max(0, min(rating, 100))


def indexed_tags(tags: tuple[str, ...]) -> list[str]:
    """The tags as the index holds them: each one term, folded to lower case."""
    folded = (_safe(t).replace(",", " ").strip().lower() for t in tags)
    return [t for t in folded if t]


def record_terms(fields: dict[str, Any]) -> list[str]:
    """Each word of each of a record's fields as `name:word`, folded as searches fold them
    (`publisher:springer`, `isbn:9780521865715`): what a search by field name looks up."""
    terms: dict[str, None] = {}
    for name, value in fields.items():
        texts = value if isinstance(value, list) else [value]
        for item in texts:
            if isinstance(item, dict | list):
                continue
            text = str(item)
            found = _repeated_terms if len(text) <= _CACHED_LENGTH else _field_terms
            terms.update(dict.fromkeys(found(str(name), text)))
    return list(terms)


def _field_terms(name: str, text: str) -> tuple[str, ...]:
    """One field's terms; none under a name the query language reads from Lectern's own
    fields (`title:`, `author:`, `year:`), which no search would look up."""
    from lectern.core.models import fold_text
    from lectern.core.text import plain_text

    label = fold_text(name).replace(" ", "")
    if label in FIELDS:
        return ()
    words = fold_text(plain_text(text)).split()
    terms = dict.fromkeys(f"{label}:{word}" for word in words[:200])
    joined = "".join(words)
    if 1 < len(words) <= 8 and joined.replace("x", "").isdigit():
        terms[f"{label}:{joined}"] = None  # "978-0-521-86571-5" as one number
    return tuple(terms)


# The fields of a large file repeat (a journal's ISSN and address, a proceedings' editors
# and publisher, the same acknowledgement on thousands of entries): reading each as LaTeX
# and folding it again was most of the time `document` took. Short values are kept, a few
# thousand of them, until the next write of the index (`forget_repeated_terms`).
_repeated_terms = lru_cache(maxsize=2048)(_field_terms)
_CACHED_LENGTH = 1000


def forget_repeated_terms() -> None:
    """Free the kept terms of repeated values once a write has indexed its papers."""
    _repeated_terms.cache_clear()


def small_segments(segments: list[Any]) -> list[Any]:
    """The segments `merge_small` folds into one: five or more tiny ones, else five or
    more small ones, else none."""
    tiny = [s for s in segments if s.doc_count_all() < TINY_SEGMENT]
    if len(tiny) >= 5:
        return tiny
    small = [s for s in segments if TINY_SEGMENT <= s.doc_count_all() < SMALL_SEGMENT]
    return small if len(small) >= 5 else []


def merge_small(writer: SegmentWriter, segments: list[Any]) -> list[Any]:
    """Fold the many tiny segments that single-paper saves leave behind into one."""
    small = small_segments(segments)
    if not small:
        return segments
    for segment in small:
        reader = SegmentReader(writer.storage, writer.schema, segment)
        writer.add_reader(reader)
        reader.close()
    return [s for s in segments if s not in small]
