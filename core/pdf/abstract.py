"""The abstract a paper prints on its first page, found from the page's lines.

Most papers print it under a heading: "Abstract" alone on its line or run into the text
("Abstract. In this paper…", "Abstract— As compared…"), in capitals, letter-spaced as
Elsevier sets it ("a b s t r a c t", or run into its text: "A B S T R AC T . The aim…"),
called "Summary", or named in the paper's language ("Résumé", "Zusammenfassung",
"Resumen", "Riassunto", "Аннотация", "摘要", "要旨"). It runs
to the next heading: keywords (in those languages too: "Mots-clés", "Palabras clave",
"关键词"), "Index Terms", "CCS Concepts", the first section ("1 Introduction",
"I. INTRODUCTION"), the heading of the same abstract in another language ("Résumé" …
"Abstract"), a copyright line (or a copyright notice run on after its last sentence), or
text of another size (a sidebar, the body). A structured abstract's labels may be set on
lines of their own, larger than its text ("Background", "Methods and findings", PLOS's):
it goes on under them. A structured abstract may also have no heading over it, its first
part's label run into its text ("Objective Although …") and a later part's ("Methods …")
under it: it is read as a headed one.

Some print it without a heading (REVTeX's preprints, a journal's short notes, a conference
abstract): then it is the first paragraph of prose after the byline's affiliations, set
apart from what follows by a heading, a change of size, the body's narrower column
starting under it, the large initial letter the body opens with (Science's reports), or
the body's face after a standfirst set in a face of its own (TRENDS's bold standfirst).
Its key words' heading after it ends it, even where the page cuts its last sentence, and so
does a list of the paper's contents under it (a working paper's paragraphs above "1. …" /
"2. …"); its last line may be set in the size of the copyright notice run on after it.
Passed over before it: groups of authors each with its affiliations (a line of one that
names no place of work too), a licence, copyright or disclaimer notice, a sidebar of
editors, a note too short to be an abstract; a first line naming an institute is the
abstract's when its sentence goes on on the next line. A paragraph
that runs on for pages' worth is body text, not an abstract, and is not taken.

PDFium gives the lines in reading order, column after column, so an abstract that goes on
in the second column follows on. A word broken at a line's end (PDFium marks the break
with U+FFFE) is made whole again.
"""

from __future__ import annotations

import re

from lectern.core.pdf.footnotes import footnotes_start
from lectern.core.pdf.outcome import Line
from lectern.core.pdf.spacing_accents import joined_accents

_HEADING = re.compile(
    r"^\s*(?:(?:abstract|summary|a\s*b\s*s\s*t\s*r\s*a\s*c\s*t|s\s*u\s*m\s*m\s*a\s*r\s*y"
    r"|r[ée]sum[ée]|zusammenfassung|kurzfassung|resumen|resumo|riassunto|sommario"
    r"|samenvatting|sammanfattning|streszczenie|аннотация|резюме|реферат)\b"
    r"|摘\s*要|要\s*旨|概\s*要|내용\s*요약|초\s*록)"
    r"\s*(?P<mark>[.:\-–—|]*(?:(?<=[.:])\s*201[34](?=\s+[^\W\d_]))?)\s*(?P<rest>.*)$",
    re.I | re.S,
)
# The mark may be a bar, as IEEE's Proceedings sets it ("ABSTRACT | Graphene is …").
# The mark's "(?<=[.:]) 2014": an old scan's text layer may give the dash after a heading as
# the number of its code point ("Résumé. 2014 La théorie…" for "Résumé. — La théorie…").
# What ends an abstract: the headings that follow one, a section, a copyright or licence line.
_STOP = re.compile(
    r"^\s*(?:"
    r"key\s*-?\s*words?\b|index\s+terms\b|mots[\s-]+cl[ée]s\b|schl[üu]ssel(?:w[öo]rter|begriffe)\b"
    r"|palabras\s+clave\b|parole\s+chiave\b|palavras[\s-]+chaves?\b|trefwoorden\b"
    r"|ключевые\s+слова\b|关键词|關鍵詞|关键字|キーワード|주제어|"
    r"ccs\s+concepts\b|acm\s+reference\s+format\b"
    r"|categories\s+and\s+subject\s+descriptors\b|general\s+terms\b"
    r"|subjects\b(?!\s+(?-i:[a-z]))"  # a heading, not "Subjects were asked to …"
    r"|additional\s+key\s+words\b|acm\s+classification\b|msc\b|pacs\b|jel\b"
    r"|mathematics\s+subject\s+classification\b|(?:contents|highlights)\b(?!\s+(?-i:[a-z]))"
    r"|article\s+history\b"
    r"|abbreviations\b|nomenclature\b|citation\s*:|correspondence\b|\*\s*corresponding\b"
    r"|(?:(?:\d{1,2}|[ivx]{1,4})\s*\.?\s*)?(?:introduction|background\s+and\s+motivation)\s*$"
    r"|(?-i:(?:\d{1,2}|[IVX]{1,4})\.?\s+[A-Z][A-Za-z]+(?:\s+[A-Za-z]+){0,4}\s*$)"
    r"|©|\(c\)\s*\d{4}|copyright\b|permission\s+to\s+make\b|this\s+work\s+is\s+licensed\b"
    r")",
    re.I,
)
# The key words' heading under an abstract, in its size ("Key words:", "Keywords", "Index
# Terms", "JEL codes"): a paragraph ending at it is the abstract, even where the page cuts
# its last sentence (the abstract going on over the page).
_KEYWORDS = re.compile(
    r"^\s*(?:key\s*-?\s*words?|index\s+terms|mots[\s-]+cl[ée]s|palabras\s+clave"
    r"|palavras[\s-]+chaves?|schl[üu]sselw[öo]rter|parole\s+chiave|jel)\b",
    re.I,
)
# What follows "Abstract" on a manuscript's cover when it counts the words, not gives them
# ("abstract: 159 words; manuscript: 3,813 words", "Abstract word count: 250").
_WORD_COUNT = re.compile(
    r"^\(?\s*(?:\d[\d,.]*\s*(?:words?|characters?|mots|w[öo]rter)\b|word\s*count\b)", re.I
)
_RIGHTS = re.compile(r"all\s+rights\s+reserved|^\s*[cq]\s+(?:19|20)\d\d\s+\w", re.I)
# A copyright notice run on after the abstract's last sentence, as AIP and APS print it
# ("… confirm this conclusion. © 2011 American Institute of Physics."): the abstract ends there.
_CLOSING = re.compile(r"(?<=[.!?)])\s+(?:©|\(c\))\s*(?:19|20)\d\d\b", re.I)
# The abstract's last line set in the notice's smaller size, the sentence's end then the
# notice, its mark read however the font gives it ("student reports. VC 2017 American
# Association …", an old scan's "paper. k? 1992 Academic Press, Inc."): the end is the
# abstract's.
_ENDS_IN_NOTICE = re.compile(r"^(?P<end>.*?[.!?])\s+\S{1,3}\s*(?:19|20)\d\d\s+[A-Z]")
# Lines set apart from an abstract after the byline: affiliations, addresses, dates.
_NOT_PROSE = re.compile(
    r"@|https?:|www\.|\b(?:universit|department|departamento|institut|istitut|laborato|school|"
    r"college|faculty|facultad|hospital(?!i[sz]ation)|corporation|centre|center|centro|academy|"
    r"received|accepted|revised|published|e-?mail|reprint|correspond)",
    re.I,
)
# A notice between the byline and a headless abstract: a licence, a disclaimer, a footnote
# on an earlier version of the paper or on its funding.
_LICENCE = re.compile(
    r"creative\s*commons|open[\s-]+access(?:\s+(?:article|archive|repository|by)\b|\s*$)"
    r"|archive\s+ouverte"
    r"|\blicensed\s+under\b|distributed\s+under"
    r"|\bviews\s+expressed\b|do\s+not\s+necessarily\s+reflect"
    r"|\b(?:preliminary|earlier|shorter|conference)\s+version\s+of\s+this\b"
    r"|\b(?:research|work)\s+(?:was\s+)?supported\b|\bsupported\s+in\s+part\s+by\b",
    re.I,
)
# A notice's first line where _STOP ends an abstract at it: a copyright line, ACM's permission.
_NOTICE_START = re.compile(
    r"^\s*(?:©|\(c\)\s*\d{4}|copyright\b|permission\s+to\s+make\b|this\s+work\s+is\s+licensed\b)",
    re.I,
)
_SPACED = 0.5  # share of a letter-spaced line's words that are one letter long, at least
_NOTICE_LINES = 8  # lines a licence or copyright notice takes at most
_COLUMN_LINES = 16  # lines of a key words' column read between an abstract's heading and text
# The headings of a sidebar of editors, each alone on its line, its entries under it.
_SIDEBAR = re.compile(
    r"^\*?\s*(?:edited\s+by|reviewed\s+by|correspondence|specialty\s+section"
    r"|(?:academic|handling)\s+editors?)\s*:?\s*$",
    re.I,
)
_FIRST_SECTION = re.compile(
    r"^\s*(?:(?:\d{1,2}|[ivx]{1,4})\s*\.?\s*)?introduction\s*$"
    r"|^(?-i:(?:1|I)\.?\s+[A-Z][A-Za-z]+(?:\s+[A-Za-z]+){0,4}\s*$)",
    re.I,
)
# The words that join a place of work's name, in the languages affiliations are printed in.
_JOINING = frozenset(
    "of and for the at in de del della di du des la le et und für fur y e da do dos van von".split()
)
_DATES_OR_ADDRESS = re.compile(
    r"@|https?:|www\.|\b(?:received|accepted|revised|published|e-?mail|reprint|correspond)", re.I
)
_SENTENCE_WORDS = 5  # words in small letters a line of a sentence has at least
# The labels of a structured abstract's parts, run into their text ("Objective Although …",
# "OBJECTIVE: To …", "Methods Using …"): the first part's and a later one's.
_FIRST_PART = re.compile(
    r"^\s*(?:objectives?|background|aims?|purpose|context|importance)\s*[:.]?\s+(?-i:[A-Z])",
    re.I,
)
_LATER_PART = re.compile(
    r"^\s*(?:methods?|design|results?|findings|conclusions?)\s*[:.]?\s+(?-i:[A-Z])", re.I
)
# A structured abstract's part label on a line of its own ("Background", "Methods and
# findings", "Conclusions"), often set larger or bolder than the parts' text: the abstract
# goes on under it, whatever its size.
_PART_LABEL = re.compile(
    r"^\s*(?:background|objectives?|aims?|purpose|context|importance|introduction|rationale"
    r"|methods?(?:\s+and\s+(?:findings|materials|results))?|materials\s+and\s+methods|design"
    r"|setting|participants|interventions?|measurements|main\s+outcome\s+measures?|results?"
    r"|findings|conclusions?(?:\s+and\s+(?:relevance|implications))?|interpretation"
    r"|discussion|significance|limitations|implications|trial\s+registration|funding)"
    r"\s*[:.]?\s*$",
    re.I,
)
_STRUCTURED_LINES = 20  # lines a structured abstract's first part takes at most
_LEAD_MARKS = "■□▪•►▶◆◼ "  # a mark a magazine sets before its headless abstract
_LINE_CHARS = 80  # a line across a page's column of text is about this long
_NARROW_CHARS = 45  # a narrow column's line (a standfirst's, a sidebar's) is at most this long
_HEADLESS_WITHIN = 12  # lines passed over before a headless abstract, affiliations aside
_NARROWER = 0.75  # the body's column lines are shorter than this share of the abstract's
_SAME_SIZE = 0.12  # an abstract's lines differ in size by less than this share
_MAX_CHARS = 6000  # longer than any abstract: the body, not one
_HEADLESS_MIN = 150  # a headless abstract is a paragraph, not a line
# An entry of a list of contents a working paper prints under its abstract ("1. Rational
# Investors in equities" / "2. Four portfolios that …"): its number and its first word.
_ENTRY = re.compile(r"^\s*(?P<number>\d{1,2})\.?\s+(?-i:[A-Z“\"])")
# A line of a dialogue an editorial quotes ("Q: Why do so many colleges teach p = 0.05?",
# "A: Because …"): no abstract's sentence.
_DIALOGUE = re.compile(r"^\s*(?-i:[A-Z]{1,2})\s*:\s")
_FRONT_MATTER_PAGES = 20  # pages after a thesis's title page its abstract may be printed on
_LEADER = re.compile(r"(?:\.\s?){5,}|…{2,}")  # the dots leading to a page's number in contents
_CONTENTS_LINES = 3  # lines with leaders a table of contents has at least
_CONTENTS_HEAD = 40  # the contents' heading and an entry with no leaders are shorter
_HEADLESS_MAX = 3000
_PARAGRAPH_END = 0.6  # a line ending a sentence, shorter than this share of the width: a
# paragraph's last
_ONE_PARAGRAPH = 2  # more paragraphs than this, ended on the page by no key words: the body
_FRAGMENT = 4  # a "line" with fewer letters is a formula's piece (a subscript), passed over
_DROP_CAP = 2.0  # a letter alone this many times a paragraph's size is the body's initial


def first_page_abstract(lines: tuple[Line, ...], after: int = 0) -> str:
    """The abstract printed among `lines` ("" when none is found). `after` is the first
    line after the byline, where a headless abstract may start."""
    for n, line in enumerate(lines):
        heading = _HEADING.match(unspaced(line.text))
        if heading is None or not _heading_like(heading, line):
            continue
        rest = heading["rest"].strip()
        found = _run(lines, n + 1, first=rest)
        if found:
            return found
    structured = _structured(lines, after)
    if structured:
        return structured
    foot = footnotes_start(lines)
    return _headless(lines[:foot], after, noted=foot < len(lines))


def opens_body(text: str) -> bool:
    """Whether a line is the heading of the paper's first section ("Introduction", "1.
    Introduction", "I. Background"): the body starts there, so no title, byline or abstract
    goes on past it."""
    return bool(_FIRST_SECTION.match(text))


def opens_abstract(text: str) -> bool:
    """Whether a line opens the abstract, its heading alone or with its first words
    ("Abstract—We present …"): what follows is the paper's, no title page's."""
    return _HEADING.match(unspaced(text.strip())) is not None


def heads_section(text: str) -> bool:
    """Whether a line is a heading alone on its line, the abstract's ("Abstract", "RÉSUMÉ",
    "A B S T R A C T", in any language its heading is read in) or the body's first
    (`opens_body`): no title's line, however large it is set."""
    heading = _HEADING.match(unspaced(text.strip()))
    return (heading is not None and not heading["rest"].strip()) or opens_body(text)


def front_matter_abstract(pages: tuple[str, ...], first: int) -> str:
    """The abstract a thesis prints in its front matter, on a page of its own after its
    title page (and its approval, dedication and thanks): the first of the pages from
    `first` on that opens a line with the abstract's heading alone ("Resumo",
    "Zusammenfassung", "摘要"), read to its key words; "" where none is printed (a table of
    contents names the heading with its page's number after it: no heading alone)."""
    for page in pages[first : first + _FRONT_MATTER_PAGES]:
        text = joined_accents(page)  # "difra¸c˜ao": "difração", as the first page's lines
        lines = tuple(Line(line, 1.0, line) for line in text.splitlines() if line.strip())
        if sum(bool(_LEADER.search(line.text)) for line in lines) >= _CONTENTS_LINES:
            lines = _above_contents(lines)  # "Abstract ........ 5" among the contents' lines
        for n, line in enumerate(lines):
            heading = _HEADING.match(unspaced(line.text))
            if heading is None or heading["rest"].strip() or heading["mark"].strip(":"):
                continue
            found = _run(lines, n + 1)
            if len(found) >= _HEADLESS_MIN:
                return found
    return ""


def _above_contents(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """The lines of a front-matter page above its table of contents (a short mémoire
    prints its "Résumé" and its "Table des matières" on one page): up to the contents'
    first line with leaders, without the contents' heading and first entries before it
    (short lines ending no sentence)."""
    first = next(n for n, line in enumerate(lines) if _LEADER.search(line.text))
    above = list(lines[:first])
    while (
        above
        and len(above[-1].text.strip()) < _CONTENTS_HEAD
        and not above[-1].text.rstrip().endswith(".")
    ):
        above.pop()
    return tuple(above)


def _structured(lines: tuple[Line, ...], after: int) -> str:
    """A structured abstract printed with no heading above it: its first part's label run
    into its first sentence ("Objective Although irritable bowel syndrome …"), a later
    part's ("Methods Using …", "Results A …") opening a line after it in its size; read to
    the next heading as a headed abstract is."""
    for n in range(after, min(len(lines), after + _HEADLESS_WITHIN)):
        if not _FIRST_PART.match(lines[n].text):
            continue
        size = lines[n].size
        for line in lines[n + 1 : n + 1 + _STRUCTURED_LINES]:
            if abs(line.size - size) > size * _SAME_SIZE:
                break
            if _LATER_PART.match(line.text):
                return _run(lines, n)
    return ""


def unspaced(text: str) -> str:
    """ "R E S EAR CH A R TIC L E" / "a b s t r a c t" with its letters together, where a
    line is letter-spaced (most of its words one letter long); other lines as they are.
    The abstract's heading and the title's banners are both read so."""
    words = text.split()
    if len(words) >= 4 and sum(len(w) == 1 for w in words) >= _SPACED * len(words):
        return "".join(words)
    return text


def _heading_like(heading: re.Match[str], line: Line) -> bool:
    """ "Abstract" alone, or run into the abstract behind a mark or a capital ("Abstract.
    We…", "Abstract We…"), never a sentence that starts with the word ("Summary statistics
    were…"), a heading in capitals that only opens with it ("SUMMARY POINTS", a box's) nor
    a count of its words ("abstract: 159 words; manuscript: 3,813 words")."""
    rest = heading["rest"].strip()
    if not rest:
        return True
    if _WORD_COUNT.match(rest):
        return False  # a manuscript's count of the abstract's words
    if heading["mark"]:
        return True
    letters = [ch for ch in rest if ch.isalpha()]
    if len(letters) >= 2 and all(ch.isupper() for ch in letters) and not _PART_LABEL.match(rest):
        return False  # a heading of another kind, the word its first ("SUMMARY POINTS")
    return rest[:1].isupper() and line.text.lstrip()[:1].isupper()


def _run(lines: tuple[Line, ...], start: int, *, first: str = "") -> str:
    """The abstract's text from line `start` (with `first`, what followed a run-in heading)
    to the line that ends it."""
    parts = [first] if first else []
    size = 0.0
    # The size of the first part's label, where the abstract opens with one on its own
    # line: a later part's label goes on with it, the body's heading ("Background" after
    # an abstract with no labels) does not.
    label = 0.0
    for n, line in enumerate(lines[start:], start):
        text = line.text.strip()
        if not parts and _KEYWORDS.match(text):
            start = _past_column(lines, n)
            return _run(lines, start) if start > n + 1 else ""
        if _STOP.match(text) or _RIGHTS.search(text):
            break
        heading = _HEADING.match(unspaced(text))
        if parts and heading is not None and _heading_like(heading, line):
            break  # the same abstract again in another language ("Résumé" … "Abstract")
        closing = _CLOSING.search(text)
        if closing:
            parts.append(text[: closing.start()])
            break
        letters = sum(ch.isalpha() for ch in text)
        if letters < _FRAGMENT:
            parts.append(text)
            continue
        if _PART_LABEL.match(text) and (not parts or _same(label, line.size)):
            label = label or line.size
            parts.append(text)  # a structured abstract's label: its parts go on under it
            continue
        if not size:
            size = line.size
        elif abs(line.size - size) > size * _SAME_SIZE:
            break
        parts.append(text)
        if sum(len(p) for p in parts) > _MAX_CHARS:
            return ""
    return _joined(parts)


def _past_column(lines: tuple[Line, ...], n: int) -> int:
    """The line after the key words' column that starts at line `n`, where PDFium reads a
    column beside the abstract between its heading and its text ("ABSTRACT" / "Key-words:"
    / "astatic ponds," / "crustaceans," / … / "This study was …"): its words, each a short
    line, up to the first line as long as a paragraph's; `n + 1` where no such line
    follows within the column's length."""
    for k in range(n + 1, min(len(lines), n + 1 + _COLUMN_LINES)):
        if len(lines[k].text.strip()) > _NARROW_CHARS:
            return k if k > n + 1 else n + 1
    return n + 1


def _same(size: float, other: float) -> bool:
    """Whether two sizes are one (within a little); never for a size not known (0)."""
    return bool(size) and abs(size - other) <= other * _SAME_SIZE


def _headless(lines: tuple[Line, ...], after: int, *, noted: bool = False) -> str:
    """The first paragraph of prose after the byline's affiliations, ended by a heading or
    a change of size; "" when there is none or it runs on like body text. `noted`: the
    page's footnotes follow `lines`, and a paragraph that runs on to them goes on over the
    page (a law review's abstract), taken as far as this page prints it.

    Passed over on the way: the affiliations (however many groups of authors and
    affiliations there are), lines that start no sentence, a sidebar of editors under
    headings of its own ("Edited by:", "Reviewed by:"), a licence, copyright or disclaimer
    notice with all its lines, and a short paragraph in a note's place ("This activity is
    available for CME credit."); the search ends at the first section."""
    n = after
    passed = 0
    while n < len(lines) and passed <= _HEADLESS_WITHIN:
        text = lines[n].text.strip()
        if _FIRST_SECTION.match(text):
            return ""
        if _SIDEBAR.match(text):
            n = _past_sidebar(lines, n)
            continue
        opens = _sentence_goes_on(lines, n)
        if _NOT_PROSE.search(text) and not _sentence(text) and not opens:
            n += 1  # an affiliation, an address, a date: the byline's, however long it is
            continue
        if _notice(text) or _NOTICE_START.match(text):
            end = _past_notice(lines, n)
            n, passed = end, passed + (end - n)
            continue
        starts = _prose_start(_column_text(lines, n))
        if _STOP.match(text) or _DIALOGUE.match(text) or not (starts or opens):
            n, passed = n + 1, passed + 1
            continue
        found, end = _paragraph(lines, n, to_notes=noted)
        if found is None:
            return ""
        if found:
            return found
        n, passed = end, passed + (end - n)
    return ""


def _paragraph(
    lines: tuple[Line, ...], start: int, *, to_notes: bool = False
) -> tuple[str | None, int]:
    """The paragraph from line `start` and the line after it: its text when it can be an
    abstract, "" when it is too short or ends without a sentence's end (a note, an
    address), None when it runs on like body text. It ends at a heading, a notice, a change
    of size, the body's initial letter set as large as several lines, or where a sentence
    ends and the lines after it are much shorter than the paragraph's (the abstract spans
    the page and the body after it starts in a column) or set in another face than all of
    the paragraph's (a standfirst in bold, the body after it in the book face)."""
    size = lines[start].size
    parts: list[str] = []
    widths: list[int] = []
    full_lines: list[str] = []  # the lines of words, as `widths` measures them
    end = start
    headed = False  # the paragraph ends at its key words' heading, as an abstract does
    while end < len(lines):
        text = lines[end].text.strip()
        if sum(ch.isalpha() for ch in text) < _FRAGMENT:
            if text.isalpha() and lines[end].size > size * _DROP_CAP:
                break  # the body's initial, as large as several lines: the body starts
            parts.append(text)
            end += 1
            continue
        ends = _ENDS_IN_NOTICE.match(text)
        if ends and parts and not parts[-1].rstrip().endswith((".", "?", "!")):
            parts.append(ends["end"])  # the last sentence's end, the notice after it
            end += 1
            break
        if _STOP.match(text) or _notice(text) or abs(lines[end].size - size) > size * 0.05:
            headed = bool(_KEYWORDS.match(text)) and abs(lines[end].size - size) <= size * 0.05
            headed = headed or _contents_under(lines, end)
            break
        if widths and parts[-1].rstrip().endswith(".") and _narrower(lines, end, widths):
            break
        if widths and parts[-1].rstrip().endswith(".") and _other_face(lines, start, end):
            break
        closing = _CLOSING.search(text)
        end += 1
        if closing:
            parts.append(text[: closing.start()])
            break
        parts.append(text)
        widths.append(len(text))
        full_lines.append(text)
        if sum(len(p) for p in parts) > _HEADLESS_MAX:
            return None, end
    while parts and sum(ch.isalpha() for ch in parts[-1]) < _FRAGMENT:
        parts.pop()  # a figure's or a formula's pieces after the paragraph's last line
    found = _joined(parts).lstrip(_LEAD_MARKS)
    over_the_page = to_notes and end == len(lines)  # cut by the footnotes, not ended
    if not (headed or over_the_page) and _paragraphs(full_lines) > _ONE_PARAGRAPH:
        # Paragraph after paragraph ended on this page with no key words after them: the
        # body's text (a law review's abstract of paragraphs runs on over the page).
        return None, end
    ended = found.rstrip().endswith((".", ")")) or over_the_page or headed
    if len(found) < _HEADLESS_MIN or not ended:
        return "", max(end, start + 1)
    return found, end


def _contents_under(lines: tuple[Line, ...], n: int) -> bool:
    """Whether the lines from `n` open a list of the paper's contents, its first and second
    entries numbered 1 and 2 one under the other: the paragraphs above it, however many,
    are the abstract (a working paper's), as those above key words are."""
    if n + 1 >= len(lines):
        return False
    first, second = _ENTRY.match(lines[n].text), _ENTRY.match(lines[n + 1].text)
    return bool(first and second and first["number"] == "1" and second["number"] == "2")


def _paragraphs(texts: list[str]) -> int:
    """How many paragraphs the lines make: a line that ends a sentence much shorter than
    the lines' usual width ends one (its last line aside)."""
    if len(texts) < 3:
        return 1
    full = sorted(len(text) for text in texts)[len(texts) // 2]
    ends = sum(
        len(text) < full * _PARAGRAPH_END and text.rstrip().endswith((".", "?", "!"))
        for text in texts[:-1]
    )
    return ends + 1


def _other_face(lines: tuple[Line, ...], start: int, n: int) -> bool:
    """Whether the paragraph from line `start` to line `n` is set in one face and line `n`
    in another: a standfirst in bold, the body in the book face at its very size."""
    faces = {
        line.face for line in lines[start:n] if sum(ch.isalpha() for ch in line.text) >= _FRAGMENT
    }
    return len(faces) == 1 and "" not in faces and lines[n].face not in faces | {""}


def _narrower(lines: tuple[Line, ...], n: int, widths: list[int]) -> bool:
    """Whether line `n` and the one after it are much shorter than a paragraph of at least
    three lines has them (its last line aside)."""
    if len(widths) < 3:
        return False
    full = sorted(widths)[len(widths) // 2]
    following = [len(line.text.strip()) for line in lines[n : n + 2]]
    return len(following) == 2 and all(w < full * _NARROWER for w in following)


def _past_notice(lines: tuple[Line, ...], n: int) -> int:
    """The line after a licence or copyright notice that starts at line `n`: its lines run
    on, in its size, while each is as long as the next (the notice fills its lines) and
    ends no sentence ("… under the Creative Commons Attribution" / "License, which permits
    …" / "cited."), so the notice's own last lines are not taken for the abstract after it."""
    end = n + 1
    while end < len(lines) and end - n < _NOTICE_LINES:
        line, after = lines[end - 1], lines[end]
        text = line.text.strip()
        if text.endswith((".", "!", "?")) or abs(after.size - line.size) > line.size * 0.05:
            break
        if len(text) < _NARROWER * len(after.text.strip()):
            break  # a short line ends the notice, however it ends
        end += 1
    return end


def _past_sidebar(lines: tuple[Line, ...], n: int) -> int:
    """The line after a sidebar whose heading is line `n`: its lines are set in the
    heading's size, its headings and entries alike."""
    size = lines[n].size
    end = n + 1
    while end < len(lines) and abs(lines[end].size - size) <= size * 0.05:
        end += 1
    return end


def _notice(text: str) -> bool:
    return bool(_RIGHTS.search(text) or _LICENCE.search(text))


def _sentence(text: str) -> bool:
    """Whether a line naming a department or a school reads as a sentence, not as an
    affiliation ("In a term filled with high-profile cases, Department of State v."): many
    of its words in small letters, not counting those that join a place's name ("of",
    "and")."""
    if _DATES_OR_ADDRESS.search(text):
        return False  # "Received in revised form …; accepted …", an e-mail: the byline's
    words = [w for w in text.split() if sum(ch.isalpha() for ch in w) >= 2]
    lower = [w for w in words if w[:1].islower() and w.casefold() not in _JOINING]
    return len(lower) >= _SENTENCE_WORDS


def _prose_start(text: str) -> bool:
    """A line a paragraph of sentences may start with: a capital, then words, several of
    them in lower case, not only those that join a place's name (an address is in
    capitals: "Kyunggi-Do 425-791, South Korea"; an affiliation's "Technology of China,
    Chengdu 610054, Sichuan, China; and c")."""
    text = text.strip().lstrip(_LEAD_MARKS)
    words = [w for w in text.split() if sum(ch.isalpha() for ch in w) >= 2]
    lower = sum(w[:1].islower() and w.casefold() not in _JOINING for w in words)
    return text[:1].isupper() and len(words) >= 5 and lower >= 2


def _column_text(lines: tuple[Line, ...], n: int) -> str:
    """Line `n`'s text, and where it is a narrow column's line, with the narrow lines after
    it in its size up to a line's usual length (`_LINE_CHARS`): a paragraph set in a
    narrow column ("The Preferred Reporting Items for" / "Systematic reviews and …", a
    standfirst's) shows it is prose only over several of its lines. A short line with a
    line across the page after it (a date, an address above the abstract) stays alone."""
    text = lines[n].text.strip()
    k = n + 1
    while (
        len(text) < _LINE_CHARS
        and k < len(lines)
        and len(lines[k - 1].text.strip()) <= _NARROW_CHARS
        and len(lines[k].text.strip()) <= _NARROW_CHARS
        and _same(lines[n].size, lines[k].size)
    ):
        text = f"{text} {lines[k].text.strip()}"
        k += 1
    return text


def _sentence_goes_on(lines: tuple[Line, ...], n: int) -> bool:
    """Whether line `n`, naming a place of work ("Presently at the Von Karman Institute
    for Fluid Dynamics (VKI), a comprehensive"), opens a paragraph rather than being an
    affiliation: it starts with a capital, and the line after it, in its size, goes on
    with the sentence (starting in small letters, most of its words in small letters),
    as an affiliation's next line does not."""
    if n + 1 >= len(lines) or not lines[n].text.strip()[:1].isupper():
        return False
    after = lines[n + 1]
    text = after.text.strip()
    return (
        abs(after.size - lines[n].size) <= lines[n].size * 0.05
        and text[:1].islower()
        and text.split()[0].casefold() not in _JOINING
        and _sentence(text)
    )


def _joined(parts: list[str]) -> str:
    """The lines as one text: a word broken at a line's end made whole, spaces collapsed,
    trailing pieces of formulas dropped."""
    text = ""
    for piece in parts:
        part = piece.replace("\ufffe", "").replace("\u00ad", "")
        if not part:
            continue
        if text.endswith("-") and part[:1].islower() and text[-2:-1].isalpha():
            text += part  # "inter-" "related" (PDFium marks a word broken in two otherwise)
        else:
            text = f"{text} {part}" if text else part
    return " ".join(text.split())
