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
in the library folder, which is not synced (lectern.core.sync.ignore).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import orjson

from lectern.core.atomic_file import write_file
from lectern.core.citekeys import fold
from lectern.core.errors import LecternError
from lectern.core.exporters import render
from lectern.core.exporters.common import citation_keys
from lectern.core.library.collections import Collections
from lectern.core.library.papers import Papers
from lectern.core.library.searching import Searching
from lectern.core.library.state import LibraryState
from lectern.core.view import Scope

log = logging.getLogger(__name__)

KEPT_FILE = "kept-exports.json"
# The formats a kept export writes: the ones a document build reads.
KEPT_FORMATS = {"bibtex": "BibTeX", "biblatex": "biblatex", "csljson": "CSL-JSON"}
# Scopes that are a part of the library (not a list of the moment, as Up next is).
KEPT_SCOPES = ("all", "collection", "saved", "tag", "status", "starred")


_KINDS = {"collection": "Collection", "saved": "Saved search", "tag": "Tag", "status": "Status"}


def describe_scope(scope: Scope) -> str:
    """ "All papers", "Collection “Thesis”", "Saved search “diffusion”", "Status To read"."""
    if scope.kind == "status":
        return f"Status {scope.label}"
    if scope.kind in _KINDS:
        return f"{_KINDS[scope.kind]} “{scope.value}”"
    return scope.label


@dataclass(frozen=True, slots=True)
class KeptExport:
    number: int  # 1, 2, …: as `lectern exports` lists them
    path: Path
    scope: Scope
    format: str

    def describe(self) -> str:
        """ "Collection “Thesis” → /home/ana/thesis/refs.bib (biblatex)"."""
        return f"{describe_scope(self.scope)} → {self.path} ({KEPT_FORMATS[self.format]})"


@dataclass(frozen=True, slots=True)
class KeptResult:
    export: KeptExport
    written: bool  # the file's bytes changed
    papers: int = 0
    error: str = ""  # why it could not be written, in plain words

    def describe(self) -> str:
        if self.error:
            return f"Could not keep {self.export.path} up to date: {self.error}"
        if self.written:
            papers = f"{self.papers:,} paper{'s' if self.papers != 1 else ''}"
            return f"Kept export {self.export.path} rewritten ({papers})."
        return f"Kept export {self.export.path} is up to date."


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
                f"{describe_scope(chosen)} changes from moment to moment; keep an export of "
                "the whole library, a collection, a saved search, a tag or a status."
            )
        if fmt not in KEPT_FORMATS:
            raise LecternError(
                f"A kept export is written as {', '.join(KEPT_FORMATS)}, not {fmt!r}."
            )
        target = Path(path).expanduser().absolute()
        if target.is_dir():
            raise LecternError(f"{target} is a folder: name the file to keep up to date.")
        kept = self.listed()
        if any(k.path == target for k in kept):
            raise LecternError(f"{target} is kept up to date already.")
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
        if chosen is None:
            raise LecternError(
                f"There is no kept export {number}"
                + (f" (they are 1–{len(kept)})." if kept else ": none is kept.")
            )
        self._save([k for k in kept if k.number != number])
        return chosen

    def _save(self, kept: Sequence[KeptExport]) -> None:
        data = [{"path": str(k.path), "scope": str(k.scope), "format": k.format} for k in kept]
        try:
            write_file(self._file, orjson.dumps(data, option=orjson.OPT_INDENT_2), durable=True)
        except OSError as exc:
            raise LecternError(
                f"Could not save the list of kept exports in {self._file}: {exc.strerror or exc}"
            ) from exc

    # --- writing -----------------------------------------------------------------------
    def render(self, export: KeptExport) -> tuple[bytes, int]:
        """The file's bytes as the library stands, and how many papers it holds."""
        ids = self.ids(export.scope)
        entries = self._papers.entries(ids)
        keys = citation_keys(entries)
        order = sorted(range(len(entries)), key=lambda n: (fold(keys[n]), keys[n]))
        ordered = [entries[n] for n in order]
        tree = self._collections.paths(n for e in ordered for n in e.paper.collections)
        data = render(export.format, ordered, distinct=self._papers.dismissed_pairs(), tree=tree)
        return data, len(ordered)

    def ids(self, scope: Scope) -> list[str]:
        """The papers of a kept export's scope (a saved search since deleted: none)."""
        result = self._searching.view(scope)
        return [] if result.missing_scope else result.ids

    def bring_up_to_date(self, exports: Sequence[KeptExport] | None = None) -> list[KeptResult]:
        """Write each kept export whose file would change; say what happened to each."""
        results = []
        for export in self.listed() if exports is None else exports:
            results.append(self._bring(export))
        return results

    def _bring(self, export: KeptExport) -> KeptResult:
        try:
            data, papers = self.render(export)
        except LecternError as exc:
            return KeptResult(export, written=False, error=str(exc))
        path = export.path
        try:
            if path.read_bytes() == data:
                return KeptResult(export, written=False, papers=papers)
        except FileNotFoundError:
            pass
        except OSError as exc:
            return KeptResult(export, written=False, error=_plain(exc, path))
        if not path.parent.is_dir():
            return KeptResult(
                export, written=False, error=f"its folder {path.parent} is not there any more"
            )
        try:
            write_file(path, data, durable=True)
        except OSError as exc:
            return KeptResult(export, written=False, error=_plain(exc, path))
        log.info("kept export %s rewritten (%d papers)", path, papers)
        return KeptResult(export, written=True, papers=papers)


def _plain(exc: OSError, path: Path) -> str:
    import errno

    if exc.errno == errno.ENOSPC:
        return f"the disk holding {path.parent} is full"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"Lectern may not write in {path.parent}"
    return str(exc.strerror or exc)
