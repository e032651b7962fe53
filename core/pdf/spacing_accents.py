"""Accents a PDF prints as characters of their own, put back on their letters.

TeX (and the PDFs made from its DVI) sets an accented letter as two glyphs, the accent and
the letter, so PDFium reads "Gr´egory Mouni´e", "Franc¸ois" or "J˛edrzej": the name is broken
in two, reads as no name at all, and the byline it sits in is lost. An accent above
("´", "¨", "˛", ...) comes before its letter, a cedilla after it. Where PDFium has set the
accent apart with spaces ("Gy ´ ongyi", the accent drawn back over a letter before it), the
letter it belongs to is not known: the word is joined and the accent left out. An accent
left alone between words is dropped.

A cedilla goes on the letter beside it that takes one, a c, s or t first: after its letter
most often ("Franc¸ois"), before it in some fonts ("Gradua¸c˜ao", "fran¸cais"). TeX puts
an accent on an i or a j over its dotless form ("\\'{\\i}"), which PDFium reads as "ı" with
the accent as a mark or a glyph of its own ("Megı́as", "F´ısica"): no accented letter is
made from a dotless one, so the name would stay broken; it is put back as the plain letter.
A combining mark that starts a word (PDFium set a space before it) stands for its spacing
accent, and text with its accents as combining marks after their letters, as Word and
macOS can write it, is composed (NFC), so that a name is one word of letters however its
accents were written.

A TeX font with no map to Unicode gives its ligatures and dashes as the control characters
of their slots ("design-\x1crst draft\x16not"): read as their letters ("fi", "—") beside
a letter (`named_ligatures`).
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
_SPACING_OF = {mark: accent for accent, mark in (*_BEFORE.items(), *_AFTER.items())}
_UNDER_CEDILLA = "cCsStT"  # ç, ş, ţ: the letters most cedillas are under
_DOTLESS = {"ı": "i", "ȷ": "j"}
_CEDILLA = re.compile(rf"({_LETTER})([{''.join(_AFTER)}])({_LETTER}?)")
# A combining mark with no letter before it: at the text's start or after a space.
_MARK_ALONE = re.compile(rf"(?<!\S)([{''.join(_SPACING_OF)}])")
# An accent PDFium gives after the dotless letter it sits on ("Megı´as").
_AFTER_DOTLESS = re.compile(rf"([{''.join(_DOTLESS)}])([{''.join(_BEFORE)}])")
# A dotless letter carrying marks above it.
_DOTLESS_MARKED = re.compile(rf"([{''.join(_DOTLESS)}])(?=[\u0300-\u0315\u031a\u033d-\u0344])")
_ABOVE = re.compile(rf"(?:(?<={_LETTER})|(?<!\S))([{''.join(_BEFORE)}])({_LETTER})")
_SPACED = re.compile(rf"(?<={_LETTER}) ?[{SPACING_ACCENTS}] ?(?={_LETTER})")
_ALONE = re.compile(rf"(?<!\S)[{SPACING_ACCENTS}](?!\S)")


# TeX's fonts without a map to Unicode give their ligatures and dashes as the control
# characters of their slots, in the Cork encoding (T1: "sca\x1bold", "design-\x1crst
# draft\x16not") and in the older OT1 one ("Whit\x0celd Di\x0ee"): read as their letters
# beside a letter. OT1's fi and fl share their codes with a form feed and a carriage return,
# and are read only between letters.
_TEX_SLOTS = {
    "\x1b": "ff",
    "\x1c": "fi",
    "\x1d": "fl",
    "\x1e": "ffi",
    "\x1f": "ffl",
    "\x15": "–",
    "\x16": "—",
    "\x0b": "ff",
    "\x0c": "fi",
    "\x0d": "fl",
    "\x0e": "ffi",
    "\x0f": "ffl",
}
_TEX_SLOT = re.compile(
    r"(?<=[^\W\d_])[\x0c\x0d](?=[^\W\d_])"
    r"|(?<=[^\W\d_])[\x0b\x0e\x0f\x15\x16\x1b-\x1f]|[\x0b\x0e\x0f\x15\x16\x1b-\x1f](?=[^\W\d_])"
)


def named_ligatures(text: str) -> str:
    """`text` with the ligatures and dashes a TeX font gave as control characters read as
    their letters (see `_TEX_SLOTS`)."""
    return _TEX_SLOT.sub(lambda m: _TEX_SLOTS[m[0]], text)


def joined_accents(text: str) -> str:
    """`text` with each accent printed as its own character on its letter (see the module)."""
    if text.isascii():
        return text
    text = _MARK_ALONE.sub(lambda m: _SPACING_OF[m[1]], text)
    text = _AFTER_DOTLESS.sub(r"\2\1", text)
    if any(ch in SPACING_ACCENTS for ch in text):
        text = _CEDILLA.sub(_cedilla, text)
        text = _ABOVE.sub(lambda m: _compose(m[2], _BEFORE[m[1]]), text)
        text = _SPACED.sub(lambda m: "" if text[m.end()].islower() else " ", text)
        text = _ALONE.sub("", text)
    text = _DOTLESS_MARKED.sub(lambda m: _DOTLESS[m[1]], text)
    return unicodedata.normalize("NFC", text)


def _cedilla(match: re.Match[str]) -> str:
    """The cedilla on the letter before it, or on the one after where only that one takes
    a cedilla ("a¸c" is "aç") or it is the c, s or t most cedillas are under ("fran¸cais" is
    "français", not "fraņcais")."""
    before, mark, after = match[1], _AFTER[match[2]], match[3]
    takes = len(_compose(before, mark)) == 1 and (
        before in _UNDER_CEDILLA or after not in _UNDER_CEDILLA
    )
    if after and len(_compose(after, mark)) == 1 and not takes:
        return before + _compose(after, mark)
    return _compose(before, mark) + after


def _compose(letter: str, mark: str) -> str:
    return unicodedata.normalize("NFC", letter + mark)
