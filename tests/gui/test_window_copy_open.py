"""Copy as BibTeX, a citation (lectern.gui.actions.citing; more in test_window_citing) or the link; open the paper's page; say so with no browser.

Opening runs through the real `QDesktopServices.openUrl`: the offscreen platform has no
browser (it returns False, as a computer without one does), and a test that needs one
registers Lectern-side URL handler with `QDesktopServices.setUrlHandler`, Qt's own hook.

The tests copy, open and read: they share one window for the file (`shared_window`,
tests/gui/conftest.py), put back to the whole list and its first row before each. A test that
gives a paper a DOI or an arXiv id to copy or open (`edit`) has the paper's fields put back
as they were when it ends.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from lectern.core.importers import bibtex
from lectern.core.importers.base import RawRecord
from lectern.gui.actions.opening import NotOpenedDialog
from lectern.gui.declarations.ids import ActionId
from lectern.gui.main_window import MainWindow
from tests.gui.conftest import wait_for
from tests.gui.helpers_sheet import keys_shown, open_cheat_sheet

DOI = "10.1145/3292500.3330701"


def _set(qtbot, window, pid: str, fields: dict[str, object]) -> None:
    window.service.submit(lambda lib: lib.papers.edit(pid, **fields))
    wait_for(
        qtbot,
        lambda: all(getattr(window.library.papers.paper(pid), k) == v for k, v in fields.items()),
    )


_EDITED: dict[str, dict[str, object]] = {}  # each paper `_edit` changed: its fields before


@pytest.fixture
def window(qtbot, shared_window) -> Iterator[MainWindow]:
    """The file's one window; the papers `_edit` changed get their fields back after."""
    _EDITED.clear()
    yield shared_window
    for pid, before in _EDITED.items():
        _set(qtbot, shared_window, pid, before)
    _EDITED.clear()


def _edit(qtbot, window, pid: str, **fields) -> None:
    """Change the paper's `fields` as the window does; they are put back after the test."""
    paper = window.library.papers.paper(pid)
    _EDITED.setdefault(pid, {k: getattr(paper, k) for k in fields})
    _set(qtbot, window, pid, fields)


def _not_opened_dialogs() -> list[NotOpenedDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, NotOpenedDialog)]


def _press(qtbot, window, key: str) -> None:
    window.view.setFocus()
    wait_for(qtbot, window.view.hasFocus)
    sequence = QKeySequence(key)[0]  # type: ignore[index]  # the stubs lack operator[]
    qtbot.keyClick(window.view, sequence.key(), sequence.keyboardModifiers())


def test_ctrl_shift_c_copies_the_selected_papers_as_bibtex(qtbot, window, tmp_path):
    ids = window.model.ids()[:2]
    window.view.select_id(ids[0])
    window.view.selectionModel().select(
        window.model.index(window.model.row_of(ids[1]), 0),
        window.view.selectionModel().SelectionFlag.Select
        | window.view.selectionModel().SelectionFlag.Rows,
    )
    _press(qtbot, window, "Ctrl+Shift+C")
    pasted = tmp_path / "pasted.bib"
    pasted.write_text(QApplication.clipboard().text(), "utf-8")
    records = [r for r in bibtex.parse(pasted).records if isinstance(r, RawRecord)]
    assert [r.title for r in records] == [window.library.papers.paper(pid).title for pid in ids]
    assert "Copied the BibTeX of 2 papers" in window.status.currentMessage()


def test_the_edit_menu_copies_an_apa_citation_and_the_link(qtbot, window):
    pid = window.model.id_at(0)
    _edit(
        qtbot,
        window,
        pid,
        authors=("Ada Lovelace", "Charles Babbage"),
        year=1843,
        venue="Scientific Memoirs",
        doi=DOI,
    )
    window.view.select_id(pid)
    QApplication.clipboard().clear()
    window.actions_by_id[ActionId.COPY_CITATION].trigger()  # APA, the default style
    wait_for(qtbot, lambda: QApplication.clipboard().text() == "(Lovelace & Babbage, 1843)")
    window.actions_by_id[ActionId.COPY_LINK].trigger()
    assert QApplication.clipboard().text() == f"https://doi.org/{DOI}"
    edit_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Edit")
    texts = [a.text() for a in edit_menu.actions()]
    assert {"Copy as &BibTeX", "Copy &citation", "Copy bibliography &entry", "Copy &link"} <= set(
        texts
    )


def test_copy_link_falls_back_to_arxiv_then_the_papers_own_link(qtbot, window):
    ids = window.model.ids()
    with_url = next(pid for pid in ids if window.library.papers.paper(pid).urls)
    window.view.select_id(with_url)
    window.actions_by_id[ActionId.COPY_LINK].trigger()
    assert QApplication.clipboard().text() == window.library.papers.paper(with_url).urls[0]
    _edit(qtbot, window, with_url, arxiv_id="2401.01234")
    window.actions_by_id[ActionId.COPY_LINK].trigger()
    assert QApplication.clipboard().text() == "https://arxiv.org/abs/2401.01234"


def test_o_opens_the_papers_page_in_the_browser(qtbot, window, browser):
    pid = window.model.id_at(3)
    _edit(qtbot, window, pid, doi=DOI)
    window.view.select_id(pid)
    _press(qtbot, window, "O")
    assert browser.opened == [f"https://doi.org/{DOI}"]
    assert not _not_opened_dialogs()
    paper_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Paper")
    assert window.actions_by_id[ActionId.OPEN_PAPER] in paper_menu.actions()


def test_open_with_no_browser_says_so_with_the_link_to_copy(qtbot, window):
    pid = window.model.id_at(2)
    _edit(qtbot, window, pid, doi=DOI)
    window.view.select_id(pid)
    window.actions_by_id[ActionId.OPEN_PAPER].trigger()
    wait_for(qtbot, lambda: bool(_not_opened_dialogs()))
    dialog = _not_opened_dialogs()[0]
    assert dialog.isVisible()
    assert "No web browser" in dialog.message.text()
    assert dialog.link_edit.text() == f"https://doi.org/{DOI}"
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == f"https://doi.org/{DOI}"
    dialog.close()


def test_clicking_the_doi_with_no_browser_shows_the_link(qtbot, window):
    pid = window.model.id_at(1)
    _edit(qtbot, window, pid, doi=DOI)
    window.view.select_id(pid)
    links = window.detail.header.links_label
    wait_for(qtbot, lambda: DOI in links.text())
    links.linkActivated.emit(f"https://doi.org/{DOI}")
    wait_for(qtbot, lambda: bool(_not_opened_dialogs()))
    assert _not_opened_dialogs()[0].link_edit.text() == f"https://doi.org/{DOI}"
    _not_opened_dialogs()[0].close()


@pytest.mark.usefixtures("qtbot")
def test_open_on_a_paper_with_nothing_to_open_says_why(window):
    pid = next(
        p
        for p in window.model.ids()
        if not (
            (paper := window.library.papers.paper(p)).doi
            or paper.arxiv_id
            or paper.urls
            or paper.files
        )
    )
    window.view.select_id(pid)
    window.actions_by_id[ActionId.OPEN_PAPER].trigger()
    assert "no DOI, arXiv id, link or attached file" in window.status.currentMessage()
    assert not _not_opened_dialogs()


def test_the_shortcuts_dialog_lists_copy_and_open(qtbot, window):
    dialog = open_cheat_sheet(qtbot, window)
    keys = keys_shown(dialog)
    assert keys["Ctrl+Shift+C"] == ["Copy the selected papers as BibTeX"]
    assert keys["o"] == [
        "Open the paper: its attached PDF in the reader, beside the notes (else its page or file)"
    ]
    assert keys["Shift+O"] == ["Open the paper's page (DOI, arXiv, link or attached file)"]
    dialog.close()
