"""What `lectern show`, `lectern check` and a search say of a paper is what is true of it now:
a note kept from a conflict is shown and found, a status or rating marked after an import is
not contradicted by the record's copy of the old one, and every paper can be given a field.

Real libraries on tmp_path, driven through the command line's main()."""

from __future__ import annotations

import gzip
import json
import shutil
from pathlib import Path

import bibtexparser
import pytest

from lectern.core.cli import main
from lectern.core.library import Library

ARXIV_ID = "2503.12213"  # a paper of the real arXiv listing (JSON Lines)


def run(capsys: pytest.CaptureFixture[str], lib: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--library", str(lib), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def other_fields(shown: str) -> str:
    """The "Other fields" section of `lectern show`'s text ("" when there is none)."""
    if "Other fields" not in shown:
        return ""
    return shown.split("Other fields", 1)[1].split("\n\n", 1)[0]


# --- values Lectern reads into its own, after a round trip through its BibTeX export --------
@pytest.fixture
def round_tripped(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, str]:
    """The sample with one paper read, five stars and a note, exported to BibTeX with
    `lectern export` and imported into an empty library with `lectern import`."""
    first, second = tmp_path / "first", tmp_path / "second"
    assert run(capsys, first, "import", "--sample")[0] == 0
    with Library.open(first, readonly=True) as library:
        pid = library.ids()[0]
    assert run(capsys, first, "mark", pid, "--status", "read", "--rating", "5")[0] == 0
    assert run(capsys, first, "note", pid, "--set", "Proof of lemma 2 is neat.")[0] == 0
    bib = tmp_path / "library.bib"
    assert run(capsys, first, "export", "--format", "bibtex", "-o", str(bib))[0] == 0
    assert run(capsys, second, "import", str(bib))[0] == 0
    return second, pid


def test_show_lists_no_stale_read_status_or_stars_after_an_import(
    round_tripped: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    lib, pid = round_tripped
    _, shown, _ = run(capsys, lib, "show", pid)
    assert "status:" in shown and "read" in shown
    assert other_fields(shown) == ""  # readstatus, ranking, comment, groups are its values
    assert run(capsys, lib, "mark", pid, "--status", "reading", "--rating", "2")[0] == 0
    _, shown, _ = run(capsys, lib, "show", pid)
    for stale in ("readstatus", "rank5", "ranking", "groups"):
        assert stale not in shown
    assert "reading" in shown
    assert "★★☆☆☆" in shown or "2/5" in shown
    _, as_json, _ = run(capsys, lib, "show", pid, "--json")
    record = json.loads(as_json)
    assert (record["status"], record["rating"]) == ("reading", 2)
    assert not {"readstatus", "ranking", "comment", "groups"} & set(record.get("fields", {}))


def test_an_export_after_the_mark_writes_the_new_values(
    round_tripped: tuple[Path, str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    lib, pid = round_tripped
    assert run(capsys, lib, "mark", pid, "--status", "reading", "--rating", "2")[0] == 0
    again = tmp_path / "again.bib"
    assert run(capsys, lib, "export", "--format", "bibtex", "-o", str(again))[0] == 0
    entries = bibtexparser.parse_string(again.read_text("utf-8")).entries
    [entry] = [e for e in entries if e.fields_dict["lectern-id"].value == pid]
    assert entry.fields_dict["readstatus"].value == "skimmed"  # JabRef's word for reading
    assert entry.fields_dict["ranking"].value == "rank2"
    assert entry.fields_dict["comment"].value == "Proof of lemma 2 is neat."


def test_edit_set_refuses_a_field_the_status_is_read_from(
    round_tripped: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    lib, pid = round_tripped
    code, _, err = run(capsys, lib, "edit", pid, "--set", "readstatus=skimmed")
    assert code != 0 and "lectern mark" in err


# --- a field for a paper that came from a listing, without a record -----------------------
@pytest.fixture
def listing(tmp_path: Path, shared_data: Path) -> Path:
    """A library of the real arXiv listing's paper 2503.12213, imported from JSON Lines."""
    with gzip.open(shared_data / "arxiv-cs-74k.jsonl.gz", "rt", encoding="utf-8") as lines:
        line = next(line for line in lines if f'"id": "{ARXIV_ID}"' in line)
    source = tmp_path / "listing.jsonl"
    source.write_text(line, "utf-8")
    with Library.open(tmp_path / "lib") as library:
        library.imports.import_files([source])
    return tmp_path / "lib"


def test_a_paper_from_a_listing_is_given_a_field(
    listing: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pid = f"arxiv:{ARXIV_ID}"
    code, out, err = run(capsys, listing, "edit", pid, "--set", "publisher=Imaginary Press")
    assert code == 0, err
    assert "publisher" in out
    _, shown, _ = run(capsys, listing, "show", pid)
    assert "publisher: Imaginary Press" in other_fields(shown)
    assert "type:" in shown and "misc" in shown  # an arXiv preprint, as the export calls it
    record = json.loads(run(capsys, listing, "show", pid, "--json")[1])
    assert record["fields"] == {"publisher": "Imaginary Press"}
    out_file = tmp_path / "out.bib"
    assert run(capsys, listing, "export", "--format", "bibtex", "-o", str(out_file))[0] == 0
    [entry] = bibtexparser.parse_string(out_file.read_text("utf-8")).entries
    assert entry.entry_type == "misc"
    assert entry.fields_dict["publisher"].value == "Imaginary Press"
    assert entry.fields_dict["eprint"].value == ARXIV_ID
    assert "Styled Layout Diffusion Model" in entry.fields_dict["title"].value
    # the field is the record's: a search by its name finds the paper
    _, found, _ = run(capsys, listing, "search", "publisher:imaginary", "--json")
    assert [hit["id"] for hit in json.loads(found)] == [pid]


def test_a_typed_in_paper_with_a_venue_keeps_it_when_given_a_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lib = tmp_path / "lib"
    code, out, _ = run(
        capsys,
        lib,
        "add",
        "--title",
        "Sparse attention for long documents",
        "--venue",
        "Journal of Imaginary Results",
        "--year",
        "2024",
    )
    assert code == 0
    pid = out.split()[1].rstrip(":")
    assert run(capsys, lib, "edit", pid, "--set", "publisher=Imaginary Press")[0] == 0
    _, shown, _ = run(capsys, lib, "show", pid)
    assert "venue:" in shown and "Journal of Imaginary Results" in shown
    assert "publisher: Imaginary Press" in other_fields(shown)
    assert "article" in shown  # a paper with a venue that names no meeting
    with Library.open(lib, readonly=True) as library:
        assert library.papers.paper(pid).venue == "Journal of Imaginary Results"


# --- a note kept from a conflict ----------------------------------------------------------
LOST = "Read on the train: the proof in section 3 is wrong."
KEPT = "Good baseline for chapter 2."


def engine(src: Path, dst: Path) -> None:
    """What a sync engine does: the change files `src`'s device wrote arrive in `dst`."""
    own = json.loads((src / "device.json").read_text())["device"]
    for device in (src / "sync").iterdir():
        if device.name == own or not (dst / "sync" / device.name).exists():
            shutil.copytree(device, dst / "sync" / device.name, dirs_exist_ok=True)


@pytest.fixture
def conflicted(tmp_path: Path) -> tuple[Path, str]:
    """A library on two computers, whose first paper's note was written on both while they
    did not sync: the laptop's note, written first, is kept from the conflict."""
    laptop, desktop = tmp_path / "laptop", tmp_path / "desktop"
    with Library.open(laptop) as library:
        ids = [
            library.imports.add_paper(
                title=f"Paper {n} on graph learning", abstract=f"Graphs, part {n}."
            ).added_ids[0]
            for n in range(3)
        ]
    desktop.mkdir()
    engine(laptop, desktop)
    with Library.open(laptop) as left, Library.open(desktop) as right:
        left.notes.set_notes(ids[0], LOST)
        right.notes.set_notes(ids[0], KEPT)
    engine(laptop, desktop)
    engine(desktop, laptop)
    with Library.open(laptop) as library:  # merges the desktop's changes
        assert [c.notes for c in library.notes.annotation(ids[0]).conflicts] == [LOST]
    return laptop, ids[0]


def test_show_says_a_note_was_kept_from_a_conflict(
    conflicted: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    lib, pid = conflicted
    _, shown, _ = run(capsys, lib, "show", pid)
    notes = shown.split("\nNotes\n", 1)[1]
    assert KEPT in notes
    assert "Note kept from a conflict (written on this computer at" in notes
    assert LOST in notes.split("Note kept from a conflict", 1)[1]
    assert f"lectern note {pid} --resolve" in " ".join(notes.split())  # wrapped to the terminal
    record = json.loads(run(capsys, lib, "show", pid, "--json")[1])
    assert record["notes"] == KEPT
    [conflict] = record["note_conflicts"]
    assert conflict["notes"] == LOST and conflict["written"].startswith("20")


def test_a_search_finds_the_words_of_a_note_kept_from_a_conflict(
    conflicted: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    lib, pid = conflicted
    for query in ("notes:train", "proof section wrong", 'notes:"section 3 is wrong"'):
        _, found, _ = run(capsys, lib, "search", query, "--json")
        assert [hit["id"] for hit in json.loads(found)] == [pid], query


def test_check_names_the_papers_and_resolve_settles_them(
    conflicted: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    lib, pid = conflicted
    code, said, _ = run(capsys, lib, "check")
    assert code == 0
    assert "1 paper has a note kept from a conflict" in said and pid in said
    assert "--resolve" in said
    code, out, _ = run(capsys, lib, "note", pid, "--resolve", "--append", LOST)
    assert code == 0 and "1 other version kept from a conflict settled" in out
    _, shown, _ = run(capsys, lib, "show", pid)
    assert "kept from a conflict" not in shown
    assert KEPT in shown and LOST in shown  # both, as the user chose
    assert "conflict" not in run(capsys, lib, "check")[1]
    _, found, _ = run(capsys, lib, "search", "notes:train", "--json")
    assert [hit["id"] for hit in json.loads(found)] == [pid]  # now the note's own words
