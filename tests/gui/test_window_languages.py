"""The real window in German and in Japanese: its menus, the detail pane, a notice with a
count and a date come out as the shipped translations say, in the language's own forms.

The oracle is the translation file itself (`resources/translations/lectern_<code>.ts`),
read here as Qt Linguist writes it; what the window shows is compared with it."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale

from lectern.core.errors import ImportFileError
from lectern.core.history_words import describe
from lectern.core.importers import parse_file
from lectern.core.library import Library
from lectern.core.library.history import UndoBlocked
from lectern.core.models import Status
from lectern.core.results import FileAction, FileOutcome
from lectern.gui.declarations.declaration import Menu
from lectern.gui.declarations.ids import ActionId
from lectern.gui.dialogs.import_summary import outcome_line
from lectern.gui.history_words import refusal_text, window_words
from lectern.gui.i18n import say_words, use_language
from lectern.gui.service.imports import plain_message
from tests.gui.conftest import select_rows

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"
MENU_BAR = (Menu.FILE, Menu.EDIT, Menu.PAPER, Menu.VIEW, Menu.HELP)


class Shipped:
    """One language's translations, as shipped."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.locale = QLocale(code)
        self._texts: dict[tuple[str, str], list[str]] = {}
        root = ET.parse(FOLDER / f"lectern_{code}.ts").getroot()
        for context in root.iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                assert translation is not None
                forms = [form.text or "" for form in translation.iter("numerusform")]
                key = (name, message.findtext("source") or "")
                self._texts[key] = forms or [translation.text or ""]

    def __call__(self, context: str, source: str) -> str:
        (text,) = self._texts[(context, source)]
        assert text and text != source, f"{source!r} is not translated into {self.code}"
        return text

    def as_is(self, context: str, source: str) -> str:
        """A translation that may read as the English does (a pattern, "{a}: {b}")."""
        (text,) = self._texts[(context, source)]
        return text

    def counted(self, context: str, source: str, count: int) -> str:
        """The form for `count` (German: one for 1, one for the rest; Japanese: one)."""
        forms = self._texts[(context, source)]
        form = forms[0] if len(forms) == 1 or count == 1 else forms[1]
        return form.replace("%Ln", self.locale.toString(count))


@pytest.fixture(params=["de", "ja"])
def language(request: pytest.FixtureRequest, qapp) -> Iterator[Shipped]:  # noqa: ARG001
    use_language(request.param)
    yield Shipped(request.param)
    use_language("en")


def test_the_window_speaks_the_chosen_language(qtbot, session, lib_path, language) -> None:
    window = session.open(lib_path)

    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == [language("Menu", menu.value) for menu in MENU_BAR]

    pid = window.model.id_at(0)
    window.view.select_id(pid)
    selector = window.detail.status_selector
    qtbot.waitUntil(selector.isVisible)
    names = [language("Status", s.label) for s in Status]
    # As buttons, or as a box when the pane is too narrow for them in this language.
    assert [selector.buttons[s].text() for s in Status] == names
    assert [selector.combo.itemText(i) for i in range(selector.combo.count())] == names
    # The status timeline: the day the paper came, in the language's own short form.
    added = window.library.papers.paper(pid).added
    assert added is not None
    day = added.astimezone().date()
    shown = language.locale.toString(
        QDate(day.year, day.month, day.day), language("Dates", "d MMM")
    )
    came = language("Timeline", "Added {date}").format(date=shown)
    qtbot.waitUntil(lambda: window.detail.history_label.text() == came)

    # A notice with a count: three papers dropped with the key.
    window.focus_list()
    select_rows(window, 1, 3)
    qtbot.keyClick(window.view, "x")
    dropped = language.counted("Changes", "%Ln paper(s) marked {status}", 3)
    notice = dropped.format(status=language("Status", "Dropped"))
    qtbot.waitUntil(lambda: window.status.notice_text().startswith(notice))
    # Undo names that change as History describes it, in the language too.
    change = language.as_is("HistoryWords", "{change}: {detail}").format(
        change=language.as_is("HistoryWords", "Status"),  # "Status" in German too
        detail=f"{language('Status', 'New')} → {language('Status', 'Dropped')}",
    )
    undo = window.actions_by_id[ActionId.UNDO]
    qtbot.waitUntil(lambda: change in undo.text().replace("&", ""))

    # A date: the day a paper went to the Trash, in the language's own short form.
    window.view.select_id(pid)
    window.records.move_to_trash()
    qtbot.waitUntil(lambda: window.library.papers.paper(pid).trashed is not None)
    window.sidebar.select_scope("trash", emit=True)
    qtbot.waitUntil(lambda: window.model.ids() == [pid])
    window.view.select_id(pid)
    trashed = window.library.papers.paper(pid).trashed
    moment = QDateTime.fromMSecsSinceEpoch(round(trashed.timestamp() * 1000))
    when = language.locale.toString(moment, QLocale.FormatType.ShortFormat)
    sentence = language(
        "RecordBanner",
        "<b>In the Trash</b> since {when}. It is left out of searches until you restore it.",
    )
    qtbot.waitUntil(
        lambda: window.detail.banner.text.text() == sentence.format(when=html.escape(when))
    )


def test_an_import_summarys_pdf_line_speaks_the_language(language) -> None:
    attached = FileOutcome(path="/d/paper.pdf", action=FileAction.ATTACHED, title="Attention")
    line = language("ImportSummaryDialog", "{file}: attached to “{title}”")
    assert outcome_line(attached) == line.format(file="paper.pdf", title="Attention")


def test_a_value_the_library_refuses_is_explained_in_the_language(
    session, lib_path, language
) -> None:
    """The core's own sentence ("A year is a number such as 2024, …"), in the language."""
    window = session.open(lib_path)
    window.view.select_row(0)
    window.records.edit_paper()
    form = window.detail.form
    form.edits["year"].setText("next year")
    form.save()
    sentence = language("Core", "A year is a number such as 2024, not {value}.")
    assert form.isVisible() and form.problem.text() == sentence.format(value="'next year'")


def test_a_file_that_cannot_be_imported_is_explained_in_the_language(tmp_path, language) -> None:
    """An import's error names the file and says what is wrong with it, both in the language
    (the core's sentence holds another: "is empty")."""
    empty = tmp_path / "refs.csv"
    empty.write_text("")
    with pytest.raises(ImportFileError) as caught:
        parse_file(empty)
    problem = language("Core", "is empty")
    whole = language.as_is("Core", "{path}: {problem}").format(path=str(empty), problem=problem)
    assert plain_message(caught.value) == whole


def test_how_a_pdf_failed_is_named_in_the_language_when_it_comes_back_from_disk(language) -> None:
    """The full-text pass keeps an outcome's words on disk ("encrypted"); the window names
    them beside the file in the language."""
    assert say_words("encrypted") == language("Core", "encrypted")
    assert say_words("no text layer") == language("Core", "no text layer")


def test_a_later_change_in_the_way_of_undo_is_named_in_the_language(tmp_path, language) -> None:
    """History's refusal names the later change as History lists it, in the language."""
    library = Library.open(tmp_path / "lib")
    try:
        for n in range(2):
            library.imports.add_paper(title=f"Paper {n}", abstract="Robustness.")
        ids = library.ids()
        library.notes.set_status(ids, Status.TO_READ)
        library.notes.set_status(ids[:1], Status.DROPPED)
        both = next(e for e in library.history.entries() if len(e.papers) == 2)
        with pytest.raises(UndoBlocked) as blocked:
            library.history.undo(both.group)
    finally:
        library.close()
    later = blocked.value.later
    assert later is not None
    what = describe(later, window_words())
    assert language("Status", "Dropped") in what
    frame = language("Core", "A later change stands in the way: {what}, at {when}. Undo it first.")
    pattern = re.escape(frame).replace(re.escape("{what}"), re.escape(what))
    assert re.fullmatch(pattern.replace(re.escape("{when}"), ".+"), refusal_text(blocked.value))
