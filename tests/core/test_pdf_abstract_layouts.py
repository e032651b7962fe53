"""Abstracts as first pages Lectern was not tuned on print them: a letter's headless
abstract after an affiliation in French, closed by the copyright notice run on after its
last sentence (AIP's and APS's letters), with the body in the same type after it.
"""

from __future__ import annotations

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
