"""Marks found by search: plain words, `marks:word`, `marks:yellow`, `has:marks`, on the real
index, kept up to date as marks change and rebuilt with them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from lectern.core.library import Library
from lectern.core.marks import Colour
from tests.core.helpers_marks import PAPER_PDF, passage_mark


@pytest.fixture
def pdf(pdfs_dir: Path) -> Path:
    return pdfs_dir / PAPER_PDF


@pytest.fixture
def marked(tmp_path: Path, pdf: Path) -> tuple[Path, str, str]:
    """A library of two papers, the first with a green mark whose note says "quintessence"."""
    folder = tmp_path / "lib"
    with Library.open(folder) as lib:
        first = lib.imports.add_paper(title="Ultra light bosonic dark matter").added_ids[0]
        other = lib.imports.add_paper(title="Scalar fields in cosmology").added_ids[0]
        mark = passage_mark(
            pdf, first, 0, "Acoustic Peaks of the CMB", colour=Colour.GREEN, note="quintessence"
        )
        lib.marks.add(mark)
    return folder, first, other


def found(lib: Library, query: str) -> set[str]:
    return set(lib.searching.search(query).ids)


def test_each_query_form_finds_the_marked_paper(marked):
    folder, first, other = marked
    with Library.open(folder) as lib:
        assert found(lib, "quintessence") == {first}  # a word of a mark's note
        assert found(lib, "acoustic") == {first}  # a word of the marked passage
        assert found(lib, "marks:peaks") == {first}
        assert found(lib, 'marks:"acoustic peaks"') == {first}
        assert found(lib, "marks:quint*") == {first}
        assert found(lib, "marks:green") == {first}
        assert found(lib, "marks:yellow") == set()
        assert found(lib, "has:marks") == {first}
        assert found(lib, "-has:marks") == {other}
        assert found(lib, "marks:cosmology") == set()  # the other paper's title is no mark
        assert not lib.searching.search("has:marks").message


def test_the_index_follows_each_mark_change(marked):
    folder, first, _other = marked
    with Library.open(folder) as lib:
        (mark,) = lib.marks.of_paper(first)
        lib.marks.change(mark.id, colour=Colour.PINK, note="inflaton")
        assert found(lib, "marks:pink") == {first}
        assert found(lib, "marks:green") == set()
        assert found(lib, "inflaton") == {first}
        assert found(lib, "quintessence") == set()
        lib.marks.delete(mark.id)
        assert found(lib, "has:marks") == set()
        lib.history.undo_last()
        assert found(lib, "has:marks") == {first}


def test_an_index_rebuilt_from_nothing_holds_the_marks(marked):
    folder, first, _other = marked
    shutil.rmtree(folder / "index")
    with Library.open(folder) as lib:
        assert found(lib, "marks:peaks") == {first}
        assert found(lib, "has:marks") == {first}
