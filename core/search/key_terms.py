"""A paper's most telling words, for related papers: Whoosh's key terms (Bo1), with each
segment's word frequencies kept between lookups.

Whoosh's `Searcher.key_terms_from_text` looks every word of the abstract up in every
segment twice (is it there, how often), about a hundred words times a dozen segments
for each paper shown: most of the time related papers take. A segment never changes
once written, so what it says of a word is kept (in the index's `SegmentCache`) and the
next paper, sharing most of its common words, finds them there. The terms and weights
are Whoosh's, computed the same way in the same order.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from whoosh.classify import Bo1Model

if TYPE_CHECKING:
    from lectern.core.search.postings import Snapshot

KEPT_WORDS = 200_000  # per-segment word frequencies kept, across segments, before a reset


def key_terms(snap: Snapshot, field: str, text: str, number: int) -> list[tuple[str, float]]:
    """The `number` most telling words of `text` against the index, with their weights
    (normalised), as `snap.searcher.key_terms_from_text(..., model=Bo1Model)` gives them."""
    reader = snap.reader
    schema_field = reader.schema[field]
    model = Bo1Model(reader.doc_count_all(), reader.field_length(field))
    in_text: defaultdict[str, float] = defaultdict(float)
    total = 0.0
    from_bytes = schema_field.from_bytes
    for btext, _, weight, _ in schema_field.index(text):
        total += weight
        in_text[from_bytes(btext)] += weight
    if not in_text:
        return []
    scored: list[tuple[float, str]] = []
    best = 0
    to_bytes = schema_field.to_bytes
    for word, weight in in_text.items():
        frequency = collection_frequency(snap, field, to_bytes(word))
        if frequency is None:
            continue
        score = model.score(weight, frequency, total)
        best = max(best, score)
        scored.append((score, word))
    norm = model.normalizer(best, total)
    ranked = sorted(((score / norm, word) for score, word in scored), key=lambda x: (-x[0], x[1]))
    return [(word, score) for score, word in ranked[:number]]


_ABSENT: Any = object()


def collection_frequency(snap: Snapshot, field: str, btext: bytes) -> Any:
    """The word's total weight over the index's segments (Whoosh's `frequency`), None if
    no segment has it; each segment's answer kept."""
    frequencies = snap.cache.frequencies
    key = (field, btext)
    total: Any = 0
    found = False
    for reader, _ in snap.leaves:
        kept = frequencies.setdefault(reader.segment().segment_id(), {})
        value = kept.get(key, _ABSENT)
        if value is _ABSENT:
            value = reader.frequency(field, btext) if key in reader else None
            kept[key] = value
            snap.cache.words_kept += 1
        if value is not None:
            total += value
            found = True
    if snap.cache.words_kept > KEPT_WORDS:
        frequencies.clear()
        snap.cache.words_kept = 0
    return total if found else None


# A related paper shares at least two of a paper's telling words, carrying a sixth of their
# weight: one word in common is a coincidence of vocabulary ("flow" in a hydrology paper and
# in "A patent application design flow in LaTeX"), and so are two of its least telling ones.
# A score relative to the paper's own does not tell this: a one-line record that happens to
# hold the paper's first word scores near the paper itself. Measured on TUGboat's 3,644
# titles with a hydrology, a plant science and a compiler paper added (none is closely
# related to any of them), and on 10,000 arXiv abstracts (where every related paper of a
# computer-vision, safety or jailbreak paper shares three or more words and a fifth or more).
RELATED_WORDS = 2
RELATED_SHARE = 1 / 6


def closely_related(held: Sequence[tuple[float, Collection[int]]], docnum: int) -> bool:
    """Whether the paper `docnum` shares enough of another's telling words: `held` is each
    word's weight and the papers holding it (all of them when the paper has fewer words)."""
    total = sum(weight for weight, _ in held)
    shared = [weight for weight, holders in held if docnum in holders]
    return (
        len(shared) >= min(RELATED_WORDS, len(held))
        and total > 0
        and sum(shared) >= RELATED_SHARE * total
    )
