"""The paper list as a new user finds it: readable selection, room for titles, columns."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QMenu

from lectern.core.results import SortKey
from lectern.gui.declarations.ids import ActionId
from lectern.gui.table.delegates import ELLIPSIS, lead_to_first_match
from lectern.gui.table.model import NOTES_MARK, Column
from lectern.gui.theme import Theme, apply_theme
from tests.gui.conftest import search, wait_for


def _luminance(color: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.red())
        + 0.7152 * channel(color.green())
        + 0.0722 * channel(color.blue())
    )


def _contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _close(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return all(
        abs(x - y) <= tolerance
        for x, y in zip((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()), strict=True)
    )


def _cell_colors(window, row: int, column: Column) -> tuple[QColor, float]:
    """The background painted in a list cell, and the strongest text contrast on it."""
    view = window.view
    view.viewport().repaint()
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rect = view.visualRect(window.model.index(row, column))
    rect = rect.intersected(image.rect())
    ratio = image.devicePixelRatio()
    pixels = Counter(
        image.pixel(int(x * ratio), int(y * ratio))
        for x in range(rect.left() + 2, rect.right() - 2)
        for y in range(rect.top() + 2, rect.bottom() - 2)
    )
    background = QColor(pixels.most_common(1)[0][0])
    best = max(_contrast(background, QColor(rgb)) for rgb in pixels)
    return background, best


@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK])
@pytest.mark.parametrize("focus", ["list", "search box"])
def test_the_selected_row_reads_well_in_every_theme_and_focus(qtbot, shared_window, theme, focus):
    window = shared_window  # the file's one: this test changes only the search, put back
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        apply_theme(app, theme)
        search(qtbot, window, "learning")  # the title delegate paints the matched words
        window.view.select_row(1)
        if focus == "list":
            window.view.setFocus()
            wait_for(qtbot, window.view.hasFocus)
        else:
            window.search_box.setFocus()
            wait_for(qtbot, window.search_box.hasFocus)
        group = QPalette.ColorGroup.Active if focus == "list" else QPalette.ColorGroup.Inactive
        highlight = window.view.palette().color(group, QPalette.ColorRole.Highlight)
        for column in (Column.TITLE, Column.STATUS):
            background, contrast = _cell_colors(window, 1, column)
            # the selection is what was measured (Fusion lightens it a touch when focused)
            assert _close(background, highlight), (background.name(), highlight.name())
            assert contrast >= 4.5, (column, focus, theme, contrast)
    finally:
        apply_theme(app, Theme.LIGHT)


def test_a_match_at_the_end_of_a_long_title_is_shown_after_an_ellipsis():
    title = "A very long title about many things that finally comes to transformers"
    spans = [(title.index("transformers"), len(title))]
    text, shifted = lead_to_first_match(title, spans, lambda head: len(head) <= 30)
    assert text.startswith(ELLIPSIS)
    start, end = shifted[0]
    assert text[start:end] == "transformers"
    assert len(text[:end]) <= 30
    short = "Transformers"
    assert lead_to_first_match(short, [(0, 12)], lambda head: len(head) <= 30) == (
        short,
        [(0, 12)],
    )


def test_a_highlighted_word_at_the_end_of_a_long_title_is_on_screen(qtbot, window):
    search(qtbot, window, "learning")
    header = window.view.horizontalHeader()
    row = next(
        r
        for r in range(window.model.rowCount())
        if (title := window.model.entry_at(r).paper.title).lower().rstrip(".").endswith("learning")
        and len(title) > 60
    )
    window.view.select_row(0 if row else 1)
    header.resizeSection(Column.STATUS, header.sectionSize(Column.STATUS) + 300)  # narrow title
    window.view.setFocus()
    base = window.view.palette().color(QPalette.ColorRole.Base)
    alternate = window.view.palette().color(QPalette.ColorRole.AlternateBase)
    view = window.view
    view.viewport().repaint()
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    rect = view.visualRect(window.model.index(row, Column.TITLE))
    plain = {base.rgb() & 0xFFFFFF, alternate.rgb() & 0xFFFFFF}
    # the soft highlight behind the matched word: a blue tint neither row colour has
    tinted = sum(
        1
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
        if (rgb := image.pixel(x, y) & 0xFFFFFF) not in plain
        and QColor(rgb).blue() > QColor(rgb).red() + 15
    )
    assert tinted > 200


@pytest.mark.usefixtures("qtbot")
def test_on_the_sample_the_title_takes_the_room_of_empty_columns(qtbot, window):
    """The sample has no authors or years: those columns step aside for the title."""
    window.resize(1400, 900)  # a desktop's window: the list has the room to share out
    header = window.view.horizontalHeader()
    assert header.isSectionHidden(Column.AUTHORS)
    assert header.isSectionHidden(Column.YEAR)
    authors = window.actions_by_id.choice(ActionId.COLUMN, Column.AUTHORS)
    assert authors.isChecked()  # still on: back with data
    assert authors.text() == "Authors (none in this list)"
    wait_for(qtbot, lambda: window.view.viewport().width() > 700)
    wait_for(qtbot, lambda: header.sectionSize(Column.TITLE) > window.view.viewport().width() * 0.6)


def test_an_emptied_column_comes_back_when_a_paper_in_the_view_fills_it(qtbot, window):
    window.resize(1400, 900)  # a desktop's window: a narrow one keeps the room for the title
    header = window.view.horizontalHeader()
    pid = window.model.id_at(0)
    window.service.submit(lambda lib: lib.papers.edit(pid, authors=["Ada Lovelace"], year=1843))
    wait_for(qtbot, lambda: not header.isSectionHidden(Column.AUTHORS))
    assert not header.isSectionHidden(Column.YEAR)
    row = window.model.row_of(pid)
    assert window.model.index(row, Column.AUTHORS).data() == "Ada Lovelace"


def test_a_column_the_user_turns_on_stays_even_while_empty(qtbot, window):
    header = window.view.horizontalHeader()
    window.actions_by_id.choice(ActionId.COLUMN, Column.TAGS).setChecked(True)
    search(qtbot, window, "learning")
    assert not header.isSectionHidden(Column.TAGS)


def test_a_first_click_on_rating_puts_the_best_rated_first(qtbot, window):
    window.resize(1400, 900)  # a desktop's window: a narrow one keeps the room for the title
    ids = window.model.ids()
    window.changes.set_rating([ids[5]], 5)
    window.changes.set_rating([ids[9]], 3)
    wait_for(qtbot, lambda: window.library.notes.annotation(ids[9]).rating == 3)
    header = window.view.horizontalHeader()
    x = header.sectionViewportPosition(Column.RATING) + 10
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    wait_for(qtbot, lambda: window.model.ids()[:2] == [ids[5], ids[9]])
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert window.view_request().sort is SortKey.RATING


def test_a_click_on_a_column_the_library_cannot_sort_keeps_the_order(qtbot, window):
    window.view.sortByColumn(Column.TITLE, Qt.SortOrder.AscendingOrder)
    wait_for(qtbot, lambda: window.model.sort_column == Column.TITLE)
    order = window.model.ids()
    window.actions_by_id.choice(ActionId.COLUMN, Column.VENUE).setChecked(True)
    header = window.view.horizontalHeader()
    x = header.sectionViewportPosition(Column.VENUE) + 10
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    assert header.sortIndicatorSection() == Column.TITLE
    assert window.model.ids() == order


def test_the_header_menu_offers_notes_tags_venue_collection_added_and_modified(
    qtbot, shared_window
):
    window = shared_window
    header = window.view.horizontalHeader()
    menus: list[list[str]] = []

    def look() -> None:
        menu = next(
            m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()
        )
        menus.append([a.text() for a in menu.actions() if a.text()])
        menu.close()

    qtbot.waitUntil(header.isVisible)
    from PySide6.QtCore import QTimer

    QTimer.singleShot(50, look)
    header.customContextMenuRequested.emit(QPoint(20, 5))
    assert {"Notes", "Tags", "Venue", "Collection", "Added", "Modified"} <= set(menus[0])


def test_the_new_columns_show_notes_tags_venue_and_modified(qtbot, window):
    pid = window.model.id_at(0)
    window.service.submit(lambda lib: lib.notes.set_notes(pid, "Read section 3 again."))
    window.service.submit(lambda lib: lib.notes.add_tags([pid], ["graphs"]))
    window.service.submit(lambda lib: lib.papers.edit(pid, venue="ICML"))
    for column in (Column.NOTES, Column.TAGS, Column.VENUE, Column.MODIFIED):
        window.actions_by_id.choice(ActionId.COLUMN, column).setChecked(True)
    wait_for(
        qtbot,
        lambda: (
            window.model.index(window.model.row_of(pid), Column.VENUE).data() == "ICML"
            and window.model.index(window.model.row_of(pid), Column.TAGS).data() == "graphs"
        ),
    )
    row = window.model.row_of(pid)
    header = window.view.horizontalHeader()
    for column in (Column.NOTES, Column.TAGS, Column.VENUE, Column.MODIFIED):
        assert not header.isSectionHidden(column)
    model = window.model
    assert model.index(row, Column.NOTES).data() == NOTES_MARK
    assert model.index(row, Column.NOTES).data(Qt.ItemDataRole.ToolTipRole) == (
        "Read section 3 again."
    )
    assert model.index(row, Column.TAGS).data() == "graphs"
    assert model.index(row, Column.VENUE).data() == "ICML"
    assert model.index(row, Column.MODIFIED).data()  # a date
    other = 1 if row != 1 else 0
    assert model.index(other, Column.NOTES).data() == ""


def test_the_new_columns_pass_qts_model_checks(qtmodeltester, shared_window):
    qtmodeltester.check(shared_window.model)
