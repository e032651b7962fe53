"""Citation keys: made once, by one pattern, and unique in the library.

A paper's key is what a LaTeX or Pandoc document cites it by, so it never changes by
itself: an imported key is kept; a paper without one gets a key when it is added, from
the pattern below; editing the title or the authors leaves it alone; "Regenerate key" makes
it again from the pattern, on request. Keys are compared case-insensitively, as BibTeX and
biber do ("Smith2020" and "smith2020" clash), and a paper merged into another keeps its key
as an alias, which no other paper may take either.

The pattern: the first author's family name, the year, the first significant word of the
title, all lower-case ASCII ("vaswani2017attention"); a key already taken gets a, b, … z,
aa, ab, … as JabRef and Better BibTeX users know it. It is the pattern Lectern's exports
used before keys were stored, so the keys an upgraded library gets are those its earlier
exports wrote.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from lectern.core.said import said

_STOPWORDS = frozenset(
    "a an the on of in for and to with from at by is are via towards toward how what why "
    "when do does can we our your its".split()
)
# What a key may hold: what BibTeX, biber, Pandoc and JabRef all accept.
_KEY_BAD = re.compile(r"[^A-Za-z0-9_:.\-+/]")
# Lower-case words that belong to the family name ("Ludwig van Beethoven").
_PARTICLES = frozenset(
    "van von der den de del della di da dos das du des la le ten ter zu y al el bin ibn".split()
)
_SUFFIXES = frozenset({"jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "v"})


def ascii_fold(text: str) -> str:
    """ "Gödel" → "Godel": citation keys must survive BibTeX, which is ASCII at heart.
    ASCII is returned as it is, no character looked at one by one: an import gives keys
    to every new paper from its title, and most titles are ASCII."""
    if text.isascii():
        return text
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if ord(ch) < 128 and not unicodedata.combining(ch))


def split_name(display: str) -> tuple[str, str, str]:
    """A display name → (family, given, suffix).

    Accepts "Given Family", "Family, Given" and "Family, Suffix, Given"; keeps particles
    with the family name; a single word (an organisation, a mononym) becomes the family
    name alone.
    """
    name = " ".join(display.split())
    if not name:
        return "", "", ""
    if "," in name:
        parts = [p.strip() for p in name.split(",")]
        if len(parts) >= 3:
            return parts[0], ", ".join(parts[2:]), parts[1]
        family, given = parts[0], parts[1]
        if given.lower() in _SUFFIXES:
            return family, "", given
        return family, given, ""
    words = name.split(" ")
    suffix = ""
    if len(words) > 2 and words[-1].lower().strip(",") in _SUFFIXES:
        suffix = words.pop()
    if len(words) == 1:
        return words[0], "", suffix
    start = len(words) - 1
    while start > 1 and words[start - 1].lower() in _PARTICLES:
        start -= 1
    # "Jean de la Fontaine": the first particle must follow at least one given name.
    return " ".join(words[start:]), " ".join(words[:start]), suffix


# What no key may hold, whatever its source: BibTeX ends a key at a comma, space or brace.
_KEY_BREAKS = re.compile(r"[\s,{}()\"#%'=\\~]")


def clean_key(text: str) -> str:
    """A key as the pattern writes them: ASCII letters, digits and _:.-+/ only."""
    return _KEY_BAD.sub("", ascii_fold(text))


_KEPT_BREAKS = re.compile(r"[\s,{}()\"#%'=~]")


def kept_key(text: str) -> str:
    """An imported key as it is, less what no BibTeX file can hold in a key (spaces,
    commas, braces, quotes): biber reads UTF-8 keys, so "Müller2020" stays, and a key a
    program wrote with a backslash in it is still the key the user's documents cite."""
    return _KEPT_BREAKS.sub("", text)


def check_key(text: str) -> str:
    """A key typed by the user, tidied; ValueError in plain words if it cannot be one."""
    key = text.strip()
    if not key:
        raise ValueError(said("A citation key cannot be empty."))
    if bad := sorted(set(_KEY_BREAKS.findall(key))):
        shown = " ".join("space" if ch.isspace() else ch for ch in bad)
        raise ValueError(
            said(
                "A citation key cannot hold {characters} (BibTeX would end it there).",
                characters=shown,
            )
        )
    return key


def pattern_key(authors: Sequence[str], title: str, year: int | None) -> str:
    """The key the pattern makes: family name, year, first significant title word."""
    family = split_name(authors[0])[0] if authors else ""
    family = re.sub(r"[^a-z]", "", ascii_fold(family).lower())
    word = ""
    for candidate in re.findall(r"[A-Za-z0-9]+", ascii_fold(title)):
        if candidate.lower() not in _STOPWORDS:
            word = candidate.lower()
            break
    return (family + (str(year) if year else "") + word) or "paper"


def base_key(own: str, authors: Sequence[str], title: str, year: int | None) -> str:
    """The key a paper asks for: its own (cleaned), else the pattern's."""
    return clean_key(own) or pattern_key(authors, title, year)


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def suffix(n: int) -> str:
    """The n-th suffix a taken key gets: "", then a..z, aa..zz, then -1, -2, …"""
    if n == 0:
        return ""
    n -= 1
    if n < 26:
        return _LETTERS[n]
    n -= 26
    if n < 26 * 26:
        return _LETTERS[n // 26] + _LETTERS[n % 26]
    return f"-{n - 26 * 26 + 1}"


def unique_key(base: str, taken: Callable[[str], bool], tried: dict[str, int] | None = None) -> str:
    """`base`, or `base` with the first suffix that makes it free; `taken` gets the folded
    (lower-case) key. Giving many keys at once, pass the same `tried` dict to each call: it
    remembers how far each base got, so the 12,000th paper asking for "paper" does not try
    the 11,999 suffixes given before it (the keys of a batch are never freed during it)."""
    n = tried.get(base, 0) if tried is not None else 0
    while taken((key := base + suffix(n)).casefold()):
        n += 1
    if tried is not None:
        tried[base] = n + 1
    return key


def fold(key: str) -> str:
    """How keys compare."""
    return key.casefold()


def assign_keys(papers: Iterable[tuple[str, Sequence[str], str, int | None]]) -> list[str]:
    """One unique key per (own key, authors, title, year), in order: the first paper asking
    for a key gets it, the next ones a suffix."""
    taken: set[str] = set()
    tried: dict[str, int] = {}
    keys: list[str] = []
    for own, authors, title, year in papers:
        key = unique_key(base_key(own, authors, title, year), taken.__contains__, tried)
        taken.add(fold(key))
        keys.append(key)
    return keys


def doc_key_parts(doc: Mapping[str, Any]) -> tuple[str, Sequence[str], str, int | None]:
    """What a stored paper document asks its key from."""
    year = doc.get("year")
    return (
        str(doc.get("key") or ""),
        [str(a) for a in doc.get("authors") or ()],
        str(doc.get("title") or ""),
        year if isinstance(year, int) else None,
    )
