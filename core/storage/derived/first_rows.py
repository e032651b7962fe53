"""The first rows of the list, kept from the last session so the window can show them at once.

Opening a 75,000-paper library takes about a second (reading `papers.json`, checking the
index, sorting), and the window should not make the user wait for it. When Lectern closes,
it writes the first rows of the view it will open on next time (each row a whole entry:
the paper and its annotation) to `first-rows.json`, with the identity of `papers.json`
and `annotations.json`: inode, size, and modification and change times in nanoseconds.

At the next start the window shows those rows while the library loads behind it, but only
when both files are still exactly the files the rows were read from and the view is the
one being restored. Anything else (a file written since, by `lectern import` or another
program; another view; a damaged or missing `first-rows.json`) means no early rows, and
the window waits for the library as it always did. A library write replaces its file
(a new inode and times), so rows read from an older file are never shown. A program that
writes in the moment between that check and the library opening is caught up with when
the window reads its list from the open library; the notes stay read-only until then.

This module only reads and writes that file; it never imports the store, the index or the
library (what it reads of an open one is `RowsSource`), so the window can use it before
the library is loaded.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import orjson

from lectern.core.atomic_file import write_file
from lectern.core.models import Entry
from lectern.core.storage.derived.line_spans import file_identity
from lectern.core.storage.serialize import (
    annotation_from_dict,
    annotation_to_dict,
    paper_from_dict,
    paper_to_dict,
)

log = logging.getLogger(__name__)

FILE_NAME = "first-rows.json"
FORMAT = 1
ROWS = 200  # several screens of a tall window; about 250 KB with their abstracts
WATCHED = ("papers.json", "annotations.json")


class PaperEntries(Protocol):
    def entry(self, paper_id: str) -> Entry: ...


class RowsSource(Protocol):
    """What the first rows are kept from: an open lectern.core.library.Library (storage
    imports no library)."""

    @property
    def folder(self) -> Path: ...

    @property
    def has_unsaved_changes(self) -> bool: ...

    @property
    def papers(self) -> PaperEntries: ...

    def __len__(self) -> int: ...


@dataclass(frozen=True, slots=True)
class FirstRows:
    """The first rows of a view, as they were when the library was last closed."""

    entries: tuple[Entry, ...]
    count: int  # rows in the whole view
    total: int  # papers in the library
    counts: dict[str, Any] = field(default_factory=dict)  # the window's own figures, as kept


def files_identity(folder: Path) -> list[list[int]] | None:
    """Inode, size, modification and change time of each watched file; None if one is missing."""
    identity = []
    for name in WATCHED:
        try:
            identity.append(file_identity(os.stat(folder / name)))
        except OSError:
            return None
    return identity


def save_first_rows(
    library: RowsSource,
    view: Mapping[str, Any],
    ids: Sequence[str],
    counts: Mapping[str, Any] | None = None,
) -> bool:
    """Keep the first rows of `ids` (the whole view, in order) for the next start.

    `counts` (plain JSON) are kept with them: the window's sidebar and status bar figures.

    Call it once nothing more will be written to the library. Never raises: a failure
    only means the next start waits for the library. Returns True when the file was written.
    """
    path = library.folder / FILE_NAME
    try:
        identity = files_identity(library.folder)
        if identity is None or library.has_unsaved_changes:
            path.unlink(missing_ok=True)
            return False
        rows = [library.papers.entry(pid) for pid in ids[:ROWS]]
        payload = {
            "format": FORMAT,
            "files": identity,
            "view": dict(view),
            "count": len(ids),
            "total": len(library),
            "counts": dict(counts or {}),
            "papers": [paper_to_dict(entry.paper) for entry in rows],
            "annotations": [annotation_to_dict(entry.annotation) for entry in rows],
        }
        # Durable, as it always was: written once, as the window closes, so the fsync costs
        # the user no wait. Not needed for safety: a torn or lost file means no early rows.
        write_file(path, orjson.dumps(payload), durable=True)
    except Exception:
        log.warning("could not keep the first rows for the next start", exc_info=True)
        return False
    return True


def load_first_rows(folder: Path, view: Mapping[str, Any]) -> FirstRows | None:
    """The rows kept for `view`, if the library's files are still the ones they came from."""
    path = folder / FILE_NAME
    try:
        data = orjson.loads(path.read_bytes())
    except FileNotFoundError:
        return None
    except (OSError, orjson.JSONDecodeError) as exc:
        log.info("ignoring %s: %s", path, exc)
        return None
    try:
        if (
            not isinstance(data, dict)
            or data.get("format") != FORMAT
            or data.get("view") != dict(view)
            or data.get("files") != files_identity(folder)
        ):
            return None
        papers = [paper_from_dict(doc) for doc in data["papers"]]
        notes = [annotation_from_dict(doc) for doc in data["annotations"]]
        if len(papers) != len(notes) or any(
            paper.id != note.paper_id for paper, note in zip(papers, notes, strict=True)
        ):
            raise ValueError("papers and annotations do not pair up")
        count, total = int(data["count"]), int(data["total"])
        counts = data.get("counts") or {}
        if not isinstance(counts, dict):
            raise ValueError("the kept counts are not an object")
    except Exception as exc:  # noqa: BLE001 - any damage only means no early rows
        log.info("ignoring %s: %s", path, exc)
        return None
    return FirstRows(
        tuple(Entry(paper, note) for paper, note in zip(papers, notes, strict=True)),
        count=count,
        total=total,
        counts=counts,
    )
