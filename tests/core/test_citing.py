"""Citation styles through citeproc-py on real records: books, articles and proceedings
papers from biblatex-examples.bib and preprints from the arXiv listings, in APA and IEEE,
each checked against the text the style must give; a style a user adds, a broken one
refused; citation keys as LaTeX and Pandoc cite them; `lectern cite` and `lectern styles`."""

from __future__ import annotations

import gzip
import itertools
import re
import shutil
from pathlib import Path

import pytest

from lectern.core.citing.formatting import Form, bibliography_document, format_papers
from lectern.core.citing.keys import KeyForm, cite_keys
from lectern.core.citing.styles import (
    BUNDLED,
    StyleError,
    add_style,
    bundled_styles,
    check_style,
    find_style,
    remove_style,
)
from lectern.core.cli import main as cli_main
from lectern.core.library import Library
from lectern.core.models import Entry
from lectern.core.resources import resource_path


@pytest.fixture(scope="module")
def examples(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Entry]:
    """biblatex-examples.bib imported into a library, by citation key."""
    source = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "imports"
    bib = source / "bibtex" / "biblatex-examples.bib"
    if not bib.exists():
        pytest.skip(f"biblatex-examples.bib not found at {bib}")
    with Library.open(tmp_path_factory.mktemp("examples") / "lib") as library:
        library.imports.import_files([bib])
        return {e.paper.key: e for e in library.papers.entries(library.ids())}


@pytest.fixture(scope="module")
def preprints(tmp_path_factory: pytest.TempPathFactory) -> list[Entry]:
    """The first five papers of the arXiv cs listings, as an import makes them."""
    listing = Path(__file__).resolve().parents[2].parent / "shared" / "data"
    listing = listing / "arxiv-cs-74k.jsonl.gz"
    if not listing.exists():
        pytest.skip(f"the arXiv listing not found at {listing}")
    folder = tmp_path_factory.mktemp("arxiv")
    sample = folder / "arxiv-5.jsonl"
    with gzip.open(listing, "rt", encoding="utf-8") as lines, sample.open("w") as out:
        out.writelines(itertools.islice(lines, 5))
    with Library.open(folder / "lib") as library:
        library.imports.import_files([sample])
        entries = library.papers.entries(library.ids())
    return sorted(entries, key=lambda e: e.paper.arxiv_id)


def _entry(entry: Entry, style: str) -> str:
    return format_papers([entry], find_style(style)).entries[0]


def test_a_book_names_its_publisher_edition_and_place_as_each_style_puts_them(examples):
    book = examples["companion"]
    assert _entry(book, "apa") == (
        "Goossens, M., Mittelbach, F., & Samarin, A. (1994). The LaTeX Companion (1st ed.). "
        "Addison-Wesley."
    )
    assert _entry(book, "ieee") == (
        "[1] M. Goossens, F. Mittelbach, and A. Samarin, The LaTeX Companion, 1st ed. "
        "Reading, Mass.: Addison-Wesley, 1994."
    )


def test_an_article_gives_its_journal_volume_issue_pages_and_doi_as_written(examples):
    article = examples["sigfridsson"]
    doi = "10.1002/(SICI)1096-987X(199803)19:4<377::AID-JCC1>3.0.CO;2-P"  # its own case
    apa = _entry(article, "apa")
    assert apa.startswith("Sigfridsson, E., & Ryde, U. (1998). Comparison of methods")
    assert apa.endswith(
        f"Journal of Computational Chemistry, 19(4), 377–395. https://doi.org/{doi}"
    )
    ieee = _entry(article, "ieee")
    assert ieee.startswith("[1] E. Sigfridsson and U. Ryde, “Comparison of methods")
    assert ieee.endswith(
        f"”, Journal of Computational Chemistry, vol. 19, no. 4, pp. 377–395, 1998, doi: {doi}."
    )


def test_a_proceedings_paper_names_its_editors_container_and_publisher(examples):
    paper = examples["moraux"]
    apa = _entry(paper, "apa")
    assert apa.startswith("Moraux, P. (1979). Le De Anima dans la tradition grècque")
    assert apa.endswith(
        "In G. E. R. Lloyd & G. E. L. Owen (eds.), Aristotle on Mind and the Senses "
        "(pp. 281–324). Cambridge University Press."
    )
    ieee = _entry(paper, "ieee")
    assert ieee.endswith(
        "”, in Aristotle on Mind and the Senses, G. E. R. Lloyd and G. E. L. Owen, Eds., "
        "Cambridge: Cambridge University Press, 1979, pp. 281–324."
    )


def test_a_thesis_and_a_report_name_their_school_and_kind(examples):
    assert _entry(examples["loh"], "ieee") == (
        "[1] N. C. Loh, “High-Resolution Micromachined Interferometric Accelerometer”, "
        "Master's thesis, Massachusetts Institute of Technology, Cambridge, Mass., 1992."
    )
    assert _entry(examples["padhye"], "apa") == (
        "Padhye, J., Firoiu, V., & Towsley, D. (1999). A Stochastic Model of TCP Reno "
        "Congestion Avoidance and Control (Technical Report 99-02). University of Massachusetts."
    )


def test_an_arxiv_preprint_is_cited_as_one(preprints):
    paper = preprints[0]
    arxiv_id, year = paper.paper.arxiv_id, paper.paper.year
    apa = _entry(paper, "apa")
    assert f"({year})." in apa
    assert apa.endswith(f"(arXiv:{arxiv_id}). arXiv. https://arxiv.org/abs/{arxiv_id}")
    ieee = _entry(paper, "ieee")
    assert ieee.endswith(
        f"”, {year}, arXiv: arXiv:{arxiv_id}. [Online]. Available: https://arxiv.org/abs/{arxiv_id}"
    )


def test_in_text_citations_and_the_order_of_a_bibliography(examples):
    chosen = [examples[k] for k in ("sigfridsson", "companion", "moraux")]
    apa = format_papers(chosen, find_style("apa"))
    assert apa.citation == "(Goossens et al., 1994; Moraux, 1979; Sigfridsson & Ryde, 1998)"
    assert [e.split(",")[0] for e in apa.entries] == ["Goossens", "Moraux", "Sigfridsson"]
    ieee = format_papers(chosen, find_style("ieee"))
    assert ieee.citation == "[1], [2], [3]"  # numbered as cited
    assert [e[:3] for e in ieee.entries] == ["[1]", "[2]", "[3]"]
    assert ieee.entries[0].startswith("[1] E. Sigfridsson")


def test_every_bundled_style_formats_in_every_form(examples):
    book = examples["companion"]
    assert [s.name for s in bundled_styles()] == [name for name, _, _ in BUNDLED]
    for style in bundled_styles():
        assert style.licence == "http://creativecommons.org/licenses/by-sa/3.0/"
        assert style.authors, style.name  # credited in About and the guide
        text = format_papers([book], style, Form.TEXT).entries[0]
        html = format_papers([book], style, Form.HTML).entries[0]
        markdown = format_papers([book], style, Form.MARKDOWN).entries[0]
        assert "Goossens" in text and "Addison-Wesley" in text, style.name
        # The same words in each form; a book's title in italics, as each form writes them
        # (NLM/Vancouver sets no title in italics)
        assert re.sub(r"</?i>", "", html).replace("&amp;", "&") == text, style.name
        assert markdown.replace("*", "") == text, style.name
        if style.name != "vancouver":
            assert "<i>The LaTeX Companion</i>" in html, style.name
            assert "*The LaTeX Companion*" in markdown, style.name


def test_a_bibliography_document_in_each_form(examples):
    chosen = [examples["companion"], examples["moraux"]]
    apa = find_style("apa")
    page = bibliography_document(chosen, apa, Form.HTML)
    assert page.startswith("<!DOCTYPE html>") and page.count('<div class="csl-entry">') == 2
    markdown = bibliography_document(chosen, apa, Form.MARKDOWN)
    assert markdown.startswith("# Bibliography\n\nGoossens, M.")
    text = bibliography_document(chosen, apa, Form.TEXT)
    assert text.count("\n\n") == 1 and text.endswith("Cambridge University Press.\n")


def test_an_added_style_is_used_and_a_broken_one_refused(tmp_path, examples):
    folder = tmp_path / "lib"
    folder.mkdir()
    own = tmp_path / "lab-style.csl"
    original = resource_path("styles", "ieee.csl").read_text("utf-8")
    title = "<title>IEEE Reference Guide version 11.29.2023</title>"
    own.write_text(original.replace(title, "<title>Our lab (IEEE)</title>"), "utf-8")
    added = add_style(own, folder)
    assert (added.name, added.title, added.bundled) == ("lab-style", "Our lab (IEEE)", False)
    assert added.path == folder / "styles" / "lab-style.csl"
    assert find_style("lab-style", folder).path == added.path
    assert _entry_in(examples["companion"], "lab-style", folder).startswith("[1] M. Goossens")

    not_xml = tmp_path / "half.csl"
    not_xml.write_text(original[: len(original) // 2], "utf-8")
    with pytest.raises(StyleError, match="half.csl is not an XML file"):
        add_style(not_xml, folder)
    invalid = tmp_path / "invalid.csl"
    invalid.write_text(
        original.replace("<bibliography", "<bibliographie", 1).replace(
            "</bibliography>", "</bibliographie>"
        ),
        "utf-8",
    )
    with pytest.raises(StyleError, match="invalid.csl is not a valid CSL 1.0 style"):
        add_style(invalid, folder)
    dependent = tmp_path / "vancouver-nlm.csl"
    dependent.write_text(
        '<?xml version="1.0"?><style xmlns="http://purl.org/net/xbiblio/csl" version="1.0">'
        "<info><title>Vancouver NLM</title><id>x</id>"
        '<link href="http://www.zotero.org/styles/nlm-citation-sequence" '
        'rel="independent-parent"/><updated>2026-01-01T00:00:00+00:00</updated></info></style>',
        "utf-8",
    )
    with pytest.raises(StyleError, match="dependent style.*nlm-citation-sequence"):
        check_style(dependent)
    with pytest.raises(StyleError, match="No citation style is called 'harvard-x'"):
        find_style("harvard-x", folder)
    # Nothing refused was kept; the added one can be taken out, a bundled one cannot
    assert sorted(p.name for p in (folder / "styles").iterdir()) == ["lab-style.csl"]
    remove_style("lab-style", folder)
    assert not added.path.exists()
    with pytest.raises(StyleError, match="comes with Lectern"):
        remove_style("apa", folder)


def _entry_in(entry: Entry, style: str, folder: Path) -> str:
    return format_papers([entry], find_style(style, folder)).entries[0]


def test_citation_keys_as_latex_and_pandoc_cite_them():
    keys = ["knuth:ct:a", "sigfridsson", "{odd key}"]
    assert cite_keys(keys, KeyForm.LATEX) == r"\cite{knuth:ct:a,sigfridsson,{odd key}}"
    assert cite_keys(keys, KeyForm.PANDOC) == "[@knuth:ct:a; @sigfridsson; @{{odd key}}]"
    assert cite_keys([], KeyForm.LATEX) == ""


def test_lectern_cite_and_styles(tmp_path, capsys):
    bib = tmp_path / "two.bib"
    bib.write_text(
        "@book{knuth1984, author = {Knuth, Donald E.}, title = {The {\\TeX}book},\n"
        "  publisher = {Addison-Wesley}, year = {1984}}\n",
        "utf-8",
    )
    lib = ["--library", str(tmp_path / "lib")]
    assert cli_main([*lib, "import", str(bib)]) == 0
    capsys.readouterr()
    pid = _only_id(tmp_path / "lib")
    assert cli_main([*lib, "cite", pid]) == 0  # APA, the default
    assert capsys.readouterr().out == "Knuth, D. E. (1984). The TeXbook. Addison-Wesley.\n"
    assert cli_main([*lib, "cite", pid, "--style", "ieee", "--format", "markdown"]) == 0
    assert capsys.readouterr().out == "[1] D. E. Knuth, *The TeXbook*. Addison-Wesley, 1984.\n"
    assert cli_main([*lib, "cite", pid, "--citation", "--style", "harvard"]) == 0
    assert capsys.readouterr().out == "(Knuth, 1984)\n"
    assert cli_main([*lib, "cite", pid, "--key", "pandoc"]) == 0
    assert capsys.readouterr().out == "[@knuth1984]\n"  # the key the file gave
    assert cli_main([*lib, "cite", pid, "--style", "chicago-x"]) == 1
    assert "No citation style is called 'chicago-x'" in capsys.readouterr().err
    assert cli_main([*lib, "styles"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in listed] == [name for name, _, _ in BUNDLED]
    assert listed[0].endswith("(default)")
    own = tmp_path / "mine.csl"
    shutil.copy(resource_path("styles", "nature.csl"), own)
    assert cli_main([*lib, "styles", "--add", str(own)]) == 0
    assert "lectern cite --style mine ID" in capsys.readouterr().out
    assert cli_main([*lib, "cite", pid, "--style", "mine"]) == 0
    assert capsys.readouterr().out.startswith("1. Knuth, D. E. The TeXbook.")


def _only_id(folder: Path) -> str:
    with Library.open(folder, readonly=True) as library:
        (pid,) = library.ids()
        return pid


def test_the_guide_credits_every_bundled_styles_authors():
    page = Path(__file__).resolve().parents[2] / "docs" / "guide" / "citing.md"
    credits = " ".join(page.read_text("utf-8").split())
    for style in bundled_styles():
        for author in style.authors:
            assert author in credits, (style.name, author)
