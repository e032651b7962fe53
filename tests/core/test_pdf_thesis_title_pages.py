"""Thesis title pages as they are printed in the languages theses are written in: the
writer named after a label ("Laureando", "Par", "Vorgelegt von:") among supervisors and a
jury, or right above the title under the university's lines, all in one size; and the
abstract a thesis prints in its front matter, pages after its title page.

Each PDF is written here with PDFium (pypdfium2, the library Lectern reads PDFs with):
lines of text at the sizes and places such a title page has, read back by the real reader.
"""

from __future__ import annotations

from lectern.core.pdf.metadata import paper_metadata
from lectern.core.pdf.outcome import Line, Outcome, PdfReading
from tests.core.helpers_pdf_pages import Piece, read_back, write_page, write_pages


def test_an_italian_thesis_s_writer_under_its_label_not_its_supervisor(tmp_path):
    """The supervisor ("Relatore") is named first, under the title; the writer after
    "Laureando"."""
    pieces: list[Piece] = [
        ("Corso di Laurea magistrale", 14, 740, 72),
        ("Tesi di Laurea", 14, 720, 72),
        ("Art Lending", 20, 680, 72),
        ("Relatore", 14, 620, 72),
        ("Ch. Prof. Angelo Maria Monaco", 14, 605, 72),
        ("Correlatrice", 14, 585, 72),
        ("Ch.ma Prof.ssa Valeria Maggian", 14, 570, 72),
        ("Laureando", 14, 550, 300),
        ("Matteo Fantin", 14, 535, 300),
        ("Matricola 881491", 14, 520, 300),
    ]
    meta = read_back(write_page(tmp_path / "tesi.pdf", pieces))
    assert meta.title == "Art Lending"
    assert meta.authors == ("Matteo Fantin",)


def test_a_french_medical_thesis_s_writer_after_par_not_its_jury(tmp_path):
    pieces: list[Piece] = [
        ("UNIVERSITE DE BRETAGNE OCCIDENTALE", 17, 740, 72),
        ("Thèse de DOCTORAT en MÉDECINE", 14, 700, 72),
        ("Par", 14, 680, 72),
        ("Sacha SCHUTZ", 17, 660, 72),
        ("Présentée et soutenue publiquement le 23 Mai 2017", 12, 640, 72),
        ("Description du microbiote pulmonaire chez les", 25, 600, 72),
        ("patients atteints de mucoviscidose", 25, 570, 72),
        ("Président Monsieur le Professeur Claude FEREC", 14, 530, 72),
        ("Monsieur Professeur Philippe LANOTTE", 14, 515, 72),
        ("Madame le Docteur Emmanuelle GENIN", 14, 500, 72),
    ]
    meta = read_back(write_page(tmp_path / "these.pdf", pieces))
    assert meta.authors == ("Sacha Schutz",)


def test_a_german_thesis_s_writer_after_its_label_on_the_line(tmp_path):
    pieces: list[Piece] = [
        ("Die Rolle der echten Frau in rechten Medien", 18, 720, 72),
        ("Masterarbeit im Fach Digital Humanities", 11, 690, 72),
        ("Vorgelegt von: Paula-Theres Schumann", 11, 675, 72),
        ("Erstgutachter: Prof. Dr. Mareike Schumacher", 11, 660, 72),
    ]
    meta = read_back(write_page(tmp_path / "masterarbeit.pdf", pieces))
    assert meta.authors == ("Paula-Theres Schumann",)


def test_a_thesis_title_page_all_in_one_size_university_writer_then_title(tmp_path):
    """A Brazilian monograph: the institute (over two lines) and its department, the writer,
    the title, all in one size, then the degree's sentence in smaller type."""
    pieces: list[Piece] = [
        ("INSTITUTO DE ENSINO SUPERIOR DA GRANDE", 10.6, 740, 72),
        ("FLORIANÓPOLIS - IESGF", 10.6, 728, 72),
        ("COORDENAÇÃO DE DIREITO", 10.6, 716, 72),
        ("ARYANE KAROLLINE DA SILVA SANTIAGO", 10.6, 680, 72),
        ("DANO MORAL POR ABANDONO AFETIVO", 10.6, 640, 72),
        ("Trabalho de Conclusão de Curso", 9.5, 600, 300),
        ("submetido ao Instituto de Ensino", 9.5, 588, 300),
        ("Superior da Grande Florianópolis -", 9.5, 576, 300),
        ("IESGF, como requisito parcial à", 9.5, 564, 300),
        ("Orientador: Prof. Fernanda Piacentini", 9.5, 540, 300),
    ]
    meta = read_back(write_page(tmp_path / "monografia.pdf", pieces))
    assert meta.title == "DANO MORAL POR ABANDONO AFETIVO"
    assert meta.authors == ("Aryane Karolline da Silva Santiago",)


RESUMO = (
    "O objetivo deste trabalho é suscitar uma discussão sobre as obrigações legais das "
    "principais instituições brasileiras responsáveis pela política monetária, à luz dos "
    "princípios fundamentais da Constituição Federal de 1988."
)


def _front_matter(abstract_page: list[Piece]) -> list[list[Piece]]:
    """A monograph's pages: its title page (no word naming it a thesis), its approval
    page, its contents (naming the abstract's page), `abstract_page`, then its chapters."""
    words = RESUMO.split()
    chapter: list[Piece] = [
        (" ".join(words[n : n + 10]), 11, 700 - 14 * (n // 10), 72) for n in range(0, 30, 10)
    ]
    return [
        [
            ("Inês Grazieli Kirchner", 11, 740, 72),
            ("Direito Constitucional - Dos princípios", 14, 600, 72),
            ("fundamentais à Constituição Econômica", 14, 582, 72),
            ("São José - SC", 11, 200, 72),
            ("2018", 11, 186, 72),
        ],
        [("Banca examinadora", 12, 700, 72), ("Prof. Dr. Fulano de Tal", 12, 600, 72)],
        [
            ("Sumário", 14, 740, 72),
            ("Resumo .......................... 4", 11, 700, 72),
            ("1 Introdução .......................... 5", 11, 686, 72),
            ("2 O Sistema Financeiro .......................... 9", 11, 672, 72),
        ],
        abstract_page,
        *[chapter] * 30,
    ]


def test_a_thesis_s_abstract_printed_pages_after_its_title_page(tmp_path):
    """A Brazilian monograph's "Resumo" on its fourth page, read up to its key words: the
    contents naming it with its page's number are passed over."""
    words = RESUMO.split()
    abstract_page: list[Piece] = [
        ("Resumo", 14, 740, 72),
        *[
            (" ".join(words[n : n + 10]), 11, 710 - 14 * (n // 10), 72)
            for n in range(0, len(words), 10)
        ],
        ("Palavras-chave: Direito Constitucional. Política monetária.", 11, 560, 72),
    ]
    meta = read_back(write_pages(tmp_path / "monografia.pdf", _front_matter(abstract_page)))
    assert meta.abstract == RESUMO


def test_a_thesis_printing_no_abstract_is_given_none(tmp_path):
    """Where the front matter prints no abstract (only the contents name "Resumo"), none is
    made up from the chapters."""
    meta = read_back(
        write_pages(tmp_path / "monografia.pdf", _front_matter([("Dedicatória", 14, 740, 72)]))
    )
    assert meta.abstract == ""


def test_a_dutch_thesis_s_writer_after_door_on_the_line_above(tmp_path):
    """A Dutch doctoral thesis names its writer after "door" (by), on a line of its own, in
    type larger than the formula above it, far below the title."""
    pieces: list[Piece] = [
        ("Exploring Generic Haskell", 25, 720, 72),
        ("Generic Haskell van alle kanten", 14, 690, 72),
        ("Proefschrift ter verkrijging van de graad van doctor aan de Universiteit", 10, 640, 72),
        ("Utrecht op gezag van de Rector Magnificus, Prof. dr. W. H. Gispen,", 10, 627, 72),
        ("ingevolge het besluit van het College voor Promoties in het openbaar", 10, 614, 72),
        ("te verdedigen op donderdag 2 september 2004 des ochtends te 10.30 uur", 10, 601, 72),
        ("door", 10, 570, 72),
        ("Andres Löh", 17, 545, 72),
        ("geboren op 18 augustus 1976 te Lübeck, Duitsland", 10, 520, 72),
    ]
    meta = read_back(write_page(tmp_path / "proefschrift.pdf", pieces))
    assert meta.authors == ("Andres Löh",)


def test_a_dutch_thesis_s_year_is_the_day_of_its_defence(tmp_path):
    """The formula of a Dutch doctoral thesis gives the day it is defended ("in het
    openbaar te verdedigen op donderdag" / "2 september 2004 des ochtends …"), the one
    date the title page prints besides the writer's birth."""
    pieces: list[Piece] = [
        ("Exploring Generic Haskell", 25, 720, 72),
        ("Proefschrift ter verkrijging van de graad van doctor aan de Universiteit", 10, 640, 72),
        ("Utrecht ingevolge het besluit van het College voor Promoties in het", 10, 627, 72),
        ("openbaar te verdedigen op donderdag", 10, 614, 72),
        ("2 september 2004 des ochtends te 10.30 uur", 10, 601, 72),
        ("door", 10, 570, 72),
        ("Andres Löh", 17, 545, 72),
        ("geboren op 18 augustus 1976 te Lübeck, Duitsland", 10, 520, 72),
    ]
    meta = read_back(write_page(tmp_path / "proefschrift.pdf", pieces))
    assert meta.year == 2004


def test_a_french_memoire_s_writer_not_its_supervisor_nor_its_jury(tmp_path):
    """A French master's "Mémoire" prints its writer under the title, then the supervisor
    and the jury each after a label and a colon, all in one size."""
    pieces: list[Piece] = [
        ("Mémoire de Master de Mathématiques", 17, 740, 72),
        ("Fondamentales", 17, 720, 72),
        ("Université Paris 7 - Diderot", 17, 700, 72),
        ("Suite exacte à six termes en K-théorie", 17, 660, 72),
        ("pour les produits croisés par Z", 17, 640, 72),
        ("Clément Dell'Aiera", 12, 600, 72),
        ("Directeur de mémoire : Hervé Oyono-Oyono", 12, 585, 72),
        ("Jury : Salah Medhi, Hervé Oyono-Oyono, Jean-Louis Tu", 12, 570, 72),
    ]
    meta = read_back(write_page(tmp_path / "memoire.pdf", pieces))
    assert meta.authors == ("Clément Dell'Aiera",)
    assert meta.title == "Suite exacte à six termes en K-théorie pour les produits croisés par Z"


def test_a_title_s_star_set_high_inside_a_word_pdfium_reads_apart():
    """A French mathematics mémoire's title "… de C∗-algèbres par Z": PDFium reads "…
    de C", the star set smaller, then "-algèbres" as lines of their own. The title goes on
    past the star, and the writer under it is the author. (The page is given as read: a
    page written with the standard fonts is not broken so.)"""
    printed = [
        ("Mémoire de Master de Mathématiques", 17.2),
        ("Université Paris 7 - Diderot", 17.2),
        ("Suite exacte à six termes en K-théorie", 17.2),
        ("pour les produits croisés de C", 17.2),
        ("∗", 12.0),
        ("-algèbres", 17.2),
        ("par Z", 17.2),
        ("Clément Dell'Aiera", 12.0),
        ("Directeur de mémoire : Hervé Oyono-Oyono", 12.0),
    ]
    reading = PdfReading(
        path="memoire.pdf",
        outcome=Outcome.TEXT,
        pages=("\n".join(text for text, _ in printed),),
        page_count=1,
        lines=tuple(Line(text, size, text) for text, size in printed),
    )
    meta = paper_metadata(reading)
    assert meta.title == (
        "Suite exacte à six termes en K-théorie pour les produits croisés de C∗-algèbres par Z"
    )
    assert meta.authors == ("Clément Dell'Aiera",)


RESUME_FR = (
    "Nous présentons dans ce court rapport un article de Pimsner et Voiculescu datant de "
    "1980, dans lequel est établie une suite exacte à six termes permettant le calcul des "
    "groupes de K-théorie d'un produit croisé par l'action de Z."
)


def test_a_memoire_s_abstract_printed_above_its_table_of_contents(tmp_path):
    """A short French mémoire prints its "Résumé" and its "Table des matières" on the page
    after its title page: the abstract is read, the contents under it are not."""
    words = RESUME_FR.split()
    title_page: list[Piece] = [
        ("Mémoire de Master de Mathématiques", 17, 740, 72),
        ("Université Paris 7 - Diderot", 17, 700, 72),
        ("Suite exacte à six termes en K-théorie", 17, 660, 72),
        ("Clément Dell'Aiera", 12, 600, 72),
        ("Jury : Salah Medhi, Hervé Oyono-Oyono, Jean-Louis Tu", 12, 570, 72),
    ]
    resume_page: list[Piece] = [
        ("Résumé", 14, 740, 72),
        *[
            (" ".join(words[n : n + 10]), 11, 710 - 14 * (n // 10), 72)
            for n in range(0, len(words), 10)
        ],
        ("Table des matières", 14, 560, 72),
        ("1 Introduction 3", 11, 530, 72),
        ("1.1 Notations . . . . . . . . . . . . . . . . 3", 11, 515, 72),
        ("1.2 Produits croisés . . . . . . . . . . . . 5", 11, 500, 72),
        ("2 K-théorie . . . . . . . . . . . . . . . . . 8", 11, 485, 72),
    ]
    chapter: list[Piece] = [
        ("Soit A une C-algèbre et alpha une action de Z sur A par automorphismes.", 11, 700, 72)
    ]
    meta = read_back(
        write_pages(tmp_path / "memoire.pdf", [title_page, resume_page, *[chapter] * 30])
    )
    assert meta.abstract == RESUME_FR
