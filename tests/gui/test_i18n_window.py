"""The window's own sentences in English, now that they go through the translation
machinery: each count in its singular and plural form (from `lectern_en.qm`, which
`make translations` writes from the source text), and each sentence whole."""

from __future__ import annotations

import pytest

from lectern.core.results import FileAction, FileOutcome, ImportReport
from lectern.core.view import DUPLICATES, QUEUE, RECENT, RECOMMENDED, TRASH, Scope
from lectern.gui.table.model import Column, _rank_tip, format_authors
from lectern.gui.window.folder_watcher import describe_import
from lectern.gui.window.search_notice import describe_filtered
from lectern.gui.window.sync_watcher import describe_arrival, name_devices

pytestmark = pytest.mark.usefixtures("qapp")  # the English translation installed


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
        (3, 4, Scope("tag", "vision"), "3 of 4 papers in vision match “graph”"),
        (0, 4, Scope("status", "to-read"), "None of the 4 papers in To read match “graph”"),
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
