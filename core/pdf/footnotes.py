"""Where a first page's footnotes start: the notes at its foot, in small type, each opened
by a mark or a number.

A law review's first page prints its author's note there ("* Samuel I. Golieb Fellow, NYU
School of Law; J.D., …", with the names of everyone thanked) and its first citations ("1.
See generally 602 U.S. 899 (2024)"): the names are not the byline, the first line is not
the title and the years are of degrees, symposia and cases, not the paper's.
"""

from __future__ import annotations

import re
from collections import Counter

from lectern.core.pdf.outcome import Line

# A note's first line: its mark ("*", "†") or its number with a point or a tab after it
# ("1. See", "12\tId."), then the note's words (a footer's "10 JANUARY 2013" is no note).
_NOTE_START = re.compile(r"^\s*(?:[*∗†‡§¶]+\s*|\d{1,3}(?:\.\s|\t)\s*)\S")
_SMALLER = 0.05  # the notes are set smaller than the text above them by more than this share
_SAME_SIZE = 0.07  # the notes' lines differ in size by less than this share
_AFTER_NOTES = 3  # lines a page may print after its notes (a page number, a footer)
_FULL = 0.75  # a note's line that fills at least this share of the widest goes on after it
_ABOVE_LETTERS = 200  # letters the text above the notes has at least: a page, not a header


def footnotes_start(lines: tuple[Line, ...]) -> int:
    """The number of the first line of the page's footnotes, len(lines) when it prints none:
    a line opened by a mark or a number, set smaller than most of the text above it, after
    which the lines are set as small or smaller to the page's foot (a few lines aside: a
    page number, a footer)."""
    for n, line in enumerate(lines):
        if not _NOTE_START.match(line.text) or n == 0:
            continue
        above = _usual_size(lines[:n])
        if above is None or line.size >= above * (1 - _SMALLER):
            continue
        end = n + 1
        while end < len(lines) and lines[end].size <= line.size * (1 + _SAME_SIZE):
            end += 1
        if len(lines) - end <= _AFTER_NOTES:
            return n
    return len(lines)


def note_lines(lines: tuple[Line, ...]) -> set[int]:
    """The numbers of the lines of the notes themselves among the footnotes: each from its
    mark on, while the line before fills the notes' width and ends no sentence; a footer
    set as small after them (the journal's reference, its copyright, a sidebar's dates the
    page gives after a correspondence note) is none of them."""
    start = footnotes_start(lines)
    full = max((len(line.text.strip()) for line in lines[start:]), default=0)
    found: set[int] = set()
    for n in range(start, len(lines)):
        before = lines[n - 1].text.strip()
        if _NOTE_START.match(lines[n].text) or (
            n - 1 in found and len(before) >= full * _FULL and not before.endswith(".")
        ):
            found.add(n)
    return found


def _usual_size(lines: tuple[Line, ...]) -> float | None:
    """The size most of the letters of `lines` are set in, None when they are too few."""
    weight: Counter[float] = Counter()
    for line in lines:
        weight[round(line.size, 1)] += sum(ch.isalpha() for ch in line.text)
    if sum(weight.values()) < _ABOVE_LETTERS:
        return None
    return weight.most_common(1)[0][0]
