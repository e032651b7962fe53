"""What paper a PDF is, found offline from the file alone: title, authors, year, DOI, arXiv
id and abstract.

Every value is a guess, and the import marks it so (``Paper.derived``): an import of the
paper's real record later puts its own values in their place. The sources, best first:

- the identifiers printed on the first page (lectern.core.pdf.identifiers);
- the document information, when it looks right: a Title that is not a program's
  placeholder ("Microsoft Word - x.doc"), a file name or an identifier, and that the first
  page prints, not cut short of the title it prints nor only a part of it ("Diosyncratic
  …" for "IDIOSYNCRATIC …", "Vector Clocks"); an Author list whose first name is
  the first author the page prints (an Author field often names whoever made the file);
- the page itself: the title is its largest text (in lines of a size, so a title over three
  lines is whole, with a subtitle set a little smaller on a line of its own and what
  PDFium breaks off at a mark inside it, a power inside it kept; not the arXiv stamp, a
  running head, a logo's one big letter or its one word in capitals or small letters
  ("entropy"), a masthead's words, a header's notes, a journal's name the page prints again
  with its numbers, a thesis title page's university, programme and degree (any page's
  institute over a title in its size: a report's cover), a manuscript's
  "Abstract" heading set larger than its title; text twice as large however late the PDF
  writes it; a title over more lines than six only in its very size; not the same title
  printed again in a second language, lectern.core.pdf.title_language, nor a journal's
  badge letters after it), the authors the
  lines of names after it (on the page's top for a title written late; never a copyright
  holder's line nor the broken-off end of a line of words), all of them, their
  marks (¹, *, †, a,b), degrees ("MD, PhD", "Spargo MSc"), academic titles ("dr.sc.") and
  e-mails left out, the first with where the author works or what the author is after it on
  its line ("Philip Wadler, University of Glasgow"), or named only in a magazine's deck
  (or, on a page opening with a drop cap, in the lines written right before its title),
  each over where the author works in smaller type, after a label ("author: …"), a group
  named as the author ("Agentic Research Group"), a Chinese name written without spaces,
  never a template's placeholder in square brackets, a template's label ("A PREPRINT",
  a form's "Title:") passed over (where the document's Title is taken, after
  the lines printing it, wherever they are); the abstract what it prints as one
  (lectern.core.pdf.abstract);
- past a publisher's cover page (JSTOR's), the authors its label names ("Author(s): …")
  and the year its citation gives, where the paper's own page prints none;
- behind a repository's or an aggregator's cover sheet (HAL's, ResearchGate's), the paper's
  own first page after it: the title is the sheet's (the page's when the sheet, all in one
  size, sets none apart), the byline the page's (the sheet's when it names more), the
  abstract the page's, and the year the better dated of the two.

The year is the one arXiv's stamp gives, else the best-dated place the page prints
(lectern.core.pdf.printed_year: the journal's reference, the day it was published, the
conference, the copyright line), never the PDF's creation date: that is often a year off
its publication, and a wrong year would keep the paper from being found as the same work
as its record (a year missing on one side still matches).
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from dataclasses import dataclass

from lectern.core.models import fold_text, normalize_arxiv_id
from lectern.core.pdf.abstract import (
    first_page_abstract,
    front_matter_abstract,
    heads_section,
    opens_abstract,
    unspaced,
)
from lectern.core.pdf.footnotes import footnotes_start
from lectern.core.pdf.identifiers import arxiv_stamp, printed_doi
from lectern.core.pdf.outcome import Line, PdfReading
from lectern.core.pdf.printed_year import printed_year
from lectern.core.pdf.title_language import first_language_lines


@dataclass(frozen=True, slots=True)
class PdfMetadata:
    """What a PDF says it is; empty values where it does not say."""

    title: str = ""
    authors: tuple[str, ...] = ()
    year: int | None = None
    doi: str = ""
    arxiv_id: str = ""  # as printed, with its version ("2401.01234v2")
    abstract: str = ""

    @property
    def names_a_paper(self) -> bool:
        return bool(self.title or self.doi or self.arxiv_id)


# Lines a title block is looked for in: a title sits near the top of the page text, after
# at most a sidebar of dates and editors (PeerJ puts some 20 lines before it).
_TITLE_WITHIN = 40
_SAME_SIZE = 0.07  # lines of a title differ in size by less than this share
_TITLE_LINES = 6
_LONG_TITLE_LINES = 10  # a title of more lines than _TITLE_LINES, all in its very size
_SUBTITLE_SIZE = 0.6  # a subtitle after a colon is set at least this share of the title's size
_FRAGMENT_LETTERS = 4  # a line of fewer letters starts no title
_BEFORE_BYLINE = 3  # lines a title takes right before the byline on a page of one size
_OWN_SIZE = 0.02  # a line's size differs from its neighbours' by more than this: its own
_MASTHEAD_AFTER = 3  # words of the title's line after a masthead's words
_SUBTITLE_NEAR = 0.8  # a subtitle on its own line, no colon before it, is set at least this
_RUNNING_HEAD_WORDS = 8  # a line repeated atop later pages is a running head up to this long
# The words an article-type banner is made of ("Research Article", "Open Access").
_BANNER_WORDS = frozenset(
    "research article articles original paper papers review reviews letter letters "
    "communication communications short brief rapid report reports technical note notes "
    "open access case editorial perspective perspectives commentary preprint accepted "
    "author manuscript regular full invited special issue mini systematic opinion feature "
    "focus news views essay methods protocol data descriptor erratum correction contribution "
    "contributions "
    "researcharticle openaccess".split()
)
_JOURNAL = re.compile(
    r"^(?:[A-Z]{1,4}\s+)?(?:the\s+)?(?:journal|proceedings|transactions|annals|bulletin|archives)"
    r"\s+(?:of|on)\b"
    r"|\bjournal\s*$|\bjournal\s+(?:of|on|for)\s*$|^an?\s+[\w\s&]{1,40}\bjournal\b",
    re.I,
)
# A journal's masthead broken before the field it names ("American Journal of" /
# "EPIDEMIOLOGY"), each line in a size of its own.
_MASTHEAD_BROKEN = re.compile(r"\bjournal\s+(?:of|on|for)\s*$", re.I)
_REFERENCE = re.compile(
    r"https?:|www\.|\bdoi\b|\bissn\b|\bvol(?:ume)?\.?\s*\d|\bpp\.\s*\d|©"
    r"|\d+\s*\((?:19|20)\d\d\)|\b(?:19|20)\d\d\s*,\s*\d+\s*:",
    re.I,
)
_TITLE_CHARS = 400
# Letters alone after a title's last word: a journal's badges set in an icon font ("… in
# Arabidopsis C W OA", The Plant Cell's), no title's words (one letter may be: "Vitamin C").
_BADGES = re.compile(r"(?:\s+[A-Z]{1,2}){2,}\s*$")
_FAR_LARGER = 2.0  # a title written after the page's first lines is set this much larger
_LATE_LARGER = 1.5  # or this much, with its byline right under it
# A manuscript's running head, labelled as one ("Running head: REPLICATION THROUGH …"): no
# title, however near the title it is printed.
_RUNNING_HEAD_LABEL = re.compile(r"^\s*(?:running\s+(?:head|title)|short\s+title)\s*:", re.I)
_BROKEN_BYLINE_LINES = 4  # lines a byline broken inside its names may take
# A magazine's deck naming its author in its sentence: "…, says Simon Raper", "But Robert
# Matthews argues that …".
_DECK_VERBS = (
    r"(?:says|argues|writes|explains|asks|reports|suggests|believes|warns|reflects|explores)"
)
_DECK_NAME = r"(?:[A-Z][\w'’-]*\.?\s+){1,3}[A-Z][\w'’-]+"
_DECK_BYLINE = re.compile(
    r"\b" + _DECK_VERBS + r"\s+(?P<after>" + _DECK_NAME + r")\s*[.]?\s*$"
    r"|(?P<before>" + _DECK_NAME + r")\s+" + _DECK_VERBS + r"\b"
)
_SENTENCE_OPENERS = frozenset("But And So Yet Now Here Then As This In".split())
# A journal's name with only its year, volume and pages after it, folded
# ("nutrition and metabolic insights 2009 2 27 35").
_CITED = re.compile(r"(.*?[^\d\s])(?:\s+\d+)*\s+(?:19|20)\d\d(?:\s+\d+)*")
# What a thesis's title page names above its title: the university, its faculty, school or
# programme, and the degree (folded: "pós-graduação" is "pos", "graduacao").
_INSTITUTION_WORDS = frozenset(
    "university universitat universite universidad universidade universita universiteit "
    "uniwersytet universitet hochschule fachhochschule institute institut instituto istituto "
    "college school escola escuela ecole faculty faculdade facultad fakultat faculte facolta "
    "department departamento departement dipartimento fachbereich graduacao posgrado "
    "graduate postgraduate programa programme coordenacao coordinacion coordination "
    "coordinamento".split()
)
_DEGREE_WORDS = 12  # a line naming the degree is at most this long
_SHEET_TITLE_LETTERS = 20  # letters of a cover sheet's title the paper's own page opens with
_LONG_WORK_PAGES = 30  # a thesis or a report, not a paper, has at least these pages
_TITLE_PAGE_CHARS = 600  # a title page prints at most this much
_TITLE_PAGE_LINE = 90  # and no line longer than this: no paragraph
_THESIS_WORDS = frozenset(
    "thesis dissertation dissertacao disertacion tese tesis tesi mestrado doutorado "
    "maestria doctorado masterarbeit bachelorarbeit diplomarbeit doktorarbeit dissertatie "
    "proefschrift monografia диссертация квалификационная дипломная "
    "论文 論文 毕业论文 卒業論文".split()
)
# A thesis named in words of more than one ("Trabalho de Conclusão de Curso"), or in a word
# that folds to an English one ("Thèse de doctorat": "these").
# A French master's "Mémoire de Master", "Mémoire de fin d'études" ("mémoire" alone is
# also a memory), an internship's "Rapport de stage".
_THESIS_PHRASES = (
    frozenset({"trabalho", "conclusao"}),
    frozenset({"thèse"}),
    frozenset({"memoire", "master"}),
    frozenset({"memoire", "fin", "etudes"}),
    frozenset({"rapport", "stage"}),
)
# The label a thesis's title page sets before its writer's name, on the name's line or the
# line above it ("Vorgelegt von: …", "Laureando" / "Matteo Fantin", "Par" / "Sacha SCHUTZ",
# "学生姓名 李金刚"): the other names on the page are its supervisors' and its jury's.
_WRITER_LABEL = re.compile(
    r"^\s*(?:by|par|von|vorgelegt\s+von|eingereicht\s+von|verfasst\s+von|submitted\s+by"
    r"|presented\s+by|written\s+by|door\b|av\b|af\b|por\b|przez\b|author|autor[a]?|autore"
    r"|autrice|auteure?"
    r"|laureand[oa]"
    r"|candidat[oa]|candidate|student(?:in)?|alun[oa]|discente|estudiante|студент(?:ка)?"
    r"|выполнил[а]?|автор|学生姓名|姓\s*名|作\s*者)\s*[:：]?\s*(?P<name>.*?)\s*$",
    re.I,
)
_CJK_NAME = re.compile(r"^[\u4e00-\u9fff]{2,4}$")  # a Chinese name, written without spaces
_DEGREE_LEVELS = frozenset("master masters bachelor bachelors doctor doctoral phd laurea".split())
_SUPERSCRIPT = re.compile(r"^[0-9\u00b2\u00b3\u00b9\u2070-\u2079]{1,3}$")  # a power: "2", "²"
# Words that open a title's phrase but no name ("In Plant", "Of Mice", "With Feedback").
_TITLE_OPENERS = frozenset("in of on for with the to from into via at towards".split())
_CLOSING = frozenset(")]}’”»")  # what closes a bracket or a quotation opened before it
# The words that join a phrase to the next, never a line's last word where the line ends
# ("… and Controlled Study of" / "Graph-Scheduled LLM Agents"): the line after goes on with it.
_JOINING_WORDS = frozenset("of and or for the to in on with a an from into via at as".split())
# The title's first letter set apart before it, in a column of its own (a publisher's
# initial: "H\tHealth Content in …"), printed again by the word it opens.
_INITIAL_APART = re.compile(r"^([^\W\d_])\t(?=\1)")
# A star set high inside a title's word ("C∗-algèbres", "C*-algebras").
_STAR = frozenset("∗*")
_PLACE_LINES = 2  # lines a byline may set under each author's name: where the author works
_GROUP_WORDS = (2, 6)  # words of a group named as the author ("Agentic Research Group")
_BYLINE_WITHIN = 5  # lines after the title where the authors' line may start
_BYLINE_SIZE = 0.12  # the names of one byline differ in size by less than this share
_MARGIN_CHARS = 40  # a margin column's lines are at most this long
_SIDEBAR_LINES = 10  # lines of a margin column PDFium may read between a title and its byline
_BYLINE_LINES = 60  # lines one author list may take (PDFium cuts it at every mark)
_JUNK_TITLE = re.compile(
    r"^(?:microsoft\s+\w+\s*-|untitled\b|title\b|document\d*\b|doi\s*:)"
    r"|\.(?:docx?|pdf|tex|dvi|e?ps|rtf|odt|indd|qxd|pptx?)\s*$"
    r"|\b10\.\d{4,9}/",
    re.I,
)
_NOT_NAME_WORDS = frozenset(
    "university department institute laboratory school center centre college faculty "
    "abstract email e-mail received accepted published keywords introduction notes "
    "research article open access journal proceedings conference vol volume copyright "
    "licence license editor correspondence corresponding author authors review letter "
    "press inc ltd gmbh hospital academy foundation corporation corp company labs "
    "laboratories group universiteit universität université universidad università universita "
    "universidade uniwersytet institut instituto istituto laboratoire laboratorio hochschule "
    "fachhochschule preprint draft manuscript of for with from into onto coordenação "
    "coordenacao coordinación coordinacion coordination coordinamento working paper report "
    "jury committee supervisor supervisors advisor advisors promotor examiner".split()
)
_WORKPLACE_WORDS = frozenset(
    "university universität université universidad universita università institute institut "
    "instituto laboratory laboratories labs school college faculty department centre center "
    "hospital academy corporation inc ltd gmbh research".split()
)
# What an author is at work, printed after the name ("Pablo Fernández. Professor of
# Corporate Finance."): a job, no name's word.
_JOB_WORDS = frozenset(
    "professor lecturer researcher scientist engineer student postdoc postdoctoral director "
    "dean fellow candidate assistant associate emeritus".split()
)
# An academic title before or after a name, made of abbreviations each ending in its dot
# ("dr.sc. Katarina Toković, dipl.oec.", "Dipl.-Ing.", "Mag."): no word of the name.
_ACADEMIC_TITLE = re.compile(
    r"^(?:(?:dr|prof|doc|dipl|ing|mag|mgr|sc|oec|iur|jur|med|rer|nat|phil|habil|univ|izv"
    r"|red|dott|ssa|lic|techn|inz|mr|ms|bacc|oec)\.-?)+$",
    re.I,
)
# A line opening with a name and a full stop after it, then what the author is or where the
# author works ("Pablo Fernández. Professor of …"): the stop ends a word of two letters or
# more, as no initial is.
_NAME_STOP = re.compile(r"(?<=[^\W\d_]{2})\.\s")
# A label before a colon opening the line ("Jury : …", "Directeur de mémoire : …",
# "Running head: …"): the names after it are the author's only where it labels the author.
_LINE_LABEL = re.compile(r"^\s*[^\W\d_][^\W\d_'’.-]*(?:\s+[^\W\d_'’.-]+){0,3}\s*[:：](?=\s*\S)")
# A form's label before the title ("Title: Variation in leaf …"), as a submission's
# cover page prints it: the title is what follows it.
_TITLE_LABEL = re.compile(r"^\s*(?:title|titre|titel|t[íi]tulo|titolo)\s*[:：]\s*(?=\S)", re.I)
# A template's placeholder set in square brackets ("[AUTHOR INFORMATION NEEDED]"): no names.
_PLACEHOLDER = re.compile(r"^\s*\[[^\]]*\]\s*$")
# The key words' heading, in the languages an abstract is read in: alone on its line or
# with a mark after it ("Keywords:"), so a title that opens with "Keyword Search" is none.
_KEY_WORDS = re.compile(
    r"^\s*(?:key\s*-?\s*words?|index\s+terms|mots[\s-]+cl[ée]s|schl[üu]sselw[öo]rter"
    r"|palabras\s+clave|parole\s+chiave|palavras[\s-]+chaves?|trefwoorden)\s*(?:[:.–—-]|$)\s*",
    re.I,
)
_PARTICLES = frozenset(
    "van von der den de del della di da do dos das du la le bin al ibn ter".split()
)
# A surname with its particle joined to it, the capital after the particle ("deBuys").
_GLUED_PARTICLE = re.compile(r"^(?:de|di|da|du|van|von|le|la|del|della)[A-Z]")
_HONORIFICS = frozenset("dr dr. prof prof. mr mr. ms ms. mrs mrs.".split())
_NAME_WORD = re.compile(r"^(?:[^\W\d_][\w'’\-]*\.?|(?:[^\W\d_]\.){1,3}(?:-[^\W\d_]\.)?)$")
# What separates names on a line; Springer sets a middle dot or a bullet between them
# ("K. Krabbenhoft ·", "Ulysses Paulino de Albuquerque •").
_SPLIT_NAMES = re.compile(r",|;|&|\t|·|•|∙|\band\b", re.I)
_ANY_YEAR = 1900  # the first year a date is read in (19xx and 20xx): a cover's, however old
# The word a byline opens with before the first name ("By Hal R. Varian", "door Andres Löh",
# "par Sacha Schutz", "av Love Waern"); "von" only in small letters, as no name opens with it.
_BYLINE_OPENERS = frozenset("by door par av af por przez".split())
# A byline run on into the title's last line after a comma: "…, by Dr. Ginger Levin and
# Howard Nutt" (a title's own "by" has no comma before it: "Learning by Doing").
_RUN_IN_BY = re.compile(r",\s*by\s+(?P<names>\S.*)$", re.I)
# A cover's label before the paper's authors ("Author(s): Harold Hotelling").
_AUTHORS_LABEL = re.compile(r"^\s*(?:author\(s\)|authors?|by)\s*:\s*(?P<names>\S.*)$", re.I)
# A name and a bullet after it, where the author works set apart by it ("Roberto Baldoni •
# Universita di Roma, Italy", "Michel Raynal • IRISA, France").
_BULLET_AFTER_NAME = re.compile(r"^[^,;&•∙·]+[•∙]")
# An author's ORCID iD printed after the name ("ARAÚJO1,2 0000-0003-4608-752X").
_ORCID = re.compile(r"(?:https?://)?(?:orcid\.org/)?\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b")
# The ORCID badge after a name, read as its letters ("Elie AntounID1‡", PLOS's).
_ORCID_BADGE = re.compile(r"(?<=[a-z])ID(?=[\d\W]|$)")
# What no line of names prints: a copyright holder's line ("© Springer Science+Business
# Media B.V. 2010", its © often lost), or any year.
_NOT_BYLINE = re.compile(r"©|\bcopyright\b|(?<![\d-])(?:19|20)\d\d(?![\d-])", re.I)
# A society's member grade after a name ("Miguel Saez, Student Member, IEEE", "Frank
# Schwierz, Senior Member IEEE"), no name itself.
_MEMBER_GRADE = re.compile(
    r"[,\s]*\b(?:(?:student|graduate\s+student|senior|life|associate|affiliate)\s+)?"
    r"(?:member|fellow)\s*,?\s*(?:ieee|acm|osa|siam|spie|aps|iet)\b",
    re.I,
)


# A line opening with "The" names no one, but a collaboration ("The ATLAS and CMS
# Collaborations").
_THE = re.compile(r"^\s*the\s", re.I)
_COLLABORATION = re.compile(r"\b(?:collaborations?|consorti(?:um|a)|group|team|project)\b", re.I)
# An author's e-mail printed on the names' line ("Katherine Heller JDF38,KH204@DUKE.EDU").
_EMAIL = re.compile(r"\S*@\S*")
# A degree or qualification after a name: "MD", "PhD", "MPH", "MSc", "BSN", "RGN", "Ph.D.".
_DEGREE = re.compile(r"^(?:[A-Z][A-Za-z]{0,3}[A-Z][A-Za-z]?|Ph\.?D\.?|M\.?D\.?|[A-Z]{2,6})$")
# A degree a medical manuscript sets right after the name, no comma between ("Thomas P
# Spargo MSc"): only those that are no one's initials (a "Smith MA" is Vancouver's style).
_RUN_IN_DEGREE = re.compile(
    r"^(?:Ph\.?D\.?|M\.?D\.?|MSc|BSc|MPhil|DPhil|DSc|MPH|MBBS|MBChB|FRCP|MRCP)$"
)


def paper_metadata(reading: PdfReading) -> PdfMetadata:
    """What the read PDF says it is (see the module for where each value comes from)."""
    info = reading.info or {}
    page = reading.pages[reading.lines_page] if reading.pages else ""
    own = reading.next_lines  # the paper's own first page, behind a cover sheet
    own_page = "\n".join(line.text for line in own)
    stamp = arxiv_stamp(page) or arxiv_stamp(own_page)
    doi = printed_doi(page) or printed_doi(own_page) or _info_doi(info)
    later = reading.pages[reading.lines_page + 1 : reading.lines_page + 4]
    # The footnotes at the page's foot (an author's note, the first citations) are never
    # its title nor its byline.
    lines = reading.lines[: footnotes_start(reading.lines)]
    block = _title_block(lines, later)
    block = block[: first_language_lines([lines[n].main for n in block])]
    page_title = _join_lines([lines[n] for n in block]) if block else ""
    printed_lines = [lines[n] for n in block]
    title = _info_title(info.get("Title", ""), page, printed_lines) or page_title
    if title != page_title:
        block = _printed_at(lines, title) or block
    elif own and _one_size(lines[:_TITLE_WITHIN]):
        title = _own_title(own, reading.pages[reading.lines_page + 2 : reading.lines_page + 5])
        title = _as_sheet_ends(title, page_title) or page_title
    title, run_in = _run_in_byline(title)
    printed, after = _byline(lines, block[-1] + 1 if block else 0)
    printed = printed or run_in
    if not printed and block and block[0] >= _TITLE_WITHIN:
        printed, after = _byline(lines, 0)  # a title written late: the byline on top
    if not printed and block:
        printed = _names_before(lines, block[0])
    if not printed and block and _drop_cap(lines):
        printed = _name_written_before(lines, block[0])
    decked = False  # the author named only in a magazine's deck: its body follows the deck
    if not printed and block:
        printed = _deck_author(lines, block[-1] + 1)
        decked = bool(printed)
    own_printed, own_after = _own_byline(own, title)
    printed = _fuller(own_printed, printed)
    if _thesis_page(lines):
        printed = _thesis_writer(lines, block[0] if block else 0) or printed
    authors = _info_authors(info.get("Author", ""), printed, f"{page}\n{own_page}") or printed
    year = stamp.year if stamp and stamp.year else printed_year(reading.lines + own)
    cover = _passed_cover(reading)
    if not authors and cover:
        authors = _labelled_authors(cover)
    if year is None and cover:
        year = printed_year(cover, earliest=_ANY_YEAR)  # an old scan's page prints
        # none, the cover cites it
    abstract = ""
    if title and own:  # a sheet's prose is its citation and notices: only a headed abstract
        abstract = first_page_abstract(reading.lines, len(reading.lines))
        abstract = abstract or first_page_abstract(own, own_after)
    elif title:
        # A magazine's article naming its author in its deck prints no abstract: the
        # paragraph after the deck is its body's first (only a headed abstract is taken).
        abstract = first_page_abstract(reading.lines, len(reading.lines) if decked else after)
    if not abstract and (_thesis_page(lines) or _title_page(reading)):
        abstract = front_matter_abstract(reading.pages, reading.lines_page + 1)
    return PdfMetadata(
        title=title,
        authors=tuple(authors),
        year=year,
        doi=doi,
        arxiv_id=normalize_arxiv_id(stamp.arxiv_id) if stamp else "",
        abstract=abstract,
    )


def _run_in_byline(title: str) -> tuple[str, list[str]]:
    """The title without the byline a page runs on into its last line ("… Maturity Model,
    by Dr. Ginger Levin and Howard Nutt"), and those names; the title as it is, and no
    names, where what follows its ", by" reads as no names."""
    found = _RUN_IN_BY.search(title)
    names = _names(found["names"]) if found else []
    if found is None or not names:
        return title, []
    return title[: found.start()].rstrip(" ,;:"), names


def _passed_cover(reading: PdfReading) -> tuple[Line, ...]:
    """The lines of the publisher's cover passed over before the paper's first page
    (JSTOR's, Taylor & Francis's), each in one size: what it says of the paper (its
    authors, where it was published) is the fallback where the paper's page says nothing
    (an old journal names its author at the paper's end, and prints no year)."""
    if not 0 < reading.lines_page < len(reading.pages):
        return ()
    text = reading.pages[reading.lines_page - 1]
    return tuple(Line(line, 1.0, line) for line in text.splitlines() if line.strip())


def _labelled_authors(cover: tuple[Line, ...]) -> list[str]:
    """The names a cover lists after its label ("Author(s): R. H. Coase")."""
    for line in cover:
        found = _AUTHORS_LABEL.match(line.text)
        if found:
            return _names(found["names"])
    return []


def _fuller(own: list[str], sheet: list[str]) -> list[str]:
    """The authors of a paper behind a cover sheet: those its own page prints, unless the
    sheet names the same first author and more of them (a scan's byline broken by the
    affiliations between its names)."""
    if not own:
        return sheet
    if len(sheet) > len(own) and _surname(sheet[0]) == _surname(own[0]):
        return sheet
    return own


def _own_title(own: tuple[Line, ...], later: tuple[str, ...]) -> str:
    """The title printed on the paper's own first page behind a cover sheet that sets
    none apart: a sheet all in one size (an EPrints repository's copy notice, "This is a
    repository copy of …") names the paper only inside its sentences."""
    block = _title_block(own, later)
    return _join_lines([own[n] for n in block]) if block else ""


def _as_sheet_ends(own: str, sheet: str) -> str:
    """The title the paper's own page prints, cut where the one its cover sheet sets apart
    ends, where it opens with that one: a page all in one type runs its title on into its
    byline and its abstract ("… Unemployment N. Gregory Mankiw NBER Working Paper …"), the
    sheet (a working paper series' cover, in capitals) sets it apart whole."""
    sheet_letters, own_letters = _letters(sheet), _letters(own)
    # The sheet's title may open with a series' banner in its type ("NBER WORKING PAPER
    # SERIES THE INEXORABLE …"): the own page's opens with the sheet's end.
    whole = next(
        (
            sheet_letters[k:]
            for k in range(len(sheet_letters) - _SHEET_TITLE_LETTERS + 1)
            if own_letters.startswith(sheet_letters[k:])
        ),
        "",
    )
    if not whole or len(own_letters) == len(whole):
        return own
    taken = 0
    for end, ch in enumerate(own):
        taken += len(_letters(ch))
        if taken >= len(whole):
            return own[: end + 1]
    return own


def _own_byline(own: tuple[Line, ...], title: str) -> tuple[list[str], int]:
    """The byline on the paper's own first page behind a cover sheet, and the line after
    it: read after where that page prints the title (found on the sheet), or after its
    own title block. It is preferred to what the sheet lists: a repository's record of the
    names ("Eveline Wree" for "Eveline De Wree"), an aggregator's profiles of some of the
    authors only ("5 authors, including:"), each over its place of work and its counts."""
    if not own:
        return [], 0
    block = _printed_at(own, title) or _title_block(own)
    return _byline(own, block[-1] + 1 if block else 0)


def _info_doi(info: dict[str, str]) -> str:
    """A DOI the document information holds (Elsevier puts it in Title or Subject)."""
    for key in ("Title", "Subject", "Keywords"):
        found = printed_doi(info.get(key, ""))
        if found:
            return found
    return ""


def plausible_title(title: str) -> bool:
    """Whether a document's Title could be a paper's title rather than a placeholder, a
    file name, an identifier or a production code ("ipg1300180a", "6489122611071476 1..10")."""
    title = " ".join(title.split())
    if not title or _JUNK_TITLE.search(title):
        return False
    words = [w for w in title.split() if sum(ch.isalpha() for ch in w) >= 2]
    letters = sum(ch.isalpha() for ch in title)
    digits = sum(ch.isdigit() for ch in title)
    return len(words) >= 2 and letters > 2 * digits


def _info_title(title: str, page: str, printed: list[Line] | None = None) -> str:
    """The document's Title when it is plausible, names no journal or proceedings, the
    page prints it (its words in order, case and line breaks aside) and it is not cut
    short of the title the page prints (`printed`, its lines) nor a part of it; ""
    otherwise."""
    title = " ".join(title.split()).strip()
    if not plausible_title(title) or _JOURNAL.search(title):
        return ""  # a placeholder, or the venue's name (ACL's PDFs name their proceedings)
    folded = fold_text(title)
    if page.strip() and folded not in fold_text(page):
        return ""
    if printed and (_cut_short(title, printed) or _inside(title, printed)):
        return ""
    return title


def _inside(title: str, printed: list[Line]) -> bool:
    """Whether the document's Title is a part of the printed title that starts inside one
    of its lines: a Title typed without the title's first letter ("Diosyncratic …" for
    "IDIOSYNCRATIC …") or a few of its words (a magazine's "Vector Clocks" for "… A
    Practical Tour of Vector Clock Systems"). The page's title block is then the title,
    the Title only a hint of it; a Title of whole lines of the block stays (what the page
    joined to them may be no title)."""
    wanted = _letters(title)
    starts, whole = set[int](), ""
    for line in printed:
        starts.add(len(whole))
        whole += _letters(line.main)
    at = whole.find(wanted)
    return bool(wanted) and at > 0 and at not in starts


def _cut_short(title: str, printed: list[Line]) -> bool:
    """Whether the document's Title is the start of the printed title, ending inside one
    of its lines: the title's words go on past it on that line, so the Title was cut
    (Springer's ends where an italic gene name starts). A Title ending where a line ends,
    or before a mark ("[1]"), is whole, and what the page joins after it may be no title."""
    wanted = _letters(title)
    whole = ""
    for line in printed:
        if len(whole) >= len(wanted):
            return False  # it ends where a line ends
        whole += _letters(line.main)
        if len(whole) > len(wanted):
            rest = whole[len(wanted) :]
            return whole.startswith(wanted) and sum(ch.isalpha() for ch in rest) >= 2
    return False


def _printed_at(lines: tuple[Line, ...], title: str) -> list[int]:
    """The lines that print `title`, the document's own Title, where the page gives it
    after other text (Nature's pages give the body before the title block): the byline
    and the abstract are read after them. [] when no run of lines prints it whole."""
    wanted = _letters(title)
    for n, line in enumerate(lines):
        start = _letters(line.main)
        if len(start) < _FRAGMENT_LETTERS * 2 or not wanted.startswith(start):
            continue
        printed, block = "", list[int]()
        for m in range(n, min(len(lines), n + _TITLE_LINES)):
            more = printed + _letters(lines[m].main)
            if not wanted.startswith(more):
                break
            printed, block = more, [*block, m]
            if printed == wanted:
                return block
    return []


def _letters(text: str) -> str:
    return re.sub(r"[\W_]+", "", fold_text(text))


def _title_block(lines: tuple[Line, ...], later: tuple[str, ...] = ()) -> list[int]:
    """The indices of the title's lines: the largest text near the top that reads as
    words and is not a banner, the lines right after it of the same size, and a subtitle
    after a colon (often set smaller: "How to make words with vectors:" / "Phrase
    generation …"). `later` is the text of the pages after, where running heads repeat."""
    candidates = [
        n
        for n, line in enumerate(lines[:_TITLE_WITHIN])
        if _title_like(line) and not _key_words(lines, n)
    ]
    late = _written_late(lines, candidates)
    if late:
        return late
    if _one_size(lines[:_TITLE_WITHIN]):
        before = _before_byline(lines)
        if before:
            return before
    unbannered = [n for n in candidates if not _banner(lines, n, later) and not _logo(lines, n)]
    thesis = _thesis_page(lines)
    past = _past_institution(lines, unbannered)
    if thesis or _as_large(lines, past, unbannered):
        unbannered = past
    candidates = unbannered or candidates
    if not candidates:
        return []
    biggest = max(lines[n].size for n in candidates)
    start = next(n for n in candidates if lines[n].size >= biggest * (1 - _SAME_SIZE))
    if start + 1 < len(lines) and _byline_above(lines, start, biggest):
        start += 1  # the authors printed above the title, in its size
    block = [start]
    for n in range(start + 1, min(len(lines), start + _LONG_TITLE_LINES)):
        line = lines[n]
        if n in block:
            continue
        if n >= start + _TITLE_LINES and abs(line.size - biggest) > biggest * _OWN_SIZE:
            break  # a title this long goes on only in its very size
        if _broken_off(line, biggest):
            block.append(n)  # the rest of a line PDFium broke at a mark: "(WMAP¹" / ")"
            continue
        if _power(lines, n, biggest):
            block.append(n)  # a power PDFium breaks off inside the title: "S" / "2" / "- The …"
            continue
        if not _has_words(line.main) or heads_section(line.main):
            break  # a mark, a number, or a heading under a title with no byline ("Introduction")
        after_colon = lines[block[-1]].main.rstrip().endswith(":")
        if after_colon and line.size >= biggest * _SUBTITLE_SIZE and not _banner(lines, n, later):
            block.append(n)  # the subtitle, whatever its size
            continue
        if _subtitle_alone(lines, n, biggest) and not _banner(lines, n, later):
            block.append(n)
            continue
        if abs(line.size - biggest) > biggest * _SAME_SIZE:
            break
        if _capitals_title(lines, block) and not _capitals(line.main):
            break  # a law review's title in capitals, its author's name after it in its size
        names = _names_at(lines, n)[0]
        if len(names) >= 2 and ":" not in line.main and not _title_words(names):
            break  # the authors, on a page all of one size (a colon goes on with a title)
        if thesis and names and not _title_words(names):
            title_next = n + 1 < len(lines) and _title_like(lines[n + 1])
            if title_next and _after_institution(lines, block):
                block = [n + 1]  # the university, then the writer, then the title: its own
                continue
            break  # a thesis's author, named under the title in its size
        if names and _other_face(lines[block[-1]], line):
            break  # the byline, set in the title's size but not its typeface
        block.append(n)
    return _symbol_before(lines, block, biggest)


_SUBSET = re.compile(r"^[A-Z]{6}\+")


def _other_face(before: Line, line: Line) -> bool:
    """Whether `line` is set in another typeface than the line before it, both known (the
    prefix naming a font's subset aside: "ESHXQI+TimesNewRomanPS-BoldMT")."""
    faces = [_SUBSET.sub("", face) for face in (before.face, line.face)]
    return all(faces) and faces[0] != faces[1]


def _symbol_before(lines: tuple[Line, ...], block: list[int], size: float) -> list[int]:
    """The title's block with the symbol it opens with, where PDFium reads that symbol as
    lines of its own before it ("A" in a blackboard face, its power "1", then
    "-HOMOTOPY EQUIVALENCES …"): the title's first line opens with a hyphen, after pieces of
    a letter or two, set no larger than the title."""
    first = block[0]
    if not re.match(r"^[-–][^\W\d_]", lines[first].main.lstrip()):
        return block
    k = first
    while (
        k > 0
        and lines[k - 1].main.strip()
        and len(lines[k - 1].main.strip()) <= 2
        and lines[k - 1].size <= size * (1 + _SAME_SIZE)
    ):
        k -= 1
    return [*range(k, first), *block]


def _written_late(lines: tuple[Line, ...], candidates: list[int]) -> list[int]:
    """The title's lines where the PDF writes them after the page's first lines, in type
    far larger than any of those (a magazine's page written byline, abstract and first
    column first, its title last): the lines of words past them in that size; [] when
    there are none."""
    if not candidates:
        return []
    top = max(lines[n].size for n in candidates)
    start = next(
        (
            n
            for n in range(_TITLE_WITHIN, len(lines))
            if _title_like(lines[n]) and lines[n].size >= top * _FAR_LARGER
        ),
        None,
    )
    if start is None:
        opened = _drop_cap(lines)
        start = next(
            (
                n
                for n in range(_TITLE_WITHIN, len(lines))
                if _title_like(lines[n])
                and lines[n].size >= top * _LATE_LARGER
                and (opened or _byline_under(lines, n))
            ),
            None,
        )
    if start is None:
        return []
    size = lines[start].size
    block = [start]
    for n in range(start + 1, min(len(lines), start + _TITLE_LINES)):
        if abs(lines[n].size - size) > size * _SAME_SIZE or not _has_words(lines[n].main):
            break
        block.append(n)
    return block


def _drop_cap(lines: tuple[Line, ...]) -> bool:
    """Whether the page's text opens with its body: a drop cap, one capital letter set
    far larger than the line after it, which goes on with the word's small letters ("I" /
    "n August 2005 the …"), among its first lines. A magazine's column written so has its
    title after its body."""
    for n, line in enumerate(lines[: _BEFORE_BYLINE + 1]):
        text, after = line.main.strip(), lines[n + 1] if n + 1 < len(lines) else None
        if (
            after is not None
            and len(text) == 1
            and text.isupper()
            and line.size >= after.size * _FAR_LARGER
            and after.main.lstrip()[:1].islower()
        ):
            return True
    return False


def _byline_under(lines: tuple[Line, ...], n: int) -> bool:
    """Whether the lines of line `n`'s size from it have a byline right under them: a
    title written after the page's body (SAGE's page written epigraph, first column and
    corresponding author first), set larger than all before it, if not twice as large."""
    size = lines[n].size
    end = n
    while (
        end < min(len(lines), n + _TITLE_LINES) and abs(lines[end].size - size) <= size * _SAME_SIZE
    ):
        end += 1
    return any(_names_at(lines, k)[0] for k in range(end, min(len(lines), end + 2)))


def _thesis_page(lines: tuple[Line, ...]) -> bool:
    """Whether the page is a thesis's title page: a short line of it names the degree
    ("Dissertação de Mestrado", "Master's Thesis", "Doctoral Dissertation", "Masterarbeit",
    "Master Degree in …"), where a paper's prose may only mention one."""
    for line in lines[:_TITLE_WITHIN]:
        if opens_abstract(line.main):
            break  # a title page names its degree above any abstract: past one, a paper's text
        words = re.findall(r"[^\W\d_]+", fold_text(line.main))
        if len(words) > _DEGREE_WORDS:
            continue
        if _THESIS_WORDS.intersection(words) or _degree(words):
            return True
        words += re.findall(r"[^\W\d_]+", line.main.casefold())
        if any(phrase <= set(words) for phrase in _THESIS_PHRASES):
            return True
    return False


def _thesis_writer(lines: tuple[Line, ...], title: int) -> list[str]:
    """The writer a thesis's title page names: after its label (on the name's line or the
    line above), else the one name on the line right above the title (a title page that
    opens with the university, then its writer, then the title); [] where neither is
    printed. The names after the title are often its supervisors' and its jury's."""
    for n, line in enumerate(lines[:_TITLE_WITHIN]):
        found = _WRITER_LABEL.match(line.main)
        if found is None:
            continue
        name = found["name"]
        if not name and n + 1 < len(lines):
            name = lines[n + 1].main.strip()
        names = _names(name) or ([name] if _CJK_NAME.match(name) else [])
        if names:
            return names[:1]
    if title:
        names = _names(lines[title - 1].main)
        if len(names) == 1:
            return names
    return []


def _title_page(reading: PdfReading) -> bool:
    """Whether the first page read is a long work's title page (a thesis's, a report's):
    a few short lines, no paragraph, before many pages."""
    text = reading.pages[reading.lines_page] if reading.pages else ""
    return (
        reading.page_count >= _LONG_WORK_PAGES
        and len(text.strip()) <= _TITLE_PAGE_CHARS
        and all(len(line.main) <= _TITLE_PAGE_LINE for line in reading.lines)
    )


def _after_institution(lines: tuple[Line, ...], block: list[int]) -> bool:
    """Whether the lines taken for a thesis's title follow, or are, lines naming where it
    was written ("INSTITUTO DE ENSINO SUPERIOR DA GRANDE" / "FLORIANÓPOLIS - IESGF"): a
    title page set all in one size, whose title comes after its writer's name."""
    around = [block[0] - 1, *block] if block[0] else block
    for n in around:
        words = re.findall(r"[^\W\d_]+", fold_text(lines[n].main))
        if _INSTITUTION_WORDS.intersection(words):
            return True
    return False


def _degree(words: list[str]) -> bool:
    """Whether a line's words (folded) name a degree: "Master Degree in …", "Bachelor's
    degree", "PhD degree", "Mémoire de Master"."""
    if any(phrase <= set(words) for phrase in _THESIS_PHRASES):
        return True
    return "degree" in words and bool(_DEGREE_LEVELS.intersection(words))


def _as_large(lines: tuple[Line, ...], past: list[int], candidates: list[int]) -> bool:
    """Whether the candidates past the lines naming an institution hold one as large as
    those lines: the institution is a banner over the title in its size (a report's cover,
    "XAVIER INSTITUTE OF MANAGEMENT" / "BHUBANESWAR" / the title), not a title that only
    opens with such a word ("School Choice and …") over a smaller byline and body."""
    passed = [n for n in candidates if n not in past]
    if not past or not passed:
        return False
    return max(lines[n].size for n in past) >= max(lines[n].size for n in passed) * (1 - _SAME_SIZE)


def _past_institution(lines: tuple[Line, ...], candidates: list[int]) -> list[int]:
    """The candidates for a thesis's title past the lines that open its title page naming
    where it was written and for what: the university, often in the largest type
    ("Universidade do Estado do Rio de Janeiro"), its faculty or programme ("Pós-Graduação
    em Física") and the degree ("Dissertação de Mestrado")."""
    for k, n in enumerate(candidates):
        words = re.findall(r"[^\W\d_]+", fold_text(lines[n].main))
        if set(words) & (_INSTITUTION_WORDS | _THESIS_WORDS) or _degree(words):
            continue
        if k and candidates[k - 1] == n - 1 and _goes_on(lines[n - 1], lines[n]):
            continue  # the end of the line before, broken ("… for Internet and" / "Multimedia")
        return candidates[k:]
    return candidates


def _title_words(names: list[str]) -> bool:
    """Whether what reads as names is a title's words: one of them opens with a word no
    name starts with ("IN PLANT AND AGGREGATE INVESTMENT DYNAMICS", a title's second
    line in capitals, reads as "In Plant" and "Aggregate Investment Dynamics")."""
    return any(name.split()[0].casefold() in _TITLE_OPENERS for name in names)


def _byline_above(lines: tuple[Line, ...], n: int, size: float) -> bool:
    """Whether line `n`, where the title would start, lists two names or more and the
    title follows it in its size ("Eliot Hazeltine and Richard B. Ivry" / "Can We Teach
    …"): a byline printed above the title."""
    after = lines[n + 1]
    return (
        len(_names(lines[n].main)) >= 2
        and abs(after.size - size) <= size * _SAME_SIZE
        and _title_like(after)
        and not _names(after.main)
        and not _runs_on(after)
    )


def _runs_on(line: Line) -> bool:
    """Whether `line` opens in small letters, as a title's line broken after its first
    ("Direction Entropy and Thermodynamic Barriers" / "to Navier–Stokes …"): the line
    before it, reading as two names joined by "and", is the title's start, no byline."""
    words = line.main.split()
    return bool(words) and words[0][:1].islower()


def _capitals_title(lines: tuple[Line, ...], block: list[int]) -> bool:
    """Whether the title's lines so far are all in capitals, two words or more: such a
    title goes on only in capitals, and a line in small letters after it is something
    else (the byline, the abstract) however near its size."""
    words = sum(len(lines[n].main.split()) for n in block)
    return words >= 2 and all(_capitals(lines[n].main) for n in block)


def _broken_off(line: Line, size: float) -> bool:
    """Whether `line` is only the closing punctuation of a title's line, in the title's
    size: PDFium ends a line at a footnote mark set high inside the title ("(WMAP¹)") and
    reads what follows the mark as a line of its own."""
    text = line.main.strip()
    return (
        bool(text)
        and all(ch in _CLOSING for ch in text)
        and abs(line.size - size) <= size * _SAME_SIZE
    )


def _power(lines: tuple[Line, ...], n: int, size: float) -> bool:
    """Whether line `n` is a power inside the title ("Ising on S" / "2" / "- The Affine
    Conjecture"): a number set smaller, right after a letter of the title's line before,
    the title going on in its size on the line after. A footnote's mark ends a title's
    last word, or follows its punctuation."""
    mark = lines[n].main.strip()
    if not 0 < n < len(lines) - 1 or not (_SUPERSCRIPT.match(mark) or mark in _STAR):
        return False
    before, after = lines[n - 1].main, lines[n + 1]
    return (
        before[-1:].isalpha()
        and lines[n].size < size * (1 - _SAME_SIZE)
        and abs(after.size - size) <= size * _SAME_SIZE
        and _has_words(after.main)
    )


def _title_text(line: Line, goes_on: str = "") -> str:
    """A title's line as `Line.main` keeps it, with the powers it left out put back: a
    number set high right after a letter, the title going on with words after it, on the
    line or on the title's next line, `goes_on` ("Ising on S²" / "- The Affine
    Conjecture"); a mark ending the title or after its punctuation stays out."""
    text, main = line.text, line.main
    kept: list[bool] = []  # whether each of the line's characters is in `main`
    at = 0
    for ch in text:
        kept.append(at < len(main) and (main[at] == ch or (main[at] == "\t" and ch.isspace())))
        at += kept[-1]
    if at < len(main):
        return main  # not read back in order: the line as `main` has it
    out, start = [], 0
    for shown, run in itertools.groupby(kept):
        end = start + len(list(run))
        piece, rest = text[start:end], (text[end:] + " " + goes_on).lstrip()
        if shown or (
            _SUPERSCRIPT.match(piece)
            and text[start - 1 : start].isalpha()
            and rest[:1] not in ",;.)"
            and _has_words(rest)
        ):
            out.append(piece)
        start = end
    return "".join(out)


def _one_size(lines: tuple[Line, ...]) -> bool:
    """Whether no line of words on the page is set larger than its usual size, as PDFium
    gives an old report's bitmap fonts all one size (a stamp added later aside): then the
    largest text says nothing of where the title is."""
    sizes = [line.size for line in lines if sum(ch.isalpha() for ch in line.text) >= 4]
    if not sizes:
        return False
    usual = sorted(sizes)[len(sizes) // 2]
    return not any(_title_like(line) and line.size > usual * (1 + _SAME_SIZE) for line in lines)


def _before_byline(lines: tuple[Line, ...]) -> list[int]:
    """The title's lines on a page of one size: the lines right before the first line of
    two names or more, back to a sentence's end, a line of no words (a report number) or
    one in another size than the title's last (a header's notes in smaller type above a
    title at the body's size, as emulateapj prints them), so a cover sheet's notices
    before it are passed over."""
    byline = next(
        (n for n in range(min(len(lines), _TITLE_WITHIN)) if len(_names_at(lines, n)[0]) >= 2),
        None,
    )
    if byline is None or byline == 0:
        return []
    size = lines[byline - 1].size
    block: list[int] = []
    for n in range(byline - 1, max(-1, byline - 1 - _BEFORE_BYLINE), -1):
        text = lines[n].main.rstrip()
        if not _title_like(lines[n]) or text.endswith((".", ";")):
            break
        if abs(lines[n].size - size) > size * _SAME_SIZE:
            break
        block.insert(0, n)
    return block


def _logo(lines: tuple[Line, ...], n: int) -> bool:
    """Whether line `n` is a logo set in type of its own, as a repository's cover prints
    its name ("MPRA") or a journal its name in small letters ("entropy", MDPI's): one word
    in capitals or in small letters only, no line next to it in its size; or a word of
    a journal's masthead ("Astronomy" / "&" / "Astrophysics", A&A's, a little larger than
    the title): one word alone in its size, a line of several words in nearly its size
    after it, the title (a title's one word has its subtitle beside it in its own size)."""
    words = lines[n].main.split()
    if len(words) != 1:
        return False
    size = lines[n].size
    near = [lines[m] for m in (n - 1, n + 1) if 0 <= m < len(lines)]
    if _capitals(words[0]) or _small_letters(words[0]):
        return all(abs(line.size - size) > size * _SAME_SIZE for line in near)
    if any(abs(line.size - size) <= size * _OWN_SIZE for line in near):
        return False
    return any(
        len(line.main.split()) >= _MASTHEAD_AFTER and size * (1 - _SAME_SIZE) <= line.size < size
        for line in lines[n + 1 : n + 1 + _TITLE_LINES]
    )


def _small_letters(word: str) -> bool:
    """Whether a word is in small letters only, as no title's one word is printed."""
    letters = [ch for ch in word if ch.isalpha()]
    return len(letters) >= _FRAGMENT_LETTERS and all(ch.islower() for ch in letters)


def _subtitle_alone(lines: tuple[Line, ...], n: int, biggest: float) -> bool:
    """Whether line `n`, after the title, is its subtitle on a line of its own with no
    colon before it ("… With Heart Failure" / "A Retrospective Cohort Study"): set a little
    smaller than the title, and the byline right after it in much smaller type (a byline
    at nearly the title's size is set alike over all its lines)."""
    line = lines[n]
    if not biggest * _SUBTITLE_NEAR <= line.size < biggest * (1 - _SAME_SIZE):
        return False
    if n + 1 >= len(lines):
        return False
    after = lines[n + 1]
    return after.size < line.size * (1 - _BYLINE_SIZE) and bool(_names(after.main))


def _banner(lines: tuple[Line, ...], n: int, later: tuple[str, ...]) -> bool:
    """Whether line `n` is set above a title rather than being one: an article type
    ("Research Article", "R E S E A R C H  A R T I C L E", "Original Paper"), a journal's
    name ("Journal of …", "An IOP and SISSA journal"), its reference (URLs, DOIs, volume
    and page numbers), or a running head the later pages repeat atop or at the foot, unless
    the authors' names follow it (a short title is often the running head too)."""
    text = " ".join(lines[n].main.split())
    words = fold_text(unspaced(text)).split()
    if not words:
        return False
    if all(w in _BANNER_WORDS for w in words) or _JOURNAL.search(text) or _REFERENCE.search(text):
        return True
    if n and _MASTHEAD_BROKEN.search(lines[n - 1].main):
        return True  # the field a masthead broken after "Journal of" names ("EPIDEMIOLOGY")
    if _cited_journal(lines, n, later):
        return True
    if len(words) > _RUNNING_HEAD_WORDS:
        return False
    folded = " ".join(words)
    heads = 0
    for page in later:
        page_lines = [fold_text(x) for x in page.splitlines() if x.strip()]
        heads += folded in page_lines[:3] + page_lines[-3:]
    return heads >= 2 and not _names_follow(lines, n)


def _cited_journal(lines: tuple[Line, ...], n: int, later: tuple[str, ...]) -> bool:
    """Whether line `n` is a journal's name set as a banner: the page, or the head or foot
    of a later page, prints its words again as the start of the journal's reference, with
    only its year, volume and pages after them ("Nutrition and Metabolic Insights" /
    "Nutrition and Metabolic Insights 2009:2 27–35")."""
    name = fold_text(lines[n].main)
    return len(name.split()) >= 2 and name in _cited_names(lines, later)


@functools.lru_cache(maxsize=4)
def _cited_names(lines: tuple[Line, ...], later: tuple[str, ...]) -> frozenset[str]:
    """The names that open the page's lines, and the later pages' heads and feet, with only
    a journal's year, volume and pages after them (folded), found once a page."""
    printed = [fold_text(line.text) for line in lines]
    for page in later:
        page_lines = [fold_text(x) for x in page.splitlines() if x.strip()]
        printed += page_lines[:3] + page_lines[-3:]
    return frozenset(
        found.group(1) for found in map(_CITED.fullmatch, printed) if found is not None
    )


def _names_follow(lines: tuple[Line, ...], n: int) -> bool:
    """Whether the first line after line `n` and the lines of its size reads as names."""
    size = lines[n].size
    for line in lines[n + 1 : n + 1 + _TITLE_LINES]:
        if abs(line.size - size) > size * _SAME_SIZE:
            return bool(_names(line.main))
    return False


def _key_words(lines: tuple[Line, ...], n: int) -> bool:
    """Whether line `n` is the key words' heading ("keywords", "Index Terms", with its
    list on the line or not) or the list on the line under a heading alone, in its size:
    a title page may set them larger than its title, never as its title."""
    if _KEY_WORDS.match(lines[n].main):
        return True
    above = lines[n - 1] if n else None
    return (
        above is not None
        and _KEY_WORDS.fullmatch(above.main.strip()) is not None
        and abs(above.size - lines[n].size) <= lines[n].size * _SAME_SIZE
    )


def _title_like(line: Line) -> bool:
    text = line.main.strip()
    if line.size <= 0 or arxiv_stamp(line.text) or printed_doi(text):
        return False
    if heads_section(text):
        return False  # a manuscript sets its "Abstract" heading larger than all else
    if _RUNNING_HEAD_LABEL.match(text):
        return False
    if not _has_words(text):
        return False
    shown = [ch for ch in text if not ch.isspace()]
    letters = sum(ch.isalpha() for ch in shown)
    return letters >= 4 and letters >= 0.6 * len(shown)


def _has_words(text: str) -> bool:
    return any(sum(ch.isalpha() for ch in word) >= 2 for word in text.split())


def _join_lines(lines: list[Line]) -> str:
    title = ""
    size = 0.0
    for n, line in enumerate(lines):
        # PDFium gives a hyphen ending a title's line as U+FFFE, a mark no one can read;
        # in a title it is most often a compound's ("cluster-randomised"), kept.
        goes_on = lines[n + 1].main if n + 1 < len(lines) else ""
        text = _title_text(line, goes_on).replace("\ufffe", "-")
        if not n and _INITIAL_APART.match(line.main.lstrip()):
            text = text.lstrip()[1:]
        text = " ".join(text.split())
        if text and all(ch in _CLOSING for ch in text):
            title += text  # closing what the line before opened: "(WMAP" / ")"
        elif (
            (_SUPERSCRIPT.match(text) or text in _STAR)
            and title[-1:].isalpha()
            and line.size < size
        ):
            title += text  # a power PDFium broke off: "Ising on S" / "2", "de C" / "∗"
        elif re.match(r"^[-–][^\W\d_]", text) and (title[-1:].isalnum() or title[-1:] in _STAR):
            title += text  # the symbol the title opens with, read apart: "A" "1" "-HOMOTOPY"
        elif title.endswith("-") and text[:1].islower():
            title = title[:-1] + text  # a word broken over two lines
        elif title and line.size < size * (1 - _SAME_SIZE) and title[-1:].isalnum():
            title = f"{title}: {text}"  # a subtitle set smaller, on its own line
        else:
            title = f"{title} {text}" if title else text
        size = size or line.size
    title = _BADGES.sub("", _TITLE_LABEL.sub("", title, count=1))
    return title.strip(" *∗†‡§¶#,.;:").strip()[:_TITLE_CHARS]


def _byline(lines: tuple[Line, ...], start: int) -> tuple[list[str], int]:
    """The authors printed after the title, and the number of the line after them: the
    first line within a few that reads as names, and every line after it that goes on
    with names, however many (PDFium breaks a byline at each mark between names:
    "Andreas Gal", ", Brendan Eich", ","), e-mails between them passed over (ACM's grid),
    a name broken over a line's end made whole."""
    names: list[str] = []
    taken = 1
    for n in range(start, min(len(lines), start + _BYLINE_WITHIN + _SIDEBAR_LINES)):
        names, taken = _names_at(lines, n)
        if not names and n < start + _BYLINE_WITHIN:
            names = _author_at_work(lines[n].main) or _names(_words_set_apart(lines[n].main))
            names = names or _group_author(lines[n].main) or _cjk_names(lines[n].main)
        if len(names) == 1 and n > start and _tail(lines, n):
            continue  # the last words of a line of words before it ("… of the National" /
            # "Health Survey"): a title in another language or a subtitle, broken
        if names and (n < start + _BYLINE_WITHIN or _past_sidebar(lines, start, n)):
            break
    else:
        return [], start
    size = lines[n].size
    end = n + taken
    last = min(len(lines), n + _BYLINE_LINES)
    while end < last:
        text = lines[end].main.strip()
        if "@" in text:  # an author's e-mail, between names
            end += 1
            continue
        if _has_words(text) and abs(lines[end].size - size) > size * _BYLINE_SIZE:
            name = _name_after_place(lines, end, size)
            if name is None:
                break  # the affiliations, set smaller
            end = name  # each author over where the author works: the next name
            continue
        more, taken = _names_at(lines, end)
        if more:
            names.extend(more)
            end += taken
            continue
        if _has_words(text) and not text.lstrip().startswith(","):
            break
        end += 1
    return list(dict.fromkeys(names)), end


def _name_after_place(lines: tuple[Line, ...], n: int, size: float) -> int | None:
    """The line of the next name where a byline sets each author over where the author
    works ("Isabel O. Gallegos" / "Stanford University" / "Ryan A. Rossi" / "Adobe
    Research"): past a line or two set smaller from line `n`, a line in the names' `size`
    that reads as names; None where there is none (the affiliations end the byline)."""
    for k in range(n, min(len(lines), n + _PLACE_LINES + 1)):
        if abs(lines[k].size - size) <= size * _BYLINE_SIZE:
            return k if _names_at(lines, k)[0] else None
        if lines[k].size > size:
            return None  # something set larger: a heading, no place of work
    return None


def _group_author(text: str) -> list[str]:
    """The group a byline's first line names as the author ("Agentic Research Group", "The
    Business Rules Group" under "Prepared by"): words in capitals but for joining words,
    the last a group's ("Group", "Team", "Consortium", "Collaboration", "Project"); []
    otherwise. Only a byline's first line: under a byline of people, such a line is where
    they work."""
    words = text.split()
    if not _GROUP_WORDS[0] <= len(words) <= _GROUP_WORDS[1] or not _COLLABORATION.fullmatch(
        words[-1]
    ):
        return []
    if all(w[:1].isupper() or w in _JOINING_WORDS for w in words) and _has_words(text):
        return [" ".join(words[1:] if words[0].casefold() == "the" else words)]
    return []


def _cjk_names(text: str) -> list[str]:
    """The Chinese names a byline's first line lists, each written without spaces ("许达",
    "张三，李四"), or []: a heading ("摘要") is none."""
    if heads_section(text):
        return []
    parts = [part.strip() for part in re.split(r"[,，、;；\s]+", text) if part.strip()]
    return parts if parts and all(_CJK_NAME.match(part) for part in parts) else []


def _tail(lines: tuple[Line, ...], n: int) -> bool:
    """Whether line `n`, reading as one name, is the end of the line before it broken off,
    with the byline after it: a one-author byline after a subtitle is no tail."""
    following = lines[n + 1 : n + 1 + _BYLINE_WITHIN]
    return _goes_on(lines[n - 1], lines[n]) and any(_names(line.main) for line in following)


def _goes_on(before: Line, line: Line) -> bool:
    """Whether `line` is the end of the line of words before it, broken over two lines:
    set in its size and typeface, short where that one is long, after no punctuation and
    no names (a byline's lines each read as names)."""
    text = before.main.rstrip()
    last = text.rsplit(maxsplit=1)[-1].casefold() if text else ""
    return (
        abs(before.size - line.size) <= line.size * _SAME_SIZE
        and before.face == line.face
        and text[-1:].isalpha()
        and (len(text) > 2 * len(line.main.strip()) or last in _JOINING_WORDS)
        and _has_words(text)
        and not _names(text)
    )


def _past_sidebar(lines: tuple[Line, ...], start: int, n: int) -> bool:
    """Whether the names on line `n`, further after the title than a byline starts, come
    after a margin column PDFium reads first (the dates received and accepted, the key
    words): every line of words between is set smaller than the names, and short, as a
    margin's lines are (an abstract's lines across the page are no margin column)."""
    between = [line for line in lines[start:n] if _has_words(line.main)]
    return bool(between) and all(
        line.size < lines[n].size * (1 - _BYLINE_SIZE) and len(line.main) <= _MARGIN_CHARS
        for line in between
    )


def _deck_author(lines: tuple[Line, ...], start: int) -> list[str]:
    """The author a magazine names only inside the deck under its title, the sentence or
    two in a size of their own before the body, which is set smaller ("…, says Simon
    Raper", "But Robert Matthews argues that …"); [] where the deck names no one so, or
    where the lines under the title run on in their size (an abstract citing an author)."""
    if start >= len(lines):
        return []
    size = lines[start].size
    end = start
    while (
        end < min(len(lines), start + _BYLINE_WITHIN)
        and abs(lines[end].size - size) <= size * _SAME_SIZE
    ):
        end += 1
    if end >= len(lines) or lines[end].size > size * (1 - _SAME_SIZE):
        return []  # no body set smaller after it: no deck
    text = " ".join(" ".join(line.main.strip() for line in lines[start:end]).split())
    found = _DECK_BYLINE.search(text)
    if found is None:
        return []
    words = (found["after"] or found["before"]).split()
    while words and words[0] in _SENTENCE_OPENERS:
        words.pop(0)
    return _names(" ".join(words))[:1]


def _names_before(lines: tuple[Line, ...], title: int) -> list[str]:
    """The authors printed before the title in reading order, where none follow it: a
    byline above the title, or one name a line in a column PDFium reads before it (Bone &
    Joint Research's), from the first line of names; two names at least, as one line of
    two words in capitals before a title may be a heading ("Key Concepts")."""
    above = lines[:title]
    first = next((n for n in range(len(above)) if _names(above[n].main)), None)
    names = [] if first is None else _byline(above, first)[0]
    return names if len(names) >= 2 else []


def _name_written_before(lines: tuple[Line, ...], title: int) -> list[str]:
    """The one author a magazine's page opening with its body (a drop cap) names in the
    lines the PDF writes right before its title, after the body and the deck ("HEINRICH
    HARTMANN", then a note or two in small type, then "Statistics for Engineers"); []
    where none of those lines reads as names."""
    for n in range(title - 1, max(-1, title - 1 - _BYLINE_WITHIN), -1):
        names = _names(lines[n].main)
        if names:
            return names
    return []


def _names_at(lines: tuple[Line, ...], n: int) -> tuple[list[str], int]:
    """The names line `n` lists and the number of lines they take: two where a name is
    broken over the line's end ("…, Gunavardhan Kakulapati, Avinash" / "Lakshman, Alex
    Pilchin, …"; ", Rahul" / "Karnik, …"), so that neither line reads as names alone but the
    two do, in one size, and what comes before the broken name is names or a separator (a
    heading broken over two lines, "Appendix" / "Accidents and Incidents …", is no byline)."""
    names = _names(lines[n].main) or _names_torn(lines[n])
    if names or n + 1 >= len(lines):
        return names, 1
    line, after = lines[n], lines[n + 1]
    text = line.main.rstrip()
    if text.endswith((",", ";", "&", "·")) or abs(after.size - line.size) > line.size * _SAME_SIZE:
        return [], 1
    separators = list(_SPLIT_NAMES.finditer(text))
    if not separators or _names(after.main):
        return [], 1
    before = text[: separators[-1].start()]
    if _has_words(before) and not _names(before):
        return [], 1
    # A long byline may break inside a name at each line's end ("…, Rhia" / "Catapano, …,
    # Jesse" / "Reynolds, …, and Michael C. Frank"): its lines read as names together.
    joined = text
    for k in range(n + 1, min(len(lines), n + _BROKEN_BYLINE_LINES)):
        more = lines[k]
        if abs(more.size - line.size) > line.size * _SAME_SIZE:
            break
        joined = f"{joined} {more.main.strip()}"
        names = _names(joined)
        if len(names) >= 2:
            return names, k - n + 1
        if k > n + 1 and _names(more.main):
            break  # a line of names of its own: the broken name before it ends unread
    return [], 1


def _names_torn(line: Line) -> list[str]:
    """The names of a line whose letters in its main size lost some set a little off it
    (RSC's accented letters: "Cristina Gómez-Navarro" read as "Cistina Gmez-Navarro"):
    read from the whole line, where a word of the main size is no word of the line."""
    whole = {w.strip(".,;*") for w in line.text.split()}
    if all(w.strip(".,;*") in whole for w in line.main.split()):
        return []
    return _names(line.text)


def _names(text: str) -> list[str]:
    """The names a line lists ("A. One¹, B. Two* and C. Three", names set apart in columns,
    each with its member grade: "Kira Barton, Member, IEEE", its letter after its comma:
    "Sandrine Legault,a Derek P. Fraser-Halberg", "By" before the first), or [] when it is
    not a line of names (an affiliation, a heading, prose). A name in capitals followed by
    where the author works is one author's line ("TAL AUGUST, University of Washington, USA"),
    and so is a name with a bullet between it and where the author works ("Michel Raynal •
    IRISA, France")."""
    text = _ORCID_BADGE.sub("", _ORCID.sub(" ", text))
    if _NOT_BYLINE.search(text):
        return []
    if _THE.match(text) and not _COLLABORATION.search(text):
        return []  # a title's words split at its "and" ("The Inexorable and Mysterious …")
    text = _MEMBER_GRADE.sub(" ", text)
    text = _EMAIL.sub(" ", text)
    if _PLACEHOLDER.match(text):
        return []  # a template's "[AUTHOR INFORMATION NEEDED]", no author named yet
    label = _LINE_LABEL.match(text)
    if label and not _WRITER_LABEL.fullmatch(label.group(0).rstrip(":： ")):
        return []  # a supervisor's, a jury's, a running head's line, no author's
    if label:
        text = text[label.end() :]  # "author: Michele Simionato": the names after the label
    # A mark left apart from its letter (a scan's or an old font's "Mol̈ler", no letter it
    # composes with) splits no name: the name is read without it.
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"[^\w\s.,;&'’\-·•∙]", " ", text)
    text = re.sub(r"[\d_]+", " ", text)
    found: list[str] = []
    parts = _SPLIT_NAMES.split(text)
    for n, part in enumerate(parts):
        words = [w.strip("'’") for w in part.split() if w.casefold() not in _HONORIFICS]
        words = [w for w in words if w]
        while words and _ACADEMIC_TITLE.match(words[0]):
            words.pop(0)  # "dr.sc. Katarina Toković"
        while words and _ACADEMIC_TITLE.match(words[-1]):
            words.pop()  # "…, dipl.oec."
        while len(words) > 2 and len(words[-1]) == 1 and words[-1].islower():
            words.pop()  # an affiliation's letter printed in the line's size ("Ying a")
        while len(words) > 1 and _RUN_IN_DEGREE.match(words[-1]):
            words.pop()  # "Spargo MSc", "Forzano MD": the name alone
        while n and len(words) > 2 and len(words[0]) == 1 and words[0].islower():
            words.pop(0)  # the name before's letter, set after its comma ("Legault,a Derek")
        opener = words[0].casefold() in _BYLINE_OPENERS or words[0] == "von" if words else False
        if not n and len(words) > 2 and opener:
            words.pop(0)  # a magazine's "By Hal R. Varian", a thesis's "door Andres Löh"
        if not words or (found and len(words) == 1 and _mark_or_degree(words[0])):
            continue  # nothing, or a degree or mark after the name before it ("PhD", "b")
        if not _is_name(words):
            if n == 1 and len(found) == 1 and _works_at(parts[n:]) and _capitals(parts[0]):
                return found
            if len(found) == 1 and _BULLET_AFTER_NAME.match(text):
                return found  # "Roberto Baldoni • Universita di Roma, Italy": one author
            return []
        capitals = _capitals(" ".join(words))
        # A particle inside a name in capitals in small letters: "Aryane da Silva".
        found.append(
            " ".join(
                w.lower()
                if capitals and k and w.casefold() in _PARTICLES
                else _name_case(w, capitals)
                for k, w in enumerate(words)
            )
        )
    return found


def _words_set_apart(text: str) -> str:
    """A line whose every word PDFium set apart as a column of its own (an old scan's
    "ROBIN\tMILNER", "J.B.\tWells\t*") as words of one line; "" for any other. Only a
    byline's first line: under a byline in columns, the places of work are set so too
    ("MIT\tStanford")."""
    cells = text.split("\t")
    if len(cells) > 1 and all(len(cell.split()) <= 1 for cell in cells):
        return " ".join(cells)
    return ""


def _author_at_work(text: str) -> list[str]:
    """The one name a byline's first line opens with, where what follows it on the line,
    after a comma or a full stop, names the author's place of work or job ("Philip Wadler,
    University of Glasgow", "Pablo Fernández. Professor of Corporate Finance. …"); []
    otherwise. Only a byline's first line: the lines after a byline may be affiliations
    opening with a name-like department ("Biological Sciences, University of …")."""
    text = _EMAIL.sub(" ", text)
    cut = min(
        (found.start() for found in (re.search(",", text), _NAME_STOP.search(text)) if found),
        default=None,
    )
    if cut is None or not _works_at([text[cut + 1 :]]):
        return []
    names = _names(text[:cut])
    return names if len(names) == 1 else []


def _mark_or_degree(word: str) -> bool:
    return bool(_DEGREE.match(word)) or (len(word) == 1 and word.islower())


def _works_at(parts: list[str]) -> bool:
    """Whether the parts of a line name a place of work ("University of Washington, USA") or
    a job ("Professor of Corporate Finance")."""
    words = {w.casefold().strip(".") for part in parts for w in part.split()}
    return bool(words & (_WORKPLACE_WORDS | _JOB_WORDS))


def _capitals(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return len(letters) >= 4 and all(ch.isupper() for ch in letters)


def _is_name(words: list[str]) -> bool:
    """Whether the words are one name: two to five of them, its particles aside ("K. E. A.
    van de Sande")."""
    particles = sum(w.casefold() in _PARTICLES for w in words[1:-1])
    if not 2 <= len(words) - particles <= 5:
        return False
    if any(w.casefold().strip(".") in _NOT_NAME_WORDS for w in words):
        return False
    folded = [fold_text(w).strip(".") for w in words]
    if _THESIS_WORDS.intersection(folded) or _degree(folded):
        return False  # what the document is ("Dissertação de Mestrado", "ВЫПУСКНАЯ
        # КВАЛИФИКАЦИОННАЯ РАБОТА"), printed in a name's capitals on a title page
    if any(w.casefold() == "the" for w in words[1:]):
        return False  # a heading in capitals ("MAPPING THE OXFORD KNEE SCORE"), no name
    for word in words:
        if word.casefold() in _PARTICLES:
            continue
        if not _NAME_WORD.match(word) or not (word[0].isupper() or _GLUED_PARTICLE.match(word)):
            return False
    return sum(sum(ch.isalpha() for ch in w) >= 2 for w in words) >= 1


def _name_case(word: str, capitals: bool = False) -> str:
    """A name printed in capitals as a name is written ("SHEIKHAHMADI" → "Sheikhahmadi",
    and in a name all in capitals, "LU" → "Lu"); initials and mixed case as printed."""
    if word.isupper() and sum(ch.isalpha() for ch in word) > (1 if capitals else 2):
        return "-".join(part.capitalize() for part in word.split("-"))
    return word


def _info_authors(author: str, printed: list[str], page: str) -> list[str]:
    """The document's Author list when its first name is the first author printed and it
    names as many as the page prints (or, with no printed names found, a name the page
    prints); [] otherwise."""
    names = [" ".join(n.split()) for n in re.split(r";|,|\band\b", author) if n.strip()]
    if not names or not all(_is_name(n.split()) for n in names):
        return []
    first = _surname(names[0])
    if printed:
        if len(names) < len(printed):
            return []  # the Author field names the first author only, the page all of them
        return names if first and first == _surname(printed[0]) else []
    return names if first and first in fold_text(page).split() else []


def _surname(name: str) -> str:
    words = fold_text(name).split()
    return words[-1] if words else ""
