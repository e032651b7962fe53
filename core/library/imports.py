"""Bringing papers in: files, pasted entries, papers typed by hand, and undoing an import.

The `Imports` part of :class:`lectern.core.library.Library`, which owns the import records.
Every way in goes through
:func:`lectern.core.library.importing.prepare_import`, so a paper typed by hand is matched
like one in a file. An import is one action, one History entry; `papers.json` keeps a
record of each of the last ones (its file, what it added, its History entry), and "Undo
this import" is an undo of that entry, so it works after a restart, and Redo brings the
import back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lectern.core.errors import ImportCancelled, ImportFileError, LecternError
from lectern.core.importers import parse_file, read_backup_searches
from lectern.core.importers.base import ParsedFile, RawRecord, Skipped
from lectern.core.importers.reading_child import read_aside
from lectern.core.library.collections import Collections
from lectern.core.library.group_paths import GroupPlaces
from lectern.core.library.history import History
from lectern.core.library.importing import Known, PreparedImport, carried_pairs, prepare_import
from lectern.core.library.marking import Marks
from lectern.core.library.papers import Papers
from lectern.core.library.pdf_import import PDF_FORMAT, PdfBatch, find_pdfs, is_pdf
from lectern.core.library.queue import queued_after
from lectern.core.library.state import IMPORTS, PAPERS, LibraryState
from lectern.core.marks.model import Mark
from lectern.core.models import Entry, clean_field, to_iso, utcnow
from lectern.core.results import Change, ChangeKind, FileOutcome, ImportReport
from lectern.core.said import said
from lectern.core.storage.derived.file_digests import FileDigests
from lectern.core.storage.derived.pdf_texts import FULLTEXT, PdfTexts
from lectern.core.storage.library_files import LibraryFiles
from lectern.core.storage.serialize import paper_from_dict
from lectern.core.sync.entry_kind import EntryKind

IMPORTS_KEPT = 10  # imports that can be undone: `lectern imports` and File → Undo an import
INDEX_BATCH = 10_000  # papers per index commit during an import (two segments of half)
BY_HAND = "added by hand"

Progress = Callable[[int, int], None]
Cancel = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class ImportRecord:
    """One import as the library remembers it, for "Undo this import"."""

    id: int
    at: str
    path: str
    added: int
    merged: int
    undone: bool
    collection: str = ""

    @property
    def name(self) -> str:
        return Path(self.path).name if self.path != BY_HAND else BY_HAND

    @property
    def when(self) -> str:
        """When it was made, as both lists show it: "2026-03-14 09:26" (UTC)."""
        return self.at[:16].replace("T", " ")

    @property
    def label(self) -> str:
        """How the user knows it: the file (and the collection it went into)."""
        if self.collection and self.collection != Path(self.name).stem:
            return f"{self.collection} ({self.name})"
        return self.name


class Imports:
    """Papers coming in, the records of the last imports, and undoing one."""

    def __init__(
        self,
        state: LibraryState,
        papers: Papers,
        collections: Collections,
        history: History,
        marks: Marks,
    ) -> None:
        self._state = state
        self._marks = marks
        self._papers = papers
        self._collections = collections
        self._history = history

    def import_files(
        self,
        paths: Iterable[str | Path],
        *,
        progress: Progress | None = None,
        cancel: Cancel | None = None,
        collection: str | None = None,
        link: bool = False,
    ) -> list[ImportReport]:
        """Import files one by one: each is one store transaction and one index pass.

        Each file's papers go into a collection named after the file, or into
        `collection` (new or existing) when given, or into none for "" (only the ones its
        records name themselves, as Lectern's own exports do). A file that cannot be read raises
        ImportFileError and changes nothing; a cancelled import raises ImportCancelled and
        leaves the current file unimported. The PDFs among `paths`, and those in the folders
        among them, are one import of their own, the last (see `import_pdfs`).
        """
        self._state.require_writable()
        reports = []
        pdfs = []
        for path in map(Path, paths):
            if path.is_dir() or is_pdf(path):
                pdfs.append(path)
                continue
            parsed = parse_file(path)
            if collection is not None:
                parsed.collection = " ".join(collection.split())
                parsed.collection_chosen = True
            with read_aside(parsed):  # a large file's records read on the other core
                reports.append(self._import_parsed(parsed, progress, cancel))
        if pdfs:
            reports.append(
                self.import_pdfs(
                    pdfs, link=link, collection=collection, progress=progress, cancel=cancel
                )
            )
        return reports

    def import_pdfs(
        self,
        paths: Iterable[str | Path],
        *,
        link: bool = False,
        collection: str | None = None,
        progress: Progress | None = None,
        cancel: Cancel | None = None,
    ) -> ImportReport:
        """Import PDFs (a folder's, with its subfolders') as one import, one History entry.

        Each PDF becomes a paper from what it says of itself (every value marked as
        guessed, for the real record to replace), or is attached to the paper the library
        has of it (same DOI or arXiv id, or the same work). Its file is copied into the
        library's `files/` folder, the same bytes once, or with `link` linked where it is.
        A file that cannot be read fails alone, with its reason, in the report's `files`;
        the others are imported. The papers go into `collection` when given, else into none.
        ImportFileError when there is no PDF to import (an empty folder).
        """
        self._state.require_writable()
        given = [Path(p) for p in paths]
        found = find_pdfs(given)
        # the import is named by what was given: the folder or file, else how many PDFs
        label = str(given[0]) if len(given) == 1 else said("{count} PDFs", count=len(found))
        if not found:
            folder = len(given) == 1 and given[0].is_dir()
            raise ImportFileError(
                label, said("is a folder with no PDF in it") if folder else said("no PDF")
            )
        derived = self._state.folder / FULLTEXT
        batch = PdfBatch(LibraryFiles(self._state.folder), link, PdfTexts(derived))
        batch.digests = FileDigests(derived)
        batch.read(found, progress=progress, cancel=cancel)
        chosen = " ".join((collection or "").split())
        parsed = ParsedFile(label, PDF_FORMAT, chosen, iter(batch.records), bool(chosen))
        plan = self._plan(parsed, progress, cancel)
        outcomes = batch.outcomes(plan, self._state.by_id)
        marks = batch.marks(outcomes)  # other readers' marks, read before anything is written
        batch.finish(plan)
        return self._apply(parsed, plan, progress, cancel, files=tuple(outcomes), marks=marks)

    def import_sample(
        self, *, progress: Progress | None = None, cancel: Cancel | None = None
    ) -> list[ImportReport]:
        from lectern.core.resources import sample_files

        return self.import_files(sample_files(), progress=progress, cancel=cancel)

    def add_records(
        self, records: Iterable[RawRecord | Skipped], *, collection: str = ""
    ) -> ImportReport:
        """Papers typed or pasted by hand: matched like an import, recorded as one."""
        self._state.require_writable()
        parsed = ParsedFile(BY_HAND, "by hand", collection, iter(list(records)), bool(collection))
        return self._import_parsed(parsed, None, None)

    def preview_record(self, record: RawRecord) -> PreparedImport:
        """What adding `record` would change, nothing written: the paper of the library it
        is (`known_ids`) by the import's identity rules, and what it would fill in."""
        parsed = ParsedFile(BY_HAND, "by hand", "", iter([record]))
        return self._plan(parsed, None, None)

    def add_record_with_file(
        self, record: RawRecord, *, source: str, collection: str = "", pdf: Path | None = None
    ) -> ImportReport:
        """One record from elsewhere (a page saved from the browser, `source` naming where),
        matched like an import, with its PDF `pdf` read, kept in `files/` and attached as an
        imported PDF is. LecternError, changing nothing, when the PDF cannot be read."""
        self._state.require_writable()
        chosen = " ".join(collection.split())
        batch = None
        if pdf is not None:
            derived = self._state.folder / FULLTEXT
            batch = PdfBatch(LibraryFiles(self._state.folder), False, PdfTexts(derived))
            batch.digests = FileDigests(derived)
            batch.named = True
            batch.read([pdf])
            if 1 in batch.failed:
                raise LecternError(
                    said("Lectern could not read the PDF: {why}.", why=batch.failed[1])
                )
            record.files = [*record.files, batch.stored[1]]
        parsed = ParsedFile(source, source, chosen, iter([record]), bool(chosen))
        plan = self._plan(parsed, None, None)
        if batch is not None:
            batch.finish(plan)
        return self._apply(parsed, plan, None, None)

    def add_paper(self, *, title: str, collection: str = "", **fields: Any) -> ImportReport:
        """One paper typed by hand (`lectern add --title …`). Each field is checked as an
        edit would check it: ValueError, in plain words, for a DOI that is not one."""
        title = " ".join(title.split())
        if not title and not str(fields.get("abstract") or "").strip():
            raise ValueError(said("A new paper needs a title or an abstract."))
        checked = {
            name: clean_field(name, value)
            for name, value in fields.items()
            if value not in (None, "", [], ())
        }
        record = RawRecord(line=1, title=title, **checked)
        return self.add_records([record], collection=collection)

    def _import_parsed(
        self, parsed: ParsedFile, progress: Progress | None, cancel: Cancel | None
    ) -> ImportReport:
        return self._apply(parsed, self._plan(parsed, progress, cancel), progress, cancel)

    def _plan(
        self, parsed: ParsedFile, progress: Progress | None, cancel: Cancel | None
    ) -> PreparedImport:
        """What the file would change, decided before anything is written."""
        state = self._state
        abstracts = state.papers_file.abstracts
        with abstracts.reading() if abstracts is not None else nullcontext():
            return prepare_import(
                parsed,
                Known(state.docs(), state.whole),
                places=GroupPlaces(self._collections.counts()),
                progress=progress,
                cancel=cancel,
            )

    def _apply(
        self,
        parsed: ParsedFile,
        plan: PreparedImport,
        progress: Progress | None,
        cancel: Cancel | None,
        *,
        files: tuple[FileOutcome, ...] = (),
        marks: Sequence[Mark] = (),
    ) -> ImportReport:
        """Write what the plan changes: one store transaction, one History entry, which
        holds the `marks` read from its PDFs too (Undo takes them back with the import)."""
        state = self._state
        with state.write_lock, state.recorded_action():  # the whole import: one History entry
            state.papers_file.backup()
            state.annotations.file.backup()
            state.give_keys(plan.new)
            new_ids = [doc["id"] for doc in plan.new]
            gained = self._gained(plan)
            changes = bool(plan.new or plan.merged)
            stamp = state.stamp(papers_ahead=1 if changes else 0)
            self._index_import(plan, stamp, len(plan.new) + len(plan.merged), progress, cancel)
            try:
                with state.papers_file.storage.batch():
                    table = state.papers_file.table(PAPERS)
                    record = self._import_record(plan)
                    recorder = None if state.readonly else state.recorder
                    if recorder is not None:
                        for doc in plan.new:
                            recorder.paper(doc["id"], None, doc)
                    if plan.new:
                        table.insert_multiple(plan.new)
                    merges = {}
                    for pid, merged in plan.merged.items():
                        fields = merged
                        if recorder is not None:
                            old = state.full_doc(pid) if "abstract" in fields else state.by_id[pid]
                            joined = {**old, **fields}
                            recorder.paper(pid, old, joined)
                            fields = {**fields, "_v": joined["_v"]}
                        merges[int(state.doc_ids[pid])] = fields
                    state.papers_file.update_documents(PAPERS, merges)
                    if plan.made:
                        self._make_collections(plan.made, plan.made_parents)
                    if parsed.strings:  # the BibTeX export writes them back
                        with state.annotations.file.storage.batch():
                            state.annotations.add_bibtex_strings(parsed.strings)
                    if changes or plan.annotations or plan.made:
                        if not state.readonly:
                            record["group"] = state.recorder.group()
                        self._remember_import(record)
                    if changes:
                        state.papers_file.bump()
            finally:  # a refused write keeps the papers in memory (and searchable) for a retry
                for pid in plan.merged:  # their identity keys may have changed
                    state.identities.pop(pid, None)
                state.rebuild_paper_maps()
            restored = (
                state.annotations.merge_backup(
                    queued_after(plan.annotations, dict(state.annotations.queued()))
                )
                if plan.annotations
                else []
            )
            if parsed.format == "lectern-backup":
                state.annotations.merge_searches(read_backup_searches(Path(parsed.path)))
            dismissed = self._restore_dismissed(plan)
            if restored or dismissed:
                state.annotations.file.storage.flush()
            if restored:
                state.annotations_saved(restored)
            marked = self._marks.add_all(marks) if marks and not state.readonly else 0
        if changes or dismissed:
            state.notify(Change(ChangeKind.PAPERS, frozenset([*new_ids, *plan.merged, *dismissed])))
        added = set(new_ids)
        possible = sorted(
            {
                pid
                for group in (self._papers.possible_duplicates() if added else ())
                for pid in group.ids
                if pid in added
            }
        )
        return ImportReport(
            path=parsed.path,
            format=parsed.format,
            collection=plan.collection,
            added=len(plan.new),
            merged=gained,
            unchanged=plan.unchanged,
            skipped=tuple(plan.skipped),
            added_ids=tuple(new_ids),
            found=tuple((str(reason), n) for reason, n in plan.found.most_common()),
            in_file=tuple(plan.in_file),
            possible=tuple(possible),
            known=tuple(sorted(plan.known_ids)),
            import_id=int(record["n"]) if (changes or plan.annotations or plan.made) else 0,
            kept_as_written=tuple(plan.kept_as_written.most_common()),
            files=files,
            marks=marked,
        )

    def _restore_dismissed(self, plan: PreparedImport) -> set[str]:
        """Put back the pairs the file says the user dismissed as not duplicates (in
        memory; the caller flushes), once the papers are in; the papers of the new pairs."""
        state = self._state
        ours = state.annotations.distinct_pairs()
        new = carried_pairs(plan, state.by_id.__contains__) - ours
        if new:
            state.annotations.set_distinct_pairs(ours | new)
            state.duplicate_groups = None
        return {pid for pair in new for pid in pair}

    def _gained(self, plan: PreparedImport) -> int:
        """The papers already here that this file gives something: a field, a value, or a
        collection its records name. Being put in the file's own collection is not counted:
        a file downloaded twice ("refs (1).bib") gives its papers nothing else."""
        count = 0
        for pid, changes in plan.merged.items():
            if changes.keys() - {"collections"}:
                count += 1
                continue
            had = set(self._state.by_id[pid].get("collections") or ())
            count += bool(set(changes.get("collections") or ()) - had - {plan.collection})
        return count

    def _import_record(self, plan: PreparedImport) -> dict[str, Any]:
        numbers = [int(d.get("n", 0)) for d in self._state.papers_file.raw(IMPORTS).values()]
        return {
            "n": max(numbers, default=0) + 1,
            "at": to_iso(utcnow()),
            "path": plan.path,
            "collection": plan.collection,
            "added": [doc["id"] for doc in plan.new],
            "merged": len(plan.merged),
        }

    def _make_collections(self, made: list[str], parents: dict[str, str]) -> None:
        """The collections a file's groups make are kept while empty, nested as in the file
        (in memory: the caller's write saves them)."""
        notes = self._state.annotations
        with notes.file.storage.batch():
            notes.set_collection_names(list(dict.fromkeys([*notes.collection_names(), *made])))
            notes.set_collection_parents({**notes.collection_parents(), **parents})

    def _remember_import(self, record: dict[str, Any]) -> None:
        table = self._state.papers_file.table(IMPORTS)
        table.insert(record)
        kept = sorted(self._state.papers_file.raw(IMPORTS).items(), key=lambda kv: int(kv[1]["n"]))
        old = [int(key) for key, _ in kept[:-IMPORTS_KEPT]]
        if old:
            table.remove(doc_ids=old)

    def _index_import(
        self,
        plan: PreparedImport,
        stamp: str,
        total: int,
        progress: Progress | None,
        cancel: Cancel | None,
    ) -> None:
        """Index new and merged papers in large batches; on cancel take them out again."""
        state = self._state
        whole = state.full_docs(plan.merged)
        merged_docs = [{**whole[pid], **fields} for pid, fields in plan.merged.items()]
        new_ids = {doc["id"] for doc in plan.new}
        docs = [*plan.new, *merged_docs]
        done = 0
        try:
            for start in range(0, len(docs), INDEX_BATCH):
                if cancel and cancel():
                    raise ImportCancelled(said("Import cancelled; the library is unchanged."))
                batch = docs[start : start + INDEX_BATCH]
                state.index.update(
                    [Entry(paper_from_dict(d), state.annotations.get(d["id"])) for d in batch],
                    stamp,
                    new_ids=new_ids,
                )
                done += len(batch)
                if progress:
                    progress(done, total)
        except BaseException:
            if done:  # on a failing disk too: what is not taken out now is caught up later
                with state.index_follows():
                    state.index.delete([d["id"] for d in plan.new[:done]], state.stamp())
                    if merged_docs:
                        state.index.update(state.entries(plan.merged), state.stamp())
            raise

    # --- undo ---------------------------------------------------------------------------
    def recent_imports(self) -> list[ImportRecord]:
        """The last `IMPORTS_KEPT` imports, newest first, those undone already too (marked):
        what the command line and the window both list."""
        records = sorted(self._state.papers_file.raw(IMPORTS).values(), key=lambda d: -int(d["n"]))
        groups = {int(d["n"]): self._group_of(d) for d in records}
        undone = self._history.undone(g for g in groups.values() if g)
        return [
            ImportRecord(
                int(d["n"]),
                str(d.get("at", "")),
                str(d.get("path", "")),
                len(d.get("added") or ()),
                int(d["merged"]) if "merged" in d else len(d.get("before") or {}),
                groups[int(d["n"])] in undone,
                str(d.get("collection") or ""),
            )
            for d in records
        ]

    def undo_import(self, number: int) -> ImportRecord:
        """Undo an import: an undo of its History entry. The papers it added go to the Trash
        (where they can still be restored), the fields it filled in and the annotations a
        backup restored get their old values back, and the collections it made go.
        UndoBlocked, changing nothing, when a later change to one of those fields came since."""
        return self.undo_imports([number])[0]

    def undo_imports(self, numbers: Sequence[int]) -> list[ImportRecord]:
        """Undo these imports as one action (one Redo brings them all back), newest first."""
        state = self._state
        state.require_writable()
        numbers = sorted(set(numbers), reverse=True)
        with state.write_lock:
            groups = []
            for number in numbers:
                _, record = self._find_import(number)
                group = self._group_of(record)
                if not group:
                    raise LecternError(
                        said(
                            "Import {number} is not in this library's history: undo its changes "
                            "in History.",
                            number=number,
                        )
                    )
                if self._history.undone([group]):
                    raise LecternError(said("Import {number} was undone already.", number=number))
                groups.append(group)
            self._history.undo_all(groups)
        records = {r.id: r for r in self.recent_imports()}
        return [records[n] for n in numbers]

    def _group_of(self, record: dict[str, Any]) -> str:
        """The History entry of an import (one recorded before imports named theirs: the
        entry that added its first paper)."""
        if record.get("group"):
            return str(record["group"])
        added = record.get("added") or ()
        if not added:
            return ""
        found = self._history.entries(paper_id=str(added[0]), kinds=[EntryKind.ADDED], limit=1)
        return found[0].group if found else ""

    def _find_import(self, number: int) -> tuple[int, dict[str, Any]]:
        for key, doc in self._state.papers_file.raw(IMPORTS).items():
            if int(doc.get("n", 0)) == number:
                return int(key), doc
        raise LecternError(
            said(
                "There is no import {number} to undo (Lectern keeps the last {kept}).",
                number=number,
                kept=IMPORTS_KEPT,
            )
        )
