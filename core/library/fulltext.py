"""Full-text search: the text of every attached PDF, kept and indexed page by page.

The `FullText` part of :class:`lectern.core.library.Library`. Three steps, so that a caller
can run each where it belongs (the window: the scan and the reading on a thread of their
own, the index on the writer thread, in small batches):

1. :meth:`FullText.waiting`: the papers with an attached PDF whose text is not kept or not
   in the pages' index (at open, after an import or an attach; all of them when the
   `fulltext/` folder was deleted).
2. :meth:`FullText.read`: each of a paper's PDFs read in the worker process
   (lectern.core.pdf.reader), or taken from the kept texts when the same bytes were read
   before, and kept by SHA-256 (storage/derived/pdf_texts.py).
3. :meth:`FullText.index`: the pages of a batch of papers into the pages' index.

Then `fulltext:` and plain words find them (search/pages.py, search/ranking.py), and
:meth:`FullText.passages` gives a paper's matching pages with their numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from whoosh import query as wq

from lectern.core.attached import full_path
from lectern.core.library.state import LibraryState
from lectern.core.pdf.outcome import Outcome, PdfReading
from lectern.core.pdf.reader import PdfReader
from lectern.core.search.highlight import fragment, match_spans
from lectern.core.search.pages import PAGES_FOLDER, PageIndex
from lectern.core.search.query import parse_query
from lectern.core.search.query.fields import PDF_PLACE
from lectern.core.search.query.nodes import InPdf
from lectern.core.storage.derived.file_digests import FileDigests
from lectern.core.storage.derived.pdf_texts import FULLTEXT, KeptText, PdfTexts

PASSAGE_CHARS = 220  # of a page shown as a passage
PASSAGES = 5  # pages shown for one paper
# Outcomes not kept: the file may read another time (it was missing, or the machine busy).
# A crash is kept: the reader stopped on the file in two workers in turn, and Lectern's own
# reader must know it before it renders the file in the window's process.
_UNBREAK = re.compile("\ufffe\\s*")
_RETRY = frozenset({Outcome.UNREADABLE, Outcome.TIMED_OUT})


def is_pdf(stored: str) -> bool:
    return stored.lower().endswith(".pdf")


@dataclass(frozen=True, slots=True)
class FileText:
    """One attached PDF of a paper: where it is, its digest and its kept text (None while
    it has not been read)."""

    path: str
    sha: str
    kept: KeptText | None
    stored: str = ""  # as the paper names it (``files/…`` for the library's own copy)

    @property
    def outcome(self) -> Outcome | None:
        return None if self.kept is None else Outcome(self.kept.outcome)


@dataclass(frozen=True, slots=True)
class PaperText:
    """A paper's attached PDFs and their texts."""

    paper_id: str
    files: tuple[FileText, ...]


@dataclass(frozen=True, slots=True)
class Passage:
    """A page of a paper's PDF that matched: its number (1-based) and the stretch of it
    with the most matches, as HTML with the matches marked."""

    page: int
    html: str
    sha: str


def kept_from(reading: PdfReading) -> KeptText:
    """What is kept of a reading: PDFium's marks of a word broken at a line's end (U+FFFE)
    are taken out, so "al-ready" is found as "already"."""
    return KeptText(
        outcome=reading.outcome.value,
        why=reading.why,
        pages=tuple(_UNBREAK.sub("", page).replace("\u2029", "\n") for page in reading.pages),
        page_count=reading.page_count,
    )


class FullText:
    """The attached PDFs' text: what waits, reading it, indexing it, and its passages."""

    def __init__(self, state: LibraryState, *, writes: bool | None = None) -> None:
        """`writes`: whether this keeps texts and digests and commits to the pages' index
        (the `fulltext/` folder, derived data of this computer's own); by default when the
        library is writable. The PDF pass child (lectern.core.library.fulltext_child) opens
        the library read-only, as the window holds its lock, and writes `fulltext/` alone."""
        self._state = state
        self.writes = not state.readonly if writes is None else writes
        folder = state.folder / FULLTEXT
        self._texts = PdfTexts(folder)
        self._digests = FileDigests(folder)
        self.pages = PageIndex(folder / PAGES_FOLDER, readonly=not self.writes)

    def close(self) -> None:
        if self.writes:
            self._digests.save()
        self.pages.close()

    # --- what waits ------------------------------------------------------------------------
    def pdfs(self, paper_id: str) -> list[tuple[str, Path]]:
        """A paper's attached PDFs: each as the paper names it, and its full path."""
        doc = self._state.by_id.get(paper_id) or {}
        folder = self._state.folder
        return [(f, Path(full_path(f, folder))) for f in doc.get("files") or () if is_pdf(f)]

    def _with_pdfs(self) -> Iterator[tuple[str, list[tuple[str, Path]]]]:
        by_id = self._state.by_id
        for paper_id in list(self._state.live):
            files = (by_id.get(paper_id) or {}).get("files") or ()
            if any(is_pdf(f) for f in files):
                yield paper_id, self.pdfs(paper_id)

    def nothing_waits(self) -> bool:
        """True when surely no pass is needed: every attached PDF is a file hashed before
        and unchanged since, whose text is kept and whose pages are indexed for its paper (or
        a file that is not there), and no page is indexed for a PDF no longer attached. A file
        not hashed yet or changed since counts as waiting (the pass finds out). Stats each
        attached PDF and reads none, so the window asks it before it starts a pass's child
        process: a library whose PDFs are all read starts none at open."""
        indexed = self.pages.indexed()
        attached: set[tuple[str, str]] = set()
        for paper_id, paths in self._with_pdfs():
            for _, path in paths:
                sha = self._digests.known(path)
                if sha is None and not path.exists():
                    continue  # nothing to read: a pass would find nothing either
                if sha is None or (paper_id, sha) not in indexed or not self._texts.has(sha):
                    return False
                attached.add((paper_id, sha))
        return not indexed - attached

    def waiting(self) -> list[str]:
        """Papers with a readable attached PDF whose text is not kept or not indexed yet,
        then those whose pages are indexed for a PDF they no longer have (taken off, or the
        paper deleted). Hashes files it has not seen (reads them whole): never call it on
        the UI thread."""
        indexed = self.pages.indexed()
        found = []
        attached: set[tuple[str, str]] = set()
        for paper_id, paths in self._with_pdfs():
            pairs = {(paper_id, sha) for _, path in paths if (sha := self._digests.digest(path))}
            attached |= pairs
            if any(pair not in indexed or not self._texts.has(pair[1]) for pair in pairs):
                found.append(paper_id)
        gone = {paper_id for paper_id, _ in indexed - attached}.difference(found)
        found += sorted(gone)
        if self.writes:
            self._digests.save()
        return found

    # --- reading ---------------------------------------------------------------------------
    def kept(self, paper_id: str) -> PaperText:
        """A paper's PDFs with the text kept for each (None where none is): no PDF is read."""
        files = []
        for stored, path in self.pdfs(paper_id):
            sha = self._digests.digest(path) or ""
            kept = self._texts.get(sha) if sha else None
            files.append(FileText(str(path), sha, kept, stored))
        return PaperText(paper_id, tuple(files))

    def problem(self, paper_id: str, path: str) -> str:
        """Why the paper's PDF at `path` must not be rendered in Lectern's own process
        without asking ("" when nothing is known against it): the PDF reader stopped on
        it when its text was read. No PDF is read; the file may be hashed."""
        wanted = Path(path).resolve()
        for f in self.kept(paper_id).files:
            if f.outcome is Outcome.CRASHED and Path(f.path).resolve() == wanted:
                return f.kept.why if f.kept is not None else ""
        return ""

    def read(self, paper_id: str, reader: PdfReader) -> PaperText:
        """A paper's PDFs with their text, each read now unless the same bytes were read
        before; what was read is kept. Runs a worker process: never on the UI thread."""
        files = []
        for stored, path in self.pdfs(paper_id):
            sha = self._digests.digest(path)
            if sha is None:
                reading = reader.read(path)  # says why it cannot be opened
                files.append(FileText(str(path), "", kept_from(reading), stored))
                continue
            kept = self._texts.get(sha)
            if kept is None:
                reading = reader.read(path)
                kept = kept_from(reading)
                if reading.outcome not in _RETRY and self.writes:
                    self._texts.put(sha, kept)
            files.append(FileText(str(path), sha, kept, stored))
        return PaperText(paper_id, tuple(files))

    # --- indexing (the writer) -------------------------------------------------------------
    def index(self, batch: Sequence[PaperText]) -> None:
        """Put these papers' pages into the pages' index, replacing what it had of them."""
        if not self.writes:
            self._state.require_writable()
        papers = [
            (text.paper_id, [(f.sha, f.kept.pages) for f in text.files if f.sha and f.kept])
            for text in batch
        ]
        self.pages.put_many(papers)
        self._digests.save()

    # --- passages --------------------------------------------------------------------------
    def passages(self, paper_id: str, query: str, limit: int = PASSAGES) -> list[Passage]:
        """The pages of the paper's PDFs that the query's PDF words match, best first."""
        parsed = parse_query(query)
        wanted = list(_pdf_queries(parsed.query))
        if not wanted:
            return []
        marks = parsed.highlights
        stems = marks.stems[PDF_PLACE]
        prefixes = marks.prefixes[PDF_PLACE]
        phrases = marks.phrases[PDF_PLACE]
        out = []
        for hit in self.pages.best_pages(paper_id, wanted, limit):
            text = " ".join(hit.text.split())
            spans = match_spans(text, stems, prefixes, phrases)
            if spans:
                out.append(Passage(hit.page, fragment(text, spans, PASSAGE_CHARS), hit.sha))
        return out


def _pdf_queries(q: Any) -> Iterator[Any]:
    """The queries over PDF pages in a parsed query, leaving out those a NOT negates."""
    if isinstance(q, InPdf):
        yield q.child
        return
    if isinstance(q, wq.Not):
        return
    if isinstance(q, wq.And):
        for sub in q.subqueries:
            if not isinstance(sub, wq.Not):
                yield from _pdf_queries(sub)
        return
    if q.is_leaf():
        return
    for child in q.children():
        yield from _pdf_queries(child)
