"""`lectern search` by relevance reads only the papers it prints; it must print what the
opened library would, and step aside whenever the files are not as it expects."""

from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
from pathlib import Path

import orjson
import pytest

from lectern.core.cli import EXPORT_FORMATS, build_parser, main
from lectern.core.cli.commands import run as run_opened
from lectern.core.exporters import FORMATS
from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.storage.derived import annotation_lines
from lectern.core.storage.derived.paper_lines import CACHE, read_paper_lines
from lectern.core.storage.schema import SCHEMA_VERSION
from tests.core.helpers_templates import Templates

QUERIES = ("diffusion", "language models", "graph", "title:learning", "rating:>=3 model")


def _annotated_sample(lib: Library) -> None:
    """The bundled sample with a status, stars, a tag, a paper in the Trash and one merged."""
    lib.imports.import_sample()
    ids = lib.searching.search("model", limit=None).ids
    lib.notes.set_status(ids[:2], Status.READING)
    lib.notes.set_rating(ids[:1], 4)
    lib.notes.add_tags(ids[1:2], ["to-cite"])
    lib.papers.trash(ids[2:3])
    lib.papers.merge(ids[3], [ids[4]])


@pytest.fixture
def folder(tmp_path: Path, templates: Templates) -> Path:
    """A private copy of the annotated sample, built once a session."""
    return templates.made(_annotated_sample).copy(tmp_path / "lib")


def printed(capsys: pytest.CaptureFixture[str], folder: Path, *argv: str) -> tuple[str, str]:
    assert main(["--library", str(folder), "search", *argv]) == 0
    return capsys.readouterr()


def printed_by_library(
    capsys: pytest.CaptureFixture[str], folder: Path, *argv: str
) -> tuple[str, str]:
    """The same command answered by the opened library, as before there was a shorter way."""
    args: argparse.Namespace = build_parser().parse_args(["search", *argv])
    assert run_opened(args, folder, readonly=True) == 0
    return capsys.readouterr()


@pytest.mark.parametrize("query", QUERIES)
@pytest.mark.parametrize("extra", [("--json",), (), ("--json", "--limit", "0")])
def test_search_prints_what_the_opened_library_prints(
    folder: Path, capsys: pytest.CaptureFixture[str], query: str, extra: tuple[str, ...]
) -> None:
    expected = printed_by_library(capsys, folder, query, *extra)
    assert printed(capsys, folder, query, *extra) == expected
    assert (folder / CACHE).exists()
    assert (folder / annotation_lines.CACHE).exists()
    assert printed(capsys, folder, query, *extra) == expected  # now from the kept lines


def test_search_shows_status_stars_and_tags_and_leaves_out_hidden_papers(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Library.open(folder, readonly=True) as lib:
        trashed = set(lib.papers.trash_ids())
        live = set(lib.ids())
    found = json.loads(printed(capsys, folder, "model", "--json", "--limit", "0")[0])
    ids = {r["id"] for r in found}
    assert ids <= live and not ids & trashed
    assert any(r["status"] == "reading" and r["rating"] == 4 for r in found)
    assert any("to-cite" in r["tags"] for r in found)
    in_trash = json.loads(printed(capsys, folder, "in:trash model", "--json")[0])
    assert {r["id"] for r in in_trash} == trashed


def test_a_change_since_the_last_search_is_seen(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = json.loads(printed(capsys, folder, "diffusion", "--json")[0])
    with Library.open(folder) as lib:
        lib.papers.trash([first[0]["id"]])
        lib.notes.set_rating([first[1]["id"]], 5)
    again = json.loads(printed(capsys, folder, "diffusion", "--json")[0])
    assert first[0]["id"] not in {r["id"] for r in again}
    assert next(r for r in again if r["id"] == first[1]["id"])["rating"] == 5


@pytest.mark.parametrize("cache", [CACHE, annotation_lines.CACHE])
@pytest.mark.parametrize("damage", [b"", b"not json", b'{"format": 1, "file": [1, 2, 3, 4]}'])
def test_a_damaged_cache_is_read_through_again(
    folder: Path, capsys: pytest.CaptureFixture[str], damage: bytes, cache: str
) -> None:
    expected = printed_by_library(capsys, folder, "diffusion", "--json")
    printed(capsys, folder, "diffusion", "--json")
    (folder / cache).write_bytes(damage)
    assert printed(capsys, folder, "diffusion", "--json") == expected
    assert (folder / cache).read_bytes() != damage  # replaced by one for this file


@pytest.mark.parametrize("cache", [CACHE, annotation_lines.CACHE])
def test_a_cache_naming_other_lines_is_not_trusted(
    folder: Path, capsys: pytest.CaptureFixture[str], cache: str
) -> None:
    """A cache that puts papers (or annotations) on each other's lines never prints one
    paper's fields under another's id: the library answers instead."""
    expected = printed_by_library(capsys, folder, "model", "--json")
    printed(capsys, folder, "model", "--json")
    kept = orjson.loads((folder / cache).read_bytes())
    lines = [line.partition("\t") for line in kept["lines"].split("\n")]
    kept["lines"] = "\n".join(f"{a[0]}\t{b[2]}" for a, b in zip(lines, lines[::-1], strict=True))
    (folder / cache).write_bytes(orjson.dumps(kept))
    assert printed(capsys, folder, "model", "--json") == expected


@pytest.mark.parametrize("cache", [CACHE, annotation_lines.CACHE])
def test_a_cache_with_its_ids_out_of_order_is_not_trusted(
    folder: Path, capsys: pytest.CaptureFixture[str], cache: str
) -> None:
    """Ids that are not in order are not found where they should be: no paper is left out
    of the results (or printed without its stars) for it, the library answers instead."""
    expected = printed_by_library(capsys, folder, "model", "--json")
    printed(capsys, folder, "model", "--json")
    kept = orjson.loads((folder / cache).read_bytes())
    kept["lines"] = "\n".join(kept["lines"].split("\n")[::-1])  # still beside their ids
    (folder / cache).write_bytes(orjson.dumps(kept))
    assert printed(capsys, folder, "model", "--json") == expected


@pytest.mark.parametrize("cache", [CACHE, annotation_lines.CACHE])
def test_a_cache_whose_lines_are_not_numbers_is_not_trusted(
    folder: Path, capsys: pytest.CaptureFixture[str], cache: str
) -> None:
    """A line with no place in the file after its id (written by hand, or cut) is no
    reason to fail or to print a paper without its stars: the library answers instead."""
    expected = printed_by_library(capsys, folder, "model", "--json")
    printed(capsys, folder, "model", "--json")
    kept = orjson.loads((folder / cache).read_bytes())
    kept["lines"] = "\n".join(line.partition("\t")[0] + "\tx" for line in kept["lines"].split("\n"))
    (folder / cache).write_bytes(orjson.dumps(kept))
    assert printed(capsys, folder, "model", "--json") == expected


def test_a_damaged_papers_file_is_left_to_the_library_and_left_as_it_was(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    papers = folder / "papers.json"
    data = papers.read_bytes()
    papers.write_bytes(data[: len(data) // 2])  # cut short, as by a full disk long ago
    assert read_paper_lines(papers, SCHEMA_VERSION) is None
    code = main(["--library", str(folder), "search", "diffusion", "--json"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "restored it from the backup" in err
    assert json.loads(out)
    assert papers.read_bytes() == data[: len(data) // 2]  # a read-only search repairs nothing


def test_a_missing_index_is_reported_by_the_library(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for path in sorted((folder / "index").rglob("*"), reverse=True):
        path.rmdir() if path.is_dir() else path.unlink()
    code = main(["--library", str(folder), "search", "diffusion", "--json"])
    _, err = capsys.readouterr()
    assert code == 0
    assert "the search index is missing" in err


def test_an_older_schema_is_left_to_the_library(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    expected = printed_by_library(capsys, folder, "diffusion", "--json")
    papers = folder / "papers.json"
    papers.write_bytes(
        papers.read_bytes().replace(f'"schema":{SCHEMA_VERSION}'.encode(), b'"schema":1', 1)
    )
    assert read_paper_lines(papers, SCHEMA_VERSION) is None
    assert printed(capsys, folder, "diffusion", "--json")[0] == expected[0]


def test_a_note_saved_since_the_last_search_is_printed(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = json.loads(printed(capsys, folder, "model", "--json")[0])
    assert (folder / annotation_lines.CACHE).exists()
    with Library.open(folder) as lib:
        lib.notes.set_status([first[5]["id"]], Status.READ)
        lib.notes.set_notes(first[5]["id"], "read twice")
    again = json.loads(printed(capsys, folder, "model", "--json")[0])
    assert again == json.loads(printed_by_library(capsys, folder, "model", "--json")[0])
    assert next(r for r in again if r["id"] == first[5]["id"])["status"] == "read"


def test_annotations_written_by_hand_are_read_whole_each_time(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An annotations.json laid out otherwise (indented by an editor) is still read right;
    where its annotations are is not kept, as it cannot be counted from its documents."""
    notes = folder / "annotations.json"
    notes.write_bytes(orjson.dumps(orjson.loads(notes.read_bytes()), option=orjson.OPT_INDENT_2))
    (folder / annotation_lines.CACHE).unlink(missing_ok=True)
    expected = printed_by_library(capsys, folder, "model", "--json")
    assert any(r["status"] == "reading" for r in json.loads(expected[0]))
    assert printed(capsys, folder, "model", "--json") == expected
    assert not (folder / annotation_lines.CACHE).exists()
    assert printed(capsys, folder, "model", "--json") == expected


def test_a_search_run_as_its_own_process_prints_every_result(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As a terminal runs it: the process ends with its objects frozen, and what it printed
    is all there."""
    expected = printed_by_library(capsys, folder, "model", "--json", "--limit", "0")
    done = subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "--library", str(folder), "search", "model"]
        + ["--json", "--limit", "0"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert (folder / CACHE).exists()  # answered from the index and the printed papers
    assert done.stdout == expected[0]
    assert len(json.loads(done.stdout)) > 10


# Modules a search that prints no record never needs: the library itself, the LaTeX
# tables a record's other fields are read through (a fifth of `lectern search`'s imports),
# the crosswalk's tables (asked only by a query naming a record's field, `publisher:`) and
# Whoosh's original Porter stemmer (Lectern stems with porter2), and the results of calls
# other than a search (import reports, changes: lectern.core.hits holds a search's own), nor
# what only related papers and `lectern check` read from the index.
NOT_FOR_SEARCH = (
    "lectern.core.library",
    "lectern.core.results",
    "lectern.core.search.index_holdings",
    "lectern.core.search.key_terms",
    "lectern.core.text",
    "lectern.core.field_text",
    "lectern.core.crosswalk",
    "whoosh.lang.porter",
)


def _search_in_a_process(folder: Path, shown: str) -> str:
    """`lectern search model --json` in a fresh interpreter, which then prints its exit
    code and `shown` (an expression over `sys.modules`); its whole output."""
    probe = (
        "import sys\n"
        "from lectern.core.cli import main\n"
        "code = main(sys.argv[1:])\n"
        f"print(code, {shown})\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, "--library", str(folder), "search", "model", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_search_loads_neither_the_library_nor_the_latex_tables(folder: Path) -> None:
    shown = f"sorted(m for m in {NOT_FOR_SEARCH!r} if m in sys.modules)"
    assert _search_in_a_process(folder, shown).splitlines()[-1] == "0 []"


def test_a_search_from_the_kept_lines_does_not_set_up_logging(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Logging is set up when something is logged (lectern.core.deferred_log): a search
    answered from the index and the kept lines logs nothing, and its process never imports
    `logging` (a tenth of Python's own start)."""
    printed(capsys, folder, "model")  # keeps where the papers and annotations are
    output = _search_in_a_process(folder, "'logging' in sys.modules")
    assert json.loads(output.rpartition("]")[0] + "]")  # the papers found
    assert output.splitlines()[-1] == "0 False"


def test_what_goes_wrong_on_the_way_is_said_as_lectern_says_it(folder: Path) -> None:
    """A search that meets a damaged index logs it (logging set up only then) in the
    command's own words on stderr, and still answers."""
    index = folder / "index"
    generation = (index / "CURRENT").read_text("utf-8").strip()
    segment = max((index / generation).glob("*.pst"), key=lambda p: p.stat().st_size)
    with segment.open("ab") as damaged:
        damaged.write(b"\0")
    done = subprocess.run(
        [sys.executable, "-m", "lectern.core.cli", "--library", str(folder), "search", "model"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert "lectern: WARNING: search index" in done.stderr
    assert "damaged" in done.stderr


@pytest.mark.parametrize("collecting", [True, False])
def test_a_script_that_searches_keeps_its_cycle_collector_as_it_was(
    folder: Path, capsys: pytest.CaptureFixture[str], collecting: bool
) -> None:
    if not collecting:
        gc.disable()
    try:
        printed(capsys, folder, "diffusion", "--json")
        assert gc.isenabled() == collecting
    finally:
        gc.enable()


def test_export_formats_offered_are_the_exporters_own() -> None:
    assert list(EXPORT_FORMATS) == list(FORMATS)
