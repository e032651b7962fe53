"""`lectern search` by relevance without opening the library: the search index, the
annotations and the lines of the papers it prints.

Opening a 75,000-paper library to print twenty results reads and parses every paper in
`papers.json`. Ranked by relevance, the index alone finds the results; the papers to
print are read from their own lines (:mod:`lectern.core.storage.paper_lines`), and
annotations.json, which holds only the papers the user touched, is small.

Whatever this cannot answer exactly as the opened library would (another sort, an empty
query, `in:trash`, a file to upgrade or recover, an index that is not up to date) gets
None, and the command opens the library as before, which says what it repaired.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from lectern.core.cli.format import print_search_results
from lectern.core.models import Entry
from lectern.core.results import SortKey
from lectern.core.search.scope import split_scope
from lectern.core.storage.paper_lines import read_paper_lines
from lectern.core.storage.serialize import paper_from_dict
from lectern.core.storage.store import SCHEMA_VERSION, StoreFile


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
    from lectern.core.search.index import SearchIndex
    from lectern.core.storage.annotations import TABLES, AnnotationTable

    with lines:
        notes_file = StoreFile(folder, "annotations.json", TABLES, readonly=True)
        if notes_file.notices or notes_file.upgrades:
            return None
        notes = AnnotationTable(notes_file)
        index = SearchIndex(folder / "index", readonly=True)
        try:
            stamp = f"{lines.generation}.{notes_file.generation}"
            if index.state(stamp, thorough=False).value != "ok":
                return None  # the library says why, and how to repair it
            result = index.search(query, limit=args.limit or None, exclude=lines.trash)
        finally:
            index.close()
        hits = [hit for hit in result.hits if lines.is_live(hit.id)]
        docs = lines.documents(hit.id for hit in hits)
        if len(docs) != len(hits):
            return None
        entries = [Entry(paper_from_dict(docs[hit.id]), notes.get(hit.id)) for hit in hits]
    message = "; ".join(m for m in (problem, result.message) if m)
    return print_search_results(args.query, entries, hits, result.total, message, args.json)
