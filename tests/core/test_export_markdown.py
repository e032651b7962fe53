"""Markdown export: one note per paper whose front matter any YAML reader (and Obsidian) accepts."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from lectern.core.errors import LecternError
from lectern.core.exporters import export_entries
from lectern.core.exporters.markdown import MAX_NAME_BYTES, slugify, write_notes, yaml_string
from lectern.core.models import Annotation, Entry, Paper, Status, paper_id

ADDED = datetime(2026, 3, 1, 12, 30, 5, tzinfo=UTC)


def make_entry(
    title: str,
    *,
    abstract: str = "",
    status: Status = Status.NEW,
    rating: int = 0,
    notes: str = "",
    tags: tuple[str, ...] = (),
    **paper_fields: Any,
) -> Entry:
    pid = paper_id(arxiv_id=str(paper_fields.get("arxiv_id", "")), title=title, abstract=abstract)
    paper = Paper(id=pid, title=title, abstract=abstract, added=ADDED, **paper_fields)
    return Entry(paper, Annotation(pid, status=status, rating=rating, notes=notes, tags=tags))


# --- a strict reader for the YAML subset the exporter promises -------------------

_SIMPLE_ESCAPES = {
    "0": "\0",
    "a": "\a",
    "b": "\b",
    "t": "\t",
    "n": "\n",
    "v": "\v",
    "f": "\f",
    "r": "\r",
    "e": "\x1b",
    " ": " ",
    '"': '"',
    "/": "/",
    "\\": "\\",
    "N": "\x85",
    "_": "\xa0",
    "L": "\u2028",
    "P": "\u2029",
}
_HEX_ESCAPES = {"x": 2, "u": 4, "U": 8}


def _printable(char: str) -> bool:
    """YAML 1.2 c-printable, the characters allowed unescaped in a double-quoted scalar."""
    code = ord(char)
    return (
        char in "\t\n\r"
        or 0x20 <= code <= 0x7E
        or code == 0x85
        or 0xA0 <= code <= 0xD7FF
        or 0xE000 <= code <= 0xFFFD
        or 0x10000 <= code <= 0x10FFFF
    )


def parse_quoted(text: str) -> str:
    assert text.startswith('"') and text.endswith('"') and len(text) >= 2, text
    body, out, i = text[1:-1], [], 0
    while i < len(body):
        char = body[i]
        assert char != '"', f"unescaped quote in {text!r}"
        assert _printable(char) and char not in "\n\r", f"raw {char!r} in {text!r}"
        if char == "\\":
            code = body[i + 1]
            if code in _SIMPLE_ESCAPES:
                out.append(_SIMPLE_ESCAPES[code])
                i += 2
                continue
            width = _HEX_ESCAPES[code]
            out.append(chr(int(body[i + 2 : i + 2 + width], 16)))
            i += 2 + width
            continue
        out.append(char)
        i += 1
    return "".join(out)


def parse_scalar(text: str) -> str | int:
    if re.fullmatch(r"-?[0-9]+", text):
        return int(text)
    return parse_quoted(text)


def parse_note(text: str) -> tuple[dict[str, Any], str]:
    """(front matter, body); fails on anything outside the promised subset."""
    assert text.startswith("---\n")
    end = text.index("\n---\n", 3)
    fields: dict[str, Any] = {}
    current: list[Any] | None = None
    for line in text[4:end].split("\n"):
        if line.startswith("  - "):
            assert current is not None, line
            current.append(parse_scalar(line[4:]))
            continue
        match = re.fullmatch(r"([a-z][a-z0-9-]*):(?: (.+))?", line)
        assert match, f"not a key line: {line!r}"
        key, value = match.groups()
        assert key not in fields, f"duplicate key {key}"
        if value is None:
            fields[key] = current = []
        elif value == "[]":
            fields[key], current = [], None
        else:
            fields[key], current = parse_scalar(value), None
    return fields, text[end + 5 :]


def notes_in(folder: Path) -> dict[str, tuple[dict[str, Any], str]]:
    return {p.name: parse_note(p.read_text("utf-8")) for p in sorted(folder.glob("*.md"))}


def md_names(folder: Path) -> list[str]:
    """The notes in a folder (the export's hidden record of what it wrote left aside)."""
    return sorted(p.name for p in folder.glob("*.md"))


# --- tests -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        'He said "hi": #not-a-comment & *not an alias* [1] {a: b}',
        "back\\slash \\n literal, tab\there, newline\nhere, cr\r",
        "controls \x00\x07\x1b\x7f\x85\x9f and separators \u2028\u2029 bom \ufeff",
        "émoji 🎓, 日本語, - dash, ? question, yes, null, 1e3, 0x10",
    ],
)
def test_yaml_strings_read_back_exactly(text: str) -> None:
    assert parse_quoted(yaml_string(text)) == text


def test_note_has_front_matter_title_abstract_and_notes(tmp_path: Path) -> None:
    entry = make_entry(
        'Diffusion: "Quotes", colons & #hashes',
        abstract="We study $\\mathcal{O}(1/T)$ rates.",
        authors=("Ada Lovelace", "Gödel, Kurt"),
        year=2024,
        venue="ICML 2026",
        doi="10.1/x",
        arxiv_id="2401.01234",
        status=Status.TO_READ,
        rating=4,
        notes="## My heading\n\n- point one\n- point two\n",
        tags=("deep learning", "#ml", "to-cite"),
    )
    assert export_entries("markdown", [entry], tmp_path / "vault") == 1
    [(name, (front, body))] = notes_in(tmp_path / "vault").items()
    assert name == "diffusion-quotes-colons-hashes.md"
    assert front == {
        "title": 'Diffusion: "Quotes", colons & #hashes',
        "aliases": ['Diffusion: "Quotes", colons & #hashes'],
        "authors": ["Ada Lovelace", "Gödel, Kurt"],
        "year": 2024,
        "venue": "ICML 2026",
        "doi": "10.1/x",
        "arxiv": "2401.01234",
        "url": "https://arxiv.org/abs/2401.01234",
        "status": "to-read",
        "rating": 4,
        "tags": ["deep-learning", "ml", "to-cite"],  # Obsidian tags: no '#', no spaces
        "added": "2026-03-01T12:30:05Z",
        "lectern-id": "arxiv:2401.01234",
    }
    assert body == (
        '\n# Diffusion: "Quotes", colons & #hashes\n\n'
        "We study $\\mathcal{O}(1/T)$ rates.\n\n"
        "## Notes\n\n## My heading\n\n- point one\n- point two\n"
    )


def test_unannotated_paper_has_empty_tags_and_an_empty_notes_section(tmp_path: Path) -> None:
    export_entries("markdown", [make_entry("Bare")], tmp_path)
    front, body = notes_in(tmp_path)["bare.md"]
    assert front["tags"] == [] and front["rating"] == 0 and front["status"] == "new"
    assert "authors" not in front and "year" not in front
    assert body.endswith("# Bare\n\n## Notes\n")


def test_same_titles_get_unique_file_names(tmp_path: Path) -> None:
    entries = [make_entry("Same Title", abstract=str(i)) for i in range(3)]
    entries.append(make_entry("SAME title!", abstract="x"))  # differs only in case and punctuation
    export_entries("markdown", entries, tmp_path)
    assert sorted(notes_in(tmp_path)) == [
        "same-title-2.md",
        "same-title-3.md",
        "same-title-4.md",
        "same-title.md",
    ]


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ('a/b\\c:d*e?f"g<h>i|j', "a-b-c-d-e-f-g-h-i-j"),
        ("CON", "con-paper"),
        ("lpt1", "lpt1-paper"),
        ("...", "untitled"),
        ("", "untitled"),
        (" trailing dots... ", "trailing-dots"),
        ("Ünïcödé Tïtlé 日本語", "ünïcödé-tïtlé-日本語"),
    ],
)
def test_file_names_are_safe_everywhere(title: str, expected: str) -> None:
    assert slugify(title) == expected


def test_long_titles_are_cut_to_a_safe_length(tmp_path: Path) -> None:
    title = "日本語のタイトル " * 40
    assert len(slugify(title).encode("utf-8")) <= MAX_NAME_BYTES
    export_entries("markdown", [make_entry(title), make_entry(title, abstract="2")], tmp_path)
    assert len(notes_in(tmp_path)) == 2


def test_reexport_updates_notes_in_place_and_spares_the_users_own_files(tmp_path: Path) -> None:
    own = tmp_path / "attention.md"
    own.write_text("# My own note about attention\n", "utf-8")
    entry = make_entry("Attention", notes="first")
    export_entries("markdown", [entry], tmp_path, force=True)  # a vault with notes: asked first
    assert own.read_text("utf-8") == "# My own note about attention\n"
    assert md_names(tmp_path) == ["attention-2.md", "attention.md"]

    renamed = Entry(
        replace(entry.paper, title="Attention Is All You Need"),
        replace(entry.annotation, notes="second"),
    )
    export_entries("markdown", [renamed], tmp_path)
    front, body = parse_note((tmp_path / "attention-2.md").read_text("utf-8"))  # links still work
    assert front["title"] == "Attention Is All You Need"
    assert body.endswith("## Notes\n\nsecond\n")
    assert md_names(tmp_path) == ["attention-2.md", "attention.md"]


def test_a_note_whose_front_matter_obsidian_rewrote_is_still_updated(tmp_path: Path) -> None:
    entry = make_entry("Attention", arxiv_id="1706.03762", notes="first")
    export_entries("markdown", [entry], tmp_path)
    note = tmp_path / "attention.md"
    rewritten = note.read_text("utf-8").replace(
        'lectern-id: "arxiv:1706.03762"', "lectern-id: arxiv:1706.03762"
    )
    note.write_text(rewritten.replace("\n", "\r\n"), "utf-8", newline="")
    export_entries(
        "markdown", [Entry(entry.paper, replace(entry.annotation, notes="second"))], tmp_path
    )
    assert md_names(tmp_path) == ["attention.md"]
    assert note.read_text("utf-8").endswith("## Notes\n\nsecond\n")


def test_markdown_export_refuses_a_file_as_destination(tmp_path: Path) -> None:
    target = tmp_path / "notes.md"
    target.write_text("x", "utf-8")
    with pytest.raises(LecternError, match="folder"):
        export_entries("markdown", [make_entry("A")], target)


def test_a_note_edited_since_the_export_is_kept_and_the_new_one_written_beside(
    tmp_path: Path,
) -> None:
    from lectern.core.exporters.markdown import BESIDE

    folder = tmp_path / "vault"
    entry = make_entry("Kept Notes", notes="first version")
    write_notes([entry], folder)
    [note] = [p for p in folder.glob("*.md")]
    edited = note.read_text("utf-8") + "\nMy own line, typed in Obsidian.\n"
    note.write_text(edited, "utf-8")
    notices: list[str] = []
    write_notes([make_entry("Kept Notes", notes="second version")], folder, notices=notices)
    assert note.read_text("utf-8") == edited  # the user's edit is untouched
    beside = folder / f"{note.stem}{BESIDE}.md"
    assert "second version" in beside.read_text("utf-8")
    assert notices and "kept" in notices[0]
    write_notes([make_entry("Kept Notes", notes="third version")], folder)  # Lectern's own file
    assert "third version" in beside.read_text("utf-8") and note.read_text("utf-8") == edited
    assert sorted(p.name for p in folder.glob("*.md")) == sorted([note.name, beside.name])


def test_an_unchanged_note_is_simply_updated(tmp_path: Path) -> None:
    folder = tmp_path / "vault"
    write_notes([make_entry("Updated", notes="one")], folder)
    write_notes([make_entry("Updated", notes="two")], folder)
    [note] = list(folder.glob("*.md"))
    assert "two" in note.read_text("utf-8")


def test_a_foreign_folder_needs_consent_and_root_or_home_are_refused(tmp_path: Path) -> None:
    from lectern.core.errors import LecternError
    from lectern.core.exporters.markdown import FolderNotEmptyError

    folder = tmp_path / "documents"
    folder.mkdir()
    (folder / "thesis.tex").write_text("mine", "utf-8")
    with pytest.raises(FolderNotEmptyError, match="no earlier Lectern export"):
        write_notes([make_entry("Paper")], folder)
    assert [p.name for p in folder.iterdir()] == ["thesis.tex"]
    assert write_notes([make_entry("Paper")], folder, force=True) == 1
    write_notes([make_entry("Paper")], folder)  # an earlier export now: no question
    for refused in (Path("/"), Path.home()):
        with pytest.raises(LecternError, match="does not write notes straight into"):
            write_notes([make_entry("Paper")], refused)
