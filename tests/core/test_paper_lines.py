"""Papers read from their own lines of papers.json: the same documents the library loads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from lectern.core.storage.derived.line_spans import LineSpans
from lectern.core.storage.derived.paper_lines import CACHE, read_paper_lines
from lectern.core.storage.doclines import dump_lines
from lectern.core.storage.schema import SCHEMA_VERSION


def write(path: Path, papers: dict[str, dict[str, Any]], schema: int = SCHEMA_VERSION) -> None:
    data = {
        "papers": papers,
        "imports": {"1": {"files": ["a.bib"], "added": ["p1"]}},
        "_meta": {"1": {"schema": schema, "generation": 7}},
    }
    path.write_bytes(b"".join(dump_lines(data)))


PAPERS: dict[str, dict[str, Any]] = {
    "1": {"id": "p1", "title": 'A title that quotes "trashed": and "merged_into": itself'},
    "2": {"id": 'p"2\\', "title": "An id with a quote and a backslash"},
    "3": {"title": "Keys in another order (edited by hand)", "id": "p3"},
    "4": {"id": "p4", "title": "In the Trash", "trashed": "2026-01-02T03:04:05Z"},
    "5": {"id": "p5", "title": "Merged away", "merged_into": "p1"},
    "6": {"id": "p6", "title": "Ünïcode ∑ title", "alternates": {"trashed": ["x"]}},
}


def test_every_paper_is_found_as_stored_and_hidden_ones_are_known(tmp_path: Path) -> None:
    path = tmp_path / "papers.json"
    write(path, PAPERS)
    for _ in range(2):  # read through, then from the kept lines
        lines = read_paper_lines(path, SCHEMA_VERSION)
        assert lines is not None
        with lines:
            assert lines.generation == 7
            assert lines.trash == {"p4"} and lines.merged == {"p5"}
            assert len(lines) == 4
            assert [pid for pid in ("p1", "p3", "p4", "p5", "p6") if lines.is_live(pid)] == [
                "p1",
                "p3",
                "p6",
            ]
            ids = [doc["id"] for doc in PAPERS.values()]
            assert lines.documents(ids) == {doc["id"]: doc for doc in PAPERS.values()}
            assert lines.documents(["nobody"]) == {}
        assert (tmp_path / CACHE).exists()


def test_a_file_written_again_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "papers.json"
    write(path, PAPERS)
    with read_paper_lines(path, SCHEMA_VERSION) as lines:  # type: ignore[union-attr]
        assert lines.is_live("p1")
    changed = {**PAPERS, "1": {**PAPERS["1"], "trashed": "2026-02-01T00:00:00Z"}}
    path.with_name("new.json").write_bytes(b"")
    write(path.with_name("new.json"), changed)
    path.with_name("new.json").replace(path)  # as every library write does
    with read_paper_lines(path, SCHEMA_VERSION) as lines:  # type: ignore[union-attr]
        assert not lines.is_live("p1") and "p1" in lines.trash
        assert lines.documents(["p1"])["p1"]["trashed"] == "2026-02-01T00:00:00Z"


def test_files_it_cannot_answer_for_get_none(tmp_path: Path) -> None:
    path = tmp_path / "papers.json"
    assert read_paper_lines(path, SCHEMA_VERSION) is None  # missing
    write(path, PAPERS, schema=SCHEMA_VERSION - 1)
    assert read_paper_lines(path, SCHEMA_VERSION) is None  # to be upgraded first
    write(path, PAPERS)
    whole = path.read_bytes()
    for damaged in (whole[:-3], whole[: len(whole) // 2], b"", b"[]", whole.replace(b"\n", b"")):
        path.write_bytes(damaged)
        assert read_paper_lines(path, SCHEMA_VERSION) is None, damaged[:40]
    path.write_bytes(whole)
    lines = read_paper_lines(path, SCHEMA_VERSION)
    assert lines is not None
    lines.close()


def test_an_id_with_a_line_break_is_found_but_not_kept(tmp_path: Path) -> None:
    """The cache keeps the ids one a line: a library with an id that holds a line break
    (written by hand) is read through each time, and still answers right."""
    path = tmp_path / "papers.json"
    papers = {**PAPERS, "7": {"id": "p\n7", "title": "A broken id"}}
    write(path, papers)
    for _ in range(2):
        with read_paper_lines(path, SCHEMA_VERSION) as lines:  # type: ignore[union-attr]
            assert lines.is_live("p\n7") and lines.is_live("p1") and len(lines) == 5
            assert lines.documents(["p\n7"])["p\n7"]["title"] == "A broken id"
        assert not (tmp_path / CACHE).exists()


SPANS = {
    "p1": (2, 40),
    'p"2\\': (41, 90),
    "p10": (91, 120),
    "Ünïcode ∑": (121, 300),
    "doi:10.1000/x": (301, 302),
}


def test_kept_spans_find_every_paper_and_no_other() -> None:
    lines = LineSpans.of(SPANS)
    assert lines is not None
    kept = LineSpans.kept(json.loads(json.dumps(lines.to_kept())))  # as the file holds it
    assert dict(kept) == SPANS and len(kept) == len(SPANS) and kept.in_order()
    for absent in ("", "p", "p0", "p11", "p2", "zz", "Ü"):
        assert absent not in kept and kept.get(absent) is None
    empty = LineSpans.of({})
    assert empty is not None and len(empty) == 0 and empty.in_order()


def test_kept_spans_out_of_order_are_found_out() -> None:
    lines = LineSpans.of(SPANS)
    assert lines is not None
    text = lines.to_kept()["lines"]
    assert not LineSpans.kept({"lines": "\n".join(text.split("\n")[::-1])}).in_order()
    assert not LineSpans.kept({"lines": text.replace("p10", "p\x0110")}).in_order()


@pytest.mark.parametrize("odd", ["p\n7", "p\t7", "p\x017"])
def test_ids_that_would_break_the_kept_lines_are_not_kept(odd: str) -> None:
    assert LineSpans.of({**SPANS, odd: (400, 410)}) is None
