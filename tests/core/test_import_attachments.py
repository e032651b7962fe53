"""The files a record names become the paper's attached files, and exports write them back.

BibTeX's `file` field in JabRef's, Zotero's, Better BibTeX's and Mendeley's forms, RIS's L1
and L4, on real files in tmp_path; the shared bibliographies' own `file` fields; and JabRef's
form written by Lectern read back exactly, for any path.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lectern.core.importers import bibtex, ris
from lectern.core.importers.attachments import bibtex_files, jabref_file_field, ris_files
from lectern.core.importers.base import RawRecord
from lectern.core.library import Library

HOME = os.path.expanduser("~")
BASE = Path("/data/refs")  # the imported file's folder, for the cases that touch no file

# (the field as the program writes it, the paths it names)
WRITTEN = [
    # JabRef: a path relative to the .bib file's folder, the type by its name
    (":papers/x.pdf:PDF", ["/data/refs/papers/x.pdf"]),
    (
        ":DownloadedViaJabRef/Cooper et al. (2007-08) Cocoa.pdf:PDF",
        ["/data/refs/DownloadedViaJabRef/Cooper et al. (2007-08) Cocoa.pdf"],
    ),
    (
        ":Nail2020a.epub:ePUB;:Nail2020a.pdf:PDF",
        ["/data/refs/Nail2020a.epub", "/data/refs/Nail2020a.pdf"],
    ),
    (":2.pdf:PDF;stuff:1.pdf:PDF", ["/data/refs/2.pdf", "/data/refs/1.pdf"]),
    # JabRef's escapes: \: and \; in a description, \\ for a backslash
    (r"test\:\;:wei2005ahp.pdf:PDF", ["/data/refs/wei2005ahp.pdf"]),
    (r"test&#44\;st\:\;:wei2005ahp.pdf:PDF", ["/data/refs/wei2005ahp.pdf"]),
    (r"a\;b:/srv/papers/one\;two\:three.pdf:PDF", ["/srv/papers/one;two:three.pdf"]),
    # JabRef on Windows, escaped, unescaped, and with forward slashes
    (
        r"Boyd2012.pdf:C\:\\Users\\Literature_database\\Boyd2012.pdf:PDF",
        [r"C:\Users\Literature_database\Boyd2012.pdf"],
    ),
    (
        r"R1:C\:\\Users\\jfd1\\papers\\R1.pdf:PDF;Published version:C\:\\Users\\jfd1\\papers\\v.pdf:PDF",
        [r"C:\Users\jfd1\papers\R1.pdf", r"C:\Users\jfd1\papers\v.pdf"],
    ),
    (r"desc:C:\test.pdf:PDF", [r"C:\test.pdf"]),
    (
        r":C\:/Users/Philip/Downloads/corti-2009.pdf:PDF",
        ["C:/Users/Philip/Downloads/corti-2009.pdf"],
    ),
    # an older JabRef's relative path written on Windows
    (
        r"Aal2005 - pi-hype.pdf:Pi-Kalkül\\Aal2005 - pi-hype.pdf:PDF",
        ["/data/refs/Pi-Kalkül/Aal2005 - pi-hype.pdf"],
    ),
    # JabRef's shorter entries: the path alone, or in the description's or type's place
    ("wei2005ahp.pdf;other.pdf", ["/data/refs/wei2005ahp.pdf", "/data/refs/other.pdf"]),
    (":file.pdf", ["/data/refs/file.pdf"]),
    ("file.pdf::", ["/data/refs/file.pdf"]),
    ("::file.pdf", ["/data/refs/file.pdf"]),
    ("desc:file.pdf:PDF:https\\://arxiv.org/pdf/1109.0517.pdf", ["/data/refs/file.pdf"]),
    # Zotero: the attachment's title, its absolute path and MIME type; a snapshot beside it
    (
        "Full Text:/home/ada/Zotero/storage/ABCD1234/Lovelace - 1843 - Notes.pdf:application/pdf",
        ["/home/ada/Zotero/storage/ABCD1234/Lovelace - 1843 - Notes.pdf"],
    ),
    (
        "Full Text PDF:/home/ada/Zotero/storage/K2/a.pdf:application/pdf;"
        "Snapshot:/home/ada/Zotero/storage/K3/page.html:text/html",
        ["/home/ada/Zotero/storage/K2/a.pdf", "/home/ada/Zotero/storage/K3/page.html"],
    ),
    (
        r"Full Text:C\:\\Users\\ada\\Zotero\\storage\\K2\\a.pdf:application/pdf",
        [r"C:\Users\ada\Zotero\storage\K2\a.pdf"],
    ),
    (r"Full Text:/home/ada/cost \$5.pdf:application/pdf", ["/home/ada/cost $5.pdf"]),
    (
        "Robinson_2007.pdf:Better BibTeX.015/F64PVIN4/Robinson_2007.pdf:application/pdf",
        ["/data/refs/Better BibTeX.015/F64PVIN4/Robinson_2007.pdf"],
    ),
    # Better BibTeX: one file as its bare path, several escaped and joined by ";"
    (
        "~/BBTTEST/storage/Adams_Huaynaputina.pdf",
        [f"{HOME}/BBTTEST/storage/Adams_Huaynaputina.pdf"],
    ),
    (
        r"~\\BBTTEST\\storage\\Baltes_Staudinger_2000_Wisdom.pdf",
        [f"{HOME}/BBTTEST/storage/Baltes_Staudinger_2000_Wisdom.pdf"],
    ),
    (
        r"~/BBTTEST/Pousman - 2007.pdf;files/Pousman\:2007/4376134.html",
        [f"{HOME}/BBTTEST/Pousman - 2007.pdf", "/data/refs/files/Pousman:2007/4376134.html"],
    ),
    (
        r"~/BBTTEST/Beck - 2017 - Literature\; Or, Shoul.pdf",
        [f"{HOME}/BBTTEST/Beck - 2017 - Literature; Or, Shoul.pdf"],
    ),
    (
        "/home/ada/Zotero/storage/X/Title: A Subtitle.pdf",
        ["/home/ada/Zotero/storage/X/Title: A Subtitle.pdf"],
    ),
    (r"A:\Zotero\storage\test.pdf", [r"A:\Zotero\storage\test.pdf"]),
    (
        "attachments/GarberAyers - The Cambridge History (2003).pdf",
        ["/data/refs/attachments/GarberAyers - The Cambridge History (2003).pdf"],
    ),
    # Bookends and others: a file:// URL
    (
        "file://localhost/Users/user/Documents/Bookends/Attachments/Ahmad%20et%20al%202015.pdf",
        ["/Users/user/Documents/Bookends/Attachments/Ahmad et al 2015.pdf"],
    ),
    # Mendeley: no leading slash on Linux and macOS, LaTeX for letters and the drive's colon
    (":home/skalra/Dropbox/Bibliography/p.pdf:pdf", ["/home/skalra/Dropbox/Bibliography/p.pdf"]),
    (
        ":Users/jdoe/Documents/Mendeley Desktop/Doe{\\_}2015{\\_}Nature.pdf:pdf",
        ["/Users/jdoe/Documents/Mendeley Desktop/Doe_2015_Nature.pdf"],
    ),
    (
        ":home/qiang/Documents/Mendeley Desktop/2010 - the general lov{\\'{a}}sz local lemma.pdf:pdf",
        ["/home/qiang/Documents/Mendeley Desktop/2010 - the general lovász local lemma.pdf"],
    ),
    (
        ":C$\\backslash$:/Users/Frank/AppData/Local/Mendeley Ltd./Mendeley Desktop/Downloaded/"
        "Mart{\\'{i}}nez-prieto et al. - 2008.pdf:pdf",
        [
            "C:/Users/Frank/AppData/Local/Mendeley Ltd./Mendeley Desktop/Downloaded/"
            "Martínez-prieto et al. - 2008.pdf"
        ],
    ),
    (":home/a/x.pdf:pdf;:home/a/y.pdf:pdf", ["/home/a/x.pdf", "/home/a/y.pdf"]),
    # JabRef keeps a path that starts like a home folder as relative: its type says PDF
    (":home/x.pdf:PDF", ["/data/refs/home/x.pdf"]),
    # what is only a link to the web is no file; each file once
    ("https://hal.inria.fr/hal-02090402/file/scilab-1.1.tar.gz", []),
    (":http\\://arxiv.org/pdf/0803.0142v1:PDF", []),
    ("A test:www.yahoo.com/abc/cde.htm:URL", []),
    (":a.pdf:PDF;:b.pdf:PDF;:a.pdf:PDF", ["/data/refs/a.pdf", "/data/refs/b.pdf"]),
    ("", []),
    ("   ", []),
]


@pytest.mark.parametrize(("value", "paths"), WRITTEN)
def test_each_programs_file_field_names_its_files(value: str, paths: list[str]) -> None:
    assert bibtex_files(value, BASE) == paths


def test_a_single_path_holding_a_semicolon_is_one_file_when_it_is_there(tmp_path: Path) -> None:
    """BibDesk and Better BibTeX write one file as its bare path, ";" and all."""
    folder = tmp_path / "Cohen.I;Smith.G"
    folder.mkdir()
    (folder / "CohenSmith - Newton (2002).pdf").write_bytes(b"%PDF-1.4\n")
    value = f"{folder}/CohenSmith - Newton (2002).pdf"
    assert bibtex_files(value, tmp_path) == [value]
    # absent, it reads as two paths, which is what JabRef makes of it too
    assert len(bibtex_files(value.replace("Cohen.I", "Nobody.I"), tmp_path)) == 2


def test_a_mendeley_path_inside_the_bib_files_folder_stays_there(tmp_path: Path) -> None:
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "x.pdf").write_bytes(b"%PDF-1.4\n")
    assert bibtex_files(":home/x.pdf:pdf", tmp_path) == [str(tmp_path / "home" / "x.pdf")]


def test_ris_l1_and_l4_name_paths_file_urls_and_endnote_pdfs(tmp_path: Path) -> None:
    stored = tmp_path / "My EndNote Library.Data" / "PDF" / "0123456789"
    stored.mkdir(parents=True)
    (stored / "Smith-2010-Title.pdf").write_bytes(b"%PDF-1.4\n")
    values = [
        "file:///home/ada/Papers/two%20words.pdf",
        "internal-pdf://0123456789/Smith-2010-Title.pdf",
        "internal-pdf://a.pdf; internal-pdf://b.pdf",
        "/home/ada/Zotero/storage/K2/a.pdf",
        "figures/fig 1.png",
        "https://example.org/paper.pdf",  # a link, not a file
        "/home/ada/Zotero/storage/K2/a.pdf",
    ]
    data = tmp_path / "My EndNote Library.Data" / "PDF"
    assert ris_files(values, tmp_path) == [
        "/home/ada/Papers/two words.pdf",
        str(stored / "Smith-2010-Title.pdf"),
        str(data / "a.pdf"),
        str(data / "b.pdf"),
        "/home/ada/Zotero/storage/K2/a.pdf",
        str(tmp_path / "figures" / "fig 1.png"),
    ]
    assert ris_files(["file:///C:/Users/ada/x.pdf"], tmp_path) == ["C:/Users/ada/x.pdf"]


def test_jabref_field_is_what_jabref_writes() -> None:
    assert jabref_file_field(["/home/ada/x.pdf"]) == ":/home/ada/x.pdf:PDF"
    assert jabref_file_field(["/a/b.epub", r"C:\Users\ada\c.djvu", "/a/noext"]) == (
        r":/a/b.epub:ePUB;:C\:\\Users\\ada\\c.djvu:Djvu;:/a/noext:"
    )
    assert jabref_file_field(["/a/x;y:z.pdf"]) == r":/a/x\;y\:z.pdf:PDF"
    assert jabref_file_field([]) == ""


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += char == "{"
        depth -= char == "}"
        if depth < 0:
            return False
    return depth == 0


# Absolute paths as Lectern keeps them: any characters after the first slash, or a drive.
_SURROGATES: tuple[Literal["Cs"]] = ("Cs",)  # hypothesis' own type: Unicode category names
_NO_SURROGATES = st.characters(blacklist_categories=_SURROGATES)
_PATHS = st.lists(
    st.one_of(
        st.text(_NO_SURROGATES, min_size=1).map(lambda t: "/" + t),
        st.text(_NO_SURROGATES, min_size=1).map(lambda t: "C:\\" + t),
    ).filter(lambda p: not re.search(r"[\x00\n\r]", p)),
    unique=True,
    max_size=4,
)


@settings(max_examples=400, deadline=None)
@given(_PATHS)
def test_reading_what_lectern_writes_gives_the_paths_back(paths: list[str]) -> None:
    value = jabref_file_field(paths)
    assert _balanced(value)  # the BibTeX file stays readable
    assert bibtex_files(value, BASE) == paths


def _records(parsed) -> list[RawRecord]:
    return [r for r in parsed.records if isinstance(r, RawRecord)]


def _write_papers(folder: Path) -> tuple[Path, Path]:
    """A PDF beside the .bib in papers/, and one named in the .bib that is not there."""
    (folder / "papers").mkdir(parents=True)
    present = folder / "papers" / "present.pdf"
    present.write_bytes(b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
    return present, folder / "papers" / "gone.pdf"


BIB = """@article{ada1843,
  title = {Notes on the Analytical Engine},
  author = {Lovelace, Ada},
  year = {1843},
  file = {:papers/present.pdf:PDF;Full Text:papers/gone.pdf:application/pdf}
}
@article{babbage1864,
  title = {Passages from the Life of a Philosopher},
  author = {Babbage, Charles},
  year = {1864},
  file = {:home/charles/Mendeley Desktop/Babbage{\\_}1864.pdf:pdf}
}
"""

RIS = """TY  - JOUR
TI  - Notes on the Analytical Engine
AU  - Lovelace, Ada
PY  - 1843
L1  - papers/present.pdf
L1  - file:///srv/papers/gone.pdf
L2  - https://example.org/landing
L4  - figures/engine.png
ER  -
"""


def test_a_bibtex_import_attaches_the_files_it_names(tmp_path: Path) -> None:
    folder = tmp_path / "downloads"
    present, gone = _write_papers(folder)
    source = folder / "refs.bib"
    source.write_text(BIB, "utf-8")
    records = _records(bibtex.parse(source))
    assert [r.files for r in records] == [
        [str(present), str(gone)],
        ["/home/charles/Mendeley Desktop/Babbage_1864.pdf"],
    ]
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([source])
        files = {
            library.papers.paper(pid).title: library.papers.paper(pid).files
            for pid in library.ids()
        }
    assert files["Notes on the Analytical Engine"] == (str(present), str(gone))
    assert present.read_bytes().startswith(b"%PDF")  # pointed at, never copied or changed


def test_a_ris_import_attaches_l1_and_l4_files_and_keeps_l2_a_link(tmp_path: Path) -> None:
    folder = tmp_path / "downloads"
    present, _gone = _write_papers(folder)
    source = folder / "refs.ris"
    source.write_text(RIS, "utf-8")
    (record,) = _records(ris.parse(source))
    assert record.files == [
        str(present),
        "/srv/papers/gone.pdf",
        str(folder / "figures/engine.png"),
    ]
    assert record.urls == ["https://example.org/landing"]


def test_importing_again_adds_new_files_but_not_the_ones_the_user_removed(tmp_path: Path) -> None:
    folder = tmp_path / "downloads"
    present, gone = _write_papers(folder)
    source = folder / "refs.bib"
    source.write_text(
        BIB.split("@article{babbage", maxsplit=1)[0].replace(
            ";Full Text:papers/gone.pdf:application/pdf", ""
        ),
        "utf-8",
    )
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([source])
        (pid,) = library.ids()
        assert library.papers.paper(pid).files == (str(present),)
        source.write_text(BIB.split("@article{babbage", maxsplit=1)[0], "utf-8")
        library.imports.import_files([source])
        assert library.papers.paper(pid).files == (str(present), str(gone))  # joined like links
        library.papers.edit(pid, files=[str(gone)])
        library.imports.import_files([source])
        assert library.papers.paper(pid).files == (str(gone),)  # the user's choice stands


def test_an_edited_file_list_keeps_each_path_as_it_is(tmp_path: Path) -> None:
    spaced = tmp_path / "Gaukroger - The Soft Underbelly of Reason  The Passions (1998).pdf"
    spaced.write_bytes(b"%PDF-1.4\n")
    source = tmp_path / "refs.bib"
    source.write_text(BIB.split("@article{babbage", maxsplit=1)[0], "utf-8")
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([source])
        (pid,) = library.ids()
        library.papers.edit(pid, files=[f"  {spaced}\n"])
        assert library.papers.paper(pid).files == (str(spaced),)


@pytest.mark.parametrize(
    ("fmt", "suffix"), [("bibtex", ".bib"), ("ris", ".ris"), ("json", ".json")]
)
def test_an_export_carries_the_files_back_into_an_empty_library(
    tmp_path: Path, fmt: str, suffix: str
) -> None:
    folder = tmp_path / "downloads"
    present, gone = _write_papers(folder)
    source = folder / "refs.bib"
    source.write_text(BIB, "utf-8")
    odd = "/srv/odd {name; with: colons} \\ and {braces.pdf"
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([source])
        pid = next(p for p in library.ids() if library.papers.paper(p).year == 1864)
        library.papers.edit(
            pid, files=[*library.papers.paper(pid).files, odd, r"C:\Users\ada\x.pdf"]
        )
        before = {p: library.papers.paper(p).files for p in library.ids()}
        out = tmp_path / "elsewhere" / f"export{suffix}"
        out.parent.mkdir()
        library.exports.export(fmt, out)
    assert sum(len(f) for f in before.values()) == 5
    with Library.open(tmp_path / f"restored-{fmt}") as restored:
        restored.imports.import_files([out])
        after = {p: restored.papers.paper(p).files for p in restored.ids()}
    assert after == before


# --- the shared bibliographies ------------------------------------------------------------

_FILE_FIELD = re.compile(r"^\s*file\s*=\s*\{(.*)\},?\s*$", re.I | re.M)


def test_the_shared_bibliographies_file_fields(imports_dir: Path) -> None:
    """Every `file` field of the real .bib files: two name only a web page (biblatex's
    examples), and the Mendeley library's export carries none at all."""
    values = {
        path.name: _FILE_FIELD.findall(path.read_text("utf-8", errors="replace"))
        for path in sorted((imports_dir / "bibtex").rglob("*.bib"))
    }
    found = {name: v for name, v in values.items() if v}
    assert sorted(found) == ["biblatex-examples.bib", "examples.bib"]
    assert found["biblatex-examples.bib"] == [
        "http://v3.espacenet.com/textdoc?IDX=EP1700367",
        "ftp://gaia.cs.umass.edu/pub/Padhey99-markov.ps",
    ]
    assert values["bu-disc_mendeley_library.bib"] == []
    for value in (v for vs in found.values() for v in vs):
        assert bibtex_files(value, imports_dir) == []
    records = _records(bibtex.parse(imports_dir / "bibtex" / "biblatex-examples.bib"))
    assert len(records) > 80 and not any(r.files for r in records)
