"""Files a .bib names, in the window: the pane lists them, a missing one reads as missing,
a document opens in the system's viewer, and a program posing as a paper is refused.

Real files on tmp_path, the real window on the sample library; `viewer` records what
Lectern asks the system to open (Qt's own URL handler hook), `errors` what it told the user.
"""

from __future__ import annotations

import shutil
from functools import partial
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QKeySequence

from lectern.gui.actions.opening import NOT_OPENED_TITLE
from lectern.gui.declarations.ids import ActionId
from tests.gui.conftest import wait_for

PDF = b"%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"


def _url(path: Path) -> str:
    return QUrl.fromLocalFile(str(path)).toString()


def _import(qtbot, window, folder: Path, entry: str) -> str:
    """Import a one-entry .bib written in `folder` and show its paper; its id."""
    source = folder / "from-a-colleague.bib"
    source.write_text(entry, "utf-8")
    before = set(window.library.ids())
    window.service.submit(lambda library: library.imports.import_files([source]))
    wait_for(qtbot, lambda: len(set(window.library.ids()) - before) == 1)
    (pid,) = set(window.library.ids()) - before
    wait_for(qtbot, lambda: window.model.row_of(pid) >= 0)
    window.view.select_id(pid)
    wait_for(qtbot, lambda: window.detail.current_id() == pid)
    return pid


def _entry(file_field: str) -> str:
    return (
        "@article{lovelace1843,\n  title = {Notes on the Analytical Engine},\n"
        f"  author = {{Lovelace, Ada}},\n  year = {{1843}},\n  file = {{{file_field}}}\n}}\n"
    )


def _shown(errors: list[tuple[str, str]], count: int) -> bool:
    return len(errors) == count


def test_the_pane_lists_the_files_and_a_missing_one_reads_as_missing(
    qtbot, window, tmp_path, viewer, errors
):
    folder = tmp_path / "downloads"
    (folder / "papers").mkdir(parents=True)
    present = folder / "papers" / "Lovelace 1843.pdf"
    present.write_bytes(PDF)
    gone = folder / "papers" / "Menabrea 1842.pdf"
    pid = _import(
        qtbot,
        window,
        folder,
        _entry(":papers/Lovelace 1843.pdf:PDF;Translation:papers/Menabrea 1842.pdf:PDF"),
    )
    assert window.library.papers.paper(pid).files == (str(present), str(gone))
    links = window.detail.header.links_label
    wait_for(qtbot, lambda: "Menabrea 1842.pdf (missing)" in links.text())
    text = links.text()
    assert 'File <a href="lectern-internal:file:0">Lovelace 1843.pdf</a>' in text
    assert "Lovelace 1843.pdf (missing)" not in text
    links.linkHovered.emit("lectern-internal:file:1")
    assert links.toolTip() == f"{gone} (missing: nothing is there)"
    links.linkHovered.emit("lectern-internal:file:0")
    assert links.toolTip() == str(present)

    links.linkActivated.emit("lectern-internal:file:1")  # the missing one: a plain message
    wait_for(qtbot, lambda: bool(errors))
    assert errors == [
        (
            NOT_OPENED_TITLE,
            f"Lectern did not open “Menabrea 1842.pdf”: it is missing; nothing is at {gone}.",
        )
    ]
    links.linkActivated.emit("lectern-internal:file:0")  # the one that is there: the reader
    wait_for(qtbot, lambda: window.reader.paper_id() == pid)
    assert window.center.currentWidget() is window.reader
    assert viewer.opened == [] and len(errors) == 1


def test_a_program_named_like_a_paper_is_refused_and_nothing_is_opened(
    qtbot, window, tmp_path, viewer, browser, errors
):
    folder = tmp_path / "downloads"
    folder.mkdir()
    script = folder / "paper.pdf"
    script.write_text("#!/bin/sh\ntouch ~/ran-it\n", "utf-8")
    script.chmod(0o755)
    shutil.copyfile("/bin/true", folder / "figure.png")
    launcher = folder / "notes.desktop"
    launcher.write_text("[Desktop Entry]\nType=Application\nExec=true\n", "utf-8")
    pid = _import(
        qtbot, window, folder, _entry(":paper.pdf:PDF;:figure.png:PNG image;:notes.desktop:")
    )
    links = window.detail.header.links_label
    wait_for(qtbot, lambda: all(f"file:{n}" in links.text() for n in range(3)))
    for index in range(3):
        links.linkActivated.emit(f"lectern-internal:file:{index}")
        wait_for(qtbot, partial(_shown, errors, index + 1))
    assert [title for title, _ in errors] == [NOT_OPENED_TITLE] * 3
    assert errors[0][1] == (
        "Lectern did not open “paper.pdf”: its name says a PDF, "
        "but it is a script (it starts with #!)."
    )
    assert errors[1][1] == (
        "Lectern did not open “figure.png”: its name says an image, "
        "but it is a program (ELF, for Linux)."
    )
    assert errors[2][1] == (
        "Lectern did not open “notes.desktop”: its name says it is a desktop launcher, "
        "which starts a program."
    )
    assert viewer.opened == [] and browser.opened == []  # nothing was handed to the system
    assert not (Path.home() / "ran-it").exists()
    assert window.library.papers.paper(pid).files[0] == str(script)


def test_open_on_a_paper_whose_only_file_is_a_program_refuses_it(
    qtbot, window, tmp_path, viewer, browser, errors
):
    folder = tmp_path / "downloads"
    folder.mkdir()
    (folder / "setup.exe").write_bytes(b"MZ\x90\x00" + b"\x00" * 60)
    _import(qtbot, window, folder, _entry(":setup.exe:exe"))
    window.view.setFocus()
    wait_for(qtbot, window.view.hasFocus)
    sequence = QKeySequence("O")[0]  # type: ignore[index]  # the stubs lack operator[]
    qtbot.keyClick(window.view, sequence.key(), sequence.keyboardModifiers())
    wait_for(qtbot, lambda: bool(errors))
    assert errors == [
        (
            NOT_OPENED_TITLE,
            "Lectern did not open “setup.exe”: its name says it is a Windows program.",
        )
    ]
    assert viewer.opened == [] and browser.opened == []


def test_open_reads_a_papers_only_pdf_in_the_reader_and_its_page_in_the_viewer(
    qtbot, window, tmp_path, viewer, errors
):
    folder = tmp_path / "downloads"
    folder.mkdir()
    pdf = folder / "paper.pdf"
    pdf.write_bytes(PDF)
    pid = _import(qtbot, window, folder, _entry(f"Full Text:{pdf}:application/pdf"))
    window.actions_by_id[ActionId.OPEN_PAPER].trigger()
    wait_for(qtbot, lambda: window.reader.paper_id() == pid)
    assert viewer.opened == []
    window.reader.close_reader()
    window.actions_by_id[ActionId.OPEN_PAGE].trigger()  # Shift+O: no page, the file outside
    wait_for(qtbot, lambda: viewer.opened == [_url(pdf)])
    assert errors == []
    wait_for(qtbot, lambda: window.library.papers.paper(pid).files == (str(pdf),))
