"""Title layouts where the page's printed title must win: a document Title that differs
from it, a superscript inside it, a journal's or a university's name above it, a
publisher's cover page before it, small capitals, a title written late in the page's text.

Each PDF is written here with PDFium (pypdfium2, the library Lectern reads PDFs with):
pieces of text at the sizes and places such a first page has, read back by the real reader.
"""

from __future__ import annotations

from pathlib import Path

from lectern.core.pdf.metadata import paper_metadata
from lectern.core.pdf.outcome import Line, Outcome, PdfReading
from tests.core.helpers_pdf_pages import Piece, Run, read_back, write_page, write_runs


def test_a_document_title_missing_the_printed_title_s_first_letter(tmp_path):
    """A document Title typed without the title's first letter ("Diosyncratic …" for the
    printed "IDIOSYNCRATIC …") is read past: the printed title is the paper's."""
    path = write_page(
        tmp_path / "typo.pdf",
        [
            ("IDIOSYNCRATIC SHOCKS AND THE ROLE OF NONCONVEXITIES", 14, 700, 72),
            ("IN PLANT AND AGGREGATE INVESTMENT DYNAMICS", 14, 682, 72),
            ("Aubhik Khan, Julia K. Thomas", 10, 655, 72),
        ],
        title="Diosyncratic Shocks and the Role of Nonconvexities in Plant and Aggregate "
        "Investment Dynamics",
    )
    meta = read_back(path)
    assert meta.title == (
        "IDIOSYNCRATIC SHOCKS AND THE ROLE OF NONCONVEXITIES IN PLANT AND AGGREGATE "
        "INVESTMENT DYNAMICS"
    )
    assert meta.authors == ("Aubhik Khan", "Julia K. Thomas")


def test_a_short_document_title_inside_the_printed_one(tmp_path):
    """A document Title of a few of the printed title's words ("Vector Clocks", the
    magazine's section) is not the paper's title: the page prints a longer one."""
    path = write_page(
        tmp_path / "short.pdf",
        [
            ("February 2002", 11, 730, 72),
            ("Fundamentals of Distributed Computing:", 22, 700, 72),
            ("A Practical Tour of Vector Clocks and Their Uses", 22, 675, 72),
            ("Roberto Baldoni, Michel Raynal", 11, 650, 72),
        ],
        title="Vector Clocks",
    )
    assert read_back(path).title == (
        "Fundamentals of Distributed Computing: A Practical Tour of Vector Clocks and Their Uses"
    )


def test_a_superscript_inside_the_title_is_part_of_it(tmp_path):
    """A power set high after a letter with the title going on after it ("Ising on S²
    - The Affine Conjecture") is the title's, where a footnote's mark after its last word
    is not."""
    path = write_runs(
        tmp_path / "power.pdf",
        [
            ([("Ising on S", 16, 0), ("2", 12, 6), (" - The Affine Conjecture", 16, 0)], 700),
            ([("Richard C. Brower, George T. Fleming", 11, 0)], 670),
            ([("We review the construction of the model on a triangulated sphere.", 10, 0)], 620),
            ([("Our results hold for every lattice we tried, large and small.", 10, 0)], 605),
        ],
    )
    meta = read_back(path)
    assert meta.title == "Ising on S2 - The Affine Conjecture"
    assert meta.authors == ("Richard C. Brower", "George T. Fleming")


def test_a_power_pdfium_reads_as_a_line_of_its_own_inside_the_title():
    """PoS's title font: PDFium reads the power as a line of its own between the title's
    two halves ("Ising on S" / "2" / "- The Affine Conjecture"), all three the title's."""
    printed = [
        ("Ising on S", 16.18),
        ("2", 12.45),
        ("- The Affine Conjecture", 16.18),
        ("Richard C. Brower, George T. Fleming", 11.24),
        ("We review the construction of the model on a triangulated sphere.", 9.96),
        ("Surprisingly, this led to a precise map of the lattice couplings to", 9.96),
        ("the target geometry in order to reach the conformal field theory.", 9.96),
    ]
    lines = tuple(Line(text, size, text) for text, size in printed)
    page = "\n".join(text for text, _ in printed)
    meta = paper_metadata(PdfReading("pos.pdf", Outcome.TEXT, pages=(page,), lines=lines))
    assert meta.title == "Ising on S2 - The Affine Conjecture"
    assert meta.authors == ("Richard C. Brower", "George T. Fleming")


def test_a_superscript_ending_the_title_is_a_mark(tmp_path):
    """A footnote's mark after the title's last word stays out of it."""
    path = write_runs(
        tmp_path / "mark.pdf",
        [
            ([("Ising Model on the Sphere", 16, 0), ("1", 12, 6)], 700),
            ([("Richard C. Brower, George T. Fleming", 11, 0)], 670),
            ([("We review the construction of the model on a triangulated sphere.", 10, 0)], 620),
        ],
    )
    assert read_back(path).title == "Ising Model on the Sphere"


def test_a_journal_s_name_in_the_title_s_size_above_it(tmp_path):
    """A journal's name set as a banner in the title's own size ("Nutrition and Metabolic
    Insights") is no title: the page prints it again with its year, volume and pages."""
    path = write_page(
        tmp_path / "banner.pdf",
        [
            ("Nutrition and Metabolic Insights 2009:2 27-35", 10, 760, 72),
            ("This article is available from http://www.la-press.com.", 10, 748, 72),
            ("Nutrition and Metabolic Insights", 18, 720, 72),
            ("O r i g inal R e s e a r c h", 10, 700, 72),
            ("Decreased Serum Cu/Zn SOD in Children with Autism", 18, 680, 72),
            ("A.J. Russo", 12, 655, 72),
            ("Research Director, Health Research Institute, Warrenville, USA", 10, 640, 72),
        ],
    )
    meta = read_back(path)
    assert meta.title == "Decreased Serum Cu/Zn SOD in Children with Autism"
    assert meta.authors == ("A.J. Russo",)


def test_a_thesis_title_page_s_university_and_programme_above_the_title(tmp_path):
    """A thesis's title page names its university, its programme and the degree above the
    title, the university in the largest type: the title is the line after them, the
    author's name under it is no part of it."""
    path = write_page(
        tmp_path / "thesis.pdf",
        [
            ("Universidade do Estado do Rio de Janeiro", 24, 740, 72),
            ("Pos-Graduacao em Fisica", 20, 710, 72),
            ("Dissertacao de Mestrado", 14, 690, 72),
            ("Dupla difracao no LHC/CMS", 20, 640, 72),
            ("Sheila Mara Silva do Amaral", 20, 600, 72),
            ("Orientador: Alberto Franco de Sa Santoro", 17, 560, 72),
            ("Rio de Janeiro, julho de 2007", 14, 500, 72),
        ],
    )
    meta = read_back(path)
    assert meta.title == "Dupla difracao no LHC/CMS"
    assert meta.authors == ("Sheila Mara Silva do Amaral",)


def test_a_publisher_s_cover_page_with_its_copyright_notice(tmp_path):
    """A society's cover page (the title, the authors and where they work, the notice of
    who holds the copyright and what a reader may do with the copy) is passed over for the
    paper's own first page: its byline and its abstract, not the notice."""
    cover: list[Piece] = [
        ("Econometrica, Vol. 76, No. 2 (March, 2008), 395-436", 10.5, 740, 72),
        ("SPARSE SHOCKS AND THE ROLE OF LUMPY INVESTMENT", 10.5, 715, 72),
        ("AUBHIK KHAN", 8.4, 690, 72),
        ("Federal Reserve Bank of Philadelphia, Philadelphia, PA 19106, U.S.A.", 10.5, 675, 72),
        (
            "The copyright to this Article is held by the Econometric Society. It may be",
            10.5,
            640,
            72,
        ),
        (
            "downloaded, printed and reproduced only for educational or research purposes,",
            10.5,
            627,
            72,
        ),
        (
            "including use in course packs. No downloading or copying may be done for any",
            10.5,
            614,
            72,
        ),
        (
            "commercial purpose without the explicit permission of the Econometric Society.",
            10.5,
            601,
            72,
        ),
    ]
    path = write_page(
        tmp_path / "cover.pdf",
        [
            ("Econometrica, Vol. 76, No. 2 (March, 2008), 395-436", 10.5, 740, 72),
            ("SPARSE SHOCKS AND THE ROLE OF LUMPY INVESTMENT", 10.5, 715, 72),
            ("BY AUBHIK KHAN AND JULIA K. THOMAS", 8.4, 690, 72),
            ("We study a model of lumpy investment wherein establishments face shocks", 9, 660, 72),
            (
                "to common and plant-specific productivity, and nonconvex adjustment costs",
                9,
                648,
                72,
            ),
            ("lead them to pursue generalized investment rules. We allow persistent", 9, 636, 72),
            ("heterogeneity in both capital and total factor productivity alike.", 9, 624, 72),
            ("KEYWORDS: Lumpy investment, general equilibrium.", 9, 606, 72),
            ("1. INTRODUCTION", 10.5, 580, 72),
        ],
        before=cover,
    )
    meta = read_back(path)
    assert meta.title == "SPARSE SHOCKS AND THE ROLE OF LUMPY INVESTMENT"
    assert meta.authors == ("Aubhik Khan", "Julia K. Thomas")
    assert meta.abstract.startswith("We study a model of lumpy investment")


def test_a_title_the_pdf_writes_after_the_page_s_text(tmp_path):
    """A magazine's page written byline, abstract and first column first, its title, in
    type twice the size of anything else, last: the title is found however late the PDF
    writes it, and the byline at the page's top."""
    abstract = [
        (f"Background: the treatment of eczema is leave-on emollients, part {n} of the aim.", 12)
        for n in range(14)
    ]
    column = [
        (f"Atopic eczema is a common disease that affects one in {n} children.", 10)
        for n in range(26)
    ]
    printed = [
        ("Robert Oakley, Sandra Lawton", 12),
        ("Abstract", 12),
        *abstract,
        *column,
        ("Views on unwanted effects of", 28.56),
        ("leave-on emollients and experiences", 28.56),
        ("surrounding their incidence", 28.56),
        *column[:4],
    ]
    pieces, y = [], 785.0
    for text, size in printed:
        y -= size  # a line's height above its baseline, and a little space under it
        pieces.append((text, float(size), y, 72.0))
        y -= size * 0.25
    meta = read_back(write_page(tmp_path / "late.pdf", pieces))
    assert meta.title == (
        "Views on unwanted effects of leave-on emollients and experiences surrounding their "
        "incidence"
    )
    assert meta.authors == ("Robert Oakley", "Sandra Lawton")
    assert meta.abstract.startswith("Background: the treatment of eczema")


def _small_caps(text: str, size: float, small: float) -> list[Run]:
    """`text` set in small capitals: each word's first letter at `size`, the rest of its
    letters as capitals at `small`, all on the baseline."""
    runs: list[Run] = []
    for n, word in enumerate(text.split()):
        lead = " " if n else ""
        runs.append((lead + word[0].upper(), size, 0))
        if word[1:]:
            runs.append((word[1:].upper(), small, 0))
    return runs


def test_a_title_in_small_capitals_reads_at_its_capitals_size(tmp_path):
    """A title set in small capitals is read at its capitals' size, the size it is seen
    at, not its small letters' (most of its letters): so it is the title over the smaller
    line of the article's type above it."""
    path = write_runs(
        tmp_path / "smallcaps.pdf",
        [
            ([("Research Study", 14, 0)], 740),
            (_small_caps("Views on unwanted effects of emollients", 20, 13), 700),
            ([("Robert Oakley, Sandra Lawton", 11, 0)], 670),
            ([("We asked the patients what they felt about the emollients.", 10, 0)], 620),
            ([("Our results hold for every patient we asked, young and old.", 10, 0)], 605),
            ([("The effects were many and the patients told us of each.", 10, 0)], 590),
        ],
    )
    meta = read_back(path)
    assert meta.title == "VIEWS ON UNWANTED EFFECTS OF EMOLLIENTS"
    assert meta.authors == ("Robert Oakley", "Sandra Lawton")


def test_a_word_in_small_capitals_is_a_word_not_a_mark(tmp_path):
    """Small capitals on the baseline ("AND" between two names in capitals, the rest of
    "SHANNON" after its "S") are letters of the line; only a mark set above it is left out."""
    path = write_runs(
        tmp_path / "byline.pdf",
        [
            ([("The Tenascin Family of Glycoproteins", 16, 0)], 700),
            (
                [
                    ("FREDERICK SCHEETZ JONES", 8.5, 0),
                    ("1", 6, 3.5),
                    (" AND", 6, 0),
                    (" PETER LLOYD JONES", 8.5, 0),
                    ("2", 6, 3.5),
                ],
                670,
            ),
            ([("We review the family and what each of its members does.", 10, 0)], 620),
            ([("Our results hold for every tissue we tried, young and old.", 10, 0)], 605),
            ([("The members were many and each was found in the tissue.", 10, 0)], 590),
        ],
    )
    assert read_back(path).authors == ("Frederick Scheetz Jones", "Peter Lloyd Jones")
    path = write_runs(
        tmp_path / "by.pdf",
        [
            ([("A Mathematical Theory of Communication", 16, 0)], 700),
            ([("By C. E. S", 10, 0), ("HANNON", 7.5, 0)], 670),
            ([("The recent development of various methods of modulation.", 10, 0)], 620),
            ([("Our results hold for every channel we tried, noisy or not.", 10, 0)], 605),
            ([("The methods were many and each was found to be useful.", 10, 0)], 590),
        ],
    )
    assert read_back(path).authors == ("C. E. Shannon",)


# A font whose letters "a" and "b" read back as the mathematical italic "𝑎" and "𝑏", as
# TeX's math fonts map theirs: what PDFium counts as two characters each.
_ITALIC_CMAP = b"""/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CMapName /Italic def 1 begincodespacerange <00> <FF> endcodespacerange
2 beginbfchar <61> <D835DC4E> <62> <D835DC4F> endbfchar endcmap
CMapName currentdict /CMap defineresource pop end end"""


def _write_marked(path: Path, lines: list[tuple[list[Run], float]]) -> Path:
    """A page written by hand (PDFium writes no font of our own): each line's runs in
    Helvetica, a run of "a" and "b" in the font that reads them as mathematical italics,
    each raised by its own rise."""
    content = b""
    for runs, y in lines:
        content += b"BT 72 %d Td " % y
        for text, size, rise in runs:
            font = b"F2" if set(text) <= {"a", "b"} else b"F1"
            content += b"/%s %g Tf %g Ts (%s) Tj " % (font, size, rise, text.encode())
        content += b"ET\n"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(content), content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R >>",
        b"<< /Length %d >>\nstream\n%s\nendstream" % (len(_ITALIC_CMAP), _ITALIC_CMAP),
    ]
    data, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(data))
        data += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(data)
    data += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    data += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    data += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    path.write_bytes(data)
    return path


def test_affiliation_marks_in_mathematical_italics_leave_the_names_whole(tmp_path):
    """PoS marks affiliations with mathematical italic letters ("Brower,𝑎"), characters
    PDFium counts as two: the names after them keep every letter ("Nobuyuki", "Misra")."""
    path = _write_marked(
        tmp_path / "italic.pdf",
        [
            ([("Ising on the Sphere and the Affine Conjecture", 16, 0)], 700),
            (
                [
                    ("Richard C. Brower,", 11, 0),
                    ("a", 8, 4),
                    (" George T. Fleming,", 11, 0),
                    ("b", 8, 4),
                    (" Nobuyuki Matsumoto", 11, 0),
                    ("a", 8, 4),
                    (" and Rohan Misra", 11, 0),
                    ("a", 8, 4),
                ],
                670,
            ),
            ([("We review the construction of the model on a triangulated sphere.", 10, 0)], 620),
            ([("Our results hold for every lattice we tried, large and small.", 10, 0)], 605),
            ([("The couplings were many and each was found on the sphere.", 10, 0)], 590),
        ],
    )
    assert read_back(path).authors == (
        "Richard C. Brower",
        "George T. Fleming",
        "Nobuyuki Matsumoto",
        "Rohan Misra",
    )
