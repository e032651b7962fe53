"""The full JSON backup: every paper, every annotation, the saved searches, the pairs of
papers the user said are not duplicates and the BibTeX `@string` macros the papers' fields
were written with.

The importer reads it back as the "lectern-backup" format; restoring it into an
empty library gives back the same papers with the same ids, statuses (with
their history), ratings, notes and tags, the same collections, queue and dismissed pairs, and
a BibTeX export of it writes the same `@string` macros as the library it came from.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import orjson

from lectern.core.models import Entry, to_iso, utcnow
from lectern.core.storage.serialize import annotation_to_dict, paper_to_dict

BACKUP_VERSION = 1


def to_backup(
    entries: Sequence[Entry],
    saved_searches: dict[str, str] | None = None,
    distinct: Iterable[tuple[str, str]] = (),
    strings: Mapping[str, str] | None = None,
) -> bytes:
    """`distinct`: the dismissed pairs; those of two papers in the backup are written.
    `strings`: the library's `@string` macros (name → value), all of them: a paper's written
    form names them, and a restored library writes them back on its next BibTeX export."""
    ids = {entry.paper.id for entry in entries}
    document = {
        "lectern_backup": BACKUP_VERSION,
        "exported": to_iso(utcnow()),
        "papers": [paper_to_dict(entry.paper) for entry in entries],
        "annotations": [_annotation(entry) for entry in entries if not entry.annotation.is_blank],
        "saved_searches": dict(saved_searches or {}),
        "not_duplicates": sorted([a, b] for a, b in distinct if a in ids and b in ids),
        "bibtex_strings": dict(strings or {}),
    }
    return orjson.dumps(document, option=orjson.OPT_INDENT_2) + b"\n"


def _annotation(entry: Entry) -> dict[str, object]:
    """The annotation, with any note that lost to an edit on another computer and waits
    for the user (so the backup holds every note)."""
    doc: dict[str, object] = annotation_to_dict(entry.annotation)
    if entry.annotation.conflicts:
        doc["conflicts"] = [{"notes": c.notes, "s": c.stamp} for c in entry.annotation.conflicts]
    return doc
