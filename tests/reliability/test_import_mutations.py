"""Damaged versions of every real import file, imported through the library.

The hypothesis fuzz in tests/core/test_import_fuzz.py throws random bytes at the parsers;
here real files are damaged the way files really get damaged (see mutations.py) and go
through library.imports.import_files, so the whole path is covered: sniffing, parsing, titles,
dedup, the store transaction and the index. A refused file must leave both JSON files
byte-identical; nothing but ImportFileError may escape.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from lectern.core.errors import ImportFileError
from lectern.core.library import Library
from tests.reliability.import_check import IMPORTED, REFUSED, try_import
from tests.reliability.libstate import copy_library
from tests.reliability.mutations import KINDS, cases, real_files

PER_FILE = 1
# The torture script mutates whole files and inserts 10 MB lines; here, for speed, the
# first 128 KB of each file and 1 MB lines.
HEAD_BYTES = 128 * 1024
LONG_BYTES = 1024 * 1024
RESET_EVERY = 40  # start again from the template now and then, so the library stays small


@pytest.mark.usefixtures("imports_dir")
@pytest.mark.slow
def test_damaged_real_files_import_or_are_refused_cleanly(
    template_library: Path, tmp_path: Path
) -> None:
    files = real_files(tmp_path / "sources", template_library)
    assert len(files) > 80
    work = tmp_path / "work"
    work.mkdir()
    outcomes = []
    library = None
    try:
        for number, case in enumerate(
            cases(
                files, PER_FILE, seed=2026, max_long=3, head_bytes=HEAD_BYTES, long_bytes=LONG_BYTES
            )
        ):
            if number % RESET_EVERY == 0:
                if library is not None:
                    library.close()
                library = Library.open(copy_library(template_library, tmp_path / f"lib{number}"))
            assert library is not None  # opened on the first case
            outcomes.append(try_import(library, case, work, number))
        assert library is not None
        assert library.check().ok
    finally:
        if library is not None:
            library.close()
    bad = [f"{o.label}: {o.result}: {o.detail}" for o in outcomes if o.bad]
    assert bad == []
    results = Counter(o.result for o in outcomes)
    assert results[IMPORTED] and results[REFUSED]  # the sample exercises both paths
    assert {o.label.split(":")[1] for o in outcomes} == set(KINDS)


def test_refused_import_leaves_index_and_annotations_alone(
    library_folder: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "broken.csl.json"
    bad.write_bytes(b'[{"title": "Quokka", "type": "article"}, {"title": ')
    with Library.open(library_folder) as library:
        before = library.searching.search("learning").ids
        outcome_files = sorted(p.name for p in library_folder.iterdir())
        with pytest.raises(ImportFileError, match=r"broken\.csl\.json, line 1"):
            library.imports.import_files([bad])
        assert library.searching.search("learning").ids == before
        assert library.searching.search("quokka").total == 0
        assert sorted(p.name for p in library_folder.iterdir()) == outcome_files


# Hand-edited backups: each field a type Lectern never writes.
BROKEN_BACKUPS: dict[str, dict[str, Any]] = {
    "list-id": {"papers": [{"id": ["x"], "title": "t"}]},
    "bad-added": {"papers": [{"id": "p1", "title": "t", "added": "not a date"}]},
    "number-added": {"papers": [{"id": "p1", "title": "t", "added": 5}]},
    "authors-number": {"papers": [{"id": "p1", "title": "t", "authors": 5}]},
    "bad-status": {
        "papers": [{"id": "p1", "title": "t"}],
        "annotations": [{"paper_id": "p1", "status": "bogus"}],
    },
    "number-modified": {
        "papers": [{"id": "p1", "title": "t"}],
        "annotations": [{"paper_id": "p1", "notes": "n", "modified": 5}],
    },
    "history-text": {
        "papers": [{"id": "p1", "title": "t"}],
        "annotations": [{"paper_id": "p1", "history": "read"}],
    },
    "searches-list": {"papers": [{"id": "p1", "title": "t"}], "saved_searches": ["a"]},
}


@pytest.mark.parametrize("name", sorted(BROKEN_BACKUPS))
def test_hand_edited_backup_restores_what_it_can(
    library_folder: Path, tmp_path: Path, name: str
) -> None:
    """A damaged record of a backup is skipped with its line; the rest is restored."""
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps({"lectern_backup": 1, **BROKEN_BACKUPS[name]}, indent=1), "utf-8")
    with Library.open(library_folder) as library:
        expected_notes = {pid: library.notes.annotation(pid) for pid in library.ids()}
        report = library.imports.import_files([path])[0]
        assert report.added + len(report.skipped) >= 1
        assert all(skip.line >= 1 and skip.reason for skip in report.skipped)
        assert {pid: library.notes.annotation(pid) for pid in expected_notes} == expected_notes
        assert library.check().ok
