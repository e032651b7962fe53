"""Abstracts as first pages Lectern was not tuned on print them: a letter's headless
abstract after an affiliation in French, closed by the copyright notice run on after its
last sentence (AIP's and APS's letters), with the body in the same type after it; a review
manuscript's numbered lines and its count of words; a licence paragraph above a headless
abstract; a standfirst in bold with the body in the same size under it.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from tests.core.helpers_pdf_pages import Piece, read_back, write_page

ABSTRACT = (
    "We present a high resolution microscopy study of a coated tip apex prepared for "
    "scanning tunneling microscopy. The characterization of the tip apex structure has "
    "been done with atomic resolution, and we show that the film is grown epitaxially."
)


def _letter(affiliation: str, last: str) -> list[Piece]:
    """A letter's first page: title, byline, affiliation, dates, the abstract in the body's
    type and size, its last line `last`, then the body."""
    words = ABSTRACT.split()
    lines = [" ".join(words[n : n + 12]) for n in range(0, len(words), 12)]
    return [
        ("Atomic structure of tip apex for scanning tunneling microscopy", 14, 720, 72),
        ("G. Rodary, J.-C. Girard and L. Largeau", 10, 700, 72),
        (affiliation, 9, 686, 72),
        ("Received 27 December 2010; accepted 3 February 2011", 10, 672, 72),
        *[(line, 10, 650 - 12 * n, 72) for n, line in enumerate(lines)],
        (last, 10, 650 - 12 * len(lines), 72),
        (
            "Spin-polarized scanning tunneling microscopy is a technique sensitive to the",
            10,
            520,
            72,
        ),
        ("orientation of the local magnetization of a sample surface.", 10, 508, 72),
    ]


def test_a_headless_abstract_after_an_affiliation_in_another_language(tmp_path):
    """ "Laboratoire de Photonique …" is where the authors work, not the abstract."""
    pieces = _letter(
        "Laboratoire de Photonique et de Nanostructures, Route de Nozay, Marcoussis, France",
        "© 2011 American Institute of Physics.",
    )
    meta = read_back(write_page(tmp_path / "letter.pdf", pieces))
    assert meta.abstract == ABSTRACT


def test_a_copyright_notice_run_on_after_the_abstract_ends_it(tmp_path):
    pieces = _letter(
        "Department of Physics, University of Somewhere, Somewhere, France",
        "Its spin cannot be controlled. © 2011 American Institute of Physics. doi:10.1063/1.3",
    )
    meta = read_back(write_page(tmp_path / "letter.pdf", pieces))
    assert meta.abstract == ABSTRACT + " Its spin cannot be controlled."


def test_a_publisher_s_cover_page_is_passed_over_for_the_paper_s_first(tmp_path):
    """IOP and Taylor & Francis put a cover before the paper: its title, how to cite it,
    where it was downloaded from; the byline and the abstract are on the page after."""
    cover: list[Piece] = [
        ("IOP Conference Series: Earth and Environmental Science", 12, 740, 72),
        ("A comprehensive nutritional supplement from germinated wheat", 16, 700, 72),
        ("To cite this article: V V Kazina et al 2021 IOP Conf. Ser. 640 022090", 8, 670, 72),
        ("This content was downloaded from IP address 10.0.0.1 on 31/08/2021 at 06:37", 8, 60, 72),
    ]
    paper: list[Piece] = [
        ("IOP Conf. Series: Earth and Environmental Science 640 (2021) 022090", 8, 760, 72),
        ("A comprehensive nutritional supplement from germinated wheat", 16, 700, 72),
        ("V V Kazina, T N Safronova and O A Yabrova", 11, 675, 72),
        ("Siberian Federal University, Krasnoyarsk, Russia", 9, 660, 72),
        ("Abstract. The creation of new enriched products helps a healthy diet.", 9, 635, 72),
        ("1. Introduction", 11, 600, 72),
    ]
    meta = read_back(write_page(tmp_path / "covered.pdf", paper, before=cover))
    assert meta.title == "A comprehensive nutritional supplement from germinated wheat"
    assert meta.authors == ("V V Kazina", "T N Safronova", "O A Yabrova")
    assert meta.abstract == "The creation of new enriched products helps a healthy diet."
    assert meta.year == 2021


def _headed(heading: str, text: str, keywords: str) -> list[Piece]:
    """A paper in another language: its abstract under `heading`, then its keywords."""
    words = text.split()
    lines = [" ".join(words[n : n + 12]) for n in range(0, len(words), 12)]
    return [
        ("Fouille de fichiers logs de requêtes OLAP", 16, 720, 72),
        ("Marie Dupont, Jean Martin", 11, 695, 72),
        ("Laboratoire ERIC, Université Lyon 2, Lyon, France", 9, 680, 72),
        (f"{heading} {lines[0]}", 9, 650, 72),
        *[(line, 9, 638 - 12 * n, 72) for n, line in enumerate(lines[1:])],
        (keywords, 9, 560, 72),
    ]


RESUME = (
    "Une façon d'assister l'analyse d'entrepôt de données repose sur l'exploitation et la "
    "fouille de fichiers logs de requêtes OLAP. Nous proposons une méthode qui recommande "
    "des requêtes à l'utilisateur à partir de celles des sessions passées."
)
ZUSAMMENFASSUNG = (
    "Wir untersuchen, wie sich die Struktur dünn besetzter Graphen mit einfachen Verfahren "
    "finden lässt. Unsere Ergebnisse gelten für alle untersuchten Graphen, große wie kleine, "
    "und die Verfahren sind schneller als die bisher bekannten."
)


def test_an_abstract_headed_in_french_is_read_without_its_heading(tmp_path):
    pieces = _headed("Résumé.", RESUME, "Mots-clés : OLAP, recommandation, fouille")
    meta = read_back(write_page(tmp_path / "article.pdf", pieces))
    assert meta.abstract == RESUME


def test_an_abstract_headed_in_german_ends_at_its_keywords(tmp_path):
    pieces = _headed("Zusammenfassung:", ZUSAMMENFASSUNG, "Schlüsselwörter: Graphen, Struktur")
    meta = read_back(write_page(tmp_path / "artikel.pdf", pieces))
    assert meta.abstract == ZUSAMMENFASSUNG


WIDE = (
    "Patient experiences of structured heart failure rehabilitation and their views on the "
    "important components of heart failure services were examined. Focus groups were "
    "conducted with fifteen participants attending one of two heart failure programmes. "
    "Participants indicated that rehabilitation programmes substantially met their needs."
)


def _wide_lines(text: str, size: float, top: float, per_line: int = 14) -> list[Piece]:
    words = text.split()
    rows = [" ".join(words[n : n + per_line]) for n in range(0, len(words), per_line)]
    return [(row, size, top - 12 * n, 72) for n, row in enumerate(rows)]


def _headless_page(between: list[Piece], body_size: float = 10) -> list[Piece]:
    """Title, byline, affiliation, `between` (from 640 down to 560), the headless abstract
    at 9 points from 540 down, and the first section."""
    return [
        ("Patient Experiences of Structured Heart Failure Programmes", 18, 720, 72),
        ("Nuala E. Tully, Karen M. Morgan, Helen M. Burke, and Hannah M. McGee", 12, 695, 72),
        ("Division of Population Health Sciences, Royal College of Surgeons", 9, 680, 72),
        *between,
        *_wide_lines(WIDE, 9, 540),
        ("1. Introduction", 12, 470, 72),
        ("The combined effects of an ageing population and advances", body_size, 455, 72),
        ("in treatments for acute myocardial infarction have resulted", body_size, 443, 72),
    ]


def test_a_licence_notice_between_the_byline_and_a_headless_abstract(tmp_path):
    """Hindawi prints its open access licence, in the abstract's type, just above it."""
    between: list[Piece] = [
        ("Received 9 November 2010; Accepted 25 December 2010", 9, 640, 72),
        (
            "Copyright © 2010 Nuala E. Tully et al. This is an open access article distributed",
            9,
            620,
            72,
        ),
        ("under the Creative Commons Attribution License, which permits reuse.", 9, 608, 72),
    ]
    meta = read_back(write_page(tmp_path / "hindawi.pdf", _headless_page(between)))
    assert meta.abstract == WIDE


STRUCTURED = (
    "Introduction: Hospitalization for acute myocardial infarction is an opportune time to "
    "counsel smokers to quit. Methods: Data from a prospective cohort study of elderly "
    "patients were used to evaluate the association of counseling with mortality. "
    "Conclusions: Counseling is associated with longer life expectancy in elderly smokers."
)


def test_a_short_note_in_smaller_type_above_a_headless_abstract(tmp_path):
    """ "This activity is available for CME credit." sits where the abstract would start;
    the abstract's first line speaks of a hospitalization, not of a hospital one works at."""
    pieces = [
        ("Life Years Gained From Smoking-Cessation Counseling", 18, 720, 72),
        ("Emily M. Bucholz, Adam L. Beckman, Catarina I. Kiefe", 12, 695, 72),
        ("This activity is available for CME credit. See page A4 for information.", 7, 670, 72),
        *_wide_lines(STRUCTURED, 9, 640),
        ("INTRODUCTION", 12, 570, 72),
        ("Hospitalization for acute myocardial infarction is a time", 10, 555, 72),
    ]
    meta = read_back(write_page(tmp_path / "ajpm.pdf", pieces))
    assert meta.abstract == STRUCTURED


def test_a_sidebar_of_editors_and_a_biography_before_a_headless_abstract(tmp_path):
    """Frontiers sets its editors, reviewers and the author's biography in a column of
    small type that PDFium reads before the abstract."""
    bio = (
        "Friederike Range earned a Ph.D. in Psychology from the University of Pennsylvania",
        "in Philadelphia, USA, studying free-ranging non-human primates. Her postdoctoral",
        "research she conducted at the University of Vienna, where she, together with her",
        "colleagues, established the Clever Dog Lab and the Wolf Science Center. She is now",
        "a senior researcher at the Messerli Research Institute in Vienna, and her work on",
        "domestication is currently supported by a starting grant.",
    )
    between: list[Piece] = [
        ("Edited by:", 7.5, 664, 72),
        ("Ádám Miklósi, Eötvös Lorand University, Hungary", 7.5, 654, 72),
        ("Reviewed by:", 7.5, 644, 72),
        ("Péter Pongrácz, Eötvös Loránd University, Hungary", 7.5, 634, 72),
        ("*Correspondence:", 7.5, 624, 72),
        *[(line, 7.5, 614 - 9 * n, 72) for n, line in enumerate(bio)],
        ("friederike.range@vetmeduni.ac.at", 7.5, 558, 72),
    ]
    meta = read_back(write_page(tmp_path / "frontiers.pdf", _headless_page(between)))
    assert meta.abstract == WIDE


def test_author_groups_each_with_its_affiliations_before_a_headless_abstract(tmp_path):
    """PoS prints each group of authors with its affiliations under it: the abstract comes
    more lines after the first group than an abstract is looked for after a byline."""
    groups: list[Piece] = []
    top = 664.0
    for names, place in (
        ("Shoji Hashimoto, Jun-Ichi Noaki, Takashi Kaneko", "High Energy Research Organization"),
        ("Andreas Jüttner, Justus Tsang", "School of Physics, University of Southampton"),
        ("Marina Marinkovic", "School of Physics and Astronomy, University of Southampton"),
    ):
        groups += [
            (names, 11, top, 72),
            (place, 10, top - 9, 72),
            ("Tsukuba 305-0801, Japan", 10, top - 18, 72),
            ("E-mail: someone@example.org", 10, top - 27, 72),
        ]
        top -= 38
    meta = read_back(write_page(tmp_path / "pos.pdf", _headless_page(groups)))
    assert meta.abstract == WIDE


def test_a_headless_abstract_across_the_page_ends_where_the_body_s_column_starts(tmp_path):
    """ASM sets the abstract across the page in the body's type and size, the body in
    columns right under it, with no heading between."""
    pieces = [
        ("Niche Partitioning of Marine Group I Crenarchaeota in the Euphotic Zone", 16, 720, 72),
        ("Anyi Hu, Nianzhi Jiao, Rui Zhang, and Zao Yang", 11, 695, 72),
        ("State Key Laboratory of Marine Environmental Science, Xiamen University", 9, 680, 72),
        *_wide_lines(WIDE, 9, 640, per_line=16),
        ("Microbes are the most abundant and diverse life forms in", 9, 580, 72),
        ("oceans and play a critical role in energy flux and element", 9, 568, 72),
        ("cycling. Determining the structure of marine microbial", 9, 556, 72),
        ("communities and their spatial and temporal variation is an", 9, 544, 72),
    ]
    meta = read_back(write_page(tmp_path / "asm.pdf", pieces))
    assert meta.abstract == WIDE


def test_an_address_a_licence_and_a_disclaimer_before_a_headless_abstract(tmp_path):
    """JSTOR's journals: where the authors work in no form Lectern knows, then the licence
    (its © lost in the text) and the publisher's disclaimer, all in small type."""
    between: list[Piece] = [
        (
            "Mountain Partnership Secretariat, Food and Agriculture Organization of the",
            8,
            640,
            72,
        ),
        ("United Nations, Viale delle Terme di Caracalla, 00153 Rome, Italy", 8, 631, 72),
        ("\ue000 2021 FAO. This open access article is licensed under a Creative", 8, 622, 72),
        ("Commons license. Please credit the authors and the full source.", 8, 613, 72),
        (
            "The views expressed in this publication are those of the authors and do not",
            8,
            604,
            72,
        ),
        ("necessarily reflect the views or policies of the Food and Agriculture", 8, 595, 72),
        ("Organization of the United Nations, nor of any of its member nations.", 8, 586, 72),
    ]
    meta = read_back(write_page(tmp_path / "jstor.pdf", _headless_page(between)))
    assert meta.abstract == WIDE


def test_a_figure_s_pieces_after_a_headless_abstract_are_not_part_of_it(tmp_path):
    """A conference abstract with a figure under it: PDFium reads the figure's labels,
    a few characters each in small type, right after the abstract's last line."""
    pieces = _headless_page([])[:-3] + [
        ("(a)", 6, 480, 72),
        ("!#", 6, 470, 72),
        ("QD", 6, 460, 72),
        ("Figure 1: Two-photon interference between the dissimilar sources.", 8, 450, 72),
    ]
    meta = read_back(write_page(tmp_path / "figure.pdf", pieces))
    assert meta.abstract == WIDE


def test_a_headless_abstract_behind_a_magazine_s_mark(tmp_path):
    """AI Magazine opens its abstract with a black square ("■ Information extraction …");
    the page here has a bullet, the mark the standard fonts can print."""
    marked = [
        ("• " + text, size, y, x) if y == 540 else (text, size, y, x)
        for text, size, y, x in _headless_page([])
    ]
    meta = read_back(write_page(tmp_path / "magazine.pdf", marked))
    assert meta.abstract == WIDE


def test_footnotes_on_an_earlier_version_and_on_funding_are_no_abstract(tmp_path):
    """An ACM journal's first page as PDFium reads it: the byline, then the footnotes on
    where an earlier version was presented and who funded the work, in small type."""
    pieces: list[Piece] = [
        ("Approximation Algorithms for Data Placement on Parallel Disks", 17, 720, 72),
        ("LEANA GOLUBCHIK", 10, 695, 72),
        ("Department of Computer Science, University of Southern California", 10, 683, 72),
        ("A preliminary version of this paper was presented at the ACM-SIAM Symposium", 8, 660, 72),
        ("on Discrete Algorithms, where it was received well by all who attended it.", 8, 650, 72),
        ("This work was done while this author was at the University of Maryland.", 8, 640, 72),
        ("Research supported by NSF CAREER Award CCR-9896232 and by a Sloan Research", 8, 630, 72),
        ("Fellowship, and by a grant for the study of data placement on many disks.", 8, 620, 72),
    ]
    meta = read_back(write_page(tmp_path / "acm.pdf", pieces))
    assert meta.abstract == ""


LEAD = (
    "Spatial positions of cells in tissues strongly influence function, yet a high "
    "throughput readout of gene expression with cellular resolution is lacking. We "
    "developed a method for transferring RNA from tissue sections onto a surface covered "
    "in barcoded beads with known positions, allowing the locations of the RNA to be "
    "inferred by sequencing."
)


def test_a_headless_lead_paragraph_ends_where_the_body_s_initial_opens_it(tmp_path):
    """Science's reports: the byline broken at each mark into many lines, the bold lead
    paragraph in the byline's size, then the body in nearly that size, opened by an
    initial as large as several lines."""
    pieces: list[Piece] = [
        ("RNA SEQUENCING", 8, 775, 72),
        ("Slide-seq: A scalable technology", 22, 755, 72),
        ("for measuring genome-wide expression", 22, 730, 72),
        ("Samuel G. Rodriques*, Robert R. Stickels*, Aleksandrina Goeva", 8, 705, 72),
        (",", 8, 696, 72),
        ("Carly A. Martin", 8, 687, 72),
        (", Evan Murray", 8, 678, 72),
        (", Fei Chen", 8, 669, 72),
        ("*, Evan Z. Macosko*", 8, 660, 72),
        *_wide_lines(LEAD, 8, 640),
        ("T", 60, 552, 72),
        (
            "he functions of complex tissues are fundamentally tied to the organization",
            8.2,
            540,
            120,
        ),
        ("of their resident cell types, and sequencing approaches measure it well.", 8.2, 529, 120),
    ]
    meta = read_back(write_page(tmp_path / "science.pdf", pieces))
    assert meta.authors[0] == "Samuel G. Rodriques"
    assert meta.abstract == LEAD


def _numbered(lines: list[tuple[str, float]], top: float = 720) -> list[Piece]:
    """A review manuscript's lines, each with its number in the left margin, set flush
    right as LaTeX's lineno sets them, one line every 14 points from `top` down."""
    pieces: list[Piece] = []
    for n, (text, size) in enumerate(lines, start=1):
        y = top - 14 * n
        pieces.append((str(n), 10, y, 60 - 5.56 * len(str(n))))
        if text:
            pieces.append((text, size, y, 72))
    return pieces


def test_a_manuscript_s_line_numbers_are_read_past(tmp_path):
    """A submitted manuscript numbers every line in the margin; PDFium reads each number
    into its line ("6 Abstract"), so neither the heading nor the byline read as such until
    the margin's column of numbers, counting up down the page, is left out (the numbers
    past 9 as well, which start further left)."""
    words = ABSTRACT.split()
    abstract = [(" ".join(words[n : n + 12]), 11.0) for n in range(0, len(words), 12)]
    pieces = _numbered(
        [
            ("Modelling population screening in rare neurodegenerative diseases", 14),
            ("", 11),
            ("Thomas P Spargo, Alfredo Iacoangeli and Mina Ryten", 11),
            ("Department of Basic and Clinical Neuroscience, London, UK", 11),
            ("", 11),
            ("Abstract", 12),
            *abstract,
            ("", 11),
            ("Keywords: screening; genetics; rare disease", 11),
            ("1 Introduction", 12),
            *[("Sequencing finds rare variants quickly, and screening is cheap.", 11)] * 8,
        ]
    )
    meta = read_back(write_page(tmp_path / "manuscript.pdf", pieces))
    assert meta.title == "Modelling population screening in rare neurodegenerative diseases"
    assert meta.authors == ("Thomas P Spargo", "Alfredo Iacoangeli", "Mina Ryten")
    assert meta.abstract == ABSTRACT


def test_a_manuscript_s_word_count_is_no_abstract_heading(tmp_path):
    """An accepted manuscript's first page counts its words ("abstract: 159 words;
    manuscript …: 3,813 words"): the count is no heading, so neither it nor the notes
    after it are given as the abstract, and the "Abstract" printed below it is."""
    words = ABSTRACT.split()
    abstract = [" ".join(words[n : n + 12]) for n in range(0, len(words), 12)]
    cover: list[Piece] = [
        ("Evolutionary syndromes linking dispersal and mating system", 16, 740, 72),
        ("François Massol and Pierre-Olivier Cheptou", 12, 715, 72),
        ("Running title: Dispersal & selfing in correlated environments", 12, 690, 72),
        ("abstract: 159 words; manuscript (with literature cited): 3,813 words", 12, 676, 72),
        ("42 references; 3 figures; 1 table.", 12, 662, 72),
        ("Corresponding author: François Massol", 12, 648, 72),
    ]
    meta = read_back(write_page(tmp_path / "counted.pdf", cover))
    assert meta.abstract == ""
    printed = [
        *cover,
        ("Abstract", 12, 620, 72),
        *[(line, 12, 606 - 14 * n, 72) for n, line in enumerate(abstract)],
        ("Keywords: dispersal, selfing", 12, 540, 72),
    ]
    meta = read_back(write_page(tmp_path / "counted-then-printed.pdf", printed))
    assert meta.abstract == ABSTRACT


def test_a_licence_paragraph_above_a_headless_abstract_is_passed_over_whole(tmp_path):
    """Hindawi prints its Creative Commons licence as a paragraph of three lines right
    above the abstract, which has no heading: none of the licence's lines ("License, which
    permits …", a sentence's start as the abstract's is) starts the abstract, the paragraph
    after the licence is the abstract."""
    words = ABSTRACT.split()
    abstract = [" ".join(words[n : n + 14]) for n in range(0, len(words), 14)]
    licence = [
        "Copyright © 2010 K. B. E. Thorsell et al. This is an article distributed under the Creative",
        "License, which permits unrestricted use, distribution, and reproduction in any medium, as",
        "long as the original work is properly cited.",
    ]
    pieces: list[Piece] = [
        ("Time in Care for Older People Living in Nursing Homes", 18, 720, 72),
        ("K. B. E. Thorsell, B. M. Nordstrom and L. Fagerstrom", 12, 695, 72),
        ("Section of Nursing, Lund University, Box 157, 221 00 Lund, Sweden", 9, 680, 72),
        ("Received 16 December 2009; Accepted 16 May 2010", 9, 668, 72),
        ("Academic Editor: Barbara Resnick", 9, 656, 72),
        *[(line, 9, 640 - 11 * n, 72) for n, line in enumerate(licence)],
        *[(line, 9, 600 - 11 * n, 72) for n, line in enumerate(abstract)],
        ("1. Introduction", 12, 540, 72),
    ]
    meta = read_back(write_page(tmp_path / "licensed.pdf", pieces))
    assert meta.abstract == ABSTRACT


def _write_faces(path: Path, pieces: list[tuple[str, float, float, str]]) -> Path:
    """A one-page PDF printing each piece (text, size, baseline's height, font) at the left
    margin, in one of the standard fonts every PDF reader has."""
    document = pdfium.PdfDocument.new()
    page = document.new_page(612, 792)
    for text, size, y, font in pieces:
        item = pdfium_c.FPDFPageObj_NewTextObj(document.raw, font.encode(), size)
        wide = ctypes.create_string_buffer((text + "\0").encode("utf-16-le"))
        pdfium_c.FPDFText_SetText(item, ctypes.cast(wide, ctypes.POINTER(pdfium_c.FPDF_WCHAR)))
        pdfium_c.FPDFPageObj_Transform(item, 1, 0, 0, 1, 72, y)
        pdfium_c.FPDFPage_InsertObject(page.raw, item)
    pdfium_c.FPDFPage_GenerateContent(page.raw)
    page.close()
    document.save(path)
    document.close()
    return path


def test_a_standfirst_in_bold_ends_where_the_body_s_face_starts(tmp_path):
    """A TRENDS review opens with a standfirst in bold, no heading, and its body goes on
    right under it in the same size and column: the standfirst is the abstract, ending
    with its last sentence where the body's book face starts."""
    standfirst = [
        "Diplochory is seed dispersal by a sequence of two or",
        "more steps or phases, each involving a different dispersal",
        "agent. Here, we describe five forms of diplochory and",
        "derive general characteristics of each phase of seed",
        "dispersal. The first and second phases of diplochory",
        "offer different benefits to plants.",
    ]
    body = [
        "The dispersal of seeds and other plant propagules is often a",
        "complex, multi-step process. Some complex forms of seed",
        "dispersal (diplochory) comprise two phases, with distinctly",
        "different dispersal mechanisms (Figure 1, Box 1). Phase",
        "one is the initial mode of seed movement away from the",
        "parent plant, whereas phase two is the subsequent",
        "movement by another mechanism. We draw a distinction",
        "between diplochory and other forms of dispersal that",
    ]
    pieces: list[tuple[str, float, float, str]] = [
        ("Diplochory: are two seed dispersers", 28, 720, "Helvetica"),
        ("better than one?", 28, 690, "Helvetica"),
        ("Stephen B. Vander Wall and William S. Longland", 13, 660, "Helvetica"),
        ("Department of Biology, University of Nevada, Reno, NV 89557, USA", 8.5, 645, "Helvetica"),
        *[(line, 9.5, 620 - 11 * n, "Helvetica-Bold") for n, line in enumerate(standfirst)],
        *[(line, 9.5, 550 - 11 * n, "Times-Roman") for n, line in enumerate(body)],
    ]
    meta = read_back(_write_faces(tmp_path / "standfirst.pdf", pieces))
    assert meta.abstract == " ".join(standfirst)


def test_a_law_review_s_abstract_runs_on_to_the_notes_at_the_page_s_foot(tmp_path):
    """A law review sets its abstract in italics under the byline, with no heading, and
    it goes on over the page past the author's note at the foot: it is read from its first
    line (one naming the "Department of State", no affiliation) as far as the page prints
    it, past a line opening with "highlights" (no Highlights heading)."""
    abstract = [
        "In a term filled with high-profile cases, Department of State v.",
        "Munoz did not receive high-profile treatment. But the case was a",
        "critically important successor to the cases before it, and this Article",
        "highlights several examples in which courts correct unjust applications",
        "of the law or clarify important doctrinal questions. In this way, one",
        "sees how the functions of appellate review have been channeled in ways",
    ]
    note = [
        "* Associate Professor of Law, Seattle University School of Law. I am grateful",
        "to Stephanie Bornstein, Scott Dodson and Richard D. Freer for their helpful",
        "feedback, and to those at the 2021 SEALS Annual Conference.",
    ]
    pieces: list[tuple[str, float, float, str]] = [
        ("Loving's Borders", 20, 720, "Times-Roman"),
        ("Jennifer M. Chacon*", 12, 695, "Times-Roman"),
        *[(line, 10.5, 670 - 13 * n, "Times-Italic") for n, line in enumerate(abstract)],
        *[(line, 8.5, 150 - 10 * n, "Times-Roman") for n, line in enumerate(note)],
    ]
    meta = read_back(_write_faces(tmp_path / "law.pdf", pieces))
    assert meta.abstract == " ".join(abstract)


def _lines_of(text: str, words: int) -> list[str]:
    split = text.split()
    return [" ".join(split[n : n + words]) for n in range(0, len(split), words)]


def test_a_letter_spaced_label_run_into_the_abstract_is_left_out(tmp_path):
    """ "A B S T R AC T . The aim …": the label, letter-spaced in small capitals (PDFium
    keeps two of its letters together), opens the abstract's first line."""
    pieces: list[tuple[str, float, float, str]] = [
        ("Framework for Completeness of Packing Problems", 24, 720, "Helvetica"),
        ("Mikkel Abrahamsen", 14, 690, "Helvetica"),
        ("University of Copenhagen.", 10, 676, "Helvetica"),
        *[
            (("A B S T R AC T . " if n == 0 else "") + line, 12.5, 650 - 14 * n, "Times-Roman")
            for n, line in enumerate(_lines_of(ABSTRACT, 12))
        ],
        ("1 Introduction", 14, 590, "Helvetica"),
    ]
    meta = read_back(_write_faces(tmp_path / "spaced.pdf", pieces))
    assert meta.abstract == ABSTRACT


def test_a_repository_s_open_access_notice_is_no_abstract(tmp_path):
    """A law school repository's cover says in a sentence that it gives the paper "for free
    and open access": a notice, however much it reads as prose, not the abstract."""
    pieces: list[tuple[str, float, float, str]] = [
        ("Spending Clause Standing", 16, 720, "Helvetica"),
        ("Edward Webre Plaut", 11, 700, "Helvetica"),
        ("University of Michigan Law School", 10, 686, "Helvetica"),
        (
            "This Note is brought to you for free and open access by the Law Review at the",
            9,
            650,
            "Helvetica",
        ),
        (
            "University of Michigan Law School Scholarship Repository. It has been accepted for",
            9,
            639,
            "Helvetica",
        ),
        (
            "inclusion in the Law Review by an authorized editor of the Scholarship Repository.",
            9,
            628,
            "Helvetica",
        ),
        (
            "For more information, please contact the repository by its web page.",
            9,
            617,
            "Helvetica",
        ),
    ]
    assert read_back(_write_faces(tmp_path / "cover.pdf", pieces)).abstract == ""


def test_a_structured_abstract_with_no_heading_over_it(tmp_path):
    """LWW prints a structured abstract under the byline with no "Abstract" heading, each
    part's label run into its text: it is read from its first label to the copyright line,
    though its last part ends with the journal's reference rather than a sentence's end."""
    parts = [
        "Objective Although irritable bowel syndrome is highly prevalent, the data on",
        "treatment effectiveness are limited. Guided self-help might be a cost-effective",
        "alternative, and we present the first systematic review of it.",
        "Methods Using electronic databases, we performed a systematic search for",
        "randomized-controlled trials and calculated the pooled mean difference.",
        "Results A systematic literature search identified 10 eligible trials.",
        "Conclusion Guided self-help is an effective alternative. Eur J",
        "Gastroenterol Hepatol 27:1209-1221",
    ]
    pieces: list[tuple[str, float, float, str]] = [
        ("Guided self-help interventions for irritable bowel", 20, 720, "Helvetica"),
        ("syndrome: a systematic review and meta-analysis", 20, 696, "Helvetica"),
        ("Gregor Liegl, Constantin Y. Plessen and Christoph Pieh", 10.5, 672, "Helvetica"),
        *[(line, 9, 650 - 11 * n, "Helvetica") for n, line in enumerate(parts)],
        ("Copyright © 2015 Wolters Kluwer Health, Inc. All rights reserved.", 9, 555, "Helvetica"),
        ("Introduction", 9.5, 530, "Helvetica"),
    ]
    meta = read_back(_write_faces(tmp_path / "structured.pdf", pieces))
    assert meta.abstract.startswith("Objective Although irritable bowel syndrome")
    assert "Results A systematic literature search" in meta.abstract


def test_a_line_of_dates_read_as_words_is_still_passed_over(tmp_path):
    """A line naming a department in a sentence can open the abstract; a line of dates,
    however many of its words are in small letters, never does."""
    between: list[Piece] = [
        ("Received in revised form 3 June 2019; accepted after review 10 June", 9, 552, 72),
    ]
    meta = read_back(write_page(tmp_path / "dates.pdf", _headless_page(between)))
    assert meta.abstract == WIDE


def test_a_structured_abstract_with_its_labels_on_lines_of_their_own_is_whole(tmp_path):
    """PLOS Medicine heads its abstract, then sets each part's label ("Background",
    "Methods and findings") on a line of its own, larger and bolder than the part's text."""
    pieces: list[Piece] = [
        ("Maternal dysglycaemia and the infant's epigenome", 18, 720, 72),
        ("Elie Antoun, Negusse T. Kitaba, Philip Titcombe", 9, 695, 72),
        (
            "1 Biological Sciences, University of Southampton, Southampton, United Kingdom",
            8,
            680,
            72,
        ),
        ("Abstract", 14.5, 650, 72),
        ("Background", 11.5, 630, 72),
        ("Higher maternal plasma glucose concentrations are associated with adverse", 9.5, 615, 72),
        (
            "offspring outcomes, with DNA methylation proposed as a mediating mechanism.",
            9.5,
            603,
            72,
        ),
        ("Methods and findings", 11.5, 585, 72),
        ("We investigated 557 women recruited between 2009 and 2014 from the trial.", 9.5, 570, 72),
        ("Conclusions", 11.5, 552, 72),
        (
            "Maternal dysglycaemia was associated with changes in the infant's epigenome.",
            9.5,
            537,
            72,
        ),
        ("Introduction", 11.5, 500, 72),
    ]
    meta = read_back(write_page(tmp_path / "plos.pdf", pieces))
    assert meta.abstract == (
        "Background Higher maternal plasma glucose concentrations are associated with adverse "
        "offspring outcomes, with DNA methylation proposed as a mediating mechanism. Methods "
        "and findings We investigated 557 women recruited between 2009 and 2014 from the "
        "trial. Conclusions Maternal dysglycaemia was associated with changes in the infant's "
        "epigenome."
    )


def test_a_headless_abstract_whose_first_sentence_names_an_institute(tmp_path):
    """AIAA's abstract is a bold paragraph right after the byline, with no heading; its
    first line names where the work is done ("Presently at the Von Karman Institute …"),
    as an affiliation would, but the sentence goes on on the next line."""
    pieces: list[Piece] = [
        ("Lateral-Directional Stability Investigation of a", 17.2, 720, 72),
        ("Blended-Wing-Body", 17.2, 700, 72),
        ("Paul F. Roysdon", 12, 675, 72),
        ("Von Karman Institute for Fluid Dynamics, Chaussee de Waterloo 72, Belgium", 10, 660, 72),
        (
            "Presently at the Von Karman Institute for Fluid Dynamics (VKI), a comprehensive",
            9,
            640,
            72,
        ),
        (
            "research investigation is being performed on the lateral-directional stability",
            9,
            628,
            72,
        ),
        (
            "characteristics of a BizJet-class Blended-Wing-Body. This paper presents the",
            9,
            616,
            72,
        ),
        (
            "designing attempts using lower order methods and vortex lattice methodology.",
            9,
            604,
            72,
        ),
        ("Nomenclature", 12, 580, 72),
    ]
    meta = read_back(write_page(tmp_path / "aiaa.pdf", pieces))
    assert meta.abstract.startswith("Presently at the Von Karman Institute for Fluid Dynamics")
    assert meta.abstract.endswith("vortex lattice methodology.")


def test_a_headless_abstract_the_page_cuts_before_its_key_words(tmp_path):
    """The Review of Economic Studies prints its abstract with no heading after the dates
    line; the page ends it mid-sentence (it goes on over the page), its key words after."""
    lines = [
        "To analyse climate change mitigation strategies, economists rely on simplified climate",
        "models that provide a realistic quantitative link between CO2 emissions and global",
        "warming at low computational costs. In this paper, we propose a generic and transparent",
        "calibration and evaluation strategy for these models, based on comprehensive global",
    ]
    pieces: list[Piece] = [
        ("The Climate in Climate Economics", 27.9, 700, 72),
        ("Doris Folini", 12, 660, 72),
        ("Institute for Atmospheric and Climate Science, ETHZ, Switzerland", 10, 646, 72),
        ("First version received June 2022; Accepted January 2024 (Eds.)", 8, 620, 72),
        *[(line, 8, 605 - 10 * n, 72) for n, line in enumerate(lines)],
        ("Key words: Climate change, Social cost of carbon, Carbon taxes", 8, 560, 72),
        ("JEL codes: C61, E27, Q5", 8, 550, 72),
    ]
    meta = read_back(write_page(tmp_path / "restud.pdf", pieces))
    assert meta.abstract == " ".join(lines)


def test_the_end_of_an_affiliation_is_no_headless_abstract(tmp_path):
    """PNAS breaks its affiliations over lines, one of them with no place of work's word
    ("Technology of China, Chengdu 610054, Sichuan, China; and"): the abstract is the
    paragraph after them."""
    abstract = [
        "Plant and animal centromeres comprise megabases of highly repeated satellite sequences,",
        "yet centromere function can be specified epigenetically on single-copy DNA by the",
        "presence of nucleosomes containing a centromere-specific variant of histone H3. We",
        "determined the positions of cenH3 nucleosomes in rice, which has centromeres of both.",
    ]
    pieces: list[Piece] = [
        ("The CentO satellite confers translational and rotational", 21.9, 720, 72),
        ("phasing on cenH3 nucleosomes in rice centromeres", 21.9, 695, 72),
        ("Tao Zhang, Paul B. Talbert, Wenli Zhang, and Jiming Jiang", 9, 670, 72),
        (
            "Department of Horticulture, University of Wisconsin, Madison, WI 53706; School",
            7,
            655,
            72,
        ),
        ("of Life Science and Technology, University of Electronic Science and", 7, 647, 72),
        ("Technology of China, Chengdu 610054, Sichuan, China; and Howard Hughes", 7, 639, 72),
        (
            "Medical Institute, Fred Hutchinson Cancer Research Center, Seattle, WA 98109",
            7,
            631,
            72,
        ),
        (
            "Contributed by Steven Henikoff, October 17, 2013 (sent for review September 26, 2013)",
            7,
            623,
            72,
        ),
        *[(line, 8, 605 - 10 * n, 72) for n, line in enumerate(abstract)],
        ("CENP-A | nucleosome phasing | epigenetics | kinetochore", 7, 560, 72),
    ]
    meta = read_back(write_page(tmp_path / "pnas.pdf", pieces))
    assert meta.abstract == " ".join(abstract)


def test_the_body_s_background_heading_after_an_abstract_with_no_labels_ends_it(tmp_path):
    """A medical paper's abstract with no labels, then its body's first heading,
    "Background", set larger: the heading is the body's, not a structured abstract's part."""
    pieces: list[Piece] = [
        ("Exercise for Back Pain in Primary Care", 18, 720, 72),
        ("John Smith, Ann Lee", 10, 695, 72),
        ("Abstract", 12, 665, 72),
        (
            "Back pain is common, and exercise is often advised for it in primary care.",
            9.5,
            650,
            72,
        ),
        ("Background", 11.5, 620, 72),
        ("Low back pain is the leading cause of disability in many countries.", 9.5, 605, 72),
    ]
    meta = read_back(write_page(tmp_path / "medical.pdf", pieces))
    assert (
        meta.abstract
        == "Back pain is common, and exercise is often advised for it in primary care."
    )


def test_an_abstract_run_in_after_a_bar_is_read_without_its_label(tmp_path):
    """IEEE's Proceedings runs the abstract in after its label and a bar ("ABSTRACT |
    Graphene is …"), under a byline that gives the author's member grade with no comma
    before the society ("By Frank Schwierz, Senior Member IEEE")."""
    words = ABSTRACT.split()
    lines = [" ".join(words[n : n + 12]) for n in range(0, len(words), 12)]
    lines[0] = "ABSTRACT | " + lines[0]
    pieces: list[Piece] = [
        ("Graphene Transistors: Status, Prospects, and Problems", 16, 720, 72),
        ("By Frank Schwierz, Senior Member IEEE", 11, 695, 72),
        *[(line, 8, 670 - 10 * n, 72) for n, line in enumerate(lines)],
    ]
    meta = read_back(write_page(tmp_path / "proceedings.pdf", pieces))
    assert meta.abstract == ABSTRACT
    assert meta.authors == ("Frank Schwierz",)


SUBJECTS = (
    "Subjects were asked to shape the right hand as if to grasp and use a large number of "
    "familiar objects. Static hand posture was measured by recording the angular position of "
    "fifteen joint angles of the fingers and of the thumb, and the joint angles did not vary "
    "independently of each other."
)


def test_a_headless_abstract_opening_with_a_word_a_heading_may_be(tmp_path):
    """J Neurosci's abstract has no heading, after the byline and the affiliation, and its
    first sentence opens with "Subjects", a word ACM prints as a heading of its own: a
    sentence going on after it is the abstract's."""
    words = SUBJECTS.split()
    lines = [" ".join(words[n : n + 11]) for n in range(0, len(words), 11)]
    pieces: list[Piece] = [
        ("Postural Hand Synergies for Tool Use", 16, 720, 72),
        ("Marco Santello, Martha Flanders, and John F. Soechting", 10, 700, 72),
        ("Neuroscience Department, University of Minnesota, Minneapolis", 10, 686, 72),
        *[(line, 9, 664 - 11 * n, 72) for n, line in enumerate(lines)],
        ("Key words: hand shape; grasping; kinematics", 9, 664 - 11 * len(lines), 72),
    ]
    meta = read_back(write_page(tmp_path / "jneurosci.pdf", pieces))
    assert meta.abstract == SUBJECTS


def test_a_translation_s_body_after_its_byline_is_no_abstract(tmp_path):
    """A classic text in translation prints no abstract: after its title, author and a note
    on the lecture it was, its body starts in the body's type, paragraph after paragraph
    (each one's last line short), to the page's foot. None is made up from it."""
    body = [
        "This study investigates a text excerpt containing twenty thousand letters of the",
        "alphabet from the novel, the entire first chapter and sixteen stanzas of the",
        "second chapter.",
        "This sequence provides us with twenty thousand connected trials, which are either",
        "a vowel or a consonant.",
        "Accordingly, we assume the existence of an unknown constant probability that the",
        "observed letter is a vowel. We determine its approximate value by observation,",
        "by counting all the vowels and consonants.",
        "If we seek this value, we first find two hundred approximate values from which",
        "we can determine the arithmetic mean of the whole sequence of letters in turn.",
    ]
    pieces: list[Piece] = [
        ("An Example of Statistical Investigation of the Text", 16, 720, 72),
        ("A. A. Markov", 13, 695, 72),
        ("(Lecture at the physical-mathematical faculty, 23 January 1913)", 10, 680, 72),
        *[(line, 11, 660 - 13 * n, 72) for n, line in enumerate(body)],
        ("1 Translated into English by Gloria Custance and David Link.", 8.5, 80, 72),
    ]
    meta = read_back(write_page(tmp_path / "translation.pdf", pieces))
    assert meta.abstract == ""


def test_a_headless_abstract_whose_last_line_carries_the_copyright_notice(tmp_path):
    """AIP's American Journal of Physics prints its abstract with no heading, its last line
    set in the notice's smaller size: the sentence's end, then the copyright notice, its ©
    read as "VC". The abstract ends with its sentence, the notice left out."""
    meta = read_back(
        write_page(
            tmp_path / "ajp.pdf",
            [
                ("Coherence and information in a fiber interferometer", 14, 740, 72),
                ("Aglae Kellerer", 10, 720, 72),
                ("Department of Physics, University of Cambridge, United Kingdom", 9, 707, 72),
                ("(Received 18 November 2015; accepted 23 September 2016)", 10, 690, 72),
                (
                    "We present an experiment based on a fibered Mach-Zehnder interferometer,",
                    10,
                    672,
                    72,
                ),
                (
                    "with the aim of familiarizing students with fibered optics and with",
                    10,
                    659,
                    72,
                ),
                (
                    "interferometry. The laboratory project has two parts. Here, we describe",
                    10,
                    646,
                    72,
                ),
                (
                    "the set-up and the analysis of the measurements, and we present results from",
                    10,
                    633,
                    72,
                ),
                ("student reports. VC 2017 American Association of Physics Teachers.", 8, 620, 72),
                ("I. INTRODUCTION", 10, 600, 72),
            ],
        )
    )
    assert meta.abstract.startswith("We present an experiment based on a fibered")
    assert meta.abstract.endswith("we present results from student reports.")


def test_an_editorial_s_quoted_dialogue_is_no_abstract(tmp_path):
    """An editorial prints no abstract: its first paragraph quotes a dialogue set smaller
    ("Q: Why do so many colleges …" / "A: Because …"), which is no abstract either."""
    body = [
        "Cobb's concern was a long-worrisome circularity in the sociology of science based",
        "on the use of bright lines such as p < 0.05 in deciding what is worth reporting.",
        "It reached the Board.",
        "The Board was also stimulated by highly visible discussions over the last few",
        "years, in the press and in the journals, of what such thresholds do to science.",
        "A blogger responded.",
        "The problem is not that people use the values poorly, the blogger wrote, but",
        "that most data analysis is not done by people trained to do it well at all.",
        "A journalist agreed.",
    ]
    meta = read_back(
        write_page(
            tmp_path / "editorial.pdf",
            [
                ("EDITORIAL", 10, 750, 72),
                ("The Statement on p-Values: Context, Process, and Purpose", 14, 730, 72),
                (
                    "In February 2014, George Cobb, Professor Emeritus of Mathematics and",
                    10,
                    710,
                    72,
                ),
                ("Statistics, posed these questions to a discussion forum:", 10, 698, 72),
                ("Q: Why do so many colleges and grad schools teach p = 0.05?", 8.5, 684, 90),
                ("A: Because that's still what the scientific community and journal", 8.5, 673, 90),
                ("editors use.", 8.5, 662, 90),
                ("Q: Why do so many people still use p = 0.05?", 8.5, 651, 90),
                (
                    "A: Because that's what they were taught in college or grad school.",
                    8.5,
                    640,
                    90,
                ),
                *[(line, 10, 625 - 12 * n, 72) for n, line in enumerate(body)],
            ],
        )
    )
    assert meta.title == "The Statement on p-Values: Context, Process, and Purpose"
    assert meta.abstract == ""


def test_a_working_paper_s_abstract_of_paragraphs_above_its_contents(tmp_path):
    """A working paper prints an abstract of several paragraphs with no heading between its
    byline and the list of its contents ("1. …", "2. …"): those paragraphs are the
    abstract, not the body."""
    paragraphs = [
        [
            "We document that unweighted indexes have outperformed weighted indexes and",
            "that the small companies' index has outperformed the large companies' index",
            "over the last eighteen years, and by a wide margin in every year.",
            "So it was easy.",
        ],
        [
            "A rational investor investing for the long term cares about how much money",
            "he will have at the end, and diversifies to avoid a concentration of risk in",
            "some of the individual investments he holds in his portfolio.",
            "He does not care.",
        ],
        [
            "The objectives of this paper are neither number crunching nor to maximize",
            "anything, but to provide some data that help the reader to analyze his",
            "investments and, perhaps, to change his investment criteria in the end.",
        ],
    ]
    lines = [line for paragraph in paragraphs for line in paragraph]
    meta = read_back(
        write_page(
            tmp_path / "wp.pdf",
            [
                ("It has been very easy to beat the index in 2000-2018", 14, 740, 72),
                (
                    "Pablo Fernández. Professor of Corporate Finance. IESE Business School.",
                    10,
                    720,
                    72,
                ),
                ("First version: May 23, 2018. June 16, 2018", 10, 706, 72),
                *[(line, 10, 690 - 12 * n, 72) for n, line in enumerate(lines)],
                ("1. Rational investors in equities", 10, 520, 72),
                ("2. Four portfolios that have outperformed the index", 10, 508, 72),
                ("3. Conclusion", 10, 496, 72),
            ],
        )
    )
    assert meta.abstract.startswith("We document that unweighted indexes have outperformed")
    assert meta.abstract.endswith("to change his investment criteria in the end.")


def test_a_box_of_summary_points_is_no_abstract_heading(tmp_path):
    """A journal prints an unlabelled standfirst under the byline and, lower on the page, a
    box headed "SUMMARY POINTS": the box's heading only opens with "Summary", so the
    abstract is the standfirst, not the box's points."""
    pieces: list[Piece] = [
        ("Reporting systematic reviews: explanation and elaboration", 17, 720, 72),
        ("Matthew J Page, David Moher", 11, 700, 72),
        (
            "The methods and results of systematic reviews should be reported in sufficient",
            12,
            680,
            72,
        ),
        (
            "detail to allow users to assess the trustworthiness and applicability of the",
            12,
            666,
            72,
        ),
        ("review findings. We explain each item of the checklist and give examples.", 12, 652, 72),
        (
            "Systematic reviews serve many critical roles in the practice of medicine, and",
            9,
            630,
            72,
        ),
        (
            "they can address questions that otherwise could not be answered by any study.",
            9,
            620,
            72,
        ),
        ("SUMMARY POINTS", 10, 590, 72),
        (
            "The statement includes a checklist of 27 items to guide the reporting of reviews.",
            9,
            578,
            72,
        ),
    ]
    meta = read_back(write_page(tmp_path / "box.pdf", pieces))
    assert meta.abstract.startswith("The methods and results of systematic reviews")


def test_a_standfirst_in_a_narrow_column_is_the_abstract(tmp_path):
    """An unlabelled standfirst set in a narrow column, larger than the body, whose first
    lines are mostly capitalised words ("The Preferred Reporting Items for" / "Systematic
    reviews and Meta-Analyses"): read over its first lines it is prose, the abstract."""
    column = [
        "The Preferred Reporting Items for",
        "Systematic reviews and Meta-Analyses",
        "(PRISMA) statement, published in",
        "2009, was designed to help systematic",
        "reviewers transparently report why the",
        "review was done, what the authors did,",
        "and what they found.",
    ]
    pieces: list[Piece] = [
        ("The PRISMA 2020 statement: an updated guideline", 17, 720, 72),
        ("Matthew J Page, Joanne E McKenzie, David Moher", 11, 700, 72),
        *[(text, 13, 680 - 15 * k, 72) for k, text in enumerate(column)],
        ("Systematic reviews serve many critical roles. They", 8.7, 560, 72),
        ("can provide syntheses of the state of knowledge in", 8.7, 550, 72),
    ]
    meta = read_back(write_page(tmp_path / "standfirst.pdf", pieces))
    assert meta.abstract.startswith("The Preferred Reporting Items for Systematic reviews")


def test_a_key_words_column_read_between_the_heading_and_the_abstract(tmp_path):
    """A journal sets the key words in a column beside the abstract, and the page gives
    them between the "ABSTRACT" heading and its text, a word a line: the abstract is the
    text after the column, not the French résumé under the next heading."""
    keywords = ["astatic ponds,", "crustaceans,", "pond,", "rotifers,", "season"]
    pieces: list[Piece] = [
        ("Specificity of zooplankton distribution in meteorite crater ponds", 16, 720, 72),
        ("N. Kuczynska-Kippen, A. M. Basinska, K. Swidnicki", 12, 700, 72),
        ("ABSTRACT", 12.5, 680, 72),
        ("Key-words:", 11, 666, 72),
        *[(word, 10, 654 - 12 * k, 72) for k, word in enumerate(keywords)],
        ("This study was conducted in order to define the most important factors", 10, 590, 72),
        ("responsible for the zooplankton community structure inhabiting four ponds.", 10, 578, 72),
        ("RÉSUMÉ", 10.5, 556, 72),
        ("Spécificité de la distribution du zooplancton dans les plans d'eau.", 10.5, 542, 72),
        ("Cette étude a été menée afin de définir les facteurs les plus importants.", 10, 528, 72),
    ]
    meta = read_back(write_page(tmp_path / "column.pdf", pieces))
    assert meta.abstract.startswith("This study was conducted in order to define")


def _write_codes(path: Path, pieces: list[Piece]) -> Path:
    """A page of `pieces` written as the font's character codes, as a TeX font with no map
    to Unicode has them (PDFium reads a code it cannot name as its control character)."""
    document = pdfium.PdfDocument.new()
    page = document.new_page(612, 792)
    for text, size, y, x in pieces:
        item = pdfium_c.FPDFPageObj_NewTextObj(document.raw, b"Helvetica", size)
        codes = (ctypes.c_uint32 * len(text))(*(ord(ch) for ch in text))
        pdfium_c.FPDFText_SetCharcodes(item, codes, len(text))
        pdfium_c.FPDFPageObj_Transform(item, 1, 0, 0, 1, x, y)
        pdfium_c.FPDFPage_InsertObject(page.raw, item)
    pdfium_c.FPDFPage_GenerateContent(page.raw)
    page.close()
    document.save(path)
    document.close()
    return path


def test_a_tex_font_s_ligatures_and_dashes_given_as_control_characters(tmp_path):
    """A TeX font with no map to Unicode gives its ligatures and dashes as the control
    characters of their slots ("design-\\x1crst draft\\x16not", Cork's fi and em dash;
    "Whit\\x0celd Di\\x0ee", the older encoding's fi and ffi): they read as their letters,
    so the abstract and the names read as printed."""
    pieces: list[Piece] = [
        ("A Workspace System for Parallel Coding Agents", 16, 720, 72),
        ("Whit\x0celd Di\x0ee", 12, 695, 72),
        ("Abstract", 11, 660, 72),
        ("Provisional design-\x1crst draft\x16not submission text. Agent systems can", 10, 642, 72),
        ("fan out work, but their edits must be kept apart until they are merged.", 10, 630, 72),
    ]
    meta = read_back(_write_codes(tmp_path / "ligatures.pdf", pieces))
    assert meta.abstract.startswith("Provisional design-first draft—not submission text.")
    assert meta.authors == ("Whitfield Diffie",)
