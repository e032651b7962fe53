"""PDFs into the library: real papers' PDFs become papers or are attached to the papers the
library has, copied into `files/` once, and each odd file fails alone with its reason."""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Iterator
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.openable import Document, Refusal, Refused, check_attachment
from lectern.core.results import FileAction, ImportReport
from lectern.core.sync.ignore import ignore_text

IEEE = "grobid-ieee-05452615.pdf"  # DOI 10.1109/DSDE.2010.49
ARXIV = "grobid-arxiv-0908.0054.pdf"  # arXiv 0908.0054v1, no DOI
ACL = "scienceparse-acl-P14-1059.pdf"  # no identifier: found by title and first author
ARXIV_2 = "scienceparse-arxiv-1504.06236.pdf"
ENCRYPTED = "pdfplumber-encrypted-password-example.pdf"

# The records of three of the papers, as a reference manager exports them.
KNOWN_BIB = r"""
@inproceedings{iqbal2010,
  title = {A New Requirement Prioritization Model for Market Driven Products Using Analytical Hierarchical Process},
  author = {Iqbal, Muhammad Atif and Zaidi, Athar Mohsin and Murtaza, Saeed},
  booktitle = {2010 International Conference on Data Storage and Data Engineering},
  year = {2010},
  doi = {10.1109/DSDE.2010.49}
}
@article{montoya2009,
  title = {Ultra light bosonic dark matter and {CMB}},
  author = {Rodriguez Montoya, Ivan and Matos Chassin, Tonatiuh},
  year = {2009},
  eprint = {0908.0054},
  archiveprefix = {arXiv}
}
@inproceedings{dinu2014,
  title = {How to make words with vectors: Phrase generation in distributional semantics},
  author = {Dinu, Georgiana and Baroni, Marco},
  booktitle = {Proceedings of the 52nd Annual Meeting of the ACL},
  year = {2014},
  pages = {624--633}
}
"""


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    lib = Library.open(tmp_path / "lib")
    yield lib
    lib.close()


def _copy(pdfs_dir: Path, folder: Path, *names: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    return [Path(shutil.copy(pdfs_dir / name, folder / name)) for name in names]


def _by_name(report: ImportReport) -> dict[str, tuple[FileAction, str, str]]:
    return {Path(f.path).name: (f.action, f.paper_id, f.reason) for f in report.files}


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_folder_imports_and_each_odd_file_fails_alone(library, pdfs_dir, tmp_path):
    folder = tmp_path / "downloads"
    _copy(pdfs_dir, folder, IEEE, ARXIV, ENCRYPTED)
    _copy(pdfs_dir, folder / "older", ACL)
    whole = (pdfs_dir / "pdfjs-tracemonkey.pdf").read_bytes()
    (folder / "truncated.pdf").write_bytes(whole[: len(whole) // 3])
    (folder / "older" / "notes.pdf").write_text("my notes on the reading group\n")
    scan = pdfium.PdfDocument.new()
    scan.new_page(612, 792)
    scan.save(folder / "scan.pdf")
    scan.close()
    (folder / "readme.txt").write_text("not a PDF, not looked at\n")

    (report,) = library.imports.import_files([folder])

    outcome = _by_name(report)
    assert len(outcome) == 7  # the PDFs of the folder and its subfolder, and only those
    assert outcome[ENCRYPTED] == (
        FileAction.FAILED,
        "",
        "it is encrypted: it needs a password to open",
    )
    assert outcome["truncated.pdf"][2] == "it is damaged: it starts as a PDF but cannot be read"
    assert outcome["notes.pdf"][2] == "it is not a PDF, whatever its name says"
    assert outcome["scan.pdf"][2].startswith("it has no text layer (a scanned PDF)")
    assert outcome[IEEE][:2] == (FileAction.ADDED, "doi:10.1109/dsde.2010.49")
    assert outcome[ARXIV][:2] == (FileAction.ADDED, "arxiv:0908.0054")
    assert outcome[ACL][0] is FileAction.ADDED
    assert len(library) == 3
    assert report.summary() == "7 PDFs: 3 added, 4 failed"
    # one import, one History entry, undoable as any import
    assert report.import_id and library.imports.recent_imports()[0].added == 3


def test_guessed_values_are_marked_and_the_real_record_replaces_them(library, pdfs_dir, tmp_path):
    (pdf,) = _copy(pdfs_dir, tmp_path / "in", ARXIV_2)
    library.imports.import_files([pdf])
    paper = library.papers.entry("arxiv:1504.06236").paper
    assert paper.title == "Improving detection of influential nodes in complex networks"
    assert paper.authors[0] == "Amir Sheikhahmadi"
    assert set(paper.derived) == {"title", "authors", "year", "arxiv_id", "abstract"}
    assert not paper.title_derived  # a real title, found as the same work by identity

    bib = tmp_path / "record.bib"
    bib.write_text(
        "@article{sheikhahmadi2015,\n"
        "  title = {Improving Detection of Influential Nodes in Complex Networks},\n"
        "  author = {Sheikhahmadi, Amir and Nematbakhsh, Mohammad A. and Shokrollahi, Arman},\n"
        "  journal = {Physica A},\n  year = {2015},\n  eprint = {1504.06236},\n"
        "  archiveprefix = {arXiv}\n}\n"
    )
    library.imports.import_files([bib])
    joined = library.papers.entry("arxiv:1504.06236").paper
    assert joined.title == "Improving Detection of Influential Nodes in Complex Networks"
    assert joined.authors == ("Amir Sheikhahmadi", "Mohammad A. Nematbakhsh", "Arman Shokrollahi")
    assert joined.venue == "Physica A"
    # the record's values are no guesses; the abstract the record lacks is the PDF's, a guess
    assert joined.derived == ("abstract",)
    assert "title" not in joined.alternates  # nor is the guess kept beside them
    assert len(joined.files) == 1


def test_a_pdf_of_a_paper_the_library_has_is_attached_to_it(library, pdfs_dir, tmp_path):
    bib = tmp_path / "known.bib"
    bib.write_text(KNOWN_BIB)
    library.imports.import_files([bib])
    assert len(library) == 3
    pdfs = _copy(pdfs_dir, tmp_path / "in", IEEE, ARXIV, ACL, ARXIV_2)

    (report,) = library.imports.import_files(pdfs)

    outcome = _by_name(report)
    dinu = next(e.id for e in library.papers.entries(library.ids()) if e.paper.key == "dinu2014")
    assert outcome[IEEE][:2] == (FileAction.ATTACHED, "doi:10.1109/dsde.2010.49")  # same DOI
    assert outcome[ARXIV][:2] == (FileAction.ATTACHED, "arxiv:0908.0054")  # same arXiv id
    assert outcome[ACL][:2] == (FileAction.ATTACHED, dinu)  # same title and first author
    assert outcome[ARXIV_2][0] is FileAction.ADDED
    assert len(library) == 4
    assert report.summary() == "4 PDFs: 1 added, 3 attached to papers in the library"
    iqbal = library.papers.entry("doi:10.1109/dsde.2010.49").paper
    assert iqbal.files == (
        "files/Iqbal 2010 - A New Requirement Prioritization Model for Market Driven Products.pdf",
    )
    assert iqbal.title.startswith("A New Requirement")  # the record's, kept
    # it had every value the PDF gave but the abstract, which the PDF fills in (a guess)
    assert iqbal.abstract.startswith("As compared to bespoke software development")
    assert iqbal.derived == ("abstract",)
    assert (library.folder / iqbal.files[0]).read_bytes() == pdfs[0].read_bytes()


def test_the_same_bytes_are_one_file(library, pdfs_dir, tmp_path):
    (first,) = _copy(pdfs_dir, tmp_path / "a", ARXIV)
    second = tmp_path / "b" / "renamed copy.pdf"
    second.parent.mkdir()
    shutil.copy(first, second)
    before = _sha(first)

    (report,) = library.imports.import_files([first, second])
    assert [f.action for f in report.files] == [FileAction.ADDED, FileAction.ALREADY]
    (again,) = library.imports.import_files([tmp_path / "b"])
    assert again.files[0].describe() == (
        "renamed copy.pdf: same file already attached to “Ultra light bosonic dark matter and CMB”"
    )
    assert again.import_id == 0  # it changed nothing

    copies = list((library.folder / "files").iterdir())
    assert [p.name for p in copies] == [
        "Montoya 2009 - Ultra light bosonic dark matter and CMB.pdf"
    ]
    assert library.papers.entry("arxiv:0908.0054").paper.files == (
        "files/Montoya 2009 - Ultra light bosonic dark matter and CMB.pdf",
    )
    assert _sha(first) == before and second.exists()  # the user's files are only read


def test_a_link_leaves_the_file_where_it_is(library, pdfs_dir, tmp_path):
    (pdf,) = _copy(pdfs_dir, tmp_path / "papers", IEEE)
    library.imports.import_pdfs([pdf], link=True)
    assert library.papers.entry("doi:10.1109/dsde.2010.49").paper.files == (str(pdf.resolve()),)
    assert not (library.folder / "files").exists()


def test_full_text_search_is_told_each_attached_files_digest_by_the_import(
    library, pdfs_dir, tmp_path
):
    """The import hashed each file to find the same bytes already here; full-text search
    keeps that digest for the copy, and for a link, instead of reading the file again."""
    import orjson

    (copied,) = _copy(pdfs_dir, tmp_path / "a", ARXIV)
    (linked,) = _copy(pdfs_dir, tmp_path / "b", IEEE)
    library.imports.import_pdfs([copied])
    library.imports.import_pdfs([linked], link=True)

    digests = orjson.loads((library.folder / "fulltext" / "digests.json").read_bytes())
    (copy,) = (library.folder / "files").iterdir()
    assert digests[str(copy)][2] == _sha(copy) == _sha(copied)
    assert digests[str(linked.resolve())][2] == _sha(linked)
    assert digests[str(copy)][:2] == [copy.stat().st_size, copy.stat().st_mtime_ns]


def test_undoing_the_import_trashes_and_detaches_and_keeps_the_copies(library, pdfs_dir, tmp_path):
    bib = tmp_path / "known.bib"
    bib.write_text(KNOWN_BIB)
    library.imports.import_files([bib])
    pdfs = _copy(pdfs_dir, tmp_path / "in", IEEE, ARXIV_2)
    (report,) = library.imports.import_files(pdfs)
    copies = sorted((library.folder / "files").iterdir())
    assert len(copies) == 2

    library.imports.undo_import(report.import_id)

    assert "arxiv:1504.06236" not in library.ids()  # the paper it added is in the Trash
    assert library.papers.entry("doi:10.1109/dsde.2010.49").paper.files == ()
    assert sorted((library.folder / "files").iterdir()) == copies  # Redo finds them again
    assert all(p.exists() for p in pdfs)
    library.history.redo_last()
    assert library.papers.entry("doi:10.1109/dsde.2010.49").paper.files


def test_a_copy_opens_exports_and_syncs_from_the_library_folder(library, pdfs_dir, tmp_path):
    (pdf,) = _copy(pdfs_dir, tmp_path / "in", ARXIV)
    library.imports.import_files([pdf])
    stored = library.papers.entry("arxiv:0908.0054").paper.files[0]
    full = library.folder / stored

    opened = check_attachment(stored, library.folder)
    assert isinstance(opened, Document) and opened.path == str(full.resolve())
    elsewhere = check_attachment(stored)  # without the library, a relative path is unknown
    assert isinstance(elsewhere, Refused) and elsewhere.reason is Refusal.ELSEWHERE

    out = tmp_path / "out.bib"
    library.exports.export("bibtex", out)
    assert f"{full}:PDF" in out.read_text()  # JabRef's file field, a path it can open

    ignored = ignore_text().splitlines()
    assert "/files" not in ignored  # the copies are synced with the library
    assert "/file-hashes.json" in ignored  # their digests are this computer's cache


def test_lectern_import_reports_each_pdf(library, pdfs_dir, tmp_path, capsys):
    folder = tmp_path / "in"
    _copy(pdfs_dir, folder, IEEE, ENCRYPTED)
    library.close()

    code = main(["--library", str(library.folder), "import", str(folder)])

    out = capsys.readouterr().out
    assert code == 1  # a file failed
    assert f"{folder} (pdf): 2 PDFs: 1 added, 1 failed" in out
    assert f"  {IEEE}: added as “A New Requirement Prioritization Model" in out
    assert f"  {ENCRYPTED}: failed: it is encrypted: it needs a password to open" in out
    (tmp_path / "empty").mkdir()
    assert main(["--library", str(library.folder), "import", str(tmp_path / "empty")]) == 1
    assert (
        capsys.readouterr().err == f"lectern: {tmp_path / 'empty'}: is a folder with no PDF in it\n"
    )
    linked = tmp_path / "linked"
    _copy(pdfs_dir, linked, ARXIV)
    assert main(["--library", str(library.folder), "import", "--link", str(linked)]) == 0
    with Library.open(library.folder) as reopened:
        assert reopened.papers.entry("arxiv:0908.0054").paper.files == (
            str((linked / ARXIV).resolve()),
        )


@pytest.mark.parametrize("fmt", ["bibtex", "csljson", "ris", "json"])
def test_the_guesses_survive_an_export_and_its_import(library, pdfs_dir, tmp_path, fmt):
    (pdf,) = _copy(pdfs_dir, tmp_path / "in", ARXIV)
    library.imports.import_files([pdf])
    out = tmp_path / f"out.{fmt}"
    library.exports.export(fmt, out)
    with Library.open(tmp_path / "restored") as restored:
        restored.imports.import_files([out])
        paper = restored.papers.entry("arxiv:0908.0054").paper
        assert set(paper.derived) == {"title", "authors", "year", "arxiv_id", "abstract"}


def test_lectern_show_names_the_copy_and_the_guesses(library, pdfs_dir, tmp_path, capsys):
    (pdf,) = _copy(pdfs_dir, tmp_path / "in", ARXIV)
    library.imports.import_files([pdf])
    library.close()
    assert main(["--library", str(library.folder), "show", "arxiv:0908.0054"]) == 0
    out = capsys.readouterr().out
    copy = library.folder / "files" / "Montoya 2009 - Ultra light bosonic dark matter and CMB.pdf"
    files = next(line for line in out.splitlines() if line.lstrip().startswith("files:"))
    assert files.split(":", 1)[1].strip() == str(copy)  # its full path, found (not "missing")
    assert "guessed:       title, authors, year, arxiv_id, abstract (read from its PDF)" in out


def test_a_copy_being_written_is_not_synced():
    """A copy is written into a temp file beside its name, then renamed: Syncthing must not
    carry the half-written temp file to the other computers."""
    ignored = ignore_text().splitlines()
    assert "/files/.*.tmp" in ignored
