"""`lectern list`: the papers of a sidebar view from a terminal, as the window lists them."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from lectern.core.cli import main
from lectern.core.library import Library


@pytest.fixture
def folder(tmp_path: Path, sample_copy: Callable[[Path], Path]) -> Path:
    """The 38-paper sample (a private copy of the one imported once a session), closed so
    the command opens it itself."""
    return sample_copy(tmp_path / "library")


def lectern(capsys: pytest.CaptureFixture[str], folder: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--library", str(folder), *argv])
    out, err = capsys.readouterr()
    return code, out, err


def listed(capsys: pytest.CaptureFixture[str], folder: Path, *argv: str) -> list[dict]:
    code, out, err = lectern(capsys, folder, "list", "--json", "--limit", "0", *argv)
    assert code == 0, err
    return json.loads(out)


def test_list_gives_the_windows_view_of_a_scope_and_a_search(capsys, folder: Path) -> None:
    with Library.open(folder) as library:
        diffusion = library.searching.search("diffusion").ids
        newest = library.searching.view("all").ids
        library.notes.set_rating(diffusion[:2], 5)
        library.papers.trash(diffusion[2:3])
    assert [p["id"] for p in listed(capsys, folder)] == [p for p in newest if p != diffusion[2]]
    assert [p["id"] for p in listed(capsys, folder, "diffusion")] == diffusion[:2] + diffusion[3:]
    starred = listed(capsys, folder, "--scope", "starred")
    assert [p["id"] for p in starred] == [p for p in newest if p in diffusion[:2]]
    assert {p["rating"] for p in starred} == {5} and "score" not in starred[0]
    assert [p["id"] for p in listed(capsys, folder, "--scope", "trash")] == [diffusion[2]]

    code, out, _ = lectern(capsys, folder, "list", "--scope", "status:new", "--limit", "3")
    assert code == 0
    assert len(out.splitlines()) == 5  # a header, three papers and what was left out
    assert out.splitlines()[-1] == "3 of 37 papers in New (--limit 0 shows all)"  # one in the Trash


def test_list_refuses_a_scope_lectern_has_not(capsys, folder: Path) -> None:
    with pytest.raises(SystemExit) as exit_info:  # a usage error, as argparse reports one
        lectern(capsys, folder, "list", "--scope", "finished")
    assert exit_info.value.code == 2
    assert "unknown scope 'finished'" in capsys.readouterr().err
    code, _, err = lectern(capsys, folder, "list", "--scope", "saved:Nothing here")
    assert code == 1 and "no saved search named 'Nothing here'" in err
    code, out, _ = lectern(capsys, folder, "list", "--scope", "tag:unused")
    assert code == 0 and out.strip() == "unused is empty."
