"""`lectern history`: the changes listed newest first, and one undone by its id."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library
from lectern.core.models import Status


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        ids = [
            lib.imports.add_paper(title=f"Paper {n}", abstract=f"About {n}.").added_ids[0]
            for n in range(3)
        ]
        lib.notes.set_status(ids, Status.TO_READ)
        lib.notes.set_rating([ids[0]], 5)
    return folder


def test_history_lists_the_changes_newest_first_and_as_json(folder: Path, capsys) -> None:
    assert main(["--library", str(folder), "history", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [e["what"] for e in listed[:2]] == [
        "Stars: no stars → ★★★★★",
        "Status: New → To read (3 papers)",
    ]
    assert all(e["this_device"] for e in listed)
    assert main(["--library", str(folder), "history", "--kind", "rating"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 and "Stars: no stars → ★★★★★" in lines[0] and "(here)" in lines[0]


def test_history_undo_undoes_an_old_change_by_its_id(folder: Path, capsys) -> None:
    main(["--library", str(folder), "history", "--json"])
    status = json.loads(capsys.readouterr().out)[1]
    assert main(["--library", str(folder), "history", "undo", status["change"]]) == 0
    assert capsys.readouterr().out.strip() == "Undone: Status: New → To read (3 papers)"
    with Library.open(folder, readonly=True) as lib:
        assert all(lib.notes.annotation(pid).status is Status.NEW for pid in status["papers"])
        assert lib.notes.annotation(status["papers"][0]).rating == 5  # the later change stays
