"""The detail pane in the user's language: what it says goes through the translation
machinery, its English is what it was, and what it compares stays English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from lectern.core.models import Annotation, Status
from lectern.core.text.titles import TitleOrigin
from lectern.gui.i18n import translate

# The contexts of the detail pane's strings (and those of the names it uses).
CONTEXTS = frozenset(
    {
        "ConflictBanner",
        "DetailHeader",
        "DetailPane",
        "FieldRows",
        "MarkdownEdit",
        "NoteOffer",
        "NotesEditor",
        "PaperForm",
        "PassageList",
        "RecordBanner",
        "RelatedList",
        "SafeTextBrowser",
        "SaveState",
        "SelectionPanel",
        "StarRating",
        "Status",
        "StatusSelector",
        "TagChip",
        "TagsEditor",
    }
)


class _Pretend(QTranslator):
    """A language of its own: every text of the pane's contexts in «guillemets»."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        del disambiguation, n
        return f"«{source}»" if context in CONTEXTS else ""

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pretend(qapp: QApplication) -> Iterator[None]:
    translator = _Pretend()
    qapp.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_made_title_says_what_it_was_made_from_as_the_core_words_it(qapp) -> None:  # noqa: ARG001
    from lectern.gui.detail.header import _DERIVED

    for origin in TitleOrigin:
        assert translate("DetailHeader", _DERIVED[origin]) == (
            f"Title {origin.made_from} — double-click it to rename"
        )


def test_counts_read_as_before_in_english(qapp) -> None:  # noqa: ARG001
    from lectern.gui.detail.selection_panel import selection_heading, status_summary
    from lectern.gui.stars import StarRating

    assert selection_heading(1) == "1 paper selected"
    assert selection_heading(2) == "2 papers selected"
    assert selection_heading(12345) == "12,345 papers selected"
    annotations = [Annotation(f"p{i}", status=status) for i, status in enumerate(Status)]
    annotations.append(Annotation("rated", status=Status.READ, rating=3))
    assert (
        status_summary(annotations)
        == "1 New · 1 To read · 1 Reading · 2 Read · 1 Dropped · 1 rated"
    )
    stars = StarRating()
    stars.set_rating(1)
    assert stars.accessibleDescription() == "1 of 5 stars"


def test_the_record_hint_reads_as_before_for_every_format(qapp) -> None:  # noqa: ARG001
    from lectern.gui.detail.field_rows import FieldRows

    rows = FieldRows()
    end = "Empty a value or press ✕ to remove a field."
    for dialect, hint in (
        ("bibtex", f"As the file wrote them, LaTeX and all. {end}"),
        ("ris", f"As the file wrote them; a field of several values has one per line. {end}"),
        ("csl", f"As the file wrote them. {end}"),
    ):
        rows.start(dialect, {}, frozenset())
        assert rows.hint.text() == hint
    rows.start("", {}, frozenset())
    assert rows.heading.text() == "Other fields"


def test_the_selection_panel_speaks_the_language(qtbot, pretend) -> None:  # noqa: ARG001
    from lectern.gui.detail.selection_panel import SelectionPanel, selection_heading

    panel = SelectionPanel()
    qtbot.addWidget(panel)
    assert panel.status_buttons[Status.TO_READ].text() == "«To read»"
    assert (
        panel.status_buttons[Status.TO_READ]
        .toolTip()
        .startswith("«Mark every selected paper as to read (")
    )
    assert panel.clear_rating.text() == "«Clear»"
    assert selection_heading(3) == "«3 paper(s) selected»"


def test_the_status_selector_and_stars_speak_the_language(qtbot, pretend) -> None:  # noqa: ARG001
    from lectern.gui.detail.status_selector import StatusSelector
    from lectern.gui.stars import StarRating

    selector = StatusSelector()
    qtbot.addWidget(selector)
    assert selector.buttons[Status.READ].text() == "«Read»"
    assert selector.combo.itemText(list(Status).index(Status.READ)) == "«Read»"
    stars = StarRating()
    qtbot.addWidget(stars)
    assert stars.accessibleName() == "«Rating»"


def test_the_notes_save_state_is_shown_translated_and_kept_in_english(qapp, pretend) -> None:  # noqa: ARG001
    from lectern.gui.detail.notes_editor import SaveState

    assert SaveState.SAVED == "Saved"  # what the editor compares and emits
    assert SaveState.shown(SaveState.SAVED) == "«Saved»"
    assert SaveState.shown(SaveState.IDLE) == ""


def test_link_kinds_stay_english_for_the_code_and_are_shown_translated(qtbot, pretend) -> None:  # noqa: ARG001
    from lectern.core.models import Paper
    from lectern.gui.detail.header import DetailHeader, link_items

    paper = Paper(id="p", title="", code_urls=("https://github.com/a/b",))
    assert [kind for kind, _, _ in link_items(paper)] == ["Code"]
    header = DetailHeader()
    qtbot.addWidget(header)
    header.set_paper(paper)
    assert "«Code»" in header.links_label.text()
    assert header.title_label.accessibleName() == "«Untitled»"
