"""The import prompt's link choice: PDFs linked where they are instead of copied into the
library's files/, the choice remembered for the next import and for a drop."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from lectern.gui.declarations.ids import ActionId
from tests.gui.conftest import SAMPLE_SIZE, SHARED, answer_import_prompt, import_into

PDFS = SHARED / "data" / "pdfs"


def _pdf(tmp_path: Path, name: str, target: str) -> Path:
    source = PDFS / name
    if not source.is_file():
        pytest.skip("../shared/data/pdfs is not available")
    path = tmp_path / "elsewhere" / target
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(source.read_bytes())
    return path


def _papers_with_files(window) -> list:
    papers = map(window.library.papers.paper, window.library.ids())
    return [p for p in papers if p.files]


def _drop(window, paths: list[Path]) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    pos = window.rect().center()
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window, enter)
    drop = QDropEvent(pos.toPointF(), Qt.DropAction.CopyAction, mime, buttons, keys)
    QApplication.sendEvent(window, drop)


def _tick_link(dialog) -> None:
    box = dialog.link_box
    assert box.isVisible() and not box.isChecked()  # offered for PDFs, off the first time
    QTest.mouseClick(
        box, Qt.MouseButton.LeftButton, pos=QPoint(box.height() // 2, box.height() // 2)
    )
    assert box.isChecked()
    import_into("NONE")(dialog)


def test_a_pdf_imported_linked_stays_where_it_is_and_the_choice_is_kept(
    qtbot, session, window, tmp_path, monkeypatch
):
    """Ticked, the paper's file is the user's own, nothing copied into files/; the next
    prompt starts ticked, after a restart too, and a drop links as well."""
    pdf = _pdf(tmp_path, "pdfjs-tracemonkey.pdf", "tracemonkey.pdf")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(pdf)], ""))
    answer_import_prompt(_tick_link)
    window.actions_by_id[ActionId.IMPORT].trigger()  # File → Import papers…
    qtbot.waitUntil(lambda: len(_papers_with_files(window)) == 1)
    (paper,) = _papers_with_files(window)
    assert Path(paper.files[0]) == pdf.resolve()
    files = window.library.folder / "files"
    assert not files.exists() or not any(files.iterdir())

    window = session.restart(window)
    ticked: list[bool] = []

    def look_and_cancel(dialog) -> None:
        ticked.append(dialog.link_box.isChecked())
        dialog.reject()

    answer_import_prompt(look_and_cancel)
    window.actions_by_id[ActionId.IMPORT].trigger()
    assert ticked == [True]

    second = _pdf(tmp_path, "grobid-arxiv-0908.0054.pdf", "arxiv.pdf")
    _drop(window, [second])
    qtbot.waitUntil(lambda: len(_papers_with_files(window)) == 2)
    assert len(window.library) == SAMPLE_SIZE + 2
    assert not files.exists() or not any(files.iterdir())  # the drop linked it too


def test_the_link_box_is_offered_only_when_pdfs_come_in(window, tmp_path, monkeypatch):
    listing = tmp_path / "picks.bib"
    listing.write_text("@article{a, title={Marmots}, year={2020}}\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(listing)], ""))
    offered: list[bool] = []

    def look(dialog) -> None:
        offered.append(dialog.link_box.isVisible())
        dialog.reject()

    answer_import_prompt(look)
    window.actions_by_id[ActionId.IMPORT].trigger()
    assert offered == [False]
