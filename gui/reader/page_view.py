"""The pages in one continuous column: placeholders of the right size for every page, the
pages in view drawn by the render thread, the user's marks, the matches of a search and the
text selected.

Only the pages in view and one either side are asked for; the images are kept for the last
few pages shown (`CACHE_PAGES`), so a 300-page PDF holds a dozen images, not 300. While a
page is on its way its old image (another zoom) is drawn stretched, else a blank page.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from lectern.core.marks.model import Kind, Mark, rects_of
from lectern.gui.i18n import translate
from lectern.gui.reader import mark_looks
from lectern.gui.reader.document import Box, Match
from lectern.gui.reader.layout import GAP, MAX_SCALE, MIN_SCALE, PageLayout, fit_width_scale
from lectern.gui.reader.render_thread import RenderThread
from lectern.gui.reader.selection import Selection, between, boxes_of, char_at

CACHE_PAGES = 10  # rendered pages kept (a fit-width page is about 5 MB)
BOXES_PAGES = 24  # pages whose character boxes are kept
AROUND = 1  # pages rendered ahead of the ones in view, above and below
ZOOM_STEP = 1.2  # each zoom in or out
READ_LINE = 0.3  # the page at this share of the view's height is the page being read
_MATCH = QColor(255, 213, 0, 90)
_CURRENT_MATCH = QColor(255, 140, 0, 150)
_SELECTED = QColor(51, 136, 255, 80)
FLASH_MS = 1600  # a mark opened from the detail pane is outlined this long


def has_sign(mark: Mark) -> bool:
    """A margin note, or any mark with a note, shows a note sign beside it."""
    return mark.kind is Kind.NOTE or bool(mark.note)


class PageView(QAbstractScrollArea):
    """The pages of one PDF, scrolled as one column; asks `renderer` for what it shows."""

    page_changed = Signal(int)  # the page being read changed (0 is the first)
    zoom_changed = Signal()
    text_selected = Signal()  # a drag selected text (the mark bar shows by it)
    mark_clicked = Signal(str)  # a click on a mark: its id
    pressed_away = Signal()  # a press on the page that chose no mark and selected nothing yet

    def __init__(self, renderer: RenderThread, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readerPages")
        self.setAccessibleName(translate("PageView", "PDF pages"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setCursor(Qt.CursorShape.IBeamCursor)
        self._renderer = renderer
        self._sizes: tuple[tuple[float, float], ...] = ()
        self._layout = PageLayout((), 1.0)
        self._fit = True
        self._images: OrderedDict[int, tuple[float, QPixmap]] = OrderedDict()
        self._boxes: OrderedDict[int, Sequence[Box]] = OrderedDict()
        self._asked: set[int] = set()  # at the current scale
        self._page = 0
        self._matches: list[Match] = []
        self._current_match = -1
        self._selection: Selection | None = None
        self._drag_start: int | None = None
        self._press = QPointF()
        self._marks: dict[int, list[Mark]] = {}  # by page: the marks of the file shown
        self._marks_shown = 0  # how many times the marks were given: a version
        # Pages in view with their marks painted in: (the image, the marks' version, both).
        self._marked: dict[int, tuple[QPixmap, int, QPixmap]] = {}
        self._chosen: str | None = None  # the mark clicked, outlined
        self._flashing: str | None = None
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.timeout.connect(self._end_flash)
        renderer.rendered.connect(self._rendered)
        renderer.boxes_read.connect(self._boxes_read)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.horizontalScrollBar().valueChanged.connect(lambda _v: self.viewport().update())

    # --- the document ----------------------------------------------------------------------
    def show_document(self, sizes: list[tuple[float, float]]) -> None:
        self._sizes = tuple(sizes)
        self._images.clear()
        self._boxes.clear()
        self._matches, self._current_match = [], -1
        self._selection = None
        self._marks, self._chosen, self._flashing = {}, None, None
        self._marked.clear()
        self._fit = True
        self._page = 0
        self._relayout(self._fit_scale())
        self.verticalScrollBar().setValue(0)
        self._ask()

    def clear(self) -> None:
        self.show_document([])

    @property
    def page_count(self) -> int:
        return len(self._sizes)

    @property
    def page(self) -> int:
        """The page being read (0 is the first)."""
        return self._page

    @property
    def scale(self) -> float:
        return self._layout.scale

    @property
    def fits_width(self) -> bool:
        return self._fit

    def has_image(self, page: int) -> bool:
        """Whether the page is drawn at the current zoom (not a placeholder)."""
        held = self._images.get(page)
        return held is not None and held[0] == self._render_scale()

    def can_select(self, page: int) -> bool:
        """Whether the page's characters' boxes are read, so a drag selects its text (they
        come a moment after its image, once the pages the view waits for are drawn)."""
        return page in self._boxes

    # --- moving ----------------------------------------------------------------------------
    def go_to_page(self, page: int) -> None:
        if not self._sizes:
            return
        page = max(0, min(page, len(self._sizes) - 1))
        self.verticalScrollBar().setValue(self._layout.top(page) - GAP // 2)
        self._update_page()

    def next_page(self) -> None:
        self.go_to_page(self._page + 1)

    def previous_page(self) -> None:
        """To the top of this page, or of the one before when already there."""
        top = self._layout.top(self._page) - GAP // 2 if self._sizes else 0
        if self.verticalScrollBar().value() > top + 2:
            self.go_to_page(self._page)
        else:
            self.go_to_page(self._page - 1)

    def scroll_by(self, steps: int) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.value() + steps * max(40, self.viewport().height() // 10))

    def first_page(self) -> None:
        self.go_to_page(0)

    def last_page(self) -> None:
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())
        self._update_page()

    # --- zoom ------------------------------------------------------------------------------
    def fit_width(self) -> None:
        self._fit = True
        self._rescale(self._fit_scale())

    def zoom_by(self, factor: float) -> None:
        self._fit = False
        self._rescale(max(MIN_SCALE, min(MAX_SCALE, self._layout.scale * factor)))

    def _fit_scale(self) -> float:
        return fit_width_scale(self._sizes, self.viewport().width())

    def _rescale(self, scale: float) -> None:
        """Lay the pages out at `scale`, keeping the place being read where it was."""
        bar = self.verticalScrollBar()
        old = self._layout
        anchor_page = self._page
        offset = 0.0
        if old.count:
            height = max(1, old.page_size(anchor_page)[1])
            offset = (bar.value() - old.top(anchor_page)) / height
        self._relayout(scale)
        if self._layout.count:
            height = self._layout.page_size(anchor_page)[1]
            bar.setValue(round(self._layout.top(anchor_page) + offset * height))
        self._ask()
        self.viewport().update()
        self.zoom_changed.emit()

    def _relayout(self, scale: float) -> None:
        if scale != self._layout.scale:
            self._asked.clear()
        self._layout = PageLayout(self._sizes, scale)
        viewport = self.viewport()
        bar = self.verticalScrollBar()
        bar.setRange(0, max(0, self._layout.height - viewport.height()))
        bar.setPageStep(viewport.height())
        bar.setSingleStep(40)
        across = self.horizontalScrollBar()
        across.setRange(0, max(0, self._layout.width - viewport.width()))
        across.setPageStep(viewport.width())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The reader reads the keys (as declared); the scroll area's own are not used."""
        event.ignore()

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl and the wheel zoom, as in every viewer; the wheel alone scrolls."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.zoom_by(ZOOM_STEP**steps)
            event.accept()
            return
        super().wheelEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._fit and self._sizes:
            self._rescale(self._fit_scale())
        else:
            self._relayout(self._layout.scale)
            self._ask()

    # --- what is drawn ---------------------------------------------------------------------
    def _render_scale(self) -> float:
        return self._layout.scale * self.devicePixelRatioF()

    def _scrolled(self, _value: int) -> None:
        self._update_page()
        self._ask()
        self.viewport().update()

    def _update_page(self) -> None:
        if not self._sizes:
            return
        bar = self.verticalScrollBar()
        if bar.value() >= bar.maximum() and bar.maximum() > 0:
            page = len(self._sizes) - 1  # scrolled to the end: the last page is read
        else:
            page = self._layout.page_at(bar.value() + self.viewport().height() * READ_LINE)
        if page != self._page:
            self._page = page
            self.page_changed.emit(page)

    def _visible(self) -> range:
        top = self.verticalScrollBar().value()
        return self._layout.pages_between(top, top + self.viewport().height())

    def _ask(self) -> None:
        """Ask the render thread for the pages in view and those either side."""
        if not self._sizes:
            return
        shown = self._visible()
        first = max(0, shown.start - AROUND)
        last = min(len(self._sizes), shown.stop + AROUND)
        wanted = frozenset(range(first, last))
        scale = self._render_scale()
        self._renderer.want(scale, wanted, shown)
        self._asked &= wanted
        for page in sorted(wanted, key=lambda p: (p not in shown, p)):
            if page not in self._asked and not self.has_image(page):
                self._asked.add(page)
                self._renderer.render(page, scale, with_boxes=page not in self._boxes)

    def _rendered(self, generation: int, page: int, scale: float, image: QImage) -> None:
        if generation != self._renderer.generation or page >= len(self._sizes):
            return
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(scale / self._layout.scale if self._layout.scale else 1.0)
        self._images[page] = (scale, pixmap)
        self._images.move_to_end(page)
        while len(self._images) > CACHE_PAGES:
            self._images.popitem(last=False)
        self._asked.discard(page)
        self.viewport().update()

    def _boxes_read(self, generation: int, page: int, boxes: Sequence[Box]) -> None:
        if generation != self._renderer.generation:
            return
        self._boxes[page] = boxes
        self._boxes.move_to_end(page)
        while len(self._boxes) > BOXES_PAGES:
            self._boxes.popitem(last=False)

    def image_count(self) -> int:
        return len(self._images)

    def page_top(self, page: int) -> int:
        """Where page `page` starts in the column (the scroll bar's value at its top)."""
        return self._layout.top(page)

    def page_rect(self, page: int) -> QRect:
        """Where page `page` is in the viewport now."""
        width, height = self._layout.page_size(page)
        x = max(GAP, (self.viewport().width() - width) // 2) - self.horizontalScrollBar().value()
        y = self._layout.top(page) - self.verticalScrollBar().value()
        return QRect(x, y, width, height)

    def _to_view(self, page: int, box: Box) -> QRectF:
        return self._on_page(page, box).translated(self.page_rect(page).topLeft())

    def _on_page(self, page: int, box: Box) -> QRectF:
        """A box in points as pixels from the page's top left, at the current zoom."""
        scale = self._layout.scale
        left, bottom, right, top = box
        page_height = self._sizes[page][1]
        width, height = (right - left) * scale, (top - bottom) * scale
        return QRectF(left * scale, (page_height - top) * scale, width, height)

    def _to_page(self, page: int, point: QPointF) -> tuple[float, float]:
        rect = self.page_rect(page)
        scale = self._layout.scale
        return (point.x() - rect.x()) / scale, self._sizes[page][1] - (point.y() - rect.y()) / scale

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self.viewport())
        palette = self.palette()
        painter.fillRect(self.viewport().rect(), palette.color(QPalette.ColorRole.Mid))
        if not self._sizes:
            return
        scale = self._render_scale()
        visible = self._visible()
        for page in visible:
            rect = self.page_rect(page)
            held = self._images.get(page)
            if held is not None and held[0] == scale:
                painter.drawPixmap(rect, self._with_marks(page, held[1]))
            elif held is not None:
                painter.drawPixmap(rect, held[1])  # another zoom's image: stretched until then
            if held is None or held[0] != scale:
                if held is None:
                    painter.fillRect(rect, QColor("white"))
                painter.setPen(QColor("#9a9aa2"))
                painter.drawText(
                    rect,
                    Qt.AlignmentFlag.AlignCenter,
                    translate("PageView", "Page {page}").format(page=page + 1),
                )
                self._paint_user_marks(painter, page)  # over the stretched image, for now
            self._paint_outlines(painter, page)
            self._paint_marks(painter, page)
        for page in [p for p in self._marked if p not in visible]:
            del self._marked[page]  # a page's image with marks is kept only while in view

    def _paint_marks(self, painter: QPainter, page: int) -> None:
        for index, match in enumerate(self._matches):
            if match.page != page:
                continue
            colour = _CURRENT_MATCH if index == self._current_match else _MATCH
            for box in match.boxes:
                painter.fillRect(self._to_view(page, box), colour)
        selection = self._selection
        if selection is not None and selection.page == page:
            for box in boxes_of(selection, self._boxes.get(page, ())):
                painter.fillRect(self._to_view(page, box), _SELECTED)

    def _with_marks(self, page: int, image: QPixmap) -> QPixmap:
        """The page's image with its marks painted in, made once for each image and set of
        marks: painting 200 marks over the page at every paint took 30 times as long as
        the page alone (a highlight multiplies its colour into the paper, pixel by pixel)."""
        marks = self._marks.get(page)
        if not marks:
            return image
        kept = self._marked.get(page)
        if kept is not None and kept[0] is image and kept[1] == self._marks_shown:
            return kept[2]
        marked = QPixmap(image)
        painter = QPainter(marked)
        width, height = self._layout.page_size(page)
        area = QRectF(0, 0, width, height)
        for mark in marks:
            lines = [self._on_page(page, rect) for rect in mark.rects]
            mark_looks.paint(painter, mark.kind, mark.colour, lines, area, sign=has_sign(mark))
        painter.end()
        self._marked[page] = (image, self._marks_shown, marked)
        return marked

    def _paint_user_marks(self, painter: QPainter, page: int) -> None:
        area = QRectF(self.page_rect(page))
        for mark in self._marks.get(page, ()):
            lines = self.mark_lines(mark)
            mark_looks.paint(painter, mark.kind, mark.colour, lines, area, sign=has_sign(mark))

    def _paint_outlines(self, painter: QPainter, page: int) -> None:
        for mark_id, flashing in ((self._chosen, False), (self._flashing, True)):
            mark = self.mark(mark_id) if mark_id is not None else None
            if mark is not None and mark.page == page:
                mark_looks.outline(painter, self.mark_lines(mark), flashing=flashing)

    # --- the user's marks ----------------------------------------------------------------
    def show_marks(self, marks: Sequence[Mark]) -> None:
        """Draw `marks` (those of the file shown) on their pages from now on."""
        by_page: dict[int, list[Mark]] = {}
        for mark in marks:
            if 0 <= mark.page < len(self._sizes):
                by_page.setdefault(mark.page, []).append(mark)
        if by_page == self._marks:
            return  # the same marks: their painted pages stay
        self._marks = by_page
        self._marks_shown += 1
        if self._chosen is not None and self.mark(self._chosen) is None:
            self._chosen = None
        self.viewport().update()

    def marks(self) -> list[Mark]:
        """The marks drawn, page by page."""
        return [mark for page in sorted(self._marks) for mark in self._marks[page]]

    def mark(self, mark_id: str) -> Mark | None:
        return next((m for m in self.marks() if m.id == mark_id), None)

    def mark_lines(self, mark: Mark) -> list[QRectF]:
        """Where the mark's lines are in the viewport now."""
        return [self._to_view(mark.page, rect) for rect in mark.rects]

    def _sign_of(self, mark: Mark, lines: Sequence[QRectF]) -> QRectF | None:
        if not has_sign(mark) or not lines:
            return None
        return mark_looks.note_sign(lines[0], QRectF(self.page_rect(mark.page)))

    def mark_at(self, point: QPointF) -> Mark | None:
        """The mark under `point` of the viewport (the last drawn, on top, first)."""
        page = self._page_under(point.toPoint())
        if page is None:
            return None
        for mark in reversed(self._marks.get(page, [])):
            lines = self.mark_lines(mark)
            if mark_looks.hits(lines, self._sign_of(mark, lines), point.x(), point.y()):
                return mark
        return None

    @property
    def chosen_mark(self) -> str | None:
        """The mark clicked (its id), outlined while its bar shows."""
        return self._chosen

    def choose_mark(self, mark_id: str | None) -> None:
        self._chosen = mark_id
        self.viewport().update()

    @property
    def flashing(self) -> str | None:
        """The mark outlined a moment after it was opened from the detail pane."""
        return self._flashing

    def flash(self, mark_id: str) -> None:
        """Scroll to the mark and outline it a moment, so the eye finds it on its page."""
        mark = self.mark(mark_id)
        if mark is None or not mark.rects:
            return
        spot = self._to_view(mark.page, mark.rects[0])
        bar = self.verticalScrollBar()
        if spot.top() < 0 or spot.bottom() > self.viewport().height():
            bar.setValue(round(bar.value() + spot.top() - self.viewport().height() / 3))
            self._update_page()
        self._flashing = mark_id
        self._flash_timer.start(FLASH_MS)
        self.viewport().update()

    def _end_flash(self) -> None:
        self._flashing = None
        self.viewport().update()

    def selection_lines(self) -> list[QRectF]:
        """Where each line of the selected text is in the viewport now, in text order (a
        selection over two columns ends in the right one)."""
        selection = self._selection
        if selection is None:
            return []
        return [self._to_view(selection.page, r) for r in rects_of(self.selected_boxes())]

    def selected_boxes(self) -> list[Box]:
        """The boxes of the characters selected, in text order (none without a box)."""
        selection = self._selection
        if selection is None:
            return []
        return boxes_of(selection, self._boxes.get(selection.page, ()))

    def clear_selection(self) -> None:
        self._selection = None
        self.viewport().update()

    # --- search results --------------------------------------------------------------------
    def show_matches(self, matches: list[Match]) -> None:
        self._matches = matches
        self._current_match = -1
        self.viewport().update()

    def current_match_rect(self) -> QRectF | None:
        """Where the current match's first line is in the viewport now."""
        if not 0 <= self._current_match < len(self._matches):
            return None
        match = self._matches[self._current_match]
        return self._to_view(match.page, match.boxes[0]) if match.boxes else None

    def show_match(self, index: int) -> None:
        """Make match `index` the current one and scroll it into view."""
        self._current_match = index
        spot = self.current_match_rect()
        if spot is not None:
            bar = self.verticalScrollBar()
            if spot.top() < 0 or spot.bottom() > self.viewport().height():
                bar.setValue(round(bar.value() + spot.top() - self.viewport().height() / 3))
            across = self.horizontalScrollBar()
            if spot.left() < 0 or spot.right() > self.viewport().width():
                across.setValue(round(across.value() + spot.left() - GAP))
        self.viewport().update()

    def matches_on(self, page: int) -> int:
        return sum(1 for match in self._matches if match.page == page)

    # --- selecting text --------------------------------------------------------------------
    @property
    def selection(self) -> Selection | None:
        return self._selection

    def select(self, page: int, start: QPointF, end: QPointF) -> None:
        """Select the text from `start` to `end`, points of the viewport on page `page`."""
        boxes = self._boxes.get(page)
        if not boxes:
            return
        first = char_at(boxes, *self._to_page(page, start))
        last = char_at(boxes, *self._to_page(page, end))
        if first is not None and last is not None:
            self._selection = between(page, first, last)
            self.viewport().update()

    def _page_under(self, point: QPoint) -> int | None:
        for page in self._visible():
            if self.page_rect(page).contains(point):
                return page
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        page = self._page_under(event.position().toPoint())
        self._selection = None
        self._drag_start = page
        self._press = event.position()
        self.pressed_away.emit()
        self.viewport().update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_start is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        self.select(self._drag_start, self._press, event.position())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._drag_start is not None and event.button() == Qt.MouseButton.LeftButton:
            if (event.position() - self._press).manhattanLength() > 2:
                self.select(self._drag_start, self._press, event.position())
                if self._selection is not None:
                    self.text_selected.emit()
            else:  # a click: on a mark, it is chosen
                mark = self.mark_at(self._press)
                if mark is not None:
                    self.mark_clicked.emit(mark.id)
            self._drag_start = None
