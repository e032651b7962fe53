"""BibTeX's LaTeX as Lectern shows it: one rendering, and no word lost.

TeX's dashes and quotes read as they print wherever they are (titles, venues, names, pages),
except in math and links; a macro Lectern does not know stays visible as written; only
macros known to print no words vanish. The real bibliographies in
../shared/data/imports/bibtex are swept value by value.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from lectern.core.crosswalk import VENUE_SOURCES  # where a record's venue comes from
from lectern.core.importers import RawRecord, Skipped, parse_file
from lectern.core.library import Library
from lectern.core.text import latex_to_text
from lectern.core.text.latex import known_macro
from lectern.core.text.latex_tables import LOGOS
from tests.core.helpers_bibtexparser import parsed


@pytest.mark.parametrize(
    ("source", "shown"),
    [
        # An unknown macro stays as written, with its backslash; a logo-like one as its name.
        (r"{\uktug}", r"\uktug"),
        (r"we propose \method, and \ours{} wins", r"we propose \method, and \ours wins"),
        (r"\rev{We evaluate} it", r"\rev{We evaluate} it"),
        (r"Database publishing with {\Java} and \TeX", "Database publishing with Java and TeX"),
        (r"{\CSTUG{}} and \NetBibTeX{}ing", "CSTUG and NetBibTeXing"),
        # TeX's quotes: double and single, in braces, after a macro, around an apostrophe.
        ("``See also'' indexing", "“See also” indexing"),
        (r"{``See also''} {\em indexing}", "“See also” indexing"),
        (r"spelling with \TeX'' and ``\LaTeX''", "spelling with TeX” and “LaTeX”"),
        ("`Magic' comments", "‘Magic’ comments"),
        ("`Don't panic' she said", "‘Don't panic’ she said"),
        (r"That ol' devil {\tt\char`\\expandafter}", r"That ol' devil \expandafter"),
        ("`code` stays Markdown", "`code` stays Markdown"),
        # Dashes, but not in math or links.
        ("25--34", "25–34"),
        (r"pages 25--34 and \emph{a---b}", "pages 25–34 and a—b"),
        (r"$a--b$ -- $f''$", "a--b – f′′"),
        ("see http://x.org/a--b~c -- done", "see http://x.org/a--b~c – done"),
        (r"\url{http://x.org/a--b} and \verb|--x|", "http://x.org/a--b and --x"),
        # Known macros print their words; formatting-only ones vanish.
        (r"(\tubissue 14(4), pp.\ 425--433)", "(TUGboat 14(4), pp. 425–433)"),
        (r"\emph{x} \textbf{y} \relax z\protect\/ w\,v", "x y z w v"),
        (r"The XE{\slc M}{\TeX} project, {\tt xparse}", "The XEMTeX project, xparse"),
        (r"DVIto\kern-.1emVDU and \raise.5ex\hbox{up}", "DVItoVDU and up"),
        # TUGboat's dashes, set off by thin spaces as tugboat.def sets them
        (
            r"TUG 2000\Dash The \nth{21} Annual Conference",
            "TUG 2000 — The 21st Annual Conference",
        ),
        (
            r"Fixed-point glue setting\Dash an example",
            "Fixed-point glue setting — an example",
        ),
        (r"{IBM mainframes\dash MVS}", "IBM mainframes – MVS"),
        (r"relatedstring= \autocap{e}xcerpt in", "relatedstring= excerpt in"),
        (r"Qur\ringhalfrighti{\=a}nic, Terr\'on-D\'\iaz", "Qurʾānic, Terrón-Díaz"),
        (r"pages 579\psqq", "pages 579 ff."),
        # Citations keep their keys, footnotes their words.
        (r"as in \cite[p.~5]{knuth84,lamport}.", "as in [knuth84, lamport, p. 5]."),
        (r"the field\footnote{See https://x.org}.", "the field (See https://x.org)."),
        (r"a$\unicode{x2013}$b", "a–b"),
    ],
)
def test_latex_is_shown_as_it_prints(source: str, shown: str) -> None:
    assert latex_to_text(source) == shown


def test_kept_math_stays_as_written_around_converted_text() -> None:
    source = r"Keep $a--b$ and $f''$, ``quote'' -- and \cite{k}"
    assert latex_to_text(source, keep_math=True) == "Keep $a--b$ and $f''$, “quote” – and [k]"


def test_text_without_latex_dashes_or_quotes_is_returned_as_it_is() -> None:
    text = "A plain title: no markup at all (don't change it) - one hyphen"
    assert latex_to_text(text) is text


def test_the_rendering_is_stable_when_shown_again() -> None:
    """BibTeX abstracts are converted at import and again when shown."""
    for source in (r"{\uktug} \rev{x} \cite{k} ``a'' -- \TeX", r"\ours{} of $x^2$ in \LaTeX"):
        once = latex_to_text(source)
        assert latex_to_text(once) == once


def test_a_bibtex_entry_shows_one_rendering_in_every_field(tmp_path: Path) -> None:
    path = tmp_path / "quotes.bib"
    path.write_text(
        "@inproceedings{k,\n"
        "  title = \"{``See also'' indexing} with {\\uktug} -- `maybe'\",\n"
        "  author = \"O'Neil, Jos{\\'e} and {``Q''} Smith, Ann\",\n"
        "  booktitle = \"Proc.\\ of ``Quotes'' 2020--2021\",\n"
        '  pages = "25--34", volume = "3---4", year = 2021,\n'
        '  url = "http://x.org/a--b~c",\n'
        "}\n",
        "utf-8",
    )
    [record] = parse_file(path).records
    assert isinstance(record, RawRecord)
    assert record.title == "“See also” indexing with \\uktug – ‘maybe’"
    assert record.authors == ["José O'Neil", "Ann “Q” Smith"]
    assert record.venue == "Proc. of “Quotes” 2020–2021"
    assert (record.pages, record.volume) == ("25–34", "3—4")
    assert record.urls == ["http://x.org/a--b~c"]


# --- the real bibliographies ------------------------------------------------------------------


@pytest.fixture(scope="module")
def tugboat(imports_dir: Path) -> dict[str, RawRecord]:
    return {
        r.key: r
        for r in parse_file(imports_dir / "bibtex" / "tugboat.bib").records
        if isinstance(r, RawRecord)
    }


def test_tugboat_entry_titled_by_an_unknown_macro_imports(
    tugboat: dict[str, RawRecord], imports_dir: Path, tmp_path: Path
) -> None:
    """title = "{\\uktug}", with author, volume, pages and year: once skipped as having neither
    a title nor an abstract, because the macro vanished."""
    path = imports_dir / "bibtex" / "tugboat.bib"
    lines = path.read_text("utf-8").splitlines()
    start = lines.index("@Article{Anonymous:TB12-2-124,")
    assert lines[start + 2].split("=", 1)[1].strip() == '"{\\uktug}",'
    record = tugboat["Anonymous:TB12-2-124"]
    assert record.line == start + 1
    assert (record.title, record.authors, record.year) == ("\\uktug", ["Anonymous"], 1991)
    assert (record.volume, record.number, record.pages) == ("12", "2", "124–124")
    single = tmp_path / "uktug.bib"
    entry_end = lines.index("}", start)
    single.write_text("\n".join(lines[start : entry_end + 1]) + "\n", "utf-8")
    with Library.open(tmp_path / "lib") as library:
        report = library.imports.import_files([single])[0]
        assert (report.added, report.skipped) == (1, ())
        assert library.papers.paper(report.added_ids[0]).title == "\\uktug"


def test_tugboat_titles_read_as_printed(tugboat: dict[str, RawRecord]) -> None:
    titles = {key: record.title for key, record in tugboat.items()}
    assert titles["Thimbleby:TB12-2-290"] == "“See also” indexing with Makeindex"
    assert (
        titles["Thimbleby:TB13-1-95"]
        == "Erratum: “See also” indexing with Makeindex, TUGboat 12(2), p. 290"
    )
    assert titles["Rhead:TB15-1-64"] == (
        "Addenda: A suggested “operational requirement” for LaTeX3's treatment of "
        "bibliographic references (TUGboat 14(4), pp. 425-433)"
    )
    assert titles["Machi:TB17-1-28"].endswith("(TUGboat 16(4), pp. 358–363)")
    assert titles["Gibbons:TB18-2-75"] == "‘Hey — it works!’"  # \Dash, as TUGboat sets it
    assert titles["Knuth:TB3-1-10"] == "Fixed-point glue setting — an example of WEB"
    assert titles["Wright:TB32-1-113"] == "‘Magic’ comments in TeXworks 0.4"
    assert titles["Raman:TB16-3-310"] == "An audio view of (La)TeX documents — part II"
    assert titles["Beeton:TB2-3-35"] == "Don't just \\let TeX hang, \\raise or \\lower it"
    assert titles["Trevorrow:TB8-1-42"] == "DVItoVDU 1.7 and PSPRINT 1.1"
    assert titles["Anonymous:TB20-3-154"] == "TUG2000 — The 21st Annual Conference"
    assert titles["Ogawa:TB20-3-231"] == "Database publishing with Java and TeX"
    assert titles["Ferguson:TB6-2-57"] == "A multilingual \\mtex"
    assert tugboat["Thanh:TB19-3-284"].authors == ["Hàn Thê Thành"]
    assert tugboat["Rhead:TB15-1-64"].pages == "64–65"


# --- the sweep -------------------------------------------------------------------------------

_CONTROL = re.compile(r"\\(?:([A-Za-z@]+)|.)")
_VERBATIM = re.compile(r"\\(?:verb|path)\*?([^A-Za-z\s{])(.*?)\1|\\(?:url|href)\s*\{[^{}]*\}", re.S)
_URL = re.compile(r"\S+://\S+")
_ACCENTED_DOTLESS = re.compile(r"\\[`'^\"~=.uvHckrbdt]\s*\\([ij][A-Za-z]+)")


@dataclass(frozen=True)
class Shown:
    """One value as the file wrote it and as Lectern shows it."""

    where: str
    raw: str
    shown: str


def _swept_files(bibtex_dir: Path) -> list[Path]:
    files = [bibtex_dir / n for n in ("tugboat.bib", "biblatex-examples.bib")]
    files.append(bibtex_dir / "bu-disc_mendeley_library.bib")
    return [*files, *sorted((bibtex_dir / "biber-tdata").glob("*.bib"))]


def _raw_fields(path: Path) -> dict[str, dict[str, str]]:
    """Each entry's fields as written (bibtexparser's @string resolution, braces kept inside)."""
    library = parsed(path)
    raw: dict[str, dict[str, str]] = {}
    for entry in library.entries:
        fields = raw.setdefault(entry.key.strip(), {})
        for field in entry.fields:
            if isinstance(field.value, str):
                fields.setdefault(field.key.lower(), field.value)
    return raw


def _shown_values(path: Path) -> Iterator[Shown]:
    raw = _raw_fields(path)
    for record in parse_file(path).records:
        if isinstance(record, Skipped) or record.key not in raw:
            continue
        fields = raw[record.key]
        where = f"{path.name}:{record.key}"
        title = " ".join(fields.get(n, "") for n in ("title", "subtitle", "titleaddon"))
        if title.strip():
            yield Shown(f"{where} title", title, record.title)
        venue = next((fields[n] for n in VENUE_SOURCES if fields.get(n, "").strip()), "")
        if venue and record.venue:
            yield Shown(f"{where} venue", venue, record.venue)
        names = fields.get("author", "").strip() or fields.get("editor", "").strip()
        if names and record.authors:
            yield Shown(f"{where} authors", names, " ; ".join(record.authors))


def _lost_words(value: Shown) -> list[str]:
    """The macros of `value.raw` whose words its display does not show."""
    lost = []
    source = _VERBATIM.sub(" ", value.raw)
    dotless = set(_ACCENTED_DOTLESS.findall(source))  # D\'\iaz: í, then "az"
    for match in _CONTROL.finditer(source):
        name = match.group(1)
        if not name or name in dotless:
            continue
        if known_macro(name):
            rendering = LOGOS.get(name, "").strip()
            if rendering and rendering not in value.shown:
                lost.append(f"\\{name} (as {rendering!r})")
        elif f"\\{name}" not in value.shown and not (
            any(ch.isupper() for ch in name) and name in value.shown
        ):
            lost.append(f"\\{name}")
    return lost


def test_every_real_title_venue_and_name_is_shown_whole(imports_dir: Path) -> None:
    """No displayed value keeps a TeX quote pair or a -- outside a link, and every macro's
    words are there: its own text when Lectern knows it, else the macro as written."""
    checked = with_macros = 0
    quotes, dashes, lost = [], [], []
    for path in _swept_files(imports_dir / "bibtex"):
        for value in _shown_values(path):
            checked += 1
            if "``" in value.shown or "''" in value.shown:
                quotes.append((value.where, value.shown))
            if "--" in _URL.sub(" ", value.shown):
                dashes.append((value.where, value.shown))
            if "\\" in value.raw:
                with_macros += 1
                if words := _lost_words(value):
                    lost.append((value.where, words, value.shown))
    assert (quotes, dashes, lost) == ([], [], [])
    assert checked > 15_000 and with_macros > 1_000
