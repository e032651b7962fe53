"""A paper's marks as Markdown: each marked passage quoted, with a link to its page.

What "Copy marks as Markdown", `lectern marks ID --markdown` and a note made from the marks
give: a heading with the paper's title, then each mark as a ``>`` quote of its text with its
page as a link that opens Lectern's reader there (`lectern.core.marks.address`), and the
mark's note under it. Grouped by page (in page order) or by colour (in the order of the
colour keys, then by page). The passage's line breaks and hyphenation are the PDF's, not
the author's: its words are joined by single spaces.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum

from lectern.core.marks.address import open_address
from lectern.core.marks.model import Colour, Mark
from lectern.core.marks.stored import in_order
from lectern.core.models import Paper

_SPECIAL = re.compile(r"([\\`*_\[\]<>])")  # what would turn a quoted passage into markup


class Grouping(StrEnum):
    PAGE = "page"
    COLOUR = "colour"


def as_markdown(paper: Paper, marks: Sequence[Mark], *, grouping: Grouping = Grouping.PAGE) -> str:
    """The marks of `paper` as a Markdown note (empty of marks: the heading alone)."""
    lines = [f"# {_plain(paper.title) or paper.id}", ""]
    ordered = in_order(marks)
    if Grouping(grouping) is Grouping.COLOUR:
        colours = list(Colour)
        ordered = tuple(sorted(ordered, key=lambda m: colours.index(m.colour)))
        groups = [(c.value.title(), [m for m in ordered if m.colour is c]) for c in colours]
    else:
        pages = sorted({m.page for m in ordered})
        groups = [(f"Page {p + 1}", [m for m in ordered if m.page == p]) for p in pages]
    for heading, group in groups:
        if not group:
            continue
        lines += [f"## {heading}", ""]
        for mark in group:
            lines += _quoted(paper.id, mark)
    return "\n".join(lines).rstrip("\n") + "\n"


def _quoted(paper_id: str, mark: Mark) -> list[str]:
    page = mark.page + 1
    link = f"[p. {page}]({open_address(paper_id, page)})"
    text = _SPECIAL.sub(r"\\\1", _plain(mark.text))
    lines = [f"> {text} ({link})" if text else f"> ({link})", ""]
    note = mark.note.strip()
    if note:
        lines += [note, ""]
    return lines


def _plain(text: str) -> str:
    return " ".join(
        text.replace("\ufffe", "").replace("\u00ad", "").split()
    )  # PDFium's soft hyphens
