"""Starting up, the crash dialog, the themes, background work and the reader speak the
user's language: each text goes through the translators, and the values still go in."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication, QWidget

from lectern.core.errors import LibraryLockedError
from lectern.gui.app import RebuildProgress, open_error_message
from lectern.gui.errors import crash_message
from lectern.gui.reader.document import Unreadable, open_pdf
from lectern.gui.reader.find_bar import FindBar
from lectern.gui.service.imports import plain_message
from lectern.gui.theme import Theme

MARK = "⟦de⟧ "


class Marking(QTranslator):
    """A language whose every word is the English one marked: what shows it was translated."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        del context, disambiguation, n
        return MARK + source

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    translator = Marking(qapp)
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.mark.usefixtures("marked")
def test_the_theme_menu_names_the_themes_in_the_users_language() -> None:
    assert [theme.label for theme in Theme] == [MARK + "System", MARK + "Light", MARK + "Dark"]
    assert Theme.parse("dark") is Theme.DARK  # the setting keeps its value


@pytest.mark.usefixtures("marked")
def test_a_library_that_will_not_open_is_explained_with_the_cores_words_put_in() -> None:
    title, message = open_error_message(Path("/papers"), LibraryLockedError("the lock is held"))
    assert title == MARK + "Library in use"
    assert message.startswith(MARK + "the lock is held\n\n")
    title, message = open_error_message(Path("/papers"), PermissionError(13, "Permission denied"))
    assert title == MARK + "Cannot open the library"
    assert "/papers: Permission denied." in message and message.startswith(MARK)


@pytest.mark.usefixtures("marked")
def test_the_crash_dialog_and_background_failures_are_translated() -> None:
    crash = crash_message(RuntimeError("the flux capacitor overheated"))
    assert crash.startswith(MARK) and "RuntimeError: the flux capacitor overheated" in crash
    assert plain_message(OSError(28, "No space left on device")) == (
        MARK + "The disk said no: No space left on device."
    )


@pytest.mark.usefixtures("marked")
def test_the_reader_says_why_a_pdf_cannot_show_in_the_users_language(tmp_path: Path) -> None:
    with pytest.raises(Unreadable) as gone:
        open_pdf(str(tmp_path / "moved.pdf"))
    assert str(gone.value) == MARK + f"The file is not there any more: {tmp_path / 'moved.pdf'}"
    damaged = tmp_path / "damaged.pdf"
    damaged.write_bytes(b"not a PDF at all")
    with pytest.raises(Unreadable) as unreadable:
        open_pdf(str(damaged))
    assert str(unreadable.value).startswith(MARK)


@pytest.mark.usefixtures("marked")
def test_find_in_pdf_speaks_the_users_language(qtbot) -> None:
    bar = FindBar()
    qtbot.addWidget(bar)
    assert bar.field.placeholderText() == MARK + "Find in this PDF"
    bar.show_count(-1, -1)
    assert bar.count.text() == MARK + "Searching…"
    bar.show_count(1, 9)
    assert bar.count.text() == MARK + "2 of 9"
    bar.show_count(-1, 9)
    assert bar.count.text() == MARK + "9 found"


@pytest.mark.usefixtures("marked")
def test_the_index_rebuild_counts_in_the_users_language(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    progress = RebuildProgress(window)
    progress.update(3, 75_000)
    dialog = progress._dialog
    assert dialog is not None
    assert dialog.labelText().startswith(MARK + "Rebuilding the search index… 3 of 75,000 paper")
    progress.finish()
