"""Bylines and titles as papers Lectern was not tuned on print them: accents TeX sets as
glyphs of their own, names set apart in columns, IEEE's member grades, ACM's capitals with
the affiliation on the same line, a journal's logo over the title, and a document Title
that names the proceedings rather than the paper.

Each PDF is written here with PDFium (pypdfium2, the library Lectern reads PDFs with):
lines of text at the sizes and places such a first page has, read back by the real reader.
"""

from __future__ import annotations

import re
from pathlib import Path

from lectern.core.models import fold_text
from lectern.core.pdf.metadata import paper_metadata
from lectern.core.pdf.outcome import Line, Outcome, PdfReading
from tests.core.helpers_pdf_pages import Piece, read_back, write_page


def test_accents_tex_prints_apart_stay_on_their_names(tmp_path):
    """TeX sets "é" as "´" then "e" and "ç" as "c" then "¸": the names are still names."""
    meta = read_back(
        write_page(
            tmp_path / "accents.pdf",
            [
                ("Scheduling Jobs on Cluster Platforms", 18, 700, 72),
                ("Pierre-Franc\u00b8ois Dutot and Gr\u00b4egory Mouni\u00b4e", 12, 670, 72),
                ("ID-IMAG, 51 avenue Jean Kuntzmann", 10, 655, 72),
            ],
        )
    )
    assert meta.authors == ("Pierre-François Dutot", "Grégory Mounié")


def _glyphs_named(path: Path, names: dict[str, str]) -> Path:
    """The PDF at `path` with its font's glyphs for the characters of `names` renamed to
    the glyphs named there, as TeX's fonts name theirs ("dotlessi", "acutecomb"): the
    standard fonts a test writes a page in have no such characters, but PDFium reads a
    glyph by its name. Written as an incremental update of the font's object."""
    data = path.read_bytes()
    font = re.search(rb"(\d+) 0 obj\s*<<([^>]*/BaseFont/Helvetica[^>]*)>>", data)
    assert font is not None
    differences = " ".join(f"{ord(ch.encode('cp1252'))}/{name}" for ch, name in names.items())
    encoding = f"/Encoding<</BaseEncoding/WinAnsiEncoding/Differences[{differences}]>>"
    fields = font[2].decode().replace("/Encoding/WinAnsiEncoding", "") + encoding
    changed = f"{font[1].decode()} 0 obj\n<<{fields}>>\nendobj\n".encode()
    previous = int(re.findall(rb"startxref\s+(\d+)", data)[-1])
    size = int(re.findall(rb"/Size\s+(\d+)", data)[-1])
    root = re.findall(rb"/Root\s+(\d+\s+\d+\s+R)", data)[-1].decode()
    tail = (
        f"xref\n{font[1].decode()} 1\n{len(data):010d} 00000 n \ntrailer\n"
        f"<< /Size {size} /Root {root} /Prev {previous} >>\n"
        f"startxref\n{len(data) + len(changed)}\n%%EOF\n"
    ).encode()
    path.write_bytes(data + changed + tail)
    return path


def test_an_accent_tex_sets_on_a_dotless_i_stays_on_its_name(tmp_path):
    """TeX writes "í" as a dotless "ı" and an acute, which PDFium reads as U+0131 and a
    combining U+0301 ("Megı́as"), a pair no accented letter is composed of: the name is
    still the first author's. Here "õ" is printed with the glyph "dotlessi", "´" with
    "acutecomb"."""
    page = write_page(
        tmp_path / "dotless.pdf",
        [
            ("Heavy-Quark Dynamics in a Hot Medium", 16, 700, 72),
            ("Eugenio Meg\u00f5\u00b4as, Airton Deppman", 11, 675, 72),
            ("Universidad de Granada, Spain", 9, 660, 72),
        ],
    )
    meta = read_back(_glyphs_named(page, {"\u00f5": "dotlessi", "\u00b4": "acutecomb"}))
    assert meta.authors == ("Eugenio Megías", "Airton Deppman")


def test_accents_as_fonts_other_than_tex_s_print_them(tmp_path):
    """A cedilla printed before its "c" ("Gra¸ca", "Fran¸cois"), an acute before a dotless i
    ("Lu´ıs"), and an accent as a combining mark after its letter, as Word or macOS can
    write it ("Jose\u0301"): each name is read with its accented letters whole."""
    page = write_page(
        tmp_path / "accents.pdf",
        [
            ("Diffraction at the Large Hadron Collider", 16, 700, 72),
            ("Maria da Gra\u00b8ca Fonseca, Lu\u00b4\u00f5s Ferreira", 11, 675, 72),
            ("Fran\u00b8cois Roux and Jose\u00a8 Garci\u00a8a", 11, 662, 72),
            ("Universidade do Estado do Rio de Janeiro, Brazil", 9, 645, 72),
        ],
    )
    meta = read_back(_glyphs_named(page, {"\u00f5": "dotlessi", "\u00a8": "acutecomb"}))
    assert meta.authors == (
        "Maria da Graça Fonseca",
        "Luís Ferreira",
        "François Roux",
        "José García",
    )


def test_names_set_apart_in_columns_are_each_an_author(tmp_path):
    """ACL's and NeurIPS's bylines: names side by side with wide space between, no comma."""
    meta = read_back(
        write_page(
            tmp_path / "columns.pdf",
            [
                ("Guidelines for Human Evaluation of Summaries", 16, 700, 72),
                ("Kalpesh Krishna", 12, 670, 100),
                ("Erin Bransom", 12, 670, 260),
                ("Bailey Kuehl", 12, 670, 420),
                ("Mohit Iyyer", 12, 655, 100),
                ("Joseph Chee Chang", 12, 655, 260),
                ("University of Massachusetts Amherst", 10, 635, 72),
                ("Abstract", 12, 600, 72),
                ("Human evaluation of long summaries is hard, and we show how.", 10, 585, 72),
            ],
        )
    )
    assert meta.authors == (
        "Kalpesh Krishna",
        "Erin Bransom",
        "Bailey Kuehl",
        "Mohit Iyyer",
        "Joseph Chee Chang",
    )


def test_ieee_member_grades_are_no_authors(tmp_path):
    meta = read_back(
        write_page(
            tmp_path / "ieee.pdf",
            [
                ("Real-Time Machine Performance Monitoring", 24, 700, 72),
                ("Miguel Saez, Student Member, IEEE, Kira Barton, Member, IEEE, and", 11, 670, 72),
                ("Dawn M. Tilbury, Fellow, IEEE", 11, 656, 72),
                ("Abstract\u2014This paper monitors machines in real time.", 9, 630, 72),
            ],
        )
    )
    assert meta.authors == ("Miguel Saez", "Kira Barton", "Dawn M. Tilbury")


def test_acm_names_in_capitals_beside_their_affiliation(tmp_path):
    """ACM's journals print "TAL AUGUST, University of Washington, USA", an author a line."""
    meta = read_back(
        write_page(
            tmp_path / "acm.pdf",
            [
                ("Making Medical Research Papers Approachable", 14, 700, 72),
                ("TAL AUGUST, University of Washington, USA", 9, 675, 72),
                ("LUCY LU WANG, Allen Institute for Artificial Intelligence, USA", 9, 663, 72),
                ("When seeking information, readers may turn to the research papers.", 8, 640, 72),
            ],
        )
    )
    assert meta.authors == ("Tal August", "Lucy Lu Wang")


def test_a_journal_logo_over_the_title_is_no_title(tmp_path):
    """ "JSS Journal of Statistical Software", set larger than the title, is the journal's."""
    meta = read_back(
        write_page(
            tmp_path / "jss.pdf",
            [
                ("JSS Journal of Statistical Software", 28, 740, 72),
                ("January 2007, Volume 18, Issue 3.", 10, 720, 72),
                ("TIMP: An R Package for Modeling", 17, 690, 72),
                ("Spectroscopic Measurements", 17, 670, 72),
                ("Katharine M. Mullen", 12, 640, 72),
                ("Vrije Universiteit Amsterdam", 10.9, 626, 72),
            ],
        )
    )
    assert meta.title == "TIMP: An R Package for Modeling Spectroscopic Measurements"
    assert meta.authors == ("Katharine M. Mullen",)


def test_a_document_title_naming_the_proceedings_is_not_the_paper_s(tmp_path):
    """ACL's PDFs carry their proceedings' name as Title, and print it in the footer."""
    venue = "Proceedings of the 45th Annual Meeting of the Association for Computational"
    meta = read_back(
        write_page(
            tmp_path / "acl.pdf",
            [
                (venue, 9, 760, 72),
                ("Sparse Information Extraction", 14, 700, 72),
                ("Doug Downey, Stefan Schoenmackers", 12, 675, 72),
            ],
            title=venue,
        )
    )
    assert meta.title == "Sparse Information Extraction"
    assert meta.authors[0] == "Doug Downey"


def test_a_template_s_preprint_label_between_title_and_byline_is_no_author(tmp_path):
    """arXiv's "A PREPRINT" template prints the label in small capitals under the title."""
    meta = read_back(
        write_page(
            tmp_path / "preprint.pdf",
            [
                ("EDUCATIONAL TIMETABLING: PROBLEMS, BENCHMARKS, AND RESULTS", 14, 700, 72),
                ("A PREPRINT", 8, 680, 260),
                ("Sara Ceschia, Luca Di Gaspero, Andrea Schaerf", 10, 660, 72),
                ("DPIA, University of Udine, Via delle Scienze 206, Udine, Italy", 10, 648, 72),
            ],
        )
    )
    assert meta.authors[:2] == ("Sara Ceschia", "Luca Di Gaspero")


def test_names_sharing_their_line_with_the_authors_e_mails(tmp_path):
    """JMLR prints each group's e-mails at the right of its names' line."""
    meta = read_back(
        write_page(
            tmp_path / "jmlr.pdf",
            [
                ("An Improved Multi-Output Gaussian Process RNN for Sepsis", 14, 700, 72),
                ("Joseph Futoma, Sanjay Hariharan, Katherine Heller", 11, 675, 72),
                ("JDF38,SH360,KH204@DUKE.EDU", 11, 675, 400),
                ("Department of Statistical Science", 10, 662, 72),
                ("Duke University, Durham, NC", 10, 650, 72),
            ],
        )
    )
    assert meta.authors == ("Joseph Futoma", "Sanjay Hariharan", "Katherine Heller")


def test_a_subtitle_on_its_own_line_and_names_with_their_degrees(tmp_path):
    """Wolters Kluwer sets the subtitle a little smaller than the title, with no colon, and
    each author with degrees after the name ("Sameera I. Helal, MSN, BSN;")."""
    meta = read_back(
        write_page(
            tmp_path / "jcn.pdf",
            [
                ("Factors Associated With Depression and Anxiety", 22, 700, 72),
                ("in Patients With Heart Failure", 22, 676, 72),
                ("A Retrospective Cohort Study", 20, 650, 72),
                ("Sameera I. Helal, MSN, BSN; Trevor Murrells, MSc, BSc;", 11, 625, 72),
                ("Annmarie Grealish, PhD, MSc, RGN; Catherine J. Evans, PhD, RGN", 11, 612, 72),
            ],
        )
    )
    assert meta.title == (
        "Factors Associated With Depression and Anxiety in Patients With Heart Failure: "
        "A Retrospective Cohort Study"
    )
    assert meta.authors[:2] == ("Sameera I. Helal", "Trevor Murrells")


def test_a_repository_cover_s_logo_in_capitals_is_no_title(tmp_path):
    """A working paper's repository cover: the archive's name, its logo in large capitals,
    then the paper's title, author and year."""
    meta = read_back(
        write_page(
            tmp_path / "cover.pdf",
            [
                ("Munich Personal RePEc Archive", 17, 740, 72),
                ("MPRA", 58, 680, 72),
                ("Territorial Rural Development in Latin", 21, 630, 72),
                ("America and the Caribbean", 21, 605, 72),
                ("Jorge Mora-Alfaro", 17, 575, 72),
                ("Programa Regional de Maestría en Desarrollo Rural", 14, 555, 72),
                ("2006", 14, 540, 72),
            ],
        )
    )
    assert meta.title == "Territorial Rural Development in Latin America and the Caribbean"
    assert meta.authors == ("Jorge Mora-Alfaro",)


def test_a_report_s_cover_beside_its_title_page_all_in_one_size(tmp_path):
    """A 1994 preprint: the laboratory's cover and the paper's title page side by side on
    one sheet, in bitmap fonts PDFium sizes all alike, an archive's stamp larger in the
    margin: the title is the line before the byline, not the cover's first lines."""
    meta = read_back(
        write_page(
            tmp_path / "report.pdf",
            [
                ("hep-ph/9412269 09 Dec 94", 20, 760, 20),
                ("The Continuous Electron Beam Accelerator Facility", 10, 730, 72),
                ("Theory Group Preprint Series", 10, 716, 72),
                ("Additional copies are available from the authors.", 10, 702, 72),
                ("The Southeastern Universities Research Association operates", 10, 688, 72),
                ("the Facility for the United States Department of Energy", 10, 674, 72),
                ("CEBAF-TH-94-08", 10, 640, 72),
                ("Heavy Mesons In A Relativistic Model", 10, 620, 72),
                ("J. Zeng, J. W. Van Orden and W. Roberts", 10, 600, 72),
                ("Department of Physics", 10, 586, 72),
                ("Old Dominion University, Norfolk, VA 23529", 10, 572, 72),
            ],
        )
    )
    assert meta.title == "Heavy Mesons In A Relativistic Model"
    assert meta.authors == ("J. Zeng", "J. W. Van Orden", "W. Roberts")


def test_a_page_that_gives_its_body_before_its_title_block(tmp_path):
    """Nature's PDFs give the body's text first and the title, byline and summary after
    it: the byline and the abstract are read after where the page prints the document's
    Title."""
    body = [
        (f"Neurons communicate via specialized molecular machines, line {n} of the body.", 9)
        for n in range(44)
    ]
    summary = (
        "The electrochemical processes that underlie neural function manifest themselves "
        "in ceaseless spatiotemporal field fluctuations. However, extracellular fields feed "
        "back onto the electric potential across the neuronal membrane via ephaptic coupling."
    )
    words = summary.split()
    rows = [" ".join(words[n : n + 13]) for n in range(0, len(words), 13)]
    pieces: list[Piece] = [(text, size, 780 - 12 * n, 72) for n, (text, size) in enumerate(body)]
    pieces += [
        ("The effect of spatially inhomogeneous", 18, 230, 72),
        ("extracellular electric fields on neurons", 18, 208, 72),
        ("Costas A Anastassiou, Rodrigo Perin, Henry Markram & Christof Koch", 11, 186, 72),
        *[(row, 9, 170 - 11 * n, 72) for n, row in enumerate(rows)],
    ]
    meta = read_back(
        write_page(
            tmp_path / "nature.pdf",
            pieces,
            title="The effect of spatially inhomogeneous extracellular electric fields on neurons",
        )
    )
    assert meta.authors[0] == "Costas A Anastassiou"
    assert meta.abstract == summary


def test_every_printed_author_though_the_author_field_names_only_the_first(tmp_path):
    """Elsevier's and Springer's files name the first author alone in their Author field;
    Elsevier prints each affiliation's letter after a name in the line's own size."""
    path = write_page(
        tmp_path / "elsevier.pdf",
        [
            ("Synthesis and biological evaluation of potent inhibitors", 16, 700, 72),
            ("Shilong Ying a, Xiaojing Du a b, Weitao Fu a, Jianzhang Wu a, b", 11, 675, 72),
            ("a Chemical Biology Research Center, Wenzhou Medical University", 8, 660, 72),
        ],
        author="Shilong Ying",
    )
    meta = read_back(path)
    assert meta.authors == ("Shilong Ying", "Xiaojing Du", "Weitao Fu", "Jianzhang Wu")


def test_a_name_broken_over_the_byline_s_two_lines(tmp_path):
    """ACM's SOSP prints nine names over two lines, the fifth broken between them
    ("… Avinash" / "Lakshman, …"): neither line lists names alone, the two do."""
    meta = read_back(
        write_page(
            tmp_path / "sosp.pdf",
            [
                ("Dynamo: Amazon's Highly Available Key-value Store", 18, 700, 72),
                ("Giuseppe DeCandia, Deniz Hastorun, Madan Jampani, Avinash", 12, 675, 72),
                ("Lakshman, Alex Pilchin, Peter Vosshall and Werner Vogels", 12, 661, 72),
                ("Amazon.com", 12, 647, 72),
            ],
        )
    )
    assert meta.authors == (
        "Giuseppe DeCandia",
        "Deniz Hastorun",
        "Madan Jampani",
        "Avinash Lakshman",
        "Alex Pilchin",
        "Peter Vosshall",
        "Werner Vogels",
    )


def test_affiliation_letters_after_the_names_commas(tmp_path):
    """The Royal Society of Chemistry prints each name's letter after its comma
    ("Sandrine Legault,a Derek P. Fraser-Halberg,a …"): the first line is names too."""
    meta = read_back(
        write_page(
            tmp_path / "rsc.pdf",
            [
                ("Generation of bright monomeric red fluorescent proteins", 16, 700, 72),
                ("Sandrine Legault,a Derek P. Fraser-Halberg,a Ralph L. McAnelly,b", 10, 675, 72),
                ("Matthew G. Eason,a Michael C. Thompson b and Roberto A. Chica *a", 10, 662, 72),
            ],
        )
    )
    assert meta.authors == (
        "Sandrine Legault",
        "Derek P. Fraser-Halberg",
        "Ralph L. McAnelly",
        "Matthew G. Eason",
        "Michael C. Thompson",
        "Roberto A. Chica",
    )


def test_a_byline_opened_with_by(tmp_path):
    """Economics journals and magazines print "By Hal R. Varian": "By" is no name."""
    meta = read_back(
        write_page(
            tmp_path / "aer.pdf",
            [
                ("Online Ad Auctions", 14, 700, 72),
                ("By Hal R. Varian", 11, 680, 72),
                ("Draft: February 16, 2009", 11, 666, 72),
            ],
        )
    )
    assert meta.authors == ("Hal R. Varian",)


def test_a_heading_broken_over_two_lines_is_no_byline(tmp_path):
    """A magazine's table under its title: a heading over two lines ("Appendix" /
    "Accidents and Incidents …") does not read as names once joined."""
    meta = read_back(
        write_page(
            tmp_path / "magazine.pdf",
            [
                ("Cabin Depressurization in Business Jets", 16, 700, 72),
                ("Appendix", 10, 675, 72),
                ("Accidents and Incidents Involving Cabin Depressurization, 1995", 10, 662, 72),
                ("Date Location Aircraft Type Aircraft Damage Injuries", 8, 648, 72),
            ],
        )
    )
    assert meta.authors == ()


def test_a_name_broken_after_a_mark_s_line_break(tmp_path):
    """bioRxiv's byline as PDFium breaks it at each mark: ", Rahul" / "Karnik, …"."""
    meta = read_back(
        write_page(
            tmp_path / "biorxiv.pdf",
            [
                ("Chromatin state barriers enforce a mammalian cell fate decision", 11, 700, 72),
                ("M. Andrés Blanco, David B. Sykes, Lei Gu", 11, 680, 72),
                (", Rahul", 11, 667, 72),
                ("Karnik, Mathias Wawer and Yang Shi", 11, 654, 72),
                ("Department of Biomedical Sciences, University of Pennsylvania", 9, 640, 72),
            ],
        )
    )
    assert meta.authors == (
        "M. Andrés Blanco",
        "David B. Sykes",
        "Lei Gu",
        "Rahul Karnik",
        "Mathias Wawer",
        "Yang Shi",
    )


def test_a_manuscript_in_one_size_with_degrees_run_into_the_names(tmp_path):
    """A submitted manuscript sets title, byline and text in one size and only its
    "Abstract" heading larger; each name carries its degree with no comma ("Spargo MSc"),
    and a name is broken over the byline's two lines before a degree ("Francesca" /
    "Forzano MD"). The heading is no title, the degrees are no part of the names."""
    meta = read_back(
        write_page(
            tmp_path / "manuscript.pdf",
            [
                ("Modelling population screening in rare diseases", 12, 720, 72),
                (
                    "Thomas P Spargo MSc, Alfredo Iacoangeli PhD, Mina Ryten PhD, Francesca",
                    12,
                    690,
                    72,
                ),
                ("Forzano MD, Neil Pearce PhD", 12, 676, 72),
                ("Department of Basic and Clinical Neuroscience, London, UK", 12, 650, 72),
                ("Abstract", 14, 620, 72),
                (
                    "Genomic sequencing enables rapid identification of genetic variants.",
                    12,
                    600,
                    72,
                ),
            ],
        )
    )
    assert meta.title == "Modelling population screening in rare diseases"
    assert meta.authors == (
        "Thomas P Spargo",
        "Alfredo Iacoangeli",
        "Mina Ryten",
        "Francesca Forzano",
        "Neil Pearce",
    )
    assert meta.abstract.startswith("Genomic sequencing enables rapid identification")


def test_one_name_a_line_after_a_margin_column_of_dates_and_key_words(tmp_path):
    """TheoretiCS prints the dates and key words in a margin column PDFium reads between
    the title and the names, each name on a line of its own in larger type."""
    meta = read_back(
        write_page(
            tmp_path / "margin.pdf",
            [
                ("Framework for Completeness of", 30, 720, 72),
                ("Two-Dimensional Packing Problems", 30, 690, 72),
                ("Received Apr 21, 2022", 10, 660, 72),
                ("Accepted Feb 15, 2024", 10, 648, 72),
                ("Published Apr 26, 2024", 10, 636, 72),
                ("Key words and phrases", 10, 624, 72),
                ("Packing, Polygons,", 10, 612, 72),
                ("Mikkel Abrahamsen", 15, 590, 72),
                ("Tillmann Miltzow", 15, 572, 72),
                ("Nadja Seiferth", 15, 554, 72),
                ("Basic Algorithms Research Copenhagen, University of Copenhagen.", 10, 538, 72),
            ],
        )
    )
    assert meta.authors == ("Mikkel Abrahamsen", "Tillmann Miltzow", "Nadja Seiferth")


def test_names_set_apart_by_middle_dots_over_two_lines(tmp_path):
    """Springer sets a middle dot between the names, the list running on to a second line."""
    meta = read_back(
        write_page(
            tmp_path / "dots.pdf",
            [
                ("Granular contact dynamics with particle elasticity", 16, 700, 72),
                ("K. Krabbenhoft · J. Huang · M. Vicente da Silva ·", 10, 675, 72),
                ("A. V. Lyamin", 10, 663, 72),
                ("Received: 22 November 2011 / Published online: 26 July 2012", 8.5, 648, 72),
            ],
        )
    )
    assert meta.authors == ("K. Krabbenhoft", "J. Huang", "M. Vicente da Silva", "A. V. Lyamin")


def test_a_surname_with_its_particle_joined_to_it(tmp_path):
    meta = read_back(
        write_page(
            tmp_path / "particle.pdf",
            [
                ("Beliefs, Actions, and Rationality in Strategical Decisions", 17, 700, 72),
                ("Zheng Wang, Jerome R. Busemeyer, Brahm deBuys", 13, 675, 72),
                ("School of Communication, The Ohio State University", 9, 660, 72),
            ],
        )
    )
    assert meta.authors == ("Zheng Wang", "Jerome R. Busemeyer", "Brahm deBuys")


def test_a_subtitle_in_capitals_is_no_byline_and_the_names_are_read_before_the_title(
    tmp_path,
):
    """Bone & Joint Research prints one author a line in a column PDFium reads before the
    title, and a subtitle in capitals under the title ("MAPPING THE OXFORD KNEE SCORE AND
    HIGH ACTIVITY …") that splits at its "AND" as names would."""
    meta = read_back(
        write_page(
            tmp_path / "column.pdf",
            [
                ("VOL. 12, NO. 10, OCTOBER 2023", 6.5, 760, 72),
                ("C. J. Harrison,", 10, 740, 72),
                ("C. Y. Plessen,", 10, 728, 72),
                ("F. Fischer", 10, 716, 72),
                ("From Charité Universitätsmedizin, Berlin, Germany", 9.5, 700, 72),
                ("Overcoming floor and ceiling effects in", 20, 670, 72),
                ("knee arthroplasty outcome measurement", 20, 648, 72),
                ("MAPPING THE OXFORD KNEE SCORE AND HIGH ACTIVITY", 12, 628, 72),
                ("ARTHROPLASTY SCORE ONTO A COMMON SCALE", 12, 614, 72),
                ("Aims", 10, 596, 72),
            ],
        )
    )
    assert meta.authors == ("C. J. Harrison", "C. Y. Plessen", "F. Fischer")


def test_a_byline_printed_above_the_title_in_its_size(tmp_path):
    meta = read_back(
        write_page(
            tmp_path / "above.pdf",
            [
                ("Eliot Hazeltine and Richard B. Ivry", 12, 700, 72),
                ("Can We Teach the Cerebellum New Tricks?", 12, 685, 72),
                ("This copy is for your personal, non-commercial use only.", 9, 660, 72),
            ],
        )
    )
    assert meta.title == "Can We Teach the Cerebellum New Tricks?"
    assert meta.authors == ("Eliot Hazeltine", "Richard B. Ivry")


def test_a_heading_after_an_abstract_across_the_page_is_no_byline(tmp_path):
    """A page with no byline under its title: a heading of two words set larger than the
    abstract's long lines before it is no author, as a name after a margin column is."""
    abstract = [
        "We study sparse graphs and the methods that find their structure well here.",
        "Our results hold for every graph we tried, large and small alike, and more.",
        "The methods are fast and simple, and they scale to graphs of any size we had.",
        "We compare them with the best known methods on twelve graphs of the web and",
        "of roads, and find them faster on all of them and more accurate on most, as",
        "the tables show; the code is free for anyone to use and to change as needed.",
    ]
    meta = read_back(
        write_page(
            tmp_path / "heading.pdf",
            [
                ("Finding Structure in Sparse Graphs", 18, 720, 72),
                *[(line, 10, 690 - 12 * n, 72) for n, line in enumerate(abstract)],
                ("Related Work", 12, 600, 72),
            ],
        )
    )
    assert meta.authors == ()


def test_names_set_apart_by_bullets_and_the_copyright_holder_s_line_after_them(tmp_path):
    """Springer sets a bullet between names, then the dates and the copyright holder's line
    ("© Springer Science+Business Media B.V. 2010", its © often lost): a name of no one."""
    pieces: list[Piece] = [
        ("Rapid ethnobotanical diagnosis of the Fulni-o Indigenous", 12.9, 720, 72),
        ("lands (NE Brazil): floristic survey and local conservation", 12.9, 704, 72),
        ("Ulysses Paulino de Albuquerque • Gustavo Taboada Soldati •", 9.5, 680, 72),
        ("Shana Sampaio Sieber • Liliane Cunha de Souza", 9.5, 668, 72),
        (
            "Received: 7 April 2010 / Accepted: 29 July 2010 / Published online: 19 August 2010",
            8,
            650,
            72,
        ),
        (" Springer Science+Business Media B.V. 2010", 8, 640, 72),
        (
            "Abstract This study was developed as part of the project on medicinal plants.",
            9.5,
            620,
            72,
        ),
    ]
    meta = read_back(write_page(tmp_path / "springer.pdf", pieces))
    assert meta.authors == (
        "Ulysses Paulino de Albuquerque",
        "Gustavo Taboada Soldati",
        "Shana Sampaio Sieber",
        "Liliane Cunha de Souza",
    )
    copyright_only = [p for p in pieces if "Albuquerque" not in p[0] and "Sieber" not in p[0]]
    (tmp_path / "alone").mkdir()
    alone = read_back(write_page(tmp_path / "alone" / "springer.pdf", copyright_only))
    assert alone.authors == ()


def test_the_wrapped_end_of_a_title_in_another_language_is_no_author(tmp_path):
    """A Portuguese title, its English title under it in smaller type broken over two lines
    ("… an analysis of the National" / "Health Survey"), then the byline."""
    pieces: list[Piece] = [
        ("Diabetes gestacional autorreferido - uma", 20, 720, 72),
        ("análise da Pesquisa Nacional de Saúde", 20, 696, 72),
        ("Self-reported gestational diabetes - an analysis of the National", 14, 670, 72),
        ("Health Survey", 14, 654, 72),
        ("Cláudia Meurer Souza1, Betine Moehlecke Iser1, Deborah Carvalho Malta2", 9, 630, 72),
        ("1Programa de Pós-graduação em Ciências da Saúde, Universidade do Sul", 7.5, 615, 72),
    ]
    meta = read_back(write_page(tmp_path / "scielo.pdf", pieces))
    assert meta.authors == (
        "Cláudia Meurer Souza",
        "Betine Moehlecke Iser",
        "Deborah Carvalho Malta",
    )


def test_a_surname_in_capitals_with_its_orcid_id_after_it(tmp_path):
    """SciELO prints each author on a line, the surname in capitals and the ORCID iD after
    the affiliation numbers ("Paula Carina de ARAÚJO1,2 0000-0003-4608-752X")."""
    pieces: list[Piece] = [
        ("The intellectual foundation of the elite of Brazilian", 17, 720, 72),
        ("researchers on knowledge organization domain", 17, 700, 72),
        ("Paula Carina de ARAÚJO1,2 0000-0003-4608-752X", 9, 670, 72),
        ("Leilah Santiago BUFREM1,3 0000-0002-3620-0632", 9, 658, 72),
        ("Abstract", 14, 630, 72),
    ]
    meta = read_back(write_page(tmp_path / "orcid.pdf", pieces))
    assert meta.authors == ("Paula Carina de Araújo", "Leilah Santiago Bufrem")


def test_the_orcid_badge_after_a_name_is_not_part_of_it(tmp_path):
    """PLOS sets an ORCID badge after some names, which PDFium reads as the letters "ID"
    glued to the surname ("Elie AntounID1‡")."""
    pieces: list[Piece] = [
        ("Maternal dysglycaemia and the infant's epigenome", 18, 720, 72),
        ("Elie AntounID1‡, Negusse T. KitabaID2‡, Philip Titcombe3", 9, 695, 72),
        ("1 Biological Sciences, University of Southampton, United Kingdom", 8, 680, 72),
    ]
    meta = read_back(write_page(tmp_path / "plos.pdf", pieces))
    assert meta.authors == ("Elie Antoun", "Negusse T. Kitaba", "Philip Titcombe")


def test_each_author_with_a_bullet_before_where_they_work(tmp_path):
    """A magazine prints one author a line, a bullet between the name and where the author
    works ("Roberto Baldoni • Universita di Roma, Italy")."""
    pieces: list[Piece] = [
        ("February 2002", 11.6, 740, 72),
        ("Fundamentals of Distributed Computing:", 23.2, 710, 72),
        ("A Practical Tour of Vector Clock Systems", 23.2, 684, 72),
        ("Roberto Baldoni • Universita di Roma, Italy", 11.6, 660, 72),
        ("Michel Raynal • IRISA, France", 11.6, 646, 72),
    ]
    meta = read_back(write_page(tmp_path / "magazine.pdf", pieces))
    assert meta.authors == ("Roberto Baldoni", "Michel Raynal")


def test_one_author_under_a_subtitle_in_the_byline_s_size(tmp_path):
    """A subtitle set as small as the byline, then the one author's name: the name is the
    byline, not the end of the subtitle broken off (no byline follows it)."""
    pieces: list[Piece] = [
        ("Exercise for Back Pain", 18, 720, 72),
        ("A randomised trial of a group programme in primary care across Europe", 12, 696, 72),
        ("John Smith", 12, 680, 72),
        ("Department of Medicine, University of Oslo, Norway", 10, 665, 72),
    ]
    assert read_back(write_page(tmp_path / "single.pdf", pieces)).authors == ("John Smith",)


def test_a_working_paper_s_title_in_capitals_split_at_its_and_is_no_byline(tmp_path):
    """A working paper's cover sets its title in capitals in the byline's size: "THE
    INEXORABLE AND MYSTERIOUS TRADEOFF" reads as two names split at "and", but no one's
    name opens with "The"; the author is on the line after ("N. Gregory Mankiw")."""
    pieces: list[Piece] = [
        ("WORKING PAPER SERIES", 12, 740, 200),
        ("THE INEXORABLE AND MYSTERIOUS TRADEOFF", 12, 700, 150),
        ("BETWEEN INFLATION AND UNEMPLOYMENT", 12, 686, 160),
        ("N. Gregory Mankiw", 12, 640, 230),
        ("Working Paper 7884", 12, 600, 230),
        ("http://www.nber.org/papers/w7884", 12, 586, 200),
        ("September 2000", 12, 540, 240),
    ]
    meta = read_back(write_page(tmp_path / "w7884.pdf", pieces))
    assert meta.authors == ("N. Gregory Mankiw",)


def test_a_byline_whose_letters_pdfium_sizes_apart_is_read_whole():
    """RSC's byline as PDFium reads it: its accented letters and some after them come out
    at another size than the rest, so the line without its marks loses them ("Cistina
    Gmez-Navarro", "an Felx Zamoa"), while the whole line has every name, each with its
    affiliation's letter. The names are read from the whole line. (A page written with
    the standard fonts cannot set letters so, so the page is given as read.)"""
    text = "Ruben Mas-Balleste,a Cristina Gomez-Navarro,b Julio Gomez-Herrero*b and Felix Zamora*a"
    main = "Ruben Mas-Balleste,a Cistina Gmez-Navarro,b Jio Goez-Herrero*b an Felx Zamoa*a"
    body = "This review is an attempt to illustrate the different alternatives in the field."
    reading = PdfReading(
        path="review.pdf",
        outcome=Outcome.TEXT,
        pages=("\n".join(["2D materials: to graphene and beyond", text, body]),),
        page_count=1,
        lines=(
            Line(
                "2D materials: to graphene and beyond", 15.9, "2D materials: to graphene and beyond"
            ),
            Line(text, 11.0, main),
            Line("Received 13th May 2010, Accepted 30th July 2010", 9.0, "Received 13th May 2010"),
            Line(body, 9.0, body),
        ),
    )
    assert paper_metadata(reading).authors == (
        "Ruben Mas-Balleste",
        "Cristina Gomez-Navarro",
        "Julio Gomez-Herrero",
        "Felix Zamora",
    )


def test_a_name_with_where_the_author_works_after_its_comma_is_the_author(tmp_path):
    """Lecture notes' byline: "Philip Wadler, University of Glasgow", mixed case, the place
    of work after the comma (and its footnote's mark)."""
    meta = read_back(
        write_page(
            tmp_path / "notes.pdf",
            [
                ("Monads for functional programming", 14, 700, 72),
                ("Philip Wadler, University of Glasgow?", 10, 675, 72),
                ("Department of Computing Science, Glasgow G12 8QQ", 9, 660, 72),
            ],
        )
    )
    assert meta.authors == ("Philip Wadler",)


def test_academic_titles_around_a_name_are_no_part_of_it(tmp_path):
    """A Croatian paper's byline: "dr.sc. Ivana Horvat, dipl.oec.", the titles before
    and after the name in their abbreviations, the second author under her address."""
    meta = read_back(
        write_page(
            tmp_path / "rad.pdf",
            [
                ("PRILAGODBA PROMJENAMA NA TRZISTU RADA", 14, 700, 72),
                ("dr.sc. Ivana Horvat, dipl.oec.", 10, 675, 72),
                ("Ustanova: Oktal pharma d.o.o.", 10, 662, 72),
                ("Adresa: Vrhovec 50, 10000 Zagreb", 10, 649, 72),
            ],
        )
    )
    assert meta.authors[:1] == ("Ivana Horvat",)


def test_a_name_ended_by_a_full_stop_then_the_author_s_job_is_the_author(tmp_path):
    """A working paper's byline: "Pablo Fernández. Professor of Corporate Finance. e-mail: …
    IESE Business School.", the name, a full stop, then what the author is and where."""
    meta = read_back(
        write_page(
            tmp_path / "wp.pdf",
            [
                ("It has been very easy to beat the S&P500 in 2000-2018", 14, 700, 72),
                (
                    "Pablo Fernández. Professor of Corporate Finance. "
                    "e-mail: fernandezpa@iese.edu IESE Business School.",
                    10,
                    675,
                    72,
                ),
                ("University of Navarra. Camino del Cerro del Aguila 3. Madrid.", 10, 662, 72),
            ],
        )
    )
    assert meta.authors[:1] == ("Pablo Fernández",)


def test_an_old_scan_s_byline_in_capitals_its_words_set_apart(tmp_path):
    """An OCR'd journal page of 1992: "ROBIN MILNER" in capitals, its two words set as far
    apart as a byline's columns are, each author over the place of work in smaller type."""
    meta = read_back(
        write_page(
            tmp_path / "scan.pdf",
            [
                ("A Calculus of Mobile Processes, II", 14, 700, 150),
                ("ROBIN", 10, 672, 240),
                ("MILNER", 10, 672, 300),
                ("University of Edinburgh, Scotland", 8, 660, 200),
                ("JOACHIM", 10, 645, 230),
                ("PARROW", 10, 645, 300),
            ],
        )
    )
    assert meta.authors[:1] == ("Robin Milner",)


def test_a_report_s_kind_under_its_title_is_no_author(tmp_path):
    """A student report prints what it is under the title ("Long Paper (Final Report)"),
    in the byline's size, right above the byline."""
    meta = read_back(
        write_page(
            tmp_path / "report.pdf",
            [
                ("An NLP Framework for Literature Summarization in Law", 14, 700, 72),
                ("Long Paper (Final Report)", 12, 680, 72),
                ("Atharva Kirkole, Yuxuan Zhi, Mahnoor Sheikh", 12, 665, 72),
                ("Abstract", 12, 640, 72),
            ],
        )
    )
    assert meta.authors == ("Atharva Kirkole", "Yuxuan Zhi", "Mahnoor Sheikh")


def test_a_magazine_names_its_author_only_in_the_deck_under_its_title(tmp_path):
    """A statistics magazine prints no byline: the deck under the title, in a size of its
    own, ends "…, says Simon Raper". Such an article prints no abstract: the paragraph
    after the deck is its body's first."""
    meta = read_back(
        write_page(
            tmp_path / "magazine.pdf",
            [
                ("Why good science", 32, 700, 72),
                ("is good business", 32, 665, 72),
                ("Ideas developed by a twentieth-century philosopher,", 11, 640, 72),
                ("when applied by statisticians, can help companies", 11, 627, 72),
                ("improve decision-making, says Simon Raper", 11, 614, 72),
                ("In the business world, where I work, vast amounts of money are", 8.5, 590, 72),
                ("invested each year on the strength of firmly held beliefs that", 8.5, 579, 72),
                ("started life as little more than water-cooler anecdotes or quotes", 8.5, 568, 72),
                ("from obsolete research papers, and few of them are ever tested.", 8.5, 557, 72),
            ],
        )
    )
    assert meta.authors == ("Simon Raper",)
    assert meta.abstract == ""  # the body after the deck is no abstract


def test_places_of_work_in_a_byline_s_columns_are_no_names(tmp_path):
    """A working paper sets its authors two to a row in columns, each row's places of work
    under it in the names' size, a word a column ("MIT", "Stanford"): the words set apart
    are places, not a name of two words."""
    meta = read_back(
        write_page(
            tmp_path / "columns.pdf",
            [
                ("When Should You Adjust Standard Errors for Clustering?", 14, 720, 72),
                ("Alberto Abadie", 14, 695, 150),
                ("Susan Athey", 14, 695, 350),
                ("MIT", 14, 680, 150),
                ("Stanford", 14, 680, 350),
                ("Guido W. Imbens", 14, 665, 150),
                ("Jeffrey M. Wooldridge", 14, 665, 350),
                ("Stanford", 14, 650, 150),
                ("MSU", 14, 650, 350),
                ("September 20, 2022", 14, 635, 250),
            ],
        )
    )
    assert "Mit Stanford" not in meta.authors
    assert meta.authors[:2] == ("Alberto Abadie", "Susan Athey")


def test_an_abstract_citing_an_author_under_a_title_with_no_byline_is_no_deck(tmp_path):
    """A page printing no byline, its headless abstract right under the title citing an
    author ("… as Karl Popper argues, …"): the lines run on in their size, no deck over a
    smaller body, so the cited author is no author and the abstract is still read."""
    abstract = [
        "Scientific theories, as Karl Popper argues in his later work, begin with myths",
        "and with the criticism of myths. We test this claim on a corpus of eleven",
        "thousand business decisions and find that those begun with a myth and then",
        "criticised fare better than those never questioned, by a wide margin in all",
        "of the industries we studied and in every one of the years we looked at.",
        "We discuss what this means for statisticians who work in business settings.",
    ]
    meta = read_back(
        write_page(
            tmp_path / "nobyline.pdf",
            [
                ("Why good science is good business", 18, 720, 72),
                *[(line, 10, 695 - 12 * n, 72) for n, line in enumerate(abstract)],
                ("1 Introduction", 12, 610, 72),
            ],
        )
    )
    assert meta.authors == ()
    assert meta.abstract.startswith("Scientific theories, as Karl Popper argues")


def test_a_subtitle_s_line_after_one_ending_in_of_is_no_author(tmp_path):
    """A subtitle over two lines in its byline's size, the first ending in "of": the second
    ("Graph-Scheduled LLM Agents", capitalised like a name) goes on with it, and the
    author is the name after it."""
    pieces: list[Piece] = [
        ("From Agent Loops to Structured Graphs", 17, 720, 72),
        ("A Reference Implementation and Controlled Study of", 12, 700, 72),
        ("Graph-Scheduled LLM Agents", 12, 686, 72),
        ("Yash Singh", 12, 668, 72),
        ("IIIT Una", 10, 654, 72),
        ("Abstract", 10, 630, 72),
    ]
    meta = read_back(write_page(tmp_path / "subtitle.pdf", pieces))
    assert meta.authors == ("Yash Singh",)


def test_a_byline_broken_inside_a_name_twice_ending_on_a_name_alone(tmp_path):
    """Nine names over three lines, broken inside a name at each line's end ("…, Kiri" /
    "L. Wagstaff"): the last line reads as a name alone, yet it ends the name before it,
    and the byline is all nine, not its last fragment."""
    pieces: list[Piece] = [
        ("Machine learning for healthcare that matters:", 18, 720, 72),
        ("Reorienting from technical novelty to equitable impact", 18, 698, 72),
        ("Aparna Balagopalan, Ioana Baldini, Leo Anthony Celi, Judy Gichoya, Liam", 9, 676, 72),
        ("G. McCoy, Tristan Naumann, Uri Shalit, Mihaela van der Schaar, Kiri", 9, 665, 72),
        ("L. Wagstaff", 9, 654, 72),
        ("1 Department of Electrical Engineering and Computer Science, MIT", 8, 636, 72),
        ("Abstract", 14, 610, 72),
    ]
    meta = read_back(write_page(tmp_path / "broken.pdf", pieces))
    assert meta.authors[0] == "Aparna Balagopalan"
    assert meta.authors[-1] == "Kiri L. Wagstaff"
    assert len(meta.authors) == 9


def test_a_single_author_whose_accent_is_read_apart_from_its_letter():
    """A one-author byline whose diaeresis the PDF gives after the wrong letter, as a mark of
    its own ("I. Mol\u0308ler", Elsevier's 2006 fonts): the mark splits no name, and the author
    is read. (A page written with the standard fonts cannot print a mark apart, so the page
    is given as read.)"""
    title = [
        "Quantifying saltmarsh vegetation and its effect on wave height",
        "dissipation: Results from a UK East coast saltmarsh",
    ]
    name = "I. Mol\u0308ler"
    where = "Cambridge Coastal Research Unit, University of Cambridge, Cambridge CB2 3EN, UK"
    body = "The degree to which incident wind waves are attenuated over intertidal surfaces."
    reading = PdfReading(
        path="saltmarsh.pdf",
        outcome=Outcome.TEXT,
        pages=("\n".join([*title, name, where, "Abstract", body]),),
        page_count=1,
        lines=(
            Line(title[0], 16.9, title[0]),
            Line(title[1], 16.9, title[1]),
            Line(name, 12.9, name),
            Line(where, 8.0, where),
            Line("Abstract", 9.0, "Abstract"),
            Line(body, 9.0, body),
        ),
    )
    meta = paper_metadata(reading)
    assert [fold_text(author) for author in meta.authors] == ["i moller"]


def test_a_byline_broken_after_a_separator_keeps_its_first_line(tmp_path):
    """A byline set with bullets between its names, broken after one ("J. R. R. Uijlings ·
    K. E. A. van de Sande ·" / "T. Gevers · …"): a name with its particles ("van de") is
    one name however many words, and the first line's names are the first authors."""
    pieces: list[Piece] = [
        ("Selective Search for Object Recognition", 16, 700, 72),
        ("J. R. R. Uijlings · K. E. A. van de Sande ·", 10, 675, 72),
        ("T. Gevers · A. W. M. Smeulders", 10, 662, 72),
        ("Abstract This paper addresses the problem of finding objects.", 10, 630, 72),
    ]
    meta = read_back(write_page(tmp_path / "bullets.pdf", pieces))
    assert meta.authors[:2] == ("J. R. R. Uijlings", "K. E. A. van de Sande")


def test_a_labelled_author_line(tmp_path):
    """A document's field list under its title names its author after a label ("author:
    Michele Simionato")."""
    pieces: list[Piece] = [
        ("Things to Know About Graphs", 16, 700, 72),
        ("author: Michele Simionato", 10, 675, 72),
        ("date: August 2008", 10, 662, 72),
    ]
    meta = read_back(write_page(tmp_path / "label.pdf", pieces))
    assert meta.authors[:1] == ("Michele Simionato",)


def test_a_template_s_placeholder_names_no_author(tmp_path):
    """A template's placeholder in square brackets ("[AFFILIATION INFORMATION NEEDED]")
    names no one."""
    placeholder: list[Piece] = [
        ("A Workspace System for Parallel Coding Agents", 16, 700, 72),
        ("[AUTHOR INFORMATION NEEDED]", 12, 675, 72),
        ("[AFFILIATION INFORMATION NEEDED]", 12, 660, 72),
        ("Abstract", 10, 630, 72),
    ]
    assert read_back(write_page(tmp_path / "placeholder.pdf", placeholder)).authors == ()


def test_a_group_named_as_the_author(tmp_path):
    """A report names a group where a byline names people, right under its title ("Agentic
    Research Group"), or after a label on the line above ("Prepared by" / "The Business
    Rules Group"): the group is the author."""
    pieces: list[Piece] = [
        ("Adaptive Resonance Hierarchies:", 17, 720, 72),
        ("A Framework for Dynamic Structural Learning", 17, 698, 72),
        ("Agentic Research Group", 12, 670, 72),
        ("August 10, 2025", 12, 655, 72),
        ("Abstract", 9, 630, 72),
    ]
    assert read_back(write_page(tmp_path / "group.pdf", pieces)).authors == (
        "Agentic Research Group",
    )
    labelled: list[Piece] = [
        ("Organizing Sparse Graphs", 20, 720, 72),
        ("Prepared by", 11, 690, 72),
        ("The Graph Rules Group", 14, 675, 72),
    ]
    assert read_back(write_page(tmp_path / "prepared.pdf", labelled)).authors[:1] == (
        "Graph Rules Group",
    )


def test_a_chinese_name_written_without_spaces_under_the_title():
    """A Chinese report's byline is one name of two to four characters, no space in it
    ("许达"), under the title and the report's kind; its abstract's heading ("摘要") is no
    name. The standard fonts a test can write a page in print no Chinese, so the page is
    given as read."""
    printed = [
        ("大语言模型的强化学习训练", 20.7),
        ("技术详细报告（扩展版）", 14.3),
        ("许达", 14.3),
        ("未来院三室", 14.3),
        ("摘要", 10.9),
        ("本报告详细介绍了利用强化学习训练大语言模型以提升其推理能力的最新技术进展。", 10.9),
    ]
    reading = PdfReading(
        path="report.pdf",
        outcome=Outcome.TEXT,
        pages=("\n".join(text for text, _ in printed),),
        page_count=1,
        lines=tuple(Line(text, size, text) for text, size in printed),
    )
    assert paper_metadata(reading).authors == ("许达",)


def test_a_byline_setting_each_author_over_where_the_author_works(tmp_path):
    """A journal sets its byline one author a block, the name over its place of work in
    smaller type ("Isabel O. Gallegos" / "Stanford University" / "Ryan A. Rossi" / …): every
    author is read, and the abstract printed with no heading after the last block is found."""
    blocks = [
        ("Isabel O. Gallegos", "Stanford University"),
        ("Ryan A. Rossi", "Adobe Research"),
        ("Joe Barrow", "Pattern Data"),
        ("Nesreen K. Ahmed", "Intel Labs"),
    ]
    pieces: list[Piece] = [
        ("Bias and Fairness in Large Language Models:", 16, 740, 72),
        ("A Survey", 16, 720, 72),
    ]
    for k, (name, place) in enumerate(blocks):
        pieces += [(name, 12, 690 - 30 * k, 72), (place, 10, 677 - 30 * k, 72)]
    abstract = [
        "Rapid advancements of large language models have enabled the processing and",
        "generation of human-like text, with increasing integration into systems that",
        "touch our social sphere. These models can learn and amplify harmful biases.",
    ]
    pieces += [(text, 10, 550 - 12 * k, 72) for k, text in enumerate(abstract)]
    pieces.append(("* E-mail: iogalle@stanford.edu", 8, 480, 72))
    faces = dict.fromkeys(abstract, "Helvetica-Oblique")
    meta = read_back(write_page(tmp_path / "blocks.pdf", pieces, faces=faces))
    assert meta.authors == tuple(name for name, _ in blocks)
    assert meta.abstract.startswith("Rapid advancements of large language models")


def test_a_magazine_page_opening_with_a_drop_cap_names_its_author_before_its_title(tmp_path):
    """A magazine's page the PDF writes body first (its drop cap "M" / "odern IT systems
    …"), then its deck, its author's name in capitals and a note in small type, and its
    title last: the name written right before the title is the author."""
    body = [
        "odern IT systems collect an increasing wealth of data from the network,",
        "the operating systems, the applications and other components. This data",
        "needs to be analyzed to derive vital information about the experience.",
    ]
    pieces: list[Piece] = [
        ("M", 90, 740, 30),
        *[(text, 10, 720 - 12 * k, 110) for k, text in enumerate(body)],
        ("Applying statistical methods to operations data", 12, 300, 72),
        ("HEINRICH HARTMANN", 9, 280, 72),
        ("1 of 30 TEXT ONLY", 6, 265, 72),
        ("Statistics for Engineers", 55, 180, 72),
    ]
    meta = read_back(write_page(tmp_path / "magazine.pdf", pieces))
    assert meta.title == "Statistics for Engineers"
    assert meta.authors == ("Heinrich Hartmann",)
