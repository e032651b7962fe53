"""What reading one PDF gave: its text page by page, or why there is none, in plain words.

The worker process sends these as JSON lines; the parent (and every caller: the import,
full-text search, the reader) gets them as :class:`PdfReading`. Only the text, the
document's own metadata and the lines of its first page with text (with their sizes, for
the title) cross the process boundary: nothing of pypdfium2 does.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from lectern.core.said import said


class Outcome(StrEnum):
    """How reading a PDF went. Only TEXT and NO_TEXT read the document. A failure's value is
    kept on disk and shown beside its file: written with `said` so `make translations`
    collects it, and the window names it in the user's language (`say_words`)."""

    TEXT = "text"  # its pages' text was read
    NO_TEXT = said("no text layer")  # pages but no text: a scanned PDF without OCR
    ENCRYPTED = said("encrypted")  # it needs a password to open
    DAMAGED = said("damaged")  # it starts as a PDF but cannot be read
    NOT_PDF = said("not a PDF")  # its bytes are not a PDF's, whatever its name
    TIMED_OUT = said("took too long")  # the reader was stopped at the deadline
    CRASHED = said("reader stopped")  # the reading process ended on it (or ran out of memory)
    UNREADABLE = said("unreadable")  # the file itself could not be opened (missing, no permission)

    @property
    def read(self) -> bool:
        """Whether the document was opened and its pages are known."""
        return self in (Outcome.TEXT, Outcome.NO_TEXT)


_WHY = {
    Outcome.NO_TEXT: said("it has no text layer (a scanned PDF), so its title cannot be read"),
    Outcome.ENCRYPTED: said("it is encrypted: it needs a password to open"),
    Outcome.DAMAGED: said("it is damaged: it starts as a PDF but cannot be read"),
    Outcome.NOT_PDF: said("it is not a PDF, whatever its name says"),
    Outcome.TIMED_OUT: said("reading it took too long, so Lectern stopped"),
    Outcome.CRASHED: said("the PDF reader stopped on it (it may be damaged or too large)"),
}


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a page as PDFium orders its text, with what its title needs.

    `size` is the line's usual character height in points (the median of its characters,
    so one big initial does not make a line a heading); `main` is the line without the
    characters set smaller than that after a word (superscript marks: "Lane^a,c,*" →
    "Lane"), spaces kept, and a tab where words are set apart as columns are (a byline set
    as a table). Both have accents printed as glyphs of their own put back on their
    letters (lectern.core.pdf.spacing_accents). `face` names the typeface most of its
    letters are set in, as the PDF names it ("" when unknown): a lead paragraph set in a
    face of its own ends where the body's face starts."""

    text: str
    size: float
    main: str
    face: str = ""


@dataclass(frozen=True, slots=True)
class PdfReading:
    """What one PDF holds, as far as Lectern reads it.

    `pages` is the text of each page read (at most MAX_PAGES pages and MAX_CHARS
    characters in all; `truncated` says when the document had more), `page_count` the
    document's own count. `info` is its document information (Title, Author, Subject,
    CreationDate, ...), `lines` the lines of the first page with text (past a publisher's
    cover page: the paper's own first page), numbered `lines_page` (0-based), and
    `next_lines` those of the page after it when that first page is a repository's cover
    sheet (HAL's, ResearchGate's), which leaves the byline and abstract to the paper's own
    first page behind it. `detail` says more about a failure, for a log."""

    path: str
    outcome: Outcome
    pages: tuple[str, ...] = ()
    page_count: int = 0
    truncated: bool = False
    info: dict[str, str] | None = None
    lines: tuple[Line, ...] = ()
    lines_page: int = 0
    next_lines: tuple[Line, ...] = ()
    detail: str = ""
    # The pages (0-based) with annotations other readers' marks may be (highlights, notes),
    # so the import reads the marks of those pages only.
    marked_pages: tuple[int, ...] = ()

    @property
    def text(self) -> str:
        """The whole text read, pages separated by a form feed (as pdftotext does)."""
        return "\f".join(self.pages)

    @property
    def why(self) -> str:
        """Why the file gave no paper, in words for the user ("" when it was read)."""
        if self.outcome is Outcome.UNREADABLE:
            if self.detail:
                return said("it cannot be opened ({detail})", detail=self.detail)
            return said("it cannot be opened")
        return _WHY.get(self.outcome, "")

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "outcome": self.outcome.value,
            "pages": list(self.pages),
            "page_count": self.page_count,
            "truncated": self.truncated,
            "info": self.info,
            "lines": [[line.text, line.size, line.main, line.face] for line in self.lines],
            "lines_page": self.lines_page,
            "next_lines": [[line.text, line.size, line.main] for line in self.next_lines],
            "detail": self.detail,
            "marked_pages": list(self.marked_pages),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PdfReading:
        return cls(
            path=str(data["path"]),
            outcome=Outcome(data["outcome"]),
            pages=tuple(str(p) for p in data.get("pages") or ()),
            page_count=int(data.get("page_count") or 0),
            truncated=bool(data.get("truncated")),
            info={str(k): str(v) for k, v in (data.get("info") or {}).items()} or None,
            lines=tuple(
                Line(str(t), float(s), str(m), str(face[0]) if face else "")
                for t, s, m, *face in data.get("lines") or ()
            ),
            lines_page=int(data.get("lines_page") or 0),
            next_lines=tuple(
                Line(str(t), float(s), str(m)) for t, s, m in data.get("next_lines") or ()
            ),
            detail=str(data.get("detail") or ""),
            marked_pages=tuple(int(n) for n in data.get("marked_pages") or ()),
        )
