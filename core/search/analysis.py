"""How Lectern turns text into index terms, shared by the index, the query parser and highlights.

Words are what Whoosh's ``StemmingAnalyzer(stemfn=porter2.stem)`` makes of them (its
tokenizer pattern, lowercase, its stop list, words of two letters or more, porter2 stems;
Whoosh's default porter stemmer is broken: "running" → "runn"). Lectern computes the same
terms with one cached function instead of a chain of generators, because analysis is
most of the cost of indexing 75,000 abstracts; ``tests/core/test_index.py`` checks that
both agree.

Title and abstract go into one ``text`` field whose postings carry only a weight: title
words count :data:`TITLE_WEIGHT` times, so a term's weight is a BM25F-style combined
frequency. Without positions a posting list reads about seven times faster, which is
what makes a search over 75,000 papers take milliseconds; phrases are checked against
the stored text instead (see :mod:`lectern.core.search.ranking`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

from whoosh import fields, formats
from whoosh.analysis import (
    CharsetFilter,
    CompositeAnalyzer,
    LowercaseFilter,
    RegexTokenizer,
    StemmingAnalyzer,
)
from whoosh.analysis.filters import STOP_WORDS
from whoosh.analysis.tokenizers import default_pattern
from whoosh.lang.porter2 import stem
from whoosh.support.charset import accent_map
from whoosh.system import pack_uint

# Title words count this many times in the combined title + abstract field.
TITLE_WEIGHT = 2.5

WORD = default_pattern  # Whoosh's own tokenizer pattern: [\w*]+(\.?[\w*]+)*
# The same words, the group not captured: findall gives each whole word.
_WORDS = re.compile(WORD.pattern.replace("(", "(?:"), WORD.flags)
MIN_WORD = 2  # StopFilter's minsize


def stemming_analyzer() -> CompositeAnalyzer:
    return StemmingAnalyzer(stemfn=stem)


def name_analyzer() -> CompositeAnalyzer:
    """Authors, venues, collections: lowercase, accents folded, no stems, no stop words."""
    return RegexTokenizer() | LowercaseFilter() | CharsetFilter(accent_map)


@lru_cache(maxsize=200_000)
def index_term(word: str) -> str | None:
    """The stem Whoosh's StemmingAnalyzer indexes for one token; None for stop words."""
    lowered = word.lower()
    if len(lowered) < MIN_WORD or lowered in STOP_WORDS:
        return None
    stemmed: str = stem(lowered)
    return stemmed


def text_terms(text: str) -> list[str]:
    """Index terms of a text in order (stop words dropped)."""
    return [t for t in (index_term(m.group()) for m in WORD.finditer(text)) if t is not None]


_NAMES = name_analyzer()


def name_terms(text: str) -> list[str]:
    """Words of a name as the name fields index them ("Spärck" → "sparck")."""
    return [token.text for token in _NAMES(text)]


def fold(word: str) -> str:
    """One word as a name term (lowercase, accents folded)."""
    found = name_terms(word)
    return found[0] if found else word.lower()


class Token:
    """A word of a stored text: where it is and what it indexes as (None for stop words)."""

    __slots__ = ("start", "end", "term")

    def __init__(self, start: int, end: int, term: str | None) -> None:
        self.start = start
        self.end = end
        self.term = term


def tokens(text: str) -> list[Token]:
    return [Token(m.start(), m.end(), index_term(m.group())) for m in WORD.finditer(text)]


# --- phrases --------------------------------------------------------------------------


def surface_prefix(stem_text: str) -> str:
    """Letters every word with this porter2 stem starts with ("capabl" ← "capability": "capab").

    Checked against all 140,000 distinct words of the 74k arXiv abstracts.
    """
    if stem_text in ("lie", "tie", "die"):  # lying, tying, dying
        return stem_text[0]
    if stem_text == "sky":  # skies
        return "sk"
    prefix = stem_text[:-1] if stem_text.endswith("bl") else stem_text
    while len(prefix) > 2 and prefix[-1] in "ei":
        prefix = prefix[:-1]
    return prefix


_SKIPPED = "(?:" + "|".join(sorted(STOP_WORDS, key=len, reverse=True)) + r"|[\w*])"
_GAP = rf"(?:[^\w*]++{_SKIPPED}(?![\w*])(?!\.[\w*]))*+[^\w*]++"


class PhraseCheck:
    """Whether a stored text holds a phrase: its stems in a row once stop words are dropped.

    This is what a positional phrase query would find; Lectern's postings have no
    positions, so candidate papers (those with every word) are checked here. A regex
    built from the stems' common prefixes finds the spots; the stems confirm them.
    """

    def __init__(self, stems: tuple[str, ...]) -> None:
        self.stems = stems
        prefixes = [surface_prefix(s) for s in stems]
        words = [
            rf"(?<![\w*])(?<![\w*]\.)({re.escape(p)}[\w*]*(?:\.[\w*]+)*)"
            r"(?![\w*])(?!\.[\w*])"
            for p in prefixes
        ]
        self._pattern = re.compile(_GAP.join(words))
        self._first = prefixes[0] if prefixes else ""

    def found(self, text: str) -> bool:
        """True if the phrase is in `text` (compared in lower case, like the index)."""
        if not self.stems:
            return False
        low = text.lower()
        match_at = self._pattern.match
        find, first = low.find, self._first
        pos = find(first)
        while pos >= 0:
            match = match_at(low, pos)
            if match is not None and all(
                index_term(word) == s for word, s in zip(match.groups(), self.stems)
            ):
                return True
            pos = find(first, pos + 1)
        return False


# --- the index's custom field -------------------------------------------------------


class WeightOnly(formats.Format):
    """Postings that store a (weighted) term frequency and nothing else.

    Whoosh keeps the weight of each posting in the block's weight array, so BM25 gets its
    term frequency from there; the per-posting value is empty. No positions means the
    block unpickles fast.
    """

    posting_size = 0
    __inittypes__ = {"field_boost": float}

    def __init__(self, field_boost: float = 1.0, **options: object) -> None:
        self.field_boost = field_boost
        self.options = options

    def word_values(
        self, value: str, analyzer: Any, **kwargs: Any
    ) -> Iterator[tuple[str, int, float, bytes]]:
        counts: dict[str, int] = {}
        for token in formats.tokens(value, analyzer, kwargs):
            counts[token.text] = counts.get(token.text, 0) + 1
        return ((text, n, float(n) * self.field_boost, b"") for text, n in counts.items())

    def encode(self, _value: object) -> bytes:
        return b""

    def decode_frequency(self, _valuestring: bytes) -> int:
        return 1

    def decode_weight(self, _valuestring: bytes) -> float:
        return self.field_boost

    def combine(self, _vs: Iterable[bytes]) -> bytes:
        return b""


PIECE = 32_768  # characters whose words are found in one call


def pieces(text: str) -> Iterator[str]:
    """`text` in pieces of about PIECE characters, each cut at a space or line break, so no
    word is cut (a word is never more than a run without them). Finding the words of a
    megabyte-long abstract in one regular-expression call held the interpreter, and with it
    the window's UI thread, 146 ms (a related-papers search of that paper); a piece takes a
    couple of milliseconds, and the words found are the same."""
    if len(text) <= PIECE:
        yield text
        return
    start = 0
    while start < len(text):
        end = start + PIECE
        if end < len(text):
            cut = max(text.rfind(space, start, end) for space in " \n\t\r")
            if cut > start:
                end = cut
        yield text[start:end]
        start = end


class WeightedText(fields.TEXT):
    """A stemmed text field whose value is one string or ``(text, weight)`` parts.

    Indexing uses :func:`index_term` directly (same terms as the analyzer, several times
    faster). The field's analyzer stays the StemmingAnalyzer for Whoosh's own tools
    (key terms for related papers).
    """

    def __init__(self, **kwargs: object) -> None:
        super().__init__(analyzer=stemming_analyzer(), phrase=False, **kwargs)
        self.format = WeightOnly()

    def index(
        self, value: str | Iterable[tuple[str, float]], **_kwargs: Any
    ) -> Iterator[tuple[bytes, int, float, bytes]]:
        parts = ((value, 1.0),) if isinstance(value, str) else value
        weights: dict[str, float] = {}
        counts: dict[str, int] = {}
        for text, weight in parts:
            # Each distinct word of the text once: an abstract says most of its words
            # again, and the words are found and counted in C (a tenth of an import's
            # indexing went to a Python step per word), a piece at a time.
            found: Counter[str] = Counter()
            for piece in pieces(text):
                found.update(_WORDS.findall(piece))
            for word, count in found.items():
                term = index_term(word)
                if term is None:
                    continue
                weights[term] = weights.get(term, 0.0) + weight * count
                counts[term] = counts.get(term, 0) + count
        for term, weight in weights.items():
            yield term.encode("utf-8"), counts[term], weight, b""


_SPACE_SEPARATED = re.compile(r"[^ \t\r\n]+")  # Whoosh's SpaceSeparatedTokenizer


class RecordTerms(fields.KEYWORD):
    """A record's `name:word` terms (``index_schema.record_terms``), space-separated and
    lower-cased as Whoosh's keyword field reads them.

    Indexing splits the value here rather than through Whoosh's chain of generators: a
    large BibTeX file has a hundred of these terms an entry, most of its postings, and the
    chain was a fifth of its indexing. The terms, counts and weights are the keyword
    field's own; ``tests/core/test_index_record_terms.py`` checks that both agree.
    """

    def __init__(self) -> None:
        super().__init__(lowercase=True)

    def index(self, value: str, **_kwargs: Any) -> Iterator[tuple[bytes, int, float, bytes]]:
        # Lower-cased whole, as word by word: case only looks across letters, never spaces.
        counts = Counter(_SPACE_SEPARATED.findall(value.lower()))
        boost = self.format.field_boost
        for word, count in counts.items():
            yield word.encode("utf-8"), count, count * boost, pack_uint(count)
