"""Titles for papers that arrive as bare abstracts (the seed lists, some RIS records), or
as nothing but an identifier (a DOI typed into File → New paper, a record with only a DOI),
and which of the two a derived title was made from.

A person recognises a paper by the method it introduces ("PULSE: a framework
for …") far more often than by its opening sentence, so that comes first; else
the first sentence, cut at a clause boundary to about a dozen words.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import TYPE_CHECKING

from lectern.core.text.latex import latex_to_text

if TYPE_CHECKING:
    from lectern.core.models import Paper

MAX_WORDS = 12
MAX_SCAN = 4000  # characters of the abstract that are searched for a title
SLACK = 2  # a complete clause may run this many words past MAX_WORDS

STOP_WORDS = frozenset(
    "a an the of for to in on at by with from into onto via and or nor but as than that which "
    "who whom whose where when while is are was were be been being its their our his her this "
    "these those such we it they not no so also both either each very more most less using "
    "over under between among about across through without within toward towards upon".split()
)
_VERBS = (
    r"propose|proposes|present|presents|introduce|introduces|develop|develops|design|designs|"
    r"build|builds|release|releases|contribute|contributes|unveil|unveils|offer|offers|"
    r"describe|describes|devise|devises|construct|constructs|create|creates|curate|curates"
)
_INTRO = re.compile(
    rf"(?:^(?:introducing|presenting|meet)\s+(?P<rest0>.+)|"
    rf"(?:\b(?:we|this (?:paper|work|study|article)|our (?:paper|work))\s+"
    rf"(?:(?:also|further|then|therefore|thus|first|now|here|hence|next|finally|additionally)\s+)?"
    rf"|,?\s+and\s+(?:then\s+|also\s+)?)(?:{_VERBS})\s+(?P<rest>.+))",
    re.I,
)
_CONTINUES = (
    r"(?:which|that|to|for|with|where|in|on|as|by|and|using|based|built|designed|tailored)\b"
)
_LEAD = re.compile(
    r"^(?:the|a|an)\s+(?:(?:new|novel|simple|general|unified|family\s+of|suite\s+of|set\s+of|"
    r"class\s+of|lightweight|scalable|principled)\s+)*",
    re.I,
)
# One token with a capital or a digit: PULSE, Dspic, 4DEquine (possessive: no backtracking).
_NAME = r"(?=[^\s,;:()]{0,80}[A-Z0-9])[^\s,;:()]{1,80}+"
_NAMED = re.compile(
    rf"^(?:the\s+)?(?P<name>(?:[a-z][\w\-]*\s+)?(?:{_NAME}))\s*(?:,|:|—|–|\s-\s)\s*"
    rf"(?P<desc>(?:a|an|the|our|one)\b.*)",
)
_EXPANDED = re.compile(r"^(?P<exp>[^,;:()]{3,160}?)\s*\((?P<acr>[^()\s,;]{2,24})\)")
_CALLED = re.compile(
    rf"(?P<before>.*?),?\s*\b(?:called|named|dubbed|termed|coined|which we call|we call it|"
    rf"that we call)\s+(?P<name>{_NAME})",
)
_THE_NAME = re.compile(
    rf"^the\s+(?P<name>{_NAME})\s+(?P<noun>framework|method|model|algorithm|approach|system|"
    rf"benchmark|dataset|library|toolkit|architecture|pipeline|agent|platform)\b"
)
_STUDY = re.compile(
    r"^(?:.*?,\s*)?(?:we|this (?:paper|work|study|article|note)|in this (?:paper|work),? we"
    r"|here,? we)"
    r"\s+(?:(?:first|also|further|then)\s+)?(?:study|studies|propose|proposes|present|presents|"
    r"introduce|introduces|investigate|investigates|consider|considers|explore|explores|analyze|"
    r"analyzes|analyse|analyses|examine|examines|address|addresses|develop|develops|derive|"
    r"derives|revisit|revisits|tackle|tackles|formulate|formulates|describe|describes)\s+"
    r"(?P<rest>(?!that\b).+)",
    re.I,
)
_ASIDE = re.compile(r"\s+\([^()]*\)")  # "(arising from …)"; math like W(ℝᵈ) has no space
# "Recent studies have shown that X": X is the point.
_REPORTED = re.compile(
    r"^(?:[\w\-]+\s+){0,4}?(?:have|has|had)?\s*(?:shown|demonstrated|found|revealed|suggested|"
    r"argued|argues|shows|demonstrates|suggests|finds|reveals|posits)\s+that\s+(?=\S+\s+\S+\s+\S+)",
    re.I,
)
_ABBREVIATIONS = re.compile(
    r"\b(?:e\.g|i\.e|et al|vs|cf|Fig|Eq|Sec|approx|resp|w\.r\.t|etc)\.$", re.I
)
_HARD = re.compile(
    r"\s*(?:;|\s[—–]\s|—|:\s|\.\s|,\s+(?=(?:which|where|while|whereas|yet|but|and|enabling|"
    r"allowing|making|leading|resulting|ensuring|thereby|achieving|yielding|since|because|"
    r"although|though|as|such as|including|e\.g\.|i\.e\.|with|without|first|posing|failing|"
    r"offering|providing|using|given|thus|hence|so)\b)|\s+(?:yet|but|whereas)\s)"
)
_SOFT = re.compile(r"\s(?:that|which|where|whereby|by|through|via|using|when|whose|because)\s|,\s")
_ADJECTIVE_END = re.compile(r"(?:able|ible|al|ic|ive|ous|ful|less|ary|ent|ant|ed|ing)$", re.I)
_ACRONYM_PAREN = re.compile(
    r"\s*\((?:(?=[^()\s]{0,14}[A-Z][^()\s]{0,14}[A-Z])[\w\-+&/²]{2,15}"
    r"|e\.g\.[^()]*|i\.e\.[^()]*|see [^()]*)\)"
)


def _sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(\[])", text)
    out: list[str] = []
    for part in parts:
        if out and _ABBREVIATIONS.search(out[-1]):
            out[-1] += " " + part
        else:
            out.append(part)
    sentences = [s.strip() for s in out if s.strip()]
    while len(sentences) > 1 and len(sentences[0].split()) < 3:  # "Art. 50 …", "Objective."
        sentences[:2] = [sentences[0] + " " + sentences[1]]
    return sentences


def _words(text: str) -> list[str]:
    return text.split()


def _tidy_end(words: list[str]) -> list[str]:
    """Drop dangling stop words, trailing punctuation and unbalanced brackets."""
    words = list(words)
    while words:
        last = words[-1].rstrip(",;:.–—-")
        if not last or last.lower() in STOP_WORDS:
            words.pop()
            continue
        words[-1] = last
        phrase = " ".join(words)
        if phrase.count("(") > phrase.count(")"):
            cut = phrase.rfind("(")
            words = phrase[:cut].split()
            continue
        break
    return words


def shorten(phrase: str, limit: int = MAX_WORDS) -> str:
    """Cut a phrase at a clause boundary to about ``limit`` words; "…" when cut mid-clause."""
    phrase = _ASIDE.sub("", _ACRONYM_PAREN.sub("", phrase)).strip().rstrip(".")
    for match in _HARD.finditer(phrase):
        prefix = phrase[: match.start()]
        if len(_words(prefix)) < 3:
            continue
        if re.match(r",\s+(?:and|or)\b", phrase[match.start() :].lstrip(" ")) and ", " in prefix:
            prefix = prefix[: prefix.index(", ")]  # "X, Y, and Z": a list, cut before it
            if len(_words(prefix)) < 4:
                continue  # the list opens the sentence ("Accurate, fast, and …")
        phrase = prefix
        break
    words = _words(phrase)
    if len(words) <= limit + SLACK:
        return " ".join(_tidy_end(words))
    head = " ".join(words[: limit + 1])
    cuts = [m.start() for m in _SOFT.finditer(head) if _good_cut(head[: m.start()], m.group(0))]
    if cuts:
        return " ".join(_tidy_end(_words(head[: cuts[-1]]))) + "…"
    return " ".join(_tidy_end(words[:limit])) + "…"


def _good_cut(prefix: str, boundary: str) -> bool:
    """A cut keeps at least four words and does not split "interpretable, symbolic …"."""
    words = _words(prefix)
    if len(words) < 4:
        return False
    return boundary.strip() != "," or not _ADJECTIVE_END.search(words[-1])


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _title_case_if_lower(text: str) -> str:
    if text != text.lower():
        return text
    return " ".join(w if w in STOP_WORDS else _capitalise(w) for w in text.split())


def _looks_like_acronym(text: str) -> bool:
    return sum(ch.isupper() or ch.isdigit() for ch in text) >= 2 and not text.isdigit()


def _named(sentence: str, first_sentence: str) -> str:
    """A title from a sentence that introduces a named method, or ""."""
    intro = _INTRO.search(sentence)
    if not intro or (
        intro.group(0).lstrip(", ").lower().startswith("and")
        and not re.search(r"\bwe\b", sentence[: intro.start()], re.I)
    ):
        return ""
    rest = (intro.group("rest") or intro.group("rest0")).strip()
    body = _LEAD.sub("", rest)
    if expanded := _EXPANDED.match(body):
        acronym, expansion = expanded.group("acr"), expanded.group("exp").strip()
        after = body[expanded.end() :]
        # "a retrieval-augmented generation (RAG)-based framework" names a kind, not a method
        generic = re.match(r"[\w\-]|\s+[a-z]", after) and not re.match(_CONTINUES, after.lstrip())
        if (
            " " not in expansion
            and re.fullmatch(_NAME, expansion)
            and not generic
            and len(expansion) <= len(acronym)
        ):
            # "FoCa (Forecast-then-Calibrate), a …": the name comes first
            if appositive := re.match(r"\s*(?:,|:|—)\s*((?:a|an|the|our|one)\b.*)", after):
                return f"{expansion}: {shorten(appositive.group(1), MAX_WORDS + 1)}"
            return f"{expansion}: {acronym}"
        if (
            _looks_like_acronym(acronym)
            and 1 <= len(expansion.split()) <= 8
            and not generic
            and (" " in expansion or expansion != expansion.lower())
        ):
            return f"{acronym}: {_capitalise(_title_case_if_lower(expansion))}"
    if named := _NAMED.match(rest):
        desc = shorten(named.group("desc"), MAX_WORDS + 1)
        if len(desc.split()) >= 2:
            return f"{named.group('name')}: {desc}"
    if called := _CALLED.match(rest):
        name, before = called.group("name"), called.group("before").strip()
        if re.fullmatch(_NAME, before):  # "ROSE, termed Remove Objects with Side Effects, a …"
            expansion = re.split(r"[,;:(]", rest[called.start("name") :], maxsplit=1)[0]
            return f"{before}: {shorten(expansion, 8)}"
        after = rest[called.end() :].lstrip(", ")
        if re.match(r"(?:for|that|which|to|by|with|based|using|tailored|designed)\b", after):
            before = f"{before} {after}"
        desc = shorten(before) if before else ""
        return f"{name}: {desc}" if len(desc.split()) >= 2 else name
    if the_name := _THE_NAME.match(rest):
        name = the_name.group("name")
        context = shorten(_plain_lead(first_sentence))
        return f"{name}: {context}" if context else f"{name} {the_name.group('noun')}"
    return ""


def _plain_lead(sentence: str) -> str:
    """The first sentence as a title: "We study X" → "X", "In this paper," dropped."""
    sentence = re.sub(
        r"^(?:in this (?:paper|work|article|note)|here)\s*,?\s*", "", sentence, flags=re.I
    )
    sentence = _REPORTED.sub("", sentence)
    if study := _STUDY.match(sentence):
        rest = re.sub(r"^the (?:problem|task|question) of\s+", "", study.group("rest"), flags=re.I)
        return _capitalise(rest)
    return _capitalise(sentence)


_MARKDOWN = re.compile(
    r"\*\*([^*]{1,200})\*\*|(?<![\w*])\*([^\s*][^*]{0,200}?)\*(?![\w*])|`([^`]{1,200})`"
)
_HEADING = re.compile(
    r"^(?:(?:abstract|background|objectives?|purpose|aims?|context|motivation|introduction|"
    r"summary|problem|goals?|setting|overview|tl;?dr)(?:\s+and\s+|\s*[/&]\s*)?)+\s*[:.\-—]\s*",
    re.I,
)


def identifier_title(*, doi: str = "", arxiv_id: str = "") -> str:
    """The title of a paper known only by its identifier: "arXiv:2401.01234" or
    "doi:10.1186/…", the way the paper page names it, until a record with a real title joins
    it. Empty when there is neither."""
    return f"arXiv:{arxiv_id}" if arxiv_id else f"doi:{doi}" if doi else ""


class TitleOrigin(StrEnum):
    """What a title Lectern made for a paper (``Paper.title_derived``) was made from."""

    ABSTRACT = "abstract"
    DOI = "doi"
    ARXIV = "arxiv"
    LINK = "link"  # a pasted link that is neither a DOI nor an arXiv page
    UNKNOWN = "unknown"  # none of these: an abstract since removed, a paste of bare digits

    @property
    def made_from(self) -> str:
        """How the window says it: "Title made from its DOI", "(title made from its DOI)"."""
        return _MADE_FROM[self]


_MADE_FROM = {
    TitleOrigin.ABSTRACT: "derived from the abstract",
    TitleOrigin.DOI: "made from its DOI",
    TitleOrigin.ARXIV: "made from its arXiv id",
    TitleOrigin.LINK: "made from its link",
    TitleOrigin.UNKNOWN: "made by Lectern",
}


def title_origin(paper: Paper) -> TitleOrigin | None:
    """What the paper's derived title was made from; None when the title is its record's own.

    Told from the paper itself (a title an identifier gave is exactly what
    :func:`identifier_title` writes for it, a link's is the link), so papers stored before
    anyone asked need nothing new, and the answer stays right after an abstract is added.
    """
    if not paper.title_derived:
        return None
    if paper.arxiv_id and paper.title == identifier_title(arxiv_id=paper.arxiv_id):
        return TitleOrigin.ARXIV
    if paper.doi and paper.title == identifier_title(doi=paper.doi):
        return TitleOrigin.DOI
    if paper.title in paper.urls:
        return TitleOrigin.LINK
    return TitleOrigin.ABSTRACT if paper.abstract.strip() else TitleOrigin.UNKNOWN


def derive_title(abstract: str) -> str:
    """A title a person would recognise, for abstracts that come without one."""
    # The title comes from the first few sentences; a bound keeps odd input cheap.
    text = _HEADING.sub("", " ".join(latex_to_text(abstract[:MAX_SCAN]).split()))
    text = _MARKDOWN.sub(lambda m: m.group(1) or m.group(2) or m.group(3), text)
    sentences = _sentences(text)
    if not sentences:
        return "Untitled"
    for sentence in sentences:
        if title := _named(sentence, sentences[0]):
            return _capitalise(title.rstrip("."))
    title = shorten(_plain_lead(sentences[0]))
    return _capitalise(title) if title.strip("…") else "Untitled"
