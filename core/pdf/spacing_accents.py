"""Accents a PDF prints as characters of their own, put back on their letters.

TeX (and the PDFs made from its DVI) sets an accented letter as two glyphs, the accent and
the letter, so PDFium reads "Gr´egory Mouni´e", "Franc¸ois" or "J˛edrzej": the name is broken
in two, reads as no name at all, and the byline it sits in is lost. An accent above
("´", "¨", "˛", ...) comes before its letter, a cedilla after it. Where PDFium has set the
accent apart with spaces ("Gy ´ ongyi", the accent drawn back over a letter before it), the
letter it belongs to is not known: the word is joined and the accent left out. An accent
left alone between words is dropped.
"""

from __future__ import annotations

import re
import unicodedata

# The spacing accents and the combining marks they stand for.
_BEFORE = {
    "´": "\u0301",
    "`": "\u0300",
    "ˆ": "\u0302",
    "˜": "\u0303",
    "¨": "\u0308",
    "ˇ": "\u030c",
    "˘": "\u0306",
    "˙": "\u0307",
    "˚": "\u030a",
    "˝": "\u030b",
    "¯": "\u0304",
    "˛": "\u0328",
}
_AFTER = {"¸": "\u0327"}
_LETTER = r"[^\W\d_]"
SPACING_ACCENTS = "".join(_BEFORE) + "".join(_AFTER)
_CEDILLA = re.compile(rf"({_LETTER})([{''.join(_AFTER)}])")
_ABOVE = re.compile(rf"(?:(?<={_LETTER})|(?<!\S))([{''.join(_BEFORE)}])({_LETTER})")
_SPACED = re.compile(rf"(?<={_LETTER}) ?[{SPACING_ACCENTS}] ?(?={_LETTER})")
_ALONE = re.compile(rf"(?<!\S)[{SPACING_ACCENTS}](?!\S)")


def joined_accents(text: str) -> str:
    """`text` with each accent printed as its own character on its letter (see the module)."""
    if not any(ch in SPACING_ACCENTS for ch in text):
        return text
    text = _CEDILLA.sub(lambda m: _compose(m[1], _AFTER[m[2]]), text)
    text = _ABOVE.sub(lambda m: _compose(m[2], _BEFORE[m[1]]), text)
    text = _SPACED.sub(lambda m: "" if text[m.end()].islower() else " ", text)
    return _ALONE.sub("", text)


def _compose(letter: str, mark: str) -> str:
    return unicodedata.normalize("NFC", letter + mark)
