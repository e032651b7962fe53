"""Papers behind a repository's or an aggregator's cover sheet (HAL's, ResearchGate's): the
sheet prints the title, how to cite the paper, where it is kept and who reads it, while the
byline and the abstract are on the paper's own first page, the page after it.
"""

from __future__ import annotations

from tests.core.helpers_pdf_pages import Piece, read_back, write_page

HAL_NOTICE: list[Piece] = [
    ("HAL is a multi-disciplinary open access", 10.9, 430, 72),
    ("archive for the deposit and dissemination of scientific research documents.", 10.9, 416, 72),
    ("L'archive ouverte pluridisciplinaire HAL, est", 10.9, 402, 320),
    ("destinée au dépôt et à la diffusion de documents scientifiques.", 10.9, 388, 320),
]


def _hal_sheet(title: str, authors: str, citation: list[str], ident: str) -> list[Piece]:
    """A HAL cover: title, authors, "To cite this version:", the citation, its id, the day
    it was deposited and the archive's notice."""
    return [
        (title, 17.2, 720, 72),
        (authors, 14.3, 690, 72),
        ("To cite this version:", 14.3, 660, 72),
        *[(line, 12, 645 - 15 * n, 72) for n, line in enumerate(citation)],
        (f"HAL Id: {ident}", 14.3, 590, 72),
        (f"https://hal.archives-ouvertes.fr/{ident}", 14.3, 575, 72),
        ("Submitted on 11 Nov 2010", 10.9, 550, 72),
        *HAL_NOTICE,
    ]


def test_a_repository_cover_sheet_leaves_the_abstract_to_the_paper_s_first_page(tmp_path):
    """HAL's sheet names the title and the authors (as its record has them); the byline as
    the paper prints it and the abstract, run in under it, are on the page after."""
    title = "Alternative sanctions for drug users: fruitless efforts or miracle solution?"
    sheet = _hal_sheet(
        title,
        "Eveline Wree, Lieven Pauwels",
        [
            "Eveline Wree, Lieven Pauwels. Alternative sanctions for drug users: fruitless",
            "efforts or miracle solution?. Crime, Law and Social Change, 2009, 52 (5), pp.513-525.",
        ],
        "hal-00535466",
    )
    paper: list[Piece] = [
        ("Alternative sanctions for drug users: fruitless efforts", 12.9, 720, 72),
        ("or miracle solution?", 12.9, 704, 72),
        ("Eveline De Wree & Lieven Pauwels", 10, 680, 72),
        ("Published online: 12 May 2009", 8, 664, 72),
        ("Abstract In most Western European countries, including Belgium, judicial", 10, 640, 72),
        ("alternative sanctions are increasingly being used for drug users.", 10, 628, 72),
        ("Introduction", 10, 600, 72),
    ]
    meta = read_back(write_page(tmp_path / "hal.pdf", paper, before=sheet))
    assert meta.title == title
    assert meta.authors == ("Eveline De Wree", "Lieven Pauwels")
    assert meta.year == 2009
    assert meta.abstract == (
        "In most Western European countries, including Belgium, judicial alternative "
        "sanctions are increasingly being used for drug users."
    )


def test_an_aggregator_s_cover_sheet_leaves_the_byline_to_the_paper_s_first_page(tmp_path):
    """ResearchGate's sheet lists the authors each over their place of work and their
    counts, no byline; the paper's page after it has the byline and a 'Resumo.'."""
    sheet: list[Piece] = [
        (
            "See discussions, stats, and author profiles for this publication at: "
            "https://www.researchgate.net/publication/321",
            6,
            760,
            40,
        ),
        ("Uso de Predição Estruturada para o Aprendizado de Métrica", 13.2, 730, 40),
        ("Conference Paper · November 2017", 6.6, 712, 40),
        ("CITATIONS", 5.3, 690, 40),
        ("2", 8, 680, 40),
        ("READS", 5.3, 690, 300),
        ("110", 8, 680, 300),
        ("3 authors:", 6.6, 660, 40),
        ("Maurício Archanjo Nunes Coelho", 6.6, 640, 60),
        ("Instituto Federal do Sudeste de Minas Gerais", 6.6, 630, 60),
        ("7 PUBLICATIONS   31 CITATIONS", 5.3, 620, 60),
        ("SEE PROFILE", 5.3, 610, 60),
        ("Raul Fonseca Neto", 6.6, 580, 60),
        ("Universidade Federal de Juiz de Fora", 6.6, 570, 60),
        ("59 PUBLICATIONS   183 CITATIONS", 5.3, 560, 60),
        ("SEE PROFILE", 5.3, 550, 60),
        (
            "All content following this page was uploaded by Raul Fonseca Neto on 11 November 2017.",
            6.6,
            60,
            40,
        ),
    ]
    paper: list[Piece] = [
        ("CILAMCE 2017", 10, 760, 72),
        ("USO DE PREDIÇÃO ESTRUTURADA PARA O APRENDIZADO DE", 14, 720, 72),
        ("MÉTRICA", 14, 703, 72),
        ("Maurício Archanjo Nunes", 12, 680, 72),
        ("archanjomau@yahoo.com.br", 12, 666, 72),
        ("Instituto Federal Sudeste Minas, Rio Pomba, Brasil", 12, 652, 72),
        ("Resumo. O sucesso de algoritmos de aprendizado depende de uma boa métrica.", 12, 620, 72),
        ("Palavras Chaves: Aprendizado de métricas, Predição estruturada.", 12, 600, 72),
    ]
    meta = read_back(write_page(tmp_path / "rg.pdf", paper, before=sheet))
    assert meta.title == "Uso de Predição Estruturada para o Aprendizado de Métrica"
    assert meta.authors[:1] == ("Maurício Archanjo Nunes",)
    assert meta.abstract == "O sucesso de algoritmos de aprendizado depende de uma boa métrica."


def test_a_cover_sheet_over_a_chapter_without_an_abstract_is_given_none(tmp_path):
    """The page after the sheet is the chapter's title and its contents: no abstract."""
    sheet = _hal_sheet(
        "Chapter X: The Tour de France: a success story in spite of doping",
        "Wladimir Andreff",
        [
            "Wladimir Andreff. Chapter X: The Tour de France. The Economics of Professional",
            "Road Cycling, Springer, 2016. <halshs-01279855>",
        ],
        "halshs-01279855",
    )
    paper: list[Piece] = [
        ("Chapter X", 14, 720, 72),
        ("The Tour de France: a success story in spite of doping", 14, 700, 72),
        ("Wladimir Andreff", 12, 676, 72),
        ("Contents", 12, 640, 72),
        ("1. The early years of the Tour and its economic model", 11, 620, 72),
        ("2. The Tour's revenues and who pays for them", 11, 606, 72),
    ]
    meta = read_back(write_page(tmp_path / "chapter.pdf", paper, before=sheet))
    assert meta.authors == ("Wladimir Andreff",)
    assert meta.year == 2016
    assert meta.abstract == ""


RESUME = (
    "La théorie de Landau-Ginzburg dépendante du temps a été généralisée pour inclure un "
    "couplage entre le paramètre d'ordre et la densité."
)


def test_an_old_scan_s_resume_and_abstract_with_their_dashes_read_as_numbers(tmp_path):
    """A 1979 scan behind HAL's sheet: its text layer gives the dash after each heading as
    "2014", its code point's number, and prints the abstract twice, in French then in
    English. The abstract is the first, without the number and without the second."""
    sheet = _hal_sheet(
        "Sound attenuation and dispersion near the nematic-smectic A phase transition",
        "J. Swift, B.J. Mulvaney",
        [
            "J. Swift, B.J. Mulvaney. Sound attenuation and dispersion near the nematic-smectic A",
            "phase transition. Journal de Physique Lettres, 1979, 40 (13), pp.287-290.",
        ],
        "jpa-00231626",
    )
    paper: list[Piece] = [
        ("L-287", 7, 760, 72),
        (
            "Sound attenuation and dispersion near the nematic-smectic A phase transition",
            11.7,
            730,
            72,
        ),
        ("J. Swift", 8.5, 712, 72),
        ("Department of Physics, University of Texas at Austin, Austin, Texas", 7.4, 700, 72),
        (
            "Résumé. 2014 La théorie de Landau-Ginzburg dépendante du temps a été généralisée",
            8,
            670,
            72,
        ),
        ("pour inclure un couplage entre le paramètre d'ordre et la densité.", 8, 660, 72),
        (
            "Abstract. 2014 The time dependent Ginzburg-Landau theory of the nematic-smectic A",
            8,
            645,
            72,
        ),
        (
            "transition is generalized to include coupling of the order parameter to the density.",
            8,
            635,
            72,
        ),
        ("1. Introduction. - Recent experiments on the propagation of sound", 9, 600, 72),
    ]
    meta = read_back(write_page(tmp_path / "scan.pdf", paper, before=sheet))
    assert meta.authors == ("J. Swift", "B.J. Mulvaney")
    assert meta.year == 1979
    assert meta.abstract == RESUME


def test_a_university_repository_s_cover_sheet_and_its_rights_notices(tmp_path):
    """A university's research portal prints its own sheet: the title, how to cite the
    paper, its version, the rights and the take-down policy in prose, no byline. The
    authors and the abstract are the paper's own page's, not the sheet's notices."""
    sheet: list[Piece] = [
        ("Research Explorer", 12, 750, 72),
        ("Sparse graphs and the methods that find their structure", 16, 710, 72),
        ("Citation for published version:", 10, 680, 72),
        ("Smith, AK & Jones, B 2015, 'Sparse graphs and the methods that find their", 10, 666, 72),
        ("structure', Journal of Graph Studies, vol. 5, no. 3, pp. 1-10.", 10, 654, 72),
        ("Link:", 10, 630, 72),
        ("Link to publication record in Research Explorer", 10, 618, 72),
        ("Document Version:", 10, 594, 72),
        ("Peer reviewed version", 10, 582, 72),
        ("General rights", 10, 558, 72),
        (
            "Copyright for the publications made accessible via the portal is retained by",
            10,
            546,
            72,
        ),
        (
            "the author(s) and it is a condition of accessing these publications that users",
            10,
            534,
            72,
        ),
        (
            "recognise and abide by the legal requirements associated with these rights.",
            10,
            522,
            72,
        ),
        ("Take down policy", 10, 498, 72),
        (
            "The University has made every reasonable effort to ensure that the content in",
            10,
            486,
            72,
        ),
        ("the portal does not infringe any person's rights. If you believe that the", 10, 474, 72),
        ("public display of this file breaches copyright please contact us with the", 10, 462, 72),
        (
            "details, and we will remove access to the work immediately and investigate.",
            10,
            450,
            72,
        ),
        ("Download date: 12. Jan. 2021", 10, 420, 72),
    ]
    paper: list[Piece] = [
        ("Journal of Graph Studies 5 (2015) 1–10", 8, 760, 72),
        ("Sparse graphs and the methods that find their structure", 16, 720, 72),
        ("Anna K. Smith, Brian Jones", 11, 695, 72),
        ("School of Informatics, University of Edinburgh, United Kingdom", 9, 680, 72),
        ("Abstract", 10, 655, 72),
        ("We compare the methods that find the structure of sparse graphs.", 9, 642, 72),
        ("1 Introduction", 11, 610, 72),
    ]
    meta = read_back(write_page(tmp_path / "portal.pdf", paper, before=sheet))
    assert meta.title == "Sparse graphs and the methods that find their structure"
    assert meta.authors == ("Anna K. Smith", "Brian Jones")
    assert meta.year == 2015
    assert meta.abstract == "We compare the methods that find the structure of sparse graphs."


def test_an_eprints_repository_s_copy_notice_is_a_cover_sheet(tmp_path):
    """An EPrints repository's sheet says in one size what copy it is, where it is kept,
    its version, and how to have it taken down, the title only inside its first sentence;
    the paper's own page follows, its title set apart."""
    title = "Sparse graphs and the methods that find their structure"
    sheet: list[Piece] = [
        (f"This is a repository copy of {title}.", 12, 720, 72),
        ("Research Online URL for this paper:", 12, 696, 72),
        ("https://eprints.example.ac.uk/12345/", 12, 684, 72),
        ("Version: Accepted Version", 12, 660, 72),
        ("Reuse", 12, 630, 72),
        (
            "Items deposited in the repository are protected by copyright, with all rights",
            12,
            618,
            72,
        ),
        (
            "reserved unless indicated otherwise. They may be downloaded for private study.",
            12,
            606,
            72,
        ),
        ("Takedown", 12, 580, 72),
        (
            "If you consider content in the repository to be in breach of the law, please",
            12,
            568,
            72,
        ),
        (
            "notify us by emailing the address below, with the reason for the withdrawal.",
            12,
            556,
            72,
        ),
    ]
    paper: list[Piece] = [
        (title, 16, 720, 72),
        ("Anna K. Smith, Brian Jones", 11, 695, 72),
        ("School of Informatics, University of Leeds, United Kingdom", 9, 680, 72),
        ("Abstract", 10, 655, 72),
        ("We compare the methods that find the structure of sparse graphs.", 9, 642, 72),
        ("1 Introduction", 11, 610, 72),
    ]
    meta = read_back(write_page(tmp_path / "eprints.pdf", paper, before=sheet))
    assert meta.title == title
    assert meta.authors == ("Anna K. Smith", "Brian Jones")
    assert meta.abstract == "We compare the methods that find the structure of sparse graphs."


def test_a_proceedings_cover_before_the_paper_s_first_page(tmp_path):
    """USENIX puts a cover before each paper: the proceedings, their days and place, the
    title and the authors; the paper's own page after it prints them again, with the
    abstract. The cover is known by its shape: short, no abstract, the title the next page
    opens with."""
    cover: list[Piece] = [
        ("This paper is included in the Proceedings of the", 14, 720, 72),
        ("33rd USENIX Security Symposium.", 14, 702, 72),
        ("August 14–16, 2024 • Philadelphia, PA, USA", 11, 680, 72),
        ("978-1-939133-44-1", 11, 665, 72),
        ("Logic Gone Astray: A Security Analysis Framework", 18, 600, 72),
        ("for the Control Plane Protocols of 5G Basebands", 18, 578, 72),
        (
            "Kai Tu, Abdullah Al Ishtiaq and Syed Rafiul Hussain, Pennsylvania State University",
            11,
            550,
            72,
        ),
        ("https://www.usenix.org/conference/usenixsecurity24/presentation/tu", 10, 530, 72),
    ]
    paper: list[Piece] = [
        ("Logic Gone Astray: A Security Analysis Framework for the", 14, 720, 72),
        ("Control Plane Protocols of 5G Basebands", 14, 702, 72),
        ("Kai Tu, Abdullah Al Ishtiaq, Syed Rafiul Hussain", 11, 680, 72),
        ("Pennsylvania State University", 11, 666, 72),
        ("Abstract", 12, 640, 72),
        (
            "We develop 5GBaseChecker, an efficient, scalable, and dynamic security analysis",
            10,
            625,
            72,
        ),
        ("framework based on differential testing for 5G basebands.", 10, 613, 72),
        ("1 Introduction", 12, 590, 72),
    ]
    meta = read_back(write_page(tmp_path / "usenix.pdf", paper, before=cover))
    assert meta.title == (
        "Logic Gone Astray: A Security Analysis Framework for the Control Plane Protocols of "
        "5G Basebands"
    )
    assert meta.authors[0] == "Kai Tu"
    assert meta.year == 2024
    assert meta.abstract == (
        "We develop 5GBaseChecker, an efficient, scalable, and dynamic security analysis "
        "framework based on differential testing for 5G basebands."
    )


def test_how_to_cite_the_paper_on_its_own_first_page_makes_it_no_cover(tmp_path):
    """SciELO's first page says how to cite the paper ("Como citar este artigo/How to cite
    this article: …") above its "Resumo", as a publisher's cover says "To cite this
    article:"; the page with the abstract is the paper's own, whatever it prints."""
    first: list[Piece] = [
        ("TransInformação I Campinas I v. 35 I e227169 I 2023", 7, 760, 72),
        ("A publicação científica brasileira e", 20, 720, 72),
        ("chinesa indexada na Web of Science", 20, 696, 72),
        ("Laura Lavínia Sabino dos Santos1, Rosângela Schwarz Rodrigues2", 10, 660, 72),
        ("1 Universidade Federal de Santa Catarina, Florianópolis, SC, Brasil.", 8, 640, 72),
        (
            "Como citar este artigo/How to cite this article: Santos, L.L.S.; Rodrigues, R.S.",
            8,
            628,
            72,
        ),
        (
            "A publicação científica brasileira e chinesa. Transinformação. v. 35, e227169, 2023.",
            8,
            618,
            72,
        ),
        ("Resumo", 12, 590, 72),
        (
            "Este estudo compara o perfil da publicação científica brasileira e o da chinesa.",
            10,
            575,
            72,
        ),
    ]
    second: list[Piece] = [
        ("Abstract", 11, 720, 72),
        (
            "This study compares the profile of Brazilian and Chinese scientific publications.",
            9,
            705,
            72,
        ),
        ("Introdução", 13, 670, 72),
    ]
    meta = read_back(write_page(tmp_path / "scielo.pdf", second, before=first))
    assert meta.title == "A publicação científica brasileira e chinesa indexada na Web of Science"
    assert meta.authors == ("Laura Lavínia Sabino dos Santos", "Rosângela Schwarz Rodrigues")
    assert meta.year == 2023


def test_an_archive_s_cover_names_the_author_and_year_an_old_paper_s_page_does_not(tmp_path):
    """JSTOR's cover before a 1929 paper: the paper's page prints its title and text only
    (its author signs at its end, its year is nowhere), the cover says who wrote it and
    where it was published."""
    cover: list[Piece] = [
        ("Stability in Competition", 14, 720, 72),
        ("Author(s): Harold Hotelling", 10, 700, 72),
        (
            "Source: The Economic Journal , Mar., 1929, Vol. 39, No. 153 (Mar., 1929), pp. 41-57",
            10,
            686,
            72,
        ),
        ("Stable URL: http://www.jstor.com/stable/2224214", 10, 672, 72),
    ]
    paper: list[Piece] = [
        ("STABILITY IN COMPETITION", 12, 720, 72),
        ("AFTER the work of the late Professor F. Y. Edgeworth one may doubt that", 10, 690, 72),
        ("anything further can be said on the theory of competition among sellers.", 10, 678, 72),
    ]
    meta = read_back(write_page(tmp_path / "jstor.pdf", paper, before=cover))
    assert meta.authors == ("Harold Hotelling",)
    assert meta.year == 1929


def test_a_working_paper_s_own_page_in_one_type_keeps_the_title_its_cover_sets_apart(tmp_path):
    """A working paper series' cover sets the title apart in capitals under the series'
    name; the paper's own page after it prints everything in one type, the title running
    on into the byline and the abstract's heading: the title ends where the cover's does."""
    cover: list[Piece] = [
        ("WORKING PAPER SERIES", 12, 740, 200),
        ("THE INEXORABLE AND MYSTERIOUS TRADEOFF", 12, 700, 150),
        ("BETWEEN INFLATION AND UNEMPLOYMENT", 12, 686, 160),
        ("N. Gregory Mankiw", 12, 640, 230),
        ("Working Paper 7884", 12, 600, 230),
        ("NATIONAL BUREAU OF ECONOMIC RESEARCH", 12, 560, 150),
        ("Cambridge, MA 02138", 12, 546, 230),
        ("September 2000", 12, 520, 240),
    ]
    own: list[Piece] = [
        ("The Inexorable and Mysterious Tradeoff Between Inflation and Unemployment", 12, 740, 72),
        ("N. Gregory Mankiw", 12, 720, 72),
        ("Working Paper No. 7884", 12, 706, 72),
        ("September 2000", 12, 692, 72),
        ("ABSTRACT", 12, 670, 72),
        (
            "This paper discusses the short-run tradeoff between inflation and unemployment.",
            12,
            650,
            72,
        ),
    ]
    meta = read_back(write_page(tmp_path / "w7884.pdf", own, before=cover))
    assert meta.title == "The Inexorable and Mysterious Tradeoff Between Inflation and Unemployment"
