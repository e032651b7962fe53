"""Hostile text in imported papers and in notes: kept exactly as written, exported without
breaking out of its field, and turned into HTML that shows it as text.

The detail pane's widget side (no resource loaded, links opened only after a scheme
check) is tested in tests/gui/test_detail_hostile.py; here is the core side: the store,
the exporters, lectern.core.text.abstract_html and the search highlight fragments.
"""

from __future__ import annotations

import csv
import io
import json
import os
import random
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import bibtexparser
import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lectern.core.library import Library
from lectern.core.text import abstract_html

RLO = "\u202e"
SCRIPT = '<script>alert("pwned")</script>'
IMG = '<img src="file:///etc/passwd">'
LINK = '<a href="javascript:alert(1)">click me</a>'
TITLE = f"Invoice {RLO}fdp.exe {SCRIPT} and {IMG}"
ABSTRACT = (
    f"We study zorbling attacks {SCRIPT} with {IMG} and {LINK}. "
    "See \\href{javascript:alert(2)}{this demo} or \\url{file:///etc/passwd} "
    f"and {RLO}txt.exe, also [x](javascript:alert(3)) and data:text/html,<b>hi</b>. "
    "Safe code at https://github.com/example/zorbling."
)
AUTHOR = '<img src=x onerror="alert(4)">'
NOTES = (
    f'=HYPERLINK("http://evil.example") {SCRIPT} zorbling note\n'
    "---\nevil: true\n}, @misc{injected, title={pwned}"
)
TAG = f"@cmd|' /C calc'!A0 {RLO}"
INJECTING_TITLE = 'Breakout }, @misc{injected, title = {pwned} } and "quotes" ../../etc/passwd'

ALLOWED_TAGS = {"p", "b", "i", "code", "center", "a"}


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse_html(markup: str) -> _Tags:
    parser = _Tags()
    parser.feed(markup)
    parser.close()
    return parser


def assert_safe_html(markup: str) -> str:
    """Only Lectern's own tags, only http(s) links, no bidi override; returns the text."""
    parsed = parse_html(markup)
    for tag, attrs in parsed.tags:
        assert tag in ALLOWED_TAGS, markup
        for name, value in attrs:
            assert tag == "a" and name == "href", markup
            assert value is not None and re.match(r"https?://", value), markup
    assert RLO not in markup
    return "".join(parsed.text)


Hostile = tuple[Library, str, str]  # the library, the hostile paper, the breakout paper


@pytest.fixture
def hostile(library_folder: Path, tmp_path: Path) -> Iterator[Hostile]:
    """A library holding two hostile papers (from JSON Lines, stored as written) and notes."""
    source = tmp_path / "hostile.jsonl"
    source.write_text(
        "\n".join(
            json.dumps(record)
            for record in [
                {
                    "id": "evil-1",
                    "title": TITLE,
                    "abstract": ABSTRACT,
                    "authors": [AUTHOR],
                    "venue": SCRIPT,
                    "year": 2024,
                },
                {
                    "id": "evil-2",
                    "title": INJECTING_TITLE,
                    "abstract": "A second zorbling paper whose title tries to escape its field.",
                },
            ]
        ),
        "utf-8",
    )
    library = Library.open(library_folder)
    report = library.imports.import_files([source])[0]
    assert report.added == 2, report
    evil, breakout = report.added_ids
    library.notes.set_notes(evil, NOTES)
    library.notes.add_tags([evil], [TAG])
    yield library, evil, breakout
    library.close()


def test_csl_json_markup_is_read_as_formatting_and_never_kept_as_tags(
    library_folder: Path, tmp_path: Path
) -> None:
    """CSL-JSON fields may carry <i>/<b>/<sup> formatting; Lectern keeps their text only."""
    source = tmp_path / "hostile.json"
    source.write_text(
        json.dumps(
            [
                {
                    "id": "x",
                    "type": "article-journal",
                    "title": TITLE,
                    "abstract": ABSTRACT,
                    "container-title": SCRIPT,
                }
            ]
        ),
        "utf-8",
    )
    with Library.open(library_folder) as library:
        pid = library.imports.import_files([source])[0].added_ids[0]
        paper = library.papers.paper(pid)
        for text in (paper.title, paper.abstract, paper.venue):
            assert "<script" not in text and "<img" not in text and "<a " not in text
        assert "zorbling attacks" in paper.abstract
        assert_safe_html(abstract_html(paper.abstract))


def test_hostile_text_is_stored_verbatim(hostile: Hostile) -> None:
    library, evil, breakout = hostile
    library.close()
    with Library.open(library.folder, readonly=True) as again:
        paper = again.papers.paper(evil)
        assert paper.abstract == ABSTRACT
        assert paper.title == TITLE
        assert AUTHOR in " ".join(paper.authors)
        assert paper.venue == SCRIPT
        assert again.notes.annotation(evil).notes == NOTES
        assert TAG in again.notes.annotation(evil).tags
        assert again.papers.paper(breakout).title == INJECTING_TITLE


def test_abstract_html_shows_hostile_markup_as_text(hostile: Hostile) -> None:
    library, evil, _ = hostile
    markup = abstract_html(library.papers.paper(evil).abstract)
    text = assert_safe_html(markup)
    assert SCRIPT in text and IMG in text  # visible to the reader, never parsed as markup
    assert "javascript:alert(2)" in text  # a refused link stays readable text
    hrefs = [value for _, attrs in parse_html(markup).tags for _, value in attrs]
    assert hrefs == ["https://github.com/example/zorbling"]


PIECES = [
    *"<>\"'&=/:;\\{}[]()$*_`~@# \n\ta1hjsx.",
    "javascript:",
    "file://",
    "http://",
    "https://",
    "\\href{",
    "\\url{",
    "10.1000/",
    "arXiv:2401.00001",
    "<script>",
    "<img src=",
    "github.com/",
    "**",
    RLO,
    "\u2066",
    "\x00",
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=60).map("".join))
def test_abstract_html_never_emits_foreign_markup(text: str) -> None:
    assert_safe_html(abstract_html(text))


def fragments_of(library: Library, query: str) -> list[str]:
    result = library.searching.search(query, highlight=10)
    assert result.hits, query
    return [fragment for hit in result.hits for fragment in hit.fragments.values()]


def assert_safe_fragment(fragment: str) -> None:
    bare = fragment.replace('<b class="match">', "").replace("</b>", "")
    assert "<" not in bare and ">" not in bare, fragment
    assert RLO not in fragment  # "fdp.exe" must not show as "exe.pdf" in the result list


@pytest.mark.parametrize(
    "query",
    [
        "zorbling",
        "title:invoice",
        "notes:zorbling",
        "alert",
        "script",
        "passwd",
        '"click me"',
        "zorb*",
    ],
)
def test_search_highlights_escape_everything_but_the_marks(hostile: Hostile, query: str) -> None:
    library, _, _ = hostile
    found = fragments_of(library, query)
    assert found
    for fragment in found:
        assert_safe_fragment(fragment)
    assert any('<b class="match">' in f for f in found)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    note=st.lists(
        st.sampled_from([*"<>\"'&=/ ab", "<script>", "&amp;", "zorbling"]), min_size=1, max_size=40
    ).map("".join)
)
def test_any_note_is_highlighted_safely(hostile: Hostile, note: str) -> None:
    library, evil, _ = hostile
    # Whoosh names new segments from the global `random`, which Hypothesis seeds the
    # same way for every example: without a fresh seed a commit reuses a live segment's
    # name and trips Whoosh's own assertion.
    random.seed(os.urandom(16))
    library.notes.set_notes(evil, note + " quokkanote")
    for fragment in fragments_of(library, "notes:quokkanote"):
        assert_safe_fragment(fragment)


def test_bibtex_export_keeps_every_field_inside_its_entry(hostile: Hostile, tmp_path: Path) -> None:
    library, evil, breakout = hostile
    out = tmp_path / "out.bib"
    library.exports.export("bibtex", out, ids=[evil, breakout])
    parsed = bibtexparser.parse_string(out.read_text("utf-8"))
    assert len(parsed.entries) == 2, out.read_text("utf-8")
    assert not parsed.failed_blocks
    keys = {entry.key for entry in parsed.entries}
    assert "injected" not in keys
    titles = " ".join(str(entry.fields_dict["title"].value) for entry in parsed.entries)
    assert "Breakout" in titles and "pwned" in titles  # still there, as title text


def test_csv_export_neutralises_formulas(hostile: Hostile, tmp_path: Path) -> None:
    library, evil, breakout = hostile
    out = tmp_path / "out.csv"
    library.exports.export("csv", out, ids=[evil, breakout])
    rows = list(csv.DictReader(io.StringIO(out.read_text("utf-8-sig"))))
    assert len(rows) == 2
    for row in rows:
        for value in row.values():
            assert not value.startswith(("=", "+", "-", "@")), value
    notes = next(r["notes"] for r in rows if r["id"] == evil)
    assert notes == "'" + NOTES


def test_markdown_export_stays_in_its_folder_and_front_matter(
    hostile: Hostile, tmp_path: Path
) -> None:
    library, evil, breakout = hostile
    out = tmp_path / "vault" / "notes"
    library.exports.export("markdown", out, ids=[evil, breakout])
    everything = [p for p in (tmp_path / "vault").rglob("*") if p.is_file()]
    assert all(p.parent == out for p in everything)
    written = [p for p in everything if p.name != ".lectern-export.json"]  # the export's record
    assert len(written) == 2
    assert not list(tmp_path.glob("etc*")) and not (tmp_path / "passwd").exists()
    for path in written:
        text = path.read_text("utf-8")
        head = text.split("\n---\n", 1)[0].removeprefix("---\n")
        keys = [line.split(":", 1)[0] for line in head.splitlines() if not line.startswith("  ")]
        assert "evil" not in keys  # the note's "---\nevil: true" did not become a property
        assert len(keys) == len(set(keys))
        assert "\u202e" not in path.name


@pytest.mark.parametrize("fmt", ["csljson", "json"])
def test_json_exports_round_trip_hostile_text_exactly(
    hostile: Hostile, tmp_path: Path, fmt: str
) -> None:
    library, evil, _ = hostile
    out = tmp_path / f"out.{fmt}.json"
    library.exports.export(fmt, out, ids=[evil])
    data = orjson.loads(out.read_bytes())
    flat = json.dumps(data, ensure_ascii=False)
    assert json.dumps(ABSTRACT, ensure_ascii=False)[1:-1] in flat
    if fmt == "json":
        with Library.open(tmp_path / "restored") as other:
            other.imports.import_files([out])
            assert other.papers.paper(evil).abstract == ABSTRACT
            assert other.notes.annotation(evil).notes == NOTES
