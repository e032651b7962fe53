"""A title printed again in a second language, told apart from the title.

A journal publishing in Portuguese or Spanish often sets the paper's title in its language
and then in English (or the other way round), both in the title's size, one under the
other (SciELO's "Compromiso de los Ayuntamientos Malagueños …" / "The Málaga city councils
commitment …"). Read as one block they would make a title no record has. The second is
known by its language: the small words every sentence of a language uses ("of", "the";
"de", "da", "os"; "de", "los", "y") change where it starts, at the start of a line after
a line that ends the title (no small word, no colon at its end). The paper's title is the
first.
"""

from __future__ import annotations

from lectern.core.models import fold_text

# The small words of each language a title is printed in, folded ("à" is "a"). A word
# several languages share ("de", "la") counts for each of them.
_SMALL_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset(
        "the of and in on for with to an from by at its is are using between through into"
        " towards via".split()
    ),
    "pt": frozenset(
        "de da do dos das e em na no nas nos para com uma um entre sobre pela pelo pelas"
        " pelos ao aos os as o".split()
    ),
    "es": frozenset("de la el los las y en con para del una un por entre sobre al su sus".split()),
    "fr": frozenset("de la le les des du et en pour avec une un dans sur par au aux".split()),
    "de": frozenset(
        "der die das und in mit fur von zur zum ein eine den dem des im auf bei".split()
    ),
    "it": frozenset(
        "di del della dei delle e il la lo gli le in con per una un tra su nel".split()
    ),
}
_LEAST = 2  # small words a part of the title has at least for its language to be known


def first_language_lines(texts: list[str]) -> int:
    """How many of a title block's lines (`texts`) are the title in its first language:
    all of them, unless a line starting with a capital starts the title again in another
    language (the small words of the lines before it are one language's, those from it on
    another's)."""
    for k in range(1, len(texts)):
        if not texts[k].lstrip()[:1].isupper() or _goes_on(texts[k - 1]):
            continue
        first = _language(" ".join(texts[:k]))
        second = _language(" ".join(texts[k:]))
        if first and second and first != second:
            return k
    return len(texts)


def _goes_on(text: str) -> bool:
    """Whether a title's line ends with a small word or a colon, as a line the title goes on
    from does ("A Novel Reproductive Mode in Frogs: A" / "New Species of …")."""
    words = fold_text(text).split()
    return text.rstrip().endswith(":") or (
        bool(words) and (len(words[-1]) == 1 or any(words[-1] in s for s in _SMALL_WORDS.values()))
    )


def _language(text: str) -> str:
    """The language whose small words the text uses most, "" when it uses fewer than
    _LEAST of any or two languages as much (a text of "de" and "la" alone)."""
    words = fold_text(text).split()
    counts = sorted(
        ((sum(w in small for w in words), name) for name, small in _SMALL_WORDS.items()),
        reverse=True,
    )
    (best, name), (second, _) = counts[0], counts[1]
    return name if best >= _LEAST and best > second else ""
