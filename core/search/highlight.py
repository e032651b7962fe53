"""Marks the words a query matched in titles, abstracts and notes, as safe HTML.

Words are compared as the index compares them (porter2 stems), so "models" lights up for
a search on "model". A phrase lights up where its words stand together, not each word
alone, and as one mark however they are joined there (the index reads "key-value store"
as the words key, value, store; the mark covers "key-value store"); a fuzzy word lights
up the words the index found for it ("tranformer~" marks "transformers"). Everything that
is not a mark is HTML-escaped: an abstract that says ``<script>`` shows those characters,
it never runs them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence, Set
from functools import lru_cache

from lectern.core.search.analysis import WORD, index_term, surface_prefix
from lectern.core.search.query import FUZZY_MARK, TEXT_PLACES, Highlights

MARK_OPEN = '<b class="match">'
MARK_CLOSE = "</b>"
ELLIPSIS = "\u2026"
# Longest fragment shown per field (characters of text, before markup).
FRAGMENT_CHARS = {"title": 10_000, "abstract": 260, "notes": 160, "marks": 160}


def match_spans(
    text: str,
    stems: Set[str],
    prefixes: Iterable[str] = (),
    phrases: Iterable[tuple[str, ...]] = (),
) -> list[tuple[int, int]]:
    """(start, end) of every match: a matched word, or a phrase from its first word to its
    last (whatever joins them: spaces, hyphens, stop words); neighbours that only spaces or
    hyphens separate are one mark ("key-value" for the words key and value)."""
    prefixes = tuple(prefixes)
    phrases = [p for p in phrases if p]
    if phrases:
        return _merge(text, sorted(_phrase_spans(text, stems, prefixes, phrases)))
    return _merge(text, _word_spans(text, frozenset(stems), prefixes))


def _phrase_spans(
    text: str, stems: Set[str], prefixes: tuple[str, ...], phrases: list[tuple[str, ...]]
) -> list[tuple[int, int]]:
    """Matched words and phrases, from every word of `text` and its stem.

    Every word is stemmed (a phrase's words must stand together once stop words are
    dropped), but through the cached `index_term` mapped in C, and a phrase is compared
    only where its first word stands: a Token per word and a tuple per position made a
    phrase search's twenty abstracts a third of its time."""
    found = list(WORD.finditer(text))
    terms = list(map(index_term, map(re.Match.group, found)))
    spans = [
        found[i].span()
        for i, term in enumerate(terms)
        if term is not None and (term in stems or bool(prefixes and term.startswith(prefixes)))
    ]
    if not phrases:
        return spans
    kept = [i for i, term in enumerate(terms) if term is not None]
    words = [terms[i] for i in kept]
    for phrase in phrases:
        n, first = len(phrase), phrase[0]
        for k in range(len(words) - n + 1):
            if words[k] == first and tuple(words[k : k + n]) == phrase:
                spans.append((found[kept[k]].start(), found[kept[k + n - 1]].end()))
    return spans


def _word_spans(
    text: str, stems: frozenset[str], prefixes: tuple[str, ...]
) -> list[tuple[int, int]]:
    """Matched words, in order, stemming only the words that could match.

    A hit's abstract has two hundred words and a query a few; stemming every word was most
    of a search's time. A word stems to one of `stems` only if it starts with that stem's
    surface prefix (``analysis.surface_prefix``, as phrase checks rely on), so a regex of
    those prefixes finds the candidates and their stems decide, as for every word before.
    """
    candidates = _candidates(stems, prefixes)
    if candidates is None:
        return []
    lowered = text.lower()
    if len(lowered) != len(text):  # a letter whose lower case is longer ("İ"): word by word
        return _phrase_spans(text, stems, prefixes, [])
    spans = []
    for match in candidates.finditer(lowered):
        start, end = match.span()
        if start and _INSIDE_WORD.search(lowered, max(0, start - 2), start):
            continue  # the end of a word ("xmodel") or of a dotted one ("e.model")
        term = index_term(text[start:end])
        if term is not None and (term in stems or bool(prefixes and term.startswith(prefixes))):
            spans.append((start, end))
    return spans


@lru_cache(maxsize=64)
def _candidates(stems: frozenset[str], prefixes: tuple[str, ...]) -> re.Pattern[str] | None:
    """Words (as ``analysis.WORD`` cuts them) starting with a letter sequence that a word
    stemming to one of `stems`, or to a stem starting with one of `prefixes`, must start
    with; None when nothing can match. A match that is not a whole word (`_INSIDE_WORD`
    precedes it) is the caller's to pass by: tested in the pattern, at every character of
    the text, the look behind made the scan of an abstract take twice as long, where a
    pattern that starts with its letters lets the regex engine skip to them."""
    starts = {surface_prefix(s) for s in stems if s}
    for prefix in prefixes:
        # The prefix's own surface prefix, but only its first letter for two letters or
        # fewer: "li*" matches the stem "lie" of "lying".
        surface = surface_prefix(prefix)
        starts.add(surface if len(surface) > 2 else prefix[:1])
    starts.discard("")
    if not starts:
        return None
    alternatives = "|".join(re.escape(s) for s in sorted(starts, key=len, reverse=True))
    return re.compile(rf"(?:{alternatives})[\w*]*(?:\.[\w*]+)*")


# What a whole word's start never follows: a word's letter, or one and a dot (the end of
# "e.g" or "i.e", which WORD reads as one word with it). A match that starts there is the
# rest of a longer word, and so is every match inside it.
_INSIDE_WORD = re.compile(r"[\w*]\.?\Z")


# What may stand between two marks that are shown as one: spaces, and the hyphens and dashes
# that join words ("key-value", "Fokker–Planck").
_JOINERS = " \t\n\r\u00a0-\u2010\u2011\u2012\u2013"


def _merge(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted spans with overlapping ones, and those only joiners separate, made one."""
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        if merged and (start <= merged[-1][1] or not text[merged[-1][1] : start].strip(_JOINERS)):
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def render(
    text: str, spans: Sequence[tuple[int, int]], start: int = 0, end: int | None = None
) -> str:
    """HTML of text[start:end] with the spans inside it marked."""
    from html import escape  # here: `lectern search` prints no fragments

    end = len(text) if end is None else end
    out = []
    pos = start
    for span_start, span_end in spans:
        if span_end <= start or span_start >= end:
            continue
        s, e = max(span_start, start), min(span_end, end)
        out.append(escape(text[pos:s]))
        out.append(MARK_OPEN + escape(text[s:e]) + MARK_CLOSE)
        pos = e
    out.append(escape(text[pos:end]))
    return "".join(out)


def fragment(text: str, spans: Sequence[tuple[int, int]], width: int) -> str:
    """The stretch of `text` (about `width` characters) with the most marks, as HTML."""
    if len(text) <= width:
        return render(text, spans)
    best_start, best_count = 0, -1
    for s, _ in spans:
        start = max(0, s - width // 5)
        count = sum(1 for a, b in spans if a >= start and b <= start + width)
        if count > best_count:
            best_start, best_count = start, count
    start = _word_start(text, best_start)
    end = _word_end(text, min(len(text), start + width), start)
    prefix = ELLIPSIS if start > 0 else ""
    suffix = ELLIPSIS if end < len(text) else ""
    return prefix + render(text, spans, start, end).strip() + suffix


def _word_start(text: str, pos: int) -> int:
    if pos <= 0:
        return 0
    space = text.rfind(" ", 0, pos + 1)
    return 0 if space < 0 else space + 1


def _word_end(text: str, pos: int, start: int) -> int:
    if pos >= len(text):
        return len(text)
    space = text.rfind(" ", start, pos)
    return pos if space <= start else space


def fragments(
    texts: dict[str, str], marks: Highlights, extra: dict[str, set[str]] | None = None
) -> dict[str, str]:
    """Marked HTML for each place ("title", "abstract", "notes") where something matched."""
    out = {}
    for place in TEXT_PLACES:
        text = texts.get(place) or ""
        if not text:
            continue
        stems = marks.stems[place] | (extra or {}).get(place, set())
        spans = match_spans(text, stems, marks.prefixes[place], marks.phrases[place])
        if spans:
            out[place] = fragment(text, spans, FRAGMENT_CHARS[place])
    return out


# The index fields a fuzzy word is looked up in, for each place its matches are shown.
FUZZY_FIELDS = {
    "title": ("text", "title"),
    "abstract": ("text",),
    "notes": ("notes",),
    "marks": ("marks",),
}
ExpandedWords = dict[tuple[str, str], list[str]]  # (field, fuzzy stem) → index words found


def expanded_stems(marks: Highlights, expanded: ExpandedWords) -> dict[str, set[str]]:
    """The index words each place's fuzzy stems matched (what their highlights mark)."""
    return {
        place: {
            word
            for stem in marks.fuzzy[place]
            for field in FUZZY_FIELDS[place]
            for word in expanded.get((field, stem), ())
        }
        for place in TEXT_PLACES
    }


def shown_terms(terms: Sequence[str], expanded: ExpandedWords) -> tuple[str, ...]:
    """``ParsedQuery.terms`` with each fuzzy stem replaced by the words it matched in the
    titles, abstracts and notes (none when it matched nothing there)."""
    fields = {f for place in FUZZY_FIELDS.values() for f in place}
    out: list[str] = []
    for term in terms:
        if not term.endswith(FUZZY_MARK):
            out.append(term)
            continue
        stem = term[: -len(FUZZY_MARK)]
        out.extend(w for f in sorted(fields) for w in expanded.get((f, stem), ()))
    return tuple(dict.fromkeys(out))


def mark_terms(text: str, terms: Sequence[str]) -> str:
    """`text` as HTML with the words of ``SearchResult.terms`` marked (see term_spans)."""
    return render(text, term_spans(text, terms))


def term_spans(text: str, terms: Sequence[str]) -> list[tuple[int, int]]:
    """Where the words of ``SearchResult.terms`` matched in `text` ("diffus*" = prefix,
    several words = a phrase): what the list, the title and the abstract mark."""
    if not terms:
        return []
    stems, prefixes, phrases = _marks(tuple(terms))
    return match_spans(text, stems, prefixes, phrases)


@lru_cache(maxsize=64)
def _marks(
    terms: tuple[str, ...],
) -> tuple[frozenset[str], tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The stems, stem prefixes and phrases (stem tuples) that `terms` stand for; cached, as
    the list asks again for every title it paints."""
    words = [w for w in terms if " " not in w.strip()]
    typed = [w.lower() for w in words if not w.endswith("*")]
    # A fuzzy word's matches arrive as the index's own words (stems), kept as they are.
    stems = frozenset({t for t in (index_term(w) for w in typed) if t} | set(typed))
    prefixes = [w.rstrip("*").lower() for w in words if w.endswith("*") and w.strip("*")]
    prefixes = [p if (s := index_term(p)) is None else _common(p, s) for p in prefixes]
    phrases = tuple(
        tuple(s for s in (index_term(m.group()) for m in WORD.finditer(w)) if s is not None)
        for w in terms
        if " " in w.strip()
    )
    return stems, tuple(prefixes), phrases


def _common(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n] or a


__all__ = [
    "MARK_OPEN",
    "MARK_CLOSE",
    "expanded_stems",
    "fragment",
    "fragments",
    "mark_terms",
    "match_spans",
    "render",
    "shown_terms",
    "term_spans",
]
