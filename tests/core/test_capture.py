"""Save to Lectern from the browser: the real saved pages of ../shared/data/web, captured as
the extension's content script captures them, become the papers their metadata states, and
saving one is one ordinary change of the library (identity rules, History, Undo)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pytest

from lectern.core.capture.page import BODY_TEXT_CAP, MESSAGE_CAP, CaptureError, PageCapture
from lectern.core.capture.reading import CapturedRecord, NoPaperFound, read_capture
from lectern.core.capture.rules import Field, Form
from lectern.core.capture.saving import NotAPdf, PdfFile, SaveChoices, inspect, save
from lectern.core.errors import LecternError
from lectern.core.library import Library
from lectern.core.library.fulltext_pass import catch_up
from lectern.core.models import Paper, Status
from tests.core.helpers_capture import WEB, manifest, page_capture

pytestmark = pytest.mark.skipif(not WEB.exists(), reason=f"saved pages not found at {WEB}")

CLOUDFLARE = "aps-prl-cloudflare-challenge.html"
PAGES = sorted(n for n in (manifest() if WEB.exists() else {}) if n != CLOUDFLARE)

# How each page's abstract starts, as the page prints it (pages that show one).
ABSTRACTS = {
    "arxiv-abs-1902.02534.html": "In this paper, we analyse the current availability of open",
    "aclanthology-2021.naacl-main.208.html": "When fine-tuning pretrained models for classif",
    "aps-prx-PhysRevX.12.041027.html": "Turbulence in a conducting plasma can amplify seed",
    "springer-BF02727953.html": "The classical configuration space of a system of identical",
    "sciencedirect-S2210271X18305656.html": "This work presents an implementation of the",
    "iopscience-1748-605X_ab007b.html": "Guided bone regeneration (GBR) is a therapeutic",
    "hal-jpa-00235190.html": "Des calculs récents de la densité électronique dans les alliages",
    "peerj-4886.html": "Ecological monitoring programs typically aim to detect changes",
    "projecteuclid-00127094-3129809.html": "We prove that an n×n random matrix G with",
    "acs-acscombsci.5b00087.html": "Click chemistry is an approach that uses efficient",
    "citeseerx-10.1.1.26.2787.html": "The λ-calculus is considered an useful mathematical",
    "tandfonline-00268976.2013.788745.html": "Contrarily to what happens with the Epstein–Nesbet",
    "zenodo-record-1196821.html": "This dataset includes pupil size response (PSR)",
    "app-pan-pl-app011052023.html": "Pneumatic dorsal ribs are known for many sauropods",
}


def record_of(name: str) -> CapturedRecord:
    return read_capture(PageCapture.from_json(page_capture(name)))


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library.open(tmp_path / "lib")
    yield lib
    lib.close()


def _titles_found(library: Library, query: str) -> list[str]:
    return [library.papers.paper(hit.id).title for hit in library.searching.search(query).hits]


# --- the record ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", PAGES)
def test_each_page_gives_the_paper_its_metadata_states(name: str) -> None:
    expected = manifest()[name]["expected"]
    record = record_of(name)
    assert record.title == expected["title"]
    if expected["first_author_surname"] is None:
        assert not record.authors
    else:
        first = record.authors[0]
        assert first == expected["first_author_surname"] or first.endswith(
            " " + expected["first_author_surname"]
        ), first
    assert record.year == expected["year"]
    assert record.doi == (expected["doi"] or "").lower()
    assert record.arxiv_id == (expected["arxiv_id"] or "")
    assert record.pmid == (expected["pmid"] or "")
    assert record.pdf_url == (expected["pdf_url"] or "")
    if "isbn" in expected:
        assert record.isbn == expected["isbn"]


@pytest.mark.parametrize("name", PAGES)
def test_the_year_comes_from_the_tag_the_manifest_names(name: str) -> None:
    # its first words name the tag: citation_date, dc.Date, JSON-LD datePublished, body text
    year_from = manifest()[name]["expected"]["year_from"]
    record = record_of(name)
    if year_from.startswith("body text"):
        assert record.sources[Field.DATE] is Form.PAGE_TEXT
    elif year_from.startswith("JSON-LD"):
        assert (record.sources[Field.DATE], record.tags[Field.DATE]) == (
            Form.JSON_LD,
            year_from.split()[1],
        )
    else:
        assert record.tags[Field.DATE] == year_from.split()[0].lower()


@pytest.mark.parametrize("name", sorted(ABSTRACTS))
def test_the_abstract_is_the_one_the_page_prints(name: str) -> None:
    abstract = record_of(name).abstract
    assert abstract.startswith(ABSTRACTS[name]), abstract[:120]
    assert not re.search(r"</?[a-z]+[ >]", abstract) and "&amp;" not in abstract


def test_a_page_without_an_abstract_gets_none_rather_than_its_citation_line() -> None:
    # ACL's old page: og:description is "R. Florian, H. Hassan, … Proceedings of …"
    assert record_of("aclanthology-N04-1001.html").abstract == ""


def test_the_abstract_keeps_the_pages_latex() -> None:
    capture = page_capture("arxiv-abs-1902.02534.html")
    latex = (
        r"We bound $\|A\|_{op} \le \sqrt{n}$ for \emph{sparse} $n \times n$ matrices with "
        r"$p < 1/2$ and $q > 0$ &amp; more."
    )
    capture["meta"] = [
        [key, latex if key == "citation_abstract" else value] for key, value in capture["meta"]
    ]
    assert record_of_capture(capture).abstract == latex.replace("&amp;", "&")


def record_of_capture(capture: dict[str, Any]) -> CapturedRecord:
    return read_capture(PageCapture.from_json(capture))


def test_the_cloudflare_challenge_page_has_no_paper() -> None:
    with pytest.raises(NoPaperFound, match="No paper found on this page"):
        record_of(CLOUDFLARE)


def test_a_page_with_only_its_title_bar_and_open_graph_has_no_paper() -> None:
    capture = page_capture("peerj-4886.html")
    capture["meta"] = [[k, v] for k, v in capture["meta"] if k.startswith("og:")]
    capture.update(jsonld=[], coins=[], links=[], url="https://peerj.com/blog/")
    with pytest.raises(NoPaperFound):
        record_of_capture(capture)


def test_values_read_off_the_pages_text_are_marked_as_guesses() -> None:
    app = record_of("app-pan-pl-app011052023.html")
    assert app.authors == ("Michael P. Taylor", "Mathew J. Wedel")
    assert {Field.TITLE, Field.AUTHORS, Field.DATE, Field.DOI} <= app.guessed
    assert app.sources[Field.ABSTRACT] is Form.ABSTRACT_BLOCK
    arxiv = record_of("arxiv-abs-1902.02534.html")
    assert not arxiv.guessed
    assert arxiv.sources[Field.TITLE] is Form.HIGHWIRE
    raw = app.to_record()
    assert raw.title_derived and {"authors", "year", "doi"} <= set(raw.derived)


def test_the_date_the_page_states_for_the_work_wins_over_when_it_went_online() -> None:
    # Springer: citation_publication_date 1977/01, dc.date and prism 2007-10-23 (online)
    springer = record_of("springer-BF02727953.html")
    assert (springer.year, springer.date) == (1977, "1977/01")
    # arXiv: citation_date 2019/02/07 (v1), citation_online_date 2019/06/21 (v2)
    assert record_of("arxiv-abs-1902.02534.html").date == "2019/02/07"
    # Wiley: citation_online_date 2006 is when it was digitised
    assert record_of("wiley-andp.19263851302.html").year == 1926


def test_names_are_one_name_however_the_page_writes_them() -> None:
    capture = page_capture("arxiv-abs-1902.02534.html")
    turned = [[k, "Ivan Heibi" if v == "Heibi, Ivan" else v] for k, v in capture["meta"]]
    assert (
        record_of_capture({**capture, "meta": turned}).authors
        == record_of("arxiv-abs-1902.02534.html").authors
    )
    # NBER's dcterms.creator holds two people in one tag; Taylor & Francis pads its names
    assert record_of("tandfonline-00268976.2013.788745.html").authors[0] == "Jean-Paul Malrieu"


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("arxiv-abs-1902.02534.html", "article"),
        ("aclanthology-2021.naacl-main.208.html", "paper-conference"),
        ("springer-BF02727953.html", "article-journal"),
        ("nber-w29971.html", "report"),
        ("zenodo-record-1196821.html", "dataset"),
    ],
)
def test_the_record_is_of_the_kind_the_page_states(name: str, kind: str) -> None:
    record = record_of(name)
    assert (record.kind, record.to_record().fields["type"]) == (kind, kind)


def test_the_citeseerx_document_id_is_not_taken_for_a_doi() -> None:
    assert record_of("citeseerx-10.1.1.26.2787.html").doi == ""


def test_a_capture_of_another_version_or_shape_is_refused_in_plain_words() -> None:
    capture = page_capture("peerj-4886.html")
    with pytest.raises(CaptureError, match="version 2"):
        PageCapture.from_json({**capture, "capture": 2})
    with pytest.raises(CaptureError, match="meta"):
        PageCapture.from_json({**capture, "meta": [["citation_title"]]})
    with pytest.raises(CaptureError, match="not a JSON object"):
        PageCapture.from_json(["capture", 1])
    huge = PageCapture.from_json({**capture, "body_text": "x" * (BODY_TEXT_CAP * 3)})
    assert len(huge.body_text) == BODY_TEXT_CAP
    message = json.dumps({**capture, "body_text": "x" * MESSAGE_CAP}).encode()
    with pytest.raises(CaptureError, match="at most 4 MB"):
        PageCapture.from_bytes(message)
    with pytest.raises(CaptureError, match="not JSON"):
        PageCapture.from_bytes(b'{"capture": 1, "url": ')


def test_the_capture_is_plain_json() -> None:
    capture = page_capture("springer-BF02727953.html")
    message = json.dumps(capture).encode("utf-8")
    assert PageCapture.from_bytes(message) == PageCapture.from_json(capture)


# --- saving -------------------------------------------------------------------------------
def test_a_saved_page_is_found_by_its_title_and_saving_it_again_adds_nothing(
    library: Library,
) -> None:
    record = record_of("peerj-4886.html")
    assert inspect(library, record).known is None
    first = save(library, record, SaveChoices(tags=("fish",), up_next=True))
    assert first.added and first.message.startswith("Saved from the browser: Reef fish")
    assert "Reef fish communities are spooked by scuba surveys and may take hours to recover" in (
        _titles_found(library, "reef fish scuba")
    )
    note = library.notes.annotation(first.paper_id)
    assert (note.status, note.tags) == (Status.TO_READ, ("fish",))
    assert library.queue.ids() == [first.paper_id]
    entries = library.history.entries(limit=None)
    assert library.history.describe(entries[0]) == (
        "Saved from the browser: Reef fish communities are spooked by scuba surveys and may "
        "take hours to recover"
    )

    known = inspect(library, record).known
    assert known is not None and (known.paper_id, known.status) == (first.paper_id, Status.TO_READ)
    again = save(library, record, SaveChoices(tags=("fish",), up_next=True))
    assert (again.added, again.changed, again.paper_id) == (False, False, first.paper_id)
    assert len(library) == 1
    assert len(library.history.entries(limit=None)) == len(entries)


def test_every_page_saves_as_its_paper(library: Library) -> None:
    for name in PAGES:
        save(library, record_of(name))
    assert len(library) == len(PAGES)
    for name in PAGES:
        save(library, record_of(name))
    assert len(library) == len(PAGES)
    assert _titles_found(library, '"Quantisierung als Eigenwertproblem"') == [
        "Quantisierung als Eigenwertproblem"
    ]


def test_saving_a_paper_that_is_in_the_trash_brings_it_back(library: Library) -> None:
    record = record_of("peerj-4886.html")
    pid = save(library, record, SaveChoices(rating=3)).paper_id
    library.papers.trash([pid])
    known = inspect(library, record).known
    assert known is not None and known.in_trash
    again = save(library, record)
    assert (again.paper_id, again.added, again.changed) == (pid, False, True)
    assert library.ids() == [pid] and library.notes.annotation(pid).rating == 3
    assert library.history.undo_last().group == again.group
    assert pid not in library


SPRINGER_RIS = """TY  - JOUR
TI  - On the theory of identical particles
AU  - Leinaas, J. M.
AU  - Myrheim, J.
PY  - 1977
JO  - Il Nuovo Cimento B
DO  - 10.1007/BF02727953
ER  -
"""


def test_a_paper_imported_from_a_file_is_found_and_only_what_it_lacked_is_filled_in(
    library: Library, tmp_path: Path
) -> None:
    ris = tmp_path / "physics.ris"
    ris.write_text(SPRINGER_RIS, encoding="utf-8")
    (report,) = library.imports.import_files([ris])
    (pid,) = report.added_ids
    library.notes.set_status([pid], Status.READING)
    library.papers.edit(pid, pages="1-23 (the user's)")
    record = record_of("springer-BF02727953.html")
    known = inspect(library, record).known
    assert known is not None and (known.paper_id, known.status) == (pid, Status.READING)

    outcome = save(library, record, SaveChoices(rating=4))
    paper = library.papers.paper(pid)
    assert (outcome.added, outcome.paper_id, len(library)) == (False, pid, 1)
    assert paper.abstract.startswith("The classical configuration space")
    assert paper.volume == "37"
    assert {"abstract", "volume"} <= set(outcome.filled)
    # what the library had stays: the file's venue, the user's pages, the user's status
    assert paper.venue == "Il Nuovo Cimento B"
    assert paper.pages == "1-23 (the user's)"
    assert library.notes.annotation(pid).status is Status.READING
    assert library.notes.annotation(pid).rating == 4


def test_undo_in_history_puts_the_library_back_as_it_was(library: Library, tmp_path: Path) -> None:
    ris = tmp_path / "physics.ris"
    ris.write_text(SPRINGER_RIS, encoding="utf-8")
    library.imports.import_files([ris])
    (pid,) = library.ids()
    before = (library.ids(), _kept(library, pid), library.notes.annotation(pid).status)

    save(library, record_of("springer-BF02727953.html"), SaveChoices(Status.READ, 5, ("x",)))
    save(library, record_of("arxiv-abs-1902.02534.html"), SaveChoices(up_next=True))
    library.history.undo_last()
    library.history.undo_last()

    after = (library.ids(), _kept(library, pid), library.notes.annotation(pid).status)
    assert after == before
    assert library.queue.ids() == []
    assert _titles_found(library, "crowdsourcing open citations") == []


def _kept(library: Library, pid: str) -> Paper:
    """The paper as the user sees it: the values other records brought for its fields
    (alternates) are kept through an undo, by design."""
    return replace(library.papers.paper(pid), alternates={})


def test_a_page_in_its_place_of_the_pdf_is_refused_and_nothing_changes(
    library: Library,
) -> None:
    login = b"<!DOCTYPE html><html><head><title>Sign in</title></head><body>...</body></html>"
    with pytest.raises(NotAPdf, match="web page, not a PDF"):
        save(library, record_of("peerj-4886.html"), pdf=PdfFile("4886.pdf", login))
    assert len(library) == 0
    assert library.history.entries(limit=None) == []
    assert not (library.folder / "files").exists() or not any((library.folder / "files").iterdir())


def test_the_pdf_is_kept_in_files_and_attached(library: Library, pdfs_dir: Path) -> None:
    data = (pdfs_dir / "grobid-arxiv-0908.0054.pdf").read_bytes()
    outcome = save(
        library, record_of("arxiv-abs-1902.02534.html"), pdf=PdfFile("1902.02534.pdf", data)
    )
    (stored,) = library.papers.paper(outcome.paper_id).files
    assert stored.startswith("files/")
    assert (library.folder / stored).read_bytes() == data
    assert outcome.pdf_attached and len(library) == 1
    # read as an imported PDF is: its text kept at once, and its pages searchable
    (kept,) = library.fulltext.kept(outcome.paper_id).files
    assert kept.kept is not None and "bosonic" in " ".join(kept.kept.pages).lower()
    catch_up(library)
    assert "bosonic" in library.fulltext.passages(outcome.paper_id, "bosonic")[0].html.lower()


def test_a_scanned_pdf_without_its_text_is_attached_all_the_same(
    library: Library, tmp_path: Path
) -> None:
    # The page names the paper; the PDF need not name it itself (PDFium writes the scan's
    # stand-in: a page with no text layer).
    document = pdfium.PdfDocument.new()
    document.new_page(595, 842)
    document.save(tmp_path / "scan.pdf")
    data = (tmp_path / "scan.pdf").read_bytes()
    outcome = save(library, record_of("springer-BF02727953.html"), pdf=PdfFile("scan.pdf", data))
    (stored,) = library.papers.paper(outcome.paper_id).files
    assert (library.folder / stored).read_bytes() == data


def test_stars_out_of_range_are_refused_before_anything_is_saved(library: Library) -> None:
    with pytest.raises(ValueError, match="0 to 5 stars, not 9"):
        save(library, record_of("peerj-4886.html"), SaveChoices(rating=9))
    assert len(library) == 0 and library.history.entries(limit=None) == []


def test_a_pdf_lectern_cannot_open_is_refused_and_nothing_changes(
    library: Library, pdfs_dir: Path
) -> None:
    data = (pdfs_dir / "pdfplumber-encrypted-password-example.pdf").read_bytes()
    with pytest.raises(LecternError, match="encrypted"):
        save(library, record_of("peerj-4886.html"), pdf=PdfFile("4886.pdf", data))
    assert len(library) == 0 and library.history.entries(limit=None) == []
