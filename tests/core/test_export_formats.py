"""What every export format shares: the format list, safe writes, and exporting a search."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from lectern.core.errors import LecternError, StorageWriteError
from lectern.core.exporters import EXTENSIONS, FORMATS, export_entries, render, writes_folder
from lectern.core.models import Annotation, Entry, Paper, paper_id

ADDED = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def make_entry(title: str) -> Entry:
    pid = paper_id(title=title)
    return Entry(Paper(id=pid, title=title, added=ADDED), Annotation(pid))


def test_the_seven_formats_are_offered_with_labels_and_extensions() -> None:
    assert list(FORMATS) == ["bibtex", "biblatex", "csljson", "ris", "csv", "markdown", "json"]
    assert all(FORMATS[name] for name in FORMATS)
    assert EXTENSIONS.keys() == FORMATS.keys()
    assert [name for name in FORMATS if writes_folder(name)] == ["markdown"]


@pytest.mark.parametrize("fmt", ["bibtex", "biblatex", "csljson", "ris", "csv", "json"])
def test_single_file_formats_replace_the_file_and_leave_no_temp_files(
    tmp_path: Path, fmt: str
) -> None:
    dest = tmp_path / f"out{EXTENSIONS[fmt]}"
    dest.write_text("previous export", "utf-8")
    assert export_entries(fmt, [make_entry("One"), make_entry("Two")], dest) == 2
    text = dest.read_text("utf-8-sig")
    assert "previous export" not in text and "One" in text and "Two" in text
    assert [p.name for p in tmp_path.iterdir()] == [dest.name]


@pytest.mark.parametrize("fmt", ["bibtex", "biblatex", "csljson", "ris", "csv", "json"])
def test_an_empty_selection_still_writes_a_valid_file(tmp_path: Path, fmt: str) -> None:
    dest = tmp_path / f"empty{EXTENSIONS[fmt]}"
    assert export_entries(fmt, [], dest) == 0
    assert dest.exists()


def test_render_gives_the_bytes_a_file_export_writes(tmp_path: Path) -> None:
    entries = [make_entry("One")]
    export_entries("bibtex", entries, tmp_path / "a.bib")
    assert render("bibtex", entries) == (tmp_path / "a.bib").read_bytes()
    with pytest.raises(LecternError, match="folder"):
        render("markdown", entries)


def test_unknown_format_and_wrong_destination_are_refused_without_writing(tmp_path: Path) -> None:
    dest = tmp_path / "keep.bib"
    dest.write_text("keep me", "utf-8")
    with pytest.raises(LecternError, match="Unknown export format"):
        export_entries("pdf", [make_entry("A")], dest)
    with pytest.raises(LecternError, match="folder"):
        export_entries("bibtex", [make_entry("A")], tmp_path)
    assert dest.read_text("utf-8") == "keep me"


def test_a_write_that_cannot_happen_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", "utf-8")
    with pytest.raises(StorageWriteError, match="Could not write"):
        export_entries("csv", [make_entry("A")], blocker / "out.csv")


def test_exporting_a_searchs_results_writes_only_those_papers(tmp_path: Path) -> None:
    from lectern.core.library import Library

    source = tmp_path / "refs.bib"
    source.write_text(
        "@article{a, title={Diffusion Models Beat GANs}, author={Prafulla Dhariwal}, year={2021}}\n"
        "@article{b, title={Denoising Diffusion Probabilistic Models}, author={Jonathan Ho}, year={2020}}\n"
        "@article{c, title={Attention Is All You Need}, author={Ashish Vaswani}, year={2017}}\n",
        "utf-8",
    )
    with Library.open(tmp_path / "library") as library:
        library.imports.import_files([source])
        result = library.searching.search("diffusion")
        assert library.exports.export("csljson", tmp_path / "diffusion.json", ids=result.ids) == 2
        assert library.exports.export("markdown", tmp_path / "vault", ids=result.ids) == 2
    titles = [
        item["title"] for item in json.loads((tmp_path / "diffusion.json").read_text("utf-8"))
    ]
    assert sorted(titles) == [
        "Denoising Diffusion Probabilistic Models",
        "Diffusion Models Beat GANs",
    ]
    assert sorted(p.name for p in (tmp_path / "vault").glob("*.md")) == [
        "denoising-diffusion-probabilistic-models.md",
        "diffusion-models-beat-gans.md",
    ]
