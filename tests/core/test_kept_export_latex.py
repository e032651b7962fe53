"""A kept export compiled as a LaTeX user compiles it: biblatex and biber against the file
Lectern keeps up to date, after importing real libraries and editing a paper.

Every `\\cite` must resolve, and the bibliography biber makes must list each entry's
publisher, editor and date as the source had them. Needs pdflatex, biblatex and biber
(Debian: texlive-latex-base, texlive-latex-recommended, texlive-bibtex-extra, biber;
`.ci/run` installs them); it skips, saying so, where they are missing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest
from pylatexenc.latex2text import LatexNodes2Text

from lectern.core.importers import bibtex
from lectern.core.importers.base import RawRecord
from lectern.core.library import Library

pytestmark = pytest.mark.slow

DOCUMENT = r"""\documentclass{article}
\usepackage[T1]{fontenc}
\usepackage[utf8]{inputenc}
\usepackage[backend=biber,style=authoryear]{biblatex}
\addbibresource{refs.bib}
\begin{document}
%s
\printbibliography
\end{document}
"""


def _tools() -> None:
    for tool in ("pdflatex", "biber", "kpsewhich"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (Debian: texlive-latex-base, biber)")
    for style, package in (
        ("biblatex.sty", "texlive-bibtex-extra"),
        ("etoolbox.sty", "texlive-latex-recommended"),
    ):
        found = subprocess.run(["kpsewhich", style], check=False, capture_output=True, text=True)
        if not found.stdout.strip():
            pytest.skip(f"{style} is not installed (Debian: {package})")


def _run(args: list[str], folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        args, check=False, cwd=folder, capture_output=True, text=True, errors="replace", timeout=600
    )


def _names(value: str) -> list[str]:
    """The family names in a BibTeX name list ("Lloyd, G. E. R. and Owen, G. E. L.")."""
    names = []
    for name in re.split(r"\s+and\s+", value.strip()):
        family = name.split(",")[0] if "," in name else name.split()[-1]
        names.append(re.sub(r"[{}\\]", "", family).strip())
    return names


def _letters(text: str) -> str:
    """The letters and digits of a LaTeX text, accents and case aside: "Jaff{\\'e}" and
    biber's "Jaffé" are both "jaffe"."""
    plain = LatexNodes2Text().latex_to_text(text)
    folded = unicodedata.normalize("NFKD", plain.casefold())
    return re.sub(r"[^a-z0-9]", "", "".join(c for c in folded if not unicodedata.combining(c)))


def _bbl_entries(bbl: str) -> dict[str, str]:
    """biber's .bbl, entry by entry: key → the text of its entry."""
    entries = {}
    for match in re.finditer(r"\\entry\{([^}]*)\}(.*?)\\endentry", bbl, re.S):
        entries[match.group(1)] = match.group(2)
    return entries


def test_biber_resolves_every_cite_and_lists_what_the_source_had(imports_dir, tmp_path):
    _tools()
    examples = imports_dir / "bibtex" / "biblatex-examples.bib"
    mendeley = imports_dir / "bibtex" / "bu-disc_mendeley_library.bib"
    folder = tmp_path / "thesis"
    folder.mkdir()
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([mendeley, examples])  # a collection for each file
        kept = library.kept.add(folder / "refs.bib", "collection:biblatex-examples", "biblatex")
        ids = library.kept.ids(kept.export.scope)
        # A paper edited after the export was kept: the file follows
        book = next(e for e in library.papers.entries(ids) if e.paper.key == "companion")
        library.papers.edit(book.paper.id, title="The LaTeX Companion, edited in Lectern")
        (result,) = library.kept.bring_up_to_date()
        assert result.written and result.papers == len(ids)
        papers = [e.paper for e in library.papers.entries(ids)]

    source = {r.key: r.fields for r in bibtex.parse(examples).records if isinstance(r, RawRecord)}
    keys = [paper.key for paper in papers]
    # Each paper's entry in biblatex-examples: its own key, or (a work the Mendeley file had
    # too, joined with it on import) the key it keeps among its other keys
    origin = {
        paper.key: next(k for k in (paper.key, *paper.aliases) if k in source) for paper in papers
    }
    assert len(set(origin.values())) == len(papers)
    cites = "\n".join(rf"\cite{{{key}}}" for key in keys)
    (folder / "doc.tex").write_text(DOCUMENT % cites, "utf-8")
    # The runs before the last write no PDF (-draftmode): they make doc.bcf and doc.aux
    first = _run(["pdflatex", "-draftmode", "-interaction=nonstopmode", "doc.tex"], folder)
    assert (folder / "doc.bcf").exists(), first.stdout[-3000:]
    biber = _run(["biber", "doc"], folder)
    assert biber.returncode == 0, biber.stdout[-3000:] + biber.stderr[-2000:]
    assert "ERROR" not in biber.stdout, biber.stdout[-3000:]
    _run(["pdflatex", "-draftmode", "-interaction=nonstopmode", "doc.tex"], folder)
    last = _run(["pdflatex", "-interaction=nonstopmode", "doc.tex"], folder)
    log = (folder / "doc.log").read_text("utf-8", errors="replace")
    assert not re.findall(r"Citation '[^']*' .*undefined", log), log[-3000:]
    assert not re.findall(r"Citation `[^']*' .*undefined", log), log[-3000:]
    assert (folder / "doc.pdf").exists(), last.stdout[-3000:]

    entries = _bbl_entries((folder / "doc.bbl").read_text("utf-8", errors="replace"))
    assert set(keys) <= set(entries)  # every \cite resolved to an entry
    # the rest are biber's own: copies it makes of related entries, named by a hash
    assert all(re.fullmatch(r"[0-9a-f]{32}", k) for k in set(entries) - set(keys))
    assert "edited in Lectern" in entries["companion"]  # the edit reached the document
    checked = {"publisher": 0, "editor": 0, "date": 0}
    for key in keys:
        fields, entry = source[origin[key]], entries[key]
        if publisher := fields.get("publisher"):  # a list: "A and B" is two publishers
            for part in re.split(r"\s+and\s+", publisher):
                assert _letters(part) in _letters(entry), (key, part)
            checked["publisher"] += 1
        if editor := fields.get("editor"):
            for family in _names(editor):
                assert _letters(family) in _letters(entry), (key, family)
            checked["editor"] += 1
        date = fields.get("date") or fields.get("year")
        if date and re.fullmatch(r"\d{4}(-\d{2}){0,2}", date.strip()):
            year, *rest = date.strip().split("-")
            assert f"\\field{{year}}{{{year}}}" in entry, (key, date)
            if rest:
                assert f"\\field{{month}}{{{int(rest[0])}}}" in entry, (key, date)
            checked["date"] += 1
    assert checked["publisher"] >= 20 and checked["editor"] >= 10 and checked["date"] >= 60, checked
