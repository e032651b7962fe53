"""Where first pages Lectern was not tuned on print their year: a journal's reference as
"8(1): 7-10, 2009", a header "January 2007, Volume 18", the proceedings' place and year on
the line after their name, a publisher's cover ("To cite this article: … 2021"), a
workshop named with its year; and years that are not the paper's: a one-page abstract's
references, a note on an earlier version.
"""

from __future__ import annotations

from lectern.core.pdf.outcome import Line
from lectern.core.pdf.printed_year import printed_year
from tests.core.helpers_pdf_pages import Piece, read_back, write_page

TOP: list[Piece] = [
    ("Finding Structure in Sparse Graphs", 16, 700, 72),
    ("Alice Smith, Bob Jones", 11, 675, 72),
    ("1 Introduction", 12, 440, 72),
]


def _year(tmp_path, *pieces: Piece) -> int | None:
    return read_back(write_page(tmp_path / "paper.pdf", [*TOP, *pieces])).year


def test_a_journal_reference_with_issue_and_pages_before_its_year(tmp_path):
    assert (
        _year(tmp_path, ("Dhaka Univ. J. Pharm. Sci. 8(1): 7-10, 2009 (June)", 8, 80, 72)) == 2009
    )


def test_a_journal_reference_of_year_volume_and_pages(tmp_path):
    """Libertas Academica's header: the journal's name, then year:volume, then the pages."""
    header = ("Nutrition and Metabolic Insights 2009:2 27–35", 10, 760, 72)
    assert _year(tmp_path, header) == 2009


COMMENT: list[Piece] = [
    ("Value all research products", 30, 700, 72),
    ("A new funding policy is a sea-change in how researchers are judged.", 13, 660, 72),
]


def test_a_reference_list_with_no_heading_does_not_date_the_paper(tmp_path):
    """Nature's Comment lists its references at a column's foot with no heading, in small
    type, right above its copyright line: their years are other works'."""
    page: list[Piece] = [
        *COMMENT,
        ("1. Priem, J., Costello, K. & Dzuba, T. Figshare", 7, 160, 72),
        ("http://dx.doi.org/10.6084/m9.figshare.104629 (2012).", 7, 151, 72),
        ("2. Fausto, S. et al. PLoS ONE 7, e50109 (2012).", 7, 142, 72),
        ("© 2013 Macmillan Publishers Limited. All rights reserved", 7, 133, 72),
    ]
    assert read_back(write_page(tmp_path / "comment.pdf", page)).year == 2013


def test_a_footer_s_date_volume_and_journal_and_a_letter_spaced_copyright_year(tmp_path):
    """A magazine's footer "10 JANUARY 2013 | VOL 493 | NATURE | 159" is its issue, and a
    copyright line whose year is letter-spaced ("© 2 0 1 3") is read: each wins over the
    day the paper was received."""
    received = ("Received 12 October 2012; accepted 3 December 2012.", 8, 150, 72)
    for n, footer in enumerate(
        ["10 JANUARY 2013 | VOL 493 | NATURE | 159", "© 2 0 1 3 Macmillan Publishers Limited"]
    ):
        page = [*COMMENT, received, (footer, 6, 60, 72)]
        (tmp_path / str(n)).mkdir()
        assert read_back(write_page(tmp_path / str(n) / "p.pdf", page)).year == 2013, footer


def test_a_header_giving_the_issue_s_month_and_year_before_its_volume(tmp_path):
    assert _year(tmp_path, ("January 2007, Volume 18, Issue 3.", 10, 760, 72)) == 2007


def test_the_proceedings_year_on_the_line_after_their_name(tmp_path):
    """VLDB's footer: "Proceedings of the 30th VLDB Conference," / "Toronto, Canada, 2004"."""
    year = _year(
        tmp_path,
        ("Proceedings of the 30th VLDB Conference,", 8, 90, 72),
        ("Toronto, Canada, 2004", 8, 80, 72),
    )
    assert year == 2004


def test_a_publisher_s_cover_gives_the_year_it_cites_the_paper_with(tmp_path):
    meta = read_back(
        write_page(
            tmp_path / "cover.pdf",
            [
                ("IOP Conference Series: Earth and Environmental Science", 12, 740, 72),
                ("A comprehensive nutritional supplement from wheat", 16, 700, 72),
                (
                    "To cite this article: V V Kazina et al 2021 IOP Conf. Ser. 640 022090",
                    8,
                    670,
                    72,
                ),
                ("View the article online for updates and enhancements.", 8, 655, 72),
            ],
        )
    )
    assert meta.year == 2021


def test_a_workshop_named_with_its_year(tmp_path):
    meta = read_back(
        write_page(
            tmp_path / "clef.pdf",
            [
                ("Overview of the CLEF 2008 Question Answering Track", 16, 700, 72),
                ("Pamela Forner, Anselmo Penas", 11, 675, 72),
            ],
        )
    )
    assert meta.year == 2008


def test_a_one_page_abstract_s_references_do_not_date_it(tmp_path):
    meta = read_back(
        write_page(
            tmp_path / "abstract.pdf",
            [
                ("Interference of Single Photons", 14, 700, 72),
                ("Andreas Muller, Glenn Solomon", 11, 675, 72),
                ("References", 14, 380, 72),
                ("[1] E. B. Flagg and A. Muller, Phys. Rev. Lett. 104,", 10, 365, 72),
                ("137401 (2010).", 10, 352, 72),
            ],
        )
    )
    assert meta.year is None


def test_a_note_on_an_earlier_version_does_not_date_the_paper(tmp_path):
    year = _year(
        tmp_path,
        (
            "A preliminary version of this paper appeared in the Proceedings of SODA 2000.",
            8,
            90,
            72,
        ),
    )
    assert year is None


def test_the_issue_s_year_wins_over_the_day_it_went_online_before(tmp_path):
    """Elsevier and Springer print "Available online 1 November 2016" above the 2017 issue."""
    year = _year(
        tmp_path,
        ("Received 27 August 2016", 7, 620, 72),
        ("Available online 1 November 2016", 7, 610, 72),
        ("European Journal of Medicinal Chemistry 127 (2017) 885e899", 7, 60, 72),
    )
    assert year == 2017


def test_a_vancouver_reference_dates_the_paper_though_its_copyright_is_garbled(tmp_path):
    """ "Am J Prev Med 2017;52(1):38–46. & 2016 …": © comes out of the PDF as "&"."""
    line = "Am J Prev Med 2017;52(1):38–46. & 2016 American Journal of Preventive Medicine."
    assert _year(tmp_path, (line, 8, 60, 72)) == 2017


def test_a_footer_saying_where_the_paper_is_to_appear_in_the_body_s_own_size(tmp_path):
    """The body's size is read from the section's lines; the footer shares it."""
    year = _year(
        tmp_path,
        ("Bigtable is a distributed storage system for managing structured data.", 12, 420, 72),
        ("It is designed to scale to a very large size: petabytes of data.", 12, 405, 72),
        ("To appear in OSDI 2006", 12, 60, 72),
    )
    assert year == 2006


def test_a_repository_cover_s_citation_wins_over_the_day_it_was_deposited(tmp_path):
    meta = read_back(
        write_page(
            tmp_path / "cover.pdf",
            [
                ("Design and numerical modelling of integrated optical components", 17, 720, 72),
                ("Wojciech Smigaj", 14, 690, 72),
                ("To cite this version:", 14, 660, 72),
                ("Wojciech Smigaj. Design and numerical modelling of optical", 12, 645, 72),
                ("components. Université Paul Cézanne, 2010. English. <tel-00567213>", 12, 630, 72),
                ("HAL Id: tel-00567213", 14, 600, 72),
                ("Submitted on 18 Feb 2011", 11, 580, 72),
            ],
        )
    )
    assert meta.year == 2010


def test_a_working_paper_s_cover_printing_its_year_alone_on_a_line(tmp_path):
    assert _year(tmp_path, ("2006", 14, 560, 72)) == 2006


def test_a_reference_to_appear_somewhere_does_not_date_the_paper(tmp_path):
    """A reference on the first page runs on over lines: its "to appear in" is another
    paper's venue, not this one's."""
    year = _year(
        tmp_path,
        ("[1] A. Smith and B. Jones. Learning sparse graphs quickly, ", 12, 390, 72),
        ("to appear in ICML 2012.", 12, 378, 72),
        ("© 2010 IEEE", 8, 60, 72),
    )
    assert year == 2010


def test_a_draft_s_date_printed_under_its_byline(tmp_path):
    """An economics draft dates itself under the byline: "Draft: February 16, 2009"."""
    assert _year(tmp_path, ("Draft: February 16, 2009", 10, 660, 72)) == 2009


def test_a_preprint_server_s_header_giving_the_day_this_version_was_posted(tmp_path):
    """bioRxiv's header: the DOI carries the first version's date, the words the version's."""
    line = (
        "bioRxiv preprint doi: https://doi.org/10.1101/2023.12.13.571462; "
        "this version posted June 7, 2024. The copyright holder for this preprint"
    )
    assert _year(tmp_path, (line, 8, 770, 72)) == 2024


def test_a_working_paper_s_year_alone_wins_over_the_day_an_archive_posted_it(tmp_path):
    year = _year(
        tmp_path,
        ("2006", 14, 560, 72),
        ("MPRA Paper No. 8468, posted 26. April 2008 14:42 UTC", 10, 520, 72),
    )
    assert year == 2006


def test_a_thesis_title_page_dated_by_its_month_and_year_alone_on_a_line(tmp_path):
    meta = read_back(
        write_page(
            tmp_path / "thesis.pdf",
            [
                ("Faculty of Engineering", 8, 760, 72),
                ("EXTENSION AND OPTIMISING COMPILATION", 17, 700, 72),
                ("OF CONSTRAINT HANDLING RULES", 17, 680, 72),
                ("Peter VAN WEERT", 12, 640, 72),
                ("Dissertation presented in partial fulfilment", 10, 560, 300),
                ("of the requirements for the degree of Doctor", 10, 548, 300),
                ("May 2010", 10, 500, 300),
            ],
        )
    )
    assert meta.year == 2010


def test_a_version_s_date_in_the_languages_lectern_speaks(tmp_path):
    """A German draft's "Stand: 16. Februar 2009", a French thesis "soutenue le 3 mai 2011",
    a Spanish "Borrador: 7 de junio de 2012"."""
    dated = {
        "Stand: 16. Februar 2009": 2009,
        "Thèse soutenue le 3 mai 2011": 2011,
        "Borrador: 7 de junio de 2012": 2012,
    }
    for n, (line, year) in enumerate(dated.items()):
        (tmp_path / str(n)).mkdir()
        assert _year(tmp_path / str(n), (line, 10, 660, 72)) == year, line


def test_a_thesis_title_page_s_place_and_date_in_portuguese_or_italian(tmp_path):
    """A thesis's title page ends with where and when it was written, in its own language:
    "Rio de Janeiro, julho de 2007", "Milano, 12 luglio 2007"."""
    dated = {"Rio de Janeiro, julho de 2007": 2007, "Milano, 12 luglio 2009": 2009}
    for n, (line, year) in enumerate(dated.items()):
        page: list[Piece] = [
            ("Universidade do Estado do Rio de Janeiro", 24, 720, 72),
            ("Dupla difração no LHC/CMS", 20, 660, 72),
            ("Sheila Mara Silva do Amaral", 20, 620, 72),
            ("Orientador: Alberto Franco de Sá Santoro", 16, 580, 72),
            (line, 14, 480, 72),
        ]
        (tmp_path / str(n)).mkdir()
        assert read_back(write_page(tmp_path / str(n) / "thesis.pdf", page)).year == year, line


def test_a_japanese_or_chinese_date_by_its_year_and_month():
    """ "草稿：2009年2月16日" after a label, "2013年4月" alone on a title page's line. The
    standard fonts a test can write a page in print no CJK, so the page is given as read."""
    for printed, year in (("草稿：2009年2月16日", 2009), ("2013年4月", 2013)):
        page = (
            Line("蛋白质语言模型的微调", 16, "蛋白质语言模型的微调"),
            Line("王小明 李华", 11, "王小明 李华"),
            Line(printed, 10, printed),
        )
        assert printed_year(page) == year, printed


def test_a_month_named_in_the_page_s_text_does_not_make_a_year_up(tmp_path):
    """ "May" and "March" are words too, and a version a sentence dates later on is another
    event's: only a date right after its label, or alone on its line, dates the paper."""
    year = _year(
        tmp_path,
        ("Draft version: may change before the final one", 10, 660, 72),
        ("We march through 12 cases in May and June.", 10, 645, 72),
        ("A new version of our software came out in March 2018.", 10, 630, 72),
    )
    assert year is None


SUBMITTED: Piece = ("Submitted September 29, 2021, and accepted for publication", 8, 120, 72)


def test_a_footer_s_journal_reference_with_pages_and_date_wins_over_the_day_it_was_submitted(
    tmp_path,
):
    """Cell Press: "Submitted September 29, 2021" in the first column's foot, the 2022 issue
    in the footer's reference: journal, volume, pages, the issue's date."""
    reference = ("Biophysical Journal 121, 1289–1298, April 5, 2022 1289", 8, 60, 72)
    assert _year(tmp_path, SUBMITTED, reference) == 2022


def test_a_copyright_line_whose_sign_pdfium_cannot_read_wins_over_the_day_it_was_submitted():
    """A © drawn from a font that does not say which character it is comes out as a control
    character ("\\x01 2022 Biophysical Society."); the standard fonts a test writes a page in
    cannot draw such a glyph, so the page is given as read."""
    page = (
        Line(
            "Lipid nanodiscs of the prefusion state", 16, "Lipid nanodiscs of the prefusion state"
        ),
        Line("Alice Smith and Bob Jones", 11, "Alice Smith and Bob Jones"),
        Line(SUBMITTED[0], 8, SUBMITTED[0]),
        Line("\x01 2022 Biophysical Society.", 8, "\x01 2022 Biophysical Society."),
    )
    assert printed_year(page) == 2022


ARGUMENT: list[Piece] = [
    ("Discovery disputes are prevalent in pretrial practice but are largely absent", 10.5, 620, 72),
    ("from casebooks and the decisions of the Supreme Court. The lack of formal", 10.5, 607, 72),
    ("appellate decisions contributes to the view that discovery functions like", 10.5, 594, 72),
    ("civil litigation's Wild West, without meaningful law development or error", 10.5, 581, 72),
]


def test_a_law_review_s_notes_at_the_foot_do_not_date_it(tmp_path):
    """The author's note and the first citations at a law review's foot name a symposium's
    year and the cases' years: none is the paper's. Its copyright line is."""
    notes: list[Piece] = [
        ("* Professor of Law. I thank those at the 2021 SEALS Annual Conference", 8.5, 150, 72),
        ("and the 2024 Law Review Symposium for their comments.", 8.5, 140, 72),
        (
            "1. See generally 602 U.S. 899 (2024) (holding that a citizen has no right).",
            8.5,
            130,
            72,
        ),
    ]
    page = [*TOP, *ARGUMENT, *notes]
    assert read_back(write_page(tmp_path / "law.pdf", page)).year is None
    copyright_line = ("Copyright © 2025 Jennifer M. Chacon", 8.5, 160, 72)
    assert read_back(write_page(tmp_path / "signed.pdf", [*page, copyright_line])).year == 2025


def test_a_german_header_giving_the_volume_s_year(tmp_path):
    header = ("PSYCHOLOGISCHE MEDIZIN 4 27. Jahrgang 2016, Nummer 3", 10, 760, 72)
    assert _year(tmp_path, header) == 2016


def test_a_citation_line_of_journal_year_volume_and_pages(tmp_path):
    """World Psychiatry prints how to cite it under the abstract: name, year;volume:pages."""
    assert _year(tmp_path, ("(World Psychiatry 2023;22:105–115)", 8.5, 500, 72)) == 2023


def test_a_scan_s_copyright_sign_read_as_a_nought(tmp_path):
    """An old scan's text layer gives "© 1996 Massachusetts Institute of Technology" with
    the sign read as "0"."""
    footer = ("0 1996 Massachusetts Institute of Technology", 9, 80, 72)
    assert _year(tmp_path, footer) == 1996


def test_an_article_number_in_place_of_pages_before_the_year(tmp_path):
    """Journals publishing article by article print a number for the pages: SciELO's
    header "33:e200057, 2021", "v. 35, e227169, 2023", Hoehnea's "Hoehnea 49:" /
    "e1112020, 4 tab., 3 fig., 2022"."""
    headers: list[list[Piece]] = [
        [("TransInformação, Campinas, 33:e200057, 2021", 8, 760, 72)],
        [("2 TransInformação I Campinas I v. 35 I e227169 I 2023", 6, 760, 72)],
        [
            ("Hoehnea 49:", 10, 760, 72),
            (
                "e1112020, 4 tab., 3 fig., 2022 http://dx.doi.org/10.1590/2236-8906-111/2020",
                10,
                748,
                72,
            ),
        ],
    ]
    for n, header in enumerate(headers):
        (tmp_path / str(n)).mkdir()
        assert _year(tmp_path / str(n), *header) == [2021, 2023, 2022][n], header


def test_years_an_abstract_says_were_published_do_not_date_the_paper(tmp_path):
    """ "the literature … published from 1972 to 2018" in the abstract is the works'
    studied, not the paper's: its header's reference dates it."""
    header = ("TransInformação, Campinas, 33:e200068, 2021", 8, 760, 72)
    abstract = (
        "This study analyses the literature on knowledge organization published from 1972 to 2018.",
        9,
        600,
        72,
    )
    assert _year(tmp_path, header, abstract) == 2021


def test_a_conference_s_place_and_days_in_a_footer(tmp_path):
    """IFAC's preprints print the congress, its place and its days at the page's foot
    ("Toulouse, France, July 9-14, 2017"), the year two lines after the congress's name."""
    footer: list[Piece] = [
        ("Preprints of the 20th World Congress", 8, 100, 72),
        ("The International Federation of Automatic Control", 8, 90, 72),
        ("Toulouse, France, July 9-14, 2017", 8, 80, 72),
    ]
    assert _year(tmp_path, *footer) == 2017


def test_a_price_line_s_year_with_its_copyright_sign_read_as_a_zero(tmp_path):
    """IEEE's first page prints "0-8186-7852-6/97 $10.00 © 1997 IEEE"; a scan's text layer
    reads the © as "0"."""
    assert _year(tmp_path, ("0-8186-7852-6/97 $10.00 0 1997 IEEE 433", 9, 80, 72)) == 1997


def test_the_header_s_reference_wins_over_a_year_as_well_placed_in_the_abstract(tmp_path):
    """A survey "published 2009" that the abstract speaks of reads as well as the header's
    own reference: the header, where a page prints its own, dates the paper."""
    header = ("TransInformação, Campinas, 33:e200068, 2021", 8, 760, 72)
    abstract = (
        "We repeat the national survey, published 2009, with the same questions.",
        9,
        600,
        72,
    )
    assert _year(tmp_path, header, abstract) == 2021


def test_a_header_s_volume_colon_pages_and_year(tmp_path):
    """Taylor & Francis's header gives the journal, its volume after a comma, the pages
    after a colon and the year: "Health Communication, 25: 230–237, 2010"."""
    assert _year(tmp_path, ("Health Communication, 25: 230–237, 2010", 8, 760, 72)) == 2010


def test_a_date_footnote_an_article_class_preprint_prints_at_the_page_s_foot(tmp_path):
    """A mathematics preprint (amsart) dates itself only in a footnote: "Date: May 11,
    2020.", among notes whose other years are a classification's ("2010 Mathematics
    Subject Classification")."""
    year = _year(
        tmp_path,
        (
            "We relate two formulas for the genus of a curve in projective space and " * 2,
            10,
            600,
            72,
        ),
        ("Date: May 11, 2020.", 8, 90, 72),
        ("2010 Mathematics Subject Classification. 14H99; 14F05.", 8, 80, 72),
    )
    assert year == 2020


def test_a_title_page_dated_with_the_day_s_name(tmp_path):
    """A lecture's title page: "Wednesday 14th September, 2016" under its byline."""
    assert _year(tmp_path, ("Wednesday 14th September, 2016", 12, 660, 72)) == 2016


def test_a_thesis_dated_by_the_day_it_was_handed_in_or_its_academic_year(tmp_path):
    """A German master's thesis's "Abgegeben am: 24.9.2024", an Italian one's "Anno
    Accademico" over "2024 / 2025" (handed in at the academic year's end, so its later
    year)."""
    dated: dict[str, tuple[Piece, ...]] = {
        "de": (
            ("Laufendes Semester: SS 2024", 11, 560, 72),
            ("Abgegeben am: 24.9.2024", 11, 545, 72),
        ),
        "it": (("Anno Accademico", 14, 560, 72), ("2024 / 2025", 14, 545, 72)),
    }
    for (language, lines), year in zip(dated.items(), (2024, 2025), strict=True):
        (tmp_path / language).mkdir()
        assert _year(tmp_path / language, *lines) == year, language


def test_a_russian_or_chinese_thesis_title_page_s_date():
    """A Russian title page ends "Петрозаводск — 2024" (its city, a dash, its year); a
    Chinese one's form gives "提交日期 2018 年 5 月 26 日" (the day it was handed in). The
    standard fonts a test can write a page in print neither, so the page is given as read."""
    for printed, year in (("Петрозаводск — 2024", 2024), ("提交日期 2018 年 5 月 26 日", 2018)):
        page = (
            Line("Алгоритмы управления запросами", 17, "Алгоритмы управления запросами"),
            Line("Анисимов Никита Николаевич", 14, "Анисимов Никита Николаевич"),
            Line(printed, 14, printed),
        )
        assert printed_year(page) == year, printed


def test_a_volume_header_with_its_number_journal_and_issue_day(tmp_path):
    """An old letters journal's header: its volume and number, its name and the issue's
    day, "Volume 195, number 2 PHYSICS LETTERS B 3 September 1987"."""
    header = ("Volume 195, number 2 PHYSICS LETTERS B 3 September 1987", 9, 760, 72)
    assert _year(tmp_path, header) == 1987


def test_a_running_head_s_issue_months_and_year(tmp_path):
    """A magazine's running head sets the issue's months and year apart between bars, its
    page's number after them ("acmqueue | january-february 2016 23"); the same words in
    the text between header and footer date nothing."""
    header = ("acmqueue | january-february 2016 23", 7, 760, 72)
    assert _year(tmp_path, header) == 2016
    (tmp_path / "text").mkdir()
    told = ("The survey ran from june 2014 | to the end of the year.", 10, 470, 72)
    assert _year(tmp_path / "text", told) is None


def test_a_footer_s_month_and_year_then_its_volume(tmp_path):
    """A magazine's footer: its page, the issue's month and year, a slash, its volume and
    number ("120 November 2005/Vol. 48, No. 11 COMMUNICATIONS OF THE ACM")."""
    footer = ("120 November 2005/Vol. 48, No. 11 COMMUNICATIONS OF THE ACM", 6, 40, 72)
    assert _year(tmp_path, footer) == 2005


def test_a_draft_s_or_a_print_s_stamp_in_figures_in_the_header_or_footer(tmp_path):
    """A draft's footer stamps the day in figures in the body's size ("1 2006/5/30"), a
    print's header with its time ("5/6/2006 5:34 PM"): the last resort, where nothing else
    dates the page."""
    assert _year(tmp_path, ("1 2006/5/30", 10, 40, 72)) == 2006
    (tmp_path / "print").mkdir()
    assert _year(tmp_path / "print", ("FINAL 5/6/2006 5:34 PM", 7, 770, 72)) == 2006


def test_a_first_section_s_heading_with_a_footnote_mark_starts_the_body(tmp_path):
    """A law review's "INTRODUCTION1" carries its first footnote's mark: the body starts
    there, so a year its text tells ("the 1968 Omnibus Crime Control Act, passed by
    Congress") is no date of the paper."""
    pieces: list[Piece] = [
        ("NATIONAL SECURITY ON THE LINE", 14, 700, 72),
        ("SUSAN LANDAU", 11, 675, 72),
        ("INTRODUCTION1", 11, 500, 72),
        ("Wiretaps have been used by law enforcement for well over a century.", 11, 485, 72),
        ("Not until the 1960s did Congress pass the first federal", 11, 470, 72),
        ("statute governing their use, Title III of the 1968 Omnibus Crime Act.", 11, 455, 72),
    ]
    assert read_back(write_page(tmp_path / "law.pdf", pieces)).year is None


def test_a_conference_s_year_printed_twice_wins_over_a_footer_s_slip(tmp_path):
    """A workshop paper's footer names the workshop three times, once with a slip in its
    year ("WGP '09: Proceedings of the 2010 ACM SIGPLAN Workshop", "WGP '10, September 26,
    2010"): the year most of them give is the paper's."""
    footer: list[Piece] = [
        ("WGP '09: Proceedings of the 2010 ACM SIGPLAN Workshop on Generic programming", 7, 80, 72),
        ("WGP '10, September 26, 2010, Baltimore, Maryland, USA.", 7, 70, 72),
    ]
    assert _year(tmp_path, *footer) == 2010
