"""PDFs coming into the library: each read, made the record of the paper it is, its file kept.

An import of PDFs goes the way every import goes (lectern.core.library.importing): each PDF
becomes a record from what it says of itself (lectern.core.pdf.metadata, every value marked
as guessed), and a record of a paper the library has (same DOI or arXiv id, or the same
work by the identity rules) joins it, which attaches the file to it instead of adding a
paper. What this module adds is the file: read in the worker process (a bad file fails
alone, with its reason), then copied into the library's `files/` folder (the same bytes kept
once) or, when asked, linked where it is; and what became of each file, for the report.

A copy is made only for a file the import attaches to a paper, just before the import is
written, and it stays when the import is undone: Redo, and restoring the paper from the
Trash, find it again. The user's own file is only ever read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lectern.core.errors import ImportCancelled, LecternError
from lectern.core.importers.base import RawRecord
from lectern.core.library.fulltext import kept_from
from lectern.core.library.importing import PreparedImport
from lectern.core.pdf.outcome import PdfReading
from lectern.core.pdf.reader import PdfReader
from lectern.core.results import FileAction, FileOutcome
from lectern.core.said import said
from lectern.core.storage.derived.file_digests import FileDigests
from lectern.core.storage.derived.pdf_texts import PdfTexts
from lectern.core.storage.library_files import LibraryFiles, readable_name, sha256_of

if TYPE_CHECKING:  # its rules load with the first PDF read: opening a library reads none
    from lectern.core.marks.model import Mark
    from lectern.core.pdf.metadata import PdfMetadata

PDF_FORMAT = "pdf"
_PDF_HEAD = b"%PDF-"
NOTHING_FOUND = said("Lectern found no title, DOI or arXiv id in it")
FILES_CHOSEN = said(
    "its paper's files were chosen by hand, so an import adds none; attach it there"
)


def is_pdf(path: Path) -> bool:
    """A PDF by its name or its first bytes (a PDF saved without .pdf is one too)."""
    if path.suffix.lower() == ".pdf":
        return True
    try:
        with open(path, "rb") as handle:
            return _PDF_HEAD in handle.read(1024)
    except OSError:
        return False


def find_pdfs(paths: Iterable[Path]) -> list[Path]:
    """The PDFs named, a folder's searched through with its subfolders (hidden ones left
    out), each once, a folder's in name order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            inside = (
                p
                for p in path.rglob("*")
                if p.suffix.lower() == ".pdf"
                and p.is_file()
                and not any(part.startswith(".") for part in p.relative_to(path).parts)
            )
            found.extend(sorted(inside, key=lambda p: [s.casefold() for s in p.parts]))
        else:
            found.append(path)
    return list(dict.fromkeys(found))


@dataclass
class PdfBatch:
    """The PDFs of one import as read: a record for each that names a paper, the ones that
    failed, and the files to copy in once the import knows where each record went."""

    library_files: LibraryFiles
    link: bool
    texts: PdfTexts | None = None  # where each file's text is kept, for full-text search
    # The attached files' digests, for full-text search: told each file's, so that it does
    # not hash it again.
    digests: FileDigests | None = None
    # The paper is named by a record from elsewhere (a page saved from the browser): a PDF
    # that names none itself (a scan without its text) is kept and attached all the same.
    named: bool = False
    records: list[RawRecord] = field(default_factory=list)
    sources: dict[int, Path] = field(default_factory=dict)  # record line → the user's file
    stored: dict[int, str] = field(default_factory=dict)  # record line → stored path
    failed: dict[int, str] = field(default_factory=dict)  # file number → why
    paths: list[Path] = field(default_factory=list)
    _to_copy: dict[str, Path] = field(default_factory=dict)  # stored path → its source
    _by_digest: dict[str, str] = field(default_factory=dict)  # this batch's new copies
    _digest_of: dict[int, str] = field(default_factory=dict)  # record line → its SHA-256
    _marked: dict[int, tuple[int, ...]] = field(default_factory=dict)  # → pages with marks

    def read(
        self,
        paths: Sequence[Path],
        *,
        progress: Callable[[int, int], None] | None = None,
        cancel: Callable[[], bool] | None = None,
    ) -> None:
        """Read each PDF in the worker and make its record."""
        self.paths = list(paths)
        with PdfReader() as reader:
            for number, path in enumerate(self.paths, 1):
                if cancel and cancel():
                    raise ImportCancelled(said("Import cancelled; the library is unchanged."))
                reading = reader.read(path)
                if progress:
                    progress(number, len(self.paths))
                if not reading.outcome.read:
                    self.failed[number] = reading.why
                    continue
                from lectern.core.pdf.metadata import paper_metadata

                meta = paper_metadata(reading)
                if not meta.names_a_paper and not self.named:
                    self.failed[number] = reading.why or NOTHING_FOUND
                    continue
                try:
                    digest = sha256_of(path)
                    stored = self._place(path, digest, meta)
                except OSError as exc:
                    self.failed[number] = said(
                        "it cannot be read ({reason})", reason=exc.strerror or str(exc)
                    )
                    continue
                self._keep_text(digest, reading)
                self._digest_of[number] = digest
                if reading.marked_pages:
                    self._marked[number] = reading.marked_pages
                self.records.append(_record(number, meta, stored))
                self.sources[number] = path
                self.stored[number] = stored

    def _keep_text(self, digest: str, reading: PdfReading) -> None:
        """Keep the text read, so full-text search indexes it without reading the PDF again
        (derived data: a folder that refuses only means reading it again)."""
        if self.texts is None:
            return
        with suppress(OSError):
            self.texts.put(digest, kept_from(reading))

    def _place(self, path: Path, digest: str, meta: PdfMetadata) -> str:
        """Where the paper keeps this file: the link itself, the library's copy of these
        bytes (`digest`), or a new copy's readable name."""
        if self.link:
            return str(path.resolve())
        held = self.library_files.holding(digest) or self._by_digest.get(digest, "")
        if held:
            return held
        surname = _surname(meta.authors[0]) if meta.authors else ""
        base = readable_name(meta.title or path.stem, author=surname, year=meta.year)
        taken = {stored.rsplit("/", 1)[-1] for stored in self._to_copy}
        stored = f"files/{self.library_files.free_name(base, taken)}"
        self._to_copy[stored] = path
        self._by_digest[digest] = stored
        return stored

    def finish(self, plan: PreparedImport) -> None:
        """Name each new paper's source as its PDF, and copy into `files/` the new files the
        plan attaches to a paper (before the import is written: a record never names a copy
        that is not there)."""
        numbers = {stored: number for number, stored in self.stored.items()}
        for doc in plan.new:
            first = (doc.get("files") or [""])[0]
            if first in numbers:
                doc["source_file"] = self.sources[numbers[first]].name
        wanted = {f for doc in plan.new for f in doc.get("files") or ()}
        wanted |= {f for changes in plan.merged.values() for f in changes.get("files") or ()}
        digests = {stored: self._digest_of[number] for number, stored in self.stored.items()}
        for stored, source in self._to_copy.items():
            if stored not in wanted:
                continue
            try:
                copy = self.library_files.copy_in(
                    source, stored.rsplit("/", 1)[-1], digests[stored]
                )
            except OSError as exc:
                raise LecternError(
                    said(
                        "Could not copy {path} into the library's files folder: "
                        "{reason}. Nothing was imported.",
                        path=source,
                        reason=exc.strerror or str(exc),
                    )
                ) from exc
            if self.digests is not None:
                self.digests.remember(copy, digests[stored])
        if self.link and self.digests is not None:
            for stored in wanted & digests.keys():
                self.digests.remember(Path(stored), digests[stored])
        self.library_files.save_hashes()
        if self.digests is not None:
            self.digests.save()

    def marks(self, outcomes: Sequence[FileOutcome]) -> list[Mark]:
        """The marks other readers left in the files (`outcomes`, as `outcomes` gave them),
        as marks of the papers the files went to. Read in the worker, only from the pages
        whose reading found annotations on them; a file without any costs nothing."""
        wanted = [
            (number, outcome.paper_id)
            for number, outcome in enumerate(outcomes, 1)
            if number in self._marked and outcome.paper_id
        ]
        if not wanted:
            return []
        found: list[Mark] = []
        with PdfReader() as reader:
            for number, paper_id in wanted:
                read = reader.marks(
                    self.sources[number], paper_id, self._digest_of[number], self._marked[number]
                )
                found.extend(read.marks)
        return found

    def outcomes(self, plan: PreparedImport, known: dict[str, dict[str, Any]]) -> list[FileOutcome]:
        """What became of each file, in the order given: added, attached (to which paper),
        the same file already attached, or failed and why."""
        owners: dict[str, tuple[str, str, bool]] = {}  # stored → paper, title, its own
        for doc in plan.new:
            for n, stored in enumerate(doc.get("files") or ()):
                owners.setdefault(stored, (doc["id"], doc["title"], n == 0))
        for pid, changes in plan.merged.items():
            title = str(changes.get("title") or known[pid].get("title") or "")
            for stored in changes.get("files") or ():
                if stored not in (known[pid].get("files") or ()):
                    owners.setdefault(stored, (pid, title, False))
        for pid in plan.known_ids:
            title = str(plan.merged.get(pid, {}).get("title") or known[pid].get("title") or "")
            for stored in known[pid].get("files") or ():
                owners.setdefault(stored, (pid, title, False))
        out: list[FileOutcome] = []
        seen: set[str] = set()
        for number, path in enumerate(self.paths, 1):
            if number in self.failed:
                out.append(FileOutcome(str(path), FileAction.FAILED, reason=self.failed[number]))
                continue
            stored = self.stored[number]
            if stored not in owners:
                out.append(FileOutcome(str(path), FileAction.FAILED, reason=FILES_CHOSEN))
                continue
            pid, title, own = owners[stored]
            if stored in seen or not _new_to(stored, pid, known):
                action = FileAction.ALREADY
            else:
                action = FileAction.ADDED if own else FileAction.ATTACHED
            seen.add(stored)
            out.append(FileOutcome(str(path), action, pid, title))
        return out


def _surname(name: str) -> str:
    """ "Ivan Rodriguez Montoya" → "Montoya", "Alabsi S" → "Alabsi": the last word that is
    not an initial."""
    words = [w for w in name.split() if sum(ch.isalpha() for ch in w) >= 2]
    return words[-1] if words else ""


def _new_to(stored: str, pid: str, known: dict[str, dict[str, Any]]) -> bool:
    """Whether the import gives the paper this file (it did not have it before)."""
    return pid not in known or stored not in (known[pid].get("files") or ())


def _record(number: int, meta: PdfMetadata, stored: str) -> RawRecord:
    """The PDF as a record: every value it gave marked as guessed."""
    given = {
        "title": meta.title,
        "authors": meta.authors,
        "year": meta.year,
        "doi": meta.doi,
        "arxiv_id": meta.arxiv_id,
        "abstract": meta.abstract,
    }
    return RawRecord(
        line=number,
        title=meta.title,
        authors=list(meta.authors),
        year=meta.year,
        doi=meta.doi,
        arxiv_id=meta.arxiv_id,
        abstract=meta.abstract,
        files=[stored],
        derived=[name for name, value in given.items() if value],
    )
