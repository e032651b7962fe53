"""Reading stats: papers finished and opened per week and the to-read backlog, drawn with QPainter.

(QtCharts is not in pyside6-essentials.) The figures come from
:func:`lectern.core.stats.reading_stats`, computed on the reader thread because they walk
every annotation.
"""

from __future__ import annotations

import logging
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from lectern.core.results import ChangeKind
from lectern.core.stats import STATS_FIELDS, ReadingStats, WeekPoint, reading_stats
from lectern.gui.dates import short_date
from lectern.gui.i18n import translate
from lectern.gui.lifetime import if_alive

if TYPE_CHECKING:
    from lectern.core.library import Change, Library
    from lectern.gui.service import LibraryService

log = logging.getLogger(__name__)

WEEKS = 12
_BAR = QColor("#3b82c4")
_LINE = QColor("#d9822b")


def compute_stats(library: Library, weeks: int = WEEKS) -> ReadingStats:
    return reading_stats((library.notes.annotation(pid) for pid in library.ids()), weeks=weeks)


def _nice_max(value: int) -> int:
    """An axis top a person reads easily: 1, 2, 5, 10, 20, 50…"""
    if value <= 4:
        return max(value, 1)
    step = 1
    while True:
        for mult in (1, 2, 5):
            if value <= step * mult * 4:
                return step * mult * ((value + step * mult - 1) // (step * mult))
        step *= 10


class WeekChart(QWidget):
    """Bars (finished or opened per week) or a line (backlog) over the weeks, with labels."""

    def __init__(
        self, kind: str, title: str, parent: QWidget | None = None, *, figure: str = ""
    ) -> None:
        super().__init__(parent)
        self.kind = kind  # "bars" or "line"
        # The WeekPoint figure drawn: bars show "finished" unless told, the line "backlog".
        self.figure = figure or ("finished" if kind == "bars" else "backlog")
        self.title = title
        self.weeks: tuple[WeekPoint, ...] = ()
        self.setMinimumSize(QSize(360, 170))
        self.setMouseTracking(True)
        self.setAccessibleName(title)

    def values(self) -> list[int]:
        return [int(getattr(w, self.figure)) for w in self.weeks]

    def set_weeks(self, weeks: tuple[WeekPoint, ...]) -> None:
        self.weeks = weeks
        described = translate("WeekChart", ", ", "separates the items of a list").join(
            translate("WeekChart", "week of {date}: {count}").format(
                date=short_date_of(w), count=QLocale().toString(v)
            )
            for w, v in zip(weeks, self.values())
        )
        self.setAccessibleDescription(described)
        self.update()

    def _plot_rect(self) -> QRectF:
        metrics = self.fontMetrics()
        return QRectF(self.rect()).adjusted(
            metrics.horizontalAdvance("0000") + 8,
            metrics.height() + 10,
            -8,
            -(metrics.height() + 8),
        )

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        muted = palette.color(QPalette.ColorRole.PlaceholderText)
        grid = palette.color(QPalette.ColorRole.Mid)
        grid.setAlpha(90)
        title_font = QFont(self.font())
        title_font.setWeight(QFont.Weight.DemiBold)
        painter.setFont(title_font)
        painter.setPen(text)
        painter.drawText(
            QRectF(0, 0, self.width(), self.fontMetrics().height() + 4),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.title,
        )
        painter.setFont(self.font())
        plot = self._plot_rect()
        values = self.values()
        top = _nice_max(max(values, default=0))
        # horizontal grid with labels at 0, half and top
        for fraction in (0.0, 0.5, 1.0):
            y = plot.bottom() - fraction * plot.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            value = top * fraction
            if value != int(value):
                continue  # counts are whole numbers; a "7.5" line gets no label
            painter.setPen(muted)
            label = QLocale().toString(int(value))
            painter.drawText(
                QRectF(0, y - 10, plot.left() - 6, 20),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        if not values:
            painter.end()
            return
        slot = plot.width() / len(values)
        if self.kind == "bars":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_BAR)
            for i, value in enumerate(values):
                height = plot.height() * value / top
                bar = QRectF(
                    plot.left() + i * slot + slot * 0.18,
                    plot.bottom() - height,
                    slot * 0.64,
                    height,
                )
                painter.drawRoundedRect(bar, 2, 2)
        else:
            points = [
                QPointF(plot.left() + (i + 0.5) * slot, plot.bottom() - plot.height() * v / top)
                for i, v in enumerate(values)
            ]
            area = QPainterPath(QPointF(points[0].x(), plot.bottom()))
            for point in points:
                area.lineTo(point)
            area.lineTo(QPointF(points[-1].x(), plot.bottom()))
            fill = QColor(_LINE)
            fill.setAlpha(50)
            painter.fillPath(area, fill)
            painter.setPen(QPen(_LINE, 2))
            for a, b in zip(points, points[1:]):
                painter.drawLine(a, b)
            painter.setBrush(_LINE)
            for point in points:
                painter.drawEllipse(point, 2.5, 2.5)
        # week labels: every other week when space is tight
        painter.setPen(muted)
        widest = max(self.fontMetrics().horizontalAdvance(short_date_of(w)) for w in self.weeks)
        step = 1 if slot >= widest + 6 else 2
        for i, week in enumerate(self.weeks):
            if (len(self.weeks) - 1 - i) % step:
                continue
            rect = QRectF(
                plot.left() + i * slot - slot,
                plot.bottom() + 3,
                slot * 3,
                self.fontMetrics().height() + 2,
            )
            painter.drawText(
                rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, short_date_of(week)
            )
        painter.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        plot = self._plot_rect()
        if not self.weeks or not plot.contains(event.position()):
            QToolTip.hideText()
            return
        index = int((event.position().x() - plot.left()) / (plot.width() / len(self.weeks)))
        index = min(max(index, 0), len(self.weeks) - 1)
        week, value = self.weeks[index], self.values()[index]
        QToolTip.showText(event.globalPosition().toPoint(), self._tip(week, value), self)

    def _tip(self, week: WeekPoint, value: int) -> str:
        if self.figure == "finished":
            tip = translate("WeekChart", "Week of {date}: %Ln finished", n=value)
        elif self.figure == "opened":
            tip = translate("WeekChart", "Week of {date}: %Ln opened in Lectern", n=value)
        else:
            tip = translate(
                "WeekChart", "Week of {date}: %Ln to read at the end of the week", n=value
            )
        return tip.format(date=short_date_of(week))


def short_date_of(week: WeekPoint, today: date | None = None) -> str:
    """The week's Monday as the axis says it: "3 Nov" this year, "3 Nov 2024" another."""
    return short_date(week.start, today)


class ReadingStatsDialog(QDialog):
    """The reading stats window; refreshes when annotations change."""

    loaded = Signal(object)  # ReadingStats

    def __init__(self, service: LibraryService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service = service
        self.stats: ReadingStats | None = None
        self.setWindowTitle(translate("ReadingStatsDialog", "Reading stats"))
        self.setObjectName("readingStats")
        self.resize(760, 560)
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        self.figures: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        captions = [
            ("week", translate("ReadingStatsDialog", "read this week")),
            ("window", translate("ReadingStatsDialog", "read in %Ln week(s)", n=WEEKS)),
            ("to_read", translate("ReadingStatsDialog", "to read")),
            ("reading", translate("ReadingStatsDialog", "reading")),
            ("median", translate("ReadingStatsDialog", "days to read (median)")),
        ]
        for column, (key, caption) in enumerate(captions):
            number = QLabel("–")
            font = QFont(number.font())
            font.setPointSizeF(font.pointSizeF() * 1.8)
            font.setWeight(QFont.Weight.DemiBold)
            number.setFont(font)
            number.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            number.setAccessibleName(caption)
            text = QLabel(caption)
            text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            text.setWordWrap(True)
            grid.addWidget(number, 0, column)
            grid.addWidget(text, 1, column)
            self.figures[key] = number
        layout.addLayout(grid)
        self.finished_chart = WeekChart(
            "bars", translate("ReadingStatsDialog", "Papers finished per week")
        )
        self.opened_chart = WeekChart(
            "bars", translate("ReadingStatsDialog", "Papers opened per week"), figure="opened"
        )
        self.backlog_chart = WeekChart("line", translate("ReadingStatsDialog", "To-read backlog"))
        row = QHBoxLayout()  # opened beside finished: reading time next to what it finished
        row.addWidget(self.finished_chart, 1)
        row.addWidget(self.opened_chart, 1)
        layout.addLayout(row, 1)
        layout.addWidget(self.backlog_chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(500)
        self._refresh_timer.timeout.connect(self.refresh)
        service.changed.connect(self._on_changed)
        self.refresh()

    def refresh(self) -> None:
        self._service.read(compute_stats, if_alive(self, self.show_stats))

    def _on_changed(self, change: Change) -> None:
        if change.kind is ChangeKind.ANNOTATIONS and not change.touches(*STATS_FIELDS):
            return  # a note or a tag: no figure here changes
        if change.kind in (ChangeKind.ANNOTATIONS, ChangeKind.RESET, ChangeKind.PAPERS):
            self._refresh_timer.start()

    def show_stats(self, stats: ReadingStats) -> None:
        self.stats = stats
        locale = QLocale()
        self.figures["week"].setText(locale.toString(stats.finished_this_week))
        self.figures["window"].setText(locale.toString(stats.finished_in_window))
        self.figures["to_read"].setText(locale.toString(stats.to_read))
        self.figures["reading"].setText(locale.toString(stats.reading))
        median = stats.median_days_to_read
        self.figures["median"].setText("–" if median is None else locale.toString(median, "g", 6))
        self.finished_chart.set_weeks(stats.weeks)
        self.opened_chart.set_weeks(stats.weeks)
        self.backlog_chart.set_weeks(stats.weeks)
        self.loaded.emit(stats)
