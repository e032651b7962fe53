"""Notes typed in the window are saved, survive a restart and are found by search."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from lectern.core.library import Library
from tests.gui.conftest import search


def test_type_a_note_restart_and_find_the_paper_by_a_word_of_it(qtbot, session, window):
    window.focus_list()
    window.view.select_row(4)
    pid = window.view.current_id()
    qtbot.keyClick(window.view, "n")
    qtbot.waitUntil(lambda: window.detail.isAncestorOf(QApplication.focusWidget()))
    qtbot.keyClicks(QApplication.focusWidget(), "Compare with the zebrafish baseline")
    qtbot.waitUntil(lambda: "zebrafish" in window.library.notes.annotation(pid).notes)

    window = session.restart(window)
    assert "zebrafish" in window.library.notes.annotation(pid).notes
    search(qtbot, window, "zebrafish")
    assert window.model.ids() == [pid]
    search(qtbot, window, "notes:zebrafish")
    assert window.model.ids() == [pid]


def test_closing_the_window_saves_a_note_still_being_typed(qtbot, session, window):
    window.view.select_row(2)
    pid = window.view.current_id()
    window.edit_notes()
    qtbot.waitUntil(lambda: window.detail.isAncestorOf(QApplication.focusWidget()))
    qtbot.keyClicks(QApplication.focusWidget(), "unsaved thought about okapis")
    window = session.restart(window)  # closes before the autosave debounce fires
    assert "okapis" in window.library.notes.annotation(pid).notes


def test_math_in_notes_is_shown_like_math_in_the_abstract(qtbot, window):
    from lectern.core.text import abstract_html

    window.focus_list()
    window.view.select_row(1)
    pid = window.view.current_id()
    math = r"The bound is $O(n^2 \log n)$ for $\alpha_i \in \mathbb{R}^d$"
    qtbot.keyClick(window.view, "n")
    qtbot.waitUntil(lambda: window.detail.isAncestorOf(QApplication.focusWidget()))
    qtbot.keyClicks(QApplication.focusWidget(), math + "; costs $5 or $10; `$x$` stays code.")
    qtbot.waitUntil(lambda: "costs" in window.library.notes.annotation(pid).notes)
    notes = window.detail.notes
    qtbot.mouseClick(notes.preview_button, Qt.MouseButton.LeftButton)
    shown = notes.preview.toPlainText()

    window.detail.abstract_view.set_safe_html(abstract_html(math))  # the abstract's way
    as_abstract = window.detail.abstract_view.toPlainText()
    assert "O(n² log n)" in as_abstract  # the renderer turns the LaTeX into symbols
    assert shown.startswith(as_abstract)
    assert "$" not in shown.split(";")[0]
    assert "costs $5 or $10" in shown  # money is not math
    assert "$x$ stays code" in shown


def _blocks(document: QTextDocument) -> list[tuple[str, bool]]:
    """Each block of a rendered document: its text, and whether it is centred."""
    out = []
    block = document.begin()
    while block.isValid():
        centred = bool(block.blockFormat().alignment() & Qt.AlignmentFlag.AlignHCenter)
        out.append((block.text(), centred))
        block = block.next()
    return out


def test_display_math_is_a_centred_block_in_the_notes_and_the_abstract(qtbot, session, lib_path):
    with Library.open(lib_path) as library:
        (pid,) = library.imports.add_paper(
            title="Mass and energy",
            abstract="We show $$E=mc^2$$ for every $m>0$ at rest.",
        ).added_ids
        library.notes.set_notes(pid, "The energy is\n$$E=mc^2$$\nfor a body of mass $m$ at rest.")
    window = session.open(lib_path)
    window.view.select_row(window.model.ids().index(pid))
    qtbot.waitUntil(lambda: window.detail.current_id() == pid)
    notes = window.detail.notes
    qtbot.waitUntil(notes.is_previewing)
    assert _blocks(notes.preview.document()) == [
        ("The energy is", False),
        ("E=mc²", True),  # a block of its own, centred
        ("for a body of mass m at rest.", False),  # inline math stays in its line
    ]
    assert _blocks(window.detail.abstract_view.document()) == [
        ("We show", False),
        ("E=mc²", True),
        ("for every m>0 at rest.", False),
    ]
