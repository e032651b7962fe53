"""Kept exports: files Lectern keeps up to date with part of the library, as Better BibTeX's
automatic export does for Zotero.

A kept export binds a scope (the whole library, a collection, a saved search, a tag…) to a
file in BibTeX, biblatex or CSL-JSON. While the window runs, a change that alters what the
file would hold rewrites it within two seconds; a command that changes the library
rewrites it before it returns; the window brings each one up to date when it opens, for
changes made while it was closed.

- The papers are in citation-key order, with their stored keys (which never move), so a
  change to one paper changes only its entry in the file.
- A file is written only when its bytes would change, and atomically: latexmk sees no new
  file for a change that does not concern it, and never half a file.
- A kept export whose folder is gone or whose disk is full is reported (`KeptResult.error`)
  and tried again at the next change; nothing else is affected.

The list is a setting of this computer (its paths are this computer's): `kept-exports.json`
in the library folder, which is not synced (lectern.core.sync.ignore). The writers load when
a kept file is made: a program that opens a library with none to keep (the browser's native
host saving one paper) does not wait for them.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import orjson

from lectern.core.atomic_file import write_file
from lectern.core.attached import with_full_paths
from lectern.core.citekeys import fold, kept_key
from lectern.core.errors import LecternError
from lectern.core.library.collections import Collections
from lectern.core.library.papers import Papers
from lectern.core.library.searching import Searching
from lectern.core.library.state import LibraryState
from lectern.core.models import Entry
from lectern.core.results import Change, ChangeKind, ChangeOrigin
from lectern.core.said import message_of, said
from lectern.core.storage.serialize import collections_of
from lectern.core.view import Scope, ScopeKind

log = logging.getLogger(__name__)

KEPT_FILE = "kept-exports.json"
# The formats a kept export writes: the ones a document build reads.
KEPT_FORMATS = {"bibtex": "BibTeX", "biblatex": "biblatex", "csljson": "CSL-JSON"}
# Scopes that are a part of the library (not a list of the moment, as Up next is).
KEPT_SCOPES = frozenset(
    {
        ScopeKind.ALL,
        ScopeKind.COLLECTION,
        ScopeKind.SAVED,
        ScopeKind.TAG,
        ScopeKind.STATUS,
        ScopeKind.STARRED,
    }
)


def describe_scope(scope: Scope) -> str:
    """ "All papers", "Collection “Thesis”", "Saved search “diffusion”", "Status To read"."""
    if scope.kind is ScopeKind.STATUS:
        return said("Status {status}", status=scope.label)
    if scope.kind is ScopeKind.COLLECTION:
        return said("Collection “{name}”", name=scope.value)
    if scope.kind is ScopeKind.SAVED:
        return said("Saved search “{name}”", name=scope.value)
    if scope.kind is ScopeKind.TAG:
        return said("Tag “{name}”", name=scope.value)
    return scope.label


@dataclass(frozen=True, slots=True)
class KeptExport:
    number: int  # 1, 2, …: as `lectern exports` lists them
    path: Path
    scope: Scope
    format: str

    def describe(self) -> str:
        """ "Collection “Thesis” → /home/ana/thesis/refs.bib (biblatex)"."""
        return said(
            "{scope} → {path} ({format})",
            scope=describe_scope(self.scope),
            path=self.path,
            format=KEPT_FORMATS[self.format],
        )


@dataclass(frozen=True, slots=True)
class KeptResult:
    export: KeptExport
    written: bool  # the file's bytes changed
    papers: int = 0
    error: str = ""  # why it could not be written, in plain words

    def describe(self) -> str:
        path = self.export.path
        if self.error:
            return said(
                "Could not keep {path} up to date: {problem}", path=path, problem=self.error
            )
        if self.written and self.papers == 1:
            return said("Kept export {path} rewritten ({count} paper).", path=path, count="1")
        if self.written:
            return said(
                "Kept export {path} rewritten ({count} papers).",
                path=path,
                count=f"{self.papers:,}",
            )
        return said("Kept export {path} is up to date.", path=path)


class _Entries:
    """Each paper's entry as a kept export last made it, by format and "not duplicates"
    partners; a change drops the papers it names (a reset, or the dismissed pairs other
    devices wrote, drops all). `generation` counts the drops: entries made while one
    happened are not kept, so an entry made from a paper's old version never stays."""

    def __init__(self) -> None:
        self._texts: dict[tuple[str, str, tuple[str, ...]], bytes] = {}
        self.generation = 0
        # The writer drops entries (a listener) while the reader makes a file of them
        self._lock = threading.Lock()

    def snapshot(self) -> tuple[dict[tuple[str, str, tuple[str, ...]], bytes], int]:
        with self._lock:
            return dict(self._texts), self.generation

    def keep(self, made: dict[tuple[str, str, tuple[str, ...]], bytes], generation: int) -> None:
        """Keep what was made, unless a change came while it was being made."""
        with self._lock:
            if self.generation == generation:
                self._texts.update(made)

    def forget(self, change: Change) -> None:
        whole = change.kind is ChangeKind.RESET or (
            change.kind is ChangeKind.SEARCHES and change.origin is ChangeOrigin.OTHER_DEVICES
        )
        with self._lock:
            self.generation += 1
            if whole:
                self._texts.clear()
            elif change.ids:
                for key in [k for k in self._texts if k[1] in change.ids]:
                    del self._texts[key]


class KeptExports:
    """The library's kept exports: listed, added, removed, brought up to date."""

    def __init__(
        self,
        state: LibraryState,
        papers: Papers,
        collections: Collections,
        searching: Searching,
    ) -> None:
        self._state = state
        self._papers = papers
        self._collections = collections
        self._searching = searching
        self._entries = _Entries()
        state.listeners.append(self._entries.forget)
        # Each file as last written or found up to date: what it held, and its stat then
        self._written: dict[Path, tuple[object, tuple[int, int] | None]] = {}

    # --- the list ----------------------------------------------------------------------
    @property
    def _file(self) -> Path:
        return self._state.folder / KEPT_FILE

    def listed(self) -> list[KeptExport]:
        """The kept exports, in the order they were added (an unreadable list: none, with a
        warning in the log; it is this computer's setting, not the user's records)."""
        try:
            raw = orjson.loads(self._file.read_bytes())
        except FileNotFoundError:
            return []
        except (OSError, orjson.JSONDecodeError):
            log.warning("could not read %s", self._file, exc_info=True)
            return []
        kept: list[KeptExport] = []
        for item in raw if isinstance(raw, list) else []:
            try:
                scope = Scope.parse(str(item["scope"]))
                fmt = str(item["format"])
                if fmt in KEPT_FORMATS:
                    kept.append(KeptExport(len(kept) + 1, Path(str(item["path"])), scope, fmt))
            except (KeyError, TypeError, ValueError):
                log.warning("a kept export in %s is not readable: %r", self._file, item)
        return kept

    def add(self, path: str | Path, scope: Scope | str, fmt: str) -> KeptResult:
        """Keep `path` up to date with `scope` in `fmt`, writing it now; refused (and nothing
        kept) when the file cannot be written."""
        chosen = Scope.parse(scope) if isinstance(scope, str) else scope
        if chosen.kind not in KEPT_SCOPES:
            raise LecternError(
                said(
                    "{scope} changes from moment to moment; keep an export of "
                    "the whole library, a collection, a saved search, a tag or a status.",
                    scope=describe_scope(chosen),
                )
            )
        if fmt not in KEPT_FORMATS:
            raise LecternError(
                said(
                    "A kept export is written as {formats}, not {format}.",
                    formats=", ".join(KEPT_FORMATS),
                    format=repr(fmt),
                )
            )
        target = Path(path).expanduser().absolute()
        if target.is_dir():
            raise LecternError(
                said("{path} is a folder: name the file to keep up to date.", path=target)
            )
        kept = self.listed()
        if any(k.path == target for k in kept):
            raise LecternError(said("{path} is kept up to date already.", path=target))
        export = KeptExport(len(kept) + 1, target, chosen, fmt)
        result = self.bring_up_to_date([export])[0]
        if result.error:
            raise LecternError(result.describe())
        self._save([*kept, export])
        return result

    def remove(self, number: int) -> KeptExport:
        """Stop keeping export `number` up to date (its file stays as it is)."""
        kept = self.listed()
        chosen = next((k for k in kept if k.number == number), None)
        if chosen is None and kept:
            raise LecternError(
                said(
                    "There is no kept export {number} (they are 1–{last}).",
                    number=number,
                    last=len(kept),
                )
            )
        if chosen is None:
            raise LecternError(
                said("There is no kept export {number}: none is kept.", number=number)
            )
        self._save([k for k in kept if k.number != number])
        return chosen

    def _save(self, kept: Sequence[KeptExport]) -> None:
        data = [{"path": str(k.path), "scope": str(k.scope), "format": k.format} for k in kept]
        try:
            write_file(self._file, orjson.dumps(data, option=orjson.OPT_INDENT_2), durable=True)
        except OSError as exc:
            raise LecternError(
                said(
                    "Could not save the list of kept exports in {path}: {reason}",
                    path=self._file,
                    reason=exc.strerror or str(exc),
                )
            ) from exc

    # --- writing -----------------------------------------------------------------------
    def render(self, export: KeptExport) -> tuple[bytes, int]:
        """The file's bytes as the library stands, and how many papers it holds: what
        File → Export would write of the scope's papers in citation-key order."""
        made = self._made(export)
        return made.data(), made.papers

    def _made(self, export: KeptExport) -> _Made:
        """The file's entries: each paper's is kept once made, until a change names the
        paper (or could concern any: a reset, what other devices wrote of the dismissed
        pairs), so a status key in a 75,000-paper library makes one entry again, not all."""
        ids = self.ids(export.scope)
        by_id = self._state.by_id
        stored = {pid: kept_key(str(by_id[pid].get("key") or "")) for pid in ids}
        if not all(stored.values()):  # a paper with no key of its own: keys for this export
            data, papers = self._render_whole(export, ids)
            return _Made(export.format, [data], (), papers, signature=None, whole=True)
        ids.sort(key=lambda pid: (fold(stored[pid]), stored[pid]))
        partners = _partners(self._papers.dismissed_pairs(), set(ids))
        texts, generation = self._entries.snapshot()
        wanted = [(export.format, pid, partners.get(pid, ())) for pid in ids]
        missing = [key for key in wanted if key not in texts]
        made: dict[tuple[str, str, tuple[str, ...]], bytes] = {}
        made_now = self._papers.entries([pid for _, pid, _ in missing])
        fresh = with_full_paths(made_now, self._state.folder)
        for key, entry in zip(missing, fresh):
            made[key] = _entry_bytes(export.format, entry, stored[entry.paper.id], key[2])
        pieces = [made.get(key) or texts[key] for key in wanted]
        self._entries.keep(made, generation)
        # The collections as File → Export writes them: all for the whole library, else those
        # of the papers
        if export.scope.kind is ScopeKind.ALL:
            tree = tuple(self._collections.paths())
        else:
            tree = tuple(
                self._collections.paths(n for pid in ids for n in collections_of(by_id[pid]))
            )
        # The same entries, none made again, in the same order: the same bytes as last time
        signature = None if made else (tuple(wanted), tree)
        return _Made(export.format, pieces, tree, len(ids), signature)

    def _render_whole(self, export: KeptExport, ids: list[str]) -> tuple[bytes, int]:
        from lectern.core.exporters import render
        from lectern.core.exporters.common import citation_keys

        entries = with_full_paths(self._papers.entries(ids), self._state.folder)
        keys = citation_keys(entries)
        order = sorted(range(len(entries)), key=lambda n: (fold(keys[n]), keys[n]))
        ordered = [entries[n] for n in order]
        tree = self._collections.paths(n for e in ordered for n in e.paper.collections)
        data = render(export.format, ordered, distinct=self._papers.dismissed_pairs(), tree=tree)
        return data, len(ordered)

    def ids(self, scope: Scope) -> list[str]:
        """The papers of a kept export's scope (a saved search since deleted: none)."""
        result = self._searching.view(scope)
        return [] if result.missing_scope else list(result.ids)

    def bring_up_to_date(self, exports: Sequence[KeptExport] | None = None) -> list[KeptResult]:
        """Write each kept export whose file would change; say what happened to each."""
        results = []
        for export in self.listed() if exports is None else exports:
            results.append(self._bring(export))
        return results

    def _bring(self, export: KeptExport) -> KeptResult:
        try:
            made = self._made(export)
        except LecternError as exc:
            return KeptResult(export, written=False, error=message_of(exc))
        path = export.path
        last = self._written.get(path)
        if made.signature is not None and last == (made.signature, _stat(path)):
            return KeptResult(export, written=False, papers=made.papers)  # not even read
        data = made.data()
        try:
            if path.read_bytes() == data:
                self._written[path] = (made.signature, _stat(path))
                return KeptResult(export, written=False, papers=made.papers)
        except FileNotFoundError:
            pass
        except OSError as exc:
            return KeptResult(export, written=False, error=_plain(exc, path))
        if not path.parent.is_dir():
            return KeptResult(
                export,
                written=False,
                error=said("its folder {folder} is not there any more", folder=path.parent),
            )
        try:
            write_file(path, data, durable=True, shared=True)
        except OSError as exc:
            return KeptResult(export, written=False, error=_plain(exc, path))
        self._written[path] = (made.signature, _stat(path))
        log.info("kept export %s rewritten (%d papers)", path, made.papers)
        return KeptResult(export, written=True, papers=made.papers)


@dataclass(frozen=True, slots=True)
class _Made:
    """A kept export's entries, joined into the file only when it must be compared."""

    format: str
    pieces: Sequence[bytes]
    tree: Sequence[tuple[str, ...]]
    papers: int
    signature: object  # None: not known to be what was last written
    whole: bool = False  # the one piece is the file, made by the exporter

    def data(self) -> bytes:
        return self.pieces[0] if self.whole else _joined(self.format, self.pieces, self.tree)


def _stat(path: Path) -> tuple[int, int] | None:
    """When the file last changed, and its size: another program's write changes them."""
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size


def _partners(pairs: Iterable[tuple[str, str]], ids: set[str]) -> dict[str, tuple[str, ...]]:
    """Each paper's "not duplicates" partners among the papers of the export."""
    found: dict[str, set[str]] = {}
    for a, b in pairs:
        if a != b and a in ids and b in ids:
            found.setdefault(a, set()).add(b)
            found.setdefault(b, set()).add(a)
    return {pid: tuple(sorted(others)) for pid, others in found.items()}


def _entry_bytes(fmt: str, entry: Entry, key: str, partners: tuple[str, ...]) -> bytes:
    """One paper's entry, as the export of its format writes it inside the file."""
    from lectern.core.exporters.biblatex import biblatex_entry
    from lectern.core.exporters.bibtex import entry_fields, write_entry
    from lectern.core.exporters.csljson import to_item

    if fmt == "csljson":  # one item of the list, indented as the list indents it
        item = orjson.dumps(to_item(entry, key, partners), option=orjson.OPT_INDENT_2)
        return b"\n".join(b"  " + line for line in item.split(b"\n"))
    if fmt == "biblatex":
        kind, fields = biblatex_entry(*entry_fields(entry, partners))
    else:
        kind, fields = entry_fields(entry, partners)
    return write_entry(kind, key, fields).encode("utf-8")


def _joined(fmt: str, pieces: Sequence[bytes], tree: Sequence[tuple[str, ...]]) -> bytes:
    """The entries as one file: what `lectern.core.exporters.render` writes of them."""
    from lectern.core.exporters.jabref_groups import grouping_comment

    if fmt == "csljson":
        return (b"[\n" + b",\n".join(pieces) + b"\n]\n") if pieces else b"[]\n"
    text = b"\n".join(pieces)
    comment = grouping_comment(tree)
    return text + b"\n" + comment.encode("utf-8") if comment else text


def _plain(exc: OSError, path: Path) -> str:
    import errno

    if exc.errno == errno.ENOSPC:
        return said("the disk holding {folder} is full", folder=path.parent)
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return said("Lectern may not write in {folder}", folder=path.parent)
    return str(exc.strerror or exc)
