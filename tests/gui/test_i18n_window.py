"""The window's list, sidebar, search box, status bar and notices in the user's language:
in English each sentence reads as it did, each count in its singular and plural form (from
`lectern_en.qm`, which `make translations` writes from the source text); in another
language every one of them is translated, while what the code keeps stays English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from lectern.core.results import FileAction, FileOutcome, ImportReport
from lectern.core.text.titles import TitleOrigin
from lectern.core.view import DUPLICATES, QUEUE, RECENT, RECOMMENDED, TRASH, Scope, ScopeKind
from lectern.gui.i18n import translate
from lectern.gui.table.model import Column, _rank_tip, format_authors
from lectern.gui.window.folder_watcher import describe_import
from lectern.gui.window.search_notice import describe_filtered
from lectern.gui.window.sync_watcher import describe_arrival, name_devices

pytestmark = pytest.mark.usefixtures("qapp")  # the English translation installed

# The contexts of these parts' strings (and of the names they use).
CONTEXTS = frozenset(
    {
        "Column",
        "EmptyState",
        "FolderWatcher",
        "PaperTableModel",
        "Scope",
        "SearchBox",
        "SearchNotice",
        "Status",
        "SyncWatcher",
        "SyntaxHelp",
    }
)


class _Pretend(QTranslator):
    """A language of its own: every text of these contexts in «guillemets»."""

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


@pytest.mark.parametrize(
    ("changed", "senders", "said"),
    [
        (1, (), "1 paper updated from your other devices"),
        (2, ("desktop-lab",), "2 papers updated from desktop-lab"),
        (1234, ("a", "b", "c"), "1,234 papers updated from a and b and c"),
    ],
)
def test_what_came_in_from_other_devices(changed: int, senders: tuple[str, ...], said: str) -> None:
    assert describe_arrival(changed, senders) == said


def test_the_devices_changes_came_from_are_named_together() -> None:
    assert name_devices(()) == ""
    assert name_devices(("laptop",)) == "laptop"
    assert name_devices(("laptop", "desktop")) == "laptop and desktop"


def _report(*outcomes: FileOutcome) -> ImportReport:
    return ImportReport(path="", format="pdf", collection="", files=outcomes)


@pytest.mark.parametrize(
    ("outcome", "folder", "said"),
    [
        (
            FileOutcome("/d/p/a.pdf", FileAction.ADDED, title="Attention"),
            "d/p",
            "Imported “Attention” from d/p",
        ),
        (
            FileOutcome("/d/p/a.pdf", FileAction.ADDED, title="Attention"),
            None,
            "Imported “Attention” from your watched folders",
        ),
        (
            FileOutcome("/d/p/a.pdf", FileAction.FAILED, reason="not a PDF"),
            "d/p",
            "Could not import a.pdf from d/p: not a PDF",
        ),
        (
            FileOutcome("/d/p/a.pdf", FileAction.ATTACHED, title="Attention"),
            None,
            "a.pdf from your watched folders attached to “Attention”",
        ),
        (
            FileOutcome("/d/p/a.pdf", FileAction.ALREADY, title="Attention"),
            "d/p",
            "a.pdf from d/p is already attached to “Attention”",
        ),
    ],
)
def test_one_pdf_from_a_watched_folder(outcome: FileOutcome, folder: str | None, said: str) -> None:
    assert describe_import([_report(outcome)], folder) == said


def test_several_pdfs_from_watched_folders_are_counted() -> None:
    added = FileOutcome("/d/a.pdf", FileAction.ADDED, title="A")
    failed = FileOutcome("/d/b.pdf", FileAction.FAILED, reason="broken")
    assert describe_import([_report(added, added)], "d") == "Imported 2 PDFs from d"
    assert describe_import([_report(added, failed)], None) == (
        "Imported 1 PDF from your watched folders; 1 PDF could not be read"
    )
    assert describe_import([_report(failed, failed, failed)], "d") == (
        "Imported 0 PDFs from d; 3 PDFs could not be read"
    )


@pytest.mark.parametrize(
    ("shown", "listed", "scope", "said"),
    [
        (31, 150, DUPLICATES, "31 of 150 possible duplicates match “graph”"),
        (1, 150, DUPLICATES, "1 of 150 possible duplicates matches “graph”"),
        (0, 1, DUPLICATES, "None of the 1 possible duplicate match “graph”"),
        (1, 1, QUEUE, "1 of 1 paper in Up next matches “graph”"),
        (0, 2500, RECENT, "None of the 2,500 recently read papers match “graph”"),
        (2, 3, TRASH, "2 of 3 papers in the Trash match “graph”"),
        (1, 2, RECOMMENDED, "1 of 2 recommended papers matches “graph”"),
        (3, 4, Scope(ScopeKind.TAG, "vision"), "3 of 4 papers in vision match “graph”"),
        (0, 4, Scope(ScopeKind.STATUS, "to-read"), "None of the 4 papers in To read match “graph”"),
    ],
)
def test_search_words_narrowing_a_view_say_how_many_they_leave(
    shown: int, listed: int, scope: Scope, said: str
) -> None:
    assert describe_filtered(shown, listed, scope, "graph") == said


@pytest.mark.parametrize(
    ("rank", "said"),
    [
        (1, "The best match"),
        (2, "The 2nd best match"),
        (3, "The 3rd best match"),
        (4, "The 4th best match"),
        (11, "The 11th best match"),
        (12, "The 12th best match"),
        (13, "The 13th best match"),
        (21, "The 21st best match"),
        (102, "The 102nd best match"),
        (1111, "The 1111th best match"),
    ],
)
def test_a_search_results_rank_is_said_as_an_ordinal(rank: int, said: str) -> None:
    assert _rank_tip(rank) == said


def test_columns_and_authors_read_as_before() -> None:
    assert [column.label for column in Column][:3] == ["Title", "Authors", "Year"]
    assert Column.LAST_READ.label == "Last read"
    assert format_authors(["A", "B", "C", "D"]) == "A, B, C et al."
    assert format_authors(["A", "B"]) == "A, B"


def test_a_made_titles_tooltip_says_what_it_was_made_from_as_the_core_words_it() -> None:
    from lectern.gui.table.model import _MADE_TITLE

    for origin in TitleOrigin:
        assert translate("PaperTableModel", _MADE_TITLE[origin]).format(title="T") == (
            f"T (title {origin.made_from})"
        )


@pytest.mark.usefixtures("pretend")
def test_the_notices_speak_the_language_with_the_values_put_in() -> None:
    assert describe_arrival(2, ("laptop",)) == "«2 paper(s) updated from laptop»"
    outcome = FileOutcome("/d/a.pdf", FileAction.ADDED, title="Attention")
    assert describe_import([_report(outcome)], "d") == "«Imported “Attention” from d»"
    assert describe_filtered(1, 3, Scope(ScopeKind.STATUS, "read"), "graph") == (
        "«1 of 3 paper(s) in «Read» matches “graph”»"  # the status by its translated name
    )
    assert _rank_tip(2) == "«The 2nd best match»"
    assert Column.TITLE.label == "«Title»"


def test_the_list_empty_page_and_search_box_speak_the_language(qtbot, pretend) -> None:  # noqa: ARG001
    from lectern.gui.table.model import PaperTableModel
    from lectern.gui.window.empty_state import EmptyState
    from lectern.gui.window.search_box import SearchBox, syntax_html

    empty = EmptyState()
    qtbot.addWidget(empty)
    assert empty.title.text() == "«Your reading list is empty»"
    assert empty.button.text() == "«Import papers…»"
    empty.show_no_match("", "«Starred»")
    assert empty.title.text() == "«Nothing in {view} yet»".replace("{view}", "«Starred»")
    box = SearchBox()
    qtbot.addWidget(box)
    assert box.placeholderText().startswith("«Search titles")
    html = syntax_html()
    assert "«Search syntax»" in html and "«the words in a row»" in html
    assert "<code>status:to-read</code>" in html  # a query is typed as it is
    model = PaperTableModel(source=None)  # type: ignore[arg-type]  # the headers read no rows
    header = model.headerData(Column.LAST_READ, Qt.Orientation.Horizontal)
    assert header == "«Last read»"
