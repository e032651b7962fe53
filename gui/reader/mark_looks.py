"""How a mark looks on its page, and which mark a click is on.

A highlight multiplies its colour into the page (black text stays black, white paper takes
the colour, as a highlighter pen does); an underline is a rule under each line; a margin
note shades its text lightly; it, and any mark with a note, has a small note sign in the
page's margin beside its first line, on the side of the page the text is on. The rectangles
come in viewport pixels (the page view turns points into them at the current zoom), so the
same mark is drawn in the same place at every zoom and after every re-render.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from lectern.core.marks.model import Colour, Kind
from lectern.gui.mark_colours import INK

NOTE_SHADE = 0.45  # of a highlight's strength: a margin note's text is shaded lightly
SIGN = 14  # pixels: the note sign's size
SIGN_GAP = 4  # pixels between the sign and the page's edge
HIT_SLACK = 2.0  # pixels around a line that a click still counts as on the mark


def ink(colour: Colour, strength: float = 1.0) -> QColor:
    """The colour a mark multiplies into the page: white (no change) at 0, the ink at 1."""
    full = INK[colour]
    return QColor(
        round(255 - (255 - full.red()) * strength),
        round(255 - (255 - full.green()) * strength),
        round(255 - (255 - full.blue()) * strength),
    )


def note_sign(first_line: QRectF, page: QRectF) -> QRectF:
    """Where a margin note's sign is: beside its first line, in the margin of the half of
    the page the line starts in (a two-column paper's right column gets the right margin)."""
    top = first_line.center().y() - SIGN / 2
    if first_line.left() - page.left() < page.width() / 2:
        return QRectF(page.left() + SIGN_GAP, top, SIGN, SIGN)
    return QRectF(page.right() - SIGN_GAP - SIGN, top, SIGN, SIGN)


def paint(
    painter: QPainter,
    kind: Kind,
    colour: Colour,
    lines: Sequence[QRectF],
    page: QRectF,
    *,
    sign: bool = False,
) -> None:
    """One mark whose lines are at `lines` on the page at `page` (pixels of the surface
    painted: the viewport, or the page's own image)."""
    if not lines:
        return
    painter.save()
    if kind is Kind.UNDERLINE:
        pen = QPen(ink(colour).darker(135), max(1.5, lines[0].height() * 0.09))
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        for line in lines:
            y = line.bottom() + pen.widthF() / 2
            painter.drawLine(QPointF(line.left(), y), QPointF(line.right(), y))
    else:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Multiply)
        shade = ink(colour, NOTE_SHADE if kind is Kind.NOTE else 1.0)
        for line in lines:
            painter.fillRect(line, shade)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
    if sign:
        _paint_sign(painter, note_sign(lines[0], page), colour)
    painter.restore()


def outline(painter: QPainter, lines: Sequence[QRectF], *, flashing: bool) -> None:
    """The outline of the mark clicked (dashed) or of one just opened (orange, a moment)."""
    painter.save()
    pen = QPen(QColor(255, 120, 0) if flashing else QColor(40, 90, 200), 2 if flashing else 1)
    pen.setStyle(Qt.PenStyle.SolidLine if flashing else Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for line in lines:
        painter.drawRect(line.adjusted(-2, -2, 2, 2))
    painter.restore()


def _paint_sign(painter: QPainter, at: QRectF, colour: Colour) -> None:
    """A small note: a square of the mark's colour with a folded corner and two lines."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(ink(colour).darker(160), 1))
    painter.setBrush(ink(colour))
    painter.drawRoundedRect(at, 2, 2)
    painter.setPen(QPen(ink(colour).darker(200), 1))
    for share in (0.4, 0.65):
        y = at.top() + at.height() * share
        painter.drawLine(QPointF(at.left() + 3, y), QPointF(at.right() - 3, y))


def hits(lines: Sequence[QRectF], sign: QRectF | None, x: float, y: float) -> bool:
    """Whether a click at (x, y) is on a mark drawn at `lines` (or on its note sign)."""
    if sign is not None and sign.adjusted(-2, -2, 2, 2).contains(x, y):
        return True
    slack = HIT_SLACK
    return any(line.adjusted(-slack, -slack, slack, slack).contains(x, y) for line in lines)
