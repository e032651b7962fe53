""" "Did you mean …": a search's misspelt words corrected from the library's own words.

A search that finds nothing, or next to nothing, is often a typo ("metafnot"). Each word of
it the index does not hold is looked up among the words the library has, with Whoosh's
spelling machinery (`IndexReader.terms_within`: a Levenshtein automaton over the field's
sorted words, transpositions counting as one edit), and the closest, then most common, is
offered. Only words the library has are offered, each from the field the word is searched
in: a free word from the titles' words (`title_exact`, kept unstemmed: the stemmed `text`
holds "hyphen" for "hyphenation", which is no word to offer) and the authors' names, an
`author:` word from the names alone, a `title:` word from the titles'. A word the index
holds is never changed, nor a field's value that is not words (a tag, a year, a key), a
prefix* or a fuzzy~ word, an operator, or a word the search leaves out (-word).

The cost is paid only when a search finds few papers (`FEW`); the caller then checks that
the corrected search finds more before offering it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

FEW = 3  # a search that finds fewer papers than this is checked for misspelt words
SHORTEST = 3  # shorter words are left as typed (too many words lie one edit away)
# A word as the query language reads one, with the field named before it: "title:metafnot".
_WORD = re.compile(r"(?<![\w\-+*~:])(?:(?P<field>[^\W\d]\w*):)?(?P<word>[^\W\d_]+)(?![\w*?~:])")
_OPERATORS = frozenset({"AND", "OR", "NOT"})
# The index fields a word is looked up in and corrected from, by the field it is searched in
# (None: a free word). Fields of other values (tags, status, years, keys) are not corrected.
_KNOWN_IN: dict[str | None, tuple[str, ...]] = {
    None: ("text", "title_exact", "authors", "notes", "venue"),
    "title": ("title", "title_exact"),
    "ti": ("title", "title_exact"),
    "abstract": ("text",),
    "abs": ("text",),
    "author": ("authors",),
    "authors": ("authors",),
    "au": ("authors",),
    "by": ("authors",),
}
_OFFERED_FROM: dict[str | None, tuple[str, ...]] = {
    None: ("title_exact", "authors"),
    "title": ("title_exact",),
    "ti": ("title_exact",),
    "abstract": ("title_exact",),
    "abs": ("title_exact",),
    "author": ("authors",),
    "authors": ("authors",),
    "au": ("authors",),
    "by": ("authors",),
}


def corrections(reader: Any, query: str) -> dict[str, str]:
    """Each misspelt word of `query` (as typed, lower case) → the library's word offered for
    it; empty when every word is known or nothing close is. `reader`: a Whoosh reader of the
    index."""
    found: dict[str, str] = {}
    for field, word in _words(query):
        typed = word.lower()
        if typed in found or _known(reader, field, typed):
            continue
        offered = _closest(reader, _OFFERED_FROM[field], typed)
        if offered:
            found[typed] = offered
    return found


def corrected(query: str, replacements: Mapping[str, str]) -> str:
    """`query` with its words replaced, field names, operators and all else as typed; a
    word typed with a capital keeps it ("Metafnot" → "Metafont")."""

    def swap(match: re.Match[str]) -> str:
        word = match.group("word")
        new = replacements.get(word.lower())
        if new is None or _correctable(match) is None:
            return match.group(0)
        if word[:1].isupper():
            new = new[:1].upper() + new[1:]
        return match.group(0)[: match.start("word") - match.start()] + new

    return _WORD.sub(swap, query)


def _words(query: str) -> Iterator[tuple[str | None, str]]:
    for match in _WORD.finditer(query):
        field = _correctable(match)
        if field is not None:
            yield field or None, match.group("word")


def _correctable(match: re.Match[str]) -> str | None:
    """The field a word is searched in ("" for a free word), None when it is not corrected."""
    word, field = match.group("word"), (match.group("field") or "").lower()
    if len(word) < SHORTEST or word in _OPERATORS or (field or None) not in _KNOWN_IN:
        return None
    return field


def _known(reader: Any, field: str | None, word: str) -> bool:
    """Whether the index holds the word in a field it is searched in, as that field's
    analyzer reads it (stemmed in `text`, a name's parts in `authors`)."""
    schema = reader.schema
    for name in _KNOWN_IN[field]:
        if name not in schema:
            continue
        analyzed = [token.text for token in schema[name].analyzer(word)]
        if analyzed and all((name, text) in reader for text in analyzed):
            return True
    return False


def _closest(reader: Any, fields: tuple[str, ...], word: str) -> str:
    """The library's word nearest `word` in these fields (one edit before two; then the
    word more papers have), sharing its first letter (its first two for two edits: the
    automaton for two edits is large, and few typos fall in a word's first two letters);
    "" when none is within two edits (one for a word of four letters or fewer)."""
    most = 1 if len(word) <= 4 else 2
    # Each segment's own reader walks its word list with the automaton; the base reader's
    # way (a whole index of several segments) measures every word that shares the letter.
    leaves = [leaf for leaf, _ in reader.leaf_readers()]
    for distance in range(1, most + 1):
        best: tuple[int, str] | None = None
        for name in fields:
            if name not in reader.schema:
                continue
            near = {w for leaf in leaves for w in leaf.terms_within(name, word, distance, distance)}
            for candidate in sorted(near):
                if candidate == word or not candidate.isalpha():
                    continue
                papers = reader.doc_frequency(name, candidate)
                if best is None or (papers, candidate) > best:
                    best = (papers, candidate)
        if best is not None:
            return best[1]
    return ""
