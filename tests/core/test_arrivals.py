"""New PDFs in a watched folder are handed over once, when they have stopped growing."""

from __future__ import annotations

import os
from pathlib import Path

from lectern.core.arrivals import QUIET_SECONDS, Arrivals, pdfs_in


def _write(path: Path, data: bytes, mtime: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("ab") as handle:
        handle.write(data)
    os.utime(path, ns=(mtime, mtime))


def test_a_pdf_is_handed_over_only_after_two_quiet_checks(tmp_path: Path) -> None:
    pdf = tmp_path / "papers" / "paper.pdf"
    arrivals = Arrivals()
    _write(pdf, b"%PDF-1.7 first half", 1_000)
    assert arrivals.ready(pdfs_in(tmp_path), now=0.0) == []  # first seen
    _write(pdf, b" second half %%EOF", 2_000)
    assert arrivals.ready(pdfs_in(tmp_path), now=2.0) == []  # it grew
    assert arrivals.ready(pdfs_in(tmp_path), now=2.5) == []  # unchanged, but not for long
    (handed,) = arrivals.ready(pdfs_in(tmp_path), now=2.0 + QUIET_SECONDS)
    assert handed.path == pdf and handed.size == pdf.stat().st_size
    assert arrivals.ready(pdfs_in(tmp_path), now=10.0) == []  # once


def test_what_was_handed_over_is_not_again_after_a_restart(tmp_path: Path) -> None:
    pdf = tmp_path / "paper.pdf"
    _write(pdf, b"%PDF-1.7 whole", 1_000)
    first = Arrivals()
    first.ready(pdfs_in(tmp_path), now=0.0)
    assert first.ready(pdfs_in(tmp_path), now=5.0)
    again = Arrivals(first.seen())
    again.ready(pdfs_in(tmp_path), now=0.0)
    assert again.ready(pdfs_in(tmp_path), now=5.0) == []
    _write(pdf, b" written over", 9_000)  # a new download of the same name is new
    again.ready(pdfs_in(tmp_path), now=6.0)
    assert [s.path for s in again.ready(pdfs_in(tmp_path), now=9.0)] == [pdf]


def test_files_there_before_the_watch_and_hidden_ones_are_passed_by(tmp_path: Path) -> None:
    _write(tmp_path / "old.pdf", b"%PDF old", 1_000)
    _write(tmp_path / ".partial.pdf", b"%PDF", 1_000)
    _write(tmp_path / ".cache" / "inside.pdf", b"%PDF", 1_000)
    _write(tmp_path / "notes.txt", b"not a pdf", 1_000)
    _write(tmp_path / "sub" / "Deep.PDF", b"%PDF deep", 1_000)
    assert [s.path.name for s in pdfs_in(tmp_path)] == ["old.pdf", "Deep.PDF"]
    arrivals = Arrivals()
    arrivals.pass_by(pdfs_in(tmp_path))
    _write(tmp_path / "new.pdf", b"%PDF new", 1_000)
    arrivals.ready(pdfs_in(tmp_path), now=0.0)
    assert [s.path.name for s in arrivals.ready(pdfs_in(tmp_path), now=3.0)] == ["new.pdf"]


def test_a_folder_that_is_not_there_has_no_pdfs(tmp_path: Path) -> None:
    assert pdfs_in(tmp_path / "unplugged") == []


def test_a_folder_no_longer_watched_is_forgotten(tmp_path: Path) -> None:
    _write(tmp_path / "a" / "one.pdf", b"%PDF one", 1_000)
    _write(tmp_path / "b" / "two.pdf", b"%PDF two", 1_000)
    arrivals = Arrivals()
    arrivals.pass_by(pdfs_in(tmp_path))
    arrivals.forget_under(tmp_path / "a")
    assert [key.split("|")[0] for key in arrivals.seen()] == [str(tmp_path / "b" / "two.pdf")]
