"""Reading one PDF with pypdfium2: its pages' text, its document information and the lines
of its first page with text (past a publisher's cover page, to the paper's own first page;
behind a repository's cover sheet or a proceedings' cover, the lines of the page after it
as well).
Runs inside the worker process only (lectern.core.pdf.worker): PDFium is C code fed a file
from anywhere, so a crash or a runaway file ends that process, never the app.

How much is read is capped as Zotero caps its full-text indexing (100 pages and 500,000
characters by default), with more pages allowed since a thesis or a book chapter is often
longer than 100: at most MAX_PAGES pages and MAX_CHARS characters, whichever comes first.
That is enough for a paper's title, identifiers and its whole text for search, and keeps a
2,000-page scan from holding the import for minutes.
"""

from __future__ import annotations

import ctypes
import itertools
import re
import statistics
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from lectern.core.marks.pdf_annotations import has_marks
from lectern.core.pdf.outcome import Line, Outcome, PdfReading
from lectern.core.pdf.spacing_accents import SPACING_ACCENTS, joined_accents, named_ligatures

MAX_PAGES = 300
MAX_CHARS = 500_000
# A line's characters smaller than this share of the line's usual size are marks set above
# it (affiliations, footnote signs), left out of `Line.main`, or a formula's subscripts
# ("O₁₋ₓ"), set further below its baseline than _SUBSCRIPT_DROP of its size, kept.
_MARK_SHARE = 0.8
_SUBSCRIPT_DROP = 0.1
# A word's capitals after its first one, set smaller than it by more than this share on
# its baseline, are small capitals ("V" + "IEWS").
_SMALL_CAPS = 0.1
# Words further apart than this share of the line's size are set in columns (a byline
# set as a table: "Kyle Lo      Zejiang Shen      Doug Downey"): `Line.main` keeps a tab there.
_COLUMN_GAP = 1.0
# Letters of one word a space glyph is drawn over stand at most this share of their size
# apart (a word's space sets them a quarter of it apart or more).
_TRACKING_GAP = 0.15
# A review manuscript numbers its lines in the margin (LaTeX's lineno, Elsevier's and Wiley's
# submission templates, a word processor's line numbering): at least this many numbers set
# one under another at one edge, counting up down the page, are the margin's, not the text's.
_NUMBERED_LINES = 8
_NUMBER_ALIGN = 1.5  # points: the numbers of one column end (or start) this close together
_OUTSIDE_TEXT = 0.9  # the share of the page's other characters the column is beside
_ACROSS = 0.25  # at most this many other characters per number are printed across the column
_FACE_NAME = 128  # bytes kept of a font's name
_Box = tuple[float, float, float, float]  # left, bottom, right, top, in points
_Run = tuple[range, _Box]  # a run of digits: where it is in the page's text, where printed
# What a publisher's cover page prints (IOP, Taylor & Francis, JSTOR): the paper's own first
# page, with its byline and abstract, is the one after.
_COVER = re.compile(
    r"to\s+cite\s+this\s+article\s*:|this\s+content\s+was\s+downloaded\s+from"
    r"|stable\s+url\s*:|your\s+use\s+of\s+the\s+jstor\s+archive",
    re.I,
)
# What a repository's or an aggregator's cover sheet prints about the paper it stands in
# front of (HAL's, ResearchGate's, MPRA's, a university repository's): how to cite it, its
# identifier and the day it was deposited, where it is kept, its readers and citations. The
# title is on the sheet, but the byline and the abstract are often only on the page after,
# the paper's own first page: that page's lines are read too. Two of these make a sheet.
# They are matched in the page's text in lower case (a third of the time `re.I` takes).
_SHEET_MARKS = tuple(
    re.compile(mark)
    for mark in (
        r"cite\s+this\s+(?:version|article|paper|document)\s*:"
        r"|citation\s+(?:for\s+published\s+version|\(apa\))|get\s+the\s+citation\s+in",
        r"(?:submitted\s+on|uploaded\s+on|deposited|posted|download\s+date)"
        r"\s*(?:on\s*)?:?\s+\d{1,2}\.?\s+[a-z]+\.?\s+\d{4}",
        r"(?:hal|repository|record|archive|paper)\s+(?:id|no\.?|number)\s*:?\s*\S*\d"
        r"|url\s+for\s+this\s+paper",
        r"open\s+access\s+archive|archive\s+ouverte|research\s+(?:portal|online|explorer)"
        r"|repository\s+copy|institutional\s+repository|eprints\.",
        r"see\s+discussions,\s+stats|author\s+profiles|see\s+profile",
        r"publications\s+\d+\s+citations",
        r"content\s+following\s+this\s+page\s+was\s+uploaded|download\s+a\s+pdf\s+pack",
        r"link\s+to\s+publication\s+record|accelerating\s+the\s+world.s\s+research",
        r"document\s+version\b|general\s+rights|take\s*down\s+policy|takedown\b"
        r"|version\s*:\s*(?:accepted|published|submitted)",
        r"online\s+at\s+https?:|permalink|this\s+version\s+is\s+available\s+at",
    )
)
_SHEET = 2
# What a publisher's or an archive's cover page prints in its notice of the copy's terms
# (the Econometric Society's, JSTOR's, Taylor & Francis's, AIP's, AAAS's reprint cover,
# Elsevier's copy for the author): who holds the copyright, the terms of use, what a reader
# may do with the copy and what not. Two of these on a short page make it a cover, and the
# paper's own first page is the one after; a page of the paper printing such a notice at
# its foot (AIP's on every page) is longer than a cover.
_NOTICE_MARKS = tuple(
    re.compile(mark)
    for mark in (
        r"copyright\s+to\s+this\s+article\s+is\s+held|article\s+is\s+copyrighted\s+as\s+indicated"
        r"|this\s+article\s+appeared\s+in\s+a\s+journal\s+published\s+by",
        r"reuse\s+of\s+\w+\s+content\s+is\s+subject\s+to|terms\s+and\s+conditions\s+of\s+(?:use|access)"
        r"|full\s+terms\s+and\s+conditions|please\s+scroll\s+down\s+for\s+(?:the\s+)?article",
        r"(?:personal|educational|research|non-?commercial)\s+(?:or\s+\w+\s+)?(?:purposes|use)\s+only"
        r"|only\s+for\s+(?:educational|research|personal|non-?commercial)"
        r"|attached\s+copy\s+is\s+furnished",
        r"without\s+the\s+(?:explicit|express|prior)\s+(?:written\s+)?permission\s+of"
        r"|selling\s+or\s+licensing\s+copies|posting\s+to\s+personal|systematic\s+reproduction"
        r"|sub-?licensing|permission\s+to\s+republish",
        r"order\s+(?:high-quality\s+)?(?:copies|reprints)|resources\s+related\s+to\s+this\s+article"
        r"|jstor\s+is\s+a\s+not-for-profit|jstor\s+archive|downloaded\s+to\s+ip\b",
    )
)
_NOTICE_CHARS = 3000  # a cover page's text is at most this long
# A paper's own first page prints its abstract under a heading of its own; a cover never
# does, even where the paper's page says how to cite it ("Como citar este artigo/How to
# cite this article: …" above its "Resumo").
_ABSTRACT_HEADING = re.compile(
    r"^\s*(?:abstract|summary|r[ée]sum[ée]|resumo|resumen|zusammenfassung|riassunto)\s*[.:]?\s*$",
    re.I | re.M,
)
# A proceedings' or a publisher's cover of any make (USENIX's "This paper is included in
# the Proceedings of …"): a short first page with no abstract, whose title the page after
# prints again at its top. The paper's own first page, the one after, is read too.
_COVER_CHARS = 1500
_REPEATED = 25  # letters of the next page's first lines that the cover must print too
_LARGEST = 0.93  # a line at least this share of a page's largest type is set in it
_HEAD = 1024  # PDF readers accept the %PDF- header anywhere in the first 1 KB
_INFO_KEYS = ("Title", "Author", "Subject", "Keywords", "CreationDate", "ModDate")


def read_pdf(path: str) -> PdfReading:
    """Read the PDF at `path`; any failure is an Outcome, never an exception."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(_HEAD)
    except OSError as exc:
        return PdfReading(path, Outcome.UNREADABLE, detail=exc.strerror or str(exc))
    if b"%PDF-" not in head:
        return PdfReading(path, Outcome.NOT_PDF)
    try:
        document = pdfium.PdfDocument(Path(path))
    except pdfium.PdfiumError as exc:
        code = getattr(exc, "err_code", None)
        if code in (pdfium_c.FPDF_ERR_PASSWORD, pdfium_c.FPDF_ERR_SECURITY):
            return PdfReading(path, Outcome.ENCRYPTED, detail=str(exc))
        return PdfReading(path, Outcome.DAMAGED, detail=str(exc))
    try:
        return _read_document(path, document)
    except pdfium.PdfiumError as exc:  # a page that cannot be loaded
        return PdfReading(path, Outcome.DAMAGED, detail=str(exc))
    finally:
        document.close()


def _read_document(path: str, document: pdfium.PdfDocument) -> PdfReading:
    count = len(document)
    pages: list[str] = []
    chars = 0
    lines: tuple[Line, ...] = ()
    lines_page = 0
    cover: tuple[tuple[Line, ...], int] | None = None
    sheet = False
    first_text = ""
    next_lines: tuple[Line, ...] = ()
    marked: list[int] = []
    for number in range(min(count, MAX_PAGES)):
        page = document[number]
        try:
            if has_marks(page):
                marked.append(number)
            textpage = page.get_textpage()
            try:
                text = textpage.get_text_range()
                if not lines and text.strip():
                    if cover is None and _publisher_cover(text):
                        cover = _lines(textpage, text), number
                    else:
                        lines, lines_page = _lines(textpage, text), number
                        sheet = _cover_sheet(text)
                        first_text = text
                elif number == lines_page + 1 and (sheet or _title_again(first_text, lines, text)):
                    next_lines = _lines(textpage, text)
            finally:
                textpage.close()
        finally:
            page.close()
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        if chars + len(text) > MAX_CHARS:
            pages.append(text[: MAX_CHARS - chars])
            chars = MAX_CHARS
            break
        pages.append(text)
        chars += len(text)
    if not lines and cover is not None:
        lines, lines_page = cover  # a cover alone: it is all the document says
    truncated = len(pages) < count
    outcome = Outcome.TEXT if any(p.strip() for p in pages) else Outcome.NO_TEXT
    return PdfReading(
        path,
        outcome,
        pages=tuple(pages),
        page_count=count,
        truncated=truncated,
        info=_info(document),
        lines=lines,
        lines_page=lines_page,
        next_lines=next_lines,
        marked_pages=tuple(marked),
    )


def _publisher_cover(text: str) -> bool:
    """Whether a page's text is a publisher's cover page, the paper's own first page after
    it: it prints what such a cover prints (_COVER) or a notice of the copy's terms, and
    no abstract under its heading, which only the paper's own page prints."""
    if not (_COVER.search(text) or _notice_cover(text)):
        return False
    return not _ABSTRACT_HEADING.search(text)


def _title_again(first: str, lines: tuple[Line, ...], text: str) -> bool:
    """Whether the short first page `first` (its `lines`) is a cover of the page `text`
    that follows it: it prints no abstract, and the first line of the page after (the
    paper's title, with the next where it is short) is printed on it in its largest type,
    as a proceedings' cover names the paper it stands before (a running head both pages
    print is not)."""
    if not first or len(first) > _COVER_CHARS or _ABSTRACT_HEADING.search(first):
        return False
    wanted = ""
    for line in (line for line in text.splitlines() if line.strip()):
        wanted += _bare(line)
        if len(wanted) >= _REPEATED:
            break
    worded = [line for line in lines if sum(ch.isalpha() for ch in line.text) >= _REPEATED]
    if len(wanted) < _REPEATED or not worded:
        return False
    biggest = max(line.size for line in worded)
    largest = _bare(" ".join(line.text for line in lines if line.size >= biggest * _LARGEST))
    return wanted in largest


def _bare(text: str) -> str:
    """The text's letters and digits only, in small letters: what two printings of one
    title share, however their lines break."""
    return re.sub(r"[\W_]+", "", text.casefold())


def _cover_sheet(text: str) -> bool:
    """Whether a page's text is a repository's or an aggregator's cover sheet (see
    _SHEET_MARKS): it prints two of the things such sheets carry. Only then is a second
    page's lines read, so a paper without one costs no more to read."""
    low = text.lower()
    return sum(bool(mark.search(low)) for mark in _SHEET_MARKS) >= _SHEET


def _notice_cover(text: str) -> bool:
    """Whether a page's text is a publisher's or an archive's cover page (see
    _NOTICE_MARKS): a short page printing two of the marks of a notice of the copy's terms."""
    if len(text) > _NOTICE_CHARS:
        return False
    low = text.lower()
    return sum(bool(mark.search(low)) for mark in _NOTICE_MARKS) >= _SHEET


def _info(document: pdfium.PdfDocument) -> dict[str, str]:
    found = document.get_metadata_dict(skip_empty=True)
    return {key: " ".join(str(found[key]).split()) for key in _INFO_KEYS if key in found}


def _lines(textpage: pdfium.PdfTextPage, text: str) -> tuple[Line, ...]:
    """The page's lines with their character heights: a character's font size times the
    scale of its text matrix (PDFs often set 1-point text scaled up to 17). PDFium counts
    a character beyond the Basic Multilingual Plane (a mathematical italic "𝑎" marking an
    affiliation) as two, where the text has one: each character is looked up at PDFium's
    own index, or every size after it would be its neighbour's."""
    units = list(itertools.accumulate((2 if ord(ch) > 0xFFFF else 1 for ch in text), initial=0))
    sizes = [_char_size(textpage, units[n]) for n in range(len(text))]
    heights = [_baseline(textpage, units[n]) for n in range(len(text))]
    numbers = _line_numbers(textpage, text)
    if numbers:
        text = "".join(" " if n in numbers else ch for n, ch in enumerate(text))
    tracked = _tracking_spaces(textpage, units, text, sizes)
    if tracked:
        keep = [n for n in range(len(text)) if n not in tracked]
        at = {n: k for k, n in enumerate(keep)}
        numbers = frozenset(at[n] for n in numbers if n in at)
        text = "".join(text[n] for n in keep)
        units = [units[n] for n in keep]
        sizes = [sizes[n] for n in keep]
        heights = [heights[n] for n in keep]
    found: list[Line] = []
    start = 0
    for end in [*(n for n, ch in enumerate(text) if ch in "\r\n"), len(text)]:
        if end > start:
            line = _line(
                textpage, units[start:end], text[start:end], sizes[start:end], heights[start:end]
            )
            if numbers and any(n in numbers for n in range(start, end)):
                line = replace(line, text=_tidied(line.text), main=_tidied(line.main))
            found.append(line)
        start = end + 1
    return tuple(line for line in found if line.text.strip())


def _tracking_spaces(
    textpage: pdfium.PdfTextPage, units: list[int], text: str, sizes: list[float]
) -> set[int]:
    """The positions of the spaces a page sets between the letters of one word to space
    them out (a magazine's tracking, "S t even", "Vo I P"): a space glyph drawn back over
    both letters beside it, which stand closer than a word's space sets them apart."""
    found: set[int] = set()
    for n in range(1, len(text) - 1):
        if text[n] != " " or not (text[n - 1].isalpha() and text[n + 1].isalpha()):
            continue
        space = textpage.get_charbox(units[n])
        before, after = textpage.get_charbox(units[n - 1]), textpage.get_charbox(units[n + 1])
        size = max(sizes[n - 1], sizes[n + 1])
        if (
            space[0] < before[2]
            and space[2] > after[0]
            and after[0] - before[2] < size * _TRACKING_GAP
        ):
            found.add(n)
    return found


def _line_numbers(textpage: pdfium.PdfTextPage, text: str) -> frozenset[int]:
    """The positions in `text` of a review manuscript's line numbers: runs of digits set in
    a column (ending, or starting, at one place across the page) that count up from the
    top of the page down and stand beside the page's text, left or right of nearly all of
    it. PDFium reads a margin's number into the line beside it, often out of place ("PhD 4
    , Francesca"), so the numbers are found by where they are printed, not where they fall
    in the text. A table's column of numbers is inside the text, not beside it. The numbers'
    boxes are their glyphs' whole widths (a "1" is drawn narrower than it is set), so
    numbers set flush right end at one place."""
    runs: list[_Run] = []
    for match in re.finditer(r"\d+", text):
        boxes: list[_Box] = [
            textpage.get_charbox(n, loose=True) for n in range(match.start(), match.end())
        ]
        box = (
            min(b[0] for b in boxes),
            min(b[1] for b in boxes),
            max(b[2] for b in boxes),
            max(b[3] for b in boxes),
        )
        runs.append((range(match.start(), match.end()), box))
    if len(runs) < _NUMBERED_LINES:
        return frozenset()
    column: set[int] = set()
    for edge in (0, 2):  # numbers set flush left, numbers set flush right
        ordered = sorted(runs, key=lambda run: run[1][edge])
        for n, (_, box) in enumerate(ordered):
            near = [
                run
                for run in ordered[n:]
                if run[1][edge] - box[edge] <= _NUMBER_ALIGN and not column & set(run[0])
            ]
            if (
                len(near) >= _NUMBERED_LINES
                and _counting_down(text, near)
                and _beside_text(textpage, text, near, column)
            ):
                column.update(k for found, _ in near for k in found)
    return frozenset(column)


def _counting_down(text: str, runs: list[_Run]) -> bool:
    """Whether the numbers go up line after line from the top of the page down."""
    ordered = sorted(runs, key=lambda run: -run[1][1])
    values = [int(text[found.start : found.stop]) for found, _ in ordered]
    rising = sum(later > earlier for earlier, later in zip(values, values[1:]))
    return rising >= 0.9 * (len(values) - 1)


def _beside_text(
    textpage: pdfium.PdfTextPage,
    text: str,
    runs: list[_Run],
    found_before: set[int],
) -> bool:
    """Whether the column stands left or right of nearly all the page's other characters,
    with next to none of them printed across it (a column of numbers starting the text's
    lines has each line's text over it). `found_before` is the numbers of the margin found
    already (two-digit ones, set flush right, start left of the others)."""
    inside = found_before | {k for found, _ in runs for k in found}
    left = max(box[2] for _, box in runs)
    right = min(box[0] for _, box in runs)
    others: list[_Box] = [
        textpage.get_charbox(n) for n, ch in enumerate(text) if not ch.isspace() and n not in inside
    ]
    across = sum(b[0] < left and b[2] > right for b in others)
    if not others or across > _ACROSS * len(runs):
        return False
    least = _OUTSIDE_TEXT * len(others)
    return sum(b[0] > left for b in others) >= least or sum(b[2] < right for b in others) >= least


def _tidied(text: str) -> str:
    """A line with its margin number taken out: the spaces it leaves closed up."""
    return re.sub(r"[ \t]{2,}", lambda gap: "\t" if "\t" in gap[0] else " ", text).strip()


def _line(
    textpage: pdfium.PdfTextPage,
    units: list[int],
    text: str,
    sizes: list[float],
    heights: list[float],
) -> Line:
    sizes = _small_caps_sized(text, sizes, heights)
    shown = [size for ch, size in zip(text, sizes) if not ch.isspace() and size > 0]
    if not shown:
        return Line(text, 0.0, text)
    usual = statistics.median(shown)
    baseline = statistics.median(
        height
        for ch, size, height in zip(text, sizes, heights)
        if not ch.isspace() and size >= usual * _MARK_SHARE
    )
    # A mark follows what it marks: a smaller character that starts a word is a small
    # capital ("S" of "STRESSFUL" set in small caps), and stays; so does one set below the
    # line, a formula's subscript ("LaFeAsO₁₋ₓHₓ"), where a footnote's mark is set above it,
    # and a capital on the line's baseline, a small capital ("AND" between two names).
    main = "".join(
        _space(textpage, units, text, n, usual) if ch.isspace() else ch
        for n, (ch, size) in enumerate(zip(text, sizes))
        if ch.isspace()
        or size >= usual * _MARK_SHARE
        or n == 0
        or text[n - 1].isspace()
        or 0 < baseline - heights[n] - usual * _SUBSCRIPT_DROP < usual
        or (ch.isupper() and abs(baseline - heights[n]) <= usual * _SUBSCRIPT_DROP)
    )
    return Line(
        joined_accents(named_ligatures(text)),
        round(usual, 2),
        joined_accents(named_ligatures(main)),
        _face(textpage, units, text),
    )


def _face(textpage: pdfium.PdfTextPage, units: list[int], text: str) -> str:
    """The name of the font most of the line's letters are set in ("" when PDFium knows
    none): a standfirst set in bold or in a face of its own, the body in another."""
    faces: Counter[str] = Counter()
    name = ctypes.create_string_buffer(_FACE_NAME)
    for n, ch in enumerate(text):
        if ch.isalpha():
            pdfium_c.FPDFText_GetFontInfo(textpage.raw, units[n], name, _FACE_NAME, None)
            faces[name.value.decode("latin-1")] += 1
    return faces.most_common(1)[0][0] if faces else ""


def _small_caps_sized(text: str, sizes: list[float], heights: list[float]) -> list[float]:
    """The characters' sizes with a word's small capitals at its first capital's: a word
    set in small capitals ("V" + "IEWS") is seen at its capitals' size, and a line of them
    is read at that size, not at its small letters' (most of its letters)."""
    sized = list(sizes)
    lead = -1  # the first capital of the run of capitals `n` is in
    for n, ch in enumerate(text):
        if not ch.isupper():
            lead = -1
        elif lead < 0:
            lead = n
        elif (
            sizes[lead] * _MARK_SHARE * _MARK_SHARE <= sizes[n] < sizes[lead] * (1 - _SMALL_CAPS)
            and abs(heights[n] - heights[lead]) <= sizes[lead] * _SUBSCRIPT_DROP
        ):
            sized[n] = sizes[lead]
    return sized


def _space(textpage: pdfium.PdfTextPage, units: list[int], text: str, n: int, usual: float) -> str:
    """The space at `n` as `Line.main` keeps it: a tab where the words on either side are
    set apart as columns are, else the space. An accent printed as its own glyph is no
    word ("Gy ´ ongyi": PDFium draws it back over its letter), so the words are measured
    past it."""
    before = next((k for k in range(n - 1, -1, -1) if _word_char(text[k])), None)
    after = next((k for k in range(n + 1, len(text)) if _word_char(text[k])), None)
    if before is None or after is None or text[n] != " ":
        return text[n]
    gap = textpage.get_charbox(units[after])[0] - textpage.get_charbox(units[before])[2]
    return "\t" if gap > usual * _COLUMN_GAP else " "


def _word_char(ch: str) -> bool:
    return not ch.isspace() and ch not in SPACING_ACCENTS


def _baseline(textpage: pdfium.PdfTextPage, index: int) -> float:
    """The height of the baseline a character is set on (its origin's)."""
    x, y = ctypes.c_double(), ctypes.c_double()
    if not pdfium_c.FPDFText_GetCharOrigin(textpage.raw, index, x, y):
        return 0.0
    return y.value


def _char_size(textpage: pdfium.PdfTextPage, index: int) -> float:
    size = float(pdfium_c.FPDFText_GetFontSize(textpage.raw, index))
    matrix = pdfium_c.FS_MATRIX()
    if pdfium_c.FPDFText_GetMatrix(textpage.raw, index, matrix):
        size *= abs(matrix.a * matrix.d - matrix.b * matrix.c) ** 0.5
    return size
