"""Kept exports: a file bound to part of the library, rewritten when what it holds changes
and only then, atomically, with keys that do not move; a folder gone or a refused write
reported in plain words; a command that changes the library writes them before it returns;
`lectern exports` lists, adds and removes them; the list is this computer's, not synced;
and the biblatex export biber reads."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from lectern.core.cli import main as cli_main
from lectern.core.errors import LecternError
from lectern.core.exporters.biblatex import to_biblatex
from lectern.core.importers import bibtex
from lectern.core.importers.base import RawRecord
from lectern.core.library import Library
from lectern.core.library.kept_exports import KEPT_FILE
from lectern.core.models import Status
from lectern.core.sync.ignore import LOCAL_NAMES

THESIS = """@phdthesis{lee2020, author = {Lee, Bo}, title = {Burrows}, school = {Prairie U.},
  address = {Lawrence}, year = {2020}}
@article{ng2021, author = {Ng, Al}, title = {Tunnels}, journal = {Soil Letters},
  year = {2021}, volume = {3}}
"""


@pytest.fixture
def thesis_library(library: Library, tmp_path: Path) -> tuple[Library, list[str]]:
    source = tmp_path / "thesis.bib"
    source.write_text(THESIS, "utf-8")
    before = set(library.ids())
    library.imports.import_files([source], collection="Thesis")
    return library, sorted(pid for pid in library.ids() if pid not in before)


def _keys(path: Path) -> list[str]:
    return [r.key for r in bibtex.parse(path).records if isinstance(r, RawRecord)]


def test_a_kept_export_is_rewritten_only_when_what_it_holds_changes(thesis_library, tmp_path):
    library, ids = thesis_library
    target = tmp_path / "paper" / "refs.bib"
    target.parent.mkdir()
    added = library.kept.add(target, "collection:Thesis", "bibtex")
    assert (added.written, added.papers) == (True, 2)
    assert _keys(target) == ["lee2020", "ng2021"]  # in key order, with the keys the file gave
    stamp = target.stat().st_mtime_ns

    outside = next(pid for pid in library.ids() if pid not in ids)
    library.notes.set_status([outside], Status.READ)
    (result,) = library.kept.bring_up_to_date()
    assert not result.written and target.stat().st_mtime_ns == stamp  # untouched

    library.notes.set_status([ids[0]], Status.READING)
    (result,) = library.kept.bring_up_to_date()
    assert result.written and "lectern-status = {reading}" in target.read_text("utf-8")
    assert _keys(target) == ["lee2020", "ng2021"]

    library.papers.edit(ids[1], title="Tunnels, revisited")  # a key never moves on an edit
    library.kept.bring_up_to_date()
    assert _keys(target) == ["lee2020", "ng2021"] and "Tunnels, revisited" in target.read_text()
    assert not list(target.parent.glob(".*.tmp"))  # replaced whole, nothing left beside it


def test_a_kept_export_that_cannot_be_written_is_said_and_tried_again(thesis_library, tmp_path):
    library, ids = thesis_library
    folder = tmp_path / "paper"
    folder.mkdir()
    target = folder / "refs.json"
    library.kept.add(target, "collection:Thesis", "csljson")
    folder.rename(tmp_path / "moved")
    library.notes.set_status([ids[0]], Status.READ)
    (result,) = library.kept.bring_up_to_date()
    assert result.error == f"its folder {folder} is not there any more"
    assert result.describe() == (
        f"Could not keep {target} up to date: its folder {folder} is not there any more"
    )
    folder.mkdir()  # back: the next change writes it
    library.notes.set_status([ids[0]], Status.READING)
    (result,) = library.kept.bring_up_to_date()
    assert result.written and not result.error and target.exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_a_refused_folder_is_said_in_plain_words(thesis_library, tmp_path):
    library, ids = thesis_library
    folder = tmp_path / "locked"
    folder.mkdir()
    library.kept.add(folder / "refs.bib", "all", "bibtex")
    folder.chmod(0o500)
    try:
        library.notes.set_status([ids[0]], Status.READ)
        (result,) = library.kept.bring_up_to_date()
        assert result.error == f"Lectern may not write in {folder}"
    finally:
        folder.chmod(0o700)


def test_adding_refuses_what_cannot_be_kept(thesis_library, tmp_path):
    library, _ids = thesis_library
    with pytest.raises(LecternError, match="Up next changes from moment to moment"):
        library.kept.add(tmp_path / "a.bib", "queue", "bibtex")
    with pytest.raises(LecternError, match="not 'ris'"):
        library.kept.add(tmp_path / "a.bib", "all", "ris")
    with pytest.raises(LecternError, match="is a folder"):
        library.kept.add(tmp_path, "all", "bibtex")
    with pytest.raises(LecternError, match="its folder .* is not there"):
        library.kept.add(tmp_path / "gone" / "a.bib", "all", "bibtex")
    library.kept.add(tmp_path / "a.bib", "all", "bibtex")
    with pytest.raises(LecternError, match="is kept up to date already"):
        library.kept.add(tmp_path / "a.bib", "collection:Thesis", "bibtex")
    assert [k.number for k in library.kept.listed()] == [1]
    assert KEPT_FILE in LOCAL_NAMES  # this computer's paths: never synced


def test_a_command_that_changes_the_library_writes_its_kept_exports(
    thesis_library, tmp_path, capsys
):
    library, ids = thesis_library
    folder = library.folder
    library.close()
    lib = ["--library", str(folder)]
    target = tmp_path / "refs.bib"
    assert (
        cli_main(
            [
                *lib,
                "exports",
                "--add",
                str(target),
                "--scope",
                "collection:Thesis",
                "--format",
                "biblatex",
            ]
        )
        == 0
    )
    assert "Keeping Collection “Thesis” → " in capsys.readouterr().out
    stamp = target.stat().st_mtime_ns
    assert cli_main([*lib, "mark", ids[1], "--status", "read"]) == 0
    assert "lectern-status = {read}" in target.read_text("utf-8")
    assert target.stat().st_mtime_ns != stamp
    assert cli_main([*lib, "exports"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        f"1  Collection “Thesis” → {target} (biblatex)"
    )
    assert cli_main([*lib, "exports", "--remove", "1"]) == 0
    assert cli_main([*lib, "exports", "--remove", "1"]) == 1
    assert "There is no kept export 1: none is kept." in capsys.readouterr().err


def test_biblatex_names_what_biber_reads(thesis_library):
    library, ids = thesis_library
    text = to_biblatex(library.papers.entries(ids))
    assert "@thesis{lee2020," in text and "type = {phdthesis}" in text
    assert "institution = {Prairie U.}" in text and "location = {Lawrence}" in text
    assert "journaltitle = {Soil Letters}" in text and "journal =" not in text


def test_the_kept_file_is_what_file_export_writes_of_its_papers(thesis_library, tmp_path):
    """Entries are kept between rounds; the file must still be, to the byte, the export of
    the scope's papers in key order, after changes and a dismissed pair."""
    from lectern.core.citekeys import fold
    from lectern.core.exporters import render

    library, ids = thesis_library
    library.papers.dismiss_duplicates(ids)  # "not duplicates": each names the other
    for fmt in ("bibtex", "biblatex", "csljson"):
        target = tmp_path / f"all-{fmt}"
        library.kept.add(target, "all", fmt)
    for change in range(3):
        for result in library.kept.bring_up_to_date():
            entries = library.papers.entries(library.ids())
            entries.sort(key=lambda e: (fold(e.paper.key), e.paper.key))
            tree = library.collections.paths()  # the whole library: every collection
            expected = render(
                result.export.format,
                entries,
                distinct=library.papers.dismissed_pairs(),
                tree=tree,
            )
            assert result.export.path.read_bytes() == expected, (result.export.format, change)
        library.notes.set_rating([ids[change % 2]], change + 1)
