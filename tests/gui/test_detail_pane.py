"""The detail pane on a real library: what a user sees and what each control asks for."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextBlockFormat
from PySide6.QtWidgets import QHBoxLayout, QWidget

from lectern.core.library import Library
from lectern.core.models import Status
from lectern.core.text import plain_text
from lectern.gui.detail.abstract_view import LINE_HEIGHT
from tests.gui.helpers_detail import click_link, library, opened, pane, service, wait_idle  # noqa: F401

SAMPLE_COLLECTION = "ICML 2026 Papers"


def pid_with(library: Library, words: str) -> str:
    return next(pid for pid in library.ids() if words in library.papers.paper(pid).abstract)


def test_no_paper_shows_the_empty_state(pane):
    assert pane.current_id() is None
    assert pane.empty_page.isVisible()
    assert not pane.scroll_area.isVisible()


def test_shows_the_papers_fields(pane, library):
    pid = pid_with(library, "Sharpness-Aware Minimization")
    paper = library.papers.paper(pid)
    pane.show_paper(pid)

    assert pane.current_id() == pid
    assert pane.scroll_area.isVisible()
    assert pane.header.title_label.accessibleName() == paper.title
    assert paper.title_derived and pane.header.derived_label.isVisible()
    assert SAMPLE_COLLECTION in pane.header.meta_label.text()
    shown = " ".join(pane.abstract_view.toPlainText().split())
    assert "Polyak schedulers tailored to SAM-style updates" in shown
    assert "$" not in shown  # LaTeX math is rendered, not shown raw
    assert plain_text(paper.abstract)[:40] in shown
    assert pane.history_label.text().startswith("Added ")
    assert pane.status_selector.status() is Status.NEW
    assert pane.stars.rating() == 0


def test_abstract_and_notes_are_set_with_airy_lines(qtbot, pane, library, service):
    def line_heights(browser) -> set[tuple[float, int]]:
        block, found = browser.document().begin(), set()
        while block.isValid():
            fmt = block.blockFormat()
            found.add((fmt.lineHeight(), fmt.lineHeightType()))
            block = block.next()
        return found

    airy = {(float(LINE_HEIGHT), QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)}
    for pid in library.ids()[:5]:
        pane.show_paper(pid)
        assert pane.abstract_view.toPlainText().strip()
        assert line_heights(pane.abstract_view) == airy
    service.submit(lambda lib: lib.notes.set_notes(pid, "# Heading\n\n- one\n- two\n\nSome text."))
    wait_idle(qtbot, service)
    pane.show_paper(library.ids()[0])
    pane.show_paper(pid)  # notes open in the preview
    assert "Some text." in pane.notes.preview.toPlainText()
    assert line_heights(pane.notes.preview) == airy


def test_code_link_in_the_abstract_opens_in_the_browser(qtbot, pane, library, opened):
    pid = pid_with(library, "hjhkkkc/PBTO")
    pane.show_paper(pid)
    assert "github.com/hjhkkkc/PBTO" in pane.header.links_label.text()
    click_link(qtbot, pane.abstract_view, "PBTO")
    qtbot.waitUntil(lambda: opened == ["https://github.com/hjhkkkc/PBTO"])


def test_status_and_stars_ask_the_window_and_show_what_the_library_decided(
    qtbot, pane, service, library
):
    pid = library.ids()[3]
    pane.show_paper(pid)
    with qtbot.waitSignal(pane.status_requested) as asked:
        qtbot.mouseClick(pane.status_selector.buttons[Status.READ], Qt.MouseButton.LeftButton)
    assert asked.args == [Status.READ]

    star_width = pane.stars.width() / 5
    with qtbot.waitSignal(pane.rating_requested) as rated:
        qtbot.mouseClick(
            pane.stars,
            Qt.MouseButton.LeftButton,
            pos=QPoint(int(star_width * 3.5), pane.stars.height() // 2),
        )
    assert rated.args == [4]

    # The library applies them (as the window's undo stack would); the pane follows.
    service.submit(lambda lib: lib.notes.set_status([pid], Status.READ))
    service.submit(lambda lib: lib.notes.set_rating([pid], 4))
    qtbot.waitUntil(
        lambda: (
            pane.history_label.text().endswith(f"Read {_today_short()}")
            and pane.stars.rating() == 4
        )
    )
    assert pane.status_selector.status() is Status.READ


def test_the_narrow_status_box_asks_for_the_status_it_shows(qtbot):
    """Too narrow for its buttons, the status selector is a box: choosing in it with the
    keyboard asks for that status, as a Status (what the window's change needs)."""
    from lectern.gui.detail.status_selector import StatusSelector

    holder = QWidget()  # as the pane holds it, in a layout that may narrow it
    qtbot.addWidget(holder)
    selector = StatusSelector()
    QHBoxLayout(holder).addWidget(selector)
    holder.show()
    holder.resize(selector.minimumSizeHint().width() + 40, holder.sizeHint().height())
    qtbot.waitUntil(selector.is_compact)
    selector.combo.setFocus()
    with qtbot.waitSignal(selector.status_requested) as asked:
        qtbot.keyClick(selector.combo, Qt.Key.Key_Down)
    assert asked.args[0] is Status.TO_READ
    assert selector.combo.currentText() == "To read" and selector.status() is Status.TO_READ


def _today_short() -> str:
    from datetime import date

    from lectern.gui.dates import short_date

    return short_date(date.today())


def test_clicking_the_current_star_again_clears_the_rating(qtbot, pane, library):
    pane.show_paper(library.ids()[0])
    pane.stars.set_rating(2)
    star_width = pane.stars.width() / 5
    with qtbot.waitSignal(pane.rating_requested) as rated:
        qtbot.mouseClick(
            pane.stars,
            Qt.MouseButton.LeftButton,
            pos=QPoint(int(star_width * 1.5), pane.stars.height() // 2),
        )
    assert rated.args == [0]


def test_tags_are_completed_from_the_library_and_added_or_removed(qtbot, pane, service, library):
    service.submit(lambda lib: lib.notes.add_tags([library.ids()[5]], ["reinforcement learning"]))
    wait_idle(qtbot, service)
    pid = library.ids()[0]
    pane.show_paper(pid)
    editor = pane.tags_editor
    editor.line_edit.setFocus()
    qtbot.keyClicks(editor.line_edit, "reinf")
    assert editor.completer.completionCount() == 1
    assert editor.completer.currentCompletion() == "reinforcement learning"

    editor.line_edit.clear()
    with qtbot.waitSignal(pane.tags_added) as added:
        qtbot.keyClicks(editor.line_edit, "theory, to cite")
        qtbot.keyClick(editor.line_edit, Qt.Key.Key_Return)
    assert added.args == [["theory", "to cite"]]
    assert editor.chip_texts() == ["theory", "to cite"]
    assert editor.line_edit.text() == ""

    service.submit(lambda lib: lib.notes.add_tags([pid], ["theory", "to cite"]))
    wait_idle(qtbot, service)
    chip = next(c for c in editor.findChildren(type(editor._chips[0])) if c.tag == "theory")
    with qtbot.waitSignal(pane.tags_removed) as removed:
        qtbot.mouseClick(chip.remove_button, Qt.MouseButton.LeftButton)
    assert removed.args == [["theory"]]


def test_renaming_a_derived_title_emits_the_new_title(qtbot, pane, library):
    pid = library.ids()[2]
    pane.show_paper(pid)
    qtbot.mouseDClick(pane.header.title_label, Qt.MouseButton.LeftButton)
    assert pane.header.is_editing_title()
    pane.header.title_edit.selectAll()
    with qtbot.waitSignal(pane.title_requested) as renamed:
        qtbot.keyClicks(pane.header.title_edit, "A Better Title")
        qtbot.keyClick(pane.header.title_edit, Qt.Key.Key_Return)
    assert renamed.args == ["A Better Title"]
    assert not pane.header.is_editing_title()


def test_escape_cancels_a_rename(qtbot, pane, library):
    pane.show_paper(library.ids()[2])
    pane.header.start_title_edit()
    with qtbot.assertNotEmitted(pane.title_requested):
        qtbot.keyClicks(pane.header.title_edit, " typo")
        qtbot.keyClick(pane.header.title_edit, Qt.Key.Key_Escape)
    assert not pane.header.is_editing_title()


def test_rename_in_the_library_updates_the_title_and_drops_the_derived_note(
    qtbot, pane, service, library
):
    pid = library.ids()[2]
    pane.show_paper(pid)
    service.submit(lambda lib: lib.papers.rename(pid, "Named By Me"))
    qtbot.waitUntil(lambda: pane.header.title_label.accessibleName() == "Named By Me")
    assert not pane.header.derived_label.isVisible()


def test_related_papers_load_and_a_click_goes_there(qtbot, pane, library):
    pid = pid_with(library, "Policy-gradient methods are widely used")
    with qtbot.waitSignal(pane.related.loaded):
        pane.show_paper(pid)
    related = pane.related.ids()
    assert related and pid not in related
    assert len(related) <= 8
    first = pane.related.rows()[0]
    assert first.toolTip()  # the title, in full
    with qtbot.waitSignal(pane.paper_activated) as went:
        qtbot.mouseClick(first, Qt.MouseButton.LeftButton, pos=QPoint(6, first.height() // 2))
    assert went.args == [related[0]]


def test_moving_on_never_shows_the_previous_papers_related_list(qtbot, pane, library):
    """(Two papers of the sample with closely related papers: most of its 38 have few.)"""
    related = pane.related
    first = pid_with(library, "Policy-gradient methods are widely used")
    second = pid_with(library, "While benchmarks measure the accuracy of LLM-powered agents")
    with qtbot.waitSignal(related.loaded):
        pane.show_paper(first)
    old_rows = related.rows()
    assert old_rows and all(row.isVisible() for row in old_rows)
    assert related.message() == ""

    pane.show_paper(second)
    assert related.rows() == [] and not any(row.isVisible() for row in old_rows)
    assert related.message() == "Finding related papers…"
    assert related.state_label.isVisible()
    with qtbot.waitSignal(related.loaded):
        pass
    rows = related.rows()
    assert rows and second not in related.ids()
    assert related.message() == "" and all(row.isVisible() for row in rows)

    def gap() -> int:  # heading to the first row: no room left for the hidden message
        top = rows[0].mapTo(related, rows[0].rect().topLeft()).y()
        return top - related.heading.geometry().bottom() - 1

    qtbot.waitUntil(lambda: gap() <= related.layout().spacing())


def test_search_terms_are_highlighted_in_title_and_abstract(pane, library):
    pid = pid_with(library, "Sharpness-Aware Minimization")
    pane.show_paper(pid)
    pane.set_highlight_terms(["polyak", "sharpness"])
    assert pane.abstract_view.highlight_count() >= 4
    assert "background-color" in pane.header.title_label.text()
    pane.set_highlight_terms([])
    assert pane.abstract_view.highlight_count() == 0
    assert "background-color" not in pane.header.title_label.text()


def test_a_narrow_pane_switches_the_status_buttons_to_a_menu(qtbot, pane, library):
    pane.show_paper(library.ids()[0])
    pane.resize(300, 700)
    qtbot.waitUntil(pane.status_selector.is_compact)
    content = pane.scroll_area.widget()
    assert content.width() <= pane.scroll_area.viewport().width()
    pane.resize(560, 700)
    qtbot.waitUntil(lambda: not pane.status_selector.is_compact())


def test_links_are_built_from_the_papers_ids_and_urls_only_for_the_web():
    from lectern.core.models import Paper
    from lectern.gui.detail.header import link_items

    paper = Paper(
        id="arxiv:2401.01234",
        title="T",
        arxiv_id="2401.01234",
        doi="10.1000/xyz",
        code_urls=("https://github.com/a/b",),
        urls=(
            "https://arxiv.org/pdf/2401.01234v3",
            "https://github.com/a/b/",
            "javascript:alert(1)",
            "file:///etc/passwd",
            "https://dx.doi.org/10.1000/XYZ",
            "http://example.org/paper",
        ),
    )
    assert link_items(paper) == [
        ("arXiv", "arXiv:2401.01234", "https://arxiv.org/abs/2401.01234"),
        ("DOI", "10.1000/xyz", "https://doi.org/10.1000/xyz"),
        ("Code", "github.com/a/b", "https://github.com/a/b"),
        ("Link", "example.org/paper", "http://example.org/paper"),
    ]


def test_arxiv_and_doi_links_open_their_resolvers(qtbot, pane, service, tmp_path, opened):
    from tests.gui.helpers_detail import import_items, write_csljson

    path = write_csljson(
        tmp_path / "ids.json",
        [
            {
                "id": "x",
                "type": "article",
                "title": "Linked paper",
                "DOI": "10.1000/linked",
                "URL": "https://arxiv.org/abs/2401.01234v2",
                "abstract": "An abstract with enough words to make it a paper worth reading.",
            }
        ],
    )
    pid = import_items(service, qtbot, path)[0]
    pane.show_paper(pid)
    label = pane.header.links_label
    for href in [part.split('"', 1)[0] for part in label.text().split('href="')[1:]]:
        label.linkActivated.emit(href)
    assert opened == ["https://arxiv.org/abs/2401.01234", "https://doi.org/10.1000/linked"]
