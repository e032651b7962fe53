"""Importing through the window: drag and drop, File → Import, the empty state, first run."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QTreeWidget

from lectern.core.library import Library
from lectern.gui.app import maybe_seed
from lectern.gui.declarations.ids import ActionId
from lectern.gui.service import LibraryService
from tests.gui.conftest import SAMPLE_SIZE, SHARED, answer_import_prompt, import_into

ABSTRACTS = (
    "Journal club\n\n"
    "We introduce marmot attention, a mechanism that hibernates idle heads during training "
    "and wakes them only when the loss landscape warms up again in the spring.\n\n"
    "Burrowing transformers learn to tunnel through long contexts with linear memory, digging "
    "side chambers for facts they expect to need again much later in the sequence.\n"
)


def _drop(window, paths: list[Path]) -> bool:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    pos = window.rect().center()
    enter = QDragEnterEvent(
        pos,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(
        pos.toPointF(),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, drop)
    return drop.isAccepted()


def _summary_dialogs() -> list:
    from lectern.gui.dialogs.import_dialog import ImportSummaryDialog

    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, ImportSummaryDialog) and w.isVisible()
    ]


def test_dropping_a_file_imports_it_and_the_list_shows_the_new_papers(qtbot, window, tmp_path):
    seed = tmp_path / "journal-club.txt"
    seed.write_text(ABSTRACTS, encoding="utf-8")
    assert _drop(window, [seed])
    qtbot.waitUntil(lambda: window.model.rowCount() == SAMPLE_SIZE + 2)
    qtbot.waitUntil(lambda: bool(_summary_dialogs()))
    assert window.sidebar.count_text("collection:Journal club") == "2"


def test_dropping_a_real_bibtex_export_imports_it(qtbot, window):
    folder = SHARED / "data" / "imports" / "bibtex"
    files = sorted(folder.glob("*.bib")) if folder.is_dir() else []
    if not files:
        pytest.skip("../shared/data/imports/bibtex is not available")
    assert _drop(window, [files[0]])
    qtbot.waitUntil(lambda: bool(_summary_dialogs()), timeout=60_000)
    assert len(window.library) > SAMPLE_SIZE
    qtbot.waitUntil(lambda: window.model.rowCount() == len(window.library))


@pytest.mark.usefixtures("qtbot")
def test_a_drop_of_something_that_is_not_a_file_is_refused(window):
    mime = QMimeData()
    mime.setText("just some text")
    enter = QDragEnterEvent(
        QPoint(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted()


def test_an_import_can_put_the_papers_in_no_collection(qtbot, window, tmp_path, monkeypatch):
    seed = tmp_path / "picks.txt"
    seed.write_text(ABSTRACTS, encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(seed)], ""))
    offered: list[list[str]] = []

    def no_collection(dialog) -> None:
        from lectern.gui.dialogs.import_dialog import Placement

        box = dialog.name_box
        offered.append([box.itemText(i) for i in range(box.count())])
        assert dialog.buttons[Placement.PER_FILE].isChecked()  # the default, as the CLI's
        import_into("NONE")(dialog)

    shown = answer_import_prompt(no_collection)
    window.actions_by_id[ActionId.IMPORT].trigger()  # File → Import papers…
    assert offered == [["ICML 2026 Papers"]], shown  # the prompt had the choice
    qtbot.waitUntil(lambda: len(window.library) == SAMPLE_SIZE + 2)
    added = [p for p in map(window.library.papers.paper, window.library.ids()) if p.source_file]
    added = [p for p in added if Path(p.source_file).name == "picks.txt"]
    assert len(added) == 2 and all(p.collections == () for p in added)
    assert window.library.collections.counts() == {"ICML 2026 Papers": SAMPLE_SIZE}
    qtbot.waitUntil(lambda: window.sidebar.count_text("all") == str(SAMPLE_SIZE + 2))
    assert window.sidebar.item_for("collection:Journal club") is None  # the file's own name


def test_an_empty_library_invites_an_import(qtbot, session, tmp_path, monkeypatch):
    seed = tmp_path / "picks.txt"
    seed.write_text(ABSTRACTS, encoding="utf-8")
    window = session.open(tmp_path / "empty-library")
    assert window.list_stack.currentWidget() is window.empty
    assert window.empty.button.isVisible()
    asked: list[str] = []

    def choose(_parent, _caption, _directory, file_filter):
        asked.append(file_filter)
        return [str(seed)], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(choose))
    answered = answer_import_prompt(import_into("PER_FILE"))
    qtbot.mouseClick(window.empty.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.model.rowCount() == 2)
    assert answered  # asked where the papers go, though there is no collection yet
    assert window.library.collections.counts() == {
        "Journal club": 2
    }  # as the file's first line says
    assert window.list_stack.currentWidget() is window.view
    assert "*.bib" in asked[0]


def test_first_run_imports_the_bundled_sample_in_the_background(qtbot, tmp_path):
    library = Library.open(tmp_path / "fresh")
    service = LibraryService(library)
    job = maybe_seed(library, service)
    assert job is not None
    with qtbot.waitSignal(job.finished):
        pass
    assert len(library) == SAMPLE_SIZE
    assert {p.collection for p in map(library.papers.paper, library.ids())} == {"ICML 2026 Papers"}
    service.shutdown()
    library.close()
    reopened = Library.open(tmp_path / "fresh")
    second = LibraryService(reopened)
    assert maybe_seed(reopened, second) is None  # never seeded twice
    second.shutdown()
    reopened.close()


def test_first_run_shows_the_top_of_the_sample_once_it_has_all_arrived(qtbot, session, tmp_path):
    window = session.open(tmp_path / "fresh")
    job = maybe_seed(window.library, window.service)
    assert job is not None
    qtbot.waitUntil(lambda: window.model.rowCount() == SAMPLE_SIZE)
    qtbot.waitUntil(lambda: window.view.current_id() is not None)
    # the sample comes file by file; the paper shown is the top of the whole list
    assert window.view.current_id() == window.model.id_at(0)
    assert window.detail.current_id() == window.model.id_at(0)


def test_a_paper_the_user_picked_stays_picked_when_papers_arrive(qtbot, session, tmp_path):
    window = session.open(tmp_path / "lib")
    first = tmp_path / "first.txt"
    first.write_text(ABSTRACTS, encoding="utf-8")
    window.service.start_import([str(first)])
    qtbot.waitUntil(lambda: window.model.rowCount() == 2)
    picked = window.model.id_at(1)
    window.view.select_id(picked)
    second = tmp_path / "second.txt"
    second.write_text(
        "More\n\n" + "Otters hold hands while they sleep so that the current "
        "never carries one of them away from the raft of its family.\n",
        encoding="utf-8",
    )
    window.service.start_import([str(second)])
    qtbot.waitUntil(lambda: window.model.rowCount() == 3)
    assert window.view.current_id() == picked
    assert window.model.id_at(0) != picked  # the new paper is on top, the pick kept


def test_a_refused_drop_says_why_and_leaves_no_progress_showing(qtbot, window, errors, tmp_path):
    """A file Lectern cannot import is refused in plain words; neither the import's progress
    dialog nor the status bar's progress stays behind."""
    from PySide6.QtWidgets import QProgressDialog

    drawing = tmp_path / "figure.png"
    drawing.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
    assert _drop(window, [drawing])
    qtbot.waitUntil(lambda: bool(errors))
    assert errors[0][0] == "Import failed" and "figure.png" in errors[0][1]
    assert "library is unchanged" in errors[0][1]
    progress = [w for w in window.findChildren(QProgressDialog) if w.isVisible()]
    assert progress == []
    qtbot.waitUntil(window.status.progress.isHidden)
    assert len(window.library) == SAMPLE_SIZE


def test_dropping_a_pdf_makes_a_paper_of_it_and_the_summary_says_so(qtbot, window, tmp_path):
    """A PDF dropped on the window becomes a paper with the title printed on it, its copy
    in the library's files/ folder; the summary names what became of the file."""
    source = SHARED / "data" / "pdfs" / "pdfjs-tracemonkey.pdf"
    if not source.is_file():
        pytest.skip("../shared/data/pdfs is not available")
    pdf = tmp_path / "tracemonkey.pdf"
    pdf.write_bytes(source.read_bytes())
    assert _drop(window, [pdf])
    qtbot.waitUntil(lambda: bool(_summary_dialogs()))
    qtbot.waitUntil(lambda: window.model.rowCount() == SAMPLE_SIZE + 1)
    (paper,) = [
        window.library.papers.paper(pid)
        for pid in window.library.ids()
        if window.library.papers.paper(pid).files
    ]
    assert paper.title == "Trace-based Just-in-Time Type Specialization for Dynamic Languages"
    assert paper.files[0].startswith("files/")
    assert (window.library.folder / paper.files[0]).read_bytes() == pdf.read_bytes()
    tree = _summary_dialogs()[0].findChild(QTreeWidget)
    lines = [
        tree.topLevelItem(0).child(i).text(0) for i in range(tree.topLevelItem(0).childCount())
    ]
    assert f"tracemonkey.pdf: added as “{paper.title}”" in lines
