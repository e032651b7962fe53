"""The year a paper's first page dates it by, from the places a page prints its own date.

A first page prints years of many kinds: its own (the journal's reference, the day it was
published, the conference, the copyright) and other works' (citations in the text, "from
1983 to 2012"). Only the first kind are read, each by the words that mark it, and only
outside the body text (before the first section, or in lines of another size: the header,
the footer, a sidebar), so a citation in the introduction never dates the paper.

Where several are printed they can differ (a paper accepted in 2013 is in the 2014 issue),
and the best-dated place wins (where it gives several years, the year it gives most often:
one that differs from two that agree is a slip), in this order (among places as well dated,
the one the page's header or footer prints, where a page gives its own reference, over one
in the text between them: an abstract's "the survey, published 2009"):

1. the journal's reference or the day it was published: "Journal of Hydrology 310 (2005)
   253–265", "(2014), 26:1", "JCAP10(2008)003", "2014, 14:1", "Nutrition and Metabolic
   Insights 2009:2 27–35" (its year, volume and pages), "8(1): 7-10, 2009", "January
   2007, Volume 18", "10 JANUARY 2013 | VOL 493 | NATURE", Vancouver's "2017;52(1):38–46",
   a footer's volume, pages and issue date "Biophysical Journal 121, 1289–1298, April 5,
   2022" (or only its year: "Health Communication, 25: 230–237, 2010"), a citation's
   "(World Psychiatry 2023;22:105–115)", a German volume's "27. Jahrgang 2016",
   "Published 5 June 2017", a cover's "To cite this article: … 2021" (a repository's "To
   cite this version:" over two lines), an article's number for its pages ("33:e200057,
   2021"), a magazine's footer "November 2005/Vol. 48, No. 11", and the issue's month and
   year a running head sets apart as one of its fields ("acmqueue | january-february 2016
   23": read in the header and the footer only);
2. the day it went online ahead of its issue ("Available online 1 November 2016",
   "Published online"): the issue's year, where printed, wins over it;
3. the conference: "PLDI '09", "2010 International Conference on …", "Proceedings of … 2014"
   (its place and year often on the line after), "To appear in OSDI 2006" (read from every
   line, as footers print it in the body's size);
4. the copyright line: "© 2010 IEEE", "Copyright 2009 ACM" (PDFs often print © as "c" or "q",
   or as a glyph PDFium cannot name: a control character; a scan's text layer as "0" opening
   the line: "0 1996 Massachusetts Institute of Technology"; a footer's year may be
   letter-spaced: "© 2 0 1 3");
5. the date this version gives itself after a label: "Draft: February 16, 2009", "Stand:
   16. Februar 2009", "soutenue le 3 mai 2011", "Borrador: 7 de junio de 2012",
   "草稿：2009年2月16日", a preprint's footnote "Date: May 11, 2020." (later than its
   submission, earlier than or as late as its publication);
6. the dates it was received, revised, accepted or submitted (the latest of them), so a
   repository's "Submitted on" loses to the citation its cover gives; a thesis's, in its
   language ("Abgegeben am: 24.9.2024", "提交日期 2018 年 5 月 26 日");
7. a name with its year: "CLEF 2008", "CHI 2013 Extended Abstracts";
8. a year alone on its line, as a working paper's cover prints it, or with its month ("May
   2010", "2013年4月", after its place: "Rio de Janeiro, julho de 2007", "Петрозаводск —
   2024") or its day's name ("Wednesday 14th September, 2016"), as a thesis's title page
   does (a figure's axis can print such a line too), and a thesis's academic year, by its
   later year ("Anno Accademico 2024 / 2025");
9. the day a repository posted it (bioRxiv's "this version posted June 7, 2024", a working
   paper archive's "posted 26. April 2008"), the last resort: a deposit, often years after
   the year its cover prints alone; and as last a draft's or a print's stamp of the day in
   figures in the header or the footer ("2006/5/30", "5/6/2006 5:34 PM").

The body starts at its first section's heading, a footnote's mark after it or not
("INTRODUCTION1").

A month's name is read in English, German, French and Spanish, the languages Lectern speaks
with Latin letters, and in Portuguese and Italian, which theses are often written in ("Rio
de Janeiro, julho de 2007" under a title page's names, its place before its date); a
Japanese or Chinese date as its year, 年 and month; a month's name alone ("May", "march")
dates nothing.

arXiv's stamp, when printed, dates the paper before all of these (lectern.core.pdf.metadata).
A PDF's creation date is never used: it is often a year off the paper's, and neither is a
note that an earlier version was presented somewhere ("A preliminary version … (2000).").
An author's note or a citation in the footnotes at the page's foot
(lectern.core.pdf.footnotes) dates it only by a copyright line or an online date it prints:
its other years are of a degree, a symposium, a case.
"""

from __future__ import annotations

import datetime
import re
from collections import Counter
from enum import IntEnum

from lectern.core.pdf.footnotes import note_lines
from lectern.core.pdf.outcome import Line

_Y = r"(?P<year>(?:19|20)\d\d)(?!\d)"
_MONTH = (
    r"(?:jan(?:uary|uar|vier)?|j(?:ä|ae)nner|feb(?:ruary|ruar)?|f[ée]vrier|mar(?:ch|s)?|m(?:ä|ae)rz"
    r"|apr(?:il)?|avril|may|mai|june?|juin|july?|juillet|aug(?:ust)?|ao[uû]t|sept?(?:ember)?"
    r"|septembre|oct(?:ober)?|oktober|octobre|nov(?:ember)?|novembre|dec(?:ember)?|dezember"
    r"|d[ée]cembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|se(?:p|t)tiembre|octubre"
    r"|noviembre|diciembre|janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro"
    r"|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre"
    r"|januari|februari|maart|mei|juni|juli|augustus)\.?"
)
# A day and a month before the year, in any of the orders and words these languages print:
# "February 16, 2009", "16 February 2009", "16. Februar 2009", "1er mai 2010",
# "7 de junio de 2012", "1º de julho de 2007", "12 luglio 2007", "May 2010".
_MONTH_DAY = (
    r"(?:(?:\d{1,2}(?:st|nd|rd|th|er|º|°)?\.?\s+(?:de\s+)?)?\b"
    + _MONTH
    + r",?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:de\s+)?)"
)
# A title page's place before its date ("Rio de Janeiro, julho de 2007", "São Paulo, …",
# "Петрозаводск — 2024"): a few words in capitals, joined by a short word in small letters.
_PLACE = (
    r"(?-i:[A-ZÀ-ÖØ-ÞА-ЯЁ][^\W\d_]*\.?"
    r"(?:[\s-]+(?:[a-zà-ÿ]{1,3}\s+)?[A-ZÀ-ÖØ-ÞА-ЯЁ][^\W\d_]*\.?){0,3})"
)
# A day's name before a date ("Wednesday 14th September, 2016", "Montag, 3. Mai 2010"):
# a lecture's or a working paper's title page dates itself to the day.
_WEEKDAY = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag"
    r"|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes"
    r"|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|luned[ìi]|marted[ìi]"
    r"|mercoled[ìi]|gioved[ìi]|venerd[ìi]|sabato|domenica|maandag|dinsdag|woensdag|donderdag"
    r"|vrijdag|zaterdag|zondag)\s*,?\s+"
)
# An academic year ("Anno Accademico 2024 / 2025", "Academic year 2016-17", "année
# universitaire 2016–2017", "WS 2023/24"): a thesis is handed in at its end, so its later year.
_ACADEMIC_YEAR = (
    r"\b(?:academic\s+year|anno\s+accademico|a\.\s?a\.|ann[ée]e\s+(?:universitaire|acad[ée]mique)"
    r"|a[ñn]o\s+acad[ée]mico|curso\s+acad[ée]mico|ano\s+letivo|ano\s+acad[êe]mico"
    r"|studienjahr|akademisches\s+jahr|wintersemester|(?-i:WS|WiSe))\s*:?\s*"
    r"(?:19|20)\d\d\s*[/–—-]\s*(?:(?P<year>(?:19|20)\d\d)|(?P<yy>\d\d))(?!\d)"
)
_CJK_DATE = _Y + r"\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?"
# The words a version's own date follows ("Draft:", "Version of", "Stand:", "soutenue le",
# "Borrador:", "草稿："), the date right after them or after a version's number: a date a
# sentence gives later on ("a new version of the software released in March 2018") is
# another event's.
_VERSION_LABEL = (
    r"(?:\bdate(?=\s*:)|\b(?:draft|version|preprint|dated|defended|updated|entwurf|fassung|stand"
    r"|verteidigt|brouillon|dat[ée]e|soutenue?|borrador|versi[óo]n|defendid[ao]|verdedigen)\b"
    r"|草稿|版本|公開日|发布于)"
    r"\s*[:：.,–-]?\s*(?:(?:of|on|as\s+of|le|am|vom|el|del|du|publicly|publiquement|op)\s+){0,2}"
    r"(?:" + _WEEKDAY + r")?"
    r"(?:\d+(?:\.\d+)*\s*[:,–-]?\s*)?"
)


class Place(IntEnum):
    """Where a year is printed; a higher one dates the paper better."""

    POSTED = 0
    ALONE = 1
    NAMED = 2
    RECEIVED = 3
    VERSION = 4
    COPYRIGHT = 5
    CONFERENCE = 6
    ONLINE = 7
    PUBLISHED = 8


_PATTERNS: tuple[tuple[Place, re.Pattern[str]], ...] = (
    (
        Place.ONLINE,
        re.compile(
            r"\b(?:(?:first\s+)?published\s+online|available\s+online|epub\s+ahead\s+of\s+print)"
            r"\s*:?\s*(?:on\s+)?"
            r"(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:" + _MONTH + r"\s+)?(?:\d{1,2},?\s+)?" + _Y,
            re.I,
        ),
    ),
    (
        Place.PUBLISHED,
        re.compile(
            r"\b(?:published(?!\s+online)|issue\s+date)\s*:?\s*(?:on\s+)?"
            r"(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:" + _MONTH + r"\s+)?(?:\d{1,2},?\s+)?" + _Y,
            re.I,
        ),
    ),
    (Place.PUBLISHED, re.compile(r"(?<![/.])\d+\s*[a-zA-Z]?\s*\(\s*" + _Y + r"\s*\)")),
    (Place.PUBLISHED, re.compile(r"\(\s*" + _Y + r"\s*\)\s*[,;:]?\s*\d")),
    (Place.PUBLISHED, re.compile(r"(?<![\d./-])" + _Y + r"\s*,\s*\d+\s*[:(]\s*\d")),
    (
        Place.PUBLISHED,
        re.compile(
            r"[^\W\d_]\.?\s+" + _Y + r"\s*:\s*\d{1,4}\s+[A-Za-z]?\d+\s*[-–—]\s*[A-Za-z]?\d+"
        ),
    ),
    # A volume's header with its number, the journal's name and the day between
    # ("Volume 195, number 2 PHYSICS LETTERS B 3 September 1987").
    (Place.PUBLISHED, re.compile(r"\b(?:vol(?:ume)?\.?|v\.)\s*\d+[^\n]{0,50}?\b" + _Y, re.I)),
    # An article's number in place of its pages ("33:e200057, 2021", "e1112020, 4 tab.,
    # 3 fig., 2022"), as journals publishing article by article print it with the year.
    (Place.PUBLISHED, re.compile(r"(?<![\w/.])e\d{4,8}\b[^\n]{0,30}?\b" + _Y)),
    (Place.PUBLISHED, re.compile(r"(?<![\d./-])" + _Y + r"\s*[,|/]\s*vol(?:ume)?\.?\s*\d", re.I)),
    (
        Place.PUBLISHED,
        re.compile(r"\b\d+\s*\(\s*\d+\s*\)\s*:\s*\d+(?:\s*[-–]\s*\d+)?\s*,?\s*" + _Y),
    ),
    (Place.PUBLISHED, re.compile(r"(?<![\d./-])" + _Y + r"\s*;\s*\d+\s*\(\s*\d+\s*\)")),
    (Place.PUBLISHED, re.compile(r"(?<![\d./-])" + _Y + r"\s*;\s*\d+\s*:\s*[A-Za-z]?\d+")),
    (
        Place.PUBLISHED,
        re.compile(
            r"(?-i:\b\d{1,3}\.\s*Jahrgang\b|\bJahrgang\s+\d+|\bJg\.\s*\d+|\bBand\s+\d+)"
            r"[^\n]{0,30}?\b" + _Y
        ),
    ),
    (
        Place.PUBLISHED,
        re.compile(
            r"(?<![\d./-])\d{1,4}\s*[,:]\s*(?:pp?\.\s*)?[A-Za-z]?\d+\s*[-–—]\s*[A-Za-z]?\d+\s*,\s*"
            + _MONTH_DAY
            + r"?"
            + _Y,
            re.I,
        ),
    ),
    (
        Place.PUBLISHED,
        re.compile(
            r"\bto\s+cite\s+this\s+(?:article|version|paper)\s*:[^\n]*?(?:\n[^\n]*?){0,2}\b" + _Y,
            re.I,
        ),
    ),
    (Place.CONFERENCE, re.compile(r"\b[A-Z][A-Za-z]{1,15}\s?['’‘`´](?P<yy>\d\d)(?!\d)")),
    (
        Place.CONFERENCE,
        re.compile(
            r"\b" + _Y + r"\s+(?:[A-Z][\w-]*\s+){0,4}(?:Conference|Symposium|Workshop|Meeting)"
        ),
    ),
    (
        Place.CONFERENCE,
        re.compile(
            r"\b(?:Proceedings|Conference|Congress|Symposium|Workshop)\b[^\n]{0,160}?"
            r"(?:\n[^\n]{0,60}?)?\b" + _Y
        ),
    ),
    # A meeting's dates, a range of days in one month ("July 9-14, 2017", "14–16 August
    # 2024"): a paper is published on one day, a conference is held over several. Ranked
    # with a name and its year: a note on the meeting a paper was first given at ("held
    # May 9–11, 2003") dates it less well than its copyright line.
    (
        Place.NAMED,
        re.compile(
            r"\b"
            + _MONTH
            + r"\s+\d{1,2}\s*[-–—]\s*\d{1,2},?\s+"
            + _Y
            + r"|\b\d{1,2}\s*[-–—]\s*\d{1,2}\s+"
            + _MONTH
            + r",?\s+"
            + _Y.replace("year", "year2"),
            re.I,
        ),
    ),
    # The price line of a paper's first page ("0-8186-7852-6/97 $10.00 © 1997 IEEE"), its
    # © often read as another character by a scan's text layer ("$10.00 0 1997 IEEE").
    (
        Place.COPYRIGHT,
        re.compile(r"\$\s?\d{1,3}\.\d\d\s+(?:\S{1,3}\s+)?" + _Y + r"\s+[A-Z]"),
    ),
    (
        Place.COPYRIGHT,
        re.compile(
            r"(?:©|\(c\)|\bcopyright\b\s*:?\s*(?:©|\(c\)|c\b)?)\s*"
            + _Y
            + r"|(?:^|(?<=\s))[cq\x01-\x08\x0e-\x1f\ufffd]\s+"
            + _Y.replace("year", "year2")
            + r"\s+[A-Z]|(?:©|\bcopyright\b)[^\n.]{0,60}?\b"
            + _Y.replace("year", "year3")
            + r"|(?:©|\(c\)|\bcopyright\b\s*:?\s*©?)\s*(?P<spaced>(?:1 9|2 0) \d \d)(?! ?\d)"
            + r"|^\s*0\s+"
            + _Y.replace("year", "year4")
            + r"\s+[A-Z][a-z]+\s+[A-Z]",
            re.I | re.M,
        ),
    ),
    (Place.NAMED, re.compile(r"\b[A-Z]{3,}[a-z]?\s+" + _Y + r"(?!\s*[-–)/])")),
    # ... and a thesis's, in the languages theses are written in ("Abgegeben am: 24.9.2024",
    # "提交日期 2018 年 5 月 26 日", "soumise le", "presentada el", "consegnata il").
    (
        Place.RECEIVED,
        re.compile(
            r"(?:\b(?:received|revised|accepted|submitted|abgegeben|eingereicht|vorgelegt\s+am"
            r"|soumise?|d[ée]pos[ée]e?|presentad[ao]|entregad[ao]|apresentad[ao]|consegnat[ao]"
            r"|depositat[ao])\b|提交|完成日期|提出日)[^;\n]{0,40}?(?<!\d)" + _Y,
            re.I,
        ),
    ),
    (Place.ALONE, re.compile(_ACADEMIC_YEAR, re.I)),
    (
        Place.VERSION,
        re.compile(
            _VERSION_LABEL
            + r"(?:"
            + _MONTH_DAY
            + _Y
            + "|"
            + _CJK_DATE.replace("year", "year2")
            + ")",
            re.I,
        ),
    ),
    (
        Place.ALONE,
        re.compile(r"^\s*(?:" + _WEEKDAY + r")?" + _MONTH_DAY + r"?" + _Y + r"\s*$", re.I | re.M),
    ),
    (
        Place.ALONE,
        re.compile(
            r"^\s*" + _PLACE + r"\s*(?:,|[–—-])\s*" + _MONTH_DAY + r"?" + _Y + r"\.?\s*$",
            re.I | re.M,
        ),
    ),
    (Place.ALONE, re.compile(r"^\s*" + _CJK_DATE + r"\s*$", re.M)),
    (Place.POSTED, re.compile(r"\bposted\s*:?\s*(?:on\s+)?" + _MONTH_DAY + _Y, re.I)),
)
# What only the page's header and footer date it by: the month (or months) and year
# set apart as one of a running head's fields, between bars or at its end beside the page's
# number ("acmqueue | january-february 2016 23", "23 | May 2010"); a draft's or a print's
# stamp of the day in figures ("2006/5/30", "5/6/2006 5:34 PM"), the last resort. In the
# text between them a month and a year, or a date in figures, are another event's.
_EDGE_PATTERNS: tuple[tuple[Place, re.Pattern[str]], ...] = (
    (
        Place.PUBLISHED,
        re.compile(
            r"(?:^|\|)\s*(?:\d{1,4}\s+)?"
            + _MONTH
            + r"(?:\s*[-–/]\s*"
            + _MONTH
            + r")?\s+"
            + _Y
            + r"\s*(?:\d{1,4}\s*)?(?:\||$)",
            re.I | re.M,
        ),
    ),
    (
        Place.POSTED,
        re.compile(
            r"(?<![\d/.-])(?:\d{1,2}/\d{1,2}/"
            + _Y
            + r"|"
            + _Y.replace("year", "year2")
            + r"/\d{1,2}/\d{1,2})(?![\d/.-])"
        ),
    ),
)
# A paper's note on where it is to appear, often in the footer in the body's own size, is
# read from every line: it is no citation, whatever its size.
# It starts its line with a capital: a reference's "to appear in" runs on in its entry.
_TO_APPEAR = re.compile(r"^\s*To\s+appear\s+in\b[^\n]{0,80}?\b" + _Y, re.M)
# The first section's heading, with the mark of a footnote it may carry ("INTRODUCTION1",
# "Introduction*"): a law review notes its sources there.
_SECTION = re.compile(
    r"^\s*(?:(?:\d{1,2}|[IVX]{1,4})\s*\.?\s*)?(?:introduction|background)"
    r"\s*(?:\d{1,2}|[*∗†])?\s*$",
    re.I,
)
# A note on an earlier version of the paper dates that version, not this one.
_OTHER_VERSION = re.compile(
    r"\b(?:preliminary|earlier|previous|shorter|short|conference)\s+version\b[^.]*\.?", re.I
)
_REFERENCES = re.compile(
    r"^\s*(?:\d{1,2}\.?\s*)?(?:references|bibliography|literature\s+cited)\s*$", re.I
)
# A reference list's first entry where no heading opens the list (Nature's Comment prints its
# references at a column's foot): its number, the first author's surname and initials
# ("1. Priem, J., Costello, K.", "[1] Smith J, Jones K").
_REFERENCE_ENTRY = re.compile(
    r"^\s*(?:\[\d{1,3}\]|\d{1,3}\.)\s*[A-Z][^\W\d_]+(?:[-'’][A-Z]?[^\W\d_]+)?,?\s+"
    r"(?:(?:[A-Z]\.\s*-?\s*){1,3}|[A-Z]{1,3}[,.](?=\s))"
)
_COPYRIGHT_SIGN = re.compile(r"©|\bcopyright\b", re.I)
_OTHER_SIZE = 0.05  # lines this share off the body's size are not body text
_EARLIEST = 1950  # a year before this on a page is most often history the text tells
_EDGE_LINES = 3  # lines at the page's top and foot (in reading order): its header, its footer
# What a footnote at the page's foot dates the paper by: a copyright line or the day it went
# online printed there; its other years are of what the note tells (a degree, a symposium,
# a case it cites).
_IN_FOOTNOTES = frozenset({Place.COPYRIGHT, Place.ONLINE, Place.VERSION})


def printed_year(lines: tuple[Line, ...], earliest: int = _EARLIEST) -> int | None:
    """The year the page's own dates give (see the module), or None. `earliest`: the first
    year read as a date of the paper (a page's text speaks of earlier years, a cover's
    citation of the paper only, however old)."""
    notes = {id(lines[n]) for n in note_lines(lines)}
    outside = _outside_the_body(lines)
    text = "\n".join(line.text.strip() for line in outside if id(line) not in notes)
    text = _OTHER_VERSION.sub(" ", text)
    noted = "\n".join(line.text.strip() for line in outside if id(line) in notes)
    years = range(earliest, datetime.date.today().year + 2)
    best: tuple[Place, int] | None = None
    everywhere = "\n".join(line.text.strip() for line in lines)
    searches = [(place, pattern, text) for place, pattern in _PATTERNS]
    searches += [(place, pattern, noted) for place, pattern in _PATTERNS if place in _IN_FOOTNOTES]
    searches.append((Place.CONFERENCE, _TO_APPEAR, everywhere))
    kept = {id(line) for line in outside} - notes
    edges = [lines[:_EDGE_LINES], lines[-_EDGE_LINES:]]
    for edge in edges:  # a footer may be set in the body's size ("1 2006/5/30")
        printed = "\n".join(line.text.strip() for line in edge if id(line) not in notes)
        searches += [(place, pattern, printed) for place, pattern in _EDGE_PATTERNS]
    given: dict[Place, list[int]] = {}  # each place's years, in the order of its patterns
    for place, pattern, searched in searches:
        given.setdefault(place, []).extend(_years(pattern, searched, years))
    dated = [place for place, found in given.items() if found]
    if dated:
        place = max(dated)
        found = given[place]
        best = (place, max(found) if place is Place.RECEIVED else _most_printed(found))
    if best is None:
        return None
    # The header and the footer, where a page prints its own reference, win over a place
    # as well dated in the text between them (an abstract's "published from 1972").
    # Each is read on its own: a pattern never runs from the one into the other.
    for edge in edges:
        printed = "\n".join(line.text.strip() for line in edge if id(line) in kept)
        found = [
            year
            for place, pattern in _PATTERNS
            if place is best[0] and place is not Place.RECEIVED
            for year in _years(pattern, _OTHER_VERSION.sub(" ", printed), years)
        ]
        if found:
            return _most_printed(found)
    return best[1]


def _most_printed(found: list[int]) -> int:
    """The year a place gives most often, the first of those as often given: a page's own
    dates agree, and one that differs from two that agree is a slip ("WGP '09: Proceedings
    of the 2010 ACM SIGPLAN workshop", "WGP '10, September 26, 2010")."""
    counts = Counter(found)
    return max(found, key=lambda year: (counts[year], -found.index(year)))


def _years(pattern: re.Pattern[str], searched: str, within: range) -> list[int]:
    """The years a place's pattern finds in the text, in its order, none too early or late."""
    years = [_year_of(match) for match in pattern.finditer(searched)]
    return [y for y in years if y and y in within]


def _year_of(match: re.Match[str]) -> int | None:
    groups = match.groupdict()
    for name in ("year", "year2", "year3", "year4"):
        if groups.get(name):
            return int(groups[name])
    if groups.get("spaced"):  # letter-spaced, as a footer's type may be: "© 2 0 1 3"
        return int(groups["spaced"].replace(" ", ""))
    if groups.get("yy"):
        two = int(groups["yy"])
        return 2000 + two if two <= datetime.date.today().year % 100 + 1 else 1900 + two
    return None


def _outside_the_body(lines: tuple[Line, ...]) -> list[Line]:
    """The lines before the first section, and after it the lines of another size than
    the body's (the size of the text the first section starts with; without a section,
    the size most of the page's letters have). A one-page abstract lists its references on
    its first page: they are the body too, and so are the lines after the references'
    heading set as they are, and a list of references printed with no heading."""
    section = next((n for n, line in enumerate(lines) if _SECTION.match(line.text)), None)
    body = _body_size(lines, section)
    if body is None:
        return list(lines)
    start = len(lines) if section is None else section
    kept = [
        n for n, line in enumerate(lines) if n < start or abs(line.size - body) > body * _OTHER_SIZE
    ]
    heading = next((n for n, line in enumerate(lines) if _REFERENCES.match(line.text)), None)
    if heading is not None and heading + 1 < len(lines):
        listed = lines[heading + 1].size
        kept = [
            n for n in kept if n < heading or abs(lines[n].size - listed) > listed * _OTHER_SIZE
        ]
    listed_lines = _unheaded_references(lines)
    return [lines[n] for n in kept if n not in listed_lines]


def _unheaded_references(lines: tuple[Line, ...]) -> set[int]:
    """The lines of a reference list printed with no heading: from a line that starts as
    an entry does (its number, a surname and initials), the lines of its size after it, up
    to a line of another size or a copyright notice (a footer set as small)."""
    found: set[int] = set()
    n = 0
    while n < len(lines):
        if not _REFERENCE_ENTRY.match(lines[n].text):
            n += 1
            continue
        size = lines[n].size
        while (
            n < len(lines)
            and abs(lines[n].size - size) <= size * _OTHER_SIZE
            and not _COPYRIGHT_SIGN.search(lines[n].text)
        ):
            found.add(n)
            n += 1
    return found


def _body_size(lines: tuple[Line, ...], section: int | None) -> float | None:
    if section is not None:
        for line in lines[section + 1 : section + 6]:
            if sum(ch.isalpha() for ch in line.text) >= 20:
                return line.size
    weight: Counter[float] = Counter()
    for line in lines:
        weight[line.size] += len(line.text)
    return weight.most_common(1)[0][0] if weight else None
