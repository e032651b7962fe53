"""`lectern search` by relevance without opening the library: the search index, the
annotations and the lines of the papers it prints.

Opening a 75,000-paper library to print twenty results reads and parses every paper in
`papers.json`. Ranked by relevance, the index alone finds the results; the papers to
print are read from their own lines (:mod:`lectern.core.storage.derived.paper_lines`), and their
annotations from where annotations.json keeps them
(:mod:`lectern.core.storage.derived.annotation_lines`).

Whatever this cannot answer exactly as the opened library would (another sort, an empty
query, `in:trash`, a file to upgrade or recover, an index that is not up to date, change
lines of another device not merged yet) gets None, and the command opens the library as
before, which says what it repaired or merged.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Mapping
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from lectern.core.hits import SortKey
from lectern.core.models import Annotation
from lectern.core.search.query.scope import split_scope
from lectern.core.search.spelling import FEW
from lectern.core.storage.derived.annotation_lines import (
    keep_annotation_lines,
    read_annotation_lines,
)
from lectern.core.storage.derived.paper_lines import read_paper_lines
from lectern.core.storage.schema import SCHEMA_VERSION
from lectern.core.sync.positions import newest, positions_of, waiting_devices

# annotations.json's _meta, and how to read some papers' annotations
_Notes = tuple[Mapping[str, Any], Callable[[Iterable[str]], dict[str, Annotation] | None]]


def search_without_loading(args: argparse.Namespace, folder: Path) -> int | None:
    """Run `lectern search` from the index and the printed papers; None to open the library."""
    if args.sort != SortKey.RELEVANCE.value:
        return None  # any other order needs every match's fields
    query, place, problem = split_scope(args.query)
    if place or not query.strip():
        return None
    lines = read_paper_lines(folder / "papers.json", SCHEMA_VERSION)
    if lines is None:
        return None
    from lectern.core.models import Entry
    from lectern.core.search.index import SearchIndex
    from lectern.core.search.pages import PAGES_FOLDER, PageIndex
    from lectern.core.storage.derived.pdf_texts import FULLTEXT
    from lectern.core.storage.serialize import paper_from_dict

    with ExitStack() as files:
        files.enter_context(lines)
        found = _notes(folder / "annotations.json", files)
        if found is None:
            return None
        notes_meta, notes_of = found
        if waiting_devices(folder, newest(map(positions_of, (lines.meta, notes_meta)))):
            return None  # the library merges them first
        index = SearchIndex(folder / "index", readonly=True)
        pages = index.pages = PageIndex(folder / FULLTEXT / PAGES_FOLDER, readonly=True)
        try:
            stamp = f"{lines.generation}.{int(notes_meta.get('generation', 0))}"
            if index.state(stamp, thorough=False).value != "ok":
                return None  # the library says why, and how to repair it
            result = index.search(query, limit=args.limit or None, exclude=lines.trash)
            offered: tuple[tuple[str, str], ...] = ()
            if result.total < FEW:  # as Searching.corrections asks
                offered = index.corrections(query, result.total, exclude=lines.trash)
        finally:
            index.close()
            pages.close()
        hidden = lines.trash | lines.merged
        hits = [hit for hit in result.hits if hit.id not in hidden]
        docs = lines.documents(hit.id for hit in hits)  # each must be there: else read through
        notes = notes_of(hit.id for hit in hits)
        if len(docs) != len(hits) or notes is None:
            return None
        entries = [
            Entry(paper_from_dict(docs[hit.id]), notes.get(hit.id, Annotation(hit.id)))
            for hit in hits
        ]
    from lectern.core.cli.format import print_search_results

    message = "; ".join(m for m in (problem, result.message) if m)
    return print_search_results(
        args.query, entries, hits, result.total, message, args.json, offered
    )


def _notes(path: Path, files: ExitStack) -> _Notes | None:
    """The `_meta` of annotations.json and how to read some papers' annotations: from
    where the file keeps them, or else by opening it as the library does (which keeps
    where they are for the next time). None if opening it needs the library (a repair,
    an upgrade)."""
    from lectern.core.storage.serialize import annotation_from_dict

    kept = read_annotation_lines(path, SCHEMA_VERSION)
    if kept is not None:
        files.enter_context(kept)

        def from_lines(ids: Iterable[str]) -> dict[str, Annotation] | None:
            docs = kept.documents(ids)
            if docs is None:
                return None
            return {pid: annotation_from_dict(doc) for pid, doc in docs.items()}

        return kept.meta, from_lines
    from lectern.core.storage.annotations import TABLES, AnnotationTable
    from lectern.core.storage.store import StoreFile

    notes_file = StoreFile(path.parent, path.name, TABLES, readonly=True)
    if notes_file.notices or notes_file.upgrades:
        return None
    if not notes_file.is_new:
        keep_annotation_lines(path, SCHEMA_VERSION, notes_file.storage.data)
    table = AnnotationTable(notes_file)
    return notes_file.meta, lambda ids: {pid: table.get(pid) for pid in ids}
