"""The import dialog on real files: progress, a summary with counts, Cancel changes nothing."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, Qt, QUrl
from PySide6.QtWidgets import QPushButton, QWidget

from lectern.core.library import Library
from lectern.gui.dialogs.import_dialog import dropped_paths, import_file_filter, run_import
from lectern.gui.dialogs.import_summary import summary_headline
from tests.gui.helpers_detail import library, service, write_csljson  # noqa: F401


def papers(count: int, start: int = 0) -> list[dict]:
    return [
        {
            "id": f"p{i}",
            "type": "article-journal",
            "title": f"Tidal energy study number {i}",
            "author": [{"family": "Okafor", "given": "Ada"}],
            "issued": {"date-parts": [[2023]]},
            "abstract": f"We measure tidal energy at site {i} over a full year of observations.",
        }
        for i in range(start, start + count)
    ]


@pytest.fixture
def parent(qtbot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    return widget


@contextmanager
def writer_held(service) -> Iterator[None]:
    """Keep the writer thread busy so work queued meanwhile waits (a slow disk, a big file)."""
    gate = threading.Event()
    service.submit(lambda _lib: gate.wait(20))
    try:
        yield
    finally:
        gate.set()


def run_to_end(qtbot, parent, service, paths):
    run = run_import(parent, service, [str(p) for p in paths])
    assert run is not None
    with qtbot.waitSignal(run.done) as done:
        pass
    return run, done.args[0]


def test_import_shows_a_summary_with_counts_per_file(
    qtbot,
    parent,
    service,
    library,
    tmp_path,
):
    before = len(library)
    new = write_csljson(tmp_path / "tidal.json", papers(3))
    again = write_csljson(tmp_path / "tidal-again.json", papers(2) + papers(1, start=10))
    run, reports = run_to_end(qtbot, parent, service, [new, again])

    assert len(library) == before + 4
    summary = run.summary
    assert summary is not None and summary.isVisible()
    assert summary.headline.text().startswith("Added 4 papers from 2 files")
    assert "2 already in the library" in summary.headline.text()
    rows = [summary.tree.topLevelItem(i) for i in range(summary.tree.topLevelItemCount())]
    assert [row.text(0).split(" (")[0] for row in rows] == ["tidal.json", "tidal-again.json"]
    assert [row.text(1) for row in rows] == ["3", "1"]  # added
    assert [row.text(2) for row in rows] == ["0", "2"]  # already in the library
    why = [row.child(i).text(0) for row in rows for i in range(row.childCount())]
    assert any(text.startswith("Already in the library: 2 by same") for text in why), why
    assert reports[1].added == 1
    summary.accept()


def test_skipped_records_are_listed_with_line_and_reason(qtbot, parent, service, tmp_path):
    bad = tmp_path / "mixed.json"
    bad.write_text(
        '[{"id": "ok", "type": "article", "title": "A fine paper on tides",'
        ' "abstract": "Tides, measured."}, {"id": "empty", "type": "article"}]',
        encoding="utf-8",
    )
    run, reports = run_to_end(qtbot, parent, service, [bad])
    skipped = sum(len(r.skipped) for r in reports)
    assert skipped == 1
    item = run.summary.tree.topLevelItem(0)
    assert item.text(1) == "1" and item.text(4) == "1"
    assert item.childCount() == 1 and item.isExpanded()
    assert item.child(0).text(0).startswith(("line ", "file: "))
    assert reports[0].skipped[0].reason in item.child(0).text(0)
    assert "1 skipped" in run.summary.headline.text()


def test_cancel_leaves_the_library_unchanged(
    qtbot,
    parent,
    service,
    library: Library,
    tmp_path,
):
    folder = Path(library.folder)
    before_papers = (folder / "papers.json").read_bytes()
    before_ids = library.ids()
    big = write_csljson(tmp_path / "big.json", papers(400))
    with writer_held(service):  # the import waits in the queue while the user cancels
        run = run_import(parent, service, [str(big)])
        assert run is not None
        run.cancel()  # what the Cancel button does
    with qtbot.waitSignal(run.done) as done:
        pass
    assert done.args == [None]
    assert run.was_cancelled and run.summary is None
    assert library.ids() == before_ids
    assert (folder / "papers.json").read_bytes() == before_papers
    assert library.searching.search("tidal").ids == []


def test_the_cancel_button_cancels(qtbot, parent, service, library, tmp_path):
    before = len(library)
    with writer_held(service):
        run = run_import(parent, service, [str(write_csljson(tmp_path / "t.json", papers(50)))])
        assert run is not None
        qtbot.waitUntil(run.progress.isVisible)  # shown once the import takes a moment
        assert "Importing 1 file" in run.progress.labelText()
        qtbot.mouseClick(run.progress.findChild(QPushButton), Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(run.done) as done:
        pass
    assert done.args == [None] and run.was_cancelled
    assert not run.progress.isVisible()
    assert len(library) == before


def test_a_file_that_cannot_be_read_is_reported_and_changes_nothing(
    qtbot, parent, service, library, tmp_path, errors
):
    before = len(library)
    fake = tmp_path / "picture.bib"
    fake.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    run, reports = run_to_end(qtbot, parent, service, [fake])
    assert reports is None
    assert errors and errors[0][0] == "Import failed"
    assert "picture.bib" in errors[0][1]
    assert "unchanged" in errors[0][1]
    assert len(library) == before


def test_dropped_paths_keep_local_files_only():
    mime = QMimeData()
    mime.setUrls(
        [
            QUrl.fromLocalFile("/tmp/a.bib"),
            QUrl("https://example.org/b.bib"),
            QUrl.fromLocalFile("/tmp/a.bib"),
            QUrl.fromLocalFile("/tmp/c.ris"),
        ]
    )
    assert dropped_paths(mime) == ["/tmp/a.bib", "/tmp/c.ris"]
    text_only = QMimeData()
    text_only.setText("/tmp/a.bib")
    assert dropped_paths(text_only) == []


def test_file_filter_offers_every_format_first():
    first, *rest = import_file_filter().split(";;")
    for pattern in ("*.bib", "*.ris", "*.json", "*.xml", "*.jsonl", "*.csv", "*.txt"):
        assert pattern in first
    assert rest[-1] == "All files (*)"


def test_headline_says_nothing_new_plainly():
    from lectern.core.library import ImportReport

    report = ImportReport(
        path="/x/a.bib", format="bibtex", collection="a", unchanged=5, found=(("same DOI", 5),)
    )
    assert summary_headline([report]) == "Added 0 papers from 1 file; 5 already in the library."


def test_a_long_skip_reason_is_shown_whole_and_wraps_again_when_narrower(qtbot, window):
    from PySide6.QtCore import QRect, Qt

    from lectern.core.importers.base import Skipped
    from lectern.core.results import ImportReport
    from lectern.gui.dialogs.import_summary import ImportSummaryDialog

    reason = (
        "the record has no title, no authors and no identifier Lectern can read, so there is "
        "nothing to list for it; the entry that starts on this line may be cut short in the file "
        "(an unclosed brace or quote earlier on often does this)"
    )
    report = ImportReport(
        path=str(window.library.folder / "refs.bib"),
        format="BibTeX",
        collection="refs",
        added=2,
        skipped=(Skipped(line=12, reason=reason),),
    )
    dialog = ImportSummaryDialog([report], window)
    dialog.show()
    qtbot.waitExposed(dialog)
    tree = dialog.tree
    top = tree.topLevelItem(0)
    child = top.child(0) if top is not None else None
    assert child is not None

    def fits() -> bool:
        rect = tree.visualItemRect(child)
        needed = tree.fontMetrics().boundingRect(
            QRect(0, 0, tree.viewport().width() - tree.indentation() - 6, 100_000),
            Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere,
            child.text(0),
        )
        return rect.height() >= needed.height() and needed.height() > tree.fontMetrics().height()

    assert reason in child.text(0)
    qtbot.waitUntil(fits)  # several lines tall, not one line ending in "…"
    wide = tree.visualItemRect(child).height()
    dialog.resize(460, dialog.height())
    qtbot.waitUntil(lambda: tree.visualItemRect(child).height() > wide and fits())
    dialog.close()


def test_the_summary_names_the_fields_kept_as_written_that_no_other_format_has(
    qtbot, parent, service, library, tmp_path
):
    """TUGboat's bibliography carries bibdate and bibsource: kept, written back to BibTeX,
    and the summary says which fields no CSL-JSON or RIS export has a place for."""
    bib = tmp_path / "tub.bib"
    bib.write_text(
        "@Article{Beeton:TB1,\n  author = {Barbara Beeton}, title = {Editorial comments},\n"
        "  journal = {TUGboat}, year = {1980}, publisher = {TUG},\n"
        "  bibdate = {Fri Jul 13 10:24:20 MDT 2007}, bibsource = {tugboat.bib},\n}\n",
        encoding="utf-8",
    )
    run, reports = run_to_end(qtbot, parent, service, [bib])
    assert dict(reports[0].kept_as_written) == {"bibdate": 1, "bibsource": 1}
    item = run.summary.tree.topLevelItem(0)
    lines = [item.child(i).text(0) for i in range(item.childCount())]
    assert "Kept as written, for exports to bibtex: bibdate, bibsource" in " ".join(lines)
    [pid] = reports[0].added_ids
    assert library.papers.paper(pid).fields["bibdate"] == "Fri Jul 13 10:24:20 MDT 2007"
    run.summary.accept()
