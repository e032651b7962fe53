"""Title layouts the shared PDFs do not have: a banner above the title, a subtitle after a
colon set smaller, a running head that repeats the journal's name or the title.

Each PDF is written here with PDFium (pypdfium2, the library Lectern reads PDFs with):
lines of text at the sizes and places such a first page has, read back by the real reader.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from lectern.core.pdf.metadata import paper_metadata
from lectern.core.pdf.outcome import Line, Outcome, PdfReading
from tests.core.helpers_pdf_pages import Piece, read_back, write_page, write_runs

# A line of a page: its text, its size in points and its baseline's height on the page.
Printed = tuple[str, float, float]
BODY: list[Printed] = [
    ("We study sparse graphs and the methods that find their structure well.", 10, 560),
    ("Our results hold for every graph we tried, large and small alike.", 10, 545),
]


def _write(path: Path, first: list[Printed], running_head: str = "", pages: int = 3) -> Path:
    document = pdfium.PdfDocument.new()
    for number in range(pages):
        page = document.new_page(612, 792)
        printed = (
            first if number == 0 else [(running_head, 9, 760), *BODY] if running_head else BODY
        )
        for text, size, y in printed:
            item = pdfium_c.FPDFPageObj_NewTextObj(document.raw, b"Helvetica", size)
            wide = ctypes.create_string_buffer((text + "\0").encode("utf-16-le"))
            pdfium_c.FPDFText_SetText(item, ctypes.cast(wide, ctypes.POINTER(pdfium_c.FPDF_WCHAR)))
            pdfium_c.FPDFPageObj_Transform(item, 1, 0, 0, 1, 72, y)
            pdfium_c.FPDFPage_InsertObject(page.raw, item)
        pdfium_c.FPDFPage_GenerateContent(page.raw)
        page.close()
    document.save(path)
    document.close()
    return path


def test_a_banner_above_and_a_subtitle_after_a_colon(tmp_path):
    """ "Research Article" set larger than the title is no title, and "A Survey" after the
    colon is the title's end, not an author."""
    meta = read_back(
        _write(
            tmp_path / "banner.pdf",
            [
                ("Research Article", 20, 740),
                ("Deep Learning for Sparse Graphs:", 16, 700),
                ("A Survey", 12, 680),
                ("Alice Smith and Bob Jones", 11, 650),
                ("Abstract", 11, 620),
                ("We survey the methods for sparse graphs and what each does well.", 10, 605),
                ("1 Introduction", 12, 580),
                *BODY,
            ],
        )
    )
    assert meta.title == "Deep Learning for Sparse Graphs: A Survey"
    assert meta.authors == ("Alice Smith", "Bob Jones")
    assert meta.abstract == "We survey the methods for sparse graphs and what each does well."


def test_a_journal_name_over_the_title_and_atop_every_page(tmp_path):
    meta = read_back(
        _write(
            tmp_path / "journal.pdf",
            [
                ("Sparse Methods Quarterly", 22, 740),
                ("Finding Structure in Sparse Graphs", 16, 700),
                ("Alice Smith, Bob Jones", 11, 670),
                *BODY,
            ],
            running_head="Sparse Methods Quarterly",
        )
    )
    assert meta.title == "Finding Structure in Sparse Graphs"
    assert meta.authors == ("Alice Smith", "Bob Jones")


def test_a_title_the_later_pages_repeat_is_still_the_title(tmp_path):
    """A short title is often the running head too; its authors follow it on page 1."""
    meta = read_back(
        _write(
            tmp_path / "running.pdf",
            [
                ("Sparse Graphs Made Simple", 16, 700),
                ("Alice Smith and Bob Jones", 11, 670),
                ("1 Introduction", 12, 600),
                *BODY,
            ],
            running_head="Sparse Graphs Made Simple",
        )
    )
    assert meta.title == "Sparse Graphs Made Simple"
    assert meta.authors == ("Alice Smith", "Bob Jones")


def test_elsevier_s_letter_spaced_abstract_and_its_online_date(tmp_path):
    """The article's dates and keywords in a box before "a b s t r a c t", the abstract
    after it up to the copyright line; the year the one it was published online."""
    meta = read_back(
        _write(
            tmp_path / "elsevier.pdf",
            [
                ("Contents lists available at ScienceDirect", 8, 760),
                ("Journal of Sparse Methods", 14, 740),
                ("Finding Structure in Sparse Graphs", 16, 700),
                ("Alice Smith, Bob Jones", 11, 670),
                ("a r t i c l e   i n f o", 8, 640),
                ("Article history:", 8, 628),
                ("Received 3 May 2018", 8, 618),
                ("Available online 12 March 2019", 8, 608),
                ("Keywords: sparse graphs, structure", 8, 598),
                ("a b s t r a c t", 8, 580),
                ("Sparse graphs hide their structure from the usual methods.", 9, 566),
                ("We find it with a new one, fast on every graph we tried.", 9, 554),
                ("© 2019 Elsevier B.V. All rights reserved.", 8, 540),
                ("1. Introduction", 10, 520),
                *BODY,
            ],
        )
    )
    assert meta.title == "Finding Structure in Sparse Graphs"
    assert meta.year == 2019
    assert meta.abstract == (
        "Sparse graphs hide their structure from the usual methods. "
        "We find it with a new one, fast on every graph we tried."
    )


def test_a_hyphen_ending_a_title_s_line_is_a_hyphen(tmp_path):
    """BMJ Open breaks "cluster-randomised" at its hyphen; PDFium reads the hyphen as
    U+FFFE, which the title must not show."""
    path = write_page(
        tmp_path / "bmj.pdf",
        [
            ("Feasibility study and pilot cluster-", 16, 700, 72),
            ("randomised controlled trial", 16, 680, 72),
            ("Kirsten Corder, Helen E Brown", 11, 660, 72),
        ],
    )
    assert (
        read_back(path).title == "Feasibility study and pilot cluster-randomised controlled trial"
    )


def test_header_lines_in_smaller_type_above_a_title_in_the_body_s_size(tmp_path):
    """emulateapj sets its title in capitals at the body's size, under a note on where the
    paper was accepted and the template's line in smaller type: the notes are no title."""
    path = write_page(
        tmp_path / "emulateapj.pdf",
        [
            ("Accepted for publication in Astrophysical Journal Letters, 5 Aug 2014", 8, 760, 72),
            ("Preprint typeset using LaTeX style emulateapj v. 5/2/11", 7, 750, 72),
            ("A STUDY OF DUST AND GAS AT MARS FROM A COMET", 10, 720, 72),
            ("Michael S. P. Kelley, Tony L. Farnham, and Dennis Bodewits", 9, 700, 72),
            ("Department of Astronomy, University of Maryland, College Park, USA", 8, 688, 72),
            ("ABSTRACT", 10, 660, 72),
            (
                "Although the comet will safely pass Mars in October, its dust will not.",
                10,
                645,
                72,
            ),
            ("We estimate the fluence of the dust and the gas at the planet.", 10, 630, 72),
            ("1. INTRODUCTION", 10, 600, 72),
        ],
    )
    meta = read_back(path)
    assert meta.title == "A STUDY OF DUST AND GAS AT MARS FROM A COMET"
    assert meta.authors[0] == "Michael S. P. Kelley"


def test_a_footnote_mark_inside_the_title_keeps_it_whole(tmp_path):
    """AASTeX sets a mark inside the title's bracket ("(WMAP¹)"): PDFium reads the ")" after
    it as a line of its own, and the title's second line is still the title, not the
    byline."""
    path = write_runs(
        tmp_path / "aastex.pdf",
        [
            (
                [
                    ("Seven-Year Microwave Anisotropy Probe (WMAP", 14, 0),
                    ("1", 10, 5),
                    (")", 14, 0),
                ],
                700,
            ),
            ([("Observations: Planets and Celestial Calibration Sources", 14, 0)], 680),
            ([("J. L. Weiland", 12, 0), ("2", 8, 4), (", N. Odegard", 12, 0), ("2", 8, 4)], 650),
            ([("We measure the planets as sources to calibrate the maps we made.", 10, 0)], 600),
            ([("Our results hold for every planet we tried, large and small alike.", 10, 0)], 585),
        ],
    )
    meta = read_back(path)
    assert meta.title == (
        "Seven-Year Microwave Anisotropy Probe (WMAP) Observations: "
        "Planets and Celestial Calibration Sources"
    )
    assert meta.authors == ("J. L. Weiland", "N. Odegard")


def test_a_document_title_cut_short_gives_way_to_the_printed_one(tmp_path):
    """Springer's document Title ends where the title's italic gene name starts; the page
    prints the title on past it, in the same line, and that is the whole title."""
    path = write_page(
        tmp_path / "springer.pdf",
        [
            ("A loss-of-function mutation in KCNJ11 causing sulfonylurea-sensitive", 16, 700, 72),
            ("diabetes in early adult life", 16, 680, 72),
            ("Natascia Vedovato, Maria V. Salguero", 10, 655, 72),
        ],
        title="A loss-of-function mutation in",
    )
    assert read_back(path).title == (
        "A loss-of-function mutation in KCNJ11 causing sulfonylurea-sensitive "
        "diabetes in early adult life"
    )


def test_a_document_title_the_page_prints_whole_is_kept(tmp_path):
    """A document Title that is the printed title's whole first line stays the title: what
    the page joins after it (here a line of the title's size) is no part of it."""
    path = write_page(
        tmp_path / "whole.pdf",
        [
            ("Finding Structure in Sparse Graphs", 16, 700, 72),
            ("Sparse Methods Quarterly Volume Nine", 16, 680, 72),
            ("Alice Smith, Bob Jones", 10, 655, 72),
        ],
        title="Finding Structure in Sparse Graphs",
    )
    assert read_back(path).title == "Finding Structure in Sparse Graphs"


def test_a_journal_s_masthead_set_larger_than_the_title(tmp_path):
    """A&A prints its name as a masthead, a word a line in type a little larger than the
    title's: those words alone in their size are no title, the line of words after them is."""
    path = write_page(
        tmp_path / "masthead.pdf",
        [
            ("A&A 466, 1179-1183 (2007)", 10, 760, 72),
            ("Astronomy", 17, 745, 400),
            ("&", 15, 730, 430),
            ("Astrophysics", 17, 715, 400),
            ("No evidence of a hot Jupiter around a star", 16.4, 690, 72),
            ("A. Eggenberger, S. Udry, and T. Mazeh", 10.9, 665, 72),
            ("Observatoire de Geneve, Sauverny, Switzerland", 9, 650, 72),
        ],
    )
    meta = read_back(path)
    assert meta.title == "No evidence of a hot Jupiter around a star"
    assert meta.authors[0] == "A. Eggenberger"


def test_a_one_word_title_over_its_subtitle_is_still_the_title(tmp_path):
    """A one-word title with its subtitle in its size under it is a title, not a masthead."""
    path = write_page(
        tmp_path / "oneword.pdf",
        [
            ("Bigtable", 18, 720, 72),
            ("A Distributed Storage System for Structured Data", 18, 700, 72),
            ("Fay Chang, Jeffrey Dean, Sanjay Ghemawat", 11, 675, 72),
        ],
    )
    assert read_back(path).title == "Bigtable A Distributed Storage System for Structured Data"


def test_a_formula_s_subscripts_in_the_title_stay(tmp_path):
    """REVTeX sets a compound's subscripts smaller, below the line ("LaFeAsO₁₋ₓHₓ"): they
    are part of the title, where a footnote's mark set above the line ("pnictide*") is not."""
    path = write_runs(
        tmp_path / "formula.pdf",
        [
            (
                [
                    ("Antiferromagnetic order in heavily doped LaFeAsO", 14, 0),
                    ("1-x", 9, -2),
                    ("H", 14, 0),
                    ("x", 9, -2),
                    (" pnictide", 14, 0),
                    ("*", 9, 5),
                ],
                700,
            ),
            ([("superconductors seen by nuclear magnetic resonance", 14, 0)], 680),
            ([("N. Fujiwara", 11, 0), ("1", 8, 4), (", S. Tsutsumi", 11, 0), ("1", 8, 4)], 655),
            ([("We find the order in the doped compound at every level of doping.", 10, 0)], 600),
        ],
    )
    meta = read_back(path)
    assert meta.title == (
        "Antiferromagnetic order in heavily doped LaFeAsO1-xHx pnictide "
        "superconductors seen by nuclear magnetic resonance"
    )
    assert meta.authors == ("N. Fujiwara", "S. Tsutsumi")


# A law review's first page: its title in capitals, the author's name in nearly its size,
# an abstract in the body's size, and the author's note at the foot in small type.
NOTE: list[Printed] = [
    ("* Samuel I. Golieb Fellow, NYU School of Law; J.D., Yale Law School, 2014; PhD", 9.1, 200),
    (
        "Candidate, Princeton University. Thank you to Jeremy Adelman, Bastiaan Bouwman, Guido",
        9.1,
        189,
    ),
    (
        "Calabresi, Josh Chafetz, Nathaniel Donahue, Bill Eskridge, Noah Feldman, Joshua Getzler,",
        9.1,
        178,
    ),
    (
        "Maeve Glass, David Golove, Jamal Greene, Philip Hamburger, Henry Hansmann, Hendrik",
        9.1,
        167,
    ),
    ("Sean Wilentz. Thank you also to the editors of the Law Review.", 9.1, 156),
]
ARGUMENT = [
    "Scholars and courts have long viewed unenumerated powers and rights",
    "as constitutionally dubious. This skepticism has produced far-ranging",
    "effects: most recently, it has undergirded the invalidation of privacy",
    "rights. Many others have contested the presumption against unenumerated",
    "law, including a recent wave of scholarship which criticizes it. These",
    "efforts have been hampered, however, by the fact that they are unable to",
    "point to a concrete example of a tacit power that is entirely independent.",
]


def test_a_law_review_s_capitals_title_its_author_and_the_note_at_its_foot(tmp_path):
    """The page is nearly all one size, and the note at its foot lists the names of all
    those the author thanks: the title is the capitals over the author's name, the author
    the one name under it, and the note is neither."""
    meta = read_back(
        _write(
            tmp_path / "law.pdf",
            [
                ("COPYRIGHT © 2025 VIRGINIA LAW REVIEW ASSOCIATION", 5.5, 760),
                ("THE UNENUMERATED POWER", 11.5, 720),
                ("Caitlin B. Tully*", 11.5, 700),
                *[(line, 11, 680 - 14 * n) for n, line in enumerate(ARGUMENT)],
                *NOTE,
            ],
        )
    )
    assert meta.title == "THE UNENUMERATED POWER"
    assert meta.authors == ("Caitlin B. Tully",)


def test_a_capitals_title_does_not_run_on_into_the_author_and_the_contents(tmp_path):
    meta = read_back(
        _write(
            tmp_path / "contents.pdf",
            [
                ("VOLUME 138 MAY 2025 NUMBER 7", 11, 750),
                ("ARTICLE", 14, 720),
                ("THE FORGOTTEN HISTORY OF PRISON LAW:", 12, 700),
                ("JUDICIAL OVERSIGHT OF DETENTION FACILITIES", 12, 686),
                ("IN THE NATION'S EARLY YEARS", 12, 672),
                ("Wynne Muscatine Graham", 11.5, 650),
                ("CONTENTS", 12, 630),
                ("INTRODUCTION ........................................ 1716", 8, 615),
                ("I. JUDICIAL DEFERENCE IN CONTEMPORARY PRISON LAW ........ 1722", 8, 605),
            ],
        )
    )
    assert meta.title == (
        "THE FORGOTTEN HISTORY OF PRISON LAW: JUDICIAL OVERSIGHT OF DETENTION FACILITIES"
        " IN THE NATION'S EARLY YEARS"
    )
    assert meta.authors == ("Wynne Muscatine Graham",)


def test_a_journal_s_name_in_small_letters_set_large_is_a_logo(tmp_path):
    """MDPI sets the journal's name as its logo, one word in small letters ("entropy")
    larger than the title, above the article type."""
    meta = read_back(
        _write(
            tmp_path / "logo.pdf",
            [
                ("entropy", 25, 740),
                ("Article", 10, 715),
                ("Application of Quantum Markov Open System", 18, 690),
                ("Models to Human Cognition and Decision", 18, 668),
                ("Jerome Busemeyer, Qizi Zhang and Zheng Wang", 10, 645),
            ],
        )
    )
    assert meta.title == (
        "Application of Quantum Markov Open System Models to Human Cognition and Decision"
    )


LEAD = [
    "This article investigates whether news story length and production pacing",
    "affect channel changing behavior in younger and older adults. Viewers used",
    "a remote control device to choose among four local news programs that",
    "varied systematically by story length and pacing. In general, pacing and",
    "length have greater effects on younger viewers than on older viewers.",
    "Viewers' cognitive effort and recognition all decreased before a change.",
    "Journal of Broadcasting & Electronic Media 49(1), 2005, pp. 3-22",
]


def test_a_title_over_seven_lines_is_whole(tmp_path):
    lines = [
        "Wait! Don't Turn That Dial!",
        "More Excitement to Come! The Effects",
        "of Story Length and Production Pacing",
        "in Local Television News on Channel",
        "Changing Behavior and Information",
        "Processing in a Free Choice",
        "Environment",
    ]
    meta = read_back(
        _write(
            tmp_path / "long.pdf",
            [
                *[(line, 17, 740 - 20 * n) for n, line in enumerate(lines)],
                ("Annie Lang, Mija Shin, Samuel D. Bradley, Zheng Wang,", 11.5, 590),
                *[(line, 10, 570 - 12 * n) for n, line in enumerate(LEAD)],
            ],
        )
    )
    assert meta.title == " ".join(lines)
    assert meta.authors[0] == "Annie Lang"


def test_a_title_printed_again_in_a_second_language_is_not_part_of_it(tmp_path):
    """SciELO sets the title in the paper's language, then in English, both in the title's
    size: the title is the first; an English title first keeps its Portuguese one out."""
    pages = {
        "es": (
            [
                "Compromiso de los Ayuntamientos Malagueños",
                "con la divulgación de información responsable",
            ],
            [
                "The Málaga city councils commitment on the",
                "dissemination of responsible information",
            ],
        ),
        "en": (
            [
                "The intellectual foundation of the elite of Brazilian",
                "researchers on knowledge organization domain",
            ],
            [
                "Bases intelectuais da elite de pesquisadores brasileiros",
                "no domínio da organização do conhecimento",
            ],
        ),
    }
    for name, (first, second) in pages.items():
        pieces: list[Piece] = [
            ("TransInformação, Campinas, 33:e200057, 2021", 8, 760, 72),
            *[(line, 17, 700 - 20 * n, 72) for n, line in enumerate([*first, *second])],
            ("María PACHE-DURÁN1", 10, 610, 72),
            ("Resumen", 14, 580, 72),
        ]
        meta = read_back(write_page(tmp_path / f"{name}.pdf", pieces))
        assert meta.title == " ".join(first), name


def test_a_title_whose_line_ends_on_a_small_word_goes_on_after_it(tmp_path):
    """ "A Novel Reproductive Mode in Frogs: A" / "New Species of Fanged Frog …" is one
    English title, though "A" is a Portuguese word too."""
    lines = [
        "A Novel Reproductive Mode in Frogs: A",
        "New Species of Fanged Frog with Internal",
        "Fertilization and Birth of Tadpoles",
    ]
    pieces: list[Piece] = [
        *[(line, 20.9, 700 - 24 * n, 72) for n, line in enumerate(lines)],
        ("Djoko T. Iskandar, Ben J. Evans, Jimmy A. McGuire", 10, 620, 72),
    ]
    assert read_back(write_page(tmp_path / "frog.pdf", pieces)).title == " ".join(lines)


def test_a_journal_s_badge_letters_after_the_title_are_not_its_words(tmp_path):
    """The Plant Cell sets its badges in an icon font after the title's last word: PDFium
    reads them as letters alone ("… in Arabidopsis C W OA")."""
    pieces: list[Piece] = [
        ("LARGE-SCALE BIOLOGY ARTICLE", 10, 740, 72),
        ("Genome-Wide Identification of Regulatory DNA Elements", 16.9, 710, 72),
        ("and Protein-Binding Footprints Using Signatures of Open", 16.9, 690, 72),
        ("Chromatin in Arabidopsis C W OA", 16.9, 670, 72),
        ("Wenli Zhang,1 Tao Zhang,1 Yufeng Wu,1 and Jiming Jiang2", 9.5, 645, 72),
    ]
    meta = read_back(write_page(tmp_path / "plantcell.pdf", pieces))
    assert meta.title.endswith("Signatures of Open Chromatin in Arabidopsis")


def test_a_thesis_title_page_naming_its_university_and_degree_above_the_title(tmp_path):
    """A master's thesis prints its university in the largest type and the degree
    ("Master Degree in ICT for Internet and" / "Multimedia") above its title."""
    pieces: list[Piece] = [
        ("University of Padova", 17.2, 720, 72),
        ("Master Degree in ICT for Internet and", 14.3, 690, 72),
        ("Multimedia", 14.3, 672, 72),
        ("Analysis of security at the Near-Real-Time RIC", 14.3, 630, 72),
        ("xApps based on O-RAN-defined use cases", 14.3, 612, 72),
        ("Zeinab Shahbazi", 14.3, 580, 72),
        ("Supervised by", 10, 540, 72),
        ("Dr. Alessandro Brighente, University of Padova", 10, 525, 72),
        ("July 18th, 2022", 12, 480, 72),
    ]
    meta = read_back(write_page(tmp_path / "thesis.pdf", pieces))
    assert (
        meta.title
        == "Analysis of security at the Near-Real-Time RIC xApps based on O-RAN-defined use cases"
    )
    assert meta.authors == ("Zeinab Shahbazi",)


def test_a_journal_masthead_broken_before_its_field_is_no_title(tmp_path):
    """A journal's masthead over its article: "American Journal of" in large type, the field
    "EPIDEMIOLOGY" larger still on the line after, the section "ORIGINAL CONTRIBUTIONS",
    then the article's title and byline."""
    pieces: list[Piece] = [
        ("Am J Epidemiol 2004;160:509-516", 9, 760, 72),
        ("American Journal of", 24, 720, 72),
        ("EPIDEMIOLOGY", 36, 685, 72),
        ("Published by Oxford University Press", 8, 665, 72),
        ("ORIGINAL CONTRIBUTIONS", 12, 640, 72),
        ("Different Epidemic Curves for Severe Acute Respiratory Syndrome Reveal", 12, 620, 72),
        ("Similar Impacts of Control Measures", 12, 606, 72),
        ("Jacco Wallinga and Peter Teunis", 10, 585, 72),
    ]
    meta = read_back(write_page(tmp_path / "aje.pdf", pieces))
    assert meta.title == (
        "Different Epidemic Curves for Severe Acute Respiratory Syndrome Reveal Similar "
        "Impacts of Control Measures"
    )
    assert meta.authors == ("Jacco Wallinga", "Peter Teunis")


def test_a_title_opening_with_a_symbol_pdfium_reads_apart_keeps_it():
    """A mathematics preprint's title opens with a symbol in a face of its own and its
    power ("𝔸¹-HOMOTOPY …"): PDFium reads "A", then "1", then "-HOMOTOPY EQUIVALENCES …" as
    lines of their own. The title keeps its symbol. (The page is given as read: a page
    written with the standard fonts is not broken so.)"""
    title = "-HOMOTOPY EQUIVALENCES AND A THEOREM OF WHITEHEAD"
    body = "We prove analogs of Whitehead's theorem for both the Chow groups and the motives."
    printed = [("A", 10.9), ("1", 8.0), (title, 10.9), ("EOIN MACKALL", 9.0), (body, 9.0)]
    reading = PdfReading(
        path="preprint.pdf",
        outcome=Outcome.TEXT,
        pages=("\n".join(text for text, _ in printed),),
        page_count=1,
        lines=tuple(Line(text, size, text) for text, size in printed),
    )
    meta = paper_metadata(reading)
    assert meta.title == "A1-HOMOTOPY EQUIVALENCES AND A THEOREM OF WHITEHEAD"
    assert meta.authors == ("Eoin Mackall",)


def test_a_title_written_after_an_epigraph_and_the_first_column(tmp_path):
    """SAGE's Psychological Science writes its first page's epigraph (a quotation and who
    said it) and its first column before its title: the title, set larger than all before
    it if not twice as large, with its byline right under it, is the title; the epigraph
    in the body's size is not."""
    pieces: list[Piece] = [
        ("Psychological Science", 7, 760, 72),
        ("Research Article", 10, 745, 72),
        ("The menace to understanding [is] not so much", 10, 730, 72),
        ("ignorance as the illusion of knowledge.", 10, 718, 72),
        ("-Daniel J. Boorstin (1987; p. 53), American historian", 9, 706, 72),
        *[
            (
                f"People judge what they know {n} times a day, and often too well.",
                10,
                690 - 11 * n,
                72,
            )
            for n in range(40)
        ],
        ("Corresponding Author:", 8, 230, 72),
        ("When Knowledge Knows No Bounds:", 18, 200, 72),
        ("Self-Perceived Expertise Predicts Claims", 18, 180, 72),
        ("Stav Atir, Emily Rosenzweig, and David Dunning", 12, 160, 72),
        ("Department of Psychology, Cornell University", 8, 148, 72),
        ("Abstract", 10, 130, 72),
    ]
    meta = read_back(write_page(tmp_path / "pss.pdf", pieces))
    assert meta.title == "When Knowledge Knows No Bounds: Self-Perceived Expertise Predicts Claims"
    assert meta.authors == ("Stav Atir", "Emily Rosenzweig", "David Dunning")


def test_a_manuscript_s_running_head_then_its_title_and_a_long_byline_in_one_size(tmp_path):
    """An APA manuscript sets everything in one size: the labelled running head, the title,
    then fourteen names broken inside a name at each line's end."""
    pieces: list[Piece] = [
        ("Running head: REPLICATION THROUGH PEDAGOGY 1", 12, 740, 72),
        ("Improving the Replicability of Psychological Science Through Pedagogy", 12, 700, 72),
        ("Robert X. D. Hawkins*, Eric N. Smith*, Carolyn Au, Juan Miguel Arias, Rhia", 12, 670, 72),
        ("Catapano, Eric Hermann, Martin Keil, Andrew Lampinen, Sarah Raposo, Jesse", 12, 655, 72),
        ("Reynolds, Shima Salehi, Justin Salloum, Jed Tan, and Michael C. Frank", 12, 640, 72),
        ("Department of Psychology, Stanford University", 12, 610, 72),
        ("Author Note", 12, 580, 72),
    ]
    meta = read_back(write_page(tmp_path / "apa.pdf", pieces))
    assert meta.title == "Improving the Replicability of Psychological Science Through Pedagogy"
    assert meta.authors[0] == "Robert X. D. Hawkins"
    assert meta.authors[-1] == "Michael C. Frank"
    assert len(meta.authors) == 14


def test_a_course_paper_with_no_byline_whose_introduction_follows_its_title(tmp_path):
    """A paper with no byline and no abstract sets its first heading, "Introduction", in its
    title's size right under it: the heading is the body's, neither the title's last words
    nor the start of an abstract."""
    pieces: list[Piece] = [
        ("Powering the Future: Economic Considerations of Grid", 18, 720, 72),
        ("Expansion and Decentralized Solutions", 18, 698, 72),
        ("Introduction", 18, 670, 72),
        ("Electric power systems globally face critical decisions regarding grid", 12, 650, 72),
        ("infrastructure, energy production, and the risks of a changing climate.", 12, 636, 72),
        ("This study explores where microgrids are preferable to grid expansion.", 12, 622, 72),
    ]
    meta = read_back(write_page(tmp_path / "course.pdf", pieces))
    assert meta.title == (
        "Powering the Future: Economic Considerations of Grid Expansion and Decentralized Solutions"
    )
    assert meta.abstract == ""


def test_a_byline_in_the_title_s_size_but_not_its_typeface_ends_the_title(tmp_path):
    """A conference paper sets its title in bold and each author's block (name, institute,
    city) in the title's size in roman: the name, in another typeface, is the byline, not
    the title's last line."""
    pieces: list[Piece] = [
        ("DNAIoT - Dynamic Network Architecture for", 10, 720, 72),
        ("IoT", 10, 708, 72),
        ("Gyanesh Samanta", 10, 690, 72),
        ("SRM Institute of Science & Technology", 10, 678, 72),
        ("Chennai, India", 10, 666, 72),
        ("Abstract", 9, 640, 72),
    ]
    bold = {piece[0]: "Helvetica-Bold" for piece in pieces[:2]}
    meta = read_back(write_page(tmp_path / "faces.pdf", pieces, faces=bold))
    assert meta.title == "DNAIoT - Dynamic Network Architecture for IoT"
    assert meta.authors == ("Gyanesh Samanta",)


def test_a_byline_run_on_into_the_title_s_last_line(tmp_path):
    """A practitioner's article runs its byline on into its title's last line, after a
    comma ("…, by Dr. Ginger Levin and Howard Nutt"): the title ends before it and the
    names are its authors."""
    pieces: list[Piece] = [
        ("Achieving Excellence in Business Development: The Business", 11, 720, 72),
        ("Development Capability Maturity Model, by Dr. Ginger Levin and", 11, 706, 72),
        ("Howard Nutt", 11, 692, 72),
        ("Introduction", 9, 670, 72),
    ]
    meta = read_back(write_page(tmp_path / "run-in.pdf", pieces))
    assert meta.title == (
        "Achieving Excellence in Business Development: "
        "The Business Development Capability Maturity Model"
    )
    assert meta.authors == ("Ginger Levin", "Howard Nutt")


def test_a_report_s_cover_naming_its_institute_in_the_title_s_size(tmp_path):
    """A course report's cover names the institute over two lines in the title's size, then
    the title: the institute is a banner, not the title; a title that only opens with such
    a word ("School …"), in a size of its own over the byline, stays the title."""
    pieces: list[Piece] = [
        ("XAVIER INSTITUTE OF MANAGEMENT", 20, 720, 72),
        ("BHUBANESWAR", 20, 696, 72),
        ("Clustering for Optimal 3PL Provider Selection based on", 20, 660, 72),
        ("Expected Last-Mile Delivery Traffic Distribution", 20, 636, 72),
        ("OPERATIONS MANAGEMENT - II", 14, 600, 72),
    ]
    meta = read_back(write_page(tmp_path / "cover.pdf", pieces))
    assert meta.title == (
        "Clustering for Optimal 3PL Provider Selection based on "
        "Expected Last-Mile Delivery Traffic Distribution"
    )
    school: list[Piece] = [
        ("School Choice and the Outcomes of Students", 18, 720, 72),
        ("Ana Lopez, Ben Carter", 11, 696, 72),
    ]
    assert read_back(write_page(tmp_path / "school.pdf", school)).title == (
        "School Choice and the Outcomes of Students"
    )


def test_a_title_s_initial_set_apart_before_it_is_not_read_twice(tmp_path):
    """A publisher sets the title's first letter apart in the margin before it, the title
    printing it again ("H" … "Health Content in …"): the title reads once, with no stray
    letter before it."""
    pieces: list[Piece] = [
        ("H", 18, 700, 40),
        ("Health Content in Local Television News:", 18, 700, 120),
        ("A Current Appraisal", 18, 678, 120),
        ("Zheng Wang, Walter Gantz", 12, 650, 120),
    ]
    meta = read_back(write_page(tmp_path / "initial.pdf", pieces))
    assert meta.title == "Health Content in Local Television News: A Current Appraisal"


def test_a_summary_heading_in_another_language_set_larger_than_the_title(tmp_path):
    """A Dutch manuscript sets its "Samenvatting" heading larger than its title: the heading
    is read as one wherever the abstract's headings are (in each language Lectern reads an
    abstract under), never as the title."""
    pieces: list[Piece] = [
        ("Zorg voor ouderen in de wijk", 14, 720, 72),
        ("Anna de Vries, Pieter Jansen", 11, 700, 72),
        ("Samenvatting", 16, 670, 72),
        ("Dit onderzoek beschrijft hoe de zorg voor ouderen in de wijk is geregeld.", 10, 650, 72),
    ]
    meta = read_back(write_page(tmp_path / "samenvatting.pdf", pieces))
    assert meta.title == "Zorg voor ouderen in de wijk"


def test_a_title_s_first_line_joined_by_and_is_no_byline_above_it(tmp_path):
    """A two-line title whose first line reads as two names joined by "and" ("Direction
    Entropy and Thermodynamic Barriers"), its second opening in small letters ("to …"): the
    first line is the title's start, not a byline printed above the title."""
    pieces: list[Piece] = [
        ("Direction Entropy and Thermodynamic Barriers", 20, 720, 72),
        ("to Singularity Formation in Fluids", 20, 696, 72),
        ("Alice Smith", 14, 660, 72),
        ("Abstract", 11, 630, 72),
        ("We introduce a measure of how spread the directions of a flow are.", 10, 612, 72),
    ]
    meta = read_back(write_page(tmp_path / "and.pdf", pieces))
    assert meta.title == (
        "Direction Entropy and Thermodynamic Barriers to Singularity Formation in Fluids"
    )
    assert meta.authors[:1] == ("Alice Smith",)


def test_a_paper_s_abstract_naming_a_thesis_makes_no_thesis_title_page(tmp_path):
    """A journal paper's abstract says "thesis" in a short line: the page is no thesis's
    title page (its degree is named above any abstract), so a title's last line that reads
    as a name ("Near Threshold Supply Voltage") stays the title's, not its writer's."""
    pieces: list[Piece] = [
        ("A Low-Energy Graph Processor in 65 nm CMOS With", 20, 720, 72),
        ("Near Threshold Supply Voltage", 20, 696, 72),
        ("Alice Smith, Bob Jones", 11, 666, 72),
        ("Abstract—We present a processor for sparse graphs that needs", 9, 640, 72),
        ("little energy. The thesis of this work holds", 9, 628, 72),
        ("for every graph we tried, large and small alike.", 9, 616, 72),
    ]
    meta = read_back(write_page(tmp_path / "thesis_word.pdf", pieces))
    assert meta.title == (
        "A Low-Energy Graph Processor in 65 nm CMOS With Near Threshold Supply Voltage"
    )
    assert meta.authors[:1] == ("Alice Smith",)


def test_a_submission_s_title_after_its_label(tmp_path):
    """A submission's cover prints its fields with their labels ("Title: Variation in leaf
    …"), all in one size: the title is what follows the label."""
    pieces: list[Piece] = [
        ("Title: Variation in leaf responses to elevated ozone across", 12, 720, 72),
        ("maize inbred lines", 12, 705, 72),
        ("Adalena V. Nanni, Alison M. Morse, Lauren M. McIntyre", 12, 690, 72),
    ]
    meta = read_back(write_page(tmp_path / "labelled.pdf", pieces))
    assert meta.title == "Variation in leaf responses to elevated ozone across maize inbred lines"


def test_a_column_opening_with_a_drop_cap_has_its_title_written_late(tmp_path):
    """A magazine's column opens with a drop cap ("I" / "n August the commission …") and
    the PDF writes its title after the body, over the column's name and its authors
    ("Inside Risks Steven M. Bellovin, …"): the title is the large line written late, not
    the body's first line."""
    body: list[Piece] = [
        (
            f"the commission ruled on line {k} that the network must be open to taps",
            11,
            700 - 13 * k,
            72,
        )
        for k in range(1, 44)
    ]
    pieces: list[Piece] = [
        ("I", 46, 740, 30),
        ("n August the commission announced that the act applies to the network", 11, 712, 72),
        *body,
        ("The Real Security Needs for the Network", 20, 60, 72),
        ("Inside Risks S t even M. Bellovin, Matt Blaze, and Susan Landau", 13, 40, 72),
    ]
    meta = read_back(write_page(tmp_path / "drop_cap.pdf", pieces))
    assert meta.title == "The Real Security Needs for the Network"


def _write_stream(path: Path, content: str) -> Path:
    """A one-page PDF whose page draws `content`, a content stream in Helvetica (F1), as a
    layout program writes it (PDFium's own writer sets no kerning inside a line)."""
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]"
        " /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        f"<< /Length {len(content.encode('latin-1'))} >>\nstream\n{content}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    data = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(data))
        data += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(data)
    data += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    data += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    data += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    path.write_bytes(data)
    return path


def test_a_title_letter_spaced_with_spaces_kerned_back_over_its_letters(tmp_path):
    """A magazine spaces a word's letters out with space glyphs kerned back over them ("Vo",
    " ", "I", " ", "P" each drawn back a quarter of a space): the letters stand closer than
    a word's space, so the word reads whole ("VoIP"), in the title as in the byline ("S t
    even M. Bellovin"); the spaces between words stay."""
    content = "\n".join(
        [
            "BT /F1 22 Tf 72 700 Td [(The Real Needs for Vo) 250 ( ) 250 (I) 250 ( ) 250 (P)] TJ ET",
            "BT /F1 12 Tf 72 670 Td [(S) 250 ( ) 250 (t) 250 ( ) 250 (even M. Bellovin)] TJ ET",
            "BT /F1 10 Tf 72 640 Td (We study sparse graphs and the methods that find them.) Tj ET",
            "BT /F1 10 Tf 72 625 Td (Our results hold for every graph we tried, large and small.) Tj ET",
        ]
    )
    meta = read_back(_write_stream(tmp_path / "tracked.pdf", content))
    assert meta.title == "The Real Needs for VoIP"
    assert meta.authors == ("Steven M. Bellovin",)


def test_key_words_set_larger_than_the_title_are_no_title(tmp_path):
    """A title page sets its key words' heading and their list larger than its title in small
    capitals ("keywords" / "quantile, t-digest, centroid, …"): they are never the title, and
    a title that opens with the word ("Keyword Search over …") is still one."""
    pieces: list[Piece] = [
        ("COMPUTING EXTREMELY ACCURATE QUANTILES USING T-DIGESTS", 11, 740, 72),
        ("keywords", 12, 600, 72),
        ("quantile, t-digest, centroid, monoid, percentile, median", 12, 585, 72),
    ]
    meta = read_back(write_page(tmp_path / "keywords.pdf", pieces))
    assert meta.title == "COMPUTING EXTREMELY ACCURATE QUANTILES USING T-DIGESTS"
    opening: list[Piece] = [
        ("Keyword Search over Relational Databases", 16, 720, 72),
        ("Alice Smith, Bob Jones", 11, 695, 72),
    ]
    assert read_back(write_page(tmp_path / "keyword.pdf", opening)).title == (
        "Keyword Search over Relational Databases"
    )
