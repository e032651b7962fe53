"""Every <record> of an EndNote export is a paper, merged into one and said so, or skipped
with its reason: the papers added, the records merged and the records skipped sum to the
records in the file.

The records are written here in the shape of a real EndNote X7 export (version 17.0, the
whole file on one line, every value in ``<style>`` runs, each record with its library,
program, record number, foreign key and reference type): KWB-R/kwb.endnote's
``inst/extdata/2019-01-14_KWB_documents.xml``, 906 records, which three conference papers
known only by their authors, year and conference lost, and whose untitled records and
records without authors a second import added again.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library

STYLE = '<style face="normal" font="default" size="100%">{}</style>'


def record(number: int, body: str, kind: str = "Journal Article", code: int = 17) -> str:
    return (
        '<record><database name="KWB documents.enl" path="Z:\\Dokumente\\KWB documents.enl">'
        'KWB documents.enl</database><source-app name="EndNote" version="17.0">EndNote'
        f"</source-app><rec-number>{number}</rec-number><foreign-keys>"
        f'<key app="EN" db-id="z90eszwadd95piezvwmxvr9z9ww9xssrfp5t">{number}</key>'
        f'</foreign-keys><ref-type name="{kind}">{code}</ref-type>{body}</record>'
    )


def styled(tag: str, text: str) -> str:
    return f"<{tag}>{STYLE.format(text)}</{tag}>"


def authors(*names: str) -> str:
    return (
        "<contributors><authors>"
        + "".join(styled("author", name) for name in names)
        + "</authors></contributors>"
    )


def year(value: str) -> str:
    return f"<dates>{styled('year', value)}</dates>"


REPORT = (
    authors("Remy, Christian", "Diercks, Kristin")
    + "<titles>"
    + styled("title", "Deliverable D3.1: Best practices for improved sludge digestion")
    + "</titles>"
    + year("2016")
)
# record 609 of the X7 export: a conference paper with no title of its own
CONFERENCE = (
    authors("Remy, C.")
    + "<titles>"
    + styled("secondary-title", "6th International Conference on Life Cycle Management ")
    + "</titles>"
    + styled("keywords", "")
    + year("2013")
    + "<urls />"
    + styled("custom3", "public")
)
RECORDS = [
    record(
        1039,
        REPORT + "<urls><pdf-urls><url>internal-pdf://0543991017/D3.1.pdf</url></pdf-urls></urls>",
        "Report",
        27,
    ),
    # the same report entered twice in the library, with another copy of its PDF
    record(
        1040,
        REPORT + "<urls><pdf-urls><url>internal-pdf://0913243649/D3.1.pdf</url></pdf-urls></urls>",
        "Report",
        27,
    ),
    record(609, CONFERENCE, "Conference Paper", 47),
    record(
        355,
        authors("Gesche Grützmacher")
        + "<titles>"
        + styled("secondary-title", "ISMAR7 Conference")
        + "</titles>"
        + year("2010"),
        "Conference Paper",
        47,
    ),
    # empty <titles/> beside a DOI
    record(
        700,
        authors("Ghosh, N. C.")
        + "<titles/>"
        + year("2015")
        + styled("electronic-resource-num", "10.1007/s11269-015-0985-z"),
    ),
    # a title in a series only, with its PDF
    record(
        701,
        "<titles>"
        + styled("tertiary-title", "KWB Reports")
        + "</titles><urls><pdf-urls><url>internal-pdf://1/x.pdf</url></pdf-urls></urls>",
        "Report",
        27,
    ),
    # a title and nothing else: no authors
    record(
        1046,
        "<titles>"
        + styled("title", "NITROLIMIT – Stickstofflimitation in Binnengewässern")
        + "</titles>"
        + year("2016"),
        "Report",
        27,
    ),
    # nothing but EndNote's own bookkeeping
    record(999, "<titles/><urls />"),
]


@pytest.fixture
def export(tmp_path: Path) -> Path:
    path = tmp_path / "KWB documents.xml"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8" ?><xml><records>'
        + "".join(RECORDS)
        + "</records></xml>",
        "utf-8",
    )
    return path


def test_every_record_is_a_paper_a_merge_said_or_a_skip_with_its_reason(
    export: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--library", str(tmp_path / "lib"), "import", str(export)]) == 0
    out = capsys.readouterr().out
    added = int(re.search(r"(\d+) added", out).group(1))  # type: ignore[union-attr]
    merged = re.findall(r"repeats an earlier record \((.+)\); merged into (\S+)", out)
    skipped = re.findall(r"skipped line \d+: (.+)", out)
    assert (added, len(merged), len(skipped)) == (6, 1, 1), out
    assert added + len(merged) + len(skipped) == len(RECORDS)
    assert merged[0][0] == "same title, authors and year"
    assert "1 duplicates within the file" in out
    assert skipped == [
        "EndNote record 999 holds nothing but EndNote's own bookkeeping (no title, authors, "
        "date, notes or any other field)"
    ]
    lib = Library.open(tmp_path / "lib")
    try:
        assert len(lib) == 6
        report = lib.papers.paper(merged[0][1])
        assert report.title == "Deliverable D3.1: Best practices for improved sludge digestion"
        assert len(report.files) == 2  # both records' copies of the PDF
    finally:
        lib.close()


def test_a_conference_paper_without_a_title_is_found_by_its_authors_year_and_conference(
    export: Path, library: Library
) -> None:
    [report] = library.imports.import_files([export])
    titles = {library.papers.paper(pid).title: pid for pid in library.ids()}
    pid = titles["C. Remy, 2013, 6th International Conference on Life Cycle Management"]
    paper = library.papers.paper(pid)
    assert paper.title_derived  # the window says Lectern made it
    assert (paper.authors, paper.year, paper.kind) == (("C. Remy",), 2013, "inproceedings")
    assert paper.venue == "6th International Conference on Life Cycle Management"
    assert "Gesche Grützmacher, 2010, ISMAR7 Conference" in titles
    assert "doi:10.1007/s11269-015-0985-z" in titles  # titled by its DOI, as New paper does
    assert "KWB Reports" in titles
    assert pid in report.added_ids
    assert pid in library.searching.search("Remy Gothenburg").ids


def test_importing_the_export_again_adds_nothing(export: Path, library: Library) -> None:
    library.imports.import_files([export])
    count = len(library)
    [again] = library.imports.import_files([export])
    assert (again.added, len(library)) == (0, count)
    assert again.already == len(RECORDS) - 1  # every record but the empty one
