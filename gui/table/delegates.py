"""How the paper list paints its cells: titles with the matched words in bold, and stars.

Delegates paint; nothing creates a widget per row. Text colours come from the same palette
group the style paints the cell's background with (focused or not), so a selection reads
well in every theme and state.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from lectern.gui import stars
from lectern.gui.safe_display import match_spans
from lectern.gui.table.model import PaperIdRole, PaperTableModel, RatingRole

STAR_MARGIN = 6
ELLIPSIS = "…"


def _cell_background(
    option: QStyleOptionViewItem,
    index: QModelIndex | QPersistentModelIndex,
    painter: QPainter,
    delegate: QStyledItemDelegate,
) -> QStyleOptionViewItem:
    """Draw selection/hover/focus without text; return the option used."""
    opt = QStyleOptionViewItem(option)
    delegate.initStyleOption(opt, index)
    opt.text = ""
    widget = opt.widget
    style = widget.style() if widget is not None else None
    if style is not None:
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
    return opt


def color_group(opt: QStyleOptionViewItem) -> QPalette.ColorGroup:
    """The palette group the style paints this cell's background with: the text must use the
    same one, or a selection in a list without focus reads white on pale blue."""
    if not opt.state & QStyle.StateFlag.State_Enabled:
        return QPalette.ColorGroup.Disabled
    if not opt.state & QStyle.StateFlag.State_Active:
        return QPalette.ColorGroup.Inactive
    return QPalette.ColorGroup.Active


def lead_to_first_match(
    text: str, spans: list[tuple[int, int]], fits: Callable[[str], bool]
) -> tuple[str, list[tuple[int, int]]]:
    """A title whose first matched word would fall past the cell's edge starts with "…" and a
    few words before that match instead, so the highlighted word is seen."""
    if not spans or fits(text[: spans[0][1]]):
        return text, spans
    first_start, first_end = spans[0]
    start = first_start
    while start > 0:
        earlier = text.rfind(" ", 0, max(0, start - 1)) + 1
        if not fits(ELLIPSIS + text[earlier:first_end]) or earlier == start:
            break
        start = earlier
    shift = len(ELLIPSIS) - start
    kept = [(a + shift, b + shift) for a, b in spans if a >= start]
    return ELLIPSIS + text[start:], kept


def star_under(rect: QRect, x: float) -> int:
    """The star (1..5) under `x`, or 0 when `x` is past the stars."""
    if x < rect.left() or x > rect.left() + stars.stars_width(rect):
        return 0
    return stars.star_at(rect, x)


class TitleDelegate(QStyledItemDelegate):
    """Paints the title with the words the search matched in bold on a soft highlight."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        model = index.model()
        terms = model.terms if isinstance(model, PaperTableModel) else ()
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        spans = match_spans(text, terms) if terms else []
        if not spans:
            super().paint(painter, option, index)
            return
        opt = _cell_background(option, index, painter, self)
        widget = opt.widget
        style = widget.style()
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, widget)
        rect = rect.adjusted(3, 0, -3, 0)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        group = color_group(opt)
        text_color = opt.palette.color(
            group, QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        mark = QColor(opt.palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Highlight))
        mark.setAlpha(60 if not selected else 0)
        normal = QFont(opt.font)
        bold = QFont(opt.font)
        bold.setBold(True)
        room = rect.width()
        bold_metrics = QFontMetrics(bold)
        text, spans = lead_to_first_match(
            text, spans, lambda head: bold_metrics.horizontalAdvance(head) <= room
        )
        painter.save()
        painter.setClipRect(rect)
        x = rect.left()
        pos = 0
        pieces = []
        for start, end in spans:
            if start > pos:
                pieces.append((text[pos:start], False))
            pieces.append((text[start:end], True))
            pos = end
        if pos < len(text):
            pieces.append((text[pos:], False))
        for whole, matched in pieces:
            font = bold if matched else normal
            metrics = QFontMetrics(font)
            piece = whole
            width = metrics.horizontalAdvance(piece)
            if x + width > rect.right():
                piece = metrics.elidedText(whole, Qt.TextElideMode.ElideRight, rect.right() - x)
                width = metrics.horizontalAdvance(piece)
                if not piece or width <= 0:
                    break
            box = QRect(x, rect.top(), width, rect.height())
            if matched and mark.alpha():
                painter.fillRect(box.adjusted(-1, 3, 1, -3), mark)
            painter.setFont(font)
            painter.setPen(text_color)
            painter.drawText(
                box, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), piece
            )
            x += width
            if x >= rect.right():
                break
        painter.restore()


class StarDelegate(QStyledItemDelegate):
    """Stars from lectern.gui.stars; a click on star n asks for rating n (again: clear)."""

    rated = Signal(str, int)  # paper id, rating

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hover_row = -1
        self.hover_star = -1

    @staticmethod
    def star_rect(rect: QRect) -> QRect:
        return rect.adjusted(STAR_MARGIN, 3, -STAR_MARGIN, -3)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        opt = _cell_background(option, index, painter, self)
        rating = int(index.data(RatingRole) or 0)
        hover = self.hover_star if index.row() == self.hover_row and self.hover_star > 0 else -1
        palette = QPalette(opt.palette)
        palette.setCurrentColorGroup(color_group(opt))
        if opt.state & QStyle.StateFlag.State_Selected:
            palette.setColor(
                QPalette.ColorRole.Text,
                opt.palette.color(color_group(opt), QPalette.ColorRole.HighlightedText),
            )
        painter.save()
        stars.paint_stars(painter, self.star_rect(opt.rect), rating, palette, hover)
        painter.restore()

    def editorEvent(
        self,
        event: QEvent,
        model: QAbstractItemModel,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
        ):
            star = star_under(self.star_rect(option.rect), event.position().x())
            if star > 0:
                current = int(index.data(RatingRole) or 0)
                self.rated.emit(str(index.data(PaperIdRole)), 0 if star == current else star)
                return True
        return super().editorEvent(event, model, option, index)
