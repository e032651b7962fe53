"""The pages of attached PDFs, each its own document in a Whoosh index beside the papers'.

A page is the unit because a passage is shown with its page number and opens the reader
there (JabRef indexes each page as its own document too). Keeping the pages out of the
papers' index means a status key or a note save never tokenises a PDF again, and the
papers' index keeps its size and speed whatever the PDFs hold. A search reads the pages'
posting lists through the same bulk evaluator as the papers' (:mod:`.ranking`), so a word
costs a few posting lists, never a scan of texts: a paper's score is its best page's.

Each page document holds the paper's id (a column, so hits map back to papers), the page
number, the file's SHA-256 (``pair``: paper id and digest, what tells which files are
indexed) and the page's words and text (the text for phrases and passages). A file with
no text still gets one empty document, so it counts as indexed and is not read again.
It is derived data: deleted or damaged, it is made again from the kept texts.
"""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from whoosh import fields
from whoosh.filedb.filestore import FileStorage

from lectern.core.deferred_log import DeferredLogger
from lectern.core.search import whoosh_private
from lectern.core.search.analysis import WeightedText
from lectern.core.search.index_schema import merge_small
from lectern.core.search.postings import SegmentCache, Snapshot
from lectern.core.search.ranking import Evaluator

log = DeferredLogger(__name__)

PAGES_NAME = "pages"
PAGES_FOLDER = "pages"  # inside the library's fulltext/ folder
PAIR_GLUE = "\x1f"  # between a paper's id and a file's digest in `pair`
# Views opened in a row when each one's files go under a newer commit (see _open_snapshot).
OPEN_TRIES = 5


def make_page_schema() -> fields.Schema:
    return fields.Schema(
        id=fields.ID(sortable=True),  # the paper's id
        pair=fields.ID(),  # paper id + PAIR_GLUE + the file's SHA-256
        page_no=fields.COLUMN(),  # 1-based, as text
        sha=fields.COLUMN(),
        fulltext=WeightedText(),
        fulltext_text=fields.COLUMN(),
    )


@dataclass(frozen=True, slots=True)
class PageHit:
    """One page of a paper's file that matched, with its score and its text."""

    sha: str
    page: int  # 1-based
    score: float
    text: str


class PageIndex:
    """The pages index of one library. Writes from one thread of one process at a time
    (the PDF pass child while the window is open), reads from any thread of any process."""

    def __init__(self, folder: Path, *, readonly: bool = False) -> None:
        self.folder = Path(folder)
        self.readonly = readonly
        self._lock = threading.RLock()  # the readers' view
        self._write_lock = threading.Lock()  # a commit: searches go on meanwhile
        self._cache = SegmentCache()
        self._snap: Snapshot | None = None
        self._ix: Any = None
        self._open()

    def _open(self, *, quiet: bool = False) -> None:
        """Open the index as its latest commit left it; None when it is missing or cannot be
        read. It is made (again) by the first commit (`put_many`), never here: a process
        that opens it writable but never commits (the window's, see
        lectern.core.library.fulltext_child) never writes its folder."""
        storage = FileStorage(str(self.folder), supports_mmap=False)
        try:
            self._ix = whoosh_private.open_index(storage, PAGES_NAME)
        except Exception as exc:  # missing or unreadable: derived data, made again
            if not whoosh_private.is_damage(exc):
                raise  # a bug, never turned into a rebuild
            if self.folder.exists() and not quiet:
                log.warning("the PDF pages index cannot be opened (%r)", exc)
            self._ix = None

    def _create(self) -> None:
        """Make the index again, empty (missing or damaged): the writer alone."""
        with self._lock:
            self._drop_snapshot()
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder.mkdir(parents=True, exist_ok=True)
            storage = FileStorage(str(self.folder), supports_mmap=False)
            self._ix = storage.create_index(make_page_schema(), indexname=PAGES_NAME)

    def close(self) -> None:
        with self._write_lock, self._lock:
            self._drop_snapshot()
            if self._ix is not None:
                self._ix.close()
                self._ix = None

    # --- writing (the writer thread) ----------------------------------------------------
    def put(self, paper_id: str, files: Sequence[tuple[str, Sequence[str]]]) -> None:
        """Replace a paper's pages by those of `files` ((SHA-256, page texts) each)."""
        self.put_many([(paper_id, files)])

    def put_many(self, papers: Iterable[tuple[str, Sequence[tuple[str, Sequence[str]]]]]) -> None:
        """Replace several papers' pages in one commit (a batch of the extraction)."""
        with self._write_lock:
            if self._ix is None:
                if self.readonly:
                    return
                self._create()
            writer = whoosh_private.IndexWriter(self._ix, limitmb=64)
            try:
                for paper_id, files in papers:
                    writer.delete_by_term("id", paper_id)
                    for sha, pages in files:
                        self._add_file(writer, paper_id, sha, pages)
                # Fold like with like, as the papers' index does: a batch's segment costs a
                # write per distinct word, so many small ones cost more than a few merges.
                writer.commit(mergetype=merge_small)
            except BaseException:
                writer.cancel()
                raise

    @staticmethod
    def _add_file(writer: Any, paper_id: str, sha: str, pages: Sequence[str]) -> None:
        pair = f"{paper_id}{PAIR_GLUE}{sha}"
        added = False
        for number, text in enumerate(pages, start=1):
            if not text.strip():
                continue
            safe = text.encode("utf-8", "replace")
            writer.add_document(
                id=paper_id,
                pair=pair,
                page_no=str(number).encode(),
                sha=sha.encode(),
                fulltext=safe.decode("utf-8"),
                fulltext_text=safe,
            )
            added = True
        if not added:
            writer.add_document(id=paper_id, pair=pair, page_no=b"0", sha=sha.encode())

    # --- reading (any thread) -----------------------------------------------------------
    def _snapshot(self) -> Snapshot | None:
        if self._ix is None:
            return None
        if self._snap is not None and self._snap.searcher.up_to_date():
            return self._snap
        self._drop_snapshot()
        self._snap = self._open_snapshot()
        return self._snap

    def _open_snapshot(self) -> Snapshot:
        """A view of the latest commit. Another process (the PDF pass child) may commit
        while it opens, and a commit deletes the files of the one before (Whoosh's TOC is
        replaced atomically, then the files it no longer names are removed): a file gone
        under a newer commit is no damage, the newer commit is opened instead. Once open,
        a view keeps its files open, so a later commit does not disturb its searches."""
        for _ in range(OPEN_TRIES - 1):
            generation = self._ix.latest_generation()
            try:
                return Snapshot(self._ix.searcher(), self._cache)
            except Exception as exc:  # all but a newer commit's files going are raised
                if not whoosh_private.is_damage(exc):
                    raise
                if self._ix.latest_generation() == generation:
                    raise
        return Snapshot(self._ix.searcher(), self._cache)

    def refresh(self) -> bool:
        """See what another process committed since (the window's view, after the PDF pass
        child said it indexed papers): the index opened if it was missing, and the view
        moved to the latest commit, opened now (on the caller's thread, not the next
        search's). A search never sees half a commit: Whoosh names a commit's files in
        its table of contents, written whole and renamed into place once they are written.
        True when the view changed; unreadable files are logged and left for later."""
        with self._lock:
            try:
                if self._ix is None:
                    self._open(quiet=True)
                    if self._ix is None:
                        return False
                elif self._snap is not None and self._snap.searcher.up_to_date():
                    return False
                self._drop_snapshot()
                self._snap = self._open_snapshot()
            except Exception as exc:  # all but unreadable files are raised
                if not whoosh_private.is_damage(exc):
                    raise
                log.warning("the PDF pages index cannot be read now (%r)", exc)
                self._drop_snapshot()
                return False
            return True

    def _drop_snapshot(self) -> None:
        if self._snap is not None:
            self._snap.searcher.close()
            self._snap = None

    def indexed(self) -> set[tuple[str, str]]:
        """(paper id, SHA-256) of every file whose pages are in the index."""
        with self._lock:
            snap = self._snapshot()
            if snap is None:
                return set()
            found = set()
            for text in snap.reader.lexicon("pair"):
                word = text.decode("utf-8") if isinstance(text, bytes) else str(text)
                paper_id, _, sha = word.partition(PAIR_GLUE)
                if snap.postings("pair", word).keys() - snap.deleted:
                    found.add((paper_id, sha))
            return found

    def paper_scores(self, query: Any) -> dict[str, float]:
        """Paper id → its best page's score for a query over the pages' words."""
        with self._lock:
            snap = self._snapshot()
            if snap is None:
                return {}
            match = Evaluator(snap).evaluate(query)
            docs = set(match.docs) - snap.deleted
            if not docs:
                return {}
            ordered = sorted(docs)
            scores = match.scores(docs)
            best: dict[str, float] = {}
            for docnum, paper_id in zip(ordered, snap.paper_ids(ordered), strict=True):
                score = scores[docnum]
                if score > best.get(paper_id, -1.0):
                    best[paper_id] = score
            return best

    def best_pages(self, paper_id: str, queries: Sequence[Any], limit: int) -> list[PageHit]:
        """The pages of one paper that match any of `queries`, best first, at most `limit`."""
        with self._lock:
            snap = self._snapshot()
            if snap is None or not queries:
                return []
            own = set(snap.postings("id", paper_id)) - snap.deleted
            if not own:
                return []
            evaluator = Evaluator(snap)
            evaluator.within = own
            totals: dict[int, float] = {}
            for query in queries:
                match = evaluator.evaluate(query)
                docs = set(match.docs) & own
                for docnum, score in match.scores(docs).items():
                    totals[docnum] = totals.get(docnum, 0.0) + score
            best = sorted(totals, key=lambda d: (-totals[d], d))[:limit]
            return [
                PageHit(
                    snap.column("sha", d),
                    int(snap.column("page_no", d) or 0),
                    totals[d],
                    snap.column("fulltext_text", d),
                )
                for d in best
            ]
